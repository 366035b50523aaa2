import Testing

@testable import LayoutSolver

/// Minimal reproductions of bugs the property tests found, each named for what went wrong.
@Suite struct RegressionTests {
  // Found by PropertyTests.addOneByOne (seed 19). Rolling back a refused add pivoted the refused
  // row's slack into the basis through a row whose basic symbol was out of bounds; that symbol
  // became non-basic still out of bounds, where repair never looks, and a required constraint
  // silently stopped holding.
  @Test func rollbackKeepsRequiredEqualities() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = 2 * x == 4
    try solver.add(pin)
    let cap = x <= 1
    // x = 4 / 2 = 2 > 1: refused, with both named.
    #expect(throws: SolverError.unsatisfiable(conflict: [pin, cap])) { try solver.add(cap) }
    // Before the fix: x = 1, half-way into the refused constraint, and 2x = 2 != 4.
    #expect(isClose(solver.value(of: x), 2))
    #expect(solver.dump().contains("Infeasible\nVariables"))  // nothing left infeasible
  }
}
