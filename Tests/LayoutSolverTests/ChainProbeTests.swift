import Testing

@testable import LayoutSolver

/// `Tableau.chainProbe`, the chain probe's propagated shift without `compoundShift`'s
/// generality: its answer, its chain and the values it leaves, worked out by hand, and each
/// checked against `compoundShift` on a copy (`chainProbeDisagreement`).
@Suite struct ChainProbeTests {
  /// A chain of `n` links: b = x1 (b fixed at 5), rᵢ = xᵢ − xᵢ₊₁ (fixed at 0) for i < n, and,
  /// when `blocked`, last = xₙ + w (fixed at 0, w fixed at 0); every x at 0, every x free and
  /// costing nothing (no objective).
  ///
  /// The probe from b moves x1 by 5 (its only entry), which pushes r1 to 5; r1's only other
  /// entry is x2 (coefficient −1), moved by −5 / −1 = 5, which puts r1 back at 0 and pushes r2
  /// to 5; and so on to xₙ. Blocked, xₙ's move pushes last to 5, and last's other entry, w, is
  /// fixed: a dead end after n moves, having looked at b, r1 … rₙ₋₁ and last, n + 1 rows.
  /// Not blocked, xₙ's move leaves every row within bounds: a success after n rows.
  func chain(links n: Int, blocked: Bool) -> (Tableau, b: Int32, x: [Int32], r: [Int32]) {
    var t = Tableau()
    let x = (0..<n).map { _ in t.makeSymbol(.external, owner: -1) }
    let b = t.makeSymbol(.slack, owner: -1, lower: 5, upper: 5)
    t.installRow(SparseRow(symbols: [x[0]], coefficients: [1]), basic: b)
    var r: [Int32] = []
    for i in 0..<(n - 1) {
      let ri = t.makeSymbol(.slack, owner: -1, lower: 0, upper: 0)
      t.installRow(SparseRow(symbols: [x[i], x[i + 1]], coefficients: [1, -1]), basic: ri)
      r.append(ri)
    }
    if blocked {
      let w = t.makeSymbol(.external, owner: -1, lower: 0, upper: 0)
      let last = t.makeSymbol(.slack, owner: -1, lower: 0, upper: 0)
      t.installRow(SparseRow(symbols: [x[n - 1], w], coefficients: [1, 1]), basic: last)
      r.append(last)
    }
    return (t, b, x, r)
  }

  @Test func aShortDeadEndLeavesEveryValueAndNoChain() {
    var (t, b, _, _) = chain(links: 2, blocked: true)
    let before = t
    let (succeeded, longChain) = t.chainProbe(from: b)
    // Two moves (x1, x2), three rows (b, r1, last): a chain of 2, under the 4 links a probe
    // pivots in, so none is returned.
    #expect(!succeeded)
    #expect(longChain.isEmpty)
    #expect(t.lastPropagationRows == 3)
    // Every value as before, bit for bit (all 0: b = x1 = 0, r1 = 0 − 0, last = 0 + 0).
    for s in 0..<t.value.count {
      #expect(t.value[s].bitPattern == before.value[s].bitPattern)
    }
    #expect(t.chainProbeDisagreement(from: b, before: before, succeeded, longChain) == nil)
  }

  @Test func aLongDeadEndReturnsItsChainNearestTheDeadEndFirst() {
    var (t, b, x, r) = chain(links: 5, blocked: true)
    let before = t
    let (succeeded, longChain) = t.chainProbe(from: b)
    // Five moves, x1 … x5; x5's pushed out `last` (r[4]), x4's r4 (r[3]), … x1's r1 (r[0]):
    // six rows looked at (b, r1 … r4, last).
    #expect(!succeeded)
    #expect(longChain.map(\.moved) == [x[4], x[3], x[2], x[1], x[0]])
    #expect(longChain.map(\.disturbed) == [r[4], r[3], r[2], r[1], r[0]])
    #expect(t.lastPropagationRows == 6)
    for s in 0..<t.value.count {
      #expect(t.value[s].bitPattern == before.value[s].bitPattern)
    }
    #expect(t.chainProbeDisagreement(from: b, before: before, succeeded, longChain) == nil)
  }

  @Test func aSuccessKeepsItsMoves() {
    var (t, b, x, r) = chain(links: 3, blocked: false)
    let before = t
    let (succeeded, longChain) = t.chainProbe(from: b)
    // x1, x2 and x3 each move by 5: b = x1 = 5 (its bound), r1 = 5 − 5 = 0, r2 = 5 − 5 = 0.
    // Three rows repaired (b, r1, r2).
    #expect(succeeded)
    #expect(longChain.isEmpty)
    #expect(t.lastPropagationRows == 3)
    #expect(x.map { t.value[Int($0)] } == [5, 5, 5])
    #expect(t.value[Int(b)] == 5)
    #expect(r.map { t.value[Int($0)] } == [0, 0])
    #expect(t.chainProbeDisagreement(from: b, before: before, succeeded, longChain) == nil)
  }
}
