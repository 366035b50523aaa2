/// A located problem found in a scene, printed as compilers print them:
/// `path:line:column: error: message`.
public struct LayoutDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious the problem is.
  public enum Severity: String, Sendable, Equatable {
    /// The scene cannot be laid out as written.
    case error
    /// The scene can be laid out, but probably not as meant.
    case warning
  }

  /// How serious the problem is.
  public var severity: Severity
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one line.
  public var message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// `path:line:column: error: message`.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// The error thrown when a scene, or a constraint or view given to a live engine, breaks Auto
/// Layout's rules. It carries every problem found, not just the first, sorted by location.
public struct SceneValidationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The problems, one per problem, in source order.
  public var diagnostics: [LayoutDiagnostic]

  /// Creates the error.
  public init(diagnostics: [LayoutDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// One diagnostic per line.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
