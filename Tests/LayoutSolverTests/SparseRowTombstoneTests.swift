import Testing

@testable import LayoutSolver

/// Long `SparseRow`s leave the entries `apply` removes in place as tombstones (zero coefficients)
/// and put new entries into the nearest one: checked by hand on small cases and against a plain
/// sorted array that inserts and removes by moving its tail, as rows did before.
@Suite struct SparseRowTombstoneTests {
  /// The row's live entries (tombstones left out), as `(symbol, bits of the coefficient)`.
  static func live(_ row: SparseRow) -> [Int32: UInt64] {
    var out: [Int32: UInt64] = [:]
    for k in row.symbols.indices where row.coefficients[k] != 0 {
      out[row.symbols[k]] = row.coefficients[k].bitPattern
    }
    return out
  }

  /// What every row must keep: symbols strictly increasing (tombstones included), the
  /// tombstone count exact when nothing appends to the arrays directly, and at most half of a
  /// row tombstones after any edit (the compaction's bound).
  static func checkShape(_ row: SparseRow) {
    #expect(row.symbols.count == row.coefficients.count)
    for k in row.symbols.indices.dropFirst() { #expect(row.symbols[k - 1] < row.symbols[k]) }
    let zeros = row.coefficients.filter { $0 == 0 }.count
    #expect(zeros == row.tombstoneCount)
    #expect(row.tombstoneCount * 2 <= row.count)
  }

  /// `s0 + s2 + s4 + … + s258`: 130 entries, all 1, at or above `tombstoneMinimum` (128).
  static func evenRow() -> SparseRow {
    let symbols = (0..<130).map { Int32(2 * $0) }
    return SparseRow(symbols: symbols, coefficients: Array(repeating: 1, count: 130))
  }

  /// By hand. `apply` removing s10 (position 5) leaves a tombstone there: still 130 entries, s10
  /// reads 0. Adding 5·s11 then belongs before s12 (position 6); the tombstone at 5 is the
  /// nearest (distance 1, on the left), so s11 takes slot 5 and nothing moves: 130 entries, none
  /// dead.
  @Test func aRemovalLeavesATombstoneThatANeighbourTakes() {
    var r = Self.evenRow()
    r.apply([(10, nil)])
    #expect(r.count == 130)
    #expect(r.tombstoneCount == 1)
    #expect(r.coefficient(of: 10) == 0)
    #expect(r.symbols[5] == 10 && r.coefficients[5] == 0)
    r.add(5, 11)
    #expect(r.count == 130)
    #expect(r.tombstoneCount == 0)
    #expect(r.symbols[4...6] == [8, 11, 12])
    #expect(r.coefficients[4...6] == [1, 5, 1])
    // Adding to a tombstone's own symbol revives it in place: s11 out again, then 2·s11 in.
    r.apply([(11, nil)])
    r.add(2, 11)
    #expect(r.symbols[5] == 11 && r.coefficients[5] == 2)
    #expect(r.tombstoneCount == 0)
    Self.checkShape(r)
    // `remove` edits as a plain array does: s11 goes, and the row is one shorter.
    #expect(r.remove(11) == 2)
    #expect(r.count == 129)
    #expect(r.tombstoneCount == 0)
  }

  /// By hand, one pivot's edits at once: remove s0 (position 0) and s258 (the last, 129), add
  /// 7·s1 (before s2, position 1) and 3·s100 (to the existing 1: 4). s0's tombstone is the
  /// nearest to s1's gap (distance 1 on the left): s1 lands in slot 0. s258 stays a tombstone
  /// in slot 129. Result: 130 entries, `7·s1 + s2 + … + 4·s100 + … + s256`, one tombstone.
  @Test func aBatchBuriesAndPlacesWithoutMovingTheRow() {
    var r = Self.evenRow()
    r.apply([(0, nil), (1, 7), (100, 3), (258, nil)])
    #expect(r.count == 130)
    #expect(r.symbols[0] == 1 && r.coefficients[0] == 7)
    #expect(r.coefficient(of: 100) == 4)
    #expect(r.symbols[129] == 258 && r.coefficients[129] == 0)
    #expect(r.tombstoneCount == 1)
    Self.checkShape(r)
  }

  /// By hand: a new entry with no tombstone in reach (`tombstoneReach`, 32) moves the tail as
  /// before. The row has a tombstone at s2 (position 1); s201 belongs before s202 (position
  /// 101), 100 entries away: inserted there, 131 entries, the tombstone still at position 1.
  @Test func anInsertionFarFromEveryTombstoneMovesTheTail() {
    var r = Self.evenRow()
    r.apply([(2, nil)])
    r.apply([(201, 6)])
    #expect(r.count == 131)
    #expect(r.symbols[101] == 201 && r.coefficients[101] == 6)
    #expect(r.symbols[1] == 2 && r.coefficients[1] == 0)
    Self.checkShape(r)
  }

  /// By hand: 130 entries; removing 65 (one `apply` each) leaves 65 tombstones (65·2 = 130, not
  /// more than half); the 66th makes 132 > 130 and compacts: 64 live entries, no tombstone.
  @Test func compactsOnceTombstonesAreMoreThanHalf() {
    var r = Self.evenRow()
    for k in 0..<65 { r.apply([(Int32(2 * k), nil)]) }
    #expect(r.count == 130)
    #expect(r.tombstoneCount == 65)
    r.apply([(130, nil)])
    #expect(r.count == 64)
    #expect(r.tombstoneCount == 0)
    #expect(r.symbols.first == 132 && r.symbols.last == 258)
    Self.checkShape(r)
  }

  /// A short row (below `tombstoneMinimum`) removes as a plain array, in `apply` too: no
  /// tombstone.
  @Test func shortRowsKeepNoTombstones() {
    var r = SparseRow(symbols: [1, 2, 3], coefficients: [1, 1, 1])
    r.remove(2)
    r.apply([(3, nil)])
    #expect(r.symbols == [1])
    #expect(r.tombstoneCount == 0)
  }

  /// The plain model: a sorted array of entries, edited as rows were before tombstones
  /// (a binary search, then an insertion or removal that moves the tail).
  struct PlainRow {
    var entries: [(symbol: Int32, coefficient: Double)] = []

    func index(_ s: Int32) -> (Int, Bool) {
      var low = 0
      var high = entries.count
      while low < high {
        let mid = (low + high) >> 1
        if entries[mid].symbol < s { low = mid + 1 } else { high = mid }
      }
      return (low, low < entries.count && entries[low].symbol == s)
    }

    mutating func add(_ c: Double, _ s: Int32) {
      let (p, found) = index(s)
      if found {
        let sum = entries[p].coefficient + c
        if SparseRow.cancels(sum, entries[p].coefficient, c) {
          entries.remove(at: p)
        } else {
          entries[p].coefficient = sum
        }
      } else if c != 0 {
        entries.insert((s, c), at: p)
      }
    }

    mutating func remove(_ s: Int32) {
      let (p, found) = index(s)
      if found { entries.remove(at: p) }
    }

    /// `self += factor · other`, leaving out `skip`: the textbook merge, term by term.
    mutating func add(_ other: PlainRow, times factor: Double, skipping skip: Int32) {
      var out: [(symbol: Int32, coefficient: Double)] = []
      var i = 0
      var j = 0
      while i < entries.count || j < other.entries.count {
        let a = i < entries.count ? entries[i].symbol : .max
        let b = j < other.entries.count ? other.entries[j].symbol : .max
        if a < b {
          if a != skip { out.append(entries[i]) }
          i += 1
        } else if b < a {
          let c = factor * other.entries[j].coefficient
          if b != skip && c != 0 { out.append((b, c)) }
          j += 1
        } else {
          let product = factor * other.entries[j].coefficient
          let c = entries[i].coefficient + product
          if a != skip && !SparseRow.cancels(c, entries[i].coefficient, product) {
            out.append((a, c))
          }
          i += 1
          j += 1
        }
      }
      entries = out
    }

    var live: [Int32: UInt64] {
      var out: [Int32: UInt64] = [:]
      for e in entries { out[e.symbol] = e.coefficient.bitPattern }
      return out
    }
  }

  /// Seeded sequences on long rows (symbols 0..<600, a few hundred live): batches as a pivot
  /// makes them (`apply`), single adds and removals, an occasional merge with a short row,
  /// and lookups. After every step the row holds the model's live entries bit for bit, reads
  /// every symbol's coefficient as the model does, and keeps its shape. Whole numbers and
  /// halves, so that sums cancel exactly and entries die and come back at the same symbols.
  @Test func matchesAPlainSortedArrayOverSeededEdits() {
    for seed in UInt64(1)...6 {
      var rng = SplitMix64(seed: seed)
      var row = SparseRow()
      var model = PlainRow()
      var scratch = SparseRow()
      func draw() -> Double { Double(rng.int(in: -6...6)) / 2 }
      // Start long: every other symbol below 600, so the row is past `tombstoneMinimum`.
      for s in stride(from: Int32(0), to: 600, by: 2) {
        let c = Double(rng.int(in: 1...4))
        row.add(c, s)
        model.add(c, s)
      }
      // That the sequence reaches the paths under test: steps ending with tombstones in a long
      // row, and steps where one was reused (fewer tombstones after than before, no merge).
      var stepsWithTombstones = 0
      var reuses = 0
      for step in 0..<1500 {
        let before = row.tombstoneCount
        switch rng.int(in: 0...9) {
        case 0...5:
          // A pivot's batch: a few sorted edits, clustered as a pivot's are or spread out.
          let centre = rng.int(in: 0...599)
          let spread = rng.int(in: 0...1) == 0 ? 8 : 600
          var symbols = Set<Int32>()
          for _ in 0..<rng.int(in: 1...6) {
            symbols.insert(Int32(min(599, max(0, centre + rng.int(in: -spread...spread)))))
          }
          var edits: [(symbol: Int32, change: Double?)] = []
          for s in symbols.sorted() {
            edits.append((s, rng.int(in: 0...3) == 0 ? nil : draw()))
          }
          row.apply(edits)
          for (s, change) in edits {
            if let change { model.add(change, s) } else { model.remove(s) }
          }
        case 6, 7:
          let s = Int32(rng.int(in: 0...599))
          if rng.int(in: 0...1) == 0 {
            let c = draw()
            row.add(c, s)
            model.add(c, s)
          } else {
            row.remove(s)
            model.remove(s)
          }
        case 8:
          // A merge with a short row (a pivot row when the objective is not much longer).
          var other = PlainRow()
          for _ in 0..<rng.int(in: 1...5) { other.add(draw(), Int32(rng.int(in: 0...599))) }
          let factor = draw()
          let skip = Int32(rng.int(in: 0...599))
          let otherRow = SparseRow(
            symbols: other.entries.map(\.symbol), coefficients: other.entries.map(\.coefficient))
          row.add(otherRow, times: factor, skipping: skip, using: &scratch)
          model.add(other, times: factor, skipping: skip)
        default:
          // Refill, so that rows stay long after merges and compactions shrink them.
          for _ in 0..<40 {
            let s = Int32(rng.int(in: 0...599))
            let c = Double(rng.int(in: 1...4))
            row.add(c, s)
            model.add(c, s)
          }
        }
        #expect(Self.live(row) == model.live, "seed \(seed), step \(step)")
        if row.count >= SparseRow.tombstoneMinimum && row.tombstoneCount > 0 {
          stepsWithTombstones += 1
        }
        if row.tombstoneCount < before && row.tombstoneCount > 0 { reuses += 1 }
        let probe = Int32(rng.int(in: 0...599))
        let (p, found) = model.index(probe)
        let expected = found ? model.entries[p].coefficient : 0
        #expect(row.coefficient(of: probe).bitPattern == expected.bitPattern)
        Self.checkShape(row)
      }
      #expect(stepsWithTombstones > 500, "seed \(seed)")
      #expect(reuses > 50, "seed \(seed)")
    }
  }

  /// By hand. `removeLeavingTombstone` (a removal's objective edit) on the 130-entry row: s10
  /// (position 5) becomes a tombstone, its 1 returned, the row still 130 long. Again, or for
  /// an absent s11, it returns 0 and changes nothing. Taking out s0, s2, …, s128 (65 entries,
  /// s10 among them) leaves 65 tombstones: 65 · 2 = 130 is not more than 130, so no compaction
  /// yet. The 66th (s130) makes 132 > 130: compacted to the 130 − 66 = 64 live entries, s132
  /// first. At 64 entries (< 128) the next removal, s132, edits as `remove` does: 63 entries.
  @Test func aRemovalsObjectiveEditLeavesATombstoneInALongRow() {
    var r = Self.evenRow()
    #expect(r.removeLeavingTombstone(10) == 1)
    #expect(r.count == 130)
    #expect(r.tombstoneCount == 1)
    #expect(r.symbols[5] == 10 && r.coefficients[5] == 0)
    #expect(r.coefficient(of: 10) == 0)
    #expect(r.removeLeavingTombstone(10) == 0)
    #expect(r.removeLeavingTombstone(11) == 0)
    #expect(r.tombstoneCount == 1)
    Self.checkShape(r)
    for s in stride(from: Int32(0), through: 128, by: 2) where s != 10 {
      #expect(r.removeLeavingTombstone(s) == 1)
    }
    #expect(r.count == 130)
    #expect(r.tombstoneCount == 65)
    Self.checkShape(r)
    #expect(r.removeLeavingTombstone(130) == 1)
    #expect(r.count == 64)
    #expect(r.tombstoneCount == 0)
    #expect(r.symbols.first == 132)
    Self.checkShape(r)
    #expect(r.removeLeavingTombstone(132) == 1)
    #expect(r.count == 63)
    #expect(r.symbols.first == 134)
    Self.checkShape(r)
  }
}
