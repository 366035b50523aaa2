import Testing

@testable import LayoutSolver

/// The optimize after a refused addition's rollback, and after an addition that joins a shared
/// row, reads only the symbols the change logged (`Tableau.optimizeAfterTrackedChanges`), as a
/// removal's does; checked on a level whose objective row is long (hundreds of errors), where
/// a full read per change made a layout with many refusals quadratic.
@Suite struct AddOptimizeTests {
  /// 300 variables, each wishing (weak) to equal its index, capped (strong) at 100, never below
  /// 0 (required): by hand, x_i = min(i, 100). The system the removal tests use, for its long
  /// objective rows.
  static func cappedWishes(_ solver: Solver, count n: Int) throws -> [Variable] {
    let xs = (0..<n).map { Variable("x\($0)") }
    for (i, x) in xs.enumerated() {
      try solver.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(0)))
      try solver.add(Constraint(Expression(x), .equal, Expression(Double(i))).at(.low))
      try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(100)).at(.high))
    }
    return xs
  }

  /// Each `x_i <= -1`, required, conflicts with `x_i >= 0` and is refused, with that conflict.
  /// The rollback moves nothing: every x_i stays min(i, 100), the full scan finds nothing to
  /// improve, and no full optimize ran for any of the 300 refusals.
  @Test func aRefusalReoptimizesFromItsLog() throws {
    let solver = Solver()
    let xs = try AddOptimizeTests.cappedWishes(solver, count: 300)
    let fullBefore = solver.tableau.fullOptimizes
    for (i, x) in xs.enumerated() {
      let impossible = Constraint(Expression(x), .lessThanOrEqual, Expression(-1))
      do {
        try solver.add(impossible)
        Issue.record("x\(i) <= -1 was accepted")
      } catch {
        guard case .unsatisfiable(let conflict) = error else {
          Issue.record("x\(i) <= -1: \(error)")
          continue
        }
        // The conflict: x_i >= 0 and the refused x_i <= -1, nothing else.
        #expect(conflict.count == 2, "x\(i): \(conflict)")
        #expect(conflict.last === impossible)
      }
      #expect(!solver.hasConstraint(impossible))
      #expect(solver.tableau.improvingSymbol() == nil, "optimal after refusing x\(i) <= -1")
      #expect(!solver.tableau.costChanges.isTracking)
    }
    for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == Double(min(i, 100))) }
    #expect(solver.tableau.fullOptimizes == fullBefore)
    #expect(solver.tableau.formViolation() == nil)
  }

  /// Beside the 300 capped wishes, y_1 … y_40 are aliased to y_0 (`y_k == y_0`), which is at
  /// most 30; each y_k wishes (strong) to be 40. The wishes read as one constraint over y_0 and
  /// share a row, and since each misses by 10, each one that joins makes the shared error
  /// dearer and asks for an optimize. By hand: y_k = 30 (the required cap wins), the strong
  /// level misses by 10 per wish, and the x_i stay min(i, 100); no full optimize ran.
  @Test func joiningASharedRowReoptimizesFromItsLog() throws {
    let solver = Solver()
    let xs = try AddOptimizeTests.cappedWishes(solver, count: 300)
    let ys = (0...40).map { Variable("y\($0)") }
    try solver.add(Constraint(Expression(ys[0]), .lessThanOrEqual, Expression(30)))
    for y in ys.dropFirst() {
      try solver.add(Constraint(Expression(y), .equal, Expression(ys[0])))
    }
    let fullBefore = solver.tableau.fullOptimizes
    var wishes: [Constraint] = []
    for (k, y) in ys.enumerated() {
      let wish = Constraint(Expression(y), .equal, Expression(40)).at(.high)
      try solver.add(wish)
      wishes.append(wish)
      #expect(solver.tableau.improvingSymbol() == nil, "optimal after y\(k)'s wish")
      #expect(!solver.tableau.costChanges.isTracking)
    }
    // The wishes share one slack: the joins happened.
    let slacks = Set(
      wishes.compactMap { solver.record(of: $0).flatMap { solver.records[$0]?.slack } })
    #expect(slacks.count == 1)
    for y in ys { #expect(solver.value(of: y) == 30) }
    for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == Double(min(i, 100))) }
    #expect(solver.tableau.fullOptimizes == fullBefore)
    #expect(solver.tableau.formViolation() == nil)
  }
}
