import Testing

@testable import LayoutSolver

/// The operator forms compile as written in layout code, and mean what they say.
@Suite struct OperatorTests {
  let x = Variable("x")
  let y = Variable("y")

  /// The dense form of an expression over x and y, plus its constant.
  func dense(_ e: Expression) -> [Double] {
    var row = [0.0, 0.0, e.constant]
    for term in e.terms { row[term.variable === x ? 0 : 1] += term.coefficient }
    return row
  }

  // Regression: a literal next to a Variable or Expression could read as a Double or as an
  // Expression, so `x + 10` was ambiguous and did not compile inside a constraint.
  @Test func literalsNextToVariablesAndExpressions() {
    let gap = x >= y + 10  // x - (y + 10) >= 0
    #expect(dense(gap.expression) == [1, -1, -10])
    let inset = x == 10 - y  // x - (10 - y) == 0
    #expect(dense(inset.expression) == [1, 1, -10])
    let mixed = x + 2 * y - 10 <= 3 + x  // x + 2y - 10 - 3 - x <= 0
    #expect(dense(mixed.expression) == [0, 2, -13])
    let d = 2.5
    let scaled = x + d >= (y - d) / 2  // x + 2.5 - 0.5y + 1.25 >= 0
    #expect(dense(scaled.expression) == [1, -0.5, 3.75])
  }

  @Test func expressionArithmetic() {
    let e = (x + y) - (x - y) + Expression(x) * 3  // 3x + 2y
    #expect(dense(e) == [3, 2, 0])
    #expect(dense(-(x - 4)) == [-1, 0, 4])
    #expect(dense(Expression(x) / 4 + 1) == [0.25, 0, 1])
  }

  @Test func constraintFormsAndPriorities() {
    let c = Constraint(x + 2 * y, .greaterThanOrEqual, 10)
    #expect(dense(c.expression) == [1, 2, -10])
    #expect(c.priority == .required)
    let d = (x == 100).at(.high).labelled("width")
    #expect(d.priority == Priority(750))
    #expect(d.label == "width")
    #expect(d.relation == .equal)
    #expect(d.description == "width: x - 100.0 == 0 @750")
    #expect(Priority.low.value == 250 && Priority.fittingSize.value == 50)
  }
}
