import Testing

@testable import LayoutSolver

/// `ambiguities(of:)` (sign propagation first) against the method it replaced
/// (`ambiguitiesByLinearPrograms`, two linear programs per open variable) on seeded random
/// systems: both must give the same answer for every variable, in both directions. The
/// reference optimum of `PropertyTests` checks the answers themselves on small systems; these
/// systems are larger and shaped like layouts (chains of edges, sizes, bounds), where sign
/// propagation does most of the work.
@Suite struct AmbiguityAgreementTests {
  /// Builds a random system, keeping the constraints the solver accepts.
  static func randomSolver(seed: UInt64, layoutShaped: Bool) -> (Solver, [Variable]) {
    var generator = SystemGenerator(seed: seed)
    let variableCount = generator.rng.int(in: 2...(layoutShaped ? 24 : 6))
    let variables = (0..<variableCount).map { Variable("v\($0)") }
    let solver = Solver()
    let count = generator.rng.int(in: 1...(layoutShaped ? 3 * variableCount : 10))
    for _ in 0..<count {
      let spec =
        layoutShaped
        ? generator.layoutConstraint(variableCount: variableCount)
        : generator.constraint(variableCount: variableCount)
      try? solver.add(spec.make(variables))
    }
    return (solver, variables)
  }

  static func expectAgreement(_ solver: Solver, _ variables: [Variable], _ context: String) {
    let new = solver.ambiguities(of: variables)
    let old = solver.ambiguitiesByLinearPrograms(of: variables)
    for (k, v) in variables.enumerated() {
      #expect(
        new[k] == old[k],
        "\(context): \(v.name) = \(solver.value(of: v)): \(new[k]), linear programs say \(old[k])")
    }
  }

  @Test(arguments: 0..<4)
  func agreesOnLayoutShapedSystems(batch: Int) {
    for seed in Soak.seeds(base: 130_000, batch: batch, count: 120) {
      let (solver, variables) = Self.randomSolver(seed: seed, layoutShaped: true)
      Self.expectAgreement(solver, variables, "seed \(seed)")
    }
  }

  @Test(arguments: 0..<4)
  func agreesOnGeneralSystems(batch: Int) {
    for seed in Soak.seeds(base: 140_000, batch: batch, count: 150) {
      let (solver, variables) = Self.randomSolver(seed: seed, layoutShaped: false)
      Self.expectAgreement(solver, variables, "seed \(seed)")
    }
  }

  /// Degenerate systems: constants in -1...1, many constraints through one point, so many basic
  /// symbols rest on their bounds — where a move must be checked against every tight row.
  @Test(arguments: 0..<4)
  func agreesOnDegenerateSystems(batch: Int) {
    for seed in Soak.seeds(base: 150_000, batch: batch, count: 150) {
      var generator = SystemGenerator(seed: seed)
      generator.constants = -1...1
      let variables = (0..<generator.rng.int(in: 2...5)).map { Variable("v\($0)") }
      let solver = Solver()
      for _ in 0..<generator.rng.int(in: 2...12) {
        try? solver.add(
          generator.constraint(variableCount: variables.count, requiredPercent: 50).make(
            variables))
      }
      Self.expectAgreement(solver, variables, "seed \(seed)")
    }
  }

  /// Sign propagation alone: `x − y = 0` and `x + y = 0` fix both, which the signs of the terms
  /// cannot show (each row has a term of either sign), so the answer must come from the later
  /// stages — and still be "fixed".
  @Test func cancellingRowsNeedTheLaterStages() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x - y == 0)
    try solver.add(x + y == 0)
    // x = y and x = −y: x = y = 0, the only solution.
    #expect(solver.ambiguities(of: [x, y]) == [.fixed, .fixed])
  }

  /// A chain of 200 required equalities from a pinned start: every link fixed (x(i) = 8·i), all
  /// proven by the signs — the case that took linear programs per variable before.
  @Test func aPinnedChainIsFixedThroughout() throws {
    let solver = Solver()
    let x = (0..<200).map { Variable("x\($0)") }
    try solver.add(x[0] == 0)
    for i in 1..<x.count { try solver.add(x[i] == x[i - 1] + 8) }
    #expect(solver.ambiguities(of: x).allSatisfy { $0.isFixed })
    let face = solver.optimalFace()
    let (up, down) = face.faceDirections()
    for v in x {
      let s = Int(solver.symbolOfVariable.value(for: v)!)
      #expect(!up[s] && !down[s], "\(v.name) not proven fixed by signs")
    }
  }

  /// Expressions: a view's position relative to its superview is fixed though both move.
  @Test func anExpressionCanBeFixedWhileItsVariablesMove() throws {
    let solver = Solver()
    let superLeft = Variable("superview.left")
    let left = Variable("view.left")
    try solver.add(superLeft >= 0)
    try solver.add(superLeft <= 100)
    try solver.add(left == superLeft + 8)
    // superview.left anywhere in [0, 100]; view.left = superview.left + 8 follows it, so
    // view.left − superview.left = 8 always, while view.left itself ranges over [8, 108].
    let answers = solver.ambiguities(ofExpressions: [
      left - superLeft, Expression(left), Expression(constant: 3), left - Variable("unseen"),
    ])
    #expect(answers[0] == .fixed)
    #expect(!answers[1].isFixed)
    #expect(answers[2] == .fixed)  // no variable: nothing can move
    // A variable in no constraint can take any value: the expression with it is free.
    #expect(answers[3] == Ambiguity(canIncrease: true, canDecrease: true))
    // Asking changes nothing in the solver: the expression's row lives on the face's copy.
    #expect(solver.value(of: left) - solver.value(of: superLeft) == 8)
    #expect(solver.ambiguities(of: [left, superLeft]) == [answers[1], answers[1]])
  }

  /// An expression over a variable aliased with a factor reads the factor: with `x = 2·y`
  /// (an alias) and `0 <= y <= 10`, nothing else, `x − y = y` can move (away from the bound y
  /// rests on, or both ways), and `x − 2·y = 0` is fixed. (Read without the factor, `x − y` was
  /// `y − y`: fixed.)
  @Test func anAliasFactorCountsInAnExpression() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Expression(x) == 2 * y)
    try solver.add(Expression(y) >= 0)
    try solver.add(Expression(y) <= 10)
    #expect(solver.aliasCount == 1)
    let answers = solver.ambiguities(ofExpressions: [x - y, x - 2 * y])
    #expect(!answers[0].isFixed)
    #expect(answers[1] == .fixed)
    // And a move of x − y by 1 is a move of y by 1 and of x by 2.
    let move = try #require(solver.faceMovesObservingAll(of: [x - y], steps: [1, -1])[0])
    #expect(solver.valueAt(y, move) - solver.value(of: y) == move.change)
    #expect(solver.valueAt(x, move) - solver.value(of: x) == 2 * move.change)
  }

  /// Terms over symbols the face holds still add a constant and are left out of the question;
  /// the answers are those of the whole expression. With `p = 10` (required), `x` in
  /// `[0, 50]` and `y = x + 5`: `x − p` moves as `x` does (both ways, from the optimum's x,
  /// wherever in the open range it is: it rests on at most one bound); `p − p + 3` and
  /// `y − x − p` are fixed (`y − x = 5`, so `5 − 10`, though y and x move); `2·p` is fixed.
  @Test func fixedTermsDropOutOfAnExpression() throws {
    let solver = Solver()
    let p = Variable("p")
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Expression(p) == 10)
    try solver.add(Expression(x) >= 0)
    try solver.add(Expression(x) <= 50)
    try solver.add(Expression(y) == x + 5)
    let answers = solver.ambiguities(ofExpressions: [
      x - p, p - p + 3, y - x - p, 2 * p, Expression(x),
    ])
    #expect(answers[0] == answers[4])
    #expect(!answers[0].isFixed)
    #expect(answers[1] == .fixed)
    #expect(answers[2] == .fixed)
    #expect(answers[3] == .fixed)
  }
}
