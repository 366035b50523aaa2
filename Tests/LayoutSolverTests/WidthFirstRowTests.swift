import Testing

@testable import LayoutSolver

/// A squeezed row inside a container whose width is given first (`scale-scenes.py wfirst`):
/// the chain of positions then hangs off the first view's width, whose row holds every other
/// width, and each position's textbook row holds the container's position, a free symbol that
/// only its pin (a row) holds still. Read with the bounds alone, the sweep of exact chains
/// (`settleOnExactForest`) counted it as movable both ways and probed it first, to find
/// nothing: it settled next to nothing, and each position fell to textbook probes and two
/// linear programs. Read with sign propagation's directions, it settles every position.
@Suite struct WidthFirstRowTests {
  /// `n` views of intrinsic width 60 (at 750 and 250, no `width >= 0`) chained left to right
  /// from `container.left = 0`, the container's width given first as `room`, the last view's
  /// trailing edge on the container's: the constraint order of `wfirst`.
  /// With `closingFirst`, the row's closing equality (the last view's trailing edge at the
  /// container's) comes before the chain's links.
  func row(n: Int, room: Double, closingFirst: Bool = false) -> (
    solver: Solver, containerLeft: Variable, left: [Variable], width: [Variable]
  ) {
    let solver = Solver()
    let cl = Variable("container.left")
    let cw = Variable("container.width")
    let left = (0..<n).map { Variable("left\($0)") }
    let width = (0..<n).map { Variable("width\($0)") }
    Tableau.$defaultDeferredChainMinimum.withValue(4) {
      Tableau.$defaultLongStepMinimum.withValue(2) {
        // The views' own constraints first, as a scene declares its views before its
        // constraints; then the container, its width given; then the row.
        var specs: [Constraint] = []
        for i in 0..<n {
          specs.append(
            Constraint(
              Expression(width[i]), .greaterThanOrEqual, Expression(60), priority: Priority(750)))
          specs.append(
            Constraint(
              Expression(width[i]), .lessThanOrEqual, Expression(60), priority: Priority(250)))
        }
        specs.append(Constraint(Expression(cl), .equal, 0))
        specs.append(Constraint(Expression(cw), .equal, Expression(room)))
        let closing = Constraint(left[n - 1] + width[n - 1], .equal, cl + cw)
        if closingFirst { specs.append(closing) }
        specs.append(Constraint(Expression(left[0]), .equal, Expression(cl)))
        for i in 1..<n {
          specs.append(Constraint(Expression(left[i]), .equal, left[i - 1] + width[i - 1]))
        }
        if !closingFirst { specs.append(closing) }
        for c in specs { try? solver.add(c) }
      }
    }
    return (solver, cl, left, width)
  }

  /// Worked out by hand: the widths add up to 375 and 40 × 60 = 2,400 are wanted, so the 750
  /// level's error is 2,400 − 375 = 2,025 for every split with no width above 60 (then the
  /// hugging error at 250 is 0 too): the face is every split with `width(i) <= 60` and
  /// `Σ width(i) = 375`, with no lower bound (no `width >= 0`). `left(i) − container.left =
  /// Σ_{j<i} width(j)`: it can grow iff a width before `i` is below 60 (and one from `i` on
  /// shrinks to make room, which any can); it can shrink iff a width before `i` shrinks
  /// (any, when `i >= 1`) and one from `i` on is below 60. `width(i)` can grow iff it is below
  /// 60; shrink iff another width is below 60 to grow.
  @Test func theSweepSettlesEveryPositionWithSignPropagation() {
    let n = 40
    let (solver, cl, left, width) = row(n: n, room: 375)
    #expect(solver.tableau.deferredRowCount > 0)
    let w = width.map { solver.value(of: $0) }
    // The widths still add up to the room, whichever view took the compression.
    #expect(abs(w.reduce(0, +) - 375) < 1e-6)
    let below = w.map { $0 < 60 - 1e-6 }
    func expectedPosition(_ i: Int) -> Ambiguity {
      Ambiguity(
        canIncrease: (0..<i).contains { below[$0] },
        canDecrease: i >= 1 && (i..<n).contains { below[$0] })
    }
    func expectedWidth(_ i: Int) -> Ambiguity {
      Ambiguity(canIncrease: below[i], canDecrease: (0..<n).contains { $0 != i && below[$0] })
    }

    // The sweep alone, on the face, with and without sign propagation's directions.
    func sweep(withDirections: Bool) -> (open: Int, answers: [(up: Bool?, down: Bool?)]) {
      // As `ambiguities(ofExpressions:on:)` asks: the container's pinned position dropped.
      var face = solver.optimalFace()
      var known: [(up: Bool?, down: Bool?)] = []
      let (up, down) = face.faceDirections()
      let symbols = face.querySymbols(
        for: left.map { $0 - cl }, known: &known, solver: solver,
        fixedWhere: (up, down))
      let directions = face.faceDirections()
      for (i, symbol) in symbols.enumerated() {
        guard let s = symbol else { continue }
        if !directions.up[Int(s)] { known[i].up = false }
        if !directions.down[Int(s)] { known[i].down = false }
      }
      let queried = SymbolQueries(symbols, symbolCount: face.kind.count)
      let start = symbols.map { $0.map { face.value[Int($0)] } ?? 0 }
      face.prepareProbes()
      _ = face.settleOnExactForest(
        symbols, queried: queried, start: start, answers: &known,
        directions: withDirections ? directions : nil)
      let open = known.reduce(0) { $0 + ($1.up == nil ? 1 : 0) + ($1.down == nil ? 1 : 0) }
      return (open, known)
    }
    // Read by the bounds alone, the container's position is free both ways in every position's
    // textbook row (its pin is a row), and the probes of it find nothing.
    #expect(sweep(withDirections: false).open >= n - 1)
    let (open, answers) = sweep(withDirections: true)
    #expect(open == 0)
    for i in 0..<n {
      let expected = expectedPosition(i)
      if let up = answers[i].up { #expect(up == expected.canIncrease, "left\(i) up") }
      if let down = answers[i].down { #expect(down == expected.canDecrease, "left\(i) down") }
    }

    // The whole question, and the oracle on the textbook face.
    let expressions = left.map { $0 - cl } + width.map { Expression($0) }
    let found = solver.ambiguities(ofExpressions: expressions)
    // (`container.left` is pinned at 0, so the oracle asks for the positions themselves.)
    let oracle = solver.ambiguitiesByLinearPrograms(of: left + width)
    for i in 0..<n {
      #expect(found[i] == expectedPosition(i), "left\(i) at \(solver.value(of: left[i]))")
      #expect(found[n + i] == expectedWidth(i), "width\(i) at \(w[i])")
      #expect(oracle[i] == expectedPosition(i), "oracle: left\(i)")
      #expect(oracle[n + i] == expectedWidth(i), "oracle: width\(i)")
    }
  }
}
