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
  /// function, `(key >> 4) & mask`) gave them 2^15 / (1,024 / 16) = 512 home slots, with
  /// 10,000 / 512 ≈ 20 keys on each: long probe runs. Thrown uniformly at random, 10,000 keys in
  /// 2^15 slots put at most 5 or 6 on one home (the expected maximum load at 0.3 keys per slot);
  /// a hash that spreads the progression should do no worse, so the bound is 4 on the busiest
  /// home and more than half as many homes as keys.
  @Test(arguments: [UInt(0x7f00_0000_0000), 0x5555_5555_1230])
  func stridedKeysSpreadOverTheTable(base: UInt) {
    var keysOnHome: [Int: Int] = [:]
    for k in 0..<UInt(10_000) {
      let home = IdentityTable<Variable>.slot(base + k * 1_024, shift: 64 - 15)
      #expect(home >= 0 && home < 1 << 15)
      keysOnHome[home, default: 0] += 1
    }
    #expect(keysOnHome.count > 5_000, "\(keysOnHome.count) home slots")
    #expect(keysOnHome.values.max() ?? 0 <= 4)
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
