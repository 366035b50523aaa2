import AdaptiveLayout
import SceneFormat
import SizeClasses
import Testing

@testable import TraitDiff

/// `SceneDiff` walks both resolutions' constraints in source order and pairs views by place
/// when both install the same views; these check its lists against ones worked out by hand, and
/// against the by-name path when a class installs a view of its own.
@Suite struct SceneDiffTests {
  // Declaration order gives the sources: k0 … k4 at top level are 0 … 4, k5 (only in compact
  // widths) is 5. In wR-hR (the base) k0 … k4 are installed: sources [0, 1, 2, 3, 4]. In wC-hR:
  // k0 and k4 uninstalled, k1's constant 20 -> 25, k3 required -> 500 (a crossing between
  // required and optional is an uninstall and an install), k5 installed: [1, 2, 3, 5].
  static let text = """
    scene "diff"
    canvas 400x400
    view a: label { intrinsic 10x10 }
    view b: label { intrinsic 10x10 }
    k0: a.width = 10
    k1: a.height = 20
    k2: b.width = 30
    k3: b.height = 40
    k4: a.leading = superview.leading
    when width compact height regular {
      uninstall k0, k4
      k5: b.leading = superview.leading
      k1.constant = 25
      k3.priority = 500
      view b { intrinsic 12x10 }
    }
    when width compact height compact {
      view extra: label { intrinsic 5x5 }
    }
    """

  static func scene() throws -> AdaptiveScene {
    let (loaded, diagnostics) = SceneLoader.load(text: text, path: "diff.scene")
    #expect(diagnostics.isEmpty)
    return try #require(loaded)
  }

  static let wRhR = SizeClassPair(width: .regular, height: .regular)
  static let wChR = SizeClassPair(width: .compact, height: .regular)
  static let wChC = SizeClassPair(width: .compact, height: .compact)

  @Test func constraintsInSourceOrder() throws {
    let scene = try Self.scene()
    let old = scene.resolved(for: Self.wRhR)
    let new = scene.resolved(for: Self.wChR)
    #expect(old.constraintSources == [0, 1, 2, 3, 4])
    #expect(new.constraintSources == [1, 2, 3, 5])
    let diff = SceneDiff(from: old, to: new)
    // Uninstalled, in the old order: k0 (gone), k3 (required before), k4 (gone).
    #expect(diff.uninstalledConstraints.map(\.index) == [0, 3, 4])
    #expect(diff.uninstalledConstraints.map(\.constraint.name) == ["k0", "k3", "k4"])
    #expect(diff.uninstalledConstraints[1].constraint.priority == 1000)
    // Installed, in the new order: k3 again at 500, then k5.
    #expect(diff.installedConstraints.map(\.index) == [3, 5])
    #expect(diff.installedConstraints.map(\.constraint.name) == ["k3", "k5"])
    #expect(diff.installedConstraints[0].constraint.priority == 500)
    // Changed in place: k1's constant only.
    #expect(diff.changedConstraints.map(\.index) == [1])
    #expect(diff.changedConstraints.map(\.old.constant) == [20])
    #expect(diff.changedConstraints.map(\.new.constant) == [25])
    // The same two views: b's intrinsic size 10x10 -> 12x10, paired by place.
    #expect(diff.installedViews.isEmpty && diff.uninstalledViews.isEmpty)
    #expect(diff.changedViews.map(\.new.name) == ["b"])
    #expect(diff.changedViews.map(\.properties) == [[.intrinsicContentSize]])

    // Back again: every list mirrored: k3 (optional before) and k5 (gone) uninstalled; k0, k3
    // (required again) and k4 installed; k1 25 -> 20.
    let back = SceneDiff(from: new, to: old)
    #expect(back.uninstalledConstraints.map(\.constraint.name) == ["k3", "k5"])
    #expect(back.installedConstraints.map(\.constraint.name) == ["k0", "k3", "k4"])
    #expect(back.changedConstraints.map(\.new.constant) == [20])
  }

  @Test func aViewOfOneClassIsPairedByName() throws {
    let scene = try Self.scene()
    // wC-hC: the base constraints (k0 … k4) and views a, b, plus `extra`.
    let old = scene.resolved(for: Self.wRhR)
    let new = scene.resolved(for: Self.wChC)
    let diff = SceneDiff(from: old, to: new)
    #expect(diff.installedViews.map(\.name) == ["extra"])
    #expect(diff.uninstalledViews.isEmpty && diff.changedViews.isEmpty)
    #expect(diff.isEmpty == false)
    #expect(
      diff.uninstalledConstraints.isEmpty && diff.installedConstraints.isEmpty
        && diff.changedConstraints.isEmpty)
    let back = SceneDiff(from: new, to: old)
    #expect(back.uninstalledViews.map(\.name) == ["extra"])
    #expect(back.installedViews.isEmpty)
  }

  @Test func resolutionsInAnyOrderAreDiffedByIndex() throws {
    let scene = try Self.scene()
    let old = scene.resolved(for: Self.wRhR)
    let new = scene.resolved(for: Self.wChR)
    // The same resolutions with their constraints listed backwards (sources [4, 3, 2, 1, 0]
    // and [5, 3, 2, 1]): not in source order, so the tables by index pair them; the old list's
    // order gives the uninstalled ones (k4, k3, k0) and the installed are sorted by index.
    func reversed(_ r: ResolvedScene) -> ResolvedScene {
      var scene = r.scene
      scene.constraints.reverse()
      return ResolvedScene(
        traits: r.traits, scene: scene, constraintSources: r.constraintSources.reversed())
    }
    let diff = SceneDiff(from: reversed(old), to: reversed(new))
    #expect(diff.uninstalledConstraints.map(\.constraint.name) == ["k4", "k3", "k0"])
    #expect(diff.installedConstraints.map(\.constraint.name) == ["k3", "k5"])
    #expect(diff.changedConstraints.map(\.index) == [1])
  }

  @Test func sameTraitsChangeOnlyTheEnvironment() throws {
    let scene = try Self.scene()
    let small = LayoutEnvironment(
      rootSize: LayoutSize(width: 300, height: 400), systemMinimumMargin: 16)
    let large = LayoutEnvironment(
      rootSize: LayoutSize(width: 350, height: 400), systemMinimumMargin: 16)
    let live = try LiveScene(scene, traits: Self.wChR, environment: small)
    let diff = try live.change(to: Self.wChR, environment: large)
    #expect(diff.isEmpty)
    #expect(live.engine.environment.rootSize.width == 350)
    // b: k5 pins its leading edge to the root's (x 0), k2 its width at 30.
    let b = live.engine.viewFrames.first { $0.name == "b" }
    #expect(b?.frame.x == 0 && b?.frame.width == 30)
  }
}
