import AdaptiveLayout
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads bytes into an `XMLTree` with FoundationXML's streaming `XMLParser`, refusing what a
/// hostile document could use to hang or exhaust the reader.
///
/// Limits (Interface Builder never comes near them; the largest corpus document is 61 KB, 12
/// levels deep):
/// - no document type declaration at all: no `<!DOCTYPE`, so no entity can be declared and none
///   expanded (the "billion laughs"), and no external entity is ever fetched;
/// - at most `maximumBytes` bytes, `maximumDepth` levels of nesting, `maximumElements` elements,
///   and `maximumAttributeLength` bytes in one attribute value.
///
/// Every start tag's location is found by a scan of the bytes before parsing (`XMLParser`
/// reports positions at the *end* of a tag, which may be lines later), so a diagnostic points
/// at the `<` of the element it is about.
enum XMLTreeParser {
  static let maximumBytes = 32 << 20
  static let maximumDepth = 128
  static let maximumElements = 1_000_000
  static let maximumAttributeLength = 1 << 20

  /// The tree, or the error that stopped the reading (one diagnostic at its place).
  static func parse(bytes: [UInt8], path: String) -> Result<XMLTree, XMLReadError> {
    func error(_ line: Int, _ column: Int, _ message: String) -> Result<XMLTree, XMLReadError> {
      .failure(
        XMLReadError(
          LayoutDiagnostic(
            .error, at: SourceLocation(path: path, line: max(line, 1), column: max(column, 1)),
            message)))
    }
    guard bytes.count <= maximumBytes else {
      return error(1, 1, "the document is larger than \(maximumBytes >> 20) MB; refused")
    }
    let starts: [SourceLocation]
    switch scanStartTags(bytes, path: path) {
    case .failure(let failure): return .failure(failure)
    case .success(let found): starts = found
    }
    guard !starts.isEmpty else { return error(1, 1, "not an XML document: no element found") }
    // FoundationXML traps on names that are not UTF-8 (libxml2 lets some through): refuse such
    // bytes first, at their place.
    if let (line, column) = firstInvalidUTF8(bytes) {
      return error(line, column, "invalid UTF-8; an Interface Builder document is UTF-8")
    }
    let builder = TreeBuilder(starts: starts)
    // Fed as a stream, which FoundationXML passes to libxml2 in chunks: handed the whole
    // document at once, libxml2 (without its "huge" option) refuses more than 10 MB of input
    // with an internal error, and a large storyboard of 12 MB read as "malformed".
    let parser = XMLParser(stream: InputStream(data: Data(bytes)))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.delegate = builder
    let ok = parser.parse()
    if let (location, message) = builder.refusal {
      return .failure(XMLReadError(LayoutDiagnostic(.error, at: location, message)))
    }
    if let (line, column, reason) = builder.parseError {
      return error(line, column, "malformed XML: \(reason)")
    }
    // FoundationXML on Linux may report success for a document whose elements are not all
    // closed; the builder's stack says whether they were.
    guard ok, builder.stack.isEmpty, builder.tree.elements.count == starts.count else {
      let open = builder.stack.last.map { builder.tree.elements[$0] }
      let detail =
        open.map { ": <\($0.name)> at \($0.location.line):\($0.location.column) is not closed" }
        ?? ""
      return error(parser.lineNumber, parser.columnNumber, "malformed XML\(detail)")
    }
    return .success(builder.tree)
  }

  /// The line and column of the first byte that does not start a well-formed UTF-8 sequence
  /// (overlong forms, surrogates and values past U+10FFFF included), or nil.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int)? {
    var line = 1
    var lineStart = 0
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b < 0x80 {
        if b == 0x0A {
          line += 1
          lineStart = i + 1
        }
        i += 1
        continue
      }
      var length = 0
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch b {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return (line, i - lineStart + 1)
      }
      guard i + length <= n else { return (line, i - lineStart + 1) }
      // The second byte has the lead byte's range; the others are plain continuation bytes.
      guard bytes[i + 1] >= low, bytes[i + 1] <= high else { return (line, i - lineStart + 1) }
      for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return (line, i - lineStart + 1) }
      i += length
    }
    return nil
  }

  /// The location of every start tag's `<`, in document order; refuses a document type
  /// declaration. Comments, CDATA sections and processing instructions are skipped.
  static func scanStartTags(_ bytes: [UInt8], path: String) -> Result<
    [SourceLocation], XMLReadError
  > {
    var starts: [SourceLocation] = []
    var line = 1
    var lineStart = 0
    var i = 0
    let n = bytes.count
    func matches(_ text: String, at index: Int) -> Bool {
      let pattern = Array(text.utf8)
      guard index + pattern.count <= n else { return false }
      for k in 0..<pattern.count where bytes[index + k] != pattern[k] { return false }
      return true
    }
    /// Advances `i` past `terminator`, counting lines; false at the end of input.
    func skip(past terminator: String) -> Bool {
      let pattern = Array(terminator.utf8)
      while i < n {
        if bytes[i] == 0x0A {
          line += 1
          lineStart = i + 1
        }
        if bytes[i] == pattern[0], matches(terminator, at: i) {
          i += pattern.count
          return true
        }
        i += 1
      }
      return false
    }
    while i < n {
      let byte = bytes[i]
      if byte == 0x0A {
        line += 1
        lineStart = i + 1
        i += 1
        continue
      }
      guard byte == UInt8(ascii: "<"), i + 1 < n else {
        i += 1
        continue
      }
      let next = bytes[i + 1]
      let column = i - lineStart + 1
      if matches("<!--", at: i) {
        i += 4
        if !skip(past: "-->") { break }
      } else if matches("<![CDATA[", at: i) {
        i += 9
        if !skip(past: "]]>") { break }
      } else if next == UInt8(ascii: "!") {
        return .failure(
          XMLReadError(
            LayoutDiagnostic(
              .error, at: SourceLocation(path: path, line: line, column: column),
              "document type and entity declarations are not allowed in an Interface Builder "
                + "document; refused")))
      } else if next == UInt8(ascii: "?") {
        // Only the XML declaration, first in the document (after a byte-order mark, if any).
        // FoundationXML reads a processing instruction's data through a null pointer when it
        // has none (`<?name?>`), a crash: Interface Builder writes no other, so none is read.
        let declaration =
          (i == 0 || (i == 3 && matches("\u{FEFF}", at: 0))) && matches("<?xml", at: i)
          && i + 5 < n && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i + 5])
        guard declaration else {
          return .failure(
            XMLReadError(
              LayoutDiagnostic(
                .error, at: SourceLocation(path: path, line: line, column: column),
                "processing instructions other than the XML declaration are not allowed in an "
                  + "Interface Builder document; refused")))
        }
        i += 2
        if !skip(past: "?>") { break }
      } else if next == UInt8(ascii: "/") {
        i += 2
      } else {
        starts.append(SourceLocation(path: path, line: line, column: column))
        guard starts.count <= maximumElements else {
          return .failure(
            XMLReadError(
              LayoutDiagnostic(
                .error, at: SourceLocation(path: path, line: line, column: column),
                "more than \(maximumElements) elements; refused")))
        }
        i += 1
      }
    }
    return .success(starts)
  }
}

/// Why a document could not be read as XML: one diagnostic at its place.
struct XMLReadError: Error {
  var diagnostic: LayoutDiagnostic

  init(_ diagnostic: LayoutDiagnostic) {
    self.diagnostic = diagnostic
  }
}

/// The parser's delegate: appends each element to the tree with the next scanned location.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var tree = XMLTree()
  let starts: [SourceLocation]
  var stack: [Int] = []
  var pendingComment: String?
  /// Why reading stopped early, at the element concerned.
  var refusal: (SourceLocation, String)?
  /// The parser's first error: line, column, reason.
  var parseError: (Int, Int, String)?

  init(starts: [SourceLocation]) {
    self.starts = starts
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard refusal == nil else { return }
    let index = tree.elements.count
    guard index < starts.count else {
      refusal = (starts.last ?? .unknown, "the element count disagrees with the scan; refused")
      parser.abortParsing()
      return
    }
    let location = starts[index]
    guard stack.count < XMLTreeParser.maximumDepth else {
      refusal = (location, "elements nested more than \(XMLTreeParser.maximumDepth) deep; refused")
      parser.abortParsing()
      return
    }
    for (name, value) in attributes where value.utf8.count > XMLTreeParser.maximumAttributeLength {
      refusal = (
        location,
        "attribute '\(name)' is longer than \(XMLTreeParser.maximumAttributeLength >> 10) KB; refused"
      )
      parser.abortParsing()
      return
    }
    let sorted = attributes.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    let parent = stack.last ?? -1
    tree.elements.append(
      XMLTree.Element(
        name: elementName, attributes: sorted, location: location, parent: parent,
        precedingComment: pendingComment))
    pendingComment = nil
    if parent >= 0 { tree.elements[parent].children.append(index) }
    stack.append(index)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard refusal == nil else { return }
    _ = stack.popLast()
    pendingComment = nil
  }

  /// libxml2's most common well-formedness errors (`xmlParserErrors`), in words.
  static let reasons: [Int: String] = [
    4: "the document is empty", 5: "extra content at the end of the document",
    9: "invalid character", 26: "undeclared entity", 38: "'<' in an attribute value",
    39: "attribute value not started", 40: "attribute value not finished",
    41: "attribute without a value", 42: "attribute given twice", 68: "name expected",
    73: "'>' expected", 76: "opening and ending tag mismatch", 77: "tag not finished",
  ]

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard self.parseError == nil, refusal == nil else { return }
    let code = (parseError as NSError).code
    let words = Self.reasons[code] ?? "libxml2 error \(code)"
    self.parseError = (parser.lineNumber, parser.columnNumber, words)
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    // Only `<string>` elements hold text the reader needs; whitespace between elements must not
    // detach a comment from the element after it.
    guard refusal == nil, let current = stack.last, tree.elements[current].name == "string",
      tree.elements[current].text.utf8.count <= XMLTreeParser.maximumAttributeLength
    else { return }
    tree.elements[current].text += string
  }
}
