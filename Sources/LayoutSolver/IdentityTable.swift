/// A map from objects (by identity) to small integers — an alias's link, an optimistic alias's
/// record, and the objects a `DenseTable` finds claimed by another table: open addressing with
/// linear probing, slots chosen by a multiplicative (Fibonacci) hash of the address.
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
  /// 64 minus log2 of the slot count: the home slot is the top bits of the hash.
  private var shift: UInt = 60

  @inline(__always)
  static func slot(_ key: UInt, shift: UInt) -> Int {
    // The slots were once the address bits themselves (address order, for cache locality when
    // variables are read back in the order they were made), but keys at a regular stride over
    // a heap wider than the table's window then share a few home slots and probe long runs: at
    // 10,000 views W5 spent 1,300 instructions a lookup. Now every address bit moves the home
    // slot: the low 4 bits (alignment) go, bits 15 up are folded onto the low ones (so that a
    // power-of-two stride does not cancel the multiplier's low bits), and the product with
    // 2^64 / φ gives the slot in its top bits (Fibonacci hashing), which spreads arithmetic
    // progressions evenly. Lookups still only compare keys, so no result depends on the slots.
    var k = key >> 4
    k ^= k >> 15
    return Int(truncatingIfNeeded: (k &* 0x9E37_79B9_7F4A_7C15) >> shift)
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

  /// The value as stored (see `storedValue(for:)`) and the extra stored with it.
  ///
  /// Inlined into `Solver.value(of:)`: a call here cost a quarter of reading a value. One sign
  /// test there tells a plain symbol from a missing variable or an alias, whose link is `extra`.
  @inline(__always)
  func storedEntry(for object: Key) -> (value: Int32, extra: Int32) {
    let key = IdentityTable.key(object)
    let mask = slots.count - 1
    var i = IdentityTable.slot(key, shift: shift)
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

  /// Sets the value for an object, replacing any it had, with `extra` beside it.
  mutating func insert(_ value: Int32, extra: Int32 = 0, for object: Key) {
    if 2 * (count + 1) > slots.count { grow() }
    if place(IdentityTable.key(object), value, extra: extra) { count += 1 }
  }

  /// Removes an object and its value, if present. Later entries of its probe run move back
  /// into the gap (backward-shift deletion), so lookups need no tombstones.
  mutating func removeValue(for object: Key) {
    let key = IdentityTable.key(object)
    let mask = slots.count - 1
    var i = IdentityTable.slot(key, shift: shift)
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
      let home = IdentityTable.slot(slots[j].key, shift: shift)
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
    var i = IdentityTable.slot(key, shift: shift)
    while slots[i].key != 0 && slots[i].key != key { i = (i + 1) & mask }
    let isNew = slots[i].key == 0
    slots[i] = Slot(key: key, value: value, extra: extra)
    return isNew
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(key: 0, value: -1), count: old.count * 2)
    shift -= 1
    for slot in old where slot.key != 0 { _ = place(slot.key, slot.value, extra: slot.extra) }
  }
}
