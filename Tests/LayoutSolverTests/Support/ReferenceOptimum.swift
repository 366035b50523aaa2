/// An independent lexicographic optimum for tiny systems, by brute force over vertices.
///
/// Why enumerating vertices is enough: cut space by every constraint's hyperplane `a·x + c = 0`
/// and by the faces of a large box `|xⱼ| <= box`. Inside each cell of that arrangement every
/// error is linear, and the required constraints are unions of cells. Take any lexicographic
/// optimum and the cell whose relative interior holds it: each level's error is linear on the
/// cell and least at an interior point, so it is constant on the cell's closure; that closure is a
/// pointed polyhedron (the box hyperplanes have full rank), so it has a vertex, and that vertex
/// is an optimum too. Every vertex is the solution of `n` of the hyperplanes taken as equations.
/// So: solve every `n`-subset, keep the points that satisfy the required constraints, and take the
/// least error vector, compared level by level from the highest priority down.
///
/// The same argument, applied to the set of optima intersected with the box, gives each
/// variable's range over the optimal face: the least and greatest value among optimal vertices.
/// The box must hold every answer; `box` = 10⁴ is far beyond what coefficients in -3...3 and
/// constants in -20...20 can reach (Cramer's rule bounds a vertex coordinate by 3!·3²·20 = 1080).
struct ReferenceOptimum {
  /// Summed error per optional priority, highest first (every priority the system uses).
  var errors: [(priority: Int, error: Double)]
  /// Each variable's least and greatest value over the optimal face (clipped by the box).
  var ranges: [(low: Double, high: Double)]

  static let box = 1e4

  /// The optimum of `constraints` over `variableCount` variables, or nil when the required
  /// constraints cannot all hold.
  static func solve(_ constraints: [ConstraintSpec], variableCount n: Int) -> ReferenceOptimum? {
    let levels = Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
    let required = constraints.filter(\.isRequired)

    // Hyperplanes a·x = b.
    var planes: [(a: [Double], b: Double)] = []
    for c in constraints {
      let a = c.dense(n)
      if a.contains(where: { $0 != 0 }) { planes.append((a, -c.constant)) }
    }
    for j in 0..<n {
      var unit = [Double](repeating: 0, count: n)
      unit[j] = 1
      planes.append((unit, box))
      planes.append((unit, -box))
    }

    var points: [[Double]] = []
    var costs: [[Double]] = []
    forEachSubset(of: planes.count, size: n) { subset in
      guard
        let x = solveSquare(subset.map { planes[$0].a }, subset.map { planes[$0].b })
      else { return }
      for v in x where abs(v) > box * (1 + 1e-9) { return }
      for c in required where c.error(at: x) > 1e-7 * max(1, abs(c.constant)) { return }
      var cost = [Double](repeating: 0, count: levels.count)
      for c in constraints where !c.isRequired {
        cost[levels.firstIndex(of: c.priority)!] += c.error(at: x)
      }
      points.append(x)
      costs.append(cost)
    }
    guard var best = costs.first else { return nil }
    for cost in costs where compare(cost, best) < 0 { best = cost }

    var ranges = [(low: Double, high: Double)](repeating: (.infinity, -.infinity), count: n)
    for (x, cost) in zip(points, costs) where compare(cost, best) == 0 {
      for j in 0..<n {
        ranges[j].low = min(ranges[j].low, x[j])
        ranges[j].high = max(ranges[j].high, x[j])
      }
    }
    return ReferenceOptimum(
      errors: zip(levels, best).map { (priority: $0, error: $1) }, ranges: ranges)
  }

  /// Whether the required constraints among `constraints` can all hold (optional ones count as
  /// required too when `allRequired`).
  static func isFeasible(_ constraints: [ConstraintSpec], variableCount n: Int) -> Bool {
    solve(
      constraints.map {
        var c = $0
        c.priority = 1000
        return c
      }, variableCount: n) != nil
  }

  /// Lexicographic comparison of two error vectors, highest level first, treating values within
  /// 1e-7 (relative) as equal: -1, 0 or 1.
  static func compare(_ x: [Double], _ y: [Double]) -> Int {
    for (a, b) in zip(x, y) where abs(a - b) > 1e-7 * max(1, abs(a), abs(b)) {
      return a < b ? -1 : 1
    }
    return 0
  }

  /// Calls `body` with every `size`-element subset of `0..<count`, in lexicographic order.
  static func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
    guard size <= count else { return }
    var subset = Array(0..<size)
    while true {
      body(subset)
      var i = size - 1
      while i >= 0 && subset[i] == count - size + i { i -= 1 }
      if i < 0 { return }
      subset[i] += 1
      for k in (i + 1)..<size { subset[k] = subset[k - 1] + 1 }
    }
  }

  /// Solves `A x = b` by Gaussian elimination with partial pivoting; nil when `A` is singular.
  static func solveSquare(_ a: [[Double]], _ b: [Double]) -> [Double]? {
    let n = b.count
    var m = a
    var rhs = b
    for col in 0..<n {
      var pivot = col
      for r in (col + 1)..<n where abs(m[r][col]) > abs(m[pivot][col]) { pivot = r }
      if abs(m[pivot][col]) < 1e-9 { return nil }
      m.swapAt(col, pivot)
      rhs.swapAt(col, pivot)
      for r in (col + 1)..<n {
        let f = m[r][col] / m[col][col]
        if f == 0 { continue }
        for k in col..<n { m[r][k] -= f * m[col][k] }
        rhs[r] -= f * rhs[col]
      }
    }
    var x = [Double](repeating: 0, count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
      var s = rhs[row]
      for k in (row + 1)..<n { s -= m[row][k] * x[k] }
      x[row] = s / m[row][row]
    }
    return x
  }
}
