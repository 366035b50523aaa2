import Testing

@testable import LayoutSolver

/// Constant changes of aliases made in place (`Solver+AliasConstants.swift`): the side the
/// changed alias holds apart moves, the constraints over it follow, and the class stays whole.
@Suite struct AliasConstantTests {
  /// `x == 100` (required), aliases `y == x + 10` and `z == y + 5`, `w >= z + 1` (required) and
  /// `w == 0` (weak, so `w` rests on its floor): x = 100, y = 110, z = 115, w = 116.
  struct Chain {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")
    let first: Constraint
    let second: Constraint

    init() throws {
      first = y == x + 10
      second = z == y + 5
      try solver.add(x == 100)
      try solver.add(first)
      try solver.add(second)
      try solver.add(w >= z + 1)
      try solver.add((w == 0).at(Priority(1)))
    }

    var values: [Double] { [x, y, z, w].map { solver.value(of: $0) } }

    func isAlias(_ c: Constraint) -> Bool {
      solver.record(of: c).flatMap { solver.records[$0]?.isAlias } ?? false
    }
  }

  @Test func theSideAnAliasHoldsApartMoves() throws {
    let chain = try Chain()
    #expect(chain.values == [100, 110, 115, 116])
    #expect(chain.isAlias(chain.first) && chain.isAlias(chain.second))
    // y == x + 20: the expression y − x − 10 gets the constant −20. y and z move by 10 with
    // x held: y = 120, z = 120 + 5 = 125, and w's floor to 126.
    try chain.solver.setConstant(-20, of: chain.first)
    #expect(chain.values == [100, 120, 125, 126])
    #expect(chain.isAlias(chain.first), "changed in place, not dissolved into a row")
    // z == y + 7 (constant −7): only z moves, to 127, and w to 128.
    try chain.solver.setConstant(-7, of: chain.second)
    #expect(chain.values == [100, 120, 127, 128])
    #expect(chain.isAlias(chain.second))
  }

  @Test func severalAtOnce() throws {
    let chain = try Chain()
    // y == x − 10 and z == y + 1: y = 90, z = 91, w = 92.
    let done = try chain.solver.setConstants([(chain.first, 10), (chain.second, -1)])
    #expect(done)
    #expect(chain.values == [100, 90, 91, 92])
    #expect(chain.isAlias(chain.first) && chain.isAlias(chain.second))
  }

  @Test func anAliasListedTwiceEndsAtItsLastConstant() throws {
    let chain = try Chain()
    // y == x + 20, then y == x + 30, in one call: the last constant holds, as a record
    // changed twice in a row would end (the second change moves y from 120, not from 110):
    // y = 130, z = 135, w = 136.
    let done = try chain.solver.setConstants([(chain.first, -20), (chain.first, -30)])
    #expect(done)
    #expect(chain.values == [100, 130, 135, 136])
    #expect(chain.solver.constant(of: chain.first) == -30)
    // The same constant twice: y == x + 20 once, y = 120, z = 125, w = 126.
    #expect(try chain.solver.setConstants([(chain.first, -20), (chain.first, -20)]))
    #expect(chain.values == [100, 120, 125, 126])
  }

  @Test func aRefusedChangeLeavesEverythingAsItWas() throws {
    let chain = try Chain()
    try chain.solver.add(chain.z <= 120)
    // y == x + 20 would put z at 125 > 120: refused, and the rows name the conflict.
    #expect(throws: SolverError.self) { try chain.solver.setConstant(-20, of: chain.first) }
    #expect(chain.values == [100, 110, 115, 116])
    #expect(chain.solver.constant(of: chain.first) == -10)
    // y == x + 15 fits: z = 120, w = 121.
    try chain.solver.setConstant(-15, of: chain.first)
    #expect(chain.values == [100, 115, 120, 121])
  }
}
