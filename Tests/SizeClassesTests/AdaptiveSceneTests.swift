import AdaptiveLayout
import Testing

@testable import SizeClasses

// AdaptiveScene.resolved(for:) over Interface Builder's 9 classes: which views and constraints
// each class gets, with which values, when variations overlap; the width-wins rule and its
// report; constraints installed in no class.

private func location(_ line: Int) -> AdaptiveLayout.SourceLocation {
  AdaptiveLayout.SourceLocation(path: "test.scene", line: line, column: 1)
}

private func constraint(
  _ name: String, _ item: String, _ attribute: LayoutAttribute, _ constant: Double, line: Int
) -> AdaptiveConstraint {
  AdaptiveConstraint(
    ConstraintDescription(
      name: name, first: ConstraintItem(item, attribute), constant: constant,
      location: location(line)))
}

private let wCAny = pair("wC-hAny")
private let wAnyR = pair("wAny-hR")
private let wCR = pair("wC-hR")

@Suite struct AdaptiveSceneTests {
  /// box (intrinsic 10x10) and badge (not installed at base); c1 `box.height = 50`,
  /// c2 `box.width = 100`, c3 `badge.width = 5`; variations in wC hAny, wAny hR and wC hR:
  /// - c1 installed: base yes; wC hAny no; wAny hR no; wC hR yes.
  /// - c2 constant: base 100; wC hAny 200; wAny hR 300; wC hR 400.
  /// - box intrinsic: base 10x10; wC hAny 20x20; wAny hR 30x30; wC hR 40x40.
  /// - badge installed: base no; wAny hR yes; wC hR no (c3 follows badge).
  private func overlapping() -> AdaptiveScene {
    var box = AdaptiveView(
      ViewDescription(
        name: "box", intrinsicContentSize: IntrinsicContentSize(width: 10, height: 10),
        location: location(1)))
    box.intrinsicContentSize.set(IntrinsicContentSize(width: 20, height: 20), for: wCAny)
    box.intrinsicContentSize.set(IntrinsicContentSize(width: 30, height: 30), for: wAnyR)
    box.intrinsicContentSize.set(IntrinsicContentSize(width: 40, height: 40), for: wCR)
    var badge = AdaptiveView(
      ViewDescription(name: "badge", location: location(2)), installed: false)
    badge.installed.set(true, for: wAnyR)
    badge.installed.set(false, for: wCR)
    var c1 = constraint("c1", "box", .height, 50, line: 3)
    c1.installed.set(false, for: wCAny)
    c1.installed.set(false, for: wAnyR)
    c1.installed.set(true, for: wCR)
    var c2 = constraint("c2", "box", .width, 100, line: 4)
    c2.constant.set(200, for: wCAny)
    c2.constant.set(300, for: wAnyR)
    c2.constant.set(400, for: wCR)
    let c3 = constraint("c3", "badge", .width, 5, line: 5)
    return AdaptiveScene(views: [box, badge], constraints: [c1, c2, c3])
  }

  @Test func overlappingVariationsResolveClassByClass() {
    let scene = overlapping()
    // Worked out by hand: a variation applies when on each axis it says Any or the class's own
    // value; of those, the one with the most specified axes wins.
    // | class     | applicable variations     | c1        | c2  | box   | badge, c3 |
    // | wAny hAny | base                      | in        | 100 | 10x10 | out       |
    // | wAny hC   | base                      | in        | 100 | 10x10 | out       |
    // | wAny hR   | wAny hR                   | out       | 300 | 30x30 | in        |
    // | wC hAny   | wC hAny                   | out       | 200 | 20x20 | out       |
    // | wC hC     | wC hAny                   | out       | 200 | 20x20 | out       |
    // | wC hR     | wC hR > wC hAny, wAny hR  | in        | 400 | 40x40 | out       |
    // | wR hAny   | base                      | in        | 100 | 10x10 | out       |
    // | wR hC     | base                      | in        | 100 | 10x10 | out       |
    // | wR hR     | wAny hR                   | out       | 300 | 30x30 | in        |
    let table: [(String, c1: Bool, c2: Double, box: Double, badge: Bool)] = [
      ("wAny-hAny", true, 100, 10, false),
      ("wAny-hC", true, 100, 10, false),
      ("wAny-hR", false, 300, 30, true),
      ("wC-hAny", false, 200, 20, false),
      ("wC-hC", false, 200, 20, false),
      ("wC-hR", true, 400, 40, false),
      ("wR-hAny", true, 100, 10, false),
      ("wR-hC", true, 100, 10, false),
      ("wR-hR", false, 300, 30, true),
    ]
    #expect(table.map(\.0) == SizeClassPair.all.map(\.notation))
    for row in table {
      let resolved = scene.resolved(for: pair(row.0))
      #expect(resolved.traits == pair(row.0))
      let names = resolved.scene.constraints.compactMap(\.name)
      let expectedNames = (row.c1 ? ["c1"] : []) + ["c2"] + (row.badge ? ["c3"] : [])
      #expect(names == expectedNames, "\(row.0)")
      let c2 = resolved.scene.constraints.first { $0.name == "c2" }
      #expect(c2?.constant == row.c2, "\(row.0)")
      #expect(
        resolved.scene.views.map(\.name) == (row.badge ? ["box", "badge"] : ["box"]), "\(row.0)")
      #expect(
        resolved.scene.views.first?.intrinsicContentSize
          == IntrinsicContentSize(width: row.box, height: row.box), "\(row.0)")
      // wC hR has a variation of its own wherever wC hAny and wAny hR both have one: no conflict.
      #expect(resolved.conflicts.isEmpty, "\(row.0)")
    }
  }

  @Test func aWidthOnlyAndAHeightOnlyVariationThatDisagreeAreReported() {
    var scene = overlapping()
    // Take away every wC hR variation: in wC hR, wC hAny and wAny hR both apply and disagree.
    scene.constraints[0].installed = Varying(true)
    scene.constraints[0].installed.set(false, for: wCAny)
    scene.constraints[0].installed.set(true, for: wAnyR)
    scene.constraints[1].constant = Varying(100)
    scene.constraints[1].constant.set(200, for: wCAny)
    scene.constraints[1].constant.set(300, for: wAnyR)
    scene.views[0].intrinsicContentSize = Varying(IntrinsicContentSize(width: 10, height: 10))
    scene.views[0].intrinsicContentSize.set(IntrinsicContentSize(width: 20, height: 20), for: wCAny)
    scene.views[0].intrinsicContentSize.set(IntrinsicContentSize(width: 20, height: 20), for: wAnyR)
    let resolved = scene.resolved(for: wCR)
    // Width wins: c1 takes wC hAny's "not installed" (so its constant is never looked at); c2
    // takes 200, not 300. box's intrinsic size is 20x20 either way: agreement is no conflict.
    #expect(resolved.scene.constraints.compactMap(\.name) == ["c2"])
    #expect(resolved.scene.constraints.first?.constant == 200)
    #expect(
      resolved.scene.views.first?.intrinsicContentSize
        == IntrinsicContentSize(width: 20, height: 20))
    #expect(
      resolved.conflicts == [
        VariationConflict(
          item: "c1", property: "installed", location: location(3), chosen: wCAny,
          overruled: wAnyR),
        VariationConflict(
          item: "c2", property: "constant", location: location(4), chosen: wCAny,
          overruled: wAnyR),
      ])
    #expect(
      resolved.conflicts.map(\.description) == [
        "installed of 'c1' varies for both wC hAny and wAny hR; wC hAny wins",
        "constant of 'c2' varies for both wC hAny and wAny hR; wC hAny wins",
      ])
    // Only wC hR sees both: every other class resolves without a conflict.
    for traits in SizeClassPair.all where traits != wCR {
      #expect(scene.resolved(for: traits).conflicts.isEmpty, "\(traits)")
    }
  }

  @Test func aViewPropertyConflictNamesTheView() {
    var box = AdaptiveView(ViewDescription(name: "box", location: location(1)))
    box.isHidden.set(true, for: pair("wR-hAny"))
    box.isHidden.set(false, for: pair("wAny-hC"))
    let scene = AdaptiveScene(views: [box])
    // wR hC: wR hAny (hidden) and wAny hC (shown) disagree; the width one wins.
    let resolved = scene.resolved(for: pair("wR-hC"))
    #expect(resolved.scene.views.first?.isHidden == true)
    #expect(
      resolved.conflicts == [
        VariationConflict(
          item: "box", property: "hidden", location: location(1), chosen: pair("wR-hAny"),
          overruled: pair("wAny-hC"))
      ])
  }

  @Test func constraintsInstalledInNoClass() {
    // dead1: uninstalled at base, no variation. dead2: uninstalled at base, and again in wR hR.
    // live1: uninstalled at base, installed in wR hC (one final class is enough).
    // live2: installed at base, uninstalled in wC hAny and wR hAny (wAny hC still has it).
    var dead1 = constraint("dead1", "box", .width, 1, line: 2)
    dead1.installed = Varying(false)
    var dead2 = constraint("dead2", "box", .width, 2, line: 3)
    dead2.installed = Varying(false)
    dead2.installed.set(false, for: pair("wR-hR"))
    var live1 = constraint("live1", "box", .width, 3, line: 4)
    live1.installed = Varying(false)
    live1.installed.set(true, for: pair("wR-hC"))
    var live2 = constraint("live2", "box", .width, 4, line: 5)
    live2.installed.set(false, for: wCAny)
    live2.installed.set(false, for: pair("wR-hAny"))
    let scene = AdaptiveScene(
      views: [AdaptiveView(ViewDescription(name: "box", location: location(1)))],
      constraints: [dead1, live1, dead2, live2])
    #expect(
      scene.constraintsInstalledInNoClass.compactMap(\.description.name) == ["dead1", "dead2"])
  }

  @Test func aConstraintOnViewsThatNeverMeetIsInstalledInNoClass() {
    // The constraint is installed everywhere, but it relates a view that exists only in wC hR to
    // one that exists only in wR hR: no class has both, so no class lays it out (a constraint is
    // installed where every view it names is).
    var a = AdaptiveView(ViewDescription(name: "a", location: location(1)), installed: false)
    a.installed.set(true, for: wCR)
    var b = AdaptiveView(ViewDescription(name: "b", location: location(2)), installed: false)
    b.installed.set(true, for: pair("wR-hR"))
    let link = AdaptiveConstraint(
      ConstraintDescription(
        name: "link", first: ConstraintItem("a", .width), second: ConstraintItem("b", .width),
        location: location(3)))
    let scene = AdaptiveScene(views: [a, b], constraints: [link])
    for traits in SizeClassPair.all {
      #expect(scene.resolved(for: traits).scene.constraints.isEmpty, "\(traits)")
    }
    #expect(scene.constraintsInstalledInNoClass.compactMap(\.description.name) == ["link"])
  }

  @Test func aGuideInstalledInOneClassOnly() {
    var gap = AdaptiveGuide(
      LayoutGuideDescription(name: "gap", location: location(2)), installed: false)
    gap.installed.set(true, for: wCAny)
    let scene = AdaptiveScene(
      views: [AdaptiveView(ViewDescription(name: "box", location: location(1)))], guides: [gap])
    for traits in SizeClassPair.all {
      let expected: [String] = traits.width == .compact ? ["gap"] : []
      #expect(scene.resolved(for: traits).scene.guides.map(\.name) == expected, "\(traits)")
    }
  }
}
