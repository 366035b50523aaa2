/// One `coefficient * variable` term of a linear expression.
public struct Term: Sendable {
  /// The unknown.
  public var variable: Variable
  /// Its coefficient.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with the usual operators:
///
/// ```swift
/// let e = x + 2 * y - 10   // Expression(terms: [x, 2y], constant: -10)
/// ```
///
/// A variable may appear in several terms; the solver adds their coefficients.
public struct Expression: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)])
  }

  /// Creates a constant expression.
  public init(_ constant: Double) {
    self.init(constant: constant)
  }

  /// Creates a constant expression from a literal.
  public init(floatLiteral value: Double) {
    self.init(constant: value)
  }

  /// Creates a constant expression from a literal.
  public init(integerLiteral value: Int) {
    self.init(constant: Double(value))
  }

  /// The expression multiplied by a scalar.
  public func scaled(by factor: Double) -> Expression {
    Expression(
      terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }
}

// MARK: - Arithmetic

// A literal operand could become either a `Double` or an `Expression` (both are expressible by
// literals), so `x + 10` had two equally good readings and did not compile. The overloads taking
// an `Expression` operand next to a `Variable` or another `Expression` are disfavored: a literal
// then reads as a `Double`, and two real expressions still find their only overload.
extension Expression {
  @_disfavoredOverload
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  @_disfavoredOverload
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
  @_disfavoredOverload
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }
  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
  @_disfavoredOverload
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + rhs.scaled(by: -1)
  }
  @_disfavoredOverload
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  @_disfavoredOverload
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
  public static func - (lhs: Double, rhs: Expression) -> Expression {
    rhs.scaled(by: -1) + lhs
  }
  public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
  public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) + Expression(rhs)
  }
  public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
  public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) - Expression(rhs)
  }
  public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
  public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  public static prefix func - (operand: Variable) -> Expression { -Expression(operand) }
  public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
  public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }
  public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) / rhs }
}
