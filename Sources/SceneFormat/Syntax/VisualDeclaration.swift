import AdaptiveLayout

/// `[NAME:] visual "FORMAT" [options OPTION (| OPTION)*]`: a line of Apple's Visual Format
/// Language, expanded by the binder into the constraints it describes (`VisualFormat` in the
/// layout model), named `NAME[1]`, `NAME[2]`, … in generation order.
public struct VisualDeclaration: Sendable, Equatable {
  /// The `NAME:` label naming the group of constraints, if any.
  public var name: String?
  /// Where the statement starts (the name, or `visual`).
  public var location: SourceLocation
  /// The format string, escapes resolved.
  public var format: String
  /// Where the format's opening `"` is; the format's byte `i` is at column `column + 1 + i`
  /// (a valid format holds no escapes, and an error stops at the first one).
  public var formatLocation: SourceLocation
  /// The options after `options`, as written, in order.
  public var options: [NameReference]

  /// Creates a visual-format declaration.
  public init(
    name: String? = nil, location: SourceLocation, format: String,
    formatLocation: SourceLocation, options: [NameReference] = []
  ) {
    self.name = name
    self.location = location
    self.format = format
    self.formatLocation = formatLocation
    self.options = options
  }
}

/// `metric NAME = VALUE`: a named constant usable in visual formats (the `metrics` dictionary of
/// `constraints(withVisualFormat:options:metrics:views:)`).
public struct MetricDeclaration: Sendable, Equatable {
  /// The metric's name.
  public var name: String
  /// Where `metric` starts.
  public var location: SourceLocation
  /// Where the name starts.
  public var nameLocation: SourceLocation
  /// The value, in points (or a priority, where a format uses it after `@`).
  public var value: Double

  /// Creates a metric declaration.
  public init(name: String, location: SourceLocation, nameLocation: SourceLocation, value: Double) {
    self.name = name
    self.location = location
    self.nameLocation = nameLocation
    self.value = value
  }
}
