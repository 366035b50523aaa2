import AdaptiveLayout
import LayoutValidation

/// The text report: per file, each layout with problems under a heading and its problems as
/// compilers print them (`path:line:column: error: message [rule-id]`), then the file's summary
/// (`ok`, or counts by rule); at the end the total.
enum TextReporter {
  static func render(_ run: ValidationRun) -> String {
    var out = ""
    if let path = run.configurationPath { out += "using configuration \(path)\n" }
    for file in run.files {
      if file.failure != nil {
        out += "\(file.path): \(file.summary)\n"
        continue
      }
      if file.isDocument {
        // Each scene of a storyboard or xib is its own entry, with its own summary line.
        for scene in file.sceneNames {
          let layouts = file.layouts.filter { $0.scene == scene }
          for problem in file.sceneWideProblems[scene] ?? [] {
            out += line(problem, ids: layouts.first?.identifiers ?? [:])
          }
          for layout in layouts where !layout.report.problems.isEmpty {
            out += "== \(layout.label(describe(layout.report.target)))\n"
            for problem in layout.report.problems { out += line(problem, ids: layout.identifiers) }
          }
          out +=
            "\(file.path): scene \(scene): \(CheckedFile.summary(file.problems(ofScene: scene))) "
            + "in \(Plural.count(layouts.count, "layout"))\n"
        }
      } else {
        for problem in file.problems { out += line(problem) }
        let several = Set(file.layouts.map(\.scene)).count > 1
        for layout in file.layouts where !layout.report.problems.isEmpty {
          out += "== \(layout.label(describe(layout.report.target), withScene: several))\n"
          for problem in layout.report.problems { out += line(problem) }
        }
      }
      var summary = "\(file.path): \(file.summary) in \(Plural.count(file.layouts.count, "layout"))"
      if file.suppressed > 0 { summary += ", \(file.suppressed) suppressed" }
      out += summary + "\n"
    }
    out += total(run) + "\n"
    return out
  }

  /// A problem as compilers print it, with its notes; `ids` (a document scene's views' ids by
  /// name) adds the item's document id to the message: `… (id box-aa-001) [rule-id]`.
  static func line(_ problem: ValidationProblem, ids: [String: String] = [:]) -> String {
    var problem = problem
    if let id = ids[problem.item] { problem.message += " (id \(id))" }
    var out = "\(problem)\n"
    for note in problem.notes { out += "\(note.location): note: \(note.message)\n" }
    return out
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
