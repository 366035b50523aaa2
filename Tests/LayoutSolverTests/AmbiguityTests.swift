import Testing

@testable import LayoutSolver

/// Whether the optimum pins each variable down, and which ways it can move if not.
@Suite struct AmbiguityTests {
  @Test func variablesPinnedByEqualitiesAreFixed() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    try solver.add(x - y == 2)
    // x = 6, y = 4 is the only solution.
    #expect(solver.ambiguity(of: x) == .fixed)
    #expect(solver.ambiguities(of: [x, y]) == [.fixed, .fixed])
  }

  @Test func aFreeVariableMovesBothWays() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x == 10)
    // y is in no constraint: the solver has never seen it.
    #expect(solver.ambiguity(of: y) == Ambiguity(canIncrease: true, canDecrease: true))
    // z is in one, x + z >= 0, i.e. z >= -10: it can always rise, and fall unless at -10.
    let z = Variable("z")
    try solver.add(x + z >= 0)
    let ambiguity = solver.ambiguity(of: z)
    #expect(ambiguity.canIncrease)
    #expect(ambiguity.canDecrease == (solver.value(of: z) > -10 + 1e-9))
    #expect(solver.ambiguity(of: x).isFixed)
  }

  @Test func aVariableBoundedByAnInequalityMovesAwayFromTheBound() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 5)
    try solver.add(x <= 8)
    // Any x in [5, 8] is optimal (there is nothing to optimize).
    let a = solver.ambiguity(of: x)
    let v = solver.value(of: x)
    #expect(v >= 5 - 1e-9 && v <= 8 + 1e-9)
    #expect(a.canIncrease == (v < 8 - 1e-9))
    #expect(a.canDecrease == (v > 5 + 1e-9))
    #expect(!a.isFixed)
  }

  @Test func anOptionalWishFixesAnOtherwiseFreeVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0)
    try solver.add((x == 10).at(.low))
    // Moving x either way from 10 costs at level 250.
    #expect(solver.ambiguity(of: x) == .fixed)
  }

  @Test func opposingWishesAtOneLevelLeaveATie() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 0).at(.medium))
    try solver.add((x == 10).at(.medium))
    // |x| + |x - 10| = 10 anywhere in [0, 10]: ambiguous.
    let v = solver.value(of: x)
    #expect(v >= -1e-9 && v <= 10 + 1e-9)
    #expect(!solver.ambiguity(of: x).isFixed)
    #expect(sameErrors(solver.errorsByPriority, [(500, 10)]))
    // A third wish at a lower level breaks the tie: x = 4 (|4| + |4 - 10| = 10 still).
    try solver.add((x == 4).at(.low))
    #expect(isClose(solver.value(of: x), 4))
    #expect(solver.ambiguity(of: x) == .fixed)
  }

  @Test func twoViewsHuggingAtTheSamePriorityAreAmbiguous() throws {
    let solver = Solver()
    let w1 = Variable("w1")
    let w2 = Variable("w2")
    try solver.add(w1 + w2 == 100)
    try solver.add((w1 <= 20).at(.low))
    try solver.add((w2 <= 20).at(.low))
    // Both cannot hug: (w1 - 20) + (w2 - 20) = 60 for any split with w1, w2 >= 20, so the split
    // is free in [20, 80] (Interface Builder's content-hugging ambiguity).
    #expect(sameErrors(solver.errorsByPriority, [(250, 60)]))
    let (a1, a2) = (solver.ambiguity(of: w1), solver.ambiguity(of: w2))
    #expect(!a1.isFixed)
    #expect(!a2.isFixed)
    // w2 = 100 - w1 moves against w1.
    #expect(a1.canIncrease == a2.canDecrease)
    #expect(a1.canDecrease == a2.canIncrease)
    let v1 = solver.value(of: w1)
    #expect(a1.canIncrease == (v1 < 80 - 1e-9))
    #expect(a1.canDecrease == (v1 > 20 + 1e-9))
  }

  @Test func twoViewsHuggingAtDifferentPrioritiesAreFixed() throws {
    let solver = Solver()
    let w1 = Variable("w1")
    let w2 = Variable("w2")
    try solver.add(w1 + w2 == 100)
    try solver.add((w1 <= 20).at(251))
    try solver.add((w2 <= 20).at(.low))
    // @251 first: w1 = 20 exactly; then w2 = 100 - 20 = 80, 60 over its wish.
    #expect(isClose(solver.value(of: w1), 20))
    #expect(isClose(solver.value(of: w2), 80))
    #expect(sameErrors(solver.errorsByPriority, [(251, 0), (250, 60)]))
    #expect(solver.ambiguities(of: [w1, w2]) == [.fixed, .fixed])
  }

  @Test func ambiguityDoesNotChangeTheSolver() throws {
    let solver = Solver()
    let w1 = Variable("w1")
    let w2 = Variable("w2")
    try solver.add(w1 + w2 == 100)
    try solver.add((w1 <= 20).at(.low))
    try solver.add((w2 <= 20).at(.low))
    let before = SolverSnapshot(solver, [w1, w2])
    _ = solver.ambiguities(of: [w1, w2, Variable("stranger")])
    #expect(SolverSnapshot(solver, [w1, w2]) == before)
  }

  @Test func editVariablesAreFixedByTheirSuggestion() throws {
    let solver = Solver()
    let w = Variable("w")
    let x = Variable("x")
    try solver.add(x == w / 2)
    try solver.addEditVariable(w, priority: 999)
    try solver.suggestValue(300, for: w)
    // w = 300 @999, so x = 150; neither can move without breaking the edit.
    #expect(solver.ambiguities(of: [w, x]) == [.fixed, .fixed])
  }
}
