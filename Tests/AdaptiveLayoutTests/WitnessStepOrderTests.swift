import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// Witness frames of a row of views squeezed into too little room, whose views give way at
/// many priorities: the step that moved one view is tried first for the next.
///
/// Why: the witness of a view whose position is free moves it 8 points right, else left
/// (`LayoutEngine.alternativeSteps`). Here a view can only move left, and a shift that fails
/// walks the views before it first: a failed shift per view, N²/2 rows in all (a row of 1,000
/// such views, 469,024 rows repaired per layout, 59% of `validate`'s time).
@Suite struct WitnessStepOrderTests {
  /// 80 labels of intrinsic width 60, each 2 after the one before, from the leading margin
  /// to the trailing margin; hugging 200 + i mod 40, compression resistance 700 + 7i mod 280:
  /// v0 and v40 resist least (700), and take the whole squeeze between them.
  func squeezedRow() throws -> LayoutEngine {
    let n = 80
    var views: [ViewDescription] = []
    var lines: [String] = []
    for i in 0..<n {
      var v = view("v\(i)", "label", intrinsic: (60, 21))
      v.contentHugging = AxisPriorities(200 + i % 40, 250)
      v.compressionResistance = AxisPriorities(700 + (i * 7) % 280, 750)
      views.append(v)
      lines.append(
        i == 0 ? "v0.leading = superview.leadingMargin" : "v\(i).leading = v\(i - 1).trailing + 2")
      lines.append("v\(i).top = superview.top + 20")
    }
    lines.append("v\(n - 1).trailing = superview.trailingMargin")
    return try engine(views, lines)
  }

  @Test func theStepThatMovedOneViewIsTriedFirstForTheNext() throws {
    let e = try squeezedRow()
    // From the leading margin at 16 to the trailing margin at 375 − 16 = 359: 343 points for
    // 80 widths and 79 gaps of 2 (158). The 78 views that resist at more than 700 keep 60
    // (4,680), so w0 + w40 = 343 − 158 − 4,680 = −4,495, split any way with w0 ≤ 60 and
    // w40 ≤ 60 (hugging at 200 and 240 holds them there; resistance at 700 costs the same
    // for any split). The views after v40 hang from the trailing margin: v79.x = 359 − 60 =
    // 299, each before it 62 to the left, v41.x = 299 − 38 · 62 = −2,057.
    let w0 = try #require(e.frame(ofView: "v0")).width
    let w40 = try #require(e.frame(ofView: "v40")).width
    #expect(abs(w0 + w40 - -4_495) <= 1e-9)
    #expect(e.frame(ofView: "v41") == rect(-2_057, 20, 60, 21))
    #expect(e.frame(ofView: "v79") == rect(299, 20, 60, 21))
    let failedBefore = e.solver.failedFaceMoves
    let found = e.ambiguities(withAlternativeFrames: true)
    // Ambiguous: the widths of v0 and v40, and the positions of the views between them.
    #expect(found.map(\.item) == (0...40).map { "v\($0)" })
    #expect(found.allSatisfy { $0.axis == .horizontal })
    #expect(found.map(\.sizeIsFree) == [true] + Array(repeating: false, count: 39) + [true])
    // v1 to v39 sit at 16 + w0 + 2 + 62 (i − 1): they move only as w0 does, and w0 cannot
    // grow past 60 without costing v0's hugging: where w0 is 60, each moves 8 left (the first
    // step, 8 right, fails); below 60, 8 right. Only the position moves.
    for a in found[1...39] {
      let frames = a.alternativeFrames
      #expect(frames.count == 2)
      guard frames.count == 2 else { continue }
      #expect(frames[0] == e.frame(ofView: a.item))
      #expect(frames[1].x - frames[0].x == (w0 == 60 ? -8 : 8))
      #expect(frames[1].y == frames[0].y && frames[1].width == 60 && frames[1].height == 21)
    }
    // The first view to move left tried right first; the views after it try left first, and
    // it holds. Every view tried right first, and failed: 40 failed shifts (checked).
    #expect(e.solver.failedFaceMoves - failedBefore <= 2)
  }
}
