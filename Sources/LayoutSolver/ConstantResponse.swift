/// How every value moves, per unit, when one constraint's constant moves and the basis does not
/// change: the solution's derivative along that constant.
///
/// An edit that needs no pivot moves only non-basic symbols whose reduced cost is zero (shifts,
/// plain or propagated). Such a move is linear in the change of the constant, so once one edit has
/// been seen, the next one on the same basis is `value += rate · change` for the symbols it moved
/// and nothing else: no column walks, no candidate search, no propagation queue. That is what a
/// window resize or a rotation repeated on one layout needs.
///
/// Why the result is still the optimum: with the basis unchanged, the objective rows (the reduced
/// costs) are unchanged; the symbols that move all have a zero reduced-cost vector, so every
/// non-basic symbol whose reduced cost is not zero still rests on the bound its sign asks for.
/// A point that also lies within every bound is therefore lexicographically optimal, by the same
/// certificate as before. The response is applied only when the structure version it was taken
/// at is current and every value it moves stays within its bounds; otherwise the solver repairs
/// as usual.
struct ConstantResponse {
  /// `Tableau.structureVersion` when the response was measured.
  var version: UInt64
  /// Each symbol that moved, with its change per unit change of the constant (a sparse row over
  /// the symbols, in index order).
  var rates: SparseRow
  /// The positions in `rates` of the symbols with a finite bound, the only ones a move can take out
  /// of bounds. (Which bounds are finite depends on the relations alone; constants move them.)
  var bounded: [Int32]

  /// The response measured from values before and after a change of `change` in the constant;
  /// `nil` when the change is too small to divide by.
  init?(before: [Double], in tableau: Tableau, change: Double) {
    guard change.isFinite, abs(change) > 1e-9 else { return nil }
    version = tableau.structureVersion
    rates = SparseRow()
    bounded = []
    let after = tableau.value
    for s in before.indices where before[s] != after[s] {
      if tableau.lower[s] > -.infinity || tableau.upper[s] < .infinity {
        bounded.append(Int32(rates.count))
      }
      rates.symbols.append(Int32(s))
      rates.coefficients.append((after[s] - before[s]) / change)
    }
  }
}

extension Tableau {
  /// Moves every symbol of `response` by its rate times `change`, if every one of them, and the
  /// changed constraint's slack `slack` (whose bounds the caller has already moved), stays within
  /// its bounds; otherwise changes nothing.
  /// - Returns: whether the values moved.
  mutating func apply(_ response: ConstantResponse, change: Double, slack: Int32) -> Bool {
    guard response.version == structureVersion else { return false }
    // The slack may be missing from the response (an inequality that held without moving), and
    // its bounds are the only ones that changed: check it whatever the response says.
    let slackRate = response.rates.coefficient(of: slack)
    if !admits(slack, value[Int(slack)] + slackRate * change) { return false }
    for k in response.bounded {
      let s = response.rates.symbols[Int(k)]
      if !admits(s, value[Int(s)] + response.rates.coefficients[Int(k)] * change) { return false }
    }
    response.rates.symbols.withUnsafeBufferPointer { symbols in
      response.rates.coefficients.withUnsafeBufferPointer { rates in
        value.withUnsafeMutableBufferPointer { value in
          for k in 0..<symbols.count {
            value[Int(symbols[k])] += rates[k] * change
          }
        }
      }
    }
    return true
  }
}
