import AdaptiveLayout

extension Parser {
  /// The right side of a relation, or an override's value, summed up as Auto Layout's
  /// `second * multiplier + constant`.
  struct LinearSide {
    var second: AttributeReference?
    var multiplier: Double = 1
    var multiplierLocation: SourceLocation?
    var constant: Double = 0
    var usesStandardSpacing = false
  }

  /// One product of the right side: `m * item.attr`, `item.attr * m / d`, `standard`, `20`.
  struct Term {
    var factor: Double = 1
    /// Where the first numeric factor starts.
    var factorLocation: SourceLocation?
    var item: AttributeReference?
    var usesStandardSpacing = false
  }

  /// The standard spacing between sibling views and to a superview's edges, in points.
  static let standardSpacing = 8.0

  /// A constraint (`[name:] item.attr REL …`) or an override (`name.constant = c`,
  /// `name.priority = p`), told apart by the word after the first '.'.
  mutating func parseConstraintOrOverride(into contents: inout BlockContents, scope: Scope)
    -> Bool
  {
    let start = current
    // Compared one by one: an array literal of the three was allocated for every constraint.
    if peek().kind == .dot, case .identifier(let member) = peek(2).kind,
      member == "constant" || member == "priority" || member == "multiplier"
    {
      return parseOverride(into: &contents, scope: scope)
    }
    var name: String?
    if peek().kind == .colon {
      guard let (parsed, _) = parseName(for: "constraint") else { return false }
      name = parsed
      advance()  // the ':'
    }
    guard let first = parseAttributeReference() else { return false }
    let relationToken = current
    let relation: SceneRelation
    switch current.kind {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    default:
      expected("a relation ('=', '<=' or '>=')")
      return false
    }
    advance()
    guard let side = parseLinearSide() else { return false }
    var priority = 1000
    var priorityLocation: SourceLocation?
    if current.kind == .at {
      advance()
      priorityLocation = current.location
      guard let value = parsePriorityValue(after: "'@'") else { return false }
      priority = value
    }
    contents.constraints.append(
      ConstraintDeclaration(
        name: name, location: start.location, first: first, relation: relation,
        relationLocation: relationToken.location, second: side.second,
        multiplier: side.multiplier, multiplierLocation: side.multiplierLocation,
        constant: side.constant,
        usesStandardSpacing: side.usesStandardSpacing, priority: priority,
        priorityLocation: priorityLocation, enclosingView: scope.viewName))
    return true
  }

  /// `name.constant = c` or `name.priority = p`, in a `when` block only.
  mutating func parseOverride(into contents: inout BlockContents, scope: Scope) -> Bool {
    let start = current
    guard let (name, _) = parseName(for: "constraint") else { return false }
    advance()  // the '.'
    let member = currentIdentifier ?? ""
    let memberToken = current
    if member == "multiplier" {
      error(
        at: memberToken,
        "a multiplier cannot vary by size class: declare another constraint in the 'when' "
          + "block and uninstall this one there")
      return false
    }
    guard scope == .when else {
      error(
        at: start,
        "'\(name).\(member) = …' overrides a constraint for one size class: it belongs directly "
          + "in a 'when' block; elsewhere, write the value in the constraint itself")
      return false
    }
    advance()
    guard current.kind == .equal else {
      expected("'=' after '\(name).\(member)'")
      return false
    }
    advance()
    let valueLocation = current.location
    let value: ConstraintOverride.Value
    if member == "priority" {
      guard let priority = parsePriorityValue(after: "'\(name).priority ='") else { return false }
      value = .priority(priority)
    } else {
      guard let side = parseLinearSide() else { return false }
      if let item = side.second {
        error(
          at: item.itemLocation,
          "a constant override is a number (or 'standard'), not an item; to relate other "
            + "items, declare a constraint in the 'when' block")
        return false
      }
      value = .constant(side.constant)
    }
    contents.overrides.append(
      ConstraintOverride(
        constraint: name, location: start.location, value: value, valueLocation: valueLocation))
    return true
  }

  /// `item.attribute`, with the reserved items read as such.
  mutating func parseAttributeReference() -> AttributeReference? {
    guard let name = currentIdentifier else {
      expected("an item and attribute (e.g. box.leading)")
      return nil
    }
    let itemToken = current
    let item = SceneItem(name: name)
    if case .named = item, Self.reservedWords.contains(name) {
      if name == "standard" {
        error(at: itemToken, "'standard' is the standard spacing (8), not an item")
      } else {
        error(at: itemToken, "'\(name)' is reserved and cannot be used as an item")
      }
      return nil
    }
    advance()
    guard current.kind == .dot else {
      expected("'.' and an attribute after '\(name)' (e.g. \(name).width)")
      return nil
    }
    advance()
    guard let attributeName = currentIdentifier else {
      expected("an attribute after '\(name).'")
      return nil
    }
    guard let attribute = Self.attribute(named: attributeName) else {
      let known = SceneAttribute.allCases.map(\.rawValue) + ["baseline"]
      if let match = known.first(where: { $0.lowercased() == attributeName.lowercased() }) {
        error(at: current, "unknown attribute '\(attributeName)'; did you mean '\(match)'?")
      } else {
        error(
          at: current,
          "unknown attribute '\(attributeName)'; expected one of \(known.joined(separator: ", "))"
        )
      }
      return nil
    }
    let reference = AttributeReference(
      item: item, itemLocation: itemToken.location, attribute: attribute,
      attributeLocation: current.location)
    advance()
    return reference
  }

  /// A sum of terms, at most one of which holds an item: `2 * b.width + 8 - 3`, `standard`.
  mutating func parseLinearSide() -> LinearSide? {
    var side = LinearSide()
    var sign = 1.0
    var signToken: Token?
    if current.kind == .minus || current.kind == .plus {
      sign = current.kind == .minus ? -1 : 1
      signToken = current
      advance()
    }
    while true {
      let termStart = current
      guard let term = parseTerm() else { return nil }
      side.usesStandardSpacing = side.usesStandardSpacing || term.usesStandardSpacing
      if let item = term.item {
        if side.second != nil {
          error(
            at: termStart,
            "a constraint relates two items at most: only one item.attribute may follow "
              + "the relation")
          return nil
        }
        if sign < 0 {
          error(
            at: signToken ?? termStart,
            "an item cannot be subtracted; write a negative multiplier: \(item.item)."
              + "\(item.attribute.rawValue) * -1")
          return nil
        }
        side.second = item
        side.multiplier = term.factor
        side.multiplierLocation = term.factorLocation
      } else {
        side.constant += sign * term.factor
      }
      guard current.kind == .plus || current.kind == .minus else { break }
      sign = current.kind == .minus ? -1 : 1
      signToken = current
      advance()
    }
    guard side.constant.isFinite, side.multiplier.isFinite else {
      error(at: current, "the value is too large")
      return nil
    }
    return side
  }

  /// A product of factors joined by '*' and '/': numbers, `standard`, and at most one
  /// `item.attr`; only numbers may divide.
  mutating func parseTerm() -> Term? {
    var term = Term()
    var isFirst = true
    var dividing = false
    while true {
      let factorToken = current
      var negative = false
      if current.kind == .minus {
        // `* -1`: a negative multiplier; `+ -3`: a negative constant.
        negative = true
        advance()
      }
      switch current.kind {
      case .number(let value):
        if term.factorLocation == nil { term.factorLocation = factorToken.location }
        let signed = negative ? -value : value
        if dividing {
          guard value != 0 else {
            error(at: current, "division by zero")
            return nil
          }
          term.factor /= signed
        } else {
          term.factor *= signed
        }
        advance()
      case .identifier("standard") where peek().kind != .dot:
        if dividing {
          error(at: current, "'standard' cannot divide; divide by a number")
          return nil
        }
        if term.factorLocation == nil { term.factorLocation = factorToken.location }
        term.factor *= negative ? -Self.standardSpacing : Self.standardSpacing
        term.usesStandardSpacing = true
        advance()
      case .identifier:
        if term.item != nil {
          error(at: factorToken, "an attribute cannot be multiplied by another attribute")
          return nil
        }
        if dividing {
          error(at: factorToken, "an attribute cannot divide; divide by a number")
          return nil
        }
        if negative {
          error(at: factorToken, "write a negative multiplier after the item: item.attr * -1")
          return nil
        }
        guard let item = parseAttributeReference() else { return nil }
        term.item = item
      default:
        expected(
          isFirst
            ? "a number, 'standard' or item.attribute"
            : "a number after '\(dividing ? "/" : "*")'")
        return nil
      }
      isFirst = false
      switch current.kind {
      case .star: dividing = false
      case .slash: dividing = true
      default: return term
      }
      advance()
    }
  }
}
