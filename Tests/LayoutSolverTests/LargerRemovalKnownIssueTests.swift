import Testing

@testable import LayoutSolver

/// A known bug, found at the end of the fourth session by a random test larger than
/// `PropertyTests`' systems, and present at the session's start (`c7b57e8`) too: after some
/// removals from a system of 30 variables and about 200 constraints, the tableau passes the
/// optimality scan while a level's error is higher than a fresh solver's for the same remaining
/// constraints — seed 70009, removal 17 (`3·v14 − v14 − 6 <= 0 @999`) raises the @999 error
/// from 94.69 to 141.35, which taking a constraint out can never do. It holds with the shared
/// rows and both alias options off. Diagnosis so far: right after that removal the objective
/// rows of levels 999 and 1 no longer equal the sum of their levels' errors written in the
/// non-basic symbols (off by 5.5 at one slack), while before it they do; no basic symbol is in
/// the objective, no row is deferred and no non-basic symbol is out of bounds. So the removal's
/// pivot or its subtraction of the error's row (`detachRows`) writes the objective wrong. Recorded as a known issue, so that the suite stays green
/// until it is fixed and then says so (a known issue that stops happening fails the test).
@Suite struct LargerRemovalKnownIssueTests {
  @Test func removalsKeepTheOptimumOfALargerSystem() {
    withKnownIssue("a removal can leave a non-optimal tableau that the scan passes (seed 70009)") {
      let seed: UInt64 = 70_009
      var generator = SystemGenerator(seed: seed)
      let variables = (0..<30).map { Variable("v\($0)") }
      let solver = Solver()
      var kept: [(constraint: Constraint, spec: ConstraintSpec)] = []
      for _ in 0..<200 {
        let spec = generator.constraint(variableCount: variables.count, requiredPercent: 20)
        let c = spec.make(variables)
        if (try? solver.add(c)) != nil { kept.append((c, spec)) }
      }
      for step in 0..<min(80, kept.count) {
        let context = "seed \(seed) removal \(step)"
        let entry = kept.remove(at: generator.rng.int(in: 0...(kept.count - 1)))
        do { try solver.remove(entry.constraint) } catch {
          Issue.record("\(context): remove refused: \(error)")
          return
        }
        guard let fresh = freshSolver(kept.map { $0.spec.make(variables) }) else {
          Issue.record("\(context): a fresh solver refused the remaining constraints")
          return
        }
        // The lexicographic optimum's errors are unique, whatever point attains them.
        #expect(
          sameErrors(solver.errorsByPriority, fresh.errorsByPriority),
          "\(context): \(describe(solver.errorsByPriority)) against \(describe(fresh.errorsByPriority))"
        )
      }
    }
  }
}
