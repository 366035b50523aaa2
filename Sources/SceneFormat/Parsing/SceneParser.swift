import AdaptiveLayout
import Foundation

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
    let document: SceneDocument
    var diagnostics: [LayoutDiagnostic]
    var gaveUp = false
    if bytes.count >= inHalvesFrom, ProcessInfo.processInfo.activeProcessorCount > 1,
      let halves = parseInHalves(bytes, path: path)
    {
      document = halves
      diagnostics = NameChecker.check(document)
    } else {
      var parser = Parser(lexer: Lexer(bytes: bytes, path: path), errorBudget: maximumErrorCount)
      document = parser.parseDocument()
      diagnostics = parser.lexer.diagnostics + parser.diagnostics + NameChecker.check(document)
      gaveUp = parser.gaveUp
    }
    // Report in file order; the index breaks ties so equal locations keep their order.
    diagnostics =
      diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
    if diagnostics.count > maximumErrorCount || gaveUp {
      diagnostics = Array(diagnostics.prefix(maximumErrorCount))
      let last = diagnostics.last?.location ?? SourceLocation(path: path, line: 1, column: 1)
      diagnostics.append(
        LayoutDiagnostic(
          .error, at: last, "too many errors (\(maximumErrorCount)); stopped reporting here"))
    }
    return SceneParseResult(document: document, diagnostics: diagnostics)
  }

  /// The size from which a file is parsed in two halves at once, one on another core: a
  /// 10,000-label chain's 1 MB took a fifth of its `query` to parse.
  static let inHalvesFrom = 256 << 10

  /// The document of `bytes` parsed as two parts at once, split at a line that starts a
  /// top-level statement near the middle; nil when there is no such line, or when either part
  /// has any problem, or when the second part says what the first may have said already (a
  /// title, a canvas): the caller then parses the whole file as one.
  ///
  /// Why the two give the same document: a top-level statement ends at a new line, the split
  /// line starts with a letter (so it does not continue the line before, as a `{` may), and
  /// parsing carries nothing from one statement to the next but the lists it appends to and
  /// the title and canvas. A split inside a block or a string leaves the first part with an
  /// unclosed block or string, an error, so a wrong guess costs a parse, never a different
  /// document.
  static func parseInHalves(_ bytes: [UInt8], path: String) -> SceneDocument? {
    guard let (split, splitLine) = topLevelLine(in: bytes, near: bytes.count / 2) else {
      return nil
    }
    return parseInHalves(bytes, path: path, splitAt: split, line: splitLine)
  }

  /// `parseInHalves(_:path:)` split at byte `split`, the start of line `splitLine`.
  static func parseInHalves(_ bytes: [UInt8], path: String, splitAt split: Int, line splitLine: Int)
    -> SceneDocument?
  {
    let second = SecondHalf()
    let thread = Thread {
      var parser = Parser(
        lexer: Lexer(bytes: bytes, path: path, lines: split..<bytes.count, firstLine: splitLine),
        errorBudget: maximumErrorCount)
      let document = parser.parseDocument()
      if parser.diagnostics.isEmpty && parser.lexer.diagnostics.isEmpty {
        second.document = document
      }
      second.done.signal()
    }
    // The main thread's stack, so that the part runs as the whole file would (the parser's
    // nesting is capped, but its frames are large).
    thread.stackSize = 8 << 20
    thread.start()
    var parser = Parser(
      lexer: Lexer(bytes: bytes, path: path, lines: 0..<split, firstLine: 1),
      errorBudget: maximumErrorCount)
    var document = parser.parseDocument()
    second.done.wait()
    guard parser.diagnostics.isEmpty, parser.lexer.diagnostics.isEmpty,
      let rest = second.document, rest.title == nil, rest.canvas == nil
    else { return nil }
    // Appended in place: the first part's lists are its own, so each grows once.
    document.views += rest.views
    document.guides += rest.guides
    document.constraints += rest.constraints
    document.uninstalled += rest.uninstalled
    document.variations += rest.variations
    document.metrics += rest.metrics
    document.visuals += rest.visuals
    return document
  }

  /// The first line at or after byte `middle` (else before it) that starts with a letter
  /// outside every block, comment and string, as its byte offset and line number; nil when
  /// there is none. Reads the bytes once, counting braces.
  static func topLevelLine(in bytes: [UInt8], near middle: Int) -> (offset: Int, line: Int)? {
    var depth = 0
    var line = 1
    var best: (offset: Int, line: Int)?
    var i = 0
    var atLineStart = true
    while i < bytes.count {
      let byte = bytes[i]
      if atLineStart {
        atLineStart = false
        if depth == 0, i > 0, isIdentifierStart(byte) {
          best = (i, line)
          if i >= middle { return best }
        }
      }
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        atLineStart = true
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"): depth = max(0, depth - 1)
      case UInt8(ascii: "#"):
        // A comment, to the end of the line.
        while i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "\n") { i += 1 }
      case UInt8(ascii: "\""):
        // A string, to its closing quote or the end of the line (where the lexer ends it).
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\n") {
          if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "\n")
          {
            i += 1
          }
          i += 1
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "\n") { continue }
      default: break
      }
      i += 1
    }
    return best
  }
}

/// The second part's document, handed from its thread to the caller's.
private final class SecondHalf: @unchecked Sendable {
  // Written by the part's thread before it signals `done`, read by the caller after `wait`.
  var document: SceneDocument?
  let done = DispatchSemaphore(value: 0)
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
