/// What the solver does when its incremental state cannot be trusted: a re-solve that gave up
/// (the iteration limit) is redone from scratch, and an objective whose reduced costs drifted
/// with round-off is priced again from its errors.
extension Solver {
  /// Solves every constraint in the solver again, from scratch, in a new tableau: what a change
  /// does when its incremental re-solve reached the iteration limit (a numerical breakdown). The
  /// pivots that broke down are gone, and what is left is the path that built the system in the
  /// first place: each constraint added in turn, with the constant in force, in the order added.
  ///
  /// Records keep their indices and their add order, edit variables stay, and every variable
  /// the solver has seen keeps its place and (when finite) its value as the starting point, so a
  /// variable the optimum leaves free stays where it was. No aliases or shared rows are made
  /// (later adds make them as usual): every constraint gets rows of its own, the plain form that
  /// the tests compare the others with.
  ///
  /// - Throws: `.iterationLimit` when the new tableau gives up too. `needsRebuild` then stays
  ///   set: every constraint is in the solver, but its values are not an optimum, and the next
  ///   change tries again (`add` after it has inserted its constraint, the others first).
  func rebuild() throws(SolverError) {
    let kept = records
    let keptFree = freeRecords
    let keptSequence = sequence
    let keptEdits = edits
    let keptEditOrder = editOrder
    let keptVariables = variables
    let keptValues = keptVariables.map { currentValue(of: $0) }
    reset()
    needsRebuild = true
    tableau.iterationBase = rebuildIterationBase
    edits = keptEdits
    editOrder = keptEditOrder
    for (variable, value) in zip(keptVariables, keptValues) {
      let s = newSymbol(for: variable)
      // Any value is a valid start for a free symbol; a breakdown may have left a non-finite one.
      tableau.value[Int(s)] = value.isFinite ? value : 0
    }
    records = Array(repeating: nil, count: kept.count)
    let live = kept.indices.compactMap { id in kept[id].map { (id: id, sequence: $0.sequence) } }
      .sorted { $0.sequence < $1.sequence }
    var gaveUp = false
    for (id, place) in live {
      guard let old = kept[id] else { continue }
      // The record goes back to its index, with its place in the add order.
      freeRecords = [id]
      sequence = place
      _ = insertRecord(for: old.constraint)
      if old.constant != old.constraint.expression.constant {
        applyConstant(old.constant, record: id)
      }
      // After a give-up the rest are still inserted (their rows unsolved), so that the solver
      // holds every constraint for the next attempt.
      if !gaveUp && tableau.repair(respectingCosts: true) != .feasible { gaveUp = true }
    }
    freeRecords = keptFree
    sequence = keptSequence
    if gaveUp || tableau.optimize() == .gaveUp {
      sharedRowsNeedOptimizing = true  // how `add` finds `needsRebuild`
      throw .iterationLimit
    }
    needsRebuild = false
  }

  /// `add` of record `id` when an earlier call's from-scratch re-solve gave up (`needsRebuild`):
  /// the constraint went into a tableau that is no optimum, so all of them are solved from
  /// scratch, this one with them.
  /// - Throws: `.iterationLimit`, without the constraint, when that gives up again.
  func rebuild(adding id: Int) throws(SolverError) {
    do throws(SolverError) {
      try rebuild()
    } catch {
      removeRecord(id)
      throw error
    }
  }

  /// Prices each objective level again from its errors: the sum of the level's error symbols
  /// (each as often as records share it), with the basic ones replaced by their rows.
  ///
  /// Why: a removal pivots through rows whose ratios run into the thousands, and each pivot adds
  /// its round-off to the objective; a reduced cost that is zero can come out as 1e-10, beyond
  /// the simplex's `costTolerance`. At a higher level such an entry decides a symbol's direction
  /// (its lexicographic sign comes from the highest level that prices it), so it blocked a real
  /// improvement at the level below or made one at that level's expense (Scripts/
  /// kiwi-differential.py, seed 13, conflict case 225: level 500 left at 779,502 where its
  /// optimum is 2,273.78), and the optimal face pinned a free variable (seed 11, case 195). A
  /// level whose errors are all non-basic prices every other symbol at exactly zero when priced
  /// afresh. The rows of basic errors carry their own round-off, but only theirs, not the
  /// objective's accumulated along every pivot since the errors were added.
  func repriceObjective() {
    var fresh = [SparseRow](repeating: SparseRow(), count: tableau.levels.count)
    for case let record? in records where !record.constraint.priority.isRequired {
      guard let l = tableau.levels.firstIndex(of: record.constraint.priority.value) else {
        continue
      }
      for e in [record.errorPlus, record.errorMinus] where e >= 0 {
        tableau.addSubstituted(1, e, to: &fresh[l])
      }
    }
    tableau.objective = fresh
    tableau.costVersion &+= 1
    tableau.structureVersion &+= 1
  }
}
