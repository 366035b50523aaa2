/// The queries that ask for each face symbol, grouped by symbol: several expressions may
/// reduce to the same symbol (two views' equal widths made one alias), and an answer for the
/// symbol answers each of them.
///
/// One flat list in symbol order, with each symbol's start beside it (a counting sort of the
/// queries by symbol): a dictionary of arrays held a hash entry and an array of its own for
/// each of a query's symbols, 14 MB of a 50,000-label `query` at the moment of its peak, and
/// hashed every lookup of the probes.
struct SymbolQueries {
  /// By symbol: where its queries start in `queries`; `firstQuery[s + 1]` is where they end.
  private var firstQuery: [Int32]
  /// The query indices, grouped by symbol, each group in increasing order.
  private var queries: [Int32]

  /// Groups the indices of `symbols` (nil: no symbol to ask about) by symbol, every symbol
  /// below `symbolCount`.
  /// - Complexity: O(`symbolCount` + `symbols.count`).
  init(_ symbols: [Int32?], symbolCount: Int) {
    var first = [Int32](repeating: 0, count: symbolCount + 1)
    for case let s? in symbols { first[Int(s) + 1] += 1 }
    for s in 0..<symbolCount { first[s + 1] += first[s] }
    var next = first
    var queries = [Int32](repeating: 0, count: Int(first[symbolCount]))
    for (i, symbol) in symbols.enumerated() {
      guard let s = symbol else { continue }
      queries[Int(next[Int(s)])] = Int32(i)
      next[Int(s)] += 1
    }
    self.firstQuery = first
    self.queries = queries
  }

  /// The indices of the queries that ask for symbol `s`, in increasing order (empty when none
  /// does, or `s` lies beyond the symbols it was made for).
  @inline(__always)
  subscript(s: Int32) -> ArraySlice<Int32> {
    let k = Int(s)
    guard k >= 0 && k + 1 < firstQuery.count else { return [] }
    return queries[Int(firstQuery[k])..<Int(firstQuery[k + 1])]
  }

  /// Answers every query of symbol `s` in one direction with `answer`, where that direction
  /// is still open (nil): a direction answered already stays as it is (a probe's step can stray
  /// within round-off past a bound a proof treats as closed).
  func settle(
    _ s: Int32, upward: Bool, _ answer: Bool, in answers: inout [(up: Bool?, down: Bool?)]
  ) {
    for q in self[s] {
      let k = Int(q)
      if upward {
        if answers[k].up == nil { answers[k].up = answer }
      } else if answers[k].down == nil {
        answers[k].down = answer
      }
    }
  }
}
