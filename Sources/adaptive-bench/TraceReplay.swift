import Foundation
import LayoutSolver

/// `adaptive-bench trace FILE`: replays a solver operation trace and prints one JSON line per
/// operation, for `Scripts/kiwi-differential.py`, which runs the same trace through kiwi.
///
/// Why a trace and not `adaptive solve`: a `.system` file can only add constraints in order;
/// the differential test also needs removals, edit variables with suggested values and changed
/// constants, checked after every step, which is the solver's incremental API. A plain line
/// format keeps the reader small (no JSON parsing of input) and many cases fit in one process.
///
/// Format, one operation a line, fields split by spaces (`#` lines and blank lines are skipped):
///
/// ```
/// case NAME                      a fresh solver; names from earlier cases are forgotten
/// add ID PRIORITY REL CONSTANT [COEFFICIENT VARIABLE]...
///                                sum(coefficient * variable) + constant REL 0, REL: == <= >=
/// remove ID                    (an id not in the solver, such as a refused add's, answers
///                                `{"error":"unknownConstraint"}`; so does `constant`)
/// edit VARIABLE PRIORITY
/// unedit VARIABLE
/// suggest VARIABLE VALUE
/// constant ID VALUE              the constraint's constant becomes VALUE (`setConstant`)
/// check VARIABLE...              the values and the ambiguity of these variables
/// dump                           the solver's state (`Solver.dump()`), several lines: for a
///                                person tracing a case by hand, not for the script
/// ```
///
/// Output, one line per operation in order: `{"ok":true}`, `{"error":"unsatisfiable"}` (or
/// another `SolverError` kind), or for `check`
/// `{"values":{"x":1.5},"ambiguous":["x"]}` with the variables in the order asked.
enum TraceReplay {
  /// A malformed trace line: reported with its line number, exit status 2.
  struct BadLine: Error {
    let line: Int
    let message: String
  }

  /// Replays the trace at `path`, printing to stdout.
  static func run(path: String) throws {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw BadLine(line: 0, message: "cannot read \(path): \(error)")
    }
    var replay = State()
    var output = ""
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let fields = rawLine.split(separator: " ").map(String.init)
      guard let op = fields.first, !op.hasPrefix("#") else { continue }
      output += try replay.apply(op, Array(fields.dropFirst()), line: index + 1)
      output += "\n"
      if output.utf8.count > 1 << 16 {
        FileHandle.standardOutput.write(Data(output.utf8))
        output = ""
      }
    }
    FileHandle.standardOutput.write(Data(output.utf8))
  }

  /// One case's solver and the names its trace has used.
  struct State {
    var solver = Solver()
    var variables: [String: Variable] = [:]
    var constraints: [String: Constraint] = [:]

    mutating func variable(_ name: String) -> Variable {
      if let known = variables[name] { return known }
      let made = Variable(name)
      variables[name] = made
      return made
    }

    func number(_ text: String, line: Int) throws -> Double {
      guard let value = Double(text), value.isFinite else {
        throw BadLine(line: line, message: "not a finite number: '\(text)'")
      }
      return value
    }

    func priority(_ text: String, line: Int) throws -> Priority {
      guard let value = Int(text) else {
        throw BadLine(line: line, message: "not a priority: '\(text)'")
      }
      return Priority(value)
    }

    func editVariable(_ name: String, line: Int) throws -> Variable {
      guard let known = variables[name] else {
        throw BadLine(line: line, message: "unknown variable '\(name)'")
      }
      return known
    }

    /// Applies one operation; returns its JSON line (without the newline).
    mutating func apply(_ op: String, _ args: [String], line: Int) throws -> String {
      do {
        switch op {
        case "case":
          self = State()
        case "add":
          guard args.count >= 4, args.count % 2 == 0 else {
            throw BadLine(line: line, message: "add ID PRIORITY REL CONSTANT [COEF VAR]...")
          }
          guard let relation = Relation(rawValue: args[2]) else {
            throw BadLine(line: line, message: "unknown relation '\(args[2])'")
          }
          var terms: [Term] = []
          var i = 4
          while i < args.count {
            terms.append(Term(variable(args[i + 1]), try number(args[i], line: line)))
            i += 2
          }
          let made = Constraint(
            Expression(terms: terms, constant: try number(args[3], line: line)), relation,
            priority: try priority(args[1], line: line), label: args[0])
          try solver.add(made)
          constraints[args[0]] = made
        case "remove":
          guard args.count == 1 else { throw BadLine(line: line, message: "remove ID") }
          // An id whose add was refused is not an error of the trace: the generator cannot
          // know which adds the solvers refuse.
          guard let known = constraints[args[0]] else { return unknownConstraint }
          try solver.remove(known)
          constraints[args[0]] = nil
        case "edit":
          guard args.count == 2 else { throw BadLine(line: line, message: "edit VAR PRIORITY") }
          try solver.addEditVariable(variable(args[0]), priority: priority(args[1], line: line))
        case "unedit":
          guard args.count == 1 else { throw BadLine(line: line, message: "unedit VAR") }
          try solver.removeEditVariable(editVariable(args[0], line: line))
        case "suggest":
          guard args.count == 2 else { throw BadLine(line: line, message: "suggest VAR VALUE") }
          try solver.suggestValue(
            number(args[1], line: line), for: editVariable(args[0], line: line))
        case "constant":
          guard args.count == 2 else { throw BadLine(line: line, message: "constant ID VALUE") }
          guard let known = constraints[args[0]] else { return unknownConstraint }
          try solver.setConstant(number(args[1], line: line), of: known)
        case "check":
          return check(args.map { variable($0) })
        case "dump":
          return solver.dump()
        default:
          throw BadLine(line: line, message: "unknown operation '\(op)'")
        }
      } catch let error as SolverError {
        return "{\"error\":\"\(kind(of: error))\"}"
      }
      return "{\"ok\":true}"
    }

    /// The values and ambiguities of `asked`, as one JSON line in the order asked.
    func check(_ asked: [Variable]) -> String {
      let ambiguities = solver.ambiguities(of: asked)
      var values: [String] = []
      var ambiguous: [String] = []
      for (variable, ambiguity) in zip(asked, ambiguities) {
        let value = solver.value(of: variable)
        // JSON has no infinities; null makes the script report the case instead of crashing.
        values.append("\"\(variable.name)\":\(value.isFinite ? "\(value)" : "null")")
        if !ambiguity.isFixed { ambiguous.append("\"\(variable.name)\"") }
      }
      return "{\"values\":{\(values.joined(separator: ","))},\"ambiguous\":["
        + ambiguous.joined(separator: ",") + "]}"
    }

    /// The line for `remove` or `constant` naming an id that is not in the solver.
    let unknownConstraint = "{\"error\":\"unknownConstraint\"}"

    /// The name of a `SolverError` case, without its payload.
    func kind(of error: SolverError) -> String {
      switch error {
      case .unsatisfiable: "unsatisfiable"
      case .duplicateConstraint: "duplicateConstraint"
      case .unknownConstraint: "unknownConstraint"
      case .duplicateEditVariable: "duplicateEditVariable"
      case .unknownEditVariable: "unknownEditVariable"
      case .invalidPriority: "invalidPriority"
      case .nonFiniteValue: "nonFiniteValue"
      case .iterationLimit: "iterationLimit"
      }
    }
  }
}
