import Testing

@testable import LayoutSolver

/// An add leaves the tableau optimal: the dual simplex keeps every reduced cost certifying the
/// optimum, so after `add` no symbol may improve the objective (`Tableau.improvingSymbol`).
///
/// Known to fail on some random systems (found by branch `w1cap`, 2026-11-26): 4 of 400 seeds
/// of `SystemGenerator.constraint` (200 constraints over 30 variables, a fifth required) and 2
/// of 400 of `layoutConstraint` end an add with an improving symbol. The case below is the
/// first found: the constraints `LargerRemovalTests` keeps for seed 70009 after four random
/// removals, added to a fresh solver; the add of `-3·v6 − 5 == 0` (required) leaves error
/// symbol 39 improving. A later `remove` (whose `optimize` starts from there) or a fresh solver
/// of a different order then reports different errors per level. Not traced yet; when it is
/// fixed, this known issue stops being recorded and the test fails until the wrapper goes.
@Suite struct AddOptimalityTests {
  @Test func addsLeaveTheTableauOptimal() {
    var generator = SystemGenerator(seed: 70_009)
    let variables = (0..<30).map { Variable("v\($0)") }
    var specs: [ConstraintSpec] = []
    let probe = Solver()
    for _ in 0..<200 {
      let spec = generator.constraint(variableCount: variables.count, requiredPercent: 20)
      if (try? probe.add(spec.make(variables))) != nil { specs.append(spec) }
    }
    for _ in 0..<4 { specs.remove(at: generator.rng.int(in: 0...(specs.count - 1))) }
    withKnownIssue("an add can end with an improving symbol (seed 70009, fourth removal)") {
      let solver = Solver()
      for (k, spec) in specs.enumerated() {
        _ = try? solver.add(spec.make(variables))
        if let improving = solver.tableau.improvingSymbol() {
          Issue.record("add \(k) (\(spec)): symbol \(improving.0) improves")
          return
        }
      }
    }
  }
}
