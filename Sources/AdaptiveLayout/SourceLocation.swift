/// Where something was written: a file, a 1-based line and a 1-based column.
///
/// Every view, guide and constraint of a scene carries one, so that a diagnostic about it reads
/// `path:line:column: error: message`, as compilers write them and editors link them.
public struct SourceLocation: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
  /// The path of the file, as given to the tool.
  public var path: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// A location for values built in code rather than read from a file.
  public static let unknown = SourceLocation(path: "<unknown>", line: 0, column: 0)

  /// Orders by path, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }

  /// `path:line:column`.
  public var description: String {
    path.isEmpty ? lineAndColumn : "\(path):\(line):\(column)"
  }

  /// `line:column`, without the path: what names an engine's constraint by where it was
  /// written. Both numbers up to seven digits are written in place, in a string's inline
  /// storage: through an interpolation, each number's `description` and the appends cost
  /// about 1,200 instructions, for each of a large scene's constraints.
  package var lineAndColumn: String {
    guard (0..<10_000_000).contains(line), (0..<10_000_000).contains(column) else {
      return "\(line):\(column)"
    }
    let lineDigits = TextBuffer.digitCount(UInt64(line))
    let columnDigits = TextBuffer.digitCount(UInt64(column))
    // At most 7 + 1 + 7 = 15 bytes, a small string's room.
    return String(unsafeUninitializedCapacity: lineDigits + 1 + columnDigits) { buffer in
      var end = 0
      func put(_ byte: UInt8) {
        buffer[end] = byte
        end += 1
      }
      TextBuffer.forEachDigit(of: UInt64(line), count: lineDigits, put)
      put(UInt8(ascii: ":"))
      TextBuffer.forEachDigit(of: UInt64(column), count: columnDigits, put)
      return end
    }
  }
}
