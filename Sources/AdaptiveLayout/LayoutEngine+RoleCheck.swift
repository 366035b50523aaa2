import LayoutSolver

/// The role table's bargain, checked: it holds no reference (`RoleTable`), so a role left behind
/// by a path that drops its constraint could be read as the role of a new constraint at the
/// same address.
extension LayoutEngine {
  /// How the role table disagrees with the constraints the engine holds (its slots, its views'
  /// content-size constraints and its pins), one line each: a held constraint without its role
  /// or with another one, one held twice, or roles left for constraints no longer held. Empty
  /// when they agree, as they must after every public call.
  /// - Complexity: linear in the constraints; for tests.
  func roleTableMismatches() -> [String] {
    var held: [(constraint: Constraint, role: Role)] = []
    for (id, slot) in slots.enumerated() {
      if let slot { held.append((slot.solverConstraint, .constraint(id))) }
    }
    let slotsHeld = held.count
    for name in viewOrder {
      guard let entry = content[name] else { continue }
      for axis in LayoutAxis.allCases {
        if let c = entry.hugging[axis] { held.append((c, .hugging(name, axis))) }
        if let c = entry.resistance[axis] { held.append((c, .resistance(name, axis))) }
      }
    }
    let contentHeld = held.count - slotsHeld
    let contentStored = content.storedValues.reduce(0) { sum, entry in
      sum
        + LayoutAxis.allCases.reduce(0) { sum, axis in
          sum + (entry.hugging[axis] == nil ? 0 : 1) + (entry.resistance[axis] == nil ? 0 : 1)
        }
    }
    let pinRoles: [(Constraint?, Role)] = [
      (pins.rootWidth, .rootSize(.horizontal)), (pins.rootHeight, .rootSize(.vertical)),
      (pins.safeLeft, .safeArea), (pins.safeTop, .safeArea), (pins.safeRight, .safeArea),
      (pins.safeBottom, .safeArea), (pins.marginLeft, .rootMargins),
      (pins.marginTop, .rootMargins), (pins.marginRight, .rootMargins),
      (pins.marginBottom, .rootMargins),
    ]
    for case (let pin?, let role) in pinRoles { held.append((pin, role)) }
    var mismatches: [String] = []
    var seen: Set<ObjectIdentifier> = []  // membership only
    for (constraint, role) in held {
      // Content constraints have no label: their role names them. Spelt out only for a
      // mismatch: the check runs after every change in the tests.
      func name() -> String { constraint.label.isEmpty ? "\(role)" : constraint.label }
      if !seen.insert(ObjectIdentifier(constraint)).inserted {
        mismatches.append("held twice: \(name())")
      }
      let found = roles[constraint]
      if found != role {
        mismatches.append("\(name()): role \(String(describing: found))")
      }
    }
    if contentStored != contentHeld {
      mismatches.append("\(contentStored - contentHeld) content constraints of no installed view")
    }
    if roles.count != seen.count {
      mismatches.append("\(roles.count) roles for \(seen.count) constraints held")
    }
    return mismatches
  }
}
