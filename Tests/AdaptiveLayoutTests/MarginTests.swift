import AdaptiveLayout
import Testing

/// Layout margins, the safe area and the legacy layout guides.
@Suite struct MarginTests {
  let card = [
    "card.left = superview.left + 20", "card.top = superview.top + 30", "card.width = 200",
    "card.height = 100",
  ]

  @Test func defaultMarginsAreEightPerSide() throws {
    let e = try engine(
      [view("card"), view("box", in: "card")],
      card + [
        "box.leading = superview.leadingMargin", "box.trailing = superview.trailingMargin",
        "box.top = superview.topMargin", "box.bottom = superview.bottomMargin",
      ])
    // In card coordinates: 8 … 200 − 8 = 192 wide 184; 8 … 100 − 8 = 92 high 84.
    #expect(e.frame(ofView: "box") == rect(8, 8, 184, 84))
  }

  @Test func customMarginsAndCentersWithinMargins() throws {
    let cardView = view("card", margins: EdgeInsets(top: 10, left: 10, bottom: 30, right: 30))
    let e = try engine(
      [cardView, view("box", in: "card")],
      card + [
        "box.centerX = superview.centerXWithinMargins",
        "box.centerY = superview.centerYWithinMargins", "box.width = 20", "box.height = 20",
      ])
    // Horizontal margins 10 … 200 − 30 = 170: centre 90, x = 80.
    // Vertical margins 10 … 100 − 30 = 70: centre 40, y = 30.
    #expect(e.frame(ofView: "box") == rect(80, 30, 20, 20))
  }

  @Test func leftRightTopBottomMargins() throws {
    let cardView = view("card", margins: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let e = try engine(
      [cardView, view("box", in: "card")],
      card + [
        "box.left = superview.leftMargin", "box.right = superview.rightMargin",
        "box.top = superview.topMargin", "box.bottom = superview.bottomMargin",
      ])
    // x 2 … 200 − 4 = 196 (width 194); y 1 … 100 − 3 = 97 (height 96).
    #expect(e.frame(ofView: "box") == rect(2, 1, 194, 96))
  }

  @Test func rootMarginsAreTheSystemMinimum() throws {
    let e = try engine(
      [view("box")],
      [
        "box.leading = superview.leadingMargin", "box.trailing = superview.trailingMargin",
        "box.top = superview.topMargin", "box.bottom = superview.bottomMargin",
      ], in: environment(375, 667, margin: 20))
    // Leading/trailing 20 from each side; top and bottom margins 0.
    #expect(e.frame(ofView: "box") == rect(20, 0, 335, 667))
  }

  @Test func rootMarginsAreInsetFromTheSafeArea() throws {
    let insets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let e = try engine(
      [view("box")],
      [
        "box.leading = superview.leadingMargin", "box.trailing = superview.trailingMargin",
        "box.top = superview.topMargin", "box.bottom = superview.bottomMargin",
      ], in: environment(393, 852, safeArea: insets))
    // x 16 … 393 − 16 = 377 (width 361); y 59 … 852 − 34 = 818 (height 759).
    #expect(e.frame(ofView: "box") == rect(16, 59, 361, 759))
  }

  @Test func landscapeSafeAreaInsetsTheRootMarginsSideways() throws {
    let insets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    let e = try engine(
      [view("box")],
      [
        "box.leading = superview.leadingMargin", "box.trailing = superview.trailingMargin",
        "box.top = superview.top", "box.height = 10",
      ], in: environment(852, 393, safeArea: insets))
    // x = 59 + 16 = 75; right = 852 − 59 − 16 = 777; width 702.
    #expect(e.frame(ofView: "box") == rect(75, 0, 702, 10))
  }

  @Test func safeAreaGuideAndLegacyLayoutGuides() throws {
    let insets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    let e = try engine(
      [view("a"), view("b")],
      [
        "a.top = topLayoutGuide.bottom", "a.left = safeArea.left", "a.width = 10",
        "a.height = 10", "b.bottom = bottomLayoutGuide.top", "b.right = safeArea.right",
        "b.width = 10", "b.height = 10",
      ], in: environment(375, 812, safeArea: insets))
    // a.y = 20; b.bottom = 812 − 34 = 778 → y = 768; b.x = 375 − 10 = 365.
    #expect(e.frame(ofView: "a") == rect(0, 20, 10, 10))
    #expect(e.frame(ofView: "b") == rect(365, 768, 10, 10))
    // safeArea = root inset: (0, 20, 375, 812 − 20 − 34 = 758).
    #expect(e.frame(ofGuide: "safeArea") == rect(0, 20, 375, 758))
    #expect(e.frame(ofGuide: "topLayoutGuide") == rect(0, 0, 375, 20))
    #expect(e.frame(ofGuide: "bottomLayoutGuide") == rect(0, 778, 375, 34))
  }
}
