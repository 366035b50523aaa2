import AdaptiveLayout
import Testing

// The proportional-layout seed's font-adjusting label: its height is a tenth of its
// superview's, and its font follows its height. "Hi" is H 740 + i 255 = 995 thousandths of an
// em (Docs/text-metrics.md); widths are rounded up to @2x pixels.

@Suite struct FontAdjustingLabelTests {
  /// A label a tenth as tall as the root, pinned to its top-left corner.
  func proportionalLabel(rootHeight: Double) throws -> LayoutEngine {
    try engine(
      [view("title", "label", intrinsic: (16.5, 20.5))],
      [
        "title.leading = superview.leading", "title.top = superview.top",
        "title.height = superview.height * 0.1",
      ],
      in: environment(375, rootHeight))
  }

  let title = FontAdjustingLabel(
    view: "title", text: "Hi", designFont: .system(17), designHeight: 20)

  @Test func theFontScalesWithTheHeight() {
    // 17 × 40 / 20 = 34; 17 × 10 / 20 = 8.5.
    #expect(title.font(atHeight: 40) == .system(34))
    #expect(title.font(atHeight: 10) == .system(8.5))
    // No scaling from a height that is not a positive number.
    #expect(title.font(atHeight: 0) == .system(17))
    #expect(title.font(atHeight: .nan) == .system(17))
    // A text style scales into the system font in its weight: headline (17 semibold) × 2.
    let headline = FontAdjustingLabel(
      view: "h", text: "Hi", designFont: .textStyle("headline"), designHeight: 20)
    #expect(
      headline.font(atHeight: 40)
        == FontDescriptor(design: .systemWeight("semibold"), pointSize: 34))
  }

  @Test func aTallerRootGivesALargerFontAndAWiderLabel() throws {
    let e = try proportionalLabel(rootHeight: 400)
    let result = try e.adjustFonts(of: [title])
    // Height 400 × 0.1 = 40 → 34 pt (Display cut): 995 × 0.034 × 0.93 = 31.4622, + 2 × 0.40
    // tracking = 32.2622 → 32.5 wide. The required height (40) beats the new intrinsic height
    // (34 × 2444 / 2048 = 40.57 → 41), whose compression resistance is 750.
    #expect(e.frame(ofView: "title") == rect(0, 0, 32.5, 40))
    #expect(result.fonts.map(\.font) == [.system(34)])
    // One pass changed the size, the second found nothing left to change.
    #expect(result.passes == 2)
    #expect(result.converged)
  }

  @Test func shrinkingTheRootShrinksTheFontAgain() throws {
    let e = try proportionalLabel(rootHeight: 400)
    try e.adjustFonts(of: [title])
    e.setRootSize(LayoutSize(width: 375, height: 200))
    let result = try e.adjustFonts(of: [title])
    // Height 20 → 17 pt: 995 × 0.017 − 2 × 0.43 = 16.055 → 16.5; 20.287 tall → 20.5, held at
    // 20 by the required height.
    #expect(e.frame(ofView: "title") == rect(0, 0, 16.5, 20))
    #expect(result.fonts.map(\.font) == [.system(17)])
    #expect(result.converged)
  }

  @Test func anUnknownLabelIsAnError() throws {
    let e = try proportionalLabel(rootHeight: 400)
    let ghost = FontAdjustingLabel(
      view: "ghost", text: "Hi", designFont: .system(17), designHeight: 20)
    #expect(throws: LayoutEngineError.unknownView("ghost")) { try e.adjustFonts(of: [ghost]) }
  }

  @Test func aLabelWhoseHeightFollowsItsOwnFontStopsAfterTheAllowedPasses() throws {
    // No height constraint: the height is the intrinsic height, 17 × 2444 / 2048 = 20.287 →
    // 20.5 for a design height of 10, so each pass doubles the font (×20.5 / 10) and the
    // height follows: no fixed point, and the passes stop at the limit.
    let e = try engine(
      [view("title", "label", intrinsic: (16.5, 20.5))],
      ["title.leading = superview.leading", "title.top = superview.top"])
    let runaway = FontAdjustingLabel(
      view: "title", text: "Hi", designFont: .system(17), designHeight: 10)
    let result = try e.adjustFonts(of: [runaway], maxPasses: 3)
    #expect(result.passes == 3)
    #expect(!result.converged)
  }
}
