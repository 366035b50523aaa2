import LayoutSolver

/// Stack views in a live engine: each stack's generated constraints (`StackArrangement`) are
/// installed like scene constraints and kept in step with the stack and its arranged views.
extension LayoutEngine {
  /// Sets or clears the stack of a view and re-arranges it, changing only the generated
  /// constraints that differ: one whose constant alone changed (a new spacing) moves in place;
  /// the others are uninstalled and installed. An axis flip replaces them all.
  ///
  /// - Throws: `LayoutEngineError.unknownView` for an unknown view; `.invalid` when an arranged
  ///   view is not an installed subview of it, or is listed twice.
  /// - Complexity: O(arranged views) plus a solver change per generated constraint that
  ///   changed.
  public func setStack(_ stack: StackDescription?, ofView name: String) throws(LayoutEngineError) {
    guard var view = viewsByName[name] else { throw .unknownView(name) }
    view.stack = stack
    let diagnostics = SceneValidator.stackDiagnostics(view) { viewsByName[$0] }
    guard diagnostics.isEmpty else {
      throw .invalid(SceneValidationError(diagnostics: diagnostics))
    }
    viewsByName[name] = view
    arrangeStack(name)
    retryRefused()
  }

  /// The IDs of the constraints a stack view generated, in installation order.
  public func generatedConstraintIDs(ofStack name: String) -> [ConstraintID] {
    (stackStates[name]?.slotIDs ?? []).filter { slot(ConstraintID($0)) != nil }.map(
      ConstraintID.init)
  }

  /// The weight of a view's content-size constraints along an axis: its stack's arranged-order
  /// weight on the stack's axis, 1 otherwise.
  func contentWeight(of view: String, _ axis: LayoutAxis) -> Double {
    Reweighing.weight(contentWeights[view], axis)
  }

  /// The arranged view a stack's first or last baseline is, as `UIStackView`'s
  /// `viewForFirstBaselineLayout` / `viewForLastBaselineLayout` choose it: in a vertical stack or
  /// one that fills across, the first or last visible arranged view; with leading or first-
  /// baseline alignment the first baseline is the first view's, with trailing or last-baseline
  /// alignment the last baseline the last view's; otherwise the tallest by intrinsic height
  /// (the earliest of equals). Nil for a view that is not a stack or has no visible arranged
  /// view: its own top and bottom then.
  func baselineView(ofStack name: String, first: Bool) -> String? {
    guard let stack = viewsByName[name]?.stack else { return nil }
    let visible = stack.arrangedSubviews.filter { viewsByName[$0].map { !$0.isHidden } ?? false }
    guard let head = visible.first, let tail = visible.last else { return nil }
    if stack.axis == .vertical || stack.alignment == .fill { return first ? head : tail }
    if first && (stack.alignment == .leading || stack.alignment == .firstBaseline) { return head }
    if !first && (stack.alignment == .trailing || stack.alignment == .lastBaseline) { return tail }
    var tallest = head
    var height = -Double.infinity
    for arranged in visible {
      let h = viewsByName[arranged]?.intrinsicContentSize.height ?? 0
      if h > height { (tallest, height) = (arranged, h) }
    }
    return tallest
  }

  /// Records the content weights a stack view gives its arranged views, before their content
  /// constraints are first added.
  func presetContentWeights(of view: ViewDescription) {
    guard let stack = view.stack else { return }
    let count = stack.arrangedSubviews.count
    for (index, arranged) in stack.arrangedSubviews.enumerated() {
      contentWeights[arranged] = StackArrangement.ContentWeight(
        view: arranged, axis: stack.axis,
        weight: StackArrangement.weight(ofIndex: index, count: count))
    }
  }

  /// Brings a stack's generated constraints, guides and content weights in line with its view's
  /// current `stack` and its arranged views' properties.
  func arrangeStack(_ name: String) {
    let isFirstArrangement = stackStates[name] == nil
    let old = stackStates[name] ?? StackState()
    guard let view = viewsByName[name], let stack = view.stack else {
      removeArrangement(of: name)
      return
    }
    let arrangement = stack.arrangement(
      ofView: view, view: { viewsByName[$0] },
      fittingLength: { arranged, axis in fittingLength(ofView: arranged.name, along: axis) })

    // Which arranged views belong to this stack now.
    for arranged in old.arranged where arrangedIn[arranged] == name { arrangedIn[arranged] = nil }
    for arranged in stack.arrangedSubviews { arrangedIn[arranged] = name }

    // New guides first, so the constraints on them resolve.
    let guideNames = arrangement.guides.map(\.name)
    for guide in arrangement.guides where geometry[guide.name] == nil {
      hierarchy.insert(guide.name, kind: .guide, parent: name)
      geometry[guide.name] = makeGeometry(guide.name)
    }

    // Old constraints that stay, by everything but the constant; in order, so equal ones pair
    // up first with first.
    var pool: [GeneratedConstraintKey: [Int]] = [:]  // lookups only
    for id in old.slotIDs {
      guard let slot = slots[id] else { continue }
      pool[Self.key(slot.resolved.description), default: []].append(id)
    }
    var kept: [Int] = []
    var moved: [(constant: Double, id: ConstraintID)] = []
    var added: [ConstraintDescription] = []
    for constraint in arrangement.constraints {
      let key = Self.key(constraint)
      if var ids = pool[key], !ids.isEmpty {
        let id = ids.removeFirst()
        pool[key] = ids
        kept.append(id)
        if slots[id]?.resolved.description.constant != constraint.constant {
          moved.append((constraint.constant, ConstraintID(id)))
        }
      } else {
        added.append(constraint)
      }
    }
    // Uninstall first: adding before removing is how conflicts are met.
    let keptSet = Set(kept)  // membership only
    for id in old.slotIDs where !keptSet.contains(id) { removeSlot(id) }
    if !moved.isEmpty { try? setConstants(moved) }
    var ids = kept
    for constraint in added {
      guard let resolved = SceneValidator.check(constraint, in: hierarchy).resolved else {
        continue
      }
      let id = addSlot(resolved, stack: name)
      ids.append(id.rawValue)
    }
    for guide in old.guides where !guideNames.contains(guide) {
      hierarchy.remove(guide)
      geometry[guide] = nil
    }

    // Content weights: rebuild the content constraints of the views whose weight changed,
    // along the axes where it did.
    var weights: [String: StackArrangement.ContentWeight] = [:]  // lookups only
    for weight in arrangement.contentWeights { weights[weight.view] = weight }
    var reweighed: [Reweighing] = []
    for arranged in old.arranged where weights[arranged] == nil {
      guard let was = contentWeights.removeValue(forKey: arranged) else { continue }
      reweighed.append(Reweighing(view: arranged, old: was, new: nil))
    }
    for weight in arrangement.contentWeights where contentWeights[weight.view] != weight {
      let was = contentWeights.updateValue(weight, forKey: weight.view)
      reweighed.append(Reweighing(view: weight.view, old: was, new: weight))
    }
    for change in reweighed where viewsByName[change.view] != nil {
      for axis in change.changedAxes { rebuildContentConstraints(of: change.view, along: axis) }
    }

    let baselines = [
      baselineView(ofStack: name, first: true), baselineView(ofStack: name, first: false),
    ]
    stackStates[name] = StackState(
      slotIDs: ids.sorted(), guides: guideNames, arranged: stack.arrangedSubviews,
      baselines: baselines)
    // Constraints on the stack's baselines follow the arranged view they now forward to (a
    // first arrangement has nothing to follow: forms are always built from the current views).
    if !isFirstArrangement && baselines != old.baselines { rederiveDependents(of: name) }
  }

  /// Removes everything a stack generated.
  func removeArrangement(of name: String) {
    guard let old = stackStates.removeValue(forKey: name) else { return }
    for id in old.slotIDs { removeSlot(id) }
    for guide in old.guides {
      hierarchy.remove(guide)
      geometry[guide] = nil
    }
    for arranged in old.arranged where arrangedIn[arranged] == name {
      arrangedIn[arranged] = nil
      if let was = contentWeights.removeValue(forKey: arranged), viewsByName[arranged] != nil {
        let change = Reweighing(view: arranged, old: was, new: nil)
        for axis in change.changedAxes { rebuildContentConstraints(of: arranged, along: axis) }
      }
    }
  }

  /// After views are uninstalled: forgets the stacks among them, and takes the others out of
  /// the stacks that arranged them (a view removed from its superview leaves
  /// `arrangedSubviews`, as in UIKit), re-arranging those stacks.
  func forgetStacks(_ gone: Set<String>) {
    for name in gone.sorted() where stackStates[name] != nil {
      // Their constraints and guides went with the views.
      let old = stackStates.removeValue(forKey: name)
      for arranged in old?.arranged ?? [] where arrangedIn[arranged] == name {
        arrangedIn[arranged] = nil
      }
    }
    var touched: Set<String> = []  // membership only
    for name in gone {
      contentWeights[name] = nil
      if let stack = arrangedIn.removeValue(forKey: name), !gone.contains(stack) {
        touched.insert(stack)
      }
    }
    for stack in touched.sorted() {
      viewsByName[stack]?.stack?.arrangedSubviews.removeAll { gone.contains($0) }
      arrangeStack(stack)
    }
  }

  /// A generated constraint's identity across re-arrangements: everything but its constant.
  static func key(_ c: ConstraintDescription) -> GeneratedConstraintKey {
    GeneratedConstraintKey(
      name: c.name, first: c.first, relation: c.relation, second: c.second,
      multiplier: c.multiplier.bitPattern, priority: c.priority)
  }
}

/// A generated constraint's identity across re-arrangements of its stack: everything but its
/// constant. A value rather than a string of the parts: a stack re-arranged after every class
/// change built two such strings per constraint (6% of validating a storyboard of stacks).
struct GeneratedConstraintKey: Hashable {
  var name: String?
  var first: ConstraintItem
  var relation: LayoutRelation
  var second: ConstraintItem?
  /// The multiplier's bits: equal keys have the same multiplier exactly.
  var multiplier: UInt64
  var priority: Int
}

/// An arranged view's content weight before and after a re-arrangement (nil: none, which
/// weighs 1 along both axes).
struct Reweighing {
  var view: String
  var old: StackArrangement.ContentWeight?
  var new: StackArrangement.ContentWeight?

  /// The axes along which the view's content constraints read a different weight: none when
  /// only the record changed (the last arranged view weighs 1, as a view outside any stack
  /// does), so their forms would come out the same.
  var changedAxes: [LayoutAxis] {
    LayoutAxis.allCases.filter { Self.weight(old, $0) != Self.weight(new, $0) }
  }

  /// The weight a content weight record gives along `axis`: its weight on its own axis, 1
  /// across it or without a record (`LayoutEngine.contentWeight(of:_:)`).
  static func weight(_ w: StackArrangement.ContentWeight?, _ axis: LayoutAxis) -> Double {
    guard let w, w.axis == axis else { return 1 }
    return w.weight
  }
}

/// What a stack view generated in the engine.
struct StackState {
  /// Its generated constraints' slots.
  var slotIDs: [Int] = []
  /// Its guides' names.
  var guides: [String] = []
  /// The arranged views it listed.
  var arranged: [String] = []
  /// The views its first and last baselines forwarded to.
  var baselines: [String?] = [nil, nil]
}
