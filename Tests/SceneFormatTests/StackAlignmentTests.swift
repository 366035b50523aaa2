import AdaptiveLayout
import Testing

// Alignments, baselines, right-to-left, margins, hidden views, nesting and the empty stack.
// Unless a test says otherwise the stack is `threeViewStack` with the `fill` distribution and
// its width left free: a at 0 (100 wide), b at 110 (60), c at 180 (40), the stack 220 wide.
@Suite struct StackAlignmentTests {
  // MARK: Alignments of a horizontal stack

  @Test func alignmentFillMakesEveryViewAsTallAsTheStack() throws {
    let engine = try stackLayout(threeViewStack("alignment fill"))
    // Equal tops and bottoms; a's resistance (750) beats the others' hugging (250): 30.
    expectFrames(
      engine, ["s": (10, 20, 220, 30), "b": (110, 0, 60, 30), "c": (180, 0, 40, 30)])
  }

  @Test func alignmentTopHugsTheTallestView() throws {
    let engine = try stackLayout(threeViewStack("alignment top"))
    // Tops on the stack's top; each view its own height; the spanner, as small as it can be
    // (@51) around 30, 20 and 10, makes the stack 30 high.
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 30), "a": (0, 0, 100, 30), "b": (110, 0, 60, 20),
        "c": (180, 0, 40, 10),
      ])
  }

  @Test func alignmentCenterCentresAcrossTheAxis() throws {
    let engine = try stackLayout(threeViewStack("alignment center"))
    // Centres at 15 (the stack 30 high): b at 15 − 10 = 5, c at 15 − 5 = 10.
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 30), "a": (0, 0, 100, 30), "b": (110, 5, 60, 20),
        "c": (180, 10, 40, 10),
      ])
  }

  @Test func alignmentBottomAlignsBottoms() throws {
    let engine = try stackLayout(threeViewStack("alignment bottom"))
    // Bottoms at 30: b at 10, c at 20.
    expectFrames(
      engine, ["a": (0, 0, 100, 30), "b": (110, 10, 60, 20), "c": (180, 20, 40, 10)])
  }

  @Test func alignmentCenterInATallerStackKeepsTheViewsSizes() throws {
    let engine = try stackLayout(threeViewStack("alignment center", extra: "s.height = 50"))
    // Centres at 25: a at 10, b at 15, c at 20; the spanner is stretched (its fit @51 broken).
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 50), "a": (0, 10, 100, 30), "b": (110, 15, 60, 20),
        "c": (180, 20, 40, 10),
      ])
  }

  @Test func firstBaselineRowHangsFromItsFirstViewsTop() throws {
    let engine = try stackLayout(
      threeViewStack(
        "alignment firstBaseline", a: "baseline 20", b: "intrinsic 60x40; baseline 30",
        c: "baseline 8"))
    // First baselines equal: a.top + 20 = b.top + 30 = c.top + 8. With a.top = t: b.top =
    // t − 10, c.top = t + 12. The stack's top is tied to the first view, `s.top <= a.top`
    // (UIKit's `stack.top <= label.top`), its bottom to the spanner, whose bottom is the lowest
    // bottom: a's t + 30 = b's t − 10 + 40 (c ends at t + 22). The fit (@49) makes the stack as
    // short as `s.top <= a.top` allows: s.top = t, 30 high; b sticks out 10 above it, as
    // Xcode records a text field beside a label in a first-baseline row (y = −5).
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 30), "a": (0, 0, 100, 30), "b": (110, -10, 60, 40),
        "c": (180, 12, 40, 10),
      ])
  }

  @Test func lastBaselineAlignmentAlignsLastBaselines() throws {
    let engine = try stackLayout(
      threeViewStack(
        "alignment lastBaseline", a: "baseline 20", b: "intrinsic 60x40; baseline 30",
        c: "baseline 8 5"))
    // Last baselines: a's 30 − 20 = 10 above its bottom, b's 40 − 30 = 10, c's 5 (given).
    // a.bottom − 10 = b.bottom − 10 = c.bottom − 5 = L: a and b end at L + 10, c at L + 5.
    // The union starts at b's top, L + 10 − 40: b at 0, a at 10, c at 40 − 5 − 10 = 25.
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 40), "a": (0, 10, 100, 30), "b": (110, 0, 60, 40),
        "c": (180, 25, 40, 10),
      ])
  }

  @Test func firstBaselineRowInATallerStackSitsOnItsBottomUnambiguously() throws {
    // A 60-high stack around a first-baseline row 40 high. Only the stack's bottom is tied to the
    // spanner by an equality (its top is `<= a.top`, as UIKit's `stack.top <= label.top`), so the
    // spanner's fit (@51) pulls the row down onto the bottom instead of leaving it free (which
    // was reported ambiguous). With b.top = t: a.top = t + 10 (ends t + 40), c.top = t + 22
    // (ends t + 32); the lowest bottom t + 40 = 60, so t = 20: b at 20, a at 30, c at 42.
    let engine = try stackLayout(
      threeViewStack(
        "alignment firstBaseline", a: "baseline 20", b: "intrinsic 60x40; baseline 30",
        c: "baseline 8", extra: "s.height = 60"))
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 60), "a": (0, 30, 100, 30), "b": (110, 20, 60, 40),
        "c": (180, 42, 40, 10),
      ])
  }

  @Test func lastBaselineRowInATallerStackSitsOnItsTopUnambiguously() throws {
    // Mirror image: the top is the equality, the bottom `>=`. Last baselines at L: a ends at
    // L + 10 (top L − 20), b at L + 10 (top L − 30), c at L + 5 (top L − 5); the spanner's fit
    // pulls the highest top, b's, onto the stack's top: L = 30, a at 10, b at 0, c at 25.
    let engine = try stackLayout(
      threeViewStack(
        "alignment lastBaseline", a: "baseline 20", b: "intrinsic 60x40; baseline 30",
        c: "baseline 8 5", extra: "s.height = 60"))
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 60), "a": (0, 10, 100, 30), "b": (110, 0, 60, 40),
        "c": (180, 25, 40, 10),
      ])
  }

  @Test func aViewWithoutIntrinsicHeightCollapsesUnlessAligned() throws {
    // `UISV-ambiguity-suppression` (@25): a view with no height of its own is 0 high across a
    // stack that does not fill, instead of ambiguous.
    let engine = try stackLayout(threeViewStack("alignment center", b: "intrinsic 60x-"))
    expectFrames(engine, ["s": (10, 20, 220, 30), "b": (110, 15, 60, 0)])
  }

  // MARK: Vertical stacks, right to left

  @Test func verticalStackLeadingAndTrailingFlipUnderRightToLeft() throws {
    let text = threeViewStack("axis vertical; alignment leading")
    // Column: a 0…30, b 40…60, c 70…80; the stack 100 wide (a, the widest), 80 high.
    expectFrames(
      try stackLayout(text),
      [
        "s": (10, 20, 100, 80), "a": (0, 0, 100, 30), "b": (0, 40, 60, 20),
        "c": (0, 70, 40, 10),
      ])
    // Right to left: the stack's leading is its right edge, 375 − 10 = 365, so it starts at
    // 265; leading-aligned views hug the right: b at 100 − 60 = 40, c at 60.
    expectFrames(
      try stackLayout(text, rtl: true),
      [
        "s": (265, 20, 100, 80), "a": (0, 0, 100, 30), "b": (40, 40, 60, 20),
        "c": (60, 70, 40, 10),
      ])
    // Trailing alignment right to left hugs the left.
    expectFrames(
      try stackLayout(threeViewStack("axis vertical; alignment trailing"), rtl: true),
      ["b": (0, 40, 60, 20), "c": (0, 70, 40, 10)])
  }

  @Test func horizontalStackRunsRightToLeft() throws {
    let engine = try stackLayout(threeViewStack("distribution fill"), rtl: true)
    // The stack 220 wide ends at 365: x = 145. a is the leading view, at the right:
    // 220 − 100 = 120; b at 120 − 10 − 60 = 50; c at 0.
    expectFrames(
      engine,
      [
        "s": (145, 20, 220, 30), "a": (120, 0, 100, 30), "b": (50, 0, 60, 30),
        "c": (0, 0, 40, 30),
      ])
  }

  // MARK: Baseline-relative and margins-relative arrangement

  @Test func baselineRelativeSpacingRunsFromBaselineToBaseline() throws {
    let engine = try stackLayout(
      """
      view s: stackView {
        axis vertical
        spacing 30
        baselineRelative
        view l1: label { intrinsic 80x21; baseline 17 }
        view l2: label { intrinsic 80x21; baseline 17 }
      }
      s.leading = superview.leading
      s.top = superview.top
      """)
    // l1's last baseline 17 below its top (21 − 4); l2's first 17 below its top:
    // l2.top + 17 = 17 + 30, l2 at 30; the stack 30 + 21 = 51 high.
    expectFrames(engine, ["s": (0, 0, 80, 51), "l1": (0, 0, 80, 21), "l2": (0, 30, 80, 21)])
  }

  @Test func baselineRelativeSpacingRunsAcrossAHiddenView() throws {
    let engine = try stackLayout(
      """
      view s: stackView {
        axis vertical
        spacing 30
        baselineRelative
        view l1: label { intrinsic 80x21; baseline 17 }
        view h: label { intrinsic 80x40; baseline 30; hidden }
        view l2: label { intrinsic 80x21; baseline 17 }
      }
      s.leading = superview.leading
      s.top = superview.top
      """)
    // Half the spacing each side of h, measured from the visible views' baselines: h.top =
    // l1's last baseline 17 + 15 = 32 (0 high); l2's first baseline = 32 + 15 = 47, l2 at
    // 47 − 17 = 30 — as if h were not there; the stack 30 + 21 = 51 high.
    expectFrames(
      engine,
      ["s": (0, 0, 80, 51), "l1": (0, 0, 80, 21), "h": (0, 32, 80, 0), "l2": (0, 30, 80, 21)])
  }

  @Test func marginsRelativeArrangementInsetsTheViews() throws {
    let engine = try stackLayout(threeViewStack("marginsRelative true"))
    // The default margins, 8 a side: a at 8, b at 118, c at 188; the stack 220 + 16 wide and
    // 30 + 16 high.
    expectFrames(
      engine,
      [
        "s": (10, 20, 236, 46), "a": (8, 8, 100, 30), "b": (118, 8, 60, 30),
        "c": (188, 8, 40, 30),
      ])
  }

  @Test func marginsRelativeSpacingDistributionFitsInsideTheMargins() throws {
    let engine = try stackLayout(
      threeViewStack(
        "distribution equalSpacing; alignment center; marginsRelative; margins 4",
        extra: "s.width = 308"))
    // Inside the margins 308 − 8 = 300 long: gaps (300 − 200) / 2 = 50 — a at 4, b at 154,
    // c at 264; the stack hugs the tallest view plus the margins, 38; centres at 19.
    expectFrames(
      engine,
      [
        "s": (10, 20, 308, 38), "a": (4, 4, 100, 30), "b": (154, 9, 60, 20),
        "c": (264, 14, 40, 10),
      ])
  }

  // MARK: Hidden views

  @Test func aHiddenMiddleViewCollapsesWithItsSpacing() throws {
    let engine = try stackLayout(threeViewStack("distribution fill", b: "hidden"))
    // b 0 wide (`UISV-hiding`), half a spacing after a (100 + 10/2 = 105); the other half
    // after it: one spacing left, c at 105 + 5 = 110, the stack 150.
    expectFrames(
      engine, ["s": (10, 20, 150, 30), "b": (105, 0, 0, 30), "c": (110, 0, 40, 30)])
  }

  @Test func aHiddenFirstOrLastViewTakesItsSpacingToo() throws {
    expectFrames(
      try stackLayout(threeViewStack("distribution fill", a: "hidden")),
      // a 0 wide at 0, b flush at 0, c at 70: the stack 110.
      ["s": (10, 20, 110, 30), "a": (0, 0, 0, 30), "b": (0, 0, 60, 30), "c": (70, 0, 40, 30)])
    expectFrames(
      try stackLayout(threeViewStack("distribution fill", c: "hidden")),
      // c 0 wide, flush after b at 170: the stack 170.
      ["s": (10, 20, 170, 30), "c": (170, 0, 0, 30)])
  }

  @Test func adjacentHiddenViewsShareNoSpacing() throws {
    expectFrames(
      try stackLayout(threeViewStack("distribution fill", b: "hidden", c: "hidden")),
      // a is the last visible view: 0 after it (b at 100), 10 − 5 − 5 = 0 between the two
      // hidden views (c at 100): the stack 100, a alone.
      ["s": (10, 20, 100, 30), "b": (100, 0, 0, 30), "c": (100, 0, 0, 30)])
    expectFrames(
      try stackLayout(threeViewStack("distribution fill", a: "hidden", b: "hidden")),
      // c is the first visible view: 0 before it, 0 between a and b: all at 0, the stack 40.
      ["s": (10, 20, 40, 30), "a": (0, 0, 0, 30), "b": (0, 0, 0, 30), "c": (0, 0, 40, 30)])
  }

  @Test func hiddenViewsLeaveFillEquallyAndEqualSpacingToTheOthers() throws {
    expectFrames(
      try stackLayout(
        threeViewStack("distribution fillEqually", b: "hidden", extra: "s.width = 170")),
      // Two visible views: 2w + 10 = 170, w = 80; b half a spacing after a, 80 + 5 = 85.
      ["a": (0, 0, 80, 30), "b": (85, 0, 0, 30), "c": (90, 0, 80, 30)])
    expectFrames(
      try stackLayout(
        threeViewStack("distribution equalSpacing", b: "hidden", extra: "s.width = 300")),
      // One gap between a and c: c at 300 − 40 = 260; b half a spacing after a, at 105 (the
      // spacing after it, >= 5, grows with the gap).
      ["a": (0, 0, 100, 30), "b": (105, 0, 0, 30), "c": (260, 0, 40, 30)])
  }

  @Test func aHiddenViewDoesNotWidenANonFillAlignment() throws {
    let engine = try stackLayout(
      threeViewStack("alignment center", a: "hidden", b: "intrinsic 60x20"))
    // Only visible views bound the spanner: b (20) is now the tallest, c centred at 5.
    expectFrames(engine, ["s": (10, 20, 110, 20), "b": (0, 0, 60, 20), "c": (70, 5, 40, 10)])
  }

  @Test func aRequiredWidthOnAHiddenViewConflictsWithUISVHiding() throws {
    let engine = try stackLayout(
      threeViewStack("distribution fill", b: "hidden", extra: "b.width = 60"))
    // As in UIKit's logs: the scene's constraint is broken, the stack's `UISV-hiding` on the
    // stack's line (1) is in the conflict.
    #expect(engine.conflicts.count == 1)
    let conflict = try #require(engine.conflicts.first)
    #expect(conflict.broken.description == "b.width = 60")
    let names = conflict.members.map(\.description)
    #expect(names.contains("'UISV-hiding' b.width = 0"))
    let hiding = conflict.members.first { $0.description == "'UISV-hiding' b.width = 0" }
    #expect(hiding?.location?.line == 1)
    #expect(engine.frame(ofView: "b")?.width == 0)
  }

  // MARK: Nesting and the empty stack

  @Test func nestedStacksSizeFromTheirArrangedViews() throws {
    let engine = try stackLayout(
      """
      view outer: stackView {
        axis vertical
        spacing 10
        view title: label { intrinsic 80x21 }
        view row: stackView {
          spacing 8
          view x: button { intrinsic 50x30 }
          view y: button { intrinsic 70x30 }
        }
      }
      outer.leading = superview.leading + 20
      outer.trailing = superview.trailing - 20
      outer.top = superview.top + 20
      """)
    // outer 375 − 40 = 335 wide; fill alignment: title and row 335 wide. In the row, 335 −
    // 50 − 8 − 70 = 207 more goes to y (last, equal hugging): 277 at 58. The row is 30 high
    // (its buttons), below the title: 21 + 10 = 31; outer 31 + 30 = 61 high.
    expectFrames(
      engine,
      [
        "outer": (20, 20, 335, 61), "title": (0, 0, 335, 21), "row": (0, 31, 335, 30),
        "x": (0, 0, 50, 30), "y": (58, 0, 277, 30),
      ])
  }

  @Test func anEmptyStackCollapses() throws {
    let engine = try stackLayout(
      """
      view s: stackView { axis vertical }
      s.leading = superview.leading + 10
      s.top = superview.top + 10
      """)
    // No arranged view: the stack's fits (@49) make it 0 by 0, unambiguous.
    expectFrames(engine, ["s": (10, 10, 0, 0)])
  }

  @Test func aStackWhoseViewsAreAllHiddenCollapsesAlongItsAxis() throws {
    let engine = try stackLayout(
      threeViewStack("alignment center", a: "hidden", b: "hidden", c: "hidden"))
    // Every view 0 wide with no spacing: the stack 0 wide. Across, the spanner bounds no
    // visible view and fits to 0 (@1), so the stack is 0 high; the hidden views keep their
    // heights, a on the stack's top (30), b and c centred on it: 15 − 10 = 5, 15 − 5 = 10.
    expectFrames(
      engine,
      ["s": (10, 20, 0, 0), "a": (0, 0, 0, 30), "b": (0, 5, 0, 20), "c": (0, 10, 0, 10)])
  }

  @Test func theStackHasNoIntrinsicSizeOfItsOwn() throws {
    // A stack view is laid out from its arranged views only: giving the stack an intrinsic
    // size is the scene's choice, not the stack's, and its absence leaves nothing ambiguous.
    let engine = try stackLayout(threeViewStack("distribution fill"))
    #expect(engine.view(named: "s")?.intrinsicContentSize == IntrinsicContentSize.none)
  }
}

@Suite struct StackBaselineForwardingTests {
  @Test func aNestedStacksBaselinesAreItsArrangedViews() throws {
    let text = """
      view row: stackView {
        alignment firstBaseline
        spacing 8
        view title: label { intrinsic 60x30; baseline 24 }
        view column: stackView {
          axis vertical
          spacing 4
          view top: label { intrinsic 80x21; baseline 17 }
          view bottom: label { intrinsic 80x21; baseline 17 }
        }
      }
      row.leading = superview.leading
      row.top = superview.top
      """
    let engine = try stackLayout(text)
    // The column's first baseline is its first arranged view's, 17 below the column's top; the
    // title's is 24 below its top: column.top + 17 = title.top + 24, so the column starts 7
    // below the title. The column: 21 + 4 + 21 = 46 high; the union from the title's top (0) to
    // the column's bottom (7 + 46 = 53) makes the row 53 high.
    expectFrames(
      engine,
      [
        "row": (0, 0, 148, 53), "title": (0, 0, 60, 30), "column": (68, 7, 80, 46),
        "top": (0, 0, 80, 21), "bottom": (0, 25, 80, 21),
      ])
  }

  @Test func hidingTheViewABaselineForwardsToMovesTheBaseline() throws {
    let text = """
      view row: stackView {
        alignment firstBaseline
        view title: label { intrinsic 60x30; baseline 24 }
        view column: stackView {
          axis vertical
          view top: label { intrinsic 80x10; baseline 8 }
          view bottom: label { intrinsic 80x21; baseline 17 }
        }
      }
      row.leading = superview.leading
      row.top = superview.top
      """
    let engine = try stackLayout(text)
    // First baselines: column.top + 8 = title.top + 24: the column 16 below the title.
    expectFrames(engine, ["title": (0, 0, 60, 30), "column": (60, 16, 80, 31)])
    // Hide `top`: the column's first visible view is `bottom`, collapsed `top` above it at the
    // column's top: column.top + 0 + 17 = title.top + 24, the column 7 below the title.
    try engine.setHidden(true, ofView: "top")
    expectFrames(engine, ["title": (0, 0, 60, 30), "column": (60, 7, 80, 21)])
  }
}
