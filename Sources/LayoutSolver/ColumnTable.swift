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
/// A column of at most `headRows` rows lives in its head alone: it has no list (an empty
/// array, which allocates nothing). Most columns of a large layout are that short (a
/// 50,000-label chain: 400,000 columns, two longer than three rows), and a list each, made
/// with room for 4 rows, was a 64-byte block apiece: 25 MB of that chain's `query`, and an
/// allocation and a free for every symbol a `validate` makes. A column gets its list when its
/// fourth row comes, and gives it up when it is cut back to three rows or fewer.
///
/// Every write goes through `replace`, `removeAll`, `keep` or the `append`s, each of which
/// stores the new length and head, so `length(_:)` is always `self[s].count` and the head its
/// first rows (except while a list is taken out with `take(_:)`).
struct ColumnTable {
  /// How many of a list's rows its head repeats.
  static let headRows = 3

  private var lists: [[Int32]] = []
  /// Per symbol: the list's length (lane 0), then its first `headRows` rows (lanes 1 to 3,
  /// those past the length unspecified).
  private var heads: [SIMD4<Int32>] = []

  /// The number of symbols with a column.
  var count: Int { lists.count }

  /// The rows listed for symbol `s`: its head's, or a copy of its list (a retain, as any
  /// array read).
  subscript(s: Int) -> ColumnRows {
    @inline(__always)
    get { ColumnRows(head: heads[s], list: lists[s]) }
  }

  /// Sets symbol `s`'s rows to `list`: kept as the list when it is longer than `headRows`,
  /// else in the head alone (the list let go).
  @inline(__always)
  mutating func replace(_ s: Int, with list: [Int32]) {
    heads[s] = ColumnTable.head(of: list)
    lists[s] = list.count > ColumnTable.headRows ? list : []
  }

  /// Empties symbol `s`'s column, letting its list go.
  @inline(__always)
  mutating func removeAll(_ s: Int) {
    heads[s] = .zero
    lists[s] = []
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
  /// (A column that short has no list: the head is all of it.)
  @inline(__always)
  mutating func keep(_ kept: Int, of s: Int, rows head: SIMD4<Int32>) {
    var rows = head
    rows[0] = Int32(truncatingIfNeeded: kept)
    heads[s] = rows
  }

  /// The first symbol whose head does not match its list (its length, or one of its first
  /// `headRows` rows), or whose short column keeps a list, described; nil when every head
  /// matches. `shift` trusts a short column's head in place of the list, so a head left stale
  /// would move the wrong rows. For tests (`Tableau.structureViolation`).
  func headViolation() -> String? {
    for s in lists.indices {
      let list = lists[s]
      let head = heads[s]
      if Int(head[0]) <= ColumnTable.headRows {
        if !list.isEmpty { return "symbol \(s)'s short column (\(head[0]) rows) keeps a list" }
        continue
      }
      if Int(head[0]) != list.count {
        return "symbol \(s)'s column has \(list.count) rows, its head says \(head[0])"
      }
      for k in 0..<ColumnTable.headRows where head[k + 1] != list[k] {
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

  /// Takes symbol `s`'s list out of a column longer than `headRows`, leaving it empty, so that
  /// the caller is its sole owner while it edits the list (no copy on write); the caller puts
  /// it back with `replace`, which stores its length and head. Until then `length(s)` and the
  /// head still read what they had (the two callers, `shift` and `pivot`, read neither for
  /// that symbol meanwhile). Swapped out, not read and then replaced: that cost a retain and a
  /// release per call. A short column has no list to take: its rows are `head(s)`.
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

  /// An empty column for a new symbol (the next index): no list, nothing allocated.
  @inline(__always)
  mutating func appendEmpty() {
    lists.append([])
    heads.append(.zero)
  }

  /// Appends row `r` to symbol `s`'s column.
  @inline(__always)
  mutating func append(_ r: Int32, toColumnOf s: Int) {
    ColumnTable.append(r, to: &lists[s], head: &heads[s])
  }

  /// Appends row `r` to a column, its list `list` and head `head`: into the head while the
  /// column stays short, then into a list made with room for 8 rows (`Tableau.newColumn`)
  /// holding the head's rows and `r`, then onto that list.
  @inline(__always)
  static func append(_ r: Int32, to list: inout [Int32], head: inout SIMD4<Int32>) {
    let count = Int(head[0])
    if count < headRows {
      head[count + 1] = r
    } else {
      if count == headRows {
        list = Tableau.newColumn()
        list.append(head[1])
        list.append(head[2])
        list.append(head[3])
      }
      list.append(r)
    }
    head[0] = Int32(truncatingIfNeeded: count + 1)
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
          ColumnTable.append(r, to: &lists[s], head: &heads[s])
        }
      }
    }
  }
}

/// The rows of one column, as `ColumnTable`'s subscript reads them: from the head for a column
/// of at most `ColumnTable.headRows` rows, else from its list.
struct ColumnRows: RandomAccessCollection, Equatable, CustomStringConvertible {
  /// The column's length (lane 0) and first rows.
  let head: SIMD4<Int32>
  /// The column's list: every row for a long column, empty for a short one.
  let list: [Int32]

  /// No rows.
  static let empty = ColumnRows(head: .zero, list: [])

  var startIndex: Int { 0 }
  var endIndex: Int { Int(head[0]) }

  subscript(index: Int) -> Int32 {
    @inline(__always)
    get { Int(head[0]) <= ColumnTable.headRows ? head[index + 1] : list[index] }
  }

  static func == (a: ColumnRows, b: ColumnRows) -> Bool { a.elementsEqual(b) }

  var description: String { Array(self).description }
}
