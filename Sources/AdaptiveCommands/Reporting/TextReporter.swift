import AdaptiveLayout
import LayoutValidation

/// The text report: per file, each problem once as compilers print it (`path:line:column:
/// error: message [rule-id]`), with a note naming the layouts that have it (a document scene by
/// scene), then the file's summary (`ok`, or counts by rule); at the end the total.
enum TextReporter {
  static func render(_ run: ValidationRun) -> String {
    var out = head(run)
    for file in run.files { out += self.file(file) }
    out += total(run) + "\n"
    return out
  }

  // The pieces below make up `render`; `ReportStream` prints the same pieces as a run goes, so
  // a streamed report is `render`'s text, byte for byte.

  /// What comes before the files: the configuration used, if any.
  static func head(_ run: ValidationRun) -> String {
    run.configurationPath.map { "using configuration \($0)\n" } ?? ""
  }

  /// One file: its problems, each once (a document scene by scene), then its summary. A file
  /// of several scenes heads each scene's problems with its name (`== Name`).
  static func file(_ file: CheckedFile) -> String {
    if file.failure != nil { return "\(file.path): \(file.summary)\n" }
    var out = ""
    if file.isDocument {
      for scene in file.sceneNames { out += self.scene(scene, of: file) }
    } else {
      out += lines(file.problems)
      var scenes: [String] = []  // in the order of their first layout
      for layout in file.layouts where !scenes.contains(layout.scene) {
        scenes.append(layout.scene)
      }
      for scene in scenes {
        let problems = groups(file.layouts.lazy.filter { $0.scene == scene })
        if problems.isEmpty { continue }
        if scenes.count > 1 { out += "== \(scene)\n" }
        out += problems.rendered()
      }
    }
    return out + summary(file)
  }

  /// One scene of a storyboard or xib, its own entry with its own summary line: its scene-wide
  /// problems, its layouts' problems, its summary. Each piece reads only that scene's problems
  /// and layouts, so it can be printed as soon as they are done.
  static func scene(_ scene: String, of file: CheckedFile) -> String {
    let layouts = file.layouts.filter { $0.scene == scene }
    return lines(file.sceneWideProblems[scene] ?? [], ids: layouts.first?.identifiers ?? [:])
      + groups(layouts).rendered() + sceneSummary(scene, of: file)
  }

  /// Problems as compilers print them, one after another.
  static func lines(_ problems: [ValidationProblem], ids: [String: String] = [:]) -> String {
    var out = TextBuffer()
    for index in problems.indices { appendLine(problems[index], ids: ids, to: &out) }
    return out.text
  }

  /// The problems of a scene's layouts, each once: numbered as one chain in list order
  /// (`PrintedCache`), so each problem's text is the first layout's, as when the scene is
  /// printed as it goes.
  static func groups(_ layouts: some Sequence<CheckedLayout>) -> TextProblemGroups {
    let layouts = Array(layouts)
    var cache = PrintedCache(targets: layouts.map(\.report.target))
    let numbers = layouts.indices.map { cache.numbers(layouts[$0].report.problems, at: $0) }
    // A scene's layouts have its views' ids.
    let ids = layouts.first.map { $0.sceneID != nil ? $0.identifiers : [:] } ?? [:]
    var groups = TextProblemGroups(layoutCount: layouts.count, ids: ids)
    groups.startChain(cache.problems)
    for (layout, numbers) in zip(layouts, numbers) { add(layout, numbers: numbers, to: &groups) }
    return groups
  }

  /// Adds the next layout of a scene, with the numbers of its problems in the current chain
  /// (`TextProblemGroups.startChain`), to the scene's groups.
  static func add(
    _ layout: CheckedLayout, numbers: [Int32], to groups: inout TextProblemGroups
  ) {
    let target = layout.report.target
    groups.add(
      name: target.name, described: describe(target), rightToLeft: target.isRightToLeft,
      numbers: numbers)
  }

  /// A document scene's summary line: `ok`, or counts by rule, in how many layouts.
  static func sceneSummary(_ scene: String, of file: CheckedFile) -> String {
    let count = file.layouts.count { $0.scene == scene }
    return "\(file.path): scene \(scene): \(file.counts(ofScene: scene).summary) "
      + "in \(Plural.count(count, "layout"))\n"
  }

  /// A checked file's summary line: `ok`, or counts by rule, in how many layouts.
  static func summary(_ file: CheckedFile) -> String {
    var summary = "\(file.path): \(file.summary) in \(Plural.count(file.layouts.count, "layout"))"
    if file.suppressed > 0 { summary += ", \(file.suppressed) suppressed" }
    return summary + "\n"
  }

  /// A problem as compilers print it, with its notes; `ids` (a document scene's views' ids by
  /// name) adds the item's document id to the message: `… (id box-aa-001) [rule-id]`.
  static func line(_ problem: ValidationProblem, ids: [String: String] = [:]) -> String {
    var out = TextBuffer()
    appendLine(problem, ids: ids, to: &out)
    return out.text
  }

  /// `line(_:ids:)` written at the end of `out`: `ValidationProblem.description` (`location:
  /// severity: message [rule-id]`, the location as `SourceLocation.description` writes it) and
  /// the notes, piece by piece into one buffer. A layout of a 10,000-view grid prints about
  /// 10,000 lines: each built as its own strings (the location's, the description's, the line's,
  /// then all of them joined) was four allocations and copies a line, and each piece appended
  /// to a string instead of a buffer cost more than writing it (`TextBuffer`).
  static func appendLine(
    _ problem: ValidationProblem, ids: [String: String], to out: inout TextBuffer
  ) {
    append(problem.location, to: &out)
    out.append(": ")
    out.append(problem.severity.rawValue)
    out.append(": ")
    problem.appendMessage(to: &out)
    if !ids.isEmpty, let id = ids[problem.item] {
      out.append(" (id ")
      out.append(id)
      out.append(byte: UInt8(ascii: ")"))
    }
    out.append(" [")
    out.append(problem.rule.id)
    out.append("]\n")
    for note in problem.notes {
      append(note.location, to: &out)
      out.append(": note: ")
      out.append(note.message)
      out.append(byte: UInt8(ascii: "\n"))
    }
  }

  /// `SourceLocation.description` (`path:line:column`, or `line:column` without a path) written
  /// at the end of `out`.
  static func append(_ location: SourceLocation, to out: inout TextBuffer) {
    if !location.path.isEmpty {
      out.append(location.path)
      out.append(byte: UInt8(ascii: ":"))
    }
    out.append(location.line)
    out.append(byte: UInt8(ascii: ":"))
    out.append(location.column)
  }

  /// `12 files, 1176 layouts checked: 1 error, 0 warnings`, with what was suppressed and what
  /// could not be checked.
  static func total(_ run: ValidationRun) -> String {
    var text =
      "\(Plural.count(run.files.count, "file")), \(Plural.count(run.layoutCount, "layout")) "
      + "checked: \(Plural.count(run.errorCount, "error")), "
      + Plural.count(run.warningCount, "warning")
    let suppressed = run.files.reduce(0) { $0 + $1.suppressed }
    if suppressed > 0 { text += ", \(suppressed) suppressed" }
    if run.failedFiles > 0 { text += "; \(Plural.count(run.failedFiles, "file")) not checked" }
    if run.strict && run.errorCount == 0 && run.warningCount > 0 {
      text += " (--strict: warnings fail)"
    }
    return text
  }

  /// `wC hR (canvas 400x800)` or `iphone-se-3 landscape (667x375, wC hC)`.
  static func describe(_ target: ValidationTarget) -> String {
    let size = target.environment.rootSize
    let dimensions = "\(JSONNumber.text(size.width))x\(JSONNumber.text(size.height))"
    if target.profile != nil { return "\(target.name) (\(dimensions), \(target.traits))" }
    return "\(target.name) (canvas \(dimensions))"
  }
}
