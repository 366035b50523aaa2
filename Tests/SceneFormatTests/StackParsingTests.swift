import AdaptiveLayout
import SizeClasses
import Testing

@testable import SceneFormat

// The stack syntax: a `stackView` block's properties and arranged subviews, per-class values in
// `when` blocks, and every error with its line and column (counted by hand).
@Suite struct StackParsingTests {
  private func load(_ text: String) -> (AdaptiveScene?, [String]) {
    let (scene, diagnostics) = SceneLoader.load(text: text, path: "t.scene")
    return (scene, diagnostics.map(\.description))
  }

  @Test func everyPropertyIsRead() throws {
    let (scene, diagnostics) = load(
      """
      view buttons: stackView {
        axis vertical
        distribution fillEqually
        alignment bottom
        spacing standard
        baselineRelative true
        marginsRelative
        view ok: button { intrinsic 60x44 }
        view cancel: button { intrinsic 90x44 }
      }
      """)
    #expect(diagnostics.isEmpty)
    let stack = try #require(scene?.views.first?.description.stack)
    #expect(
      stack
        == StackDescription(
          axis: .vertical, distribution: .fillEqually, alignment: .trailing, spacing: .standard,
          isBaselineRelative: true, isLayoutMarginsRelative: true,
          arrangedSubviews: ["ok", "cancel"]))
    #expect(stack.spacing.points == 8)
  }

  @Test func defaultsAreUIKits() throws {
    let (scene, _) = load("view s: stackView { view a }")
    #expect(
      scene?.views.first?.description.stack == StackDescription(arrangedSubviews: ["a"]))
    // A plain view has no stack; a stack's nested views are arranged, their own subviews not.
    let (nested, _) = load("view s: stackView {\n  view a { view inner }\n  view b\n}")
    #expect(
      nested?.views.map(\.description.stack?.arrangedSubviews) == [["a", "b"], nil, nil, nil])
  }

  @Test func negativeAndFractionalSpacing() throws {
    let (scene, diagnostics) = load("view s: stackView { spacing -2.5 }")
    #expect(diagnostics.isEmpty)
    #expect(scene?.views.first?.description.stack?.spacing == .fixed(-2.5))
  }

  @Test func perClassAxisSpacingAndHidden() throws {
    let (scene, diagnostics) = load(
      """
      view s: stackView {
        spacing 8
        view a
        view b
      }
      when wC {
        view s { axis vertical; spacing 20; alignment center; distribution equalSpacing }
        view b { hidden }
      }
      """)
    #expect(diagnostics.isEmpty)
    let adaptive = try #require(scene)
    let regular = adaptive.resolved(for: try #require(SizeClassPair(notation: "wR-hR")))
    let compact = adaptive.resolved(for: try #require(SizeClassPair(notation: "wC-hR")))
    #expect(
      regular.scene.views[0].stack
        == StackDescription(spacing: .fixed(8), arrangedSubviews: ["a", "b"]))
    #expect(
      compact.scene.views[0].stack
        == StackDescription(
          axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: .fixed(20),
          arrangedSubviews: ["a", "b"]))
    #expect(compact.scene.views[2].isHidden && !regular.scene.views[2].isHidden)
  }

  @Test func aViewInstalledInOneClassIsArrangedOnlyThere() throws {
    let (scene, diagnostics) = load(
      """
      view s: stackView {
        view a
        view c
      }
      when wR {
        view s { view extra }
      }
      uninstall c
      when hC { install c }
      """)
    #expect(diagnostics.isEmpty)
    let adaptive = try #require(scene)
    func arranged(_ notation: String) throws -> [String]? {
      adaptive.resolved(for: try #require(SizeClassPair(notation: notation))).scene.views[0]
        .stack?.arrangedSubviews
    }
    #expect(try arranged("wC-hR") == ["a"])
    #expect(try arranged("wR-hR") == ["a", "extra"])
    #expect(try arranged("wR-hC") == ["a", "c", "extra"])
  }

  // MARK: Errors

  @Test func aStackPropertyOnAnotherKindOfView() {
    let (_, diagnostics) = load("view box: label {\n  axis vertical\n}")
    #expect(
      diagnostics == [
        "t.scene:2:3: error: 'axis' is a stack view property, and 'box' is a label: declare it "
          + "'view box: stackView'"
      ])
  }

  @Test func aStackPropertyOutsideAViewBlock() {
    let (_, diagnostics) = load("spacing 8")
    #expect(
      diagnostics == [
        "t.scene:1:1: error: the stack property 'spacing' belongs inside a stack view's block: "
          + "view name: stackView { spacing … }"
      ])
  }

  @Test func unknownValues() {
    #expect(
      load("view s: stackView { distribution FillEqually }").1 == [
        "t.scene:1:34: error: unknown distribution 'FillEqually'; did you mean 'fillEqually'?"
      ])
    #expect(
      load("view s: stackView { axis diagonal }").1 == [
        "t.scene:1:26: error: unknown axis 'diagonal'; expected one of horizontal, vertical"
      ])
    #expect(
      load("view s: stackView { alignment middle }").1 == [
        "t.scene:1:31: error: unknown alignment 'middle'; expected one of fill, leading, "
          + "firstBaseline, center, trailing, lastBaseline, top, bottom"
      ])
    #expect(
      load("view s: stackView { spacing wide }").1 == [
        "t.scene:1:29: error: expected a number or 'standard' after 'spacing', found 'wide'"
      ])
    #expect(
      load("view s: stackView { marginsRelative yes }").1 == [
        "t.scene:1:37: error: expected 'true', 'false' or the end of the statement after "
          + "'marginsRelative', found 'yes'"
      ])
  }

  @Test func aStackPropertyNameStillNamesAView() throws {
    // Like the other property keywords, `spacing` followed by '.' starts a constraint.
    let (scene, diagnostics) = load("view spacing\nspacing.width = 10")
    #expect(diagnostics.isEmpty)
    #expect(scene?.constraints.count == 1)
  }

  @Test func theModelRejectsAnArrangedViewThatIsNotASubview() {
    var stack = ViewDescription(name: "s", kind: "stackView", location: at(3, 6))
    stack.stack = StackDescription(arrangedSubviews: ["loose", "loose", "ghost"])
    let scene = Scene(views: [stack, ViewDescription(name: "loose", location: at(9, 6))])
    #expect(throws: SceneValidationError.self) {
      try LayoutEngine(
        scene: scene,
        environment: .init(rootSize: .init(width: 1, height: 1), systemMinimumMargin: 0))
    }
    do {
      _ = try LayoutEngine(
        scene: scene,
        environment: .init(rootSize: .init(width: 1, height: 1), systemMinimumMargin: 0))
    } catch {
      #expect(
        error.diagnostics.map(\.message) == [
          "stack 's' arranges 'loose', which is a subview of 'root': an arranged view is a "
            + "subview of its stack",
          "'loose' is arranged twice in stack 's'",
          "stack 's' arranges unknown view 'ghost'",
        ])
    }
  }
}
