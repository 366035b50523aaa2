import AdaptiveLayout
import Testing

@testable import AdaptiveCommands
@testable import LayoutValidation

/// `validate --format json` writes its report a layout at a time (`JSONReporter.write`), and
/// `--format sarif` a result at a time (`SARIFReporter.write`): the same text as rendering the
/// whole report as one value.
@Suite("the JSON and SARIF reports written in pieces") struct JSONReportWritingTests {
  static func problem(_ line: Int) -> ValidationProblem {
    ValidationProblem(
      .offScreen, .warning, at: SourceLocation(path: "a.scene", line: line, column: 1),
      "p\(line)", item: "v\(line)")
  }

  /// A file with a problem of its own and three layouts (two with a problem), a file that could
  /// not be checked, and a file with nothing to say.
  static func files() throws -> (withLayouts: CheckedFile, failed: CheckedFile, empty: CheckedFile)
  {
    let target = try #require(ValidationTarget.canvases().first)
    var withLayouts = CheckedFile(path: "a.scene")
    withLayouts.problems = [Self.problem(1)]
    withLayouts.layouts = (0..<3).map { k in
      CheckedLayout(
        scene: "a",
        report: TargetReport(
          target: target, problems: k == 1 ? [] : [Self.problem(10 + k)], framesInRoot: []))
    }
    var failed = CheckedFile(path: "b.scene")
    failed.failure = [FileDiagnostic(path: "b.scene", "cannot read the file")]
    return (withLayouts, failed, CheckedFile(path: "c.scene"))
  }

  @Test func theSARIFPiecesAreTheWholeReport() throws {
    let (withLayouts, failed, empty) = try Self.files()
    // Three results (the file's own problem and one per layout with a problem: lines 1, 10,
    // 12 differ, so none groups with another); none; a notification and no result.
    for (files, results) in [([withLayouts, failed, empty], 3), ([empty], 0), ([failed], 0)] {
      let run = ValidationRun(files: files)
      var pieces: [String] = []
      SARIFReporter.write(run, emit: { pieces.append($0) })
      #expect(pieces.joined() == SARIFReporter.render(run).rendered() + "\n")
      // A piece per result but the last, which goes out with the closing text.
      #expect(pieces.count == max(1, results))
    }
  }

  @Test func thePiecesAreTheWholeReport() throws {
    let (withLayouts, failed, empty) = try Self.files()
    for files in [[withLayouts, failed, empty], [empty], []] {
      let run = ValidationRun(files: files)
      var pieces: [String] = []
      JSONReporter.write(run, emit: { pieces.append($0) })
      #expect(pieces.joined() == JSONReporter.render(run).rendered() + "\n")
    }
  }
}
