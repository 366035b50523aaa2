import Testing

@testable import LayoutSolver

/// The optimal face over deferred rows as they are (`Tableau+FaceProbes.swift`) against the
/// textbook face of the oracle (`ambiguitiesByLinearPrograms`, every deferred row expanded), on
/// seeded squeezed rows of views shaped like W6: chained edge to edge, written left to right
/// or right to left (the chain then runs the other way through the symbols), with or without
/// `width >= 0`, some widths equal at 250. Short chains are deferred too (from 4 links), and
/// the long step acts from 2 candidates, so that small systems take the paths of large ones.
@Suite struct DeferredFaceTests {
  /// A row of `n` views in a container `[0, container]`: per view, its intrinsic width at 750
  /// and 250; the views' edges chained; the first view's leading edge on the container's
  /// leading edge and the last view's trailing edge on its trailing edge. Left to right,
  /// `left(i) = left(i-1) + width(i-1)`; right to left, `right(i) = right(i-1) - width(i-1)`
  /// with `right(i) = left(i) + width(i)`.
  static func build(_ g: inout SplitMix64, n: Int) -> (Solver, [Variable], [Expression]) {
    let solver = Solver()
    let cl = Variable("container.left")
    let left = (0..<n).map { Variable("left\($0)") }
    let width = (0..<n).map { Variable("width\($0)") }
    let container = Double(g.pick([0, 10, 37, 50])) * Double(n)
    let rightToLeft = g.chance(50)
    let nonNegative = g.chance(50)
    var specs: [Constraint] = [Constraint(Expression(cl), .equal, 0)]
    for i in 0..<n {
      let intrinsic = Double(g.pick([100, 60, 60, 30]))
      if nonNegative { specs.append(Constraint(Expression(width[i]), .greaterThanOrEqual, 0)) }
      specs.append(
        Constraint(
          Expression(width[i]), .greaterThanOrEqual, Expression(intrinsic), priority: Priority(750))
      )
      specs.append(
        Constraint(
          Expression(width[i]), .lessThanOrEqual, Expression(intrinsic), priority: Priority(250)))
      if i > 0 && g.chance(15) {
        specs.append(
          Constraint(Expression(width[i]), .equal, Expression(width[0]), priority: Priority(250)))
      }
    }
    if rightToLeft {
      // Leading is the right edge: view 0's right edge on the container's, each view's right
      // edge on the left edge of the one before, the last view's left edge on the container's.
      specs.append(Constraint(left[0] + width[0], .equal, cl + container))
      for i in 1..<n {
        specs.append(Constraint(left[i] + width[i], .equal, Expression(left[i - 1])))
      }
      specs.append(Constraint(Expression(left[n - 1]), .equal, Expression(cl)))
    } else {
      specs.append(Constraint(Expression(left[0]), .equal, Expression(cl)))
      for i in 1..<n {
        specs.append(Constraint(Expression(left[i]), .equal, left[i - 1] + width[i - 1]))
      }
      specs.append(Constraint(left[n - 1] + width[n - 1], .equal, cl + container))
    }
    for c in specs { try? solver.add(c) }
    let variables = [cl] + left + width
    // Positions relative to the container, as the layout engine asks them.
    let expressions = left.map { $0 - cl } + width.map { Expression($0) }
    return (solver, variables, expressions)
  }

  @Test(arguments: 0..<4)
  func agreesWithTheTextbookFace(batch: Int) {
    var deferred = 0
    var seeds = 0
    Tableau.$defaultDeferredChainMinimum.withValue(4) {
      Tableau.$defaultLongStepMinimum.withValue(2) {
        for seed in Soak.seeds(base: 170_000, batch: batch, count: 30) {
          var g = SplitMix64(seed: seed)
          let n = g.int(in: 5...40)
          let (solver, variables, expressions) = Self.build(&g, n: n)
          seeds += 1
          if solver.tableau.deferredRowCount > 0 { deferred += 1 }
          let new = solver.ambiguities(of: variables)
          let old = solver.ambiguitiesByLinearPrograms(of: variables)
          for (k, v) in variables.enumerated() {
            #expect(
              new[k] == old[k],
              "seed \(seed): \(v.name) = \(solver.value(of: v)): \(new[k]), the oracle says \(old[k])"
            )
          }
          // Expressions, as the layout engine asks them: the container's left edge is fixed
          // at 0, so `left(i) − container.left` moves exactly as `left(i)` does.
          let relative = solver.ambiguities(ofExpressions: expressions)
          for i in 0..<n {
            #expect(relative[i] == old[1 + i], "seed \(seed): left\(i) − container.left")
            #expect(relative[n + i] == old[1 + n + i], "seed \(seed): width\(i)")
          }
          // Every witness is a point of the optimal face that moves its variable by the step.
          let moves = solver.faceMovesObservingAll(
            of: variables.map { Expression($0) }, steps: [8, -8, 1, -1, 0.125, -0.125])
          for (k, v) in variables.enumerated() {
            guard let move = moves[k] else { continue }
            #expect(!old[k].isFixed, "seed \(seed): \(v.name) is fixed, yet moved")
            let moved = solver.valueAt(v, move) - solver.value(of: v)
            #expect(
              abs(moved - move.change) < 1e-7 * max(1, abs(solver.value(of: v))),
              "seed \(seed): \(v.name) moved by \(moved), not \(move.change)")
            if let problem = FaceMoveTests.problem(with: move, in: solver) {
              Issue.record("seed \(seed): moving \(v.name): \(problem)")
            }
          }
        }
      }
    }
    // The systems must reach the path under test: most seeds leave deferred rows.
    #expect(deferred * 2 > seeds, "only \(deferred) of \(seeds) seeds left deferred rows")
  }

  /// A row of `n` views chained left to right from `container.left = 0`, each with an
  /// intrinsic width at 750 (compression resistance) and 250 (hugging), the last view's
  /// trailing edge at `room`: built with deferred chains and the long step from small sizes.
  func squeezedRow(n: Int, intrinsicWidth: Double, room: Double) -> (
    solver: Solver, containerLeft: Variable, left: [Variable], width: [Variable]
  ) {
    let solver = Solver()
    let cl = Variable("container.left")
    let left = (0..<n).map { Variable("left\($0)") }
    let width = (0..<n).map { Variable("width\($0)") }
    Tableau.$defaultDeferredChainMinimum.withValue(4) {
      Tableau.$defaultLongStepMinimum.withValue(2) {
        var specs = [Constraint(Expression(cl), .equal, 0)]
        for i in 0..<n {
          specs.append(Constraint(Expression(width[i]), .greaterThanOrEqual, 0))
          specs.append(
            Constraint(
              Expression(width[i]), .greaterThanOrEqual, Expression(intrinsicWidth),
              priority: Priority(750)))
          specs.append(
            Constraint(
              Expression(width[i]), .lessThanOrEqual, Expression(intrinsicWidth),
              priority: Priority(250)))
          specs.append(
            i == 0
              ? Constraint(Expression(left[0]), .equal, Expression(cl))
              : Constraint(Expression(left[i]), .equal, left[i - 1] + width[i - 1]))
        }
        specs.append(Constraint(left[n - 1] + width[n - 1], .equal, cl + room))
        for c in specs { try? solver.add(c) }
      }
    }
    return (solver, cl, left, width)
  }

  /// A squeezed row on a large scale: 40 views of intrinsic width 10,000 in 200,000 points,
  /// so the closing equality's slack is fixed at 200,000 and its feasibility tolerance
  /// (1e-8 of that: 0.002) exceeds the step by which a probe moves the first link (1e-3 of its
  /// value 0, at least 0.001). A probe could move that slack within its tolerance — as if the
  /// row could grow — and read every link as movable upward (as W6 did from 2,000 views).
  ///
  /// Expected, worked out by hand as for W6 (`AmbiguousRow` in the benchmark): the widths
  /// add up to 200,000, the compression error is least when none exceeds 10,000 and the
  /// hugging error is then 0, so the face is every split with `0 <= width(i) <= 10,000`.
  /// `left(i) = Σ_{j<i} width(j)` can grow iff a width before `i` is below 10,000 and one from
  /// `i` on is above 0, and shrink iff one before is above 0 and one from `i` on below
  /// 10,000; `width(i)` can grow iff it is below 10,000 and another is above 0, and shrink iff
  /// it is above 0 and another is below 10,000.
  @Test func aProbeDoesNotMoveAFixedSymbolWithinItsTolerance() {
    let n = 40
    let (solver, cl, left, width) = squeezedRow(n: n, intrinsicWidth: 10_000, room: 200_000)
    #expect(solver.tableau.deferredRowCount > 0)
    let w = width.map { solver.value(of: $0) }
    let tolerance = 1e-6
    let canGrow = w.map { $0 < 10_000 - tolerance }
    let canShrink = w.map { $0 > tolerance }
    let answers = solver.ambiguities(of: [cl] + left + width)
    #expect(answers[0] == .fixed)
    for i in 0..<n {
      let before = 0..<i
      let after = i..<n
      let expected = Ambiguity(
        canIncrease: before.contains { canGrow[$0] } && after.contains { canShrink[$0] },
        canDecrease: before.contains { canShrink[$0] } && after.contains { canGrow[$0] })
      #expect(answers[1 + i] == expected, "left\(i) at \(solver.value(of: left[i]))")
    }
    for i in 0..<n {
      let others = (0..<n).filter { $0 != i }
      let expected = Ambiguity(
        canIncrease: canGrow[i] && others.contains { canShrink[$0] },
        canDecrease: canShrink[i] && others.contains { canGrow[$0] })
      #expect(answers[1 + n + i] == expected, "width\(i) at \(w[i])")
    }
  }

  /// The sweep of exact chains (`settleOnExactForest`) on its own, before any other probe, on
  /// the benchmark's W6 row of 40 views (intrinsic width 100 at 750 and 250, chained left to
  /// right from `container.left = 0`, the last view's trailing edge at 50 · 40 = 2,000): the
  /// widths add up to 2,000 with each in [0, 100], so `left(i) = Σ_{j<i} width(j)` can grow iff
  /// a width before `i` is below 100 and one from `i` on is above 0, and shrink iff one before
  /// is above 0 and one from `i` on below 100 (`AmbiguousRow`'s rule). Every direction of
  /// every position the sweep answers must be that; and it leaves at most one open (the first
  /// link down, whose move cancels in its textbook row), where probing each position walked
  /// the chain.
  @Test func theSweepAnswersASqueezedRowsPositions() {
    let n = 40
    let (solver, _, left, width) = squeezedRow(n: n, intrinsicWidth: 100, room: 2_000)
    #expect(solver.tableau.deferredRowCount > 0)
    var face = solver.optimalFace()
    var known: [(up: Bool?, down: Bool?)] = []
    let symbols = face.querySymbols(
      for: left.map { Expression($0) }, known: &known, solver: solver)
    let queried = SymbolQueries(symbols, symbolCount: face.kind.count)
    let start = symbols.map { $0.map { face.value[Int($0)] } ?? 0 }
    face.prepareProbes()
    let forest = face.settleOnExactForest(
      symbols, queried: queried, start: start, answers: &known)
    #expect(!forest.isEmpty)
    let w = width.map { solver.value(of: $0) }
    let canGrow = w.map { $0 < 100 - 1e-6 }
    let canShrink = w.map { $0 > 1e-6 }
    var open = 0
    for i in 0..<n {
      let before = 0..<i
      let after = i..<n
      let up = before.contains { canGrow[$0] } && after.contains { canShrink[$0] }
      let down = before.contains { canShrink[$0] } && after.contains { canGrow[$0] }
      if let answer = known[i].up { #expect(answer == up, "left\(i) up") } else { open += 1 }
      if let answer = known[i].down { #expect(answer == down, "left\(i) down") } else { open += 1 }
    }
    #expect(open <= 1)
  }

  /// The textbook rows of a chain's links, extended from the link before or cut back from the
  /// link after (`textbookRow(of:)`), are the rows `expand(row:)` writes, entry for entry, in
  /// either order and after a jump; on seeded squeezed rows, both directions of writing.
  @Test func textbookRowsOfConsecutiveLinksAreTheExpandedRows() {
    var chained = 0
    Tableau.$defaultDeferredChainMinimum.withValue(4) {
      Tableau.$defaultLongStepMinimum.withValue(2) {
        for seed in Soak.seeds(base: 171_000, batch: 0, count: 20) {
          var g = SplitMix64(seed: seed)
          let (solver, _, _) = Self.build(&g, n: g.int(in: 8...40))
          var face = solver.optimalFace()
          face.prepareProbes()
          var links: [Int32] = []
          for r in 0..<face.basicOfRow.count where face.basicOfRow[r] >= 0 && face.isDeferredRow[r]
          {
            links.append(face.basicOfRow[r])
          }
          links.sort {
            face.referenceOrder[Int(face.rowOfSymbol[Int($0)])]
              < face.referenceOrder[Int(face.rowOfSymbol[Int($1)])]
          }
          let half = links.count / 2
          let order = links + links.reversed() + links[half...] + links[..<half].reversed()
          for s in order {
            let row = face.textbookRow(of: s)
            let expanded = face.expand(row: Int(face.rowOfSymbol[Int(s)]))
            #expect(row.symbols == expanded.symbols, "seed \(seed): symbols of \(s)")
            #expect(row.coefficients == expanded.coefficients, "seed \(seed): coefficients of \(s)")
            if face.lastTextbook != nil { chained += 1 }
          }
        }
      }
    }
    // The seeds must reach the merges, not only whole expansions.
    #expect(chained > 100, "only \(chained) rows on exact chains")
  }
}
