/// The degenerate level of a squeezed row (issue 13, W5 and W6): two steps of the dual simplex
/// that pass many zero-cost breakpoints at once instead of one pivot each.
///
/// A row of N views squeezed into a container too small for them (each `width >= 0` required,
/// `width >= 100` at 750) ends, once the chain is pulled tight, in a closing row that holds every
/// width. Every width costs nothing there: its compression error is non-basic at 0 behind the
/// 750 slack, which is basic and resting on its bound. The plain ratio test sees N ties at ratio
/// 0, brings one width in, which takes the whole excess and drops below 0; its `width >= 0` row
/// then brings in the next width, and so on: N/2 pivots, each writing a row of N entries.
///
/// 1. `unblockDegenerateZeroCost`: each tied width is blocked by one short row resting on its
///    bound (`s750 = w + e`). Pivoting the width into that row (`w = s750 − e`) moves no value
///    and, as the width costs nothing, changes no reduced cost; but the closing row then holds
///    the errors, whose cost the ratio test sees (ratio 1 at 750). The closing row is rebuilt
///    once, after every such pivot, not merged into once per width.
/// 2. `absorbByZeroCostShifts`: once an error has entered and the closing row carries a price,
///    the other errors cost nothing in the row their absorbing error left violated. Each is
///    moved as far as the rows holding it allow (its width reaching 0), in the ratio test's tie
///    order, until the violated row is back within its bounds: the long step of a
///    bound-flipping dual ratio test, done as shifts of non-basic symbols. A shift of a
///    zero-cost symbol keeps every reduced cost, and one that pushes no other row out of bounds
///    keeps the rest feasible, so the basis stays optimal.
///
/// Both act only when a violated row has at least `longStepMinimum` candidates, so the small
/// systems of a layout take the plain path they always took; tests lower it to compare the two.
extension Tableau {
  /// Moves zero-cost non-basic symbols of row `r` (basic `b`, which needs `delta`) as far as the
  /// other rows holding them allow, until `b` is within its bounds; in the order the ratio test
  /// would break their tie (fewest textbook rows, then lowest index).
  /// - Returns: whether anything moved.
  mutating func absorbByZeroCostShifts(
    row r: Int, basic b: Int32, delta: Double, among candidates: [Int32]
  ) -> Bool {
    var movable: [(rows: Int, symbol: Int32, rate: Double)] = []
    for entry in candidates {
      let k = Int(entry)
      let a = rows.coefficient(r, k)
      if abs(a) <= Tableau.pivotTolerance { continue }
      let j = rows.symbol(r, k)
      let up = (delta / a) > 0
      if up ? !canIncrease(j) : !canDecrease(j) { continue }
      if !hasZeroCost(j) { continue }
      movable.append((0, j, a))
    }
    guard movable.count >= longStepMinimum else { return false }
    for i in movable.indices { movable[i].rows = textbookColumnCount(movable[i].symbol) }
    movable.sort { ($0.rows, $0.symbol) < ($1.rows, $1.symbol) }
    let bi = Int(b)
    let target = delta < 0 ? lower[bi] : upper[bi]
    var moved = false
    var breakpoints: [(entering: Int32, leaving: Int32)] = []
    // The deferred rows that depend on the moved symbols (a pulled chain's links) are
    // recomputed once at the end, not once per shift: each would walk the chain after it.
    // Only free symbols' rows are deferred, so no bound read below depends on them.
    let deferredRows = deferredRowCount
    deferredRowCount = 0
    var shifted: [Int32] = []
    for (_, j, a) in movable {
      let need = (target - value[bi]) / a
      if violation(b) == 0 || need == 0 { break }
      let direction: Double = need > 0 ? 1 : -1
      let (room, blocking) = roomToMove(j, direction: direction, besides: r)
      let step = min(abs(need), room)
      if step <= Tableau.feasibilityTolerance * max(1, abs(value[Int(j)])) { continue }
      var ignored: [Int32] = []
      shift(j, by: direction * step, touched: &ignored, collecting: false)
      shifted.append(j)
      moved = true
      if step == room, let q = blocking {
        // At its breakpoint: the row that stopped it rests on its bound. Pivoting the symbol
        // into that row, as the plain dual simplex's walk would have, leaves it basic and the
        // row's symbol non-basic on its bound (which the ambiguity's sign rule reads).
        let leaving = basicOfRow[q]
        value[Int(leaving)] =
          abs(value[Int(leaving)] - lower[Int(leaving)])
            <= abs(value[Int(leaving)] - upper[Int(leaving)])
          ? lower[Int(leaving)] : upper[Int(leaving)]
        breakpoints.append((j, leaving))
      }
    }
    deferredRowCount = deferredRows
    if deferredRows > 0 && !shifted.isEmpty {
      var unused: [Int32] = []
      propagateToDependents(of: shifted, touched: &unused, collecting: false, marking: true)
    }
    if !breakpoints.isEmpty { _ = pivotBatch(breakpoints) }
    if moved { longSteps += 1 }
    return moved
  }

  /// How far non-basic `j` can move in `direction` (+1 or -1) before it or the basic symbol of
  /// a row holding it (other than row `r`) reaches a bound; a row already out of bounds may
  /// only move back towards them.
  mutating func roomToMove(_ j: Int32, direction: Double, besides r: Int) -> (Double, Int?) {
    let ji = Int(j)
    var room = direction > 0 ? upper[ji] - value[ji] : value[ji] - lower[ji]
    var blocking: Int? = nil
    if room <= 0 { return (0, nil) }
    let column = liveColumn(j)
    longStepScanWork &+= column.count
    for q in column {
      let qi = Int(q)
      if qi == r { continue }
      let basic = Int(basicOfRow[qi])
      let rate = rows.coefficient(of: j, inRow: qi) * direction
      if abs(rate) <= Tableau.pivotTolerance { continue }
      let distance = rate > 0 ? upper[basic] - value[basic] : value[basic] - lower[basic]
      if distance == .infinity { continue }
      let limit = max(0, distance) / abs(rate)
      if limit < room || (limit == room && blocking == nil) {
        room = limit
        blocking = rows.count(qi) <= 3 && !isDeferredRow[qi] ? qi : nil
      }
      if room == 0 { return (0, nil) }
    }
    return (room, blocking)
  }

  /// Pivots each pair (a non-basic symbol costing nothing, into the short row of the basic
  /// symbol), with the long rows that hold an entering symbol left out of the pivots and rebuilt
  /// once afterwards: merged into once per pivot, each would cost its length every time.
  /// No value and no reduced cost changes.
  /// - Returns: whether it pivoted.
  mutating func pivotBatch(_ pairs: [(entering: Int32, leaving: Int32)]) -> Bool {
    var long: [(row: Int, saved: SparseRow)] = []
    nextStamp()
    let stamp = currentStamp
    for (j, _) in pairs {
      for q in columns[Int(j)] {
        let qi = Int(q)
        if basicOfRow[qi] < 0 || rowStamp[qi] == stamp { continue }
        if rows.count(qi) < max(4, longStepMinimum) { continue }
        if rows.find(j, inRow: qi) == nil { continue }
        rowStamp[qi] = stamp
        long.append((qi, rows.row(qi)))
      }
    }
    for (qi, _) in long { rows.clear(qi) }
    var pivoted = false
    for (j, leaving) in pairs {
      // Earlier pivots may have changed the picture: check again.
      guard !isBasic(j), isBasic(leaving) else { continue }
      let q = Int(rowOfSymbol[Int(leaving)])
      guard !isDeferredRow[q], rows.count(q) <= 3,
        let p = rows.find(j, inRow: q), abs(rows.coefficient(q, p)) > Tableau.pivotTolerance
      else { continue }
      pivot(entering: j, leaving: leaving)
      pivoted = true
    }
    structureVersion &+= 1
    costVersion &+= 1
    // Only the symbols this batch brought in are substituted: a deferred row (a pulled chain's
    // link, which the absorbing error's row was written into) keeps its references as they are.
    nextMoveEpoch()
    for (j, _) in pairs where isBasic(j) { movedStamp[Int(j)] = moveEpoch }
    for (qi, saved) in long {
      var rebuilt = SparseRow()
      for k in 0..<saved.count {
        let s = saved.symbols[k]
        let c = saved.coefficients[k]
        if movedStamp[Int(s)] == moveEpoch {
          let row = Int(rowOfSymbol[Int(s)])
          for p in 0..<rows.count(row) {
            rebuilt.add(c * rows.coefficient(row, p), rows.symbol(row, p))
          }
        } else {
          rebuilt.add(c, s)
        }
      }
      rows.set(qi, rebuilt)
      for s in rebuilt.symbols { columns.append(Int32(qi), toColumnOf: Int(s)) }
    }
    return pivoted
  }

  /// Before the dual simplex brings a zero-cost symbol into row `r` (basic symbol needing
  /// `delta`): pivots each zero-cost candidate that exactly one short row blocks (a bounded basic
  /// symbol resting on the bound the move would cross, in a row that also holds a symbol with a
  /// cost) into that row, and rebuilds row `r` once over the new non-basic symbols.
  /// - Returns: whether it pivoted (then row `r` must be looked at afresh).
  mutating func unblockDegenerateZeroCost(row r: Int, delta: Double, among candidates: [Int32])
    -> Bool
  {
    var pairs: [(entering: Int32, leaving: Int32)] = []
    for entry in candidates {
      guard let (j, _, direction) = movableEntry(row: r, Int(entry), delta: delta),
        hasZeroCost(j)
      else { continue }
      if let q = singleBlockingRow(j, direction: direction, besides: r) {
        pairs.append((j, basicOfRow[q]))
      }
    }
    guard pairs.count >= longStepMinimum else { return false }
    let pivoted = pivotBatch(pairs)
    if pivoted { longSteps += 1 }
    return pivoted
  }

  /// The one row (other than `r`) that blocks non-basic `j` from moving in `direction`: a short,
  /// non-deferred row whose bounded basic symbol rests on the bound the move would cross, and
  /// which holds a symbol with a cost. Nil when no row or more than one blocks.
  mutating func singleBlockingRow(_ j: Int32, direction: Double, besides r: Int) -> Int? {
    var found: Int? = nil
    let column = liveColumn(j)
    longStepScanWork &+= column.count
    for q in column {
      let qi = Int(q)
      if qi == r { continue }
      // Longer blocking rows (a view's equal width at 250) are left for later repairs; looked at
      // before the coefficient's search in the row, which a long row makes the dearer test.
      if isDeferredRow[qi] || rows.count(qi) > 3 { continue }
      let basic = basicOfRow[qi]
      let rate = rows.coefficient(of: j, inRow: qi) * direction
      if abs(rate) <= Tableau.pivotTolerance { continue }
      if rate > 0 ? canIncrease(basic) : canDecrease(basic) { continue }
      var priced = false
      for k in 0..<rows.count(qi) where rows.symbol(qi, k) != j {
        if !hasZeroCost(rows.symbol(qi, k)) { priced = true }
      }
      if !priced { continue }
      if found != nil { return nil }
      found = qi
    }
    return found
  }
}
