import Testing

@testable import LayoutSolver

/// `SparseRow.apply`, the pivot's update of a long objective row: many edits at once, moving
/// only the entries between them, with the result of the edits one at a time.
@Suite struct SparseRowApplyTests {
  static func row(_ entries: [(Int32, Double)]) -> SparseRow {
    SparseRow(symbols: entries.map(\.0), coefficients: entries.map(\.1))
  }

  /// By hand: row `1·s2 + 3·s5 + 4·s7 + 2·s9`; edits s3 += 6 (inserted between s2 and s5), s5
  /// out (removed), s7 += −4 (cancels: removed), s8 += 0 (a zero is never inserted), s9 += 1
  /// (3), s11 += −2 (appended). Result: `1·s2 + 6·s3 + 3·s9 − 2·s11`.
  @Test func insertsRemovesCancelsAndAddsInOnePass() {
    var r = Self.row([(2, 1), (5, 3), (7, 4), (9, 2)])
    r.apply([(3, 6), (5, nil), (7, -4), (8, 0), (9, 1), (11, -2)])
    #expect(r.symbols == [2, 3, 9, 11])
    #expect(r.coefficients == [1, 6, 3, -2])
  }

  /// By hand: more insertions than removals at the front, more removals at the back: row
  /// `s10 + s20 + s30 + s40 + s50` (all 1); insert s1 and s2 (5, 6), remove s40 and s50. The
  /// kept run s10…s30 moves up by two. Result: `5·s1 + 6·s2 + s10 + s20 + s30`.
  @Test func runsMoveUpAndDown() {
    var r = Self.row([(10, 1), (20, 1), (30, 1), (40, 1), (50, 1)])
    r.apply([(1, 5), (2, 6), (40, nil), (50, nil)])
    #expect(r.symbols == [1, 2, 10, 20, 30])
    #expect(r.coefficients == [5, 6, 1, 1, 1])
    // And the other way: remove the front, insert at the back.
    var q = Self.row([(10, 1), (20, 2), (30, 3)])
    q.apply([(10, nil), (20, nil), (25, 7), (31, 8), (32, 9)])
    #expect(q.symbols == [25, 30, 31, 32])
    #expect(q.coefficients == [7, 3, 8, 9])
  }

  /// Seeded random rows and edit lists: the same symbols and the same bits as the edits one at
  /// a time (`add(_:_:)`, `remove(_:)`).
  @Test func matchesTheEditsOneAtATime() {
    var rng = SplitMix64(seed: 4242)
    for _ in 0..<2000 {
      var entries: [(Int32, Double)] = []
      for s in 0..<Int32(40) where rng.int(in: 0...2) == 0 {
        entries.append((s, Double(rng.int(in: -4...4))))
      }
      entries.removeAll { $0.1 == 0 }
      var edits: [(symbol: Int32, change: Double?)] = []
      for s in 0..<Int32(40) where rng.int(in: 0...3) == 0 {
        // Whole numbers so that some edits cancel an entry exactly.
        edits.append((s, rng.int(in: 0...4) == 0 ? nil : Double(rng.int(in: -4...4))))
      }
      var batch = Self.row(entries)
      var single = batch
      batch.apply(edits)
      for (s, change) in edits {
        if let change { single.add(change, s) } else { single.remove(s) }
      }
      #expect(batch.symbols == single.symbols)
      #expect(batch.coefficients.map(\.bitPattern) == single.coefficients.map(\.bitPattern))
    }
  }
}
