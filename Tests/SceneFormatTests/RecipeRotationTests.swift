import AdaptiveLayout
import Foundation
import SizeClasses
import Testing

@testable import SceneFormat

// Rotating a live engine (setRootSize, no rebuild) must give the layout a fresh engine gives at
// the new size: frames, guide frames and conflicts. RecipeTests checks the fresh layouts against
// the values worked out by hand, so together they pin the rotated ones too.

/// The environment of an iPhone SE at `width` x `height`: root margins 16, no safe area.
private func environment(_ width: Double, _ height: Double) -> LayoutEnvironment {
  LayoutEnvironment(rootSize: LayoutSize(width: width, height: height), systemMinimumMargin: 16)
}

/// Records an issue for every frame or conflict where `live` and `fresh` differ.
private func expectSameLayout(_ live: LayoutEngine, _ fresh: LayoutEngine, _ context: String) {
  #expect(live.viewFrames.map(\.name) == fresh.viewFrames.map(\.name), "\(context)")
  for (a, b) in zip(live.viewFrames, fresh.viewFrames) {
    #expect(a.frame.isClose(to: b.frame, tolerance: 1e-9), "\(context): \(a.name)")
  }
  for (a, b) in zip(live.guideFrames, fresh.guideFrames) {
    #expect(a.frame.isClose(to: b.frame, tolerance: 1e-9), "\(context): guide \(a.name)")
  }
  #expect(
    live.conflicts.map(\.broken.description) == fresh.conflicts.map(\.broken.description),
    "\(context)")
}

@Suite("Scenes/: rotating a live engine matches a fresh layout")
struct RecipeRotationTests {
  @Test func portraitToLandscapeAndBack() throws {
    for recipe in try recipeScenes() {
      let path = packageRoot.appendingPathComponent("Scenes").appendingPathComponent(recipe.name)
      let adaptive = try #require(SceneLoader.load(path: path.path).0, "\(recipe.name)")
      // The class of the landscape iPhone SE; only the size-class recipe varies, and wC hC is
      // its base layout, so one scene serves both sizes.
      let scene = adaptive.resolved(for: SizeClassPair(width: .compact, height: .compact)).scene
      let live = try LayoutEngine(scene: scene, environment: environment(375, 667))
      live.setRootSize(LayoutSize(width: 667, height: 375))
      expectSameLayout(
        live, try LayoutEngine(scene: scene, environment: environment(667, 375)),
        "\(recipe.name) rotated to landscape")
      live.setRootSize(LayoutSize(width: 375, height: 667))
      expectSameLayout(
        live, try LayoutEngine(scene: scene, environment: environment(375, 667)),
        "\(recipe.name) rotated back")
    }
  }

  @Test func thePortraitOnlySquareConflictsWhenRotatedAndRecoversWhenRotatedBack() throws {
    let path = packageRoot.appendingPathComponent("Scenes/failing/square-view-portrait-only.scene")
      .path
    let adaptive = try #require(SceneLoader.load(path: path).0)
    let scene = adaptive.resolved(for: SizeClassPair(width: .compact, height: .compact)).scene
    let live = try LayoutEngine(scene: scene, environment: environment(375, 667))
    #expect(live.conflicts.isEmpty)
    // The device imposes the new size, so the rotation goes through and a scene constraint of
    // the conflict is broken: c5, the square's aspect ratio, which sizes it on its own (the
    // engine's documented rule: a view's own size first, as UIKit), though c6 was added last.
    live.setRootSize(LayoutSize(width: 667, height: 375))
    let conflict = try #require(live.conflicts.first)
    #expect(live.conflicts.count == 1)
    #expect(conflict.broken.description == "c5")
    let names = conflict.members.compactMap { member -> String? in
      if case .constraint(_, let c) = member { return c.name }
      return nil
    }
    #expect(names == ["c1", "c2", "c5", "c6"])
    // Back in portrait c6 holds again: no conflict, and the portrait square {0, 146, 375, 375}
    // ((667 - 375) / 2 = 146).
    live.setRootSize(LayoutSize(width: 375, height: 667))
    #expect(live.conflicts.isEmpty)
    #expect(live.frame(ofView: "square") == LayoutRect(x: 0, y: 146, width: 375, height: 375))
  }
}
