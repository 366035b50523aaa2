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
@Suite struct AddOptimalityTests {
  @Test func theRemovalSeedThatFoundIt() {
    var generator = SystemGenerator(seed: 70_009)
    let variables = (0..<30).map { Variable("v\($0)") }
    var specs: [ConstraintSpec] = []
    let probe = Solver()
    for _ in 0..<200 {
      let spec = generator.constraint(variableCount: variables.count, requiredPercent: 20)
      if (try? probe.add(spec.make(variables))) != nil { specs.append(spec) }
    }
    for _ in 0..<4 { specs.remove(at: generator.rng.int(in: 0...(specs.count - 1))) }
    let solver = Solver()
    for (k, spec) in specs.enumerated() {
      _ = try? solver.add(spec.make(variables))
      let improving = solver.tableau.improvingSymbol()
      #expect(improving == nil, "add \(k) (\(spec)): \(String(describing: improving))")
      if improving != nil { return }
    }
  }
}
