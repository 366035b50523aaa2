import AdaptiveLayout

/// A diagnostic about an input file as a whole or at a place in it: why a file was not checked
/// (it cannot be read, it is not a scene, it has syntax errors), kept with its location so that
/// CI reporters can annotate the right line.
struct FileDiagnostic: Equatable {
  /// The file, as shown.
  var path: String
  /// Where, or nil for the file as a whole (`path: error: cannot read the file: …`).
  var location: SourceLocation?
  var severity: LayoutDiagnostic.Severity
  var message: String

  /// An error about the file as a whole.
  init(path: String, _ message: String) {
    self.path = path
    self.severity = .error
    self.message = message
  }

  /// A located diagnostic.
  init(_ diagnostic: LayoutDiagnostic) {
    path = diagnostic.location.path
    location = diagnostic.location
    severity = diagnostic.severity
    message = diagnostic.message
  }

  /// As printed: `path:line:column: error: message`, or `path: error: message`.
  var text: String {
    "\(location.map(\.description) ?? path): \(severity.rawValue): \(message)"
  }
}
