import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// A column of labels in a box that their heights size (`box.bottom = l99.bottom`), the box
/// centred vertically: its rows are deferred (each label's top written over the one above it,
/// `Tableau+Deferred.swift`). A size class that changes every fifth label's height moves the
/// changed labels and, through the deferred rows, every label below each; each move
/// recomputed every deferred row below it, N/5 moves of up to N rows, until a propagation
/// recomputed them once, when it ends.
@Suite struct CentredBoxColumnTests {
  @Test func heightsChangingInACentredBoxRecomputeTheRowsOnce() throws {
    var lines = ["box.centerY = root.centerY", "box.leading = root.leading"]
    lines += ["box.trailing = root.trailing", "l0.top = box.top", "l99.bottom = box.bottom"]
    for i in 1..<100 { lines.append("l\(i).top = l\(i - 1).bottom + 2") }
    for i in 0..<100 { lines.append("l\(i).leading = box.leading") }
    let views =
      [view("box")] + (0..<100).map { view("l\($0)", "label", in: "box", intrinsic: (60, 21)) }
    let e = try engine(views, lines)
    let before = e.solver.tableau.dependentRecomputations
    // Labels 3, 8, …, 98: twenty of them 20 tall instead of 21.
    try e.setIntrinsicContentSizes(
      stride(from: 3, to: 100, by: 5).map {
        (IntrinsicContentSize(width: 60, height: 20), "l\($0)")
      })
    // The box is 100 labels and 99 gaps of 2: 100 · 21 − 20 + 198 = 2278 tall, centred in 667:
    // its top at 333.5 − 1139 = −805.5. In the box: l0 at its top; l3 below three labels and
    // gaps, 3 · 21 + 3 · 2 = 69; l4 at 69 + 20 + 2 = 91; l99 at the bottom, 2278 − 21 = 2257.
    #expect(e.frame(ofView: "box") == rect(0, -805.5, 375, 2278))
    #expect(e.frame(ofView: "l0") == rect(0, 0, 60, 21))
    #expect(e.frame(ofView: "l3") == rect(0, 69, 60, 20))
    #expect(e.frame(ofView: "l4") == rect(0, 91, 60, 21))
    #expect(e.frame(ofView: "l99") == rect(0, 2257, 60, 21))
    // Once per deferred row and propagation (a few passes may run), not once per move.
    #expect(e.solver.tableau.dependentRecomputations - before <= 4 * 100)
  }
}
