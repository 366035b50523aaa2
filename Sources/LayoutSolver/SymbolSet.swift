/// A set of symbols for membership only, made to be emptied and filled again many times: open
/// addressing over a power-of-two table, its members also listed, so that emptying it costs
/// its members, not its table.
///
/// Why: a probe's propagation records each symbol it touches once (`Tableau.compoundShift`'s
/// `changes`), and a `Set<Int32>` made for each probe hashed every symbol with SipHash and grew
/// from empty, rehashing as it went: 8% of validating the W6 row, whose witnesses are thousands of
/// probes a layout. Symbols are small dense integers, so a multiplicative hash spreads them.
/// Never iterated in table order, so no output depends on where a symbol lands.
struct SymbolSet {
  /// The table: a member's symbol where it landed, -1 where empty. Its count is 0 or a power
  /// of two, at least twice the members.
  private var slots: [Int32] = []
  /// The members in the order they came in (what `removeAll` clears).
  private var members: [Int32] = []
  /// The table's count minus one, for the slot of a hash.
  private var mask = 0
  /// How far a hash is shifted right to index the table (64 − log₂ of its count).
  private var shift: UInt64 = 64

  /// How many members the set holds.
  var count: Int { members.count }

  /// How many slots the table has (what keeping the set for the next user costs).
  var tableCount: Int { slots.count }

  /// Adds `s` (not negative); whether it was not a member before.
  @inline(__always)
  mutating func insert(_ s: Int32) -> Bool {
    assert(s >= 0, "-1 marks an empty slot")
    if 2 * (members.count + 1) > slots.count { grow() }
    var i = slot(of: s)
    while true {
      let held = slots[i]
      if held == s { return false }
      if held < 0 { break }
      i = (i + 1) & mask
    }
    slots[i] = s
    members.append(s)
    return true
  }

  /// Empties the set, keeping its table: one write per member.
  mutating func removeAll() {
    for s in members {
      var i = slot(of: s)
      while slots[i] != s { i = (i + 1) & mask }
      slots[i] = -1
    }
    members.removeAll(keepingCapacity: true)
  }

  /// Where the search for `s` starts: Fibonacci hashing, the high bits of `s` times 2⁶⁴/φ.
  @inline(__always)
  private func slot(of s: Int32) -> Int {
    Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: s)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Doubles the table (16 slots at first) and places the members again.
  private mutating func grow() {
    let newCount = max(16, slots.count * 2)
    slots = Array(repeating: -1, count: newCount)
    mask = newCount - 1
    shift = UInt64(64 - newCount.trailingZeroBitCount)
    for s in members {
      var i = slot(of: s)
      while slots[i] >= 0 { i = (i + 1) & mask }
      slots[i] = s
    }
  }
}
