/// The propagated shift of a chain probe (`basifyBlockedChain`) in the textbook form: the same
/// moves, values and answer as `compoundShift`'s, with less around them.
///
/// Why a second loop: W1's build runs 10 chain probes, every one a dead end within 1 to 3
/// links, and each cost about 10 k instructions, 5.6% of the build, of which the probe's own work
/// (its row scans and its shifts) was under half. The rest was `compoundShift`'s generality paid
/// on every call: nine working lists taken out of the tableau and put back, each emptied by a
/// generic call; a set for the changes a probe never asks for; the dead end's chain built in a
/// fresh array even when it is too short to pivot in; the lists regrown from empty in every new
/// tableau. Here the lists are five, kept in the tableau, four of them written by index (nothing to
/// empty), room made once per tableau, and the chain is made only when it is long enough to use.
/// A W1 probe costs 6.8 k instructions here, against 10.6 k (W1's build −2.0%).
///
/// Only where `compoundShift`'s probe has its exact undo and nothing else to read: no deferred
/// row (a shift then moves its column's rows and no others), no repair hints, not on a face's
/// copy (`defersDependents`). Elsewhere `basifyBlockedChain` runs `compoundShift` as before. In
/// debug builds every probe run here is run by `compoundShift` too, on a copy of the tableau,
/// and the two must agree on everything they leave (`chainProbeDisagreement`): the suite
/// runs both.
extension Tableau {
  /// Whether `chainProbe(from:)` may stand for `compoundShift`'s chain probe now.
  var chainProbeIsLean: Bool { deferredRowCount == 0 && repairHints == nil && !defersDependents }

  /// `compoundShift(from: [b], respectingCosts: true, alwaysUndo: false, movesEachOnce: true,
  /// racesTies: true, changes: nil, deadEnd:)` where `chainProbeIsLean`: repairs `b` by a
  /// propagated shift of zero-cost symbols, each moved at most once, and on a dead end writes
  /// back every value as it was (latest save first, so bit for bit).
  ///
  /// Each violated row, fixed rows first, moves its admissible zero-cost symbol not moved yet
  /// with the shortest column (the first on a tie, unless only a later one `leadsOn` or the
  /// later one's side `endsSooner`), by `shift`, which also compacts the column; the rows that
  /// move pushes out of bounds are queued with the move that pushed them.
  /// - Returns: whether every row ended within bounds (the moves stay), and on a dead end the
  ///   chain of moves that led to it, nearest the dead end first, when it holds at least
  ///   `chainProbeMinimum` moves (empty otherwise: `basifyBlockedChain` leaves shorter chains
  ///   to the dual simplex). `lastPropagationRows` says how many rows it repaired or looked at.
  mutating func chainProbe(from b: Int32) -> (
    succeeded: Bool, chain: [(moved: Int32, disturbed: Int32)]
  ) {
    assert(chainProbeIsLean, "a chain probe over deferred rows or hints is compoundShift's")
    // The lists are written by index up to these counts: what a previous probe left past them
    // is never read. `touched` is the shift's own list, out of the tableau while in use.
    var queueCount = 0
    var fixedCount = 0
    var moveCount = 0
    var savedCount = 0
    var touched = chainProbeScratch.touched
    chainProbeScratch.touched = []
    defer {
      if !touched.isEmpty { touched.removeAll(keepingCapacity: true) }
      chainProbeScratch.touched = touched
      chainProbeScratch.releaseLargeLists()
    }
    if chainProbeScratch.queue.isEmpty { chainProbeScratch.reserve() }
    ChainProbeScratch.put((b, -1), at: queueCount, in: &chainProbeScratch.queue)
    queueCount += 1
    var fixedHead = 0
    var head = 0
    var budget = propagationBudget
    defer { lastPropagationRows = propagationBudget - max(0, budget) }
    nextMoveEpoch()
    var deadEnd: (row: Int32, cause: Int32)?
    var succeeded = true
    while fixedHead < fixedCount || head < queueCount {
      let (q, cause): (Int32, Int32)
      if fixedHead < fixedCount {
        (q, cause) = chainProbeScratch.fixedQueue[fixedHead]
        fixedHead += 1
      } else {
        (q, cause) = chainProbeScratch.queue[head]
        head += 1
      }
      let qi = Int(q)
      guard isBasic(q) else { continue }
      let v = violation(q)
      if v == 0 { continue }
      budget -= 1
      if budget < 0 {
        succeeded = false
        break
      }
      let delta = (v < 0 ? lower[qi] : upper[qi]) - value[qi]
      let r = Int(rowOfSymbol[qi])
      // `compoundShift`'s scan with its probe's arguments: no hints, no reference to follow (no
      // row holds a basic symbol in the textbook form), no strict bounds.
      var best = -1
      var bestRank = Int.max
      var bestLeadsOn: Bool? = nil
      for k in 0..<rows.count(r) {
        let a = rows.coefficient(r, k)
        if abs(a) <= Tableau.pivotTolerance { continue }
        let j = rows.symbol(r, k)
        let ji = Int(j)
        if rowOfSymbol[ji] >= 0 { continue }
        if !admits(j, value[ji] + delta / a) { continue }
        if movedStamp[ji] == moveEpoch { continue }
        let rank = columns.length(ji)
        if rank > bestRank { continue }
        // `compoundShift`'s tie-break, looking ahead (`leadsOn`).
        let tie = rank == bestRank
        if tie
          && tieKeepsFirst(rank: rank, first: best, later: j, row: r, firstLeadsOn: &bestLeadsOn)
        {
          continue
        }
        if !cachedZeroCost(j) { continue }
        if tie && !leadsOn(j, besides: r) { continue }
        best = k
        bestRank = rank
        bestLeadsOn = tie ? true : nil
      }
      if best < 0 {
        succeeded = false
        deadEnd = (q, cause)
        break
      }
      let j = rows.symbol(r, best)
      let ji = Int(j)
      let t = delta / rows.coefficient(r, best)
      let move = Int32(moveCount)
      ChainProbeScratch.put((j, q, cause), at: moveCount, in: &chainProbeScratch.moves)
      moveCount += 1
      // The values the move changes, saved before it: the symbol (moved once only), then the
      // basic symbol of every row its column lists, stale entries too (a value saved and never
      // changed is written back unchanged).
      ChainProbeScratch.put((j, value[ji]), at: savedCount, in: &chainProbeScratch.saved)
      savedCount += 1
      movedStamp[ji] = moveEpoch
      for row in columns[ji] {
        let k = basicOfRow[Int(row)]
        if k >= 0 {
          ChainProbeScratch.put((k, value[Int(k)]), at: savedCount, in: &chainProbeScratch.saved)
          savedCount += 1
        }
      }
      let firstTouched = touched.count
      shift(j, by: t, touched: &touched, marking: false)
      for index in firstTouched..<touched.count {
        let k = touched[index]
        guard violation(k) != 0 else { continue }
        if lower[Int(k)] == upper[Int(k)] {
          ChainProbeScratch.put((k, move), at: fixedCount, in: &chainProbeScratch.fixedQueue)
          fixedCount += 1
        } else {
          ChainProbeScratch.put((k, move), at: queueCount, in: &chainProbeScratch.queue)
          queueCount += 1
        }
      }
    }
    guard !succeeded else { return (true, []) }
    // Every value back as it was, latest save first.
    for index in stride(from: savedCount - 1, through: 0, by: -1) {
      let (k, saved) = chainProbeScratch.saved[index]
      value[Int(k)] = saved
    }
    guard let (row, cause) = deadEnd else { return (false, []) }  // out of budget
    var length = 0
    var step = cause
    while step >= 0 {
      length += 1
      step = chainProbeScratch.moves[Int(step)].cause
    }
    guard length >= Tableau.chainProbeMinimum else { return (false, []) }
    var chain: [(moved: Int32, disturbed: Int32)] = []
    chain.reserveCapacity(length)
    var disturbed = row
    step = cause
    while step >= 0 {
      let move = chainProbeScratch.moves[Int(step)]
      chain.append((move.symbol, disturbed))
      disturbed = move.row
      step = move.cause
    }
    return (false, chain)
  }

  /// The fewest links of a dead end's chain that `basifyBlockedChain` pivots in.
  static let chainProbeMinimum = 4
}

/// `Tableau.chainProbe`'s working lists, kept between probes and written by index.
struct ChainProbeScratch {
  /// Violated rows to repair, by basic symbol, each with the move that pushed it out (-1: the
  /// start), equalities apart: they are repaired first.
  var queue: [(symbol: Int32, cause: Int32)] = []
  var fixedQueue: [(symbol: Int32, cause: Int32)] = []
  /// The moves: the symbol moved, the basic symbol of the row it repaired, and the move that
  /// had pushed that row out.
  var moves: [(symbol: Int32, row: Int32, cause: Int32)] = []
  /// Values saved before the moves changed them, in order.
  var saved: [(symbol: Int32, value: Double)] = []
  /// The basic symbols each shift moved (`Tableau.shift`'s list).
  var touched: [Int32] = []

  /// Room for a probe of a few rows in every list, made once per tableau: grown from empty,
  /// the lists reallocated about twice each in every new tableau's first probes.
  mutating func reserve() {
    queue.reserveCapacity(16)
    fixedQueue.reserveCapacity(16)
    moves.reserveCapacity(16)
    saved.reserveCapacity(64)
    touched.reserveCapacity(32)
  }

  /// Lets go of a list that a long propagation grew past `PropagationScratch.keptCapacity`
  /// elements (a pulled chain of thousands of links), as `compoundShift` does with its own: the
  /// next probe writes from index 0 whatever it finds.
  mutating func releaseLargeLists() {
    let limit = PropagationScratch.keptCapacity
    if queue.count > limit { queue = [] }
    if fixedQueue.count > limit { fixedQueue = [] }
    if moves.count > limit { moves = [] }
    if saved.count > limit { saved = [] }
    if touched.capacity > limit { touched = [] }
  }

  /// Writes `element` at `index` of `list`, which holds at least `index` elements: over what a
  /// previous probe left there, or appended.
  @inline(__always)
  static func put<T>(_ element: T, at index: Int, in list: inout [T]) {
    if index < list.count {
      list[index] = element
    } else {
      list.append(element)
    }
  }
}

extension Tableau {
  /// What `chainProbe(from: b)` left (this tableau, its answer and chain) that `compoundShift`'s
  /// probe, run on `before` (the tableau as the probe found it), would have left otherwise,
  /// described; nil when they agree on everything either leaves: the answer, the chain (when
  /// long enough to use), every value bit for bit, every column (compacted alike), the rows it
  /// counted, the far-step flag, the move and row stamps and the reduced-cost memo.
  func chainProbeDisagreement(
    from b: Int32, before: Tableau, _ succeeded: Bool,
    _ chain: [(moved: Int32, disturbed: Int32)]
  ) -> String? {
    var reference = before
    var ignored: [(Int32, Double)]? = nil
    var referenceChain: [(moved: Int32, disturbed: Int32)]? = []
    let referenceSucceeded = reference.compoundShift(
      from: [b], respectingCosts: true, alwaysUndo: false, movesEachOnce: true,
      racesTies: true, changes: &ignored, deadEnd: &referenceChain)
    if succeeded != referenceSucceeded {
      return "succeeded \(succeeded), compoundShift \(referenceSucceeded)"
    }
    let expected = referenceChain ?? []
    let usable = !succeeded && expected.count >= Tableau.chainProbeMinimum ? expected : []
    if !chain.elementsEqual(usable, by: { $0.moved == $1.moved && $0.disturbed == $1.disturbed }) {
      return "chain \(chain), compoundShift \(usable)"
    }
    if lastPropagationRows != reference.lastPropagationRows {
      return "rows \(lastPropagationRows), compoundShift \(reference.lastPropagationRows)"
    }
    if let s = value.indices.first(where: {
      value[$0].bitPattern != reference.value[$0].bitPattern
    }) {
      return "symbol \(s)'s value \(value[s]), compoundShift \(reference.value[s])"
    }
    if let s = (0..<columns.count).first(where: {
      columns[$0] != reference.columns[$0] || columns.length($0) != reference.columns.length($0)
    }) {
      return "symbol \(s)'s column \(columns[s]), compoundShift \(reference.columns[s])"
    }
    if farWork != reference.farWork
      || farRows != reference.farRows || moveEpoch != reference.moveEpoch
      || movedStamp != reference.movedStamp || currentStamp != reference.currentStamp
      || rowStamp != reference.rowStamp
    {
      return "far-step flag or stamps"
    }
    if memoEpoch != reference.memoEpoch || memoVersion != reference.memoVersion
      || zeroCostMemo != reference.zeroCostMemo
    {
      return "reduced-cost memo"
    }
    return nil
  }
}
