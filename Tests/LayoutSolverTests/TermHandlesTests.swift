import Testing

@testable import LayoutSolver

/// `ambiguities(ofExpressions:termHandles:)`: the terms of the first expressions read ahead
/// (`TermHandles`) give the answers the expressions give.
@Suite struct TermHandlesTests {
  @Test func termsReadAheadAnswerAsTheExpressionsDo() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    // x = 5; 0 <= y <= 10 with nothing preferring a value: y rests on a bound (0, where a new
    // symbol starts) and can move up from there, not down; x cannot move.
    try solver.add(Constraint(Expression(x), .equal, 5))
    try solver.add(Constraint(Expression(y), .greaterThanOrEqual, 0))
    try solver.add(Constraint(Expression(y), .lessThanOrEqual, 10))
    // z is not in the solver yet: its term has no handle, and is read from its variable.
    let expressions = [Expression(x), Expression(y), x - y, Expression(z), y - z]
    var ahead = TermHandles(for: solver)
    for e in expressions { ahead.append(e, in: solver) }
    #expect(ahead.count == 5)
    #expect(ahead.handles.count == 7)  // 1 + 1 + 2 + 1 + 2 terms
    // x, y, x − y (two), z, y − z (two): z has no handle, y has one.
    #expect(ahead.handles[4] == -1 && ahead.handles[6] == -1 && ahead.handles[5] >= 0)
    // z = y + 2, a required equality between two variables: an alias of y's class, made after
    // the handles were taken (the entries they lead to are read when asked).
    try solver.add(Constraint(Expression(z), .equal, y + 2))
    let fixed = Ambiguity(canIncrease: false, canDecrease: false)
    let up = Ambiguity(canIncrease: true, canDecrease: false)
    let down = Ambiguity(canIncrease: false, canDecrease: true)
    // By hand, from y = 0: x fixed; y up; x − y = 5 − y down; z = y + 2 up; y − z = −2 fixed.
    let expected = [fixed, up, down, up, fixed]
    #expect(solver.ambiguities(ofExpressions: expressions) == expected)
    #expect(solver.ambiguities(ofExpressions: expressions, termHandles: ahead) == expected)
    // Read ahead for the first two only: the others are read from the expressions.
    var firstTwo = TermHandles(for: solver)
    firstTwo.append(expressions[0], in: solver)
    firstTwo.append(expressions[1], in: solver)
    #expect(solver.ambiguities(ofExpressions: expressions, termHandles: firstTwo) == expected)
  }

  @Test func handlesOfAnotherGenerationAreNotRead() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add(Constraint(Expression(a), .equal, 1))
    try solver.add(Constraint(Expression(b), .greaterThanOrEqual, 0))
    var ahead = TermHandles(for: solver)
    ahead.append(Expression(a), in: solver)
    ahead.append(Expression(b), in: solver)
    // The solver forgets its variables and learns them again in the other order: a's old handle
    // would now lead to b's entry. `b` first: b >= 0 (free upwards, held at 0 below), a = 1.
    solver.reset()
    try solver.add(Constraint(Expression(b), .greaterThanOrEqual, 0))
    try solver.add(Constraint(Expression(a), .equal, 1))
    #expect(ahead.generation != solver.handleGeneration)
    let expected = [
      Ambiguity(canIncrease: false, canDecrease: false),
      Ambiguity(canIncrease: true, canDecrease: false),
    ]
    #expect(solver.ambiguities(ofExpressions: [Expression(a), Expression(b)]) == expected)
    #expect(
      solver.ambiguities(ofExpressions: [Expression(a), Expression(b)], termHandles: ahead)
        == expected)
  }
}
