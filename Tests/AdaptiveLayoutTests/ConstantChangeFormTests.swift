import Testing

@testable import AdaptiveLayout

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

  /// The constant alone reads no item's geometry for an edge, a size or a center (its
  /// constants are all zero): it must still be the built form's, bit for bit, whatever the
  /// attribute, multiplier, ancestor and direction.
  @Test func theConstantAloneIsTheBuiltFormsBitForBit() throws {
    let views = [
      view("card", margins: EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)),
      view("box", in: "card"),
      view("label", "label", in: "card", intrinsic: (40, 21), baseline: Baseline(first: 17)),
    ]
    let written = [
      "card.leading = superview.leading + 10", "card.top = superview.top + 20.5",
      "card.width = 200", "card.height = 100",
      "box.leading = superview.leadingMargin + 2", "box.top = superview.centerY * 0.5 + 3",
      "box.width = card.width * 0.25 - 1.5", "box.height = 10",
      "label.trailing = superview.trailing * 0.75 - 7", "label.centerX = box.centerX * 1.5 + 0.1",
      "label.firstBaseline = box.bottom + 8", "label.bottom <= superview.bottomMargin - 0.3",
      "label.right = box.left * -2 + 1", "label.centerY = superview.centerYWithinMargins",
    ]
    for rtl in [false, true] {
      let e = try engine(views, written, in: environment(375, 667, rtl: rtl))
      for slot in e.slots.compactMap({ $0 }) {
        let built = slot.solverConstraint.expression.constant
        #expect(e.solverConstant(for: slot.resolved).bitPattern == built.bitPattern)
      }
      // box.leading = card.leadingMargin + 2: (box.x − card.x) − (card.x + 6 − card.x + 2)
      // has the constant −(6 + 2) = −8 either way (both leading margins are 6).
      #expect(e.solverConstant(for: try #require(e.slots[4]).resolved) == -8)
    }
  }

  /// Increasing IDs are recorded and gathered in one pass; any other order records every
  /// constant first: an ID listed twice takes its last constant, in either order of the rest.
  @Test func anIDListedTwiceTakesItsLastConstant() throws {
    let lines = [
      "box.left = superview.left", "box.top = superview.top", "box.width = 100",
      "box.height = 10",
    ]
    let e = try engine([view("box")], lines)
    try e.setConstants([(constant: 150, id: ConstraintID(2)), (constant: 120, id: ConstraintID(2))])
    #expect(e.frame(ofView: "box") == rect(0, 0, 120, 10))
    // Decreasing: the height first, then the left edge.
    try e.setConstants([(constant: 30, id: ConstraintID(3)), (constant: 5, id: ConstraintID(0))])
    #expect(e.frame(ofView: "box") == rect(5, 0, 120, 30))
    // Increasing: the left edge 7, the width 60.
    try e.setConstants([(constant: 7, id: ConstraintID(0)), (constant: 60, id: ConstraintID(2))])
    #expect(e.frame(ofView: "box") == rect(7, 0, 60, 30))
  }
}
