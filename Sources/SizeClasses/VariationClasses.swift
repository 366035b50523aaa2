/// Which trait pairs resolve an `AdaptiveScene` alike: the classes its variations are set for.
///
/// `AdaptiveScene.resolved(for:)` reads the traits only through `Varying.resolved(for:)`, which
/// asks of each variation's class only whether the traits refine it (`isRefined(by:)`). Two
/// trait pairs that refine the same of those classes therefore resolve every value of the scene
/// alike, with the same conflicts: the resolutions differ in `ResolvedScene.traits` alone.
///
/// Why: `validate` resolved the scene once per class in its refusal check, nine times for its
/// dead-constraint warning and again at every class change of its walk, and diffed each pair.
/// A card grid whose constants vary only for `wAny hC` has two distinct resolutions, however
/// many classes its targets span.
///
/// ```swift
/// let alike = VariationClasses(scene)
/// alike.key(for: wChR) == alike.key(for: wRhR)   // true when nothing varies by width
/// ```
public struct VariationClasses: Sendable, Equatable {
  /// The classes some value of the scene varies for, in `SizeClassPair.all` order.
  public let classes: [SizeClassPair]

  /// The classes `scene`'s variations are set for: of every value, or with `installedOnly` of
  /// the installed states alone (views', guides' and constraints'), which are all that decide
  /// which constraints a resolution installs.
  /// - Complexity: O(views + guides + constraints + variations).
  public init(_ scene: AdaptiveScene, installedOnly: Bool = false) {
    var mask = 0
    func add<T>(_ value: Varying<T>) {
      for (sizeClass, _) in value.variations {
        // A class not among the 9 cannot be built (both axes are `SizeClass`); skipping one
        // would only merge keys, never split them.
        if let i = SizeClassPair.all.firstIndex(of: sizeClass) { mask |= 1 << i }
      }
    }
    // Every `Varying` of the three item types (`AdaptiveScene.variesByClass` reads them from
    // here too): a new one must be added here. Each item read in place by position: `for view
    // in scene.views` copied every view first (a dozen references retained and released).
    let views = scene.views
    for i in views.indices {
      add(views[i].installed)
      if installedOnly { continue }
      add(views[i].intrinsicContentSize)
      add(views[i].contentHugging)
      add(views[i].compressionResistance)
      add(views[i].baseline)
      add(views[i].layoutMargins)
      add(views[i].isHidden)
      if let stack = views[i].stack {
        add(stack.axis)
        add(stack.distribution)
        add(stack.alignment)
        add(stack.spacing)
        add(stack.isBaselineRelative)
        add(stack.isLayoutMarginsRelative)
        add(stack.arrangedSubviews)
      }
    }
    for guide in scene.guides { add(guide.installed) }
    let constraints = scene.constraints
    for i in constraints.indices {
      add(constraints[i].installed)
      if installedOnly { continue }
      add(constraints[i].constant)
      add(constraints[i].priority)
    }
    classes = SizeClassPair.all.indices.filter { mask & (1 << $0) != 0 }.map {
      SizeClassPair.all[$0]
    }
  }

  /// Which of `classes` `traits` refines, one bit each by position: two trait pairs with the same
  /// key resolve the scene alike.
  public func key(for traits: SizeClassPair) -> Int {
    var key = 0
    for (i, sizeClass) in classes.enumerated() where traits.isRefined(by: sizeClass) {
      key |= 1 << i
    }
    return key
  }

  /// One class of each distinct resolution: the first of `SizeClassPair.all` with each key, in
  /// that order (a single class, `wAny hAny`, when nothing varies). What a check of every
  /// class's resolution needs to resolve.
  public var representatives: [SizeClassPair] {
    var keys: Set<Int> = []  // membership only
    return SizeClassPair.all.filter { keys.insert(key(for: $0)).inserted }
  }

  /// Whether `a` and `b` resolve the scene alike (the same key).
  public func resolveAlike(_ a: SizeClassPair, _ b: SizeClassPair) -> Bool {
    key(for: a) == key(for: b)
  }
}
