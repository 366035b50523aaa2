import Testing

@testable import LayoutSolver

/// Cached responses to constant changes (`ConstantResponse`): the third change of a constant on an
/// unchanged basis moves the values by the rates the second one measured, and anything the
/// response cannot do falls back to the ordinary repair.
@Suite struct ConstantResponseTests {
  /// `b == a + 10` and `b <= 100` (required), `a` an edit variable at 999.
  func pair() throws -> (Solver, Variable, Variable) {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add(b == a + 10)
    try solver.add(b <= 100)
    try solver.addEditVariable(a, priority: Priority(999))
    return (solver, a, b)
  }

  @Test func repeatedSuggestionsReuseTheMeasuredResponse() throws {
    let (solver, a, b) = try pair()
    try solver.suggestValue(10, for: a)  // a = 10, b = 10 + 10 = 20
    try solver.suggestValue(20, for: a)  // measured: a and b each move 1 per unit
    #expect(!solver.responses.isEmpty)
    try solver.suggestValue(30, for: a)  // by the response: a = 30, b = 40
    #expect(solver.value(of: a) == 30)
    #expect(solver.value(of: b) == 40)
    try solver.suggestValue(-5, for: a)  // a = -5, b = -5 + 10 = 5
    #expect(solver.value(of: a) == -5)
    #expect(solver.value(of: b) == 5)
  }

  @Test func aResponseThatWouldLeaveABoundFallsBackToTheRepair() throws {
    let (solver, a, b) = try pair()
    try solver.suggestValue(10, for: a)
    try solver.suggestValue(20, for: a)
    // The response would put b at 95 + 10 = 105 > 100. The repair pins b at 100 instead, so
    // a = 100 - 10 = 90 and the edit is 5 off its wish.
    try solver.suggestValue(95, for: a)
    #expect(solver.value(of: a) == 90)
    #expect(solver.value(of: b) == 100)
    // Back inside: a = 50, b = 60.
    try solver.suggestValue(50, for: a)
    #expect(solver.value(of: a) == 50)
    #expect(solver.value(of: b) == 60)
  }

  @Test func aNewConstraintRetiresTheResponse() throws {
    let (solver, a, b) = try pair()
    try solver.suggestValue(10, for: a)
    try solver.suggestValue(20, for: a)
    try solver.add(a >= 40)
    // Required a >= 40 beats the wish of 10: a = 40, b = 40 + 10 = 50.
    try solver.suggestValue(10, for: a)
    #expect(solver.value(of: a) == 40)
    #expect(solver.value(of: b) == 50)
  }

  @Test func aSlackThatDidNotMoveIsStillChecked() throws {
    // x >= k alone: raising k from -18 to 16 after a change that left x where it was must
    // still move x (a response measured on a change that moved nothing moves nothing).
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 0
    try solver.add(floor)
    try solver.setConstant(-15, of: floor)  // x >= 15: x moves to 15
    try solver.setConstant(18, of: floor)  // x >= -18: x may stay at 15
    try solver.setConstant(-16, of: floor)  // x >= 16
    #expect(solver.value(of: x) >= 16 - 1e-9)
  }

  @Test func aChainMovesWholeEachTime() throws {
    // W2 in small: x(i+1) >= x(i) + 10 (required), x(i+1) == x(i) + 20 (999), x0 edited at 999.
    // Every strong equality holds, so x(i) = x0 + 20·i after every suggestion.
    let solver = Solver()
    let x = (0..<20).map { Variable("x\($0)") }
    try solver.addEditVariable(x[0], priority: Priority(999))
    for i in 0..<19 {
      try solver.add(x[i + 1] >= x[i] + 10)
      try solver.add((x[i + 1] == x[i] + 20).at(Priority(999)))
    }
    for (step, x0) in [100.0, 0, 100, 0, 37.5, -12].enumerated() {
      try solver.suggestValue(x0, for: x[0])
      for i in 0..<20 {
        #expect(solver.value(of: x[i]) == x0 + 20 * Double(i), "step \(step): x\(i)")
      }
    }
  }
}
