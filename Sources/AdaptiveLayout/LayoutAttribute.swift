/// An attribute of a view or layout guide that a constraint can relate: `NSLayoutConstraint.Attribute`.
///
/// Locations (edges, centres, baselines, margins) are measured in the coordinate space of the two
/// items' nearest common ancestor; sizes (width, height) are the same in every space.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// An edge, a size or a centre of the item's frame.
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// A text baseline of a view (a view without baselines has them at its top and bottom).
  case firstBaseline, lastBaseline
  /// An edge of a view's layout-margin rectangle.
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  /// A centre of a view's layout-margin rectangle.
  case centerXWithinMargins, centerYWithinMargins

  /// The axis the attribute lies along.
  public var axis: LayoutAxis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      return .vertical
    }
  }

  /// Whether the attribute is a size (width or height) rather than a location.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute is a location: an edge, a centre, a baseline or a margin.
  public var isLocation: Bool { !isSize }

  /// Whether the attribute follows the layout direction: leading, trailing and their margins.
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is a fixed horizontal edge: left, right and their margins. Auto
  /// Layout refuses to relate these to leading or trailing ones.
  public var isAbsoluteHorizontalEdge: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }

  /// Whether the attribute reads a view's layout margins.
  public var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return true
    default: return false
    }
  }

  /// Whether the attribute is a text baseline.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// The attribute's name as written in a scene.
  public var description: String { rawValue }
}

/// A layout axis: horizontal (x and width) or vertical (y and height).
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// x and width; vertical: y and height.
  case horizontal, vertical

  /// The axis's name.
  public var description: String { rawValue }
}

/// How the two sides of a constraint relate: `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// `=` (also written `==`).
  case equal = "="
  /// `<=`
  case lessThanOrEqual = "<="
  /// `>=`
  case greaterThanOrEqual = ">="

  /// The relation as written: `=`, `<=` or `>=`.
  public var description: String { rawValue }
}
