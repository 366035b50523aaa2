/// Explaining why required constraints cannot all hold.
extension Solver {
  /// A minimal conflicting set that contains `refused`.
  ///
  /// Start from the constraints the infeasible row names (its Farkas certificate), keeping the
  /// required ones; if they alone turn out consistent (the row leaned on an optional constraint's
  /// error bounds), start from every required constraint. Then a deletion filter: try dropping
  /// each constraint in the order it was added, oldest first, and keep it out whenever the rest
  /// still conflict. What remains conflicts and every proper subset of it is consistent.
  ///
  /// Where several minimal sets exist the pick is deterministic, and it is made inside the
  /// certificate: of the minimal sets among the constraints the infeasible row names, the one that
  /// keeps the most recently added. Which row proves infeasibility follows from the tableau (the
  /// lowest-index violated basic symbol), so it is not the most recent set over all constraints:
  /// after `x >= 10`, `x >= 20`, refusing `x <= 5` names `x >= 10`.
  ///
  /// `replacing`: a record whose constant is being changed; `refused` stands in for it.
  func explainConflict(
    with refused: Constraint, certificate: [Constraint], replacing: Int? = nil
  ) -> [Constraint] {
    guard explainsConflicts else { return [refused] }
    conflictExplanations += 1
    let replaced = replacing.flatMap { records[$0]?.constraint }
    func requiredOnly(_ list: [Constraint]) -> [Constraint] {
      list.filter { $0.priority.isRequired && $0 !== refused && $0 !== replaced }
        .sorted { order($0) < order($1) }
    }
    var others = requiredOnly(certificate)
    var outcome = Solver.deletionFilter(others, refused: refused, constants: constantsOf)
    if case .consistent = outcome {
      // Only here: every required constraint, sorted, made for each conflict cost a large
      // layout with many conflicts time quadratic in its size.
      others = requiredOnly(records.compactMap { $0?.constraint })
      outcome = Solver.deletionFilter(others, refused: refused, constants: constantsOf)
    }
    if case .minimal(let needed) = outcome {
      conflictChecks += 1 + others.count
      return needed + [refused]
    }
    // The probe broke down (an iteration limit): the same filter, a fresh solver per check.
    conflictChecks += 1
    if Solver.isFeasible(others + [refused], constants: constantsOf) {
      others = requiredOnly(records.compactMap { $0?.constraint })
    }
    var index = 0
    while index < others.count {
      var trial = others
      trial.remove(at: index)
      conflictChecks += 1
      if Solver.isFeasible(trial + [refused], constants: constantsOf) {
        index += 1
      } else {
        others = trial
      }
    }
    return others + [refused]
  }

  /// What `deletionFilter` found.
  enum DeletionFilterOutcome {
    /// The members the conflict needs, in the order given.
    case minimal([Constraint])
    /// The constraints do not conflict with the refused one at all.
    case consistent
    /// The probe solver broke down (anything but a refusal).
    case brokeDown
  }

  /// The deletion filter of `explainConflict` on one probe solver: `others` (consistent on their
  /// own) are added once, then `refused`, which must be refused; then each check takes one of
  /// `others` out and tries `refused` again: refused, the constraint is not needed and stays
  /// out; accepted, `refused` goes and the constraint comes back. The same checks in the same
  /// order as a fresh solver per check, so the same members.
  ///
  /// Why: a fresh solver per check built the whole candidate list again each time, so a
  /// conflict cost the square of its certificate in additions; a layout with thousands of
  /// conflicts spent a third of its build there (a size class that swaps 2,000 pairs of views
  /// into conflicts).
  static func deletionFilter(
    _ others: [Constraint], refused: Constraint, constants: (Constraint) -> Double
  ) -> DeletionFilterOutcome {
    func copy(_ c: Constraint) -> Constraint {
      Constraint(Expression(terms: c.expression.terms, constant: constants(c)), c.relation)
    }
    let probe = Solver(explainsConflicts: false)
    let copies = others.map(copy)
    let refusedCopy = copy(refused)
    /// Whether `refused` is refused now; nil when the probe breaks down.
    func refuses() -> Bool? {
      do {
        try probe.add(refusedCopy)
        try probe.remove(refusedCopy)
        return false
      } catch .unsatisfiable {
        return true
      } catch {
        return nil
      }
    }
    do {
      for c in copies { try probe.add(c) }
    } catch {
      return .brokeDown
    }
    switch refuses() {
    case nil: return .brokeDown
    case false?: return .consistent
    case true?: break
    }
    var needed: [Constraint] = []
    for (original, c) in zip(others, copies) {
      do {
        try probe.remove(c)
      } catch {
        return .brokeDown
      }
      switch refuses() {
      case nil: return .brokeDown
      case true?: continue  // the rest still conflict without it: not needed
      case false?: break
      }
      needed.append(original)
      do {
        try probe.add(c)
      } catch {
        return .brokeDown
      }
    }
    return .minimal(needed)
  }

  /// The add order of a constraint in this solver.
  func order(_ constraint: Constraint) -> Int {
    record(of: constraint).flatMap { records[$0]?.sequence } ?? Int.max
  }

  /// The constant each constraint has in this solver.
  func constantsOf(_ constraint: Constraint) -> Double {
    constant(of: constraint) ?? constraint.expression.constant
  }

  /// Whether the constraints can all hold together, each treated as required.
  static func isFeasible(_ constraints: [Constraint], constants: (Constraint) -> Double) -> Bool {
    let probe = Solver(explainsConflicts: false)
    for c in constraints {
      let copy = Constraint(
        Expression(terms: c.expression.terms, constant: constants(c)), c.relation)
      do {
        try probe.add(copy)
      } catch {
        return false
      }
    }
    return true
  }
}
