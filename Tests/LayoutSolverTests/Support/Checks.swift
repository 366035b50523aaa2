import LayoutSolver

/// Whether two values agree within `tolerance`, relative to their size (absolute below 1).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Whether two `errorsByPriority` lists name the same priorities with the same errors.
func sameErrors(
  _ a: [(priority: Int, error: Double)], _ b: [(priority: Int, error: Double)],
  tolerance: Double = 1e-6
) -> Bool {
  a.count == b.count
    && zip(a, b).allSatisfy {
      $0.priority == $1.priority && isClose($0.error, $1.error, tolerance: tolerance)
    }
}

/// Renders an `errorsByPriority` list for failure messages.
func describe(_ errors: [(priority: Int, error: Double)]) -> String {
  errors.map { "@\($0.priority): \($0.error)" }.joined(separator: ", ")
}

/// Everything observable about a solver, down to the bits: after a refused call that fails its
/// checks before touching the tableau, the solver must compare equal to its snapshot from before.
struct SolverSnapshot: Equatable {
  var constraints: [ObjectIdentifier]
  var values: [UInt64]
  var errors: [Int: UInt64]
  var dump: String

  init(_ solver: Solver, _ variables: [Variable]) {
    constraints = solver.constraints.map(ObjectIdentifier.init)
    values = variables.map { solver.value(of: $0).bitPattern }
    errors = Dictionary(
      uniqueKeysWithValues: solver.errorsByPriority.map { ($0.priority, $0.error.bitPattern) })
    dump = solver.dump()
  }
}

/// A fresh solver given `constraints` in order; nil if any add throws.
func freshSolver(_ constraints: [Constraint]) -> Solver? {
  let solver = Solver()
  for c in constraints {
    do { try solver.add(c) } catch { return nil }
  }
  return solver
}
