import Testing

@testable import LayoutSolver

/// `ColumnTable` keeps beside each column's length its first `headRows` rows, and `shift`
/// reads a column of at most that many rows from there instead of the list: every way of
/// writing a list must leave its head equal to the list's length and first rows.
@Suite struct ColumnTableTests {
  /// The head as an array: the length, then the rows it repeats (at most `headRows`).
  func head(_ table: ColumnTable, _ s: Int) -> [Int32] {
    let h = table.head(s)
    return [h[0]] + (0..<min(Int(h[0]), ColumnTable.headRows)).map { h[$0 + 1] }
  }

  @Test func everyWriteKeepsTheHeadOfItsList() {
    var table = ColumnTable()
    table.appendEmpty()
    table.appendEmpty()
    #expect(head(table, 0) == [0])
    // Symbol 0 gets rows 7, 9 and 4, one at a time: a column of three rows lives in its head
    // alone, with no list.
    table.append(7, toColumnOf: 0)
    table.append(9, toColumnOf: 0)
    table.append(4, toColumnOf: 0)
    table.append(4, toColumnOf: 1)
    #expect(head(table, 0) == [3, 7, 9, 4])
    #expect(table[0].list.isEmpty)
    #expect(Array(table[0]) == [7, 9, 4])
    // Row 5 for both at once: symbol 0's fourth row makes its list, the head's three rows and
    // the new one, with room for 8 (`Tableau.newColumn`); the head still repeats the first
    // three. Symbol 1 is [4, 5], in its head.
    table.append(5, toColumnsOf: [0, 1], from: 0)
    #expect(table[0].list == [7, 9, 4, 5])
    #expect(table[0].list.capacity >= 8)
    #expect(Array(table[0]) == [7, 9, 4, 5])
    #expect(head(table, 0) == [4, 7, 9, 4])
    #expect(Array(table[1]) == [4, 5])
    #expect(head(table, 1) == [2, 4, 5])
    // Taken out and put back one row shorter: three rows, back in the head, the list let go.
    var list = table.take(0)
    list.removeFirst()
    table.replace(0, with: list)
    #expect(head(table, 0) == [3, 9, 4, 5])
    #expect(table[0].list.isEmpty)
    #expect(Array(table[0]) == [9, 4, 5])
    // `keep`, as `shift` calls it after reading [4, 5] from the head and finding row 4 stale:
    // the head's lanes 1... hold the rows kept, here 5 alone.
    var kept = table.head(1)
    kept[1] = 5
    table.keep(1, of: 1, rows: kept)
    #expect(Array(table[1]) == [5])
    #expect(head(table, 1) == [1, 5])
    table.removeAll(0)
    #expect(table[0].isEmpty)
    #expect(head(table, 0) == [0])
    #expect(table.headViolation() == nil)
  }

  /// A column set to more than `headRows` rows keeps them as its list, its head their count
  /// and first three; set to fewer, it lets the list go.
  @Test func aReplacedColumnKeepsAListOnlyWhenLong() {
    var table = ColumnTable()
    table.appendEmpty()
    table.replace(0, with: [3, 1, 4, 1, 5])
    #expect(table[0].list == [3, 1, 4, 1, 5])
    #expect(head(table, 0) == [5, 3, 1, 4])
    #expect(ColumnRows(head: table.head(0), list: table[0].list) == table[0])
    table.replace(0, with: [2, 7])
    #expect(table[0].list.isEmpty)
    #expect(Array(table[0]) == [2, 7])
    #expect(table.headViolation() == nil)
  }
}
