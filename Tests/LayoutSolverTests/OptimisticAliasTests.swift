import Testing

@testable import LayoutSolver

/// Optional equalities between two variables kept as aliases while the optimum certifies them
/// (`Solver+OptimisticAliases.swift`): worked by hand, then a solver that makes them against the
/// same calls on one that keeps them as rows, on squeezed rows of views (W5) and on general
/// small systems, under random add, remove, constant-change and edit sequences.
@Suite struct OptimisticAliasTests {
  // MARK: - By hand

  /// Whether `constraint` is kept as an alias now (after a read has checked the certificates).
  static func isAlias(_ solver: Solver, _ constraint: Constraint) -> Bool {
    _ = solver.errorsByPriority  // a read: the certificates are checked first
    guard let id = solver.record(of: constraint) else { return false }
    return solver.records[id]?.isAlias ?? false
  }

  /// W5 with three views in a container 200 wide: the equal widths at 250 stay aliases, and the
  /// widths are those of the required version.
  @Test func aSqueezedRowKeepsItsEqualWidthsAsAliases() throws {
    let solver = Solver()
    solver.optimisticAliasMinimum = 1  // these systems have one or two equalities
    let left = (0..<3).map { Variable("v\($0).left") }
    let width = (0..<3).map { Variable("v\($0).width") }
    var equal: [Constraint] = []
    try solver.add(left[0] == 8)
    for i in 0..<3 {
      try solver.add(width[i] >= 0)
      if i > 0 {
        try solver.add(left[i] >= left[i - 1] + width[i - 1] + Double(8))
        equal.append((width[i] == width[0]).at(.low))
        try solver.add(equal[i - 1])
      }
      try solver.add((width[i] == 100).at(.high))
    }
    try solver.add(left[2] + width[2] <= 200 - Double(8))
    // 3 widths and 4 gaps of 8 fill 200: the widths sum to 168 whatever their split (the error
    // at 750 is 300 − 168 = 132 for any split with each width at most 100); at 250 the split
    // that costs nothing is 56 each.
    for i in 0..<3 { #expect(abs(solver.value(of: width[i]) - 56) < 1e-9) }
    #expect(abs(solver.value(of: left[2]) - 136) < 1e-9)  // 8 + 56 + 8 + 56 + 8
    let errors = solver.errorsByPriority
    #expect(errors.count == 2)
    #expect(abs((errors.first { $0.priority == 750 }?.error ?? 0) - 132) < 1e-9)
    #expect(abs(errors.first { $0.priority == 250 }?.error ?? 1) < 1e-9)
    for e in equal { #expect(OptimisticAliasTests.isAlias(solver, e)) }
    #expect(solver.tableau.formViolation() == nil)
  }

  /// Equalities wait as rows until their class's symbol has `optimisticAliasMinimum` of them,
  /// then all become aliases at once; below the default minimum a small row keeps them as rows.
  /// Four views in a container 200 wide, equal widths at 250 to the first, added before the
  /// container squeezes them.
  @Test(arguments: [3, Solver.defaultOptimisticAliasMinimum])
  func equalitiesWaitForTheMinimum(minimum: Int) throws {
    let solver = Solver()
    solver.optimisticAliasMinimum = minimum
    let left = (0..<4).map { Variable("v\($0).left") }
    let width = (0..<4).map { Variable("v\($0).width") }
    var equal: [Constraint] = []
    try solver.add(left[0] == 8)
    for i in 0..<4 {
      try solver.add(width[i] >= 0)
      if i > 0 {
        try solver.add(left[i] >= left[i - 1] + width[i - 1] + Double(8))
        equal.append((width[i] == width[0]).at(.low))
        try solver.add(equal[i - 1])
        // With a minimum of 3, the first two wait; the third makes all three aliases.
        let made = minimum <= i
        for e in equal { #expect(OptimisticAliasTests.isAlias(solver, e) == made, "after \(i)") }
      }
      try solver.add((width[i] == 100).at(.high))
    }
    try solver.add(left[3] + width[3] <= 200 - Double(8))
    // 4 widths and 5 gaps of 8 fill 200: the widths sum to 160; equal at 250, 40 each; the
    // error at 750 is 4 × (100 − 40) = 240.
    for i in 0..<4 { #expect(abs(solver.value(of: width[i]) - 40) < 1e-9) }
    #expect(abs(solver.value(of: left[3]) - 152) < 1e-9)  // 8 + 3 × (40 + 8)
    let errors = solver.errorsByPriority
    #expect(abs((errors.first { $0.priority == 750 }?.error ?? 0) - 240) < 1e-9)
    #expect(abs(errors.first { $0.priority == 250 }?.error ?? 1) < 1e-9)
    for e in equal { #expect(OptimisticAliasTests.isAlias(solver, e) == (minimum <= 3)) }
    #expect(solver.tableau.formViolation() == nil)
  }

  /// An alias whose certificate breaks goes back into a row: the optimum is the real one.
  @Test func anAliasThatNoLongerHoldsIsDemoted() throws {
    let solver = Solver()
    solver.optimisticAliasMinimum = 1  // these systems have one or two equalities
    let x = Variable("x")
    let y = Variable("y")
    try solver.add((y == 50).at(.high))
    let tie = (x == y).at(.low)
    try solver.add(tie)
    #expect(solver.value(of: x) == 50)
    #expect(OptimisticAliasTests.isAlias(solver, tie))
    // As an alias, x <= 10 would hold y at 10 too (40 at 750). In rows, y stays at its wish 50
    // and x at 10: the 750 error is 0 and the 250 error |10 − 50| = 40.
    try solver.add(x <= 10)
    #expect(abs(solver.value(of: y) - 50) < 1e-9)
    #expect(abs(solver.value(of: x) - 10) < 1e-9)
    let errors = solver.errorsByPriority
    #expect(abs(errors.first { $0.priority == 750 }?.error ?? 1) < 1e-9)
    #expect(abs((errors.first { $0.priority == 250 }?.error ?? 0) - 40) < 1e-9)
    #expect(!OptimisticAliasTests.isAlias(solver, tie))
    #expect(solver.tableau.formViolation() == nil)
  }

  /// A required constraint that only the alias would forbid is accepted; one the rows refuse too
  /// is refused with the same set.
  @Test func onlyWhatTheRowsRefuseIsRefused() throws {
    let solver = Solver()
    solver.optimisticAliasMinimum = 1  // these systems have one or two equalities
    let x = Variable("x")
    let y = Variable("y")
    let tie = (x == y).at(.low)
    try solver.add(tie)
    try solver.add(x >= 10)
    #expect(OptimisticAliasTests.isAlias(solver, tie))
    // x = y >= 10 and y <= 5 conflict only through the alias: accepted, with x − y least at
    // 10 − 5 = 5 (x >= 10, y <= 5), the error at 250.
    let low = y <= 5
    try solver.add(low)
    #expect(abs(solver.value(of: x) - 10) < 1e-9)
    #expect(abs(solver.value(of: y) - 5) < 1e-9)
    #expect(abs((solver.errorsByPriority.first?.error ?? 0) - 5) < 1e-9)
    // y >= 20 conflicts with y <= 5 alone.
    let high = y >= 20
    var conflict: [ObjectIdentifier] = []
    do { try solver.add(high) } catch {
      if case .unsatisfiable(let set) = error { conflict = set.map(ObjectIdentifier.init) }
    }
    #expect(conflict == [low, high].map(ObjectIdentifier.init))
    #expect(abs(solver.value(of: y) - 5) < 1e-9)
  }

  // MARK: - Against rows

  /// An optional two-variable equality, `x(i) == f·x(j) + c`, at a random priority.
  static func optionalEquality(_ rng: inout SplitMix64, _ n: Int) -> ConstraintSpec {
    var spec = SharedRowTests.alias(&rng, n)
    spec.priority = rng.pick([250, 250, 500, 750, 999, 1])
    return spec
  }

  /// Small general systems (2 to 4 variables, at most 10 constraints, 16 calls): optional and
  /// required equalities, single-variable bounds and general constraints; the same errors at
  /// every level, the same ambiguity answers (against the reference optimum), the same values
  /// where the optimum fixes them, the same refusals.
  @Test(arguments: 0..<300)
  func optimisticEqualsRowsOnGeneralSystems(seed: Int) {
    _ = OptimisticAliasTests.runGeneral(seed: seed)
  }

  /// The random sequences do make optimistic aliases that are read (so that the comparison
  /// cannot pass by never making one), and some are demoted.
  @Test func theRandomSequencesMakeAndDemoteAliases() {
    var made = 0
    var demoted = 0
    for seed in 0..<60 {
      let (m, d) = OptimisticAliasTests.runGeneral(seed: seed)
      made += m ? 1 : 0
      demoted += d ? 1 : 0
    }
    #expect(made >= 20, "\(made) of 60 sequences made an optimistic alias")
    #expect(demoted >= 3, "\(demoted) of 60 sequences demoted one")
  }

  /// Whether `solver` holds a live optimistic alias now.
  static func hasOptimisticAlias(_ solver: Solver) -> Bool {
    !solver.liveOptimisticAliases().isEmpty
  }

  /// One random general sequence; whether an optimistic alias was seen after a read, and
  /// whether one was ever demoted (an alias seen, then gone without its removal).
  static func runGeneral(seed: Int) -> (made: Bool, demoted: Bool) {
    var made = false
    var demoted = false
    var rng = SplitMix64(seed: UInt64(seed) &* 15_485_863 &+ 11)
    var generator = SystemGenerator(seed: UInt64(seed) &+ 3_000_017)
    let n = 2 + seed % 3
    let variables = (0..<n).map { Variable("x\($0)") }
    let optimistic = Solver()
    // From the first equality into a class, or (odd seeds) from the second, which makes
    // the waiting first one an alias too.
    optimistic.optimisticAliasMinimum = 1 + seed % 2
    let rows = Solver()
    rows.aliasesOptionalEqualities = false
    var live: [(constraint: Constraint, spec: ConstraintSpec)] = []
    var edits: [(variable: Int, spec: ConstraintSpec)] = []
    var aliasesSeen = 0
    for step in 0..<16 {
      let context = "seed \(seed) step \(step)"
      let roll = rng.int(in: 0...99)
      var removedAlias = false
      if (roll < 50 && live.count < 10) || live.isEmpty {
        let kind = rng.int(in: 0...99)
        let spec =
          kind < 40
          ? optionalEquality(&rng, n)
          : kind < 50
            ? SharedRowTests.alias(&rng, n)
            : kind < 80 ? SharedRowTests.bound(&rng, n) : generator.constraint(variableCount: n)
        AliasTests.addToBoth(context, optimistic, rows, spec, variables: variables, live: &live)
      } else if roll < 65 || live.count >= 10 {
        let (constraint, _) = live.remove(at: rng.int(in: 0...(live.count - 1)))
        if let id = optimistic.record(of: constraint), optimistic.records[id]?.isAlias ?? false {
          removedAlias = true
        }
        _ = AliasTests.both(
          context + " remove \(constraint)", optimistic, rows, .remove(constraint))
      } else if roll < 88 {
        let k = rng.int(in: 0...(live.count - 1))
        let constant = rng.pick([-10.0, 0, 10, Double(rng.int(in: -25...25))])
        if let id = optimistic.record(of: live[k].constraint),
          optimistic.records[id]?.isAlias ?? false
        {
          removedAlias = true  // demoted by the call itself, not by a certificate
        }
        AliasTests.setConstantOnBoth(
          context, optimistic, rows, constant, of: k, live: &live, variableCount: n)
      } else {
        let i = rng.int(in: 0...(n - 1))
        AliasTests.suggestOnBoth(
          context, optimistic, rows, variable: i, variables: variables,
          priorities: [999, 750, 250],
          value: { $0.pick([-10.0, 10, Double($0.int(in: -30...30))]) }, rng: &rng, edits: &edits)
      }
      AliasTests.checkSame(
        optimistic, rows, variables, specs: live.map(\.spec) + edits.map(\.spec), context)
      // After the reads above, the certificates are checked.
      let count = optimistic.liveOptimisticAliases().count
      if count > 0 { made = true }
      if count < aliasesSeen && !removedAlias { demoted = true }
      aliasesSeen = count
    }
    return (made, demoted)
  }

  /// Squeezed rows of 2 to 4 views (W5's shape: each `width == intrinsic` at 750, gaps of 8,
  /// the last view inside the container, widths equal to the first view's at 250 or another
  /// priority), built in order, then random calls: the container's width suggested (squeezed
  /// and not), intrinsic widths and equal-width offsets changed, constraints removed and added
  /// again, extra bounds on single widths. The same refusals, errors at every level, fixed
  /// variables and values where fixed as the solver that keeps the equalities as rows (too many
  /// variables for the reference's vertex enumeration: the general systems above check the
  /// directions against it).
  @Test(arguments: 0..<120)
  func optimisticEqualsRowsOnSqueezedRows(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 32_452_843 &+ 5)
    let n = 2 + seed % 3
    let containerLeft = Variable("container.left")
    let containerWidth = Variable("container.width")
    let left = (0..<n).map { Variable("v\($0).left") }
    let width = (0..<n).map { Variable("v\($0).width") }
    let variables = [containerLeft, containerWidth] + left + width
    var base = [Constraint(Expression(containerLeft), .equal, 0)]
    for i in 0..<n {
      base.append(width[i] >= 0)
      if i == 0 {
        base.append(Constraint(Expression(left[0]), .equal, containerLeft + Double(8)))
      } else {
        base.append(left[i] >= left[i - 1] + width[i - 1] + Double(8))
        let priority = rng.pick([250, 250, 250, 500, 1000])
        base.append((width[i] == width[0]).at(Priority(priority)))
      }
      let intrinsic = rng.pick([100.0, 100, 60, Double(rng.int(in: 10...120))])
      base.append((width[i] == intrinsic).at(.high))
    }
    base.append(left[n - 1] + width[n - 1] <= containerLeft + containerWidth - Double(8))
    let optimistic = Solver()
    // From the first equality into a class, or (odd seeds) from the second, which makes
    // the waiting first one an alias too.
    optimistic.optimisticAliasMinimum = 1 + seed % 2
    let rows = Solver()
    rows.aliasesOptionalEqualities = false
    var live: [Constraint] = []
    for (k, c) in base.enumerated()
    where OptimisticAliasTests.both("seed \(seed) base \(k)", optimistic, rows, .add(c)) {
      live.append(c)
    }
    // The edit starts at the container's width, which nothing fixes yet (the two solvers may
    // stand at different optima): the first suggestion makes both the same system.
    _ = OptimisticAliasTests.both(
      "seed \(seed) edit", optimistic, rows, .edit(containerWidth, Priority(999)))
    _ = OptimisticAliasTests.both(
      "seed \(seed) first suggestion", optimistic, rows,
      .suggest(Double(50 * n), containerWidth))
    var removed: [Constraint] = []
    for step in 0..<14 {
      let context = "seed \(seed) step \(step)"
      let roll = rng.int(in: 0...99)
      if roll < 35 {
        let value = Double(rng.pick([20, 60, 110, 200, 400, 1000, rng.int(in: 0...500)]))
        _ = OptimisticAliasTests.both(
          context + " suggest \(value)", optimistic, rows, .suggest(value, containerWidth))
      } else if roll < 55, !live.isEmpty {
        let c = live[rng.int(in: 0...(live.count - 1))]
        let constant = Double(rng.pick([-100, -60, -30, 0, 10, rng.int(in: -120...20)]))
        _ = OptimisticAliasTests.both(
          context + " setConstant \(constant) of \(c)", optimistic, rows, .setConstant(constant, c))
      } else if roll < 70, !live.isEmpty {
        let c = live.remove(at: rng.int(in: 0...(live.count - 1)))
        _ = OptimisticAliasTests.both(context + " remove \(c)", optimistic, rows, .remove(c))
        removed.append(c)
      } else if roll < 80, !removed.isEmpty {
        let c = removed.remove(at: rng.int(in: 0...(removed.count - 1)))
        if OptimisticAliasTests.both(context + " add again \(c)", optimistic, rows, .add(c)) {
          live.append(c)
        }
      } else {
        let i = rng.int(in: 0...(n - 1))
        let bound = Double(rng.int(in: 5...120))
        let c =
          rng.chance(50)
          ? Constraint(Expression(width[i]), .lessThanOrEqual, Expression(constant: bound))
          : Constraint(
            Expression(width[i]), .greaterThanOrEqual, Expression(constant: bound),
            priority: Priority(rng.pick([1000, 750, 500, 250])))
        if OptimisticAliasTests.both(context + " add \(c)", optimistic, rows, .add(c)) {
          live.append(c)
        }
      }
      let mine = optimistic.errorsByPriority
      let theirs = rows.errorsByPriority
      #expect(sameErrors(mine, theirs), "\(context): \(describe(mine)) against \(describe(theirs))")
      #expect(optimistic.tableau.formViolation() == nil, "\(context)")
      let a = optimistic.ambiguities(of: variables)
      let b = rows.ambiguities(of: variables)
      for (k, v) in variables.enumerated() {
        // Where the optimum is not unique the two may stand at different points of the optimal
        // face (one at each end of a segment): which way is open differs, whether it is fixed
        // does not.
        #expect(
          a[k].isFixed == b[k].isFixed,
          "\(context): \(v.name) \(a[k]) optimistic, \(b[k]) in rows")
        if a[k].isFixed && b[k].isFixed {
          #expect(
            isClose(optimistic.value(of: v), rows.value(of: v), tolerance: 1e-6),
            "\(context): \(v.name) = \(optimistic.value(of: v)), \(rows.value(of: v)) in rows")
        }
      }
    }
  }

  /// Runs one call on both solvers: both accept it, or both refuse it. Where several minimal
  /// conflicting sets exist the two may name different ones (each picks inside its own
  /// certificate): then every constraint named is required, a refused add's set is checked
  /// minimal on fresh solvers, and a refused constant change's set names the changed constraint.
  static func both(
    _ context: String, _ optimistic: Solver, _ rows: Solver, _ call: AliasTests.Call
  ) -> Bool {
    var first: SolverError? = nil
    var second: SolverError? = nil
    do { try call.perform(on: optimistic) } catch { first = error }
    do { try call.perform(on: rows) } catch { second = error }
    switch (first, second) {
    case (nil, nil): return true
    case (.unsatisfiable(let a)?, .unsatisfiable(let b)?):
      if a.map(ObjectIdentifier.init) == b.map(ObjectIdentifier.init) { return false }
      #expect(a.allSatisfy { $0.priority.isRequired }, "\(context): \(a)")
      switch call {
      case .add(let c):
        #expect(a.last === c, "\(context): \(a)")
        #expect(!feasible(a), "\(context): \(a) holds")
        for drop in a.indices {
          var subset = a
          subset.remove(at: drop)
          #expect(feasible(subset), "\(context): \(a) is not minimal")
        }
      case .setConstant(_, let c):
        #expect(a.contains { $0 === c }, "\(context): \(a)")
      default:
        Issue.record("\(context): conflict \(a), rows \(b)")
      }
      return false
    default:
      Issue.record(
        "\(context): optimistic threw \(String(describing: first)), rows \(String(describing: second))"
      )
      return false
    }
  }

  /// Whether a fresh solver accepts every one of `constraints`.
  static func feasible(_ constraints: [Constraint]) -> Bool {
    let solver = Solver()
    solver.optimisticAliasMinimum = 1  // these systems have one or two equalities
    do {
      for c in constraints { try solver.add(c) }
      return true
    } catch {
      return false
    }
  }
}
