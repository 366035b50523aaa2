extension ConstraintDeclaration: CustomStringConvertible {
  /// The constraint in scene syntax, normalized, for messages:
  /// `c3: nameField.leading = nameLabel.trailing + 8`,
  /// `green.width = green.height * 4 @750`, `box.width = 100`.
  public var description: String {
    var text = name.map { "\($0): " } ?? ""
    text += "\(first) \(relation.rawValue) "
    if let second {
      text += "\(second)"
      if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
      if constant > 0 { text += " + \(formatNumber(constant))" }
      if constant < 0 { text += " - \(formatNumber(-constant))" }
    } else {
      text += formatNumber(constant)
    }
    if priority != 1000 { text += " @\(priority)" }
    return text
  }
}

extension AttributeReference: CustomStringConvertible {
  /// `item.attribute`, as written in a scene (`baseline` printed as `lastBaseline`).
  public var description: String { "\(item).\(attribute.rawValue)" }
}
