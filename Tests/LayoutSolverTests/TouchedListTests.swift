import Testing

@testable import LayoutSolver

/// A propagated shift's undo with its list of touched basic symbols dropped (past
/// `Tableau.touchedListLimit`) against the same undo with the list kept: the rows found again
/// from the moved symbols' columns must be the rows the moves visited, so every value comes
/// out bit for bit the same.
///
/// The systems are squeezed rows of views (`LongStepTests.build`) under random changes of the
/// container's width, which push propagations into bounds they cannot pass (each then undone
/// before the dual simplex pivots). One solver drops every list (limit 0), the other never
/// drops one; after every change both must give identical values for every variable and the
/// same refusals, and the dropping solver must have undone through the rows found again.
@Suite struct TouchedListTests {
  /// Runs one seed; returns the first disagreement, or nil, and how many undos of the dropping
  /// solver found their rows again.
  static func run(seed: UInt64, steps: Int = 30) -> (problem: String?, dropped: Int) {
    var g = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 11)
    let n = g.int(in: 3...12)
    let container = Double(g.int(in: 0...(60 * n)))
    let variables =
      [Variable("cl")] + (0..<n).map { Variable("left\($0)") }
      + (0..<n).map { Variable("width\($0)") }
    let dropping = Tableau.$defaultTouchedListLimit.withValue(0) { Solver() }
    let listing = Tableau.$defaultTouchedListLimit.withValue(Int.max) { Solver() }
    var g2 = g
    let a = LongStepTests.build(
      &g2, n: n, container: container, variables: variables, solver: dropping)
    let b = LongStepTests.build(
      &g, n: n, container: container, variables: variables, solver: listing)
    // The closing constraint (`last edge == cl + container`) is the last one built.
    guard let closeA = a.last ?? nil, let closeB = b.last ?? nil else {
      return (nil, dropping.tableau.droppedTouchedUndos)
    }
    func differs(_ context: String) -> String? {
      for v in variables where dropping.value(of: v) != listing.value(of: v) {
        return
          "seed \(seed) \(context): \(v.name) \(dropping.value(of: v)) vs \(listing.value(of: v))"
      }
      return nil
    }
    if let p = differs("build") { return (p, dropping.tableau.droppedTouchedUndos) }
    for step in 0..<steps {
      // Widths from nothing to twice the row's intrinsic sizes: some squeeze, some stretch.
      let width = Double(g.int(in: 0...(120 * n)))
      var refusedA = false
      var refusedB = false
      do { try dropping.setConstant(-width, of: closeA) } catch { refusedA = true }
      do { try listing.setConstant(-width, of: closeB) } catch { refusedB = true }
      if refusedA != refusedB {
        return ("seed \(seed) step \(step): refusals differ", dropping.tableau.droppedTouchedUndos)
      }
      if let p = differs("step \(step), width \(width)") {
        return (p, dropping.tableau.droppedTouchedUndos)
      }
    }
    return (nil, dropping.tableau.droppedTouchedUndos)
  }

  @Test func droppedListsUndoToTheSameValues() {
    var dropped = 0
    for seed in UInt64(1)...60 {
      let (problem, count) = TouchedListTests.run(seed: seed)
      #expect(problem == nil, "\(problem ?? "")")
      if problem != nil { return }
      dropped += count
    }
    // The comparison means something only if undos went through the rows found again.
    #expect(dropped > 0)
  }
}
