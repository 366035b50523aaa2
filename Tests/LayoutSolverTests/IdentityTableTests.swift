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

  /// Keys at a regular stride over a heap wider than the table: 10,000 addresses 1,024 bytes
  /// apart (10 MB) in a table of 2^15 slots. Slots taken from the address bits (the old slot
  /// function, `(key >> 4) & mask`) gave them 2^15 / (1,024 / 16) = 512 home slots, about 20
  /// keys on each; a hash that spreads them should give nearly as many homes as keys. Thrown
  /// uniformly, 10,000 keys would take 2^15 (1 − (1 − 2^−15)^10,000) ≈ 8,700 homes; Fibonacci
  /// hashing spreads an arithmetic progression at least that well, so 8,000 leaves room.
  @Test(arguments: [UInt(0x7f00_0000_0000), 0x5555_5555_1230])
  func stridedKeysSpreadOverTheTable(base: UInt) {
    var homes = Set<Int>()
    for k in 0..<UInt(10_000) {
      let home = IdentityTable<Variable>.slot(base + k * 1_024, shift: 64 - 15)
      #expect(home >= 0 && home < 1 << 15)
      homes.insert(home)
    }
    #expect(homes.count >= 8_000, "\(homes.count) home slots")
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
