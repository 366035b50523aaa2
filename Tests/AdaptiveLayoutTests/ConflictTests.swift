import AdaptiveLayout
import Testing

/// Unsatisfiable required constraints, broken optional ones, and ambiguity.
@Suite struct ConflictTests {
  @Test func twoRequiredWidthsConflictAndTheLaterOneIsBroken() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left = superview.left", "box.top = superview.top", "box.height = 10",
        "box.width = 100", "box.width = 200",
      ])
    #expect(e.conflicts.count == 1)
    let conflict = try #require(e.conflicts.first)
    #expect(memberLines([conflict.broken]) == ["5"])
    #expect(memberLines(conflict.members) == ["4", "5"])
    // The layout goes on without the broken constraint.
    #expect(e.frame(ofView: "box") == rect(0, 0, 100, 10))
    #expect(e.isActive(ConstraintID(3)) && !e.isActive(ConstraintID(4)))
  }

  @Test func aViewTooWideForTheRootConflictsWithTheRootSize() throws {
    let e = try engine(
      [view("box")],
      [
        "box.top = superview.top", "box.height = 10", "box.width = 400",
        "box.leading = superview.leading", "box.trailing = superview.trailing",
      ])
    // 400 > 375: the root width, the width, the leading and the trailing conflict. The width
    // sizes the box on its own, so it is broken although the trailing was added last, and the
    // box spans the root: 0 to 375.
    let conflict = try #require(e.conflicts.first)
    #expect(memberLines(conflict.members) == ["root.horizontal", "3", "4", "5"])
    #expect(memberLines([conflict.broken]) == ["3"])
    #expect(e.frame(ofView: "box") == rect(0, 0, 375, 10))
  }

  @Test func aConstantChangeBreaksASizeOfItsOwnAsAFreshBuildDoes() throws {
    // box: x = 0 (line 1), width 100 (line 4, the box's own size), right edge at the root's
    // width less 275 (line 5): 375 - 275 = 100, consistent. Moving line 5's constant to -175
    // asks for a right edge at 200: the root's width, lines 1, 4 and 5 conflict. Line 4 sizes
    // the box on its own, so it gives way, though line 5 is the one changing (refused, then
    // tried again once the change is through); the box then spans 0 to 200, as a fresh build
    // with -175 lays it out.
    let written = [
      "box.left = superview.left", "box.top = superview.top", "box.height = 10",
      "box.width = 100", "box.right = superview.right - 275",
    ]
    let e = try engine([view("box")], written)
    #expect(e.conflicts.isEmpty)
    try e.setConstants([(constant: -175, id: ConstraintID(4))])
    #expect(e.conflicts.map { memberLines([$0.broken]) } == [["4"]])
    #expect(e.frame(ofView: "box") == rect(0, 0, 200, 10))
    var changed = written
    changed[4] = "box.right = superview.right - 175"
    let fresh = try engine([view("box")], changed)
    #expect(fresh.conflicts.map(\.broken) == e.conflicts.map(\.broken))
    #expect(fresh.conflicts.map(\.members) == e.conflicts.map(\.members))
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
  }

  @Test func ofTwoSizesTheLaterDeclaredBreaksWhicheverWayTheLayoutWasReached() throws {
    // box and other, each 100 wide (lines 7, 8), box as wide as other (line 9). Line 9's
    // constant moved to 10 asks for box = other + 10: lines 7, 8 and 9 conflict; both sizes
    // size their view on their own, and line 8 comes later: other gives way, 100 - 10 = 90,
    // box stays 100. Line 7 re-added first (a priority set again puts it last in the solver's
    // own order) must not change that.
    let written = [
      "box.left = superview.left", "box.top = superview.top", "box.height = 10",
      "other.left = superview.left", "other.top = superview.top", "other.height = 10",
      "box.width = 100", "other.width = 100", "box.width = other.width",
    ]
    let e = try engine([view("box"), view("other")], written)
    try e.setPriority(1000, of: ConstraintID(6))
    try e.setConstant(10, of: ConstraintID(8))
    #expect(e.conflicts.map { memberLines([$0.broken]) } == [["8"]])
    #expect(e.frame(ofView: "box")?.width == 100)
    #expect(e.frame(ofView: "other")?.width == 90)
    var changed = written
    changed[8] = "box.width = other.width + 10"
    let fresh = try engine([view("box"), view("other")], changed)
    #expect(fresh.conflicts.map(\.broken) == e.conflicts.map(\.broken))
    #expect(fresh.conflicts.map(\.members) == e.conflicts.map(\.members))
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
  }

  @Test func aSizeTakenOutForAConstraintThatGivesWayAnywayGoesBack() throws {
    // Line 10 puts box's right edge at 50. That conflicts with box.width >= 100 (line 4, a
    // size) and, once line 4 is out, with mark's right edge at 80 (lines 5, 8, 9: no size).
    // Line 10 gives way to the second conflict; line 4, taken out for it, goes back: one
    // conflict, line 10 broken, box at least 100 wide.
    let written = [
      "box.left = superview.left", "box.top = superview.top", "box.height = 10",
      "box.width >= 100", "mark.left = superview.left", "mark.top = superview.top",
      "mark.height = 10", "mark.right = superview.left + 80", "box.right >= mark.right",
      "box.right = superview.left + 50",
    ]
    let e = try engine([view("box"), view("mark")], written)
    #expect(e.conflicts.map { memberLines([$0.broken]) } == [["10"]])
    #expect((e.frame(ofView: "box")?.width ?? 0) >= 100)
    e.setRootSize(LayoutSize(width: 400, height: 667))
    #expect(e.conflicts.map { memberLines([$0.broken]) } == [["10"]])
  }

  @Test func contentSizeMembersKeepTheirOrderAfterAPriorityChange() throws {
    // a and b, 80 wide by their content at a required compression resistance, side by side in
    // 100 points: both resistances and the pins conflict. Setting a's resistance again (the
    // same priorities) re-adds its content constraint; the members come out as before.
    let views = [view("a", intrinsic: (80, nil)), view("b", intrinsic: (80, nil))]
    var described = views
    for k in described.indices {
      described[k].compressionResistance = AxisPriorities(1000, 750)
    }
    let written = [
      "a.left = superview.left", "a.top = superview.top", "b.top = superview.top",
      "a.right = b.left", "b.right = superview.left + 100",
    ]
    let e = try engine(described, written)
    let before = e.conflicts.map(\.members)
    try e.setCompressionResistance(
      AxisPriorities(1000, 750), ofView: "a")
    #expect(!before.isEmpty)
    #expect(e.conflicts.map(\.members) == before)
  }

  @Test func withoutASizeOfItsOwnTheConstraintAddedLastIsBroken() throws {
    let e = try engine(
      [view("box")],
      [
        "box.top = superview.top", "box.height = 10", "box.leading = superview.leading + 400",
        "box.trailing <= superview.trailing", "box.width = superview.width * 0.1",
      ])
    // The box starts at 400 and is 0.1 x 375 = 37.5 wide, so it ends at 437.5 > 375: the root
    // width, the leading, the trailing bound and the relative width conflict. The width is
    // relative to the root, not a size of the box's own: the one added last (line 5) is broken.
    let conflict = try #require(e.conflicts.first)
    #expect(memberLines(conflict.members) == ["root.horizontal", "3", "4", "5"])
    #expect(memberLines([conflict.broken]) == ["5"])
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

  /// Whether `frame` of `item` (a root-level view) is a layout as good as `e`'s: a fresh engine
  /// of the same scene with the frame pinned by required constraints has no conflict and the
  /// same error at every priority level. Independent of how the frame was found.
  static func isEquallyGood(_ frame: LayoutRect, of item: String, in e: LayoutEngine) throws
    -> Bool
  {
    let fresh = try LayoutEngine(scene: e.currentScene, environment: e.environment)
    for pin in [
      "\(item).left = superview.left + \(frame.x)", "\(item).top = superview.top + \(frame.y)",
      "\(item).width = \(frame.width)", "\(item).height = \(frame.height)",
    ] {
      try fresh.install(constraint(pin))
    }
    let before = e.errorsByPriority
    let after = fresh.errorsByPriority
    return fresh.conflicts.isEmpty && fresh.frame(ofView: item) == frame
      && before.map(\.priority) == after.map(\.priority)
      && zip(before, after).allSatisfy { abs($0.error - $1.error) <= 1e-7 * max(1, $0.error) }
  }

  /// The W6 row of issue 13, small: 12 views of intrinsic width 60 (hugging 250, resistance
  /// 750) chained edge to edge across the 375-point root. 720 points wanted, 375 there: at 750
  /// the compression error is `Σ max(0, 60 − wᵢ) >= 720 − 375 = 345`, met exactly by every
  /// split with no width above 60 (hugging 0 at 250). So every view's width is free, and every
  /// view after the first also its position; heights (21, resisting and hugging) and tops (0)
  /// are fixed. Each view's two frames come from one move along the optimal face: its live
  /// frame, and one whose width is 8 smaller (a width at 60 can only give room) or 8 larger —
  /// both as good, which a fresh engine with the frame pinned confirms.
  @Test func everyViewOfASqueezedRowGetsTwoEquallyGoodFrames() throws {
    let names = (0..<12).map { "v\($0)" }
    var lines = ["v0.leading = superview.leading", "v11.trailing = superview.trailing"]
    for (i, name) in names.enumerated() {
      lines.append("\(name).top = superview.top")
      if i > 0 { lines.append("\(name).leading = \(names[i - 1]).trailing") }
    }
    let e = try engine(names.map { view($0, intrinsic: (60, 21)) }, lines)
    let found = e.ambiguities(withAlternativeFrames: true)
    #expect(found.map(\.item) == names)
    #expect(found.allSatisfy { $0.axis == .horizontal && $0.sizeIsFree })
    for a in found {
      let live = try #require(e.frame(ofView: a.item))
      #expect(a.alternativeFrames.count == 2)
      guard a.alternativeFrames.count == 2 else { continue }
      let (first, second) = (a.alternativeFrames[0], a.alternativeFrames[1])
      #expect(first == live)
      #expect(second.y == 0 && second.height == 21)
      #expect(second.width == live.width + (live.width >= 60 ? -8 : 8))
      #expect(try Self.isEquallyGood(second, of: a.item, in: e), "\(a.item): \(second)")
    }
  }
}
