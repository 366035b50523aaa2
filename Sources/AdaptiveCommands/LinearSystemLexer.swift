import LayoutSolver

/// A token of the linear-system format.
struct LinearToken: Equatable {
  enum Kind: Equatable {
    /// A decimal number as written; `value` may be infinite (`1e400`) and the parser says so.
    case number(Double)
    case name(String)
    case plus
    case minus
    case star
    case slash
    case relation(Relation)
    case at
    /// The end of the line, or a `#` comment.
    case end
  }

  var kind: Kind
  /// The 1-based byte column of the token's first byte.
  var column: Int
  /// The token's text, for messages; ASCII only (the lexer rejects everything else).
  var text: String

  /// `text` cut to at most 40 characters ("…" as "..."), so a 10,000-digit number or name does
  /// not become a 10,000-character message.
  static func abbreviate(_ text: String) -> String {
    text.count <= 40 ? text : text.prefix(32) + "..."
  }

  /// How a message names the token: `name 'x'`, `'<='`, `end of line`.
  var described: String {
    switch kind {
    case .number: return "number '\(text)'"
    case .name: return "name '\(text)'"
    case .end: return "end of line"
    default: return "'\(text)'"
    }
  }
}

/// A lexical or syntax error that ends the parsing of its line.
struct LinearSyntaxError: Error {
  var column: Int
  var message: String
}

/// Cuts one line of a linear system into tokens, on demand.
///
/// It works on bytes, not characters: the format is ASCII, and a byte view never fails on invalid
/// UTF-8. Anything outside the format's characters is an error naming the character (as `U+XXXX`
/// or as a byte that is not UTF-8), so a message never echoes raw bytes to the terminal.
struct LinearSystemLexer {
  private let bytes: [UInt8]
  private let lineStart: Int
  private let lineEnd: Int
  private var position: Int

  /// A lexer for `bytes[lineStart..<lineEnd]`, a line without its newline.
  init(bytes: [UInt8], lineStart: Int, lineEnd: Int) {
    self.bytes = bytes
    self.lineStart = lineStart
    self.lineEnd = lineEnd
    self.position = lineStart
  }

  /// The next token; `.end` at the end of the line or at a `#`, and from then on.
  mutating func next() throws(LinearSyntaxError) -> LinearToken {
    while position < lineEnd, Self.isSpace(bytes[position]) { position += 1 }
    let start = position
    let column = start - lineStart + 1
    guard position < lineEnd, bytes[position] != UInt8(ascii: "#") else {
      return LinearToken(kind: .end, column: column, text: "")
    }
    let byte = bytes[position]
    let next: UInt8? = position + 1 < lineEnd ? bytes[position + 1] : nil
    func single(_ kind: LinearToken.Kind, length: Int = 1) -> LinearToken {
      position += length
      return LinearToken(kind: kind, column: column, text: text(start, position))
    }
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try number()
    case UInt8(ascii: "."):
      if let next, Self.isDigit(next) { return try number() }
    case _ where Self.isNameStart(byte):
      while position < lineEnd, Self.isNameContinuation(bytes[position]) { position += 1 }
      let name = text(start, position)
      return LinearToken(kind: .name(name), column: column, text: LinearToken.abbreviate(name))
    case UInt8(ascii: "+"): return single(.plus)
    case UInt8(ascii: "-"): return single(.minus)
    case UInt8(ascii: "*"): return single(.star)
    case UInt8(ascii: "/"): return single(.slash)
    case UInt8(ascii: "@"): return single(.at)
    case UInt8(ascii: "="):
      return next == UInt8(ascii: "=")
        ? single(.relation(.equal), length: 2) : single(.relation(.equal))
    case UInt8(ascii: "<"):
      if next == UInt8(ascii: "=") { return single(.relation(.lessThanOrEqual), length: 2) }
      throw LinearSyntaxError(column: column, message: "'<' is not a relation; write '<='")
    case UInt8(ascii: ">"):
      if next == UInt8(ascii: "=") { return single(.relation(.greaterThanOrEqual), length: 2) }
      throw LinearSyntaxError(column: column, message: "'>' is not a relation; write '>='")
    case UInt8(ascii: "!") where next == UInt8(ascii: "="):
      throw LinearSyntaxError(
        column: column, message: "'!=' is not a relation; a constraint is '==', '<=' or '>='")
    case UInt8(ascii: "("), UInt8(ascii: ")"):
      throw LinearSyntaxError(
        column: column, message: "parentheses are not part of the format; expand the expression")
    default:
      break
    }
    throw LinearSyntaxError(column: column, message: "unexpected \(describeCharacter(at: start))")
  }

  /// `digits [. digits] [e [+|-] digits]`, or `. digits …`; the exponent only when digits follow.
  private mutating func number() throws(LinearSyntaxError) -> LinearToken {
    let start = position
    let column = start - lineStart + 1
    skipDigits()
    if position < lineEnd, bytes[position] == UInt8(ascii: ".") {
      position += 1
      skipDigits()
    }
    if position < lineEnd, bytes[position] | 0x20 == UInt8(ascii: "e") {
      var look = position + 1
      if look < lineEnd, bytes[look] == UInt8(ascii: "+") || bytes[look] == UInt8(ascii: "-") {
        look += 1
      }
      if look < lineEnd, Self.isDigit(bytes[look]) {
        position = look
        skipDigits()
      }
    }
    let literal = LinearToken.abbreviate(text(start, position))
    if position < lineEnd, Self.isNameStart(bytes[position]) {
      var end = position
      while end < lineEnd, Self.isNameContinuation(bytes[end]) { end += 1 }
      throw LinearSyntaxError(
        column: position - lineStart + 1,
        message:
          "missing '*' between number '\(literal)' and name "
          + "'\(LinearToken.abbreviate(text(position, end)))'")
    }
    // The literal is ASCII digits, '.', 'e' and a sign, which Double always reads; overflow reads
    // as an infinity, reported by the parser with the literal.
    return LinearToken(
      kind: .number(Double(text(start, position)) ?? .nan), column: column, text: literal)
  }

  private mutating func skipDigits() {
    while position < lineEnd, Self.isDigit(bytes[position]) { position += 1 }
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// `'c'` for printable ASCII, `U+XXXX` for other characters, `byte 0xXX (not UTF-8)` otherwise.
  private func describeCharacter(at index: Int) -> String {
    let byte = bytes[index]
    if byte >= 0x21 && byte <= 0x7E {
      return "character '\(Character(Unicode.Scalar(byte)))'"
    }
    var iterator = bytes[index..<lineEnd].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) {
      return "character U+\(Self.hex(scalar.value, width: 4))"
    }
    return "byte 0x\(Self.hex(UInt32(byte), width: 2)) (not UTF-8)"
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Space, tab, carriage return (so CRLF files read fine), vertical tab, form feed.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte) && byte != 0x0A
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  static func isNameStart(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
  }

  static func isNameContinuation(_ byte: UInt8) -> Bool {
    isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: ".")
  }
}
