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
