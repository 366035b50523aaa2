/// A view of a scene: its place in the hierarchy and the properties Auto Layout reads from it.
///
/// ```swift
/// let label = ViewDescription(
///   name: "nameLabel", kind: "label", intrinsicContentSize: .init(width: 82, height: 21),
///   baseline: .init(first: 17))
/// label.contentHugging   // 251 251: Interface Builder's default for labels
/// ```
public struct ViewDescription: Sendable, Equatable {
  /// The view's unique name.
  public var name: String
  /// The kind: `view`, `label`, `button`, `textField`, `imageView`, … (free text).
  public var kind: String
  /// The superview's name; `nil` for a subview of the root view.
  public var superview: String?
  /// The intrinsic content size, per axis.
  public var intrinsicContentSize: IntrinsicContentSize
  /// Content hugging priorities, per axis.
  public var contentHugging: AxisPriorities
  /// Compression resistance priorities, per axis.
  public var compressionResistance: AxisPriorities
  /// The text baselines; `nil` puts the first baseline at the top and the last at the bottom.
  public var baseline: Baseline?
  /// The layout margins; 8 per side unless set.
  public var layoutMargins: EdgeInsets
  /// Whether the view is hidden. A hidden view still takes part in layout, as in UIKit; a
  /// hidden arranged subview of a stack collapses (`UISV-hiding`).
  public var isHidden: Bool
  /// The stack this view lays out its arranged subviews with, when it is a stack view.
  public var stack: StackDescription?
  /// Where the view was declared.
  public var location: SourceLocation
  /// The view's identifier in the document it was read from (Interface Builder's object id,
  /// `fHX-xe-kfg`), so results can be matched with the document; `nil` for a `.scene` view.
  public var identifier: String?

  /// Creates a view. Hugging defaults to 251 for labels and image views (as Interface Builder
  /// sets them) and 250 otherwise; compression resistance to 750.
  public init(
    name: String, kind: String = "view", superview: String? = nil,
    intrinsicContentSize: IntrinsicContentSize = .none, contentHugging: AxisPriorities? = nil,
    compressionResistance: AxisPriorities = AxisPriorities(750, 750), baseline: Baseline? = nil,
    layoutMargins: EdgeInsets = ViewDescription.defaultLayoutMargins, isHidden: Bool = false,
    stack: StackDescription? = nil, location: SourceLocation = .unknown,
    identifier: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.superview = superview
    self.intrinsicContentSize = intrinsicContentSize
    self.contentHugging = contentHugging ?? ViewDescription.defaultContentHugging(forKind: kind)
    self.compressionResistance = compressionResistance
    self.baseline = baseline
    self.layoutMargins = layoutMargins
    self.isHidden = isHidden
    self.stack = stack
    self.location = location
    self.identifier = identifier
  }

  /// UIKit's default layout margins: 8 points per side.
  public static let defaultLayoutMargins = EdgeInsets(all: 8)

  /// The content hugging Interface Builder gives a new view of this kind: 251 for `label` and
  /// `imageView`, 250 otherwise.
  public static func defaultContentHugging(forKind kind: String) -> AxisPriorities {
    kind == "label" || kind == "imageView" ? AxisPriorities(251, 251) : AxisPriorities(250, 250)
  }
}

/// An intrinsic content size: a natural width, height, both or neither
/// (`UIView.noIntrinsicMetric` for an axis without one).
public struct IntrinsicContentSize: Sendable, Equatable, Hashable {
  /// The natural width, if the view has one.
  public var width: Double?
  /// The natural height, if the view has one.
  public var height: Double?

  /// Creates an intrinsic size; `nil` for an axis without one.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// No intrinsic size on either axis.
  public static let none = IntrinsicContentSize(width: nil, height: nil)

  /// The value on one axis.
  public subscript(axis: LayoutAxis) -> Double? {
    axis == .horizontal ? width : height
  }
}

/// A priority per axis, as content hugging and compression resistance are given.
public struct AxisPriorities: Sendable, Equatable, Hashable {
  /// The priority along the horizontal axis.
  public var horizontal: Int
  /// The priority along the vertical axis.
  public var vertical: Int

  /// Creates the pair: horizontal, then vertical.
  public init(_ horizontal: Int, _ vertical: Int) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The priority on one axis.
  public subscript(axis: LayoutAxis) -> Int {
    axis == .horizontal ? horizontal : vertical
  }
}

/// A view's text baselines.
///
/// The first baseline is `first` below the top. The last baseline is `last` above the bottom when
/// given; otherwise it stays where it is at the intrinsic height (`intrinsicHeight − first` above
/// the bottom), or `first` below the top for a view without an intrinsic height.
public struct Baseline: Sendable, Equatable, Hashable {
  /// The first baseline's distance below the view's top.
  public var first: Double
  /// The last baseline's distance above the view's bottom, if set.
  public var last: Double?

  /// Creates baselines: `baseline F` or `baseline F L` in a scene.
  public init(first: Double, last: Double? = nil) {
    self.first = first
    self.last = last
  }
}
