import LayoutSolver

/// One benchmark system: what to add, what to read, what to suggest, and how to tell a right
/// answer from a wrong one.
///
/// A build adds `editVariables` (suggesting `initialSuggestion` when there is one), then every
/// constraint in order, then reads every variable. An edit session builds the same way untimed,
/// then cycles through `editSteps`: one step suggests one value per edit variable and reads every
/// variable again.
struct BenchSystem {
  /// The variables read after a build and after every edit, in this order.
  var variables: [Variable]
  /// The constraints, added in this order.
  var constraints: [Constraint]
  /// The edit variables and their priority, added before the constraints.
  var editVariables: [(variable: Variable, priority: Priority)] = []
  /// Values suggested for the edit variables right after adding them, as part of the build.
  var initialSuggestion: [Double]? = nil
  /// The cycle of suggestions of an edit session, one value per edit variable per step.
  var editSteps: [[Double]] = []
  /// Checks the values read (in `variables` order) after a build (`step == nil`) or after an
  /// edit step; returns what is wrong, or `nil`.
  var check: (_ values: [Double], _ step: Int?) -> String?
}

/// The solver answered wrong or threw: the benchmark stops, since timing wrong answers is worthless.
struct BenchFailure: Error {
  /// What went wrong, with the workload and phase.
  var message: String
  /// Whether the input was at fault (an unreadable W1 file: exit status 2) rather than the solver
  /// (exit status 1).
  var isBadInput = false
}

/// Whether `actual` equals `expected` up to round-off (1e-6, relative above 1).
func isClose(_ actual: Double, _ expected: Double) -> Bool {
  abs(actual - expected) <= 1e-6 * max(1, abs(expected))
}

/// The first index where `values` differs from `expected(index)`, described; `nil` if none.
func firstMismatch(
  _ values: [Double], names: [Variable], expected: (Int) -> Double
) -> String? {
  for i in values.indices where !isClose(values[i], expected(i)) {
    return "\(names[i].name) = \(values[i]), expected \(expected(i))"
  }
  return nil
}

/// Runs a system through the solver: the timed parts of a build and of an edit step.
final class BenchRun {
  let system: BenchSystem
  let solver = Solver()
  /// The values read last, in `system.variables` order; preallocated so reading costs no
  /// allocation, and checked after the clock stops.
  var values: [Double]

  init(_ system: BenchSystem) {
    self.system = system
    values = Array(repeating: .nan, count: system.variables.count)
  }

  /// Adds everything and reads every value (the timed build).
  func build() throws(SolverError) {
    for (variable, priority) in system.editVariables {
      try solver.addEditVariable(variable, priority: priority)
    }
    if let initial = system.initialSuggestion {
      for (k, value) in initial.enumerated() {
        try solver.suggestValue(value, for: system.editVariables[k].variable)
      }
    }
    for constraint in system.constraints {
      try solver.add(constraint)
    }
    readValues()
  }

  /// Suggests one step's values and reads every value (the timed edit).
  func edit(step: Int) throws(SolverError) {
    let suggestion = system.editSteps[step % system.editSteps.count]
    for (k, value) in suggestion.enumerated() {
      try solver.suggestValue(value, for: system.editVariables[k].variable)
    }
    readValues()
  }

  func readValues() {
    let variables = system.variables
    values.withUnsafeMutableBufferPointer { buffer in
      for i in variables.indices {
        buffer[i] = solver.value(of: variables[i])
      }
    }
  }

  /// The check's verdict on the values last read.
  func verify(step: Int?) -> String? {
    system.check(values, step.map { $0 % system.editSteps.count })
  }
}
