import Testing

@testable import LayoutSolver

/// `Tableau.lowestOrdersOfLongRowSymbols()`, the one pass that replaced a column walk per entry
/// of each long deferred row in `prepareProbes` (`lowestOtherOrder`, quadratic when those
/// rows' symbols have long columns).
@Suite struct LowestOrdersTests {
  /// Worked out by hand: symbol 0 is held by rows of orders 3 (row 7) and 5, so besides row 7
  /// the lowest other is 5, besides any other row 3. Symbol 1 by two rows of order 4 (rows 2
  /// and 6, the second kept as the next lowest): 4 besides either. Symbol 2 by row 9 alone:
  /// `.max` (none other) besides 9, 8 besides another row.
  @Test func theLowestBesidesARowIsTheSecondOnlyForThatRow() {
    let orders = LowestOrders(lowest: [3, 4, 8], lowestRow: [7, 2, 9], second: [5, 4, .max])
    #expect(orders.order(of: 0, besides: 7) == 5)
    #expect(orders.order(of: 0, besides: 1) == 3)
    #expect(orders.order(of: 1, besides: 2) == 4)
    #expect(orders.order(of: 1, besides: 6) == 4)
    #expect(orders.order(of: 2, besides: 9) == .max)
    #expect(orders.order(of: 2, besides: 0) == 8)
  }

  /// On the face of a squeezed row inside a container whose width is given first, its closing
  /// equality before its links (a deferred row holds every width, the positions' deferred
  /// rows hang off it: `WidthFirstRowTests`), with rows long enough for the table, every
  /// entry's table value is the column walk's. (With the closing equality last, the build's
  /// propagated shifts have left no long deferred row since they look one row ahead on a tie:
  /// `Docs/solver.md`, "A tie of short columns looks one row ahead".)
  @Test(arguments: [70, 130])
  func theTableAgreesWithTheColumnWalk(n: Int) {
    let (solver, _, _, _) = WidthFirstRowTests().row(n: n, room: Double(n) * 9, closingFirst: true)
    var face = solver.optimalFace()
    face.prepareProbes()
    let lowest = face.lowestOrdersOfLongRowSymbols()
    var longRows = 0
    var compared = 0
    for r in 0..<face.basicOfRow.count
    where face.basicOfRow[r] >= 0 && face.isDeferredRow[r]
      && face.rows.count(r) >= Tableau.reachTableMinimum
    {
      longRows += 1
      for k in 0..<face.rows.count(r) {
        let j = face.rows.symbol(r, k)
        guard face.rowOfSymbol[Int(j)] < 0 else { continue }
        #expect(lowest.order(of: j, besides: r) == face.lowestOtherOrder(of: j, besides: r))
        #expect(face.reachOrder[r][k] == face.lowestOtherOrder(of: j, besides: r))
        compared += 1
      }
    }
    // Not vacuous: the face has a long deferred row, and each width is one of its entries.
    #expect(longRows >= 1)
    #expect(compared >= n - 1)
  }
}
