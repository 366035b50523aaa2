import Testing

@testable import LayoutSolver

/// A chain probe's tie between a link's two ends goes to the side that ends sooner
/// (`Tableau+TieRace.swift`), and an ambiguity probe that outran the room it had is tried again
/// with a small step (`Tableau.largestProbeStep`).
@Suite struct TieRaceTests {
  /// The chain probe's tie, by hand: a bound row `b = w` (fixed at 60, w at 0) whose only entry
  /// w sits in the link `l = old − new − w` (fixed at 0). `old` goes on through `oldLinks`
  /// links `oᵢ = xᵢ − xᵢ₊₁` (x₀ = old, the last x in no other row), `new` through `newLinks`
  /// links `nᵢ = yᵢ − yᵢ₊₁` (y₀ = new) the same way. Everything starts at 0, free, costs
  /// nothing; `old` is the first entry of `l`.
  ///
  /// The probe moves w by 60 (b's only entry), which takes l to −60: old and new both sit in two
  /// rows (l and their first link), a tie of columns, and each leads on. Moving old by +60 (or
  /// new by −60) puts l back at 0 and pushes that side's first link out, and so on to the side's
  /// last x or y, which is in no other row: a side of k links ends after k more rows.
  func tie(oldLinks: Int, newLinks: Int) -> (
    Tableau, b: Int32, w: Int32, x: [Int32], y: [Int32]
  ) {
    var t = Tableau()
    let x = (0...oldLinks).map { _ in t.makeSymbol(.external, owner: -1) }
    let y = (0...newLinks).map { _ in t.makeSymbol(.external, owner: -1) }
    let w = t.makeSymbol(.external, owner: -1)
    let b = t.makeSymbol(.slack, owner: -1, lower: 60, upper: 60)
    t.installRow(SparseRow(symbols: [w], coefficients: [1]), basic: b)
    let l = t.makeSymbol(.slack, owner: -1, lower: 0, upper: 0)
    t.installRow(SparseRow(symbols: [x[0], y[0], w], coefficients: [1, -1, -1]), basic: l)
    for (chain, links) in [(x, oldLinks), (y, newLinks)] {
      for i in 0..<links {
        let link = t.makeSymbol(.slack, owner: -1, lower: 0, upper: 0)
        t.installRow(
          SparseRow(symbols: [chain[i], chain[i + 1]], coefficients: [1, -1]), basic: link)
      }
    }
    return (t, b, w, x, y)
  }

  /// One tie, by hand: the sides' lengths, the rows the probe repairs, and which side moves.
  struct Race: Sendable, CustomTestStringConvertible {
    var oldLinks: Int
    var newLinks: Int
    /// Rows repaired: b, l, then one per link of the side that took the tie.
    var rows: Int
    /// Whether the newer end took the tie (every y moves −60, every x stays at 0) or the first
    /// (every x moves +60, every y stays at 0).
    var newerMoves: Bool
    var testDescription: String { "old \(oldLinks), new \(newLinks)" }
  }

  static let races = [
    // The old side goes on for 50 links, the new one ends after 1 (a chain held at its far end
    // and written from it, at the width of the view just added): the newer end, whose side
    // ends at depth 1 where the old one's has not, moves −60 (l = old − new − w back to 0),
    // which takes n₀ = y₀ − y₁ to −60, repaired by y₁ −60, in no other row: rows b, l, n₀.
    Race(oldLinks: 50, newLinks: 1, rows: 3, newerMoves: true),
    // Both sides go on past `tieRaceDepth` (3) rows: neither ends within it, and old, the first
    // entry of l, takes the move as before the race: old +60, then o₀ … o₄ each by the next x
    // +60: rows b, l, o₀ … o₄, 7 in all.
    Race(oldLinks: 5, newLinks: 4, rows: 7, newerMoves: false),
    // Both sides end after 2 links: a draw, which leaves the tie with the first: old +60, x₁
    // +60, x₂ +60: rows b, l, o₀, o₁.
    Race(oldLinks: 2, newLinks: 2, rows: 4, newerMoves: false),
  ]

  @Test(arguments: races)
  func theTieGoesToTheSideThatEndsSooner(race: Race) {
    var (t, b, w, x, y) = tie(oldLinks: race.oldLinks, newLinks: race.newLinks)
    let before = t
    let (succeeded, chain) = t.chainProbe(from: b)
    #expect(succeeded)
    #expect(chain.isEmpty)
    #expect(t.lastPropagationRows == race.rows)
    #expect(t.value[Int(w)] == 60)  // b = w = 60, its bound
    #expect(x.allSatisfy { t.value[Int($0)] == (race.newerMoves ? 0 : 60) })
    #expect(y.allSatisfy { t.value[Int($0)] == (race.newerMoves ? -60 : 0) })
    #expect(t.chainProbeDisagreement(from: b, before: before, succeeded, chain) == nil)
  }

  /// The reversed chain through the solver: `x(k) = x(k−1) + w(k−1) + 8` for k from n − 1 down
  /// to 1, each `w(k) >= 60 @750` after the link that names it, then `w(0) >= 60 @750` and the
  /// far end held: `x(n−1) + w(n−1) = 375`. Every width can be at least 60 at no cost (x(0) is
  /// free), so the optimum breaks no constraint; which widths take the slack is not fixed.
  @Test(arguments: [2, 3, 10, 200])
  func aChainHeldAtItsFarEndAndWrittenFromItSolves(n: Int) throws {
    let (solver, x, w) = try ShiftMemoTests.chainWrittenFromItsHeldEnd(n)
    // Every link exact, every width at least 60, the far end at 375.
    for k in 1..<n {
      let gap = solver.value(of: x[k]) - solver.value(of: x[k - 1]) - solver.value(of: w[k - 1])
      #expect(abs(gap - 8) <= 1e-9)
    }
    for k in 0..<n { #expect(solver.value(of: w[k]) >= 60 - 1e-9) }
    #expect(abs(solver.value(of: x[n - 1]) + solver.value(of: w[n - 1]) - 375) <= 1e-9)
  }

  /// The reversed chain with gaps of 1,000 points, 200 views, held at 1,330: the build leaves
  /// the last view where the first link put it, x(199) = x(198) + w(198) + 1,000 = 60 + 60 +
  /// 1,000 = 1,120, so the far end's equality stretches w(199) to 1,330 − 1,120 = 210, 150
  /// above its 60, and the first view ends up at x(0) = 1,120 − 199 · 1,060 = −209,820. A probe
  /// of x(0) steps a thousandth of that, 210 points: more than the 150 the last view can give,
  /// so it fails, and the retry by 1 point succeeds. Each position moves both ways (the chain
  /// slides left towards the free x(0), or right into the last view's slack); each width can
  /// grow, and shrink only above 60.
  @Test func aProbeThatOutranItsRoomIsTriedWithASmallStep() throws {
    let n = 200
    let (solver, x, w) = try ShiftMemoTests.chainWrittenFromItsHeldEnd(n, gap: 1_000, end: 1_330)
    // The premise: the last view's room is less than a thousandth of the first view's place.
    let room = solver.value(of: w[n - 1]) - 60
    #expect(room > Tableau.largestProbeStep)
    #expect(room < 1e-3 * abs(solver.value(of: x[0])))
    let ambiguities = solver.ambiguities(of: x + w)
    for k in 0..<n {
      #expect(ambiguities[k] == Ambiguity(canIncrease: true, canDecrease: true))
      let above = solver.value(of: w[k]) > 60 + 1e-9
      #expect(ambiguities[n + k] == Ambiguity(canIncrease: true, canDecrease: above))
    }
    #expect(solver.smallStepProbes >= 1)
  }
}
