import AdaptiveLayout
import Testing

/// Multiplied locations, nearest-common-ancestor coordinates and nested views.
@Suite struct CoordinateTests {
  /// A container at (40, 100, 200, 300) inside the root, for nested tests.
  let container = [
    "card.left = superview.left + 40", "card.top = superview.top + 100", "card.width = 200",
    "card.height = 300",
  ]

  @Test func quarterOfTheWayAcrossTheRoot() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left = superview.right * 0.25", "box.top = superview.bottom * 0.1",
        "box.width = 10", "box.height = 10",
      ])
    // x = 375 × 0.25 = 93.75; y = 667 × 0.1 = 66.7
    let frame = try #require(e.frame(ofView: "box"))
    #expect(abs(frame.x - 93.75) < 1e-9)
    #expect(abs(frame.y - 66.7) < 1e-9)
  }

  @Test func quarterOfTheWayAcrossANestedSuperview() throws {
    // The superview's own bounds start at 0: box.left − card.left = 0.25 × card.width + 10.
    let e = try engine(
      [view("card"), view("box", in: "card")],
      container + [
        "box.left = superview.right * 0.25 + 10", "box.top = superview.bottom * 0.5",
        "box.width = 10", "box.height = 10",
      ])
    // In card coordinates: x = 200 × 0.25 + 10 = 60; y = 300 × 0.5 = 150.
    #expect(e.frame(ofView: "box") == rect(60, 150, 10, 10))
    // In root coordinates: 40 + 60 = 100; 100 + 150 = 250.
    #expect(e.frameInRoot(ofView: "box") == rect(100, 250, 10, 10))
  }

  @Test func centerWithMultiplier() throws {
    let e = try engine(
      [view("card"), view("box", in: "card")],
      container + [
        "box.centerX = superview.centerX * 0.5", "box.centerY = superview.centerY * 1.5",
        "box.width = 20", "box.height = 30",
      ])
    // centre x = 0.5 × (200 / 2) = 50 → x = 50 − 10 = 40;
    // centre y = 1.5 × (300 / 2) = 225 → y = 225 − 15 = 210.
    #expect(e.frame(ofView: "box") == rect(40, 210, 20, 30))
  }

  @Test func firstItemSuperviewMeansTheSecondItemsSuperview() throws {
    let e = try engine(
      [view("card"), view("box", in: "card")],
      container + [
        "superview.right = box.right * 2", "box.left = superview.left", "box.top = superview.top",
        "box.height = 1",
      ])
    // card.width = 2 × box.right (card coordinates): box.right = 100, so box.width = 100.
    #expect(e.frame(ofView: "box") == rect(0, 0, 100, 1))
  }

  /// Two containers, `a` in `card` and `b` in `other`, `b` placed from `a`.
  static let siblingViews = [
    view("card"), view("a", in: "card"), view("other"), view("b", in: "other"),
  ]
  static let siblingLines = [
    "a.left = superview.left + 5", "a.top = superview.top + 7", "a.width = 50", "a.height = 20",
    "other.left = superview.left", "other.top = superview.top", "other.width = 375",
    "other.height = 50",
    "b.left = a.right + 10", "b.top = a.bottom * 1 + 5", "b.width = 10", "b.height = 10",
  ]

  @Test func siblingsInDifferentContainersUseTheirCommonAncestor() throws {
    let e = try engine(
      Self.siblingViews, container + Self.siblingLines)
    // a in root: x = 40 + 5 = 45, right 95; y = 100 + 7 = 107, bottom 127.
    // b in root: x = 95 + 10 = 105; y = 127 + 5 = 132. other is at (0, 0), so the same in other.
    #expect(e.frame(ofView: "a") == rect(5, 7, 50, 20))
    #expect(e.frame(ofView: "b") == rect(105, 132, 10, 10))
  }

  @Test func everyFrameInOnePass() throws {
    // The layout of the test above: `a`'s superview comes just before it, `b`'s does not (`a`
    // does), `card` and `other` are top-level.
    let e = try engine(
      Self.siblingViews, container + Self.siblingLines)
    let frames = e.viewFramesInRoot
    #expect(frames.map(\.view.name) == ["card", "a", "other", "b"])
    #expect(frames.map(\.view.superview) == ["root", "card", "root", "other"])
    // In their superviews: card (40, 100, 200, 300), a (5, 7, 50, 20), other (0, 0, 375, 50),
    // b (105, 132, 10, 10) as worked out above.
    #expect(
      frames.map(\.view.frame) == [
        rect(40, 100, 200, 300), rect(5, 7, 50, 20), rect(0, 0, 375, 50), rect(105, 132, 10, 10),
      ])
    // In the root: a at 40 + 5 = 45, 100 + 7 = 107; the others where they are (other at 0, 0).
    #expect(
      frames.map(\.inRoot) == [
        rect(40, 100, 200, 300), rect(45, 107, 50, 20), rect(0, 0, 375, 50),
        rect(105, 132, 10, 10),
      ])
    // The superview's frame in the root; none for a top-level view (the root is not a view).
    #expect(
      frames.map(\.superviewInRoot) == [
        nil, rect(40, 100, 200, 300), nil, rect(0, 0, 375, 50),
      ])
    // What the one-by-one reads give.
    #expect(frames.map(\.view) == e.viewFrames)
    #expect(frames.map(\.inRoot) == frames.map { e.frameInRoot(ofView: $0.view.name) })
  }

  /// The pass over every view walks positions taken once (`ViewWalk`); a view uninstalled,
  /// installed again at another place, or a change of direction must show in the next pass.
  @Test func everyFrameInOnePassFollowsInstallsAndDirection() throws {
    let e = try engine(
      Self.siblingViews, container + Self.siblingLines)
    _ = e.viewFramesInRoot  // the walk of card, a, other, b
    // Without `a`, `b` loses its constraints on it and keeps its width and height alone.
    try e.uninstallView(named: "a")
    #expect(e.viewFramesInRoot.map(\.view.name) == ["card", "other", "b"])
    // `a` again, first this time, in `other`, with a frame of its own: (3, 4, 30, 40) in other,
    // which is at (0, 0), so the same in the root.
    try e.installView(view("a", in: "other"), at: 0)
    for line in ["a.left = superview.left + 3", "a.top = superview.top + 4", "a.width = 30"] {
      try e.install(constraint(line))
    }
    try e.install(constraint("a.height = 40"))
    let frames = e.viewFramesInRoot
    #expect(frames.map(\.view.name) == ["a", "card", "other", "b"])
    #expect(frames[0].view == ViewFrame(name: "a", superview: "other", frame: rect(3, 4, 30, 40)))
    #expect(frames[0].inRoot == rect(3, 4, 30, 40))
    #expect(frames[0].superviewInRoot == rect(0, 0, 375, 50))
    // Right to left: every constraint here reads left, not leading, so no frame moves, but each
    // left edge is now read as root.width − x − width (375 − 342 − 30 = 3 for a, whose x, its
    // right edge's offset from the root's, is 342), not as x.
    e.setRightToLeft(true)
    let mirrored = e.viewFramesInRoot
    #expect(mirrored[0].inRoot == rect(3, 4, 30, 40))
    #expect(mirrored[1].inRoot == rect(40, 100, 200, 300))
    // What the one-by-one reads give, by name.
    #expect(mirrored.map(\.view) == e.viewFrames)
    #expect(mirrored.map(\.inRoot) == mirrored.map { e.frameInRoot(ofView: $0.view.name) })
  }

  @Test func proportionalBetweenCousinsIsMeasuredFromTheCommonAncestor() throws {
    // a sits in card (x 40); b.left = a.left * 2 measured in root (their common ancestor):
    // a.left (root) = 40 + 10 = 50, so b.left = 100 in root; b's superview is root.
    let e = try engine(
      [view("card"), view("a", in: "card"), view("b")],
      container + [
        "a.left = superview.left + 10", "a.top = superview.top", "a.width = 1", "a.height = 1",
        "b.left = a.left * 2", "b.top = superview.top", "b.width = 1", "b.height = 1",
      ])
    #expect(e.frame(ofView: "b") == rect(100, 0, 1, 1))
  }

  @Test func viewFramesAreInDeclarationOrderAndSuperviewCoordinates() throws {
    let e = try engine(
      [view("card"), view("box", in: "card")],
      container + [
        "box.left = superview.left", "box.top = superview.top", "box.width = 5",
        "box.height = 5",
      ])
    #expect(
      e.viewFrames == [
        ViewFrame(name: "card", superview: "root", frame: rect(40, 100, 200, 300)),
        ViewFrame(name: "box", superview: "card", frame: rect(0, 0, 5, 5)),
      ])
  }
}
