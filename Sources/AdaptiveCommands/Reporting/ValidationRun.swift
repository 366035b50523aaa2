import AdaptiveLayout
import LayoutValidation

/// Everything one `adaptive validate` run found, as every reporter takes it: files, each with
/// its layouts (a `.scene` file has one scene; a storyboard has several, each laid out in every
/// target), each layout with its problems.
struct ValidationRun {
  /// The files in the order given (after exclusions and sharding).
  var files: [CheckedFile]
  /// The configuration file used, if any, to name in the report.
  var configurationPath: String?
  /// Whether warnings fail the run.
  var strict = false

  /// How many problems the run found, file-wide and per layout, by severity and rule.
  var counts: ProblemCounts { files.reduce(into: ProblemCounts()) { $0 += $1.counts } }

  var errorCount: Int { counts.errors }
  var warningCount: Int { counts.warnings }
  var layoutCount: Int { files.reduce(0) { $0 + $1.layouts.count } }
  var failedFiles: Int { files.count { $0.failure != nil } }

  /// Errors, or warnings under `--strict`.
  var failed: Bool { errorCount > 0 || (strict && warningCount > 0) }
}

/// One input file.
struct CheckedFile {
  /// The path as given (`<stdin>` for `-`).
  var path: String
  /// Why the file could not be checked (unreadable, not a scene, syntax errors): its
  /// diagnostics, already written to stderr; nil when it was checked.
  var failure: [FileDiagnostic]?
  /// Problems of the file as a whole (a constraint installed in no class).
  var problems: [ValidationProblem] = []
  /// Every layout: each scene of the file in each target.
  var layouts: [CheckedLayout] = []
  /// How many problems a suppression or the baseline left out.
  var suppressed = 0
  /// The document id of each view read from a storyboard or xib, by name, over all its scenes
  /// (for the file-wide problems; a layout has its own scene's); empty for a `.scene` file.
  var identifiers: [String: String] = [:]  // lookups only
  /// For a storyboard or xib, the scene-wide problems (also in `problems`) by scene name, so
  /// that each scene is reported as its own entry.
  var sceneWideProblems: [String: [ValidationProblem]] = [:]  // lookups only
  /// Under `--shard`, for a document whose scenes are dealt one by one: which of them this part
  /// checked, for `merge-reports` to put the parts back together.
  var shard: ShardPart?

  /// Whether the file is an Interface Builder document, whose scenes are reported one by one.
  var isDocument: Bool { layouts.contains { $0.sceneID != nil } }

  /// The scenes' names in the order they were checked.
  var sceneNames: [String] {
    var names: [String] = []
    for layout in layouts where names.last != layout.scene && !names.contains(layout.scene) {
      names.append(layout.scene)
    }
    return names
  }

  /// How many problems one scene has, its scene-wide ones and those of its layouts.
  func counts(ofScene scene: String) -> ProblemCounts {
    layouts.reduce(into: ProblemCounts(sceneWideProblems[scene] ?? [])) {
      if $1.scene == scene { $0 += $1.counts }
    }
  }

  /// Every problem of the file, for the reporters that print them after the run (not those
  /// of layouts whose problems were printed and dropped: see `CheckedLayout.dropPrinted`).
  var allProblems: [ValidationProblem] { problems + layouts.flatMap(\.report.problems) }

  /// How many problems the file has, file-wide and per layout, printed or not.
  var counts: ProblemCounts {
    layouts.reduce(into: ProblemCounts(problems)) { $0 += $1.counts }
  }

  /// `ok`, or counts by rule: `2 errors, 1 warning (unsatisfiable 2, off-screen 1)`.
  var summary: String {
    if let failure {
      return "not checked (\(Plural.count(failure.count { $0.severity == .error }, "error")))"
    }
    return counts.summary
  }

}

/// How many problems there are of each severity and of each rule: what a summary line and the
/// total say.
struct ProblemCounts {
  var errors = 0
  var warnings = 0
  /// By rule, in the order of `ValidationRule.allCases`.
  var byRule = [Int](repeating: 0, count: ValidationRule.allCases.count)

  init() {}

  init(_ problems: [ValidationProblem]) {
    for problem in problems { add(problem) }
  }

  mutating func add(_ problem: ValidationProblem) {
    if problem.severity == .error { errors += 1 } else { warnings += 1 }
    byRule[problem.rule.index] += 1
  }

  static func += (lhs: inout ProblemCounts, rhs: ProblemCounts) {
    lhs.errors += rhs.errors
    lhs.warnings += rhs.warnings
    for i in lhs.byRule.indices { lhs.byRule[i] += rhs.byRule[i] }
  }

  /// `ok`, or counts by rule: `2 errors, 1 warning (unsatisfiable 2, off-screen 1)`.
  var summary: String {
    guard errors + warnings > 0 else { return "ok" }
    let byRule = zip(ValidationRule.allCases, byRule).filter { $0.1 > 0 }
    return "\(Plural.count(errors, "error")), \(Plural.count(warnings, "warning")) ("
      + byRule.map { "\($0.0.id) \($0.1)" }.joined(separator: ", ") + ")"
  }
}

/// One scene of a file in one target.
struct CheckedLayout {
  /// The scene's name: a document scene's `ID "Title"`, else its title, else the file's name.
  var scene: String
  /// What the target gave.
  var report: TargetReport
  /// A document scene's id (`sceneID`, or a xib view's id); nil for a `.scene` file.
  var sceneID: String? = nil
  /// The document id of each view of the scene read from a storyboard or xib, by name.
  var identifiers: [String: String] = [:]  // lookups only
  /// How many problems the layout had, once they were printed and dropped from `report`
  /// (`dropPrinted`); nil while `report` holds them.
  var printedCounts: ProblemCounts? = nil

  /// How many problems the layout has, printed or not.
  var counts: ProblemCounts { printedCounts ?? ProblemCounts(report.problems) }

  /// Forgets the problems and frames of a layout the text report has printed as it was done,
  /// keeping only how many problems it had: all that the summaries and the total still read. A
  /// run on a large scene reports most views off screen in most layouts (about 800,000 problems
  /// for 10,000 views), and keeping them until the end was most of its memory.
  mutating func dropPrinted() {
    printedCounts = ProblemCounts(report.problems)
    report.problems = []
    report.framesInRoot = []
    report.guideFramesInRoot = []
  }

  /// The layout in reports: its target, after the scene's name for a document's scene (or
  /// when `withScene`, as when a file has several scenes).
  func label(_ target: String, withScene: Bool = false) -> String {
    sceneID != nil || withScene ? "\(scene) — \(target)" : target
  }
}

/// "1 error", "2 errors".
enum Plural {
  static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}

/// The scenes of a document one shard checked, written in its JSON report (`"shard"`) so that
/// `merge-reports` can join the parts of a document in the order of an unsharded run.
struct ShardPart {
  /// Every scene id of the document, in document order.
  var scenes: [String]
  /// The scenes this part checked, in document order, each with how many of the file's
  /// `problems` (scene-wide ones) it added.
  var checked: [(id: String, problems: Int)] = []
  /// The scene the engine refused, which stopped the file.
  var failedScene: String? = nil
}
