import Testing

@testable import LayoutSolver

/// The long step of `Tableau+LongStep.swift` against the plain dual simplex: the same random
/// squeezed rows of views (W5 and W6 in small), with the long step tried from 2 candidates on
/// one solver and never on the other, and the same random adds, removals, constant changes and
/// edits on both. After every call: the same refusals, required constraints holding, the same
/// errors at every level, the same fixed variables with the same values, and, where the two
/// stopped at the same point of the optimal face, the same ambiguity answers.
@Suite struct LongStepTests {
  struct Views {
    var solver: Solver
    var constraints: [Constraint] = []
  }

  /// A squeezed row: `n` views chained edge to edge from a container edge at 0, intrinsic widths
  /// held at 750 (compression) and 250 (hugging), some widths equal at 250, the last edge at the
  /// container's width.
  static func build(
    _ g: inout SplitMix64, n: Int, container: Double, variables: [Variable],
    solver: Solver
  ) -> [Constraint?] {
    let cl = variables[0]
    let left = Array(variables[1...n])
    let width = Array(variables[(n + 1)...(2 * n)])
    var specs: [Constraint] = [Constraint(Expression(cl), .equal, 0)]
    for i in 0..<n {
      let intrinsic = Double(g.pick([100, 100, 60, 30]))
      specs.append(Constraint(Expression(width[i]), .greaterThanOrEqual, 0))
      specs.append(
        Constraint(
          Expression(width[i]), .greaterThanOrEqual, Expression(intrinsic), priority: Priority(750))
      )
      specs.append(
        Constraint(
          Expression(width[i]), .lessThanOrEqual, Expression(intrinsic), priority: Priority(250)))
      if i == 0 {
        specs.append(Constraint(Expression(left[0]), .equal, Expression(cl)))
      } else {
        specs.append(Constraint(Expression(left[i]), .equal, left[i - 1] + width[i - 1]))
        if g.chance(30) {
          specs.append(
            Constraint(Expression(width[i]), .equal, Expression(width[0]), priority: Priority(250)))
        }
      }
    }
    specs.append(Constraint(left[n - 1] + width[n - 1], .equal, cl + container))
    return specs.map { c in
      do {
        try solver.add(c)
        return c
      } catch {
        return nil
      }
    }
  }

  /// Runs one seed; returns the first disagreement with the calls that led to it, or nil, and
  /// how often the long step acted.
  static func run(seed: UInt64, steps: Int = 25) -> (problem: String?, longSteps: Int) {
    var g = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 7)
    let n = g.int(in: 3...9)
    let container = Double(g.int(in: 0...(60 * n)))
    // The same variables for both: values are read by variable.
    let variables =
      [Variable("cl")] + (0..<n).map { Variable("left\($0)") }
      + (0..<n).map { Variable("width\($0)") }
    let fast = Tableau.$defaultLongStepMinimum.withValue(2) { Solver() }
    let plain = Tableau.$defaultLongStepMinimum.withValue(Int.max) { Solver() }
    var gFast = g
    let fastAdded = build(&gFast, n: n, container: container, variables: variables, solver: fast)
    let plainAdded = build(&g, n: n, container: container, variables: variables, solver: plain)
    // The two lists hold the same constraints' descriptions; each solver has its own objects.
    var ops: [String] = ["n \(n), container \(container)"]
    var live: [(Constraint, Constraint)] = []
    for (a, b) in zip(fastAdded, plainAdded) {
      if (a == nil) != (b == nil) { return ("seed \(seed): build refusals differ", 0) }
      if let a, let b { live.append((a, b)) }
    }
    func check(_ context: String) -> String? {
      let x = variables.map { fast.value(of: $0) }
      let y = variables.map { plain.value(of: $0) }
      for (c, _) in live where c.priority.isRequired {
        var sum = fast.constant(of: c) ?? c.expression.constant
        for term in c.expression.terms {
          sum += term.coefficient * fast.value(of: term.variable)
        }
        let off =
          c.relation == .equal ? abs(sum) : c.relation == .greaterThanOrEqual ? -sum : sum
        if off > 1e-6 { return "\(context): required \(c) off by \(off)" }
      }
      if !sameErrors(fast.errorsByPriority, plain.errorsByPriority) {
        return
          "\(context): errors \(describe(fast.errorsByPriority)) vs plain \(describe(plain.errorsByPriority))"
      }
      let a = fast.ambiguities(of: variables)
      let b = plain.ambiguities(of: variables)
      for k in variables.indices {
        if (a[k] == .fixed) != (b[k] == .fixed) {
          return "\(context): \(variables[k].name) fixed \(a[k] == .fixed) vs \(b[k] == .fixed)"
        }
        if a[k] == .fixed && abs(x[k] - y[k]) > 1e-6 * max(1, abs(y[k])) {
          return "\(context): fixed \(variables[k].name) = \(x[k]) vs \(y[k])"
        }
      }
      let samePoint = zip(x, y).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
      if samePoint && a != b { return "\(context): same point, ambiguities \(a) vs \(b)" }
      return nil
    }
    if let p = check("seed \(seed) build") {
      return (p + "\n" + ops.joined(separator: "\n"), fast.tableau.longSteps)
    }
    let widths = Array(variables[(n + 1)...])
    var edited = false
    for step in 0..<steps {
      let context = "seed \(seed) step \(step)"
      let roll = g.int(in: 0...99)
      var outcomes: [Bool] = []
      if roll < 30 {
        // A new constraint on one or two widths.
        let i = g.int(in: 0...(n - 1))
        let j = g.int(in: 0...(n - 1))
        let constant = Double(g.int(in: 0...120))
        let priority = g.pick([1000, 1000, 750, 500, 250])
        let kind = g.int(in: 0...2)
        func make() -> Constraint {
          switch kind {
          case 0:
            return Constraint(
              Expression(widths[i]), .greaterThanOrEqual, Expression(constant),
              priority: Priority(priority))
          case 1:
            return Constraint(
              Expression(widths[i]), .lessThanOrEqual, Expression(constant),
              priority: Priority(priority))
          default:
            return Constraint(
              Expression(widths[i]), .equal, Expression(widths[j]), priority: Priority(priority))
          }
        }
        let pair = (make(), make())
        ops.append("add kind \(kind) width\(i) width\(j) \(constant) @\(priority)")
        for (solver, c) in [(fast, pair.0), (plain, pair.1)] {
          do {
            try solver.add(c)
            outcomes.append(true)
          } catch {
            outcomes.append(false)
          }
        }
        if outcomes[0] && outcomes[1] { live.append(pair) }
      } else if roll < 50 && live.count > 1 {
        let k = g.int(in: 1...(live.count - 1))
        ops.append("remove \(live[k].1)")
        for (solver, c) in [(fast, live[k].0), (plain, live[k].1)] {
          do {
            try solver.remove(c)
            outcomes.append(true)
          } catch {
            outcomes.append(false)
          }
        }
        live.remove(at: k)
      } else if roll < 80 {
        // Squeeze or widen the container (the closing constraint is the last one built).
        let constant = Double(-g.int(in: 0...(70 * n)))
        guard let closing = live.last(where: { $0.1.expression.terms.count == 3 }) else { continue }
        ops.append("setConstant \(constant) of \(closing.1)")
        for (solver, c) in [(fast, closing.0), (plain, closing.1)] {
          do {
            try solver.setConstant(constant, of: c)
            outcomes.append(true)
          } catch {
            outcomes.append(false)
          }
        }
      } else {
        let value = Double(g.int(in: 0...150))
        ops.append("edit width0 = \(value)")
        for solver in [fast, plain] {
          do {
            if !edited { try solver.addEditVariable(widths[0], priority: Priority(500)) }
            try solver.suggestValue(value, for: widths[0])
            outcomes.append(true)
          } catch {
            outcomes.append(false)
          }
        }
        edited = true
      }
      if outcomes.count == 2 && outcomes[0] != outcomes[1] {
        return (
          "\(context): refusals differ \(outcomes)\n" + ops.joined(separator: "\n"),
          fast.tableau.longSteps
        )
      }
      if let p = check(context) {
        return (p + "\n" + ops.joined(separator: "\n"), fast.tableau.longSteps)
      }
    }
    return (nil, fast.tableau.longSteps)
  }

  @Test(arguments: 0..<120)
  func agreesWithThePlainPath(seed: Int) {
    let (problem, _) = LongStepTests.run(seed: UInt64(seed))
    #expect(problem == nil, "\(problem ?? "")")
  }

  /// The comparison above means something only if the long step acts in it.
  @Test func theLongStepActsInTheseSystems() {
    var acted = 0
    for seed in 0..<120 where LongStepTests.run(seed: UInt64(seed)).longSteps > 0 { acted += 1 }
    #expect(acted >= 30)
  }

  /// W6 in small, worked by hand: 40 views of intrinsic width 100 (compression 750, hugging 250)
  /// in 2,000 points. The widths add up to 2,000; the compression error is
  /// Σ max(0, 100 − width) >= 4,000 − 2,000 = 2,000, reached exactly when no width exceeds 100,
  /// and then the hugging error is 0. The long step acts (40 candidates, over the default 32).
  @Test func aSqueezedRowOfFortyViewsReachesTheOptimum() throws {
    let n = 40
    let solver = Solver()
    let cl = Variable("cl")
    let left = (0..<n).map { Variable("left\($0)") }
    let width = (0..<n).map { Variable("width\($0)") }
    try solver.add(Constraint(Expression(cl), .equal, 0))
    for i in 0..<n {
      try solver.add(Constraint(Expression(width[i]), .greaterThanOrEqual, 0))
      try solver.add(
        Constraint(Expression(width[i]), .greaterThanOrEqual, 100, priority: Priority(750)))
      try solver.add(
        Constraint(Expression(width[i]), .lessThanOrEqual, 100, priority: Priority(250)))
      if i == 0 {
        try solver.add(Constraint(Expression(left[0]), .equal, Expression(cl)))
      } else {
        try solver.add(Constraint(Expression(left[i]), .equal, left[i - 1] + width[i - 1]))
      }
    }
    try solver.add(Constraint(left[n - 1] + width[n - 1], .equal, cl + 2_000))
    #expect(solver.tableau.longSteps > 0)
    let errors = solver.errorsByPriority
    #expect(errors.first { $0.priority == 750 }.map { abs($0.error - 2_000) < 1e-6 } == true)
    #expect(errors.first { $0.priority == 250 }.map { abs($0.error) < 1e-6 } ?? true)
    var sum = 0.0
    for i in 0..<n {
      let w = solver.value(of: width[i])
      #expect(w >= -1e-9 && w <= 100 + 1e-9)
      #expect(abs(solver.value(of: left[i]) - sum) < 1e-6)
      sum += w
    }
    #expect(abs(sum - 2_000) < 1e-6)
  }

  /// An equal-centring column in small, worked by hand: 64 views 21 tall (compression 750,
  /// hugging 250), each top at least 4 below the view above, the gaps between their centres
  /// equal to the first gap at 150 − index (149 down to 88), the column as short as it can be
  /// at 49, then pinned 4,000 tall. Every gap equality holds: the centres run from 10.5 to
  /// 4,000 − 10.5, 3,979 / 63 apart, so view k's top is k × 3,979 / 63 and every view 21 tall.
  /// The pin's repair offers the long step a row of 63 zero-cost candidates, each of which a
  /// column as long as the stack holds at its bound: it fails at nearly every pivot (it acts
  /// once), and what it reads must stay within what the pivots write (`repair`), not grow as
  /// the stack times the pivots.
  @Test func anEqualCentringColumnPinnedTallReadsWithinItsPivots() throws {
    let n = 64
    let solver = Solver()
    let bottom = Variable("bottom")
    let top = (0..<n).map { Variable("top\($0)") }
    let height = (0..<n).map { Variable("height\($0)") }
    let gap = (0..<(n - 1)).map { Variable("gap\($0)") }
    try solver.add(Constraint(Expression(top[0]), .equal, 0))
    for i in 0..<n {
      try solver.add(
        Constraint(Expression(height[i]), .greaterThanOrEqual, 21, priority: Priority(750)))
      try solver.add(
        Constraint(Expression(height[i]), .lessThanOrEqual, 21, priority: Priority(250)))
    }
    for i in 1..<n {
      try solver.add(
        Constraint(Expression(top[i]), .greaterThanOrEqual, top[i - 1] + height[i - 1] + 4))
    }
    for i in 0..<(n - 1) {
      // gap = (top[i + 1] + height[i + 1] / 2) − (top[i] + height[i] / 2)
      try solver.add(
        Constraint(
          Expression(gap[i]), .equal,
          top[i + 1] + height[i + 1] * 0.5 - top[i] - height[i] * 0.5))
      if i > 0 {
        try solver.add(
          Constraint(
            Expression(gap[i]), .equal, Expression(gap[0]), priority: Priority(max(1, 150 - i))))
      }
    }
    try solver.add(Constraint(top[n - 1] + height[n - 1], .equal, Expression(bottom)))
    try solver.add(Constraint(Expression(bottom), .equal, 0, priority: Priority(49)))
    let scanned = solver.tableau.longStepScanWork
    let written = solver.tableau.pivotWork
    try solver.add(Constraint(Expression(bottom), .equal, 4_000))
    let scans = solver.tableau.longStepScanWork &- scanned
    let writes = solver.tableau.pivotWork &- written
    #expect(
      scans <= writes + Tableau.longStepScanAllowance * 2 * n, "read \(scans), wrote \(writes)")
    for k in 0..<n {
      #expect(abs(solver.value(of: top[k]) - Double(k) * 3_979 / 63) < 1e-6, "top\(k)")
      #expect(abs(solver.value(of: height[k]) - 21) < 1e-6, "height\(k)")
    }
  }
}
