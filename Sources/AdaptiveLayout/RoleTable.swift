import LayoutSolver

/// The role of every solver constraint the engine made, installed or refused, by constraint.
///
/// Scene constraints, nearly all of a large scene's, are kept as their slot number (4 bytes) in
/// a table of their own; the others (pins, content-size constraints) as their `Role` (24 bytes:
/// a content role names its view). A single `[Constraint: Role]` held 17 MB for a 50,000-view
/// grid's 200,000 constraints; the slot numbers hold 6. Reads and writes are a dictionary's.
struct RoleTable {
  private var slots: [Constraint: Int32] = [:]  // lookups only
  private var others: [Constraint: Role] = [:]  // lookups only

  subscript(constraint: Constraint) -> Role? {
    get {
      if let id = slots[constraint] { return .constraint(Int(id)) }
      return others[constraint]
    }
    set {
      if case .constraint(let id)? = newValue, let small = Int32(exactly: id) {
        slots[constraint] = small
        others.removeValue(forKey: constraint)
      } else {
        slots.removeValue(forKey: constraint)
        others[constraint] = newValue
      }
    }
  }

  /// Removes a constraint's role and returns it, as `Dictionary.removeValue(forKey:)` does.
  mutating func removeValue(forKey constraint: Constraint) -> Role? {
    if let id = slots.removeValue(forKey: constraint) { return .constraint(Int(id)) }
    return others.removeValue(forKey: constraint)
  }

  /// Makes room for `count` scene constraints' roles at once, so that the table does not hold
  /// its old copy beside the new one as it doubles.
  mutating func reserveCapacity(forSceneConstraints count: Int) {
    slots.reserveCapacity(count)
  }
}
