/// Deferred rows: a chain of free symbols brought into the basis link by link, each row written
/// over the link before it instead of over every non-basic symbol upstream.
///
/// When a compressed chain is pulled tight against a held end (a stack of views squeezed between
/// two edges), every link becomes basic. In the textbook form each link's row then lists every
/// slack between it and the held end — `x(k) = x0 + s0 + … + s(k-1)` — so N links cost N²/2
/// entries, in every solver that keeps that form (kiwi's rows fill the same way). A deferred row
/// keeps `x(k) = x(k-1) + s(k-1)` instead: two entries, one of them the basic symbol `x(k-1)`,
/// which stands for its own row. The rows form a triangular factor of the basis, as in a revised
/// simplex, and the chain costs O(N).
///
/// The invariants, which let the rest of the simplex run unchanged:
/// - Only the row of a *free* symbol (an external variable) is ever deferred. Free symbols never
///   leave the basis in a ratio test and are never out of bounds, so no repair or ratio test ever
///   reads such a row.
/// - Every other row, and every objective row, holds non-basic symbols only (rows that a chain's
///   pivots leave holding a new basic symbol are expanded before the repair goes on). So a shift
///   finds every bounded basic symbol it moves in its own column, as before, and reduced costs
///   are read off the objective as before.
/// - Deferred rows refer to one another without a cycle, so every value is defined by them.
/// - A basic symbol that deferred rows hold has `hasDependents` set, and its column lists those
///   rows: moving a value moves its dependents (`propagateToDependents`).
///
/// What needs the textbook form expands no more than it must: a removal, the deferred rows it
/// pivots through (`expandRow`); the ambiguity probes and the dump, a copy of the tableau
/// (`expandDeferredRows()`), so that looking at a solver changes nothing later calls answer.
extension Tableau {
  // MARK: - Pivots

  /// Exchanges non-basic `entering`, a free symbol that costs nothing, with basic `leaving`,
  /// leaving `entering` in the other rows that hold it: they become deferred rows, which refer
  /// to it. No value and no reduced cost changes.
  mutating func deferredPivot(entering: Int32, leaving: Int32) {
    structureVersion &+= 1
    let r = rowOfSymbol[Int(leaving)]
    let ri = Int(r)
    rows.solve(ri, for: entering, replacing: leaving)
    basicOfRow[ri] = entering
    rowOfSymbol[Int(entering)] = r
    rowOfSymbol[Int(leaving)] = -1
    columns.append(r, toColumnOf: Int(leaving))
    markDeferred(ri)
    // `entering` costs nothing up to `costTolerance` (the caller checked): what the objective may
    // hold of it is round-off, and the objective must hold non-basic symbols only.
    for l in objective.indices { objective[l].remove(entering) }
    // The column stays: it lists the rows that now refer to `entering`. Walked in place, with no
    // copy: this runs once per link of the chain.
    let ei = Int(entering)
    for index in columns[ei].indices {
      let q = Int(columns[ei][index])
      if basicOfRow[q] >= 0 && !isDeferredRow[q] && rows.find(entering, inRow: q) != nil {
        markDeferred(q)
      }
    }
    hasDependents[ei] = true
  }

  mutating func markDeferred(_ r: Int) {
    if isDeferredRow[r] { return }
    isDeferredRow[r] = true
    deferredRowCount += 1
  }

  // MARK: - Expansion

  /// Row `r` over non-basic symbols only: every basic symbol it holds replaced by its own row,
  /// transitively. Each row on the way is read once (the sums are pushed down in an order where
  /// a row comes before every row it refers to), so the cost is the size of what it reaches.
  mutating func expand(row r: Int) -> SparseRow {
    startExpansion()
    // Basic symbols reachable from row r, each after every symbol that refers to it (reverse of
    // a depth-first post-order).
    var order: [Int32] = []
    var stack: [(symbol: Int32, next: Int)] = []
    for k in 0..<rows.count(r) {
      let y = rows.symbol(r, k)
      if rowOfSymbol[Int(y)] < 0 || expansionStamp[Int(y)] == expansionEpoch { continue }
      expansionStamp[Int(y)] = expansionEpoch
      stack.append((y, 0))
      while let (x, next) = stack.last {
        let rx = Int(rowOfSymbol[Int(x)])
        if next < rows.count(rx) {
          stack[stack.count - 1].next = next + 1
          let z = rows.symbol(rx, next)
          if rowOfSymbol[Int(z)] >= 0 && expansionStamp[Int(z)] != expansionEpoch {
            expansionStamp[Int(z)] = expansionEpoch
            stack.append((z, 0))
          }
        } else {
          stack.removeLast()
          order.append(x)
        }
      }
    }
    var written: [Int32] = []
    for k in 0..<rows.count(r) {
      accumulate(rows.coefficient(r, k), rows.symbol(r, k), &written)
    }
    for x in order.reversed() {
      let xi = Int(x)
      let c = expansionSum[xi]
      if SparseRow.cancels(c, expansionScale[xi], 0) { continue }
      let rx = Int(rowOfSymbol[xi])
      for k in 0..<rows.count(rx) {
        accumulate(c * rows.coefficient(rx, k), rows.symbol(rx, k), &written)
      }
    }
    // The non-basic symbols written, sorted; their sums read off in that order.
    var symbols: [Int32] = []
    symbols.reserveCapacity(written.count)
    for s in written where rowOfSymbol[Int(s)] < 0 {
      let si = Int(s)
      if !SparseRow.cancels(expansionSum[si], expansionScale[si], 0) { symbols.append(s) }
    }
    symbols.sort()
    var coefficients: [Double] = []
    coefficients.reserveCapacity(symbols.count)
    for s in symbols { coefficients.append(expansionSum[Int(s)]) }
    for s in written {
      expansionSum[Int(s)] = 0
      expansionScale[Int(s)] = 0
    }
    return SparseRow(symbols: symbols, coefficients: coefficients)
  }

  /// Adds `c` to the expansion sum of `s`, noting `s` the first time it is written.
  private mutating func accumulate(_ c: Double, _ s: Int32, _ written: inout [Int32]) {
    if c == 0 { return }
    let si = Int(s)
    if expansionScale[si] == 0 { written.append(s) }
    expansionSum[si] += c
    expansionScale[si] = max(expansionScale[si], abs(c))
  }

  /// Sizes the expansion scratch to the symbols and starts a new round of marks.
  mutating func startExpansion() {
    let n = kind.count
    if expansionSum.count < n {
      let more = n - expansionSum.count
      expansionSum.append(contentsOf: repeatElement(0, count: more))
      expansionScale.append(contentsOf: repeatElement(0, count: more))
      expansionStamp.append(contentsOf: repeatElement(0, count: more))
    }
    expansionEpoch &+= 1
    if expansionEpoch == 0 {
      for i in expansionStamp.indices { expansionStamp[i] = 0 }
      expansionEpoch = 1
    }
  }

  /// Rewrites deferred row `r` over non-basic symbols only.
  mutating func expandRow(_ r: Int) {
    guard isDeferredRow[r] else { return }
    structureVersion &+= 1
    let expanded = expand(row: r)
    rows.set(r, expanded)
    for s in expanded.symbols { columns.append(Int32(r), toColumnOf: Int(s)) }
    isDeferredRow[r] = false
    deferredWeight[r] = 0
    deferredRowCount -= 1
  }

  /// How many rows hold `s` as the textbook form would count them: its column, plus for each
  /// chain link's deferred row in it, the links after that one (which would each hold `s`
  /// too). The ratio test breaks ties by this count, preferring symbols that touch few rows:
  /// raw column counts would make every symbol of a deferred chain look equally cheap, and the
  /// tie would go to the one nearest the held end, on which every later link depends.
  @inline(__always)
  func textbookColumnCount(_ s: Int32) -> Int {
    let si = Int(s)
    guard deferredRowCount > 0 else { return columns.length(si) }
    let column = columns[si]
    return isDeferredRow.withUnsafeBufferPointer { isDeferred in
      deferredWeight.withUnsafeBufferPointer { weight in
        var count = column.count
        for q in column where isDeferred[Int(q)] { count += Int(weight[Int(q)]) }
        return count
      }
    }
  }

  /// Brings the whole tableau back to the textbook form: every row over non-basic symbols only.
  /// Rows are expanded after the rows they refer to, so each expansion reads finished rows.
  mutating func expandDeferredRows() {
    guard deferredRowCount > 0 else { return }
    startExpansion()
    var order: [Int32] = []  // rows, each after every row it refers to
    var stack: [(row: Int32, next: Int)] = []
    for r in basicOfRow.indices where isDeferredRow[r] {
      let b = Int(basicOfRow[r])
      if expansionStamp[b] == expansionEpoch { continue }
      expansionStamp[b] = expansionEpoch
      stack.append((Int32(r), 0))
      while let (q, next) = stack.last {
        let qi = Int(q)
        if isDeferredRow[qi] && next < rows.count(qi) {
          stack[stack.count - 1].next = next + 1
          let z = Int(rows.symbol(qi, next))
          let rz = rowOfSymbol[z]
          if rz >= 0 && expansionStamp[z] != expansionEpoch {
            expansionStamp[z] = expansionEpoch
            stack.append((rz, 0))
          }
        } else {
          stack.removeLast()
          order.append(q)
        }
      }
    }
    for r in order { expandRow(Int(r)) }
    for s in hasDependents.indices where hasDependents[s] {
      hasDependents[s] = false
      if rowOfSymbol[s] >= 0 { columns.removeAll(s) }  // no row refers to it any more
    }
  }

  // MARK: - Values

  /// After shifts of the symbols `moved` have updated the basic symbols of their columns:
  /// recomputes every basic symbol that depends on them through deferred rows, each once, after
  /// everything it refers to (one shift, or a long step's batch of them).
  mutating func propagateToDependents(
    of moved: some Sequence<Int32>, touched: inout [Int32], collecting: Bool, marking: Bool
  ) {
    startExpansion()
    var order: [Int32] = []  // depth-first post-order: each symbol after all its dependents
    var stack: [(symbol: Int32, next: Int)] = []
    for s in moved {
      for r in columns[Int(s)] {
        let b = basicOfRow[Int(r)]
        guard b >= 0, hasDependents[Int(b)], expansionStamp[Int(b)] != expansionEpoch else {
          continue
        }
        expansionStamp[Int(b)] = expansionEpoch
        stack.append((b, 0))
        while let (x, next) = stack.last {
          let xi = Int(x)
          if next < columns[xi].count {
            stack[stack.count - 1].next = next + 1
            let q = Int(columns[xi][next])
            let d = basicOfRow[q]
            if d < 0 || expansionStamp[Int(d)] == expansionEpoch { continue }
            if rows.find(x, inRow: q) == nil { continue }
            expansionStamp[Int(d)] = expansionEpoch
            stack.append((d, 0))
          } else {
            stack.removeLast()
            order.append(x)
          }
        }
      }
    }
    dependentRecomputations += order.count
    for x in order.reversed() {
      value[Int(x)] = evaluate(row: Int(rowOfSymbol[Int(x)]))
      if marking && violation(x) != 0 { markDirty(x) }
      if collecting { touched.append(x) }
    }
  }
}

extension Tableau {
  /// Starts collecting moved symbols whose deferred dependents are recomputed later, once
  /// (`recomputePendingDependents`), when there are deferred rows, no collection is under way
  /// (the caller that started it recomputes), and no face probe leaves deferred rows alone.
  /// - Returns: whether this call started it, so the caller must recompute.
  mutating func startCollectingDependents() -> Bool {
    guard deferredRowCount > 0 && pendingDependents == nil && !defersDependents else {
      return false
    }
    pendingDependents = []
    return true
  }

  /// Recomputes, once each, the deferred dependents of the symbols a propagated shift moved
  /// (`pendingDependents`), and stops collecting them. Free symbols bound nothing, so nothing
  /// is marked violated.
  mutating func recomputePendingDependents() {
    guard let moved = pendingDependents else { return }
    pendingDependents = nil
    guard !moved.isEmpty else { return }
    var unused: [Int32] = []
    propagateToDependents(of: moved, touched: &unused, collecting: false, marking: false)
  }
}

// MARK: - Checking the form

extension Tableau {
  /// The first broken invariant of the tableau's form, or `nil`: `structureViolation()`, and
  /// every basic value agrees with its row. For tests: it reads every row.
  func formViolation() -> String? {
    if let problem = structureViolation() { return problem }
    for r in basicOfRow.indices where basicOfRow[r] >= 0 {
      let b = Int(basicOfRow[r])
      let sum = evaluate(row: r)
      if abs(sum - value[b]) > 1e-6 * max(1, abs(value[b])) {
        return "symbol \(b) = \(value[b]), its row says \(sum)"
      }
    }
    return nil
  }

  /// The first broken structural invariant, or `nil`: rows that hold basic symbols are
  /// deferred rows of free symbols, and those symbols are flagged and list the rows in their
  /// columns; only basic symbols are flagged; the objective holds non-basic symbols only;
  /// deferred rows refer to one another without a cycle; every column's head (`ColumnTable`)
  /// matches its list. For tests.
  func structureViolation() -> String? {
    if let problem = columns.headViolation() { return problem }
    var deferred = 0
    for r in basicOfRow.indices {
      let b = basicOfRow[r]
      guard b >= 0 else { continue }
      if isDeferredRow[r] {
        deferred += 1
        if kind[Int(b)] != .external { return "row \(r) of bounded symbol \(b) is deferred" }
      }
      for k in 0..<rows.count(r) {
        let s = rows.symbol(r, k)
        guard isBasic(s) else { continue }
        if !isDeferredRow[r] { return "row \(r) holds basic symbol \(s) but is not deferred" }
        if !hasDependents[Int(s)] || !columns[Int(s)].contains(Int32(r)) {
          return "basic symbol \(s) does not list row \(r), which holds it"
        }
      }
    }
    if deferred != deferredRowCount {
      return "\(deferred) deferred rows, counted \(deferredRowCount)"
    }
    for s in hasDependents.indices where hasDependents[s] && rowOfSymbol[s] < 0 {
      return "non-basic symbol \(s) is flagged as having dependents"
    }
    for row in objective {
      // A tombstone (a zero left by a long row's removal, `SparseRow`) is no entry.
      for k in row.symbols.indices where row.coefficients[k] != 0 && isBasic(row.symbols[k]) {
        return "the objective holds basic symbol \(row.symbols[k])"
      }
    }
    // No cycle: a depth-first walk over deferred references, with the path marked.
    var state = [UInt8](repeating: 0, count: kind.count)  // 0 new, 1 on the path, 2 done
    for start in kind.indices where isBasic(Int32(start)) && state[start] == 0 {
      var stack: [(symbol: Int, next: Int)] = [(start, 0)]
      state[start] = 1
      while let (x, next) = stack.last {
        let r = Int(rowOfSymbol[x])
        if next < rows.count(r) {
          stack[stack.count - 1].next = next + 1
          let z = Int(rows.symbol(r, next))
          guard rowOfSymbol[z] >= 0 else { continue }
          if state[z] == 1 { return "deferred rows refer to one another in a cycle through \(z)" }
          if state[z] == 0 {
            state[z] = 1
            stack.append((z, 0))
          }
        } else {
          state[x] = 2
          stack.removeLast()
        }
      }
    }
    return nil
  }
}
