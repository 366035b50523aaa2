import AdaptiveLayout
import Testing

/// A squeezed row of views inside a container view (issue 13, W6 nested): the container's
/// constraints before the chain's, after them, or with the container's width given as a
/// constant. The order used to decide whether the build and the ambiguity question were linear
/// or quadratic (the solver pivoted the chain the textbook way when the container came first);
/// it must decide nothing a caller can see either.
@Suite struct NestedChainTests {
  /// 40 views: more than the 32 links from which the solver defers a pulled chain's rows and
  /// takes the long step, so the rows below take the paths of large scenes.
  static let count = 40

  /// The container pinned to the root's leading and trailing edges, top, and a height.
  static let pinnedBox = [
    "box.leading = superview.leading", "box.trailing = superview.trailing",
    "box.top = superview.top", "box.height = 100",
  ]
  /// The container's width given as a constant instead of its trailing edge.
  static let sizedBox = [
    "box.leading = superview.leading", "box.width = 375", "box.top = superview.top",
    "box.height = 100",
  ]

  /// The row: each view's leading edge on the previous one's trailing edge, the first on the
  /// container's leading edge, the last on its trailing edge, every top on the container's.
  static var chain: [String] {
    var lines = ["v0.leading = superview.leading", "v0.top = superview.top"]
    for i in 1..<count {
      lines += ["v\(i).leading = v\(i - 1).trailing", "v\(i).top = superview.top"]
    }
    lines.append("v\(count - 1).trailing = superview.trailing")
    return lines
  }

  /// The three orders of the finding: the container first, the chain first, the width first.
  static var orders: [(name: String, lines: [String])] {
    [
      ("box first", pinnedBox + chain), ("box last", chain + pinnedBox),
      ("width first", sizedBox + chain),
    ]
  }

  /// The box and `count` views of intrinsic width 60 (height 21), hugging 250; compression
  /// resistance 750, except `weak`'s, at 749, when given.
  static func views(weak: Int? = nil) -> [ViewDescription] {
    [ViewDescription(name: "box")]
      + (0..<count).map { i in
        ViewDescription(
          name: "v\(i)", superview: "box",
          intrinsicContentSize: IntrinsicContentSize(width: 60, height: 21),
          contentHugging: AxisPriorities(250, 250),
          compressionResistance: AxisPriorities(i == weak ? 749 : 750, 750))
      }
  }

  @Test func aSqueezedRowInAContainerHasTheSameFramesInEveryOrder() throws {
    // One view (v5) resists compression at 749, the others at 750, so the optimum is unique:
    // at 750 every other view keeps its 60 points (error 0, which a width of 60 or more
    // gives), and at 749 v5 is as wide as the rest leaves it, so the others are exactly 60.
    // The box is 375 wide: v5's width is 375 − 39 × 60 = 375 − 2340 = −1965.
    // Positions, in the box: v(i) at 60 i up to v5 (v5 at 300); v6 at 300 − 1965 = −1665,
    // then 60 more each: v(i) at −1665 + 60 (i − 6), so v39 at −1665 + 1980 = 315, and its
    // trailing edge at 375, the box's.
    func expected(_ i: Int) -> LayoutRect {
      if i < 5 { return rect(60 * Double(i), 0, 60, 21) }
      if i == 5 { return rect(300, 0, -1965, 21) }
      return rect(-1665 + 60 * Double(i - 6), 0, 60, 21)
    }
    for (name, lines) in Self.orders {
      let e = try engine(Self.views(weak: 5), lines)
      #expect(e.frame(ofView: "box") == rect(0, 0, 375, 100), "\(name)")
      for i in 0..<Self.count {
        let frame = try #require(e.frame(ofView: "v\(i)"))
        #expect(frame.isClose(to: expected(i)), "\(name): v\(i) at \(frame), not \(expected(i))")
      }
      // A unique optimum: nothing is ambiguous.
      #expect(e.ambiguities().isEmpty, "\(name): \(e.ambiguities())")
    }
  }

  @Test func everyViewOfATiedSqueezedRowIsAmbiguousInEveryOrder() throws {
    // Every view resists at 750: the 40 × 60 − 375 = 2025 points of compression can be
    // shared among the views in any way (each width at most 60, so no hugging error), and the
    // 750 level's error (2025) is the same for every split. So each view's width is free; v0's
    // position is not (its leading edge is the box's), every later view's is (it follows the
    // widths before it). Vertically everything is fixed, and so is the box.
    for (name, lines) in Self.orders {
      let e = try engine(Self.views(), lines)
      let found = e.ambiguities()
      #expect(found.count == Self.count, "\(name): \(found.count) ambiguities")
      for i in 0..<Self.count {
        let axis = found.first { $0.item == "v\(i)" }
        #expect(axis?.axis == .horizontal, "\(name): v\(i)")
        #expect(axis?.sizeIsFree == true, "\(name): v\(i)'s width")
        #expect(axis?.positionIsFree == (i > 0), "\(name): v\(i)'s position")
      }
      // The widths add up to the box's: 375, whichever view took the compression.
      var total = 0.0
      for i in 0..<Self.count { total += try #require(e.frame(ofView: "v\(i)")).width }
      #expect(abs(total - 375) < 1e-6, "\(name): the widths add up to \(total)")
    }
  }
}
