import Testing

@testable import LayoutSolver

/// The guarded choice of subject (`Solver+Subjects.swift`): a variable that a constraint over
/// several variables introduces is pivoted into that constraint's row after the repair, unless
/// the constraint builds on a link (a chain), and a subject that a chain then grows from goes
/// back out of the basis. The values are the repair's either way: the pivots move none.
@Suite struct SubjectTests {
  /// By hand: `x == 0` is a bound (one variable): `x` stays non-basic. `y >= x + 10` introduces
  /// `y` over two variables: the repair shifts `y` (new, in that row alone, costing nothing) from
  /// 0 to 10 (`x` cannot move: the bound's row holds it), and `y` then becomes the row's subject,
  /// basic, still 10. Without the choice (`choosesSubjects` off) `y` stays non-basic at 10.
  @Test func aNewVariableOverAnotherBecomesItsRowsSubject() throws {
    for chooses in [true, false] {
      let solver = Solver()
      solver.choosesSubjects = chooses
      let x = Variable("x")
      let y = Variable("y")
      try solver.add(x == 0)
      try solver.add(y >= x + 10)
      let sx = try #require(solver.knownSymbol(of: x))
      let sy = try #require(solver.knownSymbol(of: y))
      #expect(!solver.tableau.isBasic(sx))
      #expect(solver.tableau.isBasic(sy) == chooses)
      #expect(solver.value(of: x) == 0)
      #expect(solver.value(of: y) == 10)
      #expect(solver.tableau.formViolation() == nil)
    }
  }

  /// By hand: then `z >= y + 10` builds a chain on `y`, a link (introduced over another
  /// variable): `y` goes back out of the basis (its slack in: the row is written over `y`
  /// again), and `z` is no subject (the constraint mentions a link), so the chain's links stay
  /// non-basic. The repair shifts `z` from 0 to `y + 10` = 20.
  @Test func aChainTakesItsFirstLinkBackOutOfTheBasis() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(x == 0)
    try solver.add(y >= x + 10)
    let sy = try #require(solver.knownSymbol(of: y))
    #expect(solver.tableau.isBasic(sy))  // the subject, as above
    try solver.add(z >= y + 10)
    let sz = try #require(solver.knownSymbol(of: z))
    #expect(!solver.tableau.isBasic(sy))
    #expect(!solver.tableau.isBasic(sz))
    #expect(solver.value(of: y) == 10)
    #expect(solver.value(of: z) == 20)
    #expect(solver.tableau.formViolation() == nil)
  }
}
