/// A sparse linear combination of symbols, its entries kept sorted by symbol index so that every
/// traversal visits them in the same order (determinism) and two rows merge in linear time.
///
/// An entry whose coefficient is exactly zero is a *tombstone*: a removed entry that `apply` (the
/// pivot's update of an objective row) leaves in place in a long row (`tombstoneMinimum` entries
/// or more), and that reads as absent everywhere (`coefficient(of:)` returns its zero; loops over
/// the entries skip zeros). No live entry is zero: `add` never inserts a zero and drops a sum
/// that cancels. Why: a pivot into a long objective row removes and inserts entries anywhere in
/// it (a crossing: one pivot per label); in a plain sorted array each removal moved half the
/// row. A removal now moves nothing, an insertion next to a tombstone moves only the entries
/// between them, and the row is compacted when tombstones are half of it (`Docs/solver.md`,
/// "Crossings"). Only `apply` and `removeLeavingTombstone` (both used on objective rows only)
/// make tombstones: `add` and `remove` edit as a plain sorted array does, so the rows they build
/// (constraint rows, copied into the pool) never hold one.
struct SparseRow {
  /// Symbol indices, strictly increasing (tombstones included).
  var symbols: [Int32] = []
  /// The coefficient of each symbol, parallel to `symbols`; zero for a tombstone.
  var coefficients: [Double] = []
  /// How many entries are tombstones. A hint for compaction only: a row built by appending to
  /// `symbols` and `coefficients` directly may hold zeros it does not count, which read as
  /// tombstones all the same.
  var tombstoneCount = 0

  /// Rows at least this long leave the entries `apply` and `removeLeavingTombstone` remove in
  /// place as tombstones; shorter rows move their tail, as a plain sorted array does (a few
  /// cache lines: cheaper than any bookkeeping).
  static let tombstoneMinimum = 128

  /// How far from an insertion a tombstone may lie for the insertion to take its place, moving
  /// the entries between; beyond it, the insertion moves the tail.
  static let tombstoneReach = 32

  /// A sum smaller than this fraction of its terms' magnitudes is round-off of a cancellation and
  /// is dropped: keeping it would fill rows and invite unstable pivots. Relative, not absolute: a
  /// system with coefficients of 1e5 has true coefficients of 1e-10 in its rows.
  static let cancellationTolerance = 1e-12

  /// Whether `sum = a + b` is what is left of a cancellation, not a value: within `tolerance`
  /// (`cancellationTolerance` unless the caller says otherwise) of its terms' magnitudes.
  @inline(__always)
  static func cancels(
    _ sum: Double, _ a: Double, _ b: Double, within tolerance: Double = cancellationTolerance
  ) -> Bool {
    abs(sum) <= tolerance * max(abs(a), abs(b)) || sum == 0
  }

  init() {}

  init(symbols: [Int32], coefficients: [Double]) {
    self.symbols = symbols
    self.coefficients = coefficients
  }

  /// Whether the row holds no entry, tombstones included (a row of tombstones only is not
  /// empty; `compact()` first where that matters).
  var isEmpty: Bool { symbols.isEmpty }
  /// The number of entries, tombstones included.
  var count: Int { symbols.count }

  /// The position of `symbol`, if present.
  /// - Complexity: O(log n)
  func position(of symbol: Int32) -> Int? {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      let s = symbols[mid]
      if s == symbol { return mid }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
  }

  /// The coefficient of `symbol`, zero when absent.
  func coefficient(of symbol: Int32) -> Double {
    position(of: symbol).map { coefficients[$0] } ?? 0
  }

  /// Adds `coefficient * symbol`, inserting or merging; drops the entry if it cancels.
  mutating func add(_ coefficient: Double, _ symbol: Int32) {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    if low < symbols.count && symbols[low] == symbol {
      // A tombstone's zero makes `sum` the coefficient itself, bit for bit: an insertion.
      let old = coefficients[low]
      let sum = old + coefficient
      if old == 0 { tombstoneCount = max(0, tombstoneCount - 1) }
      if SparseRow.cancels(sum, old, coefficient) {
        removeEntry(at: low)
      } else {
        coefficients[low] = sum
      }
    } else if coefficient != 0 {
      // Into the nearest tombstone, if the row has any (an objective row after `apply`).
      if tombstoneCount > 0 {
        let n = symbols.count
        let placed = symbols.withUnsafeMutableBufferPointer { s in
          coefficients.withUnsafeMutableBufferPointer { c in
            SparseRow.placeInTombstone(s, c, symbol, coefficient, before: low, within: 0..<n)
          }
        }
        if placed != nil {
          tombstoneCount = max(0, tombstoneCount - 1)
          return
        }
      }
      insertEntry(symbol, coefficient, at: low)
    }
  }

  /// Removes `symbol` and returns its coefficient (zero when absent, or a tombstone).
  @discardableResult
  mutating func remove(_ symbol: Int32) -> Double {
    guard let p = position(of: symbol) else { return 0 }
    let c = coefficients[p]
    if c == 0 { tombstoneCount = max(0, tombstoneCount - 1) }
    removeEntry(at: p)
    // A shorter row keeps its tombstones at most half of it (see `applyLeavingTombstones`).
    if tombstoneCount * 2 > symbols.count { compact() }
    return c
  }

  /// Removes `symbol` as `remove` does, but from a long row (`tombstoneMinimum` entries or more)
  /// by leaving a tombstone, as `apply` does: for an objective row, from which a removal takes
  /// an error symbol anywhere (uninstalling a view per row of a screen moved half of a level's
  /// row each time: quadratic).
  /// - Returns: its coefficient (zero when absent, or a tombstone).
  @discardableResult
  mutating func removeLeavingTombstone(_ symbol: Int32) -> Double {
    guard symbols.count >= SparseRow.tombstoneMinimum else { return remove(symbol) }
    guard let p = position(of: symbol) else { return 0 }
    let c = coefficients[p]
    guard c != 0 else { return 0 }
    coefficients[p] = 0
    tombstoneCount += 1
    if tombstoneCount * 2 > symbols.count { compact() }
    return c
  }

  /// Drops every tombstone, keeping the live entries in order.
  /// - Complexity: O(count)
  mutating func compact() {
    let n = symbols.count
    var kept = 0
    symbols.withUnsafeMutableBufferPointer { s in
      coefficients.withUnsafeMutableBufferPointer { c in
        for k in 0..<n where c[k] != 0 {
          s[kept] = s[k]
          c[kept] = c[k]
          kept += 1
        }
      }
    }
    if kept < n {
      symbols.removeLast(n - kept)
      coefficients.removeLast(n - kept)
    }
    tombstoneCount = 0
  }

  /// Writes an entry for `symbol` (absent from the row, belonging just before position `p`)
  /// into the nearest tombstone at most `tombstoneReach` away, in `bounds`, moving the entries
  /// between by one: toward a tombstone on the left, the entry lands at `p - 1`; on the right,
  /// at `p`. Returns the positions that changed (the entry's and the moved ones), or nil when
  /// no tombstone is in reach; the order stays sorted either way, as the tombstone's own symbol
  /// lies on the same side of `symbol` as the entries moved over it.
  static func placeInTombstone(
    _ s: UnsafeMutableBufferPointer<Int32>, _ c: UnsafeMutableBufferPointer<Double>,
    _ symbol: Int32, _ coefficient: Double, before p: Int, within bounds: Range<Int>
  ) -> ClosedRange<Int>? {
    for d in 1...tombstoneReach {
      let left = p - d
      let right = p + d - 1
      let leftIn = left >= bounds.lowerBound
      let rightIn = right < bounds.upperBound
      if leftIn && c[left] == 0 {
        SparseRow.move(s, from: left + 1, to: left, count: d - 1)
        SparseRow.move(c, from: left + 1, to: left, count: d - 1)
        s[p - 1] = symbol
        c[p - 1] = coefficient
        return left...(p - 1)
      }
      if rightIn && c[right] == 0 {
        SparseRow.move(s, from: p, to: p + 1, count: d - 1)
        SparseRow.move(c, from: p, to: p + 1, count: d - 1)
        s[p] = symbol
        c[p] = coefficient
        return p...right
      }
      if !leftIn && !rightIn { break }
    }
    return nil
  }

  /// Applies sorted edits at once: for each `(symbol, change)`, by increasing symbol, `change`
  /// nil removes the symbol's entry, a number adds to it as `add(_:_:)` does (same sum, same
  /// cancellation test, a zero never inserted). The result is bit for bit that of the edits one
  /// at a time.
  ///
  /// Why: a pivot into a long objective row removes its entering symbol and inserts its leaving
  /// one, usually two symbols of the same constraint, close in index; one at a time, each moved
  /// the whole tail of the row. Here only the entries between edits that shift the row move,
  /// each once.
  /// - Complexity: O(edits · log count) plus the entries between the first and last insertion
  ///   or removal that must move.
  ///
  /// `cancelling`: the cancellation test's relative tolerance (see `cancels`).
  mutating func apply(
    _ edits: [(symbol: Int32, change: Double?)],
    cancelling tolerance: Double = SparseRow.cancellationTolerance
  ) {
    if symbols.count >= SparseRow.tombstoneMinimum {
      applyLeavingTombstones(edits, cancelling: tolerance)
      return
    }
    let n = symbols.count
    // Insertions (before an old position) and removals (of an old position), in order.
    var events: [(position: Int, symbol: Int32, coefficient: Double?)] = []
    var low = 0
    for (symbol, change) in edits {
      var high = n
      while low < high {
        let mid = (low + high) >> 1
        if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
      }
      if low < n && symbols[low] == symbol {
        if let change {
          let sum = coefficients[low] + change
          if SparseRow.cancels(sum, coefficients[low], change, within: tolerance) {
            events.append((low, symbol, nil))
          } else {
            coefficients[low] = sum
          }
        } else {
          events.append((low, symbol, nil))
        }
        low += 1
      } else if let change, change != 0 {
        events.append((low, symbol, change))
      }
    }
    guard !events.isEmpty else { return }
    shift(events)
  }

  /// `apply` for a long row: a removal (or a sum that cancels) leaves a tombstone, a new entry
  /// takes the nearest tombstone in reach (`placeInTombstone`), and only the entries left over
  /// shift the row as `apply` does. The same live entries, sums and order as `apply` on a plain
  /// row: a tombstone reads as absent, and an entry written over one is what an insertion would
  /// have written.
  /// - Complexity: O(edits · (log count + tombstoneReach)) plus, for the new entries with no
  ///   tombstone in reach, the entries that must move; a compaction when tombstones are half.
  mutating func applyLeavingTombstones(
    _ edits: [(symbol: Int32, change: Double?)],
    cancelling tolerance: Double = SparseRow.cancellationTolerance
  ) {
    let n = symbols.count
    var insertions: [(position: Int, symbol: Int32, coefficient: Double?)] = []
    var buried = 0
    var revived = 0
    symbols.withUnsafeMutableBufferPointer { s in
      coefficients.withUnsafeMutableBufferPointer { c in
        var low = 0
        for (symbol, change) in edits {
          var high = n
          while low < high {
            let mid = (low + high) >> 1
            if s[mid] < symbol { low = mid + 1 } else { high = mid }
          }
          if low < n && s[low] == symbol {
            let old = c[low]
            if let change {
              let sum = old + change
              if SparseRow.cancels(sum, old, change, within: tolerance) {
                if old != 0 {
                  c[low] = 0
                  buried += 1
                }
              } else {
                if old == 0 { revived += 1 }
                c[low] = sum
              }
            } else if old != 0 {
              c[low] = 0
              buried += 1
            }
            low += 1
          } else if let change, change != 0 {
            insertions.append((low, symbol, change))
          }
        }
        // New entries into tombstones, left to right. A placement moves entries only within
        // its bounds: after the slots the one before it changed (or, for one left over, before
        // its position, which must keep meaning the same gap) and before the next one's
        // position, so every later position still names its gap.
        var kept = 0
        var floor = 0
        for i in insertions.indices {
          let p = insertions[i].position
          let next = i + 1 < insertions.count ? insertions[i + 1].position : n
          if floor <= p, p <= next,
            let changed = SparseRow.placeInTombstone(
              s, c, insertions[i].symbol, insertions[i].coefficient ?? 0, before: p,
              within: floor..<next)
          {
            revived += 1
            floor = changed.upperBound + 1
          } else {
            insertions[kept] = insertions[i]
            kept += 1
            floor = max(floor, p)
          }
        }
        insertions.removeLast(insertions.count - kept)
      }
    }
    tombstoneCount = max(0, tombstoneCount + buried - revived)
    if !insertions.isEmpty { shift(insertions) }
    // Compacted once tombstones are more than half the row: O(1) amortized per removal, and a
    // row at most twice its live length.
    if tombstoneCount * 2 > symbols.count { compact() }
  }

  /// Moves the row's kept runs and writes its new entries: `events` are insertions (before an
  /// old position) and removals (of an old position), in order, as `apply` finds them.
  @inline(__always)
  mutating func shift(_ events: [(position: Int, symbol: Int32, coefficient: Double?)]) {
    let n = symbols.count
    // The kept runs of old entries, each with how far it moves; and where insertions land.
    var runs: [(start: Int, end: Int, offset: Int)] = []
    var placed: [(position: Int, symbol: Int32, coefficient: Double)] = []
    var start = 0
    var offset = 0
    for event in events {
      if event.position > start { runs.append((start, event.position, offset)) }
      if let c = event.coefficient {
        placed.append((event.position + offset, event.symbol, c))
        offset += 1
        start = event.position
      } else {
        offset -= 1
        start = event.position + 1
      }
    }
    if n > start { runs.append((start, n, offset)) }
    let count = n + offset
    if count > n {
      symbols.append(contentsOf: repeatElement(0, count: count - n))
      coefficients.append(contentsOf: repeatElement(0, count: count - n))
    }
    // Runs keep their order, so those moving down go first from the left, then those moving
    // up from the right: no run overwrites one that has yet to move.
    symbols.withUnsafeMutableBufferPointer { s in
      coefficients.withUnsafeMutableBufferPointer { c in
        for run in runs where run.offset < 0 {
          SparseRow.move(s, from: run.start, to: run.start + run.offset, count: run.end - run.start)
          SparseRow.move(c, from: run.start, to: run.start + run.offset, count: run.end - run.start)
        }
        for run in runs.reversed() where run.offset > 0 {
          SparseRow.move(s, from: run.start, to: run.start + run.offset, count: run.end - run.start)
          SparseRow.move(c, from: run.start, to: run.start + run.offset, count: run.end - run.start)
        }
        for entry in placed {
          s[entry.position] = entry.symbol
          c[entry.position] = entry.coefficient
        }
      }
    }
    if count < n {
      symbols.removeLast(n - count)
      coefficients.removeLast(n - count)
    }
  }

  /// Removes the entry at `p`, moving the tail down in one block move of each array.
  ///
  /// Why not `Array.remove(at:)`: it moves the tail one element at a time, and a pivot into a
  /// long objective row (one entry per label of a large screen) removes from it every time.
  mutating func removeEntry(at p: Int) {
    let tail = symbols.count - p - 1
    if tail > 0 {
      symbols.withUnsafeMutableBufferPointer { SparseRow.move($0, from: p + 1, to: p, count: tail) }
      coefficients.withUnsafeMutableBufferPointer {
        SparseRow.move($0, from: p + 1, to: p, count: tail)
      }
    }
    symbols.removeLast()
    coefficients.removeLast()
  }

  /// Inserts an entry at `p`, moving the tail up in one block move of each array.
  mutating func insertEntry(_ symbol: Int32, _ coefficient: Double, at p: Int) {
    let tail = symbols.count - p
    symbols.append(symbol)
    coefficients.append(coefficient)
    guard tail > 0 else { return }
    symbols.withUnsafeMutableBufferPointer { SparseRow.move($0, from: p, to: p + 1, count: tail) }
    coefficients.withUnsafeMutableBufferPointer {
      SparseRow.move($0, from: p, to: p + 1, count: tail)
    }
    symbols[p] = symbol
    coefficients[p] = coefficient
  }

  /// Moves `count` elements of a buffer of a trivial type from one position to another; the
  /// two ranges may overlap (a raw memory move).
  @inline(__always)
  static func move<T>(_ buffer: UnsafeMutableBufferPointer<T>, from: Int, to: Int, count: Int) {
    guard let base = buffer.baseAddress else { return }
    UnsafeMutableRawPointer(base + to).copyMemory(
      from: UnsafeRawPointer(base + from), byteCount: count * MemoryLayout<T>.stride)
  }

  /// `self += factor * other`, leaving out `skip`. The merge is written into `scratch`'s
  /// arrays, which then trade places with this row's: after the first call neither side
  /// allocates (a pivot updates every objective row that holds its entering symbol).
  ///
  /// The merge writes by index into raw buffers sized for the longest result, trimmed after: an
  /// append per entry checked uniqueness and capacity each time, most of what the update of a
  /// long objective row cost (W1's build: 3%).
  /// - Complexity: O(count + other.count)
  mutating func add(
    _ other: SparseRow, times factor: Double, skipping skip: Int32, using scratch: inout SparseRow
  ) {
    other.symbols.withUnsafeBufferPointer { otherSymbols in
      other.coefficients.withUnsafeBufferPointer { otherCoefficients in
        add(
          symbols: otherSymbols, coefficients: otherCoefficients, times: factor, skipping: skip,
          using: &scratch)
      }
    }
  }

  /// `add(_:times:skipping:using:)` with the other row's entries given as buffers: a pivot
  /// reads its row where the row pool keeps it, instead of copying it into a `SparseRow` (two
  /// allocations and two frees per pivot that updates an objective). `cancelling`: the
  /// cancellation test's relative tolerance (see `cancels`).
  mutating func add(
    symbols otherSymbols: UnsafeBufferPointer<Int32>,
    coefficients otherCoefficients: UnsafeBufferPointer<Double>, times factor: Double,
    skipping skip: Int32, using scratch: inout SparseRow,
    cancelling tolerance: Double = SparseRow.cancellationTolerance
  ) {
    let n = symbols.count
    let m = otherSymbols.count
    SparseRow.resize(&scratch.symbols, to: n + m)
    SparseRow.resize(&scratch.coefficients, to: n + m)
    var o = 0
    symbols.withUnsafeBufferPointer { symbols in
      coefficients.withUnsafeBufferPointer { coefficients in
        scratch.symbols.withUnsafeMutableBufferPointer { outSymbols in
          scratch.coefficients.withUnsafeMutableBufferPointer { outCoefficients in
            var i = 0
            var j = 0
            while i < n || j < m {
              let a = i < n ? symbols[i] : Int32.max
              let b = j < m ? otherSymbols[j] : Int32.max
              if a < b {
                if a != skip && coefficients[i] != 0 {  // a tombstone is absent: dropped here
                  outSymbols[o] = a
                  outCoefficients[o] = coefficients[i]
                  o += 1
                }
                i += 1
              } else if b < a {
                let c = factor * otherCoefficients[j]
                if b != skip && c != 0 {
                  outSymbols[o] = b
                  outCoefficients[o] = c
                  o += 1
                }
                j += 1
              } else {
                let product = factor * otherCoefficients[j]
                let c = coefficients[i] + product
                if a != skip && !SparseRow.cancels(c, coefficients[i], product, within: tolerance) {
                  outSymbols[o] = a
                  outCoefficients[o] = c
                  o += 1
                }
                i += 1
                j += 1
              }
            }
          }
        }
      }
    }
    SparseRow.resize(&scratch.symbols, to: o)
    SparseRow.resize(&scratch.coefficients, to: o)
    swap(&symbols, &scratch.symbols)
    swap(&coefficients, &scratch.coefficients)
    tombstoneCount = 0
  }

  /// Makes `list` `count` long: zeros appended, or entries taken off the end.
  @inline(__always)
  static func resize<T: Numeric>(_ list: inout [T], to count: Int) {
    if list.count < count {
      list.append(contentsOf: repeatElement(0, count: count - list.count))
    } else if list.count > count {
      list.removeLast(list.count - count)
    }
  }
}
