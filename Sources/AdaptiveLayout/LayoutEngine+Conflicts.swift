import LayoutSolver

/// Adding constraints to the solver, and what happens when required ones cannot all hold.
extension LayoutEngine {
  /// Adds one of the engine's required pins (`expression == value`) and returns it.
  func addPin(_ expression: Expression, _ value: Double, _ role: Role) -> Constraint {
    let pin = Constraint(expression, .equal, Expression(constant: value), label: role.pinLabel)
    roles[pin] = role
    do {
      try solver.add(pin)
    } catch {
      // Pins only involve fresh unknowns; they always fit. Kept visible if they ever do not.
      pinFailures.append(LayoutConflict(broken: member(role), members: [member(role)]))
    }
    return pin
  }

  /// Moves a pin to a new value with the required edit. When the scene cannot follow, a
  /// breakable member of the conflict is left out (`victim(among:)`) and the edit is tried again:
  /// the device's size always wins.
  func movePin(_ pin: Constraint?, to value: Double) {
    guard let pin, let role = roles[pin] else { return }
    // The members left out, proved still in conflict only once the pin holds its new value.
    var takenOut: [(constraint: Constraint, role: Role, conflict: [Constraint])] = []
    while true {
      do {
        try solver.setConstant(-value, of: pin)
        for taken in takenOut {
          refusals[taken.role]?.evidence = evidence(
            among: taken.conflict, standingFor: taken.constraint)
        }
        return
      } catch .unsatisfiable(let conflict) {
        let ordered = orderedMembers(of: conflict)
        let members = ordered.map(\.role)
        guard let victim = victim(among: ordered), let victimRole = roles[victim] else {
          pinFailures.append(
            LayoutConflict(broken: member(role), members: members.map(member)))
          return
        }
        try? solver.remove(victim)
        refusals[victimRole] = Refusal(
          conflict: LayoutConflict(broken: member(victimRole), members: members.map(member)))
        takenOut.append((victim, victimRole, conflict))
      } catch {
        pinFailures.append(LayoutConflict(broken: member(role), members: [member(role)]))
        return
      }
    }
  }

  /// Adds a breakable constraint to the solver; when it cannot hold, records the conflict and
  /// leaves one member out (`victim(among:)`, the constraint being added among them; `LayoutConflict`
  /// gives the rule and the evidence for it). When that member is another one, it is taken out
  /// and the addition tried again; should the constraint meet a conflict that it then gives way
  /// to itself, what was taken out for it goes back, as if it had never been tried.
  func activate(_ constraint: Constraint, as role: Role) {
    roles[constraint] = role
    var takenOut:
      [(constraint: Constraint, role: Role, conflict: LayoutConflict, members: [Constraint])] =
        []
    func giveWay(_ conflict: LayoutConflict, members: [Constraint]?) {
      // Back in reverse order: each fits, as it did before this addition was tried.
      for taken in takenOut.reversed() {
        do {
          try solver.add(taken.constraint)
        } catch {
          refusals[taken.role] = Refusal(conflict: taken.conflict)
        }
      }
      refusals[role] = Refusal(
        conflict: conflict,
        evidence: members.flatMap { evidence(among: $0, standingFor: constraint) })
    }
    while true {
      do {
        try solver.add(constraint)
        refusals[role] = nil
        for taken in takenOut {
          refusals[taken.role] = Refusal(
            conflict: taken.conflict,
            evidence: evidence(among: taken.members, standingFor: taken.constraint))
        }
        return
      } catch .unsatisfiable(let conflict) {
        let ordered = orderedMembers(of: conflict)
        let members = ordered.map { member($0.role) }
        if let victim = victim(among: ordered), victim !== constraint,
          let victimRole = roles[victim],
          (try? solver.remove(victim)) != nil
        {
          // Each round takes one constraint out of the solver: this ends.
          takenOut.append(
            (
              victim, victimRole, LayoutConflict(broken: member(victimRole), members: members),
              conflict
            ))
          continue
        }
        giveWay(LayoutConflict(broken: member(role), members: members), members: conflict)
        return
      } catch {
        // A duplicate is impossible (every solver form is new); an iteration limit is a solver
        // breakdown: report the constraint as broken alone rather than crash.
        giveWay(LayoutConflict(broken: member(role), members: [member(role)]), members: nil)
        return
      }
    }
  }

  /// The member of a conflict to leave out, given its members in `orderedMembers`' order: the
  /// last of the developer's constraints that size a view on its own; without one, the last of
  /// the developer's constraints; without one, the last breakable member (a constraint the
  /// system made: a stack's, an autoresizing mask's, a content size). By that order rather than
  /// the solver's, which puts a constraint tried again at the end: the same conflict breaks the
  /// same constraint whichever way the layout was reached. Nil when no member is breakable.
  func victim(among ordered: [(constraint: Constraint, role: Role)]) -> Constraint? {
    ordered.last(where: { developersConstraint($0.role)?.sizesItsItemAlone ?? false })?.constraint
      ?? ordered.last(where: { developersConstraint($0.role) != nil })?.constraint
      ?? ordered.last(where: { $0.role.isBreakable })?.constraint
  }

  /// The description of a constraint the developer wrote: a scene constraint that no stack
  /// generated and the system did not make (`ConstraintDescription.isMadeBySystem`); nil for any
  /// other role. Of these, one that sizes its view on its own is what UIKit breaks first; the
  /// system's it keeps, as it keeps `UIView-Encapsulated-Layout-Height`.
  func developersConstraint(_ role: Role) -> ConstraintDescription? {
    guard case .constraint(let id) = role, slots.indices.contains(id), let slot = slots[id],
      slot.stack == nil, !slot.resolved.description.isMadeBySystem
    else { return nil }
    return slot.resolved.description
  }

  /// The members of a conflict with their roles, in a fixed order close to the one a fresh
  /// build adds them in: the root's pins, content-size constraints by view and axis, then the
  /// scene's and stacks' constraints by ID (stable: a role several pins share keeps the
  /// solver's order). Not the solver's order, which is the order of the last additions: a
  /// constraint broken and tried again since would move to the end, and the same layout reached
  /// another way would list its conflict in another order.
  func orderedMembers(of conflict: [Constraint]) -> [(constraint: Constraint, role: Role)] {
    conflict.enumerated().compactMap { k, c in roles[c].map { (k, c, $0) } }
      .sorted { a, b in a.2 != b.2 ? a.2 < b.2 : a.0 < b.0 }
      .map { ($0.1, $0.2) }
  }

  /// Takes a constraint out of the solver (if it is in) and forgets it.
  func deactivate(_ constraint: Constraint) {
    if solver.hasConstraint(constraint) { try? solver.remove(constraint) }
    if let role = roles.removeValue(forKey: constraint) { refusals[role] = nil }
  }

  /// The other members of a conflict, each with its constant in the solver now: the evidence
  /// that `refused` (a member, or the constraint it stands for) still conflicts with them. Nil
  /// when one of them is no longer in the solver (nothing then proves the conflict).
  func evidence(among conflict: [Constraint], standingFor refused: Constraint)
    -> [(constraint: Constraint, constant: Double)]?
  {
    var evidence: [(constraint: Constraint, constant: Double)] = []
    evidence.reserveCapacity(conflict.count)
    for member in conflict where member !== refused {
      guard let constant = solver.constant(of: member) else { return nil }
      evidence.append((member, constant))
    }
    return evidence
  }

  /// Tries again every constraint left out by a conflict, in a fixed order (content-size
  /// constraints, then scene constraints by ID), each rebuilt from its description. Called after
  /// every change, since a change can remove the reason for a conflict.
  ///
  /// Skips one whose conflict still stands (`Refusal.stands(in:)`) and whose rebuilt form is
  /// the one refused: adding it again would be refused again, by the same members, and the
  /// same rule would leave it out (`victim(among:)`).
  /// - Complexity: one solver addition per refused constraint whose conflict may have gone,
  ///   and a look at each member of the others; nothing when there is none.
  func retryRefused() {
    // What was removed or given a new constant since the last call: only the refusals whose
    // evidence lists one of them, and those without evidence, may now hold (an addition only
    // restricts). A class change installs and uninstalls thousands of constraints beside
    // hundreds of refusals, with this call after each.
    let relaxed = solver.takeRelaxed()
    guard !refusals.isEmpty else { return }
    let candidates = relaxed.map { refusals.roles(watching: $0) } ?? refusals.roles
    for role in candidates {
      if let refusal = refusals[role], refusal.stands(in: solver),
        let refused = solverConstraint(of: role), !solver.hasConstraint(refused),
        let current = currentForm(of: role), current.hasSameForm(as: refused)
      {
        continue
      }
      switch role {
      case .constraint(let id):
        if slots.indices.contains(id), slots[id] != nil {
          rederive([id])
        } else {
          refusals[role] = nil
        }
      case .hugging, .resistance:
        if let old = solverConstraint(of: role) { deactivate(old) }
        if let fresh = rebuildContent(role) {
          activate(fresh, as: role)
        } else {
          refusals[role] = nil
        }
      case .rootSize, .safeArea, .rootMargins:
        refusals[role] = nil
      }
    }
  }

  /// The current solver constraint that plays a breakable role.
  func solverConstraint(of role: Role) -> Constraint? {
    switch role {
    case .constraint(let id): return slots.indices.contains(id) ? slots[id]?.solverConstraint : nil
    case .hugging(let view, let axis): return content[view]?.hugging[axis]
    case .resistance(let view, let axis): return content[view]?.resistance[axis]
    case .rootSize, .safeArea, .rootMargins: return nil
    }
  }

  /// The solver form a breakable role would be rebuilt with now, from its description and the
  /// views' current properties (not stored, not added).
  func currentForm(of role: Role) -> Constraint? {
    switch role {
    case .constraint(let id):
      guard slots.indices.contains(id), let slot = slots[id] else { return nil }
      return solverConstraint(for: slot.resolved)
    case .hugging, .resistance:
      return contentConstraint(role)
    case .rootSize, .safeArea, .rootMargins:
      return nil
    }
  }

  /// A new solver constraint for a content role, from the view's current properties, stored as
  /// the role's constraint (not added to the solver).
  func rebuildContent(_ role: Role) -> Constraint? {
    guard let constraint = contentConstraint(role) else { return nil }
    switch role {
    case .hugging(let name, let axis):
      content[name, default: ContentConstraints()].hugging[axis] = constraint
    case .resistance(let name, let axis):
      content[name, default: ContentConstraints()].resistance[axis] = constraint
    default: return nil
    }
    return constraint
  }

  /// A solver constraint for a content role, from the view's current properties (not stored).
  func contentConstraint(_ role: Role) -> Constraint? {
    let name: String
    let axis: LayoutAxis
    let isHugging: Bool
    switch role {
    case .hugging(let v, let a): (name, axis, isHugging) = (v, a, true)
    case .resistance(let v, let a): (name, axis, isHugging) = (v, a, false)
    default: return nil
    }
    // The view's three properties read where it lies, by its position (one lookup of the
    // name): binding the view (`let view = viewsByName[name]`) copied all of it, a dozen
    // references retained and released, for each of a label's four content constraints.
    guard let position = viewsByName.position(of: name),
      let intrinsic = viewsByName[position: position]?.intrinsicContentSize[axis],
      let priority = isHugging
        ? viewsByName[position: position]?.contentHugging[axis]
        : viewsByName[position: position]?.compressionResistance[axis],
      let g = geometry[name]
    else { return nil }
    // An arranged view's errors along its stack's axis are weighted by arranged order.
    let weight = contentWeight(of: name, axis)
    // `size·weight − intrinsic·weight`, written once: what `Constraint(size * weight, relation,
    // intrinsic * weight)` gives, without the two intermediate expressions.
    let size = axis == .horizontal ? g.width : g.height
    // Weighed by 1 (a view no stack arranges), the terms are the size's own: its list is
    // shared, not copied (a list of 48 bytes for each of a label's four constraints, 9.6 MB
    // at 50,000 labels). `c * 1` is `c`, so the constraint is the same.
    var terms = size.terms
    if weight != 1 {
      terms = []
      terms.reserveCapacity(size.terms.count)
      for term in size.terms { terms.append(Term(term.variable, term.coefficient * weight)) }
    }
    let form = Expression(terms: terms, constant: size.constant * weight + intrinsic * weight * -1)
    // No label: the role table names the constraint wherever it is shown (`member(_:)`), and
    // a label spelt out per constraint (`l12345 compression resistance horizontal`) was a
    // string of 64-96 bytes for each of a label's four (16 MB of a 50,000-label query).
    return Constraint(
      form, isHugging ? .lessThanOrEqual : .greaterThanOrEqual, priority: Priority(priority))
  }

  /// The public face of a role.
  func member(_ role: Role) -> ConflictMember {
    switch role {
    case .constraint(let id):
      guard slots.indices.contains(id), let slot = slots[id] else {
        return .constraint(ConstraintID(id), ConstraintDescription(first: .init("?", .width)))
      }
      return .constraint(ConstraintID(id), slot.resolved.description)
    case .hugging(let view, let axis): return .contentHugging(view: view, axis: axis)
    case .resistance(let view, let axis): return .compressionResistance(view: view, axis: axis)
    case .rootSize(let axis): return .rootSize(axis)
    case .safeArea: return .safeArea
    case .rootMargins: return .rootMargins
    }
  }

  // MARK: - Scene and content constraints

  /// Installs a resolved constraint in a new slot and adds it; `stack` names the stack view
  /// that generated it.
  @discardableResult
  func addSlot(_ resolved: SceneValidator.ResolvedConstraint, stack: String? = nil)
    -> ConstraintID
  {
    let id = slots.count
    let constraint = solverConstraint(for: resolved)
    let dependencies = propertyDependencies(of: resolved)
    slots.append(
      ConstraintSlot(
        resolved: resolved, solverConstraint: constraint, propertyDependencies: dependencies,
        stack: stack))
    for view in dependencies { dependents[view, default: []].insert(id) }
    if let name = resolved.description.name { slotNameCounts[name, default: 0] += 1 }
    activate(constraint, as: .constraint(id))
    return ConstraintID(id)
  }

  /// Takes an installed constraint out: out of the solver, out of the properties it depends on,
  /// and its slot emptied (IDs are never reused).
  func removeSlot(_ id: Int) {
    guard let slot = slots[id] else { return }
    deactivate(slot.solverConstraint)
    for view in slot.propertyDependencies { dependents[view]?.remove(id) }
    slots[id] = nil
    if let name = slot.resolved.description.name, let count = slotNameCounts[name] {
      slotNameCounts[name] = count > 1 ? count - 1 : nil
    }
  }

  /// Rebuilds the solver form of installed constraints (after a view property or the layout
  /// direction changed) and adds them again, in ID order.
  func rederive(_ ids: [Int]) {
    for id in ids.sorted() {
      guard var slot = slots[id] else { continue }
      deactivate(slot.solverConstraint)
      slot.solverConstraint = solverConstraint(for: slot.resolved)
      // What the form reads may have moved (a stack's baseline to another arranged view).
      let dependencies = propertyDependencies(of: slot.resolved)
      if dependencies != slot.propertyDependencies {
        for view in slot.propertyDependencies { dependents[view]?.remove(id) }
        for view in dependencies { dependents[view, default: []].insert(id) }
        slot.propertyDependencies = dependencies
      }
      slots[id] = slot
      activate(slot.solverConstraint, as: .constraint(id))
    }
  }

  /// Adds a view's content-size constraints for the axes where it has an intrinsic size.
  func addContentConstraints(of name: String) {
    // An entry only for a view that gets a constraint (`rebuildContent` makes it): every
    // reader takes a missing one as empty, and most views of a large layout have no intrinsic
    // size (4 MB of empty entries at 50,000 views). Any left over leave the solver and the
    // role table with their entry (every caller removes them first, so none do): the table
    // holds no reference, and a role kept for a freed constraint would be read for whichever
    // constraint next takes its address.
    removeContentConstraints(of: name)
    for axis in LayoutAxis.allCases { activateContentConstraints(of: name, along: axis) }
  }

  /// Builds and adds a view's hugging and compression-resistance constraints along one axis,
  /// where it has an intrinsic size there.
  private func activateContentConstraints(of name: String, along axis: LayoutAxis) {
    // Two calls, not a loop over a list of the two roles: that list was an allocation per
    // view and axis.
    activateContent(.hugging(name, axis))
    activateContent(.resistance(name, axis))
  }

  /// Builds and adds one content-size constraint, if its view has the intrinsic size for it.
  private func activateContent(_ role: Role) {
    if let constraint = rebuildContent(role) { activate(constraint, as: role) }
  }

  /// Replaces a view's content-size constraints along one axis, the other axis's left in the
  /// solver as they are.
  ///
  /// Why: a stack that gains or loses an arranged view reweighs the others along its axis only
  /// (`StackArrangement.weight(ofIndex:count:)`); rebuilding all four constraints of each was
  /// 13% of validating a storyboard of two-label stacks whose second label a size class
  /// uninstalls.
  func rebuildContentConstraints(of name: String, along axis: LayoutAxis) {
    if let c = content[name]?.hugging[axis] { deactivate(c) }
    if let c = content[name]?.resistance[axis] { deactivate(c) }
    content[name]?.hugging[axis] = nil
    content[name]?.resistance[axis] = nil
    activateContentConstraints(of: name, along: axis)
    // An entry only for a view that has a constraint, as `addContentConstraints` keeps them.
    if let left = content[name], left.hugging.isEmpty && left.resistance.isEmpty {
      content[name] = nil
    }
  }

  /// Removes a view's content-size constraints.
  func removeContentConstraints(of name: String) {
    guard let constraints = content.removeValue(forKey: name) else { return }
    for axis in LayoutAxis.allCases {
      if let c = constraints.hugging[axis] { deactivate(c) }
      if let c = constraints.resistance[axis] { deactivate(c) }
    }
  }
}
