/// The queried links of exact chains of deferred rows, answered from their textbook rows
/// without expanding them, one sweep down each chain.
///
/// Why: on a squeezed row of views (W6) each view's position is a link of a pulled chain,
/// `x(k) = x(k-1) + own(k)`, whose textbook row (the link over non-basic symbols only) is the
/// chain's root row plus the own terms of every link down to it, with the cancellations that
/// the deferred rows hide. Probed one by one, each position pinned the links below it down to
/// the root, scanned the root row for a symbol to move and summed the links it moved: O(k) for
/// the k-th, N² for the row. Here the textbook rows are never written out: a sweep down the
/// chain keeps, per non-basic symbol, its coefficient in the current link's textbook row
/// (`weight`), which changes only where a link holds that symbol, so the whole chain costs its
/// entries once.
///
/// Each answer is a proof, as the probes' are:
/// - **blocked**: every term of the textbook row rests on the bound that stops it moving the
///   link that way (what `cannotMove` reads off an expanded row, and `probeThroughTextbookRow`
///   answers), or is a symbol that sign propagation (`faceDirections`) proves cannot move that
///   way: kept as counts of the terms that could, updated with each weight. (Each term's move
///   is ruled out on its own, so their sum's is: `ΔL = Σ wₓ·Δx`.) With the bounds alone, a
///   squeezed row inside a container whose width is given first (`wfirst`) kept the
///   container's position in every link's textbook row as a free symbol, which its pin (a
///   row) holds still: each position counted as movable left, and the first candidate the
///   probes tried was that position, which cannot move, so the sweep settled next to nothing.
/// - **open**: a propagated shift (`canShift`) of one symbol of the textbook row that could
///   move the link that way succeeded, and moved the link by the step (its change is the
///   textbook row's sum over the non-basic symbols the probe moved). A successful probe is a
///   move along the face, so every later link whose textbook row it changes in a direction
///   can move that way too: each link first reads the last successful move of each direction
///   (a sum over the few symbols it moved), and is probed only when neither moves it. The
///   links are visited from the far end of each chain back to its root, so the move that
///   frees the last open link (a width near it) is read by every link before it.
/// What neither settles stays open for the probes and linear programs of `settle`.
///
/// Only where the sums are exact: a chain whose links refer to one deferred row each by ±1
/// (the first to none) and whose other coefficients are integers no larger than 2^20, over
/// non-basic symbols, at most 2^20 links deep (`chainDepth`'s conditions): every weight is an
/// integer below 2^40, so a cancellation is an exact zero, as in the expanded row.
extension Tableau {
  /// How many links `settleOnExactForest` may leave open for `settle` to probe each on its
  /// own, out of the lists that every probe reads.
  static let fewOpenLinks = 8

  /// Answers the open directions (`answers`, nil) of the queried symbols (`queried`: each
  /// face symbol's query indices; `start`: each query's value at the optimum) that are links of
  /// exact chains of deferred rows, as far as the textbook rows decide them (see above).
  /// Returns, per row slot, whether the row is such a link (empty when no queried symbol is):
  /// `settle` leaves those still open out of the lists a probe reads when they are few.
  /// - Complexity: the entries of the chains' rows (and a heap operation per weight that
  ///   changes), plus a propagated shift per link that the last successful moves do not free.
  ///
  /// `directions` (sign propagation's answer for every symbol, `faceDirections`), when given,
  /// says which terms can move a link; without it, the bounds do.
  mutating func settleOnExactForest(
    _ symbols: [Int32?], queried: SymbolQueries, start: [Double],
    answers: inout [(up: Bool?, down: Bool?)], directions: (up: [Bool], down: [Bool])? = nil
  ) -> [Bool] {
    guard defersDependents && deferredRowCount > 0 else { return [] }
    let slots = basicOfRow.count
    // Per deferred row: the row its one reference stands for (-1: none, a root), or -2 when
    // it is not an exact link; and the reference's coefficient (±1).
    var link = [Int32](repeating: -2, count: slots)
    var linkSign = [Double](repeating: 0, count: slots)
    for r in 0..<slots where basicOfRow[r] >= 0 && isDeferredRow[r] {
      var reference: Int32 = -1
      var sign = 0.0
      var exact = true
      for k in 0..<rows.count(r) {
        let c = rows.coefficient(r, k)
        let q = rowOfSymbol[Int(rows.symbol(r, k))]
        if q >= 0 {
          if reference >= 0 || abs(c) != 1 || !isDeferredRow[Int(q)] {
            exact = false
            break
          }
          reference = q
          sign = c
        } else if !Tableau.isExactChainCoefficient(c) {
          exact = false
          break
        }
      }
      if exact {
        link[r] = reference
        linkSign[r] = sign
      }
    }
    func isOpen(_ indices: ArraySlice<Int32>) -> Bool {
      indices.contains { answers[Int($0)].up == nil || answers[Int($0)].down == nil }
    }
    let asked = symbols.contains { s in
      guard let s, hasDeferredRow(s), link[Int(rowOfSymbol[Int(s)])] != -2 else { return false }
      return isOpen(queried[s])
    }
    guard asked else { return [] }

    var inForest = [Bool](repeating: false, count: slots)
    // Per non-basic symbol: its coefficient in the current link's textbook row, divided by the
    // product of the reference signs from the root (`sign`): so a link adds its own terms
    // times that product, and the weights of what it does not hold stay as they are.
    var weight = [Double](repeating: 0, count: kind.count)
    // Whether each symbol is counted among the terms that can raise (lower) the weighted sum,
    // as its weight and bounds were when last updated; how many are; and heaps of them by
    // (rows holding it, index), as `probeThroughTextbookRow` picks (stale entries popped).
    var raises = [Bool](repeating: false, count: kind.count)
    var lowers = [Bool](repeating: false, count: kind.count)
    var raising = 0
    var lowering = 0
    var raisingHeap = MinHeap<RankedSymbol>()
    var loweringHeap = MinHeap<RankedSymbol>()
    func push(_ heap: inout MinHeap<RankedSymbol>, _ x: Int32) {
      heap.push(RankedSymbol(rank: columns.length(Int(x)), symbol: x))
    }
    // Whether a symbol may move up (down) along the face: sign propagation's answer where it
    // is given (a free symbol that a pinned row holds, such as a container's position, cannot
    // move, and probing it first found nothing), else its bounds'.
    func mayRise(_ x: Int32) -> Bool {
      if let directions, Int(x) < directions.up.count { return directions.up[Int(x)] }
      return canIncrease(x)
    }
    func mayFall(_ x: Int32) -> Bool {
      if let directions, Int(x) < directions.down.count { return directions.down[Int(x)] }
      return canDecrease(x)
    }
    /// Adds `c` to `x`'s weight and recounts it.
    func add(_ c: Double, to x: Int32) {
      let xi = Int(x)
      weight[xi] += c
      let w = weight[xi]
      let up = w > 0 ? mayRise(x) : (w < 0 ? mayFall(x) : false)
      let down = w > 0 ? mayFall(x) : (w < 0 ? mayRise(x) : false)
      if up != raises[xi] {
        raises[xi] = up
        raising += up ? 1 : -1
        if up { push(&raisingHeap, x) }
      }
      if down != lowers[xi] {
        lowers[xi] = down
        lowering += down ? 1 : -1
        if down { push(&loweringHeap, x) }
      }
    }
    /// The first counted symbol of a heap, by (rows holding it, index).
    func first(raising upward: Bool) -> Int32? {
      if upward {
        while let top = raisingHeap.first {
          if raises[Int(top.symbol)] { return top.symbol }
          raisingHeap.popFirst()
        }
      } else {
        while let top = loweringHeap.first {
          if lowers[Int(top.symbol)] { return top.symbol }
          loweringHeap.popFirst()
        }
      }
      return nil
    }
    /// Adds row `r`'s own terms (all but its reference) times `factor` to the weights.
    func addOwnTerms(of r: Int, times factor: Double) {
      for k in 0..<rows.count(r) {
        let z = rows.symbol(r, k)
        if rowOfSymbol[Int(z)] >= 0 { continue }
        add(factor * rows.coefficient(r, k), to: z)
      }
    }
    // The last successful move of each direction (up, down): non-basic symbols and changes.
    var lastMoves: [[(Int32, Double)]] = [[], []]
    func change(of moves: [(Int32, Double)], sign: Double) -> Double {
      var sum = 0.0
      for (y, d) in moves { sum += weight[Int(y)] * d }
      return sign * sum
    }

    // The probes below are undone, but an undo can leave a value a rounding away from where
    // it was, and a shift compacts the columns it walks (the repairs rank symbols by their
    // columns' length): what `settle` and the witness moves do next would then depend on
    // these probes. So all of it is put back exactly at the end.
    let savedValues = value
    let savedColumns = columns
    let savedDirty = isDirty
    let savedDirtyHeap = dirtyHeap
    defer {
      value = savedValues
      columns = savedColumns
      isDirty = savedDirty
      dirtyHeap = savedDirtyHeap
    }
    // Depth first from each root, children in reverse order, each link answered on the way
    // back (after every link below it in the reference order): from the far end of a chain.
    var stack: [(row: Int32, sign: Double, next: Int)] = []
    for root in stride(from: slots - 1, through: 0, by: -1) where link[root] == -1 {
      func enter(_ r: Int, sign: Double) {
        inForest[r] = true
        addOwnTerms(of: r, times: sign)
        let y = Int(basicOfRow[r])
        let next = y + 1 < referrerStart.count ? Int(referrerStart[y + 1]) - 1 : -1
        stack.append((Int32(r), sign, next))
      }
      enter(root, sign: 1)
      while let (row, sign, next) = stack.last {
        let r = Int(row)
        let y = Int(basicOfRow[r])
        if next >= 0 && next >= Int(referrerStart[y]) {
          stack[stack.count - 1].next = next - 1
          let child = Int(referrerRows[next])
          if link[child] == Int32(r) && !inForest[child] && stack.count < Tableau.exactChainDepth {
            enter(child, sign: sign * linkSign[child])
          }
          continue
        }
        stack.removeLast()
        let s = Int32(y)
        let indices = queried[s]
        if isOpen(indices) {
          let tolerance = 1e-9 * max(1, abs(value[y]))
          for direction in [1.0, -1.0] {
            let upward = direction > 0
            guard
              indices.contains(where: {
                (upward ? answers[Int($0)].up : answers[Int($0)].down) == nil
              })
            else { continue }
            // The weighted sum moves the link by `sign` times its own move.
            let raisingSum = sign * direction > 0
            var verdict: Bool?
            if (raisingSum ? raising : lowering) == 0 {
              // every term rests on the bound that stops it, or sign propagation forbids it
              verdict = false
            } else if lastMoves.contains(where: {
              !$0.isEmpty && change(of: $0, sign: sign) * direction > tolerance
            }) {
              verdict = true
            } else if let x = first(raising: raisingSum) {
              // The step of the link's own probe, unless the symbol moved has less room than
              // that suggests: a link far along a chain (at 100,000 points) would step by 100,
              // more than a width can give. Any move proves the direction; kept 10 times
              // above the tolerance it is read with.
              let a = sign * weight[Int(x)]
              let scale = max(
                min(abs(start[Int(indices[indices.startIndex])]), abs(value[Int(x)] * a)),
                1e-5 * abs(value[y]))
              let step = direction * 1e-3 * max(1, scale)
              probeNonBasicChanges = []
              var ignored: [(Int32, Double)] = []
              if canShift(x, by: step / a, moved: &ignored), let moves = probeNonBasicChanges,
                abs(change(of: moves, sign: sign) - step) <= tolerance
              {
                verdict = true
                lastMoves[upward ? 0 : 1] = moves
              }
              probeNonBasicChanges = nil
            }
            guard let verdict else { continue }
            for q in indices {
              let k = Int(q)
              if upward {
                if answers[k].up == nil { answers[k].up = verdict }
              } else if answers[k].down == nil {
                answers[k].down = verdict
              }
            }
          }
        }
        addOwnTerms(of: r, times: -sign)
      }
    }
    return inForest
  }
}

/// A symbol ranked for the sweep's probes: by the rows holding it, then by index.
struct RankedSymbol: Comparable {
  var rank: Int
  var symbol: Int32

  static func < (a: RankedSymbol, b: RankedSymbol) -> Bool {
    (a.rank, a.symbol) < (b.rank, b.symbol)
  }
}
