import AdaptiveLayout
import SizeClasses
import TraitDiff

/// Validation cut into independent pieces, for running on several cores: the targets split
/// into a few chains, each walked by its own live engine, so that each chain keeps the
/// incremental path (one trait change to the next) and only a few engines are alive at once.
extension Validator {
  /// How many targets a chain holds at least. A chain starts on a fresh engine, which on a
  /// small scene costs about 25 incremental steps (the bundled scenes: 8 chains of 12 cost 25%
  /// more instructions than one walk, 4 chains of 24 about 10%).
  public static let minimumChainLength = 16
  /// How many chains a scene's targets are cut into at most: enough to keep a CI machine's
  /// cores busy on one scene (several files keep more busy), few enough that most targets are
  /// reached incrementally.
  public static let maximumChainCount = 4

  /// The targets' indices cut into consecutive chains: at most `maximumChainCount`, each at
  /// least `minimumChainLength` long (one chain for a short list), lengths differing by at most
  /// one.
  ///
  /// The cut depends on the number of targets alone, never on how many threads run them: each
  /// chain starts on a fresh engine, so a cut that followed the core count could make the
  /// output (an ambiguous view's frame, which depends on the solver's history) follow it too.
  public static func chains(count: Int) -> [Range<Int>] {
    guard count > 0 else { return [] }
    let n = max(1, min(maximumChainCount, count / minimumChainLength))
    return (0..<n).map { i in (i * count / n)..<((i + 1) * count / n) }
  }

  /// The warnings about the scene as a whole, which no layout is needed for: constraints
  /// installed in no class (`never-installed`), when that rule is on.
  public static func sceneWarnings(_ scene: AdaptiveScene, rules: RuleSeverities = RuleSeverities())
    -> [ValidationProblem]
  {
    guard let severity = rules[.neverInstalled].diagnosticSeverity else { return [] }
    return scene.constraintsInstalledInNoClass.map { c in
      ValidationProblem(
        .neverInstalled, severity, at: c.description.location,
        "'\(c.description.displayName)' is installed in no size class",
        item: c.description.displayName)
    }
  }

  /// Why the engine would refuse the scene in one of the targets: the diagnostics of the first
  /// target (in order) whose resolution breaks Auto Layout's rules, or nil when every target
  /// can be laid out.
  ///
  /// An engine refuses a resolved scene exactly when `Scene.validate()` finds a problem in it,
  /// whatever the environment, so after a nil here no chain of these targets throws: a caller
  /// can stream one scene's results before the next is done without a later scene of the same
  /// file turning the file into a failure. Loaders check every class, so only a model that
  /// disagrees with them gets a refusal.
  public static func refusal(_ scene: AdaptiveScene, targets: [ValidationTarget])
    -> SceneValidationError?
  {
    // Classes that resolve the scene alike give the same scene and so the same diagnostics:
    // one check for each distinct resolution (two for a grid that varies only for hC).
    let alike = VariationClasses(scene)
    var seen: Set<Int> = []  // membership only
    for target in targets where seen.insert(alike.key(for: target.traits)).inserted {
      let diagnostics = scene.resolved(for: target.traits).scene.validate()
      if !diagnostics.isEmpty { return SceneValidationError(diagnostics: diagnostics) }
    }
    return nil
  }

  /// The reports of one chain of targets, in order, walked by one live engine from the first
  /// target (laid out afresh) to the others in `visitOrder`; `progress` is told after each
  /// target. What `validate` does for the whole list, without the scene-wide warnings.
  public static func walk(
    _ scene: AdaptiveScene, targets: ArraySlice<ValidationTarget>,
    rules: RuleSeverities = RuleSeverities(), progress: () -> Void = {}
  ) throws(SceneValidationError) -> [TargetReport] {
    try walk(scene, targets: targets, rules: rules, progress: progress) { $0 }
  }

  /// `walk`, handing each report to `finish` as soon as it is made and keeping only what
  /// `finish` returns, in list order. Without `keepsFrames` the reports carry no frames (for a
  /// report that draws no pictures).
  ///
  /// Why: a chain's reports wait until the chain is done (it visits its targets out of list
  /// order), and on a large scene they are most of a run's memory (a 10,000-view card grid: about
  /// 8,000 problems and 10,000 frames a layout, 24 layouts a chain); a caller that only prints a
  /// layout's problems can keep their text instead.
  public static func walk<Finished>(
    _ scene: AdaptiveScene, targets: ArraySlice<ValidationTarget>,
    rules: RuleSeverities = RuleSeverities(), keepsFrames: Bool = true,
    progress: () -> Void = {}, finish: (TargetReport) -> Finished
  ) throws(SceneValidationError) -> [Finished] {
    do {
      return try walk(
        scene, targets: targets,
        order: visitOrder(targets, resolution: VariationClasses(scene).key), rules: rules,
        keepsFrames: keepsFrames, progress, finish: finish)
    } catch {
      // The error the walk in list order would have met first: the first target the engine
      // refuses (every target before it is laid out), whichever the visit met.
      throw refusal(scene, targets: Array(targets)) ?? error
    }
  }

  /// The order a chain's targets are visited in: its first target, then the rest in its
  /// direction before the other; within a direction, the targets of the first target's
  /// resolution (`resolution`: equal for size classes that resolve the scene alike,
  /// `VariationClasses.key(for:)`) before the others, by resolution; then by root width, then
  /// height, then list order.
  ///
  /// Why by resolution: a size-class change re-resolves the scene, and one that installs,
  /// uninstalls or re-arranges many views costs much more than a change of size. By width
  /// alone, phones' portrait and landscape widths interleave the classes: a storyboard of 333
  /// two-label stacks whose second label compact height uninstalls uninstalled and installed them
  /// 10 times each in 4 chains, and grouped 4 times each (validating it: 6.33 G -> 3.21 G
  /// instructions; the card grid whose heights vary for hC, +0.2%).
  ///
  /// Why by width: a root size change that crosses a width where many views change state (the
  /// labels of a card grid compressed below 872 points, free above) repairs one row per such
  /// view, and each repair also rewrote the long objective row of their priority level, so
  /// one crossing cost about views² (`Docs/solver.md`, "Crossings"). Device profiles come by
  /// device, a phone's landscape width after its portrait one, and the list crossed such a
  /// width at almost every other device (a 3,000-view card grid: 7.5 G instructions in root
  /// size changes, x5.2 for x3 the views). By width, a chain crosses each such width once per
  /// resolution. A target's report does not depend on the path (see `Validator`), so the
  /// order changes only the cost.
  static func visitOrder(
    _ targets: ArraySlice<ValidationTarget>, resolution: (SizeClassPair) -> Int = { _ in 0 }
  ) -> [Int] {
    guard let first = targets.indices.first else { return [] }
    let direction = targets[first].isRightToLeft
    let group = resolution(targets[first].traits)
    func key(_ i: Int) -> (Int, Int, Int, Double, Double) {
      let size = targets[i].environment.rootSize
      let g = resolution(targets[i].traits)
      return (
        targets[i].isRightToLeft == direction ? 0 : 1, g == group ? 0 : 1, g, size.width,
        size.height
      )
    }
    let rest = targets.indices.dropFirst().sorted { a, b in
      key(a) != key(b) ? key(a) < key(b) : a < b
    }
    return [first] + rest
  }

  /// `walk` visiting the targets in `order` (indices of `targets`, the first one first); the
  /// finished reports come back in list order.
  static func walk<Finished>(
    _ scene: AdaptiveScene, targets: ArraySlice<ValidationTarget>, order: [Int],
    rules: RuleSeverities, keepsFrames: Bool, _ progress: () -> Void,
    finish: (TargetReport) -> Finished
  ) throws(SceneValidationError) -> [Finished] {
    guard let start = order.first else { return [] }
    let first = targets[start]
    var live = try LiveScene(scene, traits: first.traits, environment: first.environment)
    var reports: [Finished?] = Array(repeating: nil, count: targets.count)
    // Whether the reports say if a layout is ambiguous (the rule is on), and the last one did.
    let checksAmbiguity = rules.isEnabled(.ambiguousLayout)
    var lastAmbiguous = false
    // The size classes in which an engine broke a constraint (membership only).
    var conflictedTraits: Set<SizeClassPair> = []
    var previous = first
    for i in order {
      let target = targets[i]
      // Whether `live` was laid out afresh for this target: the chain's first, after a refused
      // change, after an ambiguous target, or in a size class that conflicted.
      var fresh = i == start
      if !fresh
        && (conflictedTraits.contains(target.traits) || lastAmbiguous && checksAmbiguity)
      {
        // After an ambiguous target the next is most likely ambiguous too (the same
        // constraints in another size), as a target in a size class that conflicted before
        // most likely conflicts again, and its report wants a fresh engine: lay it out afresh
        // at once rather than change the live engine and ask it first; the walk goes on from
        // there. A fresh engine's report is right either way: the guess only saves work. It
        // saves much for a conflict: changing a live engine into a layout with thousands of
        // conflicts repairs one long row per refused constraint (a size class that swaps
        // 2,000 pairs of views into conflicts: 70 s to validate, 47% of it in such changes).
        live = try LiveScene(scene, traits: target.traits, environment: target.environment)
        fresh = true
      } else if !fresh && target.isRightToLeft != previous.isRightToLeft {
        // A change of direction re-derives every constraint on a leading or trailing edge:
        // most of a layout's horizontal constraints leave the solver and come back, and each
        // removal re-optimizes over whole objective rows, which grows faster than the layout
        // (the right-to-left switch was most of validating a 3,000-view card grid). A fresh
        // build is linear; targets come left to right first, so a walk switches once at most.
        live = try LiveScene(scene, traits: target.traits, environment: target.environment)
        fresh = true
      } else if !fresh {
        do {
          try live.change(to: target.traits, environment: target.environment)
        } catch {
          // A change the engine refuses (SceneLoader checks every class, so only if the model
          // disagrees) leaves the live scene half changed: start again from this target.
          live = try LiveScene(scene, traits: target.traits, environment: target.environment)
          fresh = true
        }
      }
      var engine = live.engine
      if !engine.conflicts.isEmpty { conflictedTraits.insert(target.traits) }
      // A layout with a conflict or an ambiguity is reported from a fresh engine: which
      // constraint the engine breaks, and where an ambiguous view lands, depend on the solver's
      // history, and a target's report must not depend on which targets came before it (nor on
      // where a chain starts). A layout with neither has one solution, whatever the path.
      var known: [AxisAmbiguity]?
      if !fresh {
        if engine.conflicts.isEmpty && engine.ambiguities().isEmpty {
          known = []  // fixed: the report need not ask again
        } else {
          // `live` was just changed to this target's traits: its resolution is the one.
          engine = try LayoutEngine(scene: live.resolved.scene, environment: target.environment)
        }
      }
      let made = report(
        target, engine: engine, resolved: live.resolved, rules: rules, keepsFrames: keepsFrames,
        ambiguities: known)
      lastAmbiguous = made.problems.contains { $0.rule == .ambiguousLayout }
      reports[i - targets.startIndex] = finish(made)
      previous = target
      progress()
    }
    return reports.compactMap { $0 }
  }
}
