/// A sparse linear combination of symbols, its entries kept sorted by symbol index so that every
/// traversal visits them in the same order (determinism) and two rows merge in linear time.
struct SparseRow {
  /// Symbol indices, strictly increasing.
  var symbols: RowBuffer<Int32> = []
  /// The coefficient of each symbol, parallel to `symbols`; its start moves with `symbols`'s.
  var coefficients: RowBuffer<Double> = []

  /// A sum smaller than this fraction of its terms' magnitudes is round-off of a cancellation and
  /// is dropped: keeping it would fill rows and invite unstable pivots. Relative, not absolute: a
  /// system with coefficients of 1e5 has true coefficients of 1e-10 in its rows.
  static let cancellationTolerance = 1e-12

  /// Whether `sum = a + b` is what is left of a cancellation, not a value.
  @inline(__always)
  static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    abs(sum) <= cancellationTolerance * max(abs(a), abs(b)) || sum == 0
  }

  init() {}

  init(symbols: [Int32], coefficients: [Double]) {
    self.symbols = RowBuffer(symbols)
    self.coefficients = RowBuffer(coefficients)
  }

  var isEmpty: Bool { symbols.isEmpty }
  var count: Int { symbols.count }

  /// The position of `symbol`, if present.
  /// - Complexity: O(log n)
  func position(of symbol: Int32) -> Int? {
    // In the storage, from the start: this runs for every candidate of every ratio test
    // (`lexSign`), and the row's own indexing would add the start to every probe.
    let base = symbols.start
    return symbols.storage.withUnsafeBufferPointer { storage in
      var low = base
      var high = storage.count
      while low < high {
        let mid = (low + high) >> 1
        let s = storage[mid]
        if s == symbol { return mid - base }
        if s < symbol { low = mid + 1 } else { high = mid }
      }
      return nil
    }
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
      let sum = coefficients[low] + coefficient
      if SparseRow.cancels(sum, coefficients[low], coefficient) {
        removeEntry(at: low)
      } else {
        coefficients[low] = sum
      }
    } else if coefficient != 0 {
      insertEntry(symbol, coefficient, at: low)
    }
  }

  /// Removes `symbol` and returns its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ symbol: Int32) -> Double {
    guard let p = position(of: symbol) else { return 0 }
    let c = coefficients[p]
    removeEntry(at: p)
    return c
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
  mutating func apply(_ edits: [(symbol: Int32, change: Double?)]) {
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
          if SparseRow.cancels(sum, coefficients[low], change) {
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
    // The start of the storage may move by the first run's offset (`shift`): that run then
    // stays in place, and so does every run with the same offset — an insertion or removal at
    // the front with a balanced pair further on moves only the entries between the pair. Taken
    // when it moves fewer entries than keeping the start. Only where entries lie in memory
    // changes, not what they are.
    var shift = 0
    if let first = runs.first, first.offset != 0 {
      var movedKeeping = 0
      var movedShifting = 0
      for run in runs {
        if run.offset != 0 { movedKeeping += run.end - run.start }
        if run.offset != first.offset { movedShifting += run.end - run.start }
      }
      // Room at the front that is short is made by moving the whole row once, but by half its
      // length more than needed (`RowBuffer.growFront`): O(1) per insertion over the next ones.
      if movedShifting < movedKeeping { shift = first.offset }
    }
    if shift > 0 {
      symbols.growFront(shift)
      coefficients.growFront(shift)
    } else if shift < 0 {
      symbols.dropFront(-shift)
      coefficients.dropFront(-shift)
    }
    // From here, positions are in the buffers as they now start; old entries lie at `+ shift`.
    let grown = count - (n + shift)
    if grown > 0 {
      symbols.append(contentsOf: repeatElement(0, count: grown))
      coefficients.append(contentsOf: repeatElement(0, count: grown))
    }
    // Runs keep their order, so those moving down go first from the left, then those moving
    // up from the right: no run overwrites one that has yet to move.
    symbols.withUnsafeMutableBufferPointer { s in
      coefficients.withUnsafeMutableBufferPointer { c in
        for run in runs where run.offset < shift {
          let from = run.start + shift
          let to = run.start + run.offset
          SparseRow.move(s, from: from, to: to, count: run.end - run.start)
          SparseRow.move(c, from: from, to: to, count: run.end - run.start)
        }
        for run in runs.reversed() where run.offset > shift {
          let from = run.start + shift
          let to = run.start + run.offset
          SparseRow.move(s, from: from, to: to, count: run.end - run.start)
          SparseRow.move(c, from: from, to: to, count: run.end - run.start)
        }
        for entry in placed {
          s[entry.position] = entry.symbol
          c[entry.position] = entry.coefficient
        }
      }
    }
    if grown < 0 {
      symbols.removeLast(-grown)
      coefficients.removeLast(-grown)
    }
  }

  /// Removes the entry at `p`, moving the shorter side of it by one in one block move of each
  /// array: the head up (the start moves past it) or the tail down.
  ///
  /// Why not `Array.remove(at:)`: it moves the tail one element at a time, and a pivot into a
  /// long objective row (one entry per label of a large screen) removes from it every time.
  mutating func removeEntry(at p: Int) {
    let tail = symbols.count - p - 1
    if p < tail {
      if p > 0 {
        symbols.withUnsafeMutableBufferPointer { SparseRow.move($0, from: 0, to: 1, count: p) }
        coefficients.withUnsafeMutableBufferPointer { SparseRow.move($0, from: 0, to: 1, count: p) }
      }
      symbols.dropFront(1)
      coefficients.dropFront(1)
      return
    }
    if tail > 0 {
      symbols.withUnsafeMutableBufferPointer { SparseRow.move($0, from: p + 1, to: p, count: tail) }
      coefficients.withUnsafeMutableBufferPointer {
        SparseRow.move($0, from: p + 1, to: p, count: tail)
      }
    }
    symbols.removeLast()
    coefficients.removeLast()
  }

  /// How long the tail after an insertion must be for a row without room at its front to make
  /// some rather than move the tail.
  static let headroomMinimum = 64

  /// Inserts an entry at `p`, moving the shorter side of it by one in one block move of each
  /// array: the head down (into the room before the start) or the tail up.
  mutating func insertEntry(_ symbol: Int32, _ coefficient: Double, at p: Int) {
    let tail = symbols.count - p
    // Without room at the front, making it moves the whole row: worth it for a long row only
    // (it then lasts for many insertions), not for the short rows a build inserts into.
    if p < tail && (symbols.start > 0 || tail >= SparseRow.headroomMinimum) {
      symbols.growFront(1)
      coefficients.growFront(1)
      if p > 0 {
        symbols.withUnsafeMutableBufferPointer { SparseRow.move($0, from: 1, to: 0, count: p) }
        coefficients.withUnsafeMutableBufferPointer { SparseRow.move($0, from: 1, to: 0, count: p) }
      }
      symbols[p] = symbol
      coefficients[p] = coefficient
      return
    }
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
  /// - Complexity: O(count + other.count)
  mutating func add(
    _ other: SparseRow, times factor: Double, skipping skip: Int32, using scratch: inout SparseRow
  ) {
    scratch.symbols.removeAll(keepingCapacity: true)
    scratch.coefficients.removeAll(keepingCapacity: true)
    scratch.symbols.reserveCapacity(symbols.count + other.symbols.count)
    scratch.coefficients.reserveCapacity(symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    let n = symbols.count
    let m = other.symbols.count
    while i < n || j < m {
      let a = i < n ? symbols[i] : Int32.max
      let b = j < m ? other.symbols[j] : Int32.max
      if a < b {
        if a != skip {
          scratch.symbols.append(a)
          scratch.coefficients.append(coefficients[i])
        }
        i += 1
      } else if b < a {
        let c = factor * other.coefficients[j]
        if b != skip && c != 0 {
          scratch.symbols.append(b)
          scratch.coefficients.append(c)
        }
        j += 1
      } else {
        let product = factor * other.coefficients[j]
        let c = coefficients[i] + product
        if a != skip && !SparseRow.cancels(c, coefficients[i], product) {
          scratch.symbols.append(a)
          scratch.coefficients.append(c)
        }
        i += 1
        j += 1
      }
    }
    swap(&symbols, &scratch.symbols)
    swap(&coefficients, &scratch.coefficients)
  }
}
