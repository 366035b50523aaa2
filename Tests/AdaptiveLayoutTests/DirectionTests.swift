import AdaptiveLayout
import Testing

/// Right-to-left layout: leading is the right edge, offsets along leading/trailing flip sign.
@Suite struct DirectionTests {
  let row = [
    "a.leading = superview.leading + 20", "a.width = 100", "b.leading = a.trailing + 8",
    "b.width = 50", "a.top = superview.top", "a.height = 10", "b.top = a.top", "b.height = 10",
  ]

  @Test func leftToRightRow() throws {
    let e = try engine([view("a"), view("b")], row)
    // a.x = 20; b.x = 20 + 100 + 8 = 128
    #expect(e.frame(ofView: "a") == rect(20, 0, 100, 10))
    #expect(e.frame(ofView: "b") == rect(128, 0, 50, 10))
  }

  @Test func rightToLeftRow() throws {
    let e = try engine([view("a"), view("b")], row, in: environment(375, 667, rtl: true))
    // a.right = 375 − 20 = 355 → x = 255; b.right = a.left − 8 = 247 → x = 197.
    #expect(e.frame(ofView: "a") == rect(255, 0, 100, 10))
    #expect(e.frame(ofView: "b") == rect(197, 0, 50, 10))
  }

  @Test func leftAndRightDoNotFlip() throws {
    let e = try engine(
      [view("a")],
      ["a.left = superview.left + 20", "a.width = 100", "a.top = superview.top", "a.height = 1"],
      in: environment(375, 667, rtl: true))
    #expect(e.frame(ofView: "a") == rect(20, 0, 100, 1))
  }

  @Test func proportionalLeadingMirrors() throws {
    let e = try engine(
      [view("box")],
      [
        "box.leading = superview.trailing * 0.25", "box.width = 50", "box.top = superview.top",
        "box.height = 1",
      ], in: environment(375, 667, rtl: true))
    // Measured from the right edge: box.right = 375 − 0.25 × 375 = 281.25 → x = 231.25.
    #expect(e.frame(ofView: "box") == rect(231.25, 0, 50, 1))
  }

  @Test func leadingMarginIsTheRightMarginInRightToLeft() throws {
    let card = view("card", margins: EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
    let e = try engine(
      [card, view("box", in: "card")],
      [
        "card.left = superview.left", "card.top = superview.top", "card.width = 200",
        "card.height = 100", "box.leading = superview.leadingMargin", "box.width = 20",
        "box.top = superview.top", "box.height = 1",
      ], in: environment(375, 667, rtl: true))
    // Leading margin = right margin: 200 − 30 = 170 is box's right edge → x = 150.
    #expect(e.frame(ofView: "box") == rect(150, 0, 20, 1))
  }

  @Test func switchingDirectionEqualsAFreshBuild() throws {
    let e = try engine([view("a"), view("b")], row)
    e.setRightToLeft(true)
    let fresh = try engine([view("a"), view("b")], row, in: environment(375, 667, rtl: true))
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
    #expect(e.frame(ofView: "b") == rect(197, 0, 50, 10))
  }
}
