/// Ties of a chain probe settled by which way the propagation ends sooner.
///
/// Why: a chain probe (`basifyBlockedChain`) moves, in each violated row, the symbol with the
/// shortest column, and on a tie the first in the row unless only a later one `leadsOn`. Both
/// ends of a chain's link lead on when the chain goes on either side of it, and then the first
/// one took the move whichever side was longer. A chain held at its far end and written from
/// that end (`v999.leading = v998.trailing + 8`, then `v998`'s, down to `v0`) gets each view's
/// `width >= 60` after the link that names it: the width's move reaches the link between the
/// view and the one after it, whose first symbol is the older end, so every new width pushed
/// every view built before it, k moves for the k-th view (N²/2 for N views: `adaptive solve` of
/// 3,000 links took 1.35 s, `query` of 3,000 such views 2.9 s). The newer end ends after one
/// more row: the link to the view before it, whose far end is in no other row yet.
///
/// Here both ends are followed a few rows ahead in step (`endsWithin`, deepening one row at a
/// time), and the later symbol takes the tie only if its side ends at a depth where the first's
/// has not: the cost of a race is bounded by `tieRaceDepth`, and where both sides go on past it
/// (a chain pushed along its length, which no choice shortens) the first keeps the tie as
/// before.
extension Tableau {
  /// How many rows ahead `endsSooner` follows each side of a tie.
  static let tieRaceDepth = 3

  /// Whether moving `later` to repair row `r` lets the propagation end in fewer rows than moving
  /// `first`, as far as `endsWithin` can tell within `tieRaceDepth` rows; a tie of depths stays
  /// with the first.
  func endsSooner(_ later: Int32, than first: Int32, row r: Int) -> Bool {
    for depth in 1...Tableau.tieRaceDepth {
      if endsWithin(first, besides: r, depth: depth) { return false }
      if endsWithin(later, besides: r, depth: depth) { return true }
    }
    return false
  }

  /// Whether a propagated shift that moves non-basic `j` to repair row `r` can end within
  /// `depth` more rows: every other row the move disturbs (one with a bounded basic symbol, as
  /// `leadsOn` counts them) holds a symbol that can repair it and end within `depth − 1` rows in
  /// turn — non-basic, not moved yet, not fixed by its bounds, free of cost, in a column of at
  /// most `tieLookaheadColumn` rows; of those, the first `tieLookaheadBranches` are tried.
  ///
  /// Values are not read: a disturbed row counts even if its slack would absorb the move, so a
  /// side may look longer than it is, never shorter — the race then leaves the tie to the first.
  func endsWithin(_ j: Int32, besides r: Int, depth: Int) -> Bool {
    everyDisturbedRowGoesOn(
      from: j, besides: r, longestColumn: Tableau.tieLookaheadColumn,
      qualifies: { row, entry in
        depth > 0 && abs(rows.coefficient(row, entry)) > Tableau.pivotTolerance
          && hasZeroCostPeeking(rows.symbol(row, entry))
      },
      goesOn: { s, row in endsWithin(s, besides: row, depth: depth - 1) })
  }
}
