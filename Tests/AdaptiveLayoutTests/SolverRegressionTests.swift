import LayoutSolver
import Testing

/// A LayoutSolver bug found while building the engine, kept as a regression test now that it is
/// fixed (the rollback of a refused add left a stale value behind).
@Suite struct SolverRegressionTests {
  @Test func aRefusedRequiredEqualityLeavesNoValueBehind() throws {
    let solver = Solver()
    let w = Variable("w")
    try solver.add(w == 100)
    #expect(throws: SolverError.self) { try solver.add(w == 200) }
    // The refused w == 200 must not move w: w == 100 still holds.
    #expect(solver.value(of: w) == 100)
  }
}
