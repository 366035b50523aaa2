/// Which ways each symbol can move along the optimal face, found by sign propagation.
extension Tableau {
  /// For every symbol, whether a move up and a move down along the optimal face are still
  /// possible: `false` is a proof that the symbol cannot move that way; `true` means only "not
  /// ruled out".
  ///
  /// Call it on the face itself: the tableau with every symbol whose move would cost something
  /// pinned (`lower == upper == value`) and no objective. A deferred row is read as the
  /// equation it is, its references (free symbols) terms like the others: the rule holds for
  /// any system with the face's solutions, so what it rules out stays ruled out.
  ///
  /// How: a small move `Δ` from the current point must keep every symbol within its bounds, so a
  /// symbol resting on a bound may move only away from it, and a fixed one not at all; and it
  /// must keep every row, `Σ aₖ·Δnₖ − Δb = 0`. In such a sum a term can be positive only if
  /// another term can be negative, and the other way round. Starting from what the bounds allow,
  /// the sign each term can take is narrowed by that rule until nothing changes. Every direction
  /// ruled out is ruled out for every point of the face (a convex set: a symbol that can move
  /// at all from here can move a little). What is left is an over-estimate: `x − y = 0` with
  /// `x + y = 0` fixes both, which signs alone do not see. The caller settles those cases
  /// with probes and linear programs; in layouts, chains and grids of equalities and
  /// inequalities resting on their bounds, the signs settle almost everything.
  /// - Complexity: O(entries of the tableau): each row is scanned whole at most twice; any
  ///   other narrowing costs O(1) per row it touches, found through running counts and the XOR
  ///   of the terms still able to take each sign (when one is left, the XOR names it).
  ///
  /// The working arrays are flat buffers of 4-byte fields, a row's counts and flags in one
  /// record, allocated once at their size: this runs on the whole face at every layout (a tenth
  /// of validating a card grid), and at 10,000 views its arrays are far beyond the cache, where
  /// each 8-byte field in an array of its own was one more miss per row touched, and each write
  /// through an array checked its uniqueness. For the same reason a symbol's two ways are one
  /// byte, a term is one word (its symbol and sign), a symbol's occurrence is one word (its row
  /// and sign: ruling out a move reads nothing else), and terms over fixed symbols are left out
  /// (the face pins every symbol a level prices); together half this function's time at 10,000
  /// cards.
  func faceDirections() -> (up: [Bool], down: [Bool]) {
    let answer = faceDirections(unlessAsIn: nil)
    return (answer.up, answer.down)
  }

  /// `faceDirections()`, with what it started from; `previous` itself when that was found on
  /// the same rows (`RowPool.version`, the caller's to check against this tableau's history)
  /// with every symbol able to move the same ways: the answer is a function of those alone.
  ///
  /// Why: validating a layout in every device of a size class asks this of each, and between
  /// two devices only the constants move, so the rows are often the same and so are the bounds
  /// the symbols rest on. The first pass, one byte a symbol, is read either way; the rows, 4-5 MB
  /// at 10,000 cards and read cold, only when something changed.
  func faceDirections(unlessAsIn previous: FaceDirections?) -> FaceDirections {
    let symbolCount = kind.count
    // Per symbol, the ways it can still move: `movesUp | movesDown`, one byte read for both.
    let moves = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(symbolCount, 1))
    defer { moves.deallocate() }
    for s in 0..<symbolCount {
      var m: UInt8 = 0
      if kind[s] != .unused {
        if canIncrease(Int32(s)) { m |= FaceTerm.movesUp }
        if canDecrease(Int32(s)) { m |= FaceTerm.movesDown }
      }
      moves[s] = m
    }
    let start = Array(moves[0..<symbolCount])
    if let previous, previous.rowsVersion == rows.version, previous.moves == start {
      return previous
    }
    // Narrowed in a function of its own, so that its tables (20 MB at 50,000 labels) are
    // freed before the answer's are made: both were at the peak of a large `query`.
    narrowMoves(moves)
    var up = [Bool](repeating: false, count: symbolCount)
    var down = [Bool](repeating: false, count: symbolCount)
    for s in 0..<symbolCount {
      up[s] = moves[s] & FaceTerm.movesUp != 0
      down[s] = moves[s] & FaceTerm.movesDown != 0
    }
    return FaceDirections(rowsVersion: rows.version, moves: start, up: up, down: down)
  }

  /// Narrows `moves` (per symbol, `FaceTerm.movesUp | movesDown`: the ways it can move, each
  /// bound allowing) to the ways the rows allow: sign propagation, until no row rules out more.
  private func narrowMoves(_ moves: UnsafeMutableBufferPointer<UInt8>) {
    let symbolCount = kind.count
    // The rows as equations over terms: the basic symbol with coefficient −1, then the row.
    // Only terms over symbols that can move at all: a fixed symbol's term can take neither
    // sign, so it counts for nothing, is never denied and never partners another (the face
    // pins every symbol some level prices: most of a layout's terms). A row left with no
    // term rules nothing out and is left out.
    var rowCapacity = 0
    var termCapacity = 0
    for r in 0..<rows.slotCount where basicOfRow[r] >= 0 {
      rowCapacity += 1
      termCapacity += 1 + rows.count(r)
    }
    let rowStart = UnsafeMutableBufferPointer<Int32>.allocate(capacity: rowCapacity + 1)
    // A term: `symbol << 1 | (positive ? 1 : 0)`. Distinct within a row (a row lists each
    // symbol once, and never its own basic symbol), so a row's XOR of such keys names the one
    // term left.
    let terms = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(termCapacity, 1))
    let occurrenceStart = UnsafeMutableBufferPointer<Int32>.allocate(capacity: symbolCount + 1)
    defer {
      rowStart.deallocate()
      terms.deallocate()
      occurrenceStart.deallocate()
    }
    occurrenceStart.initialize(repeating: 0)
    var termCount = 0
    var rowCount = 0
    rowStart[0] = 0
    rows.symbols.withUnsafeBufferPointer { symbols in
      rows.coefficients.withUnsafeBufferPointer { coefficients in
        for r in 0..<rows.slotCount {
          let b = basicOfRow[r]
          guard b >= 0 else { continue }
          assert(rows.find(b, inRow: r) == nil, "a row holds its own basic symbol")
          let first = termCount
          if moves[Int(b)] != 0 {
            terms[termCount] = UInt32(truncatingIfNeeded: b) << 1
            termCount += 1
            occurrenceStart[Int(b) + 1] += 1
          }
          for i in rows.entries(r) {
            let s = symbols[i]
            guard moves[Int(s)] != 0 else { continue }
            let a = coefficients[i]
            guard a != 0 else { continue }
            terms[termCount] = UInt32(truncatingIfNeeded: s) << 1 | (a > 0 ? 1 : 0)
            termCount += 1
            occurrenceStart[Int(s) + 1] += 1
          }
          guard termCount > first else { continue }
          rowCount += 1
          rowStart[rowCount] = Int32(termCount)
        }
      }
    }
    // Each symbol's terms, grouped by symbol (counting sort): for each, its row and sign,
    // `row << 1 | (positive ? 1 : 0)`, all that ruling out a move reads (the term itself is
    // the symbol and that sign). Reading the row through the term's index instead was a
    // second miss per occurrence at 10,000 views.
    for s in 0..<symbolCount { occurrenceStart[s + 1] += occurrenceStart[s] }
    let occurrences = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(termCount, 1))
    defer { occurrences.deallocate() }
    do {
      // Freed as soon as the occurrences are in place, before the rows' records are made: it
      // and they were both at the peak of a large layout's ambiguity question.
      let fill = UnsafeMutableBufferPointer<Int32>.allocate(capacity: symbolCount + 1)
      defer { fill.deallocate() }
      _ = fill.initialize(from: occurrenceStart)
      for r in 0..<rowCount {
        let rowBits = UInt32(truncatingIfNeeded: r) << 1
        for t in Int(rowStart[r])..<Int(rowStart[r + 1]) {
          let s = Int(terms[t] >> 1)
          occurrences[Int(fill[s])] = rowBits | (terms[t] & 1)
          fill[s] += 1
        }
      }
    }
    // Per row: how many terms can still be positive (negative), the XOR of their keys, and
    // whether the row is queued and which signs it has denied all its terms.
    let signs = UnsafeMutableBufferPointer<RowSigns>.allocate(capacity: max(rowCount, 1))
    defer { signs.deallocate() }
    signs.initialize(repeating: RowSigns())
    // The queue, first in first out, as a ring of `rowCount` places: a row is in it at most
    // once at a time (its `queued` flag), so it never holds more. A list appended to at every
    // queuing and read from a moving head grew with every narrowing: 7 MB at the peak of a
    // 50,000-label `query`, for rows that had long left it.
    let queue = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(rowCount, 1))
    defer { queue.deallocate() }
    var queueHead = 0
    var queueTail = 0
    var queueCount = 0
    @inline(__always) func enqueue(_ r: Int) {
      queue[queueTail] = Int32(truncatingIfNeeded: r)
      queueTail += 1
      if queueTail == queue.count { queueTail = 0 }
      queueCount += 1
    }
    for r in 0..<rowCount {
      var positives: Int32 = 0
      var negatives: Int32 = 0
      var positiveXor: UInt32 = 0
      var negativeXor: UInt32 = 0
      for t in Int(rowStart[r])..<Int(rowStart[r + 1]) {
        let key = terms[t]
        let m = moves[Int(key >> 1)]
        if m & FaceTerm.positiveMove(key) != 0 {
          positives += 1
          positiveXor ^= key
        }
        if m & FaceTerm.negativeMove(key) != 0 {
          negatives += 1
          negativeXor ^= key
        }
      }
      let queued = positives <= 1 || negatives <= 1
      signs[r] = RowSigns(
        positives: positives, negatives: negatives, positiveXor: positiveXor,
        negativeXor: negativeXor, flags: queued ? RowSigns.queued : 0)
      if queued { enqueue(r) }
    }
    @inline(__always) func canBePositive(_ key: UInt32) -> Bool {
      moves[Int(key >> 1)] & FaceTerm.positiveMove(key) != 0
    }
    @inline(__always) func canBeNegative(_ key: UInt32) -> Bool {
      moves[Int(key >> 1)] & FaceTerm.negativeMove(key) != 0
    }

    /// Rules out moving symbol `s` up (or down), updating the counts of every row it is in.
    func forbid(_ s: Int, upward: Bool) {
      let move = upward ? FaceTerm.movesUp : FaceTerm.movesDown
      if moves[s] & move == 0 { return }
      moves[s] &= ~move
      let symbolBits = UInt32(truncatingIfNeeded: s) << 1
      for o in Int(occurrenceStart[s])..<Int(occurrenceStart[s + 1]) {
        let rowSign = occurrences[o]
        let r = Int(rowSign >> 1)
        let key = symbolBits | (rowSign & 1)
        // Moving up makes a term with a positive coefficient positive.
        if (rowSign & 1 != 0) == upward {
          signs[r].positives -= 1
          signs[r].positiveXor ^= key
        } else {
          signs[r].negatives -= 1
          signs[r].negativeXor ^= key
        }
        if signs[r].flags & RowSigns.queued == 0
          && (signs[r].positives <= 1 || signs[r].negatives <= 1)
        {
          signs[r].flags |= RowSigns.queued
          enqueue(r)
        }
      }
    }
    /// Rules out the sign `positive` for the term `key`.
    func deny(_ key: UInt32, positive: Bool) {
      forbid(Int(key >> 1), upward: (key & 1 != 0) == positive)
    }

    while queueCount > 0 {
      let r = Int(queue[queueHead])
      queueHead += 1
      if queueHead == queue.count { queueHead = 0 }
      queueCount -= 1
      signs[r].flags &= ~RowSigns.queued
      let range = Int(rowStart[r])..<Int(rowStart[r + 1])
      // No term can be negative: none can be positive either.
      if signs[r].negatives == 0 {
        if signs[r].flags & RowSigns.positivesDenied == 0 {
          signs[r].flags |= RowSigns.positivesDenied
          for t in range where canBePositive(terms[t]) { deny(terms[t], positive: true) }
        }
      } else if signs[r].negatives == 1 {
        // The one term that can be negative has no partner to be positive with.
        let key = signs[r].negativeXor
        if canBePositive(key) { deny(key, positive: true) }
      }
      if signs[r].positives == 0 {
        if signs[r].flags & RowSigns.negativesDenied == 0 {
          signs[r].flags |= RowSigns.negativesDenied
          for t in range where canBeNegative(terms[t]) { deny(terms[t], positive: false) }
        }
      } else if signs[r].positives == 1 {
        let key = signs[r].positiveXor
        if canBeNegative(key) { deny(key, positive: false) }
      }
    }
  }

  /// `faceDirections()` of this face, given `directions`, its answer before the rows of
  /// `added` were installed: symbols each new, free, and in no row but its own (the rows the
  /// ambiguity question adds for expressions, `querySymbols`). Nil when a new row would
  /// rule out a move of another symbol; the caller then asks `faceDirections()`.
  ///
  /// Why the rest stands: sign propagation rules out a direction only by a rule that holds
  /// for any order of the rows, so its answer is the one closure of what the bounds rule out.
  /// Rows without the new symbols rule out nothing about them, and a new row rules out
  /// nothing about the others while its own symbol can still move both ways (a term that
  /// can take either sign partners any other). Each new row is read until nothing changes,
  /// with the others' directions as they were; if that rules out a direction of another
  /// symbol after all, the answer is nil, so the result is always exactly `faceDirections()`.
  /// - Complexity: O(entries of the new rows) times the few passes each takes.
  func faceDirections(
    extending directions: (up: [Bool], down: [Bool]), withRowsOf added: [Int32]
  ) -> (up: [Bool], down: [Bool])? {
    var (up, down) = directions
    let symbolCount = kind.count
    if up.count < symbolCount {
      up.append(contentsOf: repeatElement(false, count: symbolCount - up.count))
      down.append(contentsOf: repeatElement(false, count: symbolCount - down.count))
    }
    for q in added {
      up[Int(q)] = canIncrease(q)
      down[Int(q)] = canDecrease(q)
    }
    var terms: [(symbol: Int32, positive: Bool)] = []
    for q in added {
      let r = Int(rowOfSymbol[Int(q)])
      guard r >= 0 else { return nil }
      // The row as `faceDirections` reads it: the basic symbol with coefficient −1, then the row.
      terms.removeAll(keepingCapacity: true)
      terms.append((q, false))
      for k in 0..<rows.count(r) {
        let a = rows.coefficient(r, k)
        guard a != 0 else { continue }
        terms.append((rows.symbol(r, k), a > 0))
      }
      func canBePositive(_ t: Int) -> Bool {
        terms[t].positive ? up[Int(terms[t].symbol)] : down[Int(terms[t].symbol)]
      }
      func canBeNegative(_ t: Int) -> Bool {
        terms[t].positive ? down[Int(terms[t].symbol)] : up[Int(terms[t].symbol)]
      }
      /// Rules out the sign `positive` for term `t`; false when that is another symbol's move.
      func deny(_ t: Int, positive: Bool) -> Bool {
        guard terms[t].symbol == q else { return false }
        if terms[t].positive == positive { up[Int(q)] = false } else { down[Int(q)] = false }
        return true
      }
      // The rules of `faceDirections`, applied to this row until none applies.
      var changed = true
      while changed {
        changed = false
        var positives = 0
        var negatives = 0
        var lastPositive = 0
        var lastNegative = 0
        for t in terms.indices {
          if canBePositive(t) {
            positives += 1
            lastPositive = t
          }
          if canBeNegative(t) {
            negatives += 1
            lastNegative = t
          }
        }
        if negatives == 0 {
          for t in terms.indices where canBePositive(t) {
            guard deny(t, positive: true) else { return nil }
            changed = true
          }
        } else if negatives == 1 && canBePositive(lastNegative) {
          guard deny(lastNegative, positive: true) else { return nil }
          changed = true
        }
        if changed { continue }
        if positives == 0 {
          for t in terms.indices where canBeNegative(t) {
            guard deny(t, positive: false) else { return nil }
            changed = true
          }
        } else if positives == 1 && canBeNegative(lastPositive) {
          guard deny(lastPositive, positive: false) else { return nil }
          changed = true
        }
      }
    }
    return (up, down)
  }

  /// Whether two answers of `faceDirections` are the same (the debug check of the extended
  /// answer; nil matches nil).
  static func sameDirections(
    _ a: (up: [Bool], down: [Bool])?, _ b: (up: [Bool], down: [Bool])?
  ) -> Bool {
    a?.up == b?.up && a?.down == b?.down
  }
}

extension Tableau {
  /// Whether basic `s`, whose row is long, cannot move in `direction` (+1 or -1) because a
  /// bounded basic symbol's row is the same row times a factor `λ` and that symbol rests on
  /// the bound that stops it moving `λ·direction`: the two rows hold the same non-basic
  /// symbols in the same proportion, so `b − λ·s` is constant over the face. Exact when it
  /// says yes; `false` means "not proven".
  ///
  /// Why: a squeezed row's absorbing view (W6) has its width's row and its `width >= 0` row
  /// equal, over every width. Sign propagation reads them as two equations and cannot see it,
  /// and the probe of the width down moved every other width in turn, each repair scanning a
  /// row of N entries, to fail: N² for that one probe.
  /// - Complexity: the length of `s`'s row times the few long rows holding its first symbol.
  func parallelRowBlocks(_ s: Int32, _ direction: Double) -> Bool {
    let r = Int(rowOfSymbol[Int(s)])
    guard r >= 0, !isDeferredRow[r], rows.count(r) >= Tableau.reachTableMinimum else {
      return false
    }
    let first = rows.symbol(r, 0)
    let c = rows.coefficient(r, 0)
    guard rowOfSymbol[Int(first)] < 0, c != 0 else { return false }
    for q in columns[Int(first)] where Int(q) != r {
      let qi = Int(q)
      let b = basicOfRow[qi]
      guard b >= 0, !isDeferredRow[qi], rows.count(qi) == rows.count(r),
        rows.symbol(qi, 0) == first
      else { continue }
      let factor = rows.coefficient(qi, 0) / c
      guard factor != 0 && factor.isFinite else { continue }
      var parallel = true
      for k in 1..<rows.count(r)
      where rows.symbol(qi, k) != rows.symbol(r, k)
        || rows.coefficient(qi, k) != factor * rows.coefficient(r, k)
      {
        parallel = false
        break
      }
      if !parallel { continue }
      if direction * factor > 0 ? !canIncrease(b) : !canDecrease(b) { return true }
    }
    return false
  }
}

/// One row's state in `Tableau.faceDirections`: the terms that can still be positive and
/// negative (how many, and the XOR of their keys, `FaceTerm`), and its flags.
struct RowSigns {
  var positives: Int32 = 0
  var negatives: Int32 = 0
  var positiveXor: UInt32 = 0
  var negativeXor: UInt32 = 0
  var flags: UInt8 = 0

  /// In the queue.
  static let queued: UInt8 = 1
  /// Every term already denied a positive sign (no term could be negative).
  static let positivesDenied: UInt8 = 2
  /// Every term already denied a negative sign.
  static let negativesDenied: UInt8 = 4
}

/// The bits `Tableau.faceDirections` packs a symbol's moves and a term's sign into.
enum FaceTerm {
  /// A symbol's move up is not ruled out.
  static let movesUp: UInt8 = 1
  /// A symbol's move down is not ruled out.
  static let movesDown: UInt8 = 2

  /// The move of its symbol that makes the term `key` (`symbol << 1 | positive`) positive:
  /// up for a positive coefficient, down for a negative one.
  @inline(__always)
  static func positiveMove(_ key: UInt32) -> UInt8 { key & 1 != 0 ? movesUp : movesDown }

  /// The move that makes the term `key` negative.
  @inline(__always)
  static func negativeMove(_ key: UInt32) -> UInt8 { key & 1 != 0 ? movesDown : movesUp }
}

/// `Tableau.faceDirections()`'s answer with what it was found from: the rows' version and each
/// symbol's ways to move before propagation (`FaceTerm.movesUp | movesDown`).
struct FaceDirections {
  var rowsVersion: UInt64
  var moves: [UInt8]
  var up: [Bool]
  var down: [Bool]
}
