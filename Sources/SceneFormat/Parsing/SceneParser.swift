import AdaptiveLayout

/// Parses `.scene` text into a ``SceneDocument`` and the diagnostics found on the way.
///
/// ```
/// let result = SceneParser.parse(text: source)
/// for diagnostic in result.diagnostics {
///   print(diagnostic.formatted(path: "Scenes/simple.scene"))
/// }
/// ```
/// Parsing never fails outright: every problem becomes a located diagnostic, the parser
/// recovers at the next statement, and the document holds everything that did parse.
public enum SceneParser {
  /// How deep blocks may nest (`view` in `view` in `when` …) before the parser stops
  /// descending; a deeper block is reported and skipped, so input cannot exhaust the stack.
  public static let maximumNestingDepth = 64

  /// How many errors are reported before the parser gives up on a file.
  public static let maximumErrorCount = 100

  /// Parses scene text.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func parse(text: String, path: String = "") -> SceneParseResult {
    parse(bytes: Array(text.utf8), path: path)
  }

  /// Parses the raw bytes of a scene file, whatever they hold.
  ///
  /// - Complexity: O(n) in the number of bytes.
  /// Every location in the result carries `path`.
  public static func parse(bytes: [UInt8], path: String = "") -> SceneParseResult {
    var parser = Parser(lexer: Lexer(bytes: bytes, path: path), errorBudget: maximumErrorCount)
    let document = parser.parseDocument()
    var diagnostics = parser.lexer.diagnostics + parser.diagnostics + NameChecker.check(document)
    // Report in file order; the index breaks ties so equal locations keep their order.
    diagnostics =
      diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
    if diagnostics.count > maximumErrorCount || parser.gaveUp {
      diagnostics = Array(diagnostics.prefix(maximumErrorCount))
      let last = diagnostics.last?.location ?? SourceLocation(path: path, line: 1, column: 1)
      diagnostics.append(
        LayoutDiagnostic(
          .error, at: last, "too many errors (\(maximumErrorCount)); stopped reporting here"))
    }
    return SceneParseResult(document: document, diagnostics: diagnostics)
  }
}

/// What ``SceneParser`` returns: the tree and every problem found.
public struct SceneParseResult: Sendable, Equatable {
  /// Everything that parsed; incomplete when there are errors.
  public var document: SceneDocument
  /// Problems in file order.
  public var diagnostics: [LayoutDiagnostic]

  /// Creates a result.
  public init(document: SceneDocument, diagnostics: [LayoutDiagnostic]) {
    self.document = document
    self.diagnostics = diagnostics
  }

  /// Whether any diagnostic is an error (the file must not be used).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
