import AdaptiveLayout
import Testing

@testable import AdaptiveCommands
@testable import LayoutValidation

/// The text report forgets a layout's problems once it has printed them, keeping their counts
/// (issue 13: the problems of a 10,000-view scene were most of a run's memory).
@Suite("problem counts of printed layouts") struct ProblemCountsTests {
  static func problem(_ rule: ValidationRule, _ severity: LayoutDiagnostic.Severity, line: Int)
    -> ValidationProblem
  {
    ValidationProblem(
      rule, severity, at: SourceLocation(path: "a.scene", line: line, column: 1), "p\(line)",
      item: "v\(line)")
  }

  @Test func aFileSummarizesTheSameAfterItsLayoutsArePrinted() throws {
    let target = try #require(ValidationTarget.canvases().first)
    var file = CheckedFile(path: "a.scene")
    file.problems = [Self.problem(.neverInstalled, .warning, line: 1)]
    file.sceneWideProblems["a"] = file.problems  // as a document's scene "a" would have it
    // Layout 0: 2 unsatisfiable (errors) and 1 off-screen; layout 1: 1 off-screen.
    file.layouts = [
      CheckedLayout(
        scene: "a",
        report: TargetReport(
          target: target,
          problems: [
            Self.problem(.unsatisfiable, .error, line: 2),
            Self.problem(.unsatisfiable, .error, line: 3),
            Self.problem(.offScreen, .warning, line: 4),
          ], framesInRoot: [("v", LayoutRect(x: 0, y: 0, width: 1, height: 1), 1, false)])),
      CheckedLayout(
        scene: "a",
        report: TargetReport(
          target: target, problems: [Self.problem(.offScreen, .warning, line: 5)],
          framesInRoot: [])),
    ]
    // 2 errors; warnings 1 + 1 + 1 = 3; by rule in the rules' order: unsatisfiable 2,
    // off-screen 1 + 1 = 2, never-installed 1.
    let expected = "2 errors, 3 warnings (unsatisfiable 2, off-screen 2, never-installed 1)"
    #expect(file.summary == expected)
    file.layouts[0].dropPrinted()
    #expect(file.layouts[0].report.problems.isEmpty)
    #expect(file.layouts[0].report.framesInRoot.isEmpty)
    #expect(file.layouts[1].report.problems.count == 1)  // not printed: kept
    #expect(file.summary == expected)
    #expect(file.counts(ofScene: "a").summary == expected)
    let run = ValidationRun(files: [file])
    #expect(run.errorCount == 2 && run.warningCount == 3)
  }
}
