import AdaptiveLayout
import Testing

/// `setIntrinsicContentSizes`: several views' intrinsic sizes changed at once give the layout
/// of the same changes made one at a time, and of a fresh build.
@Suite struct IntrinsicSizesTests {
  /// Three labels in a row, each 8 points after the one before, all at the top.
  let row = [
    "l0.leading = superview.leading", "l0.top = superview.top",
    "l1.leading = l0.trailing + 8", "l1.top = superview.top",
    "l2.leading = l1.trailing + 8", "l2.top = superview.top",
  ]

  func labels(_ sizes: [(Double?, Double?)]) -> [ViewDescription] {
    sizes.enumerated().map { view("l\($0.offset)", "label", intrinsic: $0.element) }
  }

  @Test func aRowOfNewSizesAtOnce() throws {
    let e = try engine(labels([(60, 21), (60, 21), (60, 21)]), row)
    try e.setIntrinsicContentSizes([
      (IntrinsicContentSize(width: 50, height: 21), "l0"),
      (IntrinsicContentSize(width: 40, height: 21), "l1"),
      (IntrinsicContentSize(width: 30, height: 30), "l2"),
    ])
    // Each label as wide as its new size: l0 at 0, l1 at 50 + 8 = 58, l2 at 58 + 40 + 8 = 106.
    #expect(e.frame(ofView: "l0") == rect(0, 0, 50, 21))
    #expect(e.frame(ofView: "l1") == rect(58, 0, 40, 21))
    #expect(e.frame(ofView: "l2") == rect(106, 0, 30, 30))
    #expect(
      e.view(named: "l2")?.intrinsicContentSize == IntrinsicContentSize(width: 30, height: 30))
    let fresh = try engine(labels([(50, 21), (40, 21), (30, 30)]), row)
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
  }

  @Test func aViewThatGainsAnAxisIsChangedOnItsOwn() throws {
    // l2 has no intrinsic size at first: its size comes from two optional constraints at 500.
    let lines = row + ["l2.width = 10 @500", "l2.height = 10 @500"]
    let e = try engine(labels([(60, 21), (60, 21), (nil, nil)]), lines)
    #expect(e.frame(ofView: "l2") == rect(136, 0, 10, 10))  // 60 + 8 + 60 + 8 = 136
    try e.setIntrinsicContentSizes([
      (IntrinsicContentSize(width: 50, height: 21), "l0"),
      (IntrinsicContentSize(width: 70, height: 21), "l2"),
    ])
    // l2's compression resistance (750) now beats its `= 10` (500): 70 × 21, at 50 + 8 + 60 + 8
    // = 126.
    #expect(e.frame(ofView: "l2") == rect(126, 0, 70, 21))
    let fresh = try engine(labels([(50, 21), (60, 21), (70, 21)]), lines)
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
  }

  @Test func requiredSizesThatConflictBreakAsOneAtATime() throws {
    // l0 resists compression at 1000 (required) and may be at most 40 wide: a new intrinsic
    // width of 50 conflicts.
    var views = labels([(30, 21), (60, 21), (60, 21)])
    views[0].compressionResistance = AxisPriorities(1000, 1000)
    let lines = row + ["l0.width <= 40"]
    let sizes = [
      (IntrinsicContentSize(width: 50, height: 21), "l0"),
      (IntrinsicContentSize(width: 20, height: 21), "l1"),
    ]
    let together = try engine(views, lines)
    try together.setIntrinsicContentSizes(sizes)
    let oneByOne = try engine(views, lines)
    for (size, name) in sizes { try oneByOne.setIntrinsicContentSize(size, ofView: name) }
    #expect(!together.conflicts.isEmpty)
    #expect(together.conflicts.map(\.broken) == oneByOne.conflicts.map(\.broken))
    #expect(framesMatch(together.viewFrames, oneByOne.viewFrames))
    // As UIKit does, the developer's constraint that sizes l0 on its own (line 7) breaks, not
    // the required resistance: l0 is 50 wide, l1 20 wide at 50 + 8 = 58.
    #expect(together.conflicts.map { $0.broken.location?.line } == [7])
    #expect(together.frame(ofView: "l0") == rect(0, 0, 50, 21))
    #expect(together.frame(ofView: "l1") == rect(58, 0, 20, 21))
  }

  @Test func anUnknownViewChangesNothing() throws {
    let e = try engine(labels([(60, 21), (60, 21), (60, 21)]), row)
    #expect(throws: LayoutEngineError.self) {
      try e.setIntrinsicContentSizes([
        (IntrinsicContentSize(width: 50, height: 21), "l0"),
        (IntrinsicContentSize(width: 50, height: 21), "nowhere"),
      ])
    }
    #expect(e.frame(ofView: "l0") == rect(0, 0, 60, 21))
    #expect(
      e.view(named: "l0")?.intrinsicContentSize == IntrinsicContentSize(width: 60, height: 21))
  }
}
