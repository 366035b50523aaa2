import Testing

@testable import LayoutSolver

/// `valueHandle(of:)` and `value(atHandle:)`: a variable's value read without the variable.
@Suite struct ValueHandleTests {
  @Test func aHandleReadsWhatTheVariableReadsThroughChanges() throws {
    let solver = Solver()
    let edge = Variable("edge")
    let margin = Variable("margin")
    let left = Variable("left")
    let width = Variable("width")
    let unseen = Variable("unseen")
    // edge = 0; margin = edge + 16 (a required equality: an alias of edge's class); left =
    // margin (another); width = 100, left + width <= 375.
    let marginPin = Constraint(Expression(margin), .equal, edge + 16)
    try solver.add(Constraint(Expression(edge), .equal, 0))
    try solver.add(marginPin)
    try solver.add(Constraint(Expression(left), .equal, Expression(margin)))
    let size = Constraint(Expression(width), .equal, 100)
    try solver.add(size)
    try solver.add(Constraint(left + width, .lessThanOrEqual, 375))
    // A variable no constraint mentions has no handle (`value(of:)` reads 0 for it).
    #expect(solver.valueHandle(of: unseen) == nil)
    let handles = try [edge, margin, left, width].map { try #require(solver.valueHandle(of: $0)) }
    // By hand: edge 0, margin 0 + 16 = 16, left 16, width 100.
    #expect(handles.map { solver.value(atHandle: $0) } == [0, 16, 16, 100])
    // The margin moved to edge + 20 (the pin's constant −16 → −20: margin − edge − 20 == 0),
    // the width to 120: the same handles read margin 20, left 20 and width 120.
    try solver.setConstant(-20, of: marginPin)
    try solver.setConstant(-120, of: size)
    #expect(handles.map { solver.value(atHandle: $0) } == [0, 20, 20, 120])
    // And always what `value(of:)` reads, bit for bit.
    let byVariable = [edge, margin, left, width].map { solver.value(of: $0).bitPattern }
    #expect(handles.map { solver.value(atHandle: $0).bitPattern } == byVariable)
  }

  @Test func aVariableAnotherSolverIndexesFirstHasNoHandleHere() throws {
    // The first solver to see a variable indexes it densely; a second one at the same time
    // keeps it in its hashed table, where no handle leads.
    let x = Variable("x")
    let first = Solver()
    let second = Solver()
    try first.add(Constraint(Expression(x), .equal, 3))
    try second.add(Constraint(Expression(x), .equal, 5))
    let handle = try #require(first.valueHandle(of: x))
    #expect(first.value(atHandle: handle) == 3)
    #expect(second.valueHandle(of: x) == nil)
    #expect(second.value(of: x) == 5)
  }

  @Test func aResetMakesHandlesStaleAndTheyReadNothingOutOfTheTable() throws {
    // x = 7 and y = x + 1 = 8, read through handles; a reset forgets every variable (a re-solve
    // from scratch does the same): the generation moves, and an old handle reads 0, the value
    // of a variable no constraint mentions, instead of an entry past the emptied table.
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Constraint(Expression(x), .equal, 7))
    try solver.add(Constraint(Expression(y), .equal, x + 1))
    let handle = try #require(solver.valueHandle(of: y))
    #expect(solver.value(atHandle: handle) == 8)
    let generation = solver.handleGeneration
    solver.reset()
    #expect(solver.handleGeneration != generation)
    #expect(solver.value(atHandle: handle) == 0)
    // Seen again, y gets a handle of the new generation, which reads its new value, 6.
    try solver.add(Constraint(Expression(y), .equal, 6))
    let renewed = try #require(solver.valueHandle(of: y))
    #expect(solver.value(atHandle: renewed) == 6)
  }
}
