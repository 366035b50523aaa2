import Testing

@testable import LayoutSolver

/// `Solver.reserveCapacity` makes room for a batch before it is added: the tables then hold the
/// batch without doubling past it, and the answers are the same as without the room.
@Suite struct ReserveCapacityTests {
  /// A row of `n` boxes, each `width = 10` wished at 500 (an optional equality: two errors),
  /// `width >= 4` (required), and `x` after the previous one's right edge plus 2, the first at
  /// 0 (required equalities): 3n constraints over 2n variables, 2n errors.
  func row(_ solver: Solver, n: Int) throws -> (x: [Variable], width: [Variable]) {
    let x = (0..<n).map { Variable("x\($0)") }
    let width = (0..<n).map { Variable("w\($0)") }
    for i in 0..<n {
      try solver.add((width[i] == 10).at(Priority(500)))
      try solver.add(width[i] >= 4)
      if i == 0 {
        try solver.add(x[0] == 0)
      } else {
        try solver.add(Constraint(Expression(x[i]), .equal, x[i - 1] + width[i - 1] + 2.0))
      }
    }
    return (x, width)
  }

  @Test func theRoomHoldsTheBatchWithoutDoubling() throws {
    let n = 1_000
    let solver = Solver()
    solver.reserveCapacity(constraints: 3 * n, variables: 2 * n, errorVariables: 2 * n)
    let reservedSymbols = solver.tableau.kind.capacity
    let reservedRecords = solver.records.capacity
    _ = try row(solver, n: n)
    // Room for 2n variables + 3n slacks + 2n errors = 7,000 symbols and 3,000 records, all
    // used (the allocator may round a table up by a few entries, never to twice its size).
    #expect(reservedSymbols >= 7 * n)
    #expect(reservedRecords >= 3 * n)
    #expect(solver.tableau.kind.count <= 7 * n)
    #expect(solver.tableau.kind.capacity == reservedSymbols)
    #expect(solver.records.capacity == reservedRecords)
    #expect(solver.tableau.kind.capacity < 7 * n + 64)
  }

  @Test func theAnswersAreTheSameWithOrWithoutRoom() throws {
    let n = 200
    let plain = Solver()
    let reserved = Solver()
    // Counts that are off only cost memory: too few here.
    reserved.reserveCapacity(constraints: n, variables: n, errorVariables: 0)
    let a = try row(plain, n: n)
    let b = try row(reserved, n: n)
    // Every width gets its wish, 10; box i starts at i·(10 + 2).
    for i in 0..<n {
      #expect(plain.value(of: a.width[i]) == 10)
      #expect(reserved.value(of: b.width[i]) == 10)
      #expect(plain.value(of: a.x[i]) == Double(12 * i))
      #expect(reserved.value(of: b.x[i]) == Double(12 * i))
    }
    #expect(reserved.tableau.formViolation() == nil)
  }
}
