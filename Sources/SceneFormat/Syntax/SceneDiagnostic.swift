/// One problem found in a scene file, located at a line and column.
///
/// Printed in the compilers' form so editors and CI link it:
/// ```
/// Scenes/bad.scene:3:14: error: expected a relation ('=', '<=' or '>='), found '+'
/// ```
public struct SceneDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable {
    /// The file is wrong; the tool exits with code 2.
    case error
    /// Worth knowing, but the file is usable.
    case warning
    /// Extra context for the diagnostic before it.
    case note
  }

  /// How serious the problem is.
  public var severity: Severity
  /// Where the problem starts.
  public var location: SourceLocation
  /// What is wrong, in one line, without the location or severity.
  public var message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// `line:column: severity: message`, without a path.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }

  /// `path:line:column: severity: message`, the line the tool prints on stderr.
  public func formatted(path: String) -> String { "\(path):\(description)" }
}
