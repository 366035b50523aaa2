import AdaptiveLayout
import Testing

/// Unsatisfiable required constraints, broken optional ones, and ambiguity.
@Suite struct ConflictTests {
  /// The lines of the conflict's members, `root` for the root's size.
  func lines(_ members: [ConflictMember]) -> [String] {
    members.map { member in
      switch member {
      case .constraint(_, let c): return String(c.location.line)
      case .rootSize(let axis): return "root.\(axis)"
      default: return member.description
      }
    }
  }

  @Test func twoRequiredWidthsConflictAndTheLaterOneIsBroken() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left = superview.left", "box.top = superview.top", "box.height = 10",
        "box.width = 100", "box.width = 200",
      ])
    #expect(e.conflicts.count == 1)
    let conflict = try #require(e.conflicts.first)
    #expect(lines([conflict.broken]) == ["5"])
    #expect(lines(conflict.members) == ["4", "5"])
    // The layout goes on without the broken constraint.
    #expect(e.frame(ofView: "box") == rect(0, 0, 100, 10))
    #expect(e.isActive(ConstraintID(3)) && !e.isActive(ConstraintID(4)))
  }

  @Test func aViewTooWideForTheRootConflictsWithTheRootSize() throws {
    let e = try engine(
      [view("box")],
      [
        "box.top = superview.top", "box.height = 10", "box.width = 400",
        "box.leading = superview.leading", "box.trailing <= superview.trailing",
      ])
    // 400 > 375: the root width, the width, the leading and the trailing bound conflict.
    let conflict = try #require(e.conflicts.first)
    #expect(lines(conflict.members) == ["root.horizontal", "3", "4", "5"])
    #expect(lines([conflict.broken]) == ["5"])
    #expect(e.frame(ofView: "box") == rect(0, 0, 400, 10))
  }

  @Test func brokenOptionalConstraintsAreListedWithTheirError() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left = superview.left", "box.top = superview.top", "wish: box.width = 500 @750",
        "box.right <= superview.right", "box.height = 10 @250",
      ])
    // width ≤ 375: the 750 wish is 125 away; the height wish holds.
    let broken = e.brokenConstraints
    #expect(broken.count == 1)
    #expect(broken.first?.constraint.name == "wish")
    #expect(broken.first?.constraint.location == at(3))
    #expect(broken.first?.constraint.priority == 750)
    #expect(broken.first?.error == 125)
    #expect(e.result.brokenConstraints == broken)
  }

  @Test func aFullyConstrainedLayoutIsNotAmbiguous() throws {
    let e = try engine(
      [view("box")],
      ["box.left = superview.left", "box.top = superview.top", "box.width = 1", "box.height = 1"])
    #expect(e.ambiguities().isEmpty)
  }

  @Test func missingVerticalConstraintsAreAmbiguousOnThatAxisOnly() throws {
    let e = try engine([view("box")], ["box.left = superview.left", "box.width = 10"])
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(view: "box", axis: .vertical, positionIsFree: true, sizeIsFree: true)
      ])
  }

  @Test func sizeWithoutPositionIsAmbiguousInPositionOnly() throws {
    let e = try engine(
      [view("box")], ["box.width = 10", "box.height = 10", "box.top = superview.top"])
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(view: "box", axis: .horizontal, positionIsFree: true, sizeIsFree: false)
      ])
  }

  @Test func equalHuggingIsAContentPriorityAmbiguity() throws {
    // Two buttons (hugging 250 each) filling a row: which one stretches is not fixed.
    let e = try engine(
      [view("a", "button", intrinsic: (50, 20)), view("b", "button", intrinsic: (50, 20))],
      [
        "a.leading = superview.leading", "b.leading = a.trailing",
        "b.trailing = superview.trailing", "a.top = superview.top", "b.top = superview.top",
      ])
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(view: "a", axis: .horizontal, positionIsFree: false, sizeIsFree: true),
        AxisAmbiguity(view: "b", axis: .horizontal, positionIsFree: true, sizeIsFree: true),
      ])
  }

  @Test func aSubviewFixedInsideAnAmbiguousSuperviewIsNotAmbiguous() throws {
    let e = try engine(
      [view("card"), view("box", in: "card")],
      [
        "card.width = 100", "card.height = 100", "card.top = superview.top",
        "box.left = superview.left", "box.top = superview.top", "box.width = 1",
        "box.height = 1",
      ])
    // card's x is free; box sits at (0, 0) in card whatever card's x.
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(view: "card", axis: .horizontal, positionIsFree: true, sizeIsFree: false)
      ])
    // The probe left the layout as it was.
    #expect(e.frame(ofView: "box") == rect(0, 0, 1, 1))
  }
}

@Suite struct AlternativeFrameTests {
  @Test func anAmbiguousPositionComesWithTwoEquallyGoodFrames() throws {
    let e = try engine(
      [view("box")], ["box.width = 10", "box.height = 10", "box.top = superview.top"])
    let found = e.ambiguities(withAlternativeFrames: true)
    #expect(found.count == 1)
    let frames = try #require(found.first?.alternativeFrames)
    #expect(frames.count == 2)
    // Both 10 × 10 at y = 0, at different x.
    #expect(frames.allSatisfy { $0.y == 0 && $0.width == 10 && $0.height == 10 })
    #expect(frames.count == 2 && frames[0].x != frames[1].x)
  }

  @Test func equalHuggingGivesTwoSplitsOfTheRow() throws {
    let e = try engine(
      [view("a", "button", intrinsic: (50, 20)), view("b", "button", intrinsic: (50, 20))],
      [
        "a.leading = superview.leading", "b.leading = a.trailing",
        "b.trailing = superview.trailing", "a.top = superview.top", "b.top = superview.top",
      ])
    let a = try #require(e.ambiguities(withAlternativeFrames: true).first)
    #expect(a.item == "a")
    // Two widths of a, both at x = 0; the row stays 375 wide, so each split is as good.
    #expect(a.alternativeFrames.count == 2)
    #expect(a.alternativeFrames.allSatisfy { $0.x == 0 && $0.width >= 50 })
    #expect(
      a.alternativeFrames.count == 2 && a.alternativeFrames[0].width != a.alternativeFrames[1].width
    )
    // The live layout is untouched by the probe.
    #expect(e.ambiguities().count == 2)
  }
}
