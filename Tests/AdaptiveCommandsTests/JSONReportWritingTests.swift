import AdaptiveLayout
import Testing

@testable import AdaptiveCommands
@testable import LayoutValidation

/// `validate --format json` writes its report a layout at a time (`JSONReporter.write`): the
/// same text as rendering the whole report as one value.
@Suite("the JSON report written in pieces") struct JSONReportWritingTests {
  static func problem(_ line: Int) -> ValidationProblem {
    ValidationProblem(
      .offScreen, .warning, at: SourceLocation(path: "a.scene", line: line, column: 1),
      "p\(line)", item: "v\(line)")
  }

  @Test func thePiecesAreTheWholeReport() throws {
    let target = try #require(ValidationTarget.canvases().first)
    var withLayouts = CheckedFile(path: "a.scene")
    withLayouts.problems = [Self.problem(1)]
    withLayouts.layouts = (0..<3).map { k in
      CheckedLayout(
        scene: "a",
        report: TargetReport(
          target: target, problems: k == 1 ? [] : [Self.problem(10 + k)], framesInRoot: []))
    }
    // A file that could not be checked (no layouts) and one with nothing to say.
    var failed = CheckedFile(path: "b.scene")
    failed.failure = [FileDiagnostic(path: "b.scene", "cannot read the file")]
    let empty = CheckedFile(path: "c.scene")
    for files in [[withLayouts, failed, empty], [empty], []] {
      let run = ValidationRun(files: files)
      var pieces: [String] = []
      JSONReporter.write(run, emit: { pieces.append($0) })
      #expect(pieces.joined() == JSONReporter.render(run).rendered() + "\n")
    }
  }
}
