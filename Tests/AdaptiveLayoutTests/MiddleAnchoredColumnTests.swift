import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// A column of labels held at its middle label (`centerY = root.centerY`), whose heights
/// change above and below the middle: the labels above the changes move one way and those
/// below move the other, each change nearest the middle first. Each of the propagation's
/// fixed orders sends one half in waves until it gives up, and the repair then pivoted row by
/// row, filling the column's rows (quadratic in the labels). A planned propagation
/// (`ShiftPlan`) moves each label once.
@Suite struct MiddleAnchoredColumnTests {
  /// Labels `l0`…`l100`, 60 by 21, each right below the one before, `l50` centred vertically
  /// in the 375 x 667 root: `l50.top` = 333.5 − 21 / 2 = 323.
  func column() throws -> LayoutEngine {
    var lines = ["l50.centerY = root.centerY"]
    for i in 1...100 { lines.append("l\(i - 1).bottom = l\(i).top") }
    for i in 0...100 { lines.append("l\(i).leading = root.leading") }
    let views = (0...100).map { view("l\($0)", "label", intrinsic: (60, 21)) }
    return try engine(views, lines)
  }

  /// Entries in the tableau's rows: what pivots through the column would fill.
  func entries(_ e: LayoutEngine) -> Int {
    let rows = e.solver.tableau.rows
    return (0..<rows.slotCount).reduce(0) { $0 + rows.count($1) }
  }

  /// The column after every fifth label from `first` becomes 20 tall instead of 21, with how
  /// many labels changed and the rows' entries before the change.
  func columnAfterShortening(from first: Int) throws -> (LayoutEngine, changed: Int, before: Int) {
    let e = try column()
    let before = entries(e)
    let changed = Array(stride(from: first, through: 100, by: 5))
    try e.setIntrinsicContentSizes(
      changed.map { (IntrinsicContentSize(width: 60, height: 20), "l\($0)") })
    return (e, changed.count, before)
  }

  @Test func heightsChangingOnBothSidesOfTheMiddleMoveEachLabelOnce() throws {
    // Labels 3, 8, …, 98 (ten above l50, ten below) 20 tall instead of 21.
    let (e, changed, before) = try columnAfterShortening(from: 3)
    // l50 keeps its place (323). Above it, each label's top is l50's less the heights from
    // it down to l49: l49 at 323 − 21 = 302, l48 (changed) at 302 − 20 = 282; l4 at
    // 323 − (46 · 21 − 9 changed in 8…48) = 323 − 957 = −634; l0 at 323 − (50 · 21 − 10)
    // = −717. Below: l51 at 323 + 21 = 344, l53 (changed) at 323 + 3 · 21 = 386, l54 at
    // 386 + 20 = 406, l100 at 323 + (50 · 21 − 10 changed in 53…98) = 1363.
    #expect(e.frame(ofView: "l50") == rect(0, 323, 60, 21))
    #expect(e.frame(ofView: "l49") == rect(0, 302, 60, 21))
    #expect(e.frame(ofView: "l48") == rect(0, 282, 60, 20))
    #expect(e.frame(ofView: "l4") == rect(0, -634, 60, 21))
    #expect(e.frame(ofView: "l0") == rect(0, -717, 60, 21))
    #expect(e.frame(ofView: "l51") == rect(0, 344, 60, 21))
    #expect(e.frame(ofView: "l53") == rect(0, 386, 60, 20))
    #expect(e.frame(ofView: "l54") == rect(0, 406, 60, 21))
    #expect(e.frame(ofView: "l100") == rect(0, 1363, 60, 21))
    #expect(entries(e) <= before + 2 * changed)
  }

  @Test func theMiddleLabelChangingToo() throws {
    // Labels 0, 5, …, 100, l50 among them, 20 tall.
    let (e, changed, before) = try columnAfterShortening(from: 0)
    // l50 centred at 333.5 with its new height: top 333.5 − 10 = 323.5. l49 at
    // 323.5 − 21 = 302.5; l0 (changed) at 323.5 − (50 · 21 − 10 changed in 0…45) = −716.5.
    // l51 at 323.5 + 20 = 343.5; l100 (changed) at 343.5 + (49 · 21 − 9 changed in 55…95)
    // = 343.5 + 1020 = 1363.5.
    #expect(e.frame(ofView: "l50") == rect(0, 323.5, 60, 20))
    #expect(e.frame(ofView: "l49") == rect(0, 302.5, 60, 21))
    #expect(e.frame(ofView: "l0") == rect(0, -716.5, 60, 20))
    #expect(e.frame(ofView: "l51") == rect(0, 343.5, 60, 21))
    #expect(e.frame(ofView: "l100") == rect(0, 1363.5, 60, 20))
    #expect(entries(e) <= before + 2 * changed)
  }

  /// A grid of 3 columns and 81 rows of labels 30 by 21, each 4 right of its left neighbour
  /// and 4 below its upper one, the columns tied only at the first row, added row by row from
  /// the top, and held by `anchor`.
  func grid(anchor: String) throws -> LayoutEngine {
    var views: [ViewDescription] = []
    var lines = [anchor]
    for r in 0...80 {
      for c in 0...2 {
        views.append(view("g\(r)_\(c)", "label", intrinsic: (30, 21)))
        lines.append(
          c == 0
            ? "g\(r)_0.leading = root.leading" : "g\(r)_\(c).leading = g\(r)_\(c - 1).trailing + 4")
        if r > 0 {
          lines.append("g\(r)_\(c).top = g\(r - 1)_\(c).bottom + 4")
        } else if c > 0 {
          lines.append("g0_\(c).top = g0_0.top")
        }
      }
    }
    return try engine(views, lines)
  }

  /// Held at the first column's label of row 40, centred vertically: the link that reaches
  /// row 40 closes the first column onto the held label, and every label above it, in all
  /// three columns, must move up at once (a tree: up the first column, then down the others).
  @Test func closingAGridOntoItsMiddleMovesTheRowsAboveWithoutFillingThem() throws {
    let e = try grid(anchor: "g40_0.centerY = root.centerY")
    // Row 40 at 333.5 − 10.5 = 323, each row 21 + 4 = 25 below the one before: row r at
    // 323 + 25 · (r − 40); row 0 at 323 − 1000 = −677, row 80 at 1323. Column c at 34 · c.
    #expect(e.frame(ofView: "g40_0") == rect(0, 323, 30, 21))
    #expect(e.frame(ofView: "g0_0") == rect(0, -677, 30, 21))
    #expect(e.frame(ofView: "g0_2") == rect(68, -677, 30, 21))
    #expect(e.frame(ofView: "g39_1") == rect(34, 298, 30, 21))
    #expect(e.frame(ofView: "g80_2") == rect(68, 1323, 30, 21))
    // Pivots through the rows above would fill them (10,760 entries); moved without a pivot,
    // the rows are those of the same grid held at its top, but for the anchor's own row.
    let heldAtTop = try grid(anchor: "g0_0.top = root.top")
    #expect(entries(e) <= entries(heldAtTop) + 4)
  }
}
