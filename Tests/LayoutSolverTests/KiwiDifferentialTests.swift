import Testing

@testable import LayoutSolver

/// The systems on which `Scripts/kiwi-differential.py` found kiwi (kiwisolver 1.5.1) wrong, kept
/// here for ours: where an independent Cassowary slipped, the same steps are worth pinning.
@Suite struct KiwiDifferentialTests {
  // kiwi leaves the refused row's pivots in its tableau after UnsatisfiableConstraint and then
  // answered x0 = 13.5, breaking x0 <= 5. Ours must be left as it was.
  @Test func refusedAddLeavesTheOptimumAsItWas() throws {
    let solver = Solver()
    let x0 = Variable("x0")
    let x1 = Variable("x1")
    let cap = x0 <= 5
    let sum = x0 + x1 == 19
    try solver.add(cap)
    try solver.add(sum)
    try solver.add((x0 == 10).at(750))
    // The wish pulls x0 up to the cap: x0 = 5, x1 = 19 - 5 = 14.
    #expect(isClose(solver.value(of: x0), 5))
    #expect(isClose(solver.value(of: x1), 14))
    // x1 = x0 - 8 with x0 + x1 = 19 gives 2 x0 = 27, x0 = 13.5 > 5: refused, naming all three.
    let gap = x1 - x0 + 8 == 0
    var conflict: [Constraint] = []
    do {
      try solver.add(gap)
    } catch {
      if case .unsatisfiable(let named) = error { conflict = named }
    }
    #expect(Set(conflict) == [cap, sum, gap])
    #expect(isClose(solver.value(of: x0), 5))
    #expect(isClose(solver.value(of: x1), 14))
  }

  // Two identical required equalities and an optional one on the same expression: removing one
  // twin, kiwi answered x0 = 10, x2 = 0, breaking the other twin, and then accepted a constant
  // change that conflicts with it. The twin is what an alias class merges.
  @Test func aRedundantTwinHoldsAfterTheOtherGoes() throws {
    let solver = Solver()
    let x0 = Variable("x0")
    let x2 = Variable("x2")
    let pin = x0 == 37
    let first = x2 - x0 == 0
    let twin = x2 - x0 == 0
    try solver.add(pin)
    try solver.add(first)
    try solver.add(twin)
    try solver.add((x2 - x0 + 10 == 0).at(500))
    // The twins hold: x2 = x0 = 37 (the optional one's error is 10 whatever happens).
    #expect(isClose(solver.value(of: x2), 37))
    // Moving the first twin's constant to 14 asks x2 = x0 - 14 while the twin asks x2 = x0:
    // 0 = -14, refused; the constant stays 0 and so do the values.
    var refused = false
    do {
      try solver.setConstant(14, of: first)
    } catch {
      if case .unsatisfiable = error { refused = true }
    }
    #expect(refused)
    #expect(solver.constant(of: first) == 0)
    #expect(isClose(solver.value(of: x2), 37))
    // Without the first twin the other still holds: x2 = x0 = 37, not x0 - 10 = 27.
    try solver.remove(first)
    #expect(isClose(solver.value(of: x0), 37))
    #expect(isClose(solver.value(of: x2), 37))
    // With the first twin gone nothing else ties x2 to x0: the same change on the twin is
    // accepted, and x2 = x0 - 14 = 37 - 14 = 23.
    try solver.setConstant(14, of: twin)
    #expect(isClose(solver.value(of: x2), 23))
  }
}
