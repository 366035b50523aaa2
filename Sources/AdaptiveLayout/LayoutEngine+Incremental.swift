import LayoutSolver

/// Changing a live layout without rebuilding the solver: what a size-class change or a rotation
/// needs. Every change re-solves incrementally and then tries again any constraint a conflict
/// left out.
extension LayoutEngine {
  // MARK: - Constraints

  /// Installs a constraint (activates it, in UIKit's words) and returns its ID.
  ///
  /// - Throws: `LayoutEngineError.invalid` when the constraint breaks Auto Layout's rules; a
  ///   required constraint that conflicts is not an error: it is installed but left out, and
  ///   `conflicts` says why.
  /// - Complexity: one solver addition.
  @discardableResult
  public func install(_ constraint: ConstraintDescription) throws(LayoutEngineError)
    -> ConstraintID
  {
    var diagnostics: [LayoutDiagnostic] = []
    if let name = constraint.name, isNameInUse(name) || Scene.reservedNameSet.contains(name) {
      diagnostics.append(
        LayoutDiagnostic(
          .error, at: constraint.location,
          Scene.reservedNameSet.contains(name)
            ? "'\(name)' is a reserved name and cannot name a constraint"
            : "duplicate name '\(name)'"))
    }
    var (found, resolved) = SceneValidator.check(constraint, in: hierarchy)
    if resolved == nil {
      // The constraints' names only word an error (an item that names a constraint): the set
      // of them, a pass over every slot, is made for a constraint that has one. Made for each
      // install, it made installing the views of a class quadratic.
      let names = Set(slots.compactMap { $0?.resolved.description.name })
      (found, resolved) = SceneValidator.check(constraint, in: hierarchy, constraintNames: names)
    }
    diagnostics += found
    guard diagnostics.isEmpty, let resolved else {
      throw .invalid(SceneValidationError(diagnostics: diagnostics))
    }
    let id = addSlot(resolved)
    retryRefused()
    return id
  }

  /// Uninstalls a constraint (deactivates it).
  /// - Complexity: one solver removal, plus retrying constraints a conflict left out.
  public func uninstall(_ id: ConstraintID) throws(LayoutEngineError) {
    guard slot(id) != nil else { throw .unknownConstraint(id) }
    removeSlot(id.rawValue)
    retryRefused()
  }

  /// Changes a constraint's constant in place, as setting `NSLayoutConstraint.constant` does.
  ///
  /// When a required constraint cannot take the new constant, it is the one broken: it is left
  /// out, with its conflict, until a later change lets it hold.
  /// - Complexity: one in-place constant change in the solver (dual simplex from the current
  ///   optimum).
  public func setConstant(_ constant: Double, of id: ConstraintID) throws(LayoutEngineError) {
    try updateConstant(constant, of: id)
    applyConstant(of: id)
    retryRefused()
  }

  /// Changes several constants at once, re-solving once (`Solver.setConstants`): what a size-class
  /// change that moves many constants needs. When the new constants cannot all hold, they are
  /// applied one at a time, so each conflict is found and broken as `setConstant` does.
  /// - Complexity: one joint repair, propagated from every changed row together.
  public func setConstants(_ changes: [(constant: Double, id: ConstraintID)])
    throws(LayoutEngineError)
  {
    var batch: [(constraint: Constraint, constant: Double)] = []
    var separately: [ConstraintID] = []
    batch.reserveCapacity(changes.count)
    // Each slot read in place, its solver form's constant computed without making the form: a
    // copy of the slot (its description, resolution and form, a dozen references to retain and
    // release) and a constraint made only for its constant were most of this loop at 10,000
    // views, beside the solver's own work.
    func gather(_ id: ConstraintID) {
      let index = id.rawValue
      guard slots.indices.contains(index),
        let current = slots.withUnsafeBufferPointer({ $0[index]?.solverConstraint })
      else { return }
      if solver.hasConstraint(current), let constant = slotConstant(at: index) {
        batch.append((current, constant))
      } else {
        separately.append(id)
      }
    }
    // Each slot gathered right after its constant is recorded, while it is in the cache (a
    // class change of 10,000 cards records megabytes of slots, and a second pass read each
    // again from memory), when no ID can repeat: IDs in increasing order, as a class change
    // lists them. Otherwise every constant is recorded first, so that a repeated ID's entries
    // all carry its last constant.
    if zip(changes, changes.dropFirst()).allSatisfy({ $0.id.rawValue < $1.id.rawValue }) {
      for change in changes {
        try updateConstant(change.constant, of: change.id)
        gather(change.id)
      }
    } else {
      for change in changes { try updateConstant(change.constant, of: change.id) }
      for change in changes { gather(change.id) }
    }
    let together = (try? solver.setConstants(batch)) ?? false
    if !together {
      separately = changes.map(\.id)
    }
    for id in separately { applyConstant(of: id) }
    retryRefused()
  }

  /// The constant of the solver form of the slot at `index` (`solverConstant(for:)`), read from
  /// the slot in place; nil for an empty slot.
  ///
  /// Field by field through one buffer: a binding of the slot (`if let slot = slots[index]`,
  /// or a `switch` on it) copied the whole slot, a dozen references retained and released.
  private func slotConstant(at index: Int) -> Double? {
    let input = slots.withUnsafeBufferPointer { slots -> SolverFormInput? in
      guard let first = slots[index]?.resolved.description.first.attribute,
        let multiplier = slots[index]?.resolved.description.multiplier,
        let constant = slots[index]?.resolved.description.constant,
        let firstItem = slots[index]?.resolved.firstItem,
        let commonAncestor = slots[index]?.resolved.commonAncestor
      else { return nil }
      return SolverFormInput(
        firstAttribute: first,
        secondAttribute: slots[index]?.resolved.description.second?.attribute,
        multiplier: multiplier, constant: constant, firstItem: firstItem,
        secondItem: slots[index]?.resolved.secondItem, commonAncestor: commonAncestor)
    }
    return input.map { solverConstant(for: $0) }
  }

  /// Records a new constant in the constraint's description (not yet in the solver).
  ///
  /// In place: a copy of the slot out and back (its description, resolution and solver form)
  /// was a memory copy per constant, and a class change moves thousands.
  private func updateConstant(_ constant: Double, of id: ConstraintID) throws(LayoutEngineError) {
    // Through the buffer: `slots[i] != nil` copied the slot out of the array to test it.
    guard slots.indices.contains(id.rawValue),
      slots.withUnsafeBufferPointer({ $0[id.rawValue] != nil })
    else {
      throw .unknownConstraint(id)
    }
    guard constant.isFinite else {
      throw .invalid(
        SceneValidationError(diagnostics: [
          LayoutDiagnostic(
            .error, at: slots[id.rawValue]?.resolved.description.location ?? .unknown,
            "the constant must be a finite number")
        ]))
    }
    slots[id.rawValue]?.resolved.description.constant = constant
  }

  /// Brings the solver in line with the constant in the constraint's description.
  private func applyConstant(of id: ConstraintID) {
    guard let slot = slot(id) else { return }
    let role = Role.constraint(id.rawValue)
    let current = slot.solverConstraint
    // The new constant of the solver form: `lhs − rhs` changes by the constant's change.
    let updated = solverConstraint(for: slot.resolved)
    if solver.hasConstraint(current) {
      do {
        // The object in the solver keeps its old written constant; the solver holds the new
        // one, and every later re-addition is rebuilt from the description.
        try solver.setConstant(updated.expression.constant, of: current)
      } catch .unsatisfiable(let conflict) {
        let members = conflict.compactMap { roles[$0] }.map(member)
        deactivate(current)
        slots[id.rawValue]?.solverConstraint = updated
        roles[updated] = role
        // Broken for now because it is the one changing; the retry after the change applies
        // the rule (`victim(among:)`), which may break another member instead: no evidence.
        refusals[role] = Refusal(conflict: LayoutConflict(broken: member(role), members: members))
      } catch {
        rederive([id.rawValue])
      }
    } else {
      rederive([id.rawValue])
    }
  }

  /// Changes a constraint's priority. The solver cannot change a priority in place, so this
  /// removes and adds the constraint again (UIKit forbids changing between required and
  /// optional in place; here that is the same uninstall plus install).
  /// - Complexity: one solver removal and one addition.
  public func setPriority(_ priority: Int, of id: ConstraintID) throws(LayoutEngineError) {
    guard var slot = slot(id) else { throw .unknownConstraint(id) }
    guard (1...1000).contains(priority) else {
      throw .invalid(
        SceneValidationError(diagnostics: [
          LayoutDiagnostic(
            .error, at: slot.resolved.description.location,
            "priority \(priority) is out of range: expected 1…1000")
        ]))
    }
    slot.resolved.description.priority = priority
    slots[id.rawValue] = slot
    rederive([id.rawValue])
    retryRefused()
  }

  // MARK: - Root view and environment

  /// Changes the root view's size with the required edit: the constants of its pins move in
  /// place. A scene that cannot follow has constraints broken, listed in `conflicts`.
  /// - Complexity: two in-place constant changes (dual simplex from the current optimum).
  public func setRootSize(_ size: LayoutSize) {
    environment.rootSize = size
    movePin(pins.rootWidth, to: size.width)
    movePin(pins.rootHeight, to: size.height)
    retryRefused()
  }

  /// Moves the engine to another environment, changing only what differs: the root's size and
  /// safe area by required edits, the system minimum margin in place, the direction by
  /// rebuilding the leading/trailing constraints.
  /// - Complexity: the sum of the individual changes it needs; nothing when equal.
  public func setEnvironment(_ newEnvironment: LayoutEnvironment) {
    if newEnvironment.isRightToLeft != environment.isRightToLeft {
      setRightToLeft(newEnvironment.isRightToLeft)
    }
    if newEnvironment.systemMinimumMargin != environment.systemMinimumMargin {
      setSystemMinimumMargin(newEnvironment.systemMinimumMargin)
    }
    if newEnvironment.safeAreaInsets != environment.safeAreaInsets {
      setSafeAreaInsets(newEnvironment.safeAreaInsets)
    }
    if newEnvironment.rootSize != environment.rootSize {
      setRootSize(newEnvironment.rootSize)
    }
  }

  /// Changes the safe-area insets with the required edit (the root's margins follow them).
  /// - Complexity: four in-place constant changes.
  public func setSafeAreaInsets(_ insets: EdgeInsets) {
    environment.safeAreaInsets = insets
    movePin(pins.safeLeft, to: insets.left)
    movePin(pins.safeTop, to: insets.top)
    movePin(pins.safeRight, to: insets.right)
    movePin(pins.safeBottom, to: insets.bottom)
    retryRefused()
  }

  /// Changes the root view's system minimum leading and trailing margins.
  /// - Complexity: two in-place constant changes.
  public func setSystemMinimumMargin(_ margin: Double) {
    environment.systemMinimumMargin = margin
    movePin(pins.marginLeft, to: margin)
    movePin(pins.marginRight, to: margin)
    retryRefused()
  }

  /// Switches between left-to-right and right-to-left layout.
  /// - Complexity: rebuilds every constraint on a horizontal position: each view's horizontal
  ///   unknown measures from the leading edge, so it changes meaning with the direction.
  public func setRightToLeft(_ isRightToLeft: Bool) {
    guard isRightToLeft != environment.isRightToLeft else { return }
    environment.isRightToLeft = isRightToLeft
    let mirror = isRightToLeft ? rootWidth : nil
    geometry.modifyEach { $0 = $0.mirrored(in: mirror) }
    let horizontalLocation = { (a: LayoutAttribute?) in
      a?.axis == .horizontal && a?.isLocation == true
    }
    let affected = slots.indices.filter { index in
      guard let d = slots[index]?.resolved.description else { return false }
      return horizontalLocation(d.first.attribute) || horizontalLocation(d.second?.attribute)
    }
    rederive(affected)
    // A nested stack's fitting size is measured in the layout's direction (a subtree may mix
    // left and right with leading and trailing), so the shares that read one follow it.
    rearrangeFittedStacks()
    retryRefused()
  }

  // MARK: - View properties

  /// Changes a view's intrinsic content size.
  /// - Complexity: an in-place constant change per content constraint when the axes with an
  ///   intrinsic size stay the same; otherwise a removal and addition of the view's content
  ///   constraints. Constraints on the view's last baseline are rebuilt.
  public func setIntrinsicContentSize(
    _ size: IntrinsicContentSize, ofView name: String
  ) throws(LayoutEngineError) {
    guard var view = viewsByName[name] else { throw .unknownView(name) }
    try checkProperties(of: name) { $0.intrinsicContentSize = size }
    let old = view.intrinsicContentSize
    view.intrinsicContentSize = size
    viewsByName[name] = view
    if (old.width == nil) == (size.width == nil) && (old.height == nil) == (size.height == nil) {
      for axis in LayoutAxis.allCases {
        guard let value = size[axis], let constraints = content[name] else { continue }
        for c in [constraints.hugging[axis], constraints.resistance[axis]].compactMap({ $0 }) {
          setContentConstant(value, of: c)
        }
      }
    } else {
      removeContentConstraints(of: name)
      addContentConstraints(of: name)
    }
    if old.height != size.height { rederiveDependents(of: name) }
    // Proportional shares follow the intrinsic sizes.
    if let stack = proportionalStack(arranging: name) { arrangeStack(stack) }
    retryRefused()
  }

  /// Changes several views' intrinsic content sizes at once and re-solves once: what a
  /// size-class change that gives many labels new sizes needs.
  ///
  /// Where the layout is unambiguous, it is the one `setIntrinsicContentSize` gives for each
  /// change in turn, up to round-off (an ambiguous view may land elsewhere, as it may on a
  /// fresh build). Why at
  /// once: each of those re-solves moves every view that depends on the changed one, so a row
  /// of 2,000 labels whose widths vary by class moved each label once per label before it
  /// (quadratic: 15.6 s to validate, where one re-solve moves each label once).
  /// - Throws: `.unknownView` or `.invalid` for the first change that names no view or gives
  ///   an invalid size, before anything changes.
  /// - Complexity: one solver change of every content constant (`Solver.setConstants`) when
  ///   each view keeps the axes it has an intrinsic size on and all its content constraints
  ///   hold; otherwise each change on its own.
  public func setIntrinsicContentSizes(_ changes: [(size: IntrinsicContentSize, view: String)])
    throws(LayoutEngineError)
  {
    for change in changes {
      try checkProperties(of: change.view) { $0.intrinsicContentSize = change.size }
    }
    var batch: [(constraint: Constraint, constant: Double)] = []
    var together = changes.count > 1
    gather: for change in changes where together {
      guard let old = viewsByName[change.view]?.intrinsicContentSize,
        (old.width == nil) == (change.size.width == nil),
        (old.height == nil) == (change.size.height == nil),
        proportionalStack(arranging: change.view) == nil
      else {
        together = false
        break
      }
      for axis in LayoutAxis.allCases {
        guard let value = change.size[axis], let constraints = content[change.view] else {
          continue
        }
        for c in [constraints.hugging[axis], constraints.resistance[axis]] {
          guard let c else { continue }
          // One left out by a conflict is rebuilt on its own (`setContentConstant`).
          guard solver.hasConstraint(c), let role = roles[c] else {
            together = false
            break gather
          }
          batch.append((c, -value * contentWeight(ofRole: role)))
        }
      }
    }
    // Required content constraints that cannot all take their new constants together are
    // changed one by one, which tells which one breaks (the solver left nothing changed).
    guard together, (try? solver.setConstants(batch)) == true else {
      for change in changes { try setIntrinsicContentSize(change.size, ofView: change.view) }
      return
    }
    // Every view's new size first, then each constraint that reads a changed height (a
    // baseline) built again once, with all of them in place.
    var dependentIDs: Set<Int> = []  // membership only: `rederive` sorts
    for change in changes {
      let oldHeight = viewsByName[change.view]?.intrinsicContentSize.height
      viewsByName[change.view]?.intrinsicContentSize = change.size
      if oldHeight != change.size.height { dependentIDs.formUnion(dependents[change.view] ?? []) }
    }
    if !dependentIDs.isEmpty { rederive(Array(dependentIDs)) }
    retryRefused()
  }

  /// The proportional stack that arranges `name`, whose shares follow its intrinsic size; nil
  /// when none does.
  private func proportionalStack(arranging name: String) -> String? {
    guard let stack = arrangedIn[name],
      viewsByName[stack]?.stack?.distribution == .fillProportionally
    else { return nil }
    return stack
  }

  /// The weight of a content-size constraint's constant, `(size − intrinsic) × weight`: the
  /// constant is minus the weighted intrinsic size.
  private func contentWeight(ofRole role: Role) -> Double {
    switch role {
    case .hugging(let view, let axis), .resistance(let view, let axis):
      return contentWeight(of: view, axis)
    default: return 1
    }
  }

  /// Changes a view's content hugging priorities.
  /// - Complexity: a removal and addition of the view's content constraints.
  public func setContentHugging(_ priorities: AxisPriorities, ofView name: String)
    throws(LayoutEngineError)
  {
    try updateContentPriorities(of: name) { $0.contentHugging = priorities }
  }

  /// Changes a view's compression resistance priorities.
  /// - Complexity: a removal and addition of the view's content constraints.
  public func setCompressionResistance(_ priorities: AxisPriorities, ofView name: String)
    throws(LayoutEngineError)
  {
    try updateContentPriorities(of: name) { $0.compressionResistance = priorities }
  }

  /// Changes a view's layout margins.
  /// - Complexity: rebuilds the constraints that read this view's margins or baselines.
  public func setLayoutMargins(_ margins: EdgeInsets, ofView name: String)
    throws(LayoutEngineError)
  {
    try checkProperties(of: name) { $0.layoutMargins = margins }
    viewsByName[name]?.layoutMargins = margins
    rederiveDependents(of: name)
    // A margins-relative stack's fits and shares carry the insets in their constants.
    if viewsByName[name]?.stack?.isLayoutMarginsRelative == true { arrangeStack(name) }
    retryRefused()
  }

  /// Changes a view's baselines.
  /// - Complexity: rebuilds the constraints that read this view's margins or baselines.
  public func setBaseline(_ baseline: Baseline?, ofView name: String) throws(LayoutEngineError) {
    try checkProperties(of: name) { $0.baseline = baseline }
    viewsByName[name]?.baseline = baseline
    rederiveDependents(of: name)
    retryRefused()
  }

  /// Hides or shows a view. A hidden view still takes part in layout, so nothing is re-solved —
  /// unless it is an arranged subview of a stack, which collapses it (`UISV-hiding`).
  /// - Complexity: O(1); for an arranged view, its stack's generated constraints are updated.
  public func setHidden(_ isHidden: Bool, ofView name: String) throws(LayoutEngineError) {
    guard let view = viewsByName[name] else { throw .unknownView(name) }
    guard view.isHidden != isHidden else { return }
    viewsByName[name]?.isHidden = isHidden
    if let stack = arrangedIn[name],
      viewsByName[stack]?.stack?.arrangedSubviews.contains(name) == true
    {
      arrangeStack(stack)
      retryRefused()
    }
  }

  // MARK: - Views and guides

  /// Installs a view (a view that exists only in some size classes), at `index` in the output
  /// order or at the end. Its superview must be installed.
  /// - Complexity: its content constraints' additions.
  public func installView(_ view: ViewDescription, at index: Int? = nil) throws(LayoutEngineError) {
    var diagnostics: [LayoutDiagnostic] = []
    if Scene.reservedNameSet.contains(view.name) {
      diagnostics.append(
        LayoutDiagnostic(
          .error, at: view.location, "'\(view.name)' is a reserved name and cannot name a view"))
    } else if isNameInUse(view.name) {
      diagnostics.append(
        LayoutDiagnostic(.error, at: view.location, "duplicate name '\(view.name)'"))
    }
    if let superview = view.superview {
      let kind = hierarchy.kind(of: superview)
      if kind == nil || kind == .guide {
        diagnostics.append(
          LayoutDiagnostic(
            .error, at: view.location,
            kind == nil
              ? "view '\(view.name)' has unknown superview '\(superview)'"
              : "superview '\(superview)' of view '\(view.name)' is a layout guide, not a view"))
      }
    }
    diagnostics += SceneValidator.propertyDiagnostics(view)
    guard diagnostics.isEmpty else {
      throw .invalid(SceneValidationError(diagnostics: diagnostics))
    }
    hierarchy.insert(view.name, kind: .view, parent: view.superview)
    addViewState(view, at: index)
    addContentConstraints(of: view.name)
    // A stack arranges the views it lists that are installed; `setStack` arranges again once
    // the others are.
    if view.stack != nil { arrangeStack(view.name) }
    retryRefused()
  }

  /// Uninstalls a view with its subviews, the guides they own, and every constraint on any of
  /// them. Returns the IDs of the constraints uninstalled with it, in order.
  /// - Complexity: a scan of the constraints, and a solver removal for each constraint
  ///   uninstalled.
  @discardableResult
  public func uninstallView(named name: String) throws(LayoutEngineError) -> [ConstraintID] {
    guard viewsByName[name] != nil else { throw .unknownView(name) }
    return uninstallViews(named: [name])
  }

  /// Uninstalls views one after another, exactly as `uninstallView(named:)` would each in turn
  /// (a view already gone with an earlier one is skipped). Returns the IDs of the constraints
  /// uninstalled, in the order they went.
  ///
  /// One index of the constraints by the items they involve serves the whole list, so each view
  /// costs its subtree and its own constraints: uninstalling many views (a size class that
  /// drops a subview of every row) was a scan of every constraint per view, quadratic.
  /// - Complexity: one pass over the constraints, then the subtree and constraints of each view.
  @discardableResult
  public func uninstallViews(named names: [String]) -> [ConstraintID] {
    var slotsOfItem: [String: [Int]] = [:]  // lookups only
    var indexed = 0
    var removed: [ConstraintID] = []
    var allGone: Set<String> = []  // membership only
    for name in names where viewsByName[name] != nil {
      // Constraints added since (a stack re-arranged by the view before) are indexed too.
      while indexed < slots.count {
        if let resolved = slots[indexed]?.resolved {
          for item in Set([resolved.firstItem, resolved.secondItem, resolved.commonAncestor]) {
            if let item { slotsOfItem[item, default: []].append(indexed) }
          }
        }
        indexed += 1
      }
      let gone = hierarchy.descendants(of: name).union([name])
      // In ID order, as a scan of every constraint would find them.
      var candidates: [Int] = []
      for item in gone { candidates += slotsOfItem[item] ?? [] }
      for index in Set(candidates).sorted() where slots[index] != nil {
        removeSlot(index)
        removed.append(ConstraintID(index))
      }
      for item in gone.sorted() {
        removeContentConstraints(of: item)
        hierarchy.remove(item)
        geometry[item] = nil
        viewsByName[item] = nil
        guidesByName[item] = nil
        dependents[item] = nil
        for isRightToLeft in [false, true] {
          fittedSubtrees[FittingKey(view: item, isRightToLeft: isRightToLeft)] = nil
        }
      }
      allGone.formUnion(gone)
      forgetStacks(gone)
      retryRefused()
    }
    // Once for the whole list: what reads these orders meanwhile (a stack's fitting) skips
    // names no longer installed, and keeps the others' relative order.
    if !allGone.isEmpty {
      viewOrder.removeAll { allGone.contains($0) }
      guideOrder.removeAll { allGone.contains($0) }
    }
    return removed
  }

  // MARK: - Helpers

  /// Whether a view, guide or installed constraint already has the name.
  func isNameInUse(_ name: String) -> Bool {
    hierarchy.kind(of: name) != nil || slotNameCounts[name] != nil
  }

  /// Checks a view's properties after a change, without applying it.
  func checkProperties(of name: String, _ change: (inout ViewDescription) -> Void)
    throws(LayoutEngineError)
  {
    guard var view = viewsByName[name] else { throw .unknownView(name) }
    change(&view)
    let diagnostics = SceneValidator.propertyDiagnostics(view)
    guard diagnostics.isEmpty else {
      throw .invalid(SceneValidationError(diagnostics: diagnostics))
    }
  }

  func updateContentPriorities(of name: String, _ change: (inout ViewDescription) -> Void)
    throws(LayoutEngineError)
  {
    try checkProperties(of: name, change)
    guard var view = viewsByName[name] else { throw .unknownView(name) }
    change(&view)
    viewsByName[name] = view
    removeContentConstraints(of: name)
    addContentConstraints(of: name)
    retryRefused()
  }

  /// Moves a content-size constraint's constant in place; a required one that cannot take it
  /// is broken (left out until it can hold).
  func setContentConstant(_ value: Double, of constraint: Constraint) {
    guard let role = roles[constraint] else { return }
    if solver.hasConstraint(constraint) {
      do {
        try solver.setConstant(-value * contentWeight(ofRole: role), of: constraint)
        return
      } catch .unsatisfiable(let conflict) {
        let members = conflict.compactMap { roles[$0] }.map(member)
        deactivate(constraint)
        if let fresh = rebuildContent(role) {
          roles[fresh] = role
          // As for a constant (`applyConstant`): the retry applies the rule.
          refusals[role] = Refusal(
            conflict: LayoutConflict(broken: member(role), members: members))
        }
        return
      } catch {}
    }
    deactivate(constraint)
    if let fresh = rebuildContent(role) { activate(fresh, as: role) }
  }

  /// Rebuilds the constraints that read a view's margins or baselines.
  func rederiveDependents(of name: String) {
    guard let ids = dependents[name], !ids.isEmpty else { return }
    rederive(Array(ids))
  }
}
