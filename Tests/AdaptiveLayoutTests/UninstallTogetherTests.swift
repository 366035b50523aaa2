import AdaptiveLayout
import Testing

/// `uninstall(_:)` of a list of IDs: the layout of uninstalling each in turn.
@Suite struct UninstallTogetherTests {
  let lines = [
    "a.leading = superview.leading", "a.top = superview.top", "a.width = 100", "a.height = 20",
    "b.leading = a.trailing + 8", "b.top = a.top", "b.width = 50 @500", "b.width = 70",
    "b.height = 20", "c.leading = b.trailing + 8", "c.top = a.top", "c.width = 30",
    "c.height = 20",
  ]

  @Test func severalAtOnceEqualEachInTurn() throws {
    let views = [view("a"), view("b"), view("c")]
    let together = try engine(views, lines)
    // b is 70 wide (required beats 50 @500): c at 100 + 8 + 70 + 8 = 186.
    #expect(together.frame(ofView: "c") == rect(186, 0, 30, 20))
    // Out: `b.width = 70` (ID 7) and `a.width = 100` (ID 2); `a` then needs a width: none, so
    // it is ambiguous, but b's optional 50 now holds.
    let ids = [ConstraintID(7), ConstraintID(2)]
    try together.uninstall(ids)
    let inTurn = try engine(views, lines)
    for id in ids { try inTurn.uninstall(id) }
    #expect(together.constraintIDs == inTurn.constraintIDs)
    #expect(together.frame(ofView: "b")?.width == 50)
    #expect(together.frame(ofView: "b")?.width == inTurn.frame(ofView: "b")?.width)
  }

  @Test func anUnknownIDChangesNothing() throws {
    let e = try engine([view("a"), view("b"), view("c")], lines)
    #expect(throws: LayoutEngineError.self) {
      try e.uninstall([ConstraintID(7), ConstraintID(99)])
    }
    #expect(e.constraintIDs.count == 13)
    #expect(e.frame(ofView: "b")?.width == 70)
  }
}
