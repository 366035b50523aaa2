import AdaptiveLayout
import Foundation

/// One token of a scene file, with where it starts.
struct Token: Sendable, Equatable {
  /// What a token is.
  enum Kind: Sendable, Equatable {
    /// A name or keyword: `[A-Za-z_][A-Za-z0-9_]*`.
    case identifier(String)
    /// An unsigned decimal number: `12`, `20.5`.
    case number(Double)
    /// A size `WxH`, each side a number or `-` for none: `375x667`, `-x30`.
    case size(width: Double?, height: Double?)
    /// A double-quoted string, escapes resolved.
    case string(String)
    case leftBrace, rightBrace, colon, semicolon, comma, dot
    case plus, minus, star, slash, at
    /// `|`: joins layout-format options after `options` (issue 15).
    case pipe
    /// `=` or `==`: the two spellings of equality.
    case equal
    case lessThanOrEqual, greaterThanOrEqual
    /// The end of a line; statements end at it.
    case newline
    /// Bytes the lexer already reported as an error; the parser skips their statement quietly.
    case invalid
    case endOfFile
  }

  var kind: Kind
  var location: SourceLocation
}

extension Token.Kind {
  /// How a token reads in a diagnostic: `'{'`, `name 'box'`, `end of line`.
  var spelling: String {
    switch self {
    case .identifier(let name): return "'\(name)'"
    case .number(let value): return "number '\(formatNumber(value))'"
    case .size(let width, let height):
      return "size '\(width.map(formatNumber) ?? "-")x\(height.map(formatNumber) ?? "-")'"
    case .string: return "a string"
    case .leftBrace: return "'{'"
    case .rightBrace: return "'}'"
    case .colon: return "':'"
    case .semicolon: return "';'"
    case .comma: return "','"
    case .dot: return "'.'"
    case .plus: return "'+'"
    case .minus: return "'-'"
    case .star: return "'*'"
    case .slash: return "'/'"
    case .at: return "'@'"
    case .pipe: return "'|'"
    case .equal: return "'='"
    case .lessThanOrEqual: return "'<='"
    case .greaterThanOrEqual: return "'>='"
    case .newline: return "end of line"
    case .invalid: return "invalid input"
    case .endOfFile: return "end of file"
    }
  }
}

/// The shortest decimal form of a number: `8`, `20.5`.
func formatNumber(_ value: Double) -> String {
  if abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
  return String(value)
}
