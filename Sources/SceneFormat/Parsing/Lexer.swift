import AdaptiveLayout

/// Splits the bytes of a scene file into tokens, one at a time as the parser asks for them.
///
/// The lexer works on raw bytes, so any input — invalid UTF-8, NUL bytes, binary garbage — gives
/// tokens and located errors, never a crash. Each run of bytes that cannot start a token becomes
/// one `.invalid` token and one error. It runs in one pass, O(n) in the size of the file.
///
/// Tokens are handed out on demand (`next()`), not collected first: a whole file's tokens were
/// the largest allocation of loading a large scene (134 MB of a 50,000-view grid's 287 MB peak),
/// and the parser needs only a few tokens of lookahead. Each step returns its token, and a
/// token's location is made only where a token starts: a buffer of one token, and a location
/// (which retains the path) for every blank, were a third of lexing a 10,000-label scene.
struct Lexer {
  /// The longest name accepted, in bytes: far beyond any real name (Interface Builder's ids
  /// are 10), short enough that a message quoting one stays one line.
  static let maximumNameLength = 256

  private let bytes: [UInt8]
  /// Where the input stops: the end of `bytes`, or of the part of them this lexer reads.
  private let inputEnd: Int
  private var index = 0
  private var line = 1
  private var lineStart = 0
  /// Whether the end-of-file token has been made; every later `next()` repeats it.
  private var endOfFile: Token?
  private(set) var diagnostics: [LayoutDiagnostic] = []

  /// A lexer at the start of `bytes`; every location carries `path`.
  init(bytes: [UInt8], path: String) {
    self.init(bytes: bytes, path: path, lines: 0..<bytes.count, firstLine: 1)
  }

  /// A lexer of the bytes in `lines` alone, which start at the start of line `firstLine`: one
  /// part of a file parsed in parts (`SceneParser`), its locations those of the whole file.
  init(bytes: [UInt8], path: String, lines: Range<Int>, firstLine: Int) {
    self.bytes = bytes
    self.path = path
    inputEnd = lines.upperBound
    index = lines.lowerBound
    lineStart = lines.lowerBound
    line = firstLine
  }

  /// The file's path, carried by every location.
  private let path: String

  private var location: SourceLocation {
    SourceLocation(path: path, line: line, column: index - lineStart + 1)
  }

  private func byte(at offset: Int) -> UInt8? {
    offset < inputEnd ? bytes[offset] : nil
  }

  /// The next token; at the end of the input, `.endOfFile` (again on every later call).
  mutating func next() -> Token {
    if let endOfFile { return endOfFile }
    if let token = lexOne() { return token }
    let end = Token(kind: .endOfFile, location: location)
    endOfFile = end
    return end
  }

  /// Stops lexing: the rest of the input is skipped (its lines still counted, so the end of
  /// file keeps its location) and `next()` gives `.endOfFile` from now on.
  mutating func skipToEnd() {
    while index < inputEnd {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }

  /// Reads from `index` up to and including the next token, which it returns; nil at the end
  /// of the input. Whitespace and comments make none.
  private mutating func lexOne() -> Token? {
    while index < inputEnd {
      let current = bytes[index]
      switch current {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
        continue
      case UInt8(ascii: "\n"):
        let token = Token(kind: .newline, location: location)
        index += 1
        line += 1
        lineStart = index
        return token
      case UInt8(ascii: "#"):
        let from = index
        while index < inputEnd, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        // Comments may hold any text, but text is UTF-8 (Docs/scene-format.md): report a byte
        // that is not, at its own column.
        if let bad = firstInvalidUTF8(in: from..<index) {
          error(
            at: SourceLocation(path: path, line: line, column: bad - lineStart + 1),
            "invalid UTF-8 byte \(hex(bytes[bad])) in a comment")
        }
        continue
      default:
        break
      }
      let start = location
      switch current {
      case UInt8(ascii: "\""):
        return lexString(start: start)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        return lexSize(start: start) ?? lexNumber(start: start)
      case UInt8(ascii: "-"):
        return lexSize(start: start) ?? punctuation(.minus, length: 1, start: start)
      case _ where isIdentifierStart(current):
        var end = index + 1
        while end < inputEnd, isIdentifierContinue(bytes[end]) { end += 1 }
        if end - index > Self.maximumNameLength {
          // A name this long is garbage, not a name: say so once rather than quote it whole
          // in every message that names it.
          error(
            at: start,
            "a name of \(end - index) characters; names are at most \(Self.maximumNameLength)")
          index = end
          return Token(kind: .invalid, location: start)
        }
        let name = String(decoding: bytes[index..<end], as: UTF8.self)
        index = end
        return Token(kind: .identifier(name), location: start)
      case UInt8(ascii: "{"): return punctuation(.leftBrace, length: 1, start: start)
      case UInt8(ascii: "}"): return punctuation(.rightBrace, length: 1, start: start)
      case UInt8(ascii: ":"): return punctuation(.colon, length: 1, start: start)
      case UInt8(ascii: ";"): return punctuation(.semicolon, length: 1, start: start)
      case UInt8(ascii: ","): return punctuation(.comma, length: 1, start: start)
      case UInt8(ascii: "."): return punctuation(.dot, length: 1, start: start)
      case UInt8(ascii: "+"): return punctuation(.plus, length: 1, start: start)
      case UInt8(ascii: "*"): return punctuation(.star, length: 1, start: start)
      case UInt8(ascii: "/"): return punctuation(.slash, length: 1, start: start)
      case UInt8(ascii: "@"): return punctuation(.at, length: 1, start: start)
      case UInt8(ascii: "|"): return punctuation(.pipe, length: 1, start: start)  // visual options
      case UInt8(ascii: "="):
        return punctuation(
          .equal, length: byte(at: index + 1) == UInt8(ascii: "=") ? 2 : 1, start: start)
      case UInt8(ascii: "<"), UInt8(ascii: ">"):
        if byte(at: index + 1) == UInt8(ascii: "=") {
          let kind: Token.Kind =
            current == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual
          return punctuation(kind, length: 2, start: start)
        } else {
          let relation = current == UInt8(ascii: "<") ? "<=" : ">="
          let character = current == UInt8(ascii: "<") ? "<" : ">"
          error(
            at: start,
            "'\(character)' is not a relation: Auto Layout has only '=', '<=' and '>=', "
              + "so write '\(relation)'")
          index += 1
          return Token(kind: .invalid, location: start)
        }
      default:
        return lexInvalid(start: start)
      }
    }
    return nil
  }

  private mutating func punctuation(_ kind: Token.Kind, length: Int, start: SourceLocation)
    -> Token
  {
    index += length
    return Token(kind: kind, location: start)
  }

  private mutating func error(at location: SourceLocation, _ message: String) {
    // Past the report limit the messages would be dropped anyway; keeping one extra tells the
    // parser the limit was reached, and keeps a megabyte of garbage from costing memory.
    guard diagnostics.count <= SceneParser.maximumErrorCount else { return }
    diagnostics.append(LayoutDiagnostic(.error, at: location, message))
  }

  // MARK: Numbers and sizes

  /// The end of an unsigned decimal `digits[.digits]` starting at `start`, or nil.
  private func numberEnd(from start: Int) -> Int? {
    var end = start
    while end < inputEnd, isDigit(bytes[end]) { end += 1 }
    guard end > start else { return nil }
    if end + 1 < inputEnd, bytes[end] == UInt8(ascii: "."), isDigit(bytes[end + 1]) {
      end += 1
      while end < inputEnd, isDigit(bytes[end]) { end += 1 }
    }
    return end
  }

  /// The value of the decimal `digits[.digits]` in `range`, correctly rounded.
  ///
  /// Clinger's fast path where it holds: with at most 15 digits the digits read as an integer
  /// `m` are exact in a double (below 2^53), and so is `10^k` for the `k ≤ 22` digits after
  /// the point; one IEEE division `m / 10^k` is then the correctly rounded value of the
  /// decimal, which is what `Double(String)` gives; longer numbers are parsed from their text.
  /// (Each number made a string and parsed it: a fifth of lexing a scene of sizes and
  /// constants.)
  private func numberValue(_ range: Range<Int>) -> Double {
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var afterPoint = false
    for i in range {
      let b = bytes[i]
      if b == UInt8(ascii: ".") {
        afterPoint = true
        continue
      }
      mantissa = mantissa &* 10 &+ UInt64(b &- UInt8(ascii: "0"))
      digits += 1
      if afterPoint { fractionDigits += 1 }
    }
    if digits <= 15 && fractionDigits < Lexer.powersOfTen.count {
      return Double(mantissa) / Lexer.powersOfTen[fractionDigits]
    }
    return Double(String(decoding: bytes[range], as: UTF8.self)) ?? .infinity
  }

  /// 10^0 through 10^22: every one exact in a double.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  private mutating func lexNumber(start: SourceLocation) -> Token {
    let end = numberEnd(from: index) ?? index + 1
    if let exponentEnd = exponentEnd(from: end) {
      // `1e400`: scene numbers have no exponent; say what the number would be.
      let text = String(decoding: bytes[index..<exponentEnd], as: UTF8.self)
      let quoted = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
      if Double(text)?.isFinite == true {
        error(at: start, "number '\(quoted)' has an exponent: write it as a plain decimal")
      } else {
        error(at: start, "number '\(quoted)' is beyond the range of a double")
      }
      index = exponentEnd
      return Token(kind: .invalid, location: start)
    }
    let value = numberValue(index..<end)
    index = end
    if value.isFinite { return Token(kind: .number(value), location: start) }
    error(at: start, "number is beyond the range of a double")
    return Token(kind: .invalid, location: start)
  }

  /// The end of an exponent `e[+-]digits` at `start`, if one is there.
  private func exponentEnd(from start: Int) -> Int? {
    guard let e = byte(at: start), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else {
      return nil
    }
    var end = start + 1
    if let sign = byte(at: end), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      end += 1
    }
    let digits = end
    while end < inputEnd, isDigit(bytes[end]) { end += 1 }
    guard end > digits else { return nil }
    if let next = byte(at: end), isIdentifierContinue(next) { return nil }
    return end
  }

  /// The index of the first byte in `range` that does not belong to valid UTF-8, if any.
  private func firstInvalidUTF8(in range: Range<Int>) -> Int? {
    var i = range.lowerBound
    while i < range.upperBound {
      if bytes[i] < 0x80 {
        i += 1
        continue
      }
      guard decodeScalar(at: i) != nil else { return i }
      let b = bytes[i]
      i += b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
    }
    return nil
  }

  /// Lexes `WxH` (each side a number or `-`) if the bytes at `index` spell one with nothing
  /// name-like right after it; returns nil, consuming nothing, otherwise.
  private mutating func lexSize(start: SourceLocation) -> Token? {
    func side(from offset: Int) -> (value: Double?, end: Int)? {
      if byte(at: offset) == UInt8(ascii: "-") { return (nil, offset + 1) }
      guard let end = numberEnd(from: offset) else { return nil }
      return (numberValue(offset..<end), end)
    }
    guard let width = side(from: index), byte(at: width.end) == UInt8(ascii: "x"),
      let height = side(from: width.end + 1)
    else { return nil }
    if let next = byte(at: height.end),
      isIdentifierContinue(next) || next == UInt8(ascii: ".")
    {
      return nil
    }
    index = height.end
    if width.value?.isFinite == false || height.value?.isFinite == false {
      error(at: start, "number is beyond the range of a double")
      return Token(kind: .invalid, location: start)
    }
    return Token(kind: .size(width: width.value, height: height.value), location: start)
  }

  // MARK: Strings

  private mutating func lexString(start: SourceLocation) -> Token {
    var content: [UInt8] = []
    var end = index + 1
    var badEscape: SourceLocation?
    while end < inputEnd, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
      if bytes[end] == UInt8(ascii: "\\"), end + 1 < inputEnd,
        bytes[end + 1] != UInt8(ascii: "\n")
      {
        switch bytes[end + 1] {
        case UInt8(ascii: "n"): content.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): content.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): content.append(bytes[end + 1])
        default:
          if badEscape == nil {
            badEscape = SourceLocation(path: path, line: line, column: end - lineStart + 1)
          }
        }
        end += 2
      } else {
        content.append(bytes[end])
        end += 1
      }
    }
    guard end < inputEnd, bytes[end] == UInt8(ascii: "\"") else {
      error(at: start, "unterminated string: a string ends with '\"' on the same line")
      index = end
      return Token(kind: .invalid, location: start)
    }
    index = end + 1
    if let badEscape {
      error(at: badEscape, "unknown escape in string: use \\\", \\\\, \\n or \\t")
      return Token(kind: .invalid, location: start)
    }
    if let text = String(validating: content, as: UTF8.self) {
      return Token(kind: .string(text), location: start)
    }
    error(at: start, "string is not valid UTF-8")
    return Token(kind: .invalid, location: start)
  }

  // MARK: Invalid input

  /// Reports the byte at `index` and skips the whole run of bytes that cannot start a token.
  private mutating func lexInvalid(start: SourceLocation) -> Token {
    let first = bytes[index]
    let message: String
    if first == 0 {
      message = "unexpected NUL byte"
    } else if first < 0x20 || first == 0x7F {
      message = "unexpected control character \(hex(first))"
    } else if first < 0x80 {
      message = "unexpected character '\(Character(Unicode.Scalar(first)))'"
    } else if let scalar = decodeScalar(at: index) {
      message =
        "unexpected character '\(Character(scalar))' (U+\(hexDigits(scalar.value))): "
        + "names are ASCII letters, digits and '_'"
    } else {
      message = "invalid UTF-8 byte \(hex(first))"
    }
    error(at: start, message)
    index += 1
    while index < inputEnd, startsNoToken(bytes[index]) { index += 1 }
    return Token(kind: .invalid, location: start)
  }

  /// Whether a byte can start no token (and is not whitespace, so it belongs to an invalid run).
  private func startsNoToken(_ byte: UInt8) -> Bool {
    if byte >= 0x80 || byte == 0 || byte == 0x7F { return true }
    if byte < 0x20 { return byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != 13 }
    return "!$%&'()?[\\]^`~".utf8.contains(byte)
  }

  private func decodeScalar(at offset: Int) -> Unicode.Scalar? {
    var iterator = bytes[offset..<min(inputEnd, offset + 4)].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return nil
  }

  private func hex(_ byte: UInt8) -> String { "0x" + hexDigits(UInt32(byte), width: 2) }

  private func hexDigits(_ value: UInt32, width: Int = 4) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

func isIdentifierStart(_ byte: UInt8) -> Bool {
  (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
}

func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
