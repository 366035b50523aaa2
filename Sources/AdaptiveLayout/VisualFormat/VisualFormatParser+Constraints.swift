/// The constraints of one connection, as UIKit's parser builds them.
extension VisualFormatParser {
  /// Generates the constraints of `connection` between `earlier` and `later` (in the string's
  /// order), and the alignment constraints of the pair when both are views.
  ///
  /// UIKit's form is `first.startSide REL second.endSide + constant`, where `first` is the later
  /// item and `second` the earlier one — swapped under `directionRightToLeft`, whose first view
  /// is the rightmost. A superview takes the opposite side: `superview.trailing` when it is the
  /// first item, `superview.leading` when it is the second.
  mutating func connect(_ connection: Connection, _ earlier: Item, _ later: Item)
    throws(VisualFormatError)
  {
    let rightToLeft = isHorizontal && options.direction == .rightToLeft
    let (first, second) = rightToLeft ? (earlier, later) : (later, earlier)
    let baselines = !isHorizontal && options.spacingBaselineToBaseline
    let startSide: LayoutAttribute
    let endSide: LayoutAttribute
    switch (isHorizontal, options.direction) {
    case (false, _): (startSide, endSide) = (.top, .bottom)
    case (true, .leadingToTrailing): (startSide, endSide) = (.leading, .trailing)
    case (true, .leftToRight), (true, .rightToLeft): (startSide, endSide) = (.left, .right)
    }
    let predicates: [Predicate]
    var isStandard = false
    switch connection.spacing {
    case .flush:
      predicates = [Predicate(offset: connection.offset)]
    case .standard:
      isStandard = true
      predicates = [Predicate(constant: VisualFormat.standardSpacing, offset: connection.offset)]
    case .explicit(let list):
      predicates = list
    }
    // The standard spacing to the superview is to its layout margins (UIKit since iOS 8).
    let toMargins = isStandard && (earlier == .superview || later == .superview)
    func side(_ item: Item, _ viewSide: LayoutAttribute, _ superSide: LayoutAttribute)
      -> ConstraintItem
    {
      switch item {
      case .view(let name):
        if baselines {
          return ConstraintItem(name, viewSide == .top ? .firstBaseline : .lastBaseline)
        }
        return ConstraintItem(name, viewSide)
      case .superview:
        return ConstraintItem(Scene.superviewName, toMargins ? Self.margin(superSide) : superSide)
      }
    }
    let firstItem = side(first, startSide, endSide)
    let secondItem = side(second, endSide, startSide)
    for predicate in predicates {
      let description = ConstraintDescription(
        first: firstItem, relation: predicate.relation, second: secondItem,
        constant: toMargins ? 0 : predicate.constant, priority: predicate.priority)
      constraints.append(VisualFormatConstraint(description, offset: predicate.offset))
    }
    guard case .view(let one) = second, case .view(let other) = first else { return }
    for attribute in VisualFormatOptions.alignableAttributes
    where options.alignments.contains(attribute) {
      if (attribute.axis == .horizontal) == isHorizontal {
        let name = attribute.rawValue.prefix(1).uppercased() + attribute.rawValue.dropFirst()
        throw fail(
          "alignAll\(name) cannot apply to a\(isHorizontal ? " horizontal" : " vertical") "
            + "format, which already places its views along that axis; use it with "
            + "\(isHorizontal ? "'V:'" : "'H:'")", at: connection.offset,
          kind: .alignmentAlongOrientation(attribute))
      }
      let description = ConstraintDescription(
        first: ConstraintItem(one, attribute), second: ConstraintItem(other, attribute))
      alignments.append(VisualFormatConstraint(description, offset: connection.offset))
    }
  }

  /// The margin attribute of an edge: `leading` → `leadingMargin`.
  static func margin(_ edge: LayoutAttribute) -> LayoutAttribute {
    switch edge {
    case .left: return .leftMargin
    case .right: return .rightMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    default: return edge
    }
  }
}
