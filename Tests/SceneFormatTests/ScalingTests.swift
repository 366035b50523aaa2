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
