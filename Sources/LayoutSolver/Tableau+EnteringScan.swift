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
/// The scan keeps `clean`: every symbol below it is known not to improve, except those listed in
/// `pending` (symbols below `clean` that a step changed, or that improved but were not the
/// lowest). The next entering symbol is the lowest improving one among `pending` (each read
/// afresh, `improvingDirection`) and the level-by-level scan of `improvingSymbol(from:below:)`
/// over the symbols from `clean` up to that one. Both answer Bland's question exactly, so the
/// choice is the one a scan from the first entry makes: same symbol, same direction, same pivots
/// and values (checked against the full scan in debug builds). A scan that finds the symbol moves
/// `clean` up to it: everything it passed does not improve.
struct EnteringScan {
  /// Every symbol below this that is not in `pending` does not improve.
  var clean: Int32 = 0
  /// Symbols below `clean` whose improving may have changed, or that improve (read each step).
  var pending: [Int32] = []
}

extension Tableau {
  /// The lowest-index improving symbol and its direction, as `improvingSymbol()` finds it, read
  /// from `scan` (see `EnteringScan`), which it brings up to date.
  mutating func nextImproving(_ scan: inout EnteringScan) -> (Int32, Double)? {
    var best: Int32 = .max
    var bestDirection = 0.0
    var kept = 0
    for k in scan.pending.indices {
      let s = scan.pending[k]
      guard let direction = improvingDirection(s) else { continue }
      // Still improving: it stays listed until a step takes it or makes it stop improving.
      scan.pending[kept] = s
      kept += 1
      if s < best {
        best = s
        bestDirection = direction
      }
    }
    scan.pending.removeLast(scan.pending.count - kept)
    if kept > 1 {
      // A symbol listed twice (improving, then in a pivot row again) is read once next time.
      scan.pending.sort()
      var unique = 1
      for k in 1..<kept where scan.pending[k] != scan.pending[unique - 1] {
        scan.pending[unique] = scan.pending[k]
        unique += 1
      }
      scan.pending.removeLast(kept - unique)
    }
    if best > scan.clean, let (s, direction) = improvingSymbol(from: scan.clean, below: best) {
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
  /// made improving — those of `j`'s new row when it pivoted in, else `j` itself (it moved to a
  /// bound). Symbols from `clean` up are read by the next scan anyway.
  mutating func noteStep(entering j: Int32, in scan: inout EnteringScan) {
    let r = rowOfSymbol[Int(j)]
    guard r >= 0 else {
      if j < scan.clean { scan.pending.append(j) }
      return
    }
    let ri = Int(r)
    for k in 0..<rows.count(ri) {
      let s = rows.symbol(ri, k)
      if s < scan.clean { scan.pending.append(s) }
    }
  }
}
