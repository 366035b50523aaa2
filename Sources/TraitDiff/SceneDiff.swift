import AdaptiveLayout
import SizeClasses

/// What changes between two resolutions of one `AdaptiveScene`: the constraints and views
/// uninstalled and installed, and those that stay but change.
///
/// Every list is in declaration order, so a diff prints the same every time; each constraint
/// carries its name and source location. A constraint whose priority crosses between required and
/// optional is uninstalled and installed again, as UIKit forbids that change on a live
/// constraint.
public struct SceneDiff: Sendable, Equatable {
  /// A constraint of the `AdaptiveScene`, by its index there.
  public struct ConstraintEntry: Sendable, Equatable {
    /// Its index in the `AdaptiveScene`'s constraints: the identity across classes.
    public var index: Int
    /// The constraint as resolved (in the old state for an uninstall, the new one otherwise).
    public var constraint: ConstraintDescription
  }

  /// A constraint installed in both states whose constant or priority differs.
  public struct ConstraintChange: Sendable, Equatable {
    /// Its index in the `AdaptiveScene`'s constraints.
    public var index: Int
    /// Before.
    public var old: ConstraintDescription
    /// After.
    public var new: ConstraintDescription
  }

  /// A view installed in both states whose properties differ.
  public struct ViewChange: Sendable, Equatable {
    /// Before.
    public var old: ViewDescription
    /// After.
    public var new: ViewDescription
    /// The properties that differ, in this order.
    public var properties: [ViewProperty]
  }

  /// A per-class view property.
  public enum ViewProperty: String, Sendable, Equatable, CaseIterable {
    case intrinsicContentSize = "intrinsic"
    case contentHugging = "hugging"
    case compressionResistance = "resistance"
    case baseline
    case layoutMargins = "margins"
    case isHidden = "hidden"
    /// The stack: axis, distribution, alignment, spacing, flags or arranged subviews.
    case stack
  }

  /// Constraints installed before and not after.
  public var uninstalledConstraints: [ConstraintEntry] = []
  /// Constraints installed after and not before.
  public var installedConstraints: [ConstraintEntry] = []
  /// Constraints in both whose constant or priority changed.
  public var changedConstraints: [ConstraintChange] = []
  /// Views installed before and not after.
  public var uninstalledViews: [ViewDescription] = []
  /// Views installed after and not before.
  public var installedViews: [ViewDescription] = []
  /// Views in both whose properties changed.
  public var changedViews: [ViewChange] = []

  /// Whether nothing changes.
  public var isEmpty: Bool {
    uninstalledConstraints.isEmpty && installedConstraints.isEmpty && changedConstraints.isEmpty
      && uninstalledViews.isEmpty && installedViews.isEmpty && changedViews.isEmpty
  }

  /// No change.
  init() {}

  /// The diff from `old` to `new`, two resolutions of the same `AdaptiveScene`.
  /// - Complexity: O(views + constraints).
  public init(from old: ResolvedScene, to new: ResolvedScene) {
    if Self.isIncreasing(old.constraintSources) && Self.isIncreasing(new.constraintSources) {
      diffConstraintsInOrder(old, new)
    } else {
      diffConstraintsByIndex(old, new)
    }
    let (oldViews, newViews) = (old.scene.views, new.scene.views)
    if oldViews.count == newViews.count
      && oldViews.indices.allSatisfy({ oldViews[$0].name == newViews[$0].name })
    {
      // The same views at the same places (the usual case: classes that install or remove no
      // view): each is compared with its own, with no table of names. (Names are unique in
      // any scene an engine accepts, so this is the by-name diff.) Over the storage, as the
      // constraints are (`walkInOrder`): `zip`'s iterator or an array's subscript hands out
      // a copy of both views (a dozen references retained and released); a view is copied
      // only into a change.
      oldViews.withUnsafeBufferPointer { before in
        newViews.withUnsafeBufferPointer { after in
          for i in before.indices { diffView(before, after, at: i) }
        }
      }
    } else {
      diffViewsByName(old, new)
    }
  }

  /// Whether `sources` increase strictly, as `AdaptiveScene.resolved(for:)` makes them.
  private static func isIncreasing(_ sources: [Int]) -> Bool {
    zip(sources, sources.dropFirst()).allSatisfy { $0 < $1 }
  }

  /// The constraints' diff when both resolutions list them in increasing source order (every
  /// resolution `AdaptiveScene` makes): one walk down both lists, which meet at each index both
  /// hold. Why: the general path below keys a copy of every constraint of both resolutions by
  /// its index, and on a large scene those tables and copies were a fifth of `validate`'s time
  /// (a 10,000-view card grid, every target a diff). The lists come out the same: uninstalled
  /// and changed ones in the old order, installed ones in the new (increasing) order.
  private mutating func diffConstraintsInOrder(_ old: ResolvedScene, _ new: ResolvedScene) {
    let (oldSources, newSources) = (old.constraintSources, new.constraintSources)
    old.scene.constraints.withUnsafeBufferPointer { oldConstraints in
      new.scene.constraints.withUnsafeBufferPointer { newConstraints in
        walkInOrder(oldSources, oldConstraints, newSources, newConstraints)
      }
    }
  }

  /// `diffConstraintsInOrder`'s walk over the two lists' storage. Why buffers: an array's
  /// element compared (`!=`) or asked a property is copied first — five references retained
  /// and released, twice per constraint of a 10,000-view scene per diff, where most constraints
  /// did not change — while a buffer's element is read where it lies. Only the constraints
  /// that go into the diff are copied.
  private mutating func walkInOrder(
    _ oldSources: [Int], _ oldConstraints: UnsafeBufferPointer<ConstraintDescription>,
    _ newSources: [Int], _ newConstraints: UnsafeBufferPointer<ConstraintDescription>
  ) {
    var j = 0
    for (i, index) in oldSources.enumerated() {
      while j < newSources.count && newSources[j] < index {
        installedConstraints.append(
          ConstraintEntry(index: newSources[j], constraint: newConstraints[j]))
        j += 1
      }
      guard j < newSources.count, newSources[j] == index else {
        uninstalledConstraints.append(ConstraintEntry(index: index, constraint: oldConstraints[i]))
        continue
      }
      let k = j
      j += 1
      if oldConstraints[i].isRequired != newConstraints[k].isRequired {
        uninstalledConstraints.append(ConstraintEntry(index: index, constraint: oldConstraints[i]))
        installedConstraints.append(ConstraintEntry(index: index, constraint: newConstraints[k]))
      } else if !Self.same(oldConstraints, i, newConstraints, k) {
        changedConstraints.append(
          ConstraintChange(index: index, old: oldConstraints[i], new: newConstraints[k]))
      }
    }
    while j < newSources.count {
      installedConstraints.append(
        ConstraintEntry(index: newSources[j], constraint: newConstraints[j]))
      j += 1
    }
  }

  /// Whether two constraints in the lists' storage are equal (`==`), compared field by field
  /// where they lie: `==` itself takes copies of both (its callers hand it values, and a
  /// buffer's element is copied to be one), and this runs for every constraint both
  /// resolutions install. The debug check keeps it `==` if `ConstraintDescription` gains a
  /// field.
  private static func same(
    _ a: UnsafeBufferPointer<ConstraintDescription>, _ i: Int,
    _ b: UnsafeBufferPointer<ConstraintDescription>, _ k: Int
  ) -> Bool {
    let same =
      a[i].constant == b[k].constant && a[i].priority == b[k].priority
      && a[i].multiplier == b[k].multiplier && a[i].relation == b[k].relation
      && a[i].first.attribute == b[k].first.attribute && a[i].first.name == b[k].first.name
      && a[i].second?.attribute == b[k].second?.attribute
      && a[i].second?.name == b[k].second?.name && a[i].name == b[k].name
      && a[i].location.line == b[k].location.line
      && a[i].location.column == b[k].location.column
      && a[i].location.path == b[k].location.path
    assert(same == (a[i] == b[k]), "SceneDiff.same disagrees with ==")
    return same
  }

  /// The constraints' diff for resolutions in any order, by tables keyed by source index.
  private mutating func diffConstraintsByIndex(_ old: ResolvedScene, _ new: ResolvedScene) {
    var oldByIndex: [Int: ConstraintDescription] = [:]  // lookups only
    for (i, c) in zip(old.constraintSources, old.scene.constraints) { oldByIndex[i] = c }
    var newByIndex: [Int: ConstraintDescription] = [:]  // lookups only
    for (i, c) in zip(new.constraintSources, new.scene.constraints) { newByIndex[i] = c }
    for (i, c) in zip(old.constraintSources, old.scene.constraints) {
      guard let replacement = newByIndex[i] else {
        uninstalledConstraints.append(ConstraintEntry(index: i, constraint: c))
        continue
      }
      if c.isRequired != replacement.isRequired {
        uninstalledConstraints.append(ConstraintEntry(index: i, constraint: c))
      } else if c != replacement {
        changedConstraints.append(ConstraintChange(index: i, old: c, new: replacement))
      }
    }
    for (i, c) in zip(new.constraintSources, new.scene.constraints) {
      if let before = oldByIndex[i], before.isRequired == c.isRequired { continue }
      installedConstraints.append(ConstraintEntry(index: i, constraint: c))
    }
    installedConstraints.sort { $0.index < $1.index }
  }

  /// The views' diff by name, for resolutions that install different views.
  private mutating func diffViewsByName(_ old: ResolvedScene, _ new: ResolvedScene) {
    var oldViews: [String: ViewDescription] = [:]  // lookups only
    for v in old.scene.views { oldViews[v.name] = v }
    let newNames = Set(new.scene.views.map(\.name))  // membership only
    uninstalledViews = old.scene.views.filter { !newNames.contains($0.name) }
    for v in new.scene.views {
      guard let before = oldViews[v.name] else {
        installedViews.append(v)
        continue
      }
      diffView(before, v)
    }
  }

  /// `diffView` for the views at `i` of two lists' storage, each property compared where it
  /// lies: the views are copied only when they differ (passing them on copied both).
  private mutating func diffView(
    _ before: UnsafeBufferPointer<ViewDescription>, _ after: UnsafeBufferPointer<ViewDescription>,
    at i: Int
  ) {
    let differ =
      before[i].intrinsicContentSize != after[i].intrinsicContentSize
      || before[i].contentHugging != after[i].contentHugging
      || before[i].compressionResistance != after[i].compressionResistance
      || before[i].baseline != after[i].baseline
      || before[i].layoutMargins != after[i].layoutMargins
      || before[i].isHidden != after[i].isHidden || before[i].stack != after[i].stack
    // By hand too, checked against every case in debug builds (see `differs`).
    assert(differ == ViewProperty.allCases.contains { Self.differs($0, before[i], after[i]) })
    guard differ else { return }
    diffView(before[i], after[i])
  }

  /// Whether `a` and `b` differ in `property`: the exhaustive form of the comparisons
  /// `diffView` makes one by one.
  private static func differs(
    _ property: ViewProperty, _ a: ViewDescription, _ b: ViewDescription
  ) -> Bool {
    switch property {
    case .intrinsicContentSize: a.intrinsicContentSize != b.intrinsicContentSize
    case .contentHugging: a.contentHugging != b.contentHugging
    case .compressionResistance: a.compressionResistance != b.compressionResistance
    case .baseline: a.baseline != b.baseline
    case .layoutMargins: a.layoutMargins != b.layoutMargins
    case .isHidden: a.isHidden != b.isHidden
    case .stack: a.stack != b.stack
    }
  }

  /// Records how a view installed in both states changed, if it did.
  private mutating func diffView(_ before: ViewDescription, _ v: ViewDescription) {
    // Appended in `ViewProperty`'s order; no list at all for a view that did not change (most
    // of them: the list of all cases and its filtered copy were two allocations a view).
    var properties: [ViewProperty] = []
    if before.intrinsicContentSize != v.intrinsicContentSize {
      properties.append(.intrinsicContentSize)
    }
    if before.contentHugging != v.contentHugging { properties.append(.contentHugging) }
    if before.compressionResistance != v.compressionResistance {
      properties.append(.compressionResistance)
    }
    if before.baseline != v.baseline { properties.append(.baseline) }
    if before.layoutMargins != v.layoutMargins { properties.append(.layoutMargins) }
    if before.isHidden != v.isHidden { properties.append(.isHidden) }
    if before.stack != v.stack { properties.append(.stack) }
    // The lists above by hand, checked against every case (a new property that they miss
    // fails here in debug builds, and one that `differs` misses does not compile).
    assert(properties == ViewProperty.allCases.filter { Self.differs($0, before, v) })
    if !properties.isEmpty {
      changedViews.append(ViewChange(old: before, new: v, properties: properties))
    }
  }
}
