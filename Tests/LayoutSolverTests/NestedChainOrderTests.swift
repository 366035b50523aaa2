import Testing

@testable import LayoutSolver

/// Squeezed rows of views inside a container whose edge and width are variables (issue 13, W6
/// nested), given to the solver in different orders: the container's constraints first, last,
/// or between the chain's. The order decided whether the chain was pivoted in as deferred
/// rows (linear) or the textbook way (quadratic), and the ambiguity question expanded a row
/// per view for `left(i) − container.left`; neither may change an answer. Seeded: per system,
/// every order gives the same errors at every level; on each, the required constraints hold,
/// the ambiguity of every view's position in the container and width is the textbook face's
/// (whose rows are all over non-basic symbols: the question as it was asked before), and
/// every witness move is a point of the optimal face. Short chains are deferred too (from 4
/// links) and the long step acts from 2 candidates, so that small systems take the paths of
/// large ones.
@Suite struct NestedChainOrderTests {
  struct Row {
    var variables: [Variable]
    var expressions: [Expression]
    /// The container's constraints, then the chain's (with the views' own).
    var box: [Constraint]
    var chain: [Constraint]
  }

  /// A row of `n` views in a container at `container.left` (pinned at 0 or 10), whose width
  /// is either pinned as a constant or given by its trailing edge on a root of width `W`
  /// (itself pinned); per view, its intrinsic width at 750 and 250, maybe `width >= 0`; the
  /// chain edge to edge from the container's leading edge to its trailing edge.
  static func build(_ g: inout SplitMix64, n: Int) -> Row {
    let root = Variable("root.width")
    let cl = Variable("container.left")
    let cw = Variable("container.width")
    let left = (0..<n).map { Variable("left\($0)") }
    let width = (0..<n).map { Variable("width\($0)") }
    let room = Double(g.pick([0, 10, 37, 50])) * Double(n)
    let origin = Double(g.pick([0, 10]))
    var box: [Constraint] = [Constraint(Expression(cl), .equal, Expression(origin))]
    if g.chance(50) {
      box.append(Constraint(Expression(root), .equal, Expression(origin + room)))
      box.append(Constraint(cl + cw, .equal, Expression(root)))
    } else {
      box.append(Constraint(Expression(cw), .equal, Expression(room)))
    }
    var chain: [Constraint] = []
    let nonNegative = g.chance(50)
    for i in 0..<n {
      let intrinsic = Double(g.pick([100, 60, 60, 30]))
      if nonNegative { chain.append(Constraint(Expression(width[i]), .greaterThanOrEqual, 0)) }
      chain.append(
        Constraint(
          Expression(width[i]), .greaterThanOrEqual, Expression(intrinsic), priority: Priority(750))
      )
      chain.append(
        Constraint(
          Expression(width[i]), .lessThanOrEqual, Expression(intrinsic), priority: Priority(250)))
    }
    chain.append(Constraint(Expression(left[0]), .equal, Expression(cl)))
    for i in 1..<n {
      chain.append(Constraint(Expression(left[i]), .equal, left[i - 1] + width[i - 1]))
    }
    chain.append(Constraint(left[n - 1] + width[n - 1], .equal, cl + cw))
    // As the layout engine asks: each view's position in the container, and its width.
    let expressions = left.map { $0 - cl } + width.map { Expression($0) }
    return Row(
      variables: [root, cl, cw] + left + width, expressions: expressions, box: box, chain: chain)
  }

  /// The container's constraints first, last, and in the middle of the chain's (after the
  /// views' own constraints and half the links).
  static func orders(_ row: Row) -> [(name: String, constraints: [Constraint])] {
    let half = row.chain.count - (row.chain.count - 1) / 4
    return [
      ("box first", row.box + row.chain), ("box last", row.chain + row.box),
      ("box inside", Array(row.chain[..<half]) + row.box + Array(row.chain[half...])),
    ]
  }

  /// The ambiguity of each expression on the textbook face (every deferred row expanded): as
  /// `ambiguitiesByLinearPrograms(of:)`, for expressions.
  static func textbookAnswers(_ solver: Solver, _ expressions: [Expression]) -> [Ambiguity] {
    var face = solver.optimalFace(textbook: true)
    var known: [(up: Bool?, down: Bool?)] = []
    let symbols = face.querySymbols(for: expressions, known: &known, solver: solver)
    for (i, symbol) in symbols.enumerated() {
      guard let s = symbol else { continue }
      if face.cannotMove(s, 1) { known[i].up = false }
      if face.cannotMove(s, -1) { known[i].down = false }
    }
    return solver.settle(symbols, known, on: &face)
  }

  /// With the solver's own thresholds (32 links), a row of 40 views of intrinsic width 60 in a
  /// container of 375 pinned to a root's edges: in every order the chain's 39 links are pivoted
  /// in as deferred rows (the container first used to leave all but the last few to the
  /// textbook walk: each link's row then listed every slack back to the held end), and the
  /// ambiguity question's row for `left(i) − container.left` holds a few entries, not the
  /// `i` slacks of its expansion.
  @Test func aLongNestedChainIsDeferredInEveryOrder() {
    let n = 40
    let root = Variable("root.width")
    let cl = Variable("container.left")
    let cw = Variable("container.width")
    let left = (0..<n).map { Variable("left\($0)") }
    let width = (0..<n).map { Variable("width\($0)") }
    let box = [
      Constraint(Expression(root), .equal, 375), Constraint(Expression(cl), .equal, 0),
      Constraint(cl + cw, .equal, Expression(root)),
    ]
    var chain: [Constraint] = []
    for i in 0..<n {
      chain.append(Constraint(Expression(width[i]), .lessThanOrEqual, 60, priority: Priority(250)))
      chain.append(
        Constraint(Expression(width[i]), .greaterThanOrEqual, 60, priority: Priority(750)))
    }
    chain.append(Constraint(Expression(left[0]), .equal, Expression(cl)))
    for i in 1..<n {
      chain.append(Constraint(Expression(left[i]), .equal, left[i - 1] + width[i - 1]))
    }
    chain.append(Constraint(left[n - 1] + width[n - 1], .equal, cl + cw))
    let row = Row(
      variables: [root, cl, cw] + left + width, expressions: left.map { $0 - cl }, box: box,
      chain: chain)
    for (name, constraints) in Self.orders(row) {
      let solver = Solver()
      for c in constraints { try? solver.add(c) }
      // 40 × 60 − 375 = 2025 points of compression at 750, whichever view takes them.
      #expect(
        sameErrors(solver.errorsByPriority, [(750, 2025), (250, 0)]),
        "\(name): \(describe(solver.errorsByPriority))")
      let links = (1..<n).filter { i in
        solver.symbolOfVariable.value(for: left[i]).map { solver.tableau.hasDeferredRow($0) }
          ?? false
      }
      #expect(links.count == n - 1, "\(name): \(links.count) links deferred")
      var face = solver.optimalFace()
      var known: [(up: Bool?, down: Bool?)] = []
      let symbols = face.querySymbols(for: row.expressions, known: &known, solver: solver)
      for (i, symbol) in symbols.enumerated() {
        guard let s = symbol else { continue }
        let entries = face.rows.count(Int(face.rowOfSymbol[Int(s)]))
        #expect(entries <= 3, "\(name): the row of left\(i) − container.left holds \(entries)")
      }
    }
  }

  @Test(arguments: 0..<3)
  func everyOrderGivesTheSameAnswers(batch: Int) {
    var deferred = 0
    var solved = 0
    Tableau.$defaultDeferredChainMinimum.withValue(4) {
      Tableau.$defaultLongStepMinimum.withValue(2) {
        for seed in Soak.seeds(base: 310_000, batch: batch, count: 20) {
          var g = SplitMix64(seed: seed)
          let n = g.int(in: 5...40)
          let row = Self.build(&g, n: n)
          var reference: [(priority: Int, error: Double)]? = nil
          for (name, constraints) in Self.orders(row) {
            let solver = Solver()
            for c in constraints {
              do { try solver.add(c) } catch {
                Issue.record("seed \(seed), \(name): \(c) refused: \(error)")
              }
            }
            solved += 1
            if solver.tableau.deferredRowCount > 0 { deferred += 1 }
            let errors = solver.errorsByPriority
            if let reference {
              #expect(
                sameErrors(errors, reference),
                "seed \(seed), \(name): \(describe(errors)), box first: \(describe(reference))")
            } else {
              reference = errors
            }
            for c in constraints where c.priority.isRequired {
              var e = c.expression.constant
              var scale = abs(e)
              for term in c.expression.terms {
                let v = term.coefficient * solver.value(of: term.variable)
                e += v
                scale = max(scale, abs(v))
              }
              let off = c.relation == .equal ? abs(e) : c.relation == .lessThanOrEqual ? e : -e
              #expect(off <= 1e-7 * max(1, scale), "seed \(seed), \(name): \(c) is off by \(off)")
            }
            let fast = solver.ambiguities(ofExpressions: row.expressions)
            let oracle = Self.textbookAnswers(solver, row.expressions)
            for k in row.expressions.indices {
              #expect(
                fast[k] == oracle[k],
                "seed \(seed), \(name): expression \(k): \(fast[k]), the textbook face says \(oracle[k])"
              )
            }
            let moves = solver.faceMovesObservingAll(
              of: row.expressions, steps: [8, -8, 1, -1, 0.125, -0.125])
            for (k, move) in moves.enumerated() {
              guard let move else { continue }
              #expect(
                !oracle[k].isFixed, "seed \(seed), \(name): expression \(k) is fixed, yet moved")
              if let problem = FaceMoveTests.problem(with: move, in: solver) {
                Issue.record("seed \(seed), \(name): moving expression \(k): \(problem)")
              }
            }
          }
        }
      }
    }
    // The systems must reach the path under test: most solvers are left with deferred rows.
    #expect(deferred * 2 > solved, "only \(deferred) of \(solved) solvers kept deferred rows")
  }
}
