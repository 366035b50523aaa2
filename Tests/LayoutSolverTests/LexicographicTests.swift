import Testing

@testable import LayoutSolver

/// Priorities are strictly lexicographic, unlike a weighted solver such as kiwi, which adds
/// `strength × error` over all constraints and lets many weak errors outweigh a strong one.
@Suite struct LexicographicTests {
  @Test func oneConstraintAt751OutweighsAThousandAt750() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 0).at(751))
    for _ in 0..<1000 { try solver.add((x == 10).at(.high)) }
    // Lexicographic: @751 holds, x = 0; @750 is then off by 1000 × |0 - 10| = 10000.
    // Weighted (kiwi): 751·|x| + 750·1000·|x - 10| is least at x = 10 (cost 7510 against
    // 7,500,000 at x = 0), the opposite answer.
    #expect(isClose(solver.value(of: x), 0))
    #expect(sameErrors(solver.errorsByPriority, [(751, 0), (750, 10000)]))
  }

  @Test func manyConstraintsAt750DoNotMoveOneAt751() throws {
    // The same, with the strong constraint added last (the dual simplex path); 200 weak ones
    // are as good as 1000 here: weighted, 200·750·10 already dwarfs 751·10.
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<200 { try solver.add((x >= 10).at(.high)) }
    #expect(isClose(solver.value(of: x), 10))
    try solver.add((x <= 0).at(751))
    // x <= 0 @751 holds exactly; the 200 x >= 10 @750 are each short by 10: 2000.
    #expect(isClose(solver.value(of: x), 0))
    #expect(sameErrors(solver.errorsByPriority, [(751, 0), (750, 2000)]))
  }

  @Test func errorsAddWithinOneLevel() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 0).at(.medium))
    try solver.add((x == 0).at(.medium))
    try solver.add((x == 10).at(.medium))
    // |x| + |x| + |x - 10| is 10 at x = 0, 20 at x = 10, and 10 + x in between: least at 0.
    #expect(isClose(solver.value(of: x), 0))
    #expect(sameErrors(solver.errorsByPriority, [(500, 10)]))
    #expect(solver.ambiguity(of: x).isFixed)
  }

  @Test func levelsAreSettledFromTheTopDown() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add((x == 60).at(300))
    try solver.add((x >= 80).at(.medium))
    try solver.add((x <= 50).at(.high))
    // @750: x <= 50 holds at no cost. @500: with x <= 50, x >= 80 is short by 80 - x, least at
    // x = 50 (30). @300: |50 - 60| = 10, which it cannot improve without hurting @500.
    // Weighted: 750·max(0, x-50) + 500·max(0, 80-x) + 300·|x-60| is 18000 at x = 50 and
    // 7500 + 10000 + 0 = 17500 at x = 60 (slope 750 - 500 - 300 < 0 in between): x = 60.
    #expect(isClose(solver.value(of: x), 50))
    #expect(sameErrors(solver.errorsByPriority, [(750, 0), (500, 30), (300, 10)]))
  }

  @Test func lowerLevelsChooseAmongTheHigherOptima() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add(a + b == 100)
    try solver.add((a >= 30).at(.high))
    try solver.add((b >= 30).at(.high))
    try solver.add((a == 0).at(.low))
    // @750 allows any a in [30, 70]; @250 then takes the one nearest 0: a = 30, b = 70.
    #expect(isClose(solver.value(of: a), 30))
    #expect(isClose(solver.value(of: b), 70))
    #expect(sameErrors(solver.errorsByPriority, [(750, 0), (250, 30)]))
  }

  @Test func requiredEditIsNeverAbsorbedBySoftConstraints() throws {
    // The root's size as a required equality: 200 wishes at 999 cannot move it.
    let solver = Solver()
    let width = Variable("width")
    let root = width == 320
    try solver.add(root)
    for _ in 0..<200 { try solver.add((width == 400).at(999)) }
    #expect(isClose(solver.value(of: width), 320))
    try solver.setConstant(-360, of: root)
    #expect(isClose(solver.value(of: width), 360))
    // 200 × |360 - 400| = 8000.
    #expect(sameErrors(solver.errorsByPriority, [(999, 8000)]))
  }
}
