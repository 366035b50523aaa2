/// A sparse linear combination of symbols, its entries kept sorted by symbol index so that every
/// traversal visits them in the same order (determinism) and two rows merge in linear time.
struct SparseRow {
  /// Symbol indices, strictly increasing.
  var symbols: [Int32] = []
  /// The coefficient of each symbol, parallel to `symbols`.
  var coefficients: [Double] = []

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
    self.symbols = symbols
    self.coefficients = coefficients
  }

  var isEmpty: Bool { symbols.isEmpty }
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
      let sum = coefficients[low] + coefficient
      if SparseRow.cancels(sum, coefficients[low], coefficient) {
        symbols.remove(at: low)
        coefficients.remove(at: low)
      } else {
        coefficients[low] = sum
      }
    } else if coefficient != 0 {
      symbols.insert(symbol, at: low)
      coefficients.insert(coefficient, at: low)
    }
  }

  /// Removes `symbol` and returns its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ symbol: Int32) -> Double {
    guard let p = position(of: symbol) else { return 0 }
    symbols.remove(at: p)
    return coefficients.remove(at: p)
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
