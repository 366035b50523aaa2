import LayoutSolver

/// The role of every solver constraint the engine made, installed or refused, by constraint.
///
/// Scene and content-size constraints, nearly all of a large scene's, are kept as 4 bytes in
/// one table: a scene constraint as its slot number, a content constraint as its view's number
/// here and which of its four it is. Only the pins keep their `Role` (24 bytes: a content role
/// names its view). A single `[Constraint: Role]` held 17 MB for a 50,000-view grid's 200,000
/// constraints; the slot numbers apart, 6. A 50,000-label chain's 200,000 content roles in a
/// table of `Role`s held 17 MB; numbered, with the slots, 6 MB and the names' index 3 MB.
/// Reads and writes cost a multiply and a probe (`IdentityTable`, `NameIndex`), where
/// dictionaries hashed each constraint and view name with SipHash.
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
  /// Scene and content roles, packed (`pack`).
  private var packed = IdentityTable()
  /// The pins' roles.
  private var others: [ObjectIdentifier: Role] = [:]  // lookups only
  /// The views content roles name, by number, and their numbers: a number once given stays
  /// the name's (a view removed and added again takes its old one back), so the table never
  /// grows past the views the engine has seen.
  private var viewNumbers = NameIndex()
  /// The last view numbered or looked up: a view's four content constraints come one after
  /// another, and a comparison of names is cheaper than a hash of one.
  private var lastView: (name: String, number: UInt32)?

  /// A content role's mark: the high bit (slot numbers stay below 2³¹).
  private static let contentMark: UInt32 = 1 << 31

  subscript(constraint: Constraint) -> Role? {
    get {
      let key = ObjectIdentifier(constraint)
      if let value = packed[key] { return unpack(value) }
      return others[key]
    }
    set {
      // One table written, not both: a constraint plays one role for its lifetime (the engine
      // makes each for one: a slot's form, a content size, a pin), so it is never in the other
      // table, and a second lookup there was a cache miss per constraint at 10,000 views.
      let key = ObjectIdentifier(constraint)
      if let newValue, let value = pack(newValue) {
        assert(others[key] == nil, "a constraint plays one role")
        packed.set(value, for: key)
      } else if let newValue {
        assert(packed[key] == nil, "a constraint plays one role")
        others[key] = newValue
      } else {
        _ = removeValue(forKey: constraint)
      }
    }
  }

  /// Removes a constraint's role and returns it, as `Dictionary.removeValue(forKey:)` does.
  mutating func removeValue(forKey constraint: Constraint) -> Role? {
    let key = ObjectIdentifier(constraint)
    if let value = packed.removeValue(forKey: key) { return unpack(value) }
    return others.removeValue(forKey: key)
  }

  /// How many constraints have a role.
  var count: Int { packed.count + others.count }

  /// Makes room for `count` roles in all, so that the table does not hold its old copy beside
  /// the new one as it doubles.
  mutating func reserveCapacity(_ count: Int) {
    packed.reserveCapacity(count)
  }

  /// A scene role as its slot number (below 2³¹); a content role as the mark, its view's
  /// number times 4, 2 for compression resistance and 1 for the vertical axis. Nil for a pin,
  /// or a number too large to pack.
  private mutating func pack(_ role: Role) -> UInt32? {
    let name: String
    var low: UInt32
    switch role {
    case .constraint(let id):
      guard let small = UInt32(exactly: id), small < RoleTable.contentMark else { return nil }
      return small
    case .hugging(let view, let axis): (name, low) = (view, axis == .vertical ? 1 : 0)
    case .resistance(let view, let axis): (name, low) = (view, axis == .vertical ? 3 : 2)
    case .rootSize, .safeArea, .rootMargins: return nil
    }
    let number: UInt32
    if let last = lastView, last.name == name {
      number = last.number
    } else {
      let (known, hash) = viewNumbers.lookup(name)
      if let known {
        number = UInt32(known)
      } else {
        guard viewNumbers.count < 1 << 29 else { return nil }
        number = UInt32(viewNumbers.append(name, hash: hash))
      }
      lastView = (name, number)
    }
    low |= number << 2
    return RoleTable.contentMark | low
  }

  /// The role `pack` packed into `value`.
  private func unpack(_ value: UInt32) -> Role {
    guard value & RoleTable.contentMark != 0 else { return .constraint(Int(value)) }
    let name = viewNumbers.name(at: Int((value & ~RoleTable.contentMark) >> 2))
    let axis: LayoutAxis = value & 1 == 0 ? .horizontal : .vertical
    return value & 2 == 0 ? .hugging(name, axis) : .resistance(name, axis)
  }
}
