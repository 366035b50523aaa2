/// A constraint of a scene:
/// `firstItem.firstAttribute (= | <= | >=) secondItem.secondAttribute * multiplier + constant @priority`,
/// or a constant-only size (`box.width = 100`).
///
/// Items are names: a view, a layout guide, or one of the special names — `superview` (the
/// superview of the first item; of the second when the first is `superview` itself), `root`,
/// `safeArea`, `topLayoutGuide`, `bottomLayoutGuide`.
///
/// ```swift
/// // nameField.leading = nameLabel.trailing + 8
/// ConstraintDescription(
///   first: .init("nameField", .leading),
///   second: .init("nameLabel", .trailing), constant: 8)
/// ```
public struct ConstraintDescription: Sendable, Equatable {
  /// The constraint's name, if it has one (`c1:` in a scene).
  public var name: String?
  /// The first item and attribute.
  public var first: ConstraintItem
  /// The relation.
  public var relation: LayoutRelation
  /// The second item and attribute; `nil` for a constant-only size.
  public var second: ConstraintItem?
  /// The multiplier of the second attribute (ignored without a second item).
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority, 1…1000; 1000 is required.
  public var priority: Int
  /// Where the constraint was written.
  public var location: SourceLocation

  /// Creates a constraint description.
  public init(
    name: String? = nil, first: ConstraintItem, relation: LayoutRelation = .equal,
    second: ConstraintItem? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: Int = 1000, location: SourceLocation = .unknown
  ) {
    self.name = name
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.location = location
  }

  /// Whether the constraint must hold (priority 1000).
  public var isRequired: Bool { priority >= 1000 }

  /// Whether the system made the constraint rather than the developer, by the names the stack
  /// views and the Interface Builder reader give what they generate: a stack view's
  /// (`UISV-…`), an autoresizing mask's (`autoresizing_…`), Interface Builder's prototyping
  /// constraints (`prototyping_…`), and the reader's placement of a xib's top-level view
  /// (`…_fills_…`, `…_sized_…`). A conflict breaks the developer's constraints first.
  public var isMadeBySystem: Bool {
    guard let name else { return false }
    return name.hasPrefix("UISV-") || name.hasPrefix("autoresizing_")
      || name.hasPrefix("prototyping_") || Self.name(name, contains: "_fills_")
      || Self.name(name, contains: "_sized_")
  }

  /// Whether `infix` occurs in `name`, compared byte by byte. `String.contains` of a string
  /// goes through the string-processing library's general searcher: choosing which member of
  /// a conflict to break asks this of each member, and in a layout with thousands of conflicts
  /// that searcher was 6% of the build.
  static func name(_ name: String, contains infix: StaticString) -> Bool {
    let pattern = UnsafeBufferPointer(start: infix.utf8Start, count: infix.utf8CodeUnitCount)
    var name = name
    return name.withUTF8 { bytes in
      guard bytes.count >= pattern.count else { return false }
      for start in 0...(bytes.count - pattern.count) {
        var k = 0
        while k < pattern.count && bytes[start + k] == pattern[k] { k += 1 }
        if k == pattern.count { return true }
      }
      return false
    }
  }

  /// Whether the constraint sizes its item on its own: a width or height against a constant
  /// (`box.width = 200`, `box.height >= 44`), or one of the item's sizes against the other (an
  /// aspect ratio, `box.width = box.height * 2`). When required constraints conflict, the
  /// engine breaks such a constraint first, as UIKit does (see `LayoutConflict`).
  public var sizesItsItemAlone: Bool {
    guard first.attribute.isSize else { return false }
    guard let second else { return true }
    return second.name == first.name && second.attribute.isSize
  }

  /// The constraint as a scene would write it, for messages:
  /// `a.leading = b.trailing * 2 + 8 @750`.
  public var formula: String {
    var text = "\(first) \(relation)"
    if let second {
      text += " \(second)"
      if multiplier != 1 { text += " * \(Self.number(multiplier))" }
      if constant > 0 { text += " + \(Self.number(constant))" }
      if constant < 0 { text += " - \(Self.number(-constant))" }
    } else {
      text += " \(Self.number(constant))"
    }
    if priority != 1000 { text += " @\(priority)" }
    return text
  }

  /// How a constraint is named in messages: its name when it has one, else its formula; a
  /// stack's generated constraint as UIKit's logs show it, its identifier in quotes before its
  /// formula (`'UISV-hiding' b.width = 0`).
  public var displayName: String {
    guard let name else { return formula }
    return name.hasPrefix("UISV-") ? "'\(name)' \(formula)" : name
  }

  private static func number(_ value: Double) -> String {
    // Whole numbers without ".0"; no libm call (`rounded()`), so executables link without it.
    abs(value) < 1e15 && Double(Int64(value)) == value ? String(Int64(value)) : String(value)
  }
}

/// One side of a constraint: an item's name and one of its attributes (`box.left`).
public struct ConstraintItem: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The item's name: a view, a guide, or a special name such as `superview`.
  public var name: String
  /// The attribute.
  public var attribute: LayoutAttribute

  /// Creates `name.attribute`.
  public init(_ name: String, _ attribute: LayoutAttribute) {
    self.name = name
    self.attribute = attribute
  }

  /// `name.attribute`.
  public var description: String { "\(name).\(attribute)" }
}
