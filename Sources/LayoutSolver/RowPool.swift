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

  /// The number of row slots (live or freed).
  var slotCount: Int { start.count }

  /// The number of entries of row `r`.
  @inline(__always)
  func count(_ r: Int) -> Int { counts[r] }

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

  /// `row r += factor * other`, leaving out `skip`; appends to `inserted` every symbol that was
  /// not in the row before.
  /// - Complexity: O(count(r) + other.count)
  mutating func add(
    _ other: SparseRow, times factor: Double, into r: Int, skipping skip: Int32,
    inserted: inout [Int32]
  ) {
    let base = start[r]
    let n = counts[r]
    let m = other.count
    // Merge into the end of the pool, then point the row there. (No reserveCapacity: it would
    // reallocate to the exact size, defeating the arrays' geometric growth.)
    let newBase = symbols.count
    var i = 0
    var j = 0
    while i < n || j < m {
      let a = i < n ? symbols[base + i] : Int32.max
      let b = j < m ? other.symbols[j] : Int32.max
      if a < b {
        if a != skip {
          symbols.append(a)
          coefficients.append(coefficients[base + i])
        }
        i += 1
      } else if b < a {
        let c = factor * other.coefficients[j]
        if b != skip && c != 0 {
          symbols.append(b)
          coefficients.append(c)
          inserted.append(b)
        }
        j += 1
      } else {
        let product = factor * other.coefficients[j]
        let c = coefficients[base + i] + product
        if a != skip && !SparseRow.cancels(c, coefficients[base + i], product) {
          symbols.append(a)
          coefficients.append(c)
        }
        i += 1
        j += 1
      }
    }
    let newCount = symbols.count - newBase
    if newCount <= capacity[r] {
      // It fits where it was: copy back and drop the scratch tail.
      for k in 0..<newCount {
        symbols[base + k] = symbols[newBase + k]
        coefficients[base + k] = coefficients[newBase + k]
      }
      symbols.removeLast(newCount)
      coefficients.removeLast(newCount)
    } else {
      garbage += capacity[r]
      start[r] = newBase
      capacity[r] = newCount + 2
      for _ in 0..<2 {
        symbols.append(0)
        coefficients.append(0)
      }
    }
    counts[r] = newCount
    compactIfWasteful()
  }

  /// Rewrites the pool without garbage once garbage is at least half of it.
  private mutating func compactIfWasteful() {
    guard garbage > 4096 && 2 * garbage > symbols.count else { return }
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
