/// A propagated shift planned before it moves anything: which symbol each row will move, and an
/// order in which every row comes after all the rows whose moves disturb it.
///
/// Why: `compoundShift` repairs the rows in one fixed order (as found, or lowest symbol first)
/// and breaks each tie between a link's two ends by looking three rows ahead. A column of
/// labels held at its middle label (`centerY`), whose heights change in a size class above
/// and below the middle, wants the opposite of both: above the middle every move goes up the
/// column and the change nearest the middle must be repaired first, below it every move goes
/// down and the change nearest the middle first again. Each order sends one half in waves
/// (each label moved once per change below it, until the oscillation limit gives up), and the
/// three-row lookahead cannot see a middle hundreds of labels away. Planned, every label moves
/// once: 1,000 labels in one propagation of about 1,200 moves, where the repair after three
/// failed passes pivoted row by row (quadratic).
struct ShiftPlan {
  /// What the plan knows of one symbol.
  struct Entry {
    /// The plan that set this entry: an entry whose stamp is not the current `epoch` is unset.
    var stamp: UInt32 = 0
    /// For a planned row's basic symbol: its place in the order in which rows finished (-1
    /// while the row is on the depth-first path). Rows finishing later come first.
    var finish: Int32 = -1
    /// For a planned row's basic symbol: the symbol the row moves (-1: none found).
    var choice: Int32 = -1
    /// For a planned row's basic symbol: which way the chosen symbol moves (+1 up, -1 down).
    var move: Int8 = 0
    /// For a non-basic symbol: where its chain ends when moved from either of two rows
    /// (`Tableau.chainEnd`), the rows and the ends (`ChainEnd.rawValue`, `unknown` for none).
    var endRows: (Int32, Int32) = (-1, -1)
    var ends: (UInt8, UInt8) = (ShiftPlan.unknown, ShiftPlan.unknown)
  }

  /// The current plan: entries stamped otherwise are unset.
  var epoch: UInt32 = 0
  /// How many rows the current plan holds.
  var count: Int32 = 0
  /// How many rows the last plan reached, whether or not it was made.
  var rowsReached = 0
  /// One entry per symbol, grown as the tableau grows: one array, so a plan's reads of a
  /// symbol touch one place, and a new symbol costs one element.
  var entries: [Entry] = []
  /// An end slot (`Entry.ends`) that holds nothing.
  static let unknown: UInt8 = 255

  /// Whether the current plan holds row `q` (by its basic symbol), finished.
  func holds(_ q: Int32) -> Bool {
    let i = Int(q)
    return i < entries.count && entries[i].stamp == epoch && entries[i].finish >= 0
  }

  /// The key that orders a waiting row `q` in `compoundShift`'s heap: its place in the plan,
  /// then the symbol; rows the plan did not foresee come after every planned one, lowest first.
  func key(_ q: Int32) -> Int64 {
    let rank = holds(q) ? Int64(count - 1 - entries[Int(q)].finish) : Int64(Int32.max)
    return rank << 32 | Int64(q)
  }

  /// The symbol the current plan moves to repair row `q`, if it planned one.
  func planned(_ q: Int32) -> Int32? {
    holds(q) && entries[Int(q)].choice >= 0 ? entries[Int(q)].choice : nil
  }

  /// Starts a new plan over `symbols` symbols: every entry unset, the array grown as needed.
  mutating func begin(symbols: Int) {
    epoch &+= 1
    if epoch == 0 {
      for i in entries.indices { entries[i].stamp = 0 }
      epoch = 1
    }
    count = 0
    if entries.count < symbols {
      entries.append(contentsOf: repeatElement(Entry(), count: symbols - entries.count))
    }
  }

  /// Marks symbol `s` as reached by the current plan, its entry reset.
  mutating func touch(_ s: Int32) {
    let i = Int(s)
    guard entries[i].stamp != epoch else { return }
    entries[i] = Entry(stamp: epoch)
  }

  /// Whether the current plan reached row `q` (by its basic symbol): on the path or finished.
  func reached(_ q: Int32) -> Bool { entries[Int(q)].stamp == epoch }
}

extension Tableau {
  /// Plans a propagated shift from the violated basic symbols `start` into `shiftPlan`; false
  /// when the planned moves would go round a cycle, the plan outgrows `budget` rows, or rows
  /// are deferred (face probes only).
  ///
  /// Each row reached chooses, as `compoundShift` does, a zero-cost non-basic symbol not chosen
  /// by another row, with the shortest column; a tie goes to the symbol whose chain of moves
  /// ends best (`chainEnd`: at a free end, then branching, then held), the first of equals.
  /// Every row the chosen symbol's column shares, whose basic symbol its move pushes out of
  /// bounds (`leavesBounds`, by the signs of the moves: how far is the compound shift's to
  /// find), is reached in turn, depth first without recursion (a chain is thousands of rows
  /// long); the order is the reverse of the order in which rows finish. Signs, because a row
  /// whose basic symbol a move takes away from its bound needs no repair: read as if it did,
  /// it closed false cycles, and it chose symbols that could not move its way (a label's
  /// compression slack, pushed below the intrinsic height it rests on).
  /// Per-symbol arrays, not dictionaries: a plan is a pass over a chain, and hashing each
  /// row cost more than the moves.
  mutating func planShift(from start: [Int32], budget: Int) -> Bool {
    guard deferredRowCount == 0 else { return false }
    shiftPlan.begin(symbols: value.count)
    // Each open row's basic symbol and how far through its chosen symbol's column it is.
    var path: [(q: Int32, next: Int)] = []
    var budget = budget
    let fullBudget = budget
    defer { shiftPlan.rowsReached = fullBudget - budget }
    var finished: Int32 = 0
    nextMoveEpoch()  // `movedStamp` marks the symbols chosen so far
    for s in start where isBasic(s) && !shiftPlan.reached(s) {
      shiftPlan.touch(s)
      choose(for: s, direction: violation(s) < 0 ? 1 : -1)
      // A violated row with nothing to move: the plan would give up at once.
      if shiftPlan.entries[Int(s)].choice < 0 { return false }
      path.append((s, 0))
      while let (q, next) = path.last {
        let j = shiftPlan.entries[Int(q)].choice
        let column = j >= 0 ? columns[Int(j)] : ColumnRows.empty
        guard next < column.count else {
          shiftPlan.entries[Int(q)].finish = finished
          finished += 1
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let r2 = Int(column[next])
        let b = basicOfRow[r2]
        guard b >= 0, b != q, let k = rows.find(j, inRow: r2) else { continue }
        // Which way the move takes `b`: the move's sign times the coefficient's.
        let a = rows.coefficient(r2, k)
        let pushesUp = (a > 0) == (shiftPlan.entries[Int(q)].move > 0)
        guard leavesBounds(b, upward: pushesUp) else { continue }
        if shiftPlan.reached(b) {
          if shiftPlan.entries[Int(b)].finish >= 0 { continue }
          return false  // on the path: a cycle, which no order puts after its causes
        }
        shiftPlan.touch(b)
        budget -= 1
        if budget < 0 { return false }
        choose(for: b, direction: pushesUp ? -1 : 1)
        path.append((b, 0))
      }
    }
    shiftPlan.count = finished
    return true
  }

  /// Whether a move of a symbol in basic `b`'s row may push `b` out of its bounds: `b` is
  /// fixed, on a bound, or already outside.
  func mayLeaveBounds(_ b: Int32) -> Bool {
    let i = Int(b)
    if lower[i] == -.infinity && upper[i] == .infinity { return false }
    return leavesBounds(b, upward: true) || leavesBounds(b, upward: false)
  }

  /// Whether a move that takes basic `b` up (or down) puts it out of its bounds: `b` is
  /// fixed, already outside, or on the bound the move goes past.
  func leavesBounds(_ b: Int32, upward: Bool) -> Bool {
    let i = Int(b)
    if lower[i] == upper[i] || violation(b) != 0 { return true }
    return upward
      ? upper[i] < .infinity && Tableau.isOnBound(value[i], upper[i])
      : lower[i] > -.infinity && Tableau.isOnBound(value[i], lower[i])
  }

  /// Chooses the symbol row `q` will move (`planShift`) to take its basic symbol up
  /// (`direction` 1) or down (-1), and marks it chosen.
  private mutating func choose(for q: Int32, direction: Int8) {
    let r = Int(rowOfSymbol[Int(q)])
    let v = violation(q)
    let delta = v == 0 ? 0 : (v < 0 ? lower[Int(q)] : upper[Int(q)]) - value[Int(q)]
    var best: Int32 = -1
    var bestLength = Int.max
    var bestCoefficient = 0.0
    var bestEnd: ChainEnd? = nil
    for k in 0..<rows.count(r) {
      let a = rows.coefficient(r, k)
      if abs(a) <= Tableau.pivotTolerance { continue }
      let j = rows.symbol(r, k)
      let ji = Int(j)
      if rowOfSymbol[ji] >= 0 || movedStamp[ji] == moveEpoch || lower[ji] == upper[ji] {
        continue
      }
      // A row already violated says how far: the symbol must take that move; any other, at
      // least which way.
      if delta != 0 && !admits(j, value[ji] + delta / a) { continue }
      if !((a > 0) == (direction > 0) ? canIncrease(j) : canDecrease(j)) { continue }
      let length = columns.length(ji)
      if length > bestLength { continue }
      if !cachedZeroCost(j) || movesIntoDeadEnd(j, besides: r, depth: 2) { continue }
      if length == bestLength {
        if length > Tableau.tieLookaheadColumn { continue }
        if bestEnd == nil { bestEnd = chainEnd(best, besides: r) }
        let end = chainEnd(j, besides: r)
        if end.rawValue >= bestEnd!.rawValue { continue }
        bestEnd = end
      } else {
        bestEnd = nil
      }
      best = j
      bestCoefficient = a
      bestLength = length
    }
    guard best >= 0 else { return }
    shiftPlan.entries[Int(q)].choice = best
    shiftPlan.entries[Int(q)].move = (bestCoefficient > 0) == (direction > 0) ? 1 : -1
    movedStamp[Int(best)] = moveEpoch
  }

  /// Whether moving non-basic `s` to repair row `r` disturbs a row that nothing else can
  /// repair: a row of its column whose basic symbol may leave its bounds and which holds no
  /// other movable symbol (a fixed root size, `root.height = 800`, for the label anchored by
  /// `centerY`). Only short columns are read (`deadEndColumn`): a long column is never the
  /// shortest candidate for long.
  ///
  /// `depth` 2: also a row whose other movable symbols all move into dead ends themselves. A
  /// cell's height, in the row that spaces the cell from the next, moves the label inside the
  /// cell, which its hugging and compression resistance hold: the cell's top, which moves the
  /// whole cell, is the move that goes on.
  mutating func movesIntoDeadEnd(_ s: Int32, besides r: Int, depth: Int = 1) -> Bool {
    guard columns.length(Int(s)) <= Tableau.deadEndColumn else { return false }
    for r2 in columns[Int(s)] where Int(r2) != r {
      let ri = Int(r2)
      let b = basicOfRow[ri]
      guard b >= 0, rows.find(s, inRow: ri) != nil, mayLeaveBounds(b) else { continue }
      var movable = false
      for k in 0..<rows.count(ri) {
        let j = rows.symbol(ri, k)
        guard j != s && canCarryMove(entry: k, ofRow: ri) else { continue }
        if depth > 1 && movesIntoDeadEnd(j, besides: ri, depth: depth - 1) { continue }
        movable = true
        break
      }
      if !movable { return true }
    }
    return false
  }

  /// The longest column `movesIntoDeadEnd` reads.
  static let deadEndColumn = 8

  /// Where moving non-basic `s` to repair row `r` ends, followed along a chain of links (a
  /// link: a short column's symbol that can move, `firstLink`): `.free` where no other row of
  /// the last link's column can leave its bounds (the free end of a column of labels), `.held`
  /// at a row that has no link to move (the label anchored in the middle of the column, a
  /// fixed root size), `.open` where the column branches into several rows that each have
  /// one, or reaches a hub (`firstLink`). Memoized by (symbol, row) in the plan
  /// (`ShiftPlan.Entry.ends`), so the walks of one plan follow each link once.
  mutating func chainEnd(_ s: Int32, besides r: Int) -> ChainEnd {
    var walked: [(symbol: Int32, row: Int32)] = []
    var symbol = s
    var from = r
    var end = ChainEnd.held
    walk: while true {
      if let known = knownChainEnd(symbol, besides: from) {
        end = known
        break
      }
      noteChainEnd(.held, symbol, besides: from)  // until known: a walk round a ring is held
      walked.append((symbol, Int32(from)))
      var next = -1
      var nextLink: Int32 = -1
      var branches = 0
      var reachesHub = false
      for r2 in columns[Int(symbol)] where Int(r2) != from {
        let ri = Int(r2)
        let b = basicOfRow[ri]
        guard b >= 0, rows.find(symbol, inRow: ri) != nil, mayLeaveBounds(b) else { continue }
        let (link, hub) = firstLink(inRow: ri, besides: symbol)
        if link < 0 && !hub { break walk }
        reachesHub = reachesHub || link < 0
        branches += 1
        next = ri
        nextLink = link
      }
      if branches == 0 {
        end = .free
        break
      }
      if branches > 1 || reachesHub {
        end = .open
        break
      }
      symbol = nextLink
      from = next
    }
    for (symbol, row) in walked { noteChainEnd(end, symbol, besides: Int(row)) }
    return end
  }

  /// The memo of `chainEnd` for `s` moved from row `r`, if the current plan has it.
  private func knownChainEnd(_ s: Int32, besides r: Int) -> ChainEnd? {
    let entry = shiftPlan.entries[Int(s)]
    guard entry.stamp == shiftPlan.epoch else { return nil }
    if entry.endRows.0 == Int32(r) && entry.ends.0 != ShiftPlan.unknown {
      return ChainEnd(rawValue: entry.ends.0)
    }
    if entry.endRows.1 == Int32(r) && entry.ends.1 != ShiftPlan.unknown {
      return ChainEnd(rawValue: entry.ends.1)
    }
    return nil
  }

  /// Keeps `end` as the memo of `chainEnd` for `s` moved from row `r`, in the slot that holds
  /// `r` or a free one (a link sits in at most three rows; a third is not kept, and walked
  /// again if asked).
  private mutating func noteChainEnd(_ end: ChainEnd, _ s: Int32, besides r: Int) {
    shiftPlan.touch(s)
    let i = Int(s)
    let row = Int32(r)
    let entry = shiftPlan.entries[i]
    if entry.endRows.0 == row || entry.ends.0 == ShiftPlan.unknown {
      shiftPlan.entries[i].endRows.0 = row
      shiftPlan.entries[i].ends.0 = end.rawValue
    } else if entry.endRows.1 == row || entry.ends.1 == ShiftPlan.unknown {
      shiftPlan.entries[i].endRows.1 = row
      shiftPlan.entries[i].ends.1 = end.rawValue
    }
  }

  /// The first symbol of row `r` besides `s` that a chain's move can run on through: non-basic,
  /// not fixed, zero-cost, in at most `tieLookaheadColumn` rows, and not into a dead end
  /// (`movesIntoDeadEnd`); -1 if none. `hub`: whether the row has, instead, such a symbol in
  /// more rows (the first label of a column to which other columns are tied): the chain goes
  /// on there, branching.
  private mutating func firstLink(inRow r: Int, besides s: Int32) -> (link: Int32, hub: Bool) {
    var hub = false
    for k in 0..<rows.count(r) {
      let j = rows.symbol(r, k)
      if j == s || !canCarryMove(entry: k, ofRow: r) { continue }
      if columns.length(Int(j)) > Tableau.tieLookaheadColumn {
        if !hub { hub = !movesIntoDeadEnd(j, besides: r) }
        continue
      }
      if !movesIntoDeadEnd(j, besides: r) { return (j, false) }
    }
    return (-1, hub)
  }
}

extension Tableau {
  /// Whether the symbol at entry `k` of row `r` can take a move that repairs the row without
  /// changing the objective: non-basic, not fixed, with a coefficient above the pivot
  /// tolerance, and free of cost.
  mutating func canCarryMove(entry k: Int, ofRow r: Int) -> Bool {
    let j = rows.symbol(r, k)
    let ji = Int(j)
    return rowOfSymbol[ji] < 0 && lower[ji] != upper[ji]
      && abs(rows.coefficient(r, k)) > Tableau.pivotTolerance && cachedZeroCost(j)
  }
}

/// Where a chain of moves ends (`Tableau.chainEnd`), best first.
enum ChainEnd: UInt8 {
  case free, open, held
}
