/// Auto Layout's rules for scenes, checked before anything reaches the solver.
///
/// Every problem gets one located diagnostic, and all are collected, sorted by location:
/// - a size related to a location, a vertical location related to a horizontal one (sizes may
///   relate across axes: aspect ratios), leading or trailing related to left or right;
/// - a location given a constant-only value, a multiplier of 0 on a location;
/// - an item that is neither a view nor a guide, an attribute a layout guide does not have, two
///   items with no common ancestor, `superview` of the root;
/// - a priority outside 1…1000, a multiplier or constant that is not a finite number;
/// - a duplicate name (at the later declaration in the source) or a reserved one, a view whose
///   superview is unknown or in a cycle, a guide whose owner is unknown;
/// - a stack's arranged view that is not its subview or is listed twice, a spacing that is not a
///   finite number.
enum SceneValidator {
  /// A constraint whose special names are resolved to the items they denote.
  struct ResolvedConstraint: Sendable {
    var description: ConstraintDescription
    var firstItem: String
    var secondItem: String?
    /// The nearest common ancestor of the items (the first item itself without a second).
    var commonAncestor: String
  }

  // MARK: - Scenes

  /// Checks a whole scene; returns the hierarchy it describes and every problem found.
  static func validate(_ scene: Scene) -> (LayoutHierarchy, [LayoutDiagnostic]) {
    let hierarchy: LayoutHierarchy
    var diagnostics: [LayoutDiagnostic]
    (hierarchy, diagnostics) = validateItems(scene)
    let constraintNames = Set(scene.constraints.compactMap(\.name))
    for i in scene.constraints.indices {
      diagnostics +=
        check(scene.constraints[i], in: hierarchy, constraintNames: constraintNames).diagnostics
    }
    return (hierarchy, sorted(diagnostics))
  }

  /// Checks everything of a scene but its constraints (names, superviews, properties, stacks,
  /// guides); returns the hierarchy it describes and the problems found, unsorted. A caller that
  /// checks each constraint as it installs it (`LayoutEngine`) checks it once, not twice.
  static func validateItems(_ scene: Scene) -> (LayoutHierarchy, [LayoutDiagnostic]) {
    var diagnostics: [LayoutDiagnostic] = []
    var hierarchy = LayoutHierarchy()
    hierarchy.reserveCapacity(scene.views.count + scene.guides.count)
    let (keptViewIndices, keptGuideIndices, nameDiagnostics) = claimNames(in: scene)
    diagnostics += nameDiagnostics

    // The hierarchy and the checks below go in declaration order. The kept views and guides
    // are read in place by position, not copied into lists of their own (a view is a dozen
    // references to retain, and later release, per copy).
    let (views, guides) = (scene.views, scene.guides)
    for i in views.indices where keptViewIndices[i] {
      hierarchy.insert(views[i].name, kind: .view, parent: views[i].superview)
    }
    for i in guides.indices where keptGuideIndices[i] {
      hierarchy.insert(guides[i].name, kind: .guide, parent: guides[i].owner)
    }

    diagnostics += superviewDiagnostics(views, kept: keptViewIndices, hierarchy)
    for i in views.indices where keptViewIndices[i] {
      diagnostics += propertyDiagnostics(views[i])
    }
    // The table of views by name only when a stack asks it (a copy of every view, hashed).
    if views.indices.contains(where: { keptViewIndices[$0] && views[$0].stack != nil }) {
      var viewsByName: [String: ViewDescription] = [:]  // lookups only
      for i in views.indices where keptViewIndices[i] { viewsByName[views[i].name] = views[i] }
      for i in views.indices where keptViewIndices[i] && views[i].stack != nil {
        diagnostics += stackDiagnostics(views[i]) { viewsByName[$0] }
      }
    }
    for i in guides.indices where keptGuideIndices[i] {
      let guide = guides[i]
      guard let owner = guide.owner else { continue }
      if hierarchy.kind(of: owner) == nil {
        diagnostics.append(
          LayoutDiagnostic(
            .error, at: guide.location,
            "layout guide '\(guide.name)' has unknown owner '\(owner)'"))
      } else if hierarchy.kind(of: owner) == .guide {
        diagnostics.append(
          LayoutDiagnostic(
            .error, at: guide.location,
            "owner '\(owner)' of layout guide '\(guide.name)' is a layout guide, not a view"))
      }
    }
    return (hierarchy, diagnostics)
  }

  /// Claims every name of the shared namespace — views', guides' and constraints' — and
  /// returns the indices of the views and guides that go into the hierarchy, with a diagnostic
  /// for each reserved or duplicate name.
  ///
  /// Names are claimed in source order, the three lists interleaved by location, so that a name
  /// declared twice is reported at the later declaration, as compilers report a redeclaration,
  /// whichever list each is in. Equal locations (a scene built in code without them) keep the
  /// lists' order: views, then guides, then constraints.
  ///
  /// A view or guide whose name an earlier *constraint* took still goes into the hierarchy, so
  /// that constraints on it do not pile derivative "unknown item" errors on the one duplicate;
  /// of two views or guides with one name, the earlier is kept.
  ///
  /// Returns, for each view and each guide by position, whether it goes into the hierarchy.
  static func claimNames(in scene: Scene) -> (
    views: [Bool], guides: [Bool], diagnostics: [LayoutDiagnostic]
  ) {
    enum Item {
      case view(Int)
      case guide(Int)
      case constraint
    }
    var declarations: [(name: String, what: String, location: SourceLocation, item: Item)] = []
    declarations.reserveCapacity(scene.views.count + scene.guides.count + scene.constraints.count)
    // Read in place by position: `for view in scene.views` copied each view first (a dozen
    // references retained and released).
    for i in scene.views.indices {
      declarations.append((scene.views[i].name, "view", scene.views[i].location, .view(i)))
    }
    for i in scene.guides.indices {
      declarations.append(
        (scene.guides[i].name, "layout guide", scene.guides[i].location, .guide(i)))
    }
    for i in scene.constraints.indices {
      if let name = scene.constraints[i].name {
        declarations.append((name, "constraint", scene.constraints[i].location, .constraint))
      }
    }
    // A scene read from a file lists its views, guides and constraints each in source order,
    // and a plain one declares them list after list: already sorted, and then the stable sort
    // below would give the same order. Checked in one pass, so that the usual scene is not
    // sorted (with a copy of every declaration per comparison).
    let isSorted = declarations.indices.dropFirst().allSatisfy {
      !(declarations[$0].location < declarations[$0 - 1].location)
    }
    let inSourceOrder =
      isSorted
      ? declarations
      : declarations.enumerated()
        .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        .map(\.element)
    /// A name's first declaration, and whether a view or guide has claimed it yet.
    struct Claim {
      var location: SourceLocation
      var byItem: Bool
    }
    // `NamedStore`: its hash of a name costs a fraction of a dictionary's.
    var declared = NamedStore<Claim>()  // lookups only
    declared.reserveCapacity(inSourceOrder.count)
    var views = [Bool](repeating: false, count: scene.views.count)
    var guides = [Bool](repeating: false, count: scene.guides.count)
    var diagnostics: [LayoutDiagnostic] = []
    for (name, what, location, item) in inSourceOrder {
      if Scene.reservedNameSet.contains(name) {
        diagnostics.append(
          LayoutDiagnostic(
            .error, at: location, "'\(name)' is a reserved name and cannot name a \(what)"))
        continue
      }
      let isItem: Bool
      switch item {
      case .view, .guide: isItem = true
      case .constraint: isItem = false
      }
      // One lookup of the name for reading and both updates (it was three: the table of
      // declarations read and written, and the set of item names); a name seen for the first
      // time is hashed once more as it is stored.
      var earlier: SourceLocation?
      var claimed = false
      Self.update(&declared[name]) { claim in
        if let existing = claim {
          earlier = existing.location
        } else {
          claim = Claim(location: location, byItem: false)
        }
        if isItem, claim?.byItem == false {
          claim?.byItem = true
          claimed = true
        }
      }
      if let earlier {
        diagnostics.append(
          LayoutDiagnostic(
            .error, at: location, "duplicate name '\(name)': already declared at \(earlier)"))
      }
      switch item {
      case .view(let i) where claimed: views[i] = true
      case .guide(let i) where claimed: guides[i] = true
      default: break
      }
    }
    return (views, guides, diagnostics)
  }

  /// Runs `body` on a value in place: with a store's subscript (`NamedStore`), one lookup of
  /// the name for reading and writing its entry.
  private static func update<T>(_ value: inout T, _ body: (inout T) -> Void) {
    body(&value)
  }

  /// Diagnostics for the kept views (`kept`, by position) whose superview is unknown, not a
  /// view, or in a cycle; one per cycle.
  static func superviewDiagnostics(
    _ views: [ViewDescription], kept: [Bool], _ hierarchy: LayoutHierarchy
  ) -> [LayoutDiagnostic] {
    var diagnostics: [LayoutDiagnostic] = []
    var reportedCycles: Set<String> = []
    // Only a view with a superview is looked at further; it alone is copied.
    for i in views.indices where kept[i] && views[i].superview != nil {
      let view = views[i]
      guard let superview = view.superview else { continue }
      switch hierarchy.kind(of: superview) {
      case nil:
        diagnostics.append(
          LayoutDiagnostic(
            .error, at: view.location, "view '\(view.name)' has unknown superview '\(superview)'"))
        continue
      case .guide:
        diagnostics.append(
          LayoutDiagnostic(
            .error, at: view.location,
            "superview '\(superview)' of view '\(view.name)' is a layout guide, not a view"))
        continue
      case .root, .view:
        break
      }
      // A cycle through this view: follow superviews until the root, a break, or this view.
      var path = [view.name]
      var current = superview
      while current != view.name, hierarchy.kind(of: current) == .view,
        let next = hierarchy.parent(of: current), !path.contains(current)
      {
        path.append(current)
        current = next
      }
      if current == view.name, reportedCycles.isDisjoint(with: path) {
        reportedCycles.formUnion(path)
        diagnostics.append(
          LayoutDiagnostic(
            .error, at: view.location,
            "superview cycle: "
              + (path + [view.name]).map { "'\($0)'" }.joined(separator: " → ")))
      }
    }
    return diagnostics
  }

  /// Diagnostics for a view's properties: priorities outside 1…1000, sizes, margins and
  /// baselines that are not finite numbers, a negative intrinsic size.
  static func propertyDiagnostics(_ view: ViewDescription) -> [LayoutDiagnostic] {
    var diagnostics: [LayoutDiagnostic] = []
    func error(_ message: String) {
      diagnostics.append(LayoutDiagnostic(.error, at: view.location, message))
    }
    for (what, priorities) in [
      ("content hugging", view.contentHugging),
      ("compression resistance", view.compressionResistance),
    ] {
      for axis in LayoutAxis.allCases where !(1...1000).contains(priorities[axis]) {
        error(
          "\(what) priority \(priorities[axis]) of '\(view.name)' (\(axis)) is out of range: expected 1…1000"
        )
      }
    }
    for axis in LayoutAxis.allCases {
      if let value = view.intrinsicContentSize[axis], !value.isFinite || value < 0 {
        error(
          "intrinsic \(axis == .horizontal ? "width" : "height") of '\(view.name)' must be a finite number ≥ 0"
        )
      }
    }
    let m = view.layoutMargins
    if ![m.top, m.left, m.bottom, m.right].allSatisfy(\.isFinite) {
      error("layout margins of '\(view.name)' must be finite numbers")
    }
    if let b = view.baseline, !b.first.isFinite || !(b.last ?? 0).isFinite {
      error("baselines of '\(view.name)' must be finite numbers")
    }
    return diagnostics
  }

  // MARK: - Constraints

  /// Checks one constraint against a hierarchy. Returns its diagnostics and, when it has none,
  /// the constraint with its items resolved.
  static func check(
    _ constraint: ConstraintDescription, in hierarchy: LayoutHierarchy,
    constraintNames: Set<String> = []
  ) -> (diagnostics: [LayoutDiagnostic], resolved: ResolvedConstraint?) {
    var diagnostics: [LayoutDiagnostic] = []
    let at = constraint.location
    func error(_ message: String) {
      diagnostics.append(LayoutDiagnostic(.error, at: at, message))
    }
    let a1 = constraint.first.attribute

    if !(1...1000).contains(constraint.priority) {
      error("priority \(constraint.priority) is out of range: expected 1…1000")
    }
    if !constraint.multiplier.isFinite { error("the multiplier must be a finite number") }
    if !constraint.constant.isFinite { error("the constant must be a finite number") }

    if let second = constraint.second {
      let a2 = second.attribute
      // Sizes may relate across axes (an aspect ratio: `width = height * 4`); locations may not.
      if a1.isSize != a2.isSize {
        let (size, location) = a1.isSize ? (a1, a2) : (a2, a1)
        error("cannot relate a size attribute (\(size)) to a location attribute (\(location))")
      } else if a1.isLocation && a1.axis != a2.axis {
        let (vertical, horizontal) = a1.axis == .vertical ? (a1, a2) : (a2, a1)
        error(
          "cannot relate a vertical attribute (\(vertical)) to a horizontal attribute (\(horizontal))"
        )
      } else if (a1.isDirectional && a2.isAbsoluteHorizontalEdge)
        || (a2.isDirectional && a1.isAbsoluteHorizontalEdge)
      {
        let (directional, absolute) = a1.isDirectional ? (a1, a2) : (a2, a1)
        error(
          "cannot relate a leading/trailing attribute (\(directional)) to a left/right attribute (\(absolute))"
        )
      }
      if a1.isLocation && constraint.multiplier == 0 {
        error("a multiplier of 0 on a location attribute (\(a1)) is invalid")
      }
    } else if a1.isLocation {
      error(
        "a location attribute (\(a1)) cannot be given a constant-only value: relate it to another item"
      )
    }

    // Resolve the items: `superview` means the other item's superview. Each resolved item
    // comes with its hierarchy entry (kind, parent, depth), read once: the checks below ask
    // it, where they used to look the name up again for each question.
    typealias Item = (name: String, entry: LayoutHierarchy.Entry)
    func resolve(_ name: String, other: Item?) -> Item? {
      if name == Scene.superviewName {
        guard let other else {
          error("'superview' needs another item whose superview it names")
          return nil
        }
        guard let parent = other.entry.parent else {
          if other.entry.kind == .root { error("'root' has no superview") }
          return nil
        }
        // An unknown superview is reported where the view is declared.
        return hierarchy.entry(parent).map { (parent, $0) }
      }
      if let entry = hierarchy.entry(name) { return (name, entry) }
      if constraintNames.contains(name) {
        error("'\(name)' is a constraint, not a view or layout guide")
      } else {
        error("unknown item '\(name)': no view or layout guide has that name")
      }
      return nil
    }
    let firstName = constraint.first.name
    let secondName = constraint.second?.name
    var first: Item?
    var second: Item?
    if firstName == Scene.superviewName && secondName == Scene.superviewName {
      error("'superview' cannot be both items of a constraint")
    } else if firstName == Scene.superviewName {
      second = secondName.flatMap { resolve($0, other: nil) }
      first = second.flatMap { resolve(firstName, other: $0) }
      if secondName == nil { _ = resolve(firstName, other: nil) }
    } else {
      first = resolve(firstName, other: nil)
      if let secondName {
        second = first.flatMap { resolve(secondName, other: $0) }
        if first == nil && secondName != Scene.superviewName {
          second = resolve(secondName, other: nil)
        }
      }
    }

    // Guides have no margins or baselines (checked without an array of the two items: this
    // runs for every constraint of every resolved scene).
    func checkGuideAttribute(_ item: Item?, _ attribute: LayoutAttribute?) {
      guard let item, let attribute, attribute.isMargin || attribute.isBaseline,
        item.entry.kind == .guide
      else { return }
      error("layout guide '\(item.name)' has no attribute '\(attribute)'")
    }
    checkGuideAttribute(first, a1)
    checkGuideAttribute(second, constraint.second?.attribute)

    var ancestor: String?
    if let first {
      if let second {
        ancestor = hierarchy.nearestCommonAncestor(
          first.name, first.entry, second.name, second.entry)
        if ancestor == nil {
          error("'\(first.name)' and '\(second.name)' have no common ancestor")
        }
      } else if constraint.second == nil {
        ancestor = first.entry.depth == nil ? nil : first.name
        if ancestor == nil { error("'\(first.name)' is not in the root view's hierarchy") }
      }
    }
    let firstItem = first?.name
    let secondItem = second?.name

    guard diagnostics.isEmpty, let firstItem, let ancestor else { return (diagnostics, nil) }
    return (
      diagnostics,
      ResolvedConstraint(
        description: constraint, firstItem: firstItem, secondItem: secondItem,
        commonAncestor: ancestor)
    )
  }

  /// Sorts diagnostics by location, keeping the order of those at the same place.
  static func sorted(_ diagnostics: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
    diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }
}

extension Scene {
  /// Checks the scene against Auto Layout's rules: every problem, one located diagnostic each,
  /// sorted by location. Empty when the scene can be laid out.
  public func validate() -> [LayoutDiagnostic] {
    SceneValidator.validate(self).1
  }
}
