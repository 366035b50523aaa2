import AdaptiveLayout

/// `[name:] item.attr (=|<=|>=) [m *] item.attr [* m | / d] [+ c | - c] [@priority]`.
///
/// The linear form of an `NSLayoutConstraint`:
/// `first = second * multiplier + constant`, or `first = constant` when there is no second
/// item (a constant-only size such as `box.width = 100`).
public struct ConstraintDeclaration: Sendable, Equatable {
  /// The `name:` label, if any; names follow the Cookbook's numbering (`c1`, `c2`, …).
  public var name: String?
  /// Where the statement starts (the name, or the first item when unnamed).
  public var location: SourceLocation
  /// The first item and attribute, left of the relation.
  public var first: AttributeReference
  /// The relation.
  public var relation: SceneRelation
  /// Where the relation's symbol starts.
  public var relationLocation: SourceLocation
  /// The second item and attribute; nil for a constant-only constraint.
  public var second: AttributeReference?
  /// The multiplier of the second item: `* m`, `m *`, `/ d` (as `1/d`); 1 when none is written.
  public var multiplier: Double
  /// Where the multiplier's first number starts, when one was written (for errors such as a
  /// multiplier of 0 on a location).
  public var multiplierLocation: SourceLocation?
  /// The constant: the sum of every `+ c` and `- c`, `standard` counting as 8.
  public var constant: Double
  /// Whether the constant used `standard` (Interface Builder's "Standard" spacing).
  public var usesStandardSpacing: Bool
  /// The priority: 1…1000, 1000 (required) when none is written.
  public var priority: Int
  /// Where the priority after `@` starts, when one was written.
  public var priorityLocation: SourceLocation?
  /// The view whose block holds the constraint; nil at top level or directly in a `when` block.
  ///
  /// `superview` always means the superview of the constraint's first item (of the second when
  /// the first is `superview` itself), wherever the constraint is written; this is kept so the
  /// binder can explain a failed resolution.
  public var enclosingView: String?

  /// Creates a constraint declaration.
  public init(
    name: String? = nil, location: SourceLocation, first: AttributeReference,
    relation: SceneRelation, relationLocation: SourceLocation, second: AttributeReference? = nil,
    multiplier: Double = 1, multiplierLocation: SourceLocation? = nil, constant: Double = 0,
    usesStandardSpacing: Bool = false,
    priority: Int = 1000, priorityLocation: SourceLocation? = nil, enclosingView: String? = nil
  ) {
    self.name = name
    self.location = location
    self.first = first
    self.relation = relation
    self.relationLocation = relationLocation
    self.second = second
    self.multiplier = multiplier
    self.multiplierLocation = multiplierLocation
    self.constant = constant
    self.usesStandardSpacing = usesStandardSpacing
    self.priority = priority
    self.priorityLocation = priorityLocation
    self.enclosingView = enclosingView
  }
}

/// The relation of a constraint.
public enum SceneRelation: String, Sendable, Equatable {
  /// `=` or `==`.
  case equal = "="
  /// `<=`.
  case lessThanOrEqual = "<="
  /// `>=`.
  case greaterThanOrEqual = ">="
}

/// `item.attribute` on either side of a constraint.
public struct AttributeReference: Sendable, Equatable {
  /// The item, as written.
  public var item: SceneItem
  /// Where the item's name starts.
  public var itemLocation: SourceLocation
  /// The attribute (`baseline` already read as `lastBaseline`).
  public var attribute: SceneAttribute
  /// Where the attribute's name starts.
  public var attributeLocation: SourceLocation

  /// Creates an attribute reference.
  public init(
    item: SceneItem, itemLocation: SourceLocation, attribute: SceneAttribute,
    attributeLocation: SourceLocation
  ) {
    self.item = item
    self.itemLocation = itemLocation
    self.attribute = attribute
    self.attributeLocation = attributeLocation
  }
}

/// The item of a constraint: a declared name, or one of the reserved items.
public enum SceneItem: Sendable, Equatable, CustomStringConvertible {
  /// A view or guide declared in the scene (resolved by the binder).
  case named(String)
  /// `superview`: the superview of the constraint's first item (of the second when the first
  /// is `superview` itself).
  case superview
  /// `root`: the root view.
  case root
  /// `safeArea`: the root view's safe-area layout guide.
  case safeArea
  /// `topLayoutGuide`: the old view-controller guide; its bottom is the safe area's top.
  case topLayoutGuide
  /// `bottomLayoutGuide`: the old view-controller guide; its top is the safe area's bottom.
  case bottomLayoutGuide

  /// Reads an item name; reserved words become their case.
  public init(name: String) {
    switch name {
    case "superview": self = .superview
    case "root": self = .root
    case "safeArea": self = .safeArea
    case "topLayoutGuide": self = .topLayoutGuide
    case "bottomLayoutGuide": self = .bottomLayoutGuide
    default: self = .named(name)
    }
  }

  /// The name as written in a scene.
  public var description: String {
    switch self {
    case .named(let name): return name
    case .superview: return "superview"
    case .root: return "root"
    case .safeArea: return "safeArea"
    case .topLayoutGuide: return "topLayoutGuide"
    case .bottomLayoutGuide: return "bottomLayoutGuide"
    }
  }
}

/// A layout attribute, as `NSLayoutConstraint.Attribute` names it.
public enum SceneAttribute: String, Sendable, Equatable, CaseIterable {
  /// Edges of the alignment rectangle.
  case left, right, top, bottom, leading, trailing
  /// Sizes.
  case width, height
  /// Centres.
  case centerX, centerY
  /// Text baselines (`baseline` in a scene is `lastBaseline`).
  case firstBaseline, lastBaseline
  /// Edges inset by the layout margins.
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  /// Centres of the rectangle inside the layout margins.
  case centerXWithinMargins, centerYWithinMargins

  /// Reads an attribute name; `baseline` is `lastBaseline`, as in Interface Builder.
  public init?(name: String) {
    if name == "baseline" {
      self = .lastBaseline
    } else {
      self.init(rawValue: name)
    }
  }
}
