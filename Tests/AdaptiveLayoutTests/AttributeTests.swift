import AdaptiveLayout
import Testing

/// Each attribute and relation, at a 375x667 root, frames worked out by hand.
@Suite struct AttributeTests {
  @Test func leftTopWidthHeight() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left = superview.left + 10", "box.top = superview.top + 20", "box.width = 100",
        "box.height = 50",
      ])
    #expect(e.frame(ofView: "box") == rect(10, 20, 100, 50))
  }

  @Test func rightAndBottom() throws {
    let e = try engine(
      [view("box")],
      [
        "box.right = superview.right - 10", "box.bottom = superview.bottom - 20",
        "box.width = 100", "box.height = 50",
      ])
    // x = 375 − 10 − 100 = 265; y = 667 − 20 − 50 = 597
    #expect(e.frame(ofView: "box") == rect(265, 597, 100, 50))
  }

  @Test func centers() throws {
    let e = try engine(
      [view("box")],
      [
        "box.centerX = superview.centerX", "box.centerY = superview.centerY", "box.width = 100",
        "box.height = 50",
      ])
    // x = 375/2 − 100/2 = 137.5; y = 667/2 − 50/2 = 308.5
    #expect(e.frame(ofView: "box") == rect(137.5, 308.5, 100, 50))
  }

  @Test func leadingAndTrailingLeftToRight() throws {
    let e = try engine(
      [view("box")],
      [
        "box.leading = superview.leading + 10", "box.trailing = superview.trailing - 30",
        "box.top = superview.top", "box.height = 10",
      ])
    // x = 10; width = (375 − 30) − 10 = 335
    #expect(e.frame(ofView: "box") == rect(10, 0, 335, 10))
  }

  @Test func relatedSizesWithMultiplierAndConstant() throws {
    let e = try engine(
      [view("a"), view("b")],
      [
        "a.left = superview.left", "a.top = superview.top", "a.width = 200", "a.height = 40",
        "b.left = a.right", "b.top = a.bottom", "b.width = a.width * 0.5 + 10",
        "b.height = a.height / 4",
      ])
    // b.x = 0 + 200 = 200; b.y = 40; b.width = 200 × 0.5 + 10 = 110; b.height = 40 / 4 = 10
    #expect(e.frame(ofView: "b") == rect(200, 40, 110, 10))
  }

  @Test func greaterThanOrEqualBeatsAnOptionalEquality() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left = superview.left", "box.top = superview.top", "box.height = 10",
        "box.width >= 120", "box.width = 100 @750",
      ])
    // The required 120 minimum wins over the optional 100: width 120, the optional one broken
    // by 120 − 100 = 20.
    #expect(e.frame(ofView: "box") == rect(0, 0, 120, 10))
    let broken = e.brokenConstraints
    #expect(broken.count == 1)
    #expect(broken.first?.constraint.location == at(5))
    #expect(broken.first?.constraint.priority == 750)
    #expect(broken.first?.error == 20)
  }

  @Test func lessThanOrEqualBeatsAnOptionalEquality() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left = superview.left", "box.top = superview.top", "box.height = 10",
        "box.width <= 80", "box.width = 100 @750",
      ])
    // width ≤ 80 holds; the optional 100 is 20 away.
    #expect(e.frame(ofView: "box") == rect(0, 0, 80, 10))
    #expect(e.brokenConstraints.map(\.error) == [20])
  }

  @Test func inequalityBetweenItemsThatHolds() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left >= superview.left + 30", "box.left = superview.left @250",
        "box.top = superview.top", "box.width = 10", "box.height = 10",
      ])
    // box.left ≥ 30 and as close to 0 as allowed: 30.
    #expect(e.frame(ofView: "box") == rect(30, 0, 10, 10))
  }

  @Test func optionalPrioritiesAreLexicographic() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left = superview.left", "box.top = superview.top", "box.height = 10",
        "box.width = 50 @751", "box.width = 100 @750", "box.width = 100 @750",
      ])
    // One constraint at 751 outweighs any number at 750.
    #expect(e.frame(ofView: "box")?.width == 50)
    #expect(e.brokenConstraints.map(\.constraint.location.line) == [5, 6])
  }

  @Test func guideBetweenViews() throws {
    let e = try engine(
      [view("a"), view("b")],
      [
        "a.left = superview.left", "a.width = 100", "spacer.left = a.right",
        "spacer.width = 75", "b.left = spacer.right", "b.width = 100",
        "a.top = superview.top", "a.height = 10", "b.top = a.top", "b.height = 10",
        "spacer.top = a.top", "spacer.height = 1",
      ],
      guides: [LayoutGuideDescription(name: "spacer", location: at(50))])
    // a: 0…100, spacer 100…175, b 175…275
    #expect(e.frame(ofView: "b") == rect(175, 0, 100, 10))
    #expect(
      e.guideFrames == [GuideFrame(name: "spacer", owner: "root", frame: rect(100, 0, 75, 1))])
  }
}
