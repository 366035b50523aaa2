import Testing

@testable import LayoutSolver

/// Removing an alias splits its class (`Solver+AliasSplit.swift`): the side away from the root
/// leaves with its own symbols, the rest of the class keeps its links untouched, and the layout is
/// the one a whole dissolve of the class gives.
@Suite struct AliasSplitTests {
  /// The shape that made uninstalling labels quadratic: the first card of every row on the
  /// margin, and each card's label on the card's left plus 8, all one class. Removing one label's
  /// link must take only that label out.
  @Test func removingALabelsLinkTakesOnlyTheLabelOutOfTheClass() throws {
    for splits in [true, false] {
      let solver = Solver()
      solver.splitsAliasClasses = splits
      let edge = Variable("edge")
      let margin = Variable("margin")
      let lefts = (0..<10).map { Variable("left\($0)") }
      let labels = (0..<10).map { Variable("label\($0)") }
      try solver.add(Constraint(Expression(edge), .equal, 0))
      try solver.add(Constraint(Expression(margin), .equal, edge + 16))
      var ties: [Constraint] = []
      for (left, label) in zip(lefts, labels) {
        try solver.add(Constraint(Expression(left), .equal, Expression(margin)))
        let tie = Constraint(Expression(label), .equal, left + 8)
        try solver.add(tie)
        ties.append(tie)
        // A weak wish the tie overrides: the label would rather be at 100.
        try solver.add(Constraint(Expression(label), .equal, 100, priority: Priority(250)))
      }
      // edge 0, margin 0 + 16 = 16, every left 16, every label 16 + 8 = 24.
      let root = try #require(solver.knownSymbol(of: margin))
      let before = try #require(solver.aliasClasses[root])
      // edge or margin is the root; the other, the 10 lefts and the 10 labels are members: 21.
      #expect(before.members.count == 21)
      let others = [edge, margin] + lefts + labels.enumerated().filter { $0.offset != 3 }.map(\.1)
      let slots = others.map { solver.aliasOfVariable.value(for: $0) }

      try solver.remove(ties[3])

      // label3 is free: its wish puts it at 100. Everything else is where it was.
      #expect(solver.value(of: labels[3]) == 100)
      for (i, label) in labels.enumerated() where i != 3 { #expect(solver.value(of: label) == 24) }
      for left in lefts { #expect(solver.value(of: left) == 16) }
      #expect(solver.value(of: margin) == 16)
      #expect(solver.aliasOfVariable.value(for: labels[3]) == nil)
      #expect(solver.aliasClasses[root]?.members.count == 20)
      #expect(solver.tableau.formViolation() == nil)
      if splits {
        // Split, not rebuilt: every other variable keeps the link slot it had (a dissolve links
        // the class again in new slots).
        #expect(others.map { solver.aliasOfVariable.value(for: $0) } == slots)
        #expect(solver.aliasClasses[root]?.edges.count == 20)
        #expect(solver.aliasClassSplits == 1)
      }
    }
  }

  /// A link in the middle of a class: the subtree below it leaves as a class of its own, its own
  /// aliases still holding. (A side of several members is dissolved, not split, for now: see
  /// `splitAliasClass`.)
  @Test func aSubtreeLeavesAsAClassOfItsOwn() throws {
    let solver = Solver()
    let r = Variable("r")
    let m = Variable("m")
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(Constraint(Expression(r), .equal, 10))
    try solver.add(Constraint(Expression(m), .equal, r + 1))
    let cut = Constraint(Expression(x), .equal, m + 2)
    try solver.add(cut)
    try solver.add(Constraint(Expression(y), .equal, x + 3))
    try solver.add(Constraint(Expression(z), .equal, r + 5))
    try solver.add(Constraint(Expression(x), .equal, 50, priority: Priority(250)))
    // r 10, m 10 + 1 = 11, x 11 + 2 = 13, y 13 + 3 = 16, z 10 + 5 = 15.
    #expect(solver.value(of: y) == 16)
    let root = try #require(solver.knownSymbol(of: r))
    #expect(solver.aliasClasses[root]?.members.count == 4)

    try solver.remove(cut)

    // x free: its wish puts it at 50, and y = x + 3 = 53 still holds. r, m, z stay.
    #expect(solver.value(of: x) == 50)
    #expect(solver.value(of: y) == 53)
    #expect(solver.value(of: m) == 11)
    #expect(solver.value(of: z) == 15)
    // The class keeps m and z (2 members); x and y are a class of one member (y or x) apart.
    #expect(solver.aliasClasses[root]?.members.count == 2)
    let apart = try #require(solver.knownSymbol(of: x))
    #expect(apart != root)
    #expect(solver.knownSymbol(of: y) == apart)
    #expect(solver.aliasClasses[apart]?.members.count == 1)
    #expect(solver.aliasCount == 3)
    #expect(solver.aliasClassSplits == 0)
    #expect(solver.tableau.formViolation() == nil)
  }

  /// A margin `m = 20` with two views' edges on it, `q == m` and `pin: p == m` (q keeps the
  /// margin's side a member when p leaves), and the variables a and b of p's subviews, not yet
  /// constrained; splitting or dissolving as `splitting` says.
  func marginClass(splitting: Bool) throws -> (
    solver: Solver, m: Variable, q: Variable, p: Variable, a: Variable, b: Variable,
    pin: Constraint
  ) {
    let solver = Solver()
    solver.splitsAliasClasses = splitting
    let (m, q, p, a, b) = (
      Variable("m"), Variable("q"), Variable("p"), Variable("a"), Variable("b")
    )
    try solver.add(Constraint(Expression(m), .equal, 20))
    try solver.add(Constraint(Expression(q), .equal, Expression(m)))
    let pin = Constraint(Expression(p), .equal, Expression(m))
    try solver.add(pin)
    return (solver, m, q, p, a, b, pin)
  }

  /// An alias written with terms that cancel (`(a − p) − (b − p)`, as the engine writes an
  /// alignment of two views in their superview's coordinates) is listed under `p` too, but it
  /// is not an edge at `p`: removing p's own link must split off p alone.
  @Test func anAliasThatNamesAVariableOnlyInTermsThatCancelIsNotAnEdgeThere() throws {
    for splits in [true, false] {
      let (solver, m, q, p, a, b, pin) = try marginClass(splitting: splits)
      try solver.add(Constraint(Expression(b), .equal, Expression(q)))
      // a − p − b + p == 0: a == b, through p.
      let through = Expression(
        terms: [Term(a), Term(p, -1), Term(b, -1), Term(p, 1)], constant: 0)
      let tie = Constraint(through, .equal)
      try solver.add(tie)
      #expect(solver.records[solver.record(of: tie)!]!.isAlias)
      try solver.add(Constraint(Expression(p), .equal, 5, priority: Priority(250)))
      // All five are m = 20.
      for v in [m, q, p, a, b] { #expect(solver.value(of: v) == 20) }

      try solver.remove(pin)

      // p alone leaves, to its wish: 5. a = b = q = m = 20 still.
      #expect(solver.value(of: p) == 5)
      for v in [m, q, a, b] { #expect(solver.value(of: v) == 20, "\(v.name)") }
      #expect(solver.aliasOfVariable.value(for: p) == nil)
      #expect(solver.knownSymbol(of: a) == solver.knownSymbol(of: m))
      #expect(solver.tableau.formViolation() == nil)
      if splits { #expect(solver.aliasClassSplits == 1) }
    }
  }

  /// The same through a view's two subviews: `b == p` (b on its superview's edge), and
  /// `a == b` written in p's coordinates, added first. The walk from p meets that alias before
  /// b's own: followed there, it found b by the wrong alias, skipped `b == p` as leading
  /// nowhere new, and listed `a == b` twice for the side it split off, which was relinked
  /// without `b == p`. (A side of three is now dissolved, not split: the layout and classes
  /// must be the same either way.)
  @Test func aSubviewsAlignmentThroughItsSuperviewKeepsTheSidesOwnAliases() throws {
    for splits in [true, false] {
      let (solver, m, q, p, a, b, pin) = try marginClass(splitting: splits)
      // b − p − a + p == 0: b == a, through p.
      let through = Expression(
        terms: [Term(b), Term(p, -1), Term(a, -1), Term(p, 1)], constant: 0)
      try solver.add(Constraint(through, .equal))
      try solver.add(Constraint(Expression(b), .equal, Expression(p)))
      try solver.add(Constraint(Expression(p), .equal, 5, priority: Priority(250)))
      // All five are m = 20.
      for v in [m, q, p, a, b] { #expect(solver.value(of: v) == 20) }

      try solver.remove(pin)

      // p, b and a leave together, to p's wish: 5. m and q stay at 20.
      for v in [p, a, b] { #expect(solver.value(of: v) == 5, "\(v.name)") }
      #expect(solver.value(of: m) == 20)
      #expect(solver.value(of: q) == 20)
      #expect(solver.knownSymbol(of: a) == solver.knownSymbol(of: p))
      #expect(solver.knownSymbol(of: b) == solver.knownSymbol(of: p))
      #expect(solver.tableau.formViolation() == nil)
      // p, b and a are a side of three: dissolved, not split (see `splitAliasClass`).
      #expect(solver.aliasClassSplits == 0)
    }
  }

  /// Random classes built, changed and taken apart link by link, split and dissolved: the same
  /// layout either way. Every variable has a wish at a priority of its own, so each layout is
  /// one point (the levels are strictly ordered), and the two must agree on it. (Most alias
  /// removals there dissolve the class: a class of two, or a side of several members.)
  @Test(arguments: 0..<200)
  func splitClassesGiveTheLayoutADissolveGives(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 7_919 &+ 3)
    let n = 6 + seed % 30
    let variables = (0..<n).map { Variable("v\($0)") }
    let (split, dissolved) = (Solver(), Solver())
    dissolved.splitsAliasClasses = false
    for (i, v) in variables.enumerated() {
      let wish = Constraint(
        Expression(v), .equal, Expression(constant: Double(rng.int(in: -50...50))),
        priority: Priority(100 + i))
      try split.add(wish)
      try dissolved.add(wish)
    }
    var live: [Constraint] = []
    for step in 0..<(4 * n) {
      let context = "seed \(seed) step \(step)"
      let roll = rng.int(in: 0...99)
      let call: AliasTests.Call
      if roll < 55 || live.isEmpty {
        let i = rng.int(in: 0...(n - 1))
        var j = rng.int(in: 0...(n - 2))
        if j >= i { j += 1 }
        let a = rng.pick([1.0, 2.0, 0.5])
        let b = -rng.pick([1.0, 4.0, 0.25])
        let c = rng.pick([0.0, 8.0, -16.0, 2.5])
        let terms = [Term(variables[i], a), Term(variables[j], b)]
        let constraint = Constraint(Expression(terms: terms, constant: c), .equal)
        live.append(constraint)
        call = .add(constraint)
      } else if roll < 70 {
        let k = rng.int(in: 0...(live.count - 1))
        call = .setConstant(rng.pick([0.0, 4.0, -8.0]), live[k])
      } else {
        call = .remove(live.remove(at: rng.int(in: 0...(live.count - 1))))
      }
      var errors: [String] = []
      for solver in [split, dissolved] {
        do { try call.perform(on: solver) } catch { errors.append("\(error)") }
      }
      #expect(errors.count != 1, "\(context): \(errors)")
      if case .add(let constraint) = call, !errors.isEmpty { live.removeAll { $0 === constraint } }
      for v in variables {
        let (p, q) = (split.value(of: v), dissolved.value(of: v))
        #expect(abs(p - q) <= 1e-7 * max(1, abs(q)), "\(context): \(v.name) \(p) against \(q)")
      }
      #expect(split.tableau.formViolation() == nil, "\(context)")
    }
  }
}
