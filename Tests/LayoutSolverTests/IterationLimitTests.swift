import Testing

@testable import LayoutSolver

/// A call whose incremental re-solve reaches the iteration limit (a numerical breakdown, made
/// here by lowering the limit: `Tableau.iterationBase`) must leave a solver whose later answers
/// are right: the records solved again from scratch (`Solver.rebuild`), never a tableau cut
/// short in the middle of a simplex.
///
/// Every test starts from the same system, worked by hand:
/// `x + w == 100` required, `x == 30` at 750, `x == 70` at 250. Level 750 holds x at 30 (error
/// 0), so level 250's error is |30 - 70| = 40, and w = 100 - 30 = 70.
@Suite struct IterationLimitTests {
  /// An `iterationBase` that makes every simplex call that needs an iteration give up.
  static let givesUp = -1_000_000_000

  struct System {
    let solver = Solver()
    let x = Variable("x")
    let w = Variable("w")
    let sum: Constraint
    let strong: Constraint
    let weak: Constraint

    init() throws {
      sum = x + w == 100
      strong = (x == 30).at(750)
      weak = (x == 70).at(250)
      try solver.add(sum)
      try solver.add(strong)
      try solver.add(weak)
    }

    func expect(x expectedX: Double, w expectedW: Double) {
      #expect(isClose(solver.value(of: x), expectedX))
      #expect(isClose(solver.value(of: w), expectedW))
    }
  }

  @Test func theSystemAsWorked() throws {
    let system = try System()
    system.expect(x: 30, w: 70)
  }

  // Without the strong wish only the weak one pulls: x = 70, w = 100 - 70 = 30. Getting there
  // takes a step of the primal simplex (the removal itself moves no value), which the lowered
  // limit refuses: before the fix the call threw with x still at 30 and the tableau left short of
  // the optimum. Now the removal is made, and what is left solved from scratch.
  @Test func aRemovalThatGivesUpIsMadeAndSolvedFromScratch() throws {
    let system = try System()
    system.solver.tableau.iterationBase = IterationLimitTests.givesUp
    try system.solver.remove(system.strong)
    #expect(!system.solver.hasConstraint(system.strong))
    system.expect(x: 70, w: 30)
    // A new tableau answered (with the default limit): the from-scratch path ran.
    #expect(system.solver.tableau.iterationBase == 10_000)
    #expect(!system.solver.needsRebuild)
    // The records kept their order: `sum` then `weak`.
    #expect(system.solver.constraints == [system.sum, system.weak])
    // Later calls answer from it: x <= 50 required holds x at 50 (the weak wish's error is 20),
    // w = 100 - 50 = 50.
    try system.solver.add(system.x <= 50)
    system.expect(x: 50, w: 50)
  }

  // A changed constant survives the rebuild: `sum`'s 100 moved to 120 (x + w == 120) gives
  // w = 120 - 30 = 90; after the strong wish goes, x = 70 and w = 120 - 70 = 50.
  @Test func theRebuildKeepsChangedConstants() throws {
    let system = try System()
    try system.solver.setConstant(-120, of: system.sum)  // x + w - 120 == 0
    system.expect(x: 30, w: 90)
    system.solver.tableau.iterationBase = IterationLimitTests.givesUp
    try system.solver.remove(system.strong)
    system.expect(x: 70, w: 50)
    #expect(system.solver.constant(of: system.sum) == -120)
  }

  // When the from-scratch re-solve gives up too (its new tableaus limited as well), the removal
  // still stands and the call throws; the next change, with the limit lifted, solves from
  // scratch first. Then x <= 50 gives x = 50, w = 50, as above.
  @Test func whenTheRebuildGivesUpTooTheNextChangeTriesAgain() throws {
    let system = try System()
    system.solver.tableau.iterationBase = IterationLimitTests.givesUp
    system.solver.rebuildIterationBase = IterationLimitTests.givesUp
    var thrown: SolverError?
    do {
      try system.solver.remove(system.strong)
    } catch {
      thrown = error
    }
    #expect(thrown == .iterationLimit)
    #expect(system.solver.needsRebuild)
    // Still unable: a change throws, and leaves out what it was to add.
    let low = system.x <= 50
    thrown = nil
    do {
      try system.solver.add(low)
    } catch {
      thrown = error
    }
    #expect(thrown == .iterationLimit)
    #expect(!system.solver.hasConstraint(low))
    system.solver.rebuildIterationBase = 10_000
    #expect(!system.solver.hasConstraint(system.strong))
    #expect(system.solver.needsRebuild)
    try system.solver.add(system.x <= 50)
    #expect(!system.solver.needsRebuild)
    system.expect(x: 50, w: 50)
  }

  // A refused add leaves the solver as it was, rolled back by a re-solve that gives up here
  // too (its primal simplex runs one iteration at least): the rollback falls back to a
  // rebuild, and the values are the system's, x = 30, w = 70.
  @Test func anAddThatGivesUpIsNotAdded() throws {
    let system = try System()
    system.solver.tableau.iterationBase = IterationLimitTests.givesUp
    let pin = system.x == 10
    var thrown: SolverError?
    do {
      try system.solver.add(pin)
    } catch {
      thrown = error
    }
    #expect(thrown == .iterationLimit)
    #expect(!system.solver.hasConstraint(pin))
    system.expect(x: 30, w: 70)
    #expect(system.solver.tableau.iterationBase == 10_000)
    // And it can be added afterwards: x = 10, w = 90.
    try system.solver.add(pin)
    system.expect(x: 10, w: 90)
  }

  // The same for a constant change, one that needs the simplex: with `w >= 60` required, the
  // strong wish moved to x == 45 would make w = 55, so x stops at 100 - 60 = 40 (an error of 5
  // at 750) and w = 60. At the cap the change is refused: the old constant, x = 30, w = 70.
  // Made afterwards, it gives x = 40, w = 60.
  @Test func aConstantChangeThatGivesUpKeepsTheOldConstant() throws {
    let system = try System()
    try system.solver.add(system.w >= 60)
    system.expect(x: 30, w: 70)
    system.solver.tableau.iterationBase = IterationLimitTests.givesUp
    var thrown: SolverError?
    do {
      try system.solver.setConstant(-45, of: system.strong)
    } catch {
      thrown = error
    }
    #expect(thrown == .iterationLimit)
    #expect(system.solver.constant(of: system.strong) == -30)
    system.expect(x: 30, w: 70)
    try system.solver.setConstant(-45, of: system.strong)
    system.expect(x: 40, w: 60)
  }

  // `setConstants` reports a change it could not make as `false`, with nothing changed; the
  // same change made afterwards gives x = 40, w = 60 as above.
  @Test func constantChangesThatGiveUpChangeNothing() throws {
    let system = try System()
    try system.solver.add(system.w >= 60)
    system.solver.tableau.iterationBase = IterationLimitTests.givesUp
    #expect(try !system.solver.setConstants([(system.strong, -45)]))
    #expect(system.solver.constant(of: system.strong) == -30)
    system.expect(x: 30, w: 70)
    #expect(try system.solver.setConstants([(system.strong, -45)]))
    system.expect(x: 40, w: 60)
  }

  // An edit variable whose removal gives up, and the from-scratch re-solve too: the edit goes
  // with its equality. With the edit at 999 suggesting x = 50, it wins over the strong wish
  // (750): x = 50, w = 50. Without it, the system's x = 30, w = 70 again.
  @Test func anEditRemovalThatGivesUpStillRemovesTheEdit() throws {
    let system = try System()
    try system.solver.addEditVariable(system.x, priority: 999)
    try system.solver.suggestValue(50, for: system.x)
    system.expect(x: 50, w: 50)
    system.solver.tableau.iterationBase = IterationLimitTests.givesUp
    system.solver.rebuildIterationBase = IterationLimitTests.givesUp
    var thrown: SolverError?
    do {
      try system.solver.removeEditVariable(system.x)
    } catch {
      thrown = error
    }
    #expect(thrown == .iterationLimit)
    #expect(!system.solver.hasEditVariable(system.x))
    system.solver.rebuildIterationBase = 10_000
    try system.solver.add(system.w >= 0)
    system.expect(x: 30, w: 70)
  }
}
