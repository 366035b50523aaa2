/// A view's autoresizing mask (`UIView.AutoresizingMask`): which of its margins and sizes
/// stretch when its superview's size changes.
///
/// A view with `translatesAutoresizingMaskIntoConstraints` keeps its frame's relation to its
/// superview through constraints UIKit generates (`NSAutoresizingMaskLayoutConstraint`), two per
/// axis: its position and its size, each a linear function of the superview's size, fixed by the
/// frame it had at the superview's `reference` size. `constraints(for:frame:in:)` writes them.
///
/// On one axis the three segments are the leading margin (`x`), the size (`width`) and the
/// trailing margin (`superview width − x − width`). When the superview grows by Δ, the flexible
/// segments share Δ in proportion to their sizes at the reference (equally when they are all
/// zero); with no flexible segment the position and size stay.
public struct AutoresizingMask: Sendable, Hashable, CustomStringConvertible {
  /// The left margin stretches.
  public var flexibleLeftMargin: Bool
  /// The width stretches.
  public var flexibleWidth: Bool
  /// The right margin stretches.
  public var flexibleRightMargin: Bool
  /// The top margin stretches.
  public var flexibleTopMargin: Bool
  /// The height stretches.
  public var flexibleHeight: Bool
  /// The bottom margin stretches.
  public var flexibleBottomMargin: Bool

  /// Creates a mask; nothing flexible by default (`UIView.AutoresizingMask()`).
  public init(
    flexibleLeftMargin: Bool = false, flexibleWidth: Bool = false,
    flexibleRightMargin: Bool = false, flexibleTopMargin: Bool = false,
    flexibleHeight: Bool = false, flexibleBottomMargin: Bool = false
  ) {
    self.flexibleLeftMargin = flexibleLeftMargin
    self.flexibleWidth = flexibleWidth
    self.flexibleRightMargin = flexibleRightMargin
    self.flexibleTopMargin = flexibleTopMargin
    self.flexibleHeight = flexibleHeight
    self.flexibleBottomMargin = flexibleBottomMargin
  }

  /// Interface Builder's spelling of the flexible parts, `W+H` style: `flexibleMaxX heightSizable`.
  public var description: String {
    let parts = [
      (flexibleLeftMargin, "flexibleMinX"), (flexibleWidth, "widthSizable"),
      (flexibleRightMargin, "flexibleMaxX"), (flexibleTopMargin, "flexibleMinY"),
      (flexibleHeight, "heightSizable"), (flexibleBottomMargin, "flexibleMaxY"),
    ]
    let flexible = parts.filter(\.0).map(\.1)
    return flexible.isEmpty ? "none" : flexible.joined(separator: " ")
  }

  /// The four constraints UIKit generates for `view` with this mask: its left, width, top and
  /// height as linear functions of its superview's size, so that at the superview size
  /// `reference` the view's frame is `frame` (in the superview's coordinates).
  ///
  /// A position is written against the superview's `right` (or `bottom`), which in the
  /// superview's own coordinates is its width (height): `view.left = superview.right × a + b`,
  /// or against its `left` when it does not move (`a = 0`). Sizes are `view.width =
  /// superview.width × a + b`, or constant-only. All are required, as UIKit's are.
  public func constraints(
    for view: String, frame: LayoutRect, in reference: LayoutSize,
    location: SourceLocation = .unknown, namePrefix: String? = nil
  ) -> [ConstraintDescription] {
    let horizontal = Self.axis(
      origin: frame.x, size: frame.width, container: reference.width,
      flexible: (flexibleLeftMargin, flexibleWidth, flexibleRightMargin))
    let vertical = Self.axis(
      origin: frame.y, size: frame.height, container: reference.height,
      flexible: (flexibleTopMargin, flexibleHeight, flexibleBottomMargin))
    func name(_ suffix: String) -> String? { namePrefix.map { "\($0)_\(suffix)" } }
    func position(
      _ attribute: LayoutAttribute, _ far: LayoutAttribute, _ near: LayoutAttribute,
      _ line: (a: Double, b: Double), _ suffix: String
    ) -> ConstraintDescription {
      line.a == 0
        ? ConstraintDescription(
          name: name(suffix), first: .init(view, attribute),
          second: .init(Scene.superviewName, near), constant: line.b, location: location)
        : ConstraintDescription(
          name: name(suffix), first: .init(view, attribute),
          second: .init(Scene.superviewName, far), multiplier: line.a, constant: line.b,
          location: location)
    }
    func size(_ attribute: LayoutAttribute, _ line: (a: Double, b: Double), _ suffix: String)
      -> ConstraintDescription
    {
      line.a == 0
        ? ConstraintDescription(
          name: name(suffix), first: .init(view, attribute), constant: line.b, location: location)
        : ConstraintDescription(
          name: name(suffix), first: .init(view, attribute),
          second: .init(Scene.superviewName, attribute), multiplier: line.a, constant: line.b,
          location: location)
    }
    return [
      position(.left, .right, .left, horizontal.origin, "h"),
      size(.width, horizontal.size, "w"),
      position(.top, .bottom, .top, vertical.origin, "v"),
      size(.height, vertical.size, "ht"),
    ]
  }

  /// The origin and size on one axis as `a × container + b` each.
  static func axis(
    origin: Double, size: Double, container: Double, flexible: (Bool, Bool, Bool)
  ) -> (origin: (a: Double, b: Double), size: (a: Double, b: Double)) {
    let segments = [origin, size, container - origin - size]
    let flags = [flexible.0, flexible.1, flexible.2]
    let flexibleCount = flags.filter { $0 }.count
    guard flexibleCount > 0 else { return ((0, origin), (0, size)) }
    // The share of a container change each segment takes.
    var total = 0.0
    for k in 0..<3 where flags[k] { total += max(segments[k], 0) }
    var share = [0.0, 0.0, 0.0]
    for k in 0..<3 where flags[k] {
      share[k] = total > 0 ? max(segments[k], 0) / total : 1 / Double(flexibleCount)
    }
    // segment(container) = segment + share × (container − reference)
    let originLine = (a: share[0], b: origin - share[0] * container)
    let sizeLine = (a: share[1], b: size - share[1] * container)
    return (originLine, sizeLine)
  }
}
