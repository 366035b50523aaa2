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
/// references included. Only rows from `changedFrom` on in the reference order can have
/// changed — every row holding a moved symbol was met by the shift that moved it, and a row
/// comes after every row it refers to — so the sum stops at references below it: on a chain,
/// at the link before the first moved view.
extension Tableau {
  /// Starts probing: numbers the deferred rows in reference order, notes for every symbol that
  /// deferred rows refer to the first of them, and lets shifts leave deferred rows as they are.
  /// Call it again after anything that pivots the face (the linear programs of `settle`).
  /// - Complexity: O(entries of the deferred rows).
  mutating func prepareProbes() {
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
    }
    // Depth-first over references, each deferred row numbered after the rows it refers to.
    var next: Int32 = 1
    var stack: [(row: Int32, entry: Int)] = []
    for r in 0..<slots where basicOfRow[r] >= 0 && isDeferredRow[r] && referenceOrder[r] == 0 {
      referenceOrder[r] = -1  // on the path
      stack.append((Int32(r), 0))
      while let (q, entry) = stack.last {
        let qi = Int(q)
        if entry < rows.count(qi) {
          stack[stack.count - 1].entry = entry + 1
          let z = rowOfSymbol[Int(rows.symbol(qi, entry))]
          if z >= 0 && isDeferredRow[Int(z)] && referenceOrder[Int(z)] == 0 {
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
    renumberAfterReferences(Int(next) - 1)
    for r in 0..<slots where basicOfRow[r] >= 0 && isDeferredRow[r] {
      for k in 0..<rows.count(r) {
        let z = Int(rows.symbol(r, k))
        if rowOfSymbol[z] >= 0 { dependentsFrom[z] = min(dependentsFrom[z], referenceOrder[r]) }
      }
    }
    defersDependents = true
  }

  /// Renumbers the `count` deferred rows that `prepareProbes` numbered depth first so that
  /// each row comes right after the last of the rows it refers to: by that row's number, then
  /// by its own (a counting sort, O(rows)). Still an order in which every row follows its
  /// references (a row's references each refer to rows numbered below them). Why: the
  /// question's rows for `view.left − container.left` are the last slots, so depth first they
  /// came after the whole chain, and a probe, which reads the open ones from `changedFrom` on,
  /// read every one of them after every probe; now each sits next to its view's link.
  mutating func renumberAfterReferences(_ count: Int) {
    guard count > 1 else { return }
    var byOrder = [Int32](repeating: -1, count: count + 1)
    var latest = [Int32](repeating: 0, count: count + 1)  // by order: its last reference's
    var bucket = [Int32](repeating: 0, count: count + 2)
    for r in referenceOrder.indices where referenceOrder[r] > 0 {
      let order = Int(referenceOrder[r])
      byOrder[order] = Int32(r)
      var last: Int32 = 0
      for k in 0..<rows.count(r) {
        let z = rowOfSymbol[Int(rows.symbol(r, k))]
        if z >= 0 && isDeferredRow[Int(z)] { last = max(last, referenceOrder[Int(z)]) }
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
  /// by their `referenceOrder`, the symbols below `changedFrom` (which the probe cannot have
  /// moved: `probedChange` reads 0 for them) are skipped by a binary search instead of one by
  /// one: on a pulled chain a probe changes the links after the view it moves, and the links
  /// before it, up to the whole chain, were read for nothing after every probe.
  mutating func readDeferredChanges(
    of s: Int32, by delta: Double, reading: [Int32], inOrder: Bool = false,
    probe: [(Int32, Double)], moved: inout [(Int32, Double)]
  ) -> Bool {
    probeEpoch &+= 1
    if probeEpoch == 0 {
      for i in probeStamp.indices {
        probeStamp[i] = 0
        changeStamp[i] = 0
      }
      probeEpoch = 1
    }
    for (k, before) in probe where probeStamp[Int(k)] != probeEpoch {
      probeStamp[Int(k)] = probeEpoch
      probeBefore[Int(k)] = before
    }
    if hasDeferredRow(s) {
      let d = probedChange(of: s)
      if abs(d - delta) > 1e-9 * max(1, abs(value[Int(s)])) { return false }
      moved.append((s, d))
    }
    let first = inOrder ? firstReadable(in: reading) : 0
    for x in reading[first...] where x != s && hasDeferredRow(x) {
      let d = probedChange(of: x)
      if abs(d) > 1e-9 * max(1, abs(value[Int(x)])) { moved.append((x, d)) }
    }
    return true
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
  func mayReachThroughReferences(_ j: Int32, row r: Int) -> Bool {
    // Up to the probed symbol's row: a reference pinned on the way (`compoundShift`) is moved
    // for that symbol, and a row between the two may hold `j` too.
    let order = max(referenceOrder[r], probedOrder)
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
    let row = expand(row: Int(rowOfSymbol[Int(s)]))
    var best = -1
    var bestRank = Int.max
    for k in 0..<row.count {
      let a = row.coefficients[k]
      if abs(a) <= Tableau.pivotTolerance { continue }
      let j = row.symbols[k]
      if !admits(j, value[Int(j)] + delta / a) { continue }
      let rank = columns[Int(j)].count
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

  /// How far the current probe moved `x`: for a symbol without a deferred row, its value now
  /// less its value before the probe; for one with, its row's sum over those changes, through
  /// the rows it refers to from `changedFrom` on (each summed once, in reference order).
  mutating func probedChange(of x: Int32) -> Double {
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
}
