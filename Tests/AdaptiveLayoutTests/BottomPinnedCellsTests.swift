import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// A column of cells pinned at the root's bottom, each holding a label 4 points inside its
/// top and bottom, the labels' constraints added last (a stack of cells at the foot of a
/// screen). Until the last label's bottom is added the last cell has no height; that add grows
/// it, and every cell above must move up at once. The repair pivoted each cell's height, its
/// label's height and the next cell's top in turn, each row longer than the one before
/// (quadratic: 4,000 views, `query` 3.1 s and 460 MB). Now, once the pivots have brought in the
/// box's height, a planned shift moves every cell's top once.
@Suite struct BottomPinnedCellsTests {
  /// `cells` cells `c0`… under a box `box` pinned at the root's bottom and sides, each cell
  /// right below the one before, the first at the box's top and the last at its bottom; in
  /// each, a label `l0`… 60 by 21, 4 inside its top and bottom and 8 inside its leading edge.
  /// `anchor`: how the box is held.
  func cells(_ cells: Int, anchor: String = "box.bottom = root.bottom") throws -> LayoutEngine {
    var views = [view("box")]
    var lines = [anchor, "box.leading = root.leading", "box.trailing = root.trailing"]
    lines.append("c0.top = box.top")
    for i in 1..<cells { lines.append("c\(i).top = c\(i - 1).bottom") }
    lines.append("c\(cells - 1).bottom = box.bottom")
    for i in 0..<cells {
      views.append(view("c\(i)"))
      views.append(view("l\(i)", "label", intrinsic: (60, 21)))
      lines.append("c\(i).leading = box.leading")
      lines.append("c\(i).trailing = box.trailing")
    }
    for i in 0..<cells {
      lines.append("l\(i).top = c\(i).top + 4")
      lines.append("l\(i).bottom = c\(i).bottom - 4")
      lines.append("l\(i).leading = c\(i).leading + 8")
    }
    return try engine(views, lines)
  }

  /// Entries in the tableau's rows: what pivots through the cells would fill.
  func entries(_ e: LayoutEngine) -> Int {
    let rows = e.solver.tableau.rows
    return (0..<rows.slotCount).reduce(0) { $0 + rows.count($1) }
  }

  @Test func closingTheLastCellMovesEveryCellUpWithoutFillingTheRows() throws {
    let e = try cells(100)
    // Each cell is its label's 21 plus 4 above and 4 below: 29 high, 100 cells 2,900. The box
    // ends at the root's bottom, 667: its top at 667 − 2,900 = −2,233. Cell i at
    // −2,233 + 29 · i: c0 at −2,233, c50 at −783, c99 at 638; label i 4 below its cell's top
    // and 8 right of its leading edge.
    #expect(e.frame(ofView: "box") == rect(0, -2233, 375, 2900))
    #expect(e.frame(ofView: "c0") == rect(0, -2233, 375, 29))
    #expect(e.frame(ofView: "l0") == rect(8, -2229, 60, 21))
    #expect(e.frame(ofView: "c50") == rect(0, -783, 375, 29))
    #expect(e.frame(ofView: "l50") == rect(8, -779, 60, 21))
    #expect(e.frame(ofView: "c99") == rect(0, 638, 375, 29))
    #expect(e.frame(ofView: "l99") == rect(8, 642, 60, 21))
    // The same cells pinned at the root's top never move up: their rows are what the
    // bottom-pinned column's should be, give or take the anchor's own.
    let heldAtTop = try cells(100, anchor: "box.top = root.top")
    // Held at the top: c0 at 0, c99 at 29 · 99 = 2,871.
    #expect(heldAtTop.frame(ofView: "c0") == rect(0, 0, 375, 29))
    #expect(heldAtTop.frame(ofView: "c99") == rect(0, 2871, 375, 29))
    #expect(entries(e) <= entries(heldAtTop) + 8)
  }
}
