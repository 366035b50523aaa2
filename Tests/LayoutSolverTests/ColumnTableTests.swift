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
    // Symbol 0 starts with rows 7 and 9; symbol 1 with none.
    table.append([7, 9])
    table.append([])
    #expect(head(table, 0) == [2, 7, 9])
    #expect(head(table, 1) == [0])
    // One row at a time, then several symbols at once: symbol 0 is [7, 9, 4, 5], of which the
    // head repeats the first three; symbol 1 is [4, 5].
    table.append(4, toColumnOf: 0)
    table.append(4, toColumnOf: 1)
    table.append(5, toColumnsOf: [0, 1], from: 0)
    #expect(table[0] == [7, 9, 4, 5])
    #expect(head(table, 0) == [4, 7, 9, 4])
    #expect(head(table, 1) == [2, 4, 5])
    // Through the subscript's `_modify`: dropping the first row moves the others up.
    table[0].removeFirst()
    #expect(head(table, 0) == [3, 9, 4, 5])
    // Taken out and put back shorter, through the setter.
    var list = table.take(0)
    list.removeLast(2)
    table[0] = list
    #expect(head(table, 0) == [1, 9])
    // `keep`, as `shift` calls it after reading [4, 5] from the head and finding row 4 stale:
    // the head's lanes 1... hold the rows kept, here 5 alone.
    var kept = table.head(1)
    kept[1] = 5
    table.keep(1, of: 1, rows: kept)
    #expect(table[1] == [5])
    #expect(head(table, 1) == [1, 5])
    #expect(table.headViolation() == nil)
  }
}
