import AdaptiveLayout

/// Helpers that keep the tests close to the scene notation. Test-only: the real parser lives in
/// SceneFormat.

/// A location in the pretend file `test.scene`.
func at(_ line: Int, _ column: Int = 1) -> SourceLocation {
  SourceLocation(path: "test.scene", line: line, column: column)
}

/// Reads `[name:] a.attr REL b.attr [* m | / d] [+ c | - c] [@p]` or `a.attr REL c [@p]`.
/// Only what the tests need; a malformed formula is a test bug, reported as a trap-free default.
func constraint(_ text: String, line: Int = 1) -> ConstraintDescription {
  var tokens = text.split(separator: " ").map(String.init)
  var name: String?
  if let first = tokens.first, first.hasSuffix(":") {
    name = String(first.dropLast())
    tokens.removeFirst()
  }
  func item(_ token: String) -> ConstraintItem {
    let parts = token.split(separator: ".").map(String.init)
    return ConstraintItem(parts[0], LayoutAttribute(rawValue: parts[1]) ?? .left)
  }
  let first = item(tokens[0])
  let relation: LayoutRelation =
    switch tokens[1] {
    case "<=": .lessThanOrEqual
    case ">=": .greaterThanOrEqual
    default: .equal
    }
  var second: ConstraintItem?
  var multiplier = 1.0
  var constant = 0.0
  var priority = 1000
  var i = 2
  while i < tokens.count {
    let token = tokens[i]
    if token.hasPrefix("@") {
      priority = Int(token.dropFirst()) ?? 1000
      i += 1
    } else if token == "*" || token == "/" || token == "+" || token == "-" {
      let value = Double(tokens[i + 1]) ?? 0
      switch token {
      case "*": multiplier = value
      case "/": multiplier = 1 / value
      case "+": constant = value
      default: constant = -value
      }
      i += 2
    } else if let value = Double(token) {
      constant = value
      i += 1
    } else {
      second = item(token)
      i += 1
    }
  }
  return ConstraintDescription(
    name: name, first: first, relation: relation, second: second, multiplier: multiplier,
    constant: constant, priority: priority, location: at(line))
}

/// Constraints from lines of formulas; each gets its 1-based line number.
func constraints(_ lines: [String]) -> [ConstraintDescription] {
  lines.enumerated().map { constraint($0.element, line: $0.offset + 1) }
}

/// A plain view.
func view(
  _ name: String, _ kind: String = "view", in superview: String? = nil,
  intrinsic: (Double?, Double?)? = nil, baseline: Baseline? = nil, margins: EdgeInsets? = nil
) -> ViewDescription {
  ViewDescription(
    name: name, kind: kind, superview: superview,
    intrinsicContentSize: intrinsic.map { IntrinsicContentSize(width: $0.0, height: $0.1) }
      ?? .none,
    baseline: baseline, layoutMargins: margins ?? ViewDescription.defaultLayoutMargins,
    location: at(100))
}

/// An environment without safe area, with the compact-width system minimum margin.
func environment(
  _ width: Double, _ height: Double, safeArea: EdgeInsets = .zero, margin: Double = 16,
  rtl: Bool = false
) -> LayoutEnvironment {
  LayoutEnvironment(
    rootSize: LayoutSize(width: width, height: height), safeAreaInsets: safeArea,
    systemMinimumMargin: margin, isRightToLeft: rtl)
}

/// Builds an engine; a scene the test expects to be valid.
func engine(
  _ views: [ViewDescription], _ lines: [String], guides: [LayoutGuideDescription] = [],
  in env: LayoutEnvironment = environment(375, 667)
) throws -> LayoutEngine {
  try LayoutEngine(
    scene: Scene(views: views, guides: guides, constraints: constraints(lines)), environment: env)
}

/// Shorthand for a rectangle.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
  LayoutRect(x: x, y: y, width: width, height: height)
}

/// Whether two frame lists agree within 1e-6 (names and superviews exactly).
func framesMatch(_ a: [ViewFrame], _ b: [ViewFrame]) -> Bool {
  a.count == b.count
    && zip(a, b).allSatisfy {
      $0.name == $1.name && $0.superview == $1.superview && $0.frame.isClose(to: $1.frame)
    }
}

/// The lines of a conflict's members, `root.horizontal` or `root.vertical` for the root's size.
func memberLines(_ members: [ConflictMember]) -> [String] {
  members.map { member in
    switch member {
    case .constraint(_, let c): return String(c.location.line)
    case .rootSize(let axis): return "root.\(axis)"
    default: return member.description
    }
  }
}
