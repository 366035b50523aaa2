import AdaptiveLayout
import Foundation
import SizeClasses

/// Writes an `AdaptiveScene` as `.scene` text that loads back to the same scene: views nested
/// in their superviews' blocks with every property, guides in their owners' blocks, constraints
/// by name, and one `when` block per size class that varies anything.
///
/// ```swift
/// let text = SceneWriter.text(adaptive, comments: ["nameLabel": "id fHX-xe-kfg"])
/// let (again, _) = SceneLoader.load(text: text, path: "out.scene")   // the same scene
/// ```
public enum SceneWriter {
  /// The scene as text. `comments` adds a `# …` comment after a view's, guide's or
  /// constraint's declaration, by name; `header` lines go first, as comments.
  public static func text(
    _ scene: AdaptiveScene, comments: [String: String] = [:], header: [String] = []
  ) -> String {
    var out = header.map { "# \($0)\n" }.joined()
    if let title = scene.title { out += "scene \(quoted(title))\n" }
    if let canvas = scene.canvas {
      out += "canvas \(number(canvas.size.width))x\(number(canvas.size.height))"
      if let traits = canvas.traits {
        out += " class w\(traits.width.abbreviation)-h\(traits.height.abbreviation)"
      }
      if let insets = canvas.safeAreaInsets {
        out +=
          " safeArea "
          + [insets.top, insets.left, insets.bottom, insets.right]
          .map(number).joined(separator: " ")
      }
      if let margins = canvas.systemMinimumMargin { out += " margins \(number(margins))" }
      if let scale = canvas.scale { out += " scale \(number(scale))" }
      out += "\n"
    }
    out += "\n"

    // Views and guides nested by superview, in declaration order.
    var children: [String: [Int]] = [:]  // lookups only; lists keep declaration order
    for (i, view) in scene.views.enumerated() {
      children[view.description.superview ?? Scene.rootName, default: []].append(i)
    }
    var guidesOf: [String: [Int]] = [:]  // lookups only
    for (i, guide) in scene.guides.enumerated() {
      guidesOf[guide.description.owner ?? Scene.rootName, default: []].append(i)
    }
    func comment(_ name: String) -> String { comments[name].map { "  # \($0)" } ?? "" }
    func emit(_ parent: String, depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      for g in guidesOf[parent] ?? [] {
        let name = scene.guides[g].description.name
        out += "\(indent)guide \(name)\(comment(name))\n"
      }
      for v in children[parent] ?? [] {
        let view = scene.views[v].description
        let kind = SceneViewKind(rawValue: view.kind) ?? .view
        let kindText = kind == .view ? "" : ": \(kind.rawValue)"
        var note = comments[view.name] ?? ""
        if SceneViewKind(rawValue: view.kind) == nil && view.kind != "view" {
          note = ([note, "a \(view.kind)"].filter { !$0.isEmpty }).joined(separator: "; ")
        }
        out += "\(indent)view \(view.name)\(kindText) {\(note.isEmpty ? "" : "  # \(note)")\n"
        for property in properties(view, indent: indent + "  ") { out += property }
        emit(view.name, depth: depth + 1)
        out += "\(indent)}\n"
      }
    }
    emit(Scene.rootName, depth: 0)

    if !scene.constraints.isEmpty { out += "\n" }
    for constraint in scene.constraints {
      out += formula(constraint.description) + comment(constraint.description.name ?? "") + "\n"
    }

    // Installed states: a cleared base is a top-level `uninstall`.
    let uninstalled =
      scene.views.filter { !$0.installed.base }.map(\.description.name)
      + scene.guides.filter { !$0.installed.base }.map(\.description.name)
      + scene.constraints.filter { !$0.installed.base }.compactMap(\.description.name)
    if !uninstalled.isEmpty { out += "uninstall \(uninstalled.joined(separator: ", "))\n" }

    for traits in SizeClassPair.all where traits != .anyAny {
      let block = variations(of: scene, for: traits)
      guard !block.isEmpty else { continue }
      out += "\nwhen \(Self.header(traits)) {\n" + block.map { "  \($0)\n" }.joined() + "}\n"
    }
    return out
  }

  /// `width compact height regular`, leaving out an `any` axis.
  static func header(_ traits: SizeClassPair) -> String {
    var parts: [String] = []
    if traits.width != .any { parts.append("width \(traits.width.rawValue)") }
    if traits.height != .any { parts.append("height \(traits.height.rawValue)") }
    return parts.joined(separator: " ")
  }

  /// The statements of one class's `when` block.
  static func variations(of scene: AdaptiveScene, for traits: SizeClassPair) -> [String] {
    var lines: [String] = []
    var install: [String] = []
    var uninstall: [String] = []
    func installed(_ name: String?, _ value: Varying<Bool>) {
      guard let name, let stored = value.value(storedFor: traits) else { return }
      if stored { install.append(name) } else { uninstall.append(name) }
    }
    for view in scene.views { installed(view.description.name, view.installed) }
    for guide in scene.guides { installed(guide.description.name, guide.installed) }
    for constraint in scene.constraints {
      installed(constraint.description.name, constraint.installed)
    }
    if !uninstall.isEmpty { lines.append("uninstall \(uninstall.joined(separator: ", "))") }
    if !install.isEmpty { lines.append("install \(install.joined(separator: ", "))") }
    for constraint in scene.constraints {
      guard let name = constraint.description.name else { continue }
      if let constant = constraint.constant.value(storedFor: traits) {
        lines.append("\(name).constant = \(number(constant))")
      }
      if let priority = constraint.priority.value(storedFor: traits) {
        lines.append("\(name).priority = \(priority)")
      }
    }
    for view in scene.views {
      var properties: [String] = []
      if let size = view.intrinsicContentSize.value(storedFor: traits) {
        properties.append("intrinsic \(intrinsic(size))")
      }
      if let hugging = view.contentHugging.value(storedFor: traits) {
        properties.append("hugging \(hugging.horizontal) \(hugging.vertical)")
      }
      if let resistance = view.compressionResistance.value(storedFor: traits) {
        properties.append("resistance \(resistance.horizontal) \(resistance.vertical)")
      }
      if let baseline = view.baseline.value(storedFor: traits), let b = baseline {
        properties.append("baseline \(baselineText(b))")
      }
      if let margins = view.layoutMargins.value(storedFor: traits) {
        properties.append("margins \(marginsText(margins))")
      }
      if let hidden = view.isHidden.value(storedFor: traits) {
        properties.append("hidden \(hidden)")
      }
      if let stack = view.stack {
        if let axis = stack.axis.value(storedFor: traits) {
          properties.append("axis \(axis.rawValue)")
        }
        if let distribution = stack.distribution.value(storedFor: traits) {
          properties.append("distribution \(distribution.rawValue)")
        }
        if let alignment = stack.alignment.value(storedFor: traits) {
          properties.append("alignment \(alignment.rawValue)")
        }
        if let spacing = stack.spacing.value(storedFor: traits) {
          properties.append("spacing \(spacingText(spacing))")
        }
        if let flag = stack.isBaselineRelative.value(storedFor: traits) {
          properties.append("baselineRelative \(flag)")
        }
        if let flag = stack.isLayoutMarginsRelative.value(storedFor: traits) {
          properties.append("marginsRelative \(flag)")
        }
      }
      if !properties.isEmpty {
        lines.append("view \(view.description.name) { \(properties.joined(separator: "; ")) }")
      }
    }
    return lines
  }

  /// A view's properties in its block, each on its own line.
  static func properties(_ view: ViewDescription, indent: String) -> [String] {
    var lines: [String] = []
    if view.intrinsicContentSize != .none {
      lines.append("intrinsic \(intrinsic(view.intrinsicContentSize))")
    }
    lines.append("hugging \(view.contentHugging.horizontal) \(view.contentHugging.vertical)")
    lines.append(
      "resistance \(view.compressionResistance.horizontal) \(view.compressionResistance.vertical)")
    if let baseline = view.baseline { lines.append("baseline \(baselineText(baseline))") }
    if view.layoutMargins != ViewDescription.defaultLayoutMargins {
      lines.append("margins \(marginsText(view.layoutMargins))")
    }
    if view.isHidden { lines.append("hidden") }
    if let stack = view.stack {
      // The subviews written in the block are the arranged ones, in order.
      lines.append("axis \(stack.axis.rawValue)")
      lines.append("distribution \(stack.distribution.rawValue)")
      lines.append("alignment \(stack.alignment.rawValue)")
      lines.append("spacing \(spacingText(stack.spacing))")
      if stack.isBaselineRelative { lines.append("baselineRelative true") }
      if stack.isLayoutMarginsRelative { lines.append("marginsRelative true") }
    }
    return lines.map { "\(indent)\($0)\n" }
  }

  static func spacingText(_ spacing: StackSpacing) -> String {
    switch spacing {
    case .standard: return "standard"
    case .fixed(let points): return number(points)
    }
  }

  static func intrinsic(_ size: IntrinsicContentSize) -> String {
    "\(size.width.map(number) ?? "-")x\(size.height.map(number) ?? "-")"
  }

  static func baselineText(_ b: Baseline) -> String {
    b.last.map { "\(number(b.first)) \(number($0))" } ?? number(b.first)
  }

  static func marginsText(_ m: EdgeInsets) -> String {
    "\(number(m.top)) \(number(m.left)) \(number(m.bottom)) \(number(m.right))"
  }

  /// `name: first.attr = second.attr * m + c @p`, in the format's grammar.
  static func formula(_ c: ConstraintDescription) -> String {
    var text = c.name.map { "\($0): " } ?? ""
    text += "\(c.first.name).\(c.first.attribute.rawValue) \(c.relation.rawValue)"
    if let second = c.second {
      text += " \(second.name).\(second.attribute.rawValue)"
      if c.multiplier != 1 { text += " * \(number(c.multiplier))" }
      if c.constant > 0 { text += " + \(number(c.constant))" }
      if c.constant < 0 { text += " - \(number(-c.constant))" }
    } else {
      text += " \(number(c.constant))"
    }
    if c.priority != 1000 { text += " @\(c.priority)" }
    return text
  }

  /// A number the lexer reads back to the same `Double`: decimal, never an exponent.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let shortest = String(value)
    guard shortest.contains("e") || shortest.contains("E") else { return shortest }
    // Tiny or huge: write every digit out.
    let negative = value < 0
    let digits = String(format: "%.40f", abs(value))
    var trimmed = digits
    while trimmed.hasSuffix("0") { trimmed.removeLast() }
    if trimmed.hasSuffix(".") { trimmed.removeLast() }
    return (negative ? "-" : "") + trimmed
  }

  /// A string in double quotes with the format's escapes.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.append(character)
      }
    }
    return out + "\""
  }
}
