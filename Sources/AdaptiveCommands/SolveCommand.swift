import LayoutSolver

/// `adaptive solve FILE [--ambiguous]`: solves a plain linear system and prints every variable.
///
/// Each line of the file becomes one `LayoutSolver.Constraint` labelled with its line number, so a
/// conflict names lines. The output is a JSON object of every variable sorted by name (byte
/// order), rendered by `JSONValue`; with `--ambiguous`, `{"values": {…}, "ambiguous": [names]}`
/// where a name is listed if the optimum leaves its variable free to move in either direction.
///
/// A required constraint that cannot hold is refused, as Auto Layout breaks a constraint and goes
/// on: the remaining lines are still added, so one run reports every conflict, each as one
/// `FILE:LINE:COLUMN: error:` line per constraint of its minimal conflicting set. Then nothing is
/// printed on stdout and the exit status is 1.
public enum SolveCommand: Command {
  /// `solve`.
  public static let name = "solve"
  /// The line in `adaptive help`.
  public static let summary = "Solve a linear constraint system; print every variable as JSON."
  /// `adaptive solve FILE [--ambiguous]`.
  public static let usage = "adaptive solve FILE [--ambiguous]"
  /// The text of `adaptive help solve`.
  public static let help = """
    Reads FILE, one linear constraint per line (see Docs/solve-format.md):

      # comment
      x + 2*y >= 10
      w == 100 @750        # priority 1...1000 or required|high|low|fitting
      z <= x/2             # default priority: required

    and prints the solution as a JSON object of every variable, sorted by name.

    exit status: 0 solved; 1 unsatisfiable (each conflicting line reported on stderr);
    2 bad input (each error as FILE:LINE:COLUMN: error: message) or usage.
    """
  /// `--ambiguous`.
  public static let options = [
    CommandOption(
      "--ambiguous",
      summary: "Print {\"values\": {...}, \"ambiguous\": [names]}: which variables can move.")
  ]
  /// Exactly one: FILE.
  public static let positionalCount = 1...1

  /// Reads, parses and solves FILE; prints the JSON or the errors. Exit 0, 1 or 2.
  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    let path = arguments.positionals[0]
    let bytes: [UInt8]
    switch context.readFile(path) {
    case .success(let contents):
      bytes = contents
    case .failure(let error):
      context.writeError("\(path): error: cannot read the file: \(error.reason)\n")
      return .badInput
    }
    let (system, diagnostics) = LinearSystemParser.parse(bytes)
    guard diagnostics.isEmpty else {
      context.writeError(diagnostics.map { $0.formatted(path: path) + "\n" }.joined())
      return .badInput
    }
    for warning in LinearSystemParser.warnings(bytes) {
      context.writeError("\(path):\(warning.line):\(warning.column): warning: \(warning.message)\n")
    }
    let solution = LinearSystemSolution(system)
    if !solution.problems.isEmpty {
      context.writeError(solution.problems.map { $0.formatted(path: path) + "\n" }.joined())
      return solution.inputIsInvalid ? .badInput : .layoutProblems
    }
    let values = JSONValue.object(solution.values.map { ($0.name, .number($0.value)) })
    let document =
      arguments.has("--ambiguous")
      ? JSONValue.object([
        ("values", values), ("ambiguous", .array(solution.ambiguousNames().map(JSONValue.string))),
      ])
      : values
    context.writeOutput(document.rendered() + "\n")
    return .success
  }
}
