import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// Witness frames of views whose free quantity no constraint holds: a column of labels with no
/// horizontal constraint at all, the commonest ambiguous layout. Their `x` is in no
/// constraint, so the optimal face cannot move it; the frames come from the variable moved
/// directly (`LayoutEngine.unconstrainedFrames(of:)`), not from a temporary constraint on a
/// second engine, which checked every level's error once per view (quadratic in the views).
@Suite struct UnconstrainedWitnessTests {
  /// Three labels 60×21, the first at the root's top and each below the one before, with no
  /// horizontal constraint; and a fourth pinned to the leading margin, fixed.
  func column(rtl: Bool) throws -> LayoutEngine {
    let views = (0..<4).map { view("v\($0)", "label", intrinsic: (60, 21)) }
    let lines = [
      "v0.top = superview.top",
      "v1.top = v0.bottom",
      "v2.top = v1.bottom",
      "v3.top = v2.bottom",
      "v3.leading = superview.leadingMargin",
    ]
    return try engine(views, lines, in: environment(375, 667, rtl: rtl))
  }

  /// Left to right: an `x` no constraint holds is 0, so each free label sits at the left edge
  /// (x 0, y 21·i, 60×21), and its witness moves `x` 8 points: (8, 21·i). v3 is fixed at the
  /// leading margin (16) and is not ambiguous.
  @Test func leftToRightTheWitnessMovesEightPointsRight() throws {
    let e = try column(rtl: false)
    let found = e.ambiguities(withAlternativeFrames: true)
    #expect(found.map(\.item) == ["v0", "v1", "v2"])
    #expect(found.allSatisfy { $0.axis == .horizontal && !$0.sizeIsFree })
    for (i, a) in found.enumerated() {
      let y = 21.0 * Double(i)
      #expect(a.alternativeFrames == [rect(0, y, 60, 21), rect(8, y, 60, 21)])
      #expect(e.unconstrainedFrames(of: a) == a.alternativeFrames)
    }
    #expect(e.frame(ofView: "v3") == rect(16, 63, 60, 21))
  }

  /// Right to left the leading edge is the right one: `x` 0 puts a label's right edge at the
  /// root's (left 375 − 0 − 60 = 315), and 8 points more leading is 8 left (307).
  @Test func rightToLeftTheWitnessMovesEightPointsLeft() throws {
    let e = try column(rtl: true)
    let found = e.ambiguities(withAlternativeFrames: true)
    #expect(found.map(\.item) == ["v0", "v1", "v2"])
    for (i, a) in found.enumerated() {
      let y = 21.0 * Double(i)
      #expect(a.alternativeFrames == [rect(315, y, 60, 21), rect(307, y, 60, 21)])
    }
  }

  /// A free quantity that a constraint holds is left to the optimal face: a label whose
  /// leading edge is at least the margin's (x >= 16, resting on it) gets no direct frames.
  @Test func aHeldQuantityIsNotMovedDirectly() throws {
    let views = [view("v0", "label", intrinsic: (60, 21))]
    let e = try engine(views, ["v0.top = superview.top", "v0.leading >= superview.leadingMargin"])
    let found = e.ambiguities(withAlternativeFrames: true)
    #expect(found.map(\.item) == ["v0"])
    guard let a = found.first else { return }
    #expect(e.unconstrainedFrames(of: a) == nil)
    // From the face instead: 16, then 8 further right.
    #expect(a.alternativeFrames == [rect(16, 0, 60, 21), rect(24, 0, 60, 21)])
  }
}
