/// Probes of the optimal face over deferred rows as they are.
///
/// The face (`Solver.optimalFace()`) keeps the solver's deferred rows: a pulled chain's link
/// `x(k) = x(k-1) + s(k-1)` stays two entries instead of the `k` of the textbook form, so the
/// face of a squeezed row of N views is O(N), not N²/2. Sign propagation reads such a row as the
/// equation it is. A probe (`canShift`) moves non-basic symbols and repairs bounded rows, which
/// hold non-basic symbols only (an invariant of deferred rows), so whether it succeeds never
/// depends on a deferred row's value: those are free symbols, bounded by nothing. So a probe
/// leaves them where they are (`defersDependents`) — updating them was what made each probe
/// cost the length of the chain (every link after a moved view moves with it) — and reads the
/// change of the few it is asked about afterwards: the probed symbol itself when it is one (a
/// view's position on the chain), and the variables a witness frame observes.
///
/// The change of a deferred row's symbol is its row's sum over the changes of what it holds,
/// references included. Every row holding a moved symbol was met by the shift that moved it
/// (`directlyChanged`), and a row comes after every row it refers to; so the changes are summed
/// forward from those rows, in reference order, into the rows that refer to a row that moved,
/// and no further (`sumChangedRows`): on a chain, from the link after the first moved view to
/// the link where the moves cancel. Only rows from `changedFrom` on can have changed, and none
/// after `changedThrough`.
extension Tableau {
  /// Starts probing: numbers the deferred rows in reference order, notes for every symbol that
  /// deferred rows refer to the first of them, and lets shifts leave deferred rows as they are.
  /// Call it again after anything that pivots the face (the linear programs of `settle`).
  /// - Complexity: O(entries of the deferred rows).
  mutating func prepareProbes() {
    lastTextbook = nil
    guard deferredRowCount > 0 else {
      defersDependents = false
      return
    }
    let slots = basicOfRow.count
    referenceOrder = [Int32](repeating: 0, count: slots)
    dependentsFrom = [Int32](repeating: .max, count: kind.count)
    if probeStamp.count < kind.count {
      let more = kind.count - probeStamp.count
      probeBefore.append(contentsOf: repeatElement(0, count: more))
      probeStamp.append(contentsOf: repeatElement(0, count: more))
      changeMemo.append(contentsOf: repeatElement(0, count: more))
      changeStamp.append(contentsOf: repeatElement(0, count: more))
      queuedStamp.append(contentsOf: repeatElement(0, count: more))
    }
    // Each deferred row's entries over symbols with a row, read once, in the row's order: the
    // symbol and its row. The numbering, the renumbering and the referrers below each read
    // them; each reading the row's entries and `rowOfSymbol` for every entry again was four
    // random reads per entry of every deferred row, at every question.
    let references = DeferredReferences(of: self)
    // Depth-first over references, each deferred row numbered after the rows it refers to.
    var next: Int32 = 1
    var stack: [(row: Int32, entry: Int)] = []
    for r in 0..<slots where basicOfRow[r] >= 0 && isDeferredRow[r] && referenceOrder[r] == 0 {
      referenceOrder[r] = -1  // on the path
      stack.append((Int32(r), 0))
      while let (q, entry) = stack.last {
        let qi = Int(q)
        let listed = references.range(qi)
        if entry < listed.count {
          stack[stack.count - 1].entry = entry + 1
          let z = references.row[listed.lowerBound + entry]
          if isDeferredRow[Int(z)] && referenceOrder[Int(z)] == 0 {
            referenceOrder[Int(z)] = -1
            stack.append((z, 0))
          }
        } else {
          stack.removeLast()
          referenceOrder[qi] = next
          next += 1
        }
      }
    }
    renumberAfterReferences(Int(next) - 1, references)
    // The rows that refer to each symbol with a row, by symbol (a reference's row, or a bounded
    // basic symbol a deferred row holds): a probe's changes are carried to them forward.
    referrerStart = [Int32](repeating: 0, count: kind.count + 1)
    for r in 0..<slots where basicOfRow[r] >= 0 && isDeferredRow[r] {
      for i in references.range(r) {
        let z = Int(references.symbol[i])
        dependentsFrom[z] = min(dependentsFrom[z], referenceOrder[r])
        referrerStart[z + 1] += 1
      }
    }
    for z in 0..<kind.count { referrerStart[z + 1] += referrerStart[z] }
    referrerRows = [Int32](repeating: 0, count: Int(referrerStart[kind.count]))
    var fill = referrerStart
    for r in 0..<slots where basicOfRow[r] >= 0 && isDeferredRow[r] {
      for i in references.range(r) {
        let z = Int(references.symbol[i])
        referrerRows[Int(fill[z])] = Int32(r)
        fill[z] += 1
      }
    }
    // Thresholds for `mayReachThroughReferences` on long rows: a probe's repair scans such a
    // row whole (a squeezed row's first link holds every width's terms: W6), and asked
    // each entry's column again on every probe.
    // And their references, so that a probe sums only the entries of such a row that it moved
    // (`sparseChange`; a long row whose list is empty is summed whole).
    // Both tables stay empty on a face with no long deferred row (their readers look for the
    // row's entry first): an empty list per row slot was a retain and a release per slot at
    // every question, wherever that face had deferred rows at all (a card grid's).
    reachOrder = []
    longRowReferences = []
    var lowest = LowestOrders()
    for r in 0..<slots
    where basicOfRow[r] >= 0 && isDeferredRow[r] && rows.count(r) >= Tableau.reachTableMinimum {
      if lowest.isEmpty {
        lowest = lowestOrdersOfLongRowSymbols()
        reachOrder = Array(repeating: [], count: slots)
        longRowReferences = Array(repeating: [], count: slots)
      }
      var orders = [Int32](repeating: .max, count: rows.count(r))
      var references: [Int32] = []
      for k in 0..<rows.count(r) {
        let j = rows.symbol(r, k)
        if rowOfSymbol[Int(j)] < 0 {
          orders[k] = lowest.order(of: j, besides: r)
          assert(orders[k] == lowestOtherOrder(of: j, besides: r))
        } else {
          references.append(Int32(k))
        }
      }
      reachOrder[r] = orders
      longRowReferences[r] = references
    }
    defersDependents = true
  }

  /// For every non-basic symbol of a long deferred row, the two lowest orders that
  /// `lowestOtherOrder` looks at among all the rows holding it, and the row of the lowest:
  /// `lowestOtherOrder(of: j, besides: r)` is then the second when the lowest is `r`'s, else
  /// the lowest (`LowestOrders.order(of:besides:)`).
  ///
  /// Why: `lowestOtherOrder` walks `j`'s whole column for each entry of each long row. When a
  /// face has long deferred rows whose symbols have long columns, that is the length of the
  /// row times the length of the column, per row: quadratic (35% of validating 2,000 cards in
  /// an experiment whose basis had such rows). This is one pass over the rows that count.
  /// - Complexity: O(symbols + entries of the deferred rows and of the rows whose basic
  ///   symbol deferred rows hold).
  func lowestOrdersOfLongRowSymbols() -> LowestOrders {
    let symbolCount = kind.count
    var result = LowestOrders(
      lowest: [Int32](repeating: .max, count: symbolCount),
      lowestRow: [Int32](repeating: -1, count: symbolCount),
      second: [Int32](repeating: .max, count: symbolCount))
    // Only the symbols asked about: the non-basic entries of long deferred rows.
    var asked = [Bool](repeating: false, count: symbolCount)
    for r in 0..<basicOfRow.count
    where basicOfRow[r] >= 0 && isDeferredRow[r] && rows.count(r) >= Tableau.reachTableMinimum {
      for k in 0..<rows.count(r) {
        let j = Int(rows.symbol(r, k))
        if rowOfSymbol[j] < 0 { asked[j] = true }
      }
    }
    for q in 0..<basicOfRow.count {
      let b = basicOfRow[q]
      guard b >= 0 else { continue }
      // The order `lowestOtherOrder` reads for row `q`, when it reads one.
      let order: Int32
      if isDeferredRow[q] {
        order = referenceOrder[q]
      } else if hasDependents[Int(b)] {
        order = dependentsFrom[Int(b)]
      } else {
        continue
      }
      for k in 0..<rows.count(q) {
        let j = Int(rows.symbol(q, k))
        guard asked[j] else { continue }
        if order < result.lowest[j] {
          result.second[j] = result.lowest[j]
          result.lowest[j] = order
          result.lowestRow[j] = Int32(q)
        } else if order < result.second[j] {
          result.second[j] = order
        }
      }
    }
    return result
  }

  /// Long deferred rows from this many entries get a table of `mayReachThroughReferences`'s
  /// thresholds: below it, asking the columns is as cheap as building the table.
  static let reachTableMinimum = 64

  /// The lowest order among the other rows holding `j` that `mayReachThroughReferences` looks
  /// at: a deferred row's `referenceOrder`, or, for a row whose basic symbol deferred rows hold,
  /// its `dependentsFrom`. `.max` when there is none. One column walk per symbol: what
  /// `prepareProbes` reads instead is `lowestOrdersOfLongRowSymbols()`, all at once; this is
  /// its check in debug builds and tests.
  func lowestOtherOrder(of j: Int32, besides r: Int) -> Int32 {
    var lowest = Int32.max
    for q in columns[Int(j)] where Int(q) != r {
      let qi = Int(q)
      let b = basicOfRow[qi]
      if b < 0 { continue }
      if isDeferredRow[qi] {
        if referenceOrder[qi] < lowest && rows.find(j, inRow: qi) != nil {
          lowest = referenceOrder[qi]
        }
      } else if hasDependents[Int(b)] && dependentsFrom[Int(b)] < lowest
        && rows.find(j, inRow: qi) != nil
      {
        lowest = dependentsFrom[Int(b)]
      }
    }
    return lowest
  }

  /// Renumbers the `count` deferred rows that `prepareProbes` numbered depth first so that
  /// each row comes right after the last of the rows it refers to: by that row's number, then
  /// by its own (a counting sort, O(rows)). Still an order in which every row follows its
  /// references (a row's references each refer to rows numbered below them). Why: the
  /// question's rows for `view.left − container.left` are the last slots, so depth first they
  /// came after the whole chain, and a probe, which reads the open ones from `changedFrom` on,
  /// read every one of them after every probe; now each sits next to its view's link.
  /// `references` lists each deferred row's entries over symbols with a row.
  mutating func renumberAfterReferences(_ count: Int, _ references: DeferredReferences) {
    guard count > 1 else { return }
    var byOrder = [Int32](repeating: -1, count: count + 1)
    var latest = [Int32](repeating: 0, count: count + 1)  // by order: its last reference's
    var bucket = [Int32](repeating: 0, count: count + 2)
    for r in referenceOrder.indices where referenceOrder[r] > 0 {
      let order = Int(referenceOrder[r])
      byOrder[order] = Int32(r)
      var last: Int32 = 0
      for i in references.range(r) {
        let z = Int(references.row[i])
        if isDeferredRow[z] { last = max(last, referenceOrder[z]) }
      }
      latest[order] = last
      bucket[Int(last) + 1] += 1
    }
    for i in 1..<bucket.count { bucket[i] += bucket[i - 1] }
    for order in 1...count {
      let r = Int(byOrder[order])
      if r < 0 { continue }
      let b = Int(latest[order])
      bucket[b] += 1
      referenceOrder[r] = bucket[b]
    }
  }

  /// After a successful probe of `s` by `delta` (its records `probe`: each symbol's value before
  /// it, first record first): appends to `moved` the change of `s` and of each symbol of
  /// `reading` whose row is deferred. False when `s` has such a row and did not move by `delta`
  /// (the repairs moved what it refers to back): the probe did not find the move.
  ///
  /// When `inOrder` says every symbol of `reading` has a deferred row and `reading` is sorted
  /// by their `referenceOrder`, only the symbols from `changedFrom` to `changedThrough` are
  /// read (the others the probe cannot have moved: `probedChange` reads 0 for them), the first
  /// found by a binary search: on a pulled chain a probe changes the links after the view it
  /// moves up to where its moves cancel, and the links before and after, up to the whole
  /// chain, were read for nothing after every probe.
  mutating func readDeferredChanges(
    of s: Int32, by delta: Double, reading: [Int32], inOrder: Bool = false,
    probe: [(Int32, Double)], moved: inout [(Int32, Double)]
  ) -> Bool {
    probeEpoch &+= 1
    if probeEpoch == 0 {
      for i in probeStamp.indices {
        probeStamp[i] = 0
        changeStamp[i] = 0
        queuedStamp[i] = 0
      }
      probeEpoch = 1
    }
    probeSymbols.removeAll(keepingCapacity: true)
    for (k, before) in probe where probeStamp[Int(k)] != probeEpoch {
      probeStamp[Int(k)] = probeEpoch
      probeBefore[Int(k)] = before
      probeSymbols.append(k)
    }
    let first = inOrder ? firstReadable(in: reading) : 0
    // Open links to read (the question's list, in order): every row the probe moved is summed
    // forward once (`sumChangedRows`), which reads them all. Otherwise only the probed symbol
    // (and a move's few observed ones) are read: each is summed on demand down through its
    // references (`lazyProbedChange`), where summing forward would sum every link between
    // the two widths the probe moved, on every probe (validate's squeezed rows, whose lists
    // are answered early: 1,000 probes of 1,000 views summed 500,000 rows).
    let forward = inOrder && reading[first...].contains { $0 != s && hasDeferredRow($0) }
    if forward {
      sumChangedRows()
    } else {
      // Nothing summed forward: nothing is known not to have moved.
      changedThrough = inOrder && !hasDeferredRow(s) ? 0 : .max
    }
    func change(_ x: Int32) -> Double { forward ? probedChange(of: x) : lazyProbedChange(of: x) }
    if hasDeferredRow(s) {
      let d = change(s)
      if abs(d - delta) > 1e-9 * max(1, abs(value[Int(s)])) { return false }
      moved.append((s, d))
    }
    for x in reading[first...] {
      guard hasDeferredRow(x) else { continue }
      // In order, the rest lie after every row that moved.
      if inOrder && referenceOrder[Int(rowOfSymbol[Int(x)])] > changedThrough { break }
      if x == s { continue }
      let d = change(x)
      if abs(d) > 1e-9 * max(1, abs(value[Int(x)])) { moved.append((x, d)) }
    }
    return true
  }

  /// The change the current probe made to `x`, summed on demand down through its references
  /// (each row once, memoized, from `changedFrom` on): what a probe reading a few symbols
  /// needs, where summing forward every row the probe moved (`sumChangedRows`) would sum a
  /// squeezed row's links between the two widths it moved, on every probe.
  mutating func lazyProbedChange(of x: Int32) -> Double {
    func leaf(_ y: Int) -> Double { probeStamp[y] == probeEpoch ? value[y] - probeBefore[y] : 0 }
    func stops(_ y: Int) -> Bool {
      let r = Int(rowOfSymbol[y])
      return referenceOrder[r] < changedFrom || changeStamp[y] == probeEpoch
    }
    let xi = Int(x)
    if !hasDeferredRow(x) { return leaf(xi) }
    if referenceOrder[Int(rowOfSymbol[xi])] < changedFrom { return 0 }
    if changeStamp[xi] == probeEpoch { return changeMemo[xi] }
    // Depth-first: a row is summed once every row it refers to is.
    var stack: [(symbol: Int32, entry: Int)] = [(x, 0)]
    while let (y, entry) = stack.last {
      let yi = Int(y)
      let r = Int(rowOfSymbol[yi])
      if entry < rows.count(r) {
        stack[stack.count - 1].entry = entry + 1
        let z = rows.symbol(r, entry)
        if hasDeferredRow(z) && !stops(Int(z)) { stack.append((z, 0)) }
        continue
      }
      stack.removeLast()
      var sum = 0.0
      for k in 0..<rows.count(r) {
        let z = Int(rows.symbol(r, k))
        let change: Double
        if !hasDeferredRow(Int32(z)) {
          change = leaf(z)
        } else if changeStamp[z] == probeEpoch {
          change = changeMemo[z]
        } else {
          change = 0  // below `changedFrom`: nothing it holds moved
        }
        sum += rows.coefficient(r, k) * change
      }
      changeMemo[yi] = sum
      changeStamp[yi] = probeEpoch
    }
    return changeMemo[xi]
  }

  /// The end of the part of `symbols` (sorted as for `firstReadable`, from `start` on) whose
  /// rows lie at or before `changedThrough`: after it, no row the last reading summed, so none
  /// the probe moved.
  /// - Complexity: O(log `symbols.count`).
  func readableEnd(in symbols: [Int32], from start: Int) -> Int {
    var low = start
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if referenceOrder[Int(rowOfSymbol[Int(symbols[mid])])] <= changedThrough {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low
  }

  /// Sums, for the current probe, the change of every deferred row that moved (`changeMemo`),
  /// and sets `changedThrough`: forward from the rows its shifts met (`directlyChanged`, and the
  /// rows holding a bounded basic symbol they moved), in reference order, then only the rows
  /// that refer to a row whose change is not zero. Every other deferred row is where it was:
  /// it holds no symbol the probe moved, and nothing it refers to moved (by induction in
  /// reference order). Each row's sum is the one the textbook form would read off its
  /// references' changes, term by term in the row's order.
  ///
  /// Why: summed from each symbol read down through its references (as it was), a probe that
  /// moved one width up and another down summed every link after both — unmoved, since the
  /// two changes cancel there — on every such probe (W6: the whole chain per probe).
  /// - Complexity: the entries of the rows that moved and of the rows the shifts met, and a
  ///   heap operation per row.
  mutating func sumChangedRows() {
    changedThrough = 0
    // Deferred rows, the lowest `referenceOrder` on top (distinct per row).
    var heap = MinHeap<RankedSymbol>()
    // Each row once: a row is pushed by every reference of it that changed, all before it is
    // popped (a row comes after its references), so a row queued already is not queued again
    // (a squeezed column of row stacks: 19,000 pops a reading for a few hundred rows).
    func push(_ r: Int32) {
      let y = Int(basicOfRow[Int(r)])
      if queuedStamp[y] == probeEpoch { return }
      queuedStamp[y] = probeEpoch
      heap.push(RankedSymbol(rank: Int(referenceOrder[Int(r)]), symbol: r))
    }
    func pop() -> Int32 { heap.popFirst()?.symbol ?? -1 }
    func pushReferrers(of y: Int) {
      guard y + 1 < referrerStart.count else { return }
      for k in Int(referrerStart[y])..<Int(referrerStart[y + 1]) { push(referrerRows[k]) }
    }
    for r in directlyChanged where basicOfRow[Int(r)] >= 0 && isDeferredRow[Int(r)] { push(r) }
    for b in changedBasics { pushReferrers(of: Int(b)) }
    while !heap.isEmpty {
      let r = Int(pop())
      let y = Int(basicOfRow[r])
      if changeStamp[y] == probeEpoch { continue }  // listed twice
      var sum = 0.0
      if r < longRowReferences.count && !longRowReferences[r].isEmpty
        && probeSymbols.count * 16 <= rows.count(r)
      {
        sum = sparseChange(ofLongRow: r)
      } else {
        for k in 0..<rows.count(r) { sum += rows.coefficient(r, k) * entryChange(r, k) }
      }
      changeMemo[y] = sum
      changeStamp[y] = probeEpoch
      changedThrough = max(changedThrough, referenceOrder[r])
      if sum != 0 { pushReferrers(of: y) }
    }
  }

  /// The first index of `symbols` (each with a deferred row, sorted by its row's
  /// `referenceOrder`) whose row is at or after `changedFrom`: the first the current probe may
  /// have moved. `symbols.count` when none.
  /// - Complexity: O(log `symbols.count`).
  func firstReadable(in symbols: [Int32]) -> Int {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if referenceOrder[Int(rowOfSymbol[Int(symbols[mid])])] < changedFrom {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low
  }

  /// Whether moving non-basic `j` may move deferred row `r`'s symbol (or the probed symbol, for
  /// which `r`'s was pinned) through what `r` refers to as well as directly — then the two may
  /// cancel (a link's row holds its view's width, and so, in the textbook form, does the row of
  /// a link before it, with the opposite sign), and a probe should not count on `j`. False when
  /// every other row that holds `j` comes after those rows in reference order, so none is
  /// among the rows they stand on.
  /// `entry` is `j`'s entry in row `r`: on a long row, the answer is read off `reachOrder`.
  func mayReachThroughReferences(_ j: Int32, row r: Int, entry: Int) -> Bool {
    // Up to the probed symbol's row: a reference pinned on the way (`compoundShift`) is moved
    // for that symbol, and a row between the two may hold `j` too.
    let order = max(referenceOrder[r], probedOrder)
    if r < reachOrder.count && !reachOrder[r].isEmpty { return reachOrder[r][entry] <= order }
    for q in columns[Int(j)] where Int(q) != r {
      let qi = Int(q)
      let b = basicOfRow[qi]
      if b < 0 { continue }
      if isDeferredRow[qi] {
        if referenceOrder[qi] <= order && rows.find(j, inRow: qi) != nil { return true }
      } else if hasDependents[Int(b)] && dependentsFrom[Int(b)] <= order
        && rows.find(j, inRow: qi) != nil
      {
        return true
      }
    }
    return false
  }

  /// For a symbol with a deferred row that `canShift` could not move by `delta`: its textbook
  /// row, expanded for it alone, either shows it cannot move that way (false: every term rests
  /// on the bound that stops it, as `cannotMove` reads a row) or names the symbol the probe of
  /// the textbook form would move first (admissible, fewest rows, lowest index), which is
  /// probed (true: `s` moved by `delta`, with `moved` as `canShift` gives it); nil when neither.
  ///
  /// Why: a deferred row holds a symbol directly and, through a reference, with the opposite
  /// sign — a link's row holds its view's width, and so does the link before it, which the
  /// textbook form cancels. Read as they are, such rows let the signs and the probes move that
  /// symbol either way; the textbook row does not.
  /// - Complexity: the size of the textbook row, and at most one probe.
  mutating func probeThroughTextbookRow(
    _ s: Int32, by delta: Double, moved: inout [(Int32, Double)], reading: [Int32]
  ) -> Bool? {
    let row = textbookRow(of: s)
    var best = -1
    var bestRank = Int.max
    for k in 0..<row.count {
      let a = row.coefficients[k]
      if abs(a) <= Tableau.pivotTolerance { continue }
      let j = row.symbols[k]
      if !admits(j, value[Int(j)] + delta / a) { continue }
      let rank = columns.length(Int(j))
      if rank < bestRank {
        best = k
        bestRank = rank
      }
    }
    if best < 0 { return cannotMove(row, delta > 0 ? 1 : -1) ? false : nil }
    let first = moved.count
    let found = canShift(
      row.symbols[best], by: delta / row.coefficients[best], moved: &moved,
      reading: reading + [s])
    if found, let k = moved[first...].firstIndex(where: { $0.0 == s }),
      abs(moved[k].1 - delta) <= 1e-9 * max(1, abs(value[Int(s)]))
    {
      return true
    }
    moved.removeLast(moved.count - first)
    return nil
  }

  /// `expand(row:)` of `s`'s row, the same row: from the last one this expanded when `s`'s row
  /// is a link on it (`extendedTextbookRow`), else expanded whole.
  ///
  /// Why: the positions of a squeezed row that the deferred rows cannot settle (W6, every view
  /// after the last that can shrink) are probed one after the other, each link over the one
  /// before it; expanding each whole read the chain down to its root, whose row holds every
  /// width, once per link. Extending the last expansion costs one merge.
  /// - Complexity: the size of the textbook row (a merge), or of what it reaches.
  mutating func textbookRow(of s: Int32) -> SparseRow {
    let r = Int(rowOfSymbol[Int(s)])
    if let last = lastTextbook {
      if let row = extendedTextbookRow(r, over: last) {
        lastTextbook = (s, row, last.depth + 1)
        return row
      }
      if last.depth > 1, let row = retractedTextbookRow(of: s, from: last) {
        lastTextbook = (s, row, last.depth - 1)
        return row
      }
    }
    let row = expand(row: r)
    if let depth = chainDepth(from: r) {
      lastTextbook = (s, row, depth)
    } else {
      lastTextbook = nil
    }
    return row
  }

  /// Coefficients that make a chain's expansion exact: integers this small sum to the same
  /// value in any order, and none of their sums is small enough to count as a cancellation.
  static let exactChainCoefficient = 1_048_576.0  // 2^20
  static let exactChainDepth = 1 << 20

  /// Whether `c` is an integer no larger than `exactChainCoefficient` in magnitude.
  @inline(__always)
  static func isExactChainCoefficient(_ c: Double) -> Bool {
    abs(c) <= exactChainCoefficient && c == Double(Int64(c))
  }

  /// The number of rows on the chain of references from row `r` — each holding one symbol with
  /// a row, by a coefficient of ±1, the last none — when every other coefficient on it is an
  /// integer no larger than `exactChainCoefficient` and the chain is no longer than
  /// `exactChainDepth`; nil otherwise. Then every multiplier `expand` pushes down is ±1 and
  /// every sum it forms an integer below 2^40: exact, in any order.
  func chainDepth(from r: Int) -> Int? {
    var q = r
    var depth = 0
    while true {
      depth += 1
      if depth > Tableau.exactChainDepth { return nil }
      var next = -1
      for k in 0..<rows.count(q) {
        let c = rows.coefficient(q, k)
        let z = Int(rows.symbol(q, k))
        if rowOfSymbol[z] >= 0 {
          if next >= 0 || abs(c) != 1 { return nil }
          next = Int(rowOfSymbol[z])
        } else if !Tableau.isExactChainCoefficient(c) {
          return nil
        }
      }
      if next < 0 { return depth }
      q = next
    }
  }

  /// The ±1 by which row `r` holds `symbol` when that is the only symbol with a row it holds
  /// and its other coefficients are exact (`isExactChainCoefficient`): a link of a chain over
  /// the link `symbol`. Nil when the row is not such a link.
  func chainLinkSign(ofRow r: Int, referringTo symbol: Int32) -> Double? {
    var sign = 0.0
    for k in 0..<rows.count(r) {
      let c = rows.coefficient(r, k)
      let z = rows.symbol(r, k)
      if rowOfSymbol[Int(z)] >= 0 {
        if z != symbol || abs(c) != 1 || sign != 0 { return nil }
        sign = c
      } else if !Tableau.isExactChainCoefficient(c) {
        return nil
      }
    }
    return sign == 0 ? nil : sign
  }

  /// Row `r` expanded as `expand(row:)` would, when it holds exactly one symbol with a row —
  /// `last`'s symbol, by ±1 — and otherwise non-basic symbols by exact coefficients
  /// (`chainDepth`'s conditions, `last` being such a chain's expansion): the merge of its own
  /// terms with `last`'s row times that ±1, sums of zero dropped. Nil when it is not so.
  func extendedTextbookRow(
    _ r: Int, over last: (symbol: Int32, row: SparseRow, depth: Int)
  ) -> SparseRow? {
    guard last.depth < Tableau.exactChainDepth,
      let sign = chainLinkSign(ofRow: r, referringTo: last.symbol)
    else { return nil }
    return merge(ownTermsOf: r, skipping: last.symbol, times: 1, with: last.row, times: sign)
  }

  /// The textbook row of `s` when `last`'s symbol is the link after it: `last`'s row holds
  /// exactly one symbol with a row — `s`, by ±1 — and otherwise non-basic symbols by exact
  /// coefficients. Then `last = own + c·s`, so `s`'s row is `c·(last − own)`: a merge, exact
  /// as `extendedTextbookRow` is (probes down run from the far end, so the links come in
  /// that order). Nil when it is not so.
  func retractedTextbookRow(
    of s: Int32, from last: (symbol: Int32, row: SparseRow, depth: Int)
  ) -> SparseRow? {
    let q = Int(rowOfSymbol[Int(last.symbol)])
    guard q >= 0, let sign = chainLinkSign(ofRow: q, referringTo: s) else { return nil }
    return merge(ownTermsOf: q, skipping: s, times: -sign, with: last.row, times: sign)
  }

  /// `a · (row r without `skip`) + b · other`, in symbol order, sums of zero dropped: the
  /// merge both textbook-row steps make. With `a` and `b` each ±1 and the exact coefficients
  /// of a chain link, every sum is exact.
  func merge(
    ownTermsOf r: Int, skipping skip: Int32, times a: Double, with other: SparseRow,
    times b: Double
  ) -> SparseRow {
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    symbols.reserveCapacity(other.count + rows.count(r))
    coefficients.reserveCapacity(other.count + rows.count(r))
    func append(_ z: Int32, _ c: Double) {
      if c == 0 { return }
      symbols.append(z)
      coefficients.append(c)
    }
    var i = 0  // into `other`
    for k in 0..<rows.count(r) where rows.symbol(r, k) != skip {
      let z = rows.symbol(r, k)
      let c = a * rows.coefficient(r, k)
      while i < other.count && other.symbols[i] < z {
        append(other.symbols[i], b * other.coefficients[i])
        i += 1
      }
      if i < other.count && other.symbols[i] == z {
        append(z, c + b * other.coefficients[i])
        i += 1
      } else {
        append(z, c)
      }
    }
    while i < other.count {
      append(other.symbols[i], b * other.coefficients[i])
      i += 1
    }
    return SparseRow(symbols: symbols, coefficients: coefficients)
  }

  /// `cannotMove` for a symbol defined by `row`, a row over non-basic symbols only: whether
  /// every term of it rests on the bound that stops it moving the symbol in `direction`.
  func cannotMove(_ row: SparseRow, _ direction: Double) -> Bool {
    for k in 0..<row.count {
      let a = row.coefficients[k] * direction
      if a > 0 ? canIncrease(row.symbols[k]) : canDecrease(row.symbols[k]) { return false }
    }
    return true
  }

  @inline(__always)
  func hasDeferredRow(_ s: Int32) -> Bool {
    let r = rowOfSymbol[Int(s)]
    return r >= 0 && isDeferredRow[Int(r)]
  }

  /// How far the current probe moved the symbol of row `r`'s entry `k`, as far as
  /// `sumChangedRows` has summed: a reference it has not reached did not move.
  @inline(__always)
  func entryChange(_ r: Int, _ k: Int) -> Double {
    let z = Int(rows.symbol(r, k))
    if !hasDeferredRow(Int32(z)) {
      return probeStamp[z] == probeEpoch ? value[z] - probeBefore[z] : 0
    }
    return changeStamp[z] == probeEpoch ? changeMemo[z] : 0
  }

  /// Row `r`'s sum over `entryChange`, for a long row and a probe that moved few symbols: only
  /// the entries that can have moved — the moved symbols it holds (found by binary search) and
  /// its references — added in the row's order. The entries left out add exactly zero, so the
  /// sum is the full loop's (up to the sign of a zero). Why: a squeezed row's first link holds
  /// every width's terms (W6), and each probe that moved a link summed it whole.
  /// - Complexity: O(m log `count`) for m moved symbols, and the row's references.
  mutating func sparseChange(ofLongRow r: Int) -> Double {
    var entries: [Int] = []
    for z in probeSymbols where !hasDeferredRow(z) {
      if let k = rows.find(z, inRow: r) { entries.append(k) }
    }
    for k in longRowReferences[r] where hasDeferredRow(rows.symbol(r, Int(k))) {
      entries.append(Int(k))
    }
    entries.sort()
    var sum = 0.0
    for k in entries { sum += rows.coefficient(r, k) * entryChange(r, k) }
    return sum
  }

  /// How far the current probe moved `x` (after `sumChangedRows`): for a symbol without a
  /// deferred row, its value now less its value before the probe; for one with, its row's
  /// sum over those changes when the probe moved it, else 0.
  func probedChange(of x: Int32) -> Double {
    let xi = Int(x)
    if !hasDeferredRow(x) { return probeStamp[xi] == probeEpoch ? value[xi] - probeBefore[xi] : 0 }
    return changeStamp[xi] == probeEpoch ? changeMemo[xi] : 0
  }
}

extension Tableau {
  /// One probe for many symbols: moves every non-basic symbol of `symbols` still open in
  /// `direction` (its answer nil) a step that way at once, repairs every row that pushed out of
  /// bounds by a propagated shift, and answers from where everything ended: each queried symbol
  /// that ended above its start can move up, each below it can move down. Everything is put
  /// back. Answers nothing when the repair fails (the symbols' own probes then ask).
  ///
  /// Why it is exact: the point reached satisfies every row and bound of the face (the repair
  /// moves within bounds only, `strictBounds`), so the move from the optimum to it is a
  /// feasible direction, and every symbol it moves can move that way. The symbols are not
  /// pinned, so a repair may move one back, and then its own probe asks.
  ///
  /// Why: on a chain of views whose widths are only bounded below (`w(k) >= 60`,
  /// `x(k+1) = x(k) + w(k) + 8`), a probe of one width moves every view after it; one probe a
  /// width was N²/2 moves (with the linear programs they left, `query` of 2,000 such views
  /// took 8 s and 830 MB). Together, each view moves once.
  ///
  /// Only without deferred rows (`deferredRowCount == 0`): a shift then moves every basic
  /// symbol it reaches, so the values read are all up to date.
  /// - Complexity: one propagated shift over what the moves reach.
  mutating func probeTogether(
    _ symbols: [Int32?], direction: Double, queried: SymbolQueries,
    answers: inout [(up: Bool?, down: Bool?)]
  ) {
    guard deferredRowCount == 0 else { return }
    var changes: [(Int32, Double)] = []
    var touched: [Int32] = []
    var shifted = Set<Int32>()  // membership only: a symbol asked about twice moves once
    for (i, symbol) in symbols.enumerated() {
      guard let s = symbol, !isBasic(s),
        (direction > 0 ? answers[i].up : answers[i].down) == nil
      else { continue }
      let si = Int(s)
      let step = direction * 1e-3 * max(1, abs(value[si]))
      // Strictly inside its bounds, as a probe moves (`strictBounds`).
      let target = value[si] + step
      guard target > lower[si] && target < upper[si], shifted.insert(s).inserted else { continue }
      changes.append((s, value[si]))
      for r in liveColumn(s) {
        let k = basicOfRow[Int(r)]
        if k >= 0 { changes.append((k, value[Int(k)])) }
      }
      shift(s, by: step, touched: &touched, marking: false)
    }
    // Fewer than two: the symbol's own probe is the same question.
    guard shifted.count >= 2 else {
      restore(changes.filter { !isBasic($0.0) })
      return
    }
    var violated = Set<Int32>()  // membership only
    let start = touched.filter { violation($0) != 0 && violated.insert($0).inserted }
    var probe: [(Int32, Double)]? = changes
    // Lowest row first, so that each link of a chain moves once with all that reaches it.
    guard start.isEmpty || probeShift(from: start, together: true, changes: &probe),
      let probe
    else {
      // The failed repair undid its own moves; the steps go back here.
      restore(changes.filter { !isBasic($0.0) })
      return
    }
    var net: [(Int32, Double)] = []
    appendNetChanges(probe, to: &net)
    for (k, d) in net { queried.settle(k, upward: d > 0, true, in: &answers) }
    restore(probe.filter { !isBasic($0.0) })
  }
}
