import AdaptiveLayout
import SizeClasses
import Testing

@testable import SceneFormat

// `text`, `font`, `lines` and `preferredMaxLayoutWidth` in a view's block: parsed into the tree,
// bound into intrinsic sizes and baselines from TextMetrics (the sizes below are worked out in
// Tests/AdaptiveLayoutTests/TextMetricsTests.swift: "Label" at 17 pt is 41.5 × 20.5, at 30 pt
// 73.5 × 36; a 15 pt "Button" 46 × 30).

private func load(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  throws -> AdaptiveScene
{
  let (scene, diagnostics) = SceneLoader.load(text: text, path: "test.scene")
  for d in diagnostics {
    Issue.record("unexpected diagnostic: \(d)", sourceLocation: sourceLocation)
  }
  return try #require(scene, sourceLocation: sourceLocation)
}

private func errors(_ text: String) -> [String] {
  SceneLoader.load(text: text, path: "test.scene").1.map(\.description)
}

/// The view's intrinsic size and baseline in a class (`wAny-hAny` notation).
private func resolved(_ scene: AdaptiveScene, _ notation: String, _ name: String) throws
  -> ViewDescription
{
  let pair = try #require(SizeClassPair(notation: notation))
  return try #require(scene.resolved(for: pair).scene.views.first { $0.name == name })
}

@Suite struct TextPropertyTests {
  @Test func textPropertiesAreParsed() {
    let document = parseClean(
      """
      view title: label {
        text "Hello" ; font system 17 semibold
        lines 0; preferredMaxLayoutWidth 200
      }
      view seg: segmentedControl { text "First" "Second"; font textStyle caption1 }
      view custom: label { text "A"; font "HelveticaNeue-Bold" 21 }
      """)
    #expect(
      document.views[0].properties.map(\.value) == [
        .text(["Hello"]), .font(FontDescriptor(design: .systemWeight("semibold"), pointSize: 17)),
        .lines(0), .preferredMaxLayoutWidth(200),
      ])
    #expect(
      document.views[1].properties.map(\.value) == [
        .text(["First", "Second"]), .font(.textStyle("caption1")),
      ])
    #expect(
      document.views[2].properties.map(\.value) == [
        .text(["A"]),
        .font(
          FontDescriptor(design: .custom(name: "HelveticaNeue-Bold", family: nil), pointSize: 21)),
      ])
  }

  @Test func aLabelGetsItsIntrinsicSizeAndBaselineFromItsText() throws {
    let scene = try load(
      """
      view name: label { text "Label" }
      name.leading = superview.leading
      name.top = superview.top
      """)
    let label = try resolved(scene, "wAny-hAny", "name")
    #expect(label.intrinsicContentSize == IntrinsicContentSize(width: 41.5, height: 20.5))
    // One line centred in 20.5: (20.5 − 20.2871) / 2 + 16.1865 below the top.
    let first = (20.5 - 17.0 * 2444 / 2048) / 2 + 17.0 * 1950 / 2048
    #expect(abs((label.baseline?.first ?? 0) - first) < 1e-9)
    let engine = try LayoutEngine(
      scene: scene.resolved(for: .anyAny).scene,
      environment: LayoutEnvironment(
        rootSize: LayoutSize(width: 375, height: 667), systemMinimumMargin: 16))
    #expect(engine.frame(ofView: "name") == LayoutRect(x: 0, y: 0, width: 41.5, height: 20.5))
  }

  @Test func aClassChangesTheFontAndKeepsTheBaseText() throws {
    let scene = try load(
      """
      view name: label { text "Label" }
      when height compact { view name { font system 30 } }
      """)
    #expect(
      try resolved(scene, "wAny-hAny", "name").intrinsicContentSize
        == IntrinsicContentSize(width: 41.5, height: 20.5))
    #expect(
      try resolved(scene, "wAny-hC", "name").intrinsicContentSize
        == IntrinsicContentSize(width: 73.5, height: 36))
    // wC hC is refined by the height-compact block.
    #expect(try resolved(scene, "wC-hC", "name").intrinsicContentSize.width == 73.5)
  }

  @Test func eachKindHasItsDefaultFont() throws {
    let scene = try load(
      """
      view b: button { text "Button" }
      view f: textField { text "Hi" }
      view t: textView { text "Hi" }
      view s: segmentedControl { text "Hi" "Label" }
      """)
    // Button 15 pt; text field and text view 14 pt; segmented control 13 pt.
    #expect(
      try resolved(scene, "wAny-hAny", "b").intrinsicContentSize
        == IntrinsicContentSize(width: 46, height: 30))
    #expect(
      try resolved(scene, "wAny-hAny", "f").intrinsicContentSize
        == IntrinsicContentSize(width: 28, height: 30))
    #expect(
      try resolved(scene, "wAny-hAny", "t").intrinsicContentSize
        == IntrinsicContentSize(width: 24, height: 33))
    #expect(
      try resolved(scene, "wAny-hAny", "s").intrinsicContentSize
        == IntrinsicContentSize(width: 97, height: 31))
  }

  @Test func linesAndPreferredWidthWrapALabel() throws {
    let scene = try load(#"view l: label { text "Hi Hi Hi"; lines 0; preferredMaxLayoutWidth 40 }"#)
    #expect(
      try resolved(scene, "wAny-hAny", "l").intrinsicContentSize
        == IntrinsicContentSize(width: 37, height: 41))
  }

  @Test func writtenIntrinsicAndBaselineWin() throws {
    let scene = try load(#"view l: label { text "Label"; intrinsic 100x30; baseline 20 }"#)
    let label = try resolved(scene, "wAny-hAny", "l")
    #expect(label.intrinsicContentSize == IntrinsicContentSize(width: 100, height: 30))
    #expect(label.baseline == Baseline(first: 20))
  }

  @Test func textOnAViewWithoutTextIsAnError() {
    #expect(
      errors(#"view photo: imageView { text "Hi" }"#) == [
        "test.scene:1:25: error: 'photo' is an imageView: 'text' and 'font' size labels, buttons, "
          + "text fields, text views and segmented controls (give it 'intrinsic')"
      ])
    #expect(
      errors(#"view l: label { text "A" "B" }"#) == [
        "test.scene:1:17: error: only a segmented control takes several titles; 'l' is a label: "
          + "write its text as one string (\\n for a line break)"
      ])
  }

  @Test func badTextPropertiesAreLocatedErrors() {
    #expect(
      errors("view l: label { font system }") == [
        "test.scene:1:29: error: expected a font size in points greater than 0 (e.g. 17), "
          + "found '}'"
      ])
    #expect(
      errors("view l: label { font serif 12 }") == [
        "test.scene:1:22: error: unknown font 'serif'; expected system SIZE [WEIGHT], boldSystem "
          + "SIZE, italicSystem SIZE, textStyle STYLE or \"PostScriptName\" SIZE"
      ])
    #expect(
      errors("view l: label { font system 17 fat }") == [
        "test.scene:1:32: error: unknown font weight 'fat'; expected one of ultraLight, thin, "
          + "light, regular, medium, semibold, bold, heavy, black"
      ])
    #expect(
      errors("view l: label { font textStyle huge }") == [
        "test.scene:1:32: error: unknown text style 'huge'; expected one of largeTitle, title1, "
          + "title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"
      ])
    #expect(
      errors("view l: label { lines 1.5 }") == [
        "test.scene:1:23: error: expected a whole number of lines after 'lines' (0 for as many "
          + "as the text needs), found number '1.5'"
      ])
    #expect(
      errors("view l: label { text }") == [
        "test.scene:1:22: error: expected the text in double quotes after 'text' (e.g. text "
          + "\"Name\"), found '}'"
      ])
  }
}
