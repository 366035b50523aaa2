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

  /// A row of labels as the layout engine writes it: each label's width hugs 60 at 250 and
  /// resists below 60 at 750 (added first, as the engine adds content sizes), and each label
  /// starts 8 after the one before ends, `x(i) == x(i-1) + w(i-1) + 8`, the links declared
  /// from the first or from the last.
  func labelRow(_ n: Int, linksFromLast: Bool) throws -> (Solver, [Variable], [Constraint]) {
    let solver = Solver()
    let xs = (0..<n).map { Variable("x\($0)") }
    let ws = (0..<n).map { Variable("w\($0)") }
    var sizes: [Constraint] = []
    for w in ws {
      let hugging = (w <= 60).at(Priority(250))
      let resistance = (w >= 60).at(Priority(750))
      try solver.add(hugging)
      try solver.add(resistance)
      sizes += [hugging, resistance]
    }
    var links = [xs[0] == 0]
    for i in 1..<n { links.append(xs[i] == xs[i - 1] + ws[i - 1] + 8) }
    for link in linksFromLast ? links.reversed() : links { try solver.add(link) }
    return (solver, xs, sizes)
  }

  @Test(arguments: [false, true])
  func aRowOfNewWidthsMovesEachLabelOnceWithoutAPivot(linksFromLast: Bool) throws {
    let n = 40
    let (solver, xs, sizes) = try labelRow(n, linksFromLast: linksFromLast)
    // x(i) = 68·i with widths of 60.
    #expect(solver.value(of: xs[n - 1]) == Double(68 * (n - 1)))
    let version = solver.tableau.structureVersion
    // Every width 60 -> 50: each constraint reads `w − 60`, so its constant becomes −50.
    #expect(try solver.setConstants(sizes.map { ($0, -50.0) }))
    // x(i) = (50 + 8)·i by hand.
    for i in 0..<n { #expect(solver.value(of: xs[i]) == Double(58 * i)) }
    // Each link moved once, by a propagated shift in the order that follows the chain: no
    // pivot (the order found first went upstream at each link's tie, came back with the next
    // wave, went round the first link and gave up; the dual simplex then pivoted every label).
    #expect(solver.tableau.structureVersion == version)
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
