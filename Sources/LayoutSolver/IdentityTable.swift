/// A map from variables (by identity) to symbol indices: open addressing with linear probing and a
/// multiplicative hash of the object's address.
///
/// Reading every value of a large layout is a lookup per variable; `Dictionary` spends most of
/// that in SipHash. The table never iterates, so its order cannot leak into results, and the
/// solver keeps every key alive (in `Solver.variables`), so addresses stay unique.
struct IdentityTable {
  private var keys: [UInt] = Array(repeating: 0, count: 16)
  private var values: [Int32] = Array(repeating: -1, count: 16)
  private(set) var count = 0

  @inline(__always)
  private static func slot(_ key: UInt, mask: Int) -> Int {
    // Fibonacci hashing: addresses are aligned, so their low bits carry no information.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// The value for a variable, if present.
  ///
  /// Inlined into `Solver.value(of:)`: a call here cost a quarter of reading a value.
  @inline(__always)
  func value(for variable: Variable) -> Int32? {
    let key = UInt(bitPattern: ObjectIdentifier(variable))
    let mask = keys.count - 1
    var i = IdentityTable.slot(key, mask: mask)
    while true {
      let k = keys[i]
      if k == key { return values[i] }
      if k == 0 { return nil }
      i = (i + 1) & mask
    }
  }

  /// Sets the value for a variable not yet in the table.
  mutating func insert(_ value: Int32, for variable: Variable) {
    if 2 * (count + 1) > keys.count { grow() }
    let key = UInt(bitPattern: ObjectIdentifier(variable))
    place(key, value)
    count += 1
  }

  private mutating func place(_ key: UInt, _ value: Int32) {
    let mask = keys.count - 1
    var i = IdentityTable.slot(key, mask: mask)
    while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
    keys[i] = key
    values[i] = value
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    values = Array(repeating: -1, count: oldKeys.count * 2)
    for i in oldKeys.indices where oldKeys[i] != 0 { place(oldKeys[i], oldValues[i]) }
  }
}
