import AdaptiveLayout
import Foundation
import SizeClasses
import Testing

@testable import SceneFormat

/// `metric` and `visual` statements in scenes: parsing, binding, size-class variation, errors
/// located inside the string, and the visual-format versions of two recipes.
@Suite("Scenes: the Visual Format Language")
struct VisualSceneTests {
  /// Loads a scene from text, expecting no diagnostic.
  func load(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> AdaptiveScene
  {
    let (scene, diagnostics) = SceneLoader.load(text: text, path: "v.scene")
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    return try #require(scene, sourceLocation: sourceLocation)
  }

  /// The diagnostics of a scene that must fail, as `line:column: message`.
  func errors(_ text: String) -> [String] {
    let (scene, diagnostics) = SceneLoader.load(text: text, path: "")
    #expect(scene == nil)
    return diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
  }

  /// Frames of `scene` in `traits` at `size`, root margins 16, no safe area.
  func frames(_ scene: AdaptiveScene, _ traits: SizeClassPair, _ size: LayoutSize) throws
    -> [String: LayoutRect]
  {
    let engine = try LayoutEngine(
      scene: scene.resolved(for: traits).scene,
      environment: LayoutEnvironment(rootSize: size, systemMinimumMargin: 16))
    return Dictionary(uniqueKeysWithValues: engine.viewFrames.map { ($0.name, $0.frame) })
  }

  // MARK: Parsing

  @Test func metricAndVisualStatementsParse() throws {
    let document = parseClean(
      """
      metric pad = 12
      metric inset = -4
      row: visual "H:|-pad-[a]" options alignAllTop | alignAllBottom, directionLeftToRight
      visual "V:|[a]"
      when wC { column: visual "V:[a]-|" }
      """)
    #expect(document.metrics.map(\.name) == ["pad", "inset"])
    #expect(document.metrics.map(\.value) == [12, -4])
    #expect(document.visuals.map(\.name) == ["row", nil])
    #expect(document.visuals.map(\.format) == ["H:|-pad-[a]", "V:|[a]"])
    #expect(
      document.visuals[0].options.map(\.name) == [
        "alignAllTop", "alignAllBottom", "directionLeftToRight",
      ])
    // `row: visual "…"`: the statement starts at the name; the string's quote is at column 13.
    #expect(document.visuals[0].location == at(3, 1))
    #expect(document.visuals[0].formatLocation == at(3, 13))
    // After the closing quote (25): options at 27, alignAllTop at 35, '|' at 47, alignAllBottom
    // at 49, ',' at 63, directionLeftToRight at 65.
    #expect(document.visuals[0].options.map(\.location.column) == [35, 49, 65])
    #expect(document.variations.first?.visuals.map(\.name) == ["column"])
  }

  @Test func optionSpellings() {
    // Swift's names, with or without '.', Objective-C's, separated by '|', ',' or spaces.
    let document = parseClean(
      """
      visual "[a]" options .alignAllTop NSLayoutFormatAlignAllBottom, alignAllCenterY | .directionRightToLeft
      """)
    #expect(
      document.visuals.first?.options.map(\.name) == [
        "alignAllTop", "alignAllBottom", "alignAllCenterY", "directionRightToLeft",
      ])
  }

  @Test func aVisualLineInAViewBlockMeansWhatItMeansOutside() throws {
    let scene = try load(
      """
      view card {
        margins 10
        view title
        visual "H:|-[title]-|"
        visual "V:|-[title(20)]"
      }
      visual "H:|[card(200)]"
      visual "V:|[card(100)]"
      """)
    let frames = try frames(scene, .anyAny, LayoutSize(width: 375, height: 667))
    // card at the root's edges (x = 0, y = 0), 200x100; title inside card's margins (10):
    // x = 10, width 200 - 20 = 180; y = 10, height 20.
    #expect(frames["card"] == LayoutRect(x: 0, y: 0, width: 200, height: 100))
    #expect(frames["title"] == LayoutRect(x: 10, y: 10, width: 180, height: 20))
  }

  @Test func metricAndVisualAreNotReserved() throws {
    // A view may be called `visual` or `metric`: the words start a statement only before a
    // string or a name.
    let document = parseClean(
      """
      view visual
      view metric
      visual.width = 10
      c1: metric.width = 10
      """)
    #expect(document.views.map(\.name) == ["visual", "metric"])
    #expect(document.constraints.count == 2)
    #expect(document.visuals.isEmpty && document.metrics.isEmpty)
  }

  @Test func syntaxErrors() {
    let cases: [(String, String)] = [
      ("when wC { metric pad = 1 }", "1:11: 'metric' belongs at the top level"),
      ("visual 12", "1:8: expected a visual format in double quotes after 'visual'"),
      ("metric pad 12", "1:12: expected '=' and a value after the metric's name"),
      ("metric pad = x", "1:14: expected a number for metric 'pad'"),
      ("metric view = 1", "1:8: 'view' is reserved and cannot name a metric"),
      ("visual \"[a]\" options", "1:21: expected a layout-format option"),
      ("visual \"[a]\" options alignAllTop |", "1:35: expected a layout-format option"),
      (
        "visual \"[a]\" options alignAllWidth", "1:22: unknown layout-format option 'alignAllWidth'"
      ),
      (
        "visual \"[a]\" options directionLeftToRight | directionRightToLeft",
        "1:45: 'directionRightToLeft' contradicts 'directionLeftToRight'"
      ),
    ]
    for (text, expected) in cases {
      let result = SceneParser.parse(text: text)
      let messages = result.diagnostics.map {
        "\($0.location.line):\($0.location.column): \($0.message)"
      }
      #expect(messages.count == 1 && messages[0].hasPrefix(expected), "\(text): \(messages)")
    }
  }

  // MARK: Binding and errors inside the string

  @Test func formatErrorsPointIntoTheString() {
    // The string's quote is at column 8 (`visual "`), so byte i of the format is at column 9 + i:
    // "H:|-[a]-" is 8 bytes, so its end is at 17 (the closing quote).
    #expect(
      errors("view a\nvisual \"H:|-[a]-\"") == ["2:17: expected a view, '|' or a spacing after '-'"]
    )
    #expect(errors("view a\nvisual \"H:|-[a]-[zz]\"") == ["2:18: unknown view 'zz'"])
    #expect(errors("view a\nvisual \"H:|-gap-[a]\"") == ["2:13: unknown metric 'gap'"])
    #expect(
      errors("view a\nvisual \"[a(==a*2)]\"") == [
        "2:15: expected ')' at the end of the view's size predicates, or ',' before another; "
          + "found '*'"
      ])
    // An escape is two columns wide: the format [a]"x fails at its '"', written \" at 12.
    #expect(
      errors("view a\nvisual \"[a]\\\"x\"") == [
        "2:12: expected '-', a view or '|' after the view, found '\"'"
      ])
  }

  @Test func optionErrorsPointAtTheOption() {
    // `visual "[a][b]" options alignAllTop | alignAllLeading`: the closing quote at 15, options
    // at 17, alignAllTop at 25, '|' at 37, alignAllLeading at 39.
    #expect(
      errors("view a\nview b\nvisual \"[a][b]\" options alignAllTop | alignAllLeading") == [
        "3:39: alignAllLeading cannot apply to a horizontal format, which already places its "
          + "views along that axis; use it with 'V:'"
      ])
    #expect(
      errors("view a\nvisual \"[a]\" options spacingBaselineToBaseline") == [
        "2:22: the spacingBaselineToBaseline option needs a vertical format ('V:')"
      ])
  }

  @Test func nameErrors() {
    #expect(
      errors("metric pad = 1\nmetric pad = 2") == [
        "2:8: metric 'pad' is already declared at line 1"
      ])
    #expect(
      errors("view pad\nmetric pad = 2") == [
        "2:8: 'pad' is already declared as a view; a metric needs a name of its own"
      ])
    #expect(
      errors("view a\nrow: visual \"[a]\"\nc1: a.width = 1\nrow: visual \"[a]\"") == [
        "4:1: 'row' is already declared as a constraint at line 2; views, guides and named "
          + "constraints share one namespace"
      ])
    #expect(
      errors("view a\nrow: visual \"[a(1)]\"\nwhen wC { row.constant = 2 }") == [
        "3:11: 'row' names the constraints of a visual format; to vary one of them by class, "
          + "uninstall the line here and write its variation in this block"
      ])
    // A line that failed still declares its name: no second error at the uninstall.
    #expect(
      errors("view a\nrow: visual \"[zz]\"\nwhen wC { uninstall row }") == [
        "2:15: unknown view 'zz'"
      ])
  }

  // MARK: Names, locations and size classes

  @Test func groupConstraintsAreNamedAndLocatedInTheString() throws {
    let scene = try load(
      """
      view a
      view b
      metric pad = 20
      row: visual "H:|-pad-[a(100)]-[b(==a)]"
      visual "V:|[a(10)]"
      """)
    let described = scene.constraints.map {
      "\($0.description.displayName) @\($0.description.location.column)"
    }
    // The quote of line 4 is at column 13: 'pad' (offset 4) at 18, '100' (offset 11) at 25,
    // the '-' of the standard spacing (offset 16) at 30, '==a' (offset 20) at 34. Line 5's quote
    // is at 8: its flush '|[a' at the '[' (offset 3), column 12, and '10' (offset 6) at 15. The
    // unnamed line's constraints keep no name: their formula names them.
    #expect(
      described == [
        "row[1] @18", "row[2] @25", "row[3] @30", "row[4] @34", "a.top = superview.top @12",
        "a.height = 10 @15",
      ])
    #expect(
      scene.constraints.prefix(4).map(\.description.formula) == [
        "a.leading = superview.leading + 20", "a.width = 100", "b.leading = a.trailing + 8",
        "b.width = a.width",
      ])
  }

  @Test func uninstallingALineInAClassUninstallsItsWholeGroup() throws {
    let scene = try load(
      """
      canvas 375x667
      view a
      view b
      metric pad = 20
      row: visual "H:|-pad-[a(100)]-[b(100)]"
      visual "V:|-pad-[a(50)]"
      top: visual "V:|-pad-[b(50)]"
      when width compact {
        uninstall row, top
        visual "H:|-pad-[a(100)]"
        visual "H:|-pad-[b(100)]"
        visual "V:[a]-[b(50)]"
      }
      """)
    let size = LayoutSize(width: 375, height: 667)
    // Any width: a.x = 0 + 20, b.x = 20 + 100 + 8 = 128, both at y = 20, 100x50.
    let wide = try frames(scene, .anyAny, size)
    #expect(wide["a"] == LayoutRect(x: 20, y: 20, width: 100, height: 50))
    #expect(wide["b"] == LayoutRect(x: 128, y: 20, width: 100, height: 50))
    // Compact width: the row is gone; b under a: b.y = 20 + 50 + 8 = 78, b.x = 20.
    let compact = try frames(scene, try #require(SizeClassPair(notation: "wC-hR")), size)
    #expect(compact["a"] == LayoutRect(x: 20, y: 20, width: 100, height: 50))
    #expect(compact["b"] == LayoutRect(x: 20, y: 78, width: 100, height: 50))
  }

  @Test func installingALineOnlyInAClass() throws {
    let scene = try load(
      """
      view a
      visual "V:|[a(10)]"
      wide: visual "H:|[a(300)]"
      narrow: visual "H:|[a(100)]"
      uninstall narrow
      when wC { uninstall wide; install narrow }
      """)
    let size = LayoutSize(width: 375, height: 667)
    #expect(try frames(scene, .anyAny, size)["a"]?.width == 300)
    #expect(
      try frames(scene, try #require(SizeClassPair(notation: "wC-hC")), size)["a"]?.width == 100)
  }

  @Test func theDocumentationExampleLaysOutAsDescribed() throws {
    // The first example of "The Visual Format Language" in Docs/scene-format.md.
    let scene = try load(
      """
      metric pad = 12
      view short: button { intrinsic 36x30 }
      view long: button { intrinsic 171x30 }
      row: visual "H:|-pad-[short]-[long(==short)]-pad-|" options alignAllTop
      visual "V:|-20-[short(44)]"
      visual "V:[long(>=30,<=60@750)]"
      when width compact {
        uninstall row
        visual "H:|-pad-[short]-pad-|"
        visual "V:[short]-[long]" options alignAllLeading | alignAllTrailing
      }
      """)
    let size = LayoutSize(width: 375, height: 667)
    // Side by side: 12 + w + 8 + w + 12 = 375 → w = 171.5; long.x = 12 + 171.5 + 8 = 191.5;
    // alignAllTop puts long at short's top, 20; long keeps its intrinsic height 30 (>= 30).
    let wide = try frames(scene, .anyAny, size)
    #expect(wide["short"] == LayoutRect(x: 12, y: 20, width: 171.5, height: 44))
    #expect(wide["long"] == LayoutRect(x: 191.5, y: 20, width: 171.5, height: 30))
    // Compact width: short spans 375 - 24 = 351; long under it at 20 + 44 + 8 = 72, aligned on
    // both of short's sides.
    let compact = try frames(scene, try #require(SizeClassPair(notation: "wC-hR")), size)
    #expect(compact["short"] == LayoutRect(x: 12, y: 20, width: 351, height: 44))
    #expect(compact["long"] == LayoutRect(x: 12, y: 72, width: 351, height: 30))
  }

  // MARK: The recipes in the Visual Format Language

  @Test func visualRecipesLayOutLikeTheirConstraintVersions() throws {
    let pairs = [
      ("simple-label-and-text-field.scene", "simple-label-and-text-field-vfl.scene"),
      ("two-equal-width-buttons.scene", "two-equal-width-buttons-vfl.scene"),
    ]
    let sizes = [LayoutSize(width: 375, height: 667), LayoutSize(width: 667, height: 375)]
    for (constraintsFile, visualFile) in pairs {
      let folder = packageRoot.appendingPathComponent("Scenes")
      let (plain, d1) = SceneLoader.load(path: folder.appendingPathComponent(constraintsFile).path)
      let (visual, d2) = SceneLoader.load(path: folder.appendingPathComponent(visualFile).path)
      #expect(d1.isEmpty && d2.isEmpty, "\(d1) \(d2)")
      let a = try #require(plain)
      let b = try #require(visual)
      // Same constraints, so the same frames in every class at both orientations.
      for traits in SizeClassPair.all {
        for size in sizes {
          let expected = try frames(a, traits, size)
          #expect(!expected.isEmpty)
          #expect(try frames(b, traits, size) == expected, "\(visualFile) \(traits) \(size)")
        }
      }
    }
  }

  @Test func visualRecipesFramesByHand() throws {
    let folder = packageRoot.appendingPathComponent("Scenes")
    let portrait = LayoutSize(width: 375, height: 667)
    let wCR = try #require(SizeClassPair(notation: "wC-hR"))
    let label = try #require(
      SceneLoader.load(
        path: folder.appendingPathComponent("simple-label-and-text-field-vfl.scene").path
      ).0)
    // row: label.x = 16 (margin); field.x = 16 + 45 + 8 = 69 (the label hugs at 251 over the
    // field's 250), field ends at 375 - 16 = 359: width 290. top: field.y = 0 + 20 = 20;
    // alignAllLastBaseline: label.y + 17 = 20 + 20 → label.y = 23.
    let labelFrames = try frames(label, wCR, portrait)
    #expect(labelFrames["nameLabel"] == LayoutRect(x: 16, y: 23, width: 45, height: 21))
    #expect(labelFrames["nameTextField"] == LayoutRect(x: 69, y: 20, width: 290, height: 30))
    let buttons = try #require(
      SceneLoader.load(
        path: folder.appendingPathComponent("two-equal-width-buttons-vfl.scene").path
      ).0)
    // 16 + w + 8 + w = 359 → w = 167.5; long.x = 16 + 167.5 + 8 = 191.5; the bottom layout
    // guide's top is 667, so y = 667 - 20 - 30 = 617.
    let buttonFrames = try frames(buttons, wCR, portrait)
    #expect(buttonFrames["shortButton"] == LayoutRect(x: 16, y: 617, width: 167.5, height: 30))
    #expect(buttonFrames["longButton"] == LayoutRect(x: 191.5, y: 617, width: 167.5, height: 30))
    // Landscape, wC hC at 667x375: the field ends at 667 - 16 = 651, width 651 - 69 = 582; the
    // buttons' w = (667 - 40) / 2 = 313.5, long.x = 16 + 313.5 + 8 = 337.5, y = 375 - 50 = 325.
    let landscape = LayoutSize(width: 667, height: 375)
    let wCC = try #require(SizeClassPair(notation: "wC-hC"))
    let wideLabel = try frames(label, wCC, landscape)
    #expect(wideLabel["nameLabel"] == LayoutRect(x: 16, y: 23, width: 45, height: 21))
    #expect(wideLabel["nameTextField"] == LayoutRect(x: 69, y: 20, width: 582, height: 30))
    let wideButtons = try frames(buttons, wCC, landscape)
    #expect(wideButtons["shortButton"] == LayoutRect(x: 16, y: 325, width: 313.5, height: 30))
    #expect(wideButtons["longButton"] == LayoutRect(x: 337.5, y: 325, width: 313.5, height: 30))
  }
}
