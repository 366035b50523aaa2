import Foundation
import Testing

@testable import SceneFormat

/// A generated scene: `count` labels in a column, four constraints each.
func generatedScene(views count: Int) -> String {
  var text = "scene \"generated\"\ncanvas 375x667\n"
  for index in 0..<count {
    text += "view v\(index): label { intrinsic 40x21; hugging 251 251; baseline 17 }\n"
    let above = index == 0 ? "topLayoutGuide.bottom" : "v\(index - 1).bottom"
    text += "c\(4 * index + 1): v\(index).leading = superview.leadingMargin\n"
    text += "c\(4 * index + 2): v\(index).trailing <= superview.trailingMargin\n"
    text += "c\(4 * index + 3): v\(index).top = \(above) + standard\n"
    text += "c\(4 * index + 4): v\(index).width = superview.width * 0.5 - 20 @high\n"
  }
  return text
}

@Suite("Scaling")
struct ScalingTests {
  @Test func twoThousandViewsParse() {
    let text = generatedScene(views: 2_000)
    let clock = ContinuousClock()
    var result: SceneParseResult?
    let elapsed = clock.measure { result = SceneParser.parse(text: text) }
    #expect(result?.diagnostics == [])
    #expect(result?.document.views.count == 2_000)
    #expect(result?.document.constraints.count == 8_000)
    print("parsed \(text.utf8.count) bytes (2,000 views, 8,000 constraints) in \(elapsed)")
  }
}

/// A generated scene of `count` views in one visual line, aligned on their tops.
func generatedVisualScene(views count: Int) -> String {
  var text = "scene \"generated\"\ncanvas 375x667\n"
  for index in 0..<count { text += "view v\(index) { intrinsic 10x10 }\n" }
  text += "row: visual \"H:|" + (0..<count).map { "[v\($0)]" }.joined() + "\" options alignAllTop\n"
  return text + "visual \"V:|-[v0]\"\n"
}

@Suite("Scaling: visual formats")
struct VisualScalingTests {
  @Test(arguments: [1_000, 2_000, 4_000])
  func aLongVisualLineBinds(views: Int) {
    let text = generatedVisualScene(views: views)
    let clock = ContinuousClock()
    var constraints = 0
    let elapsed = clock.measure {
      let parsed = SceneParser.parse(text: text)
      let (scene, diagnostics) = SceneBinder.bind(parsed.document, path: "")
      #expect(diagnostics.isEmpty)
      constraints = scene?.constraints.count ?? 0
    }
    // |[v0] and v0.top = superview.topMargin, plus one flush connection and one alignment per
    // neighbouring pair: 2 + 2 × (views − 1).
    #expect(constraints == 2 + 2 * (views - 1))
    print("bound one visual line of \(views) views (\(constraints) constraints) in \(elapsed)")
  }
}
