import LayoutSolver

/// Reading the layout: frames, unmet optional constraints, conflicts and ambiguity.
extension LayoutEngine {
  /// The value of an expression at the current solution.
  func value(_ expression: Expression) -> Double {
    var total = expression.constant
    for term in expression.terms { total += term.coefficient * solver.value(of: term.variable) }
    return total == 0 ? 0 : total  // never -0
  }

  /// The value of an expression at another point of the optimal face; nil when the move did
  /// not observe one of its variables.
  func value(_ expression: Expression, at move: FaceMove) -> Double? {
    var total = expression.constant
    for term in expression.terms {
      guard let v = solver.value(of: term.variable, at: move) else { return nil }
      total += term.coefficient * v
    }
    return total == 0 ? 0 : total  // never -0
  }

  /// An item's frame in root coordinates, at the current solution or at another point of the
  /// optimal face.
  func absoluteFrame(_ item: String, at move: FaceMove? = nil) -> LayoutRect? {
    guard let g = geometry[item] else { return nil }
    guard let move else {
      return LayoutRect(
        x: tidy(value(g.left)), y: tidy(value(g.top)), width: tidy(value(g.width)),
        height: tidy(value(g.height)))
    }
    guard let x = value(g.left, at: move), let y = value(g.top, at: move),
      let width = value(g.width, at: move), let height = value(g.height, at: move)
    else { return nil }
    return LayoutRect(x: tidy(x), y: tidy(y), width: tidy(width), height: tidy(height))
  }

  /// A coordinate within round-off of a whole point is that point: a right-to-left left edge
  /// is `root.width − x − width` (`LayoutEngine`'s "Representation"), and `375 − 248.67 −
  /// 106.33` computed in doubles is 20.000000000000014, which the report would print.
  func tidy(_ value: Double) -> Double {
    let whole = value.rounded()
    return abs(value - whole) <= 1e-9 * max(1, abs(value)) ? whole + 0 : value
  }

  /// The variables an item's frame in its parent's coordinates reads: its own edges' and its
  /// parent's.
  ///
  /// Written into one list made once: a list of the two names, then a list per item and per
  /// edge, cost about 6,000 instructions an ambiguous axis (5% of validating the W6 row).
  func frameVariables(_ item: String) -> [Variable] {
    var variables: [Variable] = []
    variables.reserveCapacity(8)
    func append(_ edge: Expression) {
      for term in edge.terms { variables.append(term.variable) }
    }
    func appendEdges(of name: String) {
      guard let g = geometry[name] else { return }
      append(g.left)
      append(g.top)
      append(g.width)
      append(g.height)
    }
    appendEdges(of: item)
    if let parent = hierarchy.parent(of: item) { appendEdges(of: parent) }
    return variables
  }

  /// An item's frame in the coordinates of its parent (superview or owner).
  func relativeFrame(_ item: String, at move: FaceMove? = nil) -> LayoutRect? {
    guard var frame = absoluteFrame(item, at: move) else { return nil }
    if let parent = hierarchy.parent(of: item), let origin = absoluteFrame(parent, at: move) {
      frame.x = clean(tidy(frame.x - origin.x))
      frame.y = clean(tidy(frame.y - origin.y))
    }
    return frame
  }

  private func clean(_ value: Double) -> Double { value == 0 ? 0 : value }

  /// A view's frame in its superview's coordinates.
  /// - Complexity: O(1).
  public func frame(ofView name: String) -> LayoutRect? {
    viewsByName[name] == nil ? nil : relativeFrame(name)
  }

  /// A view's frame in the root view's coordinates.
  public func frameInRoot(ofView name: String) -> LayoutRect? {
    viewsByName[name] == nil ? nil : absoluteFrame(name)
  }

  /// A layout guide's frame in its owner's coordinates; also for `safeArea`, `topLayoutGuide`
  /// and `bottomLayoutGuide`, which the root view owns.
  public func frame(ofGuide name: String) -> LayoutRect? {
    guard hierarchy.kind(of: name) == .guide else { return nil }
    return relativeFrame(name)
  }

  /// Every installed view's frame in its superview's coordinates, in output order.
  /// - Complexity: O(views).
  public var viewFrames: [ViewFrame] {
    viewOrder.compactMap { name in
      guard let view = viewsByName[name], let frame = relativeFrame(name) else { return nil }
      return ViewFrame(
        name: name, superview: view.superview ?? Scene.rootName, frame: frame,
        isHidden: view.isHidden)
    }
  }

  /// Every installed view's frame in its superview's coordinates (what `viewFrames` gives), with
  /// its frame in root coordinates and its superview's (what `frameInRoot(ofView:)` gives for
  /// each; nil for a top-level view's, the root not being a view), in output order.
  ///
  /// Why one pass: `validate` reads all three of every view in every layout, and asking for
  /// them one by one computed each frame four or five times, each found by name (a tenth of
  /// validating a 10,000-view card grid). Here each view's and its parent's frames are
  /// computed once, with the arithmetic of `relativeFrame`, so the values are the same.
  /// - Complexity: O(views).
  public var viewFramesInRoot: [(view: ViewFrame, inRoot: LayoutRect, superviewInRoot: LayoutRect?)]
  {
    var frames: [(view: ViewFrame, inRoot: LayoutRect, superviewInRoot: LayoutRect?)] = []
    frames.reserveCapacity(viewOrder.count)
    forEachViewFrame { _, frame, inRoot, superviewInRoot in
      frames.append((frame, inRoot, superviewInRoot))
    }
    return frames
  }

  /// Calls `body` with each installed view, in output order, and what `viewFramesInRoot` gives
  /// for it, without building that list: a report that reads each view once reads the view's
  /// other properties (its location) here too, rather than finding it by name again.
  /// - Complexity: O(views).
  public func forEachViewFrame(
    _ body: (
      _ view: ViewDescription, _ frame: ViewFrame, _ inRoot: LayoutRect,
      _ superviewInRoot: LayoutRect?
    ) throws -> Void
  ) rethrows {
    let walk = viewWalk
    // Most parents are the root or the view just before (a superview comes before its
    // subviews): their frames are taken from here rather than computed again. The same
    // solution is read either way, so the same values.
    let rootFrame = absoluteFrame(Scene.rootName)
    let rootIsView = viewsByName[Scene.rootName] != nil  // a reserved name: never, in practice
    let rootWidthValue = solver.value(of: rootWidth)
    var last: (geometry: Int32, inRoot: LayoutRect)?
    for entry in walk.entries {
      guard entry.view >= 0, let view = viewsByName[position: Int(entry.view)],
        let inRoot = entry.handles.map({ absoluteFrame($0, rootWidth: rootWidthValue) })
          ?? absoluteFrame(geometryAt: entry.geometry)
      else { continue }
      let parent = entry.parent
      var origin: LayoutRect?
      var parentIsView: Bool?  // nil: not known without a lookup
      if parent == Scene.rootName {
        origin = rootFrame
        parentIsView = rootIsView
      } else if parent != nil, let last, last.geometry == entry.parentGeometry {
        origin = last.inRoot
        parentIsView = true
      } else if parent != nil {
        origin = absoluteFrame(geometryAt: entry.parentGeometry)
        parentIsView = entry.parentView >= 0 && viewsByName[position: Int(entry.parentView)] != nil
      }
      var frame = inRoot
      if let origin {
        frame.x = clean(tidy(frame.x - origin.x))
        frame.y = clean(tidy(frame.y - origin.y))
      }
      last = (entry.geometry, inRoot)
      // What `frameInRoot(ofView:)` gives for the superview: nil unless it is a view (the root
      // is not). The superview is the parent (`LayoutHierarchy` is built from `superview`), so
      // its frame is `origin`; the general case is kept for any other.
      let superview = view.superview ?? Scene.rootName
      let superviewInRoot: LayoutRect?
      if superview == parent {
        superviewInRoot = (parentIsView ?? (viewsByName[superview] != nil)) ? origin : nil
      } else {
        superviewInRoot = viewsByName[superview] == nil ? nil : absoluteFrame(superview)
      }
      try body(
        view,
        ViewFrame(name: view.name, superview: superview, frame: frame, isHidden: view.isHidden),
        inRoot, superviewInRoot)
    }
  }

  /// Every scene guide's frame in its owner's coordinates, in output order.
  public var guideFrames: [GuideFrame] {
    guideOrder.compactMap { name in
      guard let guide = guidesByName[name], let frame = relativeFrame(name) else { return nil }
      return GuideFrame(name: name, owner: guide.owner ?? Scene.rootName, frame: frame)
    }
  }

  /// Optional constraints the layout leaves unmet (error above 1e-9 of the scale of the
  /// layout), in installation order.
  /// - Complexity: O(constraints).
  public var brokenConstraints: [BrokenConstraint] {
    let scale = max(1, environment.rootSize.width, environment.rootSize.height)
    return slots.indices.compactMap { index in
      // A stack's optional constraints (fits, ambiguity suppression) exist to give way.
      guard let slot = slots[index], slot.stack == nil, !slot.resolved.description.isRequired,
        let error = solver.error(of: slot.solverConstraint), error > 1e-9 * scale
      else { return nil }
      return BrokenConstraint(
        id: ConstraintID(index), constraint: slot.resolved.description, error: error)
    }
  }

  /// Required constraints left out of the layout because they conflicted, each with a minimal
  /// conflicting set; scene constraints in installation order, after content-size ones.
  public var conflicts: [LayoutConflict] {
    pinFailures + refusals.roles.compactMap { refusals[$0]?.conflict }
  }

  /// Whether a constraint is in the layout: installed and not left out by a conflict.
  public func isActive(_ id: ConstraintID) -> Bool {
    guard let slot = slot(id) else { return false }
    return solver.hasConstraint(slot.solverConstraint)
  }

  /// The layout as a value: frames, unmet optional constraints and conflicts.
  public var result: LayoutResult {
    LayoutResult(
      views: viewFrames, guides: guideFrames, brokenConstraints: brokenConstraints,
      conflicts: conflicts)
  }

  /// Calls `body` with each installed view, in output order, without building the list that
  /// `views` returns (a copy of every view: 13 MB at 50,000 views, which a report that reads
  /// each view once need not hold).
  public func forEachView(_ body: (ViewDescription) throws -> Void) rethrows {
    for entry in viewWalk.entries {
      if entry.view >= 0, let view = viewsByName[position: Int(entry.view)] { try body(view) }
    }
  }

  /// The scene the engine currently lays out: installed views and guides in output order,
  /// installed scene constraints in ID order (stacks generate theirs again from the views'
  /// `stack`), with every change applied. A fresh engine built from it
  /// (with `environment`) gives the same layout where the layout is unambiguous.
  public var currentScene: Scene {
    Scene(
      views: views, guides: guides,
      constraints: slots.compactMap { $0?.stack == nil ? $0?.resolved.description : nil })
  }

  /// The summed error of the optional constraints at each priority level, highest first: two
  /// solutions of the same state agree on it.
  public var errorsByPriority: [(priority: Int, error: Double)] {
    solver.errorsByPriority
  }

  /// Views and layout guides whose position (in the superview or owner) or size along an axis
  /// the constraints do not fix: every view in output order, then every scene guide in output
  /// order, horizontal before vertical — UIKit's `hasAmbiguousLayout`, which `UIView` and
  /// `UILayoutGuide` both have.
  ///
  /// A view placed relative to an ambiguous superview is not itself ambiguous, nor is a guide
  /// placed relative to an ambiguous owner: positions are read in the superview's or owner's
  /// coordinates, as Interface Builder reports them. The built-in guides (`safeArea`,
  /// `topLayoutGuide`, `bottomLayoutGuide`) are never reported: they are expressions of the
  /// root's size and the safe-area insets, which the environment pins.
  /// - Complexity: one pass of sign propagation over a copy of the solver's tableau, probes for
  ///   the unknowns it leaves open and linear programs for what they leave (see
  ///   `Solver.ambiguities(ofExpressions:)`); four unknowns per view or guide, positions relative
  ///   to the superview or owner as expressions.
  public func ambiguities() -> [AxisAmbiguity] {
    ambiguities(withAlternativeFrames: false)
  }

  /// `ambiguities()`, optionally with two frames per ambiguous view or guide and axis that both
  /// satisfy every constraint equally well.
  ///
  /// How the frames are found: the free quantity — the size if it is free, else the position in
  /// the superview or owner — is moved 8, 1 or 1/8 points up or down (the first that works, in
  /// that order) along the optimal face, by a propagated shift on a copy of the solver's tableau
  /// (`Solver.faceMoves(of:steps:)`): every constraint still holds and the error at every
  /// priority level stays the same. The two frames are the current one and the moved one. An
  /// item whose quantity the last shift moved too (a view pushed by the one before) takes that
  /// shift's point; a quantity no constraint holds is moved directly (`unconstrainedFrames`). A
  /// move that needs a pivot falls back to a fresh engine built from `currentScene` (so the live
  /// layout is untouched), on which a temporary required constraint pins the quantity there and
  /// is kept only when no level's error changes.
  /// - Complexity: with frames, one copy of the tableau and a propagated shift per ambiguity;
  ///   one full build plus a few solver additions per ambiguity the shifts leave.
  public func ambiguities(withAlternativeFrames: Bool) -> [AxisAmbiguity] {
    guard withAlternativeFrames else { return freeAxes() }
    var (found, moves) = freeAxes(steps: Self.alternativeSteps)
    var probe: LayoutEngine?
    var probeFailed = false
    // The probe's errors at its optimum, read once: every trial pin is taken out again, which
    // leaves an optimum with the same errors (each read is a pass over every constraint).
    var probeErrors: [(priority: Int, error: Double)] = []
    for index in found.indices {
      let name = found[index].item
      if index < moves.count, let move = moves[index], let before = relativeFrame(name),
        let after = relativeFrame(name, at: move), !after.isClose(to: before, tolerance: 1e-9)
      {
        found[index].alternativeFrames = [before, after]
        continue
      }
      if let frames = unconstrainedFrames(of: found[index]) {
        found[index].alternativeFrames = frames
        continue
      }
      if probe == nil && !probeFailed {
        probe = try? LayoutEngine(scene: currentScene, environment: environment)
        probeFailed = probe == nil
        probeErrors = probe?.solver.errorsByPriority ?? []
      }
      if let probe {
        let frames = probe.alternativeFrames(for: found[index], errors: probeErrors)
        found[index].alternativeFrames = frames
        // The first frame is the layout's own, as on the face: the probe is a second engine,
        // where an ambiguous item may sit elsewhere (and where an earlier trial pin, taken out
        // again, may have left it). Either probe frame is a solution as good as the layout's.
        if frames.count == 2, let current = relativeFrame(name),
          !frames[0].isClose(to: current, tolerance: 1e-9)
        {
          let other = frames[1].isClose(to: current, tolerance: 1e-9) ? frames[0] : frames[1]
          found[index].alternativeFrames = [current, other]
        }
      }
    }
    return found
  }

  /// The changes tried for an alternative frame, in order: 8, 1 and 1/8 points, up then down.
  static let alternativeSteps: [Double] = [8, -8, 1, -1, 0.125, -0.125]

  /// Two frames of an ambiguous item whose free quantity reads a variable that no constraint
  /// holds (a view with no horizontal constraint at all: its `x`), or nil: the current frame,
  /// and the frame with that variable moved by the first step. No constraint reads the
  /// variable, so every one still holds at the same errors, and nothing else moves.
  ///
  /// Why: the optimal face knows nothing of such a variable, so the face's move could not
  /// find these frames, and each fell back to a temporary constraint on a second engine, whose
  /// check of every level's error is a pass over every constraint: a column of 1,000 views
  /// with no horizontal constraints took 43 s to validate, quadratic in the views.
  func unconstrainedFrames(of ambiguity: AxisAmbiguity) -> [LayoutRect]? {
    guard let free = freeQuantity(of: ambiguity),
      let term = free.terms.first(where: { $0.coefficient != 0 && !solver.hasSeen($0.variable) }),
      let step = Self.alternativeSteps.first,
      let before = relativeFrame(ambiguity.item)
    else { return nil }
    // Every edge is linear in the variables: each moves by its coefficient of `term`'s
    // variable times the step, less the parent's for a position.
    func change(_ e: Expression) -> Double {
      e.terms.reduce(0) { $1.variable === term.variable ? $0 + $1.coefficient * step : $0 }
    }
    guard let g = geometry[ambiguity.item] else { return nil }
    let p = hierarchy.parent(of: ambiguity.item).flatMap { geometry[$0] }
    let after = LayoutRect(
      x: clean(tidy(before.x + change(g.left) - (p.map { change($0.left) } ?? 0))),
      y: clean(tidy(before.y + change(g.top) - (p.map { change($0.top) } ?? 0))),
      width: clean(tidy(before.width + change(g.width))),
      height: clean(tidy(before.height + change(g.height))))
    return after.isClose(to: before, tolerance: 1e-9) ? nil : [before, after]
  }

  /// The quantity an alternative frame moves: the size along the axis if it is free, else the
  /// position in the superview or owner.
  func freeQuantity(of ambiguity: AxisAmbiguity) -> Expression? {
    guard let g = geometry[ambiguity.item], let vars = g.variables,
      let parent = hierarchy.parent(of: ambiguity.item), let p = geometry[parent]
    else { return nil }
    let horizontal = ambiguity.axis == .horizontal
    if ambiguity.sizeIsFree { return horizontal ? g.width : g.height }
    // The position as `freeAxes` asks it: from the parent's leading (top) edge.
    guard let pv = p.variables else { return Expression(horizontal ? vars.x : vars.top) }
    return horizontal ? vars.x - pv.x : vars.top - pv.top
  }

  /// Two frames of an ambiguous view or guide that satisfy every constraint equally well, or
  /// none. `errors`: the solver's `errorsByPriority` now.
  func alternativeFrames(
    for ambiguity: AxisAmbiguity, errors: [(priority: Int, error: Double)]
  ) -> [LayoutRect] {
    let name = ambiguity.item
    guard let free = freeQuantity(of: ambiguity), let before = relativeFrame(name) else {
      return []
    }
    let current = value(free)
    for step in Self.alternativeSteps {
      let pin = Constraint(free, .equal, Expression(constant: current + step))
      do {
        try solver.add(pin)
      } catch {
        continue  // the solver is left as it was: a refused pin changes nothing
      }
      let after = solver.errorsByPriority
      let same =
        after.map(\.priority) == errors.map(\.priority)
        && zip(after, errors).allSatisfy { abs($0.error - $1.error) <= 1e-7 * max(1, $1.error) }
      let frame = relativeFrame(name)
      try? solver.remove(pin)
      if same, let frame, !frame.isClose(to: before, tolerance: 1e-9) { return [before, frame] }
    }
    return []
  }

  /// The free axes of every view and scene guide (no alternative frames).
  func freeAxes() -> [AxisAmbiguity] { freeAxes(steps: []).axes }

  /// The free axes of every view and scene guide; with `steps`, also a move along the optimal
  /// face of each axis's free quantity (the size if it is free, else the position), observing
  /// what the item's frame reads — on the same copy of the tableau as the question.
  func freeAxes(steps: [Double]) -> (axes: [AxisAmbiguity], moves: [FaceMove?]) {
    // Positions relative to the superview or owner: the expressions `x − parent.x`, asked of
    // the solver directly (a root-level item's own left and top are already that).
    // A probe that is exactly one of the item's variables shares the geometry's expression for
    // it (which a view's or scene guide's is): no storage of its own, where four new ones per
    // item were 10 MB at 50,000 views, held beside the question's own work.
    func probe(_ variable: Variable, _ stored: Expression) -> Expression {
      let isVariable =
        stored.constant == 0 && stored.terms.count == 1 && stored.terms[0].variable === variable
        && stored.terms[0].coefficient == 1
      return isVariable ? stored : Expression(variable)
    }
    // The four questions of an item, appended to `probes`; false for an item without variables
    // (the root and the built-in guides), which is not asked.
    func ask(_ g: ItemGeometry, _ p: ItemGeometry, into probes: inout [Expression]) -> Bool {
      guard let vars = g.variables else { return false }
      // The position along each axis is measured from the parent's leading (top) edge: `x` is
      // the leading edge's offset in either direction, so right to left asks the questions
      // left to right asks of its mirror (a root-level item's offsets are its own).
      // (The root, a parent without variables, has its leading and top edges at 0.)
      // A geometry with variables has its top, width and height as exactly those
      // (`ItemGeometry.init(x:top:width:height:mirroredIn:)`), so `probe` would share them: taken
      // as they are, without reading their terms. Appended one by one: an array literal a
      // view was an allocation a view.
      if let pv = p.variables {
        probes.append(vars.x - pv.x)
        probes.append(g.width)
        probes.append(vars.top - pv.top)
      } else {
        probes.append(g.leftIsX ? g.left : probe(vars.x, g.left))
        probes.append(g.width)
        probes.append(g.top)
      }
      probes.append(g.height)
      return true
    }
    // The views' questions are kept with the walk, asked again of every layout until the walk
    // is taken again (see `viewWalk`): they read only the items' variables, which a class
    // change that moves constants keeps. (A change of direction writes every geometry, so it
    // takes the walk and its questions again, though every probe reads `x`, never `left`.)
    // Made anew for each question, they were two allocations a view a layout.
    var walk = viewWalk
    if walk.probes == nil {
      var viewProbes: [Expression] = []
      var probedViews: [Int32] = []
      viewProbes.reserveCapacity(4 * walk.entries.count)
      for (index, entry) in walk.entries.enumerated()
      where entry.geometry >= 0 && entry.parent != nil && entry.parentGeometry >= 0 {
        guard let g = geometry[position: Int(entry.geometry)],
          let p = geometry[position: Int(entry.parentGeometry)],
          ask(g, p, into: &viewProbes)
        else { continue }
        probedViews.append(Int32(truncatingIfNeeded: index))
      }
      // The terms read ahead once for the walk: each question then finds the symbols without
      // reading the expressions' term lists or the variables, once each a layout.
      var terms = TermHandles(for: solver)
      for probe in viewProbes { terms.append(probe, in: solver) }
      walk.probes = (viewProbes, probedViews, terms)
      viewWalkCache = walk
    }
    // Views first, then guides by name: the same items in the same order as one list of both.
    var probes = walk.probes?.expressions ?? []
    var probed: [(name: String, kind: AxisAmbiguity.ItemKind)] = []
    probed.reserveCapacity((walk.probes?.views.count ?? 0) + guideOrder.count)
    for index in walk.probes?.views ?? [] { probed.append((viewOrder[Int(index)], .view)) }
    for name in guideOrder {
      guard let g = geometry[name], let parent = hierarchy.parent(of: name),
        let p = geometry[parent], ask(g, p, into: &probes)
      else { continue }
      probed.append((name, .guide))
    }
    var result: [AxisAmbiguity] = []
    // Reads the answers (probes 4k…4k+3: x, width, y, height of item k) into `result`, and
    // names the probe each free axis moves.
    func axes(_ found: [Ambiguity]) -> [(expression: Int, observing: [Variable])] {
      var picks: [(expression: Int, observing: [Variable])] = []
      for (index, item) in probed.enumerated() where index * 4 + 3 < found.count {
        let h = (found[index * 4], found[index * 4 + 1])
        let v = (found[index * 4 + 2], found[index * 4 + 3])
        if !h.0.isFixed || !h.1.isFixed {
          result.append(
            AxisAmbiguity(
              item: item.name, kind: item.kind, axis: .horizontal, positionIsFree: !h.0.isFixed,
              sizeIsFree: !h.1.isFixed))
          picks.append((index * 4 + (h.1.isFixed ? 0 : 1), frameVariables(item.name)))
        }
        if !v.0.isFixed || !v.1.isFixed {
          result.append(
            AxisAmbiguity(
              item: item.name, kind: item.kind, axis: .vertical, positionIsFree: !v.0.isFixed,
              sizeIsFree: !v.1.isFixed))
          picks.append((index * 4 + (v.1.isFixed ? 2 : 3), frameVariables(item.name)))
        }
      }
      return steps.isEmpty ? [] : picks
    }
    // The views' probes come first in `probes`: the terms read ahead are theirs.
    let terms = walk.probes?.terms ?? TermHandles(for: solver)
    if steps.isEmpty {
      _ = axes(solver.ambiguities(ofExpressions: probes, termHandles: terms))
      return (result, [])
    }
    let moves = solver.ambiguities(
      ofExpressions: probes, steps: steps, termHandles: terms, moving: axes
    ).moves
    return (result, moves)
  }
}
