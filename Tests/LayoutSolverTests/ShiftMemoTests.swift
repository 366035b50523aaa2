import Testing

@testable import LayoutSolver

/// Face moves that take a repair an earlier shift proved instead of propagating it again
/// (`ShiftMemo`), and the probes of the ambiguity question that do the same: a chain of views
/// whose widths are only bounded below, held at its first view or at its last, its constraints
/// written in order or reversed. The witness of each width must be what the propagation alone
/// finds (the views on the free side of the width move by the step, the others stay), every
/// point must lie on the optimal face, and most shifts must have reused a proof.
@Suite struct ShiftMemoTests {
  enum Held { case atFirst, atLast }

  /// `n` views in a row: `w(k) >= 60` at `priority`, `x(k+1) = x(k) + w(k) + 8`, held by
  /// `x0 = 0` or by `x(n-1) + w(n-1) = 68·n − 8` (where every width at 60 puts `x0` at 0 as
  /// well); the constraints in that order or reversed.
  static func row(_ n: Int, held: Held, reversed: Bool, priority: Priority = .required) throws
    -> (Solver, x: [Variable], w: [Variable])
  {
    let x = (0..<n).map { Variable("x\($0)") }
    let w = (0..<n).map { Variable("w\($0)") }
    var constraints: [Constraint] = []
    if held == .atFirst { constraints.append(x[0] == 0) }
    for k in 0..<n {
      constraints.append((w[k] >= 60).at(priority))
      if k > 0 { constraints.append(x[k] == x[k - 1] + w[k - 1] + 8) }
    }
    if held == .atLast { constraints.append(x[n - 1] + w[n - 1] == Double(68 * n - 8)) }
    let solver = Solver()
    for constraint in reversed ? constraints.reversed() : constraints {
      try solver.add(constraint)
    }
    return (solver, x, w)
  }

  /// Held at its last view and written from there with required widths, the chain builds
  /// with pivots (each view's position a row over the views after it), and a shift along that
  /// face cannot find the witness of a width far from the free end: the engine then asks a
  /// second solver (`LayoutEngine.alternativeFrames`). At 750 it builds without them.
  static let cases: [(Held, Bool, Priority)] = [
    (.atFirst, false, .required), (.atFirst, true, .required), (.atLast, false, .required),
    (.atFirst, false, .high), (.atLast, true, .high),
  ]

  @Test(arguments: 0..<5)
  func eachWidthsWitnessMovesTheViewsOnItsFreeSide(index: Int) throws {
    let (held, reversed, priority) = Self.cases[index]
    let n = 60
    let (solver, x, w) = try Self.row(n, held: held, reversed: reversed, priority: priority)
    // The optimum, by hand: every width at its least, 60 (at 750 its error is zero there), so
    // x(k) = 68·k from either end (68·(n−1) + 60 = 68·n − 8).
    for k in 0..<n {
      #expect(solver.value(of: w[k]) == 60)
      #expect(solver.value(of: x[k]) == Double(68 * k))
    }
    // Each width grows by 8 (it cannot shrink below 60). Held at the first view, the link to
    // the next view pushes it and every view after it right by 8: x(k+1) = 68·(k+1) + 8, x(k)
    // stays. Held at the last, every view from the width's own to the first moves left by 8:
    // x(k) = 68·k − 8, x(k−1) = 68·(k−1) − 8, x(k+1) stays.
    let observing: [[Variable]] = (0..<n).map { k in
      let before = x[max(0, k - 1)]
      let after = x[min(n - 1, k + 1)]
      return [before, x[k], w[k], after]
    }
    let moves = solver.faceMoves(
      of: w.map { Expression($0) }, steps: [8, -8], observing: observing)
    let shift = held == .atFirst ? 0.0 : -8.0
    for k in 0..<n {
      let move = try #require(moves[k], "w\(k)")
      #expect(move.change == 8)
      #expect(solver.valueAt(w[k], move) == 68, "w\(k)")
      #expect(solver.valueAt(x[k], move) == Double(68 * k) + shift, "x\(k)")
      if k > 0 {
        #expect(solver.valueAt(x[k - 1], move) == Double(68 * (k - 1)) + shift, "x\(k - 1)")
      }
      if k < n - 1 {
        let next = Double(68 * (k + 1)) + (held == .atFirst ? 8 : 0)
        #expect(solver.valueAt(x[k + 1], move) == next, "x\(k + 1)")
      }
    }
    // Without reuse, each of these shifts walks every view on the free side: the first shift
    // proves the walk, and (nearly) every later one takes it.
    #expect(solver.reusedFaceRepairs >= n - 4)
    // The answers of the ambiguity question, whose probes reuse proofs too, are the linear
    // programs' answers.
    #expect(solver.ambiguities(of: x + w) == solver.ambiguitiesByLinearPrograms(of: x + w))
  }

  @Test(arguments: 0..<5)
  func everyWitnessIsAPointOfTheOptimalFace(index: Int) throws {
    // Every variable observed: a reused proof must say exactly what it changes of each, and
    // the point must satisfy every constraint with the optimum's error at every level.
    let (held, reversed, priority) = Self.cases[index]
    let n = 30
    let (solver, _, w) = try Self.row(n, held: held, reversed: reversed, priority: priority)
    let moves = solver.faceMovesObservingAll(of: w.map { Expression($0) }, steps: [8, -8])
    for (k, move) in moves.enumerated() {
      let move = try #require(move, "w\(k)")
      #expect(solver.valueAt(w[k], move) == 68, "w\(k)")
      #expect(FaceMoveTests.problem(with: move, in: solver) == nil, "w\(k)")
    }
  }

  @Test(arguments: 0..<4)
  func aBatchOfMovesAgreesWithEachMoveAlone(batch: Int) throws {
    // Chains of 4 to 40 views held at one end, their constraints in a random order, some
    // widths fixed, some spacings other than 8. A move asked in a batch (reusing what the
    // moves before it proved) is found where the same move asked alone (one shift, nothing to
    // reuse) is, and lies on the optimal face. Where every width rests at its least, the free
    // side of a growing width is forced, and the two reach the same point.
    var forced = 0
    for seed in Soak.seeds(base: 213_000, batch: batch, count: 25) {
      var rng = SplitMix64(seed: seed)
      let n = rng.int(in: 4...40)
      let x = (0..<n).map { Variable("x\($0)") }
      let w = (0..<n).map { Variable("w\($0)") }
      var constraints: [Constraint] = []
      var least: [Double] = []
      var total = 0
      for k in 0..<n {
        let width = rng.pick([40, 60, 75])
        least.append(Double(width))
        constraints.append(rng.chance(20) ? w[k] == Double(width) : w[k] >= Double(width))
        total += width
        if k > 0 {
          let gap = rng.pick([0, 8, 12])
          constraints.append(x[k] == x[k - 1] + w[k - 1] + Double(gap))
          total += gap
        }
      }
      constraints.append(
        rng.chance(50) ? x[0] == 0 : x[n - 1] + w[n - 1] == Double(total))
      for i in stride(from: constraints.count - 1, to: 0, by: -1) {
        constraints.swapAt(i, rng.int(in: 0...i))
      }
      let solver = Solver()
      for constraint in constraints { try solver.add(constraint) }
      let atLeast = (0..<n).allSatisfy { solver.value(of: w[$0]) == least[$0] }
      if atLeast { forced += 1 }
      let observing: [[Variable]] = (0..<n).map { k in [x[k], w[k], x[0], x[n - 1]] }
      let expressions = w.map { Expression($0) }
      let batched = solver.faceMoves(of: expressions, steps: [8, -8], observing: observing)
      for k in 0..<n {
        let alone = solver.faceMoves(
          of: [expressions[k]], steps: [8, -8], observing: [observing[k]])[0]
        #expect((batched[k] == nil) == (alone == nil), "seed \(seed), w\(k)")
        guard let move = batched[k], let single = alone else { continue }
        #expect(solver.valueAt(w[k], move) == solver.value(of: w[k]) + move.change, "w\(k)")
        guard atLeast else { continue }
        for v in observing[k] {
          let (a, b) = (solver.valueAt(v, move), solver.valueAt(v, single))
          #expect(a == b, "seed \(seed), w\(k) \(v)")
        }
      }
      let all = solver.faceMovesObservingAll(of: expressions, steps: [8, -8])
      for (k, move) in all.enumerated() {
        guard let move else { continue }
        #expect(FaceMoveTests.problem(with: move, in: solver) == nil, "seed \(seed), w\(k)")
      }
    }
    #expect(forced >= 5)
  }

  @Test func aWatchedSymbolChangedByTheExtensionAndTheReusedTree() throws {
    // Found by a review (seed 900776, minimized). The first move (w2 by -8 fails, +8 works)
    // pushes x2, x1, x0 left and repairs `sum`'s row by moving `sum` +8: tree 0. The second
    // (x3 by -8) reuses that tree's root, extending it, and its own moves change `sum` by -8.
    // The reused share of `sum` (+8) must be read before the recording merges its label; read
    // after, it was unknown and dropped as 0, and the point broke `sum = x3 − x0 + x6 + a + b +
    // c` by 8.
    let x = (0..<8).map { Variable("x\($0)") }
    let w = (0..<8).map { Variable("w\($0)") }
    let (sum, a, b, c) = (Variable("sum"), Variable("a"), Variable("b"), Variable("c"))
    let solver = Solver()
    try solver.add(w[0] >= 60)
    try solver.add(w[1] >= 60)
    try solver.add(x[1] == x[0] + w[0] + 8)
    try solver.add(w[2] >= 20)
    try solver.add(x[2] == x[1] + w[1] + 8)
    try solver.add(w[3] >= 20)
    try solver.add(x[3] == x[2] + w[2] + 8)
    try solver.add((w[4] <= 40).at(.low))
    try solver.add(x[4] == x[3] + w[3] + 8)
    try solver.add(w[5] >= 20)
    try solver.add(x[5] == x[4] + w[4] + 8)
    try solver.add(x[6] >= x[5] + w[5] + 8)
    try solver.add(x[7] == x[6] + w[6] + 8)
    try solver.add(Expression(sum) == x[3] - x[0] + x[6] + a + b + c)
    let moves = solver.faceMovesObservingAll(
      of: [Expression(w[2]), Expression(x[3])], steps: [-8, 8])
    let move = try #require(moves[1])
    #expect(move.change == -8)
    let rest =
      solver.valueAt(x[3], move) - solver.valueAt(x[0], move) + solver.valueAt(x[6], move)
      + solver.valueAt(a, move) + solver.valueAt(b, move) + solver.valueAt(c, move)
    #expect(abs(solver.valueAt(sum, move) - rest) < 1e-9)
    #expect(FaceMoveTests.problem(with: move, in: solver) == nil)
    #expect(solver.reusedFaceRepairs > 0)
  }

  /// `TieRaceTests`' reversed chain: `x(k) = x(k−1) + w(k−1) + gap` for k from n − 1 down to
  /// 1, each `w(k) >= 60 @750` after the link that names it, then `w(0) >= 60 @750` and the far
  /// end held: `x(n−1) + w(n−1) = end`.
  static func chainWrittenFromItsHeldEnd(_ n: Int, gap: Double = 8, end: Double = 375) throws
    -> (Solver, [Variable], [Variable])
  {
    let solver = Solver()
    let x = (0..<n).map { Variable("x\($0)") }
    let w = (0..<n).map { Variable("w\($0)") }
    for k in stride(from: n - 1, through: 1, by: -1) {
      try solver.add(x[k] == x[k - 1] + w[k - 1] + gap)
      try solver.add((w[k] >= 60).at(Priority(750)))
    }
    try solver.add((w[0] >= 60).at(Priority(750)))
    try solver.add(x[n - 1] + w[n - 1] == end)
    return (solver, x, w)
  }

  /// The chain held at its last view and written from there (`TieRaceTests`' reversed chain):
  /// its build leaves the last view where the first link put it, x(n−1) = 60 + 60 + 8 = 128,
  /// and the far end's equality stretches w(n−1) to 375 − 128 = 247. A width's witness can
  /// then push right, into the 187 points the last view can give (a bounded row: no proof a
  /// later shift can reuse), or left, to the free x(0) (a linear tail each later shift
  /// extends). Pushed right, every witness walked the views after its own, N²/2 moves in all.
  /// The first long shift that proved nothing turns the ties; it keeps no tree (whose labels
  /// kept every later shift's repairs from being proven); and the witnesses after it reuse.
  @Test func witnessesOfAChainWhoseLastViewTookTheSlackReuseTheirProofs() throws {
    let n = 200
    let (solver, x, w) = try Self.chainWrittenFromItsHeldEnd(n)
    #expect(solver.value(of: x[n - 1]) == 128)
    #expect(solver.value(of: w[n - 1]) == 247)
    var observing: [[Variable]] = []
    for k in 0..<n {
      let before: Variable = x[max(0, k - 1)]
      let after: Variable = x[min(n - 1, k + 1)]
      observing.append([before, x[k], w[k], after])
    }
    let moves = solver.faceMoves(
      of: w.map { Expression($0) }, steps: [8, -8], observing: observing)
    for k in 0..<n {
      let move = try #require(moves[k], "w\(k)")
      #expect(move.change == 8)
      #expect(solver.valueAt(w[k], move) == solver.value(of: w[k]) + 8, "w\(k)")
    }
    // Nearly every shift after the first few took a proof.
    #expect(solver.reusedFaceRepairs >= n - 10)
    // Every point is one of the optimal face, every variable observed (a smaller chain).
    let (small, _, ws) = try Self.chainWrittenFromItsHeldEnd(30)
    let all = small.faceMovesObservingAll(of: ws.map { Expression($0) }, steps: [8, -8])
    for (k, move) in all.enumerated() {
      let move = try #require(move, "w\(k)")
      #expect(small.valueAt(ws[k], move) == small.value(of: ws[k]) + 8, "w\(k)")
      #expect(FaceMoveTests.problem(with: move, in: small) == nil, "w\(k)")
    }
  }
}
