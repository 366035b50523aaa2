import Testing

@testable import LayoutSolver

/// An add leaves the tableau optimal: the dual simplex keeps every reduced cost certifying the
/// optimum, so after `add` no symbol may improve the objective (`Tableau.improvingSymbol`).
///
/// Found by branch `w1cap` (2026-11-26): the constraints `LargerRemovalTests` keeps for seed
/// 70009 after four random removals, added to a fresh solver. In the add of `-3·v6 − 5 == 0`
/// the ratio test compared a slack whose top-level cost was 1.4e-13 of round-off (zero by the
/// cost tolerance, which took its sign from the next level) as if that were a cost: times
/// 1/|a| = 9 it outweighed the tolerance, and the slack was chosen over an error whose ratio at
/// the next level was half the slack's; the error's reduced cost there changed sign.
/// `compareRatios` now reads such entries as zero.
///
/// Not fixed yet (so not a property test here): a few random systems of 200 constraints
/// (seeds 90079, 90122, 90165 of `constraint`, 90100 and 90311 of `layoutConstraint`, among
/// the 400 from 90,000 on) still end an add with an improving symbol. In the one traced
/// (90079) by 2.6e-11 per unit: the pivot row holds round-off entries (|a| near 1e-13, below
/// the pivot tolerance, so never candidates), and the pivot's ratio (about 400) carries them
/// into reduced costs above the cost tolerance.
/// An add leaves the tableau optimal: the dual simplex keeps every reduced cost certifying the
/// optimum, so after `add` (accepted or refused) no symbol may improve the objective
/// (`Tableau.improvingSymbol`).
///
/// Found by branch `w1cap` (2026-11-26): the constraints `LargerRemovalTests` keeps for seed
/// 70009 after four random removals, added to a fresh solver. In the add of `-3·v6 − 5 == 0`
/// the ratio test compared a slack whose top-level cost was 1.4e-13 of round-off (zero by the
/// cost tolerance, which took its sign from the next level) as if that were a cost: times
/// 1/|a| = 9 it outweighed the tolerance, and the slack was chosen over an error whose ratio at
/// the next level was half the slack's; the error's reduced cost there changed sign.
/// `compareRatios` now reads such entries as zero.
///
/// Four more causes (branch `w1round`), three found by a sweep of 400 random systems of each
/// shape (200 constraints over 30 variables from seed 90,000 on, every add checked), one by
/// `LargerRemovalTests` once those were fixed, traced and fixed:
/// - Round-off entries of a pivot row (seed 90079, add 80): the row held 6.6e-14 for three
///   symbols (a sum that should have cancelled), below the pivot tolerance, so no ratio test
///   read them; the pivot divided them by the entering coefficient (0.5) and multiplied them by
///   its reduced cost (198.25), and 2.6e-11 reached the objective with the wrong sign. The
///   dual simplex now drops such entries from the row before it pivots (`repair`), as a
///   removal does.
/// - A tie's round-off (seed 90122, add 196; 90137, add 193): two symbols tied at the top level
///   (ratios 0.7238/1.0286 and 0.5429/0.7714, both 0.7037 to 1e-12), the next level chose, and
///   the loser's top-level reduced cost came out of the pivot as −1.8e-12 instead of 0: beyond
///   the cost tolerance, improving. A pivot's new reduced cost within the ratio test's tie
///   tolerance of its terms is now zero (`Tableau.costCancellationTolerance`).
/// - A rollback's breakdown (seed 90079, add 177; 90165, add 141): a refused add's rollback
///   pivots on any entry it may, ended its primal simplex "unbounded" (only round-off can price
///   such a step: the errors are bounded below), and that was taken as success; the rows it left
///   held coefficients of 1e11, and later adds ended non-optimal. `restore` now solves from
///   scratch then (`rebuild`), as it does when it gives up.
/// - A pivot on round-off (seed 70009 less two constraints, add 158): a row held 1.9e-11 for a
///   symbol whose top-level reduced cost was 0, so its ratio (0) won the ratio test outright;
///   the true entry was 0 (its neighbours in the row held −3.6e-11 and 2.8e-11 of round-off
///   too), and the pivot wrote 1e11 into the rows. `Tableau.pivotTolerance` is now 1e-9, not
///   1e-11 (kiwi drops every entry below 1e-8).
@Suite struct AddOptimalityTests {
  /// Adds the system of `seed` (200 constraints over 30 variables), checking after every add.
  static func addsEndOptimal(seed: UInt64, layoutShaped: Bool) -> (Int, ConstraintSpec)? {
    var generator = SystemGenerator(seed: seed)
    let variables = (0..<30).map { Variable("v\($0)") }
    let solver = Solver()
    for k in 0..<200 {
      let spec =
        layoutShaped
        ? generator.layoutConstraint(variableCount: variables.count)
        : generator.constraint(variableCount: variables.count, requiredPercent: 20)
      _ = try? solver.add(spec.make(variables))
      if solver.tableau.improvingSymbol() != nil { return (k, spec) }
    }
    return nil
  }

  /// Seed 70009's constraints with `removals` random ones taken out, added to a fresh solver:
  /// 4 found the first cause above, 2 the fourth.
  @Test(arguments: [4, 2])
  func theRemovalSeedThatFoundIt(removals: Int) {
    var generator = SystemGenerator(seed: 70_009)
    let variables = (0..<30).map { Variable("v\($0)") }
    var specs: [ConstraintSpec] = []
    let probe = Solver()
    for _ in 0..<200 {
      let spec = generator.constraint(variableCount: variables.count, requiredPercent: 20)
      if (try? probe.add(spec.make(variables))) != nil { specs.append(spec) }
    }
    for _ in 0..<removals { specs.remove(at: generator.rng.int(in: 0...(specs.count - 1))) }
    let solver = Solver()
    for (k, spec) in specs.enumerated() {
      _ = try? solver.add(spec.make(variables))
      let improving = solver.tableau.improvingSymbol()
      #expect(improving == nil, "add \(k) (\(spec)): \(String(describing: improving))")
      if improving != nil { return }
    }
  }

  /// The seeds traced above, each to its 200th add (each failed before its fix).
  @Test(arguments: [90_079, 90_122, 90_137, 90_165] as [UInt64])
  func theSeedsTheSweepFound(seed: UInt64) {
    let failure = Self.addsEndOptimal(seed: seed, layoutShaped: false)
    #expect(failure == nil, "add \(failure?.0 ?? -1): \(String(describing: failure?.1))")
  }

  /// A slice of the sweep (400 seeds of each shape ran clean; `LAYOUT_SOLVER_SOAK` runs more).
  @Test(arguments: 0..<2)
  func addsLeaveTheTableauOptimal(batch: Int) {
    for seed in Soak.seeds(base: 90_400, batch: batch, count: 10) {
      for layoutShaped in [false, true] {
        let failure = Self.addsEndOptimal(seed: seed, layoutShaped: layoutShaped)
        #expect(
          failure == nil,
          "seed \(seed) \(layoutShaped ? "layout" : "general") add \(failure?.0 ?? -1): \(String(describing: failure?.1))"
        )
      }
    }
  }
}
