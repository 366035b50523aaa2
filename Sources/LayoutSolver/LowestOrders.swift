/// `Tableau.lowestOrdersOfLongRowSymbols()`'s answer: per symbol, the lowest order among the rows
/// holding it that `Tableau.lowestOtherOrder` looks at, that row, and the next lowest order
/// among the other rows (`.max` where there is none; a row of -1).
struct LowestOrders {
  var lowest: [Int32] = []
  var lowestRow: [Int32] = []
  var second: [Int32] = []

  /// Not computed yet.
  var isEmpty: Bool { lowest.isEmpty }

  /// `Tableau.lowestOtherOrder(of: j, besides: r)`: the lowest order of a row other than `r`
  /// holding `j`. When the lowest is `r`'s, the next lowest (a tie with another row is that
  /// row's order, kept as the second).
  func order(of j: Int32, besides r: Int) -> Int32 {
    lowestRow[Int(j)] == Int32(r) ? second[Int(j)] : lowest[Int(j)]
  }
}
