/// The two simplex loops: `repair` restores feasibility (the dual simplex when the objective is
/// already optimal, a plain feasibility search otherwise), `optimize` restores optimality (the
/// primal simplex, lexicographic over priority levels).
extension Tableau {
  /// How a repair ended.
  enum RepairOutcome: Equatable {
    /// Every basic symbol is within its bounds.
    case feasible
    /// The row of this basic symbol cannot reach its bounds: every symbol in it is held at a bound
    /// that blocks the way. The row is a Farkas certificate of infeasibility.
    case infeasible(Int32)
    /// The iteration limit was reached.
    case gaveUp
  }

  /// A cap on iterations that no well-conditioned system reaches; it turns a numerical breakdown
  /// into an error instead of a hang. (`iterationBase` is 10,000 but in tests.)
  var iterationLimit: Int { iterationBase + 50 * (rows.slotCount + kind.count) }

  /// A chain probe that fails within this many rows (`lastPropagationRows`) found a dead end
  /// next to where it started (a container's width held by its pin) and cost about what a
  /// pivot costs: `repair` does not count it among its two probes.
  static let cheapProbeRows = 4

  /// The column entries per candidate the long step may read in one repair beyond what the
  /// repair's pivots have written (`repair`).
  static let longStepScanAllowance = 8

  /// How many violated rows one propagated shift may repair before it gives up.
  var propagationBudget: Int { 64 + 2 * rows.slotCount }

  /// How many violated rows the short propagation of an addition (`repair` without
  /// `propagate`) may repair: a link and the few after it, at a cost independent of the size
  /// of the system when it gives up.
  static let localPropagationRows = 8

  /// How many times one propagated shift may move the same symbol before it gives up: more
  /// means it is going round a cycle, which only the budget would end.
  ///
  /// The cycle: two rows that each repair themselves by moving one symbol, each against the
  /// other. A card grid's size-class change moves every card's `height = 44` to 30 and every
  /// `top = above.bottom + 8` to 4; the spacing below a card, repaired first, moved the card's
  /// height (its first symbol of the three its row ties on), which broke `height = 30`, which
  /// moved it back, and so on: about a hundred moves of each of a few heights, until the whole
  /// budget (two moves a row) was spent and undone, and the dual simplex did the change. At
  /// 10,000 views that was 106,000 moves a class change, 2.6 G instructions in 20 changes,
  /// all undone. A propagation that needs a symbol moved more often than this is rare (the
  /// budget allows two moves a row in all), and giving up only hands its rows to the dual
  /// simplex, as the budget does.
  static let oscillationLimit: UInt16 = 8

  /// How many planned shifts (`plannedShift`) an addition's repair tries: one where a row
  /// joins two links, the others at rows its pivots pushed out (`repair`). Each that fails
  /// costs a pass over the rows it planned.
  static let addPlannedShifts = 3

  /// A plan that reaches no more rows than this before it fails costs about what a pivot
  /// costs, and is not counted against `postPivotPlanCredit`.
  static let cheapPlanRows = 2

  /// The most that successes can raise `postPivotPlanCredit` to.
  static let postPivotPlanCreditLimit = 16

  /// How many rows of non-basic `s`'s column belong to bounded (non-free) symbols, counting
  /// stale entries too, and stopping once past `limit`. Inlined: called out of line from
  /// `repair`, each call copied the tableau struct to pass it.
  @inline(__always)
  func boundedRowCount(of s: Int32, atMost limit: Int) -> Int {
    var count = 0
    for q in columns[Int(s)] {
      let b = basicOfRow[Int(q)]
      if b >= 0 && lower[Int(b)] == -.infinity && upper[Int(b)] == .infinity { continue }
      count += 1
      if count > limit { break }
    }
    return count
  }

  /// Takes the lowest-index basic symbol that lies outside its bounds.
  mutating func nextViolated() -> Int32? {
    while let s = popDirty() {
      if kind[Int(s)] != .unused && isBasic(s) && violation(s) != 0 { return s }
    }
    return nil
  }

  /// Restores feasibility: moves every basic symbol back within its bounds.
  ///
  /// For each violated basic symbol `b` (lowest index first, for determinism):
  /// 1. *Shift*: if a non-basic symbol of `b`'s row can move by exactly what `b` needs without
  ///    pushing any other basic symbol out of bounds (nor further out), and — when
  ///    `respectingCosts` — without changing any level's error, move it. No pivot: rows stay as
  ///    short as they are. A new variable in a new constraint is always such a symbol.
  /// 2. *Pivot*: otherwise exchange `b` with a non-basic symbol of its row that can move the right
  ///    way — with `respectingCosts`, the one of least lexicographic cost ratio (the dual simplex
  ///    ratio test, which keeps the objective optimal), ties to the shortest column, then the
  ///    lowest index; without, the lowest index (Bland's rule, as in Dutertre and de Moura). Then
  ///    set `b` to the bound it violated.
  /// 3. If no symbol can move, the row proves the bounds inconsistent.
  ///
  /// `propagate`: also try a propagated shift (`compoundShift`) before pivoting, once per call,
  /// and if it gives up, a planned one (`planShift`). Worth it for edits and constant changes,
  /// which move many symbols along chains; adds of new constraints are better served by single
  /// shifts and pivots, but for a short propagation where a row joins two links, then once a
  /// planned one: the link that closes a column onto a label held in its middle moves every
  /// view above it, up the column and down every column tied to its top, a tree that a pivot
  /// per row filled (a grid of 10,000 labels: `query` 5.2 s; 0.6 s planned). And a planned one
  /// at a row that a pivot of a link pushed out, while `postPivotPlanCredit` lasts (see there
  /// and the loop below).
  mutating func repair(respectingCosts: Bool, propagate: Bool = false) -> RepairOutcome {
    var iterations = 0
    let limit = iterationLimit
    let blandAfter = 1_000 + 2 * rows.slotCount
    var tryCompound = propagate
    var chainProbes = respectingCosts ? 2 : 0
    var localPropagations = 2
    var plannedShifts = Tableau.addPlannedShifts
    // Whether the last pivot brought in a link (`isLink`).
    var enteredLink = false
    var unblocked = false
    // The long step reads the column of every zero-cost candidate of the row. Where it keeps
    // failing (a stack whose gaps tie by equal centring: every candidate's column is rows as
    // long as the stack, and none can move) those reads cost several times the pivots; where
    // it succeeds late (a long form squeezed, after hundreds of failures) they cost less than
    // the pivots. So it is tried while what it has read in this repair is within what the
    // pivots have written, and a few entries per candidate more (a squeezed row's first try
    // fails on short columns before its second succeeds).
    let scanStart = longStepScanWork
    let pivotStart = pivotWork
    func longStepAffordable(_ candidates: Int) -> Bool {
      longStepScanWork &- scanStart
        <= pivotWork &- pivotStart &+ Tableau.longStepScanAllowance &* candidates
    }
    while let b = nextViolated() {
      iterations += 1
      // A tracked removal's repair (`respectingCosts` false, no propagation) moves one
      // non-basic symbol per shift, logged below, and pivots, which log themselves; the other
      // paths move many symbols at once and end the tracking.
      if respectingCosts || propagate { costChanges.isTracking = false }
      if iterations > limit {
        markDirty(b)
        return .gaveUp
      }
      let bi = Int(b)
      let target = violation(b) < 0 ? lower[bi] : upper[bi]
      let delta = target - value[bi]
      let r = Int(rowOfSymbol[bi])
      // One scan of the row for the entries that could help at all; the shift search and the
      // ratio test then look at those only (in a long row most entries rest on the bound that
      // blocks them).
      var candidates = candidateScratch
      candidateScratch = []
      defer { candidateScratch = candidates }
      var negligible = collectCandidates(row: r, delta: delta, into: &candidates)
      if let (j, t) = findShift(
        row: r, delta: delta, respectingCosts: respectingCosts, among: candidates)
      {
        // Accepted shifts push no row out of bounds (a row still out was out before, and is
        // queued already), so nothing needs queuing.
        var ignored: [Int32] = []
        shift(j, by: t, touched: &ignored, collecting: false, marking: false)
        if costChanges.isTracking { costChanges.symbols.append(j) }
        continue
      }
      // An addition's row that no single shift absorbs: a short propagation first (a chain
      // closed link by link from its held end, which every link's pivot would fill).
      var planned = false
      if !propagate && respectingCosts && localPropagations > 0
        && joinsTwoLinks(row: r, candidates)
      {
        localPropagations -= 1
        if propagateTwice(from: b, respectingCosts: true, budget: Tableau.localPropagationRows) {
          continue
        }
        if plannedShifts > 0 {
          plannedShifts -= 1
          planned = true
          if plannedShift(from: b) { continue }
        }
        negligible = collectCandidates(row: r, delta: delta, into: &candidates)
      }
      // A row that an addition's pivots pushed out: a planned shift too, a few times per
      // repair. The add that closes a stack of cells pinned at the root's bottom (the last
      // cell's label fixes its height) moves every cell up; the first row cannot be planned
      // (its move comes back round through the stack's top and height), but once the stack's
      // height has entered, the bottom's row can: every cell's top, one move each. Pivoted
      // instead, each cell's height, label and top in turn, each row longer than the last
      // (4,000 views: `query` 4.4 s and 600 MB; 0.24 s and 50 MB planned).
      if !propagate && respectingCosts && !planned && enteredLink && plannedShifts > 0
        && postPivotPlanCredit > 0
      {
        plannedShifts -= 1
        if plannedShift(from: b) {
          postPivotPlanCredit = min(postPivotPlanCredit + 2, Tableau.postPivotPlanCreditLimit)
          continue
        }
        // A plan that closed a cycle a row or two in costs about a pivot; one that went
        // further, a pass. Those are counted: a grid whose rows close such cycles a few rows
        // in at every add (W3) stops trying after the second.
        if shiftPlan.rowsReached > Tableau.cheapPlanRows { postPivotPlanCredit -= 1 }
        negligible = collectCandidates(row: r, delta: delta, into: &candidates)
      }
      if tryCompound {
        if propagateTwice(from: b, respectingCosts: respectingCosts) { continue }
        if respectingCosts && plannedShift(from: b) { continue }
        tryCompound = false  // one failed propagation per repair: they cost a pass each
        // Its undo puts values back only up to round-off: look at the row afresh.
        negligible = collectCandidates(row: r, delta: delta, into: &candidates)
      }
      // Many zero-cost symbols: pass their breakpoints by shifts, not a pivot each.
      if respectingCosts && candidates.count >= longStepMinimum
        && longStepAffordable(candidates.count)
        && absorbByZeroCostShifts(row: r, basic: b, delta: delta, among: candidates)
      {
        if violation(b) != 0 { markDirty(b) }
        continue
      }
      guard
        let entering = chooseEntering(
          row: r, delta: delta, respectingCosts: respectingCosts,
          bland: iterations > blandAfter || unblocked, among: candidates)
      else {
        markDirty(b)  // still violated: a rollback's repair must find it again
        return .infeasible(b)
      }
      // A link of a chain sits in two bounded rows (the one it closes and the next), and maybe
      // in rows of free symbols that an earlier pivot of this repair wrote it into (a
      // container's width, the root's); a symbol in more bounded rows is rarely one, and the
      // probe would cost a pass for nothing.
      if chainProbes > 0 && lower[Int(entering)] == -.infinity && upper[Int(entering)] == .infinity
        && cachedZeroCost(entering) && boundedRowCount(of: entering, atMost: 3) <= 3
      {
        // Twice per repair: a failed probe costs a pass, but the first free symbol met is not
        // always a link (a stack pulled tight by its container first offers the container's
        // left edge; its chain comes second, and pivoted the textbook way costs N²/2). A probe
        // that dead-ends within `cheapProbeRows` rows is not counted: inside a container, the
        // container's width and the root's width behind it (one more for every level of
        // nesting) come before the chain, each such a probe, and counting them let the order
        // of a scene's constraints decide whether the chain was ever probed.
        let basified = basifyBlockedChain(from: b)
        if basified || lastPropagationRows > Tableau.cheapProbeRows { chainProbes -= 1 }
        if basified {
          markDirty(b)  // repaired by the probe, or still violated with a new row: look again
          continue
        }
      }
      // Many zero-cost symbols each held by a degenerate row: expose the costs behind them.
      if respectingCosts && candidates.count >= longStepMinimum && cachedZeroCost(entering)
        && longStepAffordable(candidates.count)
        && unblockDegenerateZeroCost(row: r, delta: delta, among: candidates)
      {
        // The errors now in the row tie; the lowest index takes the price, as the plain walk's
        // last pivot does (its rows then hang off the chain's held end, which the ambiguity
        // probes walk cheaply).
        unblocked = true
        markDirty(b)
        continue
      }
      unblocked = false
      // The row's round-off was counted above: the pivot reads the row again only when some
      // is there to drop.
      enteredLink = isLink(entering)
      pivot(
        entering: entering, leaving: b, thenMoving: target - value[bi], roundOff: negligible)
      value[bi] = target
    }
    return .feasible
  }

  /// A propagated shift from violated `b`, and once more without the symbol it moved first if
  /// it gave up: that move may have led into a dead end a row or two on, where another symbol
  /// of this row leads down a chain (a margin's row moved `safeArea.width`, the shortest
  /// column, which leads only to the root's pinned width, where the right margin leads to
  /// every view's row and down the column). At most one more pass.
  /// - Returns: whether either repaired it.
  mutating func propagateTwice(from b: Int32, respectingCosts: Bool, budget: Int? = nil) -> Bool {
    if compoundShift(from: [b], respectingCosts: respectingCosts, budget: budget) { return true }
    let first = lastFirstMove
    return first >= 0
      && compoundShift(from: [b], respectingCosts: respectingCosts, avoiding: first, budget: budget)
  }

  /// A planned propagated shift from violated `b` (`planShift`, then `compoundShift` following
  /// it), respecting costs.
  /// - Returns: whether it repaired `b`.
  mutating func plannedShift(from b: Int32) -> Bool {
    planShift(from: [b], budget: propagationBudget)
      && compoundShift(from: [b], respectingCosts: true, planned: true)
  }

  /// Whether symbol `s` can be a link of a chain: free (no bound either way) and in at most
  /// two rows.
  @inline(__always)
  func isLink(_ s: Int32) -> Bool {
    let i = Int(s)
    return lower[i] == -.infinity && upper[i] == .infinity && columns.length(i) <= 2
  }

  /// Whether two of a row's candidates (`collectCandidates`) are free symbols that cost
  /// nothing and sit in at most one other row each: the two ends of a link that joins two
  /// pieces of a chain, which a short propagation moves along the piece that can move, without
  /// a pivot. With one such symbol there is no wrong way to go, and the chain probe
  /// (`basifyBlockedChain`) serves.
  mutating func joinsTwoLinks(row r: Int, _ candidates: [Int32]) -> Bool {
    var found = 0
    for k in candidates {
      let j = rows.symbol(r, Int(k))
      if isLink(j) && cachedZeroCost(j) {
        found += 1
        if found == 2 { return true }
      }
    }
    return false
  }

  /// The entries of row `r` (positions, in index order) whose symbol could absorb a change
  /// `delta` of the row's basic symbol by a shift or enter by a pivot: a coefficient that is not
  /// negligible, and a symbol that can move the needed way or move the full amount within
  /// round-off of its bound. `findShift` and `chooseEntering` apply their own tests to these.
  /// - Returns: how many entries are too small to pivot on (round-off, which `repair` drops
  ///   before it pivots on the row).
  @inline(__always)
  func collectCandidates(row r: Int, delta: Double, into list: inout [Int32]) -> Int {
    list.empty()
    let entries = rows.entries(r)
    let tolerance = Tableau.feasibilityTolerance
    var negligible = 0
    // Over raw buffers: this reads every entry of every row a repair visits, and most of them
    // are dropped, so the per-entry cost is the whole cost.
    rows.symbols.withUnsafeBufferPointer { symbols in
      rows.coefficients.withUnsafeBufferPointer { coefficients in
        value.withUnsafeBufferPointer { value in
          lower.withUnsafeBufferPointer { lower in
            upper.withUnsafeBufferPointer { upper in
              for p in entries {
                let a = coefficients[p]
                if abs(a) <= Tableau.pivotTolerance {
                  negligible += 1
                  continue
                }
                let j = Int(symbols[p])
                let t = delta / a
                let v = value[j]
                let movable =
                  t > 0 ? Tableau.isClearlyBelow(v, upper[j]) : Tableau.isClearlyAbove(v, lower[j])
                // Held at its bound that way, it can still take a step within round-off of the
                // bound (`admits`), which only a step this small can be (twice the tolerance,
                // and a margin).
                if movable
                  || (abs(t) <= 4 * tolerance * max(1, abs(v)) && admits(Int32(j), v + t))
                {
                  list.append(Int32(p - entries.lowerBound))
                }
              }
            }
          }
        }
      }
    }
    return negligible
  }

  /// Pivots a blocked chain in from its far end, when the dual simplex is about to pivot in a
  /// free symbol that costs nothing: the first link of a chain that something holds at its far
  /// end (a stack of views under compression, pulled tight against a fixed edge).
  ///
  /// Left to itself, the dual simplex pivots link by link from here back to that end, each new
  /// row one entry longer than the last, then re-expresses every row once the end is reached:
  /// about 2·N² entries for N links. Here the links are pivoted in from the far end as deferred
  /// rows instead (`Tableau+Deferred.swift`): each link's row is written over the link before it,
  /// so N links cost O(N), and only the rows that still hold a new basic symbol afterwards —
  /// typically just this one — are expanded. The links are the moves of a propagated shift that
  /// fails (it is undone): from this row to the row no symbol could repair. The pivots change no
  /// value, and since every symbol they bring in costs nothing, no reduced cost either: the
  /// objective stays optimal.
  /// - Returns: whether it changed anything (the propagation may also simply repair the row).
  mutating func basifyBlockedChain(from b: Int32) -> Bool {
    var chain: [(moved: Int32, disturbed: Int32)]? = []
    if chainProbeIsLean {
      // The same propagation with less around it (`Tableau+ChainProbe.swift`), checked in debug
      // builds against `compoundShift`'s on a copy of the tableau.
      #if DEBUG
        let before = self
      #endif
      let (succeeded, longChain) = chainProbe(from: b)
      #if DEBUG
        if let problem = chainProbeDisagreement(from: b, before: before, succeeded, longChain) {
          assertionFailure("chainProbe and compoundShift disagree: \(problem)")
        }
      #endif
      if succeeded { return true }
      chain = longChain
    } else {
      var ignored: [(Int32, Double)]? = nil
      if compoundShift(
        from: [b], respectingCosts: true, alwaysUndo: false, movesEachOnce: true,
        racesTies: true, changes: &ignored, deadEnd: &chain)
      {
        return true
      }
    }
    // Short chains are left to the dual simplex: the detour would not pay. Longer ones are
    // pivoted in the textbook way, each row built from the one before (N²/2 entries); from
    // `deferredChainMinimum` links on, as deferred rows (O(N)).
    guard let chain, chain.count >= Tableau.chainProbeMinimum else { return false }
    // Marks the symbols that this chain's deferred rows hold: pivoting one of them in would make
    // a row refer to itself through the others.
    let deferring = chain.count >= deferredChainMinimum
    if deferring { startExpansion() }
    let held = expansionEpoch
    var defined: [Int32] = []
    for (moved, disturbed) in chain {
      // A symbol leaving the basis keeps its value, so only one within its bounds may leave
      // (the propagation can come back to the violated row itself).
      guard disturbed != b, !isBasic(moved), isBasic(disturbed), violation(disturbed) == 0,
        hasZeroCost(moved)
      else { break }
      // Deferred rows are free symbols' rows only, and none may refer to itself.
      if deferring {
        guard lower[Int(moved)] == -.infinity, upper[Int(moved)] == .infinity,
          kind[Int(disturbed)] != .external, expansionStamp[Int(moved)] != held
        else { break }
      }
      let r = Int(rowOfSymbol[Int(disturbed)])
      guard let k = rows.find(moved, inRow: r),
        abs(rows.coefficient(r, k)) > Tableau.pivotTolerance
      else { break }
      if deferring {
        deferredPivot(entering: moved, leaving: disturbed)
        for k in 0..<rows.count(r) { expansionStamp[Int(rows.symbol(r, k))] = held }
      } else {
        pivot(entering: moved, leaving: disturbed)
      }
      defined.append(moved)
    }
    guard deferring else { return !defined.isEmpty }
    // Each link's row stands for the rows of the links after it (see `textbookColumnCount`).
    for (k, x) in defined.enumerated() {
      deferredWeight[Int(rowOfSymbol[Int(x)])] = Int32(defined.count - 1 - k)
    }
    // Rows of bounded symbols must hold non-basic symbols only: expand those that hold a link.
    for x in defined {
      for q in columns[Int(x)] {
        let qi = Int(q)
        let basic = basicOfRow[qi]
        if basic >= 0 && isDeferredRow[qi] && kind[Int(basic)] != .external { expandRow(qi) }
      }
    }
    return !defined.isEmpty
  }

  /// A non-basic symbol of row `r` that can absorb the whole change `delta` of the row's basic
  /// symbol without a pivot, and the amount to move it.
  /// Looks at the entries `candidates` of row `r` only (see `collectCandidates`).
  mutating func findShift(
    row r: Int, delta: Double, respectingCosts: Bool, among candidates: [Int32]
  ) -> (Int32, Double)? {
    // Short columns first, as they are cheap to check and most often succeed (a new variable's
    // column holds this row alone); then the rest, in index order. A symbol that its own bounds
    // or its cost rule out is dropped before any column is read: in a long row most entries are
    // slacks resting on the bound that blocks them.
    // The tableau's list, out of it while in use: a fresh one per call allocated in most of W1's
    // repairs (1% of its build).
    var longColumns = longColumnScratch
    longColumnScratch = []
    defer {
      if !longColumns.isEmpty { longColumns.removeAll(keepingCapacity: true) }
      longColumnScratch = longColumns
    }
    for entry in candidates {
      let k = Int(entry)
      let a = rows.coefficient(r, k)
      if abs(a) <= Tableau.pivotTolerance { continue }
      let j = rows.symbol(r, k)
      let t = delta / a
      if !admits(j, value[Int(j)] + t) { continue }
      // The memo where it is current; not filled: right after an optional add changed the
      // objective it is stale, and filling it there cost W2's and W4's builds more than the
      // searches it saved.
      if respectingCosts && !hasZeroCostPeeking(j) { continue }
      if columns.length(Int(j)) > 2 {
        longColumns.append((j, t))
      } else if disturbsNoOtherRow(moving: j, by: t, besides: r) {
        return (j, t)
      }
    }
    for (j, t) in longColumns where disturbsNoOtherRow(moving: j, by: t, besides: r) {
      return (j, t)
    }
    return nil
  }

  /// Repairs the basic symbols in `start` by a *propagated* shift: move a non-basic symbol of each
  /// one's row by what it needs; every basic symbol that move pushes out of bounds is repaired the same way, by
  /// moving a symbol of its own row, and so on. On a chain of equalities (`x1 = x0 + 20`,
  /// `x2 = x1 + 20`, …) this moves the whole chain in one pass, with no pivot and no fill, where
  /// the dual simplex would pivot every link and fill every row. Only zero-cost symbols move (when
  /// `respectingCosts`), so the objective stays optimal. Gives up, undoing every move, when a
  /// violated row has no movable symbol or the move budget runs out.
  /// With several starting symbols the propagation is breadth-first, in the order given: a row is
  /// repaired after the moves queued before it, so changes that reach it from upstream arrive
  /// together.
  /// With `lowestFirst`, the violated rows wait in a heap instead, and the lowest basic symbol
  /// is repaired first, whenever it was found (see the parameter of the general form).
  /// - Returns: whether every symbol it touched ended within bounds.
  mutating func compoundShift(
    from start: [Int32], respectingCosts: Bool, lowestFirst: Bool = false,
    prefersLaterOnTie: Bool = false, planned: Bool = false, avoiding: Int32 = -1,
    budget: Int? = nil
  ) -> Bool {
    var ignored: [(Int32, Double)]? = nil
    var noTrace: [(moved: Int32, disturbed: Int32)]? = nil
    return compoundShift(
      from: start, respectingCosts: respectingCosts, alwaysUndo: false, movesEachOnce: false,
      breadthFirst: start.count > 1, lowestFirst: lowestFirst,
      prefersLaterOnTie: prefersLaterOnTie, planned: planned, avoiding: avoiding, budget: budget,
      changes: &ignored, deadEnd: &noTrace)
  }

  /// The longest column whose ties `compoundShift` breaks by looking ahead (`leadsOn`): a link
  /// of a chain sits in two rows, a link with a bound or a baseline in three.
  static let tieLookaheadColumn = 3

  /// Whether a tie of columns of `rank` rows between the candidate at entry `first` of row `r`
  /// and a later one stays with the first: a longer column than `tieLookaheadColumn`, or a
  /// first whose move `leadsOn` (found once, kept in `firstLeadsOn`) — unless a `later`
  /// symbol is given (-1: none) and its side of the tie `endsSooner` (a chain probe's race,
  /// `Tableau+TieRace.swift`). If not, the later one takes the move only if its own move leads
  /// on.
  mutating func tieKeepsFirst(
    rank: Int, first: Int, later: Int32 = -1, row r: Int, firstLeadsOn: inout Bool?
  ) -> Bool {
    if rank > Tableau.tieLookaheadColumn { return true }
    if firstLeadsOn == nil { firstLeadsOn = leadsOn(rows.symbol(r, first), besides: r) }
    guard firstLeadsOn == true else { return false }
    return later < 0 || !endsSooner(later, than: rows.symbol(r, first), row: r)
  }

  /// How many rows deep `leadsOn` follows a move: a chain's next link, and the links after it.
  static let tieLookaheadDepth = 3

  /// How many of a row's short-column symbols `leadsOn` follows below the first row: the two
  /// ends of a tied link.
  static let tieLookaheadBranches = 2

  /// Whether a propagated shift that moves non-basic `j` to repair row `r` can go on from
  /// each other row the move disturbs, `depth` rows deep: every such row with a bounded basic
  /// symbol holds another symbol that is non-basic, not moved yet in this propagation, and in
  /// at most two rows (the next link of a chain), and below the first row, one of the first
  /// `tieLookaheadBranches` such symbols leads on in turn.
  ///
  /// Why: `compoundShift` moves the symbol with the shortest column, the first in the row on a
  /// tie. In a column of views whose heights follow their widths (`height = width`), each
  /// below the one before, a change of the top inset reaches `v1.top − v0.top − v0.height = 4`
  /// (with the height as the width), where `v0.width` and `v1.top` both sit in two rows.
  /// `v0.width` comes first, and its other row, `v0.x + v0.width = root.rightMargin`, can only
  /// be repaired by the right margin, in every view's row: the propagation wandered through
  /// the whole layout and gave up, and the pivots after it filled every row of the chain
  /// (N²/2 entries: `adaptive rotate` of 10,000 such views, 174 s and 6.8 GB). `v1.top` leads
  /// on to the next view's row and down the chain, one move a view.
  ///
  /// Why deeper than one row: right to left, `v0.x` is a symbol of its own (not the left
  /// margin's alias), so `v0.width`'s other row does hold a short column, `v0.x`; it is the
  /// row after, `root.width − v0.x = root.rightMargin`, that only the long columns repair.
  func leadsOn(_ j: Int32, besides r: Int, depth: Int = Tableau.tieLookaheadDepth) -> Bool {
    everyDisturbedRowGoesOn(
      from: j, besides: r, longestColumn: 2, qualifies: { _, _ in true },
      goesOn: { s, row in depth <= 1 || leadsOn(s, besides: row, depth: depth - 1) })
  }

  /// The walk `leadsOn` and `endsWithin` share: whether every other row that moving non-basic
  /// `j` disturbs (one with a bounded basic symbol; `r` aside) holds a way on — among the row's
  /// first `tieLookaheadBranches` candidates (non-basic symbols other than `j`, not moved yet in
  /// this propagation, not fixed by their bounds, in a column of at most `longestColumn` rows,
  /// whose entry `qualifies`), one for which `goesOn(candidate, row)` holds.
  @inline(__always)
  func everyDisturbedRowGoesOn(
    from j: Int32, besides r: Int, longestColumn: Int,
    qualifies: (_ row: Int, _ entry: Int) -> Bool, goesOn: (_ symbol: Int32, _ row: Int) -> Bool
  ) -> Bool {
    let list = columns[Int(j)]
    for r2 in list where Int(r2) != r {
      let ri = Int(r2)
      let b = basicOfRow[ri]
      if b < 0 || rows.find(j, inRow: ri) == nil { continue }  // stale
      if lower[Int(b)] == -.infinity && upper[Int(b)] == .infinity { continue }
      var found = false
      var branches = 0
      for k in 0..<rows.count(ri) {
        let s = rows.symbol(ri, k)
        let si = Int(s)
        if s == j || rowOfSymbol[si] >= 0 || movedStamp[si] == moveEpoch { continue }
        // A symbol its bounds fix (an equality's slack, an error the face pins) moves nowhere.
        if lower[si] == upper[si] { continue }
        guard columns.length(si) <= longestColumn, qualifies(ri, k) else { continue }
        if goesOn(s, ri) {
          found = true
          break
        }
        branches += 1
        if branches == Tableau.tieLookaheadBranches { break }
      }
      if !found { return false }
    }
    return true
  }

  /// `compoundShift` starting from several violated symbols; with `alwaysUndo`, every move is
  /// undone even on success (a probe: "could these be repaired without a pivot?").
  /// When `changes` is not nil, it receives each symbol the moves touched with its value
  /// before them (once per symbol), read before any undo.
  ///
  /// `movesEachOnce`: a symbol moves at most once, so a propagation that meets a dead end stops
  /// there instead of wandering through the system until its budget runs out — what a probe
  /// that is expected to fail needs.
  ///
  /// `breadthFirst`: rows found violated along the way wait behind every row already queued
  /// (no equalities-first), so that with many starting rows each row is repaired once everything
  /// upstream of it has moved.
  ///
  /// `lowestFirst` (with `breadthFirst`, without `deadEnd`): every violated row waits in a heap
  /// and the lowest basic symbol is repaired next, wherever it was found. Why: in a breadth-first
  /// pass, a row that upstream changes reach one after another is repaired once per wave, and
  /// a move that goes upstream (the tie between a link's two ends goes to the lower symbol)
  /// comes back with the next wave: a chain of N labels whose widths all change at once moved
  /// its links N²/2 times in waves, or went round a cycle and gave up. Symbols are numbered as
  /// the constraints first name them, so in a chain declared from its first link the lowest
  /// row is the most upstream one, and each link moves once. Neither order suits every system
  /// (the same chain declared from its last link wants the first), so `Solver.setConstants`
  /// tries one and then the other.
  ///
  /// `deadEnd`: when not nil and the propagation fails, receives the chain of moves that led to
  /// the row no symbol could repair, nearest that row first, as (moved symbol, basic symbol of
  /// the row that move disturbed) pairs (see `basifyBlockedChain`).
  ///
  /// `avoiding`: a symbol never moved (-1: none). `repair` retries a propagation that gave up
  /// without the symbol it moved first (`lastFirstMove`).
  ///
  /// `prefersLaterOnTie`: a tie of columns goes to the later symbol of the row, without the
  /// lookahead (`leadsOn`): the other way along a chain whose links tie. `Solver.setConstants`
  /// tries it last, when both orders gave up (see `propagateFromViolatedRows`). In a probe of
  /// the face (`strictBounds`) the later symbol takes the tie unless only the first leads on.
  ///
  /// With `shiftMemo` set (a face move's or an ambiguity probe's shift, each symbol moved
  /// once, one start at a time), a repair that an earlier shift proved linear is reused
  /// instead of propagated, and the shift's own repairs are recorded (`ShiftMemo`).
  ///
  /// `racesTies` (a chain probe's, `basifyBlockedChain`): a tie that stays with the first symbol
  /// because it leads on goes to the later one if the later one's side of the tie ends sooner
  /// (`endsSooner`, `Tableau+TieRace.swift`).
  ///
  /// `planned`: follows the plan `planShift` just made (`shiftPlan`): the rows wait in its
  /// order, and each moves its planned symbol; it gives up at a row whose planned symbol cannot
  /// take the move, or that the plan did not foresee (such rows wait after the planned ones,
  /// and one that later moves bring back within bounds is passed over).
  ///
  /// `strictBounds` (a probe of the face): a symbol never moves past a bound it would cross,
  /// not even within the feasibility tolerance. That tolerance grows with the bound (1e-8 of
  /// it), and a probe's step with the probed value (1e-3 of it): on a squeezed row of 2,000
  /// views (W6), a probe of the first link by 0.001 moved the closing equality's slack, fixed
  /// at 100,000, by its tolerance, and read the whole chain as movable.
  mutating func compoundShift(
    from start: [Int32], respectingCosts: Bool, alwaysUndo: Bool, movesEachOnce: Bool,
    breadthFirst: Bool = false, lowestFirst: Bool = false, prefersLaterOnTie: Bool = false,
    planned: Bool = false, strictBounds: Bool = false, avoiding: Int32 = -1,
    racesTies: Bool = false, budget rowBudget: Int? = nil,
    changes: inout [(Int32, Double)]?,
    deadEnd: inout [(moved: Int32, disturbed: Int32)]?
  ) -> Bool {
    // The symbols recorded in `changes` by this call (membership only).
    var seen = propagationScratch.recorded
    // The working lists, out of the tableau while in use (a nested call would find them empty
    // and allocate its own), put back emptied after.
    var log = propagationScratch.log
    // For an undo: each moved symbol's value before its first move, and the basic symbols moved.
    var originals = propagationScratch.originals
    var touchedBasics = propagationScratch.touchedBasics
    // For `deadEnd`: which move queued each row (-1: a starting row), and for each move, the
    // row it repaired and the move that had queued that row.
    let tracing = deadEnd != nil
    // A face move's probe (`shiftMemo`): reuses proven repairs, records its own (which needs
    // the same causes as `deadEnd`).
    let memoizing =
      shiftMemo != nil && changes != nil && movesEachOnce && strictBounds && !tracing
      && !planned && !(lowestFirst && breadthFirst) && !defersDependents
      && probeNonBasicChanges == nil
    let recordsCauses = tracing || memoizing
    if memoizing { shiftMemo?.reuses.removeAll(keepingCapacity: true) }
    var queueCause = propagationScratch.queueCause
    var fixedCause = propagationScratch.fixedCause
    var movedRow = propagationScratch.movedRow
    var moveCause = propagationScratch.moveCause
    // Rows with fixed bounds (equalities) first: they say exactly how far to move, where an
    // inequality only says how far at least.
    var fixedQueue = propagationScratch.fixedQueue
    var queue = propagationScratch.queue
    propagationScratch = PropagationScratch()  // the locals are the lists' sole owners: no copies
    if recordsCauses { queueCause.append(contentsOf: repeatElement(-1, count: start.count)) }
    // The rows waiting, lowest symbol first (`lowestFirst`) or in the plan's order, or in
    // `queue` in the order found.
    let byLowest = (planned || lowestFirst && breadthFirst) && !tracing
    var waiting = MinHeap<Int64>()
    if byLowest {
      for q in start { waiting.push(planned ? shiftPlan.key(q) : Int64(q)) }
    } else {
      queue.append(contentsOf: start)
    }
    defer {
      PropagationScratch.empty(&log)
      PropagationScratch.empty(&originals)
      PropagationScratch.empty(&touchedBasics)
      PropagationScratch.empty(&queueCause)
      PropagationScratch.empty(&fixedCause)
      PropagationScratch.empty(&movedRow)
      PropagationScratch.empty(&moveCause)
      PropagationScratch.empty(&fixedQueue)
      PropagationScratch.empty(&queue)
      PropagationScratch.empty(&seen)
      propagationScratch = PropagationScratch(
        log: log, originals: originals, touchedBasics: touchedBasics, queueCause: queueCause,
        fixedCause: fixedCause, movedRow: movedRow, moveCause: moveCause,
        fixedQueue: fixedQueue, queue: queue, recorded: seen)
    }
    var fixedHead = 0
    var head = 0
    let fullBudget = rowBudget.map { min($0, propagationBudget) } ?? propagationBudget
    var budget = fullBudget
    defer { lastPropagationRows = fullBudget - max(0, budget) }
    // References pinned where a deferred row needs them (face probes only), with their bounds.
    var pins: [(Int32, Double, Double)] = []
    defer {
      for (y, low, high) in pins.reversed() {
        lower[Int(y)] = low
        upper[Int(y)] = high
      }
    }
    nextMoveEpoch()
    lastFirstMove = -1
    // Deferred rows' free symbols bound nothing this loop reads, so they are recomputed once,
    // when it ends, rather than after each move: each move recomputed every deferred row
    // downstream of it, and a column of labels in a box that their heights size (the box
    // centred, a size class changing every fifth label) moved N/5 labels, each recomputing the
    // N rows below it (`LiveScene.change`: 161 M instructions at 1,000 labels, 2,327 M at 4,000).
    // Not for probes that record values as they go (`changes`, `deadEnd`).
    let batchesDependents = changes == nil && !tracing && startCollectingDependents()
    defer { if batchesDependents { recomputePendingDependents() } }
    // A chain probe (`deadEnd` asked for), which nearly always fails: its undo writes back each
    // touched value as it was, saved before the move that first changes it, so a failed probe
    // leaves the values bit for bit as it found them. Only without deferred rows: a shift then
    // changes the rows of its column and no others (`propagateToDependents` moves more).
    let exactUndo = tracing && deferredRowCount == 0
    var success = true
    work: while fixedHead < fixedQueue.count || head < queue.count || !waiting.isEmpty {
      let q: Int32
      var cause = -1
      if byLowest, let lowest = waiting.popFirst() {
        q = Int32(truncatingIfNeeded: lowest)
      } else if fixedHead < fixedQueue.count {
        q = fixedQueue[fixedHead]
        if recordsCauses { cause = fixedCause[fixedHead] }
        fixedHead += 1
      } else {
        q = queue[head]
        if recordsCauses { cause = queueCause[head] }
        head += 1
      }
      let qi = Int(q)
      guard isBasic(q) else { continue }
      let v = violation(q)
      if v == 0 { continue }
      budget -= 1
      if budget < 0 {
        success = false
        break
      }
      let delta = (v < 0 ? lower[qi] : upper[qi]) - value[qi]
      let r = Int(rowOfSymbol[qi])
      // The movable symbol not moved yet (moving one back undoes an earlier repair), with the
      // shortest column (fewest rows disturbed).
      var best = -1
      var bestRank = Int.max
      var bestLeadsOn: Bool? = nil  // `leadsOn` for `best`, once a tie asked
      var reference = -1
      // A long bounded row repaired before in this question: the symbol chosen then, when it
      // still qualifies, without the scan (`repairHints`).
      let hintable =
        repairHints != nil && !isDeferredRow[r] && rows.count(r) >= Tableau.reachTableMinimum
      if hintable, let h = repairHints?[r], h >= 0, let k = rows.find(h, inRow: r) {
        let a = rows.coefficient(r, k)
        let hi = Int(h)
        let target = value[hi] + delta / a
        let crosses =
          target > upper[hi] && target > value[hi] || target < lower[hi] && target < value[hi]
        if abs(a) > Tableau.pivotTolerance && rowOfSymbol[hi] < 0 && admits(h, target)
          && !(strictBounds && crosses) && movedStamp[hi] != moveEpoch && h != avoiding
          && !(respectingCosts && !cachedZeroCost(h))
        {
          best = k
          bestRank = 0
          usedRepairHint = true
        }
      }
      if planned {
        // The planned symbol, if it can take the move; else the plan was wrong (a row it did
        // not foresee, a move out of a symbol's bounds, a row met twice), and guessing on from
        // there went round in circles (the oscillation limit, a pass's worth of moves): give up.
        guard let h = shiftPlan.planned(q), let k = rows.find(h, inRow: r) else {
          success = false
          break work
        }
        let a = rows.coefficient(r, k)
        let hi = Int(h)
        guard
          abs(a) > Tableau.pivotTolerance && rowOfSymbol[hi] < 0
            && admits(h, value[hi] + delta / a) && movedStamp[hi] != moveEpoch && h != avoiding
            && cachedZeroCost(h)
        else {
          success = false
          break work
        }
        best = k
        bestRank = 0
      }
      for k in 0..<(best >= 0 ? 0 : rows.count(r)) {
        let a = rows.coefficient(r, k)
        if abs(a) <= Tableau.pivotTolerance { continue }
        let j = rows.symbol(r, k)
        let ji = Int(j)
        // A basic symbol in a row (a deferred row's reference, which a face probe may start
        // from) stands for its own row: it does not move by itself.
        if rowOfSymbol[ji] >= 0 {
          if reference < 0 && movedStamp[ji] != moveEpoch { reference = k }
          continue
        }
        if j == avoiding { continue }
        let target = value[ji] + delta / a
        if !admits(j, target) { continue }
        if strictBounds
          && (target > upper[ji] && target > value[ji] || target < lower[ji] && target < value[ji])
        {
          continue
        }
        let movedBefore = movedStamp[ji] == moveEpoch
        if movedBefore && movesEachOnce { continue }
        let rank = columns.length(ji) + (movedBefore ? 1 << 40 : 0)
        if rank > bestRank { continue }
        // A tie of short columns goes to the first symbol, unless its move leads nowhere and
        // this one's leads on (`leadsOn`).
        let tie = rank == bestRank
        if tie && !prefersLaterOnTie
          && tieKeepsFirst(
            rank: rank, first: best, later: racesTies ? j : -1, row: r,
            firstLeadsOn: &bestLeadsOn)
        {
          continue
        }
        if respectingCosts && !cachedZeroCost(j) { continue }
        if defersDependents && isDeferredRow[r] && mayReachThroughReferences(j, row: r, entry: k) {
          continue
        }
        if tie && !prefersLaterOnTie && !leadsOn(j, besides: r) { continue }
        // The other way (in a probe of the face), the later symbol takes a tie unless its move
        // leads nowhere and the first's leads on: a link's far end leads on along the chain,
        // where a view's width (whose other row is its bound) stops at once.
        if tie && prefersLaterOnTie && strictBounds && rank <= Tableau.tieLookaheadColumn
          && !leadsOn(j, besides: r) && leadsOn(rows.symbol(r, best), besides: r)
        {
          continue
        }
        best = k
        bestRank = rank
        bestLeadsOn = tie ? true : nil
      }
      if best < 0 && reference >= 0 && defersDependents {
        // Nothing in the deferred row moves it: move what it refers to, as the textbook form
        // of the row (which lists what the reference stands for) would. The reference is
        // pinned where it must go, and its own row repaired in turn; the caller checks that
        // the probed symbol really moved (`probedChange`).
        let y = rows.symbol(r, reference)
        let yi = Int(y)
        pins.append((y, lower[yi], upper[yi]))
        let goal = value[yi] + delta / rows.coefficient(r, reference)
        lower[yi] = goal
        upper[yi] = goal
        movedStamp[yi] = moveEpoch
        moveCount[yi] = 0  // stamped, but not moved by a shift of this loop
        queue.append(y)
        if recordsCauses { queueCause.append(cause) }
        continue
      }
      if best < 0 {
        success = false
        if deadEnd != nil {
          // Counted first, then allocated once: grown one append at a time, the list was
          // reallocated about twice per failed chain probe.
          var length = 0
          var step = cause
          while step >= 0 {
            length += 1
            step = moveCause[step]
          }
          var chain: [(moved: Int32, disturbed: Int32)] = []
          if length > 0 { chain.reserveCapacity(length) }  // an empty chain allocates nothing
          var move = cause
          var disturbed = q
          while move >= 0 {
            chain.append((log[move].0, disturbed))
            disturbed = movedRow[move]
            move = moveCause[move]
          }
          deadEnd = chain
        }
        break work
      }
      let j = rows.symbol(r, best)
      let t = delta / rows.coefficient(r, best)
      if hintable && bestRank > 0 { repairHints?[r] = j }
      if recordsCauses {
        movedRow.append(q)
        moveCause.append(cause)
      }
      if memoizing,
        let (node, scale) = shiftMemo?.reusable(row: q, symbol: j, step: t)
      {
        // A repair an earlier probe proved linear: its subtree's moves, scaled, repair the row
        // and keep every other row feasible (`ShiftMemo`). The row's value takes the repair;
        // the subtree's symbols keep theirs, which every later move here reads as it would
        // without the subtree.
        shiftMemo?.reuses.append(
          ShiftMemo.Reuse(node: node, scale: scale, row: q, adjust: delta, event: log.count))
        log.append((j, t))
        movedStamp[Int(j)] = moveEpoch
        value[qi] += delta
        continue
      }
      if movedStamp[Int(j)] != moveEpoch {
        moveCount[Int(j)] = 1
        originals.append((j, value[Int(j)]))
      } else if moveCount[Int(j)] < Tableau.oscillationLimit {
        moveCount[Int(j)] += 1
      } else {
        success = false  // going round a cycle (`oscillationLimit`)
        break work
      }
      propagationMoves += 1
      if log.isEmpty { lastFirstMove = j }
      let move = log.count
      log.append((j, t))
      movedStamp[Int(j)] = moveEpoch
      if changes != nil {
        if seen.insert(j) { changes?.append((j, value[Int(j)])) }
      }
      if changes != nil {
        // Record the basic symbols before the move changes them.
        for r in liveColumn(j) {
          let k = basicOfRow[Int(r)]
          if seen.insert(k) { changes?.append((k, value[Int(k)])) }
        }
      }
      // The move's basic symbols go straight onto the undo's list, and are read back from
      // there: a list per move copied onto it cost a call and a retain per move (a size-class
      // change of the 10,000-view card grid moves about a million times).
      if exactUndo {
        // Every row the column lists, stale entries too (a value saved and never changed is
        // written back unchanged): no search of the rows, unlike the shift's own walk. A symbol
        // saved twice is restored to its first value, as the undo runs backwards.
        for row in columns[Int(j)] {
          let k = basicOfRow[Int(row)]
          if k >= 0 { originals.append((k, value[Int(k)])) }
        }
      }
      let firstTouched = touchedBasics.count
      shift(j, by: t, touched: &touchedBasics, marking: false)
      for index in firstTouched..<touchedBasics.count {
        let k = touchedBasics[index]
        guard violation(k) != 0 else { continue }
        if byLowest {
          waiting.push(planned ? shiftPlan.key(k) : Int64(k))
        } else if lower[Int(k)] == upper[Int(k)] && !breadthFirst {
          fixedQueue.append(k)
          if recordsCauses { fixedCause.append(move) }
        } else {
          queue.append(k)
          if recordsCauses { queueCause.append(move) }
        }
      }
    }
    if memoizing && (!success || alwaysUndo) { undoReuses() }
    if memoizing && success {
      if let memo = shiftMemo, !memo.reuses.isEmpty {
        shiftMemo?.watchedReused = memo.watched.map { memo.change(of: $0, by: memo.reuses) }
      }
      recordShiftTree(
        log: log, movedRow: movedRow, moveCause: moveCause, changes: changes ?? [])
    }
    if exactUndo && (!success || alwaysUndo) {
      // The saved values, moved and basic symbols alike, latest save first: each symbol ends at
      // its value before the probe's first move, exactly (no round-off to read again).
      for (k, v) in originals.reversed() { value[Int(k)] = v }
    } else if !success || alwaysUndo {
      // Back to exactly the values before. Shifting each move back would leave round-off (much
      // of it when a propagation swings a symbol to and fro with growing steps), and a slack a
      // hair off the bound it rested on no longer moves with that bound.
      var ignored: [Int32] = []
      for (j, v) in originals.reversed() where value[Int(j)] != v {
        shift(j, by: v - value[Int(j)], touched: &ignored, collecting: false, marking: false)
        value[Int(j)] = v
      }
      // The basic symbols, from their rows where they drifted measurably (every non-basic symbol
      // in them is exact again). Not everywhere: a row's coefficients carry round-off too, and a
      // value that came back exactly (109 for three thirds of 327) would read 109.00000000000003.
      // (Deferred rows were recomputed by the shifts themselves.) Each row once: a symbol that
      // many moves touched is listed once per move, and evaluating a long row that often made
      // a failed probe on a squeezed row of views cubic (W6).
      refreshDriftedValues(of: touchedBasics)
    }
    return success
  }

  /// Re-reads from its row each basic symbol of `basics` whose value drifted from it by more
  /// than the row's own round-off: the value the row gives at the non-basic symbols' values.
  ///
  /// Why: basic values are kept by adding each move (`shift`), and a propagation that swings a
  /// symbol far and back (a step of 6.6e7, seed 14 of the kiwi differential) leaves in each row
  /// it crossed the round-off of the largest value it held, 1e-4 where the value came back to
  /// 91: a required constraint 4.5e-6 out and a level's error 5.9e-5 above kiwi's optimum. The
  /// test is the evaluation's own error bound (`4·n·ε` of the terms' magnitudes), not a fraction
  /// of the value: a value that came back exactly (109 for three thirds of 327) stays as it is,
  /// where its row would read 109.00000000000003; one a swing left 1e-4 off is read again, where
  /// 1e-9 of the value it held during the swing (3e8) let it pass. Each row once. (That swing
  /// was a chain probe's, which is now undone exactly when no row is deferred; this serves the
  /// undos that still shift back: other propagations, and any with deferred rows.)
  mutating func refreshDriftedValues(of basics: [Int32]) {
    let rowOfSymbol = rowOfSymbol
    refreshDriftedValues(ofRows: basics.lazy.map { rowOfSymbol[Int($0)] })
  }

  /// `refreshDriftedValue(row:)` of each row listed, once; rows that are deferred, empty or not
  /// rows (-1) are skipped.
  mutating func refreshDriftedValues(ofRows list: some Sequence<Int32>) {
    nextStamp()
    for r32 in list {
      let r = Int(r32)
      guard r >= 0, basicOfRow[r] >= 0, !isDeferredRow[r], rowStamp[r] != currentStamp
      else { continue }
      rowStamp[r] = currentStamp
      refreshDriftedValue(row: r)
    }
  }

  /// Every row's basic value re-read where it drifted (`refreshDriftedValues(of:)`), once a
  /// shift swept far (`sweptFar`): called at the end of each change to the system.
  ///
  /// Why the whole tableau: the far step's round-off shows only once the values come back
  /// small, after later moves and pivots (in seed 19 a slack moved by −2.2e8, entered the
  /// basis, and came back to 258 by a pivot's move; x2 read −4.47000001640373 where its row,
  /// −0.01·447, gives −4.47), and a pivot carries it from the row the step moved into every
  /// row the entering symbol is substituted into.
  ///
  /// Why not always: where the far steps since the last whole refresh moved fewer than a
  /// 64th of the rows (`farWorkPerRefresh`), only the rows they moved are read again, and the
  /// whole refresh waits until they have moved that many: so the refreshes cost at most 64
  /// times the far steps' own work. A system of up to 64 rows (every kiwi differential case)
  /// is read whole after any far step, as before; a layout whose coordinates pass a million
  /// points (a row of 20,000 views) has most of its adds sweep far, one row each.
  mutating func refreshDriftedValuesAfterFarSteps() {
    guard sweptFar else { return }
    if farWork * Tableau.farWorkPerRefresh >= basicOfRow.count {
      farWork = 0
      farRows.removeAll(keepingCapacity: true)
      for r in 0..<basicOfRow.count where basicOfRow[r] >= 0 && !isDeferredRow[r] {
        refreshDriftedValue(row: r)
      }
      return
    }
    refreshDriftedValues(ofRows: farRows)
    farRows.removeAll(keepingCapacity: true)
  }

  /// Notes the rows a far step of symbol `s` moved (its column, as `shift` left it), for
  /// `refreshDriftedValuesAfterFarSteps`.
  mutating func noteFarStep(_ s: Int) {
    let rows = columns[s]
    farRows.append(contentsOf: rows)
    farWork += rows.count + 1
  }

  /// Re-reads row `r`'s basic value where it drifted by more than the evaluation's own error.
  mutating func refreshDriftedValue(row r: Int) {
    var sum = 0.0
    var scale = 0.0
    let n = rows.count(r)
    for k in 0..<n {
      let t = rows.coefficient(r, k) * value[Int(rows.symbol(r, k))]
      sum += t
      scale += abs(t)
    }
    let b = basicOfRow[r]
    guard abs(sum - value[Int(b)]) > 4 * Double(n) * Double.ulpOfOne * scale else { return }
    value[Int(b)] = sum
    // The drift may have hidden a violation: the next repair finds it.
    if violation(b) != 0 { markDirty(b) }
  }

  /// Whether symbol `s` can move by `delta` with every row kept within bounds, found by a
  /// propagated shift (no pivot) and undone. `false` means "not found this way", not "cannot".
  /// On success, `moved` receives every symbol the probe changed, with the sign of its change:
  /// each of them can move that way too.
  ///
  /// On a face whose shifts leave deferred rows as they are (`defersDependents`), `moved` holds
  /// the deferred rows' symbols of `reading` (and `s`) that moved, with their change, and no
  /// others: on a pulled chain every link after a moved view would be one. When
  /// `readingInOrder` says `reading` is sorted by its rows' `referenceOrder`, only the part of
  /// it from `changedFrom` on is read (`readDeferredChanges`).
  mutating func canShift(
    _ s: Int32, by delta: Double, moved: inout [(Int32, Double)], reading: [Int32] = [],
    readingInOrder: Bool = false
  ) -> Bool {
    usedRepairHint = false
    if shiftOnce(s, by: delta, moved: &moved, reading: reading, readingInOrder: readingInOrder) {
      return true
    }
    guard usedRepairHint, let hints = repairHints else { return false }
    // A hint proves a move when it leads to one; when it does not, the scan may still find one.
    repairHints = nil
    let found = shiftOnce(
      s, by: delta, moved: &moved, reading: reading, readingInOrder: readingInOrder)
    repairHints = hints
    return found
  }

  /// `canShift`, once: with the repair hints as they are.
  mutating func shiftOnce(
    _ s: Int32, by delta: Double, moved: inout [(Int32, Double)], reading: [Int32],
    readingInOrder: Bool
  ) -> Bool {
    let si = Int(s)
    let target = value[si] + delta
    let (low, high) = (lower[si], upper[si])
    if shiftMemo != nil { shiftMemo?.reuses.removeAll(keepingCapacity: true) }
    guard target >= low && target <= high else { return false }
    changedFrom = .max
    changedThrough = 0
    directlyChanged.removeAll(keepingCapacity: true)
    changedBasics.removeAll(keepingCapacity: true)
    probedOrder = defersDependents && hasDeferredRow(s) ? referenceOrder[Int(rowOfSymbol[si])] : 0
    var changes: [(Int32, Double)]? = [(s, value[si])]
    var start: [Int32] = [s]
    var touched: [Int32] = []
    if isBasic(s) {
      lower[si] = target
      upper[si] = target
    } else {
      for r in liveColumn(s) {
        let k = basicOfRow[Int(r)]
        changes?.append((k, value[Int(k)]))
      }
      shift(s, by: delta, touched: &touched)
      // Pinned where it moved, or the propagation could repair the rows by moving it back.
      lower[si] = value[si]
      upper[si] = value[si]
      start = touched.filter { violation($0) != 0 }
    }
    var probe = changes
    var success = start.isEmpty || probeShift(from: start, changes: &probe)
    if success, let probe {
      let first = moved.count
      appendNetChanges(probe, to: &moved)
      if defersDependents && deferredRowCount > 0 {
        success = readDeferredChanges(
          of: s, by: delta, reading: reading, inOrder: readingInOrder, probe: probe,
          moved: &moved)
        if !success { moved.removeLast(moved.count - first) }
      }
      if success && probeNonBasicChanges != nil {
        var listed = Set<Int32>()  // membership only: the first record holds the value before
        var nonBasic: [(Int32, Double)] = []
        for (k, before) in probe where listed.insert(k).inserted && !isBasic(k) {
          let d = value[Int(k)] - before
          if d != 0 { nonBasic.append((k, d)) }
        }
        probeNonBasicChanges = nonBasic
      }
      // Undo the propagation (compoundShift undoes its own moves only on failure), the rows
      // that reused proven repairs first (`ShiftMemo`; the list stays for the caller).
      undoReuses(keepingList: true)
      restore(probe.filter { !isBasic($0.0) })
    }
    lower[si] = low
    upper[si] = high
    if !isBasic(s) && value[si] != (changes?.first?.1 ?? value[si]) {
      shift(s, by: (changes?.first?.1 ?? value[si]) - value[si])
    }
    return success
  }

  /// A probe's propagated shift from the violated basic symbols `start` (`strictBounds`, each
  /// symbol moved once; with `together`, lowest row first, as `probeTogether` repairs many
  /// moves at once), tried once more with a tie going to the later symbol when it fails.
  /// `changes` holds the records before the shift and receives the shift's, as `compoundShift`
  /// writes them.
  ///
  /// Why twice: a link's two ends tie, and the first in its row is the upstream one, so a
  /// probe of a view's width moved the views before it, back to the pinned first, and failed
  /// (a chain of views whose widths are only bounded below: every width after the lookahead's
  /// reach went to a linear program, N of them, each pivoting through the chain; 1,000 views
  /// 1.6 s). The later end leads downstream, where nothing holds the chain. (A failed
  /// propagation undid its moves.) Under a `shiftMemo`, the order that found the last move
  /// goes first (`ShiftMemo.laterOnTieFirst`).
  mutating func probeShift(
    from start: [Int32], together: Bool = false, changes: inout [(Int32, Double)]?
  ) -> Bool {
    let before = changes
    var noTrace: [(moved: Int32, disturbed: Int32)]? = nil
    // The face moves' probes try first the order that served the last one (`ShiftMemo`).
    let laterFirst = shiftMemo?.laterOnTieFirst ?? false
    if compoundShift(
      from: start, respectingCosts: false, alwaysUndo: false, movesEachOnce: true,
      breadthFirst: together, lowestFirst: together, prefersLaterOnTie: laterFirst,
      strictBounds: true, changes: &changes, deadEnd: &noTrace)
    {
      return true
    }
    changes = before
    let found = compoundShift(
      from: start, respectingCosts: false, alwaysUndo: false, movesEachOnce: true,
      breadthFirst: together, lowestFirst: together, prefersLaterOnTie: !laterFirst,
      strictBounds: true, changes: &changes, deadEnd: &noTrace)
    if found && shiftMemo != nil { shiftMemo?.laterOnTieFirst = !laterFirst }
    return found
  }

  /// Appends to `net` each symbol a probe's records (`compoundShift`'s `changes`) list, with
  /// how far it moved since its first record (which holds its value before), where that is
  /// beyond round-off.
  mutating func appendNetChanges(_ records: [(Int32, Double)], to net: inout [(Int32, Double)]) {
    // The propagations' scratch set, free between them (membership only).
    var counted = propagationScratch.recorded
    propagationScratch.recorded = SymbolSet()
    defer {
      PropagationScratch.empty(&counted)
      propagationScratch.recorded = counted
    }
    // Room once, for an empty list (most are: one a probe): grown one append at a time, it was
    // reallocated about log₂ of its length times. Never for a list that holds some already,
    // where a request a call would copy it each time.
    if net.isEmpty { net.reserveCapacity(records.count) }
    for (k, before) in records where counted.insert(k) {
      let d = value[Int(k)] - before
      if abs(d) > 1e-9 * max(1, abs(before)) { net.append((k, d)) }
    }
  }

  /// Whether `s` certainly cannot move in `direction` (+1 or -1): it is non-basic at the bound
  /// that blocks that way, or basic with a row `s = Σ aⱼ·nⱼ` whose every symbol that would move
  /// it that way already rests on the bound that stops it — then `s` is at its extreme over every
  /// point the bounds allow. Exact when it says yes, and cheap: in a layout whose views are all
  /// pinned it answers for most variables, with no probe and no linear program. `false` means
  /// "not proven".
  func cannotMove(_ s: Int32, _ direction: Double) -> Bool {
    let si = Int(s)
    let r = Int(rowOfSymbol[si])
    if r < 0 { return direction > 0 ? !canIncrease(s) : !canDecrease(s) }
    for k in 0..<rows.count(r) {
      let j = rows.symbol(r, k)
      let a = rows.coefficient(r, k) * direction
      if a > 0 ? canIncrease(j) : canDecrease(j) { return false }
    }
    return true
  }

  /// Puts non-basic symbols back to the given values, updating the basic ones.
  mutating func restore(_ values: [(Int32, Double)]) {
    for (k, v) in values.reversed() where value[Int(k)] != v {
      shift(k, by: v - value[Int(k)])
    }
  }

  /// Whether moving non-basic `j` by `t` pushes no basic symbol out of bounds (or further out),
  /// apart from the basic symbol of row `r`, the row the move is for.
  mutating func disturbsNoOtherRow(moving j: Int32, by t: Double, besides r: Int) -> Bool {
    let ji = Int(j)
    nextStamp()
    for q in columns[ji] {
      let qi = Int(q)
      let basic = basicOfRow[qi]
      if qi == r || basic < 0 || rowStamp[qi] == currentStamp { continue }
      guard let p = rows.find(j, inRow: qi) else { continue }
      rowStamp[qi] = currentStamp
      // Read off the values, not written and put back (two writes, each a uniqueness check),
      // and the violation before the move only when the one after it needs comparing.
      let bi = Int(basic)
      let saved = value[bi]
      let after = Tableau.violation(
        saved + rows.coefficient(qi, p) * t, lower: lower[bi], upper: upper[bi])
      if after == 0 { continue }
      let before = Tableau.violation(saved, lower: lower[bi], upper: upper[bi])
      if before == 0 || abs(after) > abs(before) || (after > 0) != (before > 0) {
        return false
      }
    }
    return true
  }

  /// The entering symbol for a violated row (see `repair`).
  mutating func chooseEntering(
    row r: Int, delta: Double, respectingCosts: Bool, bland: Bool, among candidates: [Int32]
  ) -> Int32? {
    var best: Int32 = -1
    var bestScale = 0.0
    var bestColumn = -1  // counted when a tie first needs it
    // The reduced costs read so far: the best symbol's levels `0 ..< bestKnown` at
    // `costs[0 ...]`, the candidate's `0 ..< known` at `costs[levels ...]`. Each is a binary
    // search of a long objective row, and `compareRatios` read both symbols' again at every
    // comparison (their signs, then the ratios): most of what choosing cost in W1's build. Read
    // once each, and only as deep as a comparison goes.
    let levels = objective.count
    var costs = costScratch
    costScratch = []  // sole owner while choosing: no copy on write
    defer { costScratch = costs }
    if costs.count < 2 * levels { costs = Array(repeating: 0, count: 2 * levels) }
    return costs.withUnsafeMutableBufferPointer { costs -> Int32? in
      var bestKnown = 0
      for entry in candidates {
        guard let (j, a, direction) = movableEntry(row: r, Int(entry), delta: delta) else {
          continue
        }
        // Rows are sorted: the first movable symbol has the lowest index.
        if !respectingCosts { return j }
        // Cost per unit of the basic symbol's movement; dual feasibility makes it >= 0.
        let scale = direction / abs(a)
        if best < 0 {
          best = j
          bestScale = scale
          bestColumn = -1
          bestKnown = 0
          continue
        }
        var known = 0
        let order = compareRatios(
          j, scale, costs: costs, at: levels, known: &known, best, bestScale, bestKnown: &bestKnown)
        var replaces = order < 0
        if order == 0 && !bland {
          // A tie: the symbol in fewer rows makes less fill.
          if bestColumn < 0 { bestColumn = textbookColumnCount(best) }
          let column = textbookColumnCount(j)
          if column < bestColumn {
            replaces = true
            bestColumn = column
          }
        } else if replaces {
          bestColumn = -1
        }
        if replaces {
          best = j
          bestScale = scale
          for l in 0..<known { costs[l] = costs[levels + l] }
          bestKnown = known
        }
      }
      return best >= 0 ? best : nil
    }
  }

  /// How an optimization ended.
  enum OptimizeOutcome: Equatable {
    case optimal
    /// The objective can improve without bound along this non-basic symbol.
    case unbounded(Int32)
    case gaveUp
  }

  /// The primal simplex over the lexicographic objective, from a feasible point.
  ///
  /// Entering: the lowest-index non-basic symbol whose reduced-cost vector says moving it lowers
  /// the error at the highest level it touches, and whose bounds let it move that way. Leaving:
  /// the basic symbol that first reaches a bound (ties to the lowest index) — or none, when the
  /// entering symbol reaches its own bound first. Bland's rule on both sides rules out cycling.
  /// `optimize()` after a tracked removal (`CostChangeLog`), making the same pivots without
  /// reading every objective entry.
  ///
  /// While every change of the objective since `begin` was recorded, only the recorded symbols
  /// can have become improving: every other symbol was not improving at the optimum the removal
  /// started from, and neither its reduced costs nor its value has moved since. So the lowest
  /// improving symbol among them is the one Bland's rule picks from the whole objective, and the
  /// step is `optimize()`'s. A step's own pivot records what it changes in turn (the pivot row's
  /// symbols, the leaving one), so the loop goes on from the log. When no recorded symbol
  /// improves, the tableau is optimal. Anything not recorded (a repair that moved values, a
  /// change made by a path that does not log) hands over to the full `optimize()`, which then
  /// picks as it would have.
  ///
  /// `detectsDrift`: also note in `costDrift` whether an objective entry the change touched is
  /// round-off (a removal's pivots make such entries; an addition that joins a shared row
  /// reprices nothing and skips the check).
  mutating func optimizeAfterTrackedChanges(detectsDrift: Bool = true) -> OptimizeOutcome {
    defer { costChanges.stop() }
    var iterations = 0
    let limit = iterationLimit
    // Past as many candidates as the objective has entries, the full scan reads less.
    var entries = 0
    for row in objective { entries += row.count }
    let candidateLimit = min(Tableau.trackedCandidateLimit, entries)
    while costChanges.isTracking,
      objectiveVersion &- costChanges.startVersion == costChanges.changes,
      costChanges.symbols.count <= candidateLimit
    {
      var best: Int32 = .max
      var bestDirection = 0.0
      for s in costChanges.symbols where s < best {
        if let direction = improvingDirection(s) {
          best = s
          bestDirection = direction
        }
      }
      if best == .max {
        assert(improvingSymbol() == nil, "the tracked optimize missed an improving symbol")
        if detectsDrift { costDrift = costChanges.symbols.contains { hasDriftedCost($0) } }
        return .optimal
      }
      iterations += 1
      if iterations > limit { return .gaveUp }
      if !step(entering: best, direction: bestDirection) {
        // The errors are bounded below: a price that leads nowhere is round-off.
        if detectsDrift { costDrift = true }
        return .unbounded(best)
      }
    }
    costChanges.stop()
    let outcome = optimize()
    // The full scan reads every entry: so does this, once.
    if detectsDrift { costDrift = outcome != .optimal || objectiveHasDrift }
    return outcome
  }

  /// Whether some level prices some symbol at an amount that can only be round-off
  /// (`isDrift`): one read of every objective entry.
  var objectiveHasDrift: Bool {
    objective.contains { row in row.coefficients.contains { Tableau.isDrift($0) } }
  }

  /// Whether some level prices `s` at an amount that can only be round-off (`isDrift`).
  func hasDriftedCost(_ s: Int32) -> Bool {
    for l in objective.indices where Tableau.isDrift(objective[l].coefficient(of: s)) {
      return true
    }
    return false
  }

  /// Whether a reduced cost is beyond `costTolerance`, where the simplex takes it for a price,
  /// but below `driftLimit`: no layout's weights and coefficients make such a price, pivots'
  /// round-off does (`Solver.repriceObjective`).
  @inline(__always)
  static func isDrift(_ c: Double) -> Bool {
    abs(c) > costTolerance && abs(c) < driftLimit
  }

  /// See `isDrift`. A false alarm costs a pricing pass, and after a removal at most one
  /// re-solve from scratch (`Solver.remove`, `driftIsRoundOff`), never an answer.
  static let driftLimit = 1e-7

  /// The most symbols a tracked optimize reads each step before it hands over to the full scan
  /// (a long pivot row logs every symbol it holds; past this, reading the objective rows is the
  /// cheaper way to the same choice).
  static let trackedCandidateLimit = 4_096

  /// The direction in which moving symbol `s` lowers the lexicographic objective (+1 or -1), or
  /// nil when it does not: its entry at the highest level that prices it beyond
  /// `costTolerance` has a sign its bounds let it follow — the test `improvingSymbol()` makes
  /// of each symbol it reads.
  func improvingDirection(_ s: Int32) -> Double? {
    for l in objective.indices {
      let c = objective[l].coefficient(of: s)
      if c < -Tableau.costTolerance { return canIncrease(s) ? 1 : nil }
      if c > Tableau.costTolerance { return canDecrease(s) ? -1 : nil }
    }
    return nil
  }

  mutating func optimize() -> OptimizeOutcome {
    fullOptimizes &+= 1
    var iterations = 0
    let limit = iterationLimit
    // Bland's choice, step after step, without reading every objective entry each time.
    var scan = EnteringScan()
    while true {
      iterations += 1
      if iterations > limit { return .gaveUp }
      guard let (j, direction) = nextImproving(&scan) else { return .optimal }
      if !step(entering: j, direction: direction) { return .unbounded(j) }
      noteStep(entering: j, in: &scan)
    }
  }

  /// One step of the primal simplex: symbol `j` moves in `direction` until it or a basic symbol
  /// reaches a bound (the first to, ties to the lowest index), and the basic one leaves for it.
  /// - Returns: `false` when nothing bounds the move (the objective is unbounded along `j`).
  @inline(__always)
  mutating func step(entering j: Int32, direction: Double) -> Bool {
    let ji = Int(j)
    var step = direction > 0 ? upper[ji] - value[ji] : value[ji] - lower[ji]
    var leaving: Int32 = -1
    for q in liveColumn(j) {
      let qi = Int(q)
      let k = basicOfRow[qi]
      let ki = Int(k)
      let rate = rows.coefficient(of: j, inRow: qi) * direction
      var limitHere = Double.infinity
      if rate > Tableau.pivotTolerance && upper[ki] < .infinity {
        limitHere = max(0, (upper[ki] - value[ki]) / rate)
      } else if rate < -Tableau.pivotTolerance && lower[ki] > -.infinity {
        limitHere = max(0, (value[ki] - lower[ki]) / -rate)
      }
      if limitHere < step || (limitHere == step && leaving >= 0 && k < leaving) {
        step = limitHere
        leaving = k
      }
    }
    if step == .infinity { return false }
    shift(j, by: direction * step)
    if leaving >= 0 {
      let li = Int(leaving)
      let bound =
        (value[li] - lower[li]).magnitude <= (upper[li] - value[li]).magnitude
        ? lower[li] : upper[li]
      pivot(entering: j, leaving: leaving)
      shift(leaving, by: bound - value[li])
      value[li] = bound
    }
    return true
  }

  /// The lowest-index non-basic symbol whose move lowers the lexicographic objective, with the
  /// direction of that move (+1 or -1).
  ///
  /// Bland's rule, found level by level instead of over a gathered and sorted union of the
  /// levels: an improving symbol's lexicographic reduced cost gets its sign from exactly one
  /// level, the highest where its entry exceeds `costTolerance`. So each level's row (sorted by
  /// symbol index) is scanned for its lowest symbol that this level makes improving — its entry
  /// has a sign its bounds let it follow, and no higher level has an entry for it beyond the
  /// tolerance — and the scan stops at the first such symbol or at the best index found at a
  /// higher level. The least of these is the least improving symbol overall: the same choice as
  /// before, found without allocating, sorting or looking up every symbol in every level.
  /// A removal re-optimises after every constraint it takes out; gathering and sorting all the
  /// levels each time made rotating a screen of stacks quadratic with a log factor and the
  /// biggest cost of it (`adaptive-bench scene --stacks`).
  func improvingSymbol() -> (Int32, Double)? {
    improvingSymbol(from: 0, below: .max)
  }

  /// `improvingSymbol()` among the symbols from `first` up to, not including, `limit`: each
  /// level's row read from its first entry at or past `first` (a binary search).
  func improvingSymbol(from first: Int32, below limit: Int32) -> (Int32, Double)? {
    var best = limit
    var bestDirection = 0.0
    for l in objective.indices {
      objective[l].symbols.withUnsafeBufferPointer { symbols in
        objective[l].coefficients.withUnsafeBufferPointer { coefficients in
          var start = 0
          if first > 0 {
            var high = symbols.count
            while start < high {
              let mid = (start + high) >> 1
              if symbols[mid] < first { start = mid + 1 } else { high = mid }
            }
          }
          for k in start..<symbols.count {
            let s = symbols[k]
            if s >= best { break }
            let c = coefficients[k]
            let direction: Double
            if c < -Tableau.costTolerance {
              guard canIncrease(s) else { continue }
              direction = 1
            } else if c > Tableau.costTolerance {
              guard canDecrease(s) else { continue }
              direction = -1
            } else {
              continue
            }
            // A higher level that prices it decides its sign: not this level's candidate.
            var decidedAbove = false
            for h in 0..<l where abs(objective[h].coefficient(of: s)) > Tableau.costTolerance {
              decidedAbove = true
              break
            }
            if decidedAbove { continue }
            best = s
            bestDirection = direction
            break
          }
        }
      }
    }
    return best == limit ? nil : (best, bestDirection)
  }
}

/// The working lists of `compoundShift`, kept in the tableau between calls: a propagation
/// appended to nine fresh arrays, and their allocations and growth were a third of what a
/// propagation cost in W1's build. Stored emptied; lists that grew past `keptCapacity` are let
/// go, so a large layout's probe does not keep its lists for the tableau's lifetime.
struct PropagationScratch {
  var log: [(Int32, Double)] = []
  var originals: [(Int32, Double)] = []
  var touchedBasics: [Int32] = []
  var queueCause: [Int] = []
  var fixedCause: [Int] = []
  var movedRow: [Int32] = []
  var moveCause: [Int] = []
  var fixedQueue: [Int32] = []
  var queue: [Int32] = []
  /// The symbols a call recorded (`compoundShift`'s `changes`).
  var recorded = SymbolSet()

  /// The largest list kept for the next call.
  static let keptCapacity = 1_024

  /// Empties a list for the next call, or lets it go when it grew large. An empty list is
  /// left alone: `removeAll(keepingCapacity:)` is a generic call even then, and most of the nine
  /// lists are empty after a chain probe (W1's build: 0.5%).
  @inline(__always)
  static func empty<T>(_ list: inout [T]) {
    if list.capacity > keptCapacity {
      list = []
    } else if !list.isEmpty {
      list.removeAll(keepingCapacity: true)
    }
  }

  /// Empties a set for the next call, or lets it go when its table grew large (twice a kept
  /// list's capacity: the table stays at most half full).
  static func empty(_ set: inout SymbolSet) {
    if set.tableCount > 2 * keptCapacity {
      set = SymbolSet()
    } else if set.count > 0 {
      set.removeAll()
    }
  }
}

extension Tableau {
  /// Entry `k` of row `r` as a candidate to repair the row by `delta`: its symbol, coefficient
  /// and the way the repair would move it, or nil when the coefficient is too small to pivot on
  /// or the symbol rests on the bound that way.
  @inline(__always)
  func movableEntry(row r: Int, _ k: Int, delta: Double) -> (
    symbol: Int32, coefficient: Double, direction: Double
  )? {
    let a = rows.coefficient(r, k)
    if abs(a) <= Tableau.pivotTolerance { return nil }
    let j = rows.symbol(r, k)
    let direction: Double = (delta / a) > 0 ? 1 : -1
    if direction > 0 ? !canIncrease(j) : !canDecrease(j) { return nil }
    return (j, a, direction)
  }
}

/// What a removal (`Solver.remove`) changed of the objective: the symbols whose reduced costs or
/// values it may have moved, and how many changes of `objective` it made through the paths that
/// record them. `objectiveVersion` counts every change however made, so comparing the two says
/// whether the record is complete.
struct CostChangeLog {
  var isTracking = false
  var startVersion: UInt64 = 0
  var changes: UInt64 = 0
  var symbols: [Int32] = []

  // Emptied only when not empty: `removeAll(keepingCapacity:)` of an empty array still costs a
  // call into the standard library, and every addition stops the log (+0.4% in W5r's build).
  mutating func begin(at version: UInt64) {
    isTracking = true
    startVersion = version
    changes = 0
    if !symbols.isEmpty { symbols.removeAll(keepingCapacity: true) }
  }

  mutating func stop() {
    isTracking = false
    if !symbols.isEmpty { symbols.removeAll(keepingCapacity: true) }
  }
}
