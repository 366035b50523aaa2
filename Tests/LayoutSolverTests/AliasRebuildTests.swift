import Testing

@testable import LayoutSolver

/// A dissolved alias class linked again on flat arrays (`relinkClass`) against one alias at a
/// time (`relink`): the same solver afterwards, to the bit — links, slots, classes, root marks,
/// free symbols, rows, values.
@Suite struct AliasRebuildTests {
  /// The card grid's shape in small: the first view of every row aligned to a margin, which a
  /// second alias ties to the screen's edge; changing that alias's constant dissolves the
  /// class, as the root's margins do when a layout moves to a device with other margins.
  @Test func aMarginClassIsRebuiltAsOneAtATimeWould() throws {
    let (fast, reference) = (Solver(), Solver())
    reference.relinksOneAtATime = true
    let edge = Variable("edge")
    let margin = Variable("margin")
    let lefts = (0..<40).map { Variable("left\($0)") }
    let widths = (0..<40).map { Variable("width\($0)") }
    // margin − edge − 16 == 0: its constant is −16.
    let marginPin = Constraint(Expression(margin), .equal, edge + 16)
    var constraints = [Constraint(Expression(edge), .equal, 0), marginPin]
    for (left, width) in zip(lefts, widths) {
      constraints.append(Constraint(Expression(left), .equal, Expression(margin)))
      constraints.append(Constraint(Expression(width), .equal, 100))
      constraints.append(Constraint(left + width, .lessThanOrEqual, 375))
    }
    for solver in [fast, reference] {
      for constraint in constraints { try solver.add(constraint) }
    }
    // The margin's class holds the 40 lefts and the edge: 41 members.
    let root = try #require(fast.knownSymbol(of: margin))
    #expect(fast.aliasClasses[root]?.members.count == 41)
    // margin = edge + 16 -> + 20: every left is then 20 (edge 0, margin 20).
    try fast.setConstant(-20, of: marginPin)
    try reference.setConstant(-20, of: marginPin)
    AliasRebuildTests.expectSame(fast, reference, [edge, margin] + lefts + widths, "margin 20")
    for left in lefts { #expect(fast.value(of: left) == 20) }
  }

  /// Random classes of aliases with factors and offsets (so that composing a moved member's link
  /// rounds), their constants changed and aliases removed, each dissolving a class: both ways
  /// must leave the same solver.
  @Test(arguments: 0..<200)
  func rebuiltClassesMatchOneAtATime(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 7)
    let n = 6 + seed % 30
    let variables = (0..<n).map { Variable("v\($0)") }
    let (fast, reference) = (Solver(), Solver())
    reference.relinksOneAtATime = true
    var live: [Constraint] = []
    for step in 0..<(3 * n) {
      let context = "seed \(seed) step \(step)"
      let roll = rng.int(in: 0...99)
      let call: AliasTests.Call
      if roll < 60 || live.isEmpty {
        let i = rng.int(in: 0...(n - 1))
        var j = rng.int(in: 0...(n - 2))
        if j >= i { j += 1 }
        let a = rng.pick([1.0, 3.0, 0.1, 0.7])
        let b = -rng.pick([1.0, 0.3, 7.0, 0.5])
        let c = rng.pick([0.0, 0.1, -1.3, 2.5])
        let terms = [Term(variables[i], a), Term(variables[j], b)]
        let constraint = Constraint(
          Expression(terms: terms, constant: c), .equal,
          priority: rng.chance(85) ? .required : Priority(500))
        live.append(constraint)
        call = .add(constraint)
      } else if roll < 80 {
        let k = rng.int(in: 0...(live.count - 1))
        call = .setConstant(rng.pick([0.0, 0.7, -3.3, 12.1]), live[k])
      } else {
        call = .remove(live.remove(at: rng.int(in: 0...(live.count - 1))))
      }
      var errors: [String] = []
      for solver in [fast, reference] {
        do { try call.perform(on: solver) } catch { errors.append("\(error)") }
      }
      #expect(errors.count != 1, "\(context): \(errors)")
      if case .add(let constraint) = call, !errors.isEmpty { live.removeAll { $0 === constraint } }
      AliasRebuildTests.expectSame(fast, reference, variables, context)
    }
  }

  /// Everything the rebuild writes, and what the tableau then holds, compared exactly.
  static func expectSame(_ a: Solver, _ b: Solver, _ variables: [Variable], _ context: String) {
    #expect(a.aliasCount == b.aliasCount, "\(context)")
    #expect(a.aliasLinks.count == b.aliasLinks.count, "\(context)")
    for (x, y) in zip(a.aliasLinks, b.aliasLinks) {
      #expect(
        x.root == y.root && x.factor.bitPattern == y.factor.bitPattern
          && x.offset.bitPattern == y.offset.bitPattern && x.variableIndex == y.variableIndex,
        "\(context): \(x) against \(y)")
    }
    #expect(a.isClassRoot == b.isClassRoot, "\(context)")
    #expect(a.tableau.freeSymbols == b.tableau.freeSymbols, "\(context)")
    for v in variables {
      let (sa, la) = a.symbolEntry(of: v)
      let (sb, lb) = b.symbolEntry(of: v)
      #expect(sa == sb && la == lb, "\(context): \(v.name)")
      #expect(a.aliasOfVariable.value(for: v) == b.aliasOfVariable.value(for: v), "\(context)")
      #expect(a.value(of: v).bitPattern == b.value(of: v).bitPattern, "\(context): \(v.name)")
      if let s = a.knownSymbol(of: v), let one = a.aliasClasses[s] {
        let other = b.aliasClasses[s]
        #expect(one.root === other?.root, "\(context)")
        #expect(one.members.map(ObjectIdentifier.init) == other?.members.map(ObjectIdentifier.init))
        #expect(one.edges == other?.edges, "\(context)")
      }
    }
    #expect(a.dump() == b.dump(), "\(context)")
  }
}
