import Testing

@testable import LayoutSolver

/// The solver's object-to-index table against `Dictionary`, through inserts, replacements and
/// removals that make long probe runs and wrap around the end of the table.
@Suite struct IdentityTableTests {
  @Test(arguments: 0..<4)
  func agreesWithADictionary(seed: Int) {
    var rng = SplitMix64(seed: UInt64(50_000 + seed))
    let objects = (0..<300).map { Variable("v\($0)") }
    var table = IdentityTable<Variable>()
    var reference: [ObjectIdentifier: Int32] = [:]
    for step in 0..<5_000 {
      let object = objects[Int(rng.next() % UInt64(objects.count))]
      let id = ObjectIdentifier(object)
      if rng.next() % 3 == 0 {
        table[object] = nil
        reference[id] = nil
      } else {
        let value = Int32(step)
        table[object] = value
        reference[id] = value
      }
      if step % 97 == 0 {
        for o in objects {
          #expect(table[o] == reference[ObjectIdentifier(o)], "seed \(seed) step \(step)")
        }
        #expect(table.count == reference.count)
      }
    }
  }

  @Test func removingAnAbsentKeyChangesNothing() {
    let a = Variable("a")
    let b = Variable("b")
    var table = IdentityTable<Variable>()
    table[a] = 7
    table[b] = nil
    #expect(table[a] == 7)
    #expect(table[b] == nil)
    #expect(table.count == 1)
  }
}
