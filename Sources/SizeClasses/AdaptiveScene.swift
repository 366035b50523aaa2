import AdaptiveLayout

/// A scene with Interface Builder's "Vary for Traits": every view, constraint and per-class
/// property has a base value and may vary for any of the 8 classes other than `wAny hAny`.
///
/// `resolved(for:)` gives the plain `Scene` that applies to one trait pair — the value the layout
/// engine lays out, that `validate` checks and that a rotation diffs.
///
/// ```swift
/// let portrait = adaptive.resolved(for: SizeClassPair(notation: "wC-hR")!)
/// let engine = try LayoutEngine(scene: portrait.scene, environment: environment)
/// ```
public struct AdaptiveScene: Sendable, Equatable {
  /// The scene's title.
  public var title: String?
  /// Where the scene was designed, if it says: the default size, classes, safe area and
  /// margins of `adaptive query`.
  public var canvas: SceneCanvas?
  /// The design size, if any: the canvas's size.
  public var canvasSize: LayoutSize? {
    get { canvas?.size }
    set { canvas = newValue.map { SceneCanvas(size: $0) } }
  }
  /// Views in declaration order; a superview comes before its subviews.
  public var views: [AdaptiveView]
  /// Layout guides in declaration order; a guide is installed where it and its owning view are.
  public var guides: [AdaptiveGuide]
  /// Constraints in declaration order.
  public var constraints: [AdaptiveConstraint]

  /// Creates a scene.
  public init(
    title: String? = nil, canvasSize: LayoutSize? = nil, views: [AdaptiveView] = [],
    guides: [AdaptiveGuide] = [], constraints: [AdaptiveConstraint] = []
  ) {
    self.title = title
    self.canvas = canvasSize.map { SceneCanvas(size: $0) }
    self.views = views
    self.guides = guides
    self.constraints = constraints
  }

  /// The scene that applies to `traits`: each view and constraint installed or not, each property
  /// at its most specific variation.
  ///
  /// A view is installed where it and all its ancestors are; a guide where it and its owner
  /// are; a constraint where it is installed and every view or guide it names is (as in
  /// Interface Builder, a constraint on an uninstalled view is not installed either).
  /// - Complexity: O(views + guides + constraints × variations).
  public func resolved(for traits: SizeClassPair) -> ResolvedScene {
    var conflicts: [VariationConflict] = []
    // The item's name only when there is a conflict to report: a constraint's name is its
    // formula, and formatting one per constraint was a fifth of resolving a large scene.
    func resolve<T>(
      _ value: Varying<T>, _ item: @autoclosure () -> String, _ property: String,
      _ at: SourceLocation
    ) -> T {
      let r = value.resolved(for: traits)
      if let conflict = r.conflict {
        conflicts.append(
          VariationConflict(
            item: item(), property: property, location: at, chosen: r.source,
            overruled: conflict.overruled))
      }
      return r.value
    }
    var installed = NameSet()  // membership only
    var views: [ViewDescription] = []
    // Room for every declaration at once: grown by doubling, the lists of a large scene were up
    // to twice their size, and a live scene holds two resolutions while it moves between them.
    views.reserveCapacity(self.views.count)
    // Each declaration is read in place by position and copied once, into the resolution: a
    // `for … in` over the declarations copied every one of them first (a view is a dozen
    // references, a constraint five, each retained and released).
    for i in self.views.indices {
      let parentInstalled =
        self.views[i].description.superview.map { installed.contains($0) } ?? true
      guard
        resolve(
          self.views[i].installed, self.views[i].description.name, "installed",
          self.views[i].description.location),
        parentInstalled
      else { continue }
      var v = self.views[i].description
      installed.insert(v.name)
      v.intrinsicContentSize = resolve(
        self.views[i].intrinsicContentSize, v.name, "intrinsic", v.location)
      v.contentHugging = resolve(self.views[i].contentHugging, v.name, "hugging", v.location)
      v.compressionResistance = resolve(
        self.views[i].compressionResistance, v.name, "resistance", v.location)
      v.baseline = resolve(self.views[i].baseline, v.name, "baseline", v.location)
      v.layoutMargins = resolve(self.views[i].layoutMargins, v.name, "margins", v.location)
      v.isHidden = resolve(self.views[i].isHidden, v.name, "hidden", v.location)
      if let stack = self.views[i].stack {
        let (name, location) = (v.name, v.location)
        v.stack = stack.resolved(for: traits) { property, chosen, overruled in
          conflicts.append(
            VariationConflict(
              item: name, property: property, location: location, chosen: chosen,
              overruled: overruled))
        }
      } else {
        v.stack = nil
      }
      views.append(v)
    }
    // A stack arranges only its installed subviews (known once every view is resolved).
    for i in views.indices where views[i].stack != nil {
      views[i].stack?.arrangedSubviews.removeAll { !installed.contains($0) }
    }
    var guides: [LayoutGuideDescription] = []
    for guide in self.guides {
      let g = guide.description
      let ownerInstalled = g.owner.map { installed.contains($0) } ?? true
      guard resolve(guide.installed, g.name, "installed", g.location), ownerInstalled
      else { continue }
      guides.append(g)
    }
    // When every declared view and guide is installed (the usual class), every item a
    // constraint names is present: no tables of the names, and no lookups per constraint (at
    // 10,000 views, 20,000 names hashed into two tables and 80,000 lookups a resolution).
    let everyItemInstalled = views.count == self.views.count && guides.count == self.guides.count
    let guideNames = everyItemInstalled ? [] : Set(guides.map(\.name))
    let declared =
      everyItemInstalled
      ? [] : Set(self.views.map(\.description.name) + self.guides.map(\.description.name))
    func present(_ item: ConstraintItem?) -> Bool {
      guard !everyItemInstalled, let name = item?.name, declared.contains(name) else { return true }
      return installed.contains(name) || guideNames.contains(name)
    }
    var constraints: [ConstraintDescription] = []
    var sources: [Int] = []
    constraints.reserveCapacity(self.constraints.count)
    sources.reserveCapacity(self.constraints.count)
    for index in self.constraints.indices {
      guard
        resolve(
          self.constraints[index].installed, self.constraints[index].description.displayName,
          "installed", self.constraints[index].description.location),
        present(self.constraints[index].description.first),
        present(self.constraints[index].description.second)
      else { continue }
      // A conflict names the declaration as written (its formula with the `wAny hAny`
      // constant), not the copy being resolved.
      var c = self.constraints[index].description
      c.constant = resolve(
        self.constraints[index].constant, self.constraints[index].description.displayName,
        "constant", c.location)
      c.priority = resolve(
        self.constraints[index].priority, self.constraints[index].description.displayName,
        "priority", c.location)
      constraints.append(c)
      sources.append(index)
    }
    let scene = Scene(
      title: title, canvasSize: canvasSize, views: views, guides: guides,
      constraints: constraints)
    return ResolvedScene(
      traits: traits, scene: scene, constraintSources: sources, conflicts: conflicts)
  }

  /// Constraints that are installed in none of the 9 classes (dead declarations, which
  /// `validate` warns about), in declaration order: never installed, or installed only where
  /// a view or guide they name is not (as `resolved(for:)` installs them).
  /// - Complexity: one resolution of the scene for each distinct set of installed states: 9
  ///   at most, one when no view, guide or constraint is installed per class.
  public var constraintsInstalledInNoClass: [AdaptiveConstraint] {
    var live = [Bool](repeating: false, count: constraints.count)
    // Only installed states decide which constraints a resolution installs, so classes that
    // agree on all of them (`VariationClasses` with `installedOnly`) install the same ones:
    // one resolution each. A scene whose constants vary, and nothing's installed state, was
    // resolved nine times here for one answer.
    for traits in VariationClasses(self, installedOnly: true).representatives {
      for index in resolved(for: traits).constraintSources { live[index] = true }
    }
    return constraints.indices.filter { !live[$0] }.map { constraints[$0] }
  }
}

extension AdaptiveScene {
  /// Whether any value of the scene — a view's, a guide's or a constraint's — has a variation
  /// for some class: when none has, every class resolves to the same scene.
  /// - Complexity: O(views + guides + constraints + variations).
  public var variesByClass: Bool {
    // The classes the variations are set for, read by the one list of every `Varying`
    // property (`VariationClasses`): none, and every class resolves alike.
    !VariationClasses(self).classes.isEmpty
  }

  /// The classes whose resolutions can differ: all 9, or only `wAny hAny` when the scene
  /// varies in no class.
  public var distinctClasses: [SizeClassPair] {
    variesByClass ? SizeClassPair.all : [.anyAny]
  }
}

/// A view with per-class variations of its installed state and properties.
public struct AdaptiveView: Sendable, Equatable {
  /// The view in `wAny hAny` (name, kind, superview and location never vary).
  public var description: ViewDescription
  /// Whether the view is installed.
  public var installed: Varying<Bool>
  /// The intrinsic content size.
  public var intrinsicContentSize: Varying<IntrinsicContentSize>
  /// Content hugging priorities.
  public var contentHugging: Varying<AxisPriorities>
  /// Compression resistance priorities.
  public var compressionResistance: Varying<AxisPriorities>
  /// Baselines.
  public var baseline: Varying<Baseline?>
  /// Layout margins.
  public var layoutMargins: Varying<EdgeInsets>
  /// Whether the view is hidden (it still takes part in layout; an arranged view collapses).
  public var isHidden: Varying<Bool>
  /// The view's stack, when it is a stack view.
  public var stack: AdaptiveStack?

  /// A view that does not vary (installed everywhere unless `installed` is false).
  public init(_ description: ViewDescription, installed: Bool = true) {
    self.description = description
    self.installed = Varying(installed)
    self.intrinsicContentSize = Varying(description.intrinsicContentSize)
    self.contentHugging = Varying(description.contentHugging)
    self.compressionResistance = Varying(description.compressionResistance)
    self.baseline = Varying(description.baseline)
    self.layoutMargins = Varying(description.layoutMargins)
    self.isHidden = Varying(description.isHidden)
    self.stack = description.stack.map(AdaptiveStack.init)
  }
}

/// A layout guide with per-class variations of its installed state (a guide declared in a
/// `when` block exists only in the classes that block applies to).
public struct AdaptiveGuide: Sendable, Equatable {
  /// The guide (its name, owner and location never vary).
  public var description: LayoutGuideDescription
  /// Whether the guide is installed (where its owner is).
  public var installed: Varying<Bool>

  /// A guide that does not vary (installed everywhere its owner is, unless `installed` is
  /// false).
  public init(_ description: LayoutGuideDescription, installed: Bool = true) {
    self.description = description
    self.installed = Varying(installed)
  }
}

/// A constraint with per-class variations of its installed state, constant and priority.
public struct AdaptiveConstraint: Sendable, Equatable {
  /// The constraint in `wAny hAny`.
  public var description: ConstraintDescription
  /// Whether the constraint is installed.
  public var installed: Varying<Bool>
  /// The constant.
  public var constant: Varying<Double>
  /// The priority.
  public var priority: Varying<Int>

  /// A constraint that does not vary (installed everywhere unless `installed` is false).
  public init(_ description: ConstraintDescription, installed: Bool = true) {
    self.description = description
    self.installed = Varying(installed)
    self.constant = Varying(description.constant)
    self.priority = Varying(description.priority)
  }
}

/// The plain scene that applies to one trait pair, with the variation conflicts met on the way.
public struct ResolvedScene: Sendable, Equatable {
  /// The trait pair it was resolved for.
  public var traits: SizeClassPair
  /// What the layout engine lays out.
  public var scene: Scene
  /// For each of `scene.constraints`, its index in the `AdaptiveScene`'s constraints: the
  /// identity that lets two resolutions be diffed.
  public var constraintSources: [Int]
  /// Width-only and height-only variations that disagreed (the width one won).
  public var conflicts: [VariationConflict]

  /// Creates a resolved scene; `constraintSources` defaults to the constraints' own positions.
  public init(
    traits: SizeClassPair, scene: Scene, constraintSources: [Int]? = nil,
    conflicts: [VariationConflict] = []
  ) {
    self.traits = traits
    self.scene = scene
    self.constraintSources = constraintSources ?? Array(scene.constraints.indices)
    self.conflicts = conflicts
  }
}

/// A width-only and a height-only variation of one property that disagree for a class.
public struct VariationConflict: Sendable, Equatable, CustomStringConvertible {
  /// The view or constraint.
  public var item: String
  /// The property: `installed`, `constant`, `priority`, `intrinsic`, `margins`, …
  public var property: String
  /// Where the item is declared.
  public var location: SourceLocation
  /// The class whose value was used (the width-only one).
  public var chosen: SizeClassPair
  /// The class whose value was not.
  public var overruled: SizeClassPair

  /// Creates a conflict record.
  public init(
    item: String, property: String, location: SourceLocation, chosen: SizeClassPair,
    overruled: SizeClassPair
  ) {
    self.item = item
    self.property = property
    self.location = location
    self.chosen = chosen
    self.overruled = overruled
  }

  public var description: String {
    "\(property) of '\(item)' varies for both \(chosen) and \(overruled); \(chosen) wins"
  }
}
