/// Why a live `LayoutEngine` refused a change.
public enum LayoutEngineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The change breaks Auto Layout's rules; the diagnostics say how.
  case invalid(SceneValidationError)
  /// No installed view has this name.
  case unknownView(String)
  /// No installed constraint has this ID.
  case unknownConstraint(ConstraintID)

  /// The error in one line.
  public var description: String {
    switch self {
    case .invalid(let error): return error.description
    case .unknownView(let name): return "unknown view '\(name)'"
    case .unknownConstraint(let id): return "unknown constraint \(id)"
    }
  }
}
