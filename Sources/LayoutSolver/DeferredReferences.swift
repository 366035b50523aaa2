/// The entries of every deferred row over symbols that have a row of their own, read once for
/// `Tableau.prepareProbes`: for each, the symbol and its row, in the row's order, the lists of
/// all rows in one pair of flat arrays.
///
/// Why: `prepareProbes` reads these entries three times (the depth-first numbering, the
/// renumbering, the referrers counted and filled: four passes) at every question, and each
/// pass read every entry of every deferred row and looked up each entry's symbol's row, a
/// random read into the symbols' table far beyond the cache at 10,000 views.
struct DeferredReferences {
  /// Per row slot, where its list starts (`start[r] ..< start[r + 1]`); empty for a row that is
  /// not deferred.
  private(set) var start: [Int32]
  /// Each listed entry's symbol.
  private(set) var symbol: [Int32] = []
  /// Each listed entry's symbol's row.
  private(set) var row: [Int32] = []

  /// The lists of `tableau`'s deferred rows.
  /// - Complexity: O(row slots + entries of the deferred rows).
  init(of tableau: Tableau) {
    let slots = tableau.basicOfRow.count
    start = [Int32](repeating: 0, count: slots + 1)
    for r in 0..<slots {
      if tableau.basicOfRow[r] >= 0 && tableau.isDeferredRow[r] {
        for k in 0..<tableau.rows.count(r) {
          let z = tableau.rows.symbol(r, k)
          let zRow = tableau.rowOfSymbol[Int(z)]
          if zRow >= 0 {
            symbol.append(z)
            row.append(zRow)
          }
        }
      }
      start[r + 1] = Int32(symbol.count)
    }
  }

  /// The positions in `symbol` and `row` of row slot `r`'s list.
  @inline(__always)
  func range(_ r: Int) -> Range<Int> { Int(start[r])..<Int(start[r + 1]) }
}
