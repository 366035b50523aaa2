/// An error located in an input file, printed in the compilers' form so editors and CI link it:
/// `FILE:LINE:COLUMN: error: message`.
///
/// Lines and columns count from 1; a column counts bytes, as clang's and swiftc's do, so a tab or
/// a multi-byte character is as wide as its bytes.
public struct Diagnostic: Equatable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based byte column.
  public var column: Int
  /// What is wrong, in one sentence without a trailing period.
  public var message: String

  /// Creates a diagnostic.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// The diagnostic as one line of text (without the newline) for the file at `path`.
  public func formatted(path: String) -> String {
    "\(path):\(line):\(column): error: \(message)"
  }
}
