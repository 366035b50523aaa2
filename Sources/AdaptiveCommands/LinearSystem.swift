import LayoutSolver

/// A plain linear constraint system, as `adaptive solve` reads it: one constraint per line.
///
/// ```
/// # comment
/// x + 2*y >= 10
/// w == 100 @750
/// z <= x/2
/// ```
///
/// The grammar is documented in `Docs/solve-format.md`; `LinearSystemParser` reads it.
public struct LinearSystem: Equatable, Sendable {
  /// The constraints, in file order.
  public var constraints: [LinearConstraint]
  /// Every variable named in the file, in order of first appearance — including those whose
  /// terms cancel out (`x - x == 0`), which still get a value.
  public var variableNames: [String]

  /// Creates a system.
  public init(constraints: [LinearConstraint] = [], variableNames: [String] = []) {
    self.constraints = constraints
    self.variableNames = variableNames
  }
}

/// One line of a linear system, normalized to `Σ coefficient·variable + constant (relation) 0`.
///
/// As in `LayoutSolver.Constraint`, the expression is the left-hand side minus the right-hand
/// side, so `x + 2*y >= 10` is stored as `x + 2y − 10 >= 0`.
public struct LinearConstraint: Equatable, Sendable {
  /// The 1-based line of the constraint.
  public var line: Int
  /// The 1-based byte column where the constraint starts (its first token).
  public var column: Int
  /// One term per variable, in order of first appearance on the line; like terms are summed, so a
  /// coefficient may be zero (`x - x`).
  public var terms: [LinearTerm]
  /// The constant part of left-hand side minus right-hand side.
  public var constant: Double
  /// How the expression relates to zero.
  public var relation: Relation
  /// The priority, 1...1000; 1000 (required) when the line gives none.
  public var priority: Priority

  /// Creates a constraint.
  public init(
    line: Int, column: Int, terms: [LinearTerm], constant: Double, relation: Relation,
    priority: Priority
  ) {
    self.line = line
    self.column = column
    self.terms = terms
    self.constant = constant
    self.relation = relation
    self.priority = priority
  }
}

/// A `coefficient * variable` term of a `LinearConstraint`.
public struct LinearTerm: Equatable, Sendable {
  /// The variable's name, `[A-Za-z_][A-Za-z0-9_.]*`.
  public var name: String
  /// Its coefficient.
  public var coefficient: Double

  /// Creates a term.
  public init(_ name: String, _ coefficient: Double) {
    self.name = name
    self.coefficient = coefficient
  }
}
