import Testing

@testable import LayoutSolver

/// The optimize after a removal reads only the symbols the removal logged
/// (`Tableau.optimizeAfterTrackedChanges`) and steps from them; checked here on a level whose
/// objective row is long (hundreds of errors, past `SparseRow.tombstoneMinimum`), where a
/// missed symbol would leave a wish unmet.
@Suite struct RemovalOptimizeTests {
  /// 300 variables, each wishing (weak) to equal its index and capped (strong) at 100, never
  /// below 0 (required): by hand, x_i = min(i, 100), the cap beating the wish. Removing the cap
  /// of x_i for i = 299, 298, …, 100 lets that one reach its wish i and moves no other. After
  /// each removal the full scan (`improvingSymbol`) must find nothing to improve either, and the
  /// removal must leave no log open.
  @Test func removingCapsOneByOneLetsEachReachItsWish() throws {
    let solver = Solver()
    let n = 300
    let xs = (0..<n).map { Variable("x\($0)") }
    var caps: [Constraint] = []
    for (i, x) in xs.enumerated() {
      try solver.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(0)))
      try solver.add(Constraint(Expression(x), .equal, Expression(Double(i))).at(.low))
      let cap = Constraint(Expression(x), .lessThanOrEqual, Expression(100)).at(.high)
      try solver.add(cap)
      caps.append(cap)
    }
    for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == Double(min(i, 100))) }
    for i in stride(from: n - 1, through: 100, by: -1) {
      try solver.remove(caps[i])
      #expect(solver.value(of: xs[i]) == Double(i), "x\(i) after its cap went")
      #expect(solver.tableau.improvingSymbol() == nil, "optimal after removing cap \(i)")
      #expect(!solver.tableau.costChanges.isTracking)
    }
    // Every variable at its wish now: x_i = i for all i, and the weak level's error is 0.
    for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == Double(i)) }
    #expect(solver.tableau.formViolation() == nil)
  }

  /// The same system with the wishes taken out instead, from the highest index down. A
  /// variable without its wish may rest anywhere in [0, 100], so only those that keep theirs
  /// are checked (every 37th): each removal moves none of them from x_k = min(k, 100), and
  /// leaves the tableau optimal by the full scan.
  @Test func removingWishesMovesNoOtherVariable() throws {
    let solver = Solver()
    let n = 300
    let xs = (0..<n).map { Variable("x\($0)") }
    var wishes: [Constraint] = []
    for (i, x) in xs.enumerated() {
      try solver.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(0)))
      let wish = Constraint(Expression(x), .equal, Expression(Double(i))).at(.low)
      try solver.add(wish)
      wishes.append(wish)
      try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(100)).at(.high))
    }
    for i in stride(from: n - 1, through: 1, by: -1) {
      try solver.remove(wishes[i])
      #expect(solver.tableau.improvingSymbol() == nil, "optimal after removing wish \(i)")
      for k in stride(from: 0, to: i, by: 37) {
        #expect(solver.value(of: xs[k]) == Double(min(k, 100)), "x\(k) after wish \(i) went")
      }
      #expect(!solver.tableau.costChanges.isTracking)
    }
    #expect(solver.value(of: xs[0]) == 0)
    #expect(solver.tableau.formViolation() == nil)
  }
}
