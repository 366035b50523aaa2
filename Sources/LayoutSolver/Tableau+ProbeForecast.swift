/// A chain probe's failure foreseen: the probes that `repair` would run and undo for nothing.
extension Tableau {
  /// The most rows a forecast follows, and the most row and column entries it reads, before it
  /// leaves the question to the probe itself: W1's probes end within 6 rows of a few entries
  /// each, and a forecast that cannot tell is paid twice (it, then the probe). W3's probes
  /// (360 in a build at n = 300, 6 of them foreseen) walk long rows: without the entry budget
  /// the forecasts cost its build 2.8% more.
  static let forecastRows = 6
  static let forecastEntries = 96

  /// Whether a chain probe from violated basic symbol `b` (`basifyBlockedChain`) must fail,
  /// found without running it: then it would change nothing either, and `repair` skips it.
  ///
  /// Why: W1's build runs 10 chain probes, and every one fails within a few rows — the probe
  /// moves the free symbol of `b`'s row, which pushes out an equality or a bound whose other
  /// entries are fixed or cost something (`width == 67` beside the moved `left`), a dead end
  /// one to three links from the start, too short a chain to pivot in. A failed probe's undo
  /// puts every value back bit for bit (`compoundShift`'s exact undo, which this relies on);
  /// what else it leaves is the moved symbols' columns compacted, `lastPropagationRows` and
  /// `sweptFar`, and this leaves the same.
  ///
  /// It replays `compoundShift(... movesEachOnce: true, deadEnd:)` on the basic values alone
  /// (written back as they were before it returns), moving no symbol: the same choice of
  /// symbol in each row (the shortest column among the admissible zero-cost symbols not moved
  /// yet, the first on a tie), the same arithmetic for each row a move touches (the column's rows in its order, as `shift` walks
  /// them), the same queue (fixed rows first). It answers only where it knows the probe's
  /// answer — a dead end whose chain is shorter than the 4 links a probe pivots in — and says
  /// `false`, "run the probe", for everything else: a success, a longer chain, deferred rows,
  /// repair hints, or more than `forecastRows` rows.
  mutating func chainProbeMustFail(from b: Int32) -> Bool {
    // Deferred rows move more than a column's rows, and hints choose by another rule.
    guard deferredRowCount == 0, repairHints == nil, isBasic(b) else { return false }
    // The basic values the moves change, each saved before its change and written back, latest
    // save first, whatever the answer (the moves' values are written in place: looked up in a
    // list instead, the lookups grew with the square of the rows touched, 10 k instructions a
    // forecast in W3); the queues of rows, each with the move that queued it (-1: the start). The
    // propagation's own lists, out of the tableau while in use and put back emptied: made
    // fresh, growing them cost as much as the rest of the forecast.
    var changed = propagationScratch.log
    var queue = propagationScratch.queue
    var queueCause = propagationScratch.queueCause
    var fixedQueue = propagationScratch.fixedQueue
    var fixedCause = propagationScratch.fixedCause
    var moveCause = propagationScratch.moveCause
    var movedSymbols = propagationScratch.movedRow
    propagationScratch.log = []
    propagationScratch.queue = []
    propagationScratch.queueCause = []
    propagationScratch.fixedQueue = []
    propagationScratch.fixedCause = []
    propagationScratch.moveCause = []
    propagationScratch.movedRow = []
    defer {
      for (k, v) in changed.reversed() { value[Int(k)] = v }
      PropagationScratch.empty(&changed)
      PropagationScratch.empty(&queue)
      PropagationScratch.empty(&queueCause)
      PropagationScratch.empty(&fixedQueue)
      PropagationScratch.empty(&fixedCause)
      PropagationScratch.empty(&moveCause)
      PropagationScratch.empty(&movedSymbols)
      propagationScratch.log = changed
      propagationScratch.queue = queue
      propagationScratch.queueCause = queueCause
      propagationScratch.fixedQueue = fixedQueue
      propagationScratch.fixedCause = fixedCause
      propagationScratch.moveCause = moveCause
      propagationScratch.movedRow = movedSymbols
    }
    queue.append(b)
    queueCause.append(-1)
    var head = 0
    var fixedHead = 0
    var visited = 0
    var entriesLeft = Tableau.forecastEntries
    nextMoveEpoch()
    while fixedHead < fixedQueue.count || head < queue.count {
      let q: Int32
      let cause: Int
      if fixedHead < fixedQueue.count {
        q = fixedQueue[fixedHead]
        cause = fixedCause[fixedHead]
        fixedHead += 1
      } else {
        q = queue[head]
        cause = queueCause[head]
        head += 1
      }
      let qi = Int(q)
      guard isBasic(q) else { continue }
      let qv = value[qi]
      let v = Tableau.violation(qv, lower: lower[qi], upper: upper[qi])
      if v == 0 { continue }
      visited += 1
      if visited > Tableau.forecastRows { return false }
      let delta = (v < 0 ? lower[qi] : upper[qi]) - qv
      let r = Int(rowOfSymbol[qi])
      entriesLeft -= rows.count(r)
      if entriesLeft < 0 { return false }
      var best = -1
      var bestRank = Int.max
      for k in 0..<rows.count(r) {
        let a = rows.coefficient(r, k)
        if abs(a) <= Tableau.pivotTolerance { continue }
        let j = rows.symbol(r, k)
        let ji = Int(j)
        if rowOfSymbol[ji] >= 0 { return false }  // a reference: the deferred rows' path
        // Moved already (each symbol moves once); otherwise its value is the tableau's.
        if movedStamp[ji] == moveEpoch { continue }
        if !admits(j, value[ji] + delta / a) { continue }
        let rank = columns.length(ji)
        if rank >= bestRank { continue }
        if !cachedZeroCost(j) { continue }
        best = k
        bestRank = rank
      }
      if best < 0 {
        // A dead end: the chain of moves that led here, as the probe counts it.
        var length = 0
        var step = cause
        while step >= 0 {
          length += 1
          step = moveCause[step]
        }
        guard length < 4 else { return false }  // the probe would pivot this chain in
        lastPropagationRows = visited
        for s in movedSymbols { compactColumn(of: s) }  // those with rows to drop
        return true
      }
      let moved = rows.symbol(r, best)
      let mi = Int(moved)
      let t = delta / rows.coefficient(r, best)
      let move = moveCause.count
      moveCause.append(cause)
      movedStamp[mi] = moveEpoch
      // `shift(moved, by: t)`, on the list: nothing for a zero move; otherwise the column's
      // rows in order, once each. The column is compacted (as `shift` compacts it) only once
      // the forecast is sure: a probe run after a forecast that could not tell must meet the
      // columns as they were, for it ranks its candidates by their lengths.
      guard t != 0 else { continue }
      if abs(t) > Tableau.farStep { sweptFar = true }
      entriesLeft -= columns.length(mi)
      if entriesLeft < 0 { return false }
      nextStamp()
      var stale = false  // a row `shift` would drop from the column: compacted if sure
      for row in columns[mi] {
        let ri = Int(row)
        let basic = basicOfRow[ri]
        if basic < 0 || rowStamp[ri] == currentStamp {
          stale = true
          continue
        }
        guard let k = rows.find(moved, inRow: ri) else {
          stale = true
          continue
        }
        rowStamp[ri] = currentStamp
        let bv = value[Int(basic)] + rows.coefficient(ri, k) * t
        changed.append((basic, value[Int(basic)]))
        value[Int(basic)] = bv
        let (low, high) = (lower[Int(basic)], upper[Int(basic)])
        guard Tableau.violation(bv, lower: low, upper: high) != 0 else { continue }
        if low == high {
          fixedQueue.append(basic)
          fixedCause.append(move)
        } else {
          queue.append(basic)
          queueCause.append(move)
        }
      }
      if stale { movedSymbols.append(moved) }
    }
    return false  // every row repaired: a probe that succeeds
  }

  /// Drops from symbol `s`'s column the rows that no longer hold it (freed, listed twice, or
  /// written without it), as `shift` does on its walk, and nothing else.
  mutating func compactColumn(of s: Int32) {
    let si = Int(s)
    nextStamp()
    var list = columns.take(si)
    var kept = 0
    for index in 0..<list.count {
      let row = list[index]
      let ri = Int(row)
      if basicOfRow[ri] < 0 || rowStamp[ri] == currentStamp { continue }
      guard rows.find(s, inRow: ri) != nil else { continue }
      rowStamp[ri] = currentStamp
      list[kept] = row
      kept += 1
    }
    if kept < list.count { list.removeLast(list.count - kept) }
    columns[si] = list
  }
}
