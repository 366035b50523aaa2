/// A map from objects (by identity) to small integers — variables to symbols, constraints to
/// records: open addressing with linear probing and a multiplicative hash of the object's address.
///
/// Reading every value of a large layout is a lookup per variable, and adding a constraint is a
/// lookup and an insert; `Dictionary` spends most of that in SipHash and in rehashing as it grows.
/// The table never iterates, so its order cannot leak into results, and the solver keeps every key
/// alive while it is in the table (in `Solver.variables`, in the constraint records), so addresses
/// stay unique.
struct IdentityTable<Key: AnyObject> {
  private var keys: [UInt] = Array(repeating: 0, count: 16)
  private var values: [Int32] = Array(repeating: -1, count: 16)
  private(set) var count = 0

  @inline(__always)
  private static func slot(_ key: UInt, mask: Int) -> Int {
    // Fibonacci hashing: addresses are aligned, so their low bits carry no information.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  @inline(__always)
  private static func key(_ object: Key) -> UInt { UInt(bitPattern: ObjectIdentifier(object)) }

  /// The value for an object, if present.
  ///
  /// Inlined into `Solver.value(of:)`: a call here cost a quarter of reading a value.
  @inline(__always)
  func value(for object: Key) -> Int32? {
    let key = IdentityTable.key(object)
    let mask = keys.count - 1
    var i = IdentityTable.slot(key, mask: mask)
    while true {
      let k = keys[i]
      if k == key { return values[i] }
      if k == 0 { return nil }
      i = (i + 1) & mask
    }
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
    if 2 * (count + 1) > keys.count { grow() }
    if place(IdentityTable.key(object), value) { count += 1 }
  }

  /// Removes an object and its value, if present. Later entries of its probe run move back
  /// into the gap (backward-shift deletion), so lookups need no tombstones.
  mutating func removeValue(for object: Key) {
    let key = IdentityTable.key(object)
    let mask = keys.count - 1
    var i = IdentityTable.slot(key, mask: mask)
    while keys[i] != key {
      if keys[i] == 0 { return }
      i = (i + 1) & mask
    }
    keys[i] = 0
    count -= 1
    var j = i
    while true {
      j = (j + 1) & mask
      if keys[j] == 0 { return }
      // The entry at j may fill the gap at i unless its home slot lies cyclically in (i, j].
      let home = IdentityTable.slot(keys[j], mask: mask)
      let stays = i <= j ? (i < home && home <= j) : (i < home || home <= j)
      if !stays {
        keys[i] = keys[j]
        values[i] = values[j]
        keys[j] = 0
        i = j
      }
    }
  }

  /// Stores the pair; returns whether the key is new.
  private mutating func place(_ key: UInt, _ value: Int32) -> Bool {
    let mask = keys.count - 1
    var i = IdentityTable.slot(key, mask: mask)
    while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
    let isNew = keys[i] == 0
    keys[i] = key
    values[i] = value
    return isNew
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    values = Array(repeating: -1, count: oldKeys.count * 2)
    for i in oldKeys.indices where oldKeys[i] != 0 { _ = place(oldKeys[i], oldValues[i]) }
  }
}
