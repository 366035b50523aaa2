import Testing

@testable import LayoutSolver

/// Seeded property tests over thousands of random small systems (see `SystemGenerator`): few
/// variables, coefficients in -3...3, constants in -20...20, all relations, required and optional
/// priorities. Every seed replays the same calls; a failure names its seed.
@Suite struct PropertyTests {
  /// A constraint in the solver under test, with the data it was made from (its constant kept
  /// current through `setConstant`).
  struct Entry {
    var constraint: Constraint
    var spec: ConstraintSpec
  }

  // MARK: - Checks shared by the properties

  /// (a) Every required constraint holds within 1e-6 at the solver's values; the solver's errors
  /// agree with errors computed from the specs.
  static func checkRequiredHold(
    _ solver: Solver, _ entries: [Entry], _ variables: [Variable], _ context: String
  ) {
    let x = variables.map { solver.value(of: $0) }
    var sums: [Int: Double] = [:]
    for entry in entries {
      let e = entry.spec.error(at: x)
      if entry.spec.isRequired {
        #expect(e <= 1e-6, "\(context): required \(entry.spec) off by \(e) at \(x)")
      } else {
        sums[entry.spec.priority, default: 0] += e
      }
    }
    let expected = sums.keys.sorted(by: >).map { (priority: $0, error: sums[$0]!) }
    #expect(
      sameErrors(solver.errorsByPriority, expected),
      "\(context): errorsByPriority \(describe(solver.errorsByPriority)), from values \(describe(expected))"
    )
  }

  /// (b) The solver agrees with a fresh solver given the same constraints in the same order: the
  /// same error at every level, the same fixed variables, and the same values where fixed.
  static func checkMatchesFresh(
    _ solver: Solver, _ entries: [Entry], _ variables: [Variable], _ context: String
  ) {
    guard let fresh = freshSolver(entries.map { $0.spec.make(variables) }) else {
      Issue.record("\(context): a fresh solver refused the constraints \(entries.map(\.spec))")
      return
    }
    #expect(
      sameErrors(solver.errorsByPriority, fresh.errorsByPriority),
      "\(context): \(describe(solver.errorsByPriority)) against fresh \(describe(fresh.errorsByPriority))"
    )
    let mine = solver.ambiguities(of: variables)
    let theirs = fresh.ambiguities(of: variables)
    for (k, v) in variables.enumerated() {
      #expect(
        mine[k].isFixed == theirs[k].isFixed,
        "\(context): \(v.name) fixed \(mine[k].isFixed), fresh says \(theirs[k].isFixed)")
      if theirs[k].isFixed {
        #expect(
          isClose(solver.value(of: v), fresh.value(of: v), tolerance: 1e-6),
          "\(context): \(v.name) = \(solver.value(of: v)), fresh \(fresh.value(of: v))")
      }
    }
  }

  /// (e) The solver's errors are the lexicographic optimum computed by vertex enumeration, and
  /// each variable can move exactly where the optimal face lets it.
  static func checkOptimal(
    _ solver: Solver, _ entries: [Entry], _ variables: [Variable], _ context: String
  ) {
    guard
      let reference = ReferenceOptimum.solve(entries.map(\.spec), variableCount: variables.count)
    else {
      Issue.record("\(context): the reference finds the accepted constraints infeasible")
      return
    }
    #expect(
      sameErrors(solver.errorsByPriority, reference.errors),
      "\(context): \(describe(solver.errorsByPriority)), optimum \(describe(reference.errors))")
    let ambiguities = solver.ambiguities(of: variables)
    for (k, v) in variables.enumerated() {
      let value = solver.value(of: v)
      let slack = 1e-6 * max(1, abs(value))
      #expect(abs(value) < ReferenceOptimum.box / 10, "\(context): \(v.name) = \(value)")
      let range = reference.ranges[k]
      let expected = Ambiguity(
        canIncrease: range.high > value + slack, canDecrease: range.low < value - slack)
      #expect(
        ambiguities[k] == expected,
        "\(context): \(v.name) = \(value) over optimal range \(range): \(ambiguities[k])")
    }
  }

  /// (d) A reported conflict is a minimal conflicting set of required constraints that includes
  /// `refused`, in add order; checked with fresh solvers and with the reference.
  /// `spec(of:)` gives each constraint's data with the constant the refused call wanted.
  static func checkConflict(
    _ error: SolverError, refused: Constraint, _ spec: (Constraint) -> ConstraintSpec?,
    addOrder: (Constraint) -> Int, _ variables: [Variable], _ context: String
  ) {
    guard case .unsatisfiable(let conflict) = error else {
      Issue.record("\(context): expected unsatisfiable, got \(error)")
      return
    }
    #expect(conflict.contains { $0 === refused }, "\(context): the refused one is not listed")
    let orders = conflict.map(addOrder)
    #expect(orders == orders.sorted() && Set(orders).count == orders.count, "\(context): order")
    let specs = conflict.compactMap(spec)
    guard specs.count == conflict.count, specs.allSatisfy(\.isRequired) else {
      Issue.record("\(context): the conflict names optional or unknown constraints: \(conflict)")
      return
    }
    #expect(freshSolver(specs.map { $0.make(variables) }) == nil, "\(context): \(specs) hold")
    #expect(
      !ReferenceOptimum.isFeasible(specs, variableCount: variables.count),
      "\(context): the reference finds \(specs) feasible")
    for drop in specs.indices {
      var subset = specs
      subset.remove(at: drop)
      #expect(
        freshSolver(subset.map { $0.make(variables) }) != nil,
        "\(context): not minimal, \(subset) conflict too")
      #expect(
        ReferenceOptimum.isFeasible(subset, variableCount: variables.count),
        "\(context): not minimal (reference), \(subset) conflict too")
    }
  }

  /// After a refused call: the same constraints, and (unless `matchesFreshFollows`, when the
  /// caller's fresh-solve check covers it) the same errors and fixed values as a fresh solver
  /// given them. The refused call left `entries` as they were, so that fresh solver is the state
  /// from before the call.
  static func checkUnchanged(
    _ solver: Solver, _ entries: [Entry], _ variables: [Variable], _ context: String,
    matchesFreshFollows: Bool = false
  ) {
    #expect(
      solver.constraints.map(ObjectIdentifier.init)
        == entries.map { ObjectIdentifier($0.constraint) }, "\(context): constraints changed")
    if !matchesFreshFollows {
      checkMatchesFresh(solver, entries, variables, context)
    }
  }

  // MARK: - Properties

  /// (a), (d), (e): add random constraints one by one to a random small system.
  @Test(arguments: 0..<8)
  func addOneByOne(batch: Int) {
    for seed in Soak.seeds(base: 0, batch: batch, count: 150) {
      var generator = SystemGenerator(seed: seed)
      let variables = (0..<generator.rng.int(in: 1...3)).map { Variable("v\($0)") }
      let solver = Solver()
      // Optimistic aliases from the first equality into a class (odd seeds: the second).
      solver.optimisticAliasMinimum = 1 + Int(seed % 2)
      var entries: [Entry] = []
      for step in 0..<generator.rng.int(in: 2...7) {
        let context = "seed \(seed) step \(step)"
        let spec = generator.constraint(variableCount: variables.count)
        let c = spec.make(variables)
        do {
          try solver.add(c)
          entries.append(Entry(constraint: c, spec: spec))
          Self.checkRequiredHold(solver, entries, variables, context)
        } catch {
          #expect(spec.isRequired, "\(context): optional \(spec) refused: \(error)")
          Self.checkConflict(
            error, refused: c,
            { k in k === c ? spec : entries.first { $0.constraint === k }?.spec },
            addOrder: { k in entries.firstIndex { $0.constraint === k } ?? entries.count },
            variables, context)
          Self.checkUnchanged(solver, entries, variables, context)
        }
      }
      Self.checkOptimal(solver, entries, variables, "seed \(seed)")
    }
  }

  /// (a), (d), (e) on degenerate systems: constants in -1...1, so many constraints meet at one
  /// point and the simplex makes zero-length steps; then the constraints are removed again in a
  /// random order, checking the optimum after each removal.
  @Test(arguments: 0..<4)
  func degenerateSystemsAddAndRemove(batch: Int) {
    for seed in Soak.seeds(base: 40_000, batch: batch, count: 60) {
      var generator = SystemGenerator(seed: seed)
      generator.constants = -1...1
      let variables = (0..<generator.rng.int(in: 2...3)).map { Variable("v\($0)") }
      let solver = Solver()
      // Optimistic aliases from the first equality into a class (odd seeds: the second).
      solver.optimisticAliasMinimum = 1 + Int(seed % 2)
      var entries: [Entry] = []
      for step in 0..<generator.rng.int(in: 3...8) {
        let context = "seed \(seed) step \(step)"
        let spec = generator.constraint(variableCount: variables.count, requiredPercent: 40)
        let c = spec.make(variables)
        do {
          try solver.add(c)
          entries.append(Entry(constraint: c, spec: spec))
          Self.checkRequiredHold(solver, entries, variables, context)
        } catch {
          Self.checkConflict(
            error, refused: c,
            { k in k === c ? spec : entries.first { $0.constraint === k }?.spec },
            addOrder: { k in entries.firstIndex { $0.constraint === k } ?? entries.count },
            variables, context)
          Self.checkUnchanged(solver, entries, variables, context)
        }
      }
      Self.checkOptimal(solver, entries, variables, "seed \(seed)")
      while !entries.isEmpty {
        let entry = entries.remove(at: generator.rng.int(in: 0...(entries.count - 1)))
        do { try solver.remove(entry.constraint) } catch {
          Issue.record("seed \(seed): remove refused: \(error)")
        }
        let context = "seed \(seed) after removing \(entry.spec)"
        Self.checkRequiredHold(solver, entries, variables, context)
        Self.checkOptimal(solver, entries, variables, context)
      }
    }
  }

  /// (b), (d): random adds, removes and constant changes; after each call the solver must agree
  /// with a fresh solver given the remaining constraints in the same order.
  @Test(arguments: 0..<8)
  func addRemoveMatchesFreshSolve(batch: Int) {
    for seed in Soak.seeds(base: 10_000, batch: batch, count: 20) {
      var generator = SystemGenerator(seed: seed)
      let variables = (0..<generator.rng.int(in: 2...4)).map { Variable("v\($0)") }
      let solver = Solver()
      // Optimistic aliases from the first equality into a class (odd seeds: the second).
      solver.optimisticAliasMinimum = 1 + Int(seed % 2)
      var entries: [Entry] = []
      for step in 0..<25 {
        let context = "seed \(seed) step \(step)"
        let roll = generator.rng.int(in: 0...99)
        if roll < 55 || entries.isEmpty {
          let spec = generator.constraint(variableCount: variables.count, requiredPercent: 30)
          let c = spec.make(variables)
          do {
            try solver.add(c)
            entries.append(Entry(constraint: c, spec: spec))
          } catch {
            Self.checkConflict(
              error, refused: c,
              { k in k === c ? spec : entries.first { $0.constraint === k }?.spec },
              addOrder: { k in entries.firstIndex { $0.constraint === k } ?? entries.count },
              variables, context)
            Self.checkUnchanged(
              solver, entries, variables, context, matchesFreshFollows: true)
          }
        } else if roll < 80 {
          let entry = entries.remove(at: generator.rng.int(in: 0...(entries.count - 1)))
          do {
            try solver.remove(entry.constraint)
          } catch {
            Issue.record("\(context): remove refused: \(error)")
          }
        } else {
          // A new constant for any constraint; required equalities most often, as the layout
          // engine moves the root's size.
          let equalities = entries.indices.filter {
            entries[$0].spec.isRequired && entries[$0].spec.relation == .equal
          }
          let k =
            !equalities.isEmpty && generator.rng.chance(70)
            ? generator.rng.pick(equalities) : generator.rng.int(in: 0...(entries.count - 1))
          var spec = entries[k].spec
          spec.constant = Double(generator.rng.int(in: -20...20))
          let c = entries[k].constraint
          do {
            try solver.setConstant(spec.constant, of: c)
            entries[k].spec = spec
            #expect(solver.constant(of: c) == spec.constant, "\(context)")
          } catch {
            Self.checkConflict(
              error, refused: c,
              { q in q === c ? spec : entries.first { $0.constraint === q }?.spec },
              addOrder: { q in entries.firstIndex { $0.constraint === q } ?? entries.count },
              variables, context)
            Self.checkUnchanged(
              solver, entries, variables, context, matchesFreshFollows: true)
            #expect(solver.constant(of: c) == entries[k].spec.constant, "\(context): constant")
          }
        }
        Self.checkRequiredHold(solver, entries, variables, context)
        Self.checkMatchesFresh(solver, entries, variables, context)
      }
    }
  }

  /// (c): a suggested edit value gives the same errors as adding the equality at the edit's
  /// priority instead; suggestions follow one another through the dual simplex.
  @Test(arguments: 0..<4)
  func suggestedValueMatchesAddedEquality(batch: Int) {
    for seed in Soak.seeds(base: 20_000, batch: batch, count: 100) {
      var generator = SystemGenerator(seed: seed)
      let variables = (0..<generator.rng.int(in: 1...3)).map { Variable("v\($0)") }
      let solver = Solver()
      // Optimistic aliases from the first equality into a class (odd seeds: the second).
      solver.optimisticAliasMinimum = 1 + Int(seed % 2)
      var entries: [Entry] = []
      for _ in 0..<generator.rng.int(in: 1...6) {
        let spec = generator.constraint(variableCount: variables.count)
        let c = spec.make(variables)
        if (try? solver.add(c)) != nil { entries.append(Entry(constraint: c, spec: spec)) }
      }
      let edited = generator.rng.int(in: 0...(variables.count - 1))
      let priority = generator.rng.pick([999, 751, 750, 500, 250, 1])
      do {
        try solver.addEditVariable(variables[edited], priority: Priority(priority))
      } catch {
        Issue.record("seed \(seed): addEditVariable refused: \(error)")
        continue
      }
      // Eight: from the third on, a suggestion on an unchanged basis reuses the response the
      // second one measured (`ConstantResponse`), unless that would leave a bound.
      for step in 0..<8 {
        let context = "seed \(seed) suggestion \(step)"
        let value = Double(generator.rng.int(in: -30...30))
        do {
          try solver.suggestValue(value, for: variables[edited])
        } catch {
          Issue.record("\(context): suggestValue refused: \(error)")
          continue
        }
        let wish = ConstraintSpec(
          terms: [(edited, 1)], constant: -value, relation: .equal, priority: priority)
        let all = entries + [Entry(constraint: wish.make(variables), spec: wish)]
        Self.checkRequiredHold(solver, all, variables, context)
        Self.checkMatchesFresh(solver, all, variables, context)
      }
      // Removing the edit variable leaves the plain system.
      do {
        try solver.removeEditVariable(variables[edited])
      } catch {
        Issue.record("seed \(seed): removeEditVariable refused: \(error)")
      }
      Self.checkMatchesFresh(solver, entries, variables, "seed \(seed) after the edit")
    }
  }

  /// (b), (c): the same few constants changed again and again — a window resized, a device
  /// rotated back and forth — so that most changes reuse a cached response (`ConstantResponse`),
  /// with other constants, adds and removes now and then in between to move bounds and retire
  /// responses. After every call the solver must agree with a fresh solve.
  @Test(arguments: 0..<4)
  func repeatedConstantChangesMatchFreshSolve(batch: Int) {
    for seed in Soak.seeds(base: 40_000, batch: batch, count: 25) {
      var generator = SystemGenerator(seed: seed)
      let variables = (0..<generator.rng.int(in: 3...6)).map { Variable("v\($0)") }
      let solver = Solver()
      // Optimistic aliases from the first equality into a class (odd seeds: the second).
      solver.optimisticAliasMinimum = 1 + Int(seed % 2)
      var entries: [Entry] = []
      for _ in 0..<generator.rng.int(in: 4...10) {
        let spec = generator.layoutConstraint(variableCount: variables.count)
        let c = spec.make(variables)
        if (try? solver.add(c)) != nil { entries.append(Entry(constraint: c, spec: spec)) }
      }
      guard !entries.isEmpty else { continue }
      // The one or two constraints that keep moving.
      let moving = (0..<generator.rng.int(in: 1...2)).map { _ in
        generator.rng.int(in: 0...(entries.count - 1))
      }
      for step in 0..<40 {
        let context = "seed \(seed) step \(step)"
        let roll = generator.rng.int(in: 0...99)
        if roll < 5 {
          let spec = generator.layoutConstraint(variableCount: variables.count)
          let c = spec.make(variables)
          if (try? solver.add(c)) != nil { entries.append(Entry(constraint: c, spec: spec)) }
        } else if roll < 10 && entries.count > 1 {
          // Remove one that is not moving (indices of later entries shift, so take the last).
          let k = entries.count - 1
          if !moving.contains(k) {
            let entry = entries.remove(at: k)
            do { try solver.remove(entry.constraint) } catch {
              Issue.record("\(context): remove refused: \(error)")
            }
          }
        } else {
          let k =
            roll < 25
            ? generator.rng.int(in: 0...(entries.count - 1)) : generator.rng.pick(moving)
          let constant = Double(generator.rng.int(in: -60...60)) / 2
          do {
            try solver.setConstant(constant, of: entries[k].constraint)
            entries[k].spec.constant = constant
          } catch {
            // Refused: nothing changed (checked in detail by the other properties).
          }
        }
        Self.checkRequiredHold(solver, entries, variables, context)
        Self.checkMatchesFresh(solver, entries, variables, context)
      }
    }
  }

  /// (a), (b), (c), (d) on wider, layout-shaped systems, with edit variables coming and going in
  /// the same sequence as adds, removes and constant changes. Too many variables for the
  /// brute-force reference: checked against fresh solves.
  @Test(arguments: 0..<4)
  func layoutSequencesMatchFreshSolve(batch: Int) {
    for seed in Soak.seeds(base: 30_000, batch: batch, count: 10) {
      var generator = SystemGenerator(seed: seed)
      let variables = (0..<generator.rng.int(in: 3...6)).map { Variable("v\($0)") }
      let solver = Solver()
      // Optimistic aliases from the first equality into a class (odd seeds: the second).
      solver.optimisticAliasMinimum = 1 + Int(seed % 2)
      var entries: [Entry] = []
      // Edit variables as the equalities they stand for: index, priority, suggested value.
      var edits: [(variable: Int, priority: Int, value: Double)] = []
      for step in 0..<30 {
        let context = "seed \(seed) step \(step)"
        let roll = generator.rng.int(in: 0...99)
        if roll < 50 || entries.isEmpty {
          let spec = generator.layoutConstraint(variableCount: variables.count)
          let c = spec.make(variables)
          do {
            try solver.add(c)
            entries.append(Entry(constraint: c, spec: spec))
          } catch {
            Self.checkConflict(
              error, refused: c,
              { k in k === c ? spec : entries.first { $0.constraint === k }?.spec },
              addOrder: { k in entries.firstIndex { $0.constraint === k } ?? entries.count },
              variables, context)
            Self.checkUnchanged(solver, entries, variables, context, matchesFreshFollows: true)
          }
        } else if roll < 65 {
          let entry = entries.remove(at: generator.rng.int(in: 0...(entries.count - 1)))
          do { try solver.remove(entry.constraint) } catch {
            Issue.record("\(context): remove refused: \(error)")
          }
        } else if roll < 75 {
          let k = generator.rng.int(in: 0...(entries.count - 1))
          let c = entries[k].constraint
          let constant = Double(generator.rng.int(in: -100...100)) / 2
          do {
            try solver.setConstant(constant, of: c)
            entries[k].spec.constant = constant
          } catch {
            var spec = entries[k].spec
            spec.constant = constant
            Self.checkConflict(
              error, refused: c,
              { q in q === c ? spec : entries.first { $0.constraint === q }?.spec },
              addOrder: { q in entries.firstIndex { $0.constraint === q } ?? entries.count },
              variables, context)
            Self.checkUnchanged(solver, entries, variables, context, matchesFreshFollows: true)
          }
        } else {
          let v = generator.rng.int(in: 0...(variables.count - 1))
          do {
            if let e = edits.firstIndex(where: { $0.variable == v }) {
              if generator.rng.chance(75) {
                let value = Double(generator.rng.int(in: -100...100)) / 2
                try solver.suggestValue(value, for: variables[v])
                edits[e].value = value
              } else {
                try solver.removeEditVariable(variables[v])
                edits.remove(at: e)
              }
            } else {
              let priority = generator.rng.pick([999, 750, 500, 1])
              let start = solver.value(of: variables[v])
              try solver.addEditVariable(variables[v], priority: Priority(priority))
              edits.append((v, priority, start))
            }
          } catch {
            Issue.record("\(context): edit call refused: \(error)")
          }
        }
        let wishes = edits.map { edit in
          let spec = ConstraintSpec(
            terms: [(edit.variable, 1)], constant: -edit.value, relation: .equal,
            priority: edit.priority)
          return Entry(constraint: spec.make(variables), spec: spec)
        }
        Self.checkRequiredHold(solver, entries + wishes, variables, context)
        Self.checkMatchesFresh(solver, entries + wishes, variables, context)
      }
    }
  }

  // MARK: - The same properties through deferred rows

  /// Every property above again, with chains of 4 links or more pivoted in as deferred rows
  /// (`Tableau+Deferred.swift`) rather than from 32 on: these systems are small, so only this
  /// way do their blocked chains go through deferred rows, with every operation after them.
  @Test(arguments: 0..<8)
  func deferringShortChains(batch: Int) {
    Tableau.$defaultDeferredChainMinimum.withValue(4) {
      addOneByOne(batch: batch)
      addRemoveMatchesFreshSolve(batch: batch)
      if batch < 4 {
        degenerateSystemsAddAndRemove(batch: batch)
        suggestedValueMatchesAddedEquality(batch: batch)
        repeatedConstantChangesMatchFreshSolve(batch: batch)
        layoutSequencesMatchFreshSolve(batch: batch)
      }
    }
  }
}
