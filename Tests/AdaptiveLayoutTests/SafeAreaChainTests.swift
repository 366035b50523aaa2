import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// A column of views whose heights follow their widths, each below the one before, across a
/// change of the safe area's insets (an iPhone turned to landscape): the live change must move
/// the column without filling the solver's rows, and land where a fresh build does.
///
/// Why: the top inset's change reaches `v1.top = v0.bottom + 4`, where `v0.width` and `v1.top`
/// both sit in two rows; the propagated shift took `v0.width`, whose other row is only repaired
/// by the right margin, in every view's row, and gave up; the pivots after it wrote every
/// link's row over the links before it (N²/2 entries: 400 views, 163,607 entries and 5.5 s in
/// a debug build; `adaptive rotate` of 10,000 such views, 174 s and 6.8 GB).
@Suite struct SafeAreaChainTests {
  /// N square views `leading = superview.leadingMargin`, `trailing =
  /// superview.trailingMargin`, `height = width`, the first at the top margin and each 4
  /// points below the one before.
  func column(_ n: Int) -> (views: [ViewDescription], lines: [String]) {
    var lines: [String] = []
    for i in 0..<n {
      lines.append("v\(i).leading = superview.leadingMargin")
      lines.append("v\(i).trailing = superview.trailingMargin")
      lines.append("v\(i).height = v\(i).width")
      lines.append(i == 0 ? "v0.top = superview.topMargin" : "v\(i).top = v\(i - 1).bottom + 4")
    }
    return ((0..<n).map { view("v\($0)") }, lines)
  }

  /// The entries of every row of the engine's solver.
  func rowEntries(_ e: LayoutEngine) -> Int {
    let rows = e.solver.tableau.rows
    return (0..<rows.slotCount).reduce(0) { $0 + rows.count($1) }
  }

  @Test func turningToLandscapeMovesTheColumnWithoutFillingRows() throws {
    let n = 200
    let (views, lines) = column(n)
    let portrait = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    let e = try engine(views, lines, in: environment(393, 852, safeArea: portrait))
    // Portrait: margins 16 inside the safe area's sides at 0: x = 16, width 393 − 32 = 361,
    // height 361; the top margin is the safe area's top, 59; each view 361 + 4 = 365 below.
    #expect(e.frame(ofView: "v0") == rect(16, 59, 361, 361))
    #expect(e.frame(ofView: "v2") == rect(16, 59 + 2 * 365, 361, 361))
    let before = rowEntries(e)
    e.setRootSize(LayoutSize(width: 852, height: 393))
    e.setSafeAreaInsets(landscape)
    // Landscape: x = 59 + 16 = 75, the right margin at 852 − 59 − 16 = 777, width and height
    // 777 − 75 = 702; the top margin is the safe area's top, 0; each view 706 below.
    #expect(e.frame(ofView: "v0") == rect(75, 0, 702, 702))
    #expect(e.frame(ofView: "v1") == rect(75, 706, 702, 702))
    #expect(e.frame(ofView: "v\(n - 1)") == rect(75, Double(n - 1) * 706, 702, 702))
    // The rows are as long as they were: the change moved values, and filled nothing (the
    // pivots filled 41,807 entries here, against 1,213).
    #expect(rowEntries(e) <= before)
    let fresh = try engine(views, lines, in: environment(852, 393, safeArea: landscape))
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
  }

  /// The column in portrait on an iPad in a compact width (375 × 834, the top inset 24 and
  /// the bottom 20, the regular width's margin 20), in either direction.
  func ipadColumn(_ n: Int, rtl: Bool) throws -> LayoutEngine {
    let (views, lines) = column(n)
    let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return try engine(
      views, lines, in: environment(375, 834, safeArea: insets, margin: 20, rtl: rtl))
  }

  /// A change of the system minimum margin, as `validate` makes between a regular and a
  /// compact width, moves every view's edges together.
  ///
  /// Why: the left margin is an alias, and the leading edges of the whole column hang from
  /// it; its change moved every view's row out of bounds at once. Repaired one row at a time,
  /// the second view's row sent its move up the column (`v1.top`, tied with `v2.top` and
  /// first in the row) and gave up, and the pivots after it filled every row (200 views:
  /// 1,213 entries became 41,013). The right margin's row then moved `safeArea.width` first,
  /// which leads only to the root's pinned width, gave up, and filled the rows in the same
  /// way (41,811 entries). Now the rows a change moved together are repaired by one
  /// propagation from all of them (`Solver.propagateFromViolatedRows`), and a propagation
  /// that gives up is tried once more without the symbol it moved first (`Tableau.repair`).
  @Test func aMarginChangeMovesTheColumnWithoutFillingRows() throws {
    let n = 200
    let e = try ipadColumn(n, rtl: false)
    // Margin 20: x = 20, width 375 − 40 = 335 (and height); the top margin is the safe
    // area's top, 24; each view 335 + 4 = 339 below the one before.
    #expect(e.frame(ofView: "v1") == rect(20, 24 + 339, 335, 335))
    let before = rowEntries(e)
    e.setSystemMinimumMargin(16)
    // Margin 16: x = 16, width 375 − 32 = 343; each view 343 + 4 = 347 below.
    #expect(e.frame(ofView: "v0") == rect(16, 24, 343, 343))
    #expect(e.frame(ofView: "v1") == rect(16, 24 + 347, 343, 343))
    #expect(e.frame(ofView: "v\(n - 1)") == rect(16, 24 + Double(n - 1) * 347, 343, 343))
    #expect(rowEntries(e) <= before)
  }

  /// Right to left, the same margin change, then the safe area's top and bottom insets gone
  /// (the size class's canvas), move the column without filling rows.
  ///
  /// Why: right to left, `v0.x` is a symbol of its own, not the left margin's alias. The top
  /// inset's change reached `v1.top − v0.top − v0.height = 4` again, where `v0.width` ties
  /// with `v1.top`; `v0.width`'s other row now holds a short column, `v0.x`, so looking one
  /// row ahead kept the move on `v0.width`, and the row after, `root.width − v0.x =
  /// root.rightMargin`, only the long columns repair (200 views: 2,013 entries became 63,096).
  /// The tie now looks three rows ahead (`Tableau.leadsOn`).
  @Test func aSafeAreaChangeRightToLeftMovesTheColumnWithoutFillingRows() throws {
    let n = 200
    let e = try ipadColumn(n, rtl: true)
    let before = rowEntries(e)
    e.setSystemMinimumMargin(16)
    e.setSafeAreaInsets(.zero)
    // Margin 16 on both sides: frames in the root's coordinates are the mirror of left to
    // right's, x = 375 − 16 − 343 = 16, width 343; the top margin at 0, each view 347 below.
    #expect(e.frame(ofView: "v0") == rect(16, 0, 343, 343))
    #expect(e.frame(ofView: "v1") == rect(16, 347, 343, 343))
    #expect(e.frame(ofView: "v\(n - 1)") == rect(16, Double(n - 1) * 347, 343, 343))
    #expect(rowEntries(e) <= before)
    let (views, lines) = column(n)
    let fresh = try engine(views, lines, in: environment(375, 834, rtl: true))
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
  }
}
