/// Every row of the tableau in two flat arrays: row `r` holds the entries
/// `slots[r].start ..< slots[r].start + slots[r].count`, sorted by symbol index.
///
/// Flat storage keeps the hot loops — walking a column and reading one coefficient per row — free
/// of per-row array objects: no reference counting, no uniqueness checks, no copies. A row that
/// outgrows its slot moves to the end of the pool; the slot it leaves is garbage, reclaimed by a
/// compaction once garbage is half the pool.
struct RowPool {
  /// Advances with every change of a row's entries (every mutating call but reserving room):
  /// two pools of one history with the same version hold the same rows
  /// (`Solver.faceDirectionsOfSolverRows`).
  private(set) var version: UInt64 = 0
  private(set) var symbols: [Int32] = []
  private(set) var coefficients: [Double] = []
  /// Where each row's entries are, how many and how many fit there: one record a row, so
  /// that finding a row's entries is one load, not one from each of three arrays (a column
  /// walk visits rows scattered over the tableau; at 10,000 views each of those loads missed
  /// the cache).
  private var slots: [Slot] = []
  private var garbage = 0
  /// Reused by `add` for the merged row, so a pivot allocates nothing.
  private var scratchSymbols: [Int32] = []
  private var scratchCoefficients: [Double] = []
  /// Reused by `add` for the symbols a merge adds to the row, before they go to its caller.
  private var scratchInserted: [Int32] = []

  /// The number of row slots (live or freed).
  var slotCount: Int { slots.count }

  /// The number of entries of row `r`.
  @inline(__always)
  func count(_ r: Int) -> Int { Int(slots[r].count) }

  /// The positions of row `r`'s entries in `symbols` and `coefficients`.
  @inline(__always)
  func entries(_ r: Int) -> Range<Int> { slots[r].entries }

  /// The symbol of entry `k` of row `r`.
  @inline(__always)
  func symbol(_ r: Int, _ k: Int) -> Int32 { symbols[slots[r].start + k] }

  /// The coefficient of entry `k` of row `r`.
  @inline(__always)
  func coefficient(_ r: Int, _ k: Int) -> Double { coefficients[slots[r].start + k] }

  /// The entry index of `symbol` in row `r`, if present.
  /// - Complexity: O(log count)
  @inline(__always)
  func find(_ symbol: Int32, inRow r: Int) -> Int? {
    let slot = slots[r]
    let base = slot.start
    var low = 0
    var high = Int(slot.count)
    while low < high {
      let mid = (low + high) >> 1
      let s = symbols[base + mid]
      if s == symbol { return mid }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
  }

  /// The coefficient of `symbol` in row `r`, zero when absent.
  func coefficient(of symbol: Int32, inRow r: Int) -> Double {
    find(symbol, inRow: r).map { coefficients[slots[r].start + $0] } ?? 0
  }

  /// A copy of row `r`.
  func row(_ r: Int) -> SparseRow {
    let range = slots[r].entries
    return SparseRow(symbols: Array(symbols[range]), coefficients: Array(coefficients[range]))
  }

  /// Room for `slots` row slots in the per-slot arrays.
  mutating func reserveSlots(_ slots: Int) {
    self.slots.reserveCapacity(slots)
  }

  /// A new empty row slot.
  mutating func makeSlot() -> Int {
    version &+= 1
    slots.append(Slot(start: symbols.count, count: 0, capacity: 0))
    return slots.count - 1
  }

  /// Replaces row `r` with `row`.
  mutating func set(_ r: Int, _ row: SparseRow) {
    version &+= 1
    let n = row.count
    if n > Int(slots[r].capacity) {
      // A little room for a row that has moved before: pivots often add one entry. A new
      // row (a slot with no room yet) gets none: most rows of a large build are written once
      // and never grow, and two spare entries for each of a 50,000-label chain's 300,000
      // rows, whose 700,000 entries are 2.3 a row, doubled the pool past 2²⁰ entries (12 MB
      // more at the peak of its `query`). A row that does grow moves once and then has room.
      let room = slots[r].capacity == 0 ? 0 : 2
      garbage += Int(slots[r].capacity)
      slots[r].start = symbols.count
      slots[r].capacity = Int32(n + room)
      symbols.append(contentsOf: row.symbols)
      coefficients.append(contentsOf: row.coefficients)
      for _ in 0..<room {
        symbols.append(0)
        coefficients.append(0)
      }
    } else {
      let base = slots[r].start
      for k in 0..<n {
        symbols[base + k] = row.symbols[k]
        coefficients[base + k] = row.coefficients[k]
      }
    }
    slots[r].count = Int32(n)
    compactIfWasteful()
  }

  /// Empties row `r` (its slot may be reused).
  mutating func clear(_ r: Int) {
    version &+= 1
    slots[r].count = 0
  }

  /// Removes `symbol`'s entry from row `r`, if present, keeping the rest in order.
  mutating func remove(_ symbol: Int32, fromRow r: Int) {
    version &+= 1
    guard let p = find(symbol, inRow: r) else { return }
    let base = slots[r].start
    for k in (base + p)..<(base + Int(slots[r].count) - 1) {
      symbols[k] = symbols[k + 1]
      coefficients[k] = coefficients[k + 1]
    }
    slots[r].count -= 1
  }

  /// Drops the entries of row `r` at most `negligible` in magnitude, but for `keeping`'s.
  /// (Columns are cleaned lazily: a column may list a row that no longer holds its symbol.)
  mutating func dropEntries(ofRow r: Int, atMost negligible: Double, keeping: Int32) {
    version &+= 1
    let base = slots[r].start
    let end = base + Int(slots[r].count)
    // Read only up to the first entry to drop: usually there is none.
    var kept = base
    while kept < end && (abs(coefficients[kept]) > negligible || symbols[kept] == keeping) {
      kept += 1
    }
    if kept == end { return }
    for k in (kept + 1)..<end where abs(coefficients[k]) > negligible || symbols[k] == keeping {
      symbols[kept] = symbols[k]
      coefficients[kept] = coefficients[k]
      kept += 1
    }
    slots[r].count = Int32(kept - base)
  }

  /// Rewrites row `r`, `leaving = a·entering + Σ rest`, as the row of `entering`:
  /// `entering = (1/a)·leaving − Σ (1/a)·rest`, in place (the entry count does not change).
  /// `entering` must be in the row and `leaving` not.
  mutating func solve(_ r: Int, for entering: Int32, replacing leaving: Int32) {
    version &+= 1
    let base = slots[r].start
    let n = Int(slots[r].count)
    guard let p = find(entering, inRow: r) else { return }
    let inverse = 1 / coefficients[base + p]
    symbols.withUnsafeMutableBufferPointer { rowSymbols in
      coefficients.withUnsafeMutableBufferPointer { rowCoefficients in
        for k in base..<(base + n) { rowCoefficients[k] *= -inverse }
        // Put `leaving` where `entering` was, then slide it to its sorted place.
        var k = base + p
        rowSymbols[k] = leaving
        rowCoefficients[k] = inverse
        while k > base && rowSymbols[k - 1] > leaving {
          rowSymbols.swapAt(k - 1, k)
          rowCoefficients.swapAt(k - 1, k)
          k -= 1
        }
        while k + 1 < base + n && rowSymbols[k + 1] < leaving {
          rowSymbols.swapAt(k + 1, k)
          rowCoefficients.swapAt(k + 1, k)
          k += 1
        }
      }
    }
  }

  /// `row r += factor * row source`, leaving out `skip`; appends to `inserted` every symbol that
  /// was not in row `r` before.
  ///
  /// The hot loop of a pivot: the merge runs over raw buffers into a scratch buffer the pool
  /// keeps, then lands in the row's slot when it fits or at the end of the pool when it does not.
  /// - Complexity: O(count(r) + count(source))
  mutating func add(
    row source: Int, times factor: Double, into r: Int, skipping skip: Int32,
    inserted: inout [Int32]
  ) {
    version &+= 1
    let base = slots[r].start
    let n = Int(slots[r].count)
    let otherBase = slots[source].start
    let m = Int(slots[source].count)
    // The scratch buffers are written in place, beside the pool's own arrays (distinct stored
    // properties): taking them out of the pool and putting them back cost a retain and a
    // release of each per merge.
    if scratchSymbols.count < n + m {
      let size = max(n + m, 2 * scratchSymbols.count)
      scratchSymbols = Array(repeating: 0, count: size)
      scratchCoefficients = Array(repeating: 0, count: size)
    }
    // Room for every entry of the source, written by index below and handed to `inserted` in one
    // copy after: an append per new symbol would check uniqueness and capacity each time, and
    // padding `inserted` with m zeros then trimming them cost more than the merge of a short row.
    if scratchInserted.count < m {
      scratchInserted = Array(repeating: 0, count: max(m, 2 * scratchInserted.count))
    }
    var newCount = 0
    var insertedCount = 0
    let room = Int(slots[r].capacity)
    // Every buffer taken as mutable, though the pool's own are only read here: a read of one
    // stored property while others are written copied it (a retain and a release per array per
    // merge), where a mutable access is a uniqueness check.
    symbols.withUnsafeMutableBufferPointer { rowSymbols in
      coefficients.withUnsafeMutableBufferPointer { rowCoefficients in
        scratchSymbols.withUnsafeMutableBufferPointer { os in
          scratchCoefficients.withUnsafeMutableBufferPointer { oc in
            scratchInserted.withUnsafeMutableBufferPointer { ins in
              var i = 0
              var j = 0
              var o = 0
              // Both rows at once, then whichever has entries left: no end-of-row tests in the
              // common case.
              while i < n && j < m {
                let a = rowSymbols[base + i]
                let b = rowSymbols[otherBase + j]
                if a < b {
                  if a != skip {
                    os[o] = a
                    oc[o] = rowCoefficients[base + i]
                    o += 1
                  }
                  i += 1
                } else if b < a {
                  let c = factor * rowCoefficients[otherBase + j]
                  if b != skip && c != 0 {
                    os[o] = b
                    oc[o] = c
                    o += 1
                    ins[insertedCount] = b
                    insertedCount += 1
                  }
                  j += 1
                } else {
                  let product = factor * rowCoefficients[otherBase + j]
                  let own = rowCoefficients[base + i]
                  let c = own + product
                  if a != skip && !SparseRow.cancels(c, own, product) {
                    os[o] = a
                    oc[o] = c
                    o += 1
                  }
                  i += 1
                  j += 1
                }
              }
              while i < n {
                let a = rowSymbols[base + i]
                if a != skip {
                  os[o] = a
                  oc[o] = rowCoefficients[base + i]
                  o += 1
                }
                i += 1
              }
              while j < m {
                let b = rowSymbols[otherBase + j]
                let c = factor * rowCoefficients[otherBase + j]
                if b != skip && c != 0 {
                  os[o] = b
                  oc[o] = c
                  o += 1
                  ins[insertedCount] = b
                  insertedCount += 1
                }
                j += 1
              }
              newCount = o
              // Back into the row's slot while the buffers are at hand, when it fits.
              if o <= room {
                for k in 0..<o {
                  rowSymbols[base + k] = os[k]
                  rowCoefficients[base + k] = oc[k]
                }
              }
            }
          }
        }
      }
    }
    // One by one: usually one or two, where a bulk append's fixed cost was several times theirs.
    for k in 0..<insertedCount { inserted.append(scratchInserted[k]) }
    if newCount > room {
      garbage += Int(slots[r].capacity)
      slots[r].start = symbols.count
      slots[r].capacity = Int32(newCount + 2)  // a little room: the next pivot often adds one entry
      // From raw buffers: appending an array slice went element by element.
      scratchSymbols.withUnsafeBufferPointer {
        symbols.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<newCount]))
      }
      scratchCoefficients.withUnsafeBufferPointer {
        coefficients.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<newCount]))
      }
      for _ in 0..<2 {  // not `append(contentsOf: [0, 0])`, which allocated the literal each time
        symbols.append(0)
        coefficients.append(0)
      }
    }
    slots[r].count = Int32(newCount)
    compactIfWasteful()
  }

  /// Rewrites the pool without garbage once garbage is at least half of it.
  @inline(__always)
  private mutating func compactIfWasteful() {
    if garbage > 4096 && 2 * garbage > symbols.count { compact() }
  }

  /// Rewrites the pool without garbage (see `compactIfWasteful`): out of line, as it is rare.
  @inline(never)
  private mutating func compact() {
    var newSymbols: [Int32] = []
    var newCoefficients: [Double] = []
    newSymbols.reserveCapacity(symbols.count - garbage)
    newCoefficients.reserveCapacity(symbols.count - garbage)
    for r in slots.indices {
      let range = slots[r].entries
      slots[r].start = newSymbols.count
      newSymbols.append(contentsOf: symbols[range])
      newCoefficients.append(contentsOf: coefficients[range])
      slots[r].capacity = slots[r].count
    }
    symbols = newSymbols
    coefficients = newCoefficients
    garbage = 0
  }
}

extension RowPool {
  /// A row's place in the pool: its entries are `start ..< start + count`, and `capacity`
  /// entries fit there before the row must move to the end. Counts are four bytes (a row of
  /// more than 2³¹ entries would need 24 GB), so the record is 16 bytes, four to a cache line.
  struct Slot {
    var start: Int
    var count: Int32
    var capacity: Int32

    /// The positions of the row's entries in the pool's arrays.
    @inline(__always)
    var entries: Range<Int> { start..<(start + Int(count)) }
  }
}
