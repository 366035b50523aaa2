/// Dense positions by name: each name stored gets the next position (0, 1, 2, …), found again
/// through an open-addressing table hashed with a cheap seeded hash of the name's UTF-8 bytes.
///
/// Why: the engine looks names up hundreds of thousands of times while it builds a large layout
/// (a 10,000-label chain: 12 geometry lookups a view, and more for its content constraints and
/// its walk up the hierarchy). A `[String: Int]` hashes each name with SipHash, with a seeded
/// `Hasher` made and finalized per lookup: about 360 instructions a lookup, 10% of the chain's
/// `query`. Names are short (`l1234`, `titleLabel`); eight bytes at a time through a multiply
/// and a final mix cost a tenth of that.
///
/// The seed is drawn once per process, as `Hasher`'s is, so no input can be written to make its
/// names collide (each collision is a comparison of names: enough of them would make a lookup
/// linear). Nothing iterates the table, so no output depends on where a name lands.
package struct NameIndex: Sendable {
  /// The names by position.
  private var names: [String] = []
  /// Each name's hash by position, compared before the name is, and kept for growing.
  private var hashes: [UInt64] = []
  /// The table: a position where its name landed, -1 where empty. Its count is 0 or a power of
  /// two, at least twice the names.
  private var slots: [Int32] = []
  /// The table's count minus one, for the slot of a hash.
  private var mask = 0

  /// The process's seed: random, as `Hasher`'s is.
  private static let seed = UInt64.random(in: .min ... .max)

  /// An index of no names.
  package init() {}

  /// An index of `names`, each at its place in the list (`names` lists each name once).
  package init(_ names: [String]) {
    reserveCapacity(names.count)
    for name in names { _ = append(name) }
  }

  /// How many names have positions.
  package var count: Int { names.count }

  /// The name at a position this index gave.
  package func name(at position: Int) -> String { names[position] }

  /// The position of `name`, nil when it has none.
  package func position(of name: String) -> Int? {
    guard !slots.isEmpty else { return nil }
    return find(name, hash: Self.hash(name))
  }

  /// Gives `name`, which has no position yet, the next one, and returns it.
  package mutating func append(_ name: String) -> Int {
    assert(position(of: name) == nil, "a name has one position")
    return store(name, hash: Self.hash(name))
  }

  /// The position of `name` (nil when it has none) and its hash, to give it a position with
  /// later (`append(_:hash:)`) without hashing it again.
  package func lookup(_ name: String) -> (position: Int?, hash: UInt64) {
    let hash = Self.hash(name)
    return (slots.isEmpty ? nil : find(name, hash: hash), hash)
  }

  /// `append(_:)` for a name whose hash `lookup(_:)` gave.
  package mutating func append(_ name: String, hash: UInt64) -> Int {
    assert(hash == Self.hash(name) && position(of: name) == nil, "the name's hash, no position")
    return store(name, hash: hash)
  }

  /// The position of `name`, given the next one first when it has none (`inserted`): one hash
  /// of the name for both.
  package mutating func insert(_ name: String) -> (position: Int, inserted: Bool) {
    let hash = Self.hash(name)
    if !slots.isEmpty, let found = find(name, hash: hash) { return (found, false) }
    return (store(name, hash: hash), true)
  }

  /// The position of `name`, whose hash is `hash`, in a table that has slots; nil when none.
  private func find(_ name: String, hash: UInt64) -> Int? {
    slots.withUnsafeBufferPointer { table in
      var i = Int(truncatingIfNeeded: hash) & mask
      while true {
        let held = Int(table[i])
        if held < 0 { return nil }
        if hashes[held] == hash && names[held] == name { return held }
        i = (i + 1) & mask
      }
    }
  }

  /// Gives `name`, which has no position, the next one.
  private mutating func store(_ name: String, hash: UInt64) -> Int {
    let position = names.count
    if 2 * (position + 1) > slots.count { grow(toHold: position + 1) }
    names.append(name)
    hashes.append(hash)
    place(position, hash: hash)
    return position
  }

  /// Room for `count` names in all, without growing on the way.
  package mutating func reserveCapacity(_ count: Int) {
    names.reserveCapacity(count)
    hashes.reserveCapacity(count)
    if 2 * count > slots.count { grow(toHold: count) }
  }

  /// Puts a position in the first empty slot from its hash's.
  private mutating func place(_ position: Int, hash: UInt64) {
    var i = Int(truncatingIfNeeded: hash) & mask
    while slots[i] >= 0 { i = (i + 1) & mask }
    slots[i] = Int32(position)
  }

  /// A table of at least twice `count` slots (16 at least), every position placed again.
  private mutating func grow(toHold count: Int) {
    var size = max(16, slots.count)
    while size < 2 * count { size *= 2 }
    slots = Array(repeating: -1, count: size)
    mask = size - 1
    for position in hashes.indices { place(position, hash: hashes[position]) }
  }

  /// The seeded hash of a name, equal for names that are equal as `String`s.
  ///
  /// `==` compares strings by canonical equivalence (`"e\u{301}" == "é"`), so equal names can
  /// differ in their bytes. An ASCII name's bytes are its only spelling but for three
  /// characters that decompose to ASCII ones (the Kelvin sign is `K`, the Greek question mark
  /// `;`, the Greek varia a grave accent: checked over every scalar against Swift's `==`), so
  /// it is hashed by its bytes, as is a name that is ASCII once those three are replaced. Any
  /// other name hashes as the standard library hashes it (`hashValue`, itself seeded per
  /// process and consistent with `==`), which costs more, and which no ASCII name takes.
  package static func hash(_ name: String) -> UInt64 {
    if let (hash, isASCII) = name.utf8.withContiguousStorageIfAvailable(hash(bytes:)), isASCII {
      return hash
    }
    return hashOfOtherSpelling(name)
  }

  /// `hash(_:)` for a name whose bytes are not ASCII, or not stored contiguously (none on
  /// Linux): kept out of line, so the usual name's path stays short.
  @inline(never)
  private static func hashOfOtherSpelling(_ name: String) -> UInt64 {
    var scalars = String.UnicodeScalarView()
    var isASCII = true
    for scalar in name.unicodeScalars {
      switch scalar.value {
      case 0x212A: scalars.append("K")
      case 0x037E: scalars.append(";")
      case 0x1FEF: scalars.append("`")
      default:
        scalars.append(scalar)
        if !scalar.isASCII { isASCII = false }
      }
    }
    guard isASCII else { return mix(UInt64(UInt(bitPattern: name.hashValue))) }
    var spelled = String(scalars)
    return spelled.withUTF8 { hash(bytes: $0).hash }
  }

  /// Eight bytes at a time, each word mixed in by a multiply; a name of fewer than eight bytes
  /// in one word made of two overlapping loads (of four bytes, or of one byte three times), as
  /// wyhash reads its tails, where a loop over its bytes cost more than the rest of the hash.
  /// Then the length and a final mix; and whether every byte is ASCII (none has its high bit
  /// set), which is when the hash is the name's.
  private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var h = seed
    var seen: UInt64 = 0
    let count = bytes.count
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      if count >= 8 {
        // Every whole word but the last, then the last eight bytes (overlapping the word
        // before when the count is not a multiple of eight): all bytes, none read past.
        var offset = 0
        while offset + 8 < count {
          let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          seen |= word
          h = (h ^ word) &* multiplier
          h ^= h >> 32
          offset += 8
        }
        let word = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        seen |= word
        h = (h ^ word) &* multiplier
      } else if count >= 4 {
        let first = UInt64(raw.loadUnaligned(as: UInt32.self))
        let last = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        seen = first | last
        h = (h ^ (first | last << 32)) &* multiplier
      } else if count > 0 {
        let word = UInt64(base[0]) | UInt64(base[count >> 1]) << 8 | UInt64(base[count - 1]) << 16
        seen = word
        h = (h ^ word) &* multiplier
      }
    }
    return (mix(h ^ UInt64(count)), seen & highBits == 0)
  }

  /// SplitMix64's final mix, so that every bit of `h` reaches the low bits that pick a slot.
  private static func mix(_ h: UInt64) -> UInt64 {
    var h = h
    h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
    h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
    return h ^ (h >> 31)
  }
}
