/// Bland's entering symbol for the primal simplex, found step after step without reading every
/// objective entry each time (`Tableau.optimize`).
///
/// Why: a root size change across a crossing (`Docs/solver.md`, "Crossings") ends with a primal
/// simplex of a pivot or so per label, and `improvingSymbol()` read each objective row from its
/// first entry up to the lowest improving symbol: a row as long as the screen, per pivot, so the
/// optimize grew with the square of the views (x95 in instructions from 1,000 to 10,000 cards).
///
/// What a step can change: `step` moves the entering symbol and, when a basic symbol reaches its
/// bound first, pivots it in. Only the entering symbol and the leaving one change value among the
/// non-basic symbols (the others keep theirs; basic ones are in no objective row), and the pivot
/// changes the objective entries of the symbols of the entering symbol's new row only (it adds a
/// multiple of that row to each level that held the entering symbol). So a symbol that was not
/// improving before the step, and is neither moved nor in that row, is not improving after it.
///
/// The scan keeps `clean`: every symbol below it is known not to improve, except those in
/// `improving` (known to improve, with their direction, and untouched since they were read) and
/// those in `touched` (symbols below `clean` that a step changed, to be read again). The next
/// entering symbol is the lowest of `improving` once `touched` is read into it
/// (`improvingDirection`) or, when none is left, the first the level-by-level scan of
/// `improvingSymbol(from:below:)` finds from `clean` on. Both answer Bland's question exactly, so the choice is the
/// one a scan from the first entry makes: same symbol, same direction, same pivots and values
/// (checked against the full scan in debug builds). A scan that finds the symbol moves `clean` up
/// to it: everything it passed does not improve.
struct EnteringScan {
  /// Every symbol below this that is not in `improving` or `touched` does not improve.
  var clean: Int32 = 0
  /// Symbols below `clean` known to improve, sorted, with their direction.
  var improving: [(symbol: Int32, direction: Double)] = []
  /// Symbols below `clean` that a step may have changed: read again before the next choice.
  var touched: [Int32] = []
}

extension Tableau {
  /// The lowest-index improving symbol and its direction, as `improvingSymbol()` finds it, read
  /// from `scan` (see `EnteringScan`), which it brings up to date.
  mutating func nextImproving(_ scan: inout EnteringScan) -> (Int32, Double)? {
    for s in scan.touched {
      // Where `s` is or would go in the sorted list.
      var low = 0
      var high = scan.improving.count
      while low < high {
        let mid = (low + high) >> 1
        if scan.improving[mid].symbol < s { low = mid + 1 } else { high = mid }
      }
      let listed = low < scan.improving.count && scan.improving[low].symbol == s
      if let direction = improvingDirection(s) {
        if listed {
          scan.improving[low].direction = direction
        } else {
          scan.improving.insert((s, direction), at: low)
        }
      } else if listed {
        scan.improving.remove(at: low)
      }
    }
    scan.touched.removeAll(keepingCapacity: true)
    var best: Int32 = .max
    var bestDirection = 0.0
    if let first = scan.improving.first {
      best = first.symbol
      bestDirection = first.direction
    } else if let (s, direction) = improvingSymbol(from: scan.clean, below: .max) {
      // Nothing below `clean` improves: the lowest from there on, and everything it passed
      // does not improve.
      best = s
      bestDirection = direction
      scan.clean = s
    }
    assert(
      (best == .max ? nil : best) == improvingSymbol()?.0
        && (best == .max || bestDirection == improvingSymbol()?.1),
      "the incremental scan chose another entering symbol than Bland's rule")
    return best == .max ? nil : (best, bestDirection)
  }

  /// After `step(entering: j, …)`: lists the symbols below `scan.clean` that the step may have
  /// changed — `j` itself (basic now, or moved to a bound) and, when it pivoted in, the symbols
  /// of its new row. Symbols from `clean` up are read by the next scan anyway.
  mutating func noteStep(entering j: Int32, in scan: inout EnteringScan) {
    if j < scan.clean { scan.touched.append(j) }
    let r = rowOfSymbol[Int(j)]
    guard r >= 0 else { return }
    let ri = Int(r)
    for k in 0..<rows.count(ri) {
      let s = rows.symbol(ri, k)
      if s < scan.clean { scan.touched.append(s) }
    }
  }
}
