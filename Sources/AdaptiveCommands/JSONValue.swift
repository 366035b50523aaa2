/// A JSON document the commands print, with object members kept in the order they were given.
///
/// Rendering is deterministic: members come out in the order of `object`'s array (callers sort
/// them where the format asks for it), numbers through `JSONNumber`, and the layout is fixed:
/// two-space indentation, one member or element per line, `"key": value`, and `{}` or `[]` for an
/// empty container.
///
/// ```swift
/// JSONValue.object([("w", .number(100)), ("x", .number(0.5))]).rendered()
/// // {
/// //   "w": 100,
/// //   "x": 0.5
/// // }
/// ```
///
/// Not `indirect`: the arrays of `array` and `object` already hold their elements out of line,
/// and an indirect enum boxed every value on the heap, each number and string of a document
/// (a 50,000-view layout's JSON: about 13 boxes a view).
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; NaN and infinities, which JSON cannot spell, print as `null` (as `JSON.stringify`
  /// does).
  case number(Double)
  /// A string, escaped as RFC 8259 requires.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose members print in this order.
  case object([(String, JSONValue)])

  /// The document as pretty-printed JSON text, without a trailing newline.
  public func rendered() -> String {
    var text = ""
    write(to: &text, indentation: "")
    return text
  }

  /// Appends the value's text to `text`, as `rendered()` would write it nested at
  /// `indentation` (the indentation of the line it starts on).
  func write(to text: inout String, indentation: String) {
    switch self {
    case .null:
      text += "null"
    case .bool(let value):
      text += value ? "true" : "false"
    case .number(let value):
      text += JSONNumber.format(value) ?? "null"
    case .string(let value):
      JSONValue.writeString(value, to: &text)
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      let inner = indentation + "  "
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += inner
        element.write(to: &text, indentation: inner)
        text += index == elements.count - 1 ? "\n" : ",\n"
      }
      text += indentation + "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      let inner = indentation + "  "
      text += "{\n"
      for (index, (key, value)) in members.enumerated() {
        JSONValue.writeMember(
          key, value, to: &text, indentation: inner, last: index == members.count - 1)
      }
      text += indentation + "}"
    }
  }

  /// Appends one member of an object whose members are indented by `indentation`: the key, the
  /// value, and the separator `,` unless it is the `last`; the same text `rendered()` writes
  /// for it, so a large object can be written member by member without building it first.
  static func writeMember(
    _ key: String, _ value: JSONValue, to text: inout String, indentation: String,
    last: Bool = false
  ) {
    text += indentation
    writeString(key, to: &text)
    text += ": "
    value.write(to: &text, indentation: indentation)
    text += last ? "\n" : ",\n"
  }

  /// Writes a quoted JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, … or
  /// `\u00XX`; everything else as itself (JSON text is UTF-8).
  static func writeString(_ value: String, to text: inout String) {
    text += "\""
    // Most strings need no escape: one scan of their UTF-8 bytes, then one append. Only ASCII
    // characters are escaped, and a byte below 0x80 is never part of a longer character's
    // encoding, so the scan finds exactly them. Why: appending scalar by scalar was 42% of
    // `validate --format json` on a grid of 1,000 views (a report of 30 MB).
    if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
      text += value
      text += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16, uppercase: false)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }

  /// Structural equality; objects compare member by member, in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }
}
