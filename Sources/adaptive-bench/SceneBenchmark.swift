import AdaptiveLayout
import DeviceProfiles
import Foundation
import LayoutValidation
import SceneFormat
import SizeClasses
import TraitDiff

/// The scene-level benchmarks of issues 3, 4 and 5: parse and solve a generated scene; rotate
/// it with the live engine against a rebuild; validate it against every profile with one live
/// engine against a rebuild per configuration. Medians, in the same run.
enum SceneBenchmark {
  /// A grid of cards, 10 to a row, each with a label inside; in a compact height the rows close
  /// up and the cards flatten (a `when` block with two overrides per card), so a rotation
  /// changes constants all over the scene.
  static func generatedScene(views: Int) -> String {
    let cards = max(1, views / 2)
    var lines = ["scene \"generated \(cards * 2) views\"", "canvas 375x667"]
    for i in 0..<cards {
      lines.append("view card\(i) { view label\(i): label { intrinsic 60x21 } }")
    }
    var compact: [String] = []
    for i in 0..<cards {
      let (column, row) = (i % 10, i / 10)
      if column == 0 {
        lines.append("card\(i).leading = superview.leadingMargin")
      } else {
        lines.append("card\(i).leading = card\(i - 1).trailing + 8")
        lines.append("card\(i).width = card\(i - 1).width")
      }
      if column == 9 || i == cards - 1 {
        lines.append("card\(i).trailing <= superview.trailingMargin")
        if column == 9 { lines.append("card\(i).trailing = superview.trailingMargin @999") }
      }
      if row == 0 {
        lines.append("t\(i): card\(i).top = topLayoutGuide.bottom + 8")
      } else {
        lines.append("t\(i): card\(i).top = card\(i - 10).bottom + 8")
      }
      lines.append("h\(i): card\(i).height = 44")
      lines.append("label\(i).leading = superview.leadingMargin")
      lines.append("label\(i).centerY = superview.centerY")
      lines.append("label\(i).trailing <= superview.trailingMargin")
      compact.append("  t\(i).constant = 4")
      compact.append("  h\(i).constant = 30")
    }
    lines.append("when height compact {")
    lines += compact
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static let portrait = LayoutEnvironment(
    rootSize: LayoutSize(width: 375, height: 667),
    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), systemMinimumMargin: 16)
  static let landscape = LayoutEnvironment(
    rootSize: LayoutSize(width: 667, height: 375), systemMinimumMargin: 16)
  static let wChR = SizeClassPair(width: .compact, height: .regular)
  static let wChC = SizeClassPair(width: .compact, height: .compact)

  static func load(_ text: String) -> AdaptiveScene {
    let (scene, diagnostics) = SceneLoader.load(text: text, path: "generated.scene")
    guard let scene else {
      FileHandle.standardError.write(Data("adaptive-bench: \(diagnostics.first!)\n".utf8))
      exit(1)
    }
    return scene
  }

  static func row(_ name: String, _ n: Int, _ phase: String, _ samples: [Double]) -> String {
    let s = Summary(samples)
    return "\(name.padding(toLength: 9, withPad: " ", startingAt: 0))"
      + "\(String(n).leftPadded(7))  \(phase.padding(toLength: 22, withPad: " ", startingAt: 0))"
      + "\(format(s.median).leftPadded(10)) \(format(s.minimum).leftPadded(10))"
      + "\(format(s.maximum).leftPadded(10))  \(s.count)"
  }

  static func times(_ count: Int, _ body: () throws -> Void) rethrows -> [Double] {
    var samples: [Double] = []
    for _ in 0..<count { samples.append(try measureNanoseconds(body).nanoseconds) }
    return samples
  }

  /// `adaptive-bench scene`: parse + bind + validate the text, and lay it out (wC hR, 375x667).
  static func runScene(sizes: [Int], repeats: Int) throws {
    print("benchmark  views  phase                     median        min       max  samples")
    for n in sizes {
      let text = generatedScene(views: n)
      var scene: AdaptiveScene?
      let parse = times(repeats) { scene = load(text) }
      print(row("scene", n, "parse+bind+check", parse))
      let resolved = scene!.resolved(for: wChR).scene
      let solve = try times(repeats) {
        let engine = try LayoutEngine(scene: resolved, environment: portrait)
        _ = engine.viewFrames
      }
      print(row("scene", n, "solve (build+frames)", solve))
    }
  }

  /// `adaptive-bench rotate`: portrait → landscape and back on the live engine, against a
  /// fresh engine for the new traits.
  static func runRotate(sizes: [Int], repeats: Int) throws {
    print("benchmark  views  phase                     median        min       max  samples")
    for n in sizes {
      let scene = load(generatedScene(views: n))
      let live = try LiveScene(scene, traits: wChR, environment: portrait)
      var incremental: [Double] = []
      for k in 0..<(2 * repeats) {
        let (traits, environment) = k % 2 == 0 ? (wChC, landscape) : (wChR, portrait)
        incremental.append(
          try measureNanoseconds {
            try live.change(to: traits, environment: environment)
            _ = live.engine.viewFrames
          }.nanoseconds)
      }
      let resolved = scene.resolved(for: wChC).scene
      let rebuild = try times(repeats) {
        let engine = try LayoutEngine(scene: resolved, environment: landscape)
        _ = engine.viewFrames
      }
      print(row("rotate", n, "diff + incremental", incremental))
      print(row("rotate", n, "full rebuild", rebuild))
      print(
        "                  ratio rebuild/incremental: "
          + String(format: "%.1f", Summary(rebuild).median / Summary(incremental).median))
    }
  }

  /// `adaptive-bench validate`: every class canvas and profile configuration with one live
  /// engine, against a fresh engine per target.
  static func runValidate(sizes: [Int], repeats: Int) throws {
    print("benchmark  views  phase                     median        min       max  samples")
    let catalog = try ProfileCatalog.bundled()
    let targets = ValidationTarget.canvases() + ValidationTarget.devices(catalog)
    for n in sizes {
      let scene = load(generatedScene(views: n))
      let live = try times(repeats) { _ = try Validator.validate(scene, targets: targets) }
      let scratch = try times(repeats) {
        for target in targets { _ = try Validator.validate(scene, targets: [target]) }
      }
      // What validation cannot do without: one fresh solve per target (issue 13's yardstick:
      // the checks should cost about as much again, not several times more).
      let resolved = targets.map { scene.resolved(for: $0.traits).scene }
      let solves = try times(repeats) {
        for (k, target) in targets.enumerated() {
          let engine = try LayoutEngine(scene: resolved[k], environment: target.environment)
          _ = engine.viewFrames
        }
      }
      print(row("validate", n, "\(targets.count) layouts, live", live))
      print(row("validate", n, "\(targets.count) layouts, rebuilt", scratch))
      print(row("validate", n, "\(targets.count) fresh solves", solves))
      print(
        "                  ratio rebuilt/live: "
          + String(format: "%.2f", Summary(scratch).median / Summary(live).median))
      print(
        "                  ratio live/fresh solves: "
          + String(format: "%.2f", Summary(live).median / Summary(solves).median)
          + " (target: under 4)")
    }
  }

  static func format(_ ns: Double) -> String {
    if ns >= 1e9 { return String(format: "%.2f s", ns / 1e9) }
    if ns >= 1e6 { return String(format: "%.1f ms", ns / 1e6) }
    return String(format: "%.0f µs", ns / 1e3)
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
