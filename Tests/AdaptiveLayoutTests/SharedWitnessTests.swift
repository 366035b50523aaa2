import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// Witness frames of views that push each other: a staircase of labels, each at least 10 points
/// right of the one before and free to slide right. Moving one view 8 points right pushes every
/// view after it; the views after take that point as their own witness (`Solver.moves`), where
/// a shift per view walked the rest of the staircase each time (2,000 views: 58 s to validate).
@Suite struct SharedWitnessTests {
  @Test func theViewsAfterAMovedViewTakeItsPoint() throws {
    let n = 5
    let views = (0..<n).map { view("v\($0)", "label", intrinsic: (60, 21)) }
    var lines = ["v0.top = superview.top", "v0.leading = superview.leadingMargin"]
    for i in 1..<n {
      lines.append("v\(i).top = v\(i - 1).bottom")
      lines.append("v\(i).leading >= v\(i - 1).leading + 10")
    }
    let e = try engine(views, lines)
    // v0 at the leading margin, 16; each next label is placed by the least move that meets its
    // constraint (a new variable shifted onto its bound), 10 right of the one before: 16 + 10i,
    // at y 21i.
    for i in 0..<n {
      #expect(e.frame(ofView: "v\(i)") == rect(16 + 10 * Double(i), 21 * Double(i), 60, 21))
    }
    let sharedBefore = e.solver.sharedFaceMoves
    let found = e.ambiguities(withAlternativeFrames: true)
    // v1 to v4 may slide right; v0 is pinned.
    #expect(found.map(\.item) == ["v1", "v2", "v3", "v4"])
    #expect(found.allSatisfy { $0.axis == .horizontal && !$0.sizeIsFree })
    // v1 moves 8 right (the first step), pushing v2, v3 and v4 8 right with it: each
    // witness is its frame and the frame 8 right, and the last three come from v1's move.
    for a in found {
      let i = Double(try #require(Int(a.item.dropFirst())))
      let before = rect(16 + 10 * i, 21 * i, 60, 21)
      let after = rect(24 + 10 * i, 21 * i, 60, 21)
      #expect(a.alternativeFrames == [before, after])
    }
    #expect(e.solver.sharedFaceMoves - sharedBefore == 3)
  }
}
