import AdaptiveLayout
import DeviceProfiles
import Foundation
import LayoutRendering
import LayoutValidation
import SceneFormat
import SizeClasses

/// `adaptive validate SCENE…`: every size class and every device configuration has a valid
/// layout.
public enum ValidateCommand: Command {
  public static let name = "validate"
  public static let summary = "Check scenes in every size class and device configuration."
  public static let usage =
    "adaptive validate SCENE... [--profiles DIR] [--class LIST] [--format text|json|svg] [-o FILE]"
  public static let help = """
    Lays out each SCENE in Interface Builder's 9 size classes on its classic canvases (400 points
    for compact, 600 for any, 800 for regular; no safe area; root margins 16 in a compact width,
    20 otherwise) and in every configuration of every device profile, reusing one live engine
    (each step applies only what differs). Errors: unsatisfiable required constraints (the
    minimal conflicting set, and the constraint broken to go on: the one added last) and
    ambiguous views and layout guides (the item, the axis, two frames that fit equally well).
    Warnings: views off screen or outside their superview, zero or negative sizes, size-class
    variations that disagree, constraints installed in no class, optional constraints left unmet.
    --class narrows to a comma-separated list (wC-hR,wAny-hC); device configurations are kept
    when their classes are in it. A .storyboard or .xib is checked scene by scene (--scene picks
    one). --recorded instead lays each document scene out on its design device and compares every
    frame with the one Xcode recorded (views Xcode marks misplaced or ambiguous are skipped),
    printing the largest deviations; exit 1 when a view is off by more than 1 pt.
    Exit status: 0 no errors (warnings alone do not fail), 1 errors
    found, 2 bad input.
    """
  public static let options = [
    CommandOption("--profiles", valueName: "DIR", summary: "Add or override profiles from DIR."),
    CommandOption("--class", valueName: "LIST", summary: "Only these classes (wC-hR,wAny-hC)."),
    CommandOption("--format", valueName: "FORMAT", summary: "text (default), json or svg."),
    CommandOption("-o", valueName: "FILE", summary: "Write the output to FILE instead of stdout."),
    sceneOption,
    CommandOption(
      "--recorded",
      summary: "Compare a document's frames at its design device with those Xcode recorded."),
  ]
  public static let positionalCount = 1...10_000

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    if arguments.has("--recorded") { return RecordedComparison.run(arguments, context: context) }
    let format = arguments.values["--format"] ?? "text"
    guard ["text", "json", "svg"].contains(format) else {
      return context.usageError(name, "unknown format '\(format)': expected text, json or svg")
    }
    var classes: [SizeClassPair]?
    if let list = arguments.values["--class"] {
      var parsed: [SizeClassPair] = []
      for item in list.split(separator: ",", omittingEmptySubsequences: false) {
        guard let pair = SizeClassPair(notation: String(item)) else {
          return context.usageError(
            name, "bad size class '\(item)': expected wX-hY, X and Y one of C, R, Any")
        }
        if !parsed.contains(pair) { parsed.append(pair) }
      }
      classes = parsed
    }
    let catalog: ProfileCatalog
    switch ProfilesCommand.loadCatalog(arguments, context: context) {
    case .failure(let failure): return failure.code
    case .success(let loaded): catalog = loaded
    }
    let targets =
      ValidationTarget.canvases(classes ?? SizeClassPair.all)
      + ValidationTarget.devices(catalog, classes: classes)

    var results: [(path: String, reports: [TargetReport], warnings: [ValidationProblem])] = []
    var badInput = false
    // Progress (layouts done / total) once a run has taken a couple of seconds, on a terminal.
    let clock = ContinuousClock()
    let started = clock.now
    var showedProgress = false
    for path in arguments.positionals {
      if showedProgress {
        context.showProgress?("")  // a file's diagnostics start on a clean line
        showedProgress = false
      }
      guard let loaded = context.loadScenes(path, arguments) else {
        badInput = true
        continue
      }
      for item in loaded {
        let name = item.heading ?? path
        do {
          let (reports, warnings) = try Validator.validate(item.scene, targets: targets) {
            done, total in
            guard let show = context.showProgress, clock.now - started > .seconds(2) else { return }
            show("\(name): \(done)/\(total) layouts")
            showedProgress = true
          }
          results.append((name, reports, warnings))
        } catch {
          if showedProgress { context.showProgress?("") }
          showedProgress = false
          context.writeError(error.diagnostics.map { "\($0)\n" }.joined())
          badInput = true
        }
      }
    }
    if showedProgress { context.showProgress?("") }
    if badInput { return .badInput }

    let output: String
    switch format {
    case "json": output = json(results).rendered() + "\n"
    case "svg": output = svg(results)
    default: output = text(results)
    }
    guard context.deliver(output, arguments) else { return .badInput }
    let failed = results.contains { $0.reports.contains(where: \.hasErrors) }
    return failed ? .layoutProblems : .success
  }

  static func describe(_ target: ValidationTarget) -> String {
    let size = target.environment.rootSize
    let dimensions = "\(JSONNumber.text(size.width))x\(JSONNumber.text(size.height))"
    if target.profile != nil { return "\(target.name) (\(dimensions), \(target.traits))" }
    return "\(target.name) (canvas \(dimensions))"
  }

  /// Problems grouped under a heading per target (targets without problems are counted, not
  /// listed), then a summary line.
  static func text(
    _ results: [(path: String, reports: [TargetReport], warnings: [ValidationProblem])]
  )
    -> String
  {
    var out = ""
    var errors = 0
    var warnings = 0
    var checks = 0
    for result in results {
      out += "\(result.path)\n"
      for problem in result.warnings {
        out += "\(problem)\n"
        warnings += 1
      }
      for report in result.reports {
        checks += 1
        guard !report.problems.isEmpty else { continue }
        out += "== \(describe(report.target))\n"
        for problem in report.problems {
          out += "\(problem)\n"
          for note in problem.notes { out += "\(note.location): note: \(note.message)\n" }
          if problem.severity == .error { errors += 1 } else { warnings += 1 }
        }
      }
    }
    out += "\(checks) layouts checked: \(errors) error\(errors == 1 ? "" : "s"), "
    out += "\(warnings) warning\(warnings == 1 ? "" : "s")\n"
    return out
  }

  static func problemJSON(_ p: ValidationProblem) -> JSONValue {
    .object([
      ("severity", .string(p.severity.rawValue)), ("kind", .string(p.kind.rawValue)),
      ("path", .string(p.location.path)), ("line", .number(Double(p.location.line))),
      ("column", .number(Double(p.location.column))), ("message", .string(p.message)),
      ("views", .array(p.views.map(JSONValue.string))),
      ("guides", .array(p.guides.map(JSONValue.string))),
      (
        "notes",
        .array(
          p.notes.map { n in
            .object([
              ("line", .number(Double(n.location.line))),
              ("column", .number(Double(n.location.column))), ("message", .string(n.message)),
            ])
          })
      ),
    ])
  }

  static func json(
    _ results: [(path: String, reports: [TargetReport], warnings: [ValidationProblem])]
  )
    -> JSONValue
  {
    var errors = 0
    var warnings = 0
    let scenes = results.map { result -> JSONValue in
      warnings += result.warnings.count
      let targets = result.reports.map { report -> JSONValue in
        for p in report.problems {
          if p.severity == .error { errors += 1 } else { warnings += 1 }
        }
        let t = report.target
        let size = t.environment.rootSize
        return .object([
          ("name", .string(t.name)),
          ("profile", t.profile.map(JSONValue.string) ?? .null),
          ("configuration", t.configuration.map(JSONValue.string) ?? .null),
          (
            "traits",
            .object([
              ("width", .string(t.traits.width.rawValue)),
              ("height", .string(t.traits.height.rawValue)),
            ])
          ),
          ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
          ("problems", .array(report.problems.map(problemJSON))),
        ])
      }
      return .object([
        ("path", .string(result.path)),
        ("warnings", .array(result.warnings.map(problemJSON))),
        ("targets", .array(targets)),
      ])
    }
    return .object([
      ("scenes", .array(scenes)), ("errors", .number(Double(errors))),
      ("warnings", .number(Double(warnings))),
    ])
  }

  /// A contact sheet: every target side by side, to scale, views and then guides (dashed),
  /// problem views and guides in red, each caption saying how many errors and warnings it has.
  static func svg(
    _ results: [(path: String, reports: [TargetReport], warnings: [ValidationProblem])]
  )
    -> String
  {
    var pictures: [LayoutPicture] = []
    for result in results {
      for report in result.reports {
        let highlighted = Set(report.problems.flatMap(\.views))
        let highlightedGuides = Set(report.problems.flatMap(\.guides))
        let errors = report.problems.filter { $0.severity == .error }.count
        let warnings = report.problems.count - errors
        let status = errors + warnings == 0 ? "ok" : "\(errors) errors, \(warnings) warnings"
        let views = report.framesInRoot.map {
          PictureItem(
            name: $0.name, kind: $0.hidden ? .hiddenView : .view, frame: $0.frame,
            depth: $0.depth, isHighlighted: highlighted.contains($0.name))
        }
        let guides = report.guideFramesInRoot.map {
          PictureItem(
            name: $0.name, kind: .guide, frame: $0.frame,
            isHighlighted: highlightedGuides.contains($0.name))
        }
        pictures.append(
          LayoutPicture(
            title:
              "\((result.path as NSString).lastPathComponent) — \(describe(report.target)): \(status)",
            size: report.target.environment.rootSize, items: views + guides))
      }
    }
    return SVGWriter.sheet(pictures, columns: 6)
  }
}
