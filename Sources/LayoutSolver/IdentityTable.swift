/// A map from objects (by identity) to small integers — variables to symbols, constraints to
/// records: open addressing with linear probing, slots in the order of the objects' addresses.
///
/// Reading every value of a large layout is a lookup per variable, and adding a constraint is a
/// lookup and an insert; `Dictionary` spends most of that in SipHash and in rehashing as it grows.
/// The table never iterates, so its order cannot leak into results, and the solver keeps every key
/// alive while it is in the table (in `Solver.variables`, in the constraint records), so addresses
/// stay unique.
struct IdentityTable<Key: AnyObject> {
  /// A key (an address; 0 for an empty slot) beside its value, so that a lookup reads one place.
  /// `extra` travels with a marked value (it fills what was padding: the slot is 16 bytes either
  /// way).
  private struct Slot {
    var key: UInt
    var value: Int32
    var extra: Int32 = 0
  }
  private var slots: [Slot] = Array(repeating: Slot(key: 0, value: -1), count: 16)
  private(set) var count = 0

  @inline(__always)
  private static func slot(_ key: UInt, mask: Int) -> Int {
    // Objects made one after another sit at increasing addresses, and are usually looked up in
    // that order (every variable of a layout, read back after a pass): keeping address order in
    // the slots makes those lookups walk the table instead of missing the cache once each. The
    // low 4 bits are alignment; the bits above 16 MB are folded in (an exclusive or, one-to-one
    // within each window) so that objects of two far-apart heap regions do not pile onto the
    // same slots.
    Int(truncatingIfNeeded: (key >> 4) ^ (key >> 24)) & mask
  }

  @inline(__always)
  private static func key(_ object: Key) -> UInt { UInt(bitPattern: ObjectIdentifier(object)) }

  /// The value for an object, if present. A stored value `v < 0` is *marked* (see
  /// `insertMarked`) and reads as `~v`.
  func value(for object: Key) -> Int32? {
    let v = storedValue(for: object)
    if v >= 0 { return v }
    return v == IdentityTable.absent ? nil : ~v
  }

  /// What `storedValue(for:)` returns for an object not in the table.
  static var absent: Int32 { Int32.min }

  /// The value as stored: `absent` when missing, negative (`~value`) when marked.
  @inline(__always)
  func storedValue(for object: Key) -> Int32 { storedEntry(for: object).value }

  /// The value as stored (see `storedValue(for:)`) and the extra stored with a marked one.
  ///
  /// Inlined into `Solver.value(of:)`: a call here cost a quarter of reading a value. One sign
  /// test there tells a plain symbol from a missing variable or an alias, whose link is `extra`.
  @inline(__always)
  func storedEntry(for object: Key) -> (value: Int32, extra: Int32) {
    let key = IdentityTable.key(object)
    let mask = slots.count - 1
    var i = IdentityTable.slot(key, mask: mask)
    while true {
      let k = slots[i].key
      if k == key { return (slots[i].value, slots[i].extra) }
      if k == 0 { return (IdentityTable.absent, 0) }
      i = (i + 1) & mask
    }
  }

  /// Stores `value` marked, with `extra` beside it: `value(for:)` still reads `value`,
  /// `storedEntry(for:)` reads `~value` (negative) and `extra`.
  mutating func insertMarked(_ value: Int32, extra: Int32, for object: Key) {
    if 2 * (count + 1) > slots.count { grow() }
    if place(IdentityTable.key(object), ~value, extra: extra) { count += 1 }
  }

  /// The value for an object; setting `nil` removes it.
  subscript(object: Key) -> Int32? {
    get { value(for: object) }
    set {
      if let newValue {
        insert(newValue, for: object)
      } else {
        removeValue(for: object)
      }
    }
  }

  /// Sets the value for an object, replacing any it had.
  mutating func insert(_ value: Int32, for object: Key) {
    if 2 * (count + 1) > slots.count { grow() }
    if place(IdentityTable.key(object), value) { count += 1 }
  }

  /// Removes an object and its value, if present. Later entries of its probe run move back
  /// into the gap (backward-shift deletion), so lookups need no tombstones.
  mutating func removeValue(for object: Key) {
    let key = IdentityTable.key(object)
    let mask = slots.count - 1
    var i = IdentityTable.slot(key, mask: mask)
    while slots[i].key != key {
      if slots[i].key == 0 { return }
      i = (i + 1) & mask
    }
    slots[i].key = 0
    count -= 1
    var j = i
    while true {
      j = (j + 1) & mask
      if slots[j].key == 0 { return }
      // The entry at j may fill the gap at i unless its home slot lies cyclically in (i, j].
      let home = IdentityTable.slot(slots[j].key, mask: mask)
      let stays = i <= j ? (i < home && home <= j) : (i < home || home <= j)
      if !stays {
        slots[i] = slots[j]
        slots[j].key = 0
        i = j
      }
    }
  }

  /// Stores the pair; returns whether the key is new.
  private mutating func place(_ key: UInt, _ value: Int32, extra: Int32 = 0) -> Bool {
    let mask = slots.count - 1
    var i = IdentityTable.slot(key, mask: mask)
    while slots[i].key != 0 && slots[i].key != key { i = (i + 1) & mask }
    let isNew = slots[i].key == 0
    slots[i] = Slot(key: key, value: value, extra: extra)
    return isNew
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(key: 0, value: -1), count: old.count * 2)
    for slot in old where slot.key != 0 { _ = place(slot.key, slot.value, extra: slot.extra) }
  }
}
