import AdaptiveLayout
import DeviceProfiles
import Foundation
import InterfaceBuilder
import LayoutValidation
import SceneFormat
import SizeClasses

/// `adaptive validate SCENE…`: every size class and every device configuration has a valid
/// layout; a CI gate with rule ids, a configuration file, a baseline and reporters for CI.
public enum ValidateCommand: Command {
  public static let name = "validate"
  public static let summary = "Check scenes in every size class and device configuration."
  public static let usage =
    "adaptive validate SCENE... [--reporter text|json|github|sarif|junit|html|svg] [-o FILE] "
    + "[--config FILE] [--strict] [--baseline FILE] [--write-baseline FILE] [--shard K/N] "
    + "[--jobs N] "
    + "[--class LIST] [--no-rtl] [--profiles DIR]"
  public static let help = """
    Lays out each SCENE (- reads standard input) in Interface Builder's 9 size classes on its
    classic canvases (400 points for compact, 600 for any, 800 for regular; no safe area; root
    margins 16 in a compact width, 20 otherwise) and in every configuration of every device
    profile, left to right and right to left, reusing one live engine. Every problem has a rule
    id, printed after it ([ambiguous-layout]); Docs/rules.md lists them with their default
    severity: errors are unsatisfiable constraints and ambiguous views and guides; warnings views
    off screen or outside their superview, zero sizes of views with content, variations that
    disagree and constraints installed in no class; unmet optional constraints are off.
    A .storyboard or .xib (known by its extension or its content) is checked scene by scene, each
    scene reported as its own entry (`ID "Title"`), its problems at their element in the XML and
    with its views' document ids (--scene picks one scene). A document made for one kind of
    device (targetRuntime iOS.CocoaTouch.iPad, or a ~ipad or ~iphone file name) is checked on
    that kind of device and the class canvases it can show only. --recorded instead lays each
    document scene out on its design device and compares every frame with the one Xcode
    recorded (views Xcode marks misplaced or ambiguous are skipped), printing the largest
    deviations; exit 1 when a view is off by more than 1 pt.
    A configuration file, .adaptive.json in the working directory or the nearest folder above
    (or --config FILE), re-grades or disables rules, narrows profiles, configurations, classes
    and directions, excludes paths and suppresses problems with a reason (Docs/rules.md).
    --baseline FILE ignores the problems recorded in FILE by --write-baseline FILE (by file, rule
    and item, not line). --shard K/N checks the K-th of N parts of the files and of
    documents' scenes (sorted by path then scene id, dealt round-robin); adaptive merge-reports
    joins the parts' JSON reports.
    Files, and chains of each scene's layouts (each walked by its own live engine), are laid out
    on --jobs N threads, by default one per core; the report is the same whatever N. The text
    report prints each problem once, with a note naming the layouts that have it (the message
    is the first one's; json has each layout's), and each scene, github each file, as soon as
    that piece and every one before it are done; json, sarif, junit, html and svg are one
    document, printed at the end, as is any report written with -o or with --write-baseline.
    On a terminal, a run that takes more than 2 seconds shows its progress (layouts done /
    total) on stderr.
    Exit status: 0 no errors (warnings alone do not fail, unless --strict), 1 errors found, 2
    bad input (every file is still checked and reported).
    """
  public static let options = [
    CommandOption(
      "--reporter", valueName: "NAME",
      summary: "text (default), json, github, sarif, junit, html or svg."),
    CommandOption("--format", valueName: "NAME", summary: "The same as --reporter."),
    CommandOption("-o", valueName: "FILE", summary: "Write the report to FILE instead of stdout."),
    CommandOption("--config", valueName: "FILE", summary: "Read this configuration file."),
    CommandOption("--strict", summary: "Warnings fail the run too."),
    CommandOption(
      "--baseline", valueName: "FILE", summary: "Ignore the problems recorded in FILE."),
    CommandOption(
      "--write-baseline", valueName: "FILE", summary: "Record the problems found in FILE."),
    CommandOption("--shard", valueName: "K/N", summary: "Check only the K-th of N parts."),
    CommandOption(
      "--jobs", valueName: "N",
      summary: "Lay out on N threads (default: the number of cores; 1: one at a time)."),
    CommandOption("--class", valueName: "LIST", summary: "Only these classes (wC-hR,wAny-hC)."),
    CommandOption("--no-rtl", summary: "Check left to right only."),
    CommandOption("--profiles", valueName: "DIR", summary: "Add or override profiles from DIR."),
    sceneOption,
    CommandOption(
      "--recorded",
      summary: "Compare a document's frames at its design device with those Xcode recorded."),
  ]
  public static let positionalCount = 1...100_000
  /// The most threads `--jobs` may ask for: far more than any machine's cores, few enough that
  /// a typo cannot start a million threads.
  static let maximumJobs = 1024

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    if arguments.has("--recorded") { return RecordedComparison.run(arguments, context: context) }
    let reporterName = arguments.values["--reporter"] ?? arguments.values["--format"] ?? "text"
    guard let reporter = Reporter(rawValue: reporterName) else {
      return context.usageError(
        name, "unknown reporter '\(reporterName)': expected \(Reporter.names)")
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
    var shard: Shard?
    if let text = arguments.values["--shard"] {
      guard let parsed = Shard(text) else {
        return context.usageError(
          name, "bad shard '\(text)': expected K/N with 1 <= K <= N, e.g. 2/4")
      }
      shard = parsed
    }
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    if let text = arguments.values["--jobs"] {
      guard let parsed = Int(text), (1...maximumJobs).contains(parsed) else {
        return context.usageError(
          name,
          "bad --jobs '\(ConfigurationReader.cut(text))': expected a whole number from 1 to "
            + "\(maximumJobs), e.g. 4")
      }
      jobs = parsed
    }
    let configuration: ValidationConfiguration
    switch loadConfiguration(arguments, context: context) {
    case .failure(let failure): return failure.code
    case .success(let loaded): configuration = loaded
    }
    var baseline: Baseline?
    if let path = arguments.values["--baseline"] {
      switch context.readFile(path) {
      case .failure(let error):
        context.writeError("\(path): error: cannot read the baseline: \(error.reason)\n")
        return .badInput
      case .success(let bytes):
        do {
          baseline = try Baseline.parse(bytes, path: path)
        } catch {
          context.writeError(error.description + "\n")
          return .badInput
        }
      }
    }
    let catalog: ProfileCatalog
    switch ProfilesCommand.loadCatalog(arguments, context: context) {
    case .failure(let failure): return failure.code
    case .success(let loaded): catalog = loaded
    }
    let targets: [ValidationTarget]
    switch Self.targets(configuration, classes: classes, catalog: catalog) {
    case .failure(let error):
      context.writeError(error.description + "\n")
      return .badInput
    case .success(let list):
      targets = arguments.has("--no-rtl") ? list.filter { !$0.isRightToLeft } : list
    }

    var paths = arguments.positionals.filter {
      $0 == "-" || !configuration.excludes($0, cwd: context.currentDirectory)
    }
    // With --shard, the scenes each document gets to check (nil: the whole file).
    var shardScenes: [String: Set<String>] = [:]  // lookups only
    // Documents read to list their scenes, kept so that each is read once.
    var documents: [String: SceneLoading] = [:]  // lookups only
    if let shard {
      (paths, shardScenes, documents) = Self.units(
        of: paths, shard: shard, scene: arguments.values["--scene"], context: context)
    }

    var run = ValidationRun(
      files: [], configurationPath: configuration.path,
      strict: arguments.has("--strict") || configuration.strict)
    // Progress (layouts done / total) once the run has taken 2 s, on a terminal only; every
    // write to stdout or stderr wipes the line first.
    let meter = ProgressMeter(label: "adaptive \(name)", sink: context.showProgress)
    var context = context
    context.pause(for: meter)
    meter.tick()
    // Text and github reports go out piece by piece as they are done, unless they go to a file
    // (-o) or a baseline is written first (which, failing, stops the run before the report).
    let stream: ReportStream? =
      ReportStream.streams(reporter) && arguments.values["-o"] == nil
        && arguments.values["--write-baseline"] == nil
      ? ReportStream(reporter: reporter, write: context.writeOutput) : nil
    // Every file read first, in order (its diagnostics on stderr), so the threads only lay out.
    var plans = paths.map { path in
      plan(
        path, scene: arguments.values["--scene"], only: shardScenes[path],
        loaded: documents[path], targets: targets, configuration: configuration,
        baseline: baseline, context: context)
    }
    stream?.start(run)
    validate(
      &plans, targets: targets, rules: configuration.rules, jobs: jobs, meter: meter,
      stream: stream, writeError: context.writeError,
      finishing: LayoutFinishing(
        configuration: configuration, baseline: baseline, cwd: context.currentDirectory,
        keepsFrames: reporter.drawsLayouts)
    ) {
      run.files.append($0.file)
    }
    meter.finish()

    if let file = arguments.values["--write-baseline"] {
      var recorded = Baseline()
      for f in run.files {
        for p in f.allProblems {
          recorded.entries.insert(Baseline.Entry(file: f.path, rule: p.rule, item: p.item))
        }
      }
      guard context.write(recorded.json, to: file) else { return .badInput }
    }
    if let stream {
      stream.end(run)
    } else if [.json, .html, .junit, .sarif].contains(reporter) {
      // Written as they are rendered: the largest reports, and ones that need not be whole.
      guard let output = context.openOutput(arguments) else { return .badInput }
      switch reporter {
      case .json: JSONReporter.write(run, emit: output.write)
      case .html: HTMLReporter.write(run, emit: output.write)
      case .sarif: SARIFReporter.write(run, emit: output.write)
      default: JUnitReporter.write(run, emit: output.write)
      }
      guard output.finish() else { return .badInput }
    } else {
      guard context.deliver(reporter.render(run), arguments) else { return .badInput }
    }
    if run.failedFiles > 0 { return .badInput }
    return run.failed ? .layoutProblems : .success
  }

  /// `--shard`: this part's paths, in the order given; for each document whose scenes are
  /// dealt one by one, the ids of the scenes this part checks; and those documents as read, so
  /// that `check` does not read them again. Only documents (by extension or content) are read
  /// here: a `.scene` file, standard input and a file that cannot be read are one unit each.
  static func units(
    of paths: [String], shard: Shard, scene wanted: String?, context: CommandContext
  ) -> (paths: [String], scenes: [String: Set<String>], documents: [String: SceneLoading]) {
    var units: [Shard.Unit] = []
    var documents: [String: SceneLoading] = [:]  // lookups only
    for path in paths {
      let isDocument =
        path != "-"
        && (DocumentReader.hasDocumentExtension(path)
          || (try? context.readFile(path).get()).map(DocumentReader.isDocument(bytes:)) == true)
      if isDocument {
        let loading = context.sceneLoading(path, scene: wanted)
        let ids = loading.0?.compactMap { $0.document?.id } ?? []
        if !ids.isEmpty {
          documents[path] = loading
          units += ids.map { Shard.Unit(path: path, scene: $0) }
          continue
        }
      }
      units.append(Shard.Unit(path: path))
    }
    var mine: [String] = []
    var seen: Set<String> = []  // membership only
    var scenes: [String: Set<String>] = [:]  // lookups only
    for unit in shard.select(units: units) {
      if seen.insert(unit.path).inserted { mine.append(unit.path) }
      if documents[unit.path] != nil, let id = unit.scene {
        scenes[unit.path, default: []].insert(id)
      }
    }
    return (mine, scenes, documents.filter { scenes[$0.key] != nil })
  }

  /// `--config FILE`, else `.adaptive.json` in the working directory or the nearest folder
  /// above it, else the defaults.
  static func loadConfiguration(_ arguments: ParsedArguments, context: CommandContext)
    -> Result<ValidationConfiguration, ExitFailure>
  {
    var candidates: [String] = []
    let explicit = arguments.values["--config"]
    if let explicit {
      candidates = [explicit]
    } else if let cwd = context.currentDirectory {
      candidates = ValidationConfiguration.searchPaths(from: cwd)
    }
    for candidate in candidates {
      switch context.readFile(candidate) {
      case .failure(let error):
        if explicit != nil {
          context.writeError(
            "\(candidate): error: cannot read the configuration: \(error.reason)\n")
          return .failure(ExitFailure(code: .badInput))
        }
        continue  // not here: look in the folder above
      case .success(let bytes):
        do {
          return .success(try ValidationConfiguration.parse(bytes, path: candidate))
        } catch {
          context.writeError(error.description + "\n")
          return .failure(ExitFailure(code: .badInput))
        }
      }
    }
    return .success(ValidationConfiguration())
  }

  /// The canvases and device configurations the configuration (and `--class`) asks for, both
  /// directions unless it says otherwise; an unknown profile or configuration is an error at
  /// its place in the configuration file.
  static func targets(
    _ c: ValidationConfiguration, classes: [SizeClassPair]?, catalog: ProfileCatalog
  ) -> Result<[ValidationTarget], ConfigurationError> {
    var diagnostics: [LayoutDiagnostic] = []
    let ids = catalog.profiles.map(\.id)
    for (i, id) in (c.profiles ?? []).enumerated() where !ids.contains(id) {
      let at = i < c.profileLocations.count ? c.profileLocations[i] : .unknown
      diagnostics.append(
        LayoutDiagnostic(
          .error, at: at,
          "profiles: " + ConfigurationReader.unknown("profile", id, among: ids)))
    }
    var names: [String] = []
    for profile in catalog.profiles {
      for configuration in profile.configurations where !names.contains(configuration.name) {
        names.append(configuration.name)
      }
    }
    for (i, name) in (c.configurations ?? []).enumerated() where !names.contains(name) {
      let at = i < c.configurationLocations.count ? c.configurationLocations[i] : .unknown
      diagnostics.append(
        LayoutDiagnostic(
          .error, at: at,
          "configurations: " + ConfigurationReader.unknown("configuration", name, among: names)))
    }
    if !diagnostics.isEmpty { return .failure(ConfigurationError(diagnostics: diagnostics)) }
    let chosenClasses = classes ?? c.classes
    var targets = c.canvases ? ValidationTarget.canvases(chosenClasses ?? SizeClassPair.all) : []
    targets += ValidationTarget.devices(catalog, classes: chosenClasses).filter { t in
      (c.profiles.map { $0.contains(t.profile ?? "") } ?? true)
        && (c.configurations.map { $0.contains(t.configuration ?? "") } ?? true)
    }
    return .success(c.rightToLeft ? ValidationTarget.bothDirections(targets) : targets)
  }
}
