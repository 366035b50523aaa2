import AdaptiveLayout
import Testing

/// `setConstants` computes each changed constraint's new solver constant without making the
/// constraint again (`solverConstant(for:)`): constants that go through margins, multipliers and
/// a right-to-left ancestor must come out as a fresh build's.
@Suite struct ConstantChangeFormTests {
  @Test func constantsThroughMarginsAndMultipliersMoveAsAFreshBuildPlacesThem() throws {
    let views = [
      view("card", margins: EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)),
      view("box", in: "card"),
    ]
    let written = [
      "card.leading = superview.leading + 10", "card.top = superview.top + 20",
      "card.width = 200", "card.height = 100",
      "box.leading = superview.leadingMargin + 2", "box.top = superview.centerY * 0.5 + 3",
      "box.width = 50", "box.height = 10",
    ]
    for rtl in [false, true] {
      let e = try engine(views, written, in: environment(375, 667, rtl: rtl))
      // Box's leading constant 2 → 12 and its top's 3 → 13.
      try e.setConstants([(constant: 12, id: ConstraintID(4)), (constant: 13, id: ConstraintID(5))])
      // In card: leading margin 6, + 12 = 18 from card's leading edge; top = 0.5 × (100 / 2)
      // + 13 = 38. Left to right x = 18; right to left the box's right edge is 18 from card's
      // right edge: x = 200 − 18 − 50 = 132.
      #expect(e.frame(ofView: "box") == rect(rtl ? 132 : 18, 38, 50, 10))
      var changed = written
      changed[4] = "box.leading = superview.leadingMargin + 12"
      changed[5] = "box.top = superview.centerY * 0.5 + 13"
      let fresh = try engine(views, changed, in: environment(375, 667, rtl: rtl))
      #expect(e.viewFrames == fresh.viewFrames)
    }
  }
}
