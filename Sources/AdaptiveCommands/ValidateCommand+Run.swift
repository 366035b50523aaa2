import AdaptiveLayout
import LayoutValidation
import SizeClasses

extension ValidateCommand {
  /// One piece of work for a thread: one chain of one scene's targets, walked by its own live
  /// engine.
  struct ChainTask: Sendable {
    /// The scene's number among all the run's scenes.
    var unit: Int
    /// The scene.
    var scene: AdaptiveScene
    /// The chain's targets, in order.
    var targets: ArraySlice<ValidationTarget>
    /// The rules to check.
    var rules: RuleSeverities
    /// Whether the reports keep their frames (the report draws pictures).
    var keepsFrames: Bool
    /// What makes each report ready for its file, on this chain's thread
    /// (`ValidateCommand.finish`).
    var finish: @Sendable (TargetReport, inout PrintedCache) -> FinishedLayout

    /// The chain's layouts, or why the engine refused the scene.
    @Sendable func run(meter: ProgressMeter) -> Result<FinishedChain, SceneValidationError> {
      // A file none of whose targets applies (an iPad-only document in a run of iPhones).
      if targets.isEmpty { return .success(FinishedChain(layouts: [], problems: [])) }
      var cache = PrintedCache(targets: targets)
      return Result { () throws(SceneValidationError) in
        let layouts = try Validator.walk(
          scene, targets: targets, rules: rules, keepsFrames: keepsFrames,
          progress: { meter.advance() }, finish: { finish($0, &cache) })
        return FinishedChain(layouts: layouts, problems: cache.problems)
      }
    }
  }

  /// One chain's layouts, made ready for their file, and the problems their numbers stand for
  /// (`FinishedLayout.numbers`; empty when the scene is not printed as it goes).
  struct FinishedChain: Sendable {
    var layouts: [FinishedLayout]
    var problems: [ValidationProblem]
  }

  /// Lays out every planned scene in every target on `jobs` threads, each scene cut into the
  /// chains `Validator.chains` gives (so the output never depends on `jobs`), and hands back
  /// the results on this thread in order: each layout, made ready for its file on its chain's
  /// thread (`finish`, with `finishing`), goes into its file in target order, `done` takes each
  /// file once all its scenes are in, in file order; `stream` prints each piece as soon as it
  /// and everything before it are done.
  static func validate(
    _ plans: inout [FilePlan], targets: [ValidationTarget], rules: RuleSeverities, jobs: Int,
    meter: ProgressMeter, stream: ReportStream?, writeError: (String) -> Void,
    finishing: LayoutFinishing, done: (FilePlan) -> Void
  ) {
    var units: [(file: Int, unit: Int)] = []
    for (f, plan) in plans.enumerated() {
      for u in plan.units.indices { units.append((f, u)) }
    }
    meter.setTotal(units.reduce(0) { $0 + plans[$1.file].targets.count })
    let printsScenes = plans.map {
      stream?.printsScenes == true && $0.printsScenes(targets: $0.targets.count)
    }
    var nextFile = 0
    // The problems of the scene being printed, each once (scenes are delivered one after
    // another, each's chains in order).
    var groups = TextProblemGroups(layoutCount: 0, ids: [:])
    func flush() {
      while nextFile < plans.count && plans[nextFile].isDone {
        stream?.file(plans[nextFile].file, scenesPrinted: printsScenes[nextFile])
        done(plans[nextFile])
        nextFile += 1
      }
    }
    // One chain of scene `g` done: `first` and `last` say whether it is the scene's first and
    // last chain.
    func chainDone(
      _ g: Int, _ result: Result<FinishedChain, SceneValidationError>, first: Bool, last: Bool
    ) {
      let (f, u) = units[g]
      let unit = plans[f].units[u]
      let prints = printsScenes[f] && plans[f].file.failure == nil
      if first && prints {
        stream?.sceneStart(unit, of: plans[f].file)
        groups = TextProblemGroups(
          layoutCount: plans[f].targets.count,
          ids: unit.sceneID != nil ? unit.identifiers : [:])
      }
      switch result {
      case .success(let finished):
        guard plans[f].file.failure == nil else { break }
        // Each chain numbers its problems afresh (`PrintedCache`).
        if prints { groups.startChain(finished.problems) }
        for piece in finished.layouts {
          plans[f].file.layouts.append(piece.layout)
          plans[f].file.suppressed += piece.suppressed
          // Each problem kept once, however many layouts have it; only the counts of the
          // layout are read again (the summaries and the total).
          if prints, let numbers = piece.numbers {
            TextReporter.add(piece.layout, numbers: numbers, to: &groups)
          }
        }
      case .failure(let error):
        // Not reached: `plan` asked `Validator.refusal`, which finds whatever the engine would
        // refuse in these targets. Were it reached, the file fails as a refused scene does.
        guard plans[f].file.failure == nil else { break }
        let failure = error.diagnostics.map(FileDiagnostic.init)
        writeError(failure.map { "\($0.text)\n" }.joined())
        plans[f].fail(failure, scene: unit.sceneID)
      }
      guard last else { return }
      if prints {
        stream?.sceneEnd(unit, of: plans[f].file, problems: groups)
        groups = TextProblemGroups(layoutCount: 0, ids: [:])
      }
      plans[f].finished += 1
      flush()
    }
    flush()
    var tasks: [ChainTask] = []
    for (g, (f, u)) in units.enumerated() {
      // Each file's own targets (`FilePlan.targets`), cut into chains the same way whatever
      // `jobs` is.
      let targets = plans[f].targets
      // No targets: one empty chain, so the scene is done with no layouts in its turn.
      let chains = targets.isEmpty ? [0..<0] : Validator.chains(count: targets.count)
      let unit = plans[f].units[u]
      let (path, shown, prints) = (plans[f].path, plans[f].file.path, printsScenes[f])
      let finish: @Sendable (TargetReport, inout PrintedCache) -> FinishedLayout = {
        report, cache in
        Self.finish(
          report, of: unit, path: path, shown: shown, finishing: finishing, prints: prints,
          cache: &cache)
      }
      for chain in chains {
        tasks.append(
          ChainTask(
            unit: g, scene: unit.scene, targets: targets[chain], rules: rules,
            keepsFrames: finishing.keepsFrames, finish: finish))
      }
    }
    let work = tasks
    OrderedWorkers.run(
      count: work.count, jobs: jobs, work: { work[$0].run(meter: meter) }, idle: meter.refresh,
      deliver: { i, result in
        chainDone(
          work[i].unit, result, first: i == 0 || work[i - 1].unit != work[i].unit,
          last: i + 1 == work.count || work[i + 1].unit != work[i].unit)
      })
  }
}

extension FilePlan {
  /// Turns the file into one that could not be checked: the engine refused one of its scenes.
  mutating func fail(_ diagnostics: [FileDiagnostic], scene: String?) {
    var failed = CheckedFile(path: file.path, failure: diagnostics)
    failed.shard = file.shard.map {
      var part = $0
      part.failedScene = scene
      return part
    }
    file = failed
  }
}
