import AdaptiveLayout
import Testing

@testable import SizeClasses

// VariationClasses: which trait pairs resolve a scene alike, and that those that do give the
// same scene.

private func constraint(_ name: String, _ item: String, _ constant: Double, line: Int)
  -> AdaptiveConstraint
{
  AdaptiveConstraint(
    ConstraintDescription(
      name: name, first: ConstraintItem(item, .width), constant: constant,
      location: SourceLocation(path: "test.scene", line: line, column: 1)))
}

@Suite struct VariationClassesTests {
  /// A card: view `card`, c1 `card.width = 100` whose constant is 50 in wAny hC; c2
  /// `card.width = 10`, uninstalled in wR hAny (so the scene also varies for wR hAny).
  func scene() -> AdaptiveScene {
    var c1 = constraint("c1", "card", 100, line: 2)
    c1.constant.set(50, for: pair("wAny-hC"))
    var c2 = constraint("c2", "card", 10, line: 3)
    c2.installed.set(false, for: pair("wR-hAny"))
    return AdaptiveScene(
      views: [AdaptiveView(ViewDescription(name: "card", intrinsicContentSize: .none))],
      constraints: [c1, c2])
  }

  @Test func classesAndKeys() {
    let alike = VariationClasses(scene())
    // `SizeClassPair.all` orders by width then height, `any` < compact < regular: wAny hC
    // comes before wR hAny.
    #expect(alike.classes == [pair("wAny-hC"), pair("wR-hAny")])
    // Bit 0 is wAny hC (refined by any trait pair of compact height), bit 1 wR hAny (any of
    // regular width): wC hR refines neither (0), wC hC the first (1), wR hR the second (2),
    // wR hC both (3); the base refines neither (0).
    #expect(alike.key(for: pair("wC-hR")) == 0)
    #expect(alike.key(for: pair("wC-hC")) == 1)
    #expect(alike.key(for: pair("wR-hR")) == 2)
    #expect(alike.key(for: pair("wR-hC")) == 3)
    #expect(alike.key(for: .anyAny) == 0)
    #expect(alike.resolveAlike(.anyAny, pair("wC-hR")))
    #expect(!alike.resolveAlike(pair("wC-hR"), pair("wR-hR")))
  }

  @Test func representativesAreTheFirstClassOfEachKey() {
    // In `SizeClassPair.all` order the keys are wAny hAny 0, wAny hC 1, wAny hR 0, wC hAny 0,
    // wC hC 1, wC hR 0, wR hAny 2, wR hC 3, wR hR 2: the first of keys 0, 1, 2 and 3.
    #expect(
      VariationClasses(scene()).representatives == [
        .anyAny, pair("wAny-hC"), pair("wR-hAny"), pair("wR-hC"),
      ])
    // Nothing varies: one key, one class.
    let plain = AdaptiveScene(constraints: [constraint("c1", "card", 100, line: 1)])
    #expect(VariationClasses(plain).representatives == [.anyAny])
  }

  @Test func installedOnlyLeavesOutConstants() {
    // Only c2's installed state varies (wR hAny); c1's constant does not count.
    let installed = VariationClasses(scene(), installedOnly: true)
    #expect(installed.classes == [pair("wR-hAny")])
    #expect(installed.resolveAlike(pair("wC-hR"), pair("wC-hC")))
    #expect(!installed.resolveAlike(pair("wC-hR"), pair("wR-hR")))
  }

  @Test func noVariationsOneKey() {
    let plain = AdaptiveScene(constraints: [constraint("c1", "card", 100, line: 1)])
    let alike = VariationClasses(plain)
    #expect(alike.classes.isEmpty)
    #expect(SizeClassPair.all.allSatisfy { alike.key(for: $0) == 0 })
  }

  /// The claim the key rests on: any two classes with the same key resolve to the same scene,
  /// the same constraints and the same conflicts. A scene whose values vary for every one of
  /// the 8 classes, with width-only and height-only values that disagree, so that conflicts
  /// arise too.
  @Test func sameKeySameResolution() {
    var c1 = constraint("c1", "card", 100, line: 1)
    var c2 = constraint("c2", "card", 10, line: 2)
    for (i, sizeClass) in SizeClassPair.all.dropFirst().enumerated() {
      c1.constant.set(Double(i + 1), for: sizeClass)
    }
    c2.constant.set(20, for: pair("wC-hAny"))
    c2.constant.set(30, for: pair("wAny-hR"))
    c2.installed.set(false, for: pair("wR-hC"))
    var view = AdaptiveView(ViewDescription(name: "card", intrinsicContentSize: .none))
    view.isHidden.set(true, for: pair("wAny-hC"))
    let varied = AdaptiveScene(views: [view], constraints: [c1, c2])
    let alike = VariationClasses(varied)
    #expect(alike.classes.count == 8)
    var compared = 0
    for a in SizeClassPair.all {
      for b in SizeClassPair.all where alike.resolveAlike(a, b) {
        var ra = varied.resolved(for: a)
        ra.traits = b
        #expect(ra == varied.resolved(for: b), "\(a) and \(b)")
        compared += 1
      }
    }
    // Every class refines a different set of the 8 (each refines itself, and no two classes
    // refine the same ones), so only each class with itself: 9 pairs.
    #expect(compared == 9)

    // A scene that varies only for wAny hC: the three classes of compact height resolve
    // alike, and so do the six others (wAny hAny, wAny hR, wC hAny, wC hR, wR hAny, wR hR).
    var c3 = constraint("c3", "card", 100, line: 3)
    c3.constant.set(50, for: pair("wAny-hC"))
    let byHeight = AdaptiveScene(views: [view], constraints: [c3])
    let heights = VariationClasses(byHeight)
    var pairs = 0
    for a in SizeClassPair.all {
      for b in SizeClassPair.all where heights.resolveAlike(a, b) {
        var ra = byHeight.resolved(for: a)
        ra.traits = b
        #expect(ra == byHeight.resolved(for: b), "\(a) and \(b)")
        pairs += 1
      }
    }
    // 3 x 3 + 6 x 6 = 45 ordered pairs.
    #expect(pairs == 45)
  }
}
