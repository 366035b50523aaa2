/// A stack view (`UIStackView`): how a view lays out its arranged subviews in a row or a column.
///
/// A stack is attached to its view (`ViewDescription.stack`). The stack has no intrinsic size of
/// its own: the engine generates the constraints `UIStackView` generates
/// (`StackDescription.arrangement(ofView:views:)`), named as UIKit names them, and the stack's
/// size comes from its arranged views through them.
///
/// ```swift
/// var buttons = ViewDescription(name: "buttons", kind: "stackView")
/// buttons.stack = StackDescription(
///   axis: .horizontal, distribution: .fillEqually, spacing: .fixed(8),
///   arrangedSubviews: ["ok", "cancel"])
/// ```
public struct StackDescription: Sendable, Equatable, Hashable {
  /// The axis the arranged views are laid out along (`UIStackView.axis`).
  public var axis: LayoutAxis
  /// How the arranged views share the stack's length along its axis.
  public var distribution: StackDistribution
  /// How the arranged views are placed across the axis.
  public var alignment: StackAlignment
  /// The space between adjacent arranged views (the minimum for the spacing distributions).
  public var spacing: StackSpacing
  /// `isBaselineRelativeArrangement`: in a vertical stack, spacing is measured from a view's
  /// last baseline to the next view's first baseline.
  public var isBaselineRelative: Bool
  /// `isLayoutMarginsRelativeArrangement`: the arranged views are laid out inside the stack's
  /// layout margins instead of its bounds.
  public var isLayoutMarginsRelative: Bool
  /// The arranged subviews' names, in order (leading to trailing, or top to bottom). Each is a
  /// subview of the stack's view.
  public var arrangedSubviews: [String]

  /// Creates a stack: by default horizontal, `fill` distribution and alignment, no spacing.
  public init(
    axis: LayoutAxis = .horizontal, distribution: StackDistribution = .fill,
    alignment: StackAlignment = .fill, spacing: StackSpacing = .fixed(0),
    isBaselineRelative: Bool = false, isLayoutMarginsRelative: Bool = false,
    arrangedSubviews: [String] = []
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.isBaselineRelative = isBaselineRelative
    self.isLayoutMarginsRelative = isLayoutMarginsRelative
    self.arrangedSubviews = arrangedSubviews
  }
}

/// `UIStackView.Distribution`: how arranged views share the stack's length along its axis.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The views fill the stack; too little space shrinks them by compression resistance, too
  /// much stretches them by hugging, ties going to the later arranged view.
  case fill
  /// The views fill the stack and all have the same length.
  case fillEqually
  /// The views fill the stack in proportion to their intrinsic lengths.
  case fillProportionally
  /// The views keep their lengths; the gaps between them are equal (at least `spacing`).
  case equalSpacing
  /// The views' centres are equally far apart, the gaps at least `spacing`.
  case equalCentering

  /// The name, as a scene and Interface Builder write it.
  public var description: String { rawValue }
}

/// `UIStackView.Alignment`: how arranged views are placed across the stack's axis.
///
/// `top` is `leading` and `bottom` is `trailing`, as in UIKit: across a horizontal stack,
/// leading is the top edge.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The views fill the stack across its axis.
  case fill
  /// The views' leading edges (top edges in a horizontal stack) line up with the stack's.
  case leading
  /// The views' first baselines line up (horizontal stacks; `leading` in a vertical one).
  case firstBaseline
  /// The views are centred across the axis.
  case center
  /// The views' trailing edges (bottom edges in a horizontal stack) line up with the stack's.
  case trailing
  /// The views' last baselines line up (horizontal stacks; `trailing` in a vertical one).
  case lastBaseline

  /// UIKit's `top`, the same as `leading`.
  public static let top = StackAlignment.leading
  /// UIKit's `bottom`, the same as `trailing`.
  public static let bottom = StackAlignment.trailing

  /// The name, as a scene writes it.
  public var description: String { rawValue }
}

/// The spacing of a stack: a number of points, or the system's standard spacing
/// (`UIStackView.spacingUseSystem`).
public enum StackSpacing: Sendable, Hashable, CustomStringConvertible {
  /// A fixed spacing, in points.
  case fixed(Double)
  /// The standard spacing between sibling views: `Scene.standardSpacing` (8 points).
  case standard

  /// The spacing in points.
  public var points: Double {
    switch self {
    case .fixed(let value): return value
    case .standard: return Scene.standardSpacing
    }
  }

  /// `8` or `standard`, as a scene writes it.
  public var description: String {
    switch self {
    case .fixed(let value):
      return abs(value) < 1e15 && Double(Int64(value)) == value
        ? String(Int64(value)) : String(value)
    case .standard: return "standard"
    }
  }
}
