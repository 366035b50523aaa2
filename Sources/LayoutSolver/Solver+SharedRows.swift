/// Shared rows: identical single-variable constraints over one alias class's root share one row.
///
/// Aliases make a `fillEqually` stack's N widths one symbol `w`; the stack's N constraints
/// `width(i) >= 0` and `width(i) == 100 @750` then say the same thing N times. As N rows they
/// cost N² when `w` enters the basis with a row as long as the stack (a squeezed stack): the
/// pivot writes that row into each of them, and each of the N compression rows then pivots its
/// error in, merging a row of N entries into the objective. Shared, they are two rows, whose
/// error symbols weigh N in the objective.
///
/// What stays exact:
/// - **Same system.** Two constraints `k·x + c (relation) 0` at the same priority, whose
///   variables resolve to the same root with the same factor and offset, define the same slack
///   with the same bounds: one row stands for both. A required duplicate changes nothing; an
///   optional one adds its weight to the group's error symbols in its level's objective (its
///   error is the group's error: the same expression, the same target).
/// - **Optimum.** Adding weight to errors that are non-basic and zero keeps every reduced cost
///   certifying the optimum (they only grow where they already blocked); otherwise the primal
///   simplex re-optimizes.
/// - **Removal and constant changes.** A member leaves its group by taking its weight out of the
///   objective (the row stays for the others; the first remaining member takes over the
///   symbols); a member whose constant changes gets a row of its own first.
/// - **Conflicts.** A certificate that names a group's row names every member, so the deletion
///   filter picks among them as it would among rows.
///
/// Only variables in an alias class are looked at: elsewhere identical constraints are rare,
/// and the lookup would cost every add.
extension Solver {
  /// The key of a single-variable constraint `coefficient · x + constant (relation) 0` at a
  /// priority, written over `x`'s root: equal keys, identical rows.
  struct ShareKey: Hashable {
    var symbol: Int32
    var coefficient: Double
    var low: Double
    var high: Double
    var priority: Int

    /// A fixed mix of the fields' bits: the same on every run (a seeded `Hasher` is not), so
    /// that which keys collide, and with them which rows are shared, never varies. Keys that
    /// collide do not share; nothing else depends on it. (An `Int` key also spares the first
    /// use of a dictionary over a new key type its runtime metadata, which cost W1 more than its
    /// whole lookups.)
    var hashValueForLookup: Int {
      @inline(__always) func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
        let m = (h ^ word) &* 0x100_0000_01B3
        return m ^ (m >> 29)
      }
      var h: UInt64 = 0x9E37_79B9_7F4A_7C15
      h = mix(h, UInt64(UInt32(bitPattern: symbol)))
      h = mix(h, coefficient.bitPattern)
      h = mix(h, low.bitPattern)
      h = mix(h, high.bitPattern)
      h = mix(h, UInt64(bitPattern: Int64(priority)))
      return Int(bitPattern: UInt(h))
    }
  }

  /// How many slots a lookup reads: every one of them, empty or not, so that emptying a slot
  /// never hides a later one.
  static let sharedRowProbes = 8

  /// The live group whose key hashes to `hash`, if any (its key is still to be checked).
  func sharedRowSlot(hash: Int) -> Int? {
    guard !sharedRowSlots.isEmpty else { return nil }
    let mask = sharedRowSlots.count - 1
    for i in 0..<Solver.sharedRowProbes {
      let g = sharedRowSlots[(hash &+ i) & mask] - 1
      if g >= 0 && sharedRowHash[g] == hash && !sharedRowMembers[g].isEmpty { return g }
    }
    return nil
  }

  /// Enters group `g` under `hash`: in the first of its slots that is empty, dead or another
  /// group with the same hash (stale); the table doubles when none is, or when it is a quarter
  /// full. A plain array, not a `Dictionary`: the runtime's first use of a dictionary type cost
  /// W1's build more than all its lookups together.
  func placeSharedRow(_ g: Int, hash: Int) {
    if sharedRowSlots.count < 4 * liveSharedRows || sharedRowSlots.isEmpty {
      growSharedRowSlots()
    }
    while true {
      let mask = sharedRowSlots.count - 1
      for i in 0..<Solver.sharedRowProbes {
        let slot = (hash &+ i) & mask
        let h = sharedRowSlots[slot] - 1
        if h < 0 || sharedRowMembers[h].isEmpty || sharedRowHash[h] == hash {
          sharedRowSlots[slot] = g + 1
          return
        }
      }
      growSharedRowSlots()
    }
  }

  /// Doubles the slot table (at least 16 slots) and enters every live group again.
  func growSharedRowSlots() {
    let size = max(16, 2 * sharedRowSlots.count)
    sharedRowSlots = [Int](repeating: 0, count: size)
    let mask = size - 1
    for g in sharedRowMembers.indices where !sharedRowMembers[g].isEmpty {
      let hash = sharedRowHash[g]
      for i in 0..<Solver.sharedRowProbes where sharedRowSlots[(hash &+ i) & mask] == 0 {
        sharedRowSlots[(hash &+ i) & mask] = g + 1
        break
      }
    }
  }

  /// Marks or unmarks symbol `s` as an alias class's root.
  func markClassRoot(_ s: Int32, _ isRoot: Bool) {
    let i = Int(s)
    if i >= isClassRoot.count {
      guard isRoot else { return }
      isClassRoot.append(contentsOf: repeatElement(false, count: i + 1 - isClassRoot.count))
    }
    isClassRoot[i] = isRoot
  }

  /// The key `constraint` (with `constant` in force) would have over its variable's root now, or
  /// nil when it is not a single-variable constraint over an alias class.
  func shareKey(_ constraint: Constraint, constant: Double) -> ShareKey? {
    guard sharesIdenticalRows, aliasCount > 0 else { return nil }
    let terms = constraint.expression.terms
    guard terms.count == 1, terms[0].coefficient != 0 else { return nil }
    // One lookup (as `value(of:)` reads it): a root's symbol, or an alias's root and link.
    let (stored, link) = symbolEntry(of: terms[0].variable)
    let root: Int32
    var factor = 1.0
    var offset = 0.0
    if stored >= 0 {
      guard Int(stored) < isClassRoot.count && isClassRoot[Int(stored)] else { return nil }
      root = stored
    } else if stored == DenseTable<Variable>.absent {
      return nil  // a variable never seen is no class's root
    } else {
      let alias = aliasLinks[Int(link)]
      (root, factor, offset) = (alias.root, alias.factor, alias.offset)
    }
    let coefficient = terms[0].coefficient
    let (low, high) = Solver.bounds(
      constraint.relation, constant: constant + coefficient * offset)
    return ShareKey(
      symbol: root, coefficient: coefficient * factor, low: low, high: high,
      priority: constraint.priority.value)
  }

  /// The key of record `id` as its row stands: nil when its row is not what its constraint
  /// written over its variable's root says now (its variable joined a class after the row was
  /// built with another offset), or when it has no row.
  func currentShareKey(record id: Int) -> ShareKey? {
    guard let record = records[id], !record.isAlias, record.slack >= 0,
      let key = shareKey(record.constraint, constant: record.constant)
    else { return nil }
    let si = Int(record.slack)
    guard tableau.lower[si] == key.low, tableau.upper[si] == key.high else { return nil }
    return key
  }

  /// The live group whose row a constraint with `key` can share, if any.
  func sharedRow(for key: ShareKey) -> Int? {
    guard let g = sharedRowSlot(hash: key.hashValueForLookup),
      let leader = sharedRowMembers[g].first,
      currentShareKey(record: leader) == key
    else { return nil }
    return g
  }

  /// Makes record `id` (built, with no symbols of its own yet) a member of group `g`: its symbols
  /// are the group's, and an optional one adds its weight to the group's errors. Notes when the
  /// objective may have lost its optimality.
  func join(record id: Int, group g: Int) {
    guard var record = records[id],
      let leader = sharedRowMembers[g].first.flatMap({ records[$0] })
    else { return }
    beginJoinLog()
    record.slack = leader.slack
    record.errorPlus = leader.errorPlus
    record.errorMinus = leader.errorMinus
    let term = record.constraint.expression.terms[0]
    record.aliasOffset = term.coefficient * resolve(term.variable).offset
    record.isAlias = false
    record.sharedRow = Int32(g)
    if !record.constraint.priority.isRequired {
      let level = tableau.level(for: record.constraint.priority.value)
      for e in [record.errorPlus, record.errorMinus] where e >= 0 {
        // A non-basic error at zero only gets dearer: still not worth moving. Anything else may
        // now pay to move.
        if tableau.isBasic(e) || tableau.value[Int(e)] != 0 { sharedRowsNeedOptimizing = true }
        tableau.addToObjective(1, e, level: level)
      }
    }
    records[id] = record
    sharedRowMembers[g].append(id)  // in place: a copy per member made a stack quadratic
    notePricedMembership(slack: record.slack)
  }

  /// Inside `add`, before a join's first change: starts the log of what the joins change of the
  /// objective (`CostChangeLog`), from which `add` re-optimizes, unless a change before asked
  /// for an optimize already (the tableau is then no optimum to start from) or the log runs.
  func beginJoinLog() {
    guard logsJoins, !sharedRowsNeedOptimizing, !tableau.costChanges.isTracking else { return }
    tableau.costChanges.begin(at: tableau.objectiveVersion)
  }

  /// A member joined or left a group whose slack is non-basic with a price: each member's share
  /// of that price changed, which the optimistic aliases' certificates read.
  func notePricedMembership(slack s: Int32) {
    guard !optimisticAliases.isEmpty, s >= 0, !tableau.isBasic(s), !tableau.hasZeroCost(s) else {
      return
    }
    tableau.costVersion &+= 1
  }

  /// Starts a group led by record `id`, whose row is its own.
  func startSharedRow(record id: Int, key: ShareKey) {
    let g: Int
    let hash = key.hashValueForLookup
    if let reused = freeSharedRows.popLast() {
      g = reused
      sharedRowMembers[g].append(id)
      sharedRowHash[g] = hash
    } else {
      g = sharedRowMembers.count
      sharedRowMembers.append([id])
      sharedRowHash.append(hash)
    }
    liveSharedRows += 1
    placeSharedRow(g, hash: hash)
    records[id]?.sharedRow = Int32(g)
  }

  /// Takes record `id` out of its group, when it is in one with others: its weight leaves the
  /// objective, and if it owned the symbols the next member takes them over.
  /// - Returns: whether the record was a member of a group with others (its symbols are then
  ///   cleared); `false` leaves its rows to the caller (alone in its group, it owns them).
  func leaveSharedRow(record id: Int) -> Bool {
    guard var record = records[id], record.sharedRow >= 0 else { return false }
    let g = Int(record.sharedRow)
    record.sharedRow = -1
    records[id] = record
    guard !sharedRowMembers[g].isEmpty else { return false }
    // In place (see `join`); a linear search, as members leave one at a time only when their
    // constraints are removed or changed.
    sharedRowMembers[g].removeAll { $0 == id }
    guard let heir = sharedRowMembers[g].first else {
      let hash = sharedRowHash[g]
      freeSharedRows.append(g)
      liveSharedRows -= 1
      let mask = sharedRowSlots.count - 1
      for i in 0..<Solver.sharedRowProbes where sharedRowSlots[(hash &+ i) & mask] == g + 1 {
        sharedRowSlots[(hash &+ i) & mask] = 0
      }
      return false
    }
    for s in [record.slack, record.errorPlus, record.errorMinus] where s >= 0 {
      tableau.owner[Int(s)] = Int32(heir)
    }
    notePricedMembership(slack: record.slack)
    if !record.constraint.priority.isRequired,
      let level = tableau.levels.firstIndex(of: record.constraint.priority.value)
    {
      for e in [record.errorPlus, record.errorMinus] where e >= 0 {
        tableau.addToObjective(-1, e, level: level)
      }
    }
    record.slack = -1
    record.errorPlus = -1
    record.errorMinus = -1
    records[id] = record
    return true
  }

  /// Gives record `id` a row of its own when it shares one (before its constant changes). The
  /// tableau is then feasible or marked for repair, its objective to be re-optimized (`restore`).
  func unshareRow(record id: Int) {
    guard let record = records[id], record.sharedRow >= 0 else { return }
    if leaveSharedRow(record: id) {
      buildRows(record: id, sharing: false)
    } else {
      structureVersion()  // alone: it keeps its row, and the group is gone
    }
  }

  /// Advances the tableau's structure version: a cached response must not outlive a change
  /// of who owns a row.
  private func structureVersion() { tableau.structureVersion &+= 1 }

  /// The records whose single-variable constraint is written in the rows of `s` (a short
  /// column: the variable an alias is about to take away, or a class's first root), with no
  /// group yet: after the alias they may turn out identical to others.
  func shareCandidates(of s: Int32, limit: Int) -> [Int] {
    guard sharesIdenticalRows, !tableau.isBasic(s), tableau.columns.length(Int(s)) <= limit
    else { return [] }
    var found: [Int] = []
    for r in tableau.liveColumn(s) {
      let b = tableau.basicOfRow[Int(r)]
      guard tableau.kind[Int(b)] == .slack else { continue }
      let id = Int(tableau.owner[Int(b)])
      guard let record = records[id], record.slack == b, record.sharedRow < 0,
        record.constraint.expression.terms.count == 1
      else { continue }
      found.append(id)
    }
    return found
  }

  /// After an alias: each candidate whose row now reads as a single-variable constraint over a
  /// class's root joins the group with its key (giving up its own rows) or starts one.
  func shareRows(of candidates: [Int]) {
    for id in candidates {
      guard let key = currentShareKey(record: id), records[id]?.sharedRow ?? 0 < 0 else {
        continue
      }
      guard let g = sharedRow(for: key) else {
        startSharedRow(record: id, key: key)
        continue
      }
      // Its own rows go: detaching a basic slack whose errors are non-basic zeros changes no
      // reduced cost; anything else may.
      beginJoinLog()
      let record = records[id]!
      for e in [record.errorPlus, record.errorMinus] where e >= 0 {
        if tableau.isBasic(e) || tableau.value[Int(e)] != 0 { sharedRowsNeedOptimizing = true }
      }
      if !tableau.isBasic(record.slack) { sharedRowsNeedOptimizing = true }
      detachRows(record: id)
      join(record: id, group: g)
    }
  }
}
