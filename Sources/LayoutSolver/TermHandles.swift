/// The terms of expressions the ambiguity question is asked about again and again, read ahead:
/// each expression's number of terms, and each term's coefficient and handle
/// (`Solver.valueHandle(of:)`), in flat lists (`Solver.ambiguities(ofExpressions:termHandles:)`).
///
/// Why: finding an expression's symbol read its list of terms (an array of its own) and each
/// term's variable (an object of its own), and the layout engine asks about every view at every
/// layout: at 10,000 views those reads missed the cache each, once a layout (finding the
/// symbols grew x35 in time from 1,000 to 10,000 cards of `validate`, for x10 the views). Read
/// ahead, the terms of all the expressions are three arrays read in order.
public struct TermHandles: Sendable {
  /// How many terms each expression has, in order.
  public private(set) var counts: [Int32] = []
  /// Every expression's terms' coefficients, expression after expression.
  public private(set) var coefficients: [Double] = []
  /// Every term's handle in the solver's table of variables; -1 where the solver had none (the
  /// variable is then read from the expression itself).
  public private(set) var handles: [Int32] = []
  /// `Solver.handleGeneration` when the handles were taken: another generation makes them stale.
  public let generation: Int

  /// No expressions yet, for `solver`'s current generation of handles.
  public init(for solver: Solver) {
    generation = solver.handleGeneration
  }

  /// How many expressions are read ahead.
  public var count: Int { counts.count }

  /// Reads `expression`'s terms ahead, with their handles in `solver`.
  public mutating func append(_ expression: Expression, in solver: Solver) {
    counts.append(Int32(truncatingIfNeeded: expression.terms.count))
    for term in expression.terms {
      coefficients.append(term.coefficient)
      handles.append(solver.valueHandle(of: term.variable) ?? -1)
    }
  }
}
