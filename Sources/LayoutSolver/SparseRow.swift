/// A sparse linear combination of symbols, its entries kept sorted by symbol index so that every
/// traversal visits them in the same order (determinism) and two rows merge in linear time.
struct SparseRow {
  /// Symbol indices, strictly increasing.
  var symbols: [Int32] = []
  /// The coefficient of each symbol, parallel to `symbols`.
  var coefficients: [Double] = []

  /// Coefficients smaller than this in magnitude are dropped after arithmetic: they are round-off
  /// of a cancellation, and keeping them would both fill rows and invite unstable pivots.
  static let dropTolerance = 1e-9

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
      if abs(sum) <= SparseRow.dropTolerance {
        symbols.remove(at: low)
        coefficients.remove(at: low)
      } else {
        coefficients[low] = sum
      }
    } else if abs(coefficient) > SparseRow.dropTolerance {
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

  /// `self += factor * other`, leaving out `skip`. Calls `inserted` for every symbol that was not
  /// in `self` before, so the caller can keep its column index.
  /// - Complexity: O(count + other.count)
  mutating func add(
    _ other: SparseRow, times factor: Double, skipping skip: Int32,
    inserted: (Int32) -> Void
  ) {
    var newSymbols: [Int32] = []
    var newCoefficients: [Double] = []
    newSymbols.reserveCapacity(symbols.count + other.symbols.count)
    newCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    let n = symbols.count
    let m = other.symbols.count
    while i < n || j < m {
      let a = i < n ? symbols[i] : Int32.max
      let b = j < m ? other.symbols[j] : Int32.max
      if a < b {
        if a != skip {
          newSymbols.append(a)
          newCoefficients.append(coefficients[i])
        }
        i += 1
      } else if b < a {
        let c = factor * other.coefficients[j]
        if b != skip && abs(c) > SparseRow.dropTolerance {
          newSymbols.append(b)
          newCoefficients.append(c)
          inserted(b)
        }
        j += 1
      } else {
        let c = coefficients[i] + factor * other.coefficients[j]
        if a != skip && abs(c) > SparseRow.dropTolerance {
          newSymbols.append(a)
          newCoefficients.append(c)
        }
        i += 1
        j += 1
      }
    }
    symbols = newSymbols
    coefficients = newCoefficients
  }
}
