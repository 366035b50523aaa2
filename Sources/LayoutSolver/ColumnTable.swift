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
/// Every write goes through the subscript's `_modify` or `set` (or `append(_:toColumnsOf:from:)`),
/// each of which stores the list's new length, so `length(_:)` is always `self[s].count` (except
/// while a list is taken out with `take(_:)`).
struct ColumnTable {
  private var lists: [[Int32]] = []
  private var lengths: [Int32] = []

  /// The number of symbols with a column.
  var count: Int { lists.count }

  /// The rows listed for symbol `s` (a copy of the list: a retain, as any array read).
  subscript(s: Int) -> [Int32] {
    @inline(__always)
    get { lists[s] }
    @inline(__always)
    set {
      lists[s] = newValue
      lengths[s] = Int32(truncatingIfNeeded: newValue.count)
    }
    @inline(__always)
    _modify {
      defer { lengths[s] = Int32(truncatingIfNeeded: lists[s].count) }
      yield &lists[s]
    }
  }

  /// `self[s].count`, from the flat array of lengths (no load of the list itself).
  @inline(__always)
  func length(_ s: Int) -> Int { Int(lengths[s]) }

  /// Takes symbol `s`'s list out, leaving it empty, so that the caller is its sole owner while
  /// it edits the list (no copy on write); the caller puts it back with the subscript's setter,
  /// which stores its length. Until then `length(s)` still reads the length it had (the two
  /// callers, `shift` and `pivot`, read no length of that symbol meanwhile): storing a zero
  /// only to overwrite it cost every shift a uniqueness check of the lengths. Swapped out, not
  /// read and then replaced: that cost a retain and a release per call.
  @inline(__always)
  mutating func take(_ s: Int) -> [Int32] {
    var list: [Int32] = []
    swap(&list, &lists[s])
    return list
  }

  /// Room for `symbols` columns.
  mutating func reserveCapacity(_ symbols: Int) {
    lists.reserveCapacity(symbols)
    lengths.reserveCapacity(symbols)
  }

  /// A column for a new symbol (the next index).
  @inline(__always)
  mutating func append(_ column: [Int32]) {
    lists.append(column)
    lengths.append(Int32(truncatingIfNeeded: column.count))
  }

  /// Appends row `r` to symbol `s`'s column, first giving a column with no room (a slack's, made
  /// empty: `Tableau.makeSymbol`) the room of a new one, as it leaves the basis for the first
  /// time.
  @inline(__always)
  mutating func append(_ r: Int32, toColumnOf s: Int) {
    if lists[s].capacity == 0 { lists[s] = Tableau.newColumn() }
    lists[s].append(r)
    lengths[s] = Int32(truncatingIfNeeded: lists[s].count)
  }

  /// Appends row `r` to the column of each of `symbols[first...]`: a new row's symbols, or a
  /// pivot's new entries. Over raw buffers, as the pivot did before: a subscript access per
  /// symbol checked uniqueness of the outer array each time.
  @inline(__always)
  mutating func append(_ r: Int32, toColumnsOf symbols: [Int32], from first: Int) {
    lists.withUnsafeMutableBufferPointer { lists in
      lengths.withUnsafeMutableBufferPointer { lengths in
        for n in first..<symbols.count {
          let s = Int(symbols[n])
          lists[s].append(r)
          lengths[s] = Int32(truncatingIfNeeded: lists[s].count)
        }
      }
    }
  }
}
