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
}
