/// The records whose constraint is written over each variable: what taking an alias class apart,
/// or moving one of its aliases, needs to find the constraints over the class's members
/// (`Solver.recordsOverMembers`).
///
/// Built once from every record, the first time it is asked (`init(records:table:sequence:)`),
/// then kept up to date by each record added after (`add`). The build is a counting sort by
/// each variable's dense claim in the solver's table of symbols (`DenseTable.claim(of:)`): two
/// flat arrays, no hashing, no array a variable, and no copy of any record or constraint. Why:
/// the build it replaced filled a dictionary of arrays by variable, copying each record out (a
/// retain and a release of its constraint, of its terms, of each variable) and growing each
/// variable's array an append at a time. Validating 1,000 cards builds it four times: 44.3 M
/// instructions with the lookups, now 12.6 M; at 10,000 cards it was 2.3% of the run's time,
/// its reads cache misses on objects made long before, and its retains writes to every one of
/// them.
///
/// The build's entries are never removed: they go stale when their record is removed (or its id
/// is reused). A record whose `sequence` is below `builtBefore` was in the solver at the build,
/// at the id it has now (records keep their id for life), so every entry naming it is its own:
/// no need to read its constraint to know it is over the variable. Only records added after the
/// build are checked against their terms.
final class RecordIndex {
  /// By claim index: where its record ids start in `ids` (one more entry than claims, the last
  /// one `ids.count`).
  private var starts: [Int32] = [0]
  /// The record ids of the build, grouped by claim index, each group in increasing id.
  private var ids: [Int32] = []
  /// The records of the build over variables without a claim (claimed by another solver's
  /// table), and every record added since: by variable, pruned as they grow.
  private var later: [ObjectIdentifier: [Int32]] = [:]  // lookups only
  /// The solver's `sequence` at the build: every record with a smaller sequence was indexed by
  /// the build, under its own variables.
  let builtBefore: Int

  /// The index of every record in `records`, over the variables' claims in `table`.
  init(records: [ConstraintRecord?], table: DenseTable<Variable>, sequence: Int) {
    builtBefore = sequence
    let claims = table.claimCount
    // (claim, record) pairs in record order: one pass over the records (cold at 10,000 views),
    // then a counting sort over the flat pairs. Read through a buffer pointer, so that no record
    // is copied out.
    var pairs: [(claim: Int32, id: Int32)] = []
    pairs.reserveCapacity(2 * records.count)
    var counts = [Int32](repeating: 0, count: claims + 1)
    // Built in locals and stored once at the end: each access to a class's property is an
    // exclusivity check.
    var unclaimed: [ObjectIdentifier: [Int32]] = [:]  // lookups only
    records.withUnsafeBufferPointer { records in
      for k in records.indices {
        guard let record = records[k] else { continue }
        // Unretained, the constraint and each variable: the records hold them, and a retain is
        // a write to an object made long before (an atomic load, the claim's, kept the
        // optimizer from dropping the variables' retains on its own).
        Unmanaged.passUnretained(record.constraint)._withUnsafeGuaranteedRef { constraint in
          constraint.expression.terms.withUnsafeBufferPointer { terms in
            for t in terms.indices {
              let variable = Unmanaged.passUnretained(terms[t].variable)
              if let c = variable._withUnsafeGuaranteedRef({ table.claim(of: $0) }),
                Int(c) < claims
              {
                pairs.append((c, Int32(k)))
                counts[Int(c) + 1] += 1
              } else {
                let v = ObjectIdentifier(variable.takeUnretainedValue())
                unclaimed[v, default: []].append(Int32(k))
              }
            }
          }
        }
      }
    }
    for c in 0..<claims { counts[c + 1] += counts[c] }
    var next = counts
    var grouped = [Int32](repeating: 0, count: pairs.count)
    for (c, k) in pairs {
      grouped[Int(next[Int(c)])] = k
      next[Int(c)] += 1
    }
    ids = grouped
    starts = counts
    later = unclaimed
  }

  /// How many entries name `variable` (stale ones included), for tests.
  func entryCount(of variable: Variable, claim: Int32?) -> Int {
    var n = later[ObjectIdentifier(variable)]?.count ?? 0
    if let c = claim, Int(c) + 1 < starts.count {
      n += Int(starts[Int(c) + 1] - starts[Int(c)])
    }
    return n
  }

  /// Adds record `id`, over `variable`, to the index (a record added after the build). Long
  /// lists are pruned as they grow (amortized: at each power of two), so that constraints
  /// added and removed many times over one variable do not pile up; `isLive(k)` says whether
  /// record `k` is still over the variable.
  func add(_ id: Int, over variable: Variable, isLive: (Int32) -> Bool) {
    let v = ObjectIdentifier(variable)
    later[v, default: []].append(Int32(id))
    if let count = later[v]?.count, count >= 64, count & (count - 1) == 0 {
      later[v]?.removeAll { !isLive($0) }
    }
  }

  /// Calls `body` with every entry for `variable` (whose claim is `claim`), stale ones
  /// included: the build's, then the later ones. The later list is pruned first by `isLive`.
  func forEachEntry(
    of variable: Variable, claim: Int32?, isLive: (Int32) -> Bool, _ body: (Int32) -> Void
  ) {
    if let c = claim, Int(c) + 1 < starts.count {
      for i in Int(starts[Int(c)])..<Int(starts[Int(c) + 1]) { body(ids[i]) }
    }
    let v = ObjectIdentifier(variable)
    guard let list = later[v] else { return }
    // Drop ids whose record went (or was made again over other variables): the list stays as
    // long as the variable's live constraints, not as long as its history. Written back only
    // when something went (a copy of the list otherwise).
    if list.contains(where: { !isLive($0) }) {
      later[v]?.removeAll { !isLive($0) }
    }
    for k in later[v] ?? [] { body(k) }
  }
}
