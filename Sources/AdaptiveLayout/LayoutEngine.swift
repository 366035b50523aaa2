import LayoutSolver

/// A live Auto Layout engine for one scene: it turns views, guides and constraints into solver
/// constraints, keeps them in one `Solver`, and updates them incrementally.
///
/// ```swift
/// let engine = try LayoutEngine(
///   scene: scene,
///   environment: LayoutEnvironment(rootSize: .init(width: 375, height: 667), systemMinimumMargin: 16))
/// engine.frame(ofView: "box")            // in its superview's coordinates
/// try engine.setRootSize(.init(width: 667, height: 375))   // rotate: no rebuild
/// ```
///
/// ## Representation
/// Every view and guide has four unknowns in the root view's coordinates: its leading edge's
/// offset `x`, top, width and height. Left to right `x` is the left edge; right to left it is
/// the right edge's distance from the root's right edge (`left = root.width − x − width`), so
/// a right-to-left scene gives the solver the same rows as its left-to-right mirror: the same
/// pivots, the same cost (a squeezed row pulled against its trailing end cost O(N) a view
/// right to left when `x` was the left edge), and the same ambiguity questions, whose
/// positions are measured from the superview's leading edge in both directions.
/// The root view's left and top are the constant 0; its width and height are pinned
/// by required equalities whose constants move with `Solver.setConstant` (the required edit), so
/// a new size is incremental and a layout that cannot fit it is reported, not absorbed. The safe
/// area guide and the root's layout margins are pinned the same way.
///
/// A location is measured in the coordinate space of the two items' nearest common ancestor N:
/// `x − N.left` (or `y − N.top`). With a multiplier of 1 the offsets cancel; with another one,
/// `box.left = superview.right * 0.25` reads `box.left − S.left = 0.25 × S.width`.
///
/// With a right-to-left layout, a horizontal constraint that involves leading or trailing is read
/// in N's mirrored space, `N.right − x`, where leading is the right edge. Offsets along leading
/// and trailing therefore flip sign (`b.leading = a.trailing + 8` puts b 8 points left of a), and
/// proportional leading/trailing layouts mirror.
///
/// ## Simplifications
/// - Only the root view's margins follow the safe area (its leading/trailing margins are the
///   system minimum inside the safe area, top and bottom 0). UIKit also insets a subview's
///   margins where the view overlaps the safe area; here a subview's margins are just its own.
/// - A hidden view takes part in layout, as in UIKit.
public final class LayoutEngine {
  /// The environment the layout is computed for.
  public internal(set) var environment: LayoutEnvironment

  /// The solver, which lists what it relaxes for `retryRefused`.
  let solver: Solver = {
    let solver = Solver()
    solver.logsRelaxations = true
    return solver
  }()
  var hierarchy: LayoutHierarchy {
    didSet { viewWalkCache = nil }
  }
  /// Installed views' names in output order (declaration order, unless installed later).
  var viewOrder: [String] = [] {
    didSet { viewWalkCache = nil }
  }
  /// The last `viewWalk` taken; nil once the order or the hierarchy changed.
  var viewWalkCache: ViewWalk?
  /// Installed views by name.
  var viewsByName = NamedStore<ViewDescription>()
  /// Installed scene guides' names in output order.
  var guideOrder: [String] = []
  /// Installed scene guides by name.
  var guidesByName = NamedStore<LayoutGuideDescription>()
  /// The unknowns of every item, by name.
  var geometry = NamedStore<ItemGeometry>()
  /// Installed constraints, indexed by `ConstraintID.rawValue`; `nil` once uninstalled.
  var slots: [ConstraintSlot?] = []
  /// How many installed constraints carry each name (stacks may repeat theirs), so that
  /// checking a new name is a lookup, not a scan of every constraint.
  var slotNameCounts: [String: Int] = [:]  // lookups only
  /// For each view, the constraints whose solver form reads its margins or baselines.
  var dependents: [String: Set<Int>] = [:]
  /// For each view, its content-size constraints (hugging and compression resistance per axis).
  /// In the order the views first got one, not a dictionary's: this holds the last reference to
  /// each content-size constraint (the role table holds none), and a dictionary let them all go
  /// in hash order when the engine was dropped, every one a cache miss.
  var content = NamedStore<ContentConstraints>()
  /// The role of every solver constraint the engine made, installed or refused.
  var roles = RoleTable()
  /// Required constraints left out of the layout, and why.
  var refusals = RefusalTable()
  /// Conflicts among the engine's own pins alone (never expected: the device's size is always
  /// satisfiable without scene constraints).
  var pinFailures: [LayoutConflict] = []
  /// Each stack view's generated constraints and guides, by the stack view's name.
  var stackStates: [String: StackState] = [:]  // lookups only
  /// The stack each arranged view belongs to, by the arranged view's name.
  var arrangedIn: [String: String] = [:]  // lookups only
  /// The weight of an arranged view's content-size constraints along its stack's axis.
  var contentWeights: [String: StackArrangement.ContentWeight] = [:]  // lookups only
  /// The scene's constraints, resolved, while `init` arranges the stacks before installing
  /// them: what a nested stack's fitting size is computed from then (`fittingLength`).
  var constraintsBeingInstalled: [ConstraintDescription]?
  /// What `fittingLength(ofView:along:)` reads of the whole layout, gathered once for a pass
  /// that fits many views (the first arrangement of every stack, `rearrangeFittedStacks()`);
  /// nil outside such a pass.
  var fittingIndex: FittingIndex?
  /// The subtree each view was last fitted from, and its fitting size, by the view's name and
  /// the direction: a class change that leaves a nested stack's subtree as it was re-fits it by
  /// a comparison, not a layout (`fittingLength(ofView:along:)`). Dropped with the view.
  var fittedSubtrees: [FittingKey: FittedSubtree] = [:]  // lookups only

  // The root view, the safe area and the root's margins.
  let rootWidth = Variable("root.width")
  let rootHeight = Variable("root.height")
  let safeLeft = Variable("safeArea.left")
  let safeTop = Variable("safeArea.top")
  let safeWidth = Variable("safeArea.width")
  let safeHeight = Variable("safeArea.height")
  let marginLeft = Variable("root.leftMargin")
  let marginTop = Variable("root.topMargin")
  let marginRight = Variable("root.rightMargin")
  let marginBottom = Variable("root.bottomMargin")
  var pins = Pins()
  /// Geometry of constants alone, all zero: what a solver form's constant reads for an item's
  /// geometry (`solverConstant(for:)`), and for an item without one.
  let zeroGeometry = ItemGeometry(left: 0, top: 0, width: 0, height: 0)

  /// Builds the layout of a scene.
  ///
  /// Order of addition, which decides which constraint a conflict breaks: the root's pins, the
  /// safe area and root margins, every view's content-size constraints in declaration order,
  /// the stacks' generated constraints (inner stacks first: stack views in reverse declaration
  /// order), then the scene's
  /// constraints in declaration order — so a scene constraint that fights a stack is the one
  /// broken, as in UIKit's logs of `UISV-hiding` conflicts.
  ///
  /// - Throws: `SceneValidationError` with every problem of the scene, when it has any.
  /// - Complexity: one solver addition per constraint; roughly linear in the scene for the usual
  ///   sparse layouts.
  public init(scene: consuming Scene, environment: LayoutEnvironment)
    throws(SceneValidationError)
  {
    // Everything but the constraints first; each constraint is checked as it is installed
    // below (checked here as well, every constraint of a 10,000-view grid was checked twice:
    // 4% of its `query`). A scene whose items have problems is not built: the whole scene is
    // checked, for the full list.
    let (hierarchy, itemDiagnostics) = SceneValidator.validateItems(scene)
    guard itemDiagnostics.isEmpty else {
      throw SceneValidationError(diagnostics: SceneValidator.validate(scene).1)
    }
    let names = Set(scene.constraints.compactMap(\.name))
    self.hierarchy = hierarchy
    self.environment = environment
    buildRoot()
    viewsByName.reserveCapacity(scene.views.count)
    // The views are read in place by position here and below: `for view in scene.views`
    // copied each (a dozen references retained and released) at every pass.
    for i in scene.views.indices { addViewState(scene.views[i], at: nil) }
    for guide in scene.guides { addGuideState(guide, at: nil) }
    // Arranged views' content constraints are weighted by arranged order: the weights first,
    // so each is added once (removing one re-optimizes the objective).
    for i in scene.views.indices where scene.views[i].stack != nil {
      presetContentWeights(of: scene.views[i])
    }
    // Without stacks, nothing goes in between the views' content constraints and the scene's:
    // room for both at once (the content constraints doubled the solver's tables on the way,
    // each doubling a copy of every table and fresh pages, and the scene's then grew them
    // again). Stacks generate constraints of a number not known here: room after them.
    let hasStacks = scene.views.indices.contains { scene.views[$0].stack != nil }
    if !hasStacks { reserveSolverRoom(for: scene.constraints, withContentOf: scene.views) }
    for i in scene.views.indices { addContentConstraints(of: scene.views[i].name) }
    // The items passed validation; each constraint is checked and resolved as it is installed,
    // in the hierarchy validation built (the stacks' guides added since name nothing a scene
    // constraint can read): a list of every resolved constraint held beside the scene and the
    // slots was the peak of a large `query` (44 MB at 50,000 views).
    let validated = hierarchy
    func resolve(_ constraint: ConstraintDescription) -> SceneValidator.ResolvedConstraint? {
      SceneValidator.check(constraint, in: validated, constraintNames: names).resolved
    }
    if scene.views.indices.contains(where: {
      scene.views[$0].stack?.distribution == .fillProportionally
    }) {
      constraintsBeingInstalled = scene.constraints.compactMap { resolve($0)?.description }
      fittingIndex = makeFittingIndex()
    }
    // Inner stacks before the stacks that arrange them (reverse declaration order puts every
    // subview before its superview): a row is sized before a column chains it, so each of the
    // column's constraints lands at the end of the chain instead of moving every row below.
    for i in scene.views.indices.reversed() where scene.views[i].stack != nil {
      arrangeStack(scene.views[i].name)
    }
    constraintsBeingInstalled = nil
    fittingIndex = nil
    // The engine holds its own copy of every view now: a caller that gave the scene up
    // (`consume`) frees the scene's list here, before the constraints fill the slots (16 MB at
    // 50,000 views). Room for every constraint's slot and role at once: a table that doubled
    // on the way held its old copy beside the new one at the end of the build.
    scene.views = []
    slots.reserveCapacity(slots.count + scene.constraints.count)
    roles.reserveCapacity(roles.count + scene.constraints.count)
    if hasStacks { reserveSolverRoom(for: scene.constraints) }
    // A constraint with a problem is not installed; the scene is refused once all are checked
    // (the engine built so far is dropped), with the problems as `Scene.validate()` lists them.
    var constraintDiagnostics: [LayoutDiagnostic] = []
    for constraint in scene.constraints {
      let (found, resolved) = SceneValidator.check(
        constraint, in: validated, constraintNames: names)
      if let resolved {
        addSlot(resolved)
      } else {
        constraintDiagnostics += found
      }
    }
    guard constraintDiagnostics.isEmpty else {
      throw SceneValidationError(diagnostics: SceneValidator.sorted(constraintDiagnostics))
    }
  }

  /// The IDs of the installed scene constraints, in installation order (not the constraints
  /// stacks generate: see `generatedConstraintIDs(ofStack:)`).
  public var constraintIDs: [ConstraintID] {
    slots.indices.filter { slots[$0] != nil && slots[$0]?.stack == nil }.map(ConstraintID.init)
  }

  /// The ID of the installed constraint with this name.
  public func constraintID(named name: String) -> ConstraintID? {
    slots.firstIndex { $0?.resolved.description.name == name }.map(ConstraintID.init)
  }

  /// The description of an installed constraint.
  public func constraint(_ id: ConstraintID) -> ConstraintDescription? {
    slot(id)?.resolved.description
  }

  /// The installed view with this name.
  public func view(named name: String) -> ViewDescription? {
    viewsByName[name]
  }

  /// The installed views, in output order.
  public var views: [ViewDescription] {
    viewOrder.compactMap { viewsByName[$0] }
  }

  /// The installed scene guides, in output order.
  public var guides: [LayoutGuideDescription] {
    guideOrder.compactMap { guidesByName[$0] }
  }

  // MARK: - Building

  func buildRoot() {
    let root = ItemGeometry(
      left: 0, top: 0, width: Expression(rootWidth), height: Expression(rootHeight))
    geometry[Scene.rootName] = root
    geometry["safeArea"] = ItemGeometry(
      left: Expression(safeLeft), top: Expression(safeTop), width: Expression(safeWidth),
      height: Expression(safeHeight))
    geometry["topLayoutGuide"] = ItemGeometry(
      left: 0, top: 0, width: Expression(rootWidth), height: Expression(safeTop))
    geometry["bottomLayoutGuide"] = ItemGeometry(
      left: 0, top: safeTop + safeHeight, width: Expression(rootWidth),
      height: rootHeight - safeTop - safeHeight)

    let size = environment.rootSize
    let insets = environment.safeAreaInsets
    let minimum = environment.systemMinimumMargin
    pins.rootWidth = addPin(Expression(rootWidth), size.width, .rootSize(.horizontal))
    pins.rootHeight = addPin(Expression(rootHeight), size.height, .rootSize(.vertical))
    pins.safeLeft = addPin(Expression(safeLeft), insets.left, .safeArea)
    pins.safeTop = addPin(Expression(safeTop), insets.top, .safeArea)
    pins.safeRight = addPin(rootWidth - safeLeft - safeWidth, insets.right, .safeArea)
    pins.safeBottom = addPin(rootHeight - safeTop - safeHeight, insets.bottom, .safeArea)
    pins.marginLeft = addPin(marginLeft - safeLeft, minimum, .rootMargins)
    pins.marginTop = addPin(marginTop - safeTop, 0, .rootMargins)
    pins.marginRight = addPin(safeLeft + safeWidth - marginRight, minimum, .rootMargins)
    pins.marginBottom = addPin(safeTop + safeHeight - marginBottom, 0, .rootMargins)
  }

  /// Room in the solver for the scene's constraints, the build's last batch and usually its
  /// largest (`Solver.reserveCapacity`): a record, a slack and any errors for each, and a
  /// symbol for every unknown of a view or guide that no constraint has used yet.
  ///
  /// Why: the solver's tables doubled as the batch went in, and a 50,000-label chain ended
  /// with room for 1.1 million symbols where it had 700,000 (23 MB of the tableau alone).
  ///
  /// With `views`, room for their content-size constraints too, which are not in yet: a
  /// hugging and a compression-resistance inequality along each axis a view has an intrinsic
  /// size on, with an error each unless required.
  func reserveSolverRoom(
    for constraints: [ConstraintDescription], withContentOf views: [ViewDescription] = []
  ) {
    var errors = 0
    for constraint in constraints where constraint.priority < 1000 {
      errors += constraint.relation == .equal ? 2 : 1
    }
    var contentConstraints = 0
    for i in views.indices {
      for axis in LayoutAxis.allCases where views[i].intrinsicContentSize[axis] != nil {
        contentConstraints += 2
        if views[i].contentHugging[axis] < 1000 { errors += 1 }
        if views[i].compressionResistance[axis] < 1000 { errors += 1 }
      }
    }
    var unseen = 0
    // Read in place, by position: `storedValues` would copy every geometry into a new list.
    for position in 0..<geometry.positionCount {
      guard let v = geometry[position: position]?.variables else { continue }
      if !solver.hasSeen(v.x) { unseen += 1 }
      if !solver.hasSeen(v.top) { unseen += 1 }
      if !solver.hasSeen(v.width) { unseen += 1 }
      if !solver.hasSeen(v.height) { unseen += 1 }
    }
    solver.reserveCapacity(
      constraints: constraints.count + contentConstraints, variables: unseen,
      errorVariables: errors)
  }

  /// Registers a view's unknowns and its place in the output order.
  func addViewState(_ view: ViewDescription, at index: Int?) {
    let name = view.name
    geometry[name] = makeGeometry(name)
    viewsByName[name] = view
    viewOrder.insert(name, at: min(index ?? viewOrder.count, viewOrder.count))
  }

  /// Registers a guide's unknowns and its place in the output order.
  func addGuideState(_ guide: LayoutGuideDescription, at index: Int?) {
    let name = guide.name
    geometry[name] = makeGeometry(name)
    guidesByName[name] = guide
    guideOrder.insert(name, at: min(index ?? guideOrder.count, guideOrder.count))
  }

  /// A view's or guide's four unknowns, its horizontal one read in the current direction.
  func makeGeometry(_ name: String) -> ItemGeometry {
    ItemGeometry(
      x: Variable("\(name).x"), top: Variable("\(name).top"),
      width: Variable("\(name).width"), height: Variable("\(name).height"),
      mirroredIn: environment.isRightToLeft ? rootWidth : nil)
  }

  func slot(_ id: ConstraintID) -> ConstraintSlot? {
    slots.indices.contains(id.rawValue) ? slots[id.rawValue] : nil
  }
}

/// The four unknowns, or expressions, of a view or guide in root coordinates.
///
/// A class whose parts never change (a change of direction makes new geometry,
/// `mirrored(in:)`): every constraint's solver form and every frame of every layout reads a
/// view's geometry, and a copy of the value (four expressions and four variables) retained and
/// released eight references each time; a copy of the reference retains one, and reads from it
/// borrow the parts in place.
///
/// Every expression's constant is +0.0: the root's and the built-in guides' are variables or
/// 0, a view's are its variables. A solver form's constant relies on it
/// (`solverConstant(for:)` reads no item's geometry), bit for bit.
final class ItemGeometry {
  let left: Expression
  let top: Expression
  let width: Expression
  let height: Expression
  /// The variables of a view or scene guide (`nil` for the root and built-in guides).
  let variables: (x: Variable, top: Variable, width: Variable, height: Variable)?
  /// Whether `left` is `Expression(variables.x)` (a view or scene guide left to right), so a
  /// reader may take the variable's value for it (`absoluteFrame(geometryAt:)`).
  let leftIsX: Bool

  init(left: Expression, top: Expression, width: Expression, height: Expression) {
    assert(
      [left, top, width, height].allSatisfy { $0.constant.bitPattern == 0 },
      "an item's geometry has no constants")
    self.left = left
    self.top = top
    self.width = width
    self.height = height
    variables = nil
    leftIsX = false
  }

  /// A view's or guide's geometry over its own unknowns. `x` is the left edge's offset from the
  /// root's left edge, or, `mirroredIn` the root's width under a right-to-left layout, the
  /// right edge's offset from the root's right edge (`left = root.width − x − width`): the
  /// leading edge's offset either way, so a right-to-left scene gives the solver the rows its
  /// left-to-right mirror gives (see the type's documentation). `top`, `width` and `height`
  /// are exactly `Expression(variable)`, which `freeAxes` and `absoluteFrame(geometryAt:)` rely
  /// on; this is the only initializer that sets `variables`.
  init(
    x: Variable, top: Variable, width: Variable, height: Variable, mirroredIn rootWidth: Variable?
  ) {
    left = rootWidth.map { $0 - x - width } ?? Expression(x)
    self.top = Expression(top)
    self.width = Expression(width)
    self.height = Expression(height)
    variables = (x, top, width, height)
    leftIsX = rootWidth == nil
  }

  /// The same unknowns read in another direction.
  func mirrored(in rootWidth: Variable?) -> ItemGeometry {
    guard let v = variables else { return self }
    return ItemGeometry(x: v.x, top: v.top, width: v.width, height: v.height, mirroredIn: rootWidth)
  }
}

/// An installed constraint: its resolved description and its current solver form.
///
/// What few constraints have (views whose properties the form reads, the stack that generated
/// it) is kept out of line, nil for the rest: 8 bytes a slot instead of 24 (5 MB of a
/// 50,000-view grid's 200,000 constraints). Each change makes a new box, so slots stay values.
struct ConstraintSlot {
  var resolved: SceneValidator.ResolvedConstraint
  var solverConstraint: Constraint
  private var extras: Extras?

  init(
    resolved: SceneValidator.ResolvedConstraint, solverConstraint: Constraint,
    propertyDependencies: [String], stack: String?
  ) {
    self.resolved = resolved
    self.solverConstraint = solverConstraint
    extras = Extras.make(propertyDependencies, stack)
  }

  /// Views whose margins or baselines the solver form reads.
  var propertyDependencies: [String] {
    get { extras?.propertyDependencies ?? [] }
    set { extras = Extras.make(newValue, stack) }
  }

  /// The stack view that generated the constraint; nil for a scene constraint.
  var stack: String? {
    get { extras?.stack }
    set { extras = Extras.make(propertyDependencies, newValue) }
  }

  private final class Extras: Sendable {
    let propertyDependencies: [String]
    let stack: String?

    init(_ propertyDependencies: [String], _ stack: String?) {
      self.propertyDependencies = propertyDependencies
      self.stack = stack
    }

    /// A box for what is there, nil when there is nothing.
    static func make(_ propertyDependencies: [String], _ stack: String?) -> Extras? {
      propertyDependencies.isEmpty && stack == nil ? nil : Extras(propertyDependencies, stack)
    }
  }
}

/// A view's content-size constraints, per axis: `size <= intrinsic @hugging` and
/// `size >= intrinsic @resistance`.
struct ContentConstraints {
  var hugging = AxisConstraints()
  var resistance = AxisConstraints()
}

/// What a solver constraint stands for.
enum Role: Hashable, Comparable {
  case rootSize(LayoutAxis)
  case safeArea
  case rootMargins
  case hugging(String, LayoutAxis)
  case resistance(String, LayoutAxis)
  case constraint(Int)

  /// Whether the engine may leave it out to resolve a conflict: scene and content constraints.
  var isBreakable: Bool {
    switch self {
    case .hugging, .resistance, .constraint: return true
    case .rootSize, .safeArea, .rootMargins: return false
    }
  }

  /// The label of a pin's solver constraint: the role as `String(describing:)` writes it,
  /// worked out once per process for the pins each engine makes (reflection made a pin's label
  /// cost more than the pin, and a fitting layout makes ten).
  var pinLabel: String {
    switch self {
    case .rootSize(.horizontal): return Self.labels.rootWidth
    case .rootSize(.vertical): return Self.labels.rootHeight
    case .safeArea: return Self.labels.safeArea
    case .rootMargins: return Self.labels.rootMargins
    default: return "\(self)"
    }
  }

  private static let labels = (
    rootWidth: "\(Role.rootSize(.horizontal))", rootHeight: "\(Role.rootSize(.vertical))",
    safeArea: "\(Role.safeArea)", rootMargins: "\(Role.rootMargins)"
  )

  static func < (lhs: Role, rhs: Role) -> Bool {
    lhs.sortKey < rhs.sortKey
  }

  private var sortKey: (Int, Int, String, Int) {
    switch self {
    case .rootSize(let axis): return (0, 0, "", axis == .horizontal ? 0 : 1)
    case .safeArea: return (1, 0, "", 0)
    case .rootMargins: return (2, 0, "", 0)
    case .hugging(let view, let axis): return (3, 0, view, axis == .horizontal ? 0 : 1)
    case .resistance(let view, let axis): return (3, 1, view, axis == .horizontal ? 0 : 1)
    case .constraint(let id): return (4, id, "", 0)
    }
  }
}

/// The required equalities that pin the root's size, the safe area and the root's margins.
struct Pins {
  var rootWidth: Constraint?
  var rootHeight: Constraint?
  var safeLeft: Constraint?
  var safeTop: Constraint?
  var safeRight: Constraint?
  var safeBottom: Constraint?
  var marginLeft: Constraint?
  var marginTop: Constraint?
  var marginRight: Constraint?
  var marginBottom: Constraint?
}
