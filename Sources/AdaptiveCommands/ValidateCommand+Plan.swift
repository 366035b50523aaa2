import AdaptiveLayout
import LayoutValidation
import SizeClasses

/// One file of a `validate` run, read and ready to lay out: what is known of it before any
/// layout (its failure, its scene-wide problems, its views' ids, its shard part) and the scenes
/// still to lay out, whose layouts are added as they are done.
struct FilePlan {
  /// The file as far as it is checked.
  var file: CheckedFile
  /// The file's path as given (`-` for standard input), for suppressions.
  var path: String
  /// Its scenes to lay out, in order (none for a file that failed).
  var units: [SceneUnit]
  /// The targets its scenes are laid out in: the run's, less the devices of another idiom for
  /// a document made for one kind of device (an iPad-only document is not checked on iPhones).
  var targets: [ValidationTarget] = []
  /// How many of `units` are done and in `file`.
  var finished = 0

  /// Whether every scene is done.
  var isDone: Bool { finished == units.count }

  /// Whether the text report can print each scene as it is done, in the order
  /// and form of the whole file's report: a document's scenes (each its own entry) with names
  /// that tell them apart (the report gathers a scene's layouts by name), or a file of one
  /// scene; in both cases with layouts to report.
  func printsScenes(targets: Int) -> Bool {
    guard targets > 0, !units.isEmpty else { return false }
    if units.allSatisfy({ $0.sceneID != nil }) {
      return Set(units.map(\.name)).count == units.count
    }
    return units.count == 1
  }
}

/// What a worker needs to make each layout ready for its file (`ValidateCommand.finish`).
struct LayoutFinishing: Sendable {
  /// The run's configuration (its suppressions).
  var configuration: ValidationConfiguration
  /// The baseline, if any.
  var baseline: Baseline?
  /// The working directory, against which suppressions' paths are read.
  var cwd: String?
  /// Whether the report draws pictures, and so needs every frame.
  var keepsFrames: Bool

  /// Whether a suppression or the baseline may leave problems out (else every problem is
  /// kept, and none need be asked about).
  var filters: Bool { !configuration.suppressions.isEmpty || baseline != nil }
}

/// One layout made ready for its file by the worker that laid it out.
struct FinishedLayout: Sendable {
  /// The layout, its problems already printed and dropped when `text` is set.
  var layout: CheckedLayout
  /// How many of its problems a suppression or the baseline left out.
  var suppressed: Int
  /// Its problems' numbers in its chain (`PrintedCache`), when the text report prints the
  /// scene as it goes.
  var numbers: [Int32]?
}

/// One scene of a file, to lay out in every target.
struct SceneUnit {
  /// The scene with its variations.
  var scene: AdaptiveScene
  /// Its name in reports.
  var name: String
  /// A document scene's id; nil for a `.scene` file.
  var sceneID: String?
  /// The names a suppression may give the scene: a document scene's id and title.
  var aliases: [String]
  /// The document id of each view, by name.
  var identifiers: [String: String]  // lookups only
}

extension ValidateCommand {
  /// One file read: a failure is written to stderr and recorded, and the run goes on to the
  /// next file; each of its scenes (a `.scene` file has one; a storyboard or xib each of its
  /// scenes, `--scene` picking one, under its `ID "Title"`) planned with its scene-wide problems,
  /// suppressed and baselined ones left out. A scene the engine would refuse in a target fails
  /// the file here, before any layout, so that no scene of it has been reported yet.
  static func plan(
    _ path: String, scene wanted: String? = nil, only: Set<String>? = nil,
    loaded preloaded: SceneLoading? = nil, targets: [ValidationTarget],
    configuration: ValidationConfiguration, baseline: Baseline?, context: CommandContext
  ) -> FilePlan {
    let shown = CommandContext.displayPath(path)
    let (loaded, diagnostics) = preloaded ?? context.sceneLoading(path, scene: wanted)
    context.writeError(diagnostics.map { "\($0.text)\n" }.joined())
    guard let loaded else {
      return FilePlan(file: CheckedFile(path: shown, failure: diagnostics), path: path, units: [])
    }
    var plan = FilePlan(file: CheckedFile(path: shown), path: path, units: [])
    plan.targets = targets
    if let idiom = loaded.first?.idiom {
      plan.targets = targets.filter { target in
        if let device = target.idiom { return device == idiom }
        // A class canvas no such device shows: an iPad's height is never compact; an iPhone
        // is never regular in both width and height.
        switch idiom {
        case .pad: return target.traits.height != .compact
        case .phone: return !(target.traits.width == .regular && target.traits.height == .regular)
        }
      }
    }
    let targets = plan.targets
    var part: ShardPart?
    if only != nil {
      part = ShardPart(scenes: loaded.compactMap { $0.document?.id })
    }
    for item in loaded {
      if let only, let id = item.document?.id, !only.contains(id) { continue }
      let unit = SceneUnit(
        scene: item.scene, name: item.name, sceneID: item.document?.id,
        aliases: item.document.map { [$0.id, $0.title] } ?? [], identifiers: item.identifiers)
      for (name, id) in unit.identifiers where plan.file.identifiers[name] == nil {
        plan.file.identifiers[name] = id
      }
      if let refusal = Validator.refusal(item.scene, targets: targets) {
        let failure = refusal.diagnostics.map(FileDiagnostic.init)
        context.writeError(failure.map { "\($0.text)\n" }.joined())
        var failed = CheckedFile(path: shown, failure: failure)
        failed.shard = part.map {
          var p = $0
          p.failedScene = item.document?.id
          return p
        }
        return FilePlan(file: failed, path: path, units: [])
      }
      var suppressed = 0
      let sceneProblems = Validator.sceneWarnings(item.scene, rules: configuration.rules).filter {
        keep(
          $0, of: unit, path: path, shown: shown, configuration: configuration,
          baseline: baseline, cwd: context.currentDirectory, suppressed: &suppressed)
      }
      plan.file.suppressed += suppressed
      plan.file.problems += sceneProblems
      if unit.sceneID != nil {
        plan.file.sceneWideProblems[unit.name, default: []] += sceneProblems
      }
      if let id = unit.sceneID { part?.checked.append((id, sceneProblems.count)) }
      plan.units.append(unit)
    }
    plan.file.shard = part
    return plan
  }

  /// One layout of a scene made ready for its file, on the worker thread that laid it out:
  /// suppressed and baselined problems left out; without `keepsFrames` (a report that draws no
  /// pictures) no frames, as `Validator.walk` made it; and when the text report prints the
  /// scene as it is done (`prints`), only its problems' numbers in the chain (`PrintedCache`,
  /// which writes each problem's text once a chain) and their counts kept.
  ///
  /// Why here and not when the chain is handed over: a chain's layouts wait for the whole chain
  /// (and a chain for those before it), and on a large scene their problems are most of the
  /// run's memory (a 10,000-view card grid: about 8,000 problems a layout); their numbers are 4
  /// bytes each, and the frames are never needed.
  static func finish(
    _ report: TargetReport, of unit: SceneUnit, path: String, shown: String,
    finishing: LayoutFinishing, prints: Bool, cache: inout PrintedCache
  ) -> FinishedLayout {
    var suppressed = 0
    var report = report
    // In place: the kept problems stay in order, and a layout with nothing suppressed (the
    // usual case) is not copied; without suppressions or a baseline, not even walked.
    if finishing.filters {
      report.problems.removeAll {
        !keep(
          $0, of: unit, path: path, shown: shown, configuration: finishing.configuration,
          baseline: finishing.baseline, cwd: finishing.cwd, suppressed: &suppressed)
      }
    }
    var layout = CheckedLayout(
      scene: unit.name, report: report, sceneID: unit.sceneID, identifiers: unit.identifiers)
    var numbers: [Int32]?
    if prints {
      numbers = cache.numbers(layout.report)
      layout.dropPrinted()
    }
    return FinishedLayout(layout: layout, suppressed: suppressed, numbers: numbers)
  }

  /// Whether a problem is reported: false (and counted in `suppressed`) when a suppression of
  /// the configuration or the baseline covers it. `path` is the file as given, `shown` as
  /// reports name it.
  static func keep(
    _ problem: ValidationProblem, of unit: SceneUnit, path: String, shown: String,
    configuration: ValidationConfiguration, baseline: Baseline?, cwd: String?,
    suppressed: inout Int
  ) -> Bool {
    // Nothing to match against (the usual run): no lookup of the item's id for each of a large
    // layout's thousands of problems.
    if configuration.suppressions.isEmpty && baseline == nil { return true }
    if configuration.suppression(
      for: problem, path: path, scene: unit.name, cwd: cwd,
      itemID: unit.identifiers[problem.item], sceneAliases: unit.aliases) != nil
      || baseline?.contains(problem, file: shown) == true
    {
      suppressed += 1
      return false
    }
    return true
  }
}
