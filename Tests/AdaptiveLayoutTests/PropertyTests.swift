import AdaptiveLayout
import Testing

/// A small, seeded generator (SplitMix64), so every run sees the same cases.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// After any sequence of changes, the live engine equals a fresh build of its current scene:
/// the same error at every priority level, and the same frames where the layout is unambiguous.
@Suite struct PropertyTests {
  static let sizes = [
    LayoutSize(width: 375, height: 667), LayoutSize(width: 667, height: 375),
    LayoutSize(width: 320, height: 480), LayoutSize(width: 1024, height: 768),
  ]

  /// A random scene of a few views, some nested, with a mix of required and optional
  /// constraints — sometimes unsatisfiable at some sizes.
  func randomScene(_ g: inout SeededGenerator) -> Scene {
    let count = Int.random(in: 2...5, using: &g)
    var views: [ViewDescription] = []
    var lines: [String] = []
    let priorities = [1000, 1000, 750, 500, 250]
    func p(_ g: inout SeededGenerator) -> String {
      let value = priorities.randomElement(using: &g) ?? 1000
      return value == 1000 ? "" : " @\(value)"
    }
    for i in 0..<count {
      let name = "v\(i)"
      let superview = i > 0 && Bool.random(using: &g) ? "v\(Int.random(in: 0..<i, using: &g))" : nil
      let intrinsic: (Double?, Double?)? =
        Bool.random(using: &g) ? (Double(Int.random(in: 10...80, using: &g)), 20) : nil
      views.append(
        view(name, Bool.random(using: &g) ? "label" : "view", in: superview, intrinsic: intrinsic))
      let c = Int.random(in: 0...40, using: &g)
      switch Int.random(in: 0...3, using: &g) {
      case 0: lines.append("\(name).leading = superview.leading + \(c)\(p(&g))")
      case 1: lines.append("\(name).left = superview.right * 0.25 + \(c)\(p(&g))")
      case 2: lines.append("\(name).centerX = superview.centerX * 0.5\(p(&g))")
      default: lines.append("\(name).leading = superview.leadingMargin + \(c)\(p(&g))")
      }
      switch Int.random(in: 0...2, using: &g) {
      case 0: lines.append("\(name).width = \(Int.random(in: 50...500, using: &g))\(p(&g))")
      case 1: lines.append("\(name).trailing <= superview.trailing - \(c)")
      default: lines.append("\(name).width = superview.width * 0.5\(p(&g))")
      }
      lines.append("\(name).top = superview.topMargin + \(c)")
      switch Int.random(in: 0...2, using: &g) {
      case 0: lines.append("\(name).height = \(Int.random(in: 20...500, using: &g))\(p(&g))")
      case 1: lines.append("\(name).bottom <= superview.bottom")
      default: lines.append("\(name).height = \(name).width * 0.5\(p(&g))")
      }
      if i > 0 {
        lines.append("v\(i - 1).width = \(name).width\(p(&g))")
      }
    }
    return Scene(views: views, constraints: constraints(lines))
  }

  /// Compares the live engine with a fresh build; returns a description of the first difference.
  func difference(_ e: LayoutEngine) throws -> String? {
    let fresh = try LayoutEngine(scene: e.currentScene, environment: e.environment)
    // Which constraints a conflict breaks may differ by history; compare only like with like.
    guard fresh.conflicts.map(\.broken) == e.conflicts.map(\.broken) else { return nil }
    let a = e.errorsByPriority
    let b = fresh.errorsByPriority
    guard a.map(\.priority) == b.map(\.priority),
      zip(a, b).allSatisfy({ abs($0.error - $1.error) <= 1e-6 * max(1, abs($1.error)) })
    else { return "errors \(a) vs fresh \(b)" }
    let ambiguous = Set(fresh.ambiguities().map(\.item))
    for (x, y) in zip(e.viewFrames, fresh.viewFrames) where !ambiguous.contains(y.name) {
      if !x.frame.isClose(to: y.frame, tolerance: 1e-6) {
        return "\(x.name): \(x.frame) vs fresh \(y.frame)"
      }
    }
    return nil
  }

  @Test(arguments: 0..<30)
  func incrementalEqualsFresh(seed: Int) throws {
    var g = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
    let scene = randomScene(&g)
    let e = try LayoutEngine(scene: scene, environment: environment(375, 667))
    var log: [String] = []
    for _ in 0..<12 {
      let ids = e.constraintIDs
      switch Int.random(in: 0...6, using: &g) {
      case 0, 1:
        let size = Self.sizes.randomElement(using: &g) ?? Self.sizes[0]
        log.append("size \(size)")
        e.setRootSize(size)
      case 2:
        let insets =
          Bool.random(using: &g)
          ? EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
          : EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        log.append("safe area \(insets)")
        e.setSafeAreaInsets(insets)
      case 3:
        guard let id = ids.randomElement(using: &g) else { continue }
        let constant = Double(Int.random(in: -20...300, using: &g))
        log.append("constant \(constant) of \(id)")
        try e.setConstant(constant, of: id)
      case 4:
        guard let id = ids.randomElement(using: &g) else { continue }
        let priority = [1000, 750, 250].randomElement(using: &g) ?? 1000
        log.append("priority \(priority) of \(id)")
        try e.setPriority(priority, of: id)
      case 5:
        guard let id = ids.randomElement(using: &g), let d = e.constraint(id) else { continue }
        log.append("reinstall \(id)")
        try e.uninstall(id)
        try e.install(d)
      default:
        guard let name = e.views.randomElement(using: &g)?.name else { continue }
        let width = Double(Int.random(in: 0...120, using: &g))
        log.append("intrinsic \(width) of \(name)")
        try e.setIntrinsicContentSize(IntrinsicContentSize(width: width, height: 20), ofView: name)
      }
      if let difference = try difference(e) {
        Issue.record("seed \(seed) after \(log.joined(separator: "; ")): \(difference)")
        return
      }
    }
  }
}
