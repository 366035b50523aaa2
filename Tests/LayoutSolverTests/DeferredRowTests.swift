import Testing

@testable import LayoutSolver

/// Deferred rows (`Tableau+Deferred.swift`): a chain pulled tight against a held end keeps each
/// link's row over the link before it. These tests check the answers by hand, the tableau's form
/// after every call, and random pulled chains against fresh solves.
@Suite struct DeferredRowTests {
  /// A chain `x0 … x(n-1)` with `x0 == held` (required), `x(i+1) >= x(i) + 10` (required), and
  /// `x(n-1) == 0` at 500 pulling the far end back.
  struct PulledChain {
    let x: [Variable]
    let hold: Constraint
    let links: [Constraint]
    let pull: Constraint
    let solver = Solver()

    init(_ n: Int, held: Double = 0) throws {
      let x = (0..<n).map { Variable("x\($0)") }
      self.x = x
      hold = Constraint(Expression(x[0]), .equal, Expression(constant: held))
      links = (0..<(n - 1)).map {
        Constraint(Expression(x[$0 + 1]), .greaterThanOrEqual, x[$0] + Double(10))
      }
      pull = Constraint(
        Expression(x[n - 1]), .equal, Expression(constant: 0), priority: .medium)
      // Short chains are pivoted in the textbook way unless told otherwise.
      solver.tableau.deferredChainMinimum = 4
      try solver.add(hold)
      for link in links { try solver.add(link) }
      try solver.add(pull)
    }

    var values: [Double] { x.map { solver.value(of: $0) } }
    var form: String? { solver.tableau.formViolation() }
  }

  @Test func pulledChainIsTightAndDeferred() throws {
    let chain = try PulledChain(8)
    // x0 = 0 and every link at its least, 10: x(i) = 10·i. The pull's error is x7 = 70.
    #expect(chain.values == [0, 10, 20, 30, 40, 50, 60, 70])
    #expect(chain.solver.error(of: chain.pull) == 70)
    #expect(chain.form == nil, "\(chain.form ?? "")")
    // The links' rows were kept over the link before them, not expanded.
    #expect(chain.solver.tableau.deferredRowCount >= 6)
  }

  @Test func editsMoveDependentsThroughDeferredRows() throws {
    let chain = try PulledChain(8)
    // Moving the held end moves the whole chain: x(i) = 5 + 10·i. Three times, so that the
    // second change records a response and the third applies it.
    for (held, expected) in [(5.0, 5.0), (-3, -3), (5, 5)] {
      try chain.solver.setConstant(-held, of: chain.hold)
      #expect(chain.values == (0..<8).map { expected + 10 * Double($0) })
      #expect(chain.solver.error(of: chain.pull) == abs(expected + 70))
      #expect(chain.form == nil, "\(chain.form ?? "")")
    }
    #expect(chain.solver.tableau.deferredRowCount >= 6)
  }

  @Test func constraintOnALinkExpandsItsRow() throws {
    let chain = try PulledChain(8)
    // x3 >= 45 (required) pushes x3 from 30 to 45; the pull keeps everything after it tight:
    // x4 = 55, x5 = 65, x6 = 75, x7 = 85, an error of 85. x0 stays 0; x1 and x2 are no longer
    // pinned (anywhere with 10 <= x1, x1 + 10 <= x2 <= 35), so only their links are checked.
    let floor = Constraint(Expression(chain.x[3]), .greaterThanOrEqual, Expression(constant: 45))
    try chain.solver.add(floor)
    func checkAfterFloor() {
      let v = chain.values
      #expect(v[0] == 0 && Array(v[3...]) == [45, 55, 65, 75, 85])
      #expect(v[1] >= 10 - 1e-9 && v[2] >= v[1] + 10 - 1e-9 && v[2] <= 35 + 1e-9, "\(v)")
      #expect(chain.solver.error(of: chain.pull) == 85)
      #expect(chain.form == nil, "\(chain.form ?? "")")
    }
    checkAfterFloor()
    // An upper bound that already holds changes nothing that is pinned.
    try chain.solver.add(
      Constraint(Expression(chain.x[5]), .lessThanOrEqual, Expression(constant: 100)))
    checkAfterFloor()
    // Removing the floor expands only the rows it pivots through, then the pull takes back the
    // 15: every link tight again, x(i) = 10·i.
    try chain.solver.remove(floor)
    #expect(chain.values == [0, 10, 20, 30, 40, 50, 60, 70])
    #expect(chain.solver.tableau.deferredRowCount > 0)
    #expect(chain.form == nil, "\(chain.form ?? "")")
  }

  @Test func removingAnUnrelatedConstraintLeavesTheChainDeferred() throws {
    let chain = try PulledChain(200)
    let deferred = chain.solver.tableau.deferredRowCount
    let other = Variable("other")
    let unrelated = Constraint(Expression(other), .equal, Expression(constant: 3))
    try chain.solver.add(unrelated)
    try chain.solver.remove(unrelated)
    // Nothing of the chain was expanded: 200 links stay about 400 entries, not 20,000.
    #expect(chain.solver.tableau.deferredRowCount == deferred)
    var entries = 0
    let t = chain.solver.tableau
    for r in t.basicOfRow.indices where t.basicOfRow[r] >= 0 { entries += t.rows.count(r) }
    #expect(entries < 1_000, "\(entries) entries")
    #expect(chain.values == (0..<200).map { 10 * Double($0) })
    #expect(chain.form == nil, "\(chain.form ?? "")")
  }

  @Test func ambiguityAndDumpSeeTheTextbookForm() throws {
    let chain = try PulledChain(6)
    #expect(chain.solver.tableau.deferredRowCount > 0)
    // Every link is tight against the held end: nothing can move.
    let deferred = chain.solver.tableau.deferredRowCount
    let ambiguities = chain.solver.ambiguities(of: chain.x)
    #expect(ambiguities.allSatisfy { $0.isFixed })
    // The probes ran on an expanded copy: the solver itself is as it was.
    #expect(chain.solver.tableau.deferredRowCount == deferred)
    // The dump shows the textbook form: x5's row is the hold's slack plus the five link
    // slacks, six terms (a deferred row would show two: x4 and the last slack).
    let dump = chain.solver.dump()
    let x5 = dump.split(separator: "\n").first { $0.hasPrefix("  x5 = ") } ?? ""
    #expect(x5.components(separatedBy: "*s").count - 1 == 6, "\(x5)")
    #expect(chain.solver.tableau.deferredRowCount == deferred)
    #expect(chain.values == [0, 10, 20, 30, 40, 50])
    #expect(chain.form == nil, "\(chain.form ?? "")")
  }

  /// Looking at the solver — a dump, an ambiguity query — changes nothing that later calls
  /// answer, down to the bit: the form of the rows steers the simplex's tie-breaks, so both look
  /// at an expanded copy. (Found by review: both used to expand the solver's own tableau.)
  @Test(arguments: [false, true]) func lookingChangesNothingLater(useAmbiguities: Bool) throws {
    func run(looking: Bool) throws -> [UInt64] {
      let chain = try PulledChain(8)
      if looking {
        if useAmbiguities {
          _ = chain.solver.ambiguities(of: chain.x)
        } else {
          _ = chain.solver.dump()
        }
      }
      try chain.solver.add(
        Constraint(Expression(chain.x[3]), .greaterThanOrEqual, Expression(constant: 45)))
      var bits: [UInt64] = []
      for held in [5.0, -3, 7, 7.25] {
        try chain.solver.setConstant(-held, of: chain.hold)
        bits += chain.values.map(\.bitPattern)
      }
      return bits
    }
    #expect(try run(looking: false) == run(looking: true))
  }

  @Test func aRefusedConstraintLeavesTheChainAsItWas() throws {
    let chain = try PulledChain(7)
    // x6 <= 50 cannot hold: x6 >= x0 + 60 = 60. Refused, nothing changes.
    #expect(throws: SolverError.self) {
      try chain.solver.add(
        Constraint(Expression(chain.x[6]), .lessThanOrEqual, Expression(constant: 50)))
    }
    #expect(chain.values == [0, 10, 20, 30, 40, 50, 60])
    #expect(chain.form == nil, "\(chain.form ?? "")")
  }

  /// Random chains held at one end and pulled at the other, with random extra constraints over
  /// their variables, constant changes, edits and removals. After every call: the tableau's
  /// form holds, every required constraint holds, and the errors at every level are a fresh
  /// solver's; every fourth call, the fixed variables and their values are a fresh solver's too.
  @Test(arguments: 0..<6) func randomPulledChainsMatchFreshSolves(batch: Int) throws {
    var deferredSeen = 0
    for seed in UInt64(batch * 40)..<UInt64(batch * 40 + 40) {
      deferredSeen += try runPulledChain(seed: seed)
    }
    // The systems are built to pull chains: most of them must have gone through deferred rows.
    #expect(deferredSeen >= 20, "only \(deferredSeen) of 40 systems had deferred rows")
  }

  /// One random system; returns 1 when deferred rows appeared in it.
  func runPulledChain(seed: UInt64) throws -> Int {
    var generator = SystemGenerator(seed: seed &* 0x9E37_79B9 &+ 7)
    let n = generator.rng.int(in: 5...12)
    let variables = (0..<n).map { Variable("v\($0)") }
    var specs: [ConstraintSpec] = []
    // Held at v0, required or at a high priority.
    specs.append(
      ConstraintSpec(
        terms: [(0, 1)], constant: Double(-generator.rng.int(in: -20...20)), relation: .equal,
        priority: generator.rng.pick([1000, 1000, 999, 751])))
    for i in 0..<(n - 1) {
      let gap = Double(generator.rng.int(in: 0...20))
      // Mostly v(i+1) >= v(i) + gap; now and then an equality or a link written backwards.
      let roll = generator.rng.int(in: 0...9)
      if roll < 7 {
        specs.append(
          ConstraintSpec(
            terms: [(i + 1, 1), (i, -1)], constant: -gap, relation: .greaterThanOrEqual,
            priority: 1000))
      } else if roll < 9 {
        specs.append(
          ConstraintSpec(
            terms: [(i, 1), (i + 1, -1)], constant: gap, relation: .lessThanOrEqual, priority: 1000)
        )
      } else {
        specs.append(
          ConstraintSpec(
            terms: [(i + 1, 1), (i, -1)], constant: -gap, relation: .equal, priority: 1000))
      }
    }
    // The pull, toward a value below what the chain allows.
    specs.append(
      ConstraintSpec(
        terms: [(n - 1, 1)], constant: Double(generator.rng.int(in: -10...30)), relation: .equal,
        priority: generator.rng.pick([750, 500, 250])))
    var entries: [PropertyTests.Entry] = []
    let solver = Solver()
    solver.tableau.deferredChainMinimum = 4  // these chains are short: defer them all the same
    for spec in specs {
      let constraint = spec.make(variables)
      try solver.add(constraint)
      entries.append(PropertyTests.Entry(constraint: constraint, spec: spec))
    }
    var sawDeferred = solver.tableau.deferredRowCount > 0
    for step in 0..<10 {
      let context = "seed \(seed), step \(step)"
      let roll = generator.rng.int(in: 0...9)
      if roll < 4 {
        // An extra layout-like constraint over the chain's variables.
        let spec = generator.layoutConstraint(variableCount: n, requiredPercent: 40)
        let constraint = spec.make(variables)
        do {
          try solver.add(constraint)
          entries.append(PropertyTests.Entry(constraint: constraint, spec: spec))
        } catch {
          // Refused: the solver must be as it was; checked below like any other state.
        }
      } else if roll < 8 {
        // A new constant for a random constraint, the hold and the pull most often.
        let k = generator.rng.pick([0, 0, n, n, generator.rng.int(in: 0...(entries.count - 1))])
        let constant = Double(generator.rng.int(in: -40...40))
        do {
          try solver.setConstant(constant, of: entries[k].constraint)
          entries[k].spec.constant = constant
        } catch {
          // Refused: the old constant stays.
        }
      } else if entries.count > n + 1 {
        let k = generator.rng.int(in: (n + 1)...(entries.count - 1))
        try solver.remove(entries[k].constraint)
        entries.remove(at: k)
      }
      sawDeferred = sawDeferred || solver.tableau.deferredRowCount > 0
      if let problem = solver.tableau.formViolation() {
        Issue.record("\(context): \(problem)")
        return 0
      }
      PropertyTests.checkRequiredHold(solver, entries, variables, context)
      guard let fresh = freshSolver(entries.map { $0.spec.make(variables) }) else {
        Issue.record("\(context): a fresh solver refused the constraints")
        return 0
      }
      #expect(
        sameErrors(solver.errorsByPriority, fresh.errorsByPriority),
        "\(context): \(describe(solver.errorsByPriority)) against fresh \(describe(fresh.errorsByPriority))"
      )
      if step % 4 == 3 {
        PropertyTests.checkMatchesFresh(solver, entries, variables, context)
      }
    }
    return sawDeferred ? 1 : 0
  }
}
