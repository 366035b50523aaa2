import AdaptiveLayout
import SizeClasses

/// Reads one scene of a document: a view controller's view and everything under it, or a
/// xib's top-level view, into an `AdaptiveScene` with its design canvas and recorded frames.
///
/// Views are named after their `userLabel`, else their kind and id (`label_fHX_xe_kfg`: the
/// scene format's names are identifiers), and keep the id itself in
/// `ViewDescription.identifier`. Constraints are named `c_` and their id.
struct SceneInterpreter {
  let tree: XMLTree
  let path: String
  let kind: InterfaceBuilderDocument.Kind
  let device: DesignDevice?
  let landscape: Bool
  let sceneIndex: Int
  /// The scene each id of the document belongs to (lookups only).
  let owner: [String: Int]
  /// Image sizes from `<resources>`, by name (lookups only).
  let images: [String: LayoutSize]
  var warnedKinds: Set<String>
  var diagnostics: [LayoutDiagnostic] = []

  // What the walk finds, in document order.
  var names: [String: String] = [:]  // id → item name (lookups only)
  var used = Scene.reservedNames  // names taken (membership only)
  var nextSuffix: [String: Int] = [:]  // lookups only
  var views: [AdaptiveView] = []
  var viewIndex: [String: Int] = [:]  // name → index in views (lookups only)
  var viewIndexByID: [String: Int] = [:]  // lookups only
  var superviewOf: [String: String] = [:]  // view or guide name → superview or owner name
  var kindOf: [String: String] = [:]  // view name → element name
  var elementOf: [String: Int] = [:]  // view name → element
  var guides: [AdaptiveGuide] = []
  var constraints: [AdaptiveConstraint] = []
  var constraintIndexByID: [String: Int] = [:]  // lookups only
  var skippedConstraintIDs = Set<String>()  // placeholders removed at build time
  var pendingConstraints: [(element: Int, owner: String)] = []
  var masks: [(element: Int, reference: String, traits: SizeClassPair, include: Bool)] = []
  var recorded: [RecordedFrame] = []
  var recordedSize: [String: LayoutSize] = [:]  // lookups only
  /// Views whose frame comes from their autoresizing mask (or their container), in order.
  var framed: [(name: String, element: Int, managed: Bool)] = []
  /// Views with no constraints in one class (`<variation … fixedFrame="YES">` and its frame),
  /// in order: Interface Builder pins them there as it pins a `fixedFrame` view everywhere.
  var classFramed: [(name: String, variation: Int, frame: LayoutRect, traits: SizeClassPair)] =
    []
  var contentGuides: [String: String] = [:]  // scroll view → its content guide (lookups only)
  var textSizedViews: [String] = []
  /// Views their table lays across its width (`containerSizing`), in order.
  var tableSizedViews: [String] = []
  /// Stack views and their arranged subviews, by name (lookups only).
  var arrangedIn: [String: String] = [:]

  init(
    tree: XMLTree, path: String, kind: InterfaceBuilderDocument.Kind, device: DesignDevice?,
    landscape: Bool, sceneIndex: Int, owner: [String: Int], images: [String: LayoutSize],
    warnedKinds: Set<String>
  ) {
    self.tree = tree
    self.path = path
    self.kind = kind
    self.device = device
    self.landscape = landscape
    self.sceneIndex = sceneIndex
    self.owner = owner
    self.images = images
    self.warnedKinds = warnedKinds
  }

  // MARK: - Diagnostics

  mutating func error(_ element: Int, _ message: String) {
    diagnostics.append(LayoutDiagnostic(.error, at: tree[element].location, message))
  }

  mutating func warning(_ element: Int, _ message: String) {
    diagnostics.append(LayoutDiagnostic(.warning, at: tree[element].location, message))
  }

  /// Warns once per document about an element kind the reader does not know.
  mutating func unknownElement(_ element: Int) {
    let name = tree[element].name
    guard warnedKinds.insert("<\(name)>").inserted else { return }
    warning(element, "unknown element <\(name)> skipped (reported once)")
  }

  /// Warns once per document about each attribute of an element the reader does not know.
  mutating func checkAttributes(_ element: Int) {
    for attribute in tree[element].attributes
    where !ViewKinds.knownAttributes.contains(attribute.name) {
      guard warnedKinds.insert("@\(attribute.name)").inserted else { continue }
      warning(
        element,
        "unknown attribute '\(attribute.name)' on <\(tree[element].name)> skipped (reported once)"
      )
    }
  }

  // MARK: - Names

  /// An identifier for the scene format: letters, digits and `_`, not starting with a digit.
  static func identifier(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      let ok =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        || (scalar >= "0" && scalar <= "9") || scalar == "_"
      out.append(ok ? Character(scalar) : "_")
    }
    if let first = out.first, !first.isNumber { return out }
    return "_" + out
  }

  /// A unique name from a preferred one, with the id appended when the name is taken.
  mutating func claim(_ preferred: String, id: String) -> String {
    var name = Self.identifier(preferred)
    if used.contains(name) { name = Self.identifier("\(preferred)_\(id)") }
    // A counter per base name keeps a run of duplicates (never written by Xcode) linear.
    let base = name
    var n = nextSuffix[base] ?? 2
    while used.contains(name) {
      name = "\(base)_\(n)"
      n += 1
    }
    nextSuffix[base] = n
    used.insert(name)
    return name
  }

  // MARK: - Values

  /// The major part of the document's `toolsVersion`, the Xcode build that saved it (Xcode 14's
  /// redacted `32700.99.1234` reads as 32700); nil when it is absent or unreadable, which each
  /// reader takes as it must (a current Xcode, mostly).
  var toolsMajorVersion: Double? {
    tree[0]["toolsVersion"]?.split(separator: ".").first.flatMap { Double($0) }
  }

  func number(_ text: String?) -> Double? {
    guard let text, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The frame recorded directly on an element (`<rect key="frame">`).
  func recordedFrame(of element: Int) -> LayoutRect? {
    guard let rect = tree.child(of: element, named: "rect", key: "frame") else { return nil }
    let e = tree[rect]
    guard let x = number(e["x"]), let y = number(e["y"]), let w = number(e["width"]),
      let h = number(e["height"])
    else { return nil }
    return LayoutRect(x: x, y: y, width: w, height: h)
  }

  /// A variation key: `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`.
  static func traits(forVariationKey key: String) -> SizeClassPair? {
    if key == "default" { return .anyAny }
    var width = SizeClass.any
    var height = SizeClass.any
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { return nil }
      switch pair[0] {
      case "widthClass": width = value
      case "heightClass": height = value
      default: return nil
      }
    }
    let traits = SizeClassPair(width: width, height: height)
    return traits == .anyAny ? nil : traits
  }

  /// A priority attribute: a whole number, 250/750 defaults when absent.
  mutating func priority(_ element: Int, _ attribute: String, default value: Int) -> Int {
    guard let text = tree[element][attribute] else { return value }
    guard let number = Double(text), number.isFinite, number >= 1, number <= 1000 else {
      warning(element, "\(attribute) '\(text)' is not a priority from 1 to 1000; using \(value)")
      return value
    }
    return Int(number)
  }
}
