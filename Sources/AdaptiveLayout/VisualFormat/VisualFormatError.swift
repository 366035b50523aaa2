/// Why a visual format string was refused, and where: the offset of the offending character,
/// as Apple's parser marks it with a caret under the string.
///
/// ```swift
/// do {
///   _ = try VisualFormat.constraints("H:|-[a]-", views: ["a"])
/// } catch {
///   error.offset   // 8: the end of the string, where a view or '|' was expected
///   error.message  // "expected a view, '|' or a spacing after '-'"
/// }
/// ```
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, in one line (lower case, no final period, as the tools print messages).
  public var message: String
  /// The offset of the offending character in the format's UTF-8 bytes, from 0; the length of
  /// the format when the string ended too soon. A visual format is ASCII, so this is also the
  /// character offset of every format that gets past the first check.
  public var offset: Int
  /// What kind of problem it is, so a front end can point somewhere better than the string
  /// (an option's own name, for example).
  public var kind: Kind

  /// Creates an error.
  public init(_ message: String, at offset: Int, kind: Kind = .syntax) {
    self.message = message
    self.offset = offset
    self.kind = kind
  }

  /// The kinds of problem.
  public enum Kind: Sendable, Equatable, Hashable {
    /// The string does not follow the grammar.
    case syntax
    /// A name in brackets, or a predicate's object, that is not a view.
    case unknownView(String)
    /// A name in a spacing or priority that is neither a metric nor (where allowed) a view.
    case unknownMetric(String)
    /// An `alignAll…` option on the format's own axis (`alignAllLeading` with `H:`); the
    /// offset is the connection between the first two views it would align.
    case alignmentAlongOrientation(LayoutAttribute)
    /// `spacingBaselineToBaseline` with a horizontal format.
    case baselineSpacingInHorizontalFormat
  }

  /// `offset: message`.
  public var description: String { "\(offset): \(message)" }
}
