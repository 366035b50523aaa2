import AdaptiveLayout
import SizeClasses

extension SceneInterpreter {
  /// IB's alignment names; `top` and `bottom` are UIKit's aliases of `leading` and `trailing`.
  static let stackAlignments: [String: StackAlignment] = [
    "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline,
    "center": .center, "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline,
    "baseline": .lastBaseline,
  ]

  /// A `<stackView>`'s properties (defaults: horizontal, fill, fill, spacing 0), its arranged
  /// subviews filled in once they are read.
  mutating func readStack(_ element: Int) -> StackDescription {
    let e = tree[element]
    var stack = StackDescription()
    if let axis = e["axis"] { stack.axis = stackAxis(axis, at: element) ?? .horizontal }
    if let text = e["distribution"] {
      stack.distribution = stackDistribution(text, at: element) ?? .fill
    }
    if let text = e["alignment"] { stack.alignment = stackAlignment(text, at: element) ?? .fill }
    if e["spacingType"] == "standard" {
      stack.spacing = .standard
    } else if let text = e["spacing"] {
      stack.spacing = .fixed(number(text) ?? 0)
    }
    stack.isBaselineRelative = e["baselineRelativeArrangement"] == "YES"
    stack.isLayoutMarginsRelative = e["layoutMarginsRelativeArrangement"] == "YES"
    return stack
  }

  mutating func stackAxis(_ text: String, at element: Int) -> LayoutAxis? {
    switch text {
    case "horizontal": return .horizontal
    case "vertical": return .vertical
    default:
      warning(element, "unknown stack axis '\(text)'; horizontal assumed")
      return nil
    }
  }

  mutating func stackDistribution(_ text: String, at element: Int) -> StackDistribution? {
    guard let value = StackDistribution(rawValue: text) else {
      warning(element, "unknown stack distribution '\(text)'; fill assumed")
      return nil
    }
    return value
  }

  mutating func stackAlignment(_ text: String, at element: Int) -> StackAlignment? {
    guard let value = Self.stackAlignments[text] else {
      warning(element, "unknown stack alignment '\(text)'; fill assumed")
      return nil
    }
    return value
  }

  /// A stack view's per-class properties (`<variation key=… axis="horizontal" spacing="60"/>`).
  mutating func readStackVariation(_ element: Int, view: String, traits: SizeClassPair) {
    guard let index = viewIndex[view], views[index].stack != nil else { return }
    let e = tree[element]
    if let text = e["axis"], let axis = stackAxis(text, at: element) {
      views[index].stack?.axis.set(axis, for: traits)
    }
    if let text = e["distribution"], let value = stackDistribution(text, at: element) {
      views[index].stack?.distribution.set(value, for: traits)
    }
    if let text = e["alignment"], let value = stackAlignment(text, at: element) {
      views[index].stack?.alignment.set(value, for: traits)
    }
    if e["spacingType"] == "standard" {
      views[index].stack?.spacing.set(.standard, for: traits)
    } else if let text = e["spacing"], let value = number(text) {
      views[index].stack?.spacing.set(.fixed(value), for: traits)
    }
    if let text = e["baselineRelativeArrangement"] {
      views[index].stack?.isBaselineRelative.set(text == "YES", for: traits)
    }
    if let text = e["layoutMarginsRelativeArrangement"] {
      views[index].stack?.isLayoutMarginsRelative.set(text == "YES", for: traits)
    }
  }

  /// Gives a stack view its arranged subviews: its `<subviews>`, in order. (A subview excluded
  /// by a mask in some class is left out there by the scene's resolution.)
  mutating func setArrangedSubviews(of view: String, _ arranged: [String]) {
    guard let index = viewIndex[view], views[index].stack != nil else { return }
    views[index].stack?.arrangedSubviews = Varying(arranged)
    views[index].description.stack?.arrangedSubviews = arranged
  }

  /// The engine generates stack constraints from the model; nothing to add here.
  mutating func addStackConstraints() {}
}
