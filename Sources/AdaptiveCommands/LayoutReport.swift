import AdaptiveLayout
import LayoutValidation
import SizeClasses

/// A laid-out engine read for output: frames (optionally snapped to pixels), broken optional
/// constraints, and its problems found by the same rules, at the same severities, as
/// `adaptive validate` finds them.
struct LayoutReport {
  let engine: LayoutEngine
  let path: String
  /// The problems, errors first, as `Validator.check` finds them.
  let problems: [ValidationProblem]

  init(
    engine: LayoutEngine, path: String, target: ValidationTarget, resolved: ResolvedScene,
    rules: RuleSeverities
  ) {
    self.engine = engine
    self.path = path
    self.problems =
      Validator.check(
        target, engine: engine, resolved: resolved, rules: rules, alternativeFrames: false
      ).problems
  }

  /// Whether a problem is an error (exit status 1).
  var hasErrors: Bool { problems.contains { $0.severity == .error } }

  /// The names of the views and guides problems are about, to highlight in a picture.
  var highlightedItems: Set<String> { Set(problems.flatMap { $0.views + $0.guides }) }

  /// `path:line:column: error: message [rule]` lines, each with its notes (a document view's
  /// id after its message), handed to `write` in pieces of about `pieceSize` bytes.
  ///
  /// Why pieces: a 50,000-label chain reports about 50,000 views off screen, 6.4 MB of text.
  /// A line per string, then the lines joined into one, held 28 MB at the peak of its `query`,
  /// with the whole layout still alive beside them. A piece is written and its room reused.
  func writeDiagnostics(pieceSize: Int = 1 << 16, to write: (String) -> Void) {
    let ids = identifiers
    var piece = TextBuffer()
    for problem in problems {
      TextReporter.appendLine(problem, ids: ids, to: &piece)
      if piece.byteCount >= pieceSize {
        write(piece.text)
        piece.removeAll()
      }
    }
    if !piece.isEmpty { write(piece.text) }
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
    // Each view read in place: `currentScene` would copy every view and constraint.
    engine.forEachView { view in
      if let id = view.identifier { ids[view.name] = id }
    }
    return ids
  }

  func json(title: String, traits: SizeClassPair, snapScale: Double?, device: JSONValue = .null)
    -> JSONValue
  {
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
    func at(_ location: SourceLocation?) -> [(String, JSONValue)] {
      guard let location else { return [] }
      return [
        ("path", .string(location.path)), ("line", .number(Double(location.line))),
        ("column", .number(Double(location.column))),
      ]
    }
    func member(_ m: ConflictMember) -> JSONValue {
      .object([("name", .string(m.description))] + at(m.location))
    }
    let conflicts = engine.conflicts.map { c in
      JSONValue.object([
        ("broken", member(c.broken)), ("members", .array(c.members.map(member))),
      ])
    }
    let ambiguities = problems.filter { $0.rule == .ambiguousLayout }.map { p in
      JSONValue.object(
        [
          ("item", .string(p.item))
        ] + (ids[p.item].map { [("id", JSONValue.string($0))] } ?? []) + [
          ("kind", .string(p.guides.isEmpty ? "view" : "guide")), ("message", .string(p.message)),
        ] + at(p.location))
    }
    return .object([
      ("scene", .string(title)),
      ("device", device),
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
      ("conflicts", .array(conflicts)),
      ("ambiguities", .array(ambiguities)),
      ("problems", .array(problems.map { JSONReporter.problem($0, ids: ids) })),
    ])
  }

  /// An indented tree: the root, then each view under its superview, with x, y, width, height.
  /// `device` (`iphone-16 portrait, `) names the profile and configuration used, if any.
  func text(title: String, traits: SizeClassPair, snapScale: Double?, device: String = "")
    -> String
  {
    let size = engine.environment.rootSize
    var out =
      "\(title) — \(device)\(JSONNumber.text(size.width))x\(JSONNumber.text(size.height)), "
      + "\(traits)\(engine.environment.isRightToLeft ? ", right to left" : "")\n"
    let frames = frames(snapScale: snapScale)
    var children: [String: [ViewFrame]] = [:]  // lookups only; lists keep declaration order
    for f in frames { children[f.superview, default: []].append(f) }
    let ids = identifiers
    // Each line written piece by piece into a buffer: built as its own strings (the indent,
    // the list of four numbers joined, the line) it was five allocations and copies a view,
    // and appended to a string each piece cost more than writing it (`TextBuffer`).
    var lines = TextBuffer()
    func emit(_ parent: String, depth: Int) {
      for f in children[parent] ?? [] {
        let r = f.frame
        for _ in 0..<depth { lines.append("  ") }
        lines.append(f.name)
        lines.append("  ")
        JSONNumber.append(r.x, to: &lines)
        lines.append(byte: UInt8(ascii: " "))
        JSONNumber.append(r.y, to: &lines)
        lines.append(byte: UInt8(ascii: " "))
        JSONNumber.append(r.width, to: &lines)
        lines.append(byte: UInt8(ascii: " "))
        JSONNumber.append(r.height, to: &lines)
        if f.isHidden { lines.append("  (hidden)") }
        if !ids.isEmpty, let id = ids[f.name] {
          lines.append("  [")
          lines.append(id)
          lines.append(byte: UInt8(ascii: "]"))
        }
        lines.append(byte: UInt8(ascii: "\n"))
        emit(f.name, depth: depth + 1)
      }
    }
    out += "root  0 0 \(JSONNumber.text(size.width)) \(JSONNumber.text(size.height))\n"
    emit(Scene.rootName, depth: 1)
    out += lines.text
    for b in engine.brokenConstraints {
      // A formula (an unnamed or a UISV- constraint) already ends in its priority: say it once.
      let c = b.constraint
      let priority = c.displayName == c.name ? " @\(c.priority)" : ""
      out +=
        "broken: \(c.displayName) (line \(c.location.line))"
        + "\(priority), error \(JSONNumber.text(b.error))\n"
    }
    return out
  }
}
