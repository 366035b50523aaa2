import AdaptiveLayout
import Testing

/// Layout guides are checked for ambiguity as views are (`UILayoutGuide.hasAmbiguousLayout`):
/// position in the owner and size, per axis. The root is 375 × 667 throughout.
@Suite struct GuideAmbiguityTests {
  /// A guide `gap` owned by the root.
  static let gap = [LayoutGuideDescription(name: "gap", location: at(50))]

  @Test func aFullyPinnedGuideIsNotAmbiguous() throws {
    let e = try engine(
      [],
      [
        "gap.leading = superview.leading + 20", "gap.top = superview.top",
        "gap.width = 40", "gap.height = 0",
      ], guides: Self.gap)
    #expect(e.ambiguities().isEmpty)
    // x = 0 + 20, y = 0, 40 wide, 0 high.
    #expect(e.frame(ofGuide: "gap") == rect(20, 0, 40, 0))
  }

  @Test func aGuideWithAFreeXIsAmbiguousInHorizontalPosition() throws {
    // Width 40 and the whole vertical axis are pinned; nothing says where x is.
    let e = try engine(
      [], ["gap.width = 40", "gap.top = superview.top", "gap.height = 10"], guides: Self.gap)
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(guide: "gap", axis: .horizontal, positionIsFree: true, sizeIsFree: false)
      ])
  }

  @Test func aGuideWithAFreeHeightIsAmbiguousInVerticalSize() throws {
    // x = 0, width 40, y = 0: the height alone is unconstrained.
    let e = try engine(
      [], ["gap.left = superview.left", "gap.width = 40", "gap.top = superview.top"],
      guides: Self.gap)
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(guide: "gap", axis: .vertical, positionIsFree: false, sizeIsFree: true)
      ])
  }

  @Test func viewsComeBeforeGuidesHorizontalBeforeVertical() throws {
    // box: nothing vertical (y and height free); gap: nothing at all.
    let e = try engine(
      [view("box")], ["box.left = superview.left", "box.width = 10"], guides: Self.gap)
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(view: "box", axis: .vertical, positionIsFree: true, sizeIsFree: true),
        AxisAmbiguity(guide: "gap", axis: .horizontal, positionIsFree: true, sizeIsFree: true),
        AxisAmbiguity(guide: "gap", axis: .vertical, positionIsFree: true, sizeIsFree: true),
      ])
  }

  @Test func aGuideIsPlacedInItsOwnersCoordinates() throws {
    // card's x is free; the guide `inset` sits at (0, 0, 10, 10) in card whatever card's x, so
    // only card is ambiguous, as a subview in an ambiguous superview would be.
    let guides = [LayoutGuideDescription(name: "inset", owner: "card", location: at(50))]
    let e = try engine(
      [view("card")],
      [
        "card.width = 100", "card.height = 100", "card.top = superview.top",
        "inset.left = superview.left", "inset.top = superview.top", "inset.width = 10",
        "inset.height = 10",
      ], guides: guides)
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(view: "card", axis: .horizontal, positionIsFree: true, sizeIsFree: false)
      ])
    // The probe left the layout as it was.
    #expect(e.frame(ofGuide: "inset") == rect(0, 0, 10, 10))
  }

  @Test func aGuideFreeInsideAFixedOwnerIsAmbiguous() throws {
    // card is pinned at (0, 0, 100, 100); `inset` has a size and a top in it but no x.
    let guides = [LayoutGuideDescription(name: "inset", owner: "card", location: at(50))]
    let e = try engine(
      [view("card")],
      [
        "card.left = superview.left", "card.top = superview.top", "card.width = 100",
        "card.height = 100", "inset.top = superview.top", "inset.width = 10",
        "inset.height = 10",
      ], guides: guides)
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(guide: "inset", axis: .horizontal, positionIsFree: true, sizeIsFree: false)
      ])
  }

  @Test func theBuiltInGuidesAreNeverAmbiguous() throws {
    // Nothing but the root: the safe area and the legacy guides are the root's size and the
    // insets, which the environment pins. With insets 44 top and 34 bottom on 375 × 667:
    // safeArea (0, 44, 375, 667 − 44 − 34 = 589), topLayoutGuide (0, 0, 375, 44),
    // bottomLayoutGuide (0, 44 + 589 = 633, 375, 34).
    let e = try engine(
      [], [],
      in: environment(375, 667, safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)))
    #expect(e.ambiguities().isEmpty)
    #expect(e.frame(ofGuide: "safeArea") == rect(0, 44, 375, 589))
    #expect(e.frame(ofGuide: "topLayoutGuide") == rect(0, 0, 375, 44))
    #expect(e.frame(ofGuide: "bottomLayoutGuide") == rect(0, 633, 375, 34))
  }

  @Test func uninstallingAGuidesPinMakesItAmbiguous() throws {
    let e = try engine(
      [],
      [
        "gap.leading = superview.leading + 20", "gap.top = superview.top",
        "w: gap.width = 40", "gap.height = 0",
      ], guides: Self.gap)
    #expect(e.ambiguities().isEmpty)
    try e.uninstall(try #require(e.constraintID(named: "w")))
    // x = 20 still holds; the width is now free.
    #expect(
      e.ambiguities() == [
        AxisAmbiguity(guide: "gap", axis: .horizontal, positionIsFree: false, sizeIsFree: true)
      ])
  }

  @Test func anAmbiguousGuideComesWithTwoEquallyGoodFrames() throws {
    let e = try engine(
      [], ["gap.width = 40", "gap.top = superview.top", "gap.height = 10"], guides: Self.gap)
    let found = e.ambiguities(withAlternativeFrames: true)
    let frames = try #require(found.first?.alternativeFrames)
    #expect(found.count == 1)
    // Both 40 × 10 at y = 0, at different x.
    #expect(frames.count == 2)
    #expect(frames.allSatisfy { $0.y == 0 && $0.width == 40 && $0.height == 10 })
    #expect(frames.count == 2 && frames[0].x != frames[1].x)
  }

  @Test func messagesNameAGuideAsAGuide() {
    let guide = AxisAmbiguity(
      guide: "gap", axis: .horizontal, positionIsFree: true, sizeIsFree: false)
    let view = AxisAmbiguity(view: "box", axis: .vertical, positionIsFree: true, sizeIsFree: true)
    #expect(guide.kind == .guide && guide.item == "gap")
    #expect(guide.description == "the horizontal position of guide 'gap'")
    #expect(view.kind == .view && view.item == "box")
    #expect(view.description == "the vertical position and size of 'box'")
  }
}
