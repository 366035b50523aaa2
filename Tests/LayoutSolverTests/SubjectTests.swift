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

  /// By hand: `x == 0` and `y >= 0` are bounds: both variables stay non-basic (at 0).
  /// `y − x − 10 >= 0` introduces no variable, so its first variable that earlier rows hold,
  /// `y` (non-basic, no link), may be its subject. The repair shifts `y` from 0 to 10 (`x`
  /// cannot move: its bound's row is fixed at 0; `y`'s bound row `y >= 0` still holds at 10),
  /// then `y`, in two rows (its bound's and this one: at most `knownSubjectColumnLimit`, 4),
  /// is pivoted in. Still 10, and `x` still 0: the pivot moves no value.
  @Test func aKnownVariableBecomesTheSubjectOfARowThatIntroducesNone() throws {
    for chooses in [true, false] {
      let solver = Solver()
      solver.choosesSubjects = chooses
      let x = Variable("x")
      let y = Variable("y")
      try solver.add(x == 0)
      try solver.add(y >= 0)
      try solver.add(
        Constraint(Expression(terms: [Term(y), Term(x, -1)], constant: -10), .greaterThanOrEqual))
      let sx = try #require(solver.knownSymbol(of: x))
      let sy = try #require(solver.knownSymbol(of: y))
      #expect(!solver.tableau.isBasic(sx))
      #expect(solver.tableau.isBasic(sy) == chooses)
      #expect(solver.value(of: x) == 0)
      #expect(solver.value(of: y) == 10)
      #expect(solver.tableau.formViolation() == nil)
    }
  }

  /// By hand: `x − y − 10 >= 0` after `y == 0` and `k` bounds on `x` (`x >= 0`, `x <= 100`,
  /// `x >= −5`, `x <= 200`, the first `k`): the repair shifts `x` to 10 (within every bound),
  /// and `x` is then in k + 1 rows. With 3 bounds that is 4, the limit: `x` becomes basic; with
  /// 4 bounds, 5 rows: the pivot would merge the row into four others, and `x` stays
  /// non-basic. The values are the same either way: x 10, y 0.
  @Test func aKnownVariableInManyRowsStaysNonBasic() throws {
    for boundCount in [3, 4] {
      let solver = Solver()
      let x = Variable("x")
      let y = Variable("y")
      let bounds: [Constraint] = [x >= 0, x <= 100, x >= -5, x <= 200]
      for bound in bounds.prefix(boundCount) { try solver.add(bound) }
      try solver.add(y == 0)
      try solver.add(
        Constraint(Expression(terms: [Term(x), Term(y, -1)], constant: -10), .greaterThanOrEqual))
      let sx = try #require(solver.knownSymbol(of: x))
      #expect(solver.tableau.isBasic(sx) == (boundCount + 1 <= Solver.knownSubjectColumnLimit))
      #expect(solver.value(of: x) == 10)
      #expect(solver.value(of: y) == 0)
      #expect(solver.tableau.formViolation() == nil)
    }
  }

  /// By hand: `x == y @250`, an equality of two variables, may become an optimistic alias (its
  /// leaf must stay non-basic), so neither variable is its subject, though both are known
  /// (`x >= 0`, `y >= 0` made them), non-basic and in two rows each. At x = y = 0 the row
  /// holds: no repair, no pivot. `x + y <= 50 @250` is no such equality: its first variable,
  /// `x`, becomes its subject (no repair either: 0 + 0 <= 50).
  @Test func anEqualityOfTwoVariablesTakesNoKnownSubject() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try solver.add(Constraint(Expression(x), .equal, Expression(y), priority: 250))
    let sx = try #require(solver.knownSymbol(of: x))
    let sy = try #require(solver.knownSymbol(of: y))
    #expect(!solver.tableau.isBasic(sx))
    #expect(!solver.tableau.isBasic(sy))
    try solver.add(
      Constraint(
        Expression(terms: [Term(x), Term(y)], constant: -50), .lessThanOrEqual, priority: 250))
    #expect(solver.tableau.isBasic(sx))
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 0)
    #expect(solver.tableau.formViolation() == nil)
  }
}
