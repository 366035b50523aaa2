#if !canImport(Darwin)
  import Synchronization
#endif

/// An object a `DenseTable` can index densely: it carries one claim, where the first table to
/// take it writes its token and the object's index in that table (`Variable`, `Constraint`).
///
/// The claim is a table's token in the high 32 bits and the index in the low ones; 0 when free.
protocol DenseKey: AnyObject {
  /// The claim as it stands.
  func loadClaim() -> UInt64
  /// Sets the claim to `claim` if it is free; returns whether it did.
  func takeClaim(_ claim: UInt64) -> Bool
  /// Frees the claim (called only by the table that holds it).
  func freeClaim()
}

#if !canImport(Darwin)
  /// The tokens of dense tables; 0 is never handed out (it marks a free claim).
  private let denseTableTokens = Atomic<UInt32>(1)
#endif

/// A map from objects (by identity) to small integers, read at an index the object itself
/// carries: variables to symbols, constraints to records.
///
/// Why: `IdentityTable` hashes addresses, so reading back a large layout's variables in the order
/// they were made hit its slots at random (W5's edit, which reads every variable, grew x13 from
/// 1,000 to 10,000 views in time for x10 in instructions), and its probe runs, hence its cost,
/// moved with where the allocator put the objects. Here the first table to see an object claims
/// it: it writes its token and the next free index into the object (one atomic word), and every
/// later lookup is a load of that word and an array read. The indices are dense and follow the
/// order objects were first inserted, so that order is also the order of memory.
///
/// An object another table has claimed (the same variable in two solvers at once, a constraint
/// in a conflict explanation's sub-solver) goes to a hashed `IdentityTable` instead: the same
/// answers, only the cost differs. A table gives its claims back when an object leaves it and in
/// `releaseClaims`, which the solver calls before it goes away, so that the next solver over the
/// same objects indexes them densely too. Lookups only compare tokens and read the slot of the
/// object's own index, so no result depends on which path an object took. Tokens are never reused
/// (once 2³² − 1 tables have been made, new tables index nothing densely), so a claim left
/// behind can never be read as another table's.
struct DenseTable<Key: DenseKey> {
  /// The stored value and the extra beside it (see `IdentityTable`'s marked values).
  private struct Entry {
    var value: Int32
    var extra: Int32
  }
  /// This table's token; 0 when the tokens ran out (then every object goes to `spill`).
  private let token: UInt64
  /// By claim index: the entry (`absent` for a free index).
  private var entries: [Entry] = []
  /// By claim index: the object holding the claim, to give it back (nil for a free index).
  private var keys: [Key?] = []
  private var freeIndices: [Int32] = []
  /// The objects another table had claimed when they came here.
  private var spill = IdentityTable<Key>()

  /// Creates an empty table with a token of its own.
  init() {
    #if canImport(Darwin)
      // No claims on Apple's platforms (see the `DenseKey` conformances): every object goes to
      // the hashed table, as when the tokens have run out.
      token = 0
    #else
      var t = denseTableTokens.load(ordering: .relaxed)
      while t != 0 {
        let next = t == UInt32.max ? 0 : t + 1
        let (exchanged, original) = denseTableTokens.compareExchange(
          expected: t, desired: next, ordering: .relaxed)
        if exchanged { break }
        t = original
      }
      token = UInt64(t) << 32
    #endif
  }

  /// What `storedValue(for:)` returns for an object not in the table.
  static var absent: Int32 { IdentityTable<Key>.absent }

  /// The claim index of `object` in this table, if it holds this table's claim.
  @inline(__always)
  private func claimIndex(_ object: Key) -> Int? { claimIndex(object.loadClaim()) }

  /// The claim index a claim read from an object gives in this table, if the claim is its.
  @inline(__always)
  private func claimIndex(_ claim: UInt64) -> Int? {
    guard token != 0 && claim & 0xFFFF_FFFF_0000_0000 == token else { return nil }
    return Int(truncatingIfNeeded: claim & 0xFFFF_FFFF)
  }

  /// The value for an object, if present. A stored value `v < 0` is *marked* (see
  /// `insertMarked`) and reads as `~v`.
  func value(for object: Key) -> Int32? {
    let v = storedEntry(for: object).value
    if v >= 0 { return v }
    return v == DenseTable.absent ? nil : ~v
  }

  /// The value as stored (`absent` when missing, negative when marked) and the extra stored with
  /// it, from the dense entries or the hashed table alike.
  @inline(__always)
  func storedEntry(for object: Key) -> (value: Int32, extra: Int32) {
    storedEntry(for: object, claim: object.loadClaim())
  }

  /// `storedEntry(for:)` given the object's claim (`DenseKey.loadClaim`), read by the caller
  /// before it reads the table. Why: an atomic load counts as a write for the optimizer, so a
  /// lookup that loads it while reading a table held in a class property had the table copied
  /// first (a retain and a release of each of its arrays): a fifth of what a build's lookups cost.
  @inline(__always)
  func storedEntry(for object: Key, claim: UInt64) -> (value: Int32, extra: Int32) {
    if let i = claimIndex(claim) {
      let e = entries[i]
      return (e.value, e.extra)
    }
    return spill.storedEntry(for: object)
  }

  /// The claim index `object` holds in this table; nil when it holds none here (never stored,
  /// or stored in `spill`). It stays the object's until the object is removed
  /// (`removeValue(for:)`) or the claims are released, and `storedEntry(atClaim:)` reads it.
  func claim(of object: Key) -> Int32? {
    claimIndex(object).map { Int32(truncatingIfNeeded: $0) }
  }

  /// How many claim indices the table has handed out: every claim index is below it.
  var claimCount: Int { entries.count }

  /// `storedEntry(for:)` of the object holding claim index `claim` (`claim(of:)`), without
  /// reading the object.
  @inline(__always)
  func storedEntry(atClaim claim: Int32) -> (value: Int32, extra: Int32) {
    // A claim from before `releaseClaims()` may lie past the entries: absent, not a trap.
    guard claim >= 0 && Int(claim) < entries.count else { return (DenseTable.absent, 0) }
    let e = entries[Int(claim)]
    return (e.value, e.extra)
  }

  /// `value(for:)` given the object's claim (see `storedEntry(for:claim:)`).
  @inline(__always)
  func value(for object: Key, claim: UInt64) -> Int32? {
    let v = storedEntry(for: object, claim: claim).value
    if v >= 0 { return v }
    return v == DenseTable.absent ? nil : ~v
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

  /// Sets the value for an object, replacing any it had, with `extra` beside it (see
  /// `storedEntry(for:)`).
  mutating func insert(_ value: Int32, extra: Int32 = 0, for object: Key) {
    store(Entry(value: value, extra: extra), for: object)
  }

  /// Stores `value` marked, with `extra` beside it: `value(for:)` still reads `value`,
  /// `storedEntry(for:)` reads `~value` (negative) and `extra`.
  mutating func insertMarked(_ value: Int32, extra: Int32, for object: Key) {
    store(Entry(value: ~value, extra: extra), for: object)
  }

  /// Room for `more` entries beyond those held (see `Tableau.reserve(symbols:rows:)`).
  mutating func reserveCapacity(more: Int) {
    entries.reserveCapacity(entries.count + more)
    keys.reserveCapacity(keys.count + more)
  }

  private mutating func store(_ entry: Entry, for object: Key) {
    if let i = claimIndex(object) {
      entries[i] = entry
      return
    }
    if token != 0 {
      let i = freeIndices.last ?? Int32(entries.count)
      if object.takeClaim(token | UInt64(UInt32(i))) {
        // Released by another table since it came here: its entry moves over.
        if spill.count > 0 { spill.removeValue(for: object) }
        if Int(i) == entries.count {
          entries.append(entry)
          keys.append(object)
        } else {
          freeIndices.removeLast()
          entries[Int(i)] = entry
          keys[Int(i)] = object
        }
        return
      }
    }
    // The extra too: a solver whose variables another solver's table claimed first (two
    // solvers over the same variables, as tests build them) must read the same marks, or it
    // chooses other subjects and its tableau differs from the first one's.
    if entry.value < 0 {
      spill.insertMarked(~entry.value, extra: entry.extra, for: object)
    } else {
      spill.insert(entry.value, extra: entry.extra, for: object)
    }
  }

  /// Removes an object and its value, if present, giving back its claim.
  mutating func removeValue(for object: Key) {
    guard let i = claimIndex(object) else {
      spill.removeValue(for: object)
      return
    }
    entries[i] = Entry(value: DenseTable.absent, extra: 0)
    keys[i] = nil
    freeIndices.append(Int32(i))
    object.freeClaim()
  }

  /// Gives back every claim this table holds and empties it: before the table is dropped, so
  /// that the next table over the same objects can index them densely.
  mutating func releaseClaims() {
    for i in keys.indices {
      guard let object = keys[i] else { continue }
      object.freeClaim()
    }
    entries = []
    keys = []
    freeIndices = []
    spill = IdentityTable<Key>()
  }
}

#if canImport(Darwin)
  // Apple's platforms make `Atomic` available only from macOS 15, iOS 18, tvOS 18 and watchOS
  // 11, and the package builds for earlier ones: there no object carries a claim, and every
  // table finds objects through its hashed `IdentityTable` (the same answers, the cost of
  // before dense tables). Linux, Windows and Android have `Atomic` unconditionally.
  extension Variable: DenseKey {
    func loadClaim() -> UInt64 { 0 }
    func takeClaim(_ claim: UInt64) -> Bool { false }
    func freeClaim() {}
  }

  extension Constraint: DenseKey {
    func loadClaim() -> UInt64 { 0 }
    func takeClaim(_ claim: UInt64) -> Bool { false }
    func freeClaim() {}
  }
#else
  // Relaxed atomics: a claim guards no other memory. A table reads a claim it wrote itself (the
  // solver's callers serialize access to it), and only the table holding a claim frees it, so the
  // plain store in `freeClaim` cannot overwrite another table's.

  extension Variable: DenseKey {
    @inline(__always)
    func loadClaim() -> UInt64 { denseClaim.load(ordering: .relaxed) }
    func takeClaim(_ claim: UInt64) -> Bool {
      denseClaim.compareExchange(expected: 0, desired: claim, ordering: .relaxed).exchanged
    }
    func freeClaim() { denseClaim.store(0, ordering: .relaxed) }
  }

  extension Constraint: DenseKey {
    @inline(__always)
    func loadClaim() -> UInt64 { denseClaim.load(ordering: .relaxed) }
    func takeClaim(_ claim: UInt64) -> Bool {
      denseClaim.compareExchange(expected: 0, desired: claim, ordering: .relaxed).exchanged
    }
    func freeClaim() { denseClaim.store(0, ordering: .relaxed) }
  }
#endif
