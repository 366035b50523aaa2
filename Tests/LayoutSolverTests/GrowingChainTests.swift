import Testing

@testable import LayoutSolver

/// Chains of views whose widths are only bounded below (`w(k) >= 60`,
/// `x(k+1) = x(k) + w(k) + 8`): every width can grow, and every view after the first moves
/// right when one before it grows. The probes of such a chain move every view after the probed
/// one; they must find those moves (the later end of a tied link leads on) and find them
/// together (`Tableau.probeTogether`), and the answers must be the linear programs' answers.
@Suite struct GrowingChainTests {
  /// `x0 = 0`, then for each view `w(k) >= 60` at `priority` and the link to the next.
  static func chain(_ n: Int, priority: Priority = .required) throws -> (
    Solver, x: [Variable], w: [Variable]
  ) {
    let solver = Solver()
    let x = (0..<n).map { Variable("x\($0)") }
    let w = (0..<n).map { Variable("w\($0)") }
    try solver.add(x[0] == 0)
    for k in 0..<n {
      try solver.add((w[k] >= 60).at(priority))
      if k > 0 { try solver.add(x[k] == x[k - 1] + w[k - 1] + 8) }
    }
    return (solver, x, w)
  }

  @Test(arguments: [Priority.required, Priority.high])
  func everyWidthGrowsAndEveryViewAfterTheFirstMovesRight(priority: Priority) throws {
    // The optimum puts each width at 60 (its bound; at 750 its error is zero there) and each
    // view at 68·k. Widths can grow (nothing bounds them above) but not shrink (60 is their
    // least); x0 is pinned; x(k) for k ≥ 1 follows x(k-1) + w(k-1) + 8, so it can grow with
    // any width before it and never shrink.
    let n = 200
    let (solver, x, w) = try Self.chain(n, priority: priority)
    #expect(solver.value(of: x[n - 1]) == 68 * Double(n - 1))
    let answers = solver.ambiguities(of: x + w)
    #expect(answers[0] == Ambiguity(canIncrease: false, canDecrease: false))
    for k in 1..<n {
      #expect(answers[k] == Ambiguity(canIncrease: true, canDecrease: false), "x\(k)")
    }
    for k in 0..<n {
      #expect(answers[n + k] == Ambiguity(canIncrease: true, canDecrease: false), "w\(k)")
    }
    #expect(answers == solver.ambiguitiesByLinearPrograms(of: x + w))
  }

  @Test func aWidthFixedHalfwayStopsNothingAfterIt() throws {
    // w(50) = 60 required as well: that width is fixed, every other answer stands (each
    // view after it still moves with any width before it).
    let n = 100
    let (solver, x, w) = try Self.chain(n)
    try solver.add(w[50] == 60)
    let answers = solver.ambiguities(of: x + w)
    #expect(answers[n + 50] == Ambiguity(canIncrease: false, canDecrease: false))
    #expect(answers[n + 49] == Ambiguity(canIncrease: true, canDecrease: false))
    #expect(answers[99] == Ambiguity(canIncrease: true, canDecrease: false))
    #expect(answers == solver.ambiguitiesByLinearPrograms(of: x + w))
  }

  @Test func aChainClosedByItsEndSharesTheRoom() throws {
    // x(n-1) + w(n-1) = 68·n - 8 + 40: 40 points of room beyond every width at 60. The
    // optimum gives it to some widths. A width can grow by taking room another one holds, and
    // shrink by giving back room it holds. The probes together move every width up and the end
    // holds them back, so each width's own probe must still answer.
    let n = 60
    let (solver, x, w) = try Self.chain(n)
    try solver.add(x[n - 1] + w[n - 1] == Double(68 * n - 8 + 40))
    let answers = solver.ambiguities(of: x + w)
    #expect(answers == solver.ambiguitiesByLinearPrograms(of: x + w))
    let extra = w.map { solver.value(of: $0) - 60 }
    #expect(abs(extra.reduce(0, +) - 40) < 1e-9)
    for k in 0..<n {
      #expect(answers[n + k].canIncrease == (40 - extra[k] > 1e-9), "w\(k)")
      #expect(answers[n + k].canDecrease == (extra[k] > 1e-9), "w\(k)")
    }
  }

  @Test(arguments: 0..<4)
  func agreesWithLinearProgramsOnMixedChains(batch: Int) throws {
    // Chains of 5 to 40 views whose widths are each, at random, bounded below (required or at
    // 750), fixed, or bounded on both sides, some closed by an end pin with room to spare.
    for seed in Soak.seeds(base: 171_000, batch: batch, count: 40) {
      var rng = SplitMix64(seed: seed)
      let n = rng.int(in: 5...40)
      let solver = Solver()
      let x = (0..<n).map { Variable("x\($0)") }
      let w = (0..<n).map { Variable("w\($0)") }
      try solver.add(x[0] == 0)
      for k in 0..<n {
        switch rng.int(in: 0...3) {
        case 0: try solver.add(w[k] >= 60)
        case 1: try solver.add((w[k] >= 60).at(.high))
        case 2: try solver.add(w[k] == 60)
        default:
          try solver.add(w[k] >= 60)
          try solver.add(w[k] <= 90)
        }
        if k > 0 { try solver.add(x[k] == x[k - 1] + w[k - 1] + 8) }
      }
      if rng.int(in: 0...1) == 0 {
        try? solver.add(x[n - 1] + w[n - 1] == Double(68 * n - 8 + rng.int(in: 0...30)))
      }
      let answers = solver.ambiguities(of: x + w)
      #expect(answers == solver.ambiguitiesByLinearPrograms(of: x + w), "seed \(seed)")
    }
  }
}
