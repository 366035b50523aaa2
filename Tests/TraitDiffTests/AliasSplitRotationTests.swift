import AdaptiveLayout
import SceneFormat
import SizeClasses
import Testing

@testable import TraitDiff

/// Size-class changes that uninstall an alignment (a solver alias) inside a class of aligned
/// edges: the solver splits the class (`Solver+AliasSplit.swift`), and the frames must be the
/// class's. Both scenes were found by a differential run of generated scenes against the
/// dissolving solver, where the split went wrong.
@Suite struct AliasSplitRotationTests {
  static let portrait = LayoutEnvironment(
    rootSize: LayoutSize(width: 375, height: 667), systemMinimumMargin: 16)
  static let landscape = LayoutEnvironment(
    rootSize: LayoutSize(width: 667, height: 375), systemMinimumMargin: 16)
  static let wChR = SizeClassPair(width: .compact, height: .regular)
  static let wChC = SizeClassPair(width: .compact, height: .compact)

  static func live(_ text: String, _ traits: SizeClassPair, _ environment: LayoutEnvironment)
    throws -> LiveScene
  {
    let (loaded, diagnostics) = SceneLoader.load(text: text, path: "split.scene")
    #expect(diagnostics.isEmpty)
    return try LiveScene(try #require(loaded), traits: traits, environment: environment)
  }

  /// `a.leading = b.leading` of two views inside `p` is written in p's coordinates, so it
  /// names p's left edge too (the terms cancel). Uninstalling p's own alignment must take p
  /// alone out of the class of left edges; the walk that finds that side followed the siblings'
  /// alignment through p and split off the margin's side instead, leaving q, a and b at the
  /// margin of the portrait layout.
  @Test func aSiblingsAlignmentThroughTheirSuperviewIsNotPartOfItsSide() throws {
    let text = """
      scene "phantom edge"
      canvas 375x667
      view q { intrinsic 40x20 }
      view p {
        intrinsic 200x100
        view a { intrinsic 30x20 }
        view b { intrinsic 50x20 }
      }
      k0: q.leading = superview.leadingMargin
      k1: p.leading = superview.leadingMargin
      k2: b.leading = q.leading
      k3: a.leading = b.leading
      k4: q.top = superview.top
      k5: p.top = q.bottom + 8
      k6: b.top = superview.top
      k7: a.top = b.bottom
      k8: p.leading = superview.leading + 5 @250
      when height compact {
        uninstall k1
      }
      """
    func xs(_ live: LiveScene) -> [Double?] {
      ["q", "p", "a", "b"].map { live.engine.frame(ofView: $0)?.x }
    }
    let live = try Self.live(text, Self.wChR, Self.portrait)
    // wC hR: q and p on the margin, 16; b with q, 16 - 16 = 0 in p; a with b, 0.
    #expect(xs(live) == [16, 16, 0, 0])
    try live.change(to: Self.wChC, environment: Self.landscape)
    // wC hC, k1 uninstalled: p where its wish puts it, 5; q still 16; b with q, 16 - 5 = 11 in
    // p; a with b, 11.
    #expect(xs(live) == [16, 5, 11, 11])
    try live.change(to: Self.wChR, environment: Self.portrait)
    #expect(xs(live) == [16, 16, 0, 0])
  }

  /// A class of top edges (a's, b's, and c's and d's inside b) loses b, its subviews with it,
  /// and the class's constant changes in the same step: the split left the class listing an
  /// alias that had gone, and the constant change's dissolve of the class stopped on it.
  @Test func aClassSplitThenDissolvedKeepsItsAliases() throws {
    let text = """
      scene "split then dissolved"
      canvas 375x667
      view a { intrinsic 40x20 }
      view b {
        intrinsic 100x100
        view c { intrinsic 30x20 }
        view d { intrinsic 20x20 }
      }
      h1: a.leading = superview.leadingMargin
      h2: b.leading = superview.leadingMargin
      h3: c.leading = superview.leading
      h4: d.leading = superview.leading + 40
      c1: a.top = superview.topMargin
      c2: b.top = a.top
      c3: c.top = a.top
      c4: d.top = c.top
      when height compact {
        uninstall b
        c1.constant = 4
      }
      """
    let live = try Self.live(text, Self.wChR, Self.portrait)
    let top = try #require(live.engine.frame(ofView: "a")?.y)
    func frames() -> [LayoutRect?] { ["a", "b", "c", "d"].map { live.engine.frame(ofView: $0) } }
    // a and b on the leading margin (16) at the top margin; c at b's leading edge, d 40 after
    // it, both at a's top, which is b's: 0 in b.
    let regular: [LayoutRect?] = [
      LayoutRect(x: 16, y: top, width: 40, height: 20),
      LayoutRect(x: 16, y: top, width: 100, height: 100),
      LayoutRect(x: 0, y: 0, width: 30, height: 20),
      LayoutRect(x: 40, y: 0, width: 20, height: 20),
    ]
    #expect(frames() == regular)
    // The same screen in wC hC: b (and c and d with it) uninstalled, a 4 lower.
    try live.change(to: Self.wChC, environment: Self.portrait)
    #expect(live.engine.frame(ofView: "a") == LayoutRect(x: 16, y: top + 4, width: 40, height: 20))
    #expect(live.engine.frame(ofView: "b") == nil)
    try live.change(to: Self.wChR, environment: Self.portrait)
    #expect(frames() == regular)
  }
}
