/// The two simplex loops: `repair` restores feasibility (the dual simplex when the objective is
/// already optimal, a plain feasibility search otherwise), `optimize` restores optimality (the
/// primal simplex, lexicographic over priority levels).
extension Tableau {
  /// How a repair ended.
  enum RepairOutcome: Equatable {
    /// Every basic symbol is within its bounds.
    case feasible
    /// The row of this basic symbol cannot reach its bounds: every symbol in it is held at a bound
    /// that blocks the way. The row is a Farkas certificate of infeasibility.
    case infeasible(Int32)
    /// The iteration limit was reached.
    case gaveUp
  }

  /// A cap on iterations that no well-conditioned system reaches; it turns a numerical breakdown
  /// into an error instead of a hang.
  var iterationLimit: Int { 10_000 + 50 * (rows.count + kind.count) }

  /// Takes the lowest-index basic symbol that lies outside its bounds, compacting `dirty`.
  mutating func nextViolated() -> Int32? {
    guard !dirty.isEmpty else { return nil }
    dirty.sort()
    var kept: [Int32] = []
    var previous: Int32 = -1
    for s in dirty where s != previous {
      previous = s
      if kind[Int(s)] != .unused && isBasic(s) && violation(s) != 0 { kept.append(s) }
    }
    dirty = kept
    return kept.first
  }

  /// Restores feasibility: moves every basic symbol back within its bounds.
  ///
  /// For each violated basic symbol `b` (lowest index first, for determinism):
  /// 1. *Shift*: if a non-basic symbol of `b`'s row can move by exactly what `b` needs without
  ///    pushing any other basic symbol out of bounds (nor further out), and — when
  ///    `respectingCosts` — without changing any level's error, move it. No pivot: rows stay as
  ///    short as they are. A new variable in a new constraint is always such a symbol.
  /// 2. *Pivot*: otherwise exchange `b` with a non-basic symbol of its row that can move the right
  ///    way — with `respectingCosts`, the one of least lexicographic cost ratio (the dual simplex
  ///    ratio test, which keeps the objective optimal), ties to the shortest column, then the
  ///    lowest index; without, the lowest index (Bland's rule, as in Dutertre and de Moura). Then
  ///    set `b` to the bound it violated.
  /// 3. If no symbol can move, the row proves the bounds inconsistent.
  mutating func repair(respectingCosts: Bool) -> RepairOutcome {
    var iterations = 0
    let limit = iterationLimit
    let blandAfter = 1_000 + 2 * rows.count
    while let b = nextViolated() {
      iterations += 1
      if iterations > limit { return .gaveUp }
      let bi = Int(b)
      let target = violation(b) < 0 ? lower[bi] : upper[bi]
      let delta = target - value[bi]
      let r = Int(rowOfSymbol[bi])
      if let (j, t) = findShift(row: r, delta: delta, respectingCosts: respectingCosts) {
        shift(j, by: t)
        continue
      }
      let useBland = !respectingCosts || iterations > blandAfter
      guard let entering = chooseEntering(row: r, delta: delta, bland: useBland) else {
        return .infeasible(b)
      }
      pivot(entering: entering, leaving: b)
      shift(b, by: target - value[bi])
      value[bi] = target
    }
    return .feasible
  }

  /// A non-basic symbol of row `r` that can absorb the whole change `delta` of the row's basic
  /// symbol without a pivot, and the amount to move it.
  mutating func findShift(row r: Int, delta: Double, respectingCosts: Bool) -> (Int32, Double)? {
    let row = rows[r]
    // Try short columns first: they are cheap to check and most often succeed (a new variable's
    // column holds this row alone).
    var order = Array(0..<row.count).filter { abs(row.coefficients[$0]) > Tableau.pivotTolerance }
    order.sort {
      let a = columns[Int(row.symbols[$0])].count
      let b = columns[Int(row.symbols[$1])].count
      return a != b ? a < b : row.symbols[$0] < row.symbols[$1]
    }
    candidates: for k in order {
      let j = row.symbols[k]
      let ji = Int(j)
      if respectingCosts && !hasZeroCost(j) { continue }
      let t = delta / row.coefficients[k]
      let moved = value[ji] + t
      if moved < lower[ji] - Tableau.feasibilityTolerance * max(1, abs(lower[ji]))
        || moved > upper[ji] + Tableau.feasibilityTolerance * max(1, abs(upper[ji]))
      {
        continue
      }
      for q in liveColumn(j) where Int(q) != r {
        let qi = Int(q)
        let basic = basicOfRow[qi]
        let before = violation(basic)
        let c = rows[qi].coefficient(of: j)
        value[Int(basic)] += c * t
        let after = violation(basic)
        value[Int(basic)] -= c * t
        if after != 0 && (before == 0 || abs(after) > abs(before) || (after > 0) != (before > 0)) {
          continue candidates
        }
      }
      return (j, t)
    }
    return nil
  }

  /// The entering symbol for a violated row (see `repair`).
  mutating func chooseEntering(row r: Int, delta: Double, bland: Bool) -> Int32? {
    let row = rows[r]
    var best: Int32 = -1
    var bestRatio: [Double] = []
    var bestColumn = 0
    for k in 0..<row.count {
      let a = row.coefficients[k]
      if abs(a) <= Tableau.pivotTolerance { continue }
      let j = row.symbols[k]
      let ji = Int(j)
      let direction: Double = (delta / a) > 0 ? 1 : -1
      if direction > 0 ? !canIncrease(j) : !canDecrease(j) { continue }
      if bland { return j }  // rows are sorted: the first movable symbol has the lowest index
      // Cost per unit of the basic symbol's movement; dual feasibility makes it >= 0.
      let ratio = reducedCost(j).map { max(0, $0 * direction / abs(a)) }
      let column = columns[ji].count
      if best < 0 {
        best = j
        bestRatio = ratio
        bestColumn = column
        continue
      }
      let order = Tableau.lexCompare(ratio, bestRatio)
      if order < 0 || (order == 0 && column < bestColumn) {
        best = j
        bestRatio = ratio
        bestColumn = column
      }
    }
    return best >= 0 ? best : nil
  }

  /// Compares two cost vectors lexicographically, treating differences below the cost tolerance
  /// as ties: -1, 0 or 1.
  static func lexCompare(_ x: [Double], _ y: [Double]) -> Int {
    for i in 0..<min(x.count, y.count) {
      let d = x[i] - y[i]
      if d > costTolerance { return 1 }
      if d < -costTolerance { return -1 }
    }
    return 0
  }

  /// How an optimization ended.
  enum OptimizeOutcome: Equatable {
    case optimal
    /// The objective can improve without bound along this non-basic symbol.
    case unbounded(Int32)
    case gaveUp
  }

  /// The primal simplex over the lexicographic objective, from a feasible point.
  ///
  /// Entering: the lowest-index non-basic symbol whose reduced-cost vector says moving it lowers
  /// the error at the highest level it touches, and whose bounds let it move that way. Leaving:
  /// the basic symbol that first reaches a bound (ties to the lowest index) — or none, when the
  /// entering symbol reaches its own bound first. Bland's rule on both sides rules out cycling.
  mutating func optimize() -> OptimizeOutcome {
    var iterations = 0
    let limit = iterationLimit
    while true {
      iterations += 1
      if iterations > limit { return .gaveUp }
      guard let (j, direction) = improvingSymbol() else { return .optimal }
      let ji = Int(j)
      var step = direction > 0 ? upper[ji] - value[ji] : value[ji] - lower[ji]
      var leaving: Int32 = -1
      for q in liveColumn(j) {
        let qi = Int(q)
        let k = basicOfRow[qi]
        let ki = Int(k)
        let rate = rows[qi].coefficient(of: j) * direction
        var limitHere = Double.infinity
        if rate > Tableau.pivotTolerance && upper[ki] < .infinity {
          limitHere = max(0, (upper[ki] - value[ki]) / rate)
        } else if rate < -Tableau.pivotTolerance && lower[ki] > -.infinity {
          limitHere = max(0, (value[ki] - lower[ki]) / -rate)
        }
        if limitHere < step || (limitHere == step && leaving >= 0 && k < leaving) {
          step = limitHere
          leaving = k
        }
      }
      if step == .infinity { return .unbounded(j) }
      shift(j, by: direction * step)
      if leaving >= 0 {
        let li = Int(leaving)
        let bound =
          (value[li] - lower[li]).magnitude <= (upper[li] - value[li]).magnitude
          ? lower[li] : upper[li]
        pivot(entering: j, leaving: leaving)
        shift(leaving, by: bound - value[li])
        value[li] = bound
      }
    }
  }

  /// The lowest-index non-basic symbol whose move lowers the lexicographic objective, with the
  /// direction of that move (+1 or -1).
  func improvingSymbol() -> (Int32, Double)? {
    var candidates: [Int32] = []
    for row in objective { candidates.append(contentsOf: row.symbols) }
    candidates.sort()
    var previous: Int32 = -1
    for s in candidates where s != previous {
      previous = s
      let sign = Tableau.lexSign(reducedCost(s))
      if sign < 0 && canIncrease(s) { return (s, 1) }
      if sign > 0 && canDecrease(s) { return (s, -1) }
    }
    return nil
  }
}
