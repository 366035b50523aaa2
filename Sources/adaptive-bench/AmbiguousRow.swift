import LayoutSolver

/// W6, the ambiguous row of issue 13: `n` views in a chain, each with an intrinsic width of 100
/// held by compression resistance at 750 and hugging at 250, squeezed into a container half as
/// wide as they want — the row of labels whose split the constraints leave open. The benchmark
/// builds it, then asks which way every variable can move (`Solver.ambiguities(of:)`).
///
/// Constraints: `container.left == 0`; per view `width >= 0` (required), `width >= 100` at 750,
/// `width <= 100` at 250; `left(0) == container.left`, `left(i+1) == left(i) + width(i)`, and
/// `left(n-1) + width(n-1) == container.left + 50·n` (all required).
///
/// Expected, worked out by hand: the widths add up to `50·n`. At 750 the compression error is
/// `Σ max(0, 100 − width) >= 100·n − 50·n`, equal exactly when no width exceeds 100; at 250 the
/// hugging error is then 0. So the optimal face is every split with `0 <= width(i) <= 100` and
/// the sum `50·n`: n − 1 dimensions. The solver stops at one point of it; from there, `width(i)`
/// can grow iff it is below 100 and another width is above 0 to give the room, and shrink iff it
/// is above 0 and another is below 100. `left(i) = Σ_{j<i} width(j)` can grow iff a width before
/// it can grow while one from it on shrinks, and the other way round. `container.left` and
/// `left(0)` are fixed.
enum AmbiguousRow {
  /// The system: variables `container.left`, every `left`, every `width`.
  static func system(_ n: Int) -> BenchSystem {
    let containerLeft = Variable("container.left")
    let left = (0..<n).map { Variable("view\($0).left") }
    let width = (0..<n).map { Variable("view\($0).width") }
    var constraints = [Constraint(Expression(containerLeft), .equal, 0)]
    constraints.reserveCapacity(5 * n + 2)
    for i in 0..<n {
      constraints.append(Constraint(Expression(width[i]), .greaterThanOrEqual, 0))
      constraints.append(
        Constraint(Expression(width[i]), .greaterThanOrEqual, 100, priority: Priority(750)))
      constraints.append(
        Constraint(Expression(width[i]), .lessThanOrEqual, 100, priority: Priority(250)))
      if i == 0 {
        constraints.append(Constraint(Expression(left[0]), .equal, Expression(containerLeft)))
      } else {
        constraints.append(Constraint(Expression(left[i]), .equal, left[i - 1] + width[i - 1]))
      }
    }
    constraints.append(
      Constraint(left[n - 1] + width[n - 1], .equal, containerLeft + Double(50 * n)))
    let variables = [containerLeft] + left + width
    return BenchSystem(variables: variables, constraints: constraints) { values, _ in
      check(values: values, n: n)
    }
  }

  /// The build's values: a chain from 0 whose widths lie in [0, 100] and add up to 50·n.
  static func check(values: [Double], n: Int) -> String? {
    let tolerance = 1e-6
    if abs(values[0]) > tolerance { return "container.left = \(values[0]), expected 0" }
    var sum = 0.0
    for i in 0..<n {
      let left = values[1 + i]
      let width = values[1 + n + i]
      if abs(left - sum) > tolerance * max(1, sum) {
        return "view\(i).left = \(left), expected \(sum)"
      }
      if width < -tolerance || width > 100 + tolerance {
        return "view\(i).width = \(width), expected 0…100"
      }
      sum += width
    }
    let total = Double(50 * n)
    return abs(sum - total) > tolerance * total ? "widths add up to \(sum), expected \(total)" : nil
  }

  /// The ambiguity of every variable (in `system`'s order) at the solver's values, as the type
  /// comment works it out; what is wrong, or nil.
  static func check(ambiguities: [Ambiguity], values: [Double], n: Int) -> String? {
    let tolerance = 1e-6
    let width = Array(values[(1 + n)...])
    let canGrow = width.map { $0 < 100 - tolerance }
    let canShrink = width.map { $0 > tolerance }
    // How many widths before i (and from i on) can grow or shrink.
    var growBefore = [0]
    var shrinkBefore = [0]
    for i in 0..<n {
      growBefore.append(growBefore[i] + (canGrow[i] ? 1 : 0))
      shrinkBefore.append(shrinkBefore[i] + (canShrink[i] ? 1 : 0))
    }
    var expected = [Ambiguity.fixed]
    for i in 0..<n {
      let growAfter = growBefore[n] - growBefore[i]
      let shrinkAfter = shrinkBefore[n] - shrinkBefore[i]
      expected.append(
        Ambiguity(
          canIncrease: growBefore[i] > 0 && shrinkAfter > 0,
          canDecrease: shrinkBefore[i] > 0 && growAfter > 0))
    }
    for i in 0..<n {
      let othersShrink = shrinkBefore[n] - (canShrink[i] ? 1 : 0) > 0
      let othersGrow = growBefore[n] - (canGrow[i] ? 1 : 0) > 0
      expected.append(
        Ambiguity(
          canIncrease: canGrow[i] && othersShrink, canDecrease: canShrink[i] && othersGrow))
    }
    for k in expected.indices where ambiguities[k] != expected[k] {
      let name = k == 0 ? "container.left" : k <= n ? "view\(k - 1).left" : "view\(k - 1 - n).width"
      return "\(name) at \(values[k]): \(ambiguities[k]), expected \(expected[k])"
    }
    return nil
  }
}

extension SolverBenchmark {
  /// W6: times the build and the question "which way can every variable move?", and checks both.
  mutating func measureAmbiguousRow(n: Int) throws {
    let label = "W6 n=\(n)"
    var builds: [Double] = []
    var questions: [Double] = []
    var total = 0.0
    while builds.count < options.repeats
      || (total < options.minimumTime && builds.count < SolverBenchOptions.maximumBuilds)
    {
      let run = BenchRun(AmbiguousRow.system(n))
      watchdog.arm("\(label) build", seconds: options.timeoutSeconds)
      let build = try timed("\(label) build") { () throws(SolverError) in try run.build() }
      watchdog.disarm()
      if let problem = run.verify(step: nil) {
        throw BenchFailure(message: "\(label) build: wrong answer: \(problem)")
      }
      guard options.asksAmbiguity else {
        builds.append(build)
        total += build
        if build > options.maxBuildSeconds * 1e9 { break }
        continue
      }
      var ambiguities: [Ambiguity] = []
      watchdog.arm("\(label) ambiguity", seconds: options.timeoutSeconds)
      let question = try timed("\(label) ambiguity") { () throws(SolverError) in
        ambiguities = run.solver.ambiguities(of: run.system.variables)
      }
      watchdog.disarm()
      if let problem = AmbiguousRow.check(ambiguities: ambiguities, values: run.values, n: n) {
        throw BenchFailure(message: "\(label) ambiguity: wrong answer: \(problem)")
      }
      builds.append(build)
      questions.append(question)
      total += build + question
      if build + question > options.maxBuildSeconds * 1e9 { break }
    }
    record(BenchResult(workload: "W6", n: n, phase: "build", summary: Summary(builds)))
    if !questions.isEmpty {
      record(BenchResult(workload: "W6", n: n, phase: "ambig", summary: Summary(questions)))
    }
  }
}
