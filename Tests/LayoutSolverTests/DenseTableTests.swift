import Testing

@testable import LayoutSolver

/// The table that indexes variables and constraints by a claim they carry, against `Dictionary`,
/// and with objects that two tables (two solvers) hold at once, which only one can claim.
@Suite struct DenseTableTests {
  /// Random inserts, marked inserts, replacements and removals over 200 objects, two tables at
  /// once: `first` claims whatever is free when it inserts, so `second` finds some objects
  /// claimed (its hashed spill) and some free, and objects move between the two paths as
  /// `first` removes them and gives their claims back.
  @Test(arguments: 0..<4)
  func agreesWithADictionary(seed: Int) {
    var rng = SplitMix64(seed: UInt64(70_000 + seed))
    let objects = (0..<200).map { Variable("v\($0)") }
    var first = DenseTable<Variable>()
    var second = DenseTable<Variable>()
    var references: [[ObjectIdentifier: (Int32, Int32)]] = [[:], [:]]
    for step in 0..<6_000 {
      let object = objects[Int(rng.next() % UInt64(objects.count))]
      let id = ObjectIdentifier(object)
      let which = Int(rng.next() % 2)
      let value = Int32(step)
      switch rng.next() % 4 {
      case 0:
        if which == 0 { first.removeValue(for: object) } else { second.removeValue(for: object) }
        references[which][id] = nil
      case 1:
        // Marked: stored as ~value (negative), with the extra beside it.
        if which == 0 {
          first.insertMarked(value, extra: 7, for: object)
        } else {
          second.insertMarked(value, extra: 7, for: object)
        }
        references[which][id] = (~value, 7)
      default:
        if which == 0 {
          first.insert(value, for: object)
        } else {
          second.insert(value, for: object)
        }
        references[which][id] = (value, 0)
      }
      if step % 89 == 0 {
        for o in objects {
          let key = ObjectIdentifier(o)
          for (t, table) in [first, second].enumerated() {
            let expected = references[t][key]
            let stored = table.storedEntry(for: o)
            if let expected {
              #expect(stored.value == expected.0, "seed \(seed) step \(step)")
              if expected.0 < 0 { #expect(stored.extra == expected.1) }
              // value(for:) reads a marked value back as itself.
              #expect(table.value(for: o) == (expected.0 < 0 ? ~expected.0 : expected.0))
            } else {
              #expect(stored.value == DenseTable<Variable>.absent, "seed \(seed) step \(step)")
              #expect(table.value(for: o) == nil)
            }
          }
        }
      }
    }
    first.releaseClaims()
    second.releaseClaims()
    // Every claim given back: a new table claims them all, indexed 0, 1, 2, … in insert order.
    var third = DenseTable<Variable>()
    for (k, o) in objects.enumerated() { third.insert(Int32(k), for: o) }
    for (k, o) in objects.enumerated() {
      #expect(third.value(for: o) == Int32(k))
      #if !canImport(Darwin)  // no claims there: every object is in the hashed table
        #expect(o.loadClaim() & 0xFFFF_FFFF == UInt64(k))
      #endif
    }
    third.releaseClaims()
    #expect(objects.allSatisfy { $0.loadClaim() == 0 })
  }

  /// The same variables and constraints in two live solvers: the second finds them claimed by
  /// the first and reads them through its spill table. Both must solve their own system.
  /// First: x == 10, y == x + 5, so y = 15. Second: x == 3 (its own constraint), and the same
  /// constraint object y == x + 5, so y = 8.
  @Test func twoSolversShareObjects() throws {
    let x = Variable("x")
    let y = Variable("y")
    let link = Constraint(Expression(y), .equal, x + 5)
    let first = Solver()
    try first.add(x == 10)
    try first.add(link)
    let second = Solver()
    try second.add(x == 3)
    try second.add(link)
    #expect(first.value(of: y) == 15)
    #expect(second.value(of: y) == 8)
    // Removing the shared constraint from the second leaves the first as it was.
    try second.remove(link)
    #expect(second.hasConstraint(link) == false)
    #expect(first.hasConstraint(link))
    #expect(first.value(of: y) == 15)
    // And adding it again: y = x + 5 = 8 once more.
    try second.add(link)
    #expect(second.value(of: y) == 8)
  }

  /// A solver gives its claims back when it goes away: a later solver over the same objects
  /// indexes them densely (its own token in their claims) and solves as before.
  /// x == 4, y == 2x, so y = 8.
  #if !canImport(Darwin)  // no claims on Apple's platforms (see `DenseKey`)
    @Test func claimsAreGivenBack() throws {
      let x = Variable("x")
      let y = Variable("y")
      let double = Constraint(Expression(y), .equal, 2 * x)
      do {
        let solver = Solver()
        try solver.add(x == 4)
        try solver.add(double)
        // Alive until here (a release may come right after an object's last use).
        withExtendedLifetime(solver) {
          #expect(solver.value(of: y) == 8)
          #expect(x.loadClaim() != 0)
          #expect(double.loadClaim() != 0)
        }
      }
      #expect(x.loadClaim() == 0)
      #expect(y.loadClaim() == 0)
      #expect(double.loadClaim() == 0)
      let later = Solver()
      try later.add(x == 4)
      try later.add(double)
      #expect(later.value(of: y) == 8)
      #expect(x.loadClaim() != 0)
      later.reset()
      #expect(x.loadClaim() == 0)
      #expect(later.value(of: y) == 0)  // forgotten: 0, as for a variable never seen
    }
  #endif
}
