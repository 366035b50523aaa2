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

  /// A nested card whose child mixes directional and absolute edges: every horizontal position
  /// constraint changes form with the direction, in both switches.
  let nested = [
    "card.leading = superview.leading + 30", "card.width = 200", "card.top = superview.top",
    "card.height = 100", "a.leading = card.leading + 10", "a.width = 40", "a.top = card.top",
    "a.height = 10", "b.left = card.left + 5", "b.right = card.centerX", "b.top = a.bottom",
    "b.height = 10",
  ]
  var nestedViews: [ViewDescription] {
    [view("card"), view("a", in: "card"), view("b", in: "card")]
  }

  @Test func aNestedLayoutMirrorsRightToLeft() throws {
    let e = try engine(nestedViews, nested, in: environment(375, 667, rtl: true))
    // card.right = 375 − 30 = 345 → x = 145. In the card: a.right = 200 − 10 = 190 → x = 150;
    // b.left = 5, b.right = centre 100 → width 95 (left and right do not flip).
    #expect(e.frame(ofView: "card") == rect(145, 0, 200, 100))
    #expect(e.frame(ofView: "a") == rect(150, 0, 40, 10))
    #expect(e.frame(ofView: "b") == rect(5, 10, 95, 10))
  }

  @Test func switchingDirectionBothWaysEqualsFreshBuilds() throws {
    let e = try engine(nestedViews, nested)
    // Left to right: card.x = 30; a.x = 10 in the card; b from 5 to 100.
    #expect(e.frame(ofView: "a") == rect(10, 0, 40, 10))
    e.setRightToLeft(true)
    let rtl = try engine(nestedViews, nested, in: environment(375, 667, rtl: true))
    #expect(framesMatch(e.viewFrames, rtl.viewFrames))
    e.setRightToLeft(false)
    let ltr = try engine(nestedViews, nested)
    #expect(framesMatch(e.viewFrames, ltr.viewFrames))
    #expect(e.frame(ofView: "card") == rect(30, 0, 200, 100))
    #expect(e.ambiguities().isEmpty)
  }

  /// A view's position is measured from its superview's leading edge in both directions, so a
  /// child pinned to the leading edge of a box whose width nothing fixes is not itself
  /// ambiguous, right to left as left to right: the box's width is.
  @Test func ambiguityIsAskedFromTheLeadingEdge() throws {
    let lines = [
      "box.leading = superview.leading + 10", "box.top = superview.top", "box.height = 50",
      "child.leading = box.leading + 5", "child.width = 30", "child.top = box.top",
      "child.height = 10",
    ]
    let views = [view("box"), view("child", in: "box")]
    let expected = [
      AxisAmbiguity(view: "box", axis: .horizontal, positionIsFree: false, sizeIsFree: true)
    ]
    for rtl in [false, true] {
      let e = try engine(views, lines, in: environment(375, 667, rtl: rtl))
      #expect(e.ambiguities() == expected)
    }
  }

  /// A squeezed row (60-point labels, resistance 750, in 100 points) is ambiguous; right to
  /// left, the two frames shown for a view satisfy its row as the left-to-right ones do.
  @Test func aSqueezedRowRightToLeftShowsTwoValidFrames() throws {
    let label = { (name: String) in view(name, intrinsic: (60, 20)) }
    let e = try engine(
      [label("a"), label("b")],
      [
        "a.leading = superview.leading", "b.leading = a.trailing",
        "b.trailing = superview.leading + 100",
        "a.top = superview.top", "b.top = superview.top",
      ], in: environment(375, 667, rtl: true))
    let found = e.ambiguities(withAlternativeFrames: true)
    #expect(found.map(\.item) == ["a", "b"])
    for ambiguity in found {
      #expect(ambiguity.alternativeFrames.count == 2)
      // Every frame of the row keeps the two widths summing to 100 (each resists at 750, so
      // neither can hold 60: the 20 points of compression are split somehow); a's right edge
      // stays on the root's right edge, 375; b's left edge on 375 − 100 = 275.
      for frame in ambiguity.alternativeFrames {
        if ambiguity.item == "a" { #expect(abs(frame.x + frame.width - 375) < 1e-9) }
        if ambiguity.item == "b" { #expect(abs(frame.x - 275) < 1e-9) }
        #expect(frame.width <= 60 + 1e-9)
      }
    }
  }

  /// Right to left a left edge is `root.width − x − width`, computed in doubles: three equal
  /// widths of 319 / 3 points leave the last view's left edge at 375 − 248.67 − 106.33, which
  /// is 20 within round-off and is reported as exactly 20.
  @Test func aLeftEdgeWithinRoundOffOfAWholePointIsThatPoint() throws {
    let e = try engine(
      [view("a"), view("b"), view("c")],
      [
        "a.leading = superview.leading + 20", "b.leading = a.trailing + 8",
        "c.leading = b.trailing + 8", "c.trailing = superview.trailing - 20",
        "b.width = a.width", "c.width = a.width", "a.top = superview.top", "b.top = a.top",
        "c.top = a.top", "a.height = 30", "b.height = 30", "c.height = 30",
      ], in: environment(375, 667, rtl: true))
    // Widths (375 − 20 − 8 − 8 − 20) / 3 = 319 / 3; a's right edge at 375 − 20 = 355; c, the
    // last in reading order, ends 20 from the left.
    let c = try #require(e.frame(ofView: "c"))
    #expect(c.x == 20)
    #expect(abs(c.width - 319.0 / 3) < 1e-9)
    #expect(abs(try #require(e.frame(ofView: "a")).x - (355 - 319.0 / 3)) < 1e-9)
  }
}
