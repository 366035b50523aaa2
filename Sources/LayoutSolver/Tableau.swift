/// The role a symbol plays in the tableau, in Cassowary's vocabulary.
enum SymbolKind: UInt8 {
  /// A user variable: free, unbounded both ways.
  case external
  /// The value of a constraint's expression: `slack = Σ aᵢ·xᵢ`, bounded by the constraint.
  case slack
  /// The violation of an optional constraint: non-negative, weighted in the objective.
  case error
  /// A freed slot, waiting for reuse.
  case unused
}

/// The simplex tableau in the bounded ("general") form of Dutertre and de Moura (2006).
///
/// Every constraint owns a *slack* symbol defined by a row over the other symbols, and its bounds
/// say what the constraint demands: `[c, c]` for an equality, `[c, ∞)` for `>=`. Every symbol
/// carries a value, basic or not; a pivot swaps roles without changing any value. Keeping the user
/// variables non-basic wherever possible keeps rows short: a chain of constraints stays a chain of
/// two- and three-term rows instead of rows that fill with every symbol upstream (Cassowary's
/// quadratic growth).
///
/// Optional constraints get error symbols (`e⁺`, `e⁻ ≥ 0`) in their row. The objective is one sparse
/// row per priority level, each the sum of that level's errors expressed over the non-basic symbols,
/// and the levels compare lexicographically: a reduced cost is a vector, read from the highest
/// level down.
struct Tableau {
  // MARK: Symbols, by index
  var kind: [SymbolKind] = []
  var lower: [Double] = []
  var upper: [Double] = []
  var value: [Double] = []
  /// The row a basic symbol owns, or -1 for a non-basic symbol.
  var rowOfSymbol: [Int32] = []
  /// Rows in which a non-basic symbol may appear. Lazily cleaned: entries may be stale (the row
  /// lost the symbol or was freed) or repeated, and `liveColumn` filters them.
  var columns = ColumnTable()
  /// For slack and error symbols, the index of the owning constraint record; for external
  /// symbols, the index of the variable.
  var owner: [Int32] = []
  var freeSymbols: [Int32] = []
  /// Advances with every change of the basis, the rows or the objective (never with a value or a
  /// bound): a cached `ConstantResponse` holds only while it stays the same.
  var structureVersion: UInt64 = 0
  /// Bumped whenever a reduced cost or which symbols are basic may have changed (a pivot, an
  /// objective entry substituted or taken out with a row): the optimistic aliases' certificates
  /// read nothing else (`Solver+OptimisticAliases.swift`).
  var costVersion: UInt64 = 0
  /// Whether a basic symbol may appear in deferred rows (see `Tableau+Deferred.swift`): then its
  /// column lists those rows, and a change of its value must reach their basic symbols.
  var hasDependents: [Bool] = []

  // MARK: Rows, by index
  var rows = RowPool()
  /// The basic symbol of each row, or -1 for a freed row.
  var basicOfRow: [Int32] = []
  var freeRows: [Int32] = []
  /// Whether each row may hold basic symbols, which stand for their own rows (a *deferred* row;
  /// only a free symbol's row is ever one). Every other row holds non-basic symbols only.
  var isDeferredRow: [Bool] = []
  /// How many rows are deferred: when none, the tableau is in the textbook form throughout.
  var deferredRowCount = 0
  /// Chains shorter than this are pivoted in the textbook way (see `basifyBlockedChain`): their
  /// rows stay short enough that deferring them saves less than the bookkeeping costs (measured
  /// in instructions on pulled chains and on stacks of views compressed against an edge). A
  /// variable so that tests can send short chains through deferred rows.
  var deferredChainMinimum = Tableau.defaultDeferredChainMinimum

  /// `deferredChainMinimum` for tableaus made in this task: tests lower it to run their systems
  /// through deferred rows (a task-local value, so tests running at once do not see each other's).
  @TaskLocal static var defaultDeferredChainMinimum = 32
  /// The fewest zero-cost candidates in a violated row for which the long step of
  /// `Tableau+LongStep.swift` is tried: below it, the plain dual simplex (a few pivots of short
  /// rows cost less than the detour). A variable so that tests can compare the two paths.
  var longStepMinimum = Tableau.defaultLongStepMinimum
  /// `longStepMinimum` for tableaus made in this task (tests lower it; `Int.max` turns it off).
  @TaskLocal static var defaultLongStepMinimum = 32
  /// The iterations a simplex call may make beyond 50 per row and symbol (`iterationLimit`).
  /// Tests set it far below zero, so that any call that needs an iteration gives up, as on a
  /// numerical breakdown, in a system small enough to work by hand. (A base rather than a cap:
  /// a cap cost the repair loop a comparison on every call.)
  var iterationBase = 10_000
  /// How many times the long step acted (read by tests, which must see it act to mean anything).
  var longSteps = 0
  /// The column entries the long step has read (`roomToMove`, `singleBlockingRow`: each live
  /// column in full, an estimate), which `repair` weighs against `pivotWork`. Only grows
  /// (wrapping), and is read as differences.
  var longStepScanWork = 0
  /// What the pivots have written: each pivot adds the entering column's rows times the pivot
  /// row's length, an estimate. Only grows (wrapping), and is read as differences.
  var pivotWork = 0
  /// How many times `optimize()` ran, each reading the objective from its first entry (read by
  /// tests, which check that a change re-optimized from its log instead).
  var fullOptimizes = 0
  /// For a deferred row of a chain's link, how many links of the chain come after it: the rows
  /// that would hold its symbols in the textbook form, for the ratio test's column counts.
  var deferredWeight: [Int32] = []

  // MARK: Objective
  /// Priority levels that have an objective row, highest first.
  var levels: [Int] = []
  /// The sum of each level's error symbols, over non-basic symbols; parallel to `levels`.
  /// Every change of it, wherever made, advances `objectiveVersion` (the observer runs after an
  /// in-place change too, without copying the rows: it does not read the old value).
  var objective: [SparseRow] = [] {
    didSet { objectiveVersion &+= 1 }
  }
  /// Advances with every change of `objective` (see `cachedZeroCost`).
  var objectiveVersion: UInt64 = 1
  /// What a removal changed of the reduced costs, so that the optimize after it need not read
  /// every objective entry (`Tableau.optimizeAfterTrackedChanges`).
  var costChanges = CostChangeLog()
  /// Set by `optimizeAfterTrackedChanges` when a reduced cost it read is round-off beyond the
  /// simplex's tolerance (`isDrift`): the removal then prices the objective afresh.
  var costDrift = false
  /// Per symbol, what `objectiveFacts` last found of it and when: `memoEpoch << 2`, plus 1
  /// when its cost is zero (`hasZeroCost`) and 2 when no objective row holds it; an older epoch
  /// (0: never) when not known. Four bytes a symbol, not eight: the epoch advances only when
  /// the memo is read after the objective changed, and it is cleared before an epoch could
  /// repeat.
  var zeroCostMemo: [UInt32] = []
  /// The current epoch of `zeroCostMemo`, and the `objectiveVersion` it stands for.
  var memoEpoch: UInt32 = 0
  var memoVersion: UInt64 = 0

  // MARK: Scratch
  /// Per-symbol marks: `movedStamp[s] == moveEpoch` when a propagated shift has moved `s`.
  var movedStamp: [UInt32] = []
  var moveEpoch: UInt32 = 0
  /// Per-symbol: how many times the current propagated shift has moved `s` (meaningful while
  /// `movedStamp[s] == moveEpoch`); see `Tableau.oscillationLimit`.
  var moveCount: [UInt16] = []
  /// Per-row marks for de-duplicating column walks.
  var rowStamp: [UInt32] = []
  var currentStamp: UInt32 = 0
  /// A min-heap of basic symbols whose value may lie outside their bounds, each at most once
  /// (`isDirty`); the lowest index comes out first, so repairs run in a deterministic order.
  var dirtyHeap = MinHeap<Int32>()
  /// Reused by `pivot` to merge objective rows without allocating.
  var objectiveScratch = SparseRow()
  /// Reused by `repair` for the candidate entries of the row it repairs.
  var candidateScratch: [Int32] = []
  /// Reused by `chooseEntering` for the reduced costs of the symbols it compares.
  var costScratch: [Double] = []
  /// Reused by `findShift` for the candidates with long columns.
  var longColumnScratch: [(Int32, Double)] = []
  /// Reused by `compoundShift` for its working lists.
  var propagationScratch = PropagationScratch()
  /// The last planned propagation (`planShift`), which `compoundShift` follows when `planned`.
  var shiftPlan = ShiftPlan()
  /// How many more planned shifts that fail at a row an addition's pivots pushed out this
  /// tableau tries (`repair`): two to start with, two more for each that succeeds (up to
  /// `postPivotPlanCreditLimit`), one less for each that fails past `cheapPlanRows` rows.
  var postPivotPlanCredit = 2
  /// Reused by `chainProbe` for its working lists.
  var chainProbeScratch = ChainProbeScratch()
  /// How many violated rows the last propagated shift (`compoundShift`) repaired or looked
  /// at: what a chain probe cost.
  var lastPropagationRows = 0
  /// The symbol the last propagated shift (`compoundShift`) moved first, or -1: the one a
  /// retry avoids (`repair`).
  var lastFirstMove: Int32 = -1
  /// How many moves the propagated shifts (`compoundShift`) have made, undone ones included,
  /// since the tableau was made: a count for tests and profiles.
  var propagationMoves = 0
  /// How many deferred rows' basic symbols have been recomputed because a symbol they depend
  /// on moved (`propagateToDependents`), since the tableau was made: a count for tests.
  var dependentRecomputations = 0
  /// Whether a shift since the last whole refresh (`refreshDriftedValuesAfterFarSteps()`)
  /// moved a symbol by more than `farStep`: its round-off may be left in basic values that have
  /// come back small since. Each far step adds to `farWork`, which only that refresh clears.
  var sweptFar: Bool { farWork > 0 }
  /// The rows the far steps since the last whole refresh moved (a row may be listed more than
  /// once, or no longer hold the symbol): where their round-off was left.
  var farRows: [Int32] = []
  /// How many rows the far steps since the last whole refresh moved: what they cost.
  var farWork = 0
  /// How many rows of far steps pay for reading every row again: a whole refresh comes after a
  /// far step only once the far steps since the last one moved 1/64 of the rows.
  ///
  /// Why not after every change: a row of 20,000 views or more squeezed into its container
  /// places its views past a million points, so almost every constraint added sweeps far, and
  /// reading every row after each was quadratic (30,000 views: 80% of a 26 s `query`).
  static let farWorkPerRefresh = 64
  /// A step no layout's coordinates come near (a million points). Only a tiny coefficient
  /// makes one: a repair of a row through its 3e-4 entry (seed 19 of the kiwi differential
  /// moved a slack by 2.2e8), each basic value it crosses left an ulp of `c·step` off.
  static let farStep = 1e6
  /// Reused by `pivot` for the symbols a merge adds to a row.
  var insertedScratch: [Int32] = []
  /// Reused by `expand` and `propagateToDependents`: per-symbol sums and marks.
  var expansionSum: [Double] = []
  var expansionScale: [Double] = []
  var expansionStamp: [UInt32] = []
  var expansionEpoch: UInt32 = 0
  var isDirty: [Bool] = []

  // MARK: Probes of the optimal face (see `Tableau+FaceProbes.swift`)
  /// When set (on the face's copy only), a shift leaves the basic symbols of deferred rows where
  /// they are and notes how far down the reference order it reached; their change at a probe's
  /// point is read on demand (`probedChange`).
  var defersDependents = false
  /// While a propagated shift runs (`compoundShift`): the symbols it moved whose deferred
  /// dependents are still to be recomputed, once, when it ends (nil: each shift recomputes them
  /// at once).
  var pendingDependents: [Int32]? = nil
  /// Per row: its place in an order where every deferred row comes after the deferred rows it
  /// refers to (0 for a row that is not deferred).
  var referenceOrder: [Int32] = []
  /// Per symbol: the lowest `referenceOrder` of the deferred rows that refer to it.
  var dependentsFrom: [Int32] = []
  /// The lowest `referenceOrder` of a deferred row the current probe may have changed.
  var changedFrom: Int32 = .max
  /// The `referenceOrder` of the probed symbol's row (0 when it has no deferred row).
  var probedOrder: Int32 = 0
  /// The deferred rows the current probe's shifts met (a moved symbol in them), with repeats,
  /// and the bounded basic symbols they moved that deferred rows hold: where its changes
  /// enter the deferred rows (`readDeferredChanges`).
  var directlyChanged: [Int32] = []
  var changedBasics: [Int32] = []
  /// Per symbol with a row, the deferred rows that hold it: `referrerRows[referrerStart[s] ..<
  /// referrerStart[s + 1]]` (set by `prepareProbes`).
  var referrerStart: [Int32] = []
  var referrerRows: [Int32] = []
  /// The highest `referenceOrder` of a row whose change the last reading summed: no deferred
  /// row after it moved (0 before any reading).
  var changedThrough: Int32 = 0
  /// Per long deferred row (`reachTableMinimum` entries or more; empty for the others), per
  /// entry: the lowest order at which another row holding the entry's symbol stands
  /// (`mayReachThroughReferences` as a threshold, read once per face instead of once per
  /// scan of the row).
  var reachOrder: [[Int32]] = []
  /// Per long deferred row as for `reachOrder`: the entries that hold a symbol with a row.
  var longRowReferences: [[Int32]] = []
  /// The symbols the current probe's records name, each once (`readDeferredChanges`).
  var probeSymbols: [Int32] = []
  /// The last textbook row `textbookRow(of:)` expanded, of a chain of exact links, with that
  /// chain's length: the next link's is a merge away.
  var lastTextbook: (symbol: Int32, row: SparseRow, depth: Int)?
  /// Each symbol's value before the current probe moved it (`probeStamp == probeEpoch`).
  var probeBefore: [Double] = []
  var probeStamp: [UInt32] = []
  var probeEpoch: UInt32 = 0
  /// `probedChange`'s sums, valid while `changeStamp == probeEpoch`.
  var changeMemo: [Double] = []
  var changeStamp: [UInt32] = []
  /// Whether `sumChangedRows` has queued a symbol's row in the current probe
  /// (`queuedStamp == probeEpoch`).
  var queuedStamp: [UInt32] = []
  /// When not nil, a successful `canShift` sets it to every non-basic symbol the probe moved,
  /// with its change, in the order the probe first met them: the move itself, which
  /// `settleOnExactForest` weighs against the textbook rows of a chain's links.
  var probeNonBasicChanges: [(Int32, Double)]?
  /// When not nil (the probes of one ambiguity question), per row slot: the symbol the last
  /// propagated shift moved to repair that row, for long bounded rows (-1: none yet). A repair
  /// tries it before scanning the row: on a squeezed row (W6) every width that can grow is
  /// probed, each pushing the absorbing view's `width >= 0` row, which holds every width, out
  /// of bounds, and each scan of it to find the same width to shrink cost O(N). A probe that
  /// took a hint and failed is run again without hints (`canShift`), so a hint can only find
  /// a move sooner, never miss one the scan finds.
  var repairHints: [Int32]?
  /// Whether the current propagated shift took a repair hint.
  var usedRepairHint = false
  /// When not nil (the face moves of `Solver.moves`, on a face without deferred rows): what
  /// earlier successful probes proved, which a probe's propagation reuses where it reaches a
  /// row they repaired, and to which it adds its own repairs (see `ShiftMemo`).
  var shiftMemo: ShiftMemo?

  /// Values closer than this to a bound count as on it.
  static let feasibilityTolerance = 1e-8
  /// Pivot elements at most this are refused, and dropped from a row before it is pivoted on:
  /// they are round-off, and dividing by them would amplify it. 1e-11 was too small: after a
  /// few hundred pivots of random systems with coefficients up to 3, round-off entries reached
  /// 1.9e-11, one of them won a ratio test (its symbol cost nothing at the top level), and the
  /// pivot wrote 1e11 into the rows (seed 70009 of `AddOptimalityTests`). Layouts' true
  /// coefficients are nowhere near 1e-9 (kiwi drops every entry below 1e-8).
  static let pivotTolerance = 1e-9
  /// Reduced-cost entries smaller than this count as zero.
  static let costTolerance = 1e-12
  /// Two cost ratios closer than this, relative to their size, tie in the ratio test. Ratios
  /// carry the round-off of every pivot behind them: two symbols whose ratios are both 2 can read
  /// 2.000000000000324 and 1.9999999999960756, and an absolute test calls the second strictly
  /// cheaper instead of letting the next level decide (a lost optimum, found by a fuzzer).
  static let ratioTolerance = 1e-9
  /// A pivot's new reduced cost within this fraction of its terms is a tie, not a price: the
  /// ratio test calls two ratios equal within `ratioTolerance`, and the reduced cost the pivot
  /// leaves the tied symbol is their difference times its coefficient, so the same fraction of
  /// the terms it is computed from. Kept as it came out of the sum (`SparseRow.cancels` at
  /// 1e-12), 1.8e-12 of round-off exceeded `costTolerance` with the wrong sign, and the add
  /// ended with that symbol improving (seeds 90122 and 90137 of `AddOptimalityTests`).
  static let costCancellationTolerance = ratioTolerance

  /// An empty tableau, with room for `reservedSymbols` symbols in every per-symbol array.
  init() {
    // And for as many rows, in the five per-row arrays: grown from empty, they reallocated
    // about 20 times in a W1 build.
    reserve(symbols: Tableau.reservedSymbols, rows: Tableau.reservedSymbols)
  }

  /// Room for `symbols` more symbols in every per-symbol array and `rows` more rows in every
  /// per-row array (not for the rows' entries, whose number the substitutions decide).
  ///
  /// An array that must grow grows to exactly that room, where appending doubled it: one
  /// call before a large batch leaves no half-empty tables (see `Solver.reserveCapacity`).
  /// Called before each of many small batches it would copy every table each time.
  mutating func reserve(symbols: Int, rows: Int) {
    let s = kind.count + symbols
    kind.reserveCapacity(s)
    lower.reserveCapacity(s)
    upper.reserveCapacity(s)
    value.reserveCapacity(s)
    rowOfSymbol.reserveCapacity(s)
    columns.reserveCapacity(s)
    owner.reserveCapacity(s)
    isDirty.reserveCapacity(s)
    movedStamp.reserveCapacity(s)
    moveCount.reserveCapacity(s)
    hasDependents.reserveCapacity(s)
    let r = basicOfRow.count + rows
    self.rows.reserveSlots(r)
    basicOfRow.reserveCapacity(r)
    rowStamp.reserveCapacity(r)
    isDeferredRow.reserveCapacity(r)
    deferredWeight.reserveCapacity(r)
  }

  /// Room reserved up front in the per-symbol arrays: growing ten arrays one doubling at a time
  /// from empty cost a small system (W1's 245 symbols) ten reallocations each. 256, not 128:
  /// from 128 each array (and each per-row one, `init`) still grew once in a W1 build, copying
  /// what it held (about 0.5% of the build in the profile), where the room costs about 90 bytes
  /// a symbol and row, 23 kB a tableau.
  static let reservedSymbols = 256

  /// Room reserved in a new level's objective row (`level(for:)`).
  static let reservedLevelEntries = 32

  // MARK: - Symbols

  /// Creates a non-basic symbol with the given bounds and value.
  mutating func makeSymbol(
    _ kind: SymbolKind, owner: Int, lower: Double = -.infinity, upper: Double = .infinity,
    value: Double = 0
  ) -> Int32 {
    structureVersion &+= 1
    if let reused = freeSymbols.popLast() {
      let s = Int(reused)
      self.kind[s] = kind
      self.lower[s] = lower
      self.upper[s] = upper
      self.value[s] = value
      self.rowOfSymbol[s] = -1
      self.columns.removeAll(s)
      self.owner[s] = Int32(owner)
      self.hasDependents[s] = false
      return reused
    }
    self.kind.append(kind)
    self.lower.append(lower)
    self.upper.append(upper)
    self.value.append(value)
    self.rowOfSymbol.append(-1)
    // No list: a column of up to `ColumnTable.headRows` rows lives in its head (most of a large
    // layout's do), and gets a list, with room for 8 rows, when its fourth row comes. Made with
    // room for 4 rows, each column was a 64-byte block (25 MB of a 50,000-label chain's
    // `query`) and an allocation for every symbol a build makes.
    self.columns.appendEmpty()
    self.owner.append(Int32(owner))
    self.isDirty.append(false)
    self.movedStamp.append(0)
    self.moveCount.append(0)
    self.hasDependents.append(false)
    return Int32(self.kind.count - 1)
  }

  /// An empty list with room for 8 rows (10, as the allocator rounds): a column's list, made
  /// when its fourth row comes (`ColumnTable.append`).
  ///
  /// From a literal: the compiler allocates it with the array type's metadata at hand, where
  /// `init(unsafeUninitializedCapacity:)` and `init(repeating:count:)` looked the metadata up in
  /// the runtime's generic cache on every call, twice the cost of the allocation itself (W1's
  /// build: 5% of its instructions). Room for 8, not 4: a column that outgrew 4 was copied in
  /// a pivot, 200 times a W1 build. (8 once moved the heap enough to slow the variable table's
  /// lookups in W3's edits; variables are no longer found by address, see `DenseTable`.)
  @inline(__always)
  static func newColumn() -> [Int32] {
    var column: [Int32] = [0, 0, 0, 0, 0, 0, 0, 0]
    column.removeAll(keepingCapacity: true)
    return column
  }

  /// Frees a symbol that appears in no row, no objective and owns no row.
  mutating func freeSymbol(_ s: Int32) {
    structureVersion &+= 1
    kind[Int(s)] = .unused
    columns.removeAll(Int(s))
    rowOfSymbol[Int(s)] = -1
    hasDependents[Int(s)] = false
    freeSymbols.append(s)
  }

  func isBasic(_ s: Int32) -> Bool { rowOfSymbol[Int(s)] >= 0 }

  // MARK: - Rows

  /// Makes `basic` (a non-basic symbol in no row) the basic symbol of a new row, and sets its
  /// value from the row.
  mutating func installRow(_ row: SparseRow, basic: Int32) {
    structureVersion &+= 1
    let r: Int32
    if let reused = freeRows.popLast() {
      r = reused
      basicOfRow[Int(r)] = basic
    } else {
      r = Int32(rows.makeSlot())
      basicOfRow.append(basic)
      rowStamp.append(0)
      isDeferredRow.append(false)
      deferredWeight.append(0)
    }
    rows.set(Int(r), row)
    rowOfSymbol[Int(basic)] = r
    columns.append(r, toColumnsOf: row.symbols, from: 0)
    value[Int(basic)] = evaluate(row)
    markDirty(basic)
  }

  /// Deletes the row of basic symbol `s`; `s` becomes non-basic and appears nowhere.
  mutating func deleteRow(of s: Int32) {
    structureVersion &+= 1
    let r = rowOfSymbol[Int(s)]
    rows.clear(Int(r))
    if isDeferredRow[Int(r)] {
      isDeferredRow[Int(r)] = false
      deferredRowCount -= 1
    }
    deferredWeight[Int(r)] = 0
    basicOfRow[Int(r)] = -1
    freeRows.append(r)
    rowOfSymbol[Int(s)] = -1
  }

  /// The value of a row at the current non-basic values.
  @inline(__always)
  func evaluate(_ row: SparseRow) -> Double {
    var sum = 0.0
    for k in 0..<row.count {
      sum += row.coefficients[k] * value[Int(row.symbols[k])]
    }
    return sum
  }

  /// The value of row `r` of the pool at the current values of the symbols it holds.
  @inline(__always)
  func evaluate(row r: Int) -> Double {
    var sum = 0.0
    for k in 0..<rows.count(r) { sum += rows.coefficient(r, k) * value[Int(rows.symbol(r, k))] }
    return sum
  }

  /// Expresses `coefficient * symbol` over non-basic symbols, adding it to `row`.
  ///
  /// `mutating` though it changes nothing: the solver calls it on its stored tableau, and a
  /// non-mutating call there copied the whole tableau (retaining and releasing every array) for
  /// each term of each new constraint.
  mutating func addSubstituted(_ coefficient: Double, _ symbol: Int32, to row: inout SparseRow) {
    let r = rowOfSymbol[Int(symbol)]
    if r < 0 {
      Tableau.add(coefficient, symbol, to: &row)
    } else if isDeferredRow[Int(r)] {
      let expanded = expand(row: Int(r))
      for k in 0..<expanded.count {
        Tableau.add(coefficient * expanded.coefficients[k], expanded.symbols[k], to: &row)
      }
    } else {
      let ri = Int(r)
      for k in 0..<rows.count(ri) {
        Tableau.add(coefficient * rows.coefficient(ri, k), rows.symbol(ri, k), to: &row)
      }
    }
  }

  /// `row.add(coefficient, symbol)`, appending when `symbol` sorts after every entry: what a new
  /// row built from sorted rows and new symbols mostly does. `Array.insert` at the end went
  /// through the generic `replaceSubrange`, at ten times the cost of an append.
  @inline(__always)
  static func add(_ coefficient: Double, _ symbol: Int32, to row: inout SparseRow) {
    if let last = row.symbols.last, last >= symbol {
      row.add(coefficient, symbol)
    } else if coefficient != 0 {
      row.symbols.append(symbol)
      row.coefficients.append(coefficient)
    }
  }

  /// The rows that really contain non-basic symbol `s`, each once, in a deterministic order;
  /// compacts the column list as a side effect.
  mutating func liveColumn(_ s: Int32) -> [Int32] {
    nextStamp()
    var live: [Int32] = []
    let list = columns[Int(s)]
    live.reserveCapacity(list.count)
    for r in list {
      let ri = Int(r)
      if basicOfRow[ri] < 0 || rowStamp[ri] == currentStamp { continue }
      if rows.find(s, inRow: ri) == nil { continue }
      rowStamp[ri] = currentStamp
      live.append(r)
    }
    columns.replace(Int(s), with: live)
    return live
  }

  // MARK: - Values

  /// Moves non-basic `s` by `delta`, updating every basic symbol whose row contains it.
  mutating func shift(_ s: Int32, by delta: Double) {
    var ignored: [Int32] = []
    shift(s, by: delta, touched: &ignored, collecting: false)
  }

  /// Moves non-basic `s` by `delta`, updating every basic symbol whose row contains it and, when
  /// `collecting`, appending those symbols to `touched`. Queues the ones it pushes out of bounds.
  ///
  /// The hot loop of every edit: it walks the column in place (no allocation), compacting stale
  /// entries as it goes.
  ///
  /// `marking: false` skips queuing violated rows for `repair`: a propagated shift repairs every
  /// row it disturbs itself (or undoes its moves), so queuing them would only cost heap traffic.
  mutating func shift(
    _ s: Int32, by delta: Double, touched: inout [Int32], collecting: Bool = true,
    marking: Bool = true
  ) {
    guard delta != 0 else { return }
    let si = Int(s)
    value[si] += delta
    let far = abs(delta) > Tableau.farStep
    defer { if far { noteFarStep(si) } }
    nextStamp()
    // Without deferred rows no row holds a basic symbol, so nothing depends on what moves here.
    let tracksDependents = deferredRowCount > 0
    var reachesDependents = false
    /// Moves the basic symbol of row `r` with `s`; whether `r` still holds `s` (a row visited
    /// already, or one that no longer holds `s`, is a stale entry of the column).
    @inline(__always)
    func visit(_ r: Int32) -> Bool {
      let ri = Int(r)
      let b = basicOfRow[ri]
      if b < 0 || rowStamp[ri] == currentStamp { return false }
      guard let k = rows.find(s, inRow: ri) else { return false }
      rowStamp[ri] = currentStamp
      if tracksDependents && defersDependents {
        // A probe of the face: a deferred row's free symbol bounds nothing, so it is left as it
        // is, and its change is read when asked for (`probedChange`).
        if isDeferredRow[ri] {
          changedFrom = min(changedFrom, referenceOrder[ri])
          directlyChanged.append(r)
          return true
        }
        if hasDependents[Int(b)] {
          changedFrom = min(changedFrom, dependentsFrom[Int(b)])
          changedBasics.append(b)
        }
      } else if tracksDependents && hasDependents[Int(b)] {
        reachesDependents = true
      }
      value[Int(b)] += rows.coefficient(ri, k) * delta
      if marking && violation(b) != 0 { markDirty(b) }
      if collecting { touched.append(b) }
      return true
    }
    let head = columns.head(si)
    let count = Int(head[0])
    if count <= ColumnTable.headRows {
      // A short column, read from its head (see `ColumnTable`): the list is loaded only when
      // stale rows are dropped from it. Which rows stay is a bit each, and the kept rows are
      // gathered only when one goes (rarely): writing each into a copy of the head as it was
      // visited was a four-byte store into a vector read back whole at the next visit, a
      // store the load could not forward from (12% of `shift`'s samples at 10,000 cards).
      var keptMask = 0
      for index in 0..<count where visit(head[index + 1]) { keptMask |= 1 << index }
      if keptMask != (1 << count) - 1 {
        var keptRows = head
        var kept = 0
        for index in 0..<count where keptMask & (1 << index) != 0 {
          keptRows[kept + 1] = head[index + 1]
          kept += 1
        }
        columns.keep(kept, of: si, rows: keptRows)
      }
    } else {
      var list = columns.take(si)  // sole owner while we compact it: no copy on write
      var kept = 0
      for index in 0..<list.count {
        let r = list[index]
        if visit(r) {
          list[kept] = r
          kept += 1
        }
      }
      if kept < list.count { list.removeLast(list.count - kept) }  // a call even for none
      columns.replace(si, with: list)
    }
    if reachesDependents {
      if pendingDependents != nil {
        pendingDependents?.append(s)
      } else {
        propagateToDependents(
          of: CollectionOfOne(s), touched: &touched, collecting: collecting, marking: marking)
      }
    }
  }

  /// Starts a new propagation: no symbol counts as moved.
  mutating func nextMoveEpoch() {
    moveEpoch &+= 1
    if moveEpoch == 0 {
      for i in movedStamp.indices { movedStamp[i] = 0 }
      moveEpoch = 1
    }
  }

  /// Advances the row stamp used to visit each row once per column walk.
  mutating func nextStamp() {
    currentStamp &+= 1
    if currentStamp == 0 {
      for i in rowStamp.indices { rowStamp[i] = 0 }
      currentStamp = 1
    }
  }

  /// Queues basic symbol `s` to be checked against its bounds.
  mutating func markDirty(_ s: Int32) {
    if isDirty[Int(s)] { return }
    isDirty[Int(s)] = true
    dirtyHeap.push(s)
  }

  /// Removes and returns the lowest queued symbol.
  mutating func popDirty() -> Int32? {
    guard let top = dirtyHeap.popFirst() else { return nil }
    isDirty[Int(top)] = false
    return top
  }

  /// Whether `v` lies within `s`'s bounds, up to the feasibility tolerance.
  @inline(__always)
  func admits(_ s: Int32, _ v: Double) -> Bool {
    let i = Int(s)
    return v >= lower[i] - Tableau.feasibilityTolerance * max(1, abs(lower[i]))
      && v <= upper[i] + Tableau.feasibilityTolerance * max(1, abs(upper[i]))
  }

  /// How far `s`'s value lies outside its bounds: negative below, positive above, zero inside.
  ///
  /// This and the other small readers of a `Tableau` are inlined: called out of line from a
  /// `mutating` method (the simplex's), each call copied the whole tableau struct (320 bytes)
  /// to pass it, a `memcpy` per call that cost W1's build about 6% of its instructions.
  @inline(__always)
  func violation(_ s: Int32) -> Double {
    let i = Int(s)
    return Tableau.violation(value[i], lower: lower[i], upper: upper[i])
  }

  /// How far a value `v` lies outside the bounds `lo ... hi`, as `violation(_:)` measures it.
  @inline(__always)
  static func violation(_ v: Double, lower lo: Double, upper hi: Double) -> Double {
    if v < lo - Tableau.feasibilityTolerance * max(1, abs(lo)) { return v - lo }
    if v > hi + Tableau.feasibilityTolerance * max(1, abs(hi)) { return v - hi }
    return 0
  }

  /// Whether `s` lies clearly below its upper bound.
  @inline(__always)
  func canIncrease(_ s: Int32) -> Bool { Tableau.isClearlyBelow(value[Int(s)], upper[Int(s)]) }

  /// Whether `s` lies clearly above its lower bound.
  @inline(__always)
  func canDecrease(_ s: Int32) -> Bool { Tableau.isClearlyAbove(value[Int(s)], lower[Int(s)]) }

  /// Whether `v` lies on the bound `b` up to the feasibility tolerance.
  @inline(__always)
  static func isOnBound(_ v: Double, _ b: Double) -> Bool {
    abs(v - b) <= feasibilityTolerance * max(1, abs(b))
  }

  /// Whether `v` lies below the upper bound `hi` by more than the feasibility tolerance.
  @inline(__always)
  static func isClearlyBelow(_ v: Double, _ hi: Double) -> Bool {
    hi == .infinity || v < hi - feasibilityTolerance * max(1, abs(hi))
  }

  /// Whether `v` lies above the lower bound `lo` by more than the feasibility tolerance.
  @inline(__always)
  static func isClearlyAbove(_ v: Double, _ lo: Double) -> Bool {
    lo == -.infinity || v > lo + feasibilityTolerance * max(1, abs(lo))
  }

  // MARK: - Pivoting

  /// Exchanges non-basic `entering` with basic `leaving`, whose row must contain `entering`.
  /// No value changes; every row and the objective are re-expressed over the new non-basics.
  ///
  /// `thenMoving`: afterwards, `shift(leaving, by: thenMoving)` — what the dual simplex does
  /// next, moving the leaving symbol to the bound it violated. In the textbook form the pivot
  /// does it as it goes: `leaving`, basic until now, is in no other row, so the rows it enters
  /// are exactly the rows the substitution writes it into, with the coefficient the merge
  /// computes (`c · (1/a)`), and each of their basic symbols moves by that times the move, as
  /// the shift would move it (one product and one sum each, so the same values), and is queued
  /// when that leaves it out of bounds. The shift walked the leaving symbol's new column
  /// again, a binary search per row (5% of W1's build). Where rows are deferred the shift runs
  /// as before.
  ///
  /// `roundOff`: how many entries of the pivot row are at most `pivotTolerance` (the caller
  /// counted them), or -1 when not known. Such entries are round-off (sums that should have
  /// cancelled), which no ratio test reads; divided by the pivot element and multiplied by the
  /// entering symbol's reduced cost they would reach the objective as prices no ratio test
  /// checked, of either sign (2.6e-11 from 6.6e-14 × 198.25 / 0.5, seed 90079 of
  /// `AddOptimalityTests`: the add ended non-optimal). They are dropped first, as a removal
  /// drops them from the columns it pivots.
  mutating func pivot(
    entering: Int32, leaving: Int32, thenMoving move: Double = 0, roundOff: Int = -1
  ) {
    structureVersion &+= 1
    costVersion &+= 1
    let r = rowOfSymbol[Int(leaving)]
    let ri = Int(r)
    // Only a bounded symbol leaves, and its row holds non-basic symbols only: substituting it
    // into the other rows keeps them in their form.
    assert(!isDeferredRow[ri], "a deferred row cannot be pivoted")
    if roundOff != 0 {
      rows.dropEntries(ofRow: ri, atMost: Tableau.pivotTolerance, keeping: entering)
    }
    // leaving = a·entering + Σ rest  ⇒  entering = (1/a)·leaving − Σ (1/a)·rest
    rows.solve(ri, for: entering, replacing: leaving)
    basicOfRow[ri] = entering
    rowOfSymbol[Int(entering)] = r
    rowOfSymbol[Int(leaving)] = -1
    // A free symbol leaves only when a removal pivots through its row: the deferred rows that
    // referred to it now hold a non-basic symbol, which its column lists already.
    hasDependents[Int(leaving)] = false
    // Substitute into every other row that holds `entering`, walking its column as it was (its
    // list, if it has one, is not written meanwhile: the merges below skip `entering`).
    let column = columns[Int(entering)]
    pivotWork &+= column.count &* rows.count(ri)
    columns.append(r, toColumnOf: Int(leaving))
    nextStamp()
    rowStamp[ri] = currentStamp
    var inserted = insertedScratch
    insertedScratch = []  // sole owner while pivoting: no copy on write
    defer { insertedScratch = inserted }
    // A free symbol that many free symbols' rows hold (a stack's shared width, in every link of
    // its pulled chain) stays in those rows as a reference: they become deferred rows, as a
    // chain's links do, instead of each taking a copy of the new row (see `Tableau+Deferred`).
    // Bounded rows and the objective are substituted as always: they stay in textbook form.
    let deferring =
      lower[Int(entering)] == -.infinity && upper[Int(entering)] == .infinity
      && column.count >= deferredChainMinimum
      && freeRowCount(column) >= deferredChainMinimum
    let folds = move != 0 && deferredRowCount == 0 && !deferring
    // The coefficient `leaving` has in the pivot row now (`1/a`), and in each row it enters.
    var leavingCoefficient = 0.0
    if folds {
      // The shift's own steps, in its order: the symbol, then the rows of its column (the
      // pivot row first: it was appended first).
      value[Int(leaving)] += move
      if let kb = rows.find(leaving, inRow: ri) {
        leavingCoefficient = rows.coefficient(ri, kb)
        value[Int(entering)] += leavingCoefficient * move
        if violation(entering) != 0 { markDirty(entering) }
      }
    }
    // The rows that keep `entering` as a reference (deferring only): nothing allocated else.
    var kept: [Int32] = []
    for q in column {
      let qi = Int(q)
      if basicOfRow[qi] < 0 || rowStamp[qi] == currentStamp { continue }
      rowStamp[qi] = currentStamp
      guard let k = rows.find(entering, inRow: qi) else { continue }
      if deferring && kind[Int(basicOfRow[qi])] == .external {
        markDeferred(qi)
        kept.append(q)
        continue
      }
      let c = rows.coefficient(qi, k)
      // What this merge adds is what it appends past `first`: `inserted` is emptied once per
      // pivot, not once per row (`removeAll(keepingCapacity:)` is a generic call: 1% of W1).
      let first = inserted.count
      rows.add(row: ri, times: c, into: qi, skipping: entering, inserted: &inserted)
      if folds {
        // The merge's product for `leaving`, which the row did not hold: it is in the row
        // exactly when that is not zero.
        let product = c * leavingCoefficient
        if product != 0 {
          assert(rows.coefficient(of: leaving, inRow: qi) == product, "leaving was in another row")
          let basic = basicOfRow[qi]
          value[Int(basic)] += product * move
          if violation(basic) != 0 { markDirty(basic) }
        }
      }
      if inserted.count > first {
        columns.append(q, toColumnsOf: inserted, from: first)
      }
    }
    inserted.removeAll(keepingCapacity: true)
    // Basic now: in no row but the deferred rows that refer to it.
    columns.replace(Int(entering), with: kept)
    if !kept.isEmpty { hasDependents[Int(entering)] = true }
    // No level holds `entering`: every coefficient read below would be 0. Only when the memo
    // knows it already: found out here, a present symbol was searched for twice (W1's build
    // +0.5% against this).
    let levelCount = knownAbsentFromObjective(entering) ? 0 : objective.count
    if costChanges.isTracking { costChanges.symbols.append(leaving) }
    for l in 0..<levelCount {
      let c = objective[l].coefficient(of: entering)
      guard c != 0 else { continue }
      if costChanges.isTracking { noteCostChange(row: ri) }
      if rows.count(ri) * Tableau.pointUpdateRatio < objective[l].count {
        addPointwise(row: ri, times: c, toObjective: l, removing: entering)
        continue
      }
      // Read where the pool keeps the row, not copied out of it. The pool's arrays and the
      // scratch row are held in locals: `objective` is observed, so changing it is an access
      // to the whole tableau.
      let range = rows.entries(ri)
      let poolSymbols = rows.symbols
      let poolCoefficients = rows.coefficients
      var scratch = objectiveScratch
      objectiveScratch = SparseRow()  // the local is the scratch's sole owner: no copy on write
      poolSymbols.withUnsafeBufferPointer { symbols in
        poolCoefficients.withUnsafeBufferPointer { coefficients in
          objective[l].add(
            symbols: UnsafeBufferPointer(rebasing: symbols[range]),
            coefficients: UnsafeBufferPointer(rebasing: coefficients[range]), times: c,
            skipping: entering, using: &scratch, cancelling: Tableau.costCancellationTolerance)
        }
      }
      objectiveScratch = scratch
    }
    if move != 0 && !folds { shift(leaving, by: move) }
  }

  /// Records, while a removal is tracked, that the next change of `objective` adds a multiple
  /// of row `r` to one level: the row's symbols may have new reduced costs.
  mutating func noteCostChange(row r: Int) {
    costChanges.changes &+= 1
    for k in 0..<rows.count(r) { costChanges.symbols.append(rows.symbol(r, k)) }
  }

  /// How many times longer than the pivot row an objective row must be for the pivot to update
  /// it entry by entry (a binary search each) instead of merging the two rows.
  static let pointUpdateRatio = 8

  /// `objective[l] += c · row r`, then `entering` out of it: the merge's result, entry by entry.
  ///
  /// Why: a pivot whose row is short (two or three entries) into a long objective row — a level
  /// with one error per label, in a screen of thousands — cost the whole objective row per pivot
  /// when merged, quadratic over a build. Here each entry is a binary search, and only the
  /// entries between the symbols inserted and removed move (`SparseRow.apply`): the entering
  /// symbol goes out and the leaving one comes in, usually two symbols of one constraint, close
  /// in index. The sums, the cancellations and the entries kept are exactly the merge's (both
  /// compute `old + c·a` and drop it by the same test), so the row is bit for bit the same.
  mutating func addPointwise(
    row r: Int, times c: Double, toObjective l: Int, removing entering: Int32
  ) {
    var edits: [(symbol: Int32, change: Double?)] = []
    edits.reserveCapacity(rows.count(r) + 1)
    var removed = false
    for k in 0..<rows.count(r) {
      let symbol = rows.symbol(r, k)
      if !removed && entering < symbol {
        edits.append((entering, nil))
        removed = true
      }
      if symbol == entering {
        edits.append((entering, nil))
        removed = true
      } else {
        edits.append((symbol, c * rows.coefficient(r, k)))
      }
    }
    if !removed { edits.append((entering, nil)) }
    objective[l].apply(edits, cancelling: Tableau.costCancellationTolerance)
  }

  /// How many of the rows in `column` (live or not) belong to free symbols.
  @inline(__always)
  func freeRowCount(_ column: ColumnRows) -> Int {
    var count = 0
    for q in column {
      let b = basicOfRow[Int(q)]
      if b >= 0 && kind[Int(b)] == .external { count += 1 }
    }
    return count
  }

  // MARK: - Objective

  /// The index of `priority`'s objective row, creating it in order.
  mutating func level(for priority: Int) -> Int {
    structureVersion &+= 1
    var i = 0
    while i < levels.count && levels[i] > priority { i += 1 }
    if i < levels.count && levels[i] == priority { return i }
    levels.insert(priority, at: i)
    // With room for a few entries: grown from empty one error at a time (and through the
    // merges' scratch, whose arrays trade places with it), W1's six levels reallocated about 39
    // times a build (0.8% of it).
    var row = SparseRow()
    row.symbols.reserveCapacity(Tableau.reservedLevelEntries)
    row.coefficients.reserveCapacity(Tableau.reservedLevelEntries)
    objective.insert(row, at: i)
    // An empty level prices nothing: a change, but no symbol's reduced cost moves.
    if costChanges.isTracking { costChanges.changes &+= 1 }
    return i
  }

  /// Adds `weight · s` to a level's objective, substituting `s`'s row when it is basic.
  mutating func addToObjective(_ weight: Double, _ s: Int32, level l: Int) {
    structureVersion &+= 1
    // In place: copying the row out and back would copy it whole (copy on write), making every
    // new optional constraint cost as much as all the others together.
    let r = rowOfSymbol[Int(s)]
    if r < 0 {
      Tableau.add(weight, s, to: &objective[l])  // a new error symbol: usually an append
      if costChanges.isTracking {
        costChanges.changes &+= 1
        costChanges.symbols.append(s)
      }
      return
    }
    costVersion &+= 1
    let ri = Int(r)
    if isDeferredRow[ri] {
      let expanded = expand(row: ri)
      for k in 0..<expanded.count {
        objective[l].add(weight * expanded.coefficients[k], expanded.symbols[k])
      }
      if costChanges.isTracking {
        costChanges.changes &+= UInt64(expanded.count)
        costChanges.symbols.append(contentsOf: expanded.symbols)
      }
      return
    }
    for k in 0..<rows.count(ri) {
      objective[l].add(weight * rows.coefficient(ri, k), rows.symbol(ri, k))
    }
    if costChanges.isTracking {
      costChanges.changes &+= UInt64(rows.count(ri))
      for k in 0..<rows.count(ri) { costChanges.symbols.append(rows.symbol(ri, k)) }
    }
  }

  /// Compares the cost ratios `d(j)·scaleJ` and `d(k)·scaleK` lexicographically: -1, 0 or 1.
  ///
  /// Dual feasibility makes each ratio vector lexicographically non-negative, though a lower
  /// level's entry may be negative (`(1, -5)`): entries compare as they are, level by level. Only a
  /// vector that is lexicographically negative — round-off — reads as zero: a symbol's sign is
  /// its first reduced cost that is not zero, from the highest level down.
  ///
  /// The reduced costs are read through a cache (see `chooseEntering`): level `l` of `j`'s at
  /// `costs[base + l]` once `l < known`, of `k`'s at `costs[l]` once `l < bestKnown`; a level
  /// not read yet is read (`objective[l].coefficient(of:)`) and counted, and none is read
  /// twice.
  @inline(__always)
  func compareRatios(
    _ j: Int32, _ scaleJ: Double, costs: UnsafeMutableBufferPointer<Double>, at base: Int,
    known: inout Int, _ k: Int32, _ scaleK: Double, bestKnown: inout Int
  ) -> Int {
    let levels = objective.count
    var signJ = 0
    for l in 0..<levels {
      if l == known {
        costs[base + l] = objective[l].coefficient(of: j)
        known += 1
      }
      let c = costs[base + l]
      if c > Tableau.costTolerance || c < -Tableau.costTolerance {
        signJ = c > 0 ? 1 : -1
        break
      }
    }
    var signK = 0
    for l in 0..<levels {
      if l == bestKnown {
        costs[l] = objective[l].coefficient(of: k)
        bestKnown += 1
      }
      let c = costs[l]
      if c > Tableau.costTolerance || c < -Tableau.costTolerance {
        signK = c > 0 ? 1 : -1
        break
      }
    }
    let clampJ = signJ * (scaleJ < 0 ? -1 : 1) < 0
    let clampK = signK * (scaleK < 0 ? -1 : 1) < 0
    for l in 0..<levels {
      if l == known {
        costs[base + l] = objective[l].coefficient(of: j)
        known += 1
      }
      if l == bestKnown {
        costs[l] = objective[l].coefficient(of: k)
        bestKnown += 1
      }
      // An entry within the cost tolerance is zero here too, as it was for the signs above and
      // is for `improvingSymbol`: read as a cost, 1e-13 of round-off times a large 1/|a| (9 for
      // a = 1/9) outweighed the tolerance and chose a symbol whose true ratio, at the next
      // level, was twice another's; the other's reduced cost then changed sign and the add
      // ended with it improving (seed 70009 of `AddOptimalityTests`).
      let cj = costs[base + l]
      let ck = costs[l]
      let x = clampJ || abs(cj) <= Tableau.costTolerance ? 0 : cj * scaleJ
      let y = clampK || abs(ck) <= Tableau.costTolerance ? 0 : ck * scaleK
      let d = x - y
      let tolerance = max(Tableau.costTolerance, Tableau.ratioTolerance * max(abs(x), abs(y)))
      if d > tolerance { return 1 }
      if d < -tolerance { return -1 }
    }
    return 0
  }

  /// Whether reduced cost `c` is round-off: within `costTolerance`, or within
  /// `relativeCostTolerance` of `scale`, the largest entry of its level's row. The optimal
  /// face's test (`Solver.optimalFace` locks a symbol that some level prices beyond it); the
  /// simplex keeps the absolute one.
  static func isNegligibleCost(_ c: Double, scale: Double) -> Bool {
    let magnitude = abs(c)
    return !(magnitude > costTolerance && magnitude > relativeCostTolerance * scale)
  }

  /// A reduced cost this small against its level's largest entry is round-off (see
  /// `isNegligibleCost`).
  static let relativeCostTolerance = 1e-10

  /// `hasZeroCost(s)`, from the memo when it knows already (it is not filled here: see
  /// `findShift`).
  @inline(__always)
  func hasZeroCostPeeking(_ s: Int32) -> Bool {
    let si = Int(s)
    if memoVersion == objectiveVersion && si < zeroCostMemo.count {
      let memo = zeroCostMemo[si]
      if memo >> 2 == memoEpoch { return memo & 1 != 0 }
    }
    return hasZeroCost(s)
  }

  /// Whether every level's reduced cost of `s` is zero: moving `s` changes no error.
  @inline(__always)
  func hasZeroCost(_ s: Int32) -> Bool {
    for l in objective.indices where abs(objective[l].coefficient(of: s)) > Tableau.costTolerance {
      return false
    }
    return true
  }

  /// `hasZeroCost(s)`, remembered per symbol until the objective changes.
  ///
  /// Why: the answer is a binary search of every level's objective row (six in W1), and the
  /// repairs ask it of the same candidates again and again between two changes of the
  /// objective (each violated row's shift search, each propagated shift's row scans, the chain
  /// probes): 3.6% of W1's build. The answer depends on the objective rows alone, and every
  /// change of them advances `objectiveVersion`, so a remembered answer is the one a search
  /// would give.
  @inline(__always)
  mutating func cachedZeroCost(_ s: Int32) -> Bool { objectiveFacts(s) & 1 != 0 }

  /// Whether the memo knows already that no objective row holds `s` (false when it does not
  /// know): then every level's reduced cost of `s` is exactly 0, what reading them would give,
  /// and a pivot's objective update need not search each level's row for it. (The ratio test
  /// could use it too, but asked inside `chooseEntering`'s buffer closure, even this reader
  /// made the closure copy the tableau: +6% instructions.)
  @inline(__always)
  func knownAbsentFromObjective(_ s: Int32) -> Bool {
    let si = Int(s)
    guard memoVersion == objectiveVersion, si < zeroCostMemo.count else { return false }
    let memo = zeroCostMemo[si]
    return memo >> 2 == memoEpoch && memo & 2 != 0
  }

  /// The memo's two bits for `s` (see `zeroCostMemo`), searched for when not known.
  @inline(__always)
  mutating func objectiveFacts(_ s: Int32) -> UInt32 {
    let si = Int(s)
    if memoVersion != objectiveVersion { nextMemoEpoch() }
    if si >= zeroCostMemo.count { growZeroCostMemo(to: si + 1) }
    let memo = zeroCostMemo[si]
    if memo >> 2 == memoEpoch { return memo & 3 }
    // `hasZeroCost`'s test, level by level, and whether any level holds `s` at all (a
    // tombstone counts as held: the answer is only ever a shortcut).
    var zero = true
    var absent = true
    for l in objective.indices {
      guard let p = objective[l].position(of: s) else { continue }
      absent = false
      if abs(objective[l].coefficients[p]) > Tableau.costTolerance {
        zero = false
        break
      }
    }
    let facts: UInt32 = (zero ? 1 : 0) | (absent ? 2 : 0)
    zeroCostMemo[si] = memoEpoch << 2 | facts
    return facts
  }

  /// Starts a new epoch of `zeroCostMemo` for the current objective: every answer is unknown.
  @inline(never)
  mutating func nextMemoEpoch() {
    memoVersion = objectiveVersion
    memoEpoch += 1
    if memoEpoch == 1 << 30 {  // the next `memoEpoch << 2` would lose a bit: start over
      for i in zeroCostMemo.indices { zeroCostMemo[i] = 0 }
      memoEpoch = 1
    }
  }

  /// Makes `zeroCostMemo` at least `count` long, doubling (nothing known for the new
  /// symbols): out of line, as it is rare. Grown to the symbols' count only, it grew by one
  /// for most new symbols.
  @inline(never)
  mutating func growZeroCostMemo(to count: Int) {
    let target = max(count, kind.count, 2 * zeroCostMemo.count, 64)
    zeroCostMemo.append(contentsOf: repeatElement(0, count: target - zeroCostMemo.count))
  }
}
