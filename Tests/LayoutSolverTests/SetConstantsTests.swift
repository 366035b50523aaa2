import Testing

@testable import LayoutSolver

/// `setConstants`: many constant changes, one repair.
@Suite struct SetConstantsTests {
  /// A column of boxes: top(i+1) = top(i) + height(i) + gap(i); height(i) == h(i).
  func column(_ n: Int) throws -> (Solver, [Variable], [Constraint], [Constraint]) {
    let solver = Solver()
    let tops = (0..<n).map { Variable("top\($0)") }
    let heights = (0..<n).map { Variable("height\($0)") }
    try solver.add(tops[0] == 0)
    var gaps: [Constraint] = []
    var sizes: [Constraint] = []
    for i in 0..<n {
      let size = heights[i] == 44
      try solver.add(size)
      sizes.append(size)
      if i + 1 < n {
        let gap = tops[i + 1] == tops[i] + heights[i] + 8
        try solver.add(gap)
        gaps.append(gap)
      }
    }
    return (solver, tops, gaps, sizes)
  }

  @Test func manyChangesAtOnceEqualThemOneAtATime() throws {
    let n = 50
    let (together, tops, gaps, sizes) = try column(n)
    // Every height 44 -> 30 and every gap 8 -> 4 (constants of `expression == 0`: the size
    // constraint reads height - 44, so its constant becomes -30; the gap's reads ... - 8 -> -4).
    let changes = sizes.map { ($0, -30.0) } + gaps.map { ($0, -4.0) }
    #expect(try together.setConstants(changes))
    // top(i) = i · (30 + 4) by hand.
    for i in 0..<n { #expect(together.value(of: tops[i]) == Double(34 * i)) }
    let (oneByOne, tops2, gaps2, sizes2) = try column(n)
    for c in sizes2 { try oneByOne.setConstant(-30, of: c) }
    for c in gaps2 { try oneByOne.setConstant(-4, of: c) }
    for i in 0..<n { #expect(oneByOne.value(of: tops2[i]) == together.value(of: tops[i])) }
  }

  @Test func constantsThatCannotHoldTogetherChangeNothing() throws {
    let solver = Solver()
    let x = Variable("x")
    let low = x >= 0
    let high = x <= 10
    try solver.add(low)
    try solver.add(high)
    try solver.add((x == 5).at(.low))
    // x >= 20 and x <= 10 cannot both hold.
    #expect(try solver.setConstants([(low, -20)]) == false)
    #expect(solver.constant(of: low) == 0)
    #expect(solver.value(of: x) == 5)
    // Each alone is fine: x >= 2 and x <= 4 put the wish of 5 at 4.
    #expect(try solver.setConstants([(low, -2), (high, -4)]))
    #expect(solver.value(of: x) == 4)
  }

  @Test func unknownAndNonFiniteChangesAreRefusedFirst() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 1
    try solver.add(c)
    let stranger = c.at(.required)  // an equal-looking constraint, but another object
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      _ = try solver.setConstants([(stranger, 3)])
    }
    #expect(throws: SolverError.self) { _ = try solver.setConstants([(c, .nan)]) }
    #expect(solver.value(of: x) == 1)
  }
}
