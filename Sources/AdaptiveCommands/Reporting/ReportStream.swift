/// A report printed as the run goes, for the reporters whose output is a list (text and
/// github). The text reporter prints each scene when it is done (and every scene and file
/// before it), its problems each once with the layouts that have them; github groups a file's
/// problems across its layouts, so it prints each file when it is done. The pieces are those
/// `render` joins, so the streamed report is the whole one, byte for byte. The other reporters
/// write one document (JSON, SARIF, JUnit, HTML, SVG) and print it at the end.
struct ReportStream {
  /// The reporter.
  var reporter: Reporter
  /// Where the text goes (standard output).
  var write: (String) -> Void

  /// Whether a reporter's output can be printed piece by piece.
  static func streams(_ reporter: Reporter) -> Bool {
    reporter == .text || reporter == .github
  }

  /// Whether this reporter prints each scene as it is done (else a file is printed when its
  /// last scene is done).
  var printsScenes: Bool { reporter == .text }

  /// The start of the report, before any file is done.
  func start(_ run: ValidationRun) {
    send(reporter == .text ? TextReporter.head(run) : "")
  }

  /// The start of a scene printed as it is done (`printsScenes`): a document scene's
  /// scene-wide problems (with its views' ids), or a one-scene file's.
  func sceneStart(_ unit: SceneUnit, of file: CheckedFile) {
    guard printsScenes else { return }
    send(
      unit.sceneID != nil
        ? TextReporter.lines(file.sceneWideProblems[unit.name] ?? [], ids: unit.identifiers)
        : TextReporter.lines(file.problems))
  }

  /// The end of such a scene: its layouts' problems, each once, and a document scene's summary
  /// line.
  func sceneEnd(_ unit: SceneUnit, of file: CheckedFile, problems: TextProblemGroups) {
    guard printsScenes else { return }
    send(
      problems.rendered()
        + (unit.sceneID != nil ? TextReporter.sceneSummary(unit.name, of: file) : ""))
  }

  /// A file, done; `scenesPrinted` when its scenes have been printed as they went.
  func file(_ file: CheckedFile, scenesPrinted: Bool) {
    switch reporter {
    case .text: send(scenesPrinted ? TextReporter.summary(file) : TextReporter.file(file))
    case .github: send(GitHubReporter.file(file))
    default: break
    }
  }

  /// The end of the report: the total.
  func end(_ run: ValidationRun) {
    send(TextReporter.total(run) + "\n")
  }

  /// Writes `text`, unless it is empty (a layout without problems prints nothing).
  private func send(_ text: String) {
    if !text.isEmpty { write(text) }
  }
}
