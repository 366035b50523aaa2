import Testing

@testable import LayoutSolver

/// `remove(_:)` of a list: several constraints out, one re-solve, the optimum of what is left.
@Suite struct RemoveListTests {
  /// A row of boxes `x(i+1) = x(i) + w(i) + 8` from `x0 = 0`, each box's width 60 at 750 and
  /// at most 40 when `capped` (required), which the 750 gives way to.
  func row(_ n: Int) throws -> (Solver, [Variable], [Constraint]) {
    let solver = Solver()
    let xs = (0..<n).map { Variable("x\($0)") }
    let ws = (0..<n).map { Variable("w\($0)") }
    try solver.add(xs[0] == 0)
    var caps: [Constraint] = []
    for i in 0..<n {
      try solver.add((ws[i] == 60).at(.high))
      let cap = ws[i] <= 40
      try solver.add(cap)
      caps.append(cap)
      if i + 1 < n { try solver.add(xs[i + 1] == xs[i] + ws[i] + 8) }
    }
    return (solver, xs, caps)
  }

  @Test func removingSeveralEqualsRemovingEachInTurn() throws {
    let n = 30
    let (together, xs, caps) = try row(n)
    // Capped: x(i) = 48·i.
    #expect(together.value(of: xs[n - 1]) == Double(48 * (n - 1)))
    // Every other cap out: those boxes are 60 wide, the others 40.
    let out = stride(from: 0, to: n, by: 2).map { caps[$0] }
    try together.remove(out)
    // x(i) = Σ over the boxes before i of (width + 8): even boxes 68, odd ones 48.
    var x = 0.0
    for i in 0..<n {
      #expect(together.value(of: xs[i]) == x)
      x += i % 2 == 0 ? 68 : 48
    }
    let (inTurn, xs2, caps2) = try row(n)
    for i in stride(from: 0, to: n, by: 2) { try inTurn.remove(caps2[i]) }
    for i in 0..<n { #expect(inTurn.value(of: xs2[i]) == together.value(of: xs[i])) }
    for i in 0..<n { #expect(together.hasConstraint(caps[i]) == (i % 2 == 1)) }
  }

  @Test func aConstraintListedTwiceIsRemovedOnce() throws {
    let (solver, xs, caps) = try row(3)
    try solver.remove([caps[1], caps[1]])
    // Box 1 is 60 wide: x2 = 48 + 68 = 116.
    #expect(solver.value(of: xs[2]) == 116)
    #expect(!solver.hasConstraint(caps[1]))
  }

  @Test func anUnknownConstraintRemovesNothing() throws {
    let (solver, xs, caps) = try row(3)
    let stranger = Variable("y") == 1
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      try solver.remove([caps[0], stranger])
    }
    #expect(solver.hasConstraint(caps[0]))
    #expect(solver.value(of: xs[2]) == 96)  // still 48 · 2
  }
}
