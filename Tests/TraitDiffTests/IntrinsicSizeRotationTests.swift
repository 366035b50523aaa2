import AdaptiveLayout
import SceneFormat
import SizeClasses
import Testing

@testable import TraitDiff

/// A size-class change that gives every label of a staircase a new intrinsic width: `LiveScene`
/// sets them all at once (`setIntrinsicContentSizes`), and the frames are the class's.
@Suite struct IntrinsicSizeRotationTests {
  /// Four labels, each 8 after the one before ends and just below it; 60 wide, 50 in wC hR.
  /// `linksFromLast` writes the constraints from the last label to the first.
  static func text(linksFromLast: Bool) -> String {
    var links = ["l0.leading = superview.leading", "l0.top = superview.top"]
    for i in 1..<4 {
      links += ["l\(i).leading = l\(i - 1).trailing + 8", "l\(i).top = l\(i - 1).bottom"]
    }
    if linksFromLast { links.reverse() }
    return """
      scene "staircase"
      canvas 375x667
      view l0: label { intrinsic 60x21 }
      view l1: label { intrinsic 60x21 }
      view l2: label { intrinsic 60x21 }
      view l3: label { intrinsic 60x21 }
      \(links.joined(separator: "\n"))
      when width compact height regular {
        view l0 { intrinsic 50x21 }
        view l1 { intrinsic 50x21 }
        view l2 { intrinsic 50x21 }
        view l3 { intrinsic 50x21 }
      }
      """
  }

  static let portrait = LayoutEnvironment(
    rootSize: LayoutSize(width: 375, height: 667), systemMinimumMargin: 16)
  static let landscape = LayoutEnvironment(
    rootSize: LayoutSize(width: 667, height: 375), systemMinimumMargin: 16)

  /// Label i at `(width + 8)·i`, `21·i`.
  func staircase(_ width: Double) -> [LayoutRect] {
    (0..<4).map { i in
      LayoutRect(x: (width + 8) * Double(i), y: 21 * Double(i), width: width, height: 21)
    }
  }

  func frames(_ live: LiveScene) -> [LayoutRect] {
    (0..<4).compactMap { live.engine.frame(ofView: "l\($0)") }
  }

  @Test(arguments: [false, true])
  func everyLabelTakesItsClassWidth(linksFromLast: Bool) throws {
    let (loaded, diagnostics) = SceneLoader.load(
      text: Self.text(linksFromLast: linksFromLast), path: "staircase.scene")
    #expect(diagnostics.isEmpty)
    let scene = try #require(loaded)
    let wChC = SizeClassPair(width: .compact, height: .compact)
    let wChR = SizeClassPair(width: .compact, height: .regular)
    let live = try LiveScene(scene, traits: wChC, environment: Self.landscape)
    // wC hC: 60 wide, at 0, 68, 136, 204.
    #expect(frames(live) == staircase(60))
    try live.change(to: wChR, environment: Self.portrait)
    // wC hR: 50 wide, at 0, 58, 116, 174.
    #expect(frames(live) == staircase(50))
    #expect(live.engine.view(named: "l3")?.intrinsicContentSize.width == 50)
    try live.change(to: wChC, environment: Self.landscape)
    #expect(frames(live) == staircase(60))
  }
}
