import Testing

@testable import LayoutSolver

/// The ambiguity question's rows for expressions, on a face whose tableau has freed symbols.
@Suite struct QuerySymbolReuseTests {
  /// `x >= 0` and `y >= 0` with nothing to optimize: both rest at 0 and can only rise, so
  /// `x − y` can rise (x up) and fall (y up). Asked after a constraint was removed, the row
  /// made for `x − y` takes a freed symbol's index (`makeSymbol` reuses it), so the symbol
  /// count of the face does not change: the directions read for it must still be its own.
  @Test func anExpressionsRowOnAFreedSymbolGetsItsOwnDirections() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    let gone = z >= 5
    try solver.add(gone)
    try solver.remove(gone)
    #expect(!solver.tableau.freeSymbols.isEmpty)
    let answer = solver.ambiguities(ofExpressions: [x - y])
    #expect(answer == [Ambiguity(canIncrease: true, canDecrease: true)])
  }
}
