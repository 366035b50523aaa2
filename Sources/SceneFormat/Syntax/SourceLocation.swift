/// A position in a scene file: 1-based line and column.
///
/// Columns count bytes of the UTF-8 source, as clang and swiftc do. Names, keywords, numbers and
/// punctuation are ASCII, so a column differs from a character count only after non-ASCII text
/// (in a title string or a comment) earlier on the same line.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, counting from 1; lines end at `\n` (a `\r` before it is ignored).
  public var line: Int
  /// The column, counting bytes from 1.
  public var column: Int

  /// Creates a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders locations as they occur in the file.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`, as diagnostics print it.
  public var description: String { "\(line):\(column)" }
}
