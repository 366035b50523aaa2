import LayoutSolver

/// How attributes and constraints become linear expressions over the solver's unknowns.
extension LayoutEngine {
  /// The attribute's position or length in root coordinates, as a linear expression.
  ///
  /// Leading and trailing are left and right, or right and left under a right-to-left layout.
  /// Margins are the view's own (the root's follow the safe area). Baselines follow the view's
  /// `Baseline`: the first F below the top; the last L above the bottom, or `intrinsicHeight − F`
  /// above it, or F below the top without an intrinsic height; a view without baselines has its
  /// first at the top and its last at the bottom.
  func expression(_ item: String, _ attribute: LayoutAttribute) -> Expression {
    guard let g = geometry[item] else { return 0 }
    let rtl = environment.isRightToLeft
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY:
      // Edges, sizes and centers: `appendTerms` is where they are read from the geometry.
      var terms: [Term] = []
      let constant = appendTerms(item, attribute, times: 1, to: &terms)
      return Expression(terms: terms, constant: constant)
    case .firstBaseline:
      // A stack's baselines are an arranged view's (`viewForFirstBaselineLayout`).
      if let forwarded = baselineView(ofStack: item, first: true) {
        return expression(forwarded, .firstBaseline)
      }
      guard let baseline = view(named: item)?.baseline else { return g.top }
      return g.top + baseline.first
    case .lastBaseline:
      if let forwarded = baselineView(ofStack: item, first: false) {
        return expression(forwarded, .lastBaseline)
      }
      let bottom = g.top + g.height
      guard let view = view(named: item), let baseline = view.baseline else { return bottom }
      if let last = baseline.last { return bottom - last }
      if let height = view.intrinsicContentSize.height { return bottom - (height - baseline.first) }
      return g.top + baseline.first
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin:
      return margin(item, attribute, g)
    case .leadingMargin: return margin(item, rtl ? .rightMargin : .leftMargin, g)
    case .trailingMargin: return margin(item, rtl ? .leftMargin : .rightMargin, g)
    case .centerXWithinMargins:
      return (margin(item, .leftMargin, g) + margin(item, .rightMargin, g)) * 0.5
    case .centerYWithinMargins:
      return (margin(item, .topMargin, g) + margin(item, .bottomMargin, g)) * 0.5
    }
  }

  /// An edge of the item's margin rectangle: the root's pinned margins, or a view's own.
  private func margin(_ item: String, _ edge: LayoutAttribute, _ g: ItemGeometry) -> Expression {
    if item == Scene.rootName {
      switch edge {
      case .leftMargin: return Expression(marginLeft)
      case .rightMargin: return Expression(marginRight)
      case .topMargin: return Expression(marginTop)
      default: return Expression(marginBottom)
      }
    }
    let insets = view(named: item)?.layoutMargins ?? .zero
    switch edge {
    case .leftMargin: return g.left + insets.left
    case .rightMargin: return g.left + g.width - insets.right
    case .topMargin: return g.top + insets.top
    default: return g.top + g.height - insets.bottom
    }
  }

  /// The solver form of a resolved constraint under the current environment and view
  /// properties. See the type's documentation for the coordinate rules.
  func solverConstraint(for resolved: SceneValidator.ResolvedConstraint) -> Constraint {
    var terms: [Term] = []
    terms.reserveCapacity(8)
    let constant = writeSolverForm(of: resolved, to: &terms)
    let d = resolved.description
    let relation: Relation
    switch d.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    // The label names the constraint by where it was written, which the slot's description
    // expands: `line:column` fits a string's inline storage, where the formula after it took an
    // allocation per constraint (14 MB, and its formatting, at 200,000 constraints).
    let label = d.location.lineAndColumn
    // The constraint keeps the list for its lifetime: copied at its length, not with the room
    // reserved above (at 200,000 constraints that room was 20 MB of a 50,000-view grid).
    var form: [Term] = []
    form.reserveCapacity(terms.count)
    form.append(contentsOf: terms)
    return Constraint(
      Expression(terms: form, constant: constant), relation, priority: Priority(d.priority),
      label: label)
  }

  /// The constant of `solverConstraint(for:)`'s expression, bit for bit, without making the
  /// constraint: what a changed constant gives the solver (`setConstants`).
  ///
  /// Why: a class change moves thousands of constants, and making each constraint only to read
  /// its constant allocated a constraint, two term lists and a label apiece, and read every
  /// term's variable (an object each, cold at 10,000 views).
  func solverConstant(for resolved: some SolverFormSource) -> Double {
    var nowhere = DiscardedTerms()
    return writeSolverForm(of: resolved, to: &nowhere)
  }

  /// Writes `lhs − rhs` of a resolved constraint's solver form to `terms` and returns its
  /// constant: the one computation behind `solverConstraint(for:)` and `solverConstant(for:)`,
  /// so both give the same constant.
  private func writeSolverForm<Source: SolverFormSource, Terms: TermSink>(
    of resolved: borrowing Source, to terms: inout Terms
  ) -> Double {
    let a1 = resolved.firstAttribute
    // `lhs − rhs` written term by term into one list, in the order and with the arithmetic of
    // `Constraint(lhs, relation, rhs)` over the expressions `expression(_:_:)` gives (the lhs's
    // terms, then the rhs's negated; a factor of −1 is exact, so scaling once by −m is scaling
    // by m and then by −1): the same solver input, without the five or six intermediate
    // expressions the operators built per constraint (a third of building a W6 row's engine
    // outside the solver).
    let constant: Double
    if let a2 = resolved.secondAttribute, let secondItem = resolved.secondItem {
      let m = resolved.multiplier
      if a1.isSize {
        // lhs = e1; rhs = e2·m + c.
        let lhsConstant = appendTerms(resolved.firstItem, a1, times: 1, to: &terms)
        let e2Constant = appendTerms(secondItem, a2, times: -m, to: &terms)
        constant = lhsConstant + (e2Constant * m + resolved.constant) * -1
      } else {
        // Only the ancestor's constants without its terms: all zero (`ItemGeometry`), read
        // from the engine's zero geometry rather than the ancestor's, a hashed name and a cold
        // object each at 10,000 views.
        let n =
          Terms.keepsTerms ? geometry[resolved.commonAncestor] ?? zeroGeometry : zeroGeometry
        if a1.axis == .vertical
          || !(environment.isRightToLeft && (a1.isDirectional || a2.isDirectional))
        {
          // coordinate(e) = e − origin, the origin being the ancestor's top or left.
          let origin = a1.axis == .vertical ? n.top : n.left
          let e1Constant = appendTerms(resolved.firstItem, a1, times: 1, to: &terms)
          let lhsConstant = e1Constant + append(origin, times: -1, to: &terms) * -1
          let e2Constant = appendTerms(secondItem, a2, times: -m, to: &terms)
          let rhsConstant = (e2Constant + origin.constant * -1) * m + resolved.constant
          append(origin, times: m, to: &terms)
          constant = lhsConstant + rhsConstant * -1
        } else {
          // coordinate(e) = ancestor.left + ancestor.width − e: distances from its right edge.
          let edgeConstant =
            append(n.left, times: 1, to: &terms) + append(n.width, times: 1, to: &terms)
          let lhsConstant =
            edgeConstant + appendTerms(resolved.firstItem, a1, times: -1, to: &terms) * -1
          append(n.left, times: -m, to: &terms)
          append(n.width, times: -m, to: &terms)
          let e2Constant = appendTerms(secondItem, a2, times: m, to: &terms)
          let rhsConstant =
            (n.left.constant + n.width.constant + e2Constant * -1) * m + resolved.constant
          constant = lhsConstant + rhsConstant * -1
        }
      }
    } else {
      // lhs = e1; rhs = c.
      constant = appendTerms(resolved.firstItem, a1, times: 1, to: &terms) + resolved.constant * -1
    }
    return constant
  }

  /// Appends `expression(item, attribute)`'s terms, each coefficient times `factor`, and
  /// returns its constant (not scaled). Edges, sizes and centers are written from the item's
  /// geometry directly, in the order `expression` sums them; margins and baselines go through
  /// `expression`.
  private func appendTerms<Terms: TermSink>(
    _ item: String, _ attribute: LayoutAttribute, times factor: Double, to terms: inout Terms
  ) -> Double {
    // Without the terms, an edge's, size's or center's constant is the sum of its geometry's
    // constants, every one +0.0 (`ItemGeometry`): exactly 0, as for an item without geometry,
    // and the geometry need not be looked up (`setConstants`: a hashed name and a cold object
    // per item, most of its own cost at 10,000 views).
    if !Terms.keepsTerms && attribute.isReadFromGeometry { return 0 }
    guard let g = geometry[item] else { return 0 }
    let rtl = environment.isRightToLeft
    switch attribute {
    case .left,
      .leading where !rtl, .trailing where rtl:
      return append(g.left, times: factor, to: &terms)
    case .right, .leading, .trailing:
      return append(g.left, times: factor, to: &terms) + append(g.width, times: factor, to: &terms)
    case .top: return append(g.top, times: factor, to: &terms)
    case .bottom:
      return append(g.top, times: factor, to: &terms) + append(g.height, times: factor, to: &terms)
    case .width: return append(g.width, times: factor, to: &terms)
    case .height: return append(g.height, times: factor, to: &terms)
    case .centerX:
      return append(g.left, times: factor, to: &terms)
        + append(g.width, times: 0.5 * factor, to: &terms) * 0.5
    case .centerY:
      return append(g.top, times: factor, to: &terms)
        + append(g.height, times: 0.5 * factor, to: &terms) * 0.5
    default:
      return append(expression(item, attribute), times: factor, to: &terms)
    }
  }

  /// Appends the expression's terms, each coefficient times `factor`; returns its constant.
  @discardableResult
  private func append<Terms: TermSink>(
    _ e: Expression, times factor: Double, to terms: inout Terms
  ) -> Double {
    for term in e.terms { terms.add(term.variable, term.coefficient * factor) }
    return e.constant
  }

  /// The views whose margins or baselines a constraint's solver form reads (for a stack's
  /// baseline, the arranged views it forwards to as well).
  func propertyDependencies(of resolved: SceneValidator.ResolvedConstraint) -> [String] {
    var names: [String] = []
    let sides = [
      (resolved.firstItem, resolved.description.first.attribute),
      (resolved.secondItem, resolved.description.second?.attribute),
    ]
    for case (let item?, let attribute?) in sides
    where (attribute.isMargin || attribute.isBaseline) && hierarchy.kind(of: item) == .view
      && !names.contains(item)
    {
      names.append(item)
      // A stack's baseline reads an arranged view's, perhaps through nested stacks.
      var current = item
      while attribute.isBaseline, names.count < 64,
        let next = baselineView(ofStack: current, first: attribute == .firstBaseline),
        !names.contains(next)
      {
        names.append(next)
        current = next
      }
    }
    return names
  }
}

/// Where a solver form's terms are written (`LayoutEngine.writeSolverForm`): a list of terms, or
/// nowhere when only the constant is wanted.
protocol TermSink {
  /// Whether the terms are kept: false when only the constant is wanted, which may then be
  /// computed without reading what only the terms need.
  static var keepsTerms: Bool { get }
  /// Takes the term `coefficient × variable`.
  mutating func add(_ variable: Variable, _ coefficient: Double)
}

extension Array: TermSink where Element == Term {
  static var keepsTerms: Bool { true }

  @inline(__always)
  mutating func add(_ variable: Variable, _ coefficient: Double) {
    append(Term(variable, coefficient))
  }
}

/// Terms dropped as they are written: the specialized form reads no term at all, only the
/// constants, which are computed with the same operations as when the terms are kept.
struct DiscardedTerms: TermSink {
  static var keepsTerms: Bool { false }

  @inline(__always)
  mutating func add(_ variable: Variable, _ coefficient: Double) {}
}

/// What a constraint's solver form is computed from (`LayoutEngine.writeSolverForm`): its
/// attributes, multiplier and constant, and its resolved items.
protocol SolverFormSource {
  var firstAttribute: LayoutAttribute { get }
  var secondAttribute: LayoutAttribute? { get }
  var multiplier: Double { get }
  var constant: Double { get }
  var firstItem: String { get }
  var secondItem: String? { get }
  /// The nearest common ancestor of the items (the first item itself without a second).
  var commonAncestor: String { get }
}

extension SceneValidator.ResolvedConstraint: SolverFormSource {
  var firstAttribute: LayoutAttribute { description.first.attribute }
  var secondAttribute: LayoutAttribute? { description.second?.attribute }
  var multiplier: Double { description.multiplier }
  var constant: Double { description.constant }
}

/// A `SolverFormSource` read field by field out of a slot (`LayoutEngine.setConstants`): small
/// strings and numbers, where a binding of the whole slot (its description's name and location,
/// its solver form: a dozen references) copied, retained and released them all.
struct SolverFormInput: SolverFormSource {
  var firstAttribute: LayoutAttribute
  var secondAttribute: LayoutAttribute?
  var multiplier: Double
  var constant: Double
  var firstItem: String
  var secondItem: String?
  var commonAncestor: String
}

extension LayoutAttribute {
  /// Whether the attribute is an edge, a size or a center, which the engine reads from the
  /// item's geometry alone (`appendTerms`), not from its margins or baselines.
  var isReadFromGeometry: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY:
      return true
    case .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
      return false
    }
  }
}
