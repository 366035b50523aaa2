import Testing

@testable import LayoutSolver

/// Small systems whose answers are worked out by hand; the arithmetic is in the comments.
@Suite struct TextbookTests {
  @Test func twoEqualitiesInTwoUnknowns() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    try solver.add(x - y == 2)
    // Adding: 2x = 12, x = 6; then y = 10 - 6 = 4.
    #expect(isClose(solver.value(of: x), 6))
    #expect(isClose(solver.value(of: y), 4))
    #expect(solver.errorsByPriority.isEmpty)  // no optional constraint, no level
  }

  @Test func inequalitiesClampAnOptionalTarget() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 10)
    try solver.add(x <= 20)
    let target = (x == 0).at(.low)
    try solver.add(target)
    // x wants 0 but must be in [10, 20]: the nearest is 10, error |10 - 0| = 10.
    #expect(isClose(solver.value(of: x), 10))
    #expect(isClose(solver.error(of: target)!, 10))
    try solver.setConstant(-30, of: target)  // x == 30 now
    // The nearest point of [10, 20] to 30 is 20, error |20 - 30| = 10.
    #expect(isClose(solver.value(of: x), 20))
    #expect(isClose(solver.error(of: target)!, 10))
  }

  @Test func optionalConstraintsSetAUniqueOptimum() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(right == left + width)
    try solver.add(left >= 0)
    try solver.add(right <= 100)
    try solver.add((width == 80).at(.high))
    try solver.add((left == 30).at(.low))
    // @750 first: width = 80 costs nothing at the required level (left + 80 <= 100 needs
    // left <= 20). @250 then: left as near 30 as left <= 20 allows, so left = 20, error 10;
    // right = 20 + 80 = 100.
    #expect(isClose(solver.value(of: width), 80))
    #expect(isClose(solver.value(of: left), 20))
    #expect(isClose(solver.value(of: right), 100))
    #expect(sameErrors(solver.errorsByPriority, [(750, 0), (250, 10)]))
    #expect(solver.ambiguity(of: left).isFixed)
  }

  @Test func requiredBeatsOptional() throws {
    let solver = Solver()
    let x = Variable("x")
    let wish = (x == 20).at(999)
    try solver.add(wish)
    #expect(isClose(solver.value(of: x), 20))
    try solver.add(x == 10)
    // The required x = 10 holds; the wish is off by |10 - 20| = 10.
    #expect(isClose(solver.value(of: x), 10))
    #expect(isClose(solver.error(of: wish)!, 10))
    #expect(sameErrors(solver.errorsByPriority, [(999, 10)]))
  }

  @Test func lessThanOrEqualErrorIsTheExcess() throws {
    let solver = Solver()
    let x = Variable("x")
    let cap = (x <= 5).at(.medium)
    try solver.add(cap)
    try solver.add(x >= 8)
    // x >= 8 forces x = 8 at best (lower x is better for the cap): excess 8 - 5 = 3.
    #expect(isClose(solver.value(of: x), 8))
    #expect(isClose(solver.error(of: cap)!, 3))
  }

  @Test func editVariableFollowsSuggestions() throws {
    let solver = Solver()
    let w = Variable("w")
    let half = Variable("half")
    try solver.add(half == w / 2)
    try solver.add(w <= 500)
    try solver.addEditVariable(w, priority: 999)
    #expect(solver.hasEditVariable(w))
    try solver.suggestValue(375, for: w)
    // w = 375, half = 375 / 2 = 187.5.
    #expect(isClose(solver.value(of: w), 375))
    #expect(isClose(solver.value(of: half), 187.5))
    try solver.suggestValue(667, for: w)
    // w <= 500 is required: w stops at 500 (edit error 167), half = 250.
    #expect(isClose(solver.value(of: w), 500))
    #expect(isClose(solver.value(of: half), 250))
    #expect(sameErrors(solver.errorsByPriority, [(999, 167)]))
    try solver.suggestValue(100, for: w)
    // Back within range: w = 100, half = 50, no error.
    #expect(isClose(solver.value(of: w), 100))
    #expect(isClose(solver.value(of: half), 50))
    #expect(sameErrors(solver.errorsByPriority, [(999, 0)]))
    // The edit constraint is internal: `constraints` lists only the user's two.
    #expect(solver.constraints.count == 2)
    try solver.removeEditVariable(w)
    #expect(!solver.hasEditVariable(w))
    #expect(solver.errorsByPriority.isEmpty)
  }

  @Test func twoEditVariablesAtDifferentPriorities() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add(a + b == 100)
    try solver.addEditVariable(a, priority: 999)
    try solver.addEditVariable(b, priority: 998)
    try solver.suggestValue(30, for: a)
    try solver.suggestValue(50, for: b)
    // a wins @999: a = 30, so b = 100 - 30 = 70, and the @998 edit is off by 70 - 50 = 20.
    #expect(isClose(solver.value(of: a), 30))
    #expect(isClose(solver.value(of: b), 70))
    #expect(sameErrors(solver.errorsByPriority, [(999, 0), (998, 20)]))
  }

  @Test func setConstantMovesARequiredEquality() throws {
    let solver = Solver()
    let rootWidth = Variable("root.width")
    let content = Variable("content.width")
    let root = rootWidth == 375
    try solver.add(root)
    try solver.add(content == rootWidth - 16)
    // content = 375 - 16 = 359.
    #expect(isClose(solver.value(of: content), 359))
    // The expression is rootWidth - 375, so the constant for 667 is -667.
    try solver.setConstant(-667, of: root)
    #expect(solver.constant(of: root) == -667)
    // content = 667 - 16 = 651.
    #expect(isClose(solver.value(of: rootWidth), 667))
    #expect(isClose(solver.value(of: content), 651))
  }

  @Test func setConstantOnInequalities() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 10
    try solver.add(floor)
    try solver.add((x == 0).at(.low))
    // x wants 0, the floor holds it at 10.
    #expect(isClose(solver.value(of: x), 10))
    try solver.setConstant(-25, of: floor)  // x - 25 >= 0
    #expect(isClose(solver.value(of: x), 25))
    try solver.setConstant(5, of: floor)  // x + 5 >= 0, i.e. x >= -5
    // The floor no longer binds: x reaches its wish, 0.
    #expect(isClose(solver.value(of: x), 0))
  }

  @Test func removingConstraintsRestoresEarlierAnswers() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0)
    try solver.add(x <= 100)
    try solver.add((x == 50).at(.medium))
    #expect(isClose(solver.value(of: x), 50))
    let cap = x <= 30
    try solver.add(cap)
    #expect(isClose(solver.value(of: x), 30))
    let pull = (x == 10).at(.high)
    try solver.add(pull)
    #expect(isClose(solver.value(of: x), 10))
    try solver.remove(cap)
    // Still pulled to 10 @750.
    #expect(isClose(solver.value(of: x), 10))
    try solver.remove(pull)
    // Only the @500 wish is left: back to 50.
    #expect(isClose(solver.value(of: x), 50))
    #expect(solver.constraints.count == 3)
    #expect(!solver.hasConstraint(cap))
  }

  @Test func removeAndAddAgainGivesTheSameAnswer() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let sum = x + y == 10
    try solver.add(sum)
    try solver.add((x == 3).at(.high))
    // x = 3, y = 10 - 3 = 7.
    #expect(isClose(solver.value(of: y), 7))
    try solver.remove(sum)
    try solver.add((y == 1).at(.low))
    // Without the sum, y follows its own wish: 1.
    #expect(isClose(solver.value(of: y), 1))
    try solver.add(sum)
    // Back: x = 3 @750 beats y = 1 @250, so y = 7 again.
    #expect(isClose(solver.value(of: y), 7))
  }

  @Test func constantOnlyRequiredConstraintIsUnsatisfiable() throws {
    let solver = Solver()
    let impossible = Constraint(0, .greaterThanOrEqual, 10)  // 0 >= 10
    #expect(throws: SolverError.unsatisfiable(conflict: [impossible])) {
      try solver.add(impossible)
    }
    #expect(!solver.hasConstraint(impossible))
    let fine = Constraint(10, .greaterThanOrEqual, 0)  // 10 >= 0
    try solver.add(fine)
    #expect(solver.hasConstraint(fine))
  }

  @Test func constantOnlyOptionalConstraintHasAFixedError() throws {
    let solver = Solver()
    let impossible = Constraint(0, .greaterThanOrEqual, 10, priority: .medium)
    try solver.add(impossible)
    // 0 - 10 = -10 < 0: short of the bound by 10.
    #expect(solver.error(of: impossible) == 10)
    #expect(sameErrors(solver.errorsByPriority, [(500, 10)]))
  }

  @Test func duplicateTermsAdd() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + x == 10)
    // 2x = 10: x = 5.
    #expect(isClose(solver.value(of: x), 5))
    // 3y - y + 2 == 6 + x - x: terms cancel and add to 2y = 4, y = 2.
    try solver.add(
      Constraint(
        Expression(terms: [Term(y, 3), Term(y, -1), Term(x, 1), Term(x, -1)], constant: 2),
        .equal, 6))
    #expect(isClose(solver.value(of: y), 2))
  }

  @Test func resetForgetsEverything() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 10
    try solver.add(c)
    try solver.addEditVariable(x, priority: 500)
    solver.reset()
    #expect(solver.constraints.isEmpty)
    #expect(!solver.hasConstraint(c))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 0)
    try solver.add(c)  // the same object is new to the reset solver
    #expect(isClose(solver.value(of: x), 10))
  }

  @Test func valueOfAnUnknownVariableIsZeroAndNeverNegativeZero() throws {
    let solver = Solver()
    let x = Variable("x")
    #expect(solver.value(of: x) == 0)
    try solver.add(-1 * x == 0)
    #expect(solver.value(of: x).sign == .plus)
  }
}

/// A stack of views under compression: a required chain held at one end and pulled at the
/// other, which the solver pivots in from the held end (`Tableau.basifyBlockedChain`).
@Suite struct CompressedChainTests {
  @Test func aPulledChainStaysTightAndTheErrorTakesThePull() throws {
    // x0 == 0 and x(i+1) >= x(i) + 10 (required), x49 == 0 at 500. Nothing can move x49 below
    // 10·49 = 490, so every inequality is tight, x(i) = 10·i, and the pull's error is 490.
    let solver = Solver()
    let x = (0..<50).map { Variable("x\($0)") }
    try solver.add(x[0] == 0)
    for i in 0..<49 { try solver.add(x[i + 1] >= x[i] + 10) }
    let pull = (x[49] == 0).at(.medium)
    try solver.add(pull)
    for i in 0..<50 { #expect(solver.value(of: x[i]) == 10 * Double(i), "x\(i)") }
    #expect(solver.error(of: pull) == 490)
    // Every x is fixed: the chain is tight all the way.
    let fixed = solver.ambiguities(of: x).allSatisfy { $0.isFixed }
    #expect(fixed)
    // Let go of x0 with an edit at 999 instead: x0 = 100 wins over the pull (999 > 500), the
    // chain follows, x(i) = 100 + 10·i.
    try solver.addEditVariable(x[0], priority: Priority(999))
    try solver.suggestValue(100, for: x[0])
    try solver.remove(solver.constraints[0])  // x0 == 0
    try solver.suggestValue(100, for: x[0])
    for i in 0..<50 { #expect(solver.value(of: x[i]) == 100 + 10 * Double(i), "x\(i)") }
  }

  @Test func thePullOnAChainWithSlackTakesTheSlackFirst() throws {
    // x(i+1) >= x(i) + 10 with x0 == 0, but x5 also wants 100 at 750 (above the pull's 500):
    // x5 = 100 leaves the chain slack between x0 and x5 at first; the pull at 500 on x9 then
    // takes x9 as low as the chain allows after x5: 100 + 40 = 140, and x6…x8 pack tight
    // behind x5 (110, 120, 130); x1…x4 are free between their neighbours.
    let solver = Solver()
    let x = (0..<10).map { Variable("x\($0)") }
    try solver.add(x[0] == 0)
    for i in 0..<9 { try solver.add(x[i + 1] >= x[i] + 10) }
    try solver.add((x[5] == 100).at(.high))
    try solver.add((x[9] == 0).at(.medium))
    #expect(solver.value(of: x[5]) == 100)
    for i in 6..<10 { #expect(solver.value(of: x[i]) == 100 + 10 * Double(i - 5), "x\(i)") }
  }
}
