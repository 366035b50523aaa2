import Testing

@testable import LayoutSolver

/// A conflict beside a large alias class is explained from the aliases on the paths it reads
/// (`Solver.aliasPaths`), not from every alias of the class.
@Suite struct ConflictCertificateTests {
  /// x0 = 16 and x(i) = x(i−1) + 1 for i = 1…n, each link an alias; `links[i − 1]` makes x(i).
  func chain(_ n: Int) throws -> (Solver, [Variable], [Constraint]) {
    let solver = Solver()
    let x = (0...n).map { Variable("x\($0)") }
    try solver.add(Constraint(Expression(x[0]), .equal, 16))
    var links: [Constraint] = []
    for i in 1...n {
      let link = Constraint(Expression(x[i]), .equal, Expression(x[i - 1]) + 1)
      try solver.add(link)
      links.append(link)
    }
    return (solver, x, links)
  }

  @Test func aConflictAlongAnAliasChainNamesTheLinksBetweenItsEnds() throws {
    // x0 = 16, x(i) = x(i−1) + 1 for i = 1…300 (each an alias), so x7 − x3 = 4. Asking for
    // x7 − x3 = 5 conflicts with the four links x4…x7 and no others: x3's path to the root
    // is shared with x7's, which goes on through x4, x5, x6 and x7.
    let (solver, x, links) = try chain(300)
    #expect(solver.aliasCount == 300)
    let checksBefore = solver.conflictChecks
    let asked = Constraint(Expression(x[7]) - Expression(x[3]), .equal, 5)
    var conflict: [ObjectIdentifier] = []
    do {
      try solver.add(asked)
    } catch {
      // (Not `catch .unsatisfiable(let members)`: this compiler crashes on it here.)
      if case .unsatisfiable(let members) = error {
        conflict = members.map(ObjectIdentifier.init)
      }
    }
    let expected = [links[3], links[4], links[5], links[6], asked].map(ObjectIdentifier.init)
    #expect(Set(conflict) == Set(expected))
    #expect(conflict.count == 5)
    // The deletion filter ran over x7's path (seven links) and the asked constraint: one
    // check of the whole and one per link, 8; every alias of the class made it 301.
    #expect(solver.conflictChecks - checksBefore <= 8)
    #expect(solver.value(of: x[300]) == 316)
  }

  @Test func theChainStillHoldsAfterTheRefusalAndExplainsAgainAfterALinkGoes() throws {
    // As above, with x5's link (x5 = x4 + 1) taken out: x5 leaves the class, x7 − x3 is no
    // longer fixed, and the same request holds. x0…x4 stay 16…20; x5 = x6 − 1 = x7 − 2, and
    // x7 = x3 + 5 = 24: x5 = 22, x6 = 23.
    let (solver, x, links) = try chain(40)
    let asked = Constraint(Expression(x[7]) - Expression(x[3]), .equal, 5)
    #expect(throws: SolverError.self) { try solver.add(asked) }
    try solver.remove(links[4])
    try solver.add(asked)
    #expect(solver.value(of: x[4]) == 20)
    #expect(solver.value(of: x[5]) == 22)
    #expect(solver.value(of: x[6]) == 23)
    #expect(solver.value(of: x[7]) == 24)
    #expect(solver.value(of: x[40]) == 57)
  }
}
