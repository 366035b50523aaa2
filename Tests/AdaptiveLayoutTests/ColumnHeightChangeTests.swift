import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// A size class that changes the heights of a few labels of a column at once: every label
/// below each one moves, which the solver does by one propagation (`Solver.setConstants`,
/// `propagateFromViolatedRows`) without a pivot. When the first such label sat four or more
/// below the top, each tie between a link's two ends sent the moves up to the top's fixed row,
/// both propagation orders gave up, and the repair pivoted row by row, each pivot filling the
/// rows of the column: quadratic in the labels.
@Suite struct ColumnHeightChangeTests {
  /// Labels `l0`…`l{n-1}`, 60 by 21, each right below the one before, the first at the top.
  func column(_ n: Int) throws -> LayoutEngine {
    var lines = ["l0.top = root.top"]
    for i in 1..<n { lines.append("l\(i).top = l\(i - 1).bottom") }
    for i in 0..<n { lines.append("l\(i).leading = root.leading") }
    let views = (0..<n).map { view("l\($0)", "label", intrinsic: (60, 21)) }
    return try engine(views, lines)
  }

  /// Entries in the tableau's rows: what pivots through the column would fill.
  func entries(_ e: LayoutEngine) -> Int {
    let rows = e.solver.tableau.rows
    return (0..<rows.slotCount).reduce(0) { $0 + rows.count($1) }
  }

  @Test func heightsChangingBelowTheTopMoveTheColumnWithoutFillingIt() throws {
    let n = 60
    let e = try column(n)
    let before = entries(e)
    // Labels 4, 10, …, 58: ten of them 20 tall instead of 21.
    let changed = Array(stride(from: 4, to: n, by: 6))
    try e.setIntrinsicContentSizes(
      changed.map { (IntrinsicContentSize(width: 60, height: 20), "l\($0)") })
    // Each label's top is 21 for each label above it, less 1 for each changed one above it:
    // l4 at 84, l5 at 105 − 1 = 104, l11 at 231 − 2 = 229, l59 at 1239 − 10 = 1229.
    #expect(e.frame(ofView: "l4") == rect(0, 84, 60, 20))
    #expect(e.frame(ofView: "l5") == rect(0, 104, 60, 21))
    #expect(e.frame(ofView: "l11") == rect(0, 229, 60, 21))
    #expect(e.frame(ofView: "l59") == rect(0, 1229, 60, 21))
    #expect(entries(e) <= before + 2 * changed.count)
  }
}
