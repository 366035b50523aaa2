import AdaptiveLayout
import SizeClasses

/// Turns a parsed `.scene` document into an `AdaptiveScene`: names resolved, `when` blocks turned
/// into per-class variations.
///
/// What a `when` block means, item by item:
/// - `uninstall a, b`: `a` and `b` are not installed in that class.
/// - `install c`: `c` is installed in that class (after a top-level `uninstall c`).
/// - a constraint declared in the block: installed only in that class.
/// - `c3.constant = 40`, `c3.priority = 250`: the value in that class.
/// - `view X { … }` for a view declared outside any block: X's properties in that class; for a
///   new name, a view that exists only in that class (with its subviews). A view first declared
///   in another block exists in this class too, with the first declaration's superview, kind
///   and properties, refined by this block's. Written in a view's block, X must be in that view
///   already (a class cannot move a view), and a kind, if written, must be X's.
/// - `guide G`, in the block or in a view block inside it: a guide that exists only in that
///   class.
public enum SceneBinder {
  /// The scene, or nil when there were errors; diagnostics carry `path` and come in source
  /// order.
  public static func bind(_ document: SceneDocument, path: String) -> (
    AdaptiveScene?, [LayoutDiagnostic]
  ) {
    var binder = Binder(path: path)
    binder.bind(document)
    let errors = binder.diagnostics.contains { $0.severity == .error }
    // Bound kind by kind (top-level uninstalls before any block; in a block, uninstalls, then
    // installs, then overrides), reported in source order; the index keeps ties in binding order.
    let diagnostics = binder.diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
    return (errors ? nil : binder.scene, diagnostics)
  }
}

struct Binder {
  let path: String
  var scene = AdaptiveScene()
  /// The views' `text`, `font`, `lines` and `preferredMaxLayoutWidth`, per class, turned into
  /// intrinsic sizes once every block is bound (SceneBinder+Text.swift).
  var textDeclarations = TextDeclarations()
  var diagnostics: [LayoutDiagnostic] = []
  /// Each view's and each named constraint's position in `scene`, by name.
  var viewIndex = Positions()
  var constraintIndex = Positions()
  /// Views declared in a `when` block, not in the base layout (membership only).
  var blockOnlyViews: Set<String> = []
  /// Every guide's name (membership only).
  var guideNames: Set<String> = []
  /// The constraints each named `visual` line generated, by the line's name (lookups only).
  var visualGroups: [String: [Int]] = [:]

  init(path: String) {
    self.path = path
  }

  /// The location with this binding's path (the tree may have been parsed without one).
  func at(_ location: SourceLocation) -> SourceLocation {
    SourceLocation(path: path, line: location.line, column: location.column)
  }

  mutating func error(_ location: SourceLocation, _ message: String) {
    diagnostics.append(LayoutDiagnostic(.error, at: at(location), message))
  }

  mutating func bind(_ document: SceneDocument) {
    scene.title = document.title?.text
    scene.canvas = document.canvas.map { canvas in
      SceneCanvas(
        size: LayoutSize(width: canvas.width, height: canvas.height),
        traits: canvas.sizeClasses.map {
          SizeClassPair(width: SizeClass($0.width), height: SizeClass($0.height))
        },
        safeAreaInsets: canvas.safeArea.map {
          EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)
        },
        systemMinimumMargin: canvas.margins, scale: canvas.scale)
    }
    document.forEachView { view, superview in addView(view, superview: superview, only: nil) }
    for guide in document.allGuides {
      addGuide(guide, only: nil)
    }
    for constraint in document.allConstraints {
      addConstraint(constraint, only: nil)
    }
    // Every declaration of every block before any installation or override, since names may
    // be used before they are declared (a block may override a constraint a later block
    // declares).
    let blocks = document.variations.map { block in
      (
        block,
        SizeClassPair(
          width: SizeClasses.SizeClass(block.width), height: SizeClasses.SizeClass(block.height))
      )
    }
    for (block, traits) in blocks { declare(block, traits) }
    // Visual formats once every view is known, since names may be used before they are
    // declared (SceneBinder+Visual.swift).
    bindVisuals(document, blocks)
    for reference in document.uninstalled {
      setInstalled(false, reference, for: .anyAny)
    }
    for (block, traits) in blocks { install(block, traits) }
    applyTextMetrics()
  }

  /// The views, guides and constraints a block declares or changes.
  mutating func declare(_ block: WhenBlock, _ traits: SizeClassPair) {
    for nested in block.allViews {
      let declaration = nested.declaration
      guard let i = viewIndex[declaration.name] else {
        // A new view; the parser checks a block's names against the base's views only (a block
        // may name a base view again), so a clash with a guide or constraint is caught here.
        if let other = boundDeclaration(declaration.name) {
          namespaceError(
            declaration.name, ("view", at(declaration.nameLocation)), other)
        }
        addView(declaration, superview: nested.superview, only: traits)
        continue
      }
      // An existing view: written directly in the block (wherever it lives) or in its own
      // superview's block; a class cannot move it or change its kind.
      let existing = scene.views[i].description
      if let superview = nested.superview, superview != existing.superview {
        error(
          declaration.nameLocation,
          "'\(declaration.name)' is declared in '\(existing.superview ?? "root")' at line "
            + "\(existing.location.line); a 'when' block cannot move it to '\(superview)'")
        continue
      }
      if let kind = declaration.kind, kind.rawValue != existing.kind {
        error(
          declaration.kindLocation ?? declaration.nameLocation,
          "'\(declaration.name)' is a \(existing.kind) at line \(existing.location.line); "
            + "a 'when' block cannot make it a \(kind.rawValue)")
        continue
      }
      if blockOnlyViews.contains(declaration.name) {
        // Declared by another block: it exists in this class too.
        scene.views[i].installed.set(true, for: traits)
      }
      applyProperties(declaration.properties, to: i, for: traits)
    }
    // Guides written in the block's view blocks too (`view box { guide inset }`), owned by
    // those views.
    let guides = (block.guides + guidesInBlocks(of: block.views)).enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
    for guide in guides {
      addGuide(guide, only: traits)
    }
    for constraint in block.allConstraints {
      addConstraint(constraint, only: traits)
    }
  }

  /// A block's `uninstall`, `install` and overrides.
  mutating func install(_ block: WhenBlock, _ traits: SizeClassPair) {
    for reference in block.uninstalled { setInstalled(false, reference, for: traits) }
    for reference in block.installed { setInstalled(true, reference, for: traits) }
    for override in block.overrides {
      guard let i = constraintIndex[override.constraint] else {
        let name = override.constraint
        if visualGroups[name] != nil {
          error(
            override.location,
            "'\(name)' names the constraints of a visual format; to vary one of them by class, "
              + "uninstall the line here and write its variation in this block")
          continue
        }
        let what =
          viewIndex[name] != nil ? "a view" : guideNames.contains(name) ? "a layout guide" : nil
        error(
          override.location,
          what.map { "'\(name)' is \($0), not a constraint" } ?? "unknown constraint '\(name)'")
        continue
      }
      switch override.value {
      case .constant(let value): scene.constraints[i].constant.set(value, for: traits)
      case .priority(let value): scene.constraints[i].priority.set(value, for: traits)
      }
    }
  }

  /// Adds a view; `only` makes it exist only in that class.
  mutating func addView(_ declaration: ViewDeclaration, superview: String?, only: SizeClassPair?) {
    let kind = declaration.kind?.rawValue ?? "view"
    let description = ViewDescription(
      name: declaration.name, kind: kind, superview: superview,
      location: at(declaration.nameLocation))
    var view = AdaptiveView(description, installed: only == nil)
    if let only {
      view.installed.set(true, for: only)
      blockOnlyViews.insert(declaration.name)
    }
    if kind == SceneViewKind.stackView.rawValue {
      view.stack = AdaptiveStack(StackDescription())
    }
    // A subview of a stack view is arranged, in declaration order; one declared in a `when`
    // block is arranged where it is installed (resolution leaves it out elsewhere).
    if let superview, let s = viewIndex[superview], scene.views[s].stack != nil {
      // Appended in place: the description's copy of the stack shares the list, so it goes
      // first. Copied, read and set back, the list cost its length for every arranged view
      // (quadratic: a third of `query` for a stack of 10,000 labels).
      scene.views[s].description.stack = nil
      scene.views[s].stack?.arrangedSubviews.updateEach { $0.append(declaration.name) }
      scene.views[s].description.stack = scene.views[s].stack?.base
    }
    viewIndex.set(declaration.name, scene.views.count)
    scene.views.append(view)
    applyProperties(declaration.properties, to: scene.views.count - 1, for: .anyAny)
    if let only {
      // Properties written in the class's block are the class's too (and the base's, which is
      // never used while the view is uninstalled there).
      applyProperties(declaration.properties, to: scene.views.count - 1, for: only)
    }
  }

  mutating func applyProperties(_ properties: [ViewProperty], to i: Int, for traits: SizeClassPair)
  {
    for property in properties {
      switch property.value {
      case .intrinsicSize(let width, let height):
        scene.views[i].intrinsicContentSize.set(
          IntrinsicContentSize(width: width, height: height), for: traits)
        textDeclarations.record(property, view: i, for: traits)
      case .hugging(let h, let v):
        scene.views[i].contentHugging.set(AxisPriorities(h, v), for: traits)
      case .compressionResistance(let h, let v):
        scene.views[i].compressionResistance.set(AxisPriorities(h, v), for: traits)
      case .baseline(let first, let last):
        scene.views[i].baseline.set(Baseline(first: first, last: last), for: traits)
        textDeclarations.record(property, view: i, for: traits)
      case .margins(let top, let left, let bottom, let right):
        scene.views[i].layoutMargins.set(
          EdgeInsets(top: top, left: left, bottom: bottom, right: right), for: traits)
      case .hidden(let hidden):
        scene.views[i].isHidden.set(hidden, for: traits)
      case .text, .font, .lines, .preferredMaxLayoutWidth:
        textDeclarations.record(property, view: i, for: traits)
      case .axis, .distribution, .alignment, .spacing, .baselineRelative, .marginsRelative:
        applyStackProperty(property, to: i, for: traits)
      }
    }
    if traits == .anyAny {
      // Keep the base description in step, so a scene that never varies reads plainly. Read
      // in place: a copy of the view (`let view = scene.views[i]`) retained and released all
      // its lists, for every view.
      scene.views[i].description.intrinsicContentSize = scene.views[i].intrinsicContentSize.base
      scene.views[i].description.contentHugging = scene.views[i].contentHugging.base
      scene.views[i].description.compressionResistance =
        scene.views[i].compressionResistance.base
      scene.views[i].description.baseline = scene.views[i].baseline.base
      scene.views[i].description.layoutMargins = scene.views[i].layoutMargins.base
      scene.views[i].description.isHidden = scene.views[i].isHidden.base
      scene.views[i].description.stack = scene.views[i].stack?.base
    }
  }

  /// A stack property of a stack view, for a class; an error on any other kind of view.
  mutating func applyStackProperty(
    _ property: ViewProperty, to i: Int, for traits: SizeClassPair
  ) {
    guard var stack = scene.views[i].stack else {
      let view = scene.views[i].description
      error(
        property.location,
        "'\(Self.keyword(property.value))' is a stack view property, and '\(view.name)' is a "
          + "\(view.kind): declare it 'view \(view.name): stackView'")
      return
    }
    switch property.value {
    case .axis(let axis): stack.axis.set(axis, for: traits)
    case .distribution(let distribution): stack.distribution.set(distribution, for: traits)
    case .alignment(let alignment): stack.alignment.set(alignment, for: traits)
    case .spacing(let spacing): stack.spacing.set(spacing, for: traits)
    case .baselineRelative(let flag): stack.isBaselineRelative.set(flag, for: traits)
    case .marginsRelative(let flag): stack.isLayoutMarginsRelative.set(flag, for: traits)
    default: break
    }
    scene.views[i].stack = stack
  }

  /// The keyword of a stack property, for messages.
  static func keyword(_ value: ViewProperty.Value) -> String {
    switch value {
    case .axis: return "axis"
    case .distribution: return "distribution"
    case .alignment: return "alignment"
    case .spacing: return "spacing"
    case .baselineRelative: return "baselineRelative"
    default: return "marginsRelative"
    }
  }

  /// Adds a guide; `only` makes it installed only in that class.
  mutating func addGuide(_ guide: GuideDeclaration, only: SizeClassPair?) {
    if only != nil, let i = viewIndex[guide.name], blockOnlyViews.contains(guide.name) {
      namespaceError(
        guide.name, ("layout guide", at(guide.nameLocation)),
        ("view", scene.views[i].description.location))
    }
    // Located at its name, as a view is: what is said about the guide points there.
    let description = LayoutGuideDescription(
      name: guide.name, owner: guide.owner, location: at(guide.nameLocation))
    var adaptive = AdaptiveGuide(description, installed: only == nil)
    if let only { adaptive.installed.set(true, for: only) }
    scene.guides.append(adaptive)
    guideNames.insert(guide.name)
  }

  /// Adds a constraint; `only` makes it installed only in that class.
  mutating func addConstraint(_ c: ConstraintDeclaration, only: SizeClassPair?) {
    if only != nil, let name = c.name, let i = viewIndex[name], blockOnlyViews.contains(name) {
      namespaceError(
        name, ("constraint", at(c.location)), ("view", scene.views[i].description.location))
    }
    // The second item bound without `c.second.map(item)`: the method as a closure captured a
    // copy of the whole binder, its lists retained and released, for every constraint.
    var second: ConstraintItem?
    if let reference = c.second { second = item(reference) }
    let description = ConstraintDescription(
      name: c.name, first: item(c.first), relation: relation(c.relation),
      second: second, multiplier: c.multiplier, constant: c.constant,
      priority: c.priority, location: at(c.location))
    var constraint = AdaptiveConstraint(description, installed: only == nil)
    if let only { constraint.installed.set(true, for: only) }
    if let name = c.name { constraintIndex.set(name, scene.constraints.count) }
    scene.constraints.append(constraint)
  }

  /// The kind and location of a guide or constraint already bound under `name`.
  func boundDeclaration(_ name: String) -> (what: String, location: SourceLocation)? {
    if let i = constraintIndex[name] {
      return ("constraint", scene.constraints[i].description.location)
    }
    if let guide = scene.guides.first(where: { $0.description.name == name }) {
      return ("layout guide", guide.description.location)
    }
    return nil
  }

  /// The parser's message for a name declared twice, at the later of the two declarations
  /// (as compilers report a redeclaration), naming the earlier one. Bound order is not source
  /// order — the base is bound before any block, and a block's views before its guides — so
  /// the two are compared here.
  mutating func namespaceError(
    _ name: String, _ one: (what: String, location: SourceLocation),
    _ other: (what: String, location: SourceLocation)
  ) {
    let (earlier, later) = other.location < one.location ? (other, one) : (one, other)
    error(
      later.location,
      "'\(name)' is already declared as a \(earlier.what) at line \(earlier.location.line); "
        + "views, guides and named constraints share one namespace")
  }

  mutating func setInstalled(
    _ installed: Bool, _ reference: NameReference, for traits: SizeClassPair
  ) {
    if let group = visualGroups[reference.name] {
      for i in group { scene.constraints[i].installed.set(installed, for: traits) }
    } else if let i = constraintIndex[reference.name] {
      scene.constraints[i].installed.set(installed, for: traits)
    } else if let i = viewIndex[reference.name] {
      scene.views[i].installed.set(installed, for: traits)
    } else if guideNames.contains(reference.name) {
      error(
        reference.location,
        "'\(reference.name)' is a layout guide; only constraints and views are installed or "
          + "uninstalled (a guide is installed where its owner is)")
    } else {
      error(reference.location, "unknown constraint or view '\(reference.name)'")
    }
  }

  func item(_ reference: AttributeReference) -> ConstraintItem {
    ConstraintItem(reference.item.description, attribute(reference.attribute))
  }

  /// The model's attributes, and their spellings at the same places (`Parser.attributeNames`
  /// says why not `init(rawValue:)`).
  static let layoutAttributes = LayoutAttribute.allCases
  static let layoutAttributeNames = NameIndex(layoutAttributes.map(\.rawValue))

  func attribute(_ attribute: SceneAttribute) -> LayoutAttribute {
    // The two enums share their spellings; the syntax layer does not import the model.
    Self.layoutAttributeNames.position(of: attribute.rawValue).map { Self.layoutAttributes[$0] }
      ?? .left
  }

  func relation(_ relation: SceneRelation) -> LayoutRelation {
    switch relation {
    case .equal: return .equal
    case .lessThanOrEqual: return .lessThanOrEqual
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}

extension SizeClasses.SizeClass {
  init(_ sizeClass: SceneSizeClass) {
    switch sizeClass {
    case .any: self = .any
    case .compact: self = .compact
    case .regular: self = .regular
    }
  }
}

/// Positions in a list by name, the last set for a name winning, as a `[String: Int]` keeps
/// them: a `NameIndex` (a dictionary hashed every name with SipHash, about 400 instructions a
/// lookup, twice a view and once a constraint while binding). Not the engine's generic
/// `NamedStore<Int>`: used from this module it was not specialized, and cost more than the
/// dictionary (measured).
struct Positions {
  private var names = NameIndex()
  private var positions: [Int] = []

  /// The position last set for `name`, nil when none was.
  subscript(name: String) -> Int? {
    names.position(of: name).map { positions[$0] }
  }

  /// Sets the position for `name`.
  mutating func set(_ name: String, _ position: Int) {
    let (slot, inserted) = names.insert(name)
    if inserted { positions.append(position) } else { positions[slot] = position }
  }
}
