/// The tableau's columns: for each symbol, the rows in which it may appear (lazily cleaned, see
/// `Tableau.columns`), with every list's length also kept in one flat array.
///
/// Each list is its own heap array, so reading a list's length through it is a trip to wherever
/// that array was allocated. The repairs rank every candidate symbol of a row by its column's
/// length (`compoundShift`, `findShift`, the ratio test's tie-break) and then walk the column of
/// one of them only: at 10,000 views, with the tableau far beyond the last-level cache, that one
/// load per candidate was 38% of the propagated shift's own time (`perf annotate`, the card grid).
/// Four bytes a symbol, read in index order, keep those reads in a few cache lines.
///
/// Beside each length, the list's first `headRows` rows (`head(_:)`): 16 bytes a symbol. The
/// propagated shift moves the symbol it ranked first, and `shift` then walked that symbol's
/// list: a load from its heap array, on which every visit of its rows waited. At 10,000 views
/// that load was 42% of `shift`'s samples, and `shift` grew x26 in time from 1,000 to 10,000
/// cards for x10 in work (`perf record -e cpu-clock`, `adaptive validate` of the card grid):
/// the lists are small blocks spread over the whole heap. Most columns hold at most three
/// rows; `shift` reads those from the head, a line the ranking has just read, and loads the
/// list only for a longer column or to drop stale rows.
///
/// Every write goes through the subscript's `_modify` or `set` (or the `append`s), each of
/// which stores the list's new length and head, so `length(_:)` is always `self[s].count` and
/// the head its first rows (except while a list is taken out with `take(_:)`).
struct ColumnTable {
  /// How many of a list's rows its head repeats.
  static let headRows = 3

  private var lists: [[Int32]] = []
  /// Per symbol: the list's length (lane 0), then its first `headRows` rows (lanes 1 to 3,
  /// those past the length unspecified).
  private var heads: [SIMD4<Int32>] = []

  /// The number of symbols with a column.
  var count: Int { lists.count }

  /// The rows listed for symbol `s` (a copy of the list: a retain, as any array read).
  subscript(s: Int) -> [Int32] {
    @inline(__always)
    get { lists[s] }
    @inline(__always)
    set {
      heads[s] = ColumnTable.head(of: newValue)
      lists[s] = newValue
    }
    @inline(__always)
    _modify {
      defer { heads[s] = ColumnTable.head(of: lists[s]) }
      yield &lists[s]
    }
  }

  /// `self[s].count`, from the flat array of heads (no load of the list itself).
  @inline(__always)
  func length(_ s: Int) -> Int { Int(heads[s][0]) }

  /// Symbol `s`'s length (lane 0) and first rows (lanes 1 to `headRows`; those past the
  /// length unspecified), with no load of the list itself.
  @inline(__always)
  func head(_ s: Int) -> SIMD4<Int32> { heads[s] }

  /// Keeps the first `kept` of symbol `s`'s rows, which are `head`'s lanes 1 to `kept`: what a
  /// walk of a column of at most `headRows` rows read from its head leaves after dropping
  /// the stale ones.
  @inline(__always)
  mutating func keep(_ kept: Int, of s: Int, rows head: SIMD4<Int32>) {
    lists[s].withUnsafeMutableBufferPointer { list in
      for k in 0..<kept { list[k] = head[k + 1] }
    }
    lists[s].removeLast(lists[s].count - kept)
    heads[s] = ColumnTable.head(of: lists[s])
  }

  /// The first symbol whose head does not match its list (its length, or one of its first
  /// `headRows` rows), described; nil when every head matches. `shift` trusts a short column's
  /// head in place of the list, so a head left stale would move the wrong rows. For tests
  /// (`Tableau.structureViolation`).
  func headViolation() -> String? {
    for s in lists.indices {
      let list = lists[s]
      let head = heads[s]
      if Int(head[0]) != list.count {
        return "symbol \(s)'s column has \(list.count) rows, its head says \(head[0])"
      }
      for k in 0..<min(list.count, ColumnTable.headRows) where head[k + 1] != list[k] {
        return "symbol \(s)'s column lists row \(list[k]) at \(k), its head row \(head[k + 1])"
      }
    }
    return nil
  }

  /// A list's length and first rows, as `heads` keeps them.
  @inline(__always)
  static func head(of list: [Int32]) -> SIMD4<Int32> {
    var head = SIMD4<Int32>(Int32(truncatingIfNeeded: list.count), 0, 0, 0)
    for k in 0..<min(list.count, headRows) { head[k + 1] = list[k] }
    return head
  }

  /// Takes symbol `s`'s list out, leaving it empty, so that the caller is its sole owner while
  /// it edits the list (no copy on write); the caller puts it back with the subscript's setter,
  /// which stores its length and head. Until then `length(s)` still reads the length it had
  /// (the two callers, `shift` and `pivot`, read no length of that symbol meanwhile): storing a
  /// zero only to overwrite it cost every shift a uniqueness check of the lengths. Swapped out,
  /// not read and then replaced: that cost a retain and a release per call.
  @inline(__always)
  mutating func take(_ s: Int) -> [Int32] {
    var list: [Int32] = []
    swap(&list, &lists[s])
    return list
  }

  /// Room for `symbols` columns.
  mutating func reserveCapacity(_ symbols: Int) {
    lists.reserveCapacity(symbols)
    heads.reserveCapacity(symbols)
  }

  /// A column for a new symbol (the next index).
  @inline(__always)
  mutating func append(_ column: [Int32]) {
    lists.append(column)
    heads.append(ColumnTable.head(of: column))
  }

  /// Appends row `r` to symbol `s`'s column, first giving a column with no room (a slack's, made
  /// empty: `Tableau.makeSymbol`) the room of a new one, as it leaves the basis for the first
  /// time.
  @inline(__always)
  mutating func append(_ r: Int32, toColumnOf s: Int) {
    if lists[s].capacity == 0 { lists[s] = Tableau.newColumn() }
    lists[s].append(r)
    ColumnTable.noteAppended(r, count: lists[s].count, to: &heads[s])
  }

  /// Records in `head` a list's new length `count` after `r` was appended to it.
  @inline(__always)
  static func noteAppended(_ r: Int32, count: Int, to head: inout SIMD4<Int32>) {
    head[0] = Int32(truncatingIfNeeded: count)
    if count <= headRows { head[count] = r }
  }

  /// Appends row `r` to the column of each of `symbols[first...]`: a new row's symbols, or a
  /// pivot's new entries. Over raw buffers, as the pivot did before: a subscript access per
  /// symbol checked uniqueness of the outer array each time.
  @inline(__always)
  mutating func append(_ r: Int32, toColumnsOf symbols: [Int32], from first: Int) {
    lists.withUnsafeMutableBufferPointer { lists in
      heads.withUnsafeMutableBufferPointer { heads in
        for n in first..<symbols.count {
          let s = Int(symbols[n])
          lists[s].append(r)
          ColumnTable.noteAppended(r, count: lists[s].count, to: &heads[s])
        }
      }
    }
  }
}
