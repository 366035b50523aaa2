import AdaptiveCommands
import LayoutSolver
import Testing

/// The linear-system format, line by line: every term form, relation, priority and comment, and
/// every error with its line and column.
@Suite("Linear system parser")
struct LinearSystemParserTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    /// lhs − rhs, one term per variable in order of first appearance.
    var terms: [LinearTerm]
    var constant: Double
    var relation: Relation
    var priority: Int = 1000
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    // x − 1 == 0
    Case(text: "x == 1", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal),
    // `=` is `==`; c*x: 2x − 4
    Case(text: "2*x = 4", terms: [LinearTerm("x", 2)], constant: -4, relation: .equal),
    // x*c: 3x − 6 <= 0
    Case(text: "x*3 <= 6", terms: [LinearTerm("x", 3)], constant: -6, relation: .lessThanOrEqual),
    // x/c: x/4 = 0.25x; 0.25x − 1 >= 0
    Case(
      text: "x/4 >= 1", terms: [LinearTerm("x", 0.25)], constant: -1,
      relation: .greaterThanOrEqual),
    // -x: −x − 2
    Case(text: "-x == 2", terms: [LinearTerm("x", -1)], constant: -2, relation: .equal),
    // Terms on both sides: x − y + 3 − (2z − 1) = x − y − 2z + 4
    Case(
      text: "x - y + 3 == 2*z - 1",
      terms: [LinearTerm("x", 1), LinearTerm("y", -1), LinearTerm("z", -2)], constant: 4,
      relation: .equal),
    // A number on the left, a variable on the right: 5 − x >= 0
    Case(
      text: "5 >= x", terms: [LinearTerm("x", -1)], constant: 5, relation: .greaterThanOrEqual),
    // Like terms add: x + x − 10
    Case(text: "x + x == 10", terms: [LinearTerm("x", 2)], constant: -10, relation: .equal),
    // …and may cancel: 0x + 0
    Case(text: "x - x == 0", terms: [LinearTerm("x", 0)], constant: 0, relation: .equal),
    // A sign on a term after an operator, and on a factor: x − 2y, x·(−2)
    Case(
      text: "x + -2*y == 0", terms: [LinearTerm("x", 1), LinearTerm("y", -2)], constant: 0,
      relation: .equal),
    Case(text: "x*-2 == 0", terms: [LinearTerm("x", -2)], constant: 0, relation: .equal),
    // Number forms: 0.5w + .25 − 1e2 = 0.5w − 99.75
    Case(
      text: "0.5*w + .25 == 1e2", terms: [LinearTerm("w", 0.5)], constant: -99.75,
      relation: .equal),
    Case(text: "w == 5.", terms: [LinearTerm("w", 1)], constant: -5, relation: .equal),
    Case(text: "w == 2.5E-1", terms: [LinearTerm("w", 1)], constant: -0.25, relation: .equal),
    // Products of numbers fold: 2·3x − 12/4 = 6x − 3
    Case(text: "2*3*x == 12/4", terms: [LinearTerm("x", 6)], constant: -3, relation: .equal),
    // Names with dots, digits and underscores
    Case(
      text: "view.width_2 == _a.b", terms: [LinearTerm("view.width_2", 1), LinearTerm("_a.b", -1)],
      constant: 0, relation: .equal),
    // Priorities by number and by name
    Case(
      text: "x == 1 @750", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal,
      priority: 750),
    Case(
      text: "x == 1 @ 1", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal, priority: 1),
    Case(
      text: "x == 1 @1000", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal,
      priority: 1000),
    Case(
      text: "x == 1 @required", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal,
      priority: 1000),
    Case(
      text: "x == 1 @high", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal,
      priority: 750),
    Case(
      text: "x == 1 @low", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal,
      priority: 250),
    Case(
      text: "x == 1 @fitting", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal,
      priority: 50),
    // Comments, tabs and a CRLF line ending
    Case(
      text: "x == 1 @low # a comment", terms: [LinearTerm("x", 1)], constant: -1,
      relation: .equal, priority: 250),
    Case(text: "\t x\t==\t1\r", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal),
    Case(text: "x==1#no spaces", terms: [LinearTerm("x", 1)], constant: -1, relation: .equal),
  ]

  @Test(arguments: cases)
  func parsesOneConstraint(_ c: Case) throws {
    let (system, diagnostics) = LinearSystemParser.parse(Array(c.text.utf8))
    #expect(diagnostics == [])
    let constraint = try #require(system.constraints.first)
    #expect(system.constraints.count == 1)
    #expect(constraint.terms == c.terms)
    #expect(constraint.constant == c.constant)
    #expect(constraint.relation == c.relation)
    #expect(constraint.priority == Priority(c.priority))
    #expect(constraint.line == 1)
  }

  @Test func blankAndCommentLinesAreSkippedAndLinesCounted() throws {
    let text = "# heading\n\n   \n  x == 1 # trailing\n\t# indented comment\n y <= 2"
    let (system, diagnostics) = LinearSystemParser.parse(Array(text.utf8))
    #expect(diagnostics == [])
    #expect(system.constraints.map(\.line) == [4, 6])
    // Column of the first token: "  x" → 3, " y" → 2.
    #expect(system.constraints.map(\.column) == [3, 2])
    #expect(system.variableNames == ["x", "y"])
  }

  @Test func emptyInputIsAnEmptySystem() {
    let (system, diagnostics) = LinearSystemParser.parse([])
    #expect(system == LinearSystem())
    #expect(diagnostics == [])
  }

  @Test func variableNamesKeepFirstAppearanceOrder() {
    let (system, _) = LinearSystemParser.parse(Array("b + a == 1\nc == a\nb - b == 0".utf8))
    #expect(system.variableNames == ["b", "a", "c"])
  }

  // MARK: - Errors

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var text: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { message }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      text: "a*b == 3", line: 1, column: 2,
      message: "nonlinear term: 'a * b' multiplies two variables"),
    ErrorCase(
      text: "2 == x/y", line: 1, column: 8,
      message: "nonlinear term: cannot divide by the variable 'y'"),
    ErrorCase(text: "# first\nx/0 == 1", line: 2, column: 2, message: "division by zero"),
    ErrorCase(
      text: "x == 1e400", line: 1, column: 6,
      message: "number '1e400' is beyond the range of a double"),
    ErrorCase(
      text: "1e300*1e300*x == 1", line: 1, column: 1,
      message: "the term's value is beyond the range of a double"),
    ErrorCase(
      text: "1e308*x + 1e308*x == 0", line: 1, column: 1,
      message: "the constraint's numbers add up beyond the range of a double"),
    ErrorCase(
      text: "x == 1 @1001", line: 1, column: 9,
      message: "priority 1001 is out of range: expected 1...1000"),
    ErrorCase(
      text: "x == 1 @0", line: 1, column: 9,
      message: "priority 0 is out of range: expected 1...1000"),
    ErrorCase(
      text: "x == 1 @-3", line: 1, column: 9,
      message: "priority -3 is out of range: expected 1...1000"),
    ErrorCase(
      text: "x == 1 @7.5", line: 1, column: 9, message: "priority 7.5 is not a whole number"),
    ErrorCase(
      text: "x == 1 @medium", line: 1, column: 9,
      message:
        "unknown priority 'medium': expected a number from 1 to 1000, or required, high, low or fitting"
    ),
    ErrorCase(
      text: "x == 1 @", line: 1, column: 9,
      message:
        "expected a priority after '@': a number from 1 to 1000, or required, high, low or fitting, found end of line"
    ),
    ErrorCase(
      text: "x == 1 @high 3", line: 1, column: 14,
      message: "expected end of line after the priority, found number '3'"),
    ErrorCase(
      text: "2x == 3", line: 1, column: 2, message: "missing '*' between number '2' and name 'x'"),
    ErrorCase(text: "x < 3", line: 1, column: 3, message: "'<' is not a relation; write '<='"),
    ErrorCase(text: "x > 3", line: 1, column: 3, message: "'>' is not a relation; write '>='"),
    ErrorCase(
      text: "x != 3", line: 1, column: 3,
      message: "'!=' is not a relation; a constraint is '==', '<=' or '>='"),
    ErrorCase(
      text: "x", line: 1, column: 2,
      message: "expected a relation ('==', '<=' or '>='), found end of line"),
    ErrorCase(
      text: " == 4", line: 1, column: 2, message: "expected a number or a name, found '=='"),
    ErrorCase(
      text: "x ==", line: 1, column: 5,
      message: "expected a number or a name after '==', found end of line"),
    ErrorCase(
      text: "x + == 1", line: 1, column: 5, message: "expected a number or a name, found '=='"),
    ErrorCase(
      text: "x == 1 == 2", line: 1, column: 8,
      message: "a constraint has one relation; found a second, '=='"),
    ErrorCase(
      text: "x == 1 y", line: 1, column: 8,
      message: "expected '+', '-', '*', '/', '@' or end of line, found name 'y'"),
    ErrorCase(
      text: "(x) == 1", line: 1, column: 1,
      message: "parentheses are not part of the format; expand the expression"),
    ErrorCase(text: "x == $", line: 1, column: 6, message: "unexpected character '$'"),
    ErrorCase(text: "é == 1", line: 1, column: 1, message: "unexpected character U+00E9"),
    ErrorCase(text: "x\u{0} == 1", line: 1, column: 2, message: "unexpected character U+0000"),
  ]

  @Test(arguments: errorCases)
  func reportsErrorWithLineAndColumn(_ c: ErrorCase) {
    let (system, diagnostics) = LinearSystemParser.parse(Array(c.text.utf8))
    #expect(diagnostics == [Diagnostic(line: c.line, column: c.column, message: c.message)])
    #expect(system.constraints.isEmpty)
  }

  @Test func longTokensAreAbbreviatedInMessages() {
    // 1 followed by 400 zeros overflows; the message shows the first 32 characters and "...".
    let (_, diagnostics) = LinearSystemParser.parse(
      Array(("x == 1" + String(repeating: "0", count: 400)).utf8))
    #expect(
      diagnostics == [
        Diagnostic(
          line: 1, column: 6,
          message:
            "number '1\(String(repeating: "0", count: 31))...' is beyond the range of a double")
      ])
  }

  @Test func invalidUTF8IsReportedAsBytes() {
    let bytes: [UInt8] = Array("x == 1\ny".utf8) + [0xFF, 0xFE] + Array(" == 2".utf8)
    let (_, diagnostics) = LinearSystemParser.parse(bytes)
    #expect(
      diagnostics == [Diagnostic(line: 2, column: 2, message: "unexpected byte 0xFF (not UTF-8)")])
  }

  @Test func reportsEveryBadLineAndSeveralErrorsOfMeaningOnOneLine() {
    // Line 1 is fine; line 2 has two errors of meaning (both reported); line 3 a syntax error;
    // line 4 is fine; line 5 another syntax error.
    let text = "x == 1\nx/0 == 1e999\ny <\nz == 2\n@"
    let (system, diagnostics) = LinearSystemParser.parse(Array(text.utf8))
    #expect(
      diagnostics == [
        Diagnostic(line: 2, column: 2, message: "division by zero"),
        Diagnostic(line: 2, column: 8, message: "number '1e999' is beyond the range of a double"),
        Diagnostic(line: 3, column: 3, message: "'<' is not a relation; write '<='"),
        Diagnostic(line: 5, column: 1, message: "expected a number or a name, found '@'"),
      ])
    #expect(system.constraints.map(\.line) == [1, 4])
  }

  @Test func stopsAfterTooManyErrors() {
    let text = String(repeating: "?\n", count: 200)
    let (_, diagnostics) = LinearSystemParser.parse(Array(text.utf8))
    // 50 errors, then one "too many errors" at the 51st error's place.
    #expect(diagnostics.count == LinearSystemParser.maximumDiagnostics + 1)
    #expect(
      diagnostics.last
        == Diagnostic(line: 51, column: 1, message: "too many errors (more than 50); stopping here")
    )
  }
}
