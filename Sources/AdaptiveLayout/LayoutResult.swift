/// Identifies a constraint installed in a `LayoutEngine`. A scene's constraints get the IDs 0,
/// 1, 2, … in declaration order; constraints installed later get the next ones.
public struct ConstraintID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The number, in installation order.
  public var rawValue: Int

  /// Creates an ID.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Installation order.
  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#n`.
  public var description: String { "#\(rawValue)" }
}

/// A view's frame after layout.
public struct ViewFrame: Sendable, Equatable {
  /// The view's name.
  public var name: String
  /// The superview's name (`root` for a top-level view).
  public var superview: String
  /// The frame in the superview's coordinates.
  public var frame: LayoutRect
  /// Whether the view is hidden (it still took part in layout).
  public var isHidden: Bool

  /// Creates a view frame.
  public init(name: String, superview: String, frame: LayoutRect, isHidden: Bool = false) {
    self.name = name
    self.superview = superview
    self.frame = frame
    self.isHidden = isHidden
  }
}

/// A layout guide's frame after layout.
public struct GuideFrame: Sendable, Equatable {
  /// The guide's name.
  public var name: String
  /// The owning view's name (`root` for the root view).
  public var owner: String
  /// The frame in the owner's coordinates.
  public var frame: LayoutRect

  /// Creates a guide frame.
  public init(name: String, owner: String, frame: LayoutRect) {
    self.name = name
    self.owner = owner
    self.frame = frame
  }
}

/// An optional constraint the layout could not meet.
public struct BrokenConstraint: Sendable, Equatable {
  /// The constraint's ID in the engine.
  public var id: ConstraintID
  /// The constraint as described (its name, location and priority).
  public var constraint: ConstraintDescription
  /// How far it is from holding, in points (its Cassowary error).
  public var error: Double

  /// Creates a record of a broken optional constraint.
  public init(id: ConstraintID, constraint: ConstraintDescription, error: Double) {
    self.id = id
    self.constraint = constraint
    self.error = error
  }
}

/// A constraint, or one of the engine's own constraints, taking part in a conflict.
public enum ConflictMember: Sendable, Equatable, CustomStringConvertible {
  /// A constraint of the scene.
  case constraint(ConstraintID, ConstraintDescription)
  /// `size <= intrinsic` at the view's content hugging priority (required when it is 1000).
  case contentHugging(view: String, axis: LayoutAxis)
  /// `size >= intrinsic` at the view's compression resistance priority.
  case compressionResistance(view: String, axis: LayoutAxis)
  /// The root view's width or height, which the screen or canvas imposes.
  case rootSize(LayoutAxis)
  /// The safe area guide's insets from the root view's edges.
  case safeArea
  /// The root view's layout margins (the system minimum inside the safe area).
  case rootMargins

  /// The constraint's location when the member is a scene constraint.
  public var location: SourceLocation? {
    if case .constraint(_, let c) = self { return c.location }
    return nil
  }

  /// How the member is named in messages: a constraint by its name or formula.
  public var description: String {
    switch self {
    case .constraint(_, let c): return c.displayName
    case .contentHugging(let view, let axis): return "content hugging of '\(view)' (\(axis))"
    case .compressionResistance(let view, let axis):
      return "compression resistance of '\(view)' (\(axis))"
    case .rootSize(let axis): return "root view \(axis == .horizontal ? "width" : "height")"
    case .safeArea: return "safe area insets"
    case .rootMargins: return "root view layout margins"
    }
  }
}

/// Required constraints that cannot all hold, and the one the engine broke to go on.
///
/// The rule, like Auto Layout's "will attempt to recover by breaking constraint": a developer's
/// constraint of the conflict that sizes its view on its own (a width or height against a
/// constant, or an aspect ratio: `ConstraintDescription.sizesItsItemAlone`) is broken first —
/// the last declared such one; without one, the last declared of the developer's constraints
/// (in a fresh build, the one being added when the conflict appears); only then one the system
/// made (`ConstraintDescription.isMadeBySystem`, a stack's, a content size). By declaration,
/// not by the order a live layout last added them, so a rotation or a class change breaks what a
/// fresh layout would; when the conflict appears while the root's size or safe area moves —
/// which the device imposes — the same rule picks the member, and the move goes through. Why sizes first: in UIKit's logs of conflicts, the constraint broken is a
/// view's own size or aspect ratio whenever the conflict has one (a cell's `height >= 330`,
/// `height == 1` or `height >= 160` against `UIView-Encapsulated-Layout-Height`, which UIKit
/// adds after them; a width against a hidden arranged view's `UISV-hiding`; an image view's
/// `width == height` against its pins), and Interface Builder recorded such a layout with the
/// image view's `width == 200` broken rather than its stack view's pins (Docs/rules.md).
public struct LayoutConflict: Sendable, Equatable {
  /// The member left out of the layout.
  public var broken: ConflictMember
  /// A minimal conflicting set, the broken member included, in the order they were added.
  public var members: [ConflictMember]

  /// Creates a conflict record.
  public init(broken: ConflictMember, members: [ConflictMember]) {
    self.broken = broken
    self.members = members
  }
}

/// A view or layout guide whose position or size along an axis the constraints do not fix
/// (UIKit's `hasAmbiguousLayout`, which views and `UILayoutGuide`s both have).
public struct AxisAmbiguity: Sendable, Equatable, CustomStringConvertible {
  /// What the ambiguous item is.
  public enum ItemKind: String, Sendable, Equatable {
    /// A view of the scene.
    case view
    /// A layout guide the scene declares (the built-in guides are always fixed: the root's size
    /// and the safe area pin them).
    case guide
  }

  /// The view's or guide's name.
  public var item: String
  /// Whether `item` names a view or a layout guide.
  public var kind: ItemKind
  /// The axis: horizontal (x and width) or vertical (y and height).
  public var axis: LayoutAxis
  /// Whether the position (x or y, in the superview or owner) can move at the same optimum.
  public var positionIsFree: Bool
  /// Whether the size (width or height) can change at the same optimum.
  public var sizeIsFree: Bool
  /// Two different frames of the item, in its superview's or owner's coordinates, that both
  /// satisfy every constraint equally well (the same error at every priority); empty when not
  /// computed or not found. See `LayoutEngine.ambiguities(withAlternativeFrames:)`.
  public var alternativeFrames: [LayoutRect]

  /// Creates an ambiguity record for a view or a guide.
  public init(
    item: String, kind: ItemKind, axis: LayoutAxis, positionIsFree: Bool, sizeIsFree: Bool,
    alternativeFrames: [LayoutRect] = []
  ) {
    self.item = item
    self.kind = kind
    self.axis = axis
    self.positionIsFree = positionIsFree
    self.sizeIsFree = sizeIsFree
    self.alternativeFrames = alternativeFrames
  }

  /// Creates an ambiguity record for a view.
  public init(
    view: String, axis: LayoutAxis, positionIsFree: Bool, sizeIsFree: Bool,
    alternativeFrames: [LayoutRect] = []
  ) {
    self.init(
      item: view, kind: .view, axis: axis, positionIsFree: positionIsFree,
      sizeIsFree: sizeIsFree, alternativeFrames: alternativeFrames)
  }

  /// Creates an ambiguity record for a layout guide.
  public init(
    guide: String, axis: LayoutAxis, positionIsFree: Bool, sizeIsFree: Bool,
    alternativeFrames: [LayoutRect] = []
  ) {
    self.init(
      item: guide, kind: .guide, axis: axis, positionIsFree: positionIsFree,
      sizeIsFree: sizeIsFree, alternativeFrames: alternativeFrames)
  }

  /// What is free, as messages name it: `the horizontal position of 'box'`, `the vertical size
  /// of guide 'spacer'` (a view by its name alone, a guide with the word `guide`, as a `.scene`
  /// file declares it).
  public var description: String {
    let what =
      positionIsFree && sizeIsFree ? "position and size" : (positionIsFree ? "position" : "size")
    let axisName = axis == .horizontal ? "horizontal" : "vertical"
    let name = kind == .guide ? "guide '\(item)'" : "'\(item)'"
    return "the \(axisName) \(what) of \(name)"
  }
}

/// Everything a layout pass produces, as a value.
public struct LayoutResult: Sendable, Equatable {
  /// Every installed view's frame in its superview's coordinates, in declaration order.
  public var views: [ViewFrame]
  /// Every scene guide's frame in its owner's coordinates, in declaration order.
  public var guides: [GuideFrame]
  /// Optional constraints left unmet, in installation order.
  public var brokenConstraints: [BrokenConstraint]
  /// Required constraints broken to resolve conflicts, in installation order.
  public var conflicts: [LayoutConflict]

  /// Creates a result.
  public init(
    views: [ViewFrame], guides: [GuideFrame], brokenConstraints: [BrokenConstraint],
    conflicts: [LayoutConflict]
  ) {
    self.views = views
    self.guides = guides
    self.brokenConstraints = brokenConstraints
    self.conflicts = conflicts
  }
}
