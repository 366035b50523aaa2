import AdaptiveLayout
import Foundation
import SizeClasses
import Testing

@testable import SceneFormat

// Every recipe scene laid out on an iPhone SE: 375x667 resolved for wC hR (portrait) and 667x375
// resolved for wC hC (landscape), root margins 16, no safe area. The expected frames are the ones
// Docs/recipes-expected.md works out from the constraints; each was re-derived here, with the
// arithmetic beside it. W and H are the root's width and height; `standard` is 8; labels are
// 21 high with their last baseline 17 below the top, text fields 30 high with it 20 below.
//
// Besides the frames, each layout checks:
// - `broken`: the scene's optional constraints left unmet, by name (or formula) and error;
// - `levels`: the summed error at every priority level that has one (`errorsByPriority`, zero
//   levels left out). This is where the broken hugging and compression resistance the document
//   lists show up: the engine's content-size constraints are not scene constraints.
// - no conflict and no ambiguity, unless stated.

/// A view's expected frame: its name, its superview's name and the frame in the superview.
private struct ExpectedView {
  var name: String
  var superview: String
  var frame: LayoutRect

  init(_ name: String, in superview: String = "root", _ frame: LayoutRect) {
    self.name = name
    self.superview = superview
    self.frame = frame
  }
}

/// Shorthand for a frame `{x, y, width, height}`.
private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
  LayoutRect(x: x, y: y, width: width, height: height)
}

/// 1e-9, for thirds and for the decimal multipliers of proportional-layout.
private let tolerance = 1e-9

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

private func close(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
  close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
}

/// The iPhone SE's two orientations, and the class each is resolved for.
/// (And the design canvas, for the one recipe whose frames the document gives there.)
private enum Orientation: CustomStringConvertible {
  case portrait, landscape
  case canvas(width: Double, height: Double)

  var size: LayoutSize {
    switch self {
    case .portrait: return LayoutSize(width: 375, height: 667)
    case .landscape: return LayoutSize(width: 667, height: 375)
    case .canvas(let width, let height): return LayoutSize(width: width, height: height)
    }
  }

  var traits: String {
    switch self {
    case .portrait: return "wC-hR"
    case .landscape: return "wC-hC"
    case .canvas: return "wAny-hAny"
    }
  }

  var description: String { "\(size) \(traits)" }
}

/// Loads `Scenes/<file>`, resolves it for `traits` and lays it out at `size` with the root's
/// margins at 16 and no safe area.
private func layOut(
  _ file: String, traits: String, size: LayoutSize,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> LayoutEngine {
  let path = packageRoot.appendingPathComponent("Scenes").appendingPathComponent(file).path
  let (loaded, diagnostics) = SceneLoader.load(path: path)
  #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
  let adaptive = try #require(loaded, sourceLocation: sourceLocation)
  let pair = try #require(SizeClassPair(notation: traits), sourceLocation: sourceLocation)
  let resolved = adaptive.resolved(for: pair)
  #expect(resolved.conflicts.isEmpty, "\(resolved.conflicts)", sourceLocation: sourceLocation)
  let environment = LayoutEnvironment(
    rootSize: size, safeAreaInsets: .zero, systemMinimumMargin: 16)
  return try LayoutEngine(scene: resolved.scene, environment: environment)
}

/// Checks a laid-out recipe against its expectations.
private func check(
  _ file: String, _ orientation: Orientation, traits: String? = nil,
  views: [ExpectedView], guides: [(String, LayoutRect)] = [],
  broken: [(String, Double)] = [], levels: [(Int, Double)] = [],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let traits = traits ?? orientation.traits
  let engine = try layOut(
    file, traits: traits, size: orientation.size, sourceLocation: sourceLocation)
  let context = "\(file) at \(orientation.size) in \(traits)"

  // Exactly the expected views, in declaration order, each in its superview.
  let frames = engine.viewFrames
  #expect(
    frames.map(\.name) == views.map(\.name), "\(context): views", sourceLocation: sourceLocation)
  for expected in views {
    guard let actual = frames.first(where: { $0.name == expected.name }) else { continue }
    #expect(
      actual.superview == expected.superview, "\(context): superview of \(expected.name)",
      sourceLocation: sourceLocation)
    #expect(
      close(actual.frame, expected.frame),
      "\(context): \(expected.name) is \(actual.frame), expected \(expected.frame)",
      sourceLocation: sourceLocation)
  }
  for (name, expected) in guides {
    let actual = engine.frame(ofGuide: name)
    #expect(
      actual.map { close($0, expected) } == true,
      "\(context): guide \(name) is \(String(describing: actual)), expected \(expected)",
      sourceLocation: sourceLocation)
  }

  let actualBroken = engine.brokenConstraints.map { ($0.constraint.displayName, $0.error) }
  #expect(
    actualBroken.map(\.0) == broken.map(\.0),
    "\(context): broken constraints \(actualBroken)", sourceLocation: sourceLocation)
  for ((name, error), (_, expected)) in zip(actualBroken, broken) {
    #expect(
      close(error, expected), "\(context): error of \(name) is \(error), expected \(expected)",
      sourceLocation: sourceLocation)
  }

  let actualLevels = engine.errorsByPriority.filter { $0.error > tolerance }
  #expect(
    actualLevels.map(\.priority) == levels.map(\.0),
    "\(context): errors by priority \(actualLevels)", sourceLocation: sourceLocation)
  for (actual, (priority, expected)) in zip(actualLevels, levels) {
    #expect(
      close(actual.error, expected),
      "\(context): error at \(priority) is \(actual.error), expected \(expected)",
      sourceLocation: sourceLocation)
  }

  #expect(engine.conflicts.isEmpty, "\(context): conflicts", sourceLocation: sourceLocation)
  #expect(
    engine.ambiguities().isEmpty, "\(context): \(engine.ambiguities())",
    sourceLocation: sourceLocation)
}

@Suite("Scenes/: every recipe's frames on an iPhone SE, worked out by hand")
struct RecipeTests {
  @Test func thereAreEighteenRecipes() throws {
    // 13 recipes, visual-format versions of two (VisualSceneTests compares their frames), and
    // the three stack-view recipes (StackRecipeTests).
    #expect(try recipeScenes().count == 18)
  }

  // MARK: - Label and text field

  @Test func simpleLabelAndTextField() throws {
    // Horizontal: c1 label.x = 16; c3 field.x = label.x + label.width + 8; c2 field ends at
    // W - 16. label.width + field.width = W - 40: the label's hugging (251) beats the field's
    // (250), so the label keeps 45 and the field.x = 16 + 45 + 8 = 69, width W - 16 - 69 = W - 85.
    // Vertical: c4 field.y = 0 + 20 = 20, height 30, baseline 20 + 20 = 40; c5 label baseline
    // label.y + 17 = 40, label.y = 23, height 21.
    try check(
      "simple-label-and-text-field.scene", .portrait,
      views: [
        ExpectedView("nameLabel", rect(16, 23, 45, 21)),
        ExpectedView("nameTextField", rect(69, 20, 290, 30)),  // 375 - 85 = 290
      ],
      // 250: the field's horizontal hugging, 290 - 97 = 193
      levels: [(250, 193)])
    try check(
      "simple-label-and-text-field.scene", .landscape,
      views: [
        ExpectedView("nameLabel", rect(16, 23, 45, 21)),
        ExpectedView("nameTextField", rect(69, 20, 582, 30)),  // 667 - 85 = 582
      ],
      levels: [(250, 485)])  // 582 - 97 = 485
  }

  @Test func dynamicHeightLabelAndTextField() throws {
    // Horizontal as in the simple recipe. Vertical: heights 21 and 30 (their hugging 250-251 and
    // resistance 750 beat the 249 pairs); c8 label.y + 17 = field.y + 20, label.y = field.y + 3.
    // Required: c6 field.y >= 20; c4 label.y >= 20, field.y >= 17. At 249: c5 |field.y + 3 - 20|
    // + c7 |field.y - 20| = (y - 17) + (y - 20) for y >= 20, least at y = 20: field.y = 20,
    // label.y = 23; c5's error 23 - 20 = 3.
    for (orientation, fieldWidth) in [(Orientation.portrait, 290.0), (.landscape, 582)] {
      try check(
        "dynamic-height-label-and-text-field.scene", orientation,
        views: [
          ExpectedView("nameLabel", rect(16, 23, 45, 21)),
          ExpectedView("nameTextField", rect(69, 20, fieldWidth, 30)),  // W - 85
        ],
        broken: [("c5", 3)],
        // 250: field hugging, 290 - 97 = 193 or 582 - 97 = 485; 249: c5's 3, c7's 0
        levels: [(250, fieldWidth - 97), (249, 3)])
    }
  }

  // MARK: - Columns

  /// The frames of both column recipes: labels at x 16, 101 wide (the widest intrinsic width:
  /// one width for all three since the fields share one width and one trailing edge, c13, c14,
  /// c7-c9; resistance 750 gives >= 101, hugging 251 pulls down to it); fields at
  /// x = 16 + 101 + 8 = 125, width W - 16 - 125 = W - 141; field rows at y 20, 20 + 30 + 8 = 58,
  /// 58 + 38 = 96; labels 3 lower (baselines: y + 17 = field.y + 20): 23, 61, 99.
  private func columns(fieldWidth w: Double) -> [ExpectedView] {
    [
      ExpectedView("firstNameLabel", rect(16, 23, 101, 21)),
      ExpectedView("firstNameTextField", rect(125, 20, w, 30)),
      ExpectedView("middleNameLabel", rect(16, 61, 101, 21)),
      ExpectedView("middleNameTextField", rect(125, 58, w, 30)),
      ExpectedView("lastNameLabel", rect(16, 99, 101, 21)),
      ExpectedView("lastNameTextField", rect(125, 96, w, 30)),
    ]
  }

  @Test func fixedHeightColumns() throws {
    // 251: label hugging (101 - 83) + 0 + (101 - 80) = 39.
    // 250: field hugging (w - 123) + (w - 138) + (w - 120) = 3w - 381:
    // w = 375 - 141 = 234 → 702 - 381 = 321; w = 667 - 141 = 526 → 1578 - 381 = 1197.
    try check(
      "fixed-height-columns.scene", .portrait, views: columns(fieldWidth: 234),
      levels: [(251, 39), (250, 321)])
    try check(
      "fixed-height-columns.scene", .landscape, views: columns(fieldWidth: 526),
      levels: [(251, 39), (250, 1197)])
  }

  @Test func dynamicHeightColumns() throws {
    // Field rows f1, f2, f3; labels at f + 3 (c10-c12). Required: c17 f1 >= 20, c15 f1 >= 17;
    // c21 f2 >= f1 + 30 + 8, c19 f2 + 3 >= f1 + 3 + 21 + 8 (f2 >= f1 + 29); the same for f3.
    // At 249: c16 |f1 - 17| + c18 |f1 - 20| least at f1 = 20 (c16's error 3); for d = f2 - f1
    // >= 38, c20 |d - 29| + c22 |d - 38| least at d = 38 (c20's error 9); c24 likewise 9.
    // So the frames of fixed-height-columns; 249 sums 3 + 9 + 9 = 21.
    try check(
      "dynamic-height-columns.scene", .portrait, views: columns(fieldWidth: 234),
      broken: [("c16", 3), ("c20", 9), ("c24", 9)],
      levels: [(251, 39), (250, 321), (249, 21)])
    try check(
      "dynamic-height-columns.scene", .landscape, views: columns(fieldWidth: 526),
      broken: [("c16", 3), ("c20", 9), ("c24", 9)],
      levels: [(251, 39), (250, 1197), (249, 21)])
  }

  // MARK: - Equal-width buttons

  @Test func twoEqualWidthButtons() throws {
    // c1 short.x = 16; c2 long.x = 16 + w + 8; c3 long ends at W - 16; c6 one width:
    // 16 + w + 8 + w = W - 16, w = (W - 40) / 2. c4, c5: y + 30 + 20 = H, y = H - 50.
    try check(
      "two-equal-width-buttons.scene", .portrait,
      views: [
        ExpectedView("shortButton", rect(16, 617, 167.5, 30)),  // w = 335 / 2; y = 667 - 50
        ExpectedView("longButton", rect(191.5, 617, 167.5, 30)),  // 16 + 167.5 + 8
      ],
      // 750: long's resistance 171 - 167.5 = 3.5; 250: short's hugging 167.5 - 36 = 131.5
      levels: [(750, 3.5), (250, 131.5)])
    try check(
      "two-equal-width-buttons.scene", .landscape,
      views: [
        ExpectedView("shortButton", rect(16, 325, 313.5, 30)),  // w = 627 / 2; y = 375 - 50
        ExpectedView("longButton", rect(337.5, 325, 313.5, 30)),  // 16 + 313.5 + 8
      ],
      levels: [(250, 420)])  // hugging (313.5 - 36) + (313.5 - 171) = 277.5 + 142.5
  }

  @Test func threeEqualWidthButtons() throws {
    // c1 short.x = 16; c2, c3 each next starts w + 8 later; c4 long ends at W - 16; c8, c9 one
    // width: 16 + 3w + 16 = W - 16, w = (W - 48) / 3; y = H - 50 (c5-c7).
    try check(
      "three-equal-width-buttons.scene", .portrait,
      views: [
        ExpectedView("shortButton", rect(16, 617, 109, 30)),  // w = 327 / 3 = 109
        ExpectedView("mediumButton", rect(133, 617, 109, 30)),  // 16 + 109 + 8
        ExpectedView("longButton", rect(250, 617, 109, 30)),  // 133 + 117; ends at 359
      ],
      // 750: long's resistance 119 - 109 = 10; 250: hugging (109 - 36) + (109 - 54) = 128
      levels: [(750, 10), (250, 128)])
    try check(
      "three-equal-width-buttons.scene", .landscape,
      views: [
        ExpectedView("shortButton", rect(16, 325, 619.0 / 3, 30)),  // w = 619 / 3
        ExpectedView("mediumButton", rect(691.0 / 3, 325, 619.0 / 3, 30)),  // (48 + 619 + 24) / 3
        ExpectedView("longButton", rect(1334.0 / 3, 325, 619.0 / 3, 30)),  // (691 + 619 + 24) / 3
      ],
      levels: [(250, 410)])  // hugging 3w - 36 - 54 - 119 = 619 - 209
  }

  // MARK: - Equal spacing

  // d: the spaces' width (c15, c16), b: the buttons' (c17). Chain c1-c6: 3d + 2b = W - 32.
  // c13: long.x >= short.x + b + 8, d >= 8 (c12, c14: d >= 0), so b <= (W - 56) / 2.
  // 750: b >= 171 (long's resistance). 375: b <= 159.5, so b = 159.5, d = 8 (error 11.5).
  // 667: b <= 305.5, 750 holds; 250 hugging (b - 36) + max(0, b - 171) least at b = 171,
  // d = (667 - 32 - 342) / 3 = 293 / 3.
  // Vertical: spaces 0 high (c18-c20) at y = H - 20 (c7, c9, c11); buttons y = H - 50 (c8, c10).

  /// Portrait: x 16; 16 + 8 = 24; 24 + 159.5 = 183.5; 183.5 + 8 = 191.5; 191.5 + 159.5 = 351.
  private let spacesPortrait = [
    rect(16, 647, 8, 0), rect(24, 617, 159.5, 30), rect(183.5, 647, 8, 0),
    rect(191.5, 617, 159.5, 30), rect(351, 647, 8, 0),
  ]
  /// Landscape: x 16; 16 + 293/3 = 341/3; + 171 (513/3) = 854/3; + 293/3 = 1147/3; + 513/3 =
  /// 1660/3 (which ends at 1953/3 = 651 = 667 - 16).
  private let spacesLandscape = [
    rect(16, 355, 293.0 / 3, 0), rect(341.0 / 3, 325, 171, 30), rect(854.0 / 3, 355, 293.0 / 3, 0),
    rect(1147.0 / 3, 325, 171, 30), rect(1660.0 / 3, 355, 293.0 / 3, 0),
  ]

  @Test func twoButtonsEqualSpacingDummyViews() throws {
    let names = [
      "leadingDummyView", "shortButton", "centerDummyView", "longButton", "trailingDummyView",
    ]
    try check(
      "two-buttons-equal-spacing-dummy-views.scene", .portrait,
      views: zip(names, spacesPortrait).map { ExpectedView($0, $1) },
      // 750: long's resistance 171 - 159.5 = 11.5; 250: short's hugging 159.5 - 36 = 123.5
      levels: [(750, 11.5), (250, 123.5)])
    try check(
      "two-buttons-equal-spacing-dummy-views.scene", .landscape,
      views: zip(names, spacesLandscape).map { ExpectedView($0, $1) },
      levels: [(250, 135)])  // short's hugging 171 - 36
  }

  @Test func twoButtonsEqualSpacingLayoutGuides() throws {
    // The same constraints with root-owned guides for the dummy views: the same numbers, the
    // guides' frames in the root's coordinates.
    let guides = ["leadingSpace", "centerSpace", "trailingSpace"]
    try check(
      "two-buttons-equal-spacing-layout-guides.scene", .portrait,
      views: [
        ExpectedView("shortButton", spacesPortrait[1]),
        ExpectedView("longButton", spacesPortrait[3]),
      ],
      guides: zip(guides, [spacesPortrait[0], spacesPortrait[2], spacesPortrait[4]]).map { $0 },
      levels: [(750, 11.5), (250, 123.5)])
    try check(
      "two-buttons-equal-spacing-layout-guides.scene", .landscape,
      views: [
        ExpectedView("shortButton", spacesLandscape[1]),
        ExpectedView("longButton", spacesLandscape[3]),
      ],
      guides: zip(guides, [spacesLandscape[0], spacesLandscape[2], spacesLandscape[4]]).map { $0 },
      levels: [(250, 135)])
  }

  // MARK: - Size classes

  @Test func twoButtonsSizeClassLayout() throws {
    let file = "two-buttons-size-class-layout.scene"
    // wC hR: c2 and c4 uninstalled; c7, c8, c9 installed. c1 short.x = 16, c8 short ends at
    // W - 16: width W - 32 = 343. c7 long.x = 16, c3 ends at W - 16: 343 (c6 agrees).
    // c5 long.y = H - 50 = 617; c9 long.y = short.y + 30 + 8: short.y = 667 - 88 = 579. Stacked.
    try check(
      file, .portrait,
      views: [
        ExpectedView("shortButton", rect(16, 579, 343, 30)),
        ExpectedView("longButton", rect(16, 617, 343, 30)),
      ],
      levels: [(250, 479)])  // hugging (343 - 36) + (343 - 171) = 307 + 172
    // wC hC: no block applies, so the base (two-equal-width-buttons): side by side.
    try check(
      file, .landscape,
      views: [
        ExpectedView("shortButton", rect(16, 325, 313.5, 30)),  // (667 - 40) / 2
        ExpectedView("longButton", rect(337.5, 325, 313.5, 30)),
      ],
      levels: [(250, 420)])
    // wAny hAny at 375x667: the base, side by side: w = (375 - 40) / 2 = 167.5, long.x = 191.5,
    // y = 667 - 50 = 617.
    try check(
      file, .portrait, traits: "wAny-hAny",
      views: [
        ExpectedView("shortButton", rect(16, 617, 167.5, 30)),
        ExpectedView("longButton", rect(191.5, 617, 167.5, 30)),
      ],
      levels: [(750, 3.5), (250, 131.5)])
    // wC hR at 667x375, the block at another size: width 667 - 32 = 635; long.y = 375 - 50 =
    // 325, short.y = 375 - 88 = 287.
    try check(
      file, .landscape, traits: "wC-hR",
      views: [
        ExpectedView("shortButton", rect(16, 287, 635, 30)),
        ExpectedView("longButton", rect(16, 325, 635, 30)),
      ],
      levels: [(250, 1063)])  // (635 - 36) + (635 - 171) = 599 + 464
  }

  // MARK: - Aspect fit and squares

  @Test func aspectFitHalves() throws {
    // Halves: blue.top = 0, pink.bottom = H, pink.top = blue.bottom, equal heights: H / 2 each;
    // x = 0, width W. lightGreen in blue (Bw x Bh): w = 4h, w <= Bw, h <= Bh; at 750 the error
    // (Bw - 4h) + (Bh - h) falls as h grows: h = min(Bh, Bw / 4), centred. darkGreen in pink:
    // w = h / 4; the error (Pw - h / 4) + (Ph - h) falls as h grows: h = min(Ph, 4 Pw), centred.
    let lightHeight = "lightGreen.height = superview.height @750"
    let darkWidth = "darkGreen.width = superview.width @750"
    try check(
      "aspect-fit-halves.scene", .portrait,
      views: [
        ExpectedView("blue", rect(0, 0, 375, 333.5)),  // 667 / 2
        // h = min(333.5, 375 / 4 = 93.75); y = (333.5 - 93.75) / 2 = 119.875
        ExpectedView("lightGreen", in: "blue", rect(0, 119.875, 375, 93.75)),
        ExpectedView("pink", rect(0, 333.5, 375, 333.5)),
        // h = min(333.5, 1500) = 333.5, w = 83.375; x = (375 - 83.375) / 2 = 145.8125
        ExpectedView("darkGreen", in: "pink", rect(145.8125, 0, 83.375, 333.5)),
      ],
      broken: [(lightHeight, 239.75), (darkWidth, 291.625)],  // 333.5 - 93.75; 375 - 83.375
      levels: [(750, 531.375)])  // 239.75 + 291.625
    try check(
      "aspect-fit-halves.scene", .landscape,
      views: [
        ExpectedView("blue", rect(0, 0, 667, 187.5)),  // 375 / 2
        // h = min(187.5, 667 / 4 = 166.75); y = (187.5 - 166.75) / 2 = 10.375
        ExpectedView("lightGreen", in: "blue", rect(0, 10.375, 667, 166.75)),
        ExpectedView("pink", rect(0, 187.5, 667, 187.5)),
        // h = min(187.5, 2668) = 187.5, w = 46.875; x = (667 - 46.875) / 2 = 310.0625
        ExpectedView("darkGreen", in: "pink", rect(310.0625, 0, 46.875, 187.5)),
      ],
      broken: [(lightHeight, 20.75), (darkWidth, 620.125)],  // 187.5 - 166.75; 667 - 46.875
      levels: [(750, 640.875)])  // 20.75 + 620.125
  }

  @Test func squareView() throws {
    // Required: centred, w = h = s, s <= W, s <= H. At 750 (W - s) + (H - s) falls as s grows:
    // s = min(W, H) = 375. x = (W - s) / 2, y = (H - s) / 2.
    try check(
      "square-view.scene", .portrait,
      views: [ExpectedView("square", rect(0, 146, 375, 375))],  // (667 - 375) / 2 = 146
      broken: [("c7", 292)],  // c7 height = H: 667 - 375
      levels: [(750, 292)])
    try check(
      "square-view.scene", .landscape,
      views: [ExpectedView("square", rect(146, 0, 375, 375))],
      broken: [("c6", 292)],  // c6 width = W: 667 - 375
      levels: [(750, 292)])
  }

  @Test func squareViewPortraitOnlyFitsInPortrait() throws {
    // c1 x = 0, c2 x + w = 375: w = 375; c5 h = 375; c6 375 <= 667 holds; c3 centre 187.5
    // agrees; c4 y + 187.5 = 333.5, y = 146.
    try check(
      "failing/square-view-portrait-only.scene", .portrait,
      views: [ExpectedView("square", rect(0, 146, 375, 375))])
  }

  @Test func squareViewPortraitOnlyIsUnsatisfiableInLandscape() throws {
    // c1 and c2 make the width 667, c5 makes the height 667, c6 caps it at 375: {c1, c2, c5, c6}
    // (with the root's size, which the device imposes) cannot all hold; c3 and c4 take no part.
    // c6 is the one being added when the conflict appears, but c5, the aspect ratio, sizes the
    // square on its own: by the engine's rule (UIKit's), c5 is the one broken. The square is
    // then 667 wide (c1, c2) and at most 375 high (c6), its height left open: ambiguous, as
    // UIKit would leave it.
    let engine = try layOut(
      "failing/square-view-portrait-only.scene", traits: "wC-hC",
      size: LayoutSize(width: 667, height: 375))
    #expect(engine.conflicts.count == 1)
    let conflict = try #require(engine.conflicts.first)
    let named = conflict.members.compactMap { member -> String? in
      if case .constraint(_, let c) = member { return c.name }
      return nil
    }
    #expect(named == ["c1", "c2", "c5", "c6"])
    #expect(conflict.broken.description == "c5")
    let square = try #require(engine.frame(ofView: "square"))
    #expect(square.x == 0 && square.width == 667)
    #expect(
      engine.ambiguities().map { "\($0.item) \($0.axis)" } == ["square vertical"])
    for member in conflict.members {
      switch member {
      case .constraint, .rootSize: break
      default: Issue.record("unexpected member \(member)")
      }
    }
  }

  @Test func proportionalLayout() throws {
    // The square: required centred, w = h = s, W >= s, H >= s; 750 s = W, s = H: s = min(W, H)
    // = 375 in both orientations. Subviews in the square's coordinates, where its left and top
    // are 0 and `superview.right * f` is f·s (the common ancestor's coordinates): every frame
    // is {fx·s, fy·s, fw·s, fh·s}, s = 375.
    let subviews = [
      ExpectedView("corner", in: "square", rect(0, 0, 75, 37.5)),  // 0.2·375, 0.1·375
      // 0.1·375 = 37.5, 0.2·375 = 75, 0.4·375 = 150
      ExpectedView("photo", in: "square", rect(37.5, 75, 150, 150)),
      // 0.6·375 = 225, 75, 0.3·375 = 112.5
      ExpectedView("badge", in: "square", rect(225, 75, 112.5, 112.5)),
      // 37.5, 0.7·375 = 262.5, 0.8·375 = 300, 0.2·375 = 75
      ExpectedView("caption", in: "square", rect(37.5, 262.5, 300, 75)),
    ]
    // 750: the square's unmet side, 667 - 375 = 292. 251: the caption's hugging on both axes,
    // (300 - 120) + (75 - 21) = 180 + 54 = 234.
    try check(
      "proportional-layout.scene", .portrait,
      views: [ExpectedView("square", rect(0, 146, 375, 375))] + subviews,  // (667 - 375) / 2
      broken: [("square.height = superview.height @750", 292)],
      levels: [(750, 292), (251, 234)])
    try check(
      "proportional-layout.scene", .landscape,
      views: [ExpectedView("square", rect(146, 0, 375, 375))] + subviews,
      broken: [("square.width = superview.width @750", 292)],
      levels: [(750, 292), (251, 234)])
  }

  @Test func proportionalLayoutAtItsDesignCanvas() throws {
    // At the 320x320 canvas (wAny hAny) s = 320 and every frame is the design's: the fractions
    // times 320. Nothing optional is broken but the caption's hugging (251):
    // (256 - 120) + (64 - 21) = 136 + 43 = 179.
    try check(
      "proportional-layout.scene", .canvas(width: 320, height: 320),
      views: [
        ExpectedView("square", rect(0, 0, 320, 320)),
        ExpectedView("corner", in: "square", rect(0, 0, 64, 32)),  // 0.2·320, 0.1·320
        ExpectedView("photo", in: "square", rect(32, 64, 128, 128)),  // 0.1, 0.2, 0.4 of 320
        ExpectedView("badge", in: "square", rect(192, 64, 96, 96)),  // 0.6, 0.2, 0.3 of 320
        ExpectedView("caption", in: "square", rect(32, 224, 256, 64)),  // 0.1, 0.7, 0.8, 0.2
      ],
      levels: [(251, 179)])
  }
}
