import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// A constraint left out by a conflict is tried again only when its conflict may have gone: a
/// member left the solver or took a new constant (`Refusal`). Environment steps that move no
/// member leave it out without explaining it again; a step that moves a member lets it back.
@Suite struct StandingConflictTests {
  /// a 100 wide (line 3), b 60 wide (line 6), a as wide as b (line 7): lines 3, 6 and 7
  /// conflict whatever the root. Both widths size their view on their own and line 6 comes
  /// later: b's 60 gives way, and b takes a's 100 by line 7.
  func pair() throws -> LayoutEngine {
    try engine(
      [view("a"), view("b")],
      [
        "a.leading = superview.leading", "a.top = superview.top", "a.width = 100",
        "a.height = 10", "b.leading = a.trailing", "b.width = 60", "a.width = b.width",
        "b.top = a.top", "b.height = 10",
      ])
  }

  @Test func aConflictThatNoPinHoldsIsNotExplainedAgainAfterEnvironmentSteps() throws {
    let e = try pair()
    #expect(e.conflicts.map { memberLines([$0.broken]) } == [["6"]])
    #expect(e.conflicts.map { memberLines($0.members) } == [["3", "6", "7"]])
    let explained = e.solver.conflictExplanations
    e.setSafeAreaInsets(EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    e.setSystemMinimumMargin(20)
    e.setRootSize(LayoutSize(width: 667, height: 375))
    e.setSafeAreaInsets(EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    // No member moved: the same conflict, and not one explanation more.
    #expect(e.solver.conflictExplanations == explained)
    #expect(e.conflicts.map { memberLines([$0.broken]) } == [["6"]])
    #expect(e.conflicts.map { memberLines($0.members) } == [["3", "6", "7"]])
    // a: x 0, 100 wide; b right of it (x 100), as wide as a.
    #expect(e.frame(ofView: "a") == rect(0, 0, 100, 10))
    #expect(e.frame(ofView: "b") == rect(100, 0, 100, 10))
  }

  @Test func aMemberTakingANewConstantLetsTheLeftOutConstraintBackIn() throws {
    let e = try pair()
    #expect(e.conflicts.map { memberLines([$0.broken]) } == [["6"]])
    // a's width (line 3, ID 2) to 60, a member of the conflict: b's 60 holds again with it.
    try e.setConstant(60, of: ConstraintID(2))
    #expect(e.conflicts.isEmpty)
    #expect(e.isActive(ConstraintID(5)))
    // a: 0 to 60; b: 60 to 120.
    #expect(e.frame(ofView: "a") == rect(0, 0, 60, 10))
    #expect(e.frame(ofView: "b") == rect(60, 0, 60, 10))
  }

  @Test func aConflictWithTheRootWidthIsTriedAgainWhenTheRootWidthMoves() throws {
    // box 300 wide (line 3) between the root's leading and trailing edges (lines 4, 5): the
    // root's width, lines 3, 4 and 5 conflict at 375 wide; the width gives way (it sizes the
    // box on its own), and the box spans 0 to 375.
    let e = try engine(
      [view("box")],
      [
        "box.top = superview.top", "box.height = 10", "box.width = 300",
        "box.leading = superview.leading", "box.trailing = superview.trailing",
      ])
    #expect(e.conflicts.map { memberLines($0.members) } == [["root.horizontal", "3", "4", "5"]])
    #expect(e.frame(ofView: "box") == rect(0, 0, 375, 10))
    // The safe area and the margins are no member: nothing to try again.
    let explained = e.solver.conflictExplanations
    e.setSafeAreaInsets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    e.setSystemMinimumMargin(20)
    #expect(e.solver.conflictExplanations == explained)
    #expect(e.conflicts.map { memberLines([$0.broken]) } == [["3"]])
    // The root 300 wide: the width holds, 0 to 300.
    e.setRootSize(LayoutSize(width: 300, height: 667))
    #expect(e.conflicts.isEmpty)
    #expect(e.frame(ofView: "box") == rect(0, 0, 300, 10))
    // And 320 wide again: the same conflict, with the root's new width; the box spans 0 to 320.
    e.setRootSize(LayoutSize(width: 320, height: 667))
    #expect(e.conflicts.map { memberLines($0.members) } == [["root.horizontal", "3", "4", "5"]])
    #expect(e.frame(ofView: "box") == rect(0, 0, 320, 10))
  }
}
