import AdaptiveLayout
import SizeClasses

/// An `AdaptiveScene` laid out in a live engine that follows trait and size changes
/// incrementally: what a rotation or an iPad split-view resize does to a running app.
///
/// ```swift
/// let live = try LiveScene(scene, traits: portrait.sizeClass, environment: portraitEnvironment)
/// let diff = try live.change(to: landscape.sizeClass, environment: landscapeEnvironment)
/// live.engine.viewFrames   // the landscape layout, never rebuilt
/// ```
public final class LiveScene {
  /// The scene with all its variations.
  public let scene: AdaptiveScene
  /// The resolution in force.
  public private(set) var resolved: ResolvedScene
  /// The live engine.
  public let engine: LayoutEngine
  /// The engine's ID of each installed constraint, by its index in `scene.constraints` (nil
  /// for one not installed). An array, not a table keyed by index: a class change reads the
  /// IDs of its changed constraints in index order, so a walk along it, where the table's
  /// lookups (hashed, scattered over a table as large as the scene) missed the cache each.
  private var ids: [ConstraintID?]
  /// Which trait pairs resolve `scene` alike: a change between two of them changes no value.
  private let alike: VariationClasses
  /// The resolution in force before the last change of resolution, with its key
  /// (`VariationClasses.key(for:)`): a walk that goes back and forth between two resolutions
  /// (validate's targets by width alternate hR and hC as phones turn) resolves each once. One
  /// kept, not every one met, and no diffs: a resolution of a 10,000-view scene is megabytes,
  /// and a diff is cheaper to make again than a resolution (it copies only what changed).
  private var previous: (key: Int, resolved: ResolvedScene)?

  /// Resolves `scene` for `traits` and lays it out.
  public init(_ scene: AdaptiveScene, traits: SizeClassPair, environment: LayoutEnvironment)
    throws(SceneValidationError)
  {
    self.scene = scene
    self.resolved = scene.resolved(for: traits)
    self.alike = VariationClasses(scene)
    self.engine = try LayoutEngine(scene: resolved.scene, environment: environment)
    ids = Array(repeating: nil, count: scene.constraints.count)
    // The engine numbers constraints in the scene's order.
    for (index, id) in zip(resolved.constraintSources, engine.constraintIDs) { ids[index] = id }
  }

  /// Moves to new traits and environment, applying only what differs, in UIKit's safe order:
  /// deactivate constraints, remove views, change constants and priorities and view properties,
  /// add views, activate constraints — deactivating first, as activating first is how apps meet
  /// conflicts — then move the root's size and safe area by changing their required constraints
  /// in place. The solver is never rebuilt.
  ///
  /// - Returns: the diff that was applied.
  /// - Throws: `LayoutEngineError` for a change the engine refuses (a constraint that breaks
  ///   Auto Layout's rules in the new class; `SceneLoader` reports those in advance).
  @discardableResult
  public func change(to traits: SizeClassPair, environment: LayoutEnvironment)
    throws(LayoutEngineError) -> SceneDiff
  {
    // Traits that refine the same of the scene's variation classes resolve to the same scene
    // (`VariationClasses`), so nothing but the environment changes: no second resolution and
    // no diff of every constraint against itself (validate visits many devices of one class
    // in a row, and a scene that varies only by height resolves wC and wR alike).
    let key = alike.key(for: traits)
    let currentKey = alike.key(for: resolved.traits)
    let same = key == currentKey
    // Back to the resolution before: the same scene (the same key), not resolved again.
    var next =
      same
      ? resolved
      : previous.flatMap { $0.key == key ? $0.resolved : nil }
        ?? scene.resolved(for: traits)
    next.traits = traits
    let diff = same ? SceneDiff() : SceneDiff(from: resolved, to: next)
    let left = same ? previous : (currentKey, resolved)
    for entry in diff.uninstalledConstraints {
      if let id = ids[entry.index] {
        ids[entry.index] = nil
        try engine.uninstall(id)
      }
    }
    engine.uninstallViews(named: diff.uninstalledViews.reversed().map(\.name))
    var constants: [(constant: Double, id: ConstraintID)] = []
    for change in diff.changedConstraints {
      guard let id = ids[change.index] else { continue }
      if change.old.priority != change.new.priority {
        try engine.setPriority(change.new.priority, of: id)
      }
      if change.old.constant != change.new.constant {
        constants.append((change.new.constant, id))
      }
    }
    // All at once: one repair moves each view once, however many constants changed above it.
    if !constants.isEmpty { try engine.setConstants(constants) }
    // Intrinsic sizes all at once, for the same reason: a row of labels whose widths vary by
    // class moved each label once per label before it, one size at a time.
    let sizes = diff.changedViews.filter { $0.properties.contains(.intrinsicContentSize) }
    if !sizes.isEmpty {
      try engine.setIntrinsicContentSizes(sizes.map { ($0.new.intrinsicContentSize, $0.new.name) })
    }
    for change in diff.changedViews {
      try apply(change)
    }
    // Each view's place in the new resolution (the first view of a name, as a search would
    // find it), looked up rather than searched for: many views installed at once stay linear.
    var position: [String: Int] = [:]  // lookups only
    if !diff.installedViews.isEmpty {
      for (index, view) in next.scene.views.enumerated() where position[view.name] == nil {
        position[view.name] = index
      }
    }
    for view in diff.installedViews {
      // At its place in declaration order: earlier views are already in place, so its index in
      // the new resolution is where it goes.
      try engine.installView(view, at: position[view.name])
    }
    // Stacks once every view they arrange is installed: their generated constraints change
    // like any others (an axis flip replaces them, a new spacing moves in place).
    for change in diff.changedViews where change.properties.contains(.stack) {
      try engine.setStack(change.new.stack, ofView: change.new.name)
    }
    for view in diff.installedViews where view.stack != nil {
      try engine.setStack(view.stack, ofView: view.name)
    }
    for entry in diff.installedConstraints {
      ids[entry.index] = try engine.install(entry.constraint)
    }
    // Proportional stacks that measure a nested view by its fitting size: anything inside it
    // may have changed above. A fitting size reads nothing of the environment but the
    // direction, and a change of direction re-fits them all (`setRightToLeft`, from
    // `setEnvironment` below): so only a changed scene in the same direction re-fits here, not
    // a scene that did not change (another device of the same classes), nor one about to be
    // re-fitted in the other direction. (A constraint inside a nested stack changed directly on
    // `engine` is not followed here, as it is not followed anywhere.)
    if !diff.isEmpty && environment.isRightToLeft == engine.environment.isRightToLeft {
      engine.rearrangeFittedStacks()
    }
    engine.setEnvironment(environment)
    resolved = next
    previous = left
    return diff
  }

  private func apply(_ change: SceneDiff.ViewChange) throws(LayoutEngineError) {
    let name = change.new.name
    let v = change.new
    for property in change.properties {
      switch property {
      case .intrinsicContentSize: break  // for every view at once, in `change(to:environment:)`
      case .contentHugging: try engine.setContentHugging(v.contentHugging, ofView: name)
      case .compressionResistance:
        try engine.setCompressionResistance(v.compressionResistance, ofView: name)
      case .baseline: try engine.setBaseline(v.baseline, ofView: name)
      case .layoutMargins: try engine.setLayoutMargins(v.layoutMargins, ofView: name)
      case .isHidden: try engine.setHidden(v.isHidden, ofView: name)
      case .stack: break  // after views are installed, in `change(to:environment:)`
      }
    }
  }
}
