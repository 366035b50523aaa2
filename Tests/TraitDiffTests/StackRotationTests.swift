import AdaptiveLayout
import Foundation
import SceneFormat
import SizeClasses
import Testing

@testable import TraitDiff

// A stack whose axis varies by class, rotated on an iPhone SE through the live diff: the
// generated constraints change like any others and the frames are a fresh layout's.
@Suite struct StackRotationTests {
  static let recipe = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/two-buttons-size-class-stack.scene").path
  static let portrait = LayoutEnvironment(
    rootSize: LayoutSize(width: 375, height: 667), systemMinimumMargin: 16)
  static let landscape = LayoutEnvironment(
    rootSize: LayoutSize(width: 667, height: 375), systemMinimumMargin: 16)
  static let wChR = SizeClassPair(width: .compact, height: .regular)
  static let wChC = SizeClassPair(width: .compact, height: .compact)

  @Test func anAxisFlipGoesThroughTheLiveDiff() throws {
    let scene = try #require(SceneLoader.load(path: Self.recipe).0)
    let live = try LiveScene(scene, traits: Self.wChC, environment: Self.landscape)
    let before = live.engine.generatedConstraintIDs(ofStack: "buttons")
    #expect(!before.isEmpty)

    let diff = try live.change(to: Self.wChR, environment: Self.portrait)
    #expect(diff.changedViews.map(\.new.name) == ["buttons"])
    #expect(diff.changedViews.first?.properties == [.stack])
    #expect(diff.changedViews.first?.new.stack?.axis == .vertical)
    // Only the two constraints both axes generate alike stay installed — the canvas
    // connections `buttons.leading = shortButton.leading` and `buttons.top = shortButton.top`
    // (along the axis in one, across it in the other); the rest are replaced.
    let after = live.engine.generatedConstraintIDs(ofStack: "buttons")
    let kept = before.filter { after.contains($0) }
    #expect(
      kept.compactMap { live.engine.constraint($0)?.formula } == [
        "buttons.leading = shortButton.leading", "buttons.top = shortButton.top",
      ])
    #expect(after.count == 8)
    let fresh = try LayoutEngine(
      scene: scene.resolved(for: Self.wChR).scene, environment: Self.portrait)
    #expect(live.engine.viewFrames.count == fresh.viewFrames.count)
    for (a, b) in zip(live.engine.viewFrames, fresh.viewFrames) {
      #expect(a.frame.isClose(to: b.frame, tolerance: 1e-9), "\(a.name)")
    }
    // Stacked: the column of 30 + 8 + 30 at 667 − 20 − 68 = 579.
    #expect(
      live.engine.frame(ofView: "buttons")?.isClose(
        to: .init(x: 16, y: 579, width: 343, height: 68)) == true)
    #expect(live.engine.conflicts.isEmpty)

    try live.change(to: Self.wChC, environment: Self.landscape)
    // Side by side again: (635 − 8) / 2 = 313.5, the long button at 321.5.
    #expect(
      live.engine.frame(ofView: "longButton")?.isClose(
        to: .init(x: 321.5, y: 0, width: 313.5, height: 30)) == true)
  }

  @Test func perClassHiddenCollapsesThroughTheLiveDiff() throws {
    let (loaded, diagnostics) = SceneLoader.load(
      text: """
        view s: stackView {
          spacing 10
          view a { intrinsic 100x30 }
          view b { intrinsic 60x30 }
          view c { intrinsic 40x30 }
        }
        s.leading = superview.leading
        s.top = superview.top
        when wC-hR { view b { hidden } }
        """, path: "t.scene")
    #expect(diagnostics.isEmpty)
    let live = try LiveScene(try #require(loaded), traits: Self.wChC, environment: Self.landscape)
    // All three: c at 100 + 10 + 60 + 10 = 180.
    #expect(live.engine.frame(ofView: "c")?.x == 180)
    try live.change(to: Self.wChR, environment: Self.portrait)
    // b hidden: 0 wide, its spacing gone: c at 110.
    #expect(live.engine.frame(ofView: "b")?.width == 0)
    #expect(live.engine.frame(ofView: "c")?.x == 110)
    try live.change(to: Self.wChC, environment: Self.landscape)
    #expect(live.engine.frame(ofView: "c")?.x == 180)
  }

  @Test func aStackInstalledInOneClassArrangesItsViewsThere() throws {
    let (loaded, diagnostics) = SceneLoader.load(
      text: """
        view base { intrinsic 50x50 }
        base.leading = superview.leading
        base.top = superview.top
        when wC-hR {
          view s: stackView {
            axis vertical
            spacing 5
            view a { intrinsic 40x10 }
            view b { intrinsic 30x10 }
          }
          s.leading = superview.leading
          s.top = superview.top + 100
        }
        """, path: "t.scene")
    #expect(diagnostics.isEmpty)
    let scene = try #require(loaded)
    let live = try LiveScene(scene, traits: Self.wChC, environment: Self.landscape)
    #expect(live.engine.view(named: "s") == nil)
    try live.change(to: Self.wChR, environment: Self.portrait)
    // The column: a 0…10, b 15…25; 40 wide (a's width, fill alignment: b stretched to 40).
    #expect(
      live.engine.frame(ofView: "s")?.isClose(to: .init(x: 0, y: 100, width: 40, height: 25))
        == true)
    #expect(
      live.engine.frame(ofView: "b")?.isClose(to: .init(x: 0, y: 15, width: 40, height: 10)) == true
    )
    #expect(live.engine.conflicts.isEmpty)
    try live.change(to: Self.wChC, environment: Self.landscape)
    #expect(live.engine.view(named: "a") == nil)
    #expect(live.engine.generatedConstraintIDs(ofStack: "s").isEmpty)
    try live.change(to: Self.wChR, environment: Self.portrait)
    #expect(
      live.engine.frame(ofView: "b")?.isClose(to: .init(x: 0, y: 15, width: 40, height: 10)) == true
    )
  }

  @Test func rotateAnimatesTheAxisFlip() throws {
    let scene = try #require(SceneLoader.load(path: Self.recipe).0)
    let live = try LiveScene(scene, traits: Self.wChC, environment: Self.landscape)
    let start = try #require(live.engine.frameInRoot(ofView: "longButton"))
    try live.change(to: Self.wChR, environment: Self.portrait)
    let end = try #require(live.engine.frameInRoot(ofView: "longButton"))
    // The long button moves from {337.5, 325, 313.5, 30} (root) to {16, 617, 343, 30}: the
    // animation has somewhere to go.
    #expect(start.isClose(to: .init(x: 337.5, y: 325, width: 313.5, height: 30)))
    #expect(end.isClose(to: .init(x: 16, y: 617, width: 343, height: 30)))
  }
}
