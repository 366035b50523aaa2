/// A JSON value read from a profile file (or any JSON file a tool wants errors located in), with
/// the line and column where it starts.
///
/// Profiles are read with this small reader rather than `JSONSerialization` so that every error
/// can point at a line and column, objects keep their keys in file order, and a key written twice
/// is reported instead of silently dropped.
public struct ProfileJSON: Sendable {
  /// What the value is.
  public indirect enum Kind: Sendable {
    case object([Member])
    case array([ProfileJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// One `"key": value` member of an object, in file order.
  public struct Member: Sendable {
    /// The key.
    public var key: String
    /// The key's 1-based line.
    public var keyLine: Int
    /// The key's 1-based byte column.
    public var keyColumn: Int
    /// The value.
    public var value: ProfileJSON
  }

  /// The value.
  public var kind: Kind
  /// 1-based line of the value's first character.
  public var line: Int
  /// 1-based column of the value's first character, counting UTF-8 bytes.
  public var column: Int

  /// The JSON type's name as messages say it: "an object", "a string"…
  public var typeDescription: String {
    switch kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// A syntax error in a JSON text, at a 1-based line and byte column.
public struct ProfileJSONSyntaxError: Error, Sendable, Equatable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based byte column.
  public var column: Int
  /// What is wrong.
  public var message: String
}

/// Reads one JSON document (RFC 8259) from UTF-8 bytes.
///
/// Strict: no comments, no trailing commas, no leading zeros, no unescaped control characters in
/// strings. Nesting is capped at `maximumDepth` so hostile input cannot exhaust the stack.
public struct ProfileJSONReader {
  /// The deepest nesting of arrays and objects accepted; profiles need 3.
  static let maximumDepth = 32

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0

  /// Parses `bytes` as a single JSON value with only whitespace around it.
  public static func parse(_ bytes: [UInt8]) throws(ProfileJSONSyntaxError) -> ProfileJSON {
    var reader = ProfileJSONReader(bytes: bytes)
    // A UTF-8 byte order mark is not JSON, but editors write one; skip it.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      reader.index = 3
      reader.lineStart = 3
    }
    reader.skipWhitespace()
    let value = try reader.parseValue()
    reader.skipWhitespace()
    if reader.index < bytes.count {
      throw reader.error("unexpected \(reader.describeCurrent()) after the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  // MARK: Positions and errors

  private var column: Int { index - lineStart + 1 }

  private func error(_ message: String) -> ProfileJSONSyntaxError {
    ProfileJSONSyntaxError(line: line, column: column, message: message)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F {
      return "character '\(Character(Unicode.Scalar(byte)))'"
    }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  // MARK: Values

  private mutating func parseValue() throws(ProfileJSONSyntaxError) -> ProfileJSON {
    guard index < bytes.count else { throw error("expected a value, found end of file") }
    let startLine = line
    let startColumn = column
    let kind: ProfileJSON.Kind
    switch bytes[index] {
    case UInt8(ascii: "{"): kind = try parseObject()
    case UInt8(ascii: "["): kind = try parseArray()
    case UInt8(ascii: "\""): kind = .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try parseNumber())
    case UInt8(ascii: "t"): kind = try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): kind = try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): kind = try parseLiteral("null", .null)
    default: throw error("expected a value, found \(describeCurrent())")
    }
    return ProfileJSON(kind: kind, line: startLine, column: startColumn)
  }

  private mutating func parseLiteral(
    _ word: String, _ kind: ProfileJSON.Kind
  ) throws(ProfileJSONSyntaxError) -> ProfileJSON.Kind {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error("expected a value, found \(describeCurrent())") }
    index += utf8.count
    return kind
  }

  private mutating func enterNesting() throws(ProfileJSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("arrays and objects nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(ProfileJSONSyntaxError) -> ProfileJSON.Kind {
    try enterNesting()
    index += 1  // {
    var members: [ProfileJSON.Member] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a field name in double quotes, found \(describeCurrent())")
      }
      let keyLine = line
      let keyColumn = column
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after field name \"\(key)\", found \(describeCurrent())")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(
        ProfileJSON.Member(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
      skipWhitespace()
      guard index < bytes.count else { throw error("expected ',' or '}', found end of file") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .object(members)
      } else {
        throw error("expected ',' or '}', found \(describeCurrent())")
      }
    }
  }

  private mutating func parseArray() throws(ProfileJSONSyntaxError) -> ProfileJSON.Kind {
    try enterNesting()
    index += 1  // [
    var elements: [ProfileJSON] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("expected ',' or ']', found end of file") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return .array(elements)
      } else {
        throw error("expected ',' or ']', found \(describeCurrent())")
      }
    }
  }

  private mutating func parseString() throws(ProfileJSONSyntaxError) -> String {
    index += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    // A high surrogate escape waiting for its low half, and the column of its backslash.
    var pendingHighSurrogate: (value: UInt32, column: Int)?
    while true {
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        break
      }
      if byte < 0x20 {
        throw error("control character in a string; write it as an escape such as \\n")
      }
      if byte == UInt8(ascii: "\\") {
        let escapeColumn = column
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let escaped = bytes[index]
        index += 1
        let simple: Unicode.Scalar?
        switch escaped {
        case UInt8(ascii: "\""): simple = "\""
        case UInt8(ascii: "\\"): simple = "\\"
        case UInt8(ascii: "/"): simple = "/"
        case UInt8(ascii: "b"): simple = "\u{08}"
        case UInt8(ascii: "f"): simple = "\u{0C}"
        case UInt8(ascii: "n"): simple = "\n"
        case UInt8(ascii: "r"): simple = "\r"
        case UInt8(ascii: "t"): simple = "\t"
        case UInt8(ascii: "u"): simple = nil
        default:
          throw ProfileJSONSyntaxError(
            line: line, column: escapeColumn, message: "invalid escape in a string")
        }
        if let simple {
          if let pending = pendingHighSurrogate { throw unpairedSurrogate(pending.column) }
          scalars.append(simple)
          continue
        }
        let code = try parseHex4(escapeColumn)
        if let high = pendingHighSurrogate {
          guard (0xDC00...0xDFFF).contains(code) else { throw unpairedSurrogate(high.column) }
          pendingHighSurrogate = nil
          let value = 0x10000 + ((high.value - 0xD800) << 10) + (code - 0xDC00)
          guard let scalar = Unicode.Scalar(value) else { throw unpairedSurrogate(escapeColumn) }
          scalars.append(scalar)
        } else if (0xD800...0xDBFF).contains(code) {
          pendingHighSurrogate = (code, escapeColumn)
        } else if let scalar = Unicode.Scalar(code) {
          scalars.append(scalar)
        } else {
          throw unpairedSurrogate(escapeColumn)
        }
        continue
      }
      if let pending = pendingHighSurrogate { throw unpairedSurrogate(pending.column) }
      // Copy a run of plain bytes, then decode it; the whole file was checked as UTF-8.
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
        bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20
      {
        index += 1
      }
      scalars.append(
        contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
    }
    if let pending = pendingHighSurrogate { throw unpairedSurrogate(pending.column) }
    return String(scalars)
  }

  private func unpairedSurrogate(_ column: Int) -> ProfileJSONSyntaxError {
    ProfileJSONSyntaxError(line: line, column: column, message: "unpaired UTF-16 surrogate escape")
  }

  private mutating func parseHex4(_ escapeColumn: Int) throws(ProfileJSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw ProfileJSONSyntaxError(
          line: line, column: escapeColumn, message: "\\u must be followed by 4 hex digits")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private mutating func parseNumber() throws(ProfileJSONSyntaxError) -> Double {
    let start = index
    let startColumn = column
    func isDigit(_ i: Int) -> Bool {
      i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { throw error("expected a digit, found \(describeCurrent())") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { throw error("a number may not start with 0 followed by digits") }
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else {
        throw error("expected a digit after '.', found \(describeCurrent())")
      }
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard isDigit(index) else {
        throw error("expected a digit in the exponent, found \(describeCurrent())")
      }
      while isDigit(index) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw ProfileJSONSyntaxError(
        line: line, column: startColumn, message: "number \(text) is out of range")
    }
    return value
  }
}
