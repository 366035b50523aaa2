/// A report printed as the run goes, for the reporters whose output is a list (text and
/// github): each file as soon as it and every file before it are done, and with the text
/// reporter each scene of a storyboard or xib as soon as it and every scene before it are done.
/// The pieces are those `render` joins, so the streamed report is the whole one, byte for byte.
/// The other reporters write one document (JSON, SARIF, JUnit, HTML, SVG) and print it at the
/// end.
struct ReportStream {
  /// The reporter.
  var reporter: Reporter
  /// Where the text goes (standard output).
  var write: (String) -> Void

  /// Whether a reporter's output can be printed piece by piece.
  static func streams(_ reporter: Reporter) -> Bool {
    reporter == .text || reporter == .github
  }

  /// Whether this reporter prints a document's scenes one by one (else a document is printed
  /// when its last scene is done).
  var printsScenes: Bool { reporter == .text }

  /// The start of the report, before any file is done.
  func start(_ run: ValidationRun) {
    let head = reporter == .text ? TextReporter.head(run) : ""
    if !head.isEmpty { write(head) }
  }

  /// One scene of a document, done: only with `printsScenes`.
  func scene(_ scene: String, of file: CheckedFile) {
    if printsScenes { write(TextReporter.scene(scene, of: file)) }
  }

  /// A file, done; `scenesPrinted` when its scenes have been printed one by one already.
  func file(_ file: CheckedFile, scenesPrinted: Bool) {
    switch reporter {
    case .text: write(scenesPrinted ? TextReporter.summary(file) : TextReporter.file(file))
    case .github: write(GitHubReporter.file(file))
    default: break
    }
  }

  /// The end of the report: the total.
  func end(_ run: ValidationRun) {
    write(TextReporter.total(run) + "\n")
  }
}
