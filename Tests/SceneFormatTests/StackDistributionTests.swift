import AdaptiveLayout
import Testing

// The five distributions with enough, too little and too much space along the axis. The stack
// of `threeViewStack`: a 100x30, b 60x20, c 40x10, spacing 10, so the natural length is
// 100 + 60 + 40 + 2 × 10 = 220. "Enough" leaves the stack's width to its arranged views; "too
// little" and "too much" set `s.width`. Frames are in the stack (x, y, width, height); across
// the axis the default `fill` alignment makes every view as tall as the first, whose resistance
// (750) beats the others' hugging (250): 30.
@Suite struct StackDistributionTests {
  // MARK: fill

  @Test func fillWithEnoughSpaceKeepsIntrinsicWidths() throws {
    let engine = try stackLayout(threeViewStack("distribution fill"))
    // a 0…100, 10, b 110…170, 10, c 180…220; the stack 220 wide, 30 high, at (10, 20).
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 30), "a": (0, 0, 100, 30), "b": (110, 0, 60, 30),
        "c": (180, 0, 40, 30),
      ])
  }

  @Test func fillWithTooLittleSpaceShrinksTheLastArrangedViewOnATie() throws {
    let engine = try stackLayout(threeViewStack("distribution fill", extra: "s.width = 190"))
    // 190 − 220 = −30: all resist at 750; the tie goes by arranged order, the last first:
    // c 40 − 30 = 10 at 180.
    expectFrames(
      engine,
      [
        "s": (10, 20, 190, 30), "a": (0, 0, 100, 30), "b": (110, 0, 60, 30),
        "c": (180, 0, 10, 30),
      ])
  }

  @Test func fillWithTooLittleSpaceShrinksTheLowestCompressionResistanceFirst() throws {
    let engine = try stackLayout(
      threeViewStack("distribution fill", b: "resistance 700 750", extra: "s.width = 190"))
    // b resists at 700 < 750: it gives the 30, 60 − 30 = 30; c follows at 110 + 30 + 10 = 150.
    expectFrames(
      engine,
      [
        "a": (0, 0, 100, 30), "b": (110, 0, 30, 30), "c": (150, 0, 40, 30),
      ])
  }

  @Test func fillWithTooMuchSpaceStretchesTheLastArrangedViewOnATie() throws {
    let engine = try stackLayout(threeViewStack("distribution fill", extra: "s.width = 300"))
    // 300 − 220 = 80 more: all hug at 250; the last arranged view takes it: c 40 + 80 = 120.
    expectFrames(
      engine,
      [
        "s": (10, 20, 300, 30), "a": (0, 0, 100, 30), "b": (110, 0, 60, 30),
        "c": (180, 0, 120, 30),
      ])
  }

  @Test func fillWithTooMuchSpaceStretchesTheLowestHuggingFirst() throws {
    let engine = try stackLayout(
      threeViewStack("distribution fill", a: "hugging 200 250", extra: "s.width = 300"))
    // a hugs at 200 < 250: a 100 + 80 = 180; b at 190, c at 260.
    expectFrames(
      engine,
      [
        "a": (0, 0, 180, 30), "b": (190, 0, 60, 30), "c": (260, 0, 40, 30),
      ])
  }

  // MARK: fillEqually

  @Test func fillEquallyWithEnoughSpaceTakesTheWidestIntrinsicWidth() throws {
    let engine = try stackLayout(threeViewStack("distribution fillEqually"))
    // Equal widths w: a resists below 100 at 750, b and c hug above 60 and 40 at 250, so
    // w = 100; the stack 3 × 100 + 20 = 320.
    expectFrames(
      engine,
      [
        "s": (10, 20, 320, 30), "a": (0, 0, 100, 30), "b": (110, 0, 100, 30),
        "c": (220, 0, 100, 30),
      ])
  }

  @Test func fillEquallyWithTooLittleSpaceShrinksAllAlike() throws {
    let engine = try stackLayout(
      threeViewStack("distribution fillEqually", extra: "s.width = 170"))
    // 3w + 20 = 170: w = 50.
    expectFrames(
      engine, ["a": (0, 0, 50, 30), "b": (60, 0, 50, 30), "c": (120, 0, 50, 30)])
  }

  @Test func fillEquallyWithTooMuchSpaceStretchesAllAlike() throws {
    let engine = try stackLayout(
      threeViewStack("distribution fillEqually", extra: "s.width = 350"))
    // 3w + 20 = 350: w = 110.
    expectFrames(
      engine, ["a": (0, 0, 110, 30), "b": (120, 0, 110, 30), "c": (240, 0, 110, 30)])
  }

  // MARK: fillProportionally

  @Test func fillProportionallyWithEnoughSpaceKeepsIntrinsicWidths() throws {
    let engine = try stackLayout(threeViewStack("distribution fillProportionally"))
    // Shares of the stack S: a 100/220 @999, b 60/220 @998, c 40/220 @997; with the chain,
    // c = S − 20 − 160S/220 = 60S/220 − 20, equal to 40S/220 only at S = 220.
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 30), "a": (0, 0, 100, 30), "b": (110, 0, 60, 30),
        "c": (180, 0, 40, 30),
      ])
  }

  @Test func fillProportionallyWithTooLittleSpaceLetsTheLastShareGive() throws {
    let engine = try stackLayout(
      threeViewStack("distribution fillProportionally", extra: "s.width = 165"))
    // a = 165 × 100/220 = 75 @999, b = 165 × 60/220 = 45 @998; c takes the rest,
    // 165 − 20 − 120 = 25, not its share 30 (@997, the lowest).
    expectFrames(
      engine, ["a": (0, 0, 75, 30), "b": (85, 0, 45, 30), "c": (140, 0, 25, 30)])
  }

  @Test func fillProportionallyWithTooMuchSpaceLetsTheLastShareGive() throws {
    let engine = try stackLayout(
      threeViewStack("distribution fillProportionally", extra: "s.width = 330"))
    // a = 330 × 100/220 = 150, b = 330 × 60/220 = 90, c = 330 − 20 − 240 = 70 (share 60).
    expectFrames(
      engine, ["a": (0, 0, 150, 30), "b": (160, 0, 90, 30), "c": (260, 0, 70, 30)])
  }

  // MARK: equalSpacing

  @Test func equalSpacingWithEnoughSpaceUsesTheMinimumSpacing() throws {
    let engine = try stackLayout(threeViewStack("distribution equalSpacing"))
    // Views at their intrinsic widths; the stack as small as it can be (canvas-fit @49), so
    // both gaps are the minimum 10: 220 wide.
    expectFrames(
      engine,
      [
        "s": (10, 20, 220, 30), "a": (0, 0, 100, 30), "b": (110, 0, 60, 30),
        "c": (180, 0, 40, 30),
      ])
  }

  @Test func equalSpacingWithTooLittleSpaceShrinksTheLastArrangedView() throws {
    let engine = try stackLayout(
      threeViewStack("distribution equalSpacing", extra: "s.width = 190"))
    // Gaps at least 10 (required): the views lose 30 by resistance, the last first: c = 10.
    expectFrames(
      engine, ["a": (0, 0, 100, 30), "b": (110, 0, 60, 30), "c": (180, 0, 10, 30)])
  }

  @Test func equalSpacingWithTooMuchSpaceSpreadsTheGaps() throws {
    let engine = try stackLayout(
      threeViewStack("distribution equalSpacing", extra: "s.width = 300"))
    // Views at intrinsic widths (hugging 250 > canvas-fit 49): 2g = 300 − 200, g = 50.
    expectFrames(
      engine, ["a": (0, 0, 100, 30), "b": (150, 0, 60, 30), "c": (260, 0, 40, 30)])
  }

  // MARK: equalCentering

  @Test func equalCenteringWithEnoughSpaceSpacesTheCentres() throws {
    let engine = try stackLayout(threeViewStack("distribution equalCentering"))
    // Views at intrinsic widths; b at x, c at x' with x ≥ 110, x' ≥ x + 70 (spacing 10).
    // Equal centre gaps (@149): (x + 30) − 50 = (x' + 20) − (x + 30), so x' = 2x − 10; the
    // smallest stack (@49) takes x = 110, x' = 210: centres 50, 140, 230, the stack 250.
    expectFrames(
      engine,
      [
        "s": (10, 20, 250, 30), "a": (0, 0, 100, 30), "b": (110, 0, 60, 30),
        "c": (210, 0, 40, 30),
      ])
  }

  @Test func equalCenteringWithTooLittleSpaceKeepsTheSpacingAndShrinksTheLast() throws {
    let engine = try stackLayout(
      threeViewStack("distribution equalCentering", extra: "s.width = 200"))
    // 200 < 220: the centring (@149) gives first, then the views by resistance (750), the
    // last first: c = 200 − 180 = 20, with both spacings at their minimum 10.
    expectFrames(
      engine, ["a": (0, 0, 100, 30), "b": (110, 0, 60, 30), "c": (180, 0, 20, 30)])
  }

  @Test func equalCenteringGivesWayToTheMinimumSpacing() throws {
    let engine = try stackLayout(
      threeViewStack("distribution equalCentering", extra: "s.width = 240"))
    // Centres a 50 and c 240 − 20 = 220 would put b's at 135, b at 105: 5 after a, under the
    // required 10. The spacings hold (b.start >= 110, b.end <= 190) and the centring (@149)
    // comes as close as it can: b at 110 (centre 140), c at 200.
    expectFrames(
      engine, ["a": (0, 0, 100, 30), "b": (110, 0, 60, 30), "c": (200, 0, 40, 30)])
  }

  @Test func equalCenteringWithTooMuchSpaceCentresEvenly() throws {
    let engine = try stackLayout(
      threeViewStack("distribution equalCentering", extra: "s.width = 400"))
    // c at 400 − 40 = 360; x' = 2x − 10 gives b at x = 185: centres 50, 215, 380 (165 apart).
    expectFrames(
      engine, ["a": (0, 0, 100, 30), "b": (185, 0, 60, 30), "c": (360, 0, 40, 30)])
  }

  // MARK: Ties

  @Test func stretchingTiesAreNotAmbiguous() throws {
    // Two equal-priority candidates, as in the classic label pair of a form row: the engine
    // reports no ambiguity, the last arranged view stretches (300 − 10 − 100 = 190).
    let engine = try stackLayout(
      """
      view s: stackView {
        spacing 10
        view name: label { intrinsic 50x21 }
        view value: label { intrinsic 50x21 }
      }
      s.leading = superview.leading
      s.top = superview.top
      s.width = 300
      """)
    expectFrames(engine, ["name": (0, 0, 50, 21), "value": (60, 0, 240, 21)])
  }
}
