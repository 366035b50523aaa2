import Testing

@testable import LayoutSolver

/// Adversarial random systems around pulled chains (written in review of deferred rows): one or
/// two chains over the variables, some sharing variables, with forward and backward links,
/// coefficients other than 1, rows over three links, required or optional holds; then extra
/// constraints, constant changes (often the same one several times), batched constant changes,
/// edit variables, removals (the hold and the pull too), fresh pulls, ambiguity queries and
/// dumps. After every call: every row's symbols list it, the tableau's form holds (see
/// `structureProblem`), required constraints hold, and the errors at every level are a fresh
/// solver's; at the end, the fixed variables and their values are too. Chains are deferred from
/// 4 links, so that these small systems go through deferred rows.
@Suite struct PulledChainFuzzTests {
  typealias Entry = PropertyTests.Entry

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Returns a description of the first problem, or nil.
  /// Every row's symbols list the row in their columns.
  static func columnProblem(_ t: Tableau) -> String? {
    for r in t.basicOfRow.indices where t.basicOfRow[r] >= 0 {
      for k in 0..<t.rows.count(r) {
        let s = t.rows.symbol(r, k)
        if !t.columns[Int(s)].contains(Int32(r)) {
          return
            "row \(r) (basic \(t.basicOfRow[r])) holds \(s) (basic: \(t.isBasic(s))) but its column does not list it"
        }
      }
    }
    return nil
  }

  static func maxResidual(_ t: Tableau) -> (Double, Int32) {
    var worst = 0.0
    var who: Int32 = -1
    for r in t.basicOfRow.indices where t.basicOfRow[r] >= 0 {
      var sum = 0.0
      for k in 0..<t.rows.count(r) {
        sum += t.rows.coefficient(r, k) * t.value[Int(t.rows.symbol(r, k))]
      }
      let d = abs(sum - t.value[Int(t.basicOfRow[r])])
      if d > worst {
        worst = d
        who = t.basicOfRow[r]
      }
    }
    return (worst, who)
  }

  /// The tableau's structural invariants (`Tableau.structureViolation`); values are checked
  /// apart (`maxResidual`), with a tolerance for the round-off of long propagations.
  static func structureProblem(_ t: Tableau) -> String? { t.structureViolation() }

  /// One random system and `steps` calls; returns the first problem with the calls that led to
  /// it, or nil. `noExpand` leaves out removals, ambiguity queries and dumps, so that deferred
  /// rows live on through everything else.
  static func run(
    seed: UInt64, steps: Int = 30, noExpand: Bool = false, sizes: ClosedRange<Int> = 6...14,
    minimum: Int = 4
  ) -> String? {
    var g = SystemGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 12345)
    let n = g.rng.int(in: sizes)
    let variables = (0..<n).map { Variable("v\($0)") }
    var entries: [Entry] = []
    var ops: [String] = []
    let solver = Solver()
    solver.tableau.deferredChainMinimum = minimum
    func add(_ spec: ConstraintSpec) -> Bool {
      let c = spec.make(variables)
      do {
        try solver.add(c)
        entries.append(Entry(constraint: c, spec: spec))
        ops.append("add \(spec)")
        return true
      } catch {
        ops.append("refused \(spec)")
        return false
      }
    }
    // One or two chains over the variables (the second may share variables).
    let chainCount = g.rng.int(in: 1...2)
    var holds: [Int] = []
    var pulls: [Int] = []
    for c in 0..<chainCount {
      let start = c == 0 ? 0 : g.rng.int(in: 0...(n / 2))
      let end = c == 0 ? n - 1 : g.rng.int(in: (start + 4 < n ? start + 4 : n - 1)...(n - 1))
      // Hold.
      let holdPriority = g.rng.pick([1000, 1000, 999, 751])
      if add(
        ConstraintSpec(
          terms: [(start, 1)], constant: Double(-g.rng.int(in: -20...20)), relation: .equal,
          priority: holdPriority))
      {
        holds.append(entries.count - 1)
      }
      if start < end {
        for i in start..<end {
          let gap = Double(g.rng.int(in: 0...15))
          let roll = g.rng.int(in: 0...11)
          let a = g.rng.pick([1.0, 1, 1, 2, 0.5])
          var spec: ConstraintSpec
          switch roll {
          case 0...5:
            spec = ConstraintSpec(
              terms: [(i + 1, a), (i, -1)], constant: -gap, relation: .greaterThanOrEqual,
              priority: 1000)
          case 6...8:
            spec = ConstraintSpec(
              terms: [(i, 1), (i + 1, -a)], constant: gap, relation: .lessThanOrEqual,
              priority: 1000)
          case 9:
            spec = ConstraintSpec(
              terms: [(i + 1, 1), (i, -1)], constant: -gap, relation: .equal, priority: 1000)
          case 10:
            // Three chain variables in one row.
            let k = max(start, i - 1)
            spec = ConstraintSpec(
              terms: [(i + 1, 2), (i, -1), (k, -1)], constant: -gap,
              relation: .greaterThanOrEqual, priority: 1000)
          default:
            spec = ConstraintSpec(
              terms: [(i + 1, -1), (i, 1)], constant: gap, relation: .lessThanOrEqual,
              priority: 1000)
          }
          _ = add(spec)
        }
      }
      if add(
        ConstraintSpec(
          terms: [(end, 1)], constant: Double(g.rng.int(in: -10...40)), relation: .equal,
          priority: g.rng.pick([750, 500, 250, 999]))
      ) {
        pulls.append(entries.count - 1)
      }
    }
    var editVariables: [Int] = []
    func check(_ context: String) -> String? {
      if let problem = columnProblem(solver.tableau) { return "\(context): columns: \(problem)" }
      if let problem = structureProblem(solver.tableau) {
        return "\(context): structure: \(problem)"
      }
      let (resid, who) = maxResidual(solver.tableau)
      let scale = solver.tableau.value.reduce(1.0) { max($0, abs($1)) }
      if resid > 1e-9 * scale && solver.tableau.deferredRowCount > 0 {
        return "\(context): residual \(resid) at \(who) with deferred rows"
      }
      let x = variables.map { solver.value(of: $0) }
      for e in entries where e.spec.isRequired {
        let err = e.spec.error(at: x)
        if err > 1e-6 { return "\(context): required \(e.spec) off by \(err)" }
      }
      guard let fresh = freshSolver(entries.map { $0.spec.make(variables) }) else {
        return "\(context): fresh refused"
      }
      if !sameErrors(solver.errorsByPriority, fresh.errorsByPriority) {
        return
          "\(context): errors \(describe(solver.errorsByPriority)) vs fresh \(describe(fresh.errorsByPriority))"
      }
      // Errors recomputed from the specs must agree with the solver's own.
      var sums: [Int: Double] = [:]
      for e in entries where !e.spec.isRequired {
        sums[e.spec.priority, default: 0] += e.spec.error(at: x)
      }
      let expected = sums.keys.sorted(by: >).map { (priority: $0, error: sums[$0]!) }
      if !sameErrors(solver.errorsByPriority, expected) {
        return "\(context): errorsByPriority inconsistent with values"
      }
      return nil
    }
    if let p = check("seed \(seed) build") { return p + "\n" + ops.joined(separator: "\n") }
    for step in 0..<steps {
      let ctx = "seed \(seed) step \(step)"
      var roll = g.rng.int(in: 0...99)
      if noExpand && roll >= 68 && roll < 80 { roll = 80 }
      if noExpand && roll >= 90 { roll = g.rng.int(in: 0...67) }
      if roll < 25 {
        // Extra constraint, often over two or three neighbouring chain variables.
        var spec = g.layoutConstraint(variableCount: n, requiredPercent: 40)
        if g.rng.chance(50) {
          let i = g.rng.int(in: 0...(n - 2))
          let j = min(n - 1, i + g.rng.int(in: 1...2))
          spec.terms = [(i, g.rng.pick([1.0, -1, 2])), (j, g.rng.pick([1.0, -1, -2, 0.5]))]
          if g.rng.chance(30) { spec.terms.append((i + 1, g.rng.pick([1.0, -1]))) }
        }
        _ = add(spec)
      } else if roll < 45 {
        let k: Int
        let pick = g.rng.int(in: 0...3)
        if pick == 0 && !holds.isEmpty {
          k = g.rng.pick(holds)
        } else if pick == 1 && !pulls.isEmpty {
          k = g.rng.pick(pulls)
        } else {
          k = g.rng.int(in: 0...(entries.count - 1))
        }
        let constant = Double(g.rng.int(in: -40...40))
        // Sometimes the same constant moved several times in a row.
        let repeats = g.rng.chance(40) ? g.rng.int(in: 2...4) : 1
        for r in 0..<repeats {
          let value = constant + Double(r * g.rng.int(in: -7...7))
          do {
            try solver.setConstant(value, of: entries[k].constraint)
            entries[k].spec.constant = value
            ops.append("setConstant \(value) of #\(k)")
          } catch {
            ops.append("setConstant \(value) of #\(k) refused")
          }
          if r < repeats - 1, let p = check(ctx + " repeat \(r)") {
            return p + "\n" + ops.joined(separator: "\n")
          }
        }
      } else if roll < 55 {
        // Several constants at once.
        var changes: [(constraint: Constraint, constant: Double)] = []
        var idx: [Int] = []
        for _ in 0..<g.rng.int(in: 1...3) {
          let k = g.rng.int(in: 0...(entries.count - 1))
          if idx.contains(k) { continue }
          idx.append(k)
          changes.append((entries[k].constraint, Double(g.rng.int(in: -40...40))))
        }
        do {
          if try solver.setConstants(changes) {
            for (k, c) in zip(idx, changes) { entries[k].spec.constant = c.constant }
            ops.append("setConstants \(zip(idx, changes.map(\.constant)).map { "#\($0)=\($1)" })")
          } else {
            ops.append("setConstants refused")
          }
        } catch {
          return "\(ctx): setConstants threw \(error)"
        }
      } else if roll < 68 {
        // Edit variable.
        let v = g.rng.int(in: 0...(n - 1))
        if !editVariables.contains(v) {
          let p = g.rng.pick([999, 751, 500])
          do {
            try solver.addEditVariable(variables[v], priority: Priority(p))
          } catch {
            return "\(ctx): addEditVariable threw \(error)"
          }
          let edit = solver.edits[variables[v]]!
          entries.append(
            Entry(
              constraint: edit,
              spec: ConstraintSpec(
                terms: [(v, 1)], constant: solver.constant(of: edit)!, relation: .equal,
                priority: p)))
          editVariables.append(v)
          ops.append("addEdit v\(v) @\(p)")
        }
        let reps = g.rng.int(in: 1...4)
        for r in 0..<reps {
          let value = Double(g.rng.int(in: -60...60))
          do {
            try solver.suggestValue(value, for: variables[v])
          } catch {
            return "\(ctx): suggest threw \(error)"
          }
          let k = entries.firstIndex { $0.constraint === solver.edits[variables[v]]! }!
          entries[k].spec.constant = -value
          ops.append("suggest v\(v) = \(value)")
          if r < reps - 1, let p = check(ctx + " suggest \(r)") {
            return p + "\n" + ops.joined(separator: "\n")
          }
        }
      } else if roll < 80 {
        // Remove something: anything, the hold and the pull too.
        let k = g.rng.int(in: 0...(entries.count - 1))
        let c = entries[k].constraint
        do {
          if let v = editVariables.first(where: { solver.edits[variables[$0]] === c }) {
            try solver.removeEditVariable(variables[v])
            editVariables.removeAll { $0 == v }
          } else {
            try solver.remove(c)
          }
        } catch {
          return "\(ctx): remove threw \(error)"
        }
        ops.append("remove #\(k) \(entries[k].spec)")
        entries.remove(at: k)
        holds = holds.compactMap { $0 == k ? nil : ($0 > k ? $0 - 1 : $0) }
        pulls = pulls.compactMap { $0 == k ? nil : ($0 > k ? $0 - 1 : $0) }
        if entries.isEmpty { break }
      } else if roll < 90 {
        // A fresh pull at some variable.
        let v = g.rng.int(in: 0...(n - 1))
        if add(
          ConstraintSpec(
            terms: [(v, 1)], constant: Double(g.rng.int(in: -60...60)),
            relation: g.rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
            priority: g.rng.pick([999, 750, 500, 250, 1])))
        {
          pulls.append(entries.count - 1)
        }
      } else if roll < 95 {
        _ = solver.ambiguities(of: variables)
        ops.append("ambiguities")
      } else {
        _ = solver.dump()
        ops.append("dump")
      }
      if let p = check(ctx) { return p + "\n" + ops.joined(separator: "\n") }
    }
    // Fixed variables and their values against a fresh solver.
    if let fresh = freshSolver(entries.map { $0.spec.make(variables) }) {
      let mine = solver.ambiguities(of: variables)
      let theirs = fresh.ambiguities(of: variables)
      for k in variables.indices {
        if mine[k].isFixed != theirs[k].isFixed {
          return "seed \(seed) end: v\(k) fixed \(mine[k].isFixed) fresh \(theirs[k].isFixed)\n"
            + ops.joined(separator: "\n")
        }
        if theirs[k].isFixed
          && !isClose(
            solver.value(of: variables[k]), fresh.value(of: variables[k]), tolerance: 1e-6)
        {
          return
            "seed \(seed) end: v\(k) = \(solver.value(of: variables[k])) fresh \(fresh.value(of: variables[k]))\n"
            + ops.joined(separator: "\n")
        }
      }
    }
    return nil
  }

  /// Larger systems (20 to 60 variables), 60 calls each.
  @Test(arguments: 0..<4) func fuzzLong(batch: Int) {
    var failures = 0
    for seed in UInt64(200000 + batch * 60)..<UInt64(200000 + batch * 60 + 8) {
      if let p = PulledChainFuzzTests.run(
        seed: seed, steps: 60, noExpand: batch % 2 == 0, sizes: 20...60)
      {
        failures += 1
        if failures <= 3 { Issue.record(Comment(rawValue: p)) }
      }
    }
    #expect(failures == 0, "\(failures) failing seeds")
  }

  /// No removals, ambiguity queries or dumps: deferred rows through everything else.
  @Test(arguments: 0..<4) func fuzzNoExpand(batch: Int) {
    var failures = 0
    for seed in UInt64(100000 + batch * 250)..<UInt64(100000 + batch * 250 + 60) {
      if let p = PulledChainFuzzTests.run(seed: seed, steps: 30, noExpand: true) {
        failures += 1
        if failures <= 3 { Issue.record(Comment(rawValue: p)) }
      }
    }
    #expect(failures == 0, "\(failures) failing seeds")
  }

  /// Every kind of call.
  @Test(arguments: 0..<8) func fuzz(batch: Int) {
    var failures = 0
    for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 40) {
      if let p = PulledChainFuzzTests.run(seed: seed) {
        failures += 1
        if failures <= 3 { Issue.record(Comment(rawValue: p)) }
      }
    }
    #expect(failures == 0, "\(failures) failing seeds")
  }
}

/// Seeds the fuzzer found, each a bug fixed since.
@Suite struct PulledChainFuzzReplays {
  /// A compound shift that swung a symbol to and fro with growing steps, ran out of budget and
  /// undid its moves by shifting them back, which left round-off: a required constraint off by
  /// 8e-5. Undoing now restores every moved symbol exactly and recomputes the basic ones.
  @Test func seed2616() {
    let p = PulledChainFuzzTests.run(seed: 2616, steps: 29)
    #expect(p == nil, "\(p ?? "")")
  }

  /// A slack left 7e-15 off the bound it rested on (by such an undo) did not move with that
  /// bound when the constant changed, and the optimum at 999 was lost by 21. A slack on its
  /// bound up to round-off now moves with it.
  @Test func seed200413() {
    let p = PulledChainFuzzTests.run(seed: 200413, steps: 29, noExpand: true, sizes: 20...60)
    #expect(p == nil, "\(p ?? "")")
  }

  /// Two twin slacks whose cost ratios were both 2 read 2.000000000000324 and
  /// 1.9999999999960756; the ratio test's absolute tolerance called the second cheaper instead
  /// of letting the next level decide, and the optimum at 751 was lost (5198 for 2465). Ratios
  /// now tie within a relative tolerance. With chains deferred and without.
  @Test(arguments: [4, 1000]) func seed3279(minimum: Int) {
    let p = PulledChainFuzzTests.run(seed: 3279, steps: 18, minimum: minimum)
    #expect(p == nil, "\(p ?? "")")
  }
}
