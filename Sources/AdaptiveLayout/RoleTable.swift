import LayoutSolver

/// The role of every solver constraint the engine made, installed or refused, by constraint.
///
/// Scene constraints, nearly all of a large scene's, are kept as their slot number (4 bytes) in
/// a table of their own; the others (pins, content-size constraints) as their `Role` (24 bytes:
/// a content role names its view). A single `[Constraint: Role]` held 17 MB for a 50,000-view
/// grid's 200,000 constraints; the slot numbers hold 6. Reads and writes are a dictionary's.
///
/// Keyed by each constraint's identity, not by the constraint: the table holds no reference.
/// Every constraint is held by its slot, its view's content entry or the pins, which free them
/// in the order they were made; a table that held them freed each one it held last in hash
/// order, a cache miss per constraint and per part of it (its terms, its label) when the
/// engine is dropped (4.6% of validating a 10,000-card grid). The engine's part of the bargain:
/// a constraint's role goes (`removeValue(forKey:)`, in `deactivate`) before its last holder
/// lets it go, so no key ever names a freed object whose address a new constraint could
/// reuse; `count` lets a test check that no path forgets (`LayoutEngine.roleTableMismatches`).
struct RoleTable {
  private var slots: [ObjectIdentifier: Int32] = [:]  // lookups only
  private var others: [ObjectIdentifier: Role] = [:]  // lookups only

  subscript(constraint: Constraint) -> Role? {
    get {
      let key = ObjectIdentifier(constraint)
      if let id = slots[key] { return .constraint(Int(id)) }
      return others[key]
    }
    set {
      // One table written, not both: a constraint plays one role for its lifetime (the engine
      // makes each for one: a slot's form, a content size, a pin), so it is never in the other
      // table, and a second lookup there was a cache miss per constraint at 10,000 views.
      let key = ObjectIdentifier(constraint)
      if case .constraint(let id)? = newValue, let small = Int32(exactly: id) {
        assert(others[key] == nil, "a constraint plays one role")
        slots[key] = small
      } else if let newValue {
        assert(slots[key] == nil, "a constraint plays one role")
        others[key] = newValue
      } else {
        _ = removeValue(forKey: constraint)
      }
    }
  }

  /// Removes a constraint's role and returns it, as `Dictionary.removeValue(forKey:)` does.
  mutating func removeValue(forKey constraint: Constraint) -> Role? {
    let key = ObjectIdentifier(constraint)
    if let id = slots.removeValue(forKey: key) { return .constraint(Int(id)) }
    return others.removeValue(forKey: key)
  }

  /// How many constraints have a role.
  var count: Int { slots.count + others.count }

  /// Makes room for `count` scene constraints' roles at once, so that the table does not hold
  /// its old copy beside the new one as it doubles.
  mutating func reserveCapacity(forSceneConstraints count: Int) {
    slots.reserveCapacity(count)
  }
}
