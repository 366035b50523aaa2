import AdaptiveLayout

/// `when width C height R { … }`: what changes in one size class.
///
/// Inside, statements are the top level's (views, guides, constraints) plus `uninstall`,
/// `install` and constant/priority overrides. A declaration here is installed only where the
/// block applies.
public struct WhenBlock: Sendable, Equatable {
  /// The horizontal size class the block applies to.
  public var width: SceneSizeClass
  /// The vertical size class the block applies to.
  public var height: SceneSizeClass
  /// Where `when` starts.
  public var location: SourceLocation
  /// Views changed (an existing name) or declared only for this class, in order.
  public var views: [ViewDeclaration] = []
  /// Layout guides declared only for this class; their owner is the root.
  public var guides: [GuideDeclaration] = []
  /// Constraints installed only in this class.
  public var constraints: [ConstraintDeclaration] = []
  /// `uninstall a, b`: constraints or views not installed in this class.
  public var uninstalled: [NameReference] = []
  /// `install a, b`: constraints or views uninstalled at top level but installed here.
  public var installed: [NameReference] = []
  /// `c3.constant = 40`, `c3.priority = 250`: per-class values of named constraints.
  public var overrides: [ConstraintOverride] = []
  /// `visual "…"` lines installed only in this class (visual format language, issue 15).
  public var visuals: [VisualDeclaration] = []

  /// Creates an empty `when` block.
  public init(width: SceneSizeClass, height: SceneSizeClass, location: SourceLocation) {
    self.width = width
    self.height = height
    self.location = location
  }
}

/// A size class on one axis, as Interface Builder names it.
public enum SceneSizeClass: String, Sendable, Equatable, CaseIterable {
  /// Any (unspecified).
  case any
  /// Compact: an iPhone's width, or its height in landscape.
  case compact
  /// Regular: an iPad's width and height, an iPhone's height in portrait.
  case regular
}

/// `name.constant = c` or `name.priority = p` inside a `when` block.
public struct ConstraintOverride: Sendable, Equatable {
  /// The constraint's name.
  public var constraint: String
  /// Where the statement starts.
  public var location: SourceLocation
  /// The new value.
  public var value: Value
  /// Where the value starts.
  public var valueLocation: SourceLocation

  /// Creates an override.
  public init(
    constraint: String, location: SourceLocation, value: Value, valueLocation: SourceLocation
  ) {
    self.constraint = constraint
    self.location = location
    self.value = value
    self.valueLocation = valueLocation
  }

  /// The value an override sets.
  public enum Value: Sendable, Equatable {
    /// A constant (`standard` is 8).
    case constant(Double)
    /// A priority, 1…1000.
    case priority(Int)
  }
}
