import Testing

@testable import LayoutSolver

/// `Solver.faceMoves(of:steps:observing:)`: other optima near the current one, each checked against
/// every constraint (required ones must hold, every level's summed error must stay the same).
@Suite struct FaceMoveTests {
  /// What is wrong with `move` as a point of the optimal face, or nil: every required
  /// constraint holds there (within 1e-7 of its scale) and every priority level's summed error
  /// is the optimum's.
  static func problem(with move: FaceMove, in solver: Solver) -> String? {
    var errors: [Int: Double] = [:]
    for constraint in solver.constraints {
      var e = solver.constant(of: constraint) ?? constraint.expression.constant
      var scale = abs(e)
      for term in constraint.expression.terms {
        let v = term.coefficient * solver.valueAt(term.variable, move)
        e += v
        scale = max(scale, abs(v))
      }
      let error: Double =
        switch constraint.relation {
        case .equal: abs(e)
        case .lessThanOrEqual: max(0, e)
        case .greaterThanOrEqual: max(0, -e)
        }
      if constraint.priority.isRequired {
        if error > 1e-7 * max(1, scale) { return "\(constraint) is off by \(error)" }
      } else {
        errors[constraint.priority.value, default: 0] += error
      }
    }
    for (priority, optimum) in solver.errorsByPriority {
      let there = errors[priority] ?? 0
      if abs(there - optimum) > 1e-7 * max(1, optimum) {
        return "error at \(priority): \(there), the optimum's \(optimum)"
      }
    }
    return nil
  }

  /// Three widths in a row of 120 that want 60 each (compression resistance 750, hugging 250):
  /// the W6 row of issue 13, small.
  ///
  /// By hand: `w0 + w1 + w2 = 120`. At 750 the error is `Σ max(0, 60 − wᵢ) >= 180 − 120 = 60`,
  /// equal exactly when no width exceeds 60; at 250 the hugging error `Σ max(0, wᵢ − 60)` is
  /// then 0. So the optimal face is every split with each `wᵢ <= 60` and the sum 120 — which
  /// makes each `wᵢ >= 0` too. A width at 60 can only shrink (another below 60 takes the room);
  /// one at 0 can only grow. Steps tried in order 8, −8: a width at 60 moves by −8, one below
  /// 60 by +8, and the moved point keeps the sum and every level's error.
  @Test func aSqueezedRowMovesEachWidthAlongTheFace() throws {
    let solver = Solver()
    let x0 = Variable("x0")
    let w = (0..<3).map { Variable("w\($0)") }
    let l = (0..<3).map { Variable("l\($0)") }
    try solver.add(Expression(x0) == 0)
    try solver.add(Expression(l[0]) == Expression(x0))
    try solver.add(Expression(l[1]) == l[0] + w[0])
    try solver.add(Expression(l[2]) == l[1] + w[1])
    try solver.add(l[2] + w[2] == 120)
    for v in w {
      try solver.add((Expression(v) >= 60).at(.high))
      try solver.add((Expression(v) <= 60).at(.low))
    }
    // The optimum: widths on the face, the 750 error 60.
    let values = w.map { solver.value(of: $0) }
    #expect(abs(values.reduce(0.0) { $0 + $1 } - 120) < 1e-9)
    #expect(values.allSatisfy { $0 <= 60 + 1e-9 && $0 >= -1e-9 })
    let moves = solver.faceMovesObservingAll(of: w.map { Expression($0) }, steps: [8, -8])
    for (k, move) in moves.enumerated() {
      let move = try #require(move, "w\(k) = \(values[k]) is free on the face")
      #expect(move.change == (values[k] > 60 - 1e-9 ? -8 : 8))
      #expect(abs(solver.valueAt(w[k], move) - (values[k] + move.change)) < 1e-9)
      #expect(Self.problem(with: move, in: solver) == nil)
      // The other widths give or take the room: the sum stays 120.
      let sum = w.map { solver.valueAt($0, move) }.reduce(0.0) { $0 + $1 }
      #expect(abs(sum - 120) < 1e-9)
    }
    // Looking changed nothing.
    #expect(w.map { solver.value(of: $0) } == values)
  }

  /// A fixed variable gets no move; a variable only an alias ties moves with its root.
  ///
  /// By hand: `y = x + 10` (required, an alias of y to x), `0 <= x <= 100`, `x + z = 200`,
  /// `f = 7`. Nothing costs anything, so the face is the whole feasible set: `f` is fixed; `y`
  /// moves by 8 (up if x can grow, else down), x by the same 8 and z by −8.
  @Test func aliasesMoveWithTheirRootAndFixedVariablesDoNot() throws {
    let solver = Solver()
    let (x, y, z, f) = (Variable("x"), Variable("y"), Variable("z"), Variable("f"))
    try solver.add(Expression(y) == x + 10)
    try solver.add(Expression(x) >= 0)
    try solver.add(Expression(x) <= 100)
    try solver.add(x + z == 200)
    try solver.add(Expression(f) == 7)
    #expect(solver.aliasCount == 1)
    let moves = solver.faceMovesObservingAll(of: [Expression(f), Expression(y)], steps: [8, -8])
    #expect(moves[0] == nil)
    let move = try #require(moves[1])
    let x0 = solver.value(of: x)
    #expect(move.change == (x0 <= 92 ? 8 : -8))
    #expect(solver.valueAt(y, move) == solver.value(of: y) + move.change)
    #expect(solver.valueAt(x, move) == x0 + move.change)
    #expect(solver.valueAt(z, move) == solver.value(of: z) - move.change)
    #expect(solver.valueAt(f, move) == 7)
    // A move keeps only what it observes: the same move seen through y alone.
    let narrow = try #require(
      solver.faceMoves(of: [Expression(y)], steps: [8, -8], observing: [[y]])[0])
    #expect(solver.value(of: y, at: narrow) == solver.valueAt(y, move))
    #expect(solver.value(of: z, at: narrow) == nil)
    #expect(Self.problem(with: move, in: solver) == nil)
  }

  /// On seeded random layout-shaped and general systems: every move found is a point of the
  /// optimal face that changes its variable by the step, and a variable the ambiguity question
  /// calls fixed gets none.
  @Test(arguments: 0..<2)
  func everyMoveIsAnOptimum(batch: Int) {
    for seed in Soak.seeds(base: 170_000, batch: batch, count: 120) {
      let (solver, variables) = AmbiguityAgreementTests.randomSolver(
        seed: seed, layoutShaped: seed % 2 == 0)
      let ambiguity = solver.ambiguities(of: variables)
      let moves = solver.faceMovesObservingAll(
        of: variables.map { Expression($0) }, steps: [8, -8, 1, -1, 0.125, -0.125])
      for (k, v) in variables.enumerated() {
        guard let move = moves[k] else { continue }
        #expect(
          ambiguity[k].canIncrease || ambiguity[k].canDecrease,
          "seed \(seed): \(v.name) is fixed, yet moved by \(move.change)")
        let moved = solver.valueAt(v, move) - solver.value(of: v)
        #expect(
          abs(moved - move.change) < 1e-7 * max(1, abs(solver.value(of: v))),
          "seed \(seed): \(v.name) moved by \(moved), not \(move.change)")
        if let problem = Self.problem(with: move, in: solver) {
          Issue.record("seed \(seed): moving \(v.name) by \(move.change): \(problem)")
        }
      }
    }
  }
}

extension Solver {
  /// `faceMoves(of:steps:observing:)` keeping the point for every variable the solver has.
  func faceMovesObservingAll(of expressions: [Expression], steps: [Double]) -> [FaceMove?] {
    faceMoves(
      of: expressions, steps: steps,
      observing: Array(repeating: variables, count: expressions.count))
  }

  /// A variable's value at a move that observed it (NaN, failing every comparison, if not).
  func valueAt(_ variable: Variable, _ move: FaceMove) -> Double {
    value(of: variable, at: move) ?? .nan
  }
}
