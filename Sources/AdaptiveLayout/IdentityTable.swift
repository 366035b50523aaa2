/// 32-bit values by object identity: an open-addressing table (linear probing, at most half
/// full) hashed by a multiply of the object's address.
///
/// Why: the role table (`RoleTable`) stores a role for every constraint the engine makes and
/// looks it up as conflicts are explained, and `[ObjectIdentifier: UInt32]` hashes each key with
/// SipHash, a seeded `Hasher` made and finalized per access: about 320 instructions a store, 60,000
/// stores for a 10,000-label chain. An address is already unique; a multiply by the golden
/// ratio spreads its bits (objects are 16-byte aligned, so the low four are dropped first).
///
/// Nothing iterates the table, so no output depends on where an address lands (addresses
/// change from run to run). Removal shifts the entries after it back (no tombstones), so a live
/// engine that adds and removes constraints for ever keeps a table of the size of what it holds.
struct IdentityTable {
  /// The keys' addresses, 0 where a slot is empty (no object lives at address 0). Their count
  /// is 0 or a power of two, at least twice `count`.
  private var keys: [UInt] = []
  /// Each slot's value.
  private var values: [UInt32] = []
  /// The table's count minus one.
  private var mask = 0
  /// How many keys have values.
  private(set) var count = 0

  /// The value stored for `key`, nil when none is.
  subscript(key: ObjectIdentifier) -> UInt32? {
    guard count > 0 else { return nil }
    let address = UInt(bitPattern: key)
    var i = slot(of: address)
    while keys[i] != 0 {
      if keys[i] == address { return values[i] }
      i = (i + 1) & mask
    }
    return nil
  }

  /// Stores `value` for `key`, replacing any value it had.
  mutating func set(_ value: UInt32, for key: ObjectIdentifier) {
    if 2 * (count + 1) > keys.count { grow(toHold: count + 1) }
    let address = UInt(bitPattern: key)
    var i = slot(of: address)
    while keys[i] != 0 {
      if keys[i] == address {
        values[i] = value
        return
      }
      i = (i + 1) & mask
    }
    keys[i] = address
    values[i] = value
    count += 1
  }

  /// Removes the value for `key` and returns it, nil when there was none.
  mutating func removeValue(forKey key: ObjectIdentifier) -> UInt32? {
    guard count > 0 else { return nil }
    let address = UInt(bitPattern: key)
    var hole = slot(of: address)
    while keys[hole] != address {
      if keys[hole] == 0 { return nil }
      hole = (hole + 1) & mask
    }
    let removed = values[hole]
    count -= 1
    // Every key after the hole, up to the next empty slot, stays findable from its home slot:
    // one whose home is not in (hole, j] (cyclically) would now stop at the hole first, so it
    // moves into it and leaves a new hole behind.
    var j = hole
    while true {
      j = (j + 1) & mask
      if keys[j] == 0 { break }
      let home = slot(of: keys[j])
      let staysPut = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j)
      if !staysPut {
        keys[hole] = keys[j]
        values[hole] = values[j]
        hole = j
      }
    }
    keys[hole] = 0
    return removed
  }

  /// Room for `count` keys in all, without growing on the way.
  mutating func reserveCapacity(_ count: Int) {
    if 2 * count > keys.count { grow(toHold: count) }
  }

  /// The home slot of an address: the top bits of its product with 2⁶⁴/φ, masked.
  private func slot(of address: UInt) -> Int {
    let spread = UInt64(address >> 4) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: spread >> 32) & mask
  }

  /// A table of at least twice `count` slots (16 at least), every key placed again.
  private mutating func grow(toHold count: Int) {
    var size = max(16, keys.count)
    while size < 2 * count { size *= 2 }
    let (oldKeys, oldValues) = (keys, values)
    keys = Array(repeating: 0, count: size)
    values = Array(repeating: 0, count: size)
    mask = size - 1
    for i in oldKeys.indices where oldKeys[i] != 0 {
      var j = slot(of: oldKeys[i])
      while keys[j] != 0 { j = (j + 1) & mask }
      keys[j] = oldKeys[i]
      values[j] = oldValues[i]
    }
  }
}
