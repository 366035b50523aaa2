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
      terms: terms, constant: Double(rng.int(in: -20...20)), relation: relation,
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
