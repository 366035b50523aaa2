/// An incremental linear constraint solver with Auto Layout's priorities.
///
/// Required constraints (priority 1000) must hold; adding one that cannot throws and names a
/// minimal conflicting set. Optional priorities are strictly lexicographic: the solver first
/// minimizes the summed error of the highest optional priority, then, without worsening it, the
/// next, and so on down to 1. The error of a constraint is the violation of its expression as
/// written (`|lhs − rhs|` for `==`, the excess for `<=` and `>=`), as in Cassowary.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), w = Variable("w")
/// try solver.add(x + w <= 100)
/// try solver.add((w == 60).at(.high))
/// try solver.add((x == 50).at(.low))
/// solver.value(of: w)   // 60: the high-priority width wins
/// solver.value(of: x)   // 40: as close to 50 as the required constraint allows
/// ```
///
/// The same calls give bit-identical results on every run: every choice the simplex makes goes by
/// symbol index, never by hashing order.
public final class Solver {
  // Unchecked: reading a value is a few loads, and the runtime check of exclusive access cost
  // more than the rest of `value(of:)`. The class is not Sendable; callers serialize access.
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var records: [ConstraintRecord?] = []
  // Unchecked too: each access on the path of `add` cost a runtime check (about 1% of W1's build).
  @exclusivity(unchecked) var freeRecords: [Int] = []
  @exclusivity(unchecked) var recordOfConstraint = DenseTable<Constraint>()
  /// Each variable's symbol; an aliased variable's entry is its root's symbol, stored marked
  /// (`DenseTable.insertMarked`), so that one sign test in `value(of:)` finds it.
  @exclusivity(unchecked) var symbolOfVariable = DenseTable<Variable>()
  /// Variables in the order the solver first saw them.
  @exclusivity(unchecked) var variables: [Variable] = []
  var edits: [Variable: Constraint] = [:]
  /// Reused by `insertRecord` to build each new constraint's row.
  @exclusivity(unchecked) var rowScratch = SparseRow()
  var editOrder: [Variable] = []
  @exclusivity(unchecked) var sequence = 0
  /// Cached responses to constant changes, by record (see `ConstantResponse`); stale ones are
  /// recognized by their version.
  var responses: [Int: ConstantResponse] = [:]
  /// For a record, the structure version its last constant change left unchanged (no pivot): a
  /// second such change is worth measuring as a response.
  var quietVersion: [Int: UInt64] = [:]
  /// Whether a refused required constraint is explained by a minimal conflicting set. The
  /// feasibility probes that compute such sets turn it off.
  let explainsConflicts: Bool
  /// Whether required equalities between two variables become aliases (`Solver+Aliases.swift`).
  /// Tests turn it off to compare an aliased system with the same system in rows.
  var aliasesEqualities = true
  /// Whether a dissolved class's aliases are linked again one at a time (`relink`) instead of
  /// on flat arrays (`relinkClass`). Tests turn it on to compare the two.
  var relinksOneAtATime = false
  /// Whether removing an alias splits off the side of its class away from the root
  /// (`Solver+AliasSplit.swift`) instead of dissolving the whole class. Tests turn it off to
  /// compare the two.
  var splitsAliasClasses = true
  /// How many removals split a class rather than dissolving it: for tests, which check that the
  /// split is taken where it should be.
  var aliasClassSplits = 0
  /// How many shifts the witness frames' moves along the optimal face (`moves`) tried and saw
  /// fail, since the solver was made: for tests, which check that a layout's witness frames
  /// do not fail a shift, each a pass, for every view.
  var failedFaceMoves = 0
  /// How many face moves took an earlier request's point instead of a shift of their own
  /// (`moves`), since the solver was made: for tests.
  var sharedFaceMoves = 0
  /// How many repairs the face moves' shifts took from an earlier shift's proof instead of
  /// propagating them again (`ShiftMemo`), since the solver was made: for tests.
  var reusedFaceRepairs = 0
  /// How many ambiguity probes failed with their own step and succeeded with
  /// `Tableau.largestProbeStep` (`settle`), since the solver was made: for tests.
  var smallStepProbes = 0
  /// How many refusals were explained (`explainConflict`), and how many feasibility checks the
  /// explanations made, since the solver was made: for tests, which check that a refused
  /// constraint is not explained again while its conflict stands, and that a conflict beside
  /// a large alias class is explained from the aliases it needs.
  var conflictExplanations = 0
  var conflictChecks = 0
  /// Whether the solver lists the constraints it removes or gives a new constant
  /// (`takeRelaxed()`): what a caller that keeps refused constraints, to try again once their
  /// conflict may have gone, needs to know (an addition only restricts).
  public var logsRelaxations = false
  /// The constraints removed or given a new constant since `takeRelaxed()` last took them;
  /// nil once that is not known (a reset, or more than `relaxedLogLimit` of them).
  var relaxedLog: [Constraint]? = []
  /// The most constraints `relaxedLog` lists before it gives up on them (a caller that never
  /// takes them must not grow it without bound).
  static let relaxedLogLimit = 1 << 16
  /// The optimal face's directions last found on the tableau's own rows, kept for the next
  /// question (`faceDirectionsOfSolverRows`).
  var lastFaceDirections: FaceDirections?
  /// For each aliased variable (a member of a class, not its root), its index in `aliasLinks`.
  @exclusivity(unchecked) var aliasOfVariable = IdentityTable<Variable>()
  /// How each aliased variable follows its class's root: `x = factor · root + offset`.
  @exclusivity(unchecked) var aliasLinks: [AliasLink] = []
  /// The alias classes, by their root's symbol (looked up, never iterated).
  var aliasClasses: [Int32: AliasClass] = [:]
  /// The records over each variable (ids may be stale: checked on use), built the first time an
  /// alias class is taken apart and kept up to date after: finding the constraints written over
  /// a class's members then costs theirs, not a scan of every record
  /// (`dissolveAliasClass`). `nil` until then, so that building a system pays nothing for it.
  /// Unchecked: every add asks whether it is made, and the runtime check cost that read more
  /// than the read (0.45% of W1's build).
  @exclusivity(unchecked) var recordsOverVariable: RecordIndex?
  /// Whether each symbol is an alias class's root: `aliasClasses`' keys, read in one load where
  /// every single-variable constraint asks. Unchecked, as `sharesIdenticalRows`.
  @exclusivity(unchecked) var isClassRoot: [Bool] = []
  /// How many variables are aliased now: reading a value checks the alias table only when some are.
  @exclusivity(unchecked) var aliasCount = 0
  /// Whether identical single-variable constraints over an alias class share one row
  /// (`Solver+SharedRows.swift`). Tests turn it off to compare with the same system in rows.
  /// Unchecked: every single-variable constraint reads it, once aliases exist.
  @exclusivity(unchecked) var sharesIdenticalRows = true
  /// The members of each shared row, by index (`ConstraintRecord.sharedRow`): the first owns
  /// its symbols; empty for a free index. Plain arrays, not an array of a struct: the runtime's
  /// first use of a new generic type cost W1's build more than all its lookups.
  var sharedRowMembers: [[Int]] = []
  /// The hash of each shared row's key, to find its slot in `sharedRowSlots`.
  var sharedRowHash: [Int] = []
  var freeSharedRows: [Int] = []
  /// Each group by a hash of its key (`ShareKey.hashValueForLookup`), open addressing: a slot
  /// holds a group's index + 1, or 0. An entry may be stale, and `sharedRow(for:)` checks it.
  var sharedRowSlots: [Int] = []
  /// How many groups have members.
  var liveSharedRows = 0
  /// Set when a constraint joined or left a shared row in a way that may leave the objective
  /// short of optimal: `add` then runs the primal simplex.
  @exclusivity(unchecked) var sharedRowsNeedOptimizing = false
  /// Whether a join of a shared row starts the objective's change log (`beginJoinLog`): inside
  /// `add`, whose tableau is an optimum until a join asks for an optimize.
  var logsJoins = false
  /// Whether optional equalities between two variables become optimistic aliases while the
  /// optimum certifies them (`Solver+OptimisticAliases.swift`). Tests turn it off to compare.
  var aliasesOptionalEqualities = true
  /// The optimistic aliases made, by record and its sequence (stale entries are dropped as
  /// they are found). Unchecked: every change asks whether there are any (`settleAfterChange`),
  /// and the runtime check cost W1's build 0.45%.
  @exclusivity(unchecked) var optimisticAliases: [(id: Int, sequence: Int)] = []
  /// Each optimistic alias's leaf variable, to its record.
  var optimisticLeaves = IdentityTable<Variable>()
  /// Whether the optimistic aliases' certificate is to be checked before the next read.
  @exclusivity(unchecked) var optimisticPending = false
  /// The lowest priority an optimistic alias was made at (never raised: a bound for the check).
  var optimisticLowestPriority = Int.max
  /// The tableau's cost version when every optimistic alias's certificate last held.
  var optimisticCheckedVersion: UInt64 = .max
  /// How many optional `x == y` must name one class's symbol before they become optimistic
  /// aliases (`Solver+OptimisticAliases.swift`): fewer stay rows, where the certificate checks
  /// after later changes would cost more than the aliases save. A variable so that tests can
  /// send small systems through the aliases.
  var optimisticAliasMinimum = Solver.defaultOptimisticAliasMinimum
  /// `optimisticAliasMinimum` for solvers made in this task (tests lower it; a task-local
  /// value, so that tests running at once do not see each other's).
  @TaskLocal static var defaultOptimisticAliasMinimum = 16
  /// By class symbol: how many optional `x == y` have named it (aliases are made into it once
  /// this reaches `optimisticAliasMinimum`). Flat arrays, not a dictionary: W1's few
  /// equalities pay for this bookkeeping on every build.
  var optimisticCandidateCount: [Int32] = []
  /// By class symbol: the newest equality waiting for it, an index in `optimisticWaiting`, or -1.
  var optimisticWaitingHead: [Int32] = []
  /// The equalities waiting as rows, by record and its sequence, each with the index of the one
  /// before it for the same symbol (-1 for the first).
  var optimisticWaiting: [(id: Int, sequence: Int, previous: Int32)] = []
  /// Set while the tableau is not an optimum of the records: a from-scratch re-solve
  /// (`rebuild`) gave up too. Every change tries it again first. `add` finds it through
  /// `sharedRowsNeedOptimizing`, which is set with it: the branch every add already takes.
  var needsRebuild = false

  /// How many times the solver has forgotten its variables (`reset()`, which every re-solve from
  /// scratch does): a handle (`valueHandle(of:)`) taken in another generation is stale.
  public private(set) var handleGeneration = 0

  /// Whether a price in `Tableau.isDrift`'s range after a removal is taken for round-off in the
  /// rows, which only a re-solve from scratch clears (`remove`). Cleared when such a price
  /// survives one: then the system's own reduced costs are that small (a multiplier of 1e-8),
  /// and re-solving again for it would make every removal cost a whole build.
  var driftIsRoundOff = true
  /// `Tableau.iterationBase` for the tableaus `rebuild` makes (tests lower it to make the
  /// from-scratch re-solve give up too).
  var rebuildIterationBase = 10_000

  /// Whether a variable a new constraint introduces may become its subject
  /// (`Solver+Subjects.swift`). Tests turn it off to compare with the same system without.
  var choosesSubjects = true
  /// By symbol made a subject (`Solver+Subjects.swift`): the slack that left the basis for it
  /// (stale once the symbol left the basis otherwise, which `unpivotSubject` checks).
  @exclusivity(unchecked) var subjectSlack: [Int32] = []
  /// The variable the row `buildRows` just built may take as its subject, or -1: read (and
  /// reset) by `add` right after the row is made.
  @exclusivity(unchecked) var subjectCandidate: Int32 = -1
  /// Whether `subjectCandidate` is a variable earlier rows hold (a *known* subject, see
  /// `Solver+Subjects.swift`) rather than one the row introduces.
  @exclusivity(unchecked) var subjectIsKnown = false

  /// Makes room for a batch of constraints about to be added, so that the solver's tables
  /// grow once, to their size, instead of doubling on the way.
  ///
  /// A table that doubled held its old copy beside the new one as it grew, and ended up to
  /// half empty: at 300,000 constraints (a 50,000-label `adaptive query`), room for 1.1
  /// million symbols held 700,000, and sized to their batch the tables took 40 MB less at the
  /// command's peak.
  ///
  /// Room is only memory: the answers are the same with or without it, and counts that are
  /// off cost only the room. Call it once before a large batch, not before each addition:
  /// every call that grows a table copies it.
  /// - Parameters:
  ///   - constraints: how many constraints the batch adds.
  ///   - variables: how many variables the solver has not seen the batch introduces.
  ///   - errorVariables: how many error variables the batch needs: one for each optional
  ///     inequality, two for each optional equality (Cassowary's e⁺ and e⁻), none for a
  ///     required constraint.
  public func reserveCapacity(constraints: Int, variables: Int, errorVariables: Int) {
    let constraints = max(0, constraints)
    let variables = max(0, variables)
    records.reserveCapacity(records.count + constraints)
    recordOfConstraint.reserveCapacity(more: constraints)
    self.variables.reserveCapacity(self.variables.count + variables)
    symbolOfVariable.reserveCapacity(more: variables)
    // A slack for each constraint, a symbol for each variable, and the errors.
    tableau.reserve(
      symbols: variables + constraints + max(0, errorVariables), rows: constraints)
  }

  /// Creates an empty solver.
  public init() {
    explainsConflicts = true
    records.reserveCapacity(Solver.reservedRecords)
  }

  init(explainsConflicts: Bool) {
    self.explainsConflicts = explainsConflicts
    records.reserveCapacity(Solver.reservedRecords)
  }

  /// Room reserved up front for records: grown one doubling at a time from empty, the records
  /// were copied (a retain of each constraint) eight times in W1's build of 115 (0.3% of it).
  static let reservedRecords = 128

  deinit {
    // The next solver over the same variables and constraints indexes them densely too.
    symbolOfVariable.releaseClaims()
    recordOfConstraint.releaseClaims()
  }

  // MARK: - Constraints

  /// Adds a constraint and re-solves.
  ///
  /// - Throws: `SolverError.unsatisfiable` with a minimal conflicting set when a required
  ///   constraint cannot hold (the solver is left as it was before the call);
  ///   `.iterationLimit` when the simplex breaks down (the constraint is not added, and the rest
  ///   is solved again, from scratch if need be); `.duplicateConstraint`, `.invalidPriority`,
  ///   `.nonFiniteValue`.
  /// - Complexity: amortized close to the size of the rows it touches: constraints whose new
  ///   variables can absorb them cost no pivot.
  public func add(_ constraint: Constraint) throws(SolverError) {
    // The claim before the table: see `DenseTable.storedEntry(for:claim:)`.
    let claim = constraint.loadClaim()
    guard recordOfConstraint.value(for: constraint, claim: claim) == nil else {
      throw .duplicateConstraint(constraint)
    }
    guard constraint.priority.isValid else {
      throw .invalidPriority(constraint.priority.value)
    }
    try Solver.checkFinite(constraint)
    defer { settleAfterChange() }
    // What joining a shared row changes of the reduced costs is recorded, as for a removal, so
    // that the optimize after it reads those symbols rather than every objective entry: a
    // content constraint that joins its view's other one (`width <= 40 @250` beside
    // `width >= 40 @750`) re-optimized over the whole objective, once per view, and a screen
    // with a long objective row (thousands of broken constraints) grew with the square of its
    // views. The log starts at the first join (`beginJoinLog`), where the tableau is still an
    // optimum: started for every addition, it cost each one its objective changes' logging
    // (+0.9% in the solver bench). The repair ends the log when it moves anything, and a step
    // that changes the objective by a path that does not record it is caught by
    // `objectiveVersion` (a full optimize then).
    logsJoins = true
    defer {
      logsJoins = false
      tableau.costChanges.stop()
    }
    subjectCandidate = -1  // a shared row's member builds no row
    let id = insertRecord(for: constraint)
    let subject = subjectCandidate
    switch tableau.repair(respectingCosts: true) {
    case .feasible:
      // The dual simplex kept the objective optimal. A required equality between two variables
      // that holds now becomes an alias when the tableau lets it go without a pivot's fill.
      if subject >= 0 && choosesSubjects
        && !(constraint.relation == .equal && constraint.priority.isRequired)
      {
        pivotInSubject(
          subject, record: id,
          columnLimit: subjectIsKnown ? Solver.knownSubjectColumnLimit : 1)
      }
      if aliasesEqualities && constraint.relation == .equal
        && Solver.aliasTerms(constraint.expression) != nil
      {
        if constraint.priority.isRequired {
          makeAlias(record: id)
        } else if aliasesOptionalEqualities {
          makeOptimisticAlias(record: id)
        }
      }
      // A constraint that joined a shared row (or rows merged by the alias) changed a weight.
      if sharedRowsNeedOptimizing {
        sharedRowsNeedOptimizing = false
        // Checked here, not on entry, where every add would pay for it: `needsRebuild` sets
        // `sharedRowsNeedOptimizing`.
        if needsRebuild {
          try rebuild(adding: id)
          return
        }
        if tableau.optimizeAfterTrackedChanges(detectsDrift: false) == .gaveUp {
          // As for any call that gives up: the constraint is not added.
          if aliasCount > 0 && records[id]!.isAlias {
            dissolveAliasClass(of: id, demoting: false)
          }
          removeRecord(id)
          try restore()
          throw .iterationLimit
        }
      }
    case .gaveUp:
      if needsRebuild {
        try rebuild(adding: id)
        return
      }
      removeRecord(id)
      try restore()
      throw .iterationLimit
    case .infeasible(let basic):
      // (A proof whatever state the tableau is in: the row's symbols all rest on the bounds
      // that block it.)
      let certificate = certificateConstraints(basic)
      // The dual repair kept the objective optimal up to here, so the rollback's optimize need
      // read only what the rollback changes (as a removal's does): a layout with thousands of
      // refused constraints re-read its whole objective once per refusal (a size class that
      // swaps pairs of views into conflicts: 10,000 views took 2.8 s to query). Not when
      // this add made a shared row's objective wait for an optimize: then no optimum to start
      // from.
      if !sharedRowsNeedOptimizing {
        assert(tableau.improvingSymbol() == nil, "a refused addition left the objective unoptimal")
        tableau.costChanges.begin(at: tableau.objectiveVersion)
      }
      removeRecord(id)
      try restore()
      // The optimistic aliases may be what conflicts: refuse only what the rows refuse.
      if demoteAllOptimisticAliases() {
        try add(constraint)
        return
      }
      throw .unsatisfiable(conflict: explainConflict(with: constraint, certificate: certificate))
    }
  }

  /// Removes a constraint and re-solves.
  ///
  /// A removal cannot be refused on its merits (what is left can always hold), so it is always
  /// made: when the incremental re-solve breaks down (the iteration limit), the constraints left
  /// are solved again from scratch (`rebuild`).
  /// - Throws: `SolverError.unknownConstraint`; `.iterationLimit` only when the from-scratch
  ///   re-solve breaks down too: the constraint is removed all the same, the values are not an
  ///   optimum, and the next change solves from scratch first.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    guard let id = record(of: constraint) else {
      throw .unknownConstraint(constraint)
    }
    logRelaxed(constraint)
    if needsRebuild { try rebuild() }
    defer { settleAfterChange() }
    // What the removal changes of the reduced costs is recorded, so that the optimize after it
    // reads those symbols rather than every objective entry (a removal per view of a screen made
    // uninstalling many views quadratic); anything not recorded falls back to a full optimize.
    // Only from an optimum (a shared row's pending reweighting is not one).
    if !sharedRowsNeedOptimizing { tableau.costChanges.begin(at: tableau.objectiveVersion) }
    defer { tableau.costChanges.stop() }
    if aliasCount > 0 && records[id]!.isAlias && !splitAliasClass(removing: id) {
      // Its class splits: the other aliases are made again, and what used the class is rebuilt.
      dissolveAliasClass(of: id, demoting: false)
    }
    removeRecord(id)
    if tableau.repair(respectingCosts: false) == .feasible {
      sharedRowsNeedOptimizing = false  // as `restore`
      if tableau.optimizeAfterTrackedChanges() != .gaveUp {
        // Round-off the removal's pivots left in the objective: priced afresh, and the optimum
        // sought again with reduced costs that are not round-off (`repriceObjective`).
        guard tableau.costDrift else { return }
        tableau.costDrift = false
        repriceObjective()
        // A price that is still round-off after repricing comes from the rows themselves: their
        // coefficients carry the round-off of every pivot since they were made, and only a
        // re-solve from scratch clears it (`rebuild`, below; see Docs/solver.md, "Rows that
        // carry round-off").
        if tableau.optimize() != .gaveUp && !(driftIsRoundOff && tableau.objectiveHasDrift) {
          return
        }
      }
    }
    // The re-solve broke down, with the constraint gone and the tableau neither feasible nor
    // optimal, or its rows priced round-off: the rest from scratch.
    try rebuild()
    // A price that a fresh solve makes too is the system's own, not round-off: not a reason to
    // re-solve again at the next removal.
    if tableau.objectiveHasDrift { driftIsRoundOff = false }
  }

  /// Whether the constraint object is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    recordOfConstraint[constraint] != nil
  }

  /// The constraints in the solver, in the order they were added (edit constraints excluded).
  public var constraints: [Constraint] {
    let editConstraints = Set(edits.values)
    return
      records
      .compactMap { $0 }
      .sorted { $0.sequence < $1.sequence }
      .map(\.constraint)
      .filter { !editConstraints.contains($0) }
  }

  /// Changes the constant of a constraint in place and re-solves: the required edit.
  ///
  /// For a required constraint this moves what must hold — the layout engine moves the root view's
  /// size this way, so that a layout that cannot fit is reported rather than absorbed by a soft
  /// edit. It works for any relation and priority.
  ///
  /// - Throws: `SolverError.unsatisfiable` when the new constant makes the required constraints
  ///   inconsistent; the constraint keeps its old constant and the layout is solved again with it.
  ///   `.iterationLimit` when the simplex breaks down: the same (the old constant, solved again
  ///   from scratch if need be).
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard let id = record(of: constraint) else {
      throw .unknownConstraint(constraint)
    }
    logRelaxed(constraint)
    guard constant.isFinite else { throw .nonFiniteValue("constant \(constant)") }
    if needsRebuild { try rebuild() }
    defer { settleAfterChange() }
    if aliasCount > 0 && records[id]!.isAlias {
      // In place where it can (`Solver+AliasConstants.swift`); if not, or if the new constant
      // does not hold, back into a row, where a constant can move (and a refused one be rolled
      // back and explained).
      if let change = moveAliasConstants([(id, constant)]) {
        propagateFromViolatedRows()
        if tableau.repair(respectingCosts: true, propagate: true) == .feasible { return }
        undo(change)
        try restore()
      }
      dissolveAliasClass(of: id, demoting: true)
      try restore()
    }
    if records[id]!.sharedRow >= 0 {
      // A row of its own first: the others keep the old constant.
      unshareRow(record: id)
      try restore()
    }
    let old = records[id]!.constant
    if applyCachedResponse(record: id, from: old, to: constant) { return }
    let version = tableau.structureVersion
    let before = quietVersion[id] == version ? tableau.value : nil
    applyConstant(constant, record: id)
    switch tableau.repair(respectingCosts: true, propagate: true) {
    case .feasible:
      // The dual simplex kept the objective optimal. Without a pivot, remember how the values
      // moved: the next change of this constant can move them the same way.
      guard tableau.structureVersion == version else { break }
      if quietVersion.count > 64 { quietVersion.removeAll() }
      quietVersion[id] = version
      if let before,
        let response = ConstantResponse(before: before, in: tableau, change: constant - old)
      {
        responses = responses.filter { $0.value.version == version }
        responses[id] = response
      }
    case .gaveUp:
      applyConstant(old, record: id)
      try restore()
      throw .iterationLimit
    case .infeasible(let basic):
      let certificate = certificateConstraints(basic)
      applyConstant(old, record: id)
      try restore()
      // The optimistic aliases may be what conflicts: refuse only what the rows refuse.
      if demoteAllOptimisticAliases() {
        try setConstant(constant, of: constraint)
        return
      }
      let changed = Constraint(
        Expression(terms: constraint.expression.terms, constant: constant), constraint.relation,
        priority: constraint.priority, label: constraint.label)
      var conflict = explainConflict(with: changed, certificate: certificate, replacing: id)
      if let i = conflict.firstIndex(where: { $0 === changed }) { conflict[i] = constraint }
      // The stand-in came last; the constraint itself goes back to its place in add order.
      conflict.sort { order($0) < order($1) }
      throw .unsatisfiable(conflict: conflict)
    }
  }

  /// Changes the constants of several constraints at once and re-solves once: what a size-class
  /// change that moves many constants needs. Every bound moves first, then one repair propagates
  /// from all the rows that moved together, so a chain of changes (each card of a column growing)
  /// moves each variable once instead of once per change upstream of it.
  ///
  /// - Returns: `true` when the new constants hold together; `false` when required constraints
  ///   cannot take them all, or the simplex broke down — then nothing changed, and changing them
  ///   one at a time with `setConstant` tells which one conflicts.
  /// - Throws: `.unknownConstraint`, `.nonFiniteValue` (before changing anything);
  ///   `.iterationLimit` when solving the old constants again from scratch breaks down too.
  public func setConstants(_ changes: [(constraint: Constraint, constant: Double)])
    throws(SolverError) -> Bool
  {
    for i in changes.indices { logRelaxed(changes[i].constraint) }
    // The changes are read where they lie, by index, never copied out: a copy of an element
    // retained its constraint, a write to an object made long before (two a change at 10,000
    // cards, each a cache miss).
    var ids: [(id: Int, old: Double)] = []
    ids.reserveCapacity(changes.count)
    for i in changes.indices {
      guard
        let id = Unmanaged.passUnretained(changes[i].constraint)
          ._withUnsafeGuaranteedRef({ record(of: $0) })
      else {
        throw .unknownConstraint(changes[i].constraint)
      }
      guard changes[i].constant.isFinite else {
        throw .nonFiniteValue("constant \(changes[i].constant)")
      }
      ids.append((id, records[id]!.constant))
    }
    if needsRebuild { try rebuild() }
    defer { settleAfterChange() }
    var demoted = false
    // Aliases move in place where they can (`Solver+AliasConstants.swift`), all or none.
    var aliasChanges: [(id: Int, constant: Double)] = []
    for i in ids.indices where aliasCount > 0 && records[ids[i].id]!.isAlias {
      aliasChanges.append((ids[i].id, changes[i].constant))
    }
    let inPlace = aliasChanges.isEmpty ? nil : moveAliasConstants(aliasChanges)
    for (id, _) in ids where inPlace == nil && aliasCount > 0 && records[id]!.isAlias {
      dissolveAliasClass(of: id, demoting: true)
      demoted = true
    }
    for (id, _) in ids where records[id]!.sharedRow >= 0 {
      unshareRow(record: id)
      demoted = true
    }
    if demoted { try restore() }
    // The deferred rows' free symbols are recomputed once, after the shifts and the propagation
    // (which bound nothing on them), not after each shift: a size class that changes every
    // fifth label of a column in a box they size shifted N/5 slacks, each recomputing every
    // deferred row below it. Before the repair, whose pivots change which rows refer to what.
    let batchesDependents = tableau.startCollectingDependents()
    for i in ids.indices where !records[ids[i].id]!.isAlias {
      applyConstant(changes[i].constant, record: ids[i].id)
    }
    propagateFromViolatedRows()
    if batchesDependents { tableau.recomputePendingDependents() }
    switch tableau.repair(respectingCosts: true, propagate: true) {
    case .feasible:
      return true
    case .gaveUp, .infeasible:
      for (id, old) in ids.reversed() where !records[id]!.isAlias { applyConstant(old, record: id) }
      if let inPlace { undo(inPlace) }
      try restore()
      // The optimistic aliases may be what conflicts: refuse only what the rows refuse.
      if demoteAllOptimisticAliases() { return try setConstants(changes) }
      return false
    }
  }

  /// Repairs every violated row at once by one propagated shift from all of them, before the
  /// repair takes them one at a time: what a change that moved many bounds together needs (a
  /// size-class change's constants, an alias constant that moves every constraint over the
  /// members it moves). Rows in the order found, then, if that gives up (undoing its moves),
  /// lowest symbol first: each order moves each link of a chain once when the chain runs one
  /// way, and in waves, N²/2 moves or a give-up, when it runs the other (`compoundShift`'s
  /// `lowestFirst`), and if that gives up too, lowest first with each tie of a link's ends
  /// sent the other way (`prefersLaterOnTie`), and last as planned (`ShiftPlan`). Rows it
  /// leaves violated are left to the repair.
  ///
  /// Why not one row at a time: a margin alias moves the leading edge of every view of a
  /// column; each view's row, repaired alone, moves its width and every view below it (N²/2
  /// moves), and where a tie sends a move up the column instead, the propagation gives up and
  /// the pivots after it fill every row.
  func propagateFromViolatedRows() {
    var violated: [Int32] = []
    while let b = tableau.nextViolated() { violated.append(b) }
    for b in violated { tableau.markDirty(b) }
    if !violated.isEmpty && !tableau.compoundShift(from: violated, respectingCosts: true)
      && violated.count > 1
      && !tableau.compoundShift(from: violated, respectingCosts: true, lowestFirst: true)
      // Both gave up, most likely at a tie of a link's two ends that sent a move up a chain to
      // its anchored end, beyond what the lookahead (`leadsOn`, three rows) sees: the labels of
      // a column whose heights change in a size class, the first of them four or more below
      // the top, sent every move up to the top's fixed row; the rows were then repaired one by
      // one, each pivot as long as the column (N²: 12.7 s for 1,000 labels, a debug build).
      // Once more, lowest first, each tie to the other end: every label moves once.
      && !tableau.compoundShift(
        from: violated, respectingCosts: true, lowestFirst: true, prefersLaterOnTie: true),
      // Still given up: the moves must run both ways, or start nearest the far end (a column
      // held at its middle label, whose heights change above and below it). Planned
      // (`ShiftPlan`), each row chooses its symbol by where its chain ends and is repaired
      // after every row that disturbs it.
      tableau.planShift(from: violated, budget: tableau.propagationBudget)
    {
      _ = tableau.compoundShift(from: violated, respectingCosts: true, planned: true)
    }
  }

  /// Lists a constraint removed or given a new constant (`logsRelaxations`).
  @inline(__always)
  func logRelaxed(_ constraint: Constraint) {
    guard logsRelaxations, relaxedLog != nil else { return }
    if relaxedLog!.count >= Solver.relaxedLogLimit {
      relaxedLog = nil
    } else {
      relaxedLog!.append(constraint)
    }
  }

  /// The constraints removed or given a new constant since the last call (with
  /// `logsRelaxations`), in the order it happened, a constraint possibly more than once; nil
  /// when that is not known (a reset, or too many): then any of them may have been.
  public func takeRelaxed() -> [Constraint]? {
    defer { relaxedLog = [] }
    return relaxedLog
  }

  /// The constant a constraint currently has in the solver (its own, or the one last set with
  /// `setConstant`).
  public func constant(of constraint: Constraint) -> Double? {
    record(of: constraint).flatMap { records[$0]?.constant }
  }

  // MARK: - Edit variables

  /// Makes `variable` an edit variable: an equality at `priority` whose value `suggestValue`
  /// moves. It starts at the variable's current value, so adding it changes nothing.
  ///
  /// - Throws: `.duplicateEditVariable`; `.invalidPriority` for a priority outside 1...999 (an
  ///   edit is a wish, not a requirement: use `setConstant` on a required constraint for that).
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.isValid && !priority.isRequired else {
      throw .invalidPriority(priority.value)
    }
    let edit = Constraint(
      Expression(variable), .equal, Expression(constant: value(of: variable)), priority: priority,
      label: "edit \(variable.name)")
    try add(edit)
    edits[variable] = edit
    editOrder.append(variable)
  }

  /// Removes an edit variable and its equality.
  /// - Throws: `.unknownEditVariable`.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
    // The variable stops being an edit variable when its equality goes: `remove` makes the
    // removal even when it throws, unless an earlier breakdown's re-solve fails first.
    defer {
      if !hasConstraint(edit) {
        edits[variable] = nil
        editOrder.removeAll { $0 === variable }
      }
    }
    try remove(edit)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable] != nil
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex, starting from the
  /// current optimum.
  /// - Throws: `.unknownEditVariable`, `.nonFiniteValue`.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteValue("suggested value \(value)") }
    try setConstant(-value, of: edit)
  }

  // MARK: - Values

  /// The variable's value at the current optimum; 0 for a variable the solver has not seen.
  // Read-only, said so: the atomic load of the variable's claim (`DenseTable`) counts as a
  // write for the optimizer, and callers then retained and released the variable around every
  // call (W5r's edit, which reads every value: +1.5% of its instructions). It only reads.
  @_effects(readonly)
  public func value(of variable: Variable) -> Double {
    currentValue(of: variable)
  }

  /// Whether the solver has seen `variable` in a constraint it was given. One it has not seen is
  /// in none of its constraints: any value of it satisfies them all, at the same errors.
  public func hasSeen(_ variable: Variable) -> Bool {
    symbolEntry(of: variable).value != DenseTable<Variable>.absent
  }

  /// `value(of:)`, for the solver's own use in the middle of a change.
  @inline(__always)
  func currentValue(of variable: Variable) -> Double {
    let (s, link) = symbolEntry(of: variable)
    if s >= 0 {
      let v = tableau.value[Int(s)]
      return v == 0 ? 0 : v  // never -0
    }
    // Missing (never seen: 0), or an alias, stored marked with its root's symbol and its link.
    return s == DenseTable<Variable>.absent ? 0 : aliasedValue(link: link)
  }

  /// The error of a constraint at the current values: the violation of its expression as written
  /// (0 when it holds). `nil` for a constraint not in the solver.
  public func error(of constraint: Constraint) -> Double? {
    guard let id = record(of: constraint), let constant = records[id]?.constant else { return nil }
    return error(of: constraint, constant: constant)
  }

  /// How far `constraint`, with the constant `constant` in force, is from holding at the
  /// current values: `error(of:)`'s sum, in its order.
  private func error(of constraint: Constraint, constant: Double) -> Double {
    var e = constant
    for term in constraint.expression.terms { e += term.coefficient * value(of: term.variable) }
    switch constraint.relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }

  /// The summed error of the optional constraints at each priority that has any, highest
  /// priority first. Two optima of the same system agree on these.
  ///
  /// Each record is read in place, its error summed as `error(of:)` sums it. A copy of every
  /// record (a constraint and a dozen fields, retained and released) and a lookup of each
  /// constraint's record were most of the time of reporting a few hundred ambiguous views,
  /// whose alternative frames ask this before and after each trial pin.
  public var errorsByPriority: [(priority: Int, error: Double)] {
    // A layout has a handful of priorities: a short list, searched from the last one found (a
    // dictionary hashed every record's priority).
    var sums: [(priority: Int, error: Double)] = []
    var last = 0
    for k in records.indices {
      guard let constraint = records[k]?.constraint, !constraint.priority.isRequired,
        let constant = records[k]?.constant
      else { continue }
      let amount = error(of: constraint, constant: constant)
      let priority = constraint.priority.value
      if last >= sums.count || sums[last].priority != priority {
        if let found = sums.firstIndex(where: { $0.priority == priority }) {
          last = found
        } else {
          last = sums.count
          sums.append((priority, 0))
        }
      }
      sums[last].error += amount
    }
    return sums.sorted { $0.priority > $1.priority }
  }

  /// Forgets every constraint, edit variable and variable.
  public func reset() {
    handleGeneration &+= 1
    relaxedLog = nil
    tableau = Tableau()
    lastFaceDirections = nil  // of the old tableau's rows, whose versions the new one repeats
    records = []
    freeRecords = []
    recordOfConstraint.releaseClaims()
    symbolOfVariable.releaseClaims()
    variables = []
    edits = [:]
    editOrder = []
    sequence = 0
    responses = [:]
    quietVersion = [:]
    aliasOfVariable = IdentityTable<Variable>()
    aliasLinks = []
    aliasClasses = [:]
    recordsOverVariable = nil
    isClassRoot = []
    aliasCount = 0
    sharedRowMembers = []
    sharedRowHash = []
    freeSharedRows = []
    sharedRowSlots = []
    liveSharedRows = 0
    sharedRowsNeedOptimizing = false
    needsRebuild = false
    optimisticAliases = []
    optimisticLeaves = IdentityTable<Variable>()
    optimisticPending = false
    optimisticCheckedVersion = .max
    optimisticLowestPriority = .max
    optimisticCandidateCount = []
    optimisticWaitingHead = []
    optimisticWaiting = []
    subjectSlack = []
    subjectCandidate = -1
    subjectIsKnown = false
  }

  // MARK: - Internals

  /// `value(of:)` for an aliased variable, given its link's index (stored beside its symbol).
  func aliasedValue(link k: Int32) -> Double {
    let link = aliasLinks[Int(k)]
    let x = link.factor * tableau.value[Int(link.root)] + link.offset
    return x == 0 ? 0 : x
  }

  static func checkFinite(_ constraint: Constraint) throws(SolverError) {
    for term in constraint.expression.terms where !term.coefficient.isFinite {
      throw .nonFiniteValue("coefficient \(term.coefficient) of \(term.variable.name)")
    }
    guard constraint.expression.constant.isFinite else {
      throw .nonFiniteValue("constant \(constraint.expression.constant)")
    }
  }

  /// The index of a constraint's record, if the constraint is in the solver.
  func record(of constraint: Constraint) -> Int? {
    // The claim before the table: see `DenseTable.storedEntry(for:claim:)`.
    let claim = constraint.loadClaim()
    return recordOfConstraint.value(for: constraint, claim: claim).map(Int.init)
  }

  /// A variable's entry in `symbolOfVariable` as stored: its symbol, `DenseTable.absent`, or an
  /// alias's root marked (negative) with its link beside it.
  ///
  /// The claim is read before the table (see `DenseTable.storedEntry(for:claim:)`): reading the
  /// table first had it copied, through its generic value witness, on every lookup.
  @inline(__always)
  func symbolEntry(of variable: Variable) -> (value: Int32, extra: Int32) {
    let claim = variable.loadClaim()
    return symbolOfVariable.storedEntry(for: variable, claim: claim)
  }

  /// A variable's symbol (its root's, for an alias), if the solver has seen it.
  @inline(__always)
  func knownSymbol(of variable: Variable) -> Int32? {
    let claim = variable.loadClaim()
    return symbolOfVariable.value(for: variable, claim: claim)
  }

  /// The symbol of a variable, created on first sight.
  func symbol(for variable: Variable) -> Int32 {
    if let s = knownSymbol(of: variable) { return s }
    return newSymbol(for: variable)
  }

  /// The symbol of a variable the solver has not seen; `link` marks it a link (see
  /// `Solver+Subjects.swift`).
  func newSymbol(for variable: Variable, link: Bool = false) -> Int32 {
    let s = tableau.makeSymbol(.external, owner: variables.count)
    variables.append(variable)
    symbolOfVariable.insert(s, extra: link ? Solver.linkMark : 0, for: variable)
    return s
  }

  /// Re-solves after a removal or a rollback, which may leave basic symbols out of bounds and
  /// the objective unoptimized: a repair, then the primal simplex (reading only the symbols the
  /// change touched when its caller keeps their log, `optimizeAfterTrackedChanges`). (A dual
  /// repair needs no simplex after it: it keeps the objective optimal as it goes.) When either breaks down, the
  /// records are solved from scratch (`rebuild`): a rollback must leave a tableau that later
  /// calls can trust, not one cut short at the iteration limit.
  /// - Throws: `.iterationLimit` when the from-scratch re-solve breaks down too.
  func restore() throws(SolverError) {
    if !needsRebuild && tableau.repair(respectingCosts: false) == .feasible {
      sharedRowsNeedOptimizing = false  // this is the optimizing a shared row's change asked for
      // `.unbounded` breaks down too: the errors are bounded below, so only round-off prices a
      // step that leads nowhere, and the rows behind that price are the rollback's own (its
      // repair pivots on any entry it may). Accepted, the tableau went on with rows of 1e11
      // and the next adds ended non-optimal (seed 90079 of `AddOptimalityTests`).
      if tableau.optimizeAfterTrackedChanges(detectsDrift: false) == .optimal { return }
    }
    try rebuild()
  }
}

/// What the solver keeps for each constraint.
struct ConstraintRecord {
  var constraint: Constraint
  /// The symbol whose row is the constraint's expression (without its constant).
  var slack: Int32
  /// The error symbols of an optional constraint (-1 when absent).
  var errorPlus: Int32 = -1
  var errorMinus: Int32 = -1
  /// The constant in force (see `Solver.setConstant`).
  var constant: Double
  /// What substituting aliased variables added to the constant: `Σ aᵢ·offsetᵢ` over the terms
  /// whose variable is aliased (`x = factor · root + offset`). The slack's bounds come from
  /// `constant + aliasOffset`.
  var aliasOffset = 0.0
  /// Whether the constraint is an alias: a required equality substituted away, with no symbols
  /// (`slack` is -1).
  var isAlias = false
  /// For an optimistic alias (`Solver+OptimisticAliases.swift`), which term's variable is its
  /// leaf; -1 otherwise. (Beside `isAlias`, in what was padding: a longer record cost every
  /// build its copies.)
  var optimisticLeaf: Int8 = -1
  /// The constraint's relation, copied here (in what was padding): a constant change computes
  /// its bounds from the record alone, without a read of the constraint object, which at
  /// 10,000 views is a cache miss a change.
  let relation: Relation
  /// The shared row it is a member of (`Solver+SharedRows.swift`), or -1: its symbols are then
  /// the group's.
  var sharedRow: Int32 = -1
  /// The order of addition, for reports.
  var sequence: Int
}
