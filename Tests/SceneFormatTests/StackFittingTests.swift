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
  /// (intrinsic 40×60) and b (30×20), the bottom row c (50×30). `BOTTOM` is c's height
  /// constraint, if any.
  static func column(_ extra: String = "") -> String {
    """
    view s: stackView {
      axis vertical
      distribution fillProportionally
      spacing 10
      view top: stackView {
        view a { intrinsic 40x60 }
        view b { intrinsic 30x20 }
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
    let text = Self.column(
      """
      when width regular {
        tall: c.height = 90 @500
      }
      """)
    let (loaded, diagnostics) = SceneLoader.load(text: text, path: "fitting.scene")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let adaptive = try #require(loaded)
    let environment = LayoutEnvironment(
      rootSize: LayoutSize(width: 375, height: 667), systemMinimumMargin: 16)
    let compact = try #require(SizeClassPair(notation: "wC-hR"))
    let regular = try #require(SizeClassPair(notation: "wR-hR"))
    let live = try LiveScene(adaptive, traits: compact, environment: environment)
    #expect(live.engine.frame(ofView: "bottom") == LayoutRect(x: 0, y: 130, width: 200, height: 70))
    try live.change(to: regular, environment: environment)
    let fresh = try LayoutEngine(
      scene: adaptive.resolved(for: regular).scene, environment: environment)
    #expect(fresh.frame(ofView: "bottom") == LayoutRect(x: 0, y: 85, width: 200, height: 115))
    #expect(live.engine.frame(ofView: "top") == fresh.frame(ofView: "top"))
    #expect(live.engine.frame(ofView: "bottom") == fresh.frame(ofView: "bottom"))
  }

  @Test func aLiveEngineBackInItsFirstClassMeasuresTheNestedStackAgain() throws {
    // wC → wR → wC: a fitting size is kept while the nested stack's subtree stays the same, so
    // the way back must see that c's 90 @500 is gone and measure the bottom row by c's 30
    // again: rows 120 and 70 (the first test's arithmetic), not wR's 75 and 115.
    let text = Self.column(
      """
      when width regular {
        tall: c.height = 90 @500
      }
      """)
    let (loaded, diagnostics) = SceneLoader.load(text: text, path: "fitting.scene")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let adaptive = try #require(loaded)
    let environment = LayoutEnvironment(
      rootSize: LayoutSize(width: 375, height: 667), systemMinimumMargin: 16)
    let compact = try #require(SizeClassPair(notation: "wC-hR"))
    let regular = try #require(SizeClassPair(notation: "wR-hR"))
    let live = try LiveScene(adaptive, traits: compact, environment: environment)
    try live.change(to: regular, environment: environment)
    #expect(live.engine.frame(ofView: "top") == LayoutRect(x: 0, y: 0, width: 200, height: 75))
    try live.change(to: compact, environment: environment)
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
}
