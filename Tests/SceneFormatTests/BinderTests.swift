import AdaptiveLayout
import SizeClasses
import Testing

@testable import SceneFormat

// What the binder makes of `when` blocks and top-level `uninstall`, checked on small inline
// scenes through `SceneLoader.load(text:path:)` and `AdaptiveScene.resolved(for:)`: which views,
// guides and constraints each of the 9 classes gets, with which values, and the located errors
// for names the binder cannot resolve.

/// Loads `text` as `test.scene`, recording every diagnostic as an issue.
private func load(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  throws -> AdaptiveScene
{
  let (scene, diagnostics) = SceneLoader.load(text: text, path: "test.scene")
  for d in diagnostics {
    Issue.record("unexpected diagnostic: \(d)", sourceLocation: sourceLocation)
  }
  return try #require(scene, sourceLocation: sourceLocation)
}

/// The diagnostics of `text` as printed, `test.scene:line:column: severity: message`.
private func diagnostics(_ text: String) -> [String] {
  let (scene, diagnostics) = SceneLoader.load(text: text, path: "test.scene")
  if scene != nil, diagnostics.contains(where: { $0.severity == .error }) {
    Issue.record("a scene came back despite errors")
  }
  return diagnostics.map(\.description)
}

/// The class in the query notation.
private func pair(_ notation: String) -> SizeClassPair {
  guard let pair = SizeClassPair(notation: notation) else {
    Issue.record("bad class notation '\(notation)'")
    return .anyAny
  }
  return pair
}

/// The 9 classes in the query notation, base first (SizeClassPair.all's order).
private let allNotations = SizeClassPair.all.map(\.notation)

/// The names of the constraints installed in `notation`, in declaration order.
private func installed(_ scene: AdaptiveScene, _ notation: String) -> [String] {
  scene.resolved(for: pair(notation)).scene.constraints.map(\.displayName)
}

/// The names of the views installed in `notation`, in declaration order.
private func views(_ scene: AdaptiveScene, _ notation: String) -> [String] {
  scene.resolved(for: pair(notation)).scene.views.map(\.name)
}

/// The frame of a view laid out in `notation` at 375x667 (root margins 16, no safe area).
private func frame(_ scene: AdaptiveScene, _ notation: String, _ view: String) throws
  -> LayoutRect?
{
  let environment = LayoutEnvironment(
    rootSize: LayoutSize(width: 375, height: 667), systemMinimumMargin: 16)
  let engine = try LayoutEngine(
    scene: scene.resolved(for: pair(notation)).scene, environment: environment)
  #expect(engine.conflicts.isEmpty)
  return engine.frame(ofView: view)
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
  LayoutRect(x: x, y: y, width: width, height: height)
}

@Suite("SceneBinder: when blocks and installation")
struct BinderTests {
  // MARK: - Installation

  @Test func topLevelUninstallAndInstallInAWhenBlock() throws {
    let scene = try load(
      """
      view box
      p1: box.left = superview.left
      p2: box.top = superview.top
      p3: box.width = 100
      c1: box.height = 20
      c2: box.height = 40
      uninstall c2
      when wC-hR {
        uninstall c1
        install c2
      }
      """)
    for notation in allNotations {
      // Only wC hR's own block applies there; every other class (base classes included: a
      // wC hR variation refines none of them) keeps the base: c1 in, c2 out.
      let expected = notation == "wC-hR" ? ["p1", "p2", "p3", "c2"] : ["p1", "p2", "p3", "c1"]
      #expect(installed(scene, notation) == expected, "\(notation)")
    }
    // Laid out: box at the root's top left, 100 wide; 40 high (c2) in wC hR, 20 (c1) elsewhere.
    #expect(try frame(scene, "wC-hR", "box") == rect(0, 0, 100, 40))
    #expect(try frame(scene, "wC-hC", "box") == rect(0, 0, 100, 20))
    #expect(try frame(scene, "wAny-hAny", "box") == rect(0, 0, 100, 20))
  }

  @Test func aConstraintDeclaredInAWidthBlockIsInstalledWhereThatBlockApplies() throws {
    let scene = try load(
      """
      view box
      p1: box.left = superview.left
      p2: box.top = superview.top
      p3: box.height = 20
      p4: box.width = 100 @500
      when width compact {
        c9: box.width = 60
      }
      """)
    // `when width compact` is wC hAny: it applies to wC hAny, wC hC and wC hR; not to the base,
    // not to wAny hC or wAny hR (a width variation says nothing about an unspecified width), not
    // to any regular width.
    let inC9 = ["wC-hAny", "wC-hC", "wC-hR"]
    for notation in allNotations {
      let expected = ["p1", "p2", "p3", "p4"] + (inC9.contains(notation) ? ["c9"] : [])
      #expect(installed(scene, notation) == expected, "\(notation)")
    }
    // Required c9 beats p4 @500: 60 wide in wC hC; 100 in wR hR.
    #expect(try frame(scene, "wC-hC", "box") == rect(0, 0, 60, 20))
    #expect(try frame(scene, "wR-hR", "box") == rect(0, 0, 100, 20))
  }

  // MARK: - Overrides

  @Test func constantAndPriorityOverridesApplyToTheirClasses() throws {
    let scene = try load(
      """
      view box
      p1: box.left = superview.left
      p2: box.top = superview.top
      p3: box.height = 20
      c1: box.width = 10 @500
      when width regular {
        c1.constant = 30
      }
      when wR-hC {
        c1.constant = 40 + standard
        c1.priority = low
      }
      when wC-hR {
        c1.priority = 999
      }
      """)
    // Per class, (constant, priority), most specific variation on each property:
    // | class     | constant                      | priority              |
    // | wAny hAny | 10 base                       | 500 base              |
    // | wAny hC   | 10 (no width-any variation)   | 500                   |
    // | wAny hR   | 10                            | 500                   |
    // | wC hAny   | 10                            | 500                   |
    // | wC hC     | 10                            | 500                   |
    // | wC hR     | 10                            | 999 (wC hR)           |
    // | wR hAny   | 30 (wR hAny)                  | 500                   |
    // | wR hC     | 48 (wR hC: 40 + 8 beats 30)   | 250 (wR hC: low)      |
    // | wR hR     | 30 (wR hAny)                  | 500                   |
    let expected: [String: (Double, Int)] = [
      "wAny-hAny": (10, 500), "wAny-hC": (10, 500), "wAny-hR": (10, 500),
      "wC-hAny": (10, 500), "wC-hC": (10, 500), "wC-hR": (10, 999),
      "wR-hAny": (30, 500), "wR-hC": (48, 250), "wR-hR": (30, 500),
    ]
    for notation in allNotations {
      let resolved = scene.resolved(for: pair(notation))
      let c1 = try #require(resolved.scene.constraints.first { $0.name == "c1" })
      let (constant, priority) = try #require(expected[notation])
      #expect(c1.constant == constant, "\(notation)")
      #expect(c1.priority == priority, "\(notation)")
      #expect(resolved.conflicts.isEmpty, "\(notation)")
    }
    // The base description is untouched.
    #expect(scene.constraints[3].description.constant == 10)
    #expect(scene.constraints[3].description.priority == 500)
  }

  @Test func anOverrideReachesAConstraintDeclaredInAnotherBlock() throws {
    let scene = try load(
      """
      view box
      p1: box.left = superview.left
      p2: box.top = superview.top
      p3: box.height = 20
      when width compact {
        c9: box.width = 60
      }
      when wC-hR {
        c9.constant = 90
      }
      """)
    // c9 exists in wC hAny, wC hC, wC hR; its constant is 60 except in wC hR (90).
    #expect(try frame(scene, "wC-hC", "box") == rect(0, 0, 60, 20))
    #expect(try frame(scene, "wC-hR", "box") == rect(0, 0, 90, 20))
    #expect(installed(scene, "wR-hR") == ["p1", "p2", "p3"])
  }

  // MARK: - Views in when blocks

  @Test func aViewBlockInAWhenBlockChangesThatViewOnlyInThatClass() throws {
    let scene = try load(
      """
      view title: label { intrinsic 40x20; hugging 251 251; baseline 15 }
      p1: title.left = superview.left
      p2: title.top = superview.top
      when wC-hR {
        view title { intrinsic 80x30 }
      }
      """)
    for notation in allNotations {
      let view = try #require(scene.resolved(for: pair(notation)).scene.views.first)
      let size = notation == "wC-hR" ? (80.0, 30.0) : (40.0, 20.0)
      #expect(
        view.intrinsicContentSize == IntrinsicContentSize(width: size.0, height: size.1),
        "\(notation)")
      // The properties the block does not mention keep their base values.
      #expect(view.contentHugging == AxisPriorities(251, 251), "\(notation)")
      #expect(view.baseline == Baseline(first: 15), "\(notation)")
      #expect(view.kind == "label", "\(notation)")
    }
    // Pinned at the top left with no size constraint, the label takes its intrinsic size.
    #expect(try frame(scene, "wC-hR", "title") == rect(0, 0, 80, 30))
    #expect(try frame(scene, "wC-hC", "title") == rect(0, 0, 40, 20))
    // The base stays as written.
    #expect(scene.views[0].description.intrinsicContentSize.width == 40)
  }

  @Test func aViewDeclaredOnlyInAWhenBlockExistsOnlyThere() throws {
    let scene = try load(
      """
      view box
      p1: box.left = superview.left
      p2: box.top = superview.top
      p3: box.width = 100
      p4: box.height = 20
      c5: badge.left = box.right + standard
      c6: badge.top = box.top
      when wC-hR {
        view badge: label {
          intrinsic 30x30
          view dot
        }
        c7: dot.left = badge.left
      }
      """)
    for notation in allNotations {
      if notation == "wC-hR" {
        #expect(views(scene, notation) == ["box", "badge", "dot"])
        #expect(installed(scene, notation) == ["p1", "p2", "p3", "p4", "c5", "c6", "c7"])
      } else {
        // c5 and c6 are declared at top level but name badge, which is not installed here.
        #expect(views(scene, notation) == ["box"], "\(notation)")
        #expect(installed(scene, notation) == ["p1", "p2", "p3", "p4"], "\(notation)")
      }
    }
    let badge = try #require(scene.resolved(for: pair("wC-hR")).scene.views.dropFirst().first)
    #expect(badge.kind == "label")
    #expect(badge.intrinsicContentSize == IntrinsicContentSize(width: 30, height: 30))
    // badge.x = box.right + 8 = 100 + 8 = 108; y = box.top = 0; its intrinsic 30x30.
    #expect(try frame(scene, "wC-hR", "badge") == rect(108, 0, 30, 30))
  }

  @Test func aViewDeclaredInTwoBlocksExistsInBoth() throws {
    let scene = try load(
      """
      view box
      when wC-hR {
        view badge: label { intrinsic 30x30; hugging 300 300 }
        c1: badge.left = box.right
      }
      when wR-hR {
        view badge { intrinsic 50x50 }
        c2: badge.top = box.bottom
      }
      """)
    for notation in allNotations {
      let resolved = scene.resolved(for: pair(notation)).scene
      switch notation {
      case "wC-hR", "wR-hR":
        let compact = notation == "wC-hR"
        #expect(resolved.views.map(\.name) == ["box", "badge"], "\(notation)")
        #expect(resolved.constraints.map(\.displayName) == [compact ? "c1" : "c2"], "\(notation)")
        let badge = try #require(resolved.views.last)
        let side: Double = compact ? 30 : 50
        #expect(badge.intrinsicContentSize == IntrinsicContentSize(width: side, height: side))
        // The first declaration makes it a label hugging at 300; the second refines the size.
        #expect(badge.kind == "label", "\(notation)")
        #expect(badge.contentHugging == AxisPriorities(300, 300), "\(notation)")
      default:
        // wAny hR and the other base classes refine neither block.
        #expect(resolved.views.map(\.name) == ["box"], "\(notation)")
        #expect(resolved.constraints.isEmpty, "\(notation)")
      }
    }
  }

  @Test func aBaseSubviewMayBeChangedInsideItsSuperviewsBlock() throws {
    let scene = try load(
      """
      view box {
        view inner: label { intrinsic 10x10 }
      }
      when wC-hR {
        view box {
          view inner: label { intrinsic 20x20 }
        }
      }
      """)
    for notation in allNotations {
      let inner = scene.resolved(for: pair(notation)).scene.views.last
      let side: Double = notation == "wC-hR" ? 20 : 10
      #expect(inner?.name == "inner")
      #expect(inner?.superview == "box")
      #expect(
        inner?.intrinsicContentSize == IntrinsicContentSize(width: side, height: side),
        "\(notation)")
    }
  }

  @Test func uninstallingAViewTakesItsSubviewsGuidesAndConstraints() throws {
    let scene = try load(
      """
      view box {
        view inner
        guide gap
        i1: inner.left = superview.left
        i2: gap.width = 10
      }
      view other
      o1: other.left = inner.right
      o2: other.top = superview.top
      b1: box.left = superview.left
      when wC-hR {
        uninstall box
      }
      when wR-hR {
        uninstall inner
      }
      """)
    let everything = ["i1", "i2", "o1", "o2", "b1"]
    for notation in allNotations {
      let resolved = scene.resolved(for: pair(notation)).scene
      switch notation {
      case "wC-hR":
        // box goes with inner and gap; every constraint naming any of them goes too.
        #expect(resolved.views.map(\.name) == ["other"])
        #expect(resolved.guides.isEmpty)
        #expect(resolved.constraints.map(\.displayName) == ["o2"])
      case "wR-hR":
        // inner alone: box and its guide stay, with the constraints on them.
        #expect(resolved.views.map(\.name) == ["box", "other"])
        #expect(resolved.guides.map(\.name) == ["gap"])
        #expect(resolved.constraints.map(\.displayName) == ["i2", "o2", "b1"])
      default:
        #expect(resolved.views.map(\.name) == ["box", "inner", "other"], "\(notation)")
        #expect(resolved.guides.map(\.name) == ["gap"], "\(notation)")
        #expect(resolved.constraints.map(\.displayName) == everything, "\(notation)")
      }
    }
  }

  @Test func aViewUninstalledAtTopLevelIsInstalledBackInAClass() throws {
    let scene = try load(
      """
      view box
      view extra
      e1: extra.left = box.right
      uninstall extra
      when height compact {
        install extra
      }
      """)
    // wAny hC applies to wAny hC, wC hC and wR hC.
    for notation in allNotations {
      let inClass = ["wAny-hC", "wC-hC", "wR-hC"].contains(notation)
      #expect(views(scene, notation) == (inClass ? ["box", "extra"] : ["box"]), "\(notation)")
      #expect(installed(scene, notation) == (inClass ? ["e1"] : []), "\(notation)")
    }
  }

  // MARK: - Guides in when blocks

  @Test func aGuideDeclaredInAWhenBlockExistsOnlyThere() throws {
    let scene = try load(
      """
      view box
      when wC-hR {
        guide gap
        g1: gap.left = box.right
      }
      """)
    for notation in allNotations {
      let guides = scene.resolved(for: pair(notation)).scene.guides.map(\.name)
      #expect(guides == (notation == "wC-hR" ? ["gap"] : []), "\(notation)")
    }
  }

  @Test func aGuideInAViewBlockOfAWhenBlockBelongsToThatView() throws {
    let scene = try load(
      """
      view box
      when wC-hR {
        view box {
          guide inset
          g1: inset.left = box.left + 8
        }
      }
      """)
    let resolved = scene.resolved(for: pair("wC-hR")).scene
    #expect(resolved.guides.map(\.name) == ["inset"])
    #expect(resolved.guides.first?.owner == "box")
    #expect(resolved.constraints.map(\.displayName) == ["g1"])
    #expect(scene.resolved(for: .anyAny).scene.guides.isEmpty)
  }

  // MARK: - Errors

  @Test func unknownNamesInInstallationsAndOverridesAreLocatedErrors() {
    let text = """
      view box
      uninstall ghost
      when wC-hR {
        uninstall box, phantom
        install spectre
        wraith.constant = 4
        wraith.priority = 250
      }
      """
    #expect(
      diagnostics(text) == [
        "test.scene:2:11: error: unknown constraint or view 'ghost'",
        "test.scene:4:18: error: unknown constraint or view 'phantom'",
        "test.scene:5:11: error: unknown constraint or view 'spectre'",
        "test.scene:6:3: error: unknown constraint 'wraith'",
        "test.scene:7:3: error: unknown constraint 'wraith'",
      ])
  }

  @Test func bindingErrorsComeInSourceOrder() {
    // Overrides, installs and uninstalls are bound in that order of kinds, and top-level
    // uninstalls before any block; the report is still in source order.
    let text = """
      view box
      when wC-hR {
        wraith.constant = 4
        install spectre
        uninstall phantom
      }
      uninstall ghost
      """
    #expect(
      diagnostics(text) == [
        "test.scene:3:3: error: unknown constraint 'wraith'",
        "test.scene:4:11: error: unknown constraint or view 'spectre'",
        "test.scene:5:13: error: unknown constraint or view 'phantom'",
        "test.scene:7:11: error: unknown constraint or view 'ghost'",
      ])
  }

  @Test func namesOfTheWrongKindSayWhatTheyAre() {
    let text = """
      view box
      guide gap
      c1: box.width = 10
      when wC-hR {
        box.constant = 3
        gap.priority = 250
        uninstall gap
      }
      """
    #expect(
      diagnostics(text) == [
        "test.scene:5:3: error: 'box' is a view, not a constraint",
        "test.scene:6:3: error: 'gap' is a layout guide, not a constraint",
        "test.scene:7:13: error: 'gap' is a layout guide; only constraints and views are "
          + "installed or uninstalled (a guide is installed where its owner is)",
      ])
  }

  @Test func installationsAndOverridesMayNameWhatALaterBlockDeclares() throws {
    let scene = try load(
      """
      view box
      p1: box.left = superview.left
      p2: box.top = superview.top
      p3: box.height = 20
      when wC-hR {
        c9.constant = 90
        install badge
      }
      when width compact {
        view badge
        c9: box.width = 60
      }
      """)
    // c9 and badge are declared by the wC hAny block, which applies to wC hR as well; the wC hR
    // block, earlier in the file, changes c9's constant there and installs badge there.
    #expect(try frame(scene, "wC-hR", "box") == rect(0, 0, 90, 20))
    #expect(try frame(scene, "wC-hC", "box") == rect(0, 0, 60, 20))
    #expect(views(scene, "wC-hR") == ["box", "badge"])
  }

  @Test func aViewInAWhenBlockCannotTakeTheNameOfAGuideOrConstraint() {
    // Reported at the later declaration, as the parser reports names declared twice.
    let text = """
      guide gap
      view box
      c1: box.width = 10
      when wC-hR {
        view gap
        view c1
        view badge
      }
      when wR-hR {
        guide badge
      }
      """
    #expect(
      diagnostics(text) == [
        "test.scene:5:8: error: 'gap' is already declared as a layout guide at line 1; "
          + "views, guides and named constraints share one namespace",
        "test.scene:6:8: error: 'c1' is already declared as a constraint at line 3; "
          + "views, guides and named constraints share one namespace",
        "test.scene:10:9: error: 'badge' is already declared as a view at line 7; "
          + "views, guides and named constraints share one namespace",
      ])
  }

  @Test func aConstraintInAWhenBlockCannotTakeTheNameOfAnotherBlocksView() {
    let text = """
      view box
      when wC-hR {
        view badge
      }
      when wR-hR {
        badge: box.height = 5
      }
      """
    #expect(
      diagnostics(text) == [
        "test.scene:6:3: error: 'badge' is already declared as a view at line 3; "
          + "views, guides and named constraints share one namespace"
      ])
  }

  @Test func aGuideBeforeABlockOnlyViewOfTheSameNameIsTheFirstDeclaration() {
    // In a block the binder reads views before guides; the error still goes to the view, the
    // later declaration.
    let text = """
      view box
      when wC-hR {
        guide gap
        view gap
      }
      """
    #expect(
      diagnostics(text) == [
        "test.scene:4:8: error: 'gap' is already declared as a layout guide at line 3; "
          + "views, guides and named constraints share one namespace"
      ])
  }

  @Test func aConstraintBeforeABlockOnlyViewOfTheSameNameIsTheFirstDeclaration() {
    let text = """
      view box
      when wC-hR {
        badge: box.height = 5
        view badge
      }
      """
    #expect(
      diagnostics(text) == [
        "test.scene:4:8: error: 'badge' is already declared as a constraint at line 3; "
          + "views, guides and named constraints share one namespace"
      ])
  }

  @Test func aBaseGuideAfterABlockOnlyViewOfTheSameNameIsTheDuplicate() {
    // The base is bound before any block, but the block comes first in the file.
    let text = """
      when wC-hR {
        view gap
      }
      guide gap
      """
    #expect(
      diagnostics(text) == [
        "test.scene:4:7: error: 'gap' is already declared as a view at line 2; "
          + "views, guides and named constraints share one namespace"
      ])
  }

  @Test func modelErrorsInAWhenBlockAreReportedOnceWithTheirLocation() {
    // The base class contains neither constraint; `when width compact` puts them in three
    // classes (wC hAny, wC hC, wC hR); each problem is reported once, where it is written.
    let text = """
      view box
      p1: box.left = superview.left
      when width compact {
        c9: box.width = box.left
        c10: box.top = ghost.top
      }
      when wR-hR {
        c11: box.top = box.leading
      }
      """
    #expect(
      diagnostics(text) == [
        "test.scene:4:3: error: cannot relate a size attribute (width) to a location attribute (left)",
        "test.scene:5:3: error: unknown item 'ghost': no view or layout guide has that name",
        "test.scene:8:3: error: cannot relate a vertical attribute (top) to a horizontal attribute (leading)",
      ])
  }

  @Test func aWhenBlockCannotMoveAViewOrChangeItsKind() {
    let text = """
      view box {
        view inner
      }
      view other
      when wC-hR {
        view other {
          view inner
        }
        view box: label
      }
      """
    #expect(
      diagnostics(text) == [
        "test.scene:7:10: error: 'inner' is declared in 'box' at line 2; "
          + "a 'when' block cannot move it to 'other'",
        "test.scene:9:13: error: 'box' is a view at line 1; a 'when' block cannot make it a label",
      ])
  }

  @Test func aConstraintOnAViewOfAnotherClassIsNoError() {
    // c5 names badge, which exists only in wC hR; elsewhere c5 is simply not installed.
    let text = """
      view box
      c5: badge.left = box.right
      when wC-hR {
        view badge
      }
      """
    #expect(diagnostics(text) == [])
  }
}
