import AdaptiveLayout
import Foundation
import SceneFormat
import SizeClasses
import TraitDiff

/// `adaptive-bench scene --stacks`: a screen of stacked rows, as a settings or form screen is
/// built — a vertical stack of horizontal stacks, each a label, a text field and a button on
/// their first baselines — laid out, and rotated through the live diff (in a compact height the
/// column's spacing closes up and every row's flips to `fill` from `fillProportionally`).
enum StackBenchmark {
  /// The scene text for `rows` rows.
  static func scene(rows: Int) -> String {
    var lines = ["scene \"\(rows) stacked rows\"", "canvas 375x667", "view column: stackView {"]
    lines += ["  axis vertical", "  spacing 8"]
    for i in 0..<rows {
      lines += [
        "  view row\(i): stackView {", "    alignment firstBaseline", "    spacing standard",
        "    view label\(i): label { intrinsic 80x21; baseline 17 }",
        "    view field\(i): textField { intrinsic 120x30; baseline 20; hugging 249 250 }",
        "    view button\(i): button { intrinsic 44x30; baseline 20 }", "  }",
      ]
    }
    lines += [
      "}", "column.leading = superview.leadingMargin", "column.trailing = superview.trailingMargin",
      "column.top = topLayoutGuide.bottom + 8", "when height compact {",
      "  view column { spacing 4 }",
    ]
    for i in 0..<rows { lines.append("  view row\(i) { distribution fillProportionally }") }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func run(rows sizes: [Int], repeats: Int) throws {
    print("benchmark  rows   phase                     median        min       max  samples")
    for rows in sizes {
      let text = scene(rows: rows)
      var loaded: AdaptiveScene?
      let parse = SceneBenchmark.times(repeats) { loaded = SceneBenchmark.load(text) }
      print(SceneBenchmark.row("stacks", rows, "parse+bind+check", parse))
      guard let adaptive = loaded else { return }
      let resolved = adaptive.resolved(for: SceneBenchmark.wChR).scene
      let solve = try SceneBenchmark.times(repeats) {
        let engine = try LayoutEngine(scene: resolved, environment: SceneBenchmark.portrait)
        _ = engine.viewFrames
      }
      print(SceneBenchmark.row("stacks", rows, "solve (build+frames)", solve))
      let live = try LiveScene(
        adaptive, traits: SceneBenchmark.wChR, environment: SceneBenchmark.portrait)
      // Each direction apart: into landscape every row gains its three proportional shares,
      // back it loses them (a removal re-optimises the solver's objective).
      var toLandscape: [Double] = []
      var toPortrait: [Double] = []
      for _ in 0..<repeats {
        toLandscape.append(
          try measureNanoseconds {
            try live.change(to: SceneBenchmark.wChC, environment: SceneBenchmark.landscape)
            _ = live.engine.viewFrames
          }.nanoseconds)
        toPortrait.append(
          try measureNanoseconds {
            try live.change(to: SceneBenchmark.wChR, environment: SceneBenchmark.portrait)
            _ = live.engine.viewFrames
          }.nanoseconds)
      }
      let compact = adaptive.resolved(for: SceneBenchmark.wChC).scene
      let rebuild = try SceneBenchmark.times(repeats) {
        let engine = try LayoutEngine(scene: compact, environment: SceneBenchmark.landscape)
        _ = engine.viewFrames
      }
      print(SceneBenchmark.row("stacks", rows, "to landscape, live", toLandscape))
      print(SceneBenchmark.row("stacks", rows, "to portrait, live", toPortrait))
      print(SceneBenchmark.row("stacks", rows, "rotate, full rebuild", rebuild))
      // The live layout must be the rebuilt one: a benchmark of a wrong answer is no benchmark.
      let fresh = try LayoutEngine(scene: compact, environment: SceneBenchmark.landscape)
      try live.change(to: SceneBenchmark.wChC, environment: SceneBenchmark.landscape)
      for (a, b) in zip(live.engine.viewFrames, fresh.viewFrames)
      where !a.frame.isClose(to: b.frame, tolerance: 1e-6) {
        throw BenchFailure(
          message: "stacks \(rows): \(a.name) is \(a.frame) live, \(b.frame) rebuilt")
      }
    }
  }
}
