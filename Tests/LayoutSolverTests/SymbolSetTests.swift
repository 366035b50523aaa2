import Testing

@testable import LayoutSolver

/// `SymbolSet`, the reusable membership set of a probe's records: the same answers as a
/// `Set<Int32>` through growth, emptying and refilling.
@Suite struct SymbolSetTests {
  @Test func insertSaysWhetherTheSymbolWasNew() {
    var set = SymbolSet()
    #expect(inserting(7, into: &set))
    #expect(!inserting(7, into: &set))
    #expect(inserting(0, into: &set))
    #expect(!inserting(0, into: &set))
    #expect(set.count == 2)
    // The first insertion makes the 16-slot table.
    #expect(set.tableCount == 16)
  }

  @Test func theTableDoublesBeforeItIsHalfFull() {
    var set = SymbolSet()
    // 8 members fit 16 slots (2·8 = 16); the 9th doubles the table to 32, the 17th to 64.
    for s in 0..<8 { #expect(inserting(Int32(s), into: &set)) }
    #expect(set.tableCount == 16)
    #expect(inserting(8, into: &set))
    #expect(set.tableCount == 32)
    for s in 9..<17 { #expect(inserting(Int32(s), into: &set)) }
    #expect(set.tableCount == 64)
    // Every member is still found after two rehashes.
    for s in 0..<17 { #expect(!inserting(Int32(s), into: &set)) }
    #expect(set.count == 17)
  }

  @Test func emptiedItKeepsItsTableAndForgetsItsMembers() {
    var set = SymbolSet()
    for s in stride(from: 0, to: 3_000, by: 3) { _ = set.insert(Int32(s)) }  // 1,000 members
    let table = set.tableCount
    #expect(table == 2_048)  // the least power of two ≥ 2·1,000
    set.removeAll()
    #expect(set.count == 0)
    #expect(set.tableCount == table)
    // Each old member is new again, and so is each symbol it never held.
    for s in stride(from: 0, to: 3_000, by: 3) { #expect(inserting(Int32(s), into: &set)) }
    #expect(inserting(1, into: &set))
    #expect(!inserting(2_997, into: &set))
  }

  /// Random histories with many collisions (up to 600 symbols drawn from as few as 1): each
  /// round must find the table as empty as a new one, though `removeAll` clears a probe run's
  /// slots in the order the members came in, leaving holes that its own later searches pass.
  @Test func agreesWithASetOverARandomHistory() {
    var generator = SplitMix64(seed: 42)
    var set = SymbolSet()
    var reference = Set<Int32>()
    for round in 0..<20 {
      let size = 1 + Int(generator.next() % 600)
      let range = UInt64(1 + round * 500)
      for _ in 0..<size {
        let s = Int32(generator.next() % range)
        let inserted = set.insert(s)
        #expect(inserted == reference.insert(s).inserted)
      }
      #expect(set.count == reference.count)
      set.removeAll()
      reference.removeAll()
    }
  }
}

/// `set.insert(s)`, outside `#expect` (which cannot call a mutating method on its argument).
private func inserting(_ s: Int32, into set: inout SymbolSet) -> Bool { set.insert(s) }
