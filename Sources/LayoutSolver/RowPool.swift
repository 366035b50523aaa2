/// Every row of the tableau in two flat arrays: row `r` holds the entries
/// `start[r] ..< start[r] + count[r]`, sorted by symbol index.
///
/// Flat storage keeps the hot loops — walking a column and reading one coefficient per row — free
/// of per-row array objects: no reference counting, no uniqueness checks, no copies. A row that
/// outgrows its slot moves to the end of the pool; the slot it leaves is garbage, reclaimed by a
/// compaction once garbage is half the pool.
struct RowPool {
  private(set) var symbols: [Int32] = []
  private(set) var coefficients: [Double] = []
  private var start: [Int] = []
  private var counts: [Int] = []
  private var capacity: [Int] = []
  private var garbage = 0
  /// Reused by `add` for the merged row, so a pivot allocates nothing.
  private var scratchSymbols: [Int32] = []
  private var scratchCoefficients: [Double] = []
  /// Reused by `add` for the symbols a merge adds to the row, before they go to its caller.
  private var scratchInserted: [Int32] = []

  /// The number of row slots (live or freed).
  var slotCount: Int { start.count }

  /// The number of entries of row `r`.
  @inline(__always)
  func count(_ r: Int) -> Int { counts[r] }

  /// The positions of row `r`'s entries in `symbols` and `coefficients`.
  @inline(__always)
  func entries(_ r: Int) -> Range<Int> { start[r]..<(start[r] + counts[r]) }

  /// The symbol of entry `k` of row `r`.
  @inline(__always)
  func symbol(_ r: Int, _ k: Int) -> Int32 { symbols[start[r] + k] }

  /// The coefficient of entry `k` of row `r`.
  @inline(__always)
  func coefficient(_ r: Int, _ k: Int) -> Double { coefficients[start[r] + k] }

  /// The entry index of `symbol` in row `r`, if present.
  /// - Complexity: O(log count)
  @inline(__always)
  func find(_ symbol: Int32, inRow r: Int) -> Int? {
    let base = start[r]
    var low = 0
    var high = counts[r]
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
    find(symbol, inRow: r).map { coefficients[start[r] + $0] } ?? 0
  }

  /// A copy of row `r`.
  func row(_ r: Int) -> SparseRow {
    let range = start[r]..<(start[r] + counts[r])
    return SparseRow(symbols: Array(symbols[range]), coefficients: Array(coefficients[range]))
  }

  /// Room for `slots` row slots in the per-slot arrays.
  mutating func reserveSlots(_ slots: Int) {
    start.reserveCapacity(slots)
    counts.reserveCapacity(slots)
    capacity.reserveCapacity(slots)
  }

  /// A new empty row slot.
  mutating func makeSlot() -> Int {
    start.append(symbols.count)
    counts.append(0)
    capacity.append(0)
    return start.count - 1
  }

  /// Replaces row `r` with `row`.
  mutating func set(_ r: Int, _ row: SparseRow) {
    let n = row.count
    if n > capacity[r] {
      garbage += capacity[r]
      start[r] = symbols.count
      capacity[r] = n + 2  // a little room: pivots often add one entry
      symbols.append(contentsOf: row.symbols)
      coefficients.append(contentsOf: row.coefficients)
      for _ in 0..<2 {
        symbols.append(0)
        coefficients.append(0)
      }
    } else {
      let base = start[r]
      for k in 0..<n {
        symbols[base + k] = row.symbols[k]
        coefficients[base + k] = row.coefficients[k]
      }
    }
    counts[r] = n
    compactIfWasteful()
  }

  /// Empties row `r` (its slot may be reused).
  mutating func clear(_ r: Int) {
    counts[r] = 0
  }

  /// Removes `symbol`'s entry from row `r`, if present, keeping the rest in order.
  mutating func remove(_ symbol: Int32, fromRow r: Int) {
    guard let p = find(symbol, inRow: r) else { return }
    let base = start[r]
    for k in (base + p)..<(base + counts[r] - 1) {
      symbols[k] = symbols[k + 1]
      coefficients[k] = coefficients[k + 1]
    }
    counts[r] -= 1
  }

  /// Rewrites row `r`, `leaving = a·entering + Σ rest`, as the row of `entering`:
  /// `entering = (1/a)·leaving − Σ (1/a)·rest`, in place (the entry count does not change).
  /// `entering` must be in the row and `leaving` not.
  mutating func solve(_ r: Int, for entering: Int32, replacing leaving: Int32) {
    let base = start[r]
    let n = counts[r]
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
    let base = start[r]
    let n = counts[r]
    let otherBase = start[source]
    let m = counts[source]
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
    let room = capacity[r]
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
      garbage += capacity[r]
      start[r] = symbols.count
      capacity[r] = newCount + 2  // a little room: the next pivot often adds one entry
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
    counts[r] = newCount
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
    for r in start.indices {
      let base = start[r]
      start[r] = newSymbols.count
      newSymbols.append(contentsOf: symbols[base..<(base + counts[r])])
      newCoefficients.append(contentsOf: coefficients[base..<(base + counts[r])])
      capacity[r] = counts[r]
    }
    symbols = newSymbols
    coefficients = newCoefficients
    garbage = 0
  }
}
