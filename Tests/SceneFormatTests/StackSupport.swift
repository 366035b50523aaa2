import AdaptiveLayout
import SizeClasses
import Testing

@testable import SceneFormat

/// Loads scene text, resolves it for `traits` and lays it out at `width`×`height` with root
/// margins 16 and no safe area; `rtl` for a right-to-left layout.
func stackLayout(
  _ text: String, width: Double = 375, height: Double = 667, traits: String = "wC-hR",
  rtl: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> LayoutEngine {
  let (loaded, diagnostics) = SceneLoader.load(text: text, path: "stack.scene")
  #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
  let adaptive = try #require(loaded, sourceLocation: sourceLocation)
  let pair = try #require(SizeClassPair(notation: traits), sourceLocation: sourceLocation)
  let environment = LayoutEnvironment(
    rootSize: LayoutSize(width: width, height: height), systemMinimumMargin: 16,
    isRightToLeft: rtl)
  return try LayoutEngine(scene: adaptive.resolved(for: pair).scene, environment: environment)
}

/// Expects each named view's frame in its superview, `[name: (x, y, width, height)]`, within
/// 1e-9; and, unless `ambiguous`, no ambiguity and no conflict.
func expectFrames(
  _ engine: LayoutEngine, _ expected: KeyValuePairs<String, (Double, Double, Double, Double)>,
  ambiguous: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  for (name, f) in expected {
    let actual = engine.frame(ofView: name)
    let want = LayoutRect(x: f.0, y: f.1, width: f.2, height: f.3)
    #expect(
      actual.map { $0.isClose(to: want, tolerance: 1e-9) } == true,
      "\(name) is \(actual.map { "\($0)" } ?? "missing"), expected \(want)",
      sourceLocation: sourceLocation)
  }
  if !ambiguous {
    #expect(engine.conflicts.isEmpty, "\(engine.conflicts)", sourceLocation: sourceLocation)
    #expect(engine.ambiguities().isEmpty, "\(engine.ambiguities())", sourceLocation: sourceLocation)
  }
}

/// A horizontal stack `s` of three plain views — a 100x30, b 60x20, c 40x10, hugging 250 and
/// resistance 750 on both axes — 10 from the root's left and 20 from its top, with `spacing`
/// and the given stack properties, and `extra` lines (a width for the stack, a view's property
/// changes) appended at the top level.
func threeViewStack(
  _ properties: String, spacing: Double = 10, a: String = "", b: String = "", c: String = "",
  extra: String = ""
) -> String {
  """
  view s: stackView {
    spacing \(spacing)
    \(properties)
    view a { intrinsic 100x30; \(a) }
    view b { intrinsic 60x20; \(b) }
    view c { intrinsic 40x10; \(c) }
  }
  s.leading = superview.leading + 10
  s.top = superview.top + 20
  \(extra)
  """
}
