import AdaptiveLayout
import SizeClasses

/// A laid-out engine read for output: frames (optionally snapped to pixels), broken optional
/// constraints, and the problems worth a warning — conflicts and ambiguity.
struct LayoutReport {
  let engine: LayoutEngine
  let path: String
  let ambiguities: [AxisAmbiguity]

  init(engine: LayoutEngine, path: String) {
    self.engine = engine
    self.path = path
    self.ambiguities = engine.ambiguities()
  }

  var hasProblems: Bool { !engine.conflicts.isEmpty || !ambiguities.isEmpty }

  /// The names of the ambiguous views and guides, to highlight in a picture.
  var ambiguousItems: Set<String> { Set(ambiguities.map(\.item)) }

  /// `path:line:column: warning: …` lines (and notes) for conflicts and ambiguity.
  var warnings: [String] {
    var lines: [String] = []
    for conflict in engine.conflicts {
      let names = conflict.members.map(\.description).joined(separator: ", ")
      let at = conflict.broken.location.map(\.description) ?? "\(path):1:1"
      lines.append(
        "\(at): warning: unsatisfiable constraints: \(names) cannot all hold; "
          + "broke '\(conflict.broken.description)' to go on\n")
      for member in conflict.members where member != conflict.broken {
        if let location = member.location {
          lines.append("\(location): note: in the conflict: \(member.description)\n")
        }
      }
    }
    let current = engine.currentScene
    for a in ambiguities {
      let declared =
        a.kind == .guide
        ? current.guides.first { $0.name == a.item }?.location
        : current.views.first { $0.name == a.item }?.location
      let location = declared?.description ?? "\(path):1:1"
      lines.append(
        "\(location): warning: ambiguous layout: \(a) is not fixed by the constraints\n")
    }
    return lines
  }

  /// Every view's frame in its superview's coordinates; snapped, each edge rounds to the pixel
  /// grid in root coordinates, as UIKit displays views.
  func frames(snapScale: Double?) -> [ViewFrame] {
    guard let scale = snapScale else { return engine.viewFrames }
    func snap(_ r: LayoutRect) -> LayoutRect {
      let x0 = (r.x * scale).rounded() / scale
      let y0 = (r.y * scale).rounded() / scale
      let x1 = (r.maxX * scale).rounded() / scale
      let y1 = (r.maxY * scale).rounded() / scale
      return LayoutRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    return engine.viewFrames.map { view in
      var v = view
      guard let inRoot = engine.frameInRoot(ofView: view.name) else { return v }
      let own = snap(inRoot)
      let parent =
        engine.frameInRoot(ofView: view.superview).map(snap)
        ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
      v.frame = LayoutRect(
        x: own.x - parent.x, y: own.y - parent.y, width: own.width, height: own.height)
      return v
    }
  }

  func frameJSON(_ r: LayoutRect) -> JSONValue {
    .object([
      ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
      ("height", .number(r.height)),
    ])
  }

  /// Each view's document id (`ViewDescription.identifier`), for views read from a storyboard
  /// or xib.
  var identifiers: [String: String] {
    var ids: [String: String] = [:]  // lookups only
    for view in engine.currentScene.views {
      if let id = view.identifier { ids[view.name] = id }
    }
    return ids
  }

  func json(title: String, traits: SizeClassPair, snapScale: Double?) -> JSONValue {
    let size = engine.environment.rootSize
    let ids = identifiers
    let views = frames(snapScale: snapScale).map { v in
      JSONValue.object(
        [("name", .string(v.name))] + (ids[v.name].map { [("id", JSONValue.string($0))] } ?? [])
          + [("superview", .string(v.superview)), ("frame", frameJSON(v.frame))])
    }
    let guides = engine.guideFrames.map { g in
      JSONValue.object([
        ("name", .string(g.name)), ("owner", .string(g.owner)), ("frame", frameJSON(g.frame)),
      ])
    }
    let broken = engine.brokenConstraints.map { b in
      JSONValue.object([
        ("name", .string(b.constraint.displayName)),
        ("line", .number(Double(b.constraint.location.line))),
        ("priority", .number(Double(b.constraint.priority))), ("error", .number(b.error)),
      ])
    }
    return .object([
      ("scene", .string(title)),
      ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
      (
        "traits",
        .object([
          ("width", .string(traits.width.rawValue)), ("height", .string(traits.height.rawValue)),
        ])
      ),
      ("views", .array(views)),
      ("guides", .array(guides)),
      ("brokenConstraints", .array(broken)),
    ])
  }

  /// An indented tree: the root, then each view under its superview, with x, y, width, height.
  func text(title: String, traits: SizeClassPair, snapScale: Double?) -> String {
    let size = engine.environment.rootSize
    var out =
      "\(title) — \(JSONNumber.text(size.width))x\(JSONNumber.text(size.height)), \(traits)\n"
    let frames = frames(snapScale: snapScale)
    var children: [String: [ViewFrame]] = [:]  // lookups only; lists keep declaration order
    for f in frames { children[f.superview, default: []].append(f) }
    let ids = identifiers
    func emit(_ parent: String, depth: Int) {
      for f in children[parent] ?? [] {
        let r = f.frame
        out +=
          String(repeating: "  ", count: depth) + f.name + "  "
          + [r.x, r.y, r.width, r.height].map(JSONNumber.text).joined(separator: " ")
          + (f.isHidden ? "  (hidden)" : "") + (ids[f.name].map { "  [\($0)]" } ?? "") + "\n"
        emit(f.name, depth: depth + 1)
      }
    }
    out += "root  0 0 \(JSONNumber.text(size.width)) \(JSONNumber.text(size.height))\n"
    emit(Scene.rootName, depth: 1)
    for b in engine.brokenConstraints {
      out +=
        "broken: \(b.constraint.displayName) (line \(b.constraint.location.line)) "
        + "@\(b.constraint.priority), error \(JSONNumber.text(b.error))\n"
    }
    return out
  }
}
