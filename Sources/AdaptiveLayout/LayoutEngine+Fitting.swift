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
  /// - Complexity: one engine build over the subtree, which fits its own nested proportional
  ///   stacks the same way.
  func fittingLength(ofView name: String, along axis: LayoutAxis) -> Double? {
    guard viewsByName[name] != nil else { return nil }
    let all = views
    var children: [String: [String]] = [:]  // lookups only
    for view in all { children[view.superview ?? Scene.rootName, default: []].append(view.name) }
    guard children[name]?.isEmpty == false else { return nil }
    // The subtree, breadth first from the view.
    var inside: Set<String> = [name]  // membership only
    var queue = [name]
    while let next = queue.popLast() {
      for child in children[next] ?? [] where inside.insert(child).inserted { queue.append(child) }
    }
    var subviews: [ViewDescription] = []
    for var view in all where inside.contains(view.name) {
      if view.name == name { view.superview = nil }
      subviews.append(view)
    }
    let subguides = guides.filter { guide in guide.owner.map { inside.contains($0) } ?? false }
    var items = inside
    for guide in subguides { items.insert(guide.name) }
    let sceneConstraints =
      constraintsBeingInstalled
      ?? slots.compactMap { $0?.stack == nil ? $0?.resolved.description : nil }
    var constraints = sceneConstraints.filter { constraint in
      items.contains(constraint.first.name)
        && (constraint.second.map { items.contains($0.name) } ?? true)
    }
    let root = Scene.rootName
    constraints += [
      ConstraintDescription(first: .init(name, .left), second: .init(root, .left)),
      ConstraintDescription(first: .init(name, .top), second: .init(root, .top)),
      ConstraintDescription(first: .init(name, .width), priority: Self.fittingSizePriority),
      ConstraintDescription(first: .init(name, .height), priority: Self.fittingSizePriority),
    ]
    let scene = Scene(views: subviews, guides: subguides, constraints: constraints)
    guard let engine = try? LayoutEngine(scene: scene, environment: environment),
      let frame = engine.frame(ofView: name)
    else { return nil }
    return axis == .horizontal ? frame.width : frame.height
  }
}

extension LayoutEngine {
  /// Re-arranges every `fillProportionally` stack that measures a visible arranged view by its
  /// fitting size, innermost first, so its shares follow changes inside the nested views (a
  /// constant, a view or a font that varies by size class). `LiveScene` calls it after each
  /// class change; a stack whose shares did not change keeps its constraints.
  /// - Complexity: one fitting layout per such arranged view.
  public func rearrangeFittedStacks() {
    var changed = false
    for name in viewOrder.reversed() {
      guard let stack = viewsByName[name]?.stack, stack.distribution == .fillProportionally
      else { continue }
      let fitted = stack.arrangedSubviews.contains { arranged in
        guard let view = viewsByName[arranged], !view.isHidden else { return false }
        return view.intrinsicContentSize[stack.axis] == nil
      }
      if fitted {
        arrangeStack(name)
        changed = true
      }
    }
    if changed { retryRefused() }
  }
}
