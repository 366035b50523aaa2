/// The fitting size of a view's subtree, which a `fillProportionally` stack measures an arranged
/// view by when it has no intrinsic length (a nested stack).
extension LayoutEngine {
  /// The priority UIKit's `systemLayoutSizeFittingSize:` asks for the smallest size at
  /// (`UILayoutPriorityFittingSizeLevel`).
  static let fittingSizePriority = 50

  /// The length of `view` along `axis` when laid out on its own as small as its subtree allows:
  /// UIKit's `systemLayoutSizeFittingSize(UILayoutFittingCompressedSize)`, which
  /// `UIStackView`'s proportional fill reads for an arranged view without an intrinsic length
  /// (`_proportionalFillLengthForOrderedArrangement:relevantParentAxis:`). Nil for a view with
  /// no subviews (nothing to fit) or one the engine does not know.
  ///
  /// The subtree — the view, its descendants, the guides they own and the scene constraints
  /// among them only — is laid out by a fresh engine, the view pinned at the origin with its
  /// width and height asked to be 0 at the fitting priority (50). Constraints to anything
  /// outside the subtree are left out, as the fitting size leaves out the view's superview.
  /// UIKit fits a nested stack in a vertical `fill`-aligned stack at its current width; a
  /// declarative layout has no current width, so both axes are compressed here.
  /// - Complexity: a comparison with the subtree last fitted for this view, and when it
  ///   changed, one engine build over the subtree, which fits its own nested proportional
  ///   stacks the same way.
  func fittingLength(ofView name: String, along axis: LayoutAxis) -> Double? {
    guard viewsByName[name] != nil else { return nil }
    let index = fittingIndex ?? makeFittingIndex()
    guard index.children[name]?.isEmpty == false else { return nil }
    // The subtree, depth first from the view; then in output order, as the whole layout has it.
    var inside: Set<String> = [name]  // membership only
    var queue = [name]
    while let next = queue.popLast() {
      for child in index.children[next] ?? [] where inside.insert(child).inserted {
        queue.append(child)
      }
    }
    let order = inside.compactMap { view in index.viewPosition[view].map { ($0, view) } }.sorted {
      $0.0 < $1.0
    }
    var subviews: [ViewDescription] = []
    var subguides: [LayoutGuideDescription] = []
    var items = inside
    var constraintIndices: [Int] = []
    for (_, viewName) in order {
      guard var view = viewsByName[viewName] else { continue }
      if viewName == name { view.superview = nil }
      subviews.append(view)
      for guide in index.guidesByOwner[viewName] ?? [] {
        subguides.append(guide)
        items.insert(guide.name)
      }
    }
    subguides.sort { (index.guidePosition[$0.name] ?? 0) < (index.guidePosition[$1.name] ?? 0) }
    // The constraints among the subtree's items, in the layout's order: each is listed under its
    // first item, so only the subtree's own lists are read.
    for item in items {
      for k in index.constraintsByFirstItem[item] ?? [] {
        let constraint = index.constraints[k]
        if constraint.second.map({ items.contains($0.name) }) ?? true {
          constraintIndices.append(k)
        }
      }
    }
    constraintIndices.sort()
    var constraints = constraintIndices.map { index.constraints[$0] }
    let root = Scene.rootName
    constraints += [
      ConstraintDescription(first: .init(name, .left), second: .init(root, .left)),
      ConstraintDescription(first: .init(name, .top), second: .init(root, .top)),
      ConstraintDescription(first: .init(name, .width), priority: Self.fittingSizePriority),
      ConstraintDescription(first: .init(name, .height), priority: Self.fittingSizePriority),
    ]
    let scene = Scene(views: subviews, guides: subguides, constraints: constraints)
    // The fitting layout reads nothing of the device but the direction: the subtree's
    // constraints to the root and its guides are left out, and the root's own edges at the
    // origin are constants. So it is laid out in a fixed environment in the layout's direction
    // (a subtree may mix left and right with leading and trailing), and its size, a function of
    // the subtree and the direction alone, is kept for the next class change (a live engine
    // re-fits every such view at each).
    let key = FittingKey(view: name, isRightToLeft: environment.isRightToLeft)
    var size: LayoutSize?
    if let fitted = fittedSubtrees[key], fitted.scene == scene {
      size = fitted.size
    } else {
      let fittingEnvironment = Self.fittingEnvironment(rightToLeft: environment.isRightToLeft)
      if let engine = try? LayoutEngine(scene: scene, environment: fittingEnvironment),
        let frame = engine.frame(ofView: name)
      {
        size = LayoutSize(width: frame.width, height: frame.height)
      }
      fittedSubtrees[key] = FittedSubtree(scene: scene, size: size)
    }
    return size.map { axis == .horizontal ? $0.width : $0.height }
  }

  /// The environment a subtree is fitted in: a root of no size, no safe area and no margins, in
  /// the given direction. Nothing but the direction reaches the subtree (see
  /// `fittingLength(ofView:along:)`); fixing the rest makes a subtree's fitting size the same on
  /// every device, so it can be kept.
  static func fittingEnvironment(rightToLeft: Bool) -> LayoutEnvironment {
    LayoutEnvironment(
      rootSize: LayoutSize(width: 0, height: 0), systemMinimumMargin: 0,
      isRightToLeft: rightToLeft)
  }

  /// The index `fittingLength(ofView:along:)` reads: views by superview, scene guides by owner,
  /// the scene's constraints (not a stack's) by first item, and the output positions that keep
  /// a fitted subtree in the layout's own order.
  /// - Complexity: O(views + guides + constraints).
  func makeFittingIndex() -> FittingIndex {
    var index = FittingIndex()
    for (position, name) in viewOrder.enumerated() {
      guard let view = viewsByName[name] else { continue }
      index.children[view.superview ?? Scene.rootName, default: []].append(name)
      index.viewPosition[name] = position
    }
    for (position, name) in guideOrder.enumerated() {
      guard let guide = guidesByName[name], let owner = guide.owner else { continue }
      index.guidesByOwner[owner, default: []].append(guide)
      index.guidePosition[name] = position
    }
    index.constraints =
      constraintsBeingInstalled
      ?? slots.compactMap { $0?.stack == nil ? $0?.resolved.description : nil }
    for (k, constraint) in index.constraints.enumerated() {
      index.constraintsByFirstItem[constraint.first.name, default: []].append(k)
    }
    return index
  }
}

/// Which fitting size of a view: fitted left to right or right to left.
struct FittingKey: Hashable {
  var view: String
  var isRightToLeft: Bool
}

/// A subtree a fitting layout was made of, and the size it gave the view at its top (nil when
/// the subtree could not be laid out): `fittingLength(ofView:along:)` reuses the size while the
/// subtree stays the same.
struct FittedSubtree {
  var scene: Scene
  var size: LayoutSize?
}

/// What a fitting layout reads of the whole layout, indexed so that fitting one view costs its
/// subtree, not the layout (see `LayoutEngine.makeFittingIndex()`).
struct FittingIndex {
  /// Each view's subviews (the root's under `Scene.rootName`), in output order.
  var children: [String: [String]] = [:]  // lookups only
  /// Each view's position in the output order.
  var viewPosition: [String: Int] = [:]  // lookups only
  /// The scene guides each view owns, and each guide's position in the output order.
  var guidesByOwner: [String: [LayoutGuideDescription]] = [:]  // lookups only
  var guidePosition: [String: Int] = [:]  // lookups only
  /// The scene's constraints (a stack's own left out), and their indices by first item.
  var constraints: [ConstraintDescription] = []
  var constraintsByFirstItem: [String: [Int]] = [:]  // lookups only
}

extension LayoutEngine {
  /// Re-arranges every `fillProportionally` stack that measures a visible arranged view by its
  /// fitting size, innermost first, so its shares follow changes inside the nested views (a
  /// constant, a view or a font that varies by size class). `LiveScene` calls it after each
  /// class change that changes the scene, and `setRightToLeft(_:)` after a change of direction;
  /// a stack whose shares did not change keeps its constraints.
  /// - Complexity: one fitting layout per such arranged view.
  public func rearrangeFittedStacks() {
    // Every installed stack view has been arranged (`stackStates`): a layout without stacks has
    // nothing to do, and this runs after every class change.
    guard !stackStates.isEmpty else { return }
    defer { fittingIndex = nil }
    var changed = false
    for name in viewOrder.reversed() {
      guard let stack = viewsByName[name]?.stack, stack.distribution == .fillProportionally
      else { continue }
      let fitted = stack.arrangedSubviews.contains { arranged in
        guard let view = viewsByName[arranged], !view.isHidden else { return false }
        return view.intrinsicContentSize[stack.axis] == nil
      }
      if fitted {
        // Built when first needed (an index of the whole layout, on a large layout most of
        // this pass). Arranging a stack changes only its own constraints and guides, which
        // fitting leaves out: one index serves the whole pass, so building it here reads
        // what building it before the loop would.
        if fittingIndex == nil { fittingIndex = makeFittingIndex() }
        arrangeStack(name)
        changed = true
      }
    }
    if changed { retryRefused() }
  }
}
