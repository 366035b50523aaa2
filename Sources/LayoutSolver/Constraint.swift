#if !canImport(Darwin)
  import Synchronization
#endif

/// How the two sides of a constraint relate.
public enum Relation: String, Sendable, Hashable {
  /// `lhs == rhs`
  case equal = "=="
  /// `lhs <= rhs`
  case lessThanOrEqual = "<="
  /// `lhs >= rhs`
  case greaterThanOrEqual = ">="
}

/// A constraint priority on Auto Layout's scale: 1 to 1000, where 1000 is required.
///
/// Optional priorities are strictly ordered: a constraint at 751 outweighs any number of
/// constraints at 750. Within one priority the errors of its constraints add up.
public struct Priority: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The numeric level, valid from 1 to 1000.
  public var value: Int

  /// Creates a priority; the solver rejects values outside 1...1000.
  public init(_ value: Int) {
    self.value = value
  }

  /// Creates a priority from an integer literal.
  public init(integerLiteral value: Int) {
    self.value = value
  }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)
  /// 750: `UILayoutPriority.defaultHigh`.
  public static let high = Priority(750)
  /// 500: a medium strength, as used by the benchmarks.
  public static let medium = Priority(500)
  /// 250: `UILayoutPriority.defaultLow`.
  public static let low = Priority(250)
  /// 50: `UILayoutPriority.fittingSizeLevel`.
  public static let fittingSize = Priority(50)

  /// Whether this is the required priority, 1000.
  public var isRequired: Bool { value >= 1000 }

  /// Whether the value lies in 1...1000.
  public var isValid: Bool { (1...1000).contains(value) }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

  public var description: String { String(value) }
}

/// A linear constraint `expression (==|<=|>=) 0` at a priority.
///
/// Constraints compare by identity, as kiwi's do: adding the same object twice is an error, adding
/// two equal-looking constraints is not.
///
/// ```swift
/// let c = Constraint(x + 2 * y, .greaterThanOrEqual, 10)   // x + 2y >= 10, required
/// let d = (x == 100).at(.high)                              // x == 100 @750
/// ```
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// `lhs - rhs`: the constraint reads `expression relation 0`. Its value is the constraint's
  /// error measure, as in Cassowary.
  public let expression: Expression
  /// The relation of `expression` to zero.
  public let relation: Relation
  /// The priority; 1000 is required.
  public let priority: Priority
  /// A label for diagnostics: a source line, a name.
  public let label: String
  #if !canImport(Darwin)
    /// Which solver's table indexes this constraint densely, and where (see `DenseTable`).
    let denseClaim = Atomic<UInt64>(0)
  #endif

  /// Creates `lhs relation rhs` at a priority.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression = Expression(),
    priority: Priority = .required, label: String = ""
  ) {
    // With no terms on the right, `lhs`'s own list: `lhs - rhs` copied it into a new array
    // for every constraint (`Array.+` reallocates even to append nothing). The constant is
    // the same bits: `a + (-b)` and `a - b` round alike.
    self.expression =
      rhs.terms.isEmpty
      ? Expression(terms: lhs.terms, constant: lhs.constant - rhs.constant) : lhs - rhs
    self.relation = relation
    self.priority = priority
    self.label = label
  }

  /// The same constraint at another priority (a new constraint object).
  public func at(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, Expression(), priority: priority, label: label)
  }

  /// The same constraint with a label (a new constraint object).
  public func labelled(_ label: String) -> Constraint {
    Constraint(expression, relation, Expression(), priority: priority, label: label)
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  public var description: String {
    let name = label.isEmpty ? "" : "\(label): "
    var text = ""
    for term in expression.terms {
      let sign = term.coefficient < 0 ? " - " : (text.isEmpty ? "" : " + ")
      let magnitude = abs(term.coefficient)
      text += sign + (magnitude == 1 ? "" : "\(magnitude)*") + term.variable.name
    }
    if expression.constant != 0 || text.isEmpty {
      let sign = expression.constant < 0 ? " - " : (text.isEmpty ? "" : " + ")
      text += sign + "\(abs(expression.constant))"
    }
    return "\(name)\(text) \(relation.rawValue) 0 @\(priority.value)"
  }
}

// MARK: - Relation operators

/// `lhs == rhs`, required.
@_disfavoredOverload
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// `lhs <= rhs`, required.
@_disfavoredOverload
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs, .lessThanOrEqual, rhs)
}
/// `lhs >= rhs`, required.
@_disfavoredOverload
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// `lhs == rhs`, required.
@_disfavoredOverload
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// `lhs <= rhs`, required.
@_disfavoredOverload
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// `lhs >= rhs`, required.
@_disfavoredOverload
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// `lhs == rhs`, required.
@_disfavoredOverload
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
/// `lhs <= rhs`, required.
@_disfavoredOverload
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
/// `lhs >= rhs`, required.
@_disfavoredOverload
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// `lhs == rhs`, required. (The `Bool`-valued `==` of `Equatable` still answers identity where a
/// `Bool` is expected.)
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
