import Testing

@testable import LayoutSolver

/// Every way a call can be refused, and the solver's state after each refusal: unchanged (to the
/// bit, where the call is refused before the tableau is touched) and still usable.
@Suite struct ErrorTests {
  /// x + y == 10, x == 4 @750: x = 4, y = 6, one optional level.
  static func fixture() throws -> (Solver, Variable, Variable, Constraint) {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let sum = x + y == 10
    try solver.add(sum)
    try solver.add((x == 4).at(.high))
    return (solver, x, y, sum)
  }

  /// Runs a call that must throw `expected` and leave the solver exactly as it was.
  static func expectRefusal(
    _ expected: SolverError, _ solver: Solver, _ variables: [Variable],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ call: () throws(SolverError) -> Void
  ) {
    let before = SolverSnapshot(solver, variables)
    #expect(throws: expected, sourceLocation: sourceLocation) { try call() }
    #expect(SolverSnapshot(solver, variables) == before, sourceLocation: sourceLocation)
  }

  /// The fixture's answer, and a further add that works: the solver is still usable.
  static func expectUsable(_ solver: Solver, _ x: Variable, _ y: Variable) throws {
    #expect(isClose(solver.value(of: x), 4))
    #expect(isClose(solver.value(of: y), 6))
    try solver.add(y <= 5)
    // y <= 5 forces x = 10 - y >= 5: x = 5 (nearest 4), y = 5.
    #expect(isClose(solver.value(of: x), 5))
    #expect(isClose(solver.value(of: y), 5))
  }

  @Test func duplicateConstraint() throws {
    let (solver, x, y, sum) = try Self.fixture()
    Self.expectRefusal(.duplicateConstraint(sum), solver, [x, y]) { () throws(SolverError) in
      try solver.add(sum)
    }
    try Self.expectUsable(solver, x, y)
  }

  @Test func equalLookingConstraintsAreDifferentObjects() throws {
    let (solver, x, y, _) = try Self.fixture()
    try solver.add(x + y == 10)  // a second object with the same content: allowed
    #expect(solver.constraints.count == 3)
    try Self.expectUsable(solver, x, y)
  }

  @Test func unknownConstraint() throws {
    let (solver, x, y, sum) = try Self.fixture()
    let stranger = x == 1
    Self.expectRefusal(.unknownConstraint(stranger), solver, [x, y]) {
      () throws(SolverError) in try solver.remove(stranger)
    }
    Self.expectRefusal(.unknownConstraint(stranger), solver, [x, y]) {
      () throws(SolverError) in try solver.setConstant(3, of: stranger)
    }
    try solver.remove(sum)
    Self.expectRefusal(.unknownConstraint(sum), solver, [x, y]) { () throws(SolverError) in
      try solver.remove(sum)  // removed twice
    }
    try solver.add(sum)
    try Self.expectUsable(solver, x, y)
  }

  @Test func duplicateAndUnknownEditVariables() throws {
    let (solver, x, y, _) = try Self.fixture()
    let w = Variable("w")
    Self.expectRefusal(.unknownEditVariable(w), solver, [x, y, w]) {
      () throws(SolverError) in try solver.suggestValue(10, for: w)
    }
    Self.expectRefusal(.unknownEditVariable(w), solver, [x, y, w]) {
      () throws(SolverError) in try solver.removeEditVariable(w)
    }
    try solver.addEditVariable(w, priority: 999)
    Self.expectRefusal(.duplicateEditVariable(w), solver, [x, y, w]) {
      () throws(SolverError) in try solver.addEditVariable(w, priority: 500)
    }
    try solver.removeEditVariable(w)
    Self.expectRefusal(.unknownEditVariable(w), solver, [x, y, w]) {
      () throws(SolverError) in try solver.removeEditVariable(w)  // removed twice
    }
    try Self.expectUsable(solver, x, y)
  }

  @Test(arguments: [0, 1001, -1, Int.min, Int.max])
  func invalidConstraintPriority(_ priority: Int) throws {
    let (solver, x, y, _) = try Self.fixture()
    let c = Constraint(Expression(x), .equal, 3, priority: Priority(priority))
    Self.expectRefusal(.invalidPriority(priority), solver, [x, y]) { () throws(SolverError) in
      try solver.add(c)
    }
    try Self.expectUsable(solver, x, y)
  }

  @Test(arguments: [0, 1000, 1001])
  func invalidEditPriority(_ priority: Int) throws {
    let (solver, x, y, _) = try Self.fixture()
    // 1000 is refused too: a required edit goes through setConstant on a required constraint.
    Self.expectRefusal(.invalidPriority(priority), solver, [x, y]) { () throws(SolverError) in
      try solver.addEditVariable(y, priority: Priority(priority))
    }
    #expect(!solver.hasEditVariable(y))
    try Self.expectUsable(solver, x, y)
  }

  @Test func boundaryPrioritiesAreValid() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 1).at(1))
    try solver.add((x == 2).at(999))
    try solver.addEditVariable(x, priority: 1)
    try solver.addEditVariable(Variable("y"), priority: 999)
    // @999 holds: x = 2; @1: |2 - 1| + the edit's |2 - 2| = 1.
    #expect(isClose(solver.value(of: x), 2))
    #expect(sameErrors(solver.errorsByPriority, [(999, 0), (1, 1)]))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteInputs(_ bad: Double) throws {
    let (solver, x, y, sum) = try Self.fixture()
    let badCoefficient = Constraint(Expression(terms: [Term(x, bad)]), .equal, 1)
    let badConstant = Constraint(Expression(x), .lessThanOrEqual, Expression(constant: bad))
    let optionalBad = Constraint(
      Expression(terms: [Term(y, 1), Term(x, bad)]), .greaterThanOrEqual, 0, priority: .low)
    for c in [badCoefficient, badConstant, optionalBad] {
      let before = SolverSnapshot(solver, [x, y])
      do {
        try solver.add(c)
        Issue.record("\(c) was accepted")
      } catch {
        guard case .nonFiniteValue = error else {
          Issue.record("expected nonFiniteValue, got \(error)")
          continue
        }
      }
      #expect(SolverSnapshot(solver, [x, y]) == before)
      #expect(!solver.hasConstraint(c))
    }
    let before = SolverSnapshot(solver, [x, y])
    Self.expectNonFinite { () throws(SolverError) in try solver.setConstant(bad, of: sum) }
    #expect(SolverSnapshot(solver, [x, y]) == before)
    #expect(solver.constant(of: sum) == -10)
    try solver.addEditVariable(x, priority: 999)
    let editing = SolverSnapshot(solver, [x, y])
    Self.expectNonFinite { () throws(SolverError) in try solver.suggestValue(bad, for: x) }
    #expect(SolverSnapshot(solver, [x, y]) == editing)
    try solver.removeEditVariable(x)
    #expect(SolverSnapshot(solver, [x, y]).errors == before.errors)
    try Self.expectUsable(solver, x, y)
  }

  /// Runs a call that must throw `.nonFiniteValue`.
  static func expectNonFinite(
    sourceLocation: SourceLocation = #_sourceLocation, _ call: () throws(SolverError) -> Void
  ) {
    do {
      try call()
      Issue.record("a non-finite value was accepted", sourceLocation: sourceLocation)
    } catch {
      guard case .nonFiniteValue = error else {
        Issue.record("expected nonFiniteValue, got \(error)", sourceLocation: sourceLocation)
        return
      }
    }
  }

  @Test func nonFiniteErrorsNameTheirCause() {
    let solver = Solver()
    let x = Variable("x")
    do {
      try solver.add(Constraint(Expression(terms: [Term(x, .nan)]), .equal, 1))
      Issue.record("NaN coefficient accepted")
    } catch {
      guard case .nonFiniteValue(let what) = error else {
        Issue.record("expected nonFiniteValue, got \(error)")
        return
      }
      #expect(what.contains("x"))
    }
  }

  // MARK: - Unsatisfiable

  @Test func directContradiction() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let floor = x >= 10
    let unrelated = y == 3
    try solver.add(floor)
    try solver.add(unrelated)
    try solver.add((x == 12).at(.low))
    let ceiling = x <= 5
    // x >= 10 and x <= 5 cannot both hold; y == 3 has nothing to do with it.
    #expect(throws: SolverError.unsatisfiable(conflict: [floor, ceiling])) {
      try solver.add(ceiling)
    }
    #expect(!solver.hasConstraint(ceiling))
    #expect(isClose(solver.value(of: x), 12))
    #expect(isClose(solver.value(of: y), 3))
    #expect(solver.constraints.count == 3)
  }

  @Test func threeWayConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let a = x >= 10
    let b = y >= 10
    let zPin = z == 7
    let c = x + y + z <= 25
    try solver.add(a)
    try solver.add(zPin)
    try solver.add(b)
    try solver.add((x == 11).at(.medium))
    // x + y + z >= 10 + 10 + 7 = 27 > 25. Dropping any one member makes the rest satisfiable
    // (without a: x free; without b: y free; without zPin: z free; without c: no upper limit).
    // Listed in add order: a, zPin, b, then the refused c.
    #expect(throws: SolverError.unsatisfiable(conflict: [a, zPin, b, c])) { try solver.add(c) }
    // Unchanged: x = 11 (its @500 wish, clear of x >= 10) and z = 7; y is free above 10, so
    // its value is not compared.
    #expect(isClose(solver.value(of: x), 11))
    #expect(isClose(solver.value(of: z), 7))
    #expect(sameErrors(solver.errorsByPriority, [(500, 0)]))
    // Usable: x + y + z <= 28 leaves y <= 28 - 11 - 7 = 10, so y = 10 and the sum is 28.
    let roomy = x + y + z <= 28
    try solver.add(roomy)
    #expect(isClose(solver.value(of: x) + solver.value(of: y) + solver.value(of: z), 28))
  }

  @Test func severalMinimalSetsPickDeterministically() throws {
    // {older, ceiling} and {newer, ceiling} are both minimal. The pick is made inside the
    // infeasible row's certificate (see `explainConflict`): pivoting x into the refused row leaves
    // the rows of both bounds violated, the lowest-index one (older's) is found unfixable, and it
    // names older and the ceiling. The same calls name the same set every time.
    func refusal() throws -> [Constraint] {
      let solver = Solver()
      let x = Variable("x")
      let older = x >= 10
      let newer = x >= 20
      try solver.add(older)
      try solver.add(newer)
      let ceiling = x <= 5
      do {
        try solver.add(ceiling)
      } catch {
        guard case .unsatisfiable(let conflict) = error else { return [] }
        #expect(conflict.count == 2)
        #expect(conflict.last === ceiling)
        #expect(conflict.first === older)
        // x = 20 still: both bounds hold.
        #expect(isClose(solver.value(of: x), 20))
        return conflict
      }
      Issue.record("x <= 5 accepted")
      return []
    }
    let first = try refusal().map(\.description)
    let second = try refusal().map(\.description)
    #expect(first == second)
  }

  // White-box: when the infeasible row's required constraints hold on their own (it leaned on an
  // optional constraint's error bounds), the filter starts over from every required constraint.
  // No random system has reached this path, so it is driven directly.
  @Test func conflictFallsBackToAllRequiredConstraints() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let a = x >= 10
    let b = y == 3
    let c = x >= 20
    for k in [a, b, c] { try solver.add(k) }
    let refused = x <= 5
    // {b, refused} hold together, so the filter runs over a, b, c (oldest first): without a,
    // {b, c, refused} still conflict, so a goes; without b, {c, refused} still conflict, so b
    // goes; without c only {refused} is left, which holds, so c stays.
    let conflict = solver.explainConflict(with: refused, certificate: [b])
    #expect(conflict.map(ObjectIdentifier.init) == [c, refused].map(ObjectIdentifier.init))
  }

  @Test func conflictThroughAChain() throws {
    let solver = Solver()
    let x = (0..<5).map { Variable("x\($0)") }
    let start = x[0] == 0
    try solver.add(start)
    var gaps: [Constraint] = []
    for i in 0..<4 {
      let gap = x[i + 1] >= x[i] + 10
      gaps.append(gap)
      try solver.add(gap)
    }
    try solver.add((x[4] == 0).at(.medium))  // pulls the chain tight
    let end = x[4] <= 35
    // x4 >= 0 + 4·10 = 40 > 35: the start, all four gaps and the end.
    #expect(throws: SolverError.unsatisfiable(conflict: [start] + gaps + [end])) {
      try solver.add(end)
    }
    // x4 sits at 40, as near 0 as the chain allows.
    #expect(isClose(solver.value(of: x[4]), 40))
    #expect(sameErrors(solver.errorsByPriority, [(500, 40)]))
  }

  @Test func optionalConstraintsAreNeverInTheConflict() throws {
    let solver = Solver()
    let x = Variable("x")
    let soft = (x <= 0).at(999)
    let floor = x >= 10
    try solver.add(soft)
    try solver.add(floor)
    // The soft x <= 0 @999 already loses to the floor. The required x <= 0 conflicts with the
    // floor alone; the optional constraint is not listed.
    let ceiling = x <= 0
    #expect(throws: SolverError.unsatisfiable(conflict: [floor, ceiling])) {
      try solver.add(ceiling)
    }
  }

  // Regression: the conflict of a refused setConstant listed the changed constraint last
  // instead of in add order.
  @Test func setConstantThatCannotHold() throws {
    let solver = Solver()
    let rootWidth = Variable("root.width")
    let content = Variable("content.width")
    let root = rootWidth == 500
    let inset = content == rootWidth - 16
    let minimum = content >= 400
    try solver.add(root)
    try solver.add(inset)
    try solver.add(minimum)
    // content = 500 - 16 = 484 >= 400.
    #expect(isClose(solver.value(of: content), 484))
    // root.width = 375 gives content = 359 < 400: root, inset and minimum conflict.
    #expect(throws: SolverError.unsatisfiable(conflict: [root, inset, minimum])) {
      try solver.setConstant(-375, of: root)
    }
    // The old constant stays, and so does the layout.
    #expect(solver.constant(of: root) == -500)
    #expect(isClose(solver.value(of: rootWidth), 500))
    #expect(isClose(solver.value(of: content), 484))
    // Still usable: 416 is the least width that fits (416 - 16 = 400).
    try solver.setConstant(-416, of: root)
    #expect(isClose(solver.value(of: content), 400))
  }

  // Regression: as above, the changed constraint (the first added) was listed last.
  @Test func setConstantConflictLeavesOutUnrelatedConstraints() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let pin = x == 5
    let other = y >= 0
    let bound = Expression(x) <= y
    try solver.add(pin)
    try solver.add(other)
    try solver.add(bound)
    let cap = y <= 100
    try solver.add(cap)
    // x = 150 needs y >= 150 > 100: pin, bound and cap; `other` (y >= 0) plays no part.
    #expect(throws: SolverError.unsatisfiable(conflict: [pin, bound, cap])) {
      try solver.setConstant(-150, of: pin)
    }
    #expect(isClose(solver.value(of: x), 5))
  }

  @Test func errorDescriptionsNameTheirObjects() {
    let x = Variable("x")
    let c = (x >= 1).labelled("line 3")
    #expect(SolverError.unsatisfiable(conflict: [c]).description.contains("line 3"))
    #expect(SolverError.duplicateConstraint(c).description.contains("line 3"))
    #expect(SolverError.unknownEditVariable(x).description.contains("x"))
    #expect(SolverError.invalidPriority(1001).description.contains("1001"))
  }
}
