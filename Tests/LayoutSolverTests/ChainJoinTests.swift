import Testing

@testable import LayoutSolver

/// A chain whose links are added in two passes, every other link first and then the rest from
/// the held end down: each link of the second pass joins two pieces of the chain, and a short
/// propagation (`Tableau.joinsTwoLinks`) moves the free piece instead of pivoting the chain
/// above it into the basis, which wrote every top over every height above it (N²/2 entries).
@Suite struct ChainJoinTests {
  func entries(_ solver: Solver) -> Int {
    let rows = solver.tableau.rows
    return (0..<rows.slotCount).reduce(0) { $0 + rows.count($1) }
  }

  @Test func aChainClosedFromItsHeldEndInASecondPassStaysSparse() throws {
    // 2N views k = 0…2N−1, each 30 high by its content (>= 30 @750, <= 30 @250), the first
    // at 8, each below the one before by 8: top(k) = 8 + 38k. First the links into even
    // views (top(2i) = top(2i−1) + height(2i−1) + 8), then those into odd views, top down.
    let n = 200
    let solver = Solver()
    let top = (0..<(2 * n)).map { Variable("top\($0)") }
    let height = (0..<(2 * n)).map { Variable("height\($0)") }
    for k in 0..<(2 * n) {
      try solver.add(Constraint(Expression(height[k]), .greaterThanOrEqual, 30, priority: 750))
      try solver.add(Constraint(Expression(height[k]), .lessThanOrEqual, 30, priority: 250))
    }
    try solver.add(Constraint(Expression(top[0]), .equal, 8))
    func link(_ k: Int) -> Constraint {
      Constraint(Expression(top[k]), .equal, Expression(top[k - 1]) + Expression(height[k - 1]) + 8)
    }
    for i in 1..<n { try solver.add(link(2 * i)) }
    let firstPass = entries(solver)
    for i in 0..<n { try solver.add(link(2 * i + 1)) }
    for k in [0, 1, 2, 199, 200, 399] {
      #expect(solver.value(of: top[k]) == 8 + 38 * Double(k))
      #expect(solver.value(of: height[k]) == 30)
    }
    // Each link of the second pass adds a row of its own (three entries, a link's), or
    // absorbs one into an alias: the rows grow by a few entries a link, not by the chain
    // above it (which made 2N = 400 views some 80,000 entries).
    #expect(entries(solver) - firstPass <= 6 * n)
  }
}
