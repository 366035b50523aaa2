import Testing

@testable import LayoutSolver

/// A chain probe (`basifyBlockedChain`) that fails leaves every value as it found it, to the bit:
/// its undo writes back the values saved before its moves, where shifting each move back left
/// the round-off of the swing in the rows it crossed (`compoundShift`'s exact undo).
@Suite struct ProbeUndoTests {
  // Rows: b = x (b fixed at 3.3, so violated at x = 0.1) and q = x + w (q in [0, 1], w fixed
  // at 0.2). The probe moves x, the only entry of b's row, by t = 3.3 − 0.1 (3.1999999999999997
  // in doubles), which takes q to 0.30000000000000004 + t = 3.5, above 1; q's row holds only x,
  // moved already, and w, fixed: a dead end one move from the start, so the probe fails
  // (a chain of 1 < 4 links) and undoes its move. By hand in doubles, moving x back by 0.1 − 3.3
  // puts x back at 0.1 but leaves q at 0.30000000000000027: 2.2e-16 off, under the drift test's
  // 4·n·ε·Σ|terms| = 8 · 2.2e-16 · 0.3 = 5.3e-16, so it was not read again from its row.
  @Test func aFailedChainProbeRestoresEveryValueExactly() {
    var t = Tableau()
    let x = t.makeSymbol(.external, owner: -1, value: 0.1)
    let w = t.makeSymbol(.external, owner: -1, lower: 0.2, upper: 0.2, value: 0.2)
    let b = t.makeSymbol(.slack, owner: -1, lower: 3.3, upper: 3.3)
    let q = t.makeSymbol(.slack, owner: -1, lower: 0, upper: 1)
    t.installRow(SparseRow(symbols: [x], coefficients: [1]), basic: b)
    t.installRow(SparseRow(symbols: [x, w], coefficients: [1, 1]), basic: q)
    // The values the rows give: b = 0.1, q = 0.1 + 0.2 = 0.30000000000000004.
    #expect(t.value[Int(b)] == 0.1)
    #expect(t.value[Int(q)] == 0.1 + 0.2)
    #expect(t.violation(b) != 0)

    let basified = t.basifyBlockedChain(from: b)
    #expect(!basified)

    // Nothing pivoted, and every value is the one before the probe, bit for bit.
    #expect(t.isBasic(b) && t.isBasic(q) && !t.isBasic(x))
    #expect(t.value[Int(x)].bitPattern == (0.1 as Double).bitPattern)
    #expect(t.value[Int(w)].bitPattern == (0.2 as Double).bitPattern)
    #expect(t.value[Int(b)].bitPattern == (0.1 as Double).bitPattern)
    #expect(t.value[Int(q)].bitPattern == (0.1 + 0.2 as Double).bitPattern)
  }
}
