import Testing

@testable import LayoutSolver

/// The optimal face's sign propagation is kept between questions (`lastFaceDirections`) and used
/// again only on the same rows with every symbol able to move the same ways: a bound that moves
/// under unchanged rows must still change the answer. (Debug builds also check every reuse
/// against a fresh propagation, in every test that asks about ambiguity.)
@Suite struct FaceDirectionsReuseTests {
  @Test func aBoundThatMovesUnderTheSameRowsChangesTheAnswer() throws {
    let solver = Solver()
    let x = Variable("x")
    let w = Variable("w")
    let floor = Constraint(Expression(x), .greaterThanOrEqual, 0)
    try solver.add(floor)
    try solver.add(Constraint(x + w, .lessThanOrEqual, 100))
    let width = Constraint(Expression(w), .equal, 50)
    try solver.add(width)
    // x starts at 0, which x >= 0 allows and x + 50 <= 100 too: it rests on its floor, free to
    // grow up to 50 but not to shrink.
    #expect(solver.value(of: x) == 0)
    let asked = [Expression(x), x + w]
    let first = solver.ambiguities(ofExpressions: asked)
    #expect(first[0] == Ambiguity(canIncrease: true, canDecrease: false))
    // x + w: 50 + x, the same ways as x.
    #expect(first[1] == Ambiguity(canIncrease: true, canDecrease: false))
    let rows = solver.tableau.rows.version
    #expect(solver.lastFaceDirections?.rowsVersion == rows)

    // The same question on the same face: the kept answer, the same ambiguities.
    #expect(solver.ambiguities(ofExpressions: asked) == first)

    // x >= -10: no row changes (a constant moves a bound), but x at 0 can now shrink.
    try solver.setConstant(10, of: floor)
    #expect(solver.tableau.rows.version == rows)
    #expect(solver.value(of: x) == 0)
    let lowered = solver.ambiguities(ofExpressions: asked)
    #expect(lowered[0] == Ambiguity(canIncrease: true, canDecrease: true))
    #expect(lowered[1] == Ambiguity(canIncrease: true, canDecrease: true))

    // w = 100: x + 100 <= 100 caps x at 0, where it is; it can only shrink (down to -10).
    try solver.setConstant(-100, of: width)
    #expect(solver.value(of: x) == 0)
    let capped = solver.ambiguities(ofExpressions: asked)
    #expect(capped[0] == Ambiguity(canIncrease: false, canDecrease: true))
    #expect(capped[1] == Ambiguity(canIncrease: false, canDecrease: true))
  }

  /// `reset` starts a new tableau whose rows' versions repeat the old one's: the kept answer
  /// must not be read for it.
  @Test func resetForgetsTheKeptAnswer() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 0))
    try solver.add(Constraint(Expression(y), .equal, 5))
    // A sum: the question reads the face's directions first, on the solver's own rows.
    _ = solver.ambiguities(ofExpressions: [x + y])
    #expect(solver.lastFaceDirections != nil)
    solver.reset()
    #expect(solver.lastFaceDirections == nil)
  }
}
