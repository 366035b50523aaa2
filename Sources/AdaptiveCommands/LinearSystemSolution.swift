import LayoutSolver

/// A `LinearSystem` added to a `Solver`, line by line, with what went wrong.
///
/// Every constraint is added in file order. A required constraint that conflicts with those
/// before it is refused and the rest are still added — Auto Layout's way of breaking a constraint
/// and going on — so `problems` holds every conflict of the file, not just the first.
struct LinearSystemSolution {
  /// The solver, holding every constraint that was accepted.
  let solver = Solver()
  /// Each variable of the system, sorted by name in byte order.
  let variables: [(name: String, variable: Variable)]
  /// Diagnostics, grouped by conflict: the refused line first, then the rest of its minimal
  /// conflicting set in line order.
  private(set) var problems: [Diagnostic] = []
  /// Whether a problem was the input's fault (a value the solver refuses) rather than the layout's.
  private(set) var inputIsInvalid = false

  init(_ system: LinearSystem) {
    let sortedNames = system.variableNames.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    variables = sortedNames.map { ($0, Variable($0)) }
    let variableOfName = Dictionary(
      variables.map { ($0.name, $0.variable) }, uniquingKeysWith: { first, _ in first })
    var lineOfConstraint: [Constraint: LinearConstraint] = [:]
    for line in system.constraints {
      // Zero coefficients (`x - x`) are left out: the variable stays in the output, unconstrained
      // by this line, and the solver never sees an empty term.
      let terms = line.terms.compactMap { term in
        term.coefficient == 0 ? nil : variableOfName[term.name].map { Term($0, term.coefficient) }
      }
      let constraint = Constraint(
        Expression(terms: terms, constant: line.constant), line.relation, 0,
        priority: line.priority, label: String(line.line))
      lineOfConstraint[constraint] = line
      do {
        try solver.add(constraint)
      } catch .unsatisfiable(let conflict) {
        let lines = conflict.compactMap { lineOfConstraint[$0] }
        report(conflictOf: lines, refused: line)
      } catch .iterationLimit {
        problems.append(
          Diagnostic(
            line: line.line, column: line.column,
            message: "the solver gave up on this constraint (iteration limit); it was left out"))
      } catch {
        // The parser already refuses what the solver would (non-finite numbers, priorities out of
        // range); this keeps any such case an input error rather than a trap.
        inputIsInvalid = true
        problems.append(Diagnostic(line: line.line, column: line.column, message: "\(error)"))
      }
    }
    reportOverflows(system)
  }

  /// Reports each variable whose value is not a finite double, at the first line that names it.
  ///
  /// The solver works in doubles: `x == 10` with `z == 1e308*x` leaves z at infinity, which JSON
  /// cannot print. Such a system has no solution in doubles, so it counts as a layout problem.
  private mutating func reportOverflows(_ system: LinearSystem) {
    let overflowing = variables.filter { !solver.value(of: $0.variable).isFinite }
    guard !overflowing.isEmpty else { return }
    for (name, _) in overflowing {
      guard let line = system.constraints.first(where: { $0.terms.contains { $0.name == name } })
      else { continue }
      problems.append(
        Diagnostic(
          line: line.line, column: line.column,
          message: "the value of '\(LinearToken.abbreviate(name))' is beyond the range of a double"
        ))
    }
  }

  /// The value of every variable, sorted by name.
  var values: [(name: String, value: Double)] {
    variables.map { ($0.name, solver.value(of: $0.variable)) }
  }

  /// The names of the variables the optimum does not fix, sorted.
  func ambiguousNames() -> [String] {
    let ambiguities = solver.ambiguities(of: variables.map(\.variable))
    return zip(variables, ambiguities).compactMap { $1.isFixed ? nil : $0.name }
  }

  private mutating func report(conflictOf lines: [LinearConstraint], refused: LinearConstraint) {
    let numbers = lines.map { String($0.line) }.joined(separator: ", ")
    let others = lines.filter { $0.line != refused.line }
    let cause =
      others.isEmpty
      ? "this required constraint can never hold"
      : "this required constraint conflicts with \(Self.describe(others))"
    problems.append(
      Diagnostic(
        line: refused.line, column: refused.column,
        message: "unsatisfiable: \(cause); refused it (conflicting lines: \(numbers))"))
    for other in lines where other.line != refused.line {
      problems.append(
        Diagnostic(
          line: other.line, column: other.column,
          message: "unsatisfiable: conflicts with line \(refused.line), which was refused "
            + "(conflicting lines: \(numbers))"))
    }
  }

  /// "line 3", "lines 2 and 3", "lines 2, 3 and 5".
  private static func describe(_ lines: [LinearConstraint]) -> String {
    let numbers = lines.map { String($0.line) }
    guard let last = numbers.last, numbers.count > 1 else { return "line \(numbers.first ?? "")" }
    return "lines \(numbers.dropLast().joined(separator: ", ")) and \(last)"
  }
}
