import LayoutSolver

/// Reads the linear-system format of `adaptive solve` (see `Docs/solve-format.md`).
///
/// Errors are collected, not thrown: a syntax error ends its line and parsing goes on with the
/// next line; errors of meaning (a number out of range, `x*y`, division by zero, a bad priority)
/// are reported where they occur and parsing goes on within the line too. Any bytes at all are
/// accepted as input — invalid UTF-8, NUL bytes, a binary file — and give diagnostics, never a
/// trap.
///
/// ```swift
/// let (system, diagnostics) = LinearSystemParser.parse(Array("x + 2*y >= 10 @high".utf8))
/// // system.constraints[0]: terms [x: 1, y: 2], constant -10, >=, priority 750
/// ```
public enum LinearSystemParser {
  /// After this many diagnostics the parser stops, replacing the next one with a "too many
  /// errors" diagnostic at its location (as compilers do), so a binary file does not flood the
  /// terminal.
  public static let maximumDiagnostics = 50

  /// The named priorities and their values.
  public static let priorityNames: [(name: String, value: Int)] = [
    ("required", 1000), ("high", 750), ("low", 250), ("fitting", 50),
  ]

  /// Parses a whole file. The system holds the lines that parsed cleanly; the input is valid only
  /// if `diagnostics` is empty.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public static func parse(_ bytes: [UInt8]) -> (system: LinearSystem, diagnostics: [Diagnostic]) {
    var system = LinearSystem()
    var diagnostics: [Diagnostic] = []
    var seenNames: Set<String> = []
    var lineStart = 0
    var lineNumber = 1
    while lineStart <= bytes.count {
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      var parser = LinearLineParser(
        bytes: bytes, lineStart: lineStart, lineEnd: lineEnd, line: lineNumber)
      let constraint = parser.parseLine()
      for problem in parser.problems {
        guard diagnostics.count < maximumDiagnostics else {
          diagnostics.append(
            Diagnostic(
              line: problem.line, column: problem.column,
              message: "too many errors (more than \(maximumDiagnostics)); stopping here"))
          return (system, diagnostics)
        }
        diagnostics.append(problem)
      }
      if let constraint {
        system.constraints.append(constraint)
        for name in parser.names where seenNames.insert(name).inserted {
          system.variableNames.append(name)
        }
      }
      lineStart = lineEnd + 1
      lineNumber += 1
    }
    return (system, diagnostics)
  }
}

/// Parses one line: `expression relation expression [@ priority]`, or nothing.
///
/// ```
/// line       = [ expression relation expression [ "@" priority ] ] [ "#" comment ]
/// expression = term { ("+" | "-") term }
/// term       = factor { ("*" | "/") factor }     at most one factor a name; divisors are numbers
/// factor     = [ "+" | "-" ] ( number | name )
/// priority   = [ "+" | "-" ] number | "required" | "high" | "low" | "fitting"
/// ```
struct LinearLineParser {
  private var lexer: LinearSystemLexer
  private var token = LinearToken(kind: .end, column: 1, text: "")
  private let line: Int
  /// Every diagnostic of the line, in the order found.
  private(set) var problems: [Diagnostic] = []
  /// The variable names of the line, in order of first appearance.
  private(set) var names: [String] = []

  init(bytes: [UInt8], lineStart: Int, lineEnd: Int, line: Int) {
    lexer = LinearSystemLexer(bytes: bytes, lineStart: lineStart, lineEnd: lineEnd)
    self.line = line
  }

  /// The line's constraint; `nil` for a blank or comment line, or when `problems` is not empty.
  mutating func parseLine() -> LinearConstraint? {
    do throws(LinearSyntaxError) {
      try advance()
      if token.kind == .end { return nil }
      let start = token.column
      let lhs = try parseExpression(after: nil)
      guard case .relation(let relation) = token.kind else {
        throw expected("a relation ('==', '<=' or '>=')")
      }
      let relationToken = token
      try advance()
      let rhs = try parseExpression(after: relationToken)
      if case .relation = token.kind {
        throw LinearSyntaxError(
          column: token.column,
          message: "a constraint has one relation; found a second, '\(token.text)'")
      }
      var priority = Priority.required
      if token.kind == .at {
        try advance()
        priority = try parsePriority()
        guard token.kind == .end else { throw expected("end of line after the priority") }
      }
      guard token.kind == .end else {
        throw expected("'+', '-', '*', '/', '@' or end of line")
      }
      let constraint = combine(lhs, minus: rhs, relation: relation, priority: priority)
      guard constraint.terms.allSatisfy(\.coefficient.isFinite), constraint.constant.isFinite
      else {
        report(start, "the constraint's numbers add up beyond the range of a double")
        return nil
      }
      names = constraint.terms.map(\.name)  // already one term per name
      return problems.isEmpty
        ? LinearConstraint(
          line: line, column: start, terms: constraint.terms, constant: constraint.constant,
          relation: relation, priority: priority)
        : nil
    } catch {
      problems.append(Diagnostic(line: line, column: error.column, message: error.message))
      return nil
    }
  }

  // MARK: - Grammar

  /// `term { ("+" | "-") term }`.
  private mutating func parseExpression(after relation: LinearToken?) throws(LinearSyntaxError)
    -> LinearSide
  {
    var side = LinearSide()
    if !startsFactor(token.kind) {
      if let relation {
        throw expected("a number or a name after '\(relation.text)'")
      }
      throw expected("a number or a name")
    }
    side.add(try parseTerm(), sign: 1)
    while token.kind == .plus || token.kind == .minus {
      let sign: Double = token.kind == .plus ? 1 : -1
      try advance()
      side.add(try parseTerm(), sign: sign)
    }
    return side
  }

  /// `factor { ("*" | "/") factor }`: a product with at most one variable, divided by numbers.
  private mutating func parseTerm() throws(LinearSyntaxError) -> LinearFactor {
    var term = try parseFactor()
    while token.kind == .star || token.kind == .slash {
      let operation = token
      try advance()
      let factor = try parseFactor()
      if operation.kind == .star {
        if let left = term.name, let right = factor.name {
          report(
            operation.column,
            "nonlinear term: '\(LinearToken.abbreviate(left)) * \(LinearToken.abbreviate(right))' "
              + "multiplies two variables")
          term.coefficient = 0
        } else {
          term.name = term.name ?? factor.name
          term.coefficient *= factor.coefficient
        }
      } else if let divisor = factor.name {
        report(
          factor.column,
          "nonlinear term: cannot divide by the variable '\(LinearToken.abbreviate(divisor))'")
        term.coefficient = 0
      } else if factor.coefficient == 0 {
        report(operation.column, "division by zero")
        term.coefficient = 0
      } else {
        term.coefficient /= factor.coefficient
      }
      if !term.coefficient.isFinite {
        report(term.column, "the term's value is beyond the range of a double")
        term.coefficient = 0
      }
    }
    return term
  }

  /// `[ "+" | "-" ] ( number | name )`.
  private mutating func parseFactor() throws(LinearSyntaxError) -> LinearFactor {
    let column = token.column
    var sign = 1.0
    if token.kind == .plus || token.kind == .minus {
      sign = token.kind == .minus ? -1 : 1
      try advance()
    }
    var factor = LinearFactor(coefficient: sign, name: nil, column: column)
    switch token.kind {
    case .number(let value):
      if value.isFinite {
        factor.coefficient *= value
      } else {
        report(token.column, "number '\(token.text)' is beyond the range of a double")
        factor.coefficient = 0
      }
    case .name(let name):
      factor.name = name
    default:
      throw expected("a number or a name")
    }
    try advance()
    return factor
  }

  /// `[ "+" | "-" ] number | "required" | "high" | "low" | "fitting"`, after the `@`.
  private mutating func parsePriority() throws(LinearSyntaxError) -> Priority {
    let column = token.column
    var sign = ""
    if token.kind == .plus || token.kind == .minus {
      sign = token.kind == .minus ? "-" : ""
      try advance()
    }
    var priority = Priority.required
    switch token.kind {
    case .number(let magnitude):
      let value = sign == "-" ? -magnitude : magnitude
      if !(1...1000).contains(value) {
        report(column, "priority \(sign)\(token.text) is out of range: expected 1...1000")
      } else if value != value.rounded(.towardZero) {
        report(column, "priority \(token.text) is not a whole number")
      } else {
        priority = Priority(Int(value))
      }
    case .name(let name) where sign.isEmpty:
      if let named = LinearSystemParser.priorityNames.first(where: { $0.name == name }) {
        priority = Priority(named.value)
      } else {
        report(
          column,
          "unknown priority '\(token.text)': expected a number from 1 to 1000, or required, high, low "
            + "or fitting")
      }
    default:
      throw expected(
        "a priority after '@': a number from 1 to 1000, or required, high, low or fitting")
    }
    try advance()
    return priority
  }

  // MARK: - Helpers

  private mutating func advance() throws(LinearSyntaxError) {
    token = try lexer.next()
  }

  private func startsFactor(_ kind: LinearToken.Kind) -> Bool {
    switch kind {
    case .plus, .minus, .number, .name: return true
    default: return false
    }
  }

  private func expected(_ what: String) -> LinearSyntaxError {
    LinearSyntaxError(column: token.column, message: "expected \(what), found \(token.described)")
  }

  private mutating func report(_ column: Int, _ message: String) {
    problems.append(Diagnostic(line: line, column: column, message: message))
  }

  /// `lhs − rhs`, with like terms summed in order of first appearance.
  private func combine(
    _ lhs: LinearSide, minus rhs: LinearSide, relation: Relation, priority: Priority
  ) -> (terms: [LinearTerm], constant: Double) {
    var terms: [LinearTerm] = []
    var indexOfName: [String: Int] = [:]
    for (side, sign) in [(lhs, 1.0), (rhs, -1.0)] {
      for term in side.terms {
        if let index = indexOfName[term.name] {
          terms[index].coefficient += sign * term.coefficient
        } else {
          indexOfName[term.name] = terms.count
          terms.append(LinearTerm(term.name, sign * term.coefficient))
        }
      }
    }
    return (terms, lhs.constant - rhs.constant)
  }
}

/// A term while it is being read: a coefficient, at most one variable, and where it started.
private struct LinearFactor {
  var coefficient: Double
  var name: String?
  var column: Int
}

/// One side of a relation: its terms as written (not yet merged) and its constant.
private struct LinearSide {
  var terms: [LinearTerm] = []
  var constant = 0.0

  mutating func add(_ factor: LinearFactor, sign: Double) {
    if let name = factor.name {
      terms.append(LinearTerm(name, sign * factor.coefficient))
    } else {
      constant += sign * factor.coefficient
    }
  }
}
