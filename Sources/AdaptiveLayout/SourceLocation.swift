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
    path.isEmpty ? "\(line):\(column)" : "\(path):\(line):\(column)"
  }
}
