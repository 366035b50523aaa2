import Testing

@testable import AdaptiveLayout

/// `IdentityTable` against a `Dictionary` keyed the same way, under random stores, lookups and
/// removals: the removal's backward shift is where an open-addressing table goes wrong.
@Suite struct IdentityTableTests {
  final class Object {}

  @Test(arguments: [16, 300, 5_000]) func agreesWithADictionary(objectCount: Int) {
    let objects = (0..<objectCount).map { _ in Object() }
    var table = IdentityTable()
    var expected: [ObjectIdentifier: UInt32] = [:]
    var generator = SeededGenerator(seed: UInt64(objectCount))
    for step in 0..<(20 * objectCount) {
      let key = ObjectIdentifier(objects[Int.random(in: 0..<objectCount, using: &generator)])
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5:
        let value = UInt32(truncatingIfNeeded: step)
        table.set(value, for: key)
        expected[key] = value
      case 5..<8:
        #expect(table.removeValue(forKey: key) == expected.removeValue(forKey: key))
      default:
        #expect(table[key] == expected[key])
      }
      #expect(table.count == expected.count)
    }
    // Every key reads what the dictionary holds, stored or not.
    for object in objects {
      #expect(table[ObjectIdentifier(object)] == expected[ObjectIdentifier(object)])
    }
  }

  @Test func storingAgainReplacesAndRemovingEmptiesTheTable() {
    let objects = (0..<100).map { _ in Object() }
    var table = IdentityTable()
    table.reserveCapacity(100)
    #expect(table[ObjectIdentifier(objects[0])] == nil)
    for (i, object) in objects.enumerated() { table.set(UInt32(i), for: ObjectIdentifier(object)) }
    for (i, object) in objects.enumerated() {
      table.set(UInt32(i + 1000), for: ObjectIdentifier(object))
    }
    #expect(table.count == 100)
    // Removed in an order unrelated to the slots: each still finds the value last stored.
    for (i, object) in objects.enumerated().reversed() {
      #expect(table.removeValue(forKey: ObjectIdentifier(object)) == UInt32(i + 1000))
      #expect(table.removeValue(forKey: ObjectIdentifier(object)) == nil)
    }
    #expect(table.count == 0)
    #expect(table[ObjectIdentifier(objects[7])] == nil)
  }
}
