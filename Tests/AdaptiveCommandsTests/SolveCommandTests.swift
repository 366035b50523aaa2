import AdaptiveCommands
import Foundation
import Testing

/// `adaptive solve` end to end, in-process: hand-worked systems, conflicts, `--ambiguous`.
@Suite("adaptive solve")
struct SolveCommandTests {
  @Test func solvesTheIssueExampleWithPrioritiesWinningInOrder() {
    // x + w <= 100 (required); w == 60 @high; x == 50 @low.
    // High first: w = 60 costs nothing at 750. Then low: x as close to 50 as x <= 100 − 60 = 40
    // allows, so x = 40 (error 10 at 250).
    let run = CommandHarness.solve("x + w <= 100\nw == 60 @high\nx == 50 @low\n")
    #expect(run == CommandRun(status: 0, stdout: "{\n  \"w\": 60,\n  \"x\": 40\n}\n", stderr: ""))
  }

  @Test func solvesTheReadmeExample() throws {
    // Scenes/solve/example.system, worked by hand:
    //   container.width = 320; left.x = 16;
    //   right.x + right.width = 320 − 16 = 304; right.x = 16 + left.width + 8;
    //   right.width = left.width  ⇒  24 + 2·left.width = 304  ⇒  left.width = right.width = 140
    //   (the required chain fixes it; `left.width == 100 @low` loses), right.x = 24 + 140 = 164.
    //   left.height = 44 (@high, and >= 30 holds), right.height = 44.
    //   label.x + label.width/2 = 160 with label.width = 120 (@750) ⇒ label.x = 100.
    let text = try String(contentsOf: Self.exampleURL, encoding: .utf8)
    let run = CommandHarness.solve(text)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        {
          "container.width": 320,
          "label.width": 120,
          "label.x": 100,
          "left.height": 44,
          "left.width": 140,
          "left.x": 16,
          "right.height": 44,
          "right.width": 140,
          "right.x": 164
        }

        """)
  }

  @Test func prioritiesAreLexicographicNotWeighted() {
    // One constraint at 751 beats three at 750: x = 10 leaves 3 × 10 = 30 of error at 750, but
    // 751 is satisfied first. (A weighted solver with close weights would answer x = 0.)
    let text = "x == 10 @751\nx == 0 @750\nx == 0 @750\nx == 0 @750\n"
    #expect(CommandHarness.solve(text).stdout == "{\n  \"x\": 10\n}\n")
  }

  @Test func errorsWithinOneLevelAddUp() {
    // At 500: |x − 0| + |x − 10| + |x − 10| is 20 at x = 0 and 10 at x = 10 (its minimum:
    // the slope is −1 for x < 10 when two terms pull up and one down), so x = 10.
    let text = "x == 0 @500\nx == 10 @500\nx == 10 @500\n"
    #expect(CommandHarness.solve(text).stdout == "{\n  \"x\": 10\n}\n")
  }

  @Test func inequalitiesBoundAnOptionalPull() {
    // 10 <= x <= 20 required, x == 30 @low: the closest is x = 20.
    // z <= x/2 = 10 and z == 100 @fitting: z = 10. 2*y = x − 4 = 16 ⇒ y = 8.
    let text = "x >= 10\nx <= 20\nx == 30 @low\nz <= x/2\nz == 100 @fitting\n2*y == x - 4\n"
    #expect(
      CommandHarness.solve(text).stdout == "{\n  \"x\": 20,\n  \"y\": 8,\n  \"z\": 10\n}\n")
  }

  @Test func printsShortestNumbers() {
    // x = 1/10 reads back as 0.1; y = 3x = 0.30000000000000004 in doubles (0.1 × 3 rounds up);
    // z = −0.5 · 0 is −0, printed as 0; big = 1e21, tiny = 1e-7.
    let text = "x == 1/10\ny == 3*x\nz == -0.5*w\nw == 0\nbig == 1e21\ntiny == 1e-7\n"
    let run = CommandHarness.solve(text)
    #expect(
      run.stdout == """
        {
          "big": 1e+21,
          "tiny": 1e-7,
          "w": 0,
          "x": 0.1,
          "y": 0.30000000000000004,
          "z": 0
        }

        """)
  }

  @Test func sortsNamesInByteOrder() {
    // Byte order: "B" (0x42) < "a" < "a.b" ('.' 0x2E) < "a_" ('_' 0x5F) < "b".
    let text = "b == 5\na_ == 4\na.b == 3\na == 2\nB == 1\n"
    #expect(
      CommandHarness.solve(text).stdout
        == "{\n  \"B\": 1,\n  \"a\": 2,\n  \"a.b\": 3,\n  \"a_\": 4,\n  \"b\": 5\n}\n")
  }

  @Test func emptyAndCommentOnlyFilesPrintAnEmptyObject() {
    #expect(CommandHarness.solve("") == CommandRun(status: 0, stdout: "{}\n", stderr: ""))
    #expect(
      CommandHarness.solve("# nothing\n\n  \n") == CommandRun(status: 0, stdout: "{}\n", stderr: "")
    )
  }

  @Test func sameInputSameBytes() {
    let text = "a + b == 100\na == 0 @low\nb == 0 @low\nc >= a\n"
    let first = CommandHarness.solve(text, ["--ambiguous"])
    for _ in 0..<5 { #expect(CommandHarness.solve(text, ["--ambiguous"]) == first) }
  }

  // MARK: - --ambiguous

  @Test func ambiguousListsVariablesTheOptimumLeavesFree() {
    // x == 2 fixes x; x + 2y >= 10 only bounds y from below (y >= 4): y can grow, so it is
    // ambiguous. Its value is some point of the optimal face, not asserted beyond y >= 4.
    let run = CommandHarness.solve("x + 2*y >= 10\nx == 2\n", ["--ambiguous"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("{\n  \"values\": {\n    \"x\": 2,\n    \"y\": "))
    #expect(run.stdout.hasSuffix("\n  },\n  \"ambiguous\": [\n    \"y\"\n  ]\n}\n"))
    let document = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let y = (document?["values"] as? [String: Any])?["y"] as? Double
    #expect((y ?? -1) >= 4)
  }

  @Test func ambiguousCountsTiesInsideALevel() {
    // a + b == 100 required, both hugging 0 @low: every split has error 100 at 250, so neither
    // is fixed (Interface Builder's content priority ambiguity). c == 7 is fixed.
    let run = CommandHarness.solve(
      "a + b == 100\na == 0 @low\nb == 0 @low\nc == 7\n", ["--ambiguous"])
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix("\"ambiguous\": [\n    \"a\",\n    \"b\"\n  ]\n}\n"))
    #expect(run.stdout.contains("\"c\": 7"))
  }

  @Test func ambiguousOnAFixedSystemIsAnEmptyList() {
    // x = 3, y = x + 1 = 4: both fixed.
    let run = CommandHarness.solve("x == 3\ny == x + 1\n", ["--ambiguous"])
    #expect(
      run.stdout
        == "{\n  \"values\": {\n    \"x\": 3,\n    \"y\": 4\n  },\n  \"ambiguous\": []\n}\n")
  }

  @Test func aVariableWhoseTermsCancelIsPrintedAndFree() {
    // x − x == 0 is 0 == 0: x appears in the file but nothing constrains it (value 0, free).
    let run = CommandHarness.solve("x - x == 0\n", ["--ambiguous"])
    #expect(
      run.stdout
        == "{\n  \"values\": {\n    \"x\": 0\n  },\n  \"ambiguous\": [\n    \"x\"\n  ]\n}\n")
  }

  @Test func ambiguousMayComeBeforeTheFile() {
    let run = CommandHarness.run(["solve", "--ambiguous", "f"], files: ["f": Array("x == 1".utf8)])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"ambiguous\": []"))
  }

  // MARK: - Conflicts

  @Test func unsatisfiableExitsOneNamingTheConflictingLines() {
    // Line 3 (x >= 5) cannot hold with line 2 (x == 1); line 4 (y == 2) is fine.
    let run = CommandHarness.solve("# widths\nx == 1\n  x >= 5\ny == 2\n")
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(
      run.errorLines == [
        "in.system:3:3: error: unsatisfiable: this required constraint conflicts with line 2; "
          + "refused it (conflicting lines: 2, 3)",
        "in.system:2:1: error: unsatisfiable: conflicts with line 3, which was refused "
          + "(conflicting lines: 2, 3)",
      ])
  }

  @Test func reportsEveryConflictAndOnlyTheMinimalSet() {
    // Line 4 refused: x + y == 10 with x == 3 and y == 4 gives 7 ≠ 10; z == 1 (line 3) plays no
    // part. Line 6: 0 == 1 can never hold alone. Line 7: z <= 0 against z == 1.
    let text = "x == 3\ny == 4\nz == 1\nx + y == 10\nw == 0 @low\n0 == 1\nz <= 0\n"
    let run = CommandHarness.solve(text)
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(
      run.errorLines == [
        "in.system:4:1: error: unsatisfiable: this required constraint conflicts with lines 1 "
          + "and 2; refused it (conflicting lines: 1, 2, 4)",
        "in.system:1:1: error: unsatisfiable: conflicts with line 4, which was refused "
          + "(conflicting lines: 1, 2, 4)",
        "in.system:2:1: error: unsatisfiable: conflicts with line 4, which was refused "
          + "(conflicting lines: 1, 2, 4)",
        "in.system:6:1: error: unsatisfiable: this required constraint can never hold; "
          + "refused it (conflicting lines: 6)",
        "in.system:7:1: error: unsatisfiable: this required constraint conflicts with line 3; "
          + "refused it (conflicting lines: 3, 7)",
        "in.system:3:1: error: unsatisfiable: conflicts with line 7, which was refused "
          + "(conflicting lines: 3, 7)",
      ])
  }

  @Test func valuesBeyondTheRangeOfADoubleAreLayoutProblems() {
    // x = 10 ⇒ z = 1e308 · 10 = 1e309, beyond the largest double (about 1.8e308): JSON cannot
    // print it, so the command reports z at the first line naming it and exits 1.
    let run = CommandHarness.solve("x == 10\nw == 1\nz == 1e308*x\n")
    #expect(
      run
        == CommandRun(
          status: 1, stdout: "",
          stderr: "in.system:3:1: error: the value of 'z' is beyond the range of a double\n"))
  }

  @Test func largeCoefficientRatiosKeepPrioritiesInOrder() {
    // Required y <= −100000·x; high x == 100000·y; low x >= 1.
    // With the high constraint satisfied, y = x/100000, and the required one gives
    // x/100000 <= −100000·x, i.e. x·(1e-5 + 1e5) <= 0, so x <= 0. The high level (error 0 at
    // x = y = 0) outranks the low one, so the optimum is x = 0, y = 0 (low error 1).
    // LayoutSolver answered x = 1, y = −100000 once: high error 1e10.
    let run = CommandHarness.solve("-y >= 100000*x\nx == 100000*y @high\nx >= 1 @low\n")
    #expect(run.status == 0)
    // 0 and 0 up to round-off, as below: with a subject chosen for the first row
    // (`Solver+Subjects`) x's value is carried through a row, and reads 1.1e-16. Read the
    // numbers back.
    let values = solvedNumbers(run.stdout)
    let x: Double = values["x"] ?? .nan
    let y: Double = values["y"] ?? .nan
    #expect(abs(x) <= 1e-12)
    #expect(abs(y) <= 1e-12)
    // The required line: -y - 100000·x >= 0, within 1e-6.
    let required: Double = -y - 100000 * x
    #expect(required >= -1e-6)
  }

  @Test func largeCoefficientRatiosKeepRequiredConstraints() {
    // Required y <= −10000·x; high x == 100000·y; low 9x >= 3. As above, required and high
    // together force x <= 0, so x = 0, y = 0. LayoutSolver answers x = 1/3, y ≈ 0, breaking the
    // required constraint by 3333.
    let run = CommandHarness.solve("-y >= 10000*x\nx == 100000*y @high\n3 <= 9*x @low\n")
    #expect(run.status == 0)
    // The answer is 0 and 0 up to round-off (rows carry coefficients of 1e-10 here), so read the
    // numbers back instead of comparing text.
    let values = solvedNumbers(run.stdout)
    let x: Double = values["x"] ?? .nan
    let y: Double = values["y"] ?? .nan
    #expect(abs(x) <= 1e-9)
    #expect(abs(y) <= 1e-9)
    // The required line: -y - 10000·x >= 0, within 1e-6.
    let required: Double = -y - 10000 * x
    #expect(required >= -1e-6)
  }

  @Test func optionalConstraintsNeverConflict() {
    // x == 1 required; x == 5 @999 just loses.
    #expect(CommandHarness.solve("x == 1\nx == 5 @999\n").stdout == "{\n  \"x\": 1\n}\n")
  }

  // MARK: - Bad input

  @Test func parseErrorsExitTwoWithEveryErrorLocated() {
    let run = CommandHarness.solve("x == 1\ny == 2 @2000\nz*z == 1\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.errorLines == [
        "in.system:2:9: error: priority 2000 is out of range: expected 1...1000",
        "in.system:3:2: error: nonlinear term: 'z * z' multiplies two variables",
      ])
  }

  @Test func anUnreadableFileExitsTwo() {
    let run = CommandHarness.run(["solve", "missing.system"])
    #expect(
      run
        == CommandRun(
          status: 2, stdout: "",
          stderr: "missing.system: error: cannot read the file: No such file or directory\n"))
  }

  @Test func readsRealFilesAndReportsRealReasons() {
    #expect(CommandContext.readFileFromDisk("/nonexistent/file.system").failureReason != nil)
    #expect(
      CommandContext.readFileFromDisk(FileManager.default.temporaryDirectory.path).failureReason
        == "Is a directory")
    #expect(CommandContext.readFileFromDisk(Self.exampleURL.path).failureReason == nil)
  }

  static let exampleURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/solve/example.system")
}

extension Result {
  fileprivate var failureReason: String? {
    if case .failure(let error as FileReadError) = self { return error.reason }
    return nil
  }
}

/// The `"name": number` pairs of `solve`'s JSON output.
func solvedNumbers(_ json: String) -> [String: Double] {
  var result: [String: Double] = [:]
  for line in json.split(separator: "\n") {
    let parts = line.split(separator: ":", maxSplits: 1)
    guard parts.count == 2 else { continue }
    let name = parts[0].filter { $0 != " " && $0 != "\"" }
    let number = parts[1].filter { $0 != " " && $0 != "," }
    if let value = Double(number) { result[String(name)] = value }
  }
  return result
}
