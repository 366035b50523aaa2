import LayoutSolver

/// A constraint as plain data over variable indices: what the property tests generate, hand to the
/// solver as `Constraint` objects, and hand to the reference optimum as dense rows.
struct ConstraintSpec: CustomStringConvertible {
  /// `(variable index, coefficient)`; a variable may repeat, as in `x + x`.
  var terms: [(variable: Int, coefficient: Double)]
  /// The constant of `expression`: the constraint reads `Σ terms + constant (relation) 0`.
  var constant: Double
  var relation: Relation
  var priority: Int

  var isRequired: Bool { priority == 1000 }

  /// A new constraint object over `variables`.
  func make(_ variables: [Variable], priority: Int? = nil) -> Constraint {
    Constraint(
      Expression(
        terms: terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant),
      relation, priority: Priority(priority ?? self.priority))
  }

  /// The coefficients summed per variable.
  func dense(_ variableCount: Int) -> [Double] {
    var row = [Double](repeating: 0, count: variableCount)
    for term in terms { row[term.variable] += term.coefficient }
    return row
  }

  /// The error of the constraint at `x`: `|e|` for `==`, the excess for `<=` and `>=`, where
  /// `e = Σ aᵢxᵢ + constant` (the solver's definition).
  func error(at x: [Double]) -> Double {
    var e = constant
    for term in terms { e += term.coefficient * x[term.variable] }
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }

  var description: String {
    let text = terms.map { "\($0.coefficient)*v\($0.variable)" }.joined(separator: " + ")
    return "\(text) + \(constant) \(relation.rawValue) 0 @\(priority)"
  }
}

/// Random small systems: few variables, small integer coefficients and constants, every relation,
/// required and optional priorities, with neighbouring levels (751/750) to exercise the
/// lexicographic order.
struct SystemGenerator {
  var rng: SplitMix64
  /// The range of constants; a narrow one around 0 makes degenerate systems, many constraints
  /// through the same point.
  var constants: ClosedRange<Int> = -20...20

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
  }

  mutating func constraint(variableCount: Int, requiredPercent: Int = 35) -> ConstraintSpec {
    // Mostly one to three terms; now and then none (a constant-only constraint).
    let termCount = rng.chance(3) ? 0 : rng.int(in: 1...3)
    var terms: [(variable: Int, coefficient: Double)] = []
    for _ in 0..<termCount {
      var c = rng.int(in: -3...2)
      if c >= 0 { c += 1 }  // -3...3 without 0
      terms.append((rng.int(in: 0...(variableCount - 1)), Double(c)))
    }
    let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let priority = rng.chance(requiredPercent) ? 1000 : rng.pick([999, 751, 750, 500, 250, 1])
    return ConstraintSpec(
      terms: terms, constant: Double(rng.int(in: constants)), relation: relation,
      priority: priority)
  }

  mutating func system(variableCount: Int, count: Int, requiredPercent: Int = 35)
    -> [ConstraintSpec]
  {
    (0..<count).map { _ in
      constraint(variableCount: variableCount, requiredPercent: requiredPercent)
    }
  }
}

extension SystemGenerator {
  /// A constraint shaped like layout: mostly differences of two variables (an edge at a distance
  /// from another, possibly half or twice another's size), bounds on one variable, and now and
  /// then a general row with fractional coefficients.
  mutating func layoutConstraint(variableCount n: Int, requiredPercent: Int = 30)
    -> ConstraintSpec
  {
    let roll = rng.int(in: 0...99)
    var terms: [(variable: Int, coefficient: Double)] = []
    if roll < 45 && n >= 2 {
      let i = rng.int(in: 0...(n - 1))
      var j = rng.int(in: 0...(n - 2))
      if j >= i { j += 1 }
      terms = [(i, 1), (j, -rng.pick([1, 1, 1, 0.5, 2]))]
    } else if roll < 65 {
      terms = [(rng.int(in: 0...(n - 1)), 1)]
    } else {
      for _ in 0..<rng.int(in: 1...4) {
        terms.append((rng.int(in: 0...(n - 1)), rng.pick([-2, -1, -0.5, 0.5, 1, 2, 1.0 / 3])))
      }
    }
    let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let priority = rng.chance(requiredPercent) ? 1000 : rng.pick([999, 751, 750, 500, 250, 1])
    return ConstraintSpec(
      terms: terms, constant: Double(rng.int(in: -100...100)) / 2, relation: relation,
      priority: priority)
  }
}
