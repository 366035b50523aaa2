import Testing

@testable import LayoutSolver

/// Required equalities between two variables kept as aliases (`Solver+Aliases.swift`): worked by
/// hand, then an aliased solver against the same calls on a solver that keeps every equality as a
/// row, under random add, remove, constant-change and edit sequences.
@Suite struct AliasTests {
  // MARK: - By hand

  /// The conflicting set of an `unsatisfiable` error, by identity; empty for any other error.
  func conflictOf(_ error: Error) -> [ObjectIdentifier] {
    guard case .unsatisfiable(let conflict)? = error as? SolverError else { return [] }
    return conflict.map(ObjectIdentifier.init)
  }

  @Test func joiningTwoClassesMovesTheSmallerOne() throws {
    let solver = Solver()
    // b0 and b1 first: their symbols are the earlier ones. b1 = b0: a class of one member.
    let b = (0..<2).map { Variable("b\($0)") }
    try solver.add(Constraint(Expression(b[1]), .equal, Expression(b[0])))
    // a1…a9 = a0: a class of nine members under a0, whose symbol is later than b's.
    let a = (0..<10).map { Variable("a\($0)") }
    for k in 1..<10 { try solver.add(Constraint(Expression(a[k]), .equal, Expression(a[0]))) }
    let aRoot = try #require(solver.knownSymbol(of: a[0]))
    #expect(solver.aliasClasses[aRoot]?.members.count == 9)
    // a0 = b0 + 3 joins them. The later symbol, a0's, would be the child, and its nine
    // members would move; b's class is the smaller, so b0 and b1 join a0's: 11 members.
    try solver.add(Constraint(Expression(a[0]), .equal, b[0] + 3))
    #expect(solver.aliasClasses[aRoot]?.members.count == 11)
    #expect(solver.aliasCount == 11)
    // The same values either way: b0 at 4 puts every a at 7 and b1 at 4.
    try solver.add((b[0] == 4).at(.low))
    #expect(solver.value(of: b[1]) == 4)
    for v in a { #expect(solver.value(of: v) == 7) }
  }

  @Test func anEqualityWithAFactorAndOffsetBecomesAnAlias() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let tie = Constraint(Expression(y), .equal, 2 * x + Double(10))
    try solver.add(tie)
    try solver.add((x == 5).at(.low))
    // y = 2·x + 10 with x at its wish 5: y = 20.
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 20)
    #expect(solver.records[solver.record(of: tie)!]!.isAlias)
    #expect(solver.aliasCount == 1)
    #expect(solver.dump().contains("alias: "))
    // A constraint over the alias is written over its root: y <= 16 means 2·x + 10 <= 16, x <= 3.
    try solver.add(y <= 16)
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: y) == 16)
  }

  @Test func anEqualityWrittenInAnAncestorsCoordinatesIsAnAlias() throws {
    // The layout engine's form of `a.top == b.top + 8` in the coordinates of their common
    // ancestor n: (a − n) − (b − n) − 8 == 0, four terms of which n's two cancel.
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let n = Variable("n")
    let terms = [Term(a), Term(n, -1), Term(b, -1), Term(n, 1)]
    let net = Solver.aliasTerms(Expression(terms: terms))
    // Adding up by variable, in first-appearance order: 1·a, then n's −1 + 1 = 0 (dropped),
    // then −1·b.
    #expect(net?.count == 2)
    #expect(net?[0].variable === a && net?[0].coefficient == 1)
    #expect(net?[1].variable === b && net?[1].coefficient == -1)
    // a − b − n: three variables after the sums, not an alias; a − a: none.
    #expect(Solver.aliasTerms(Expression(terms: [Term(a), Term(b, -1), Term(n, -1)])) == nil)
    let cancelled = [Term(a), Term(a, -1), Term(b), Term(b, -1)]
    #expect(Solver.aliasTerms(Expression(terms: cancelled)) == nil)

    let tie = Constraint(Expression(terms: terms, constant: -8), .equal, 0)
    try solver.add(tie)
    try solver.add((b == 10).at(.low))
    // a = b + 8 with b at its wish 10: a = 18.
    #expect(solver.value(of: b) == 10)
    #expect(solver.value(of: a) == 18)
    #expect(solver.records[solver.record(of: tie)!]!.isAlias)
    #expect(solver.aliasCount == 1)
    // Removing it dissolves the class through the same two terms: a is free again, b keeps
    // its wish.
    try solver.remove(tie)
    #expect(solver.aliasCount == 0)
    #expect(solver.value(of: b) == 10)
    #expect(solver.tableau.formViolation() == nil)
  }

  @Test func removingAnAliasFreesItsVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let tie = Constraint(Expression(y), .equal, 2 * x + Double(10))
    try solver.add(tie)
    try solver.add((x == 5).at(.low))
    try solver.add(Constraint(Expression(y), .equal, 0, priority: .fittingSize))
    // With the tie: x = 5 (250 outweighs y's wish at 50), y = 20.
    #expect(solver.value(of: y) == 20)
    try solver.remove(tie)
    // Without it each variable has its own wish: x = 5, y = 0.
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 0)
    #expect(solver.aliasCount == 0)
    #expect(solver.tableau.formViolation() == nil)
  }

  /// The records index trusts a record the build saw (its sequence is older than the build)
  /// without reading its constraint, and checks a later one against its terms: a record id
  /// freed after the build and taken by a constraint over another variable is not listed under
  /// the first variable.
  @Test func aRecordIdReusedAfterTheIndexIsBuiltIsListedUnderItsOwnVariables() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let tie = Constraint(Expression(y), .equal, x + Double(3))
    let wish = (x == 10).at(.low)
    let cap = Constraint(Expression(y), .lessThanOrEqual, Expression(constant: 50))
    try solver.add(tie)
    try solver.add(wish)
    try solver.add(cap)
    // The alias's constant moves (y = x + 4): its class is taken apart and the tie goes back
    // into a row, where a constant can move; the dissolution finds the constraints over the
    // members through the index, built here over tie, wish and cap.
    try solver.setConstant(-4, of: tie)
    #expect(solver.recordsOverVariable != nil)
    #expect(solver.aliasCount == 0)
    let tieID = try #require(solver.record(of: tie))
    let capID = try #require(solver.record(of: cap))
    let wishID = try #require(solver.record(of: wish))
    // cap goes; its id is the first free one, so z's constraint takes it.
    try solver.remove(cap)
    let zCap = Constraint(Expression(z), .lessThanOrEqual, Expression(constant: 5))
    try solver.add(zCap)
    #expect(solver.record(of: zCap) == capID)
    // Over y: only the tie now (a row), not the constraint over z that took cap's id.
    #expect(solver.recordsOverMembers([y]) == [tieID])
    // Over z: the constraint that took the id (added after the build, its terms read).
    #expect(solver.recordsOverMembers([z]) == [capID])
    // Over x: the tie and the wish, which the build saw.
    #expect(solver.recordsOverMembers([x]).sorted() == [tieID, wishID].sorted())
    // y = x + 4 with x's wish 10 and no cap: x = 10, y = 14.
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 14)
  }

  /// Taking a class apart finds the constraints over its members through an index of records
  /// by variable (built by the first dissolution, kept by every addition after it, pruned as it
  /// grows), not by a scan of every record; constraints that come and go many times over one
  /// variable leave its list short.
  @Test func constraintsOverAnAliasedVariableAreFoundAfterManyComeAndGo() throws {
    let aliased = Solver()
    let rows = Solver()
    rows.aliasesEqualities = false
    let x = Variable("x")
    let y = Variable("y")
    let tie = Constraint(Expression(y), .equal, x + Double(3))
    let wish = (x == 10).at(.low)
    for solver in [aliased, rows] {
      try solver.add(tie)
      try solver.add(wish)
      // Out and in again: the first dissolution builds the index.
      try solver.remove(tie)
      try solver.add(tie)
    }
    #expect(aliased.recordsOverVariable != nil)
    for round in 0..<5 {
      let loose = (0..<30).map {
        Constraint(Expression(y), .lessThanOrEqual, Expression(Double(100 + $0 + round)))
      }
      for solver in [aliased, rows] {
        for c in loose { try solver.add(c) }
        for c in loose { try solver.remove(c) }
      }
    }
    // 150 constraints came and went over y; its list holds about its live ones, not 150.
    let listed =
      aliased.recordsOverVariable?.entryCount(of: y, claim: aliased.symbolOfVariable.claim(of: y))
      ?? 0
    #expect(listed < 64)
    let floor = Constraint(Expression(y), .greaterThanOrEqual, Expression(constant: 20))
    try aliased.add(floor)
    try rows.add(floor)
    // y = x + 3 and y >= 20 (required) over x's wish 10 (at 250): x = 17, y = 20.
    #expect(aliased.value(of: x) == 17)
    #expect(aliased.value(of: y) == 20)
    // Without the tie, `y >= 20` (found as a user of the class) is written over y's own symbol
    // again: x returns to its wish, as in the solver that kept the tie as a row.
    try aliased.remove(tie)
    try rows.remove(tie)
    #expect(aliased.aliasCount == 0)
    #expect(aliased.value(of: x) == 10)
    #expect(aliased.value(of: y) >= 20)
    #expect(aliased.value(of: y) == rows.value(of: y))
    #expect(aliased.tableau.formViolation() == nil)
  }

  @Test func anAliasConstantMovesAndARefusedOneIsRolledBack() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    // y − 2·x − 10 == 0: its constant is −10.
    let tie = Constraint(Expression(y), .equal, 2 * x + Double(10))
    try solver.add(tie)
    try solver.add((x == 5).at(.low))
    let cap = Constraint(Expression(y), .lessThanOrEqual, 100)
    try solver.add(cap)
    try solver.setConstant(-30, of: tie)
    // y = 2·5 + 30 = 40.
    #expect(solver.value(of: y) == 40)
    let floor = Constraint(Expression(x), .greaterThanOrEqual, 0)
    try solver.add(floor)
    // y = 2·x + 200 with x >= 0 is at least 200: it cannot meet y <= 100.
    do {
      try solver.setConstant(-200, of: tie)
      Issue.record("a constant that cannot hold was accepted")
    } catch {
      #expect(conflictOf(error) == [tie, cap, floor].map(ObjectIdentifier.init))
    }
    // The old constant stays, and with it x = 5, y = 40.
    #expect(solver.constant(of: tie) == -30)
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 40)
  }

  @Test func aConflictThroughAnAliasNamesTheAlias() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let tie = Constraint(Expression(x), .equal, Expression(y))
    let low = Constraint(Expression(x), .greaterThanOrEqual, 10)
    let high = Constraint(Expression(y), .lessThanOrEqual, 5)
    try solver.add(tie)
    try solver.add(low)
    #expect(solver.records[solver.record(of: tie)!]!.isAlias)
    // x = y, x >= 10, y <= 5: all three are needed for the conflict.
    do {
      try solver.add(high)
      Issue.record("a conflicting constraint was accepted")
    } catch {
      #expect(conflictOf(error) == [tie, low, high].map(ObjectIdentifier.init))
    }
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 10)
  }

  /// A `fillEqually` stack of three views in a container 100 wide, 8 points between and around
  /// them, each wanting 40 wide at 750: the required equal widths become aliases of the first.
  @Test func aFillEquallyRowSharesOneWidth() throws {
    let solver = Solver()
    let left = (0..<3).map { Variable("v\($0).left") }
    let width = (0..<3).map { Variable("v\($0).width") }
    try solver.add(left[0] == 8)
    for i in 0..<3 {
      try solver.add(width[i] >= 0)
      if i > 0 {
        try solver.add(left[i] == left[i - 1] + width[i - 1] + Double(8))
        try solver.add(width[i] == width[0])
      }
      try solver.add((width[i] == 40).at(.high))
    }
    try solver.add(left[2] + width[2] <= 100 - Double(8))
    // 3 widths + 4 gaps of 8 = 100: each width (100 − 32) / 3 = 22.666…; lefts 8, 38.666…,
    // 69.333….
    let w = 68.0 / 3
    for i in 0..<3 {
      #expect(abs(solver.value(of: width[i]) - w) < 1e-9)
      #expect(abs(solver.value(of: left[i]) - (8 + Double(i) * (w + 8))) < 1e-9)
    }
    #expect(solver.aliasCount == 2)
    #expect(solver.ambiguity(of: width[2]).isFixed)
  }

  /// The same row with 40 views (a chain long enough for deferred rows) pulled tight by a
  /// container 2,000 wide: the shared width enters the basis while the chain's 40 links hold
  /// it, and stays in their deferred rows as a reference.
  @Test func aLongFillEquallyRowKeepsItsWidthInDeferredRows() throws {
    let n = 40
    let solver = Solver()
    let rows = Solver()
    rows.aliasesEqualities = false
    let left = (0..<n).map { Variable("v\($0).left") }
    let width = (0..<n).map { Variable("v\($0).width") }
    var constraints = [left[0] == 8]
    for i in 0..<n {
      constraints.append(width[i] >= 0)
      if i > 0 {
        constraints.append(left[i] >= left[i - 1] + width[i - 1] + Double(8))
        constraints.append(width[i] == width[0])
      }
      constraints.append((width[i] == 100).at(.high))
    }
    let closing = left[n - 1] + width[n - 1] <= 2000 - Double(8)
    constraints.append(closing)
    for c in constraints {
      try solver.add(c)
      try rows.add(c)
    }
    #expect(solver.tableau.deferredRowCount > 0)
    #expect(solver.tableau.formViolation() == nil)
    // 40 widths and 41 gaps of 8 fill 2,000: each width (2000 − 328) / 40 = 41.8, and view i
    // starts at 8 + 49.8·i.
    for i in 0..<n {
      #expect(abs(solver.value(of: width[i]) - 41.8) < 1e-9)
      #expect(abs(solver.value(of: left[i]) - (8 + 49.8 * Double(i))) < 1e-9)
      #expect(abs(solver.value(of: left[i]) - rows.value(of: left[i])) < 1e-9)
    }
    // 2,400 wide: (2400 − 328) / 40 = 51.8.
    try solver.setConstant(-2392, of: closing)
    #expect(solver.tableau.formViolation() == nil)
    for i in 0..<n { #expect(abs(solver.value(of: width[i]) - 51.8) < 1e-9) }
    // Without the container every width is its wish, 100.
    try solver.remove(closing)
    #expect(solver.tableau.formViolation() == nil)
    for i in 0..<n { #expect(abs(solver.value(of: width[i]) - 100) < 1e-9) }
  }

  // MARK: - Aliased against rows

  /// A required two-variable equality over `n` variables: mostly a positive factor (an alias),
  /// sometimes a negative one (a row either way), constants 0 half the time.
  static func equality(_ rng: inout SplitMix64, _ n: Int) -> ConstraintSpec {
    let i = rng.int(in: 0...(n - 1))
    var j = rng.int(in: 0...(n - 2))
    if j >= i { j += 1 }
    let a = rng.pick([1.0, 2.0, 0.5, -1.0])
    var b = rng.pick([1.0, 3.0, 0.5])
    if rng.chance(85) == (a > 0) { b = -b }
    let c = rng.chance(50) ? 0 : Double(rng.int(in: -20...20))
    return ConstraintSpec(
      terms: [(i, a), (j, b)], constant: c, relation: .equal, priority: 1000)
  }

  /// Both solvers agree: the same errors at every level, the same variables fixed, the same
  /// values where fixed.
  static func checkSame(
    _ aliased: Solver, _ rows: Solver, _ variables: [Variable], specs: [ConstraintSpec],
    _ context: String
  ) {
    let reference = ReferenceOptimum.solve(specs, variableCount: variables.count)
    #expect(
      sameErrors(aliased.errorsByPriority, rows.errorsByPriority),
      "\(context): \(describe(aliased.errorsByPriority)) against rows \(describe(rows.errorsByPriority))"
    )
    #expect(aliased.tableau.formViolation() == nil, "\(context)")
    let mine = aliased.ambiguities(of: variables)
    let theirs = rows.ambiguities(of: variables)
    for (k, v) in variables.enumerated() {
      // Against the reference's optimal face (the row form's own answer is not always right on
      // these equality-heavy systems; the reference decides).
      guard let range = reference?.ranges[k] else { continue }
      let value = aliased.value(of: v)
      let slack = 1e-6 * max(1, abs(value))
      let expected = Ambiguity(
        canIncrease: range.high > value + slack, canDecrease: range.low < value - slack)
      #expect(
        mine[k] == expected,
        "\(context): \(v.name) \(mine[k]) aliased, \(theirs[k]) in rows, reference \(reference.map { "\($0.ranges[k])" } ?? "-") at \(aliased.value(of: v))"
      )
      if expected.isFixed {
        #expect(
          isClose(aliased.value(of: v), rows.value(of: v), tolerance: 1e-6),
          "\(context): \(v.name) = \(aliased.value(of: v)) aliased, \(rows.value(of: v)) in rows")
      }
    }
  }

  /// One call of the random sequences.
  enum Call {
    case add(Constraint)
    case remove(Constraint)
    case setConstant(Double, Constraint)
    case edit(Variable, Priority)
    case suggest(Double, Variable)

    func perform(on solver: Solver) throws(SolverError) {
      switch self {
      case .add(let c): try solver.add(c)
      case .remove(let c): try solver.remove(c)
      case .setConstant(let value, let c): try solver.setConstant(value, of: c)
      case .edit(let v, let priority): try solver.addEditVariable(v, priority: priority)
      case .suggest(let value, let v): try solver.suggestValue(value, for: v)
      }
    }
  }

  /// Runs one call on both solvers; they must both accept it, or both refuse it for the same
  /// reason with the same conflicting set.
  /// Where several minimal sets exist, the two may name different ones (each picks inside its
  /// own certificate): the aliased one must then be a minimal conflicting set by the reference.
  static func both(
    _ context: String, _ aliased: Solver, _ rows: Solver, _ call: Call,
    specs: [ObjectIdentifier: ConstraintSpec] = [:], variableCount: Int = 0
  ) -> Bool {
    var first: SolverError? = nil
    var second: SolverError? = nil
    do { try call.perform(on: aliased) } catch { first = error }
    do { try call.perform(on: rows) } catch { second = error }
    switch (first, second) {
    case (nil, nil): return true
    case (.unsatisfiable(let a)?, .unsatisfiable(let b)?):
      if a.map(ObjectIdentifier.init) == b.map(ObjectIdentifier.init) { return false }
      let conflict = a.compactMap { specs[ObjectIdentifier($0)] }
      guard conflict.count == a.count else {
        Issue.record("\(context): conflict \(a) aliased, \(b) in rows")
        return false
      }
      #expect(
        !ReferenceOptimum.isFeasible(conflict, variableCount: variableCount),
        "\(context): \(a) holds")
      for drop in conflict.indices {
        var subset = conflict
        subset.remove(at: drop)
        #expect(
          ReferenceOptimum.isFeasible(subset, variableCount: variableCount),
          "\(context): \(a) is not minimal")
      }
      return false
    default:
      Issue.record(
        "\(context): aliased threw \(String(describing: first)), rows \(String(describing: second))"
      )
      return false
    }
  }

  /// A constraint a seeded comparison keeps on both solvers, with the spec it was made from.
  typealias LiveConstraint = (constraint: Constraint, spec: ConstraintSpec)
  /// An edit variable a seeded comparison keeps, with its constraint as a spec.
  typealias LiveEdit = (variable: Int, spec: ConstraintSpec)

  /// Adds `spec` to both solvers; it joins `live` when both take it.
  static func addToBoth(
    _ context: String, _ a: Solver, _ b: Solver, _ spec: ConstraintSpec,
    variables: [Variable], live: inout [LiveConstraint]
  ) {
    let constraint = spec.make(variables)
    var known = Dictionary(
      uniqueKeysWithValues: live.map { (ObjectIdentifier($0.constraint), $0.spec) })
    known[ObjectIdentifier(constraint)] = spec
    if both(
      context + " add \(spec)", a, b, .add(constraint), specs: known,
      variableCount: variables.count)
    {
      live.append((constraint, spec))
    }
  }

  /// Sets the constant of `live[k]` on both solvers; its spec follows when both take it.
  static func setConstantOnBoth(
    _ context: String, _ a: Solver, _ b: Solver, _ constant: Double, of k: Int,
    live: inout [LiveConstraint], variableCount n: Int
  ) {
    var known = Dictionary(
      uniqueKeysWithValues: live.map { (ObjectIdentifier($0.constraint), $0.spec) })
    known[ObjectIdentifier(live[k].constraint)]?.constant = constant
    if both(
      context + " setConstant \(constant) of \(live[k].constraint)", a, b,
      .setConstant(constant, live[k].constraint), specs: known, variableCount: n)
    {
      live[k].spec.constant = constant
    }
  }

  /// Makes variable `i` an edit variable on both solvers if it is not one (at a priority drawn
  /// from `priorities`), then suggests a value drawn by `value`; `edits` follows. The draws are
  /// made in that order, so a seed gives the same sequence wherever this is called from.
  static func suggestOnBoth(
    _ context: String, _ a: Solver, _ b: Solver, variable i: Int, variables: [Variable],
    priorities: [Int], value: (inout SplitMix64) -> Double, rng: inout SplitMix64,
    edits: inout [LiveEdit]
  ) {
    let v = variables[i]
    if !edits.contains(where: { $0.variable == i }) {
      let priority = rng.pick(priorities)
      let start = a.value(of: v)
      _ = both(context + " edit \(v.name)", a, b, .edit(v, Priority(priority)))
      edits.append(
        (i, ConstraintSpec(terms: [(i, 1)], constant: -start, relation: .equal, priority: priority))
      )
    }
    let suggested = value(&rng)
    if both(context + " suggest \(suggested) for \(v.name)", a, b, .suggest(suggested, v)) {
      edits[edits.firstIndex { $0.variable == i }!].spec.constant = -suggested
    }
  }

  /// Small systems (2 to 4 variables, at most 8 constraints and 14 calls), so that the reference
  /// can enumerate their vertices.
  @Test(arguments: 0..<300)
  func aliasedEqualsRows(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 13)
    var generator = SystemGenerator(seed: UInt64(seed) &+ 1_000_003)
    let n = 2 + seed % 3
    let variables = (0..<n).map { Variable("x\($0)") }
    let aliased = Solver()
    let rows = Solver()
    rows.aliasesEqualities = false
    var live: [(constraint: Constraint, spec: ConstraintSpec)] = []
    var edits: [(variable: Int, spec: ConstraintSpec)] = []
    for step in 0..<14 {
      let context = "seed \(seed) step \(step)"
      let roll = rng.int(in: 0...99)
      if (roll < 45 && live.count < 8) || live.isEmpty {
        let spec =
          rng.chance(55)
          ? AliasTests.equality(&rng, n) : generator.constraint(variableCount: n)
        AliasTests.addToBoth(context, aliased, rows, spec, variables: variables, live: &live)
      } else if roll < 60 || live.count >= 8 {
        let (constraint, _) = live.remove(at: rng.int(in: 0...(live.count - 1)))
        _ = AliasTests.both(context + " remove \(constraint)", aliased, rows, .remove(constraint))
      } else if roll < 85 {
        let k = rng.int(in: 0...(live.count - 1))
        let constant = Double(rng.int(in: -25...25))
        AliasTests.setConstantOnBoth(
          context, aliased, rows, constant, of: k, live: &live, variableCount: n)
      } else {
        let i = rng.int(in: 0...(n - 1))
        AliasTests.suggestOnBoth(
          context, aliased, rows, variable: i, variables: variables, priorities: [999, 500, 100],
          value: { Double($0.int(in: -30...30)) }, rng: &rng, edits: &edits)
      }
      AliasTests.checkSame(
        aliased, rows, variables, specs: live.map(\.spec) + edits.map(\.spec), context)
    }
  }
}
