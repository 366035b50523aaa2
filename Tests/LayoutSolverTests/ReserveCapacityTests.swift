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

/// What a large build holds beyond its entries: a new row takes only its entries in the pool,
/// a symbol's column no list until its fourth row, and the optimal face copies only the bounds
/// it changes.
@Suite struct BuildRoomTests {
  @Test func aNewRowTakesOnlyItsEntriesAndAMovedOneRoomForTwoMore() {
    var pool = RowPool()
    let a = pool.makeSlot()
    pool.set(a, SparseRow(symbols: [1, 2], coefficients: [1, -1]))
    let b = pool.makeSlot()
    pool.set(b, SparseRow(symbols: [3], coefficients: [2]))
    // Two new rows, 2 + 1 entries, no room: the pool holds 3 places.
    #expect(pool.symbols.count == 3)
    #expect(pool.entries(a) == 0..<2)
    #expect(pool.entries(b) == 2..<3)
    // Row a grows to 3 entries: it moves to the end with room for 2 more, places 3..<8
    // (3 + 2 = 5 places after the 3 before).
    pool.set(a, SparseRow(symbols: [1, 2, 4], coefficients: [1, -1, 5]))
    #expect(pool.symbols.count == 8)
    #expect(pool.entries(a) == 3..<6)
    // To 5 entries: in place, in the room it has (3..<8).
    pool.set(a, SparseRow(symbols: [1, 2, 4, 6, 7], coefficients: [1, -1, 5, 6, 7]))
    #expect(pool.symbols.count == 8)
    #expect(pool.entries(a) == 3..<8)
    #expect(pool.row(a).symbols == [1, 2, 4, 6, 7])
    #expect(pool.row(a).coefficients == [1, -1, 5, 6, 7])
    #expect(pool.row(b).symbols == [3])
  }

  @Test func aSymbolIsMadeWithNoColumnList() {
    var tableau = Tableau()
    let x = tableau.makeSymbol(.external, owner: -1)
    let e = tableau.makeSymbol(.error, owner: -1, lower: 0)
    let s = tableau.makeSymbol(.slack, owner: -1)
    // Nothing allocated for any column: each lives in its head until its fourth row.
    for symbol in [x, e, s] { #expect(tableau.columns[Int(symbol)].list.capacity == 0) }
    // s = x − e: the row lists x and e, each column now holds row 0, in its head.
    tableau.installRow(SparseRow(symbols: [x, e], coefficients: [1, -1]), basic: s)
    #expect(Array(tableau.columns[Int(x)]) == [0])
    #expect(Array(tableau.columns[Int(e)]) == [0])
    #expect(tableau.columns[Int(x)].list.isEmpty)
    #expect(tableau.columns[Int(s)].isEmpty)
    #expect(tableau.structureViolation() == nil)
  }

  @Test func theFaceSharesTheLowerBoundsItDoesNotChange() throws {
    // Two boxes of the row above: each width wished 10 at 500 and met, so both errors of each
    // wish sit at their lower bound 0 and are priced (500 per unit): the face pins each with
    // an upper bound of 0, and its lower bounds are the solver's own, uncopied.
    let solver = Solver()
    _ = try ReserveCapacityTests().row(solver, n: 2)
    let face = solver.optimalFace()
    let sharesLower = face.lower.withUnsafeBufferPointer { f in
      solver.tableau.lower.withUnsafeBufferPointer { t in f.baseAddress == t.baseAddress }
    }
    #expect(sharesLower)
    #expect(face.lower == solver.tableau.lower)
    var pinned = 0
    for s in 0..<face.kind.count where face.kind[s] == .error {
      #expect(face.value[s] == 0)
      #expect(face.upper[s] == 0)
      #expect(solver.tableau.upper[s] == .infinity)
      pinned += 1
    }
    // Two wishes, two errors each.
    #expect(pinned == 4)
  }
}
