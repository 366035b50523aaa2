import AdaptiveLayout
import Testing

// Every expected size is worked out by hand from the documented model (Docs/text-metrics.md):
// advance widths in thousandths of an em (AdvanceWidths.ascii), × size / 1000, × 0.93 from 20 pt
// (the Display cut), × the weight's factor, plus the HIG tracking after every character; line
// height = size × 2444 / 2048; then rounded up to a pixel (@2x unless said otherwise).
// Widths used: L 545, a 565, b 600, e 580, l 255 ("Label" = 2545); H 740, i 255 ("Hi" = 995);
// B 650, u 590, t 360, o 575, n 590 ("Button" = 3125); space 285.

/// Whether two lengths agree to a billionth of a point (round-off only).
private func close(_ a: Double?, _ b: Double) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 1e-9
}

@Suite struct TextMetricsTests {
  // MARK: - Font metrics

  @Test func lineHeightAscenderAndDescenderOfTheSystemFont() {
    // 17 × 2444 / 2048 = 20.2871…, 17 × 1950 / 2048 = 16.1865…, −17 × 494 / 2048 = −4.1005…
    #expect(close(SystemFontMetrics.lineHeight(pointSize: 17), 17.0 * 2444 / 2048))
    #expect(close(SystemFontMetrics.ascender(pointSize: 20), 20.0 * 1950 / 2048))  // 19.04
    #expect(close(SystemFontMetrics.descender(pointSize: 20), -20.0 * 494 / 2048))  // −4.82
    // ascender − descender is the line height (no line gap).
    #expect(
      close(
        SystemFontMetrics.ascender(pointSize: 13) - SystemFontMetrics.descender(pointSize: 13),
        SystemFontMetrics.lineHeight(pointSize: 13)))
  }

  @Test func trackingComesFromTheTableAndIsInterpolatedBetweenSizes() {
    #expect(close(SystemFontMetrics.tracking(pointSize: 17), -0.43))
    #expect(close(SystemFontMetrics.tracking(pointSize: 12), 0))
    // Halfway between 17 (−0.43) and 18 (−0.44): −0.435.
    #expect(close(SystemFontMetrics.tracking(pointSize: 17.5), -0.435))
    // Held at the table's ends: 0.24 below 6 pt, 0 above 96 pt.
    #expect(close(SystemFontMetrics.tracking(pointSize: 4), 0.24))
    #expect(close(SystemFontMetrics.tracking(pointSize: 200), 0))
  }

  // MARK: - Labels

  @Test func aSeventeenPointLabel() {
    // "Label": 2545 × 17 / 1000 = 43.265, − 5 × 0.43 = 41.115 → 41.5 at @2x.
    // Height 20.287 → 20.5, the height Interface Builder records for a 17 pt label at @2x.
    let size = TextMetrics.labelSize(
      text: "Label", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(size == LayoutSize(width: 41.5, height: 20.5))
  }

  @Test func theSameLabelOnAThreeTimesScreen() {
    // 41.115 × 3 = 123.345 → 124 pixels = 41.333…; 20.287 × 3 = 60.86 → 61 pixels = 20.333….
    let size = TextMetrics.labelSize(
      text: "Label", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil,
      rendering: TextRendering(displayScale: 3))
    #expect(close(size.width, 124.0 / 3))
    #expect(close(size.height, 61.0 / 3))
  }

  @Test func fromTwentyPointsTheDisplayCutIsNarrower() {
    // 2545 × 30 / 1000 × 0.93 = 71.0055, + 5 × 0.40 = 73.0055 → 73.5; 30 × 2444 / 2048 = 35.80
    // → 36.
    let size = TextMetrics.labelSize(
      text: "Label", font: .system(30), numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(size == LayoutSize(width: 73.5, height: 36))
  }

  @Test func heavierWeightsAreWider() {
    // Bold: 995 × 17 / 1000 × 1.077 = 18.2175, − 2 × 0.43 = 17.3575 → 17.5.
    let bold = TextMetrics.labelSize(
      text: "Hi", font: .boldSystem(17), numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(bold == LayoutSize(width: 17.5, height: 20.5))
    // Black (weight="black" in IB): 995 × 17 / 1000 × 1.136 = 19.2154, − 0.86 = 18.3554 → 18.5.
    let black = TextMetrics.labelSize(
      text: "Hi", font: FontDescriptor(design: .systemWeight("black"), pointSize: 17),
      numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(black.width == 18.5)
  }

  @Test func textStylesTakeTheirSizeAndWeight() {
    // Headline is 17 pt semibold: 995 × 0.017 × 1.053 = 17.8115, − 0.86 = 16.9515 → 17.
    let headline = TextMetrics.labelSize(
      text: "Hi", font: .textStyle("UICTFontTextStyleHeadline"), numberOfLines: 1,
      preferredMaxLayoutWidth: nil)
    #expect(headline == LayoutSize(width: 17, height: 20.5))
    // Title 1 is 28 pt: 28 × 2444 / 2048 = 33.41 → 33.5.
    let title = TextMetrics.labelSize(
      text: "Hi", font: .textStyle("title1"), numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(title.height == 33.5)
    #expect(FontDescriptor.textStyle("caption1").effectivePointSize == 12)
    // An unknown style reads as body (17 pt).
    #expect(FontDescriptor.textStyle("UICTFontTextStyleNope").effectivePointSize == 17)
  }

  @Test func multiLineLabelsWrapWordsAtThePreferredWidth() {
    // "Hi Hi": 2 × 16.915 + 4.845 = 38.675, − 5 × 0.43 = 36.525 ≤ 40, fits;
    // "Hi Hi Hi": 3 × 16.915 + 2 × 4.845 = 60.435, − 8 × 0.43 = 56.995 > 40: the last "Hi"
    // (16.055) goes to a second line. Width 36.525 → 37; height 2 × 20.2871 = 40.574 → 41.
    let size = TextMetrics.labelSize(
      text: "Hi Hi Hi", font: .system(17), numberOfLines: 0, preferredMaxLayoutWidth: 40)
    #expect(size == LayoutSize(width: 37, height: 41))
    // One line: no wrapping, 56.995 → 57.
    let single = TextMetrics.labelSize(
      text: "Hi Hi Hi", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: 40)
    #expect(single == LayoutSize(width: 57, height: 20.5))
    // At most two lines of a text that would take three at 20 wide.
    let two = TextMetrics.labelSize(
      text: "Hi Hi Hi", font: .system(17), numberOfLines: 2, preferredMaxLayoutWidth: 20)
    #expect(two == LayoutSize(width: 16.5, height: 41))
  }

  @Test func hardLineBreaksEndLinesAndTrailingOnesAddNone() {
    // "Hi" 16.055 and "Label" 41.115 on two lines: 41.5 × 41.
    let size = TextMetrics.labelSize(
      text: "Hi\nLabel", font: .system(17), numberOfLines: 0, preferredMaxLayoutWidth: nil)
    #expect(size == LayoutSize(width: 41.5, height: 41))
    let trailing = TextMetrics.labelSize(
      text: "Label\n\n", font: .system(17), numberOfLines: 0, preferredMaxLayoutWidth: nil)
    #expect(trailing == LayoutSize(width: 41.5, height: 20.5))
    // One line keeps the first.
    let first = TextMetrics.labelSize(
      text: "Hi\nLabel", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(first == LayoutSize(width: 16.5, height: 20.5))
  }

  @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
    // "HiHi" is 2 × 16.915 − 4 × 0.43 = 32.11 wide; at 20: "Hi" (16.055) per line, two lines.
    let size = TextMetrics.labelSize(
      text: "HiHi", font: .system(17), numberOfLines: 0, preferredMaxLayoutWidth: 20)
    #expect(size == LayoutSize(width: 16.5, height: 41))
  }

  @Test func anEmptyLabelHasNoSize() {
    let size = TextMetrics.labelSize(
      text: "", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(size == LayoutSize(width: 0, height: 0))
  }

  @Test func charactersOutsideTheTableAreMeasuredByClass() {
    // "é" is measured as "e": "Hé" and "He" are as wide.
    let accented = TextMetrics.lineWidth("Hé", .system(17))
    #expect(close(accented, TextMetrics.lineWidth("He", .system(17))))
    // CJK: one em each, no tracking: "登录" at 15 pt is 30 wide.
    #expect(close(TextMetrics.lineWidth("登录", .system(15)), 30))
  }

  @Test func hangulSyllablesAreNarrowerThanAnEm() {
    // Apple SD Gothic Neo's syllables are 0.864 em and untracked; the spaces are San Francisco's.
    // "배경 색상 변경" at 17 pt: 6 × 0.864 × 17 = 88.128, + 2 × (285 × 0.017 − 0.43) = 8.83,
    // = 96.958 → 97 at @2x, as Xcode recorded it (one em would make 110.83 → 111).
    let label = TextMetrics.labelSize(
      text: "배경 색상 변경", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(label.width == 97)
    // Nine syllables, two spaces: 9 × 14.688 + 8.83 = 141.022 → 141.5 (recorded 141.5).
    let longer = TextMetrics.labelSize(
      text: "전광판에 표시할 글자", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(longer.width == 141.5)
    // Ideographs keep PingFang's full em: "登录" at 15 pt is 30 wide.
    #expect(close(TextMetrics.lineWidth("登录", .system(15)), 30))
  }

  // MARK: - Controls

  @Test func theDefaultSystemButton() {
    // "Button" at 15 pt: 3125 × 0.015 = 46.875, − 6 × 0.23 = 45.495 → 46 (whole points);
    // 15 × 2444 / 2048 = 17.90 → 18, + 6 + 6 = 30.
    let size = TextMetrics.buttonSize(
      title: "Button", font: .buttonDefault, contentInsets: .zero, titleInsets: .zero,
      imageSize: nil)
    #expect(size == LayoutSize(width: 46, height: 30))
  }

  @Test func contentInsetsAddToAButtonAndTitleInsetsDoNot() {
    // 46 + 10 + 10 = 66 wide, 30 + 5 + 5 = 40 tall; the title insets only move the title.
    let size = TextMetrics.buttonSize(
      title: "Button", font: .buttonDefault,
      contentInsets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10),
      titleInsets: EdgeInsets(all: 20), imageSize: nil)
    #expect(size == LayoutSize(width: 66, height: 40))
  }

  @Test func buttonsWithAnImageOrNothing() {
    // An image and no title: the image's size.
    let image = TextMetrics.buttonSize(
      title: nil, font: .buttonDefault, contentInsets: .zero, titleInsets: .zero,
      imageSize: LayoutSize(width: 57, height: 57))
    #expect(image == LayoutSize(width: 57, height: 57))
    // Both: side by side, 46 + 20 wide, max(30, 20) tall.
    let both = TextMetrics.buttonSize(
      title: "Button", font: .buttonDefault, contentInsets: .zero, titleInsets: .zero,
      imageSize: LayoutSize(width: 20, height: 20))
    #expect(both == LayoutSize(width: 66, height: 30))
    // Neither: UIKit's 30 × 34.
    let empty = TextMetrics.buttonSize(
      title: "", font: .buttonDefault, contentInsets: .zero, titleInsets: .zero, imageSize: nil)
    #expect(empty == LayoutSize(width: 30, height: 34))
  }

  @Test func aShortTitleStillMakesAThirtyWideButton() {
    // "Tap" at 15 pt: (600 + 565 + 590) × 0.015 = 26.325, − 3 × 0.23 = 25.635 → 26, below the
    // 30 points UIKit gives a titled button's content (two "Tap" buttons recorded 30 × 30).
    let tap = TextMetrics.buttonSize(
      title: "Tap", font: .buttonDefault, contentInsets: .zero, titleInsets: .zero, imageSize: nil)
    #expect(tap == LayoutSize(width: 30, height: 30))
    // The content insets add outside the minimum: 30 + 4 + 4 = 38.
    let inset = TextMetrics.buttonSize(
      title: "Tap", font: .buttonDefault,
      contentInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4), titleInsets: .zero,
      imageSize: nil)
    #expect(inset.width == 38)
    // An image-only button keeps its image's width: 20.
    let icon = TextMetrics.buttonSize(
      title: nil, font: .buttonDefault, contentInsets: .zero, titleInsets: .zero,
      imageSize: LayoutSize(width: 20, height: 20))
    #expect(icon == LayoutSize(width: 20, height: 20))
  }

  @Test func aRoundedRectTextFieldIsThirtyTallAtFourteenPoints() {
    // "Hi" at 14 pt: 995 × 0.014 = 13.93, − 2 × 0.15 = 13.63 → 14, + 7 + 7 = 28.
    // Height: 14 × 2444 / 2048 = 16.71 → 17, + 12 = 29, at least 30.
    let field = TextMetrics.textFieldSize(
      text: "Hi", placeholder: "Label", font: .system(14), borderStyle: "roundedRect")
    #expect(field == LayoutSize(width: 28, height: 30))
    // Empty: the placeholder is measured. "Label" at 14: 2545 × 0.014 = 35.63, − 0.75 = 34.88
    // → 35, + 14 = 49.
    let placeholder = TextMetrics.textFieldSize(
      text: "", placeholder: "Label", font: .system(14), borderStyle: "roundedRect")
    #expect(placeholder.width == 49)
    // No border: the text's own size, 14 × 17.
    let plain = TextMetrics.textFieldSize(
      text: "Hi", placeholder: nil, font: .system(14), borderStyle: "none")
    #expect(plain == LayoutSize(width: 14, height: 17))
  }

  @Test func aNonScrollingTextView() {
    // 13.63 → 14, + 5 + 5 = 24 wide; 16.71 → 17, + 8 + 8 = 33 tall.
    let size = TextMetrics.textViewSize(text: "Hi", font: .system(14))
    #expect(size == LayoutSize(width: 24, height: 33))
  }

  @Test func segmentsAreAsWideAsTheWidestTitle() {
    // "Label" at 13 pt: 2545 × 0.013 = 33.085, − 5 × 0.08 = 32.685 → 33, + 7.5 + 7.5 = 48 per
    // segment; two segments and one divider: 97. Height: 31.
    let size = TextMetrics.segmentedControlSize(titles: ["Hi", "Label"], font: .system(13))
    #expect(size == LayoutSize(width: 97, height: 31))
  }

  // MARK: - Baselines

  @Test func theBaselineOfOneCentredLine() {
    // Text 20.2871 tall centred in 20.5: (20.5 − 20.2871) / 2 = 0.10645 above it; the first
    // baseline is the ascender (16.1865) below that, the last 20.5 − first above the bottom.
    let lineHeight = 17.0 * 2444 / 2048
    let ascender = 17.0 * 1950 / 2048
    let baseline = TextMetrics.baselines(font: .system(17), numberOfLines: 1, height: 20.5)
    let first = (20.5 - lineHeight) / 2 + ascender
    #expect(close(baseline.first, first))
    #expect(close(baseline.last, 20.5 - first))
  }

  @Test func theLastBaselineOfTwoLines() {
    // 41 tall: 0.21 slack above; first 16.399, last one line height (20.287) further down.
    let lineHeight = 17.0 * 2444 / 2048
    let first = (41 - 2 * lineHeight) / 2 + 17.0 * 1950 / 2048
    let counted = TextMetrics.baselines(font: .system(17), numberOfLines: 2, height: 41)
    #expect(close(counted.first, first))
    #expect(close(counted.last, 41 - (first + lineHeight)))
    // numberOfLines 0: two lines fit in 41, so the same baselines.
    #expect(TextMetrics.baselines(font: .system(17), numberOfLines: 0, height: 41) == counted)
  }

  // MARK: - Names and bad values

  @Test func weightsAndStylesByName() {
    #expect(FontWeight(named: "semibold") == .semibold)
    #expect(FontWeight(named: "Heavy") == .heavy)
    #expect(FontWeight(named: "book") == nil)
    #expect(FontWeight(postScriptName: "HelveticaNeue-Bold") == .bold)
    #expect(FontWeight(postScriptName: "Avenir-DemiBold") == .semibold)
    #expect(FontWeight(postScriptName: "HelveticaNeue-UltraLight") == .ultraLight)
    #expect(FontWeight(postScriptName: "Futura") == .regular)
    #expect(TextStyle(named: "UICTFontTextStyleBody") == .body)
    #expect(TextStyle(named: "UICTFontTextStyleSubhead") == .subheadline)
    #expect(TextStyle(named: "largeTitle") == .largeTitle)
  }

  @Test func nonsenseSizesGiveNoTextRatherThanNaN() {
    for size in [-17.0, 0, .nan, .infinity] {
      let label = TextMetrics.labelSize(
        text: "Label", font: .system(size), numberOfLines: 1, preferredMaxLayoutWidth: .nan)
      #expect(label == LayoutSize(width: 0, height: 0))
    }
    let button = TextMetrics.buttonSize(
      title: "Button", font: .buttonDefault,
      contentInsets: EdgeInsets(top: .nan, left: .infinity, bottom: 0, right: 0),
      titleInsets: .zero, imageSize: LayoutSize(width: .nan, height: -5))
    #expect(button == LayoutSize(width: 46, height: 30))
  }
}

@Suite struct TextMetricsInterfaceBuilderTests {
  @Test func fontsFromFontDescriptionAttributes() {
    #expect(
      FontDescriptor(interfaceBuilderAttributes: ["type": "system", "pointSize": "17"])
        == .system(17))
    #expect(
      FontDescriptor(interfaceBuilderAttributes: [
        "type": "system", "weight": "semibold", "pointSize": "30",
      ]) == FontDescriptor(design: .systemWeight("semibold"), pointSize: 30))
    #expect(
      FontDescriptor(interfaceBuilderAttributes: ["type": "boldSystem", "pointSize": "25"])
        == .boldSystem(25))
    #expect(
      FontDescriptor(interfaceBuilderAttributes: ["style": "UICTFontTextStyleBody"])
        == .textStyle("UICTFontTextStyleBody"))
    #expect(
      FontDescriptor(interfaceBuilderAttributes: [
        "name": "HelveticaNeue-Bold", "family": "Helvetica Neue", "pointSize": "17",
      ])
        == FontDescriptor(
          design: .custom(name: "HelveticaNeue-Bold", family: "Helvetica Neue"), pointSize: 17))
    #expect(FontDescriptor(interfaceBuilderAttributes: ["pointSize": "17"]) == nil)
    #expect(
      FontDescriptor(interfaceBuilderAttributes: ["type": "system", "pointSize": "big"]) == nil)
    #expect(FontDescriptor(interfaceBuilderAttributes: ["type": "serif", "pointSize": "9"]) == nil)
  }

  @Test func aConfigurationButton() {
    // "Install" in the body style (17 pt): I 255 + n 590 + s 525 + t 360 + a 565 + l 255 + l 255
    // = 2805; 2805 × 0.017 = 47.685, − 7 × 0.43 = 44.675; + 12 + 12 = 68.675 → 69 at @2x.
    // Height 20.287 + 7 + 7 = 34.287 → 34.5.
    let size = TextMetrics.configuredButtonSize(title: "Install")
    #expect(size == LayoutSize(width: 69, height: 34.5))
    // An image of 20 × 20 and the padding of 8 beside the title: 44.675 + 8 + 20 + 24 = 96.675
    // → 97; max(20.287, 20) + 14 → 34.5.
    let withImage = TextMetrics.configuredButtonSize(
      title: "Install", imageSize: LayoutSize(width: 20, height: 20), imagePadding: 8)
    #expect(withImage == LayoutSize(width: 97, height: 34.5))
  }
}

// Helvetica Neue, the system font of iOS 7 and 8 (Xcode 5 and 6 documents), and named Helvetica
// fonts: Adobe's Helvetica widths (L 556, a 556, b 556, e 556, l 222; H 722, i 222; bold H 722,
// i 278), line height 1.193 em, ascender 0.952 em; the system font tracked by size (+0.15 pt a
// character at 15 pt, +0.07 at 17, −0.15 at 23), named fonts not.
@Suite struct HelveticaNeueTests {
  let xcode6 = TextRendering(displayScale: 1, systemFont: .helveticaNeue)

  @Test func anXcodeSixLabel() {
    // "Label": 556 × 4 + 222 = 2446; × 0.017 = 41.582, + 5 × 0.07 = 41.932 → 42 in whole
    // points; 17 × 1.193 = 20.281 → 21: the 42 × 21 Xcode 6 recorded for a new label.
    let size = TextMetrics.labelSize(
      text: "Label", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil,
      rendering: xcode6)
    #expect(size == LayoutSize(width: 42, height: 21))
  }

  @Test func namedHelveticaFontsUseHelveticasWidths() {
    // Bold "Hi": 722 + 278 = 1000 × 0.017 = 17 wide; 20.281 → 20.5 tall at @2x.
    let bold = TextMetrics.labelSize(
      text: "Hi",
      font: FontDescriptor(
        design: .custom(name: "HelveticaNeue-Bold", family: "Helvetica Neue"), pointSize: 17),
      numberOfLines: 1, preferredMaxLayoutWidth: nil)
    #expect(bold == LayoutSize(width: 17, height: 20.5))
    // Medium is halfway between regular and bold: H 722, i (222 + 278) / 2 = 250; 972 × 0.017
    // = 16.524, + 2 × 0.07 (the system font's tracking) = 16.664 → 17 in whole points.
    let medium = TextMetrics.labelSize(
      text: "Hi", font: FontDescriptor(design: .systemWeight("medium"), pointSize: 17),
      numberOfLines: 1, preferredMaxLayoutWidth: nil, rendering: xcode6)
    #expect(medium.width == 17)
    // Another named font is measured as San Francisco.
    let futura = FontDescriptor(
      design: .custom(name: "Futura-Bold", family: "Futura"), pointSize: 9)
    #expect(futura.face(systemFont: .helveticaNeue) == .sanFrancisco)
    #expect(FontDescriptor.system(9).face(systemFont: .helveticaNeue) == .helveticaNeue)
  }

  @Test func theSystemFontIsTrackedBySize() {
    // Interpolated between 15 (+0.15), 17 (+0.07) and 23 (−0.15), held beyond them.
    #expect(close(HelveticaMetrics.systemFontTracking(pointSize: 15), 0.15))
    #expect(close(HelveticaMetrics.systemFontTracking(pointSize: 16), (0.15 + 0.07) / 2))
    // 20 pt: halfway from 17 to 23, 0.07 + (−0.15 − 0.07) / 2 = −0.04.
    #expect(close(HelveticaMetrics.systemFontTracking(pointSize: 20), -0.04))
    #expect(close(HelveticaMetrics.systemFontTracking(pointSize: 9), 0.15))
    #expect(close(HelveticaMetrics.systemFontTracking(pointSize: 40), -0.15))
  }

  @Test func anXcodeFiveButtonIsLooserThanTheFont() {
    // "Kill Kill" at 15 pt: K 667 + i 222 + l 222 + l 222 = 1333, twice, + space 278 = 2944;
    // × 0.015 = 44.16, + 9 × 0.15 = 45.51 → 46 in whole points (untracked it would be 45);
    // 15 × 1.193 = 17.895 → 18, + 6 + 6 = 30. The 46 × 30 Xcode 5 recorded for it.
    let button = TextMetrics.buttonSize(
      title: "Kill Kill", font: .buttonDefault, contentInsets: .zero, titleInsets: .zero,
      imageSize: nil, rendering: xcode6)
    #expect(button == LayoutSize(width: 46, height: 30))
  }

  @Test func largeSystemTextIsTighterThanTheFont() {
    // "Il fiore di montagna" at 23 pt: I 278 + l 222 + space 278 + f 278 + i 222 + o 556 +
    // r 333 + e 556 + space 278 + d 556 + i 222 + space 278 + m 833 + o 556 + n 556 + t 278 +
    // a 556 + g 556 + n 556 + a 556 = 8504; × 0.023 = 195.592, − 20 × 0.15 = 192.592 → 193
    // (untracked 196); 23 × 1.193 = 27.439 → 28. The 193 × 28 Xcode 6 recorded.
    let label = TextMetrics.labelSize(
      text: "Il fiore di montagna", font: .system(23), numberOfLines: 1,
      preferredMaxLayoutWidth: nil, rendering: xcode6)
    #expect(label == LayoutSize(width: 193, height: 28))
    // The same text in the named font keeps Helvetica's own spacing: 195.592 → 196.
    let named = TextMetrics.labelSize(
      text: "Il fiore di montagna",
      font: FontDescriptor(design: .custom(name: "HelveticaNeue", family: nil), pointSize: 23),
      numberOfLines: 1, preferredMaxLayoutWidth: nil, rendering: xcode6)
    #expect(named.width == 196)
    // CJK characters come from a fallback font, one em each, untracked: 2 × 23 = 46.
    let cjk = TextMetrics.labelSize(
      text: "日本", font: .system(23), numberOfLines: 1, preferredMaxLayoutWidth: nil,
      rendering: xcode6)
    #expect(cjk.width == 46)
  }

  @Test func helveticaBaselines() {
    // One line, 20.281 tall, centred in 21; the ascender 17 × 0.952 = 16.184 below its top.
    let baseline = TextMetrics.baselines(
      font: .system(17), numberOfLines: 1, height: 21, rendering: xcode6)
    let first = (21 - 17 * 1.193) / 2 + 17 * 0.952
    #expect(close(baseline.first, first))
    #expect(close(baseline.last, 21 - first))
  }
}

@Suite struct TextMetricsLongTextTests {
  @Test func aThousandWordsWrapTwoToALine() {
    // "Hi Hi " fits in 40 (36.525, above), a third "Hi" does not: 1000 words make 500 lines,
    // 500 × 20.2871 = 10143.55 → 10144 tall, 36.525 → 37 wide.
    let text = Array(repeating: "Hi", count: 1000).joined(separator: " ")
    let size = TextMetrics.labelSize(
      text: text, font: .system(17), numberOfLines: 0, preferredMaxLayoutWidth: 40)
    #expect(size == LayoutSize(width: 37, height: 10144))
  }
}

@Suite struct TextRenderingTests {
  @Test func theRenderingOfADocumentFollowsItsXcode() {
    let xcode6 = TextRendering(interfaceBuilderToolsVersion: "6254", displayScale: 1)
    #expect(
      xcode6
        == TextRendering(
          displayScale: 1, segmentedControlHeight: 28, systemFont: .helveticaNeue,
          textStyleSizeCategory: .medium))
    // Xcode 7: San Francisco, text styles at the Medium category; Xcode 8: at Large.
    let xcode7 = TextRendering(interfaceBuilderToolsVersion: "10117", displayScale: 2)
    #expect(xcode7 == TextRendering(segmentedControlHeight: 28, textStyleSizeCategory: .medium))
    let xcode8 = TextRendering(interfaceBuilderToolsVersion: "11201", displayScale: 2)
    #expect(xcode8 == TextRendering(segmentedControlHeight: 28, textStyleSizeCategory: .large))
    let xcode9 = TextRendering(interfaceBuilderToolsVersion: "13122.17", displayScale: 3)
    #expect(
      xcode9
        == TextRendering(displayScale: 3, segmentedControlHeight: 28, systemFont: .sanFrancisco))
    let xcode14 = TextRendering(interfaceBuilderToolsVersion: "32700.99.1234", displayScale: 3)
    #expect(xcode14 == TextRendering(displayScale: 3, segmentedControlHeight: 31))
    #expect(TextRendering(interfaceBuilderToolsVersion: "?", displayScale: 2) == .standard)
  }

  @Test func textStylesAtTheMediumCategoryAreAPointSmaller() {
    // Body at Medium is 16 pt (regular San Francisco): its line 16 × 2444 / 2048 = 19.09375,
    // 19.5 at @2x (Xcode 7 recorded 19.5 for body labels); "Notes" (N 720 + o 575 + t 360 +
    // e 580 + s 525 = 2760) is 2760 / 1000 × 16 − 5 × 0.31 = 42.61 → 43 wide. The system font
    // at 17 pt is not a text style and stays 20.287 → 20.5 tall, 46.92 − 5 × 0.43 = 44.77 → 45
    // wide.
    let medium = TextRendering(textStyleSizeCategory: .medium)
    let body = FontDescriptor.textStyle("UICTFontTextStyleBody")
    let label = TextMetrics.labelSize(
      text: "Notes", font: body, numberOfLines: 1, preferredMaxLayoutWidth: nil, rendering: medium)
    #expect(label == LayoutSize(width: 43, height: 19.5))
    let system = TextMetrics.labelSize(
      text: "Notes", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil,
      rendering: medium)
    #expect(system == LayoutSize(width: 45, height: 20.5))
    // The first baseline in the 19.5-point label: (19.5 − 19.09375) / 2 + 16 × 1950 / 2048 =
    // 0.203125 + 15.234375 = 15.4375.
    let first = TextMetrics.baselines(font: body, numberOfLines: 1, height: 19.5, rendering: medium)
    #expect(first.first == 15.4375)
    // Two lines: 2 × 19.09375 = 38.1875, 76.375 pixels at @2x, rounded up to 77: 38.5.
    let two = TextMetrics.labelSize(
      text: "Notes\nMore", font: body, numberOfLines: 0, preferredMaxLayoutWidth: nil,
      rendering: medium)
    #expect(two.height == 38.5)
    // A headline button in whole points (Xcode 6, Helvetica Neue Medium at 16 pt): its title's
    // line 16 × 1.193 = 19.088 → 20, + 6 above and below = 32, as valfer's storyboard records
    // (at Large, 17 × 1.193 = 20.281 → 21: 33).
    let legacy = TextRendering(
      displayScale: 1, systemFont: .helveticaNeue, textStyleSizeCategory: .medium)
    let headline = FontDescriptor.textStyle("UICTFontTextStyleHeadline")
    let button = TextMetrics.buttonSize(
      title: "OK", font: headline, contentInsets: .zero, titleInsets: .zero, imageSize: nil,
      rendering: legacy)
    #expect(button.height == 32)
    var large = legacy
    large.textStyleSizeCategory = .large
    let largeButton = TextMetrics.buttonSize(
      title: "OK", font: headline, contentInsets: .zero, titleInsets: .zero, imageSize: nil,
      rendering: large)
    #expect(largeButton.height == 33)
    // A size given with the style wins over the category; at Large body is the system font's.
    #expect(
      FontDescriptor(design: .textStyle("body"), pointSize: 20).resolved(for: medium).pointSize
        == 20)
    let current = TextMetrics.labelSize(
      text: "Notes", font: body, numberOfLines: 1, preferredMaxLayoutWidth: nil,
      rendering: .standard)
    #expect(current == LayoutSize(width: 45, height: 20.5))
    // The Medium column of Apple's Dynamic Type table, one step below Large for every style
    // but caption 2 (11 at both).
    #expect(
      TextStyle.allCases.map { $0.pointSize(at: .medium) } == [
        33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11,
      ])
  }

  @Test func pixelRounding() {
    // 20.287 → 20.5 at @2x, 20.333 at @3x, 21 in whole points; a hair over a pixel is forgiven.
    let lineHeight = 17.0 * 2444 / 2048
    #expect(TextRendering(displayScale: 2).ceilToPixel(lineHeight) == 20.5)
    #expect(TextRendering(displayScale: 3).ceilToPixel(lineHeight) == 61.0 / 3)
    #expect(TextRendering(displayScale: 1).ceilToPixel(lineHeight) == 21)
    #expect(TextRendering(displayScale: 2).ceilToPixel(20.5 + 1e-12) == 20.5)
    #expect(TextRendering(displayScale: 2).ceilToPixel(-3) == 0)
    #expect(TextRendering(displayScale: .nan).ceilToPixel(2.5) == 3)
  }
}
