import Testing

@testable import LayoutSolver

@Test func smokeLexicographic() throws {
  let solver = Solver()
  let x = Variable("x")
  let w = Variable("w")
  try solver.add(x + w <= 100)
  try solver.add((w == 60).at(.high))
  try solver.add((x == 50).at(.low))
  #expect(solver.value(of: w) == 60)
  #expect(solver.value(of: x) == 40)
}

/// A removal records the symbols whose reduced costs it changes and the optimize after it
/// reads only those (`Tableau.optimizeAfterTrackedChanges`); a removal that frees a variable
/// to move toward a weaker wish must still move it.
@Test func aRemovalThatFreesAWishStillMovesIt() throws {
  let solver = Solver()
  let x = Variable("x")
  let y = Variable("y")
  let floor = Constraint(Expression(x), .greaterThanOrEqual, Expression(10))
  let loose = Constraint(Expression(x), .lessThanOrEqual, Expression(100))
  try solver.add((x == 0).at(.low))
  try solver.add(floor)
  try solver.add(loose)
  try solver.add(Constraint(Expression(y), .equal, x + Double(5)))
  // x as low as the floor lets it: 10; y = x + 5 = 15.
  #expect(solver.value(of: x) == 10)
  #expect(solver.value(of: y) == 15)
  // Out of the way: nothing moves.
  try solver.remove(loose)
  #expect(solver.value(of: x) == 10)
  // Without the floor x reaches its wish 0, and y follows: 5.
  try solver.remove(floor)
  #expect(solver.value(of: x) == 0)
  #expect(solver.value(of: y) == 5)
  #expect(!solver.tableau.costChanges.isTracking)
  #expect(solver.tableau.formViolation() == nil)
}
