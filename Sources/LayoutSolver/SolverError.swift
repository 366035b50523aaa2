/// Why the solver refused a call. Every case carries the object that caused it.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Required constraints cannot all hold. `conflict` is a minimal conflicting set: the
  /// constraints cannot all hold together, but any proper subset can. It includes the constraint
  /// whose addition (or constant change) was refused, and lists them in the order they were added.
  case unsatisfiable(conflict: [Constraint])
  /// The constraint object is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint object is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// A priority outside 1...1000, or a required (1000) priority for an edit variable.
  case invalidPriority(Int)
  /// A coefficient, constant or suggested value that is NaN or infinite.
  case nonFiniteValue(String)
  /// The simplex gave up after too many iterations (a numerical breakdown; never expected).
  /// `add`, `setConstant` and `setConstants` then change nothing, the rest solved again (from
  /// scratch if need be); `remove` throws it only when solving from scratch gives up too, and
  /// removes the constraint all the same. Until a from-scratch solve succeeds the values are not
  /// an optimum, and every change tries one first.
  case iterationLimit

  public var description: String {
    switch self {
    case .unsatisfiable(let conflict):
      return "unsatisfiable constraints: "
        + conflict.map { $0.label.isEmpty ? $0.description : $0.label }.joined(separator: ", ")
    case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
    case .unknownConstraint(let c): return "unknown constraint: \(c)"
    case .duplicateEditVariable(let v): return "duplicate edit variable: \(v.name)"
    case .unknownEditVariable(let v): return "unknown edit variable: \(v.name)"
    case .invalidPriority(let p): return "invalid priority \(p): expected 1...1000"
    case .nonFiniteValue(let what): return "non-finite value: \(what)"
    case .iterationLimit: return "the simplex did not converge"
    }
  }
}

/// Whether the optimum fixes a variable, or in which directions it can move without worsening the
/// error at any priority level.
public struct Ambiguity: Equatable, Sendable {
  /// The variable can take a larger value at the same optimum.
  public var canIncrease: Bool
  /// The variable can take a smaller value at the same optimum.
  public var canDecrease: Bool

  /// Creates an ambiguity record.
  public init(canIncrease: Bool, canDecrease: Bool) {
    self.canIncrease = canIncrease
    self.canDecrease = canDecrease
  }

  /// The optimum fixes the value.
  public static let fixed = Ambiguity(canIncrease: false, canDecrease: false)

  /// Whether the optimum fixes the value.
  public var isFixed: Bool { !canIncrease && !canDecrease }
}
