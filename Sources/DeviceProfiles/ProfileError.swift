/// A problem reading a device profile: the file, where in it, the field and what is wrong.
///
/// Prints in the compilers' form, so editors and CI link it:
///
/// ```text
/// Profiles/foo.json:14:20: error: configurations[2].sizeClass: expected a size class such as "wC-hR", found "wX-hR"
/// ```
public struct ProfileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file (or directory) the problem is in.
  public var path: String
  /// The 1-based line, when the problem is inside a file.
  public var line: Int?
  /// The 1-based column, counting UTF-8 bytes, when the problem is inside a file.
  public var column: Int?
  /// The offending field as a path from the top of the file (`configurations[2].size.width`), or
  /// nil for a problem with the file as a whole (bad JSON, unreadable).
  public var field: String?
  /// What is wrong, in words.
  public var message: String

  /// Creates an error.
  public init(
    path: String, line: Int? = nil, column: Int? = nil, field: String? = nil, message: String
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.field = field
    self.message = message
  }

  /// `path:line:column: error: field: message`, the line the tool prints on stderr.
  public var description: String {
    var location = path
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    let subject = field.map { "\($0): " } ?? ""
    return "\(location): error: \(subject)\(message)"
  }
}
