import AdaptiveLayout
import SceneFormat
import SizeClasses
import Testing
import TraitDiff

/// `fillProportionally` measures an arranged view without an intrinsic length by its fitting
/// size (a nested stack's), and makes the views equal when nothing has a length, as UIKit's
/// `_proportionalFillLengthForOrderedArrangement:` and `_wantsProportionalDistribution` do.
@Suite struct StackFittingTests {
  /// A 200 × 200 column, proportional, spacing 10, of two rows that are stacks: the top row a
  /// (intrinsic 40×60) and b (`b`, 30×20 unless given), the bottom row c (50×30); then the
  /// `extra` constraints.
  static func column(_ extra: String = "", b: String = "30x20") -> String {
    """
    view s: stackView {
      axis vertical
      distribution fillProportionally
      spacing 10
      view top: stackView {
        view a { intrinsic 40x60 }
        view b { intrinsic \(b) }
      }
      view bottom: stackView {
        view c { intrinsic 50x30 }
      }
    }
    s.leading = superview.leading
    s.top = superview.top
    s.width = 200
    s.height = 200
    \(extra)
    """
  }

  static let environment = LayoutEnvironment(
    rootSize: LayoutSize(width: 375, height: 667), systemMinimumMargin: 16)
  static let compact = SizeClassPair(width: .compact, height: .regular)
  static let regular = SizeClassPair(width: .regular, height: .regular)

  /// The column whose bottom row's c asks to be 90 tall (@500) in a regular width, and a live
  /// engine of it in wC-hR.
  static func varyingColumn() throws -> (AdaptiveScene, LiveScene) {
    let text = column(
      """
      when width regular {
        tall: c.height = 90 @500
      }
      """)
    let (loaded, diagnostics) = SceneLoader.load(text: text, path: "fitting.scene")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let adaptive = try #require(loaded)
    return (adaptive, try LiveScene(adaptive, traits: compact, environment: environment))
  }

  @Test func aNestedStackIsMeasuredByItsFittingHeight() throws {
    let engine = try stackLayout(Self.column())
    // Fitting heights (each row alone, its height asked to be 0 @50): the top row aligns fill,
    // so a and b are equally tall; a resists below 60 (@750), b hugs above 20 (@250): 60. The
    // bottom row: c's 30. Shares of the column's 200: top 200 × 60 / (60 + 30 + 10) = 120
    // @999, bottom 200 × 30 / 100 = 60 @998; the chain 120 + 10 + bottom = 200 leaves the
    // bottom 70 (its share, the lower, gives). Without the fitting heights neither row had a
    // share and the 190 points between them were free: ambiguous.
    // In the top row (200 wide, fill): a 40, b takes the rest, 160 (the last stretches first).
    expectFrames(
      engine,
      [
        "top": (0, 0, 200, 120), "bottom": (0, 130, 200, 70), "a": (0, 0, 40, 120),
        "b": (40, 0, 160, 120), "c": (0, 0, 200, 70),
      ])
    #expect(engine.ambiguities().isEmpty)
  }

  @Test func aConstraintInsideTheNestedStackCountsInItsFittingHeight() throws {
    // c.height = 90 @500 beats c's hugging (@250) in the bottom row's fitting layout: its
    // fitting height is 90, not 30. Shares: top 200 × 60 / (60 + 90 + 10) = 75 @999, bottom
    // 200 × 90 / 160 = 112.5 @998; the chain 75 + 10 + bottom = 200 makes the bottom 115 (its
    // share gives), and c, filling the row, 115 (its 90 @500 gives too). Measured by c's 30
    // alone the rows would be 120 and 70, as above.
    let engine = try stackLayout(Self.column("c.height = 90 @500"))
    expectFrames(
      engine, ["top": (0, 0, 200, 75), "bottom": (0, 85, 200, 115), "c": (0, 0, 200, 115)])
  }

  @Test func viewsWithoutAnyLengthAreMadeEqual() throws {
    // Two plain views with no intrinsic size and no subviews: no proportional length at all,
    // so the denominator (the one spacing, 10) is not above max(10, 1): UIKit makes them equal
    // (`UISV-fill-equally`): (200 − 10) / 2 = 95 each.
    let engine = try stackLayout(
      """
      view s: stackView {
        axis vertical
        distribution fillProportionally
        spacing 10
        view p
        view q
      }
      s.leading = superview.leading
      s.top = superview.top
      s.width = 200
      s.height = 200
      """)
    expectFrames(engine, ["p": (0, 0, 200, 95), "q": (0, 105, 200, 95)])
  }

  @Test func aClassChangeInsideTheNestedStackMovesTheSharesInALiveEngine() throws {
    // In a regular width c asks to be 90 tall (@500): the live engine changed from wC-hR to
    // wR-hR must lay out as a fresh one — rows 75 and 115, as in the test above — and not keep
    // the shares it measured in wC (120 and 70).
    let (adaptive, live) = try Self.varyingColumn()
    #expect(live.engine.frame(ofView: "bottom") == LayoutRect(x: 0, y: 130, width: 200, height: 70))
    try live.change(to: Self.regular, environment: Self.environment)
    let fresh = try LayoutEngine(
      scene: adaptive.resolved(for: Self.regular).scene, environment: Self.environment)
    #expect(fresh.frame(ofView: "bottom") == LayoutRect(x: 0, y: 85, width: 200, height: 115))
    #expect(live.engine.frame(ofView: "top") == fresh.frame(ofView: "top"))
    #expect(live.engine.frame(ofView: "bottom") == fresh.frame(ofView: "bottom"))
  }

  @Test func aLiveEngineBackInItsFirstClassMeasuresTheNestedStackAgain() throws {
    // wC → wR → wC: a fitting size is kept while the nested stack's subtree stays the same, so
    // the way back must see that c's 90 @500 is gone and measure the bottom row by c's 30
    // again: rows 120 and 70 (the first test's arithmetic), not wR's 75 and 115.
    let (_, live) = try Self.varyingColumn()
    try live.change(to: Self.regular, environment: Self.environment)
    #expect(live.engine.frame(ofView: "top") == LayoutRect(x: 0, y: 0, width: 200, height: 75))
    try live.change(to: Self.compact, environment: Self.environment)
    #expect(live.engine.frame(ofView: "top") == LayoutRect(x: 0, y: 0, width: 200, height: 120))
    #expect(live.engine.frame(ofView: "bottom") == LayoutRect(x: 0, y: 130, width: 200, height: 70))
  }

  @Test func rightToLeftTheNestedStackIsMeasuredAlike() throws {
    // A fitting size reads nothing of the direction: right to left the rows are 120 and 70
    // tall as in the first test, and only the row's views swap sides: a (40 wide) at the
    // row's right, 200 − 40 = 160, and b, 160 wide, at 0.
    let engine = try stackLayout(Self.column(), rtl: true)
    expectFrames(
      engine,
      [
        "top": (0, 0, 200, 120), "bottom": (0, 130, 200, 70), "a": (160, 0, 40, 120),
        "b": (0, 0, 160, 120), "c": (0, 0, 200, 70),
      ])
  }

  /// The column with b 10 × 20 and kept three times as tall as wide, and a's left edge asked to
  /// be 30 right of the row's (@700), which mixes left with the stack's leading and trailing.
  static let mixedColumn = column(
    """
    b.height = b.width * 3
    a.left >= top.left + 30 @700
    """, b: "10x20")

  @Test func aNestedStackThatMixesLeftWithLeadingIsMeasuredInTheLayoutsDirection() throws {
    // The top row fitted alone (its width and height 0 @50; a and b as tall as the row, H):
    // a's resistance (@750) makes H >= 60, so b is H / 3 >= 20 wide.
    // Left to right a is at the row's left edge: `a.left >= top.left + 30` cannot hold, and
    // the hugging (@250) then takes the least H, 60. Shares as in the first test: 200 × 60 /
    // (60 + 30 + 10) = 120 and 60 @998, the bottom row gives: 70; b is 120 / 3 = 40 wide at
    // 200 − 40 = 160.
    // Right to left b is at the left edge and a after it: a.left = b.width >= 30 holds (@700,
    // above the hugging) with b 30 wide, H = 90. Shares: top 200 × 90 / 130 = 1,800 / 13
    // (138.46), the bottom row 200 − 10 − 1,800 / 13 = 670 / 13 (51.54) from 1,930 / 13; b
    // 600 / 13 wide at 0. Fitted left to right instead, the rows would be 120 and 70.
    let leftToRight = try stackLayout(Self.mixedColumn)
    expectFrames(
      leftToRight,
      ["top": (0, 0, 200, 120), "bottom": (0, 130, 200, 70), "b": (160, 0, 40, 120)])
    let rightToLeft = try stackLayout(Self.mixedColumn, rtl: true)
    expectFrames(
      rightToLeft,
      [
        "top": (0, 0, 200, 1_800 / 13), "bottom": (0, 1_930 / 13, 200, 670 / 13),
        "b": (0, 0, 600 / 13, 1_800 / 13),
      ])
  }

  @Test func aLiveEngineTurnedRightToLeftMeasuresTheNestedStackAgain() throws {
    // The column above, live: left to right, then right to left in the same class (a scene
    // that does not change), then back. Each direction's rows are the fresh layout's above.
    let (loaded, diagnostics) = SceneLoader.load(text: Self.mixedColumn, path: "fitting.scene")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let adaptive = try #require(loaded)
    let live = try LiveScene(adaptive, traits: Self.compact, environment: Self.environment)
    var mirrored = Self.environment
    mirrored.isRightToLeft = true
    try live.change(to: Self.compact, environment: mirrored)
    expectFrames(
      live.engine, ["top": (0, 0, 200, 1_800 / 13), "bottom": (0, 1_930 / 13, 200, 670 / 13)])
    try live.change(to: Self.compact, environment: Self.environment)
    expectFrames(live.engine, ["top": (0, 0, 200, 120), "bottom": (0, 130, 200, 70)])
  }
}
