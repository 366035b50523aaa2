import AdaptiveLayout
import Foundation
import SceneFormat
import SizeClasses
import Testing

@testable import TraitDiff

/// The size-class recipe rotated on an iPhone SE (issue 5's "Done means"), frames by hand.
@Suite struct RecipeRotationTests {
  static let recipe = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/two-buttons-size-class-layout.scene").path

  // iphone-se-3: portrait 375x667 wC hR, safe area top 20; landscape 667x375 wC hC, no insets;
  // root margins 16.
  static let portrait = LayoutEnvironment(
    rootSize: LayoutSize(width: 375, height: 667),
    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), systemMinimumMargin: 16)
  static let landscape = LayoutEnvironment(
    rootSize: LayoutSize(width: 667, height: 375), systemMinimumMargin: 16)
  static let wChR = SizeClassPair(width: .compact, height: .regular)
  static let wChC = SizeClassPair(width: .compact, height: .compact)

  func frames(_ live: LiveScene) -> [String: LayoutRect] {
    Dictionary(uniqueKeysWithValues: live.engine.viewFrames.map { ($0.name, $0.frame) })
  }

  @Test func landscapePortraitLandscape() throws {
    let (loaded, diagnostics) = SceneLoader.load(path: Self.recipe)
    #expect(diagnostics.isEmpty)
    let scene = try #require(loaded)
    let live = try LiveScene(scene, traits: Self.wChC, environment: Self.landscape)

    // Landscape, the base layout: side by side. Margins at 16 and 667 - 16 = 651; equal widths
    // (651 - 16 - 8) / 2 = 313.5; long.x = 16 + 313.5 + 8 = 337.5; bottoms at 375 - 20 = 355,
    // so y = 355 - 30 = 325.
    let side = [
      "shortButton": LayoutRect(x: 16, y: 325, width: 313.5, height: 30),
      "longButton": LayoutRect(x: 337.5, y: 325, width: 313.5, height: 30),
    ]
    #expect(frames(live) == side)

    // Into wC hR: c2 and c4 go, c7, c8, c9 come (declared on lines 18, 20 and 27-29).
    let toPortrait = try live.change(to: Self.wChR, environment: Self.portrait)
    #expect(toPortrait.uninstalledConstraints.map(\.constraint.name) == ["c2", "c4"])
    #expect(toPortrait.uninstalledConstraints.map(\.constraint.location.line) == [18, 20])
    #expect(toPortrait.installedConstraints.map(\.constraint.name) == ["c7", "c8", "c9"])
    #expect(toPortrait.installedConstraints.map(\.constraint.location.line) == [27, 28, 29])
    #expect(toPortrait.changedConstraints.isEmpty)
    #expect(toPortrait.installedViews.isEmpty && toPortrait.uninstalledViews.isEmpty)
    // Portrait, stacked: x = 16, width = 375 - 32 = 343; c5: long.bottom = 667 - 20 = 647,
    // y = 617; c9: short.bottom = 617 - 8 = 609, y = 579. (The safe area's top inset of 20 moves
    // nothing here: every vertical constraint hangs from the bottom.)
    #expect(
      frames(live) == [
        "shortButton": LayoutRect(x: 16, y: 579, width: 343, height: 30),
        "longButton": LayoutRect(x: 16, y: 617, width: 343, height: 30),
      ])

    // And back: the reverse.
    let toLandscape = try live.change(to: Self.wChC, environment: Self.landscape)
    #expect(toLandscape.uninstalledConstraints.map(\.constraint.name) == ["c7", "c8", "c9"])
    #expect(toLandscape.installedConstraints.map(\.constraint.name) == ["c2", "c4"])
    #expect(frames(live) == side)
    #expect(live.engine.conflicts.isEmpty)
  }

  /// Back and forth three more times, the way validate's targets alternate: the resolution kept
  /// from the previous change gives the same diffs and frames as the first round.
  /// And wR hC resolves the recipe as wC hC does (its only variation is for wC hR, which
  /// neither refines): no change at all, as `SceneDiff(from:to:)` of the two resolutions says.
  @Test func backAndForthReusesTheResolutions() throws {
    let scene = try #require(SceneLoader.load(path: Self.recipe).0)
    let live = try LiveScene(scene, traits: Self.wChC, environment: Self.landscape)
    let side = frames(live)
    let toPortrait = try live.change(to: Self.wChR, environment: Self.portrait)
    let stacked = frames(live)
    let toLandscape = try live.change(to: Self.wChC, environment: Self.landscape)
    for _ in 0..<3 {
      let again = try live.change(to: Self.wChR, environment: Self.portrait)
      // As in the first round: c2 and c4 go, c7, c8 and c9 come.
      #expect(again == toPortrait)
      #expect(again.installedConstraints.map(\.constraint.name) == ["c7", "c8", "c9"])
      #expect(live.resolved.traits == Self.wChR)
      #expect(live.resolved == scene.resolved(for: Self.wChR))
      #expect(frames(live) == stacked)
      let back = try live.change(to: Self.wChC, environment: Self.landscape)
      #expect(back == toLandscape)
      #expect(back.uninstalledConstraints.map(\.constraint.name) == ["c7", "c8", "c9"])
      #expect(live.resolved == scene.resolved(for: Self.wChC))
      #expect(frames(live) == side)
    }
    let wRhC = SizeClassPair(width: .regular, height: .compact)
    #expect(SceneDiff(from: scene.resolved(for: Self.wChC), to: scene.resolved(for: wRhC)).isEmpty)
    let same = try live.change(to: wRhC, environment: Self.landscape)
    #expect(same.isEmpty)
    #expect(live.resolved.traits == wRhC)
    #expect(live.resolved == scene.resolved(for: wRhC))
    // And from wR hC to wC hR (the resolution kept): as from wC hC, which resolves alike.
    #expect(try live.change(to: Self.wChR, environment: Self.portrait) == toPortrait)
    #expect(frames(live) == stacked)
  }
}

/// After any sequence of trait and size changes, the live scene equals a fresh layout of the same
/// state: the same error at every priority level, and the same frames where the layout is not
/// ambiguous.
@Suite struct LiveSceneMatchesFreshLayoutTests {
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      // SplitMix64.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let classes = SizeClassPair.all
  static let sizes = [
    LayoutSize(width: 375, height: 667), LayoutSize(width: 667, height: 375),
    LayoutSize(width: 1024, height: 1366), LayoutSize(width: 320, height: 1366),
  ]

  /// A row of views whose constraints and properties vary at random per class. Widths are
  /// optional and the row's end is an inequality, so no two required constraints can conflict
  /// (a conflict's broken member depends on the order of additions, which differs between a
  /// fresh build and a live change by design).
  static func randomScene(_ g: inout Generator) -> AdaptiveScene {
    var scene = AdaptiveScene()
    let count = Int.random(in: 2...4, using: &g)
    func vary<T>(_ value: inout Varying<T>, _ make: (inout Generator) -> T) {
      for c in classes.dropFirst() where Int.random(in: 0..<6, using: &g) == 0 {
        value.set(make(&g), for: c)
      }
    }
    var previous = "superview"
    var previousAttribute = LayoutAttribute.leadingMargin
    for i in 0..<count {
      let name = "v\(i)"
      var view = AdaptiveView(
        ViewDescription(
          name: name, kind: "label",
          intrinsicContentSize: IntrinsicContentSize(
            width: Double(Int.random(in: 20...80, using: &g)), height: 20)))
      vary(&view.intrinsicContentSize) { g in
        IntrinsicContentSize(width: Double(Int.random(in: 20...80, using: &g)), height: 20)
      }
      vary(&view.contentHugging) { g in AxisPriorities(Int.random(in: 240...260, using: &g), 251) }
      vary(&view.isHidden) { g in Bool.random(using: &g) }
      if i > 0 {
        // A view that comes and goes takes its constraints (and the next view's lead) with it.
        vary(&view.installed) { g in Bool.random(using: &g) }
      }
      scene.views.append(view)
      var constraints = [
        ConstraintDescription(
          name: "top\(i)", first: ConstraintItem(name, .top),
          second: ConstraintItem("superview", .top), constant: Double(10 * i)),
        ConstraintDescription(
          name: "lead\(i)", first: ConstraintItem(name, .leading),
          second: ConstraintItem(previous, previousAttribute), constant: 8),
        ConstraintDescription(
          name: "width\(i)", first: ConstraintItem(name, .width),
          constant: Double(Int.random(in: 30...120, using: &g)),
          priority: Int.random(in: 200...900, using: &g)),
      ]
      if i == count - 1 {
        constraints.append(
          ConstraintDescription(
            name: "end", first: ConstraintItem(name, .trailing), relation: .lessThanOrEqual,
            second: ConstraintItem("superview", .trailingMargin)))
      }
      for c in constraints {
        var adaptive = AdaptiveConstraint(c)
        if c.name != "top\(i)" && c.name != "end" {
          vary(&adaptive.installed) { g in Bool.random(using: &g) }
        }
        vary(&adaptive.constant) { g in Double(Int.random(in: 0...60, using: &g)) }
        if !c.isRequired {
          vary(&adaptive.priority) { g in Int.random(in: 200...900, using: &g) }
        }
        scene.constraints.append(adaptive)
      }
      previous = name
      previousAttribute = .trailing
    }
    return scene
  }

  @Test(arguments: 0..<4)
  func randomSequences(batch: Int) throws {
    for seed in (batch * 25)..<((batch + 1) * 25) {
      var g = Generator(state: UInt64(seed))
      let scene = Self.randomScene(&g)
      let environment = { (size: LayoutSize, traits: SizeClassPair) in
        LayoutEnvironment(
          rootSize: size,
          systemMinimumMargin: LayoutEnvironment.defaultSystemMinimumMargin(
            compactWidth: traits.width == .compact))
      }
      var traits = Self.classes.randomElement(using: &g)!
      var size = Self.sizes.randomElement(using: &g)!
      let live = try LiveScene(scene, traits: traits, environment: environment(size, traits))
      for step in 0..<8 {
        traits = Self.classes.randomElement(using: &g)!
        size = Self.sizes.randomElement(using: &g)!
        try live.change(to: traits, environment: environment(size, traits))
        let fresh = try LayoutEngine(
          scene: scene.resolved(for: traits).scene, environment: environment(size, traits))
        let context = "seed \(seed) step \(step) \(traits) \(size)"
        let mine = live.engine.errorsByPriority
        let theirs = fresh.errorsByPriority
        #expect(mine.map(\.priority) == theirs.map(\.priority), "\(context)")
        for (a, b) in zip(mine, theirs) {
          #expect(abs(a.error - b.error) <= 1e-6 * max(1, abs(b.error)), "\(context)")
        }
        let ambiguous = Set(fresh.ambiguities().map(\.item))
        let freshFrames = Dictionary(
          uniqueKeysWithValues: fresh.viewFrames.map { ($0.name, $0.frame) })
        #expect(live.engine.viewFrames.map(\.name) == fresh.viewFrames.map(\.name), "\(context)")
        for view in live.engine.viewFrames where !ambiguous.contains(view.name) {
          let expected = try #require(freshFrames[view.name])
          #expect(view.frame.isClose(to: expected, tolerance: 1e-6), "\(context): \(view.name)")
        }
      }
    }
  }
}
