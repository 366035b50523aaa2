/// Recording a successful propagated shift's repairs as `ShiftMemo` nodes.
extension Tableau {
  /// Takes back what the current propagation's reuses did to the rows they repaired, latest
  /// first, and forgets them (a propagation that gave up) unless `keepingList` (a probe undone
  /// after it succeeded: its caller still reads the list).
  mutating func undoReuses(keepingList: Bool = false) {
    guard let reuses = shiftMemo?.reuses, !reuses.isEmpty else { return }
    for reuse in reuses.reversed() { value[Int(reuse.row)] -= reuse.adjust }
    if !keepingList { shiftMemo?.reuses.removeAll(keepingCapacity: true) }
  }

  /// After a probe's propagation succeeded with `shiftMemo` on: keeps each of its repairs whose
  /// subtree is linear as a node, and labels the symbols they change (see `ShiftMemo`).
  ///
  /// `log`, `movedRow` and `moveCause` are the propagation's moves (symbol and step), the row
  /// each repaired (by basic symbol) and the move that disturbed that row first (-1: the probed
  /// symbol's own move); `changes` holds each touched symbol's value before the probe (first
  /// record first). The values are the propagation's, not yet undone.
  /// - Complexity: the entries of the moved symbols' columns, and the moves.
  mutating func recordShiftTree(
    log: [(Int32, Double)], movedRow: [Int32], moveCause: [Int], changes: [(Int32, Double)]
  ) {
    guard var memo = shiftMemo else { return }
    shiftMemo = nil
    defer { shiftMemo = memo }
    let count = log.count
    // Nothing but reuses: nothing new. A short propagation with nothing reused is not kept
    // either: its proof would save a move or two, and its tables cost a pass over the symbols.
    guard count > memo.reuses.count, count >= ShiftMemo.shortest || !memo.reuses.isEmpty
    else { return }
    memo.makeTables()
    var reuseAt = [Int32](repeating: -1, count: count)
    for reuse in memo.reuses { reuseAt[reuse.event] = reuse.node }
    // One reuse, of the node whose subtree is its whole tree: this shift extends that tree.
    var extended = -1
    if memo.reuses.count == 1 {
      let node = memo.nodes[Int(memo.reuses[0].node)]
      if memo.trees[Int(node.tree)].root == memo.reuses[0].node { extended = Int(node.tree) }
    }
    // The reused move and the moves that led to it, visited last: the reuse is then the last
    // of them in the walk, and their subtrees end where the reused one's does.
    var onPath = [Bool](repeating: false, count: count)
    if extended >= 0 {
      var e = memo.reuses[0].event
      while e >= 0 {
        onPath[e] = true
        e = moveCause[e]
      }
    }
    // Children by cause, in move order, those on the path last.
    var firstChild = [Int](repeating: 0, count: count + 2)
    for e in 0..<count { firstChild[moveCause[e] + 2] += 1 }
    for i in 1..<firstChild.count { firstChild[i] += firstChild[i - 1] }
    var children = [Int](repeating: 0, count: count)
    var fill = firstChild
    for e in 0..<count where !onPath[e] {
      children[fill[moveCause[e] + 1]] = e
      fill[moveCause[e] + 1] += 1
    }
    for e in 0..<count where onPath[e] {
      children[fill[moveCause[e] + 1]] = e
      fill[moveCause[e] + 1] += 1
    }
    // Depth first, in that order: `pre` numbers each move, `post` the last number below it.
    var pre = [Int32](repeating: 0, count: count)
    var order = [Int](repeating: 0, count: count)
    var stack: [Int] = []
    for i in (firstChild[0]..<firstChild[1]).reversed() { stack.append(children[i]) }
    var next: Int32 = 0
    while let e = stack.popLast() {
      pre[e] = next
      order[Int(next)] = e
      next += 1
      for i in (firstChild[e + 1]..<firstChild[e + 2]).reversed() { stack.append(children[i]) }
    }
    var post = pre
    for p in stride(from: count - 1, through: 0, by: -1) {
      let e = order[p]
      if moveCause[e] >= 0 { post[moveCause[e]] = max(post[moveCause[e]], post[e]) }
    }

    // Who touched each row (by basic symbol) and moved each symbol: the span of their numbers
    // (`ShiftMemo.outside` for the probed symbol's own move) and how many touched it.
    memo.scratch.begin(symbols: value.count)
    if memo.pinned >= 0 && !isBasic(memo.pinned) {
      for r in liveColumn(memo.pinned) {
        let b = basicOfRow[Int(r)]
        if b >= 0 { memo.scratch.touch(b, by: ShiftMemo.outside, fresh: false) }
      }
    }
    var rowsOf = [Int](repeating: 0, count: count + 1)
    var rowList: [Int32] = []
    for e in 0..<count {
      rowsOf[e] = rowList.count
      let q = movedRow[e]
      memo.scratch.repaired(q)
      if reuseAt[e] >= 0 {
        memo.scratch.touch(q, by: pre[e], fresh: false)
        continue
      }
      let j = log[e].0
      memo.scratch.touch(j, by: pre[e], fresh: true)
      for r in liveColumn(j) {
        let b = basicOfRow[Int(r)]
        guard b >= 0 else { continue }
        rowList.append(r)
        memo.scratch.touch(b, by: pre[e], fresh: true)
      }
    }
    rowsOf[count] = rowList.count
    // A symbol a fresh move changed that another tree labels: the moves that changed it keep
    // no node (a label holds one tree).
    func conflicts(_ k: Int32) -> Bool {
      let tree = memo.labels[Int(k)].tree
      return tree >= 0 && tree != extended
    }

    // Linear subtrees, children before parents.
    var valid = [Bool](repeating: false, count: count)
    var childrenValid = [Bool](repeating: true, count: count)
    var spanLow = [Int32](repeating: .max, count: count)
    var spanHigh = [Int32](repeating: .min, count: count)
    for p in stride(from: count - 1, through: 0, by: -1) {
      let e = order[p]
      var ok = childrenValid[e]
      if reuseAt[e] >= 0 {
        ok = ok && extended >= 0
      } else if ok {
        let (j, t) = log[e]
        let q = movedRow[e]
        let qi = Int(q)
        ok =
          (t > 0 ? upper[Int(j)] == .infinity : lower[Int(j)] == -.infinity)
          && lower[qi] == upper[qi] && memo.scratch.touches(q) == 2 && !conflicts(j)
          && !conflicts(q)
        var index = rowsOf[e]
        while ok && index < rowsOf[e + 1] {
          let r = Int(rowList[index])
          index += 1
          let b = basicOfRow[r]
          let bi = Int(b)
          if b == q { continue }
          if conflicts(b) {
            ok = false
          } else if lower[bi] == upper[bi] {
            // An equality: repaired within the subtree by moves of the subtree alone.
            if memo.scratch.wasRepaired(b) {
              spanLow[e] = min(spanLow[e], memo.scratch.low(b))
              spanHigh[e] = max(spanHigh[e], memo.scratch.high(b))
            } else {
              ok = false
            }
          } else if let k = rows.find(j, inRow: r) {
            // Any other row: pushed only towards a side it has no bound on.
            let push = rows.coefficient(r, k) * t
            if push > 0 && upper[bi] != .infinity || push < 0 && lower[bi] != -.infinity {
              ok = false
            }
          }
        }
      }
      ok = ok && spanLow[e] >= pre[e] && spanHigh[e] <= post[e]
      valid[e] = ok
      let parent = moveCause[e]
      if parent >= 0 {
        if !ok { childrenValid[parent] = false }
        spanLow[parent] = min(spanLow[parent], spanLow[e])
        spanHigh[parent] = max(spanHigh[parent], spanHigh[e])
      }
    }

    // The tree's numbers: the extended tree's below its own, ending where the reused node's
    // subtree does; a new tree's from 0.
    let tree: Int
    let base: Int32
    let scale: Double
    if extended >= 0 {
      tree = extended
      let reuse = memo.reuses[0]
      base = memo.trees[tree].low - pre[reuse.event]
      scale = reuse.scale
    } else {
      tree = memo.trees.count
      base = 0
      scale = 1
      memo.trees.append(ShiftMemo.Tree(low: 0, high: Int32(count - 1), root: -1))
    }
    func number(_ p: Int32) -> Int32 { p == ShiftMemo.outside ? p : p + base }
    let treeHigh = memo.trees[tree].high
    var rootNode: Int32 = -1
    for e in 0..<count where valid[e] && reuseAt[e] < 0 {
      let node = Int32(memo.nodes.count)
      memo.nodes.append(
        ShiftMemo.Node(
          tree: Int32(tree), low: number(pre[e]),
          high: onPath[e] ? treeHigh : number(post[e]), symbol: log[e].0,
          step: log[e].1 / scale))
      let q = Int(movedRow[e])
      if memo.nodeOfRow[q] < 0 { memo.nodeOfRow[q] = node }
      if pre[e] == 0 && post[e] == Int32(count - 1) { rootNode = node }
    }
    if extended >= 0 { memo.trees[tree].low = number(0) }
    memo.trees[tree].root = rootNode

    // Labels: each symbol a fresh move changed, with what the whole propagation changed it by
    // (in the tree's units), where no other tree labels it.
    memo.scratch.readBefore(changes)
    for k in memo.scratch.changed {
      let ki = Int(k)
      guard memo.scratch.freshlyChanged(k) else { continue }
      let change = (value[ki] - memo.scratch.before(k)) / scale
      let low = number(memo.scratch.low(k))
      let high = number(memo.scratch.high(k))
      if memo.labels[ki].tree < 0 {
        memo.labels[ki] = ShiftMemo.Label(tree: Int32(tree), low: low, high: high, change: change)
      } else if memo.labels[ki].tree == Int32(tree) {
        memo.labels[ki].low = min(memo.labels[ki].low, low)
        memo.labels[ki].high = max(memo.labels[ki].high, high)
        memo.labels[ki].change += change
      }
    }
  }
}

/// The per-symbol lists `Tableau.recordShiftTree` works in, kept between recordings (each
/// entry stamped with the recording that set it).
struct ShiftRecordingScratch {
  var epoch: UInt32 = 0
  var stamp: [UInt32] = []
  var count: [Int32] = []
  var low: [Int32] = []
  var high: [Int32] = []
  var flags: [UInt8] = []
  var beforeValue: [Double] = []
  /// The symbols stamped by this recording, in the order first touched.
  var changed: [Int32] = []

  static let freshFlag: UInt8 = 1
  static let repairedFlag: UInt8 = 2
  static let beforeFlag: UInt8 = 4

  /// Starts a recording over `symbols` symbols.
  mutating func begin(symbols: Int) {
    epoch &+= 1
    if epoch == 0 {
      for i in stamp.indices { stamp[i] = 0 }
      epoch = 1
    }
    if stamp.count < symbols {
      let more = symbols - stamp.count
      stamp.append(contentsOf: repeatElement(0, count: more))
      count.append(contentsOf: repeatElement(0, count: more))
      low.append(contentsOf: repeatElement(0, count: more))
      high.append(contentsOf: repeatElement(0, count: more))
      flags.append(contentsOf: repeatElement(0, count: more))
      beforeValue.append(contentsOf: repeatElement(0, count: more))
    }
    changed.removeAll(keepingCapacity: true)
  }

  private mutating func enter(_ k: Int32) {
    let i = Int(k)
    guard stamp[i] != epoch else { return }
    stamp[i] = epoch
    count[i] = 0
    low[i] = .max
    high[i] = .min
    flags[i] = 0
    changed.append(k)
  }

  /// Notes that move number `p` changed symbol `k` (a row's basic symbol or a moved one).
  mutating func touch(_ k: Int32, by p: Int32, fresh: Bool) {
    enter(k)
    let i = Int(k)
    count[i] += 1
    low[i] = min(low[i], p)
    high[i] = max(high[i], p)
    if fresh { flags[i] |= ShiftRecordingScratch.freshFlag }
  }

  /// Notes that a move repaired the row of basic symbol `q`.
  mutating func repaired(_ q: Int32) {
    enter(q)
    flags[Int(q)] |= ShiftRecordingScratch.repairedFlag
  }

  /// Each symbol's value before the probe, from its first record.
  mutating func readBefore(_ changes: [(Int32, Double)]) {
    for (k, v) in changes {
      let i = Int(k)
      guard stamp[i] == epoch, flags[i] & ShiftRecordingScratch.beforeFlag == 0 else { continue }
      flags[i] |= ShiftRecordingScratch.beforeFlag
      beforeValue[i] = v
    }
  }

  func touches(_ k: Int32) -> Int32 { stamp[Int(k)] == epoch ? count[Int(k)] : 0 }
  func low(_ k: Int32) -> Int32 { low[Int(k)] }
  func high(_ k: Int32) -> Int32 { high[Int(k)] }
  func wasRepaired(_ k: Int32) -> Bool {
    stamp[Int(k)] == epoch && flags[Int(k)] & ShiftRecordingScratch.repairedFlag != 0
  }
  func freshlyChanged(_ k: Int32) -> Bool {
    stamp[Int(k)] == epoch && flags[Int(k)] & ShiftRecordingScratch.freshFlag != 0
      && flags[Int(k)] & ShiftRecordingScratch.beforeFlag != 0
  }
  func before(_ k: Int32) -> Double { beforeValue[Int(k)] }
}
