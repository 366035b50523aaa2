/// Other optima: points of the optimal face near the current one.
extension Solver {
  /// For each expression, a point of the optimal face that moves it by the first of `steps` (in
  /// order, each a signed change) that a propagated shift along the face can take — or nil when
  /// none can (the move needs a pivot, or the expression is fixed). The point is kept for the
  /// variables `observing[i]` names (read them with `value(of:at:)`): a shift along a long row
  /// moves many symbols, and a caller reads a few.
  ///
  /// Every point returned satisfies every required constraint and leaves the error at every
  /// priority level as it is: the face is the tableau with every non-basic symbol whose move
  /// would cost something pinned, the same face `ambiguities(ofExpressions:)` looks at (see
  /// "Ambiguity" in `Docs/solver.md`), and a shift keeps every row and every bound. The solver
  /// itself is not changed.
  ///
  /// Why: two layouts that satisfy the constraints equally well, for each ambiguous view, used
  /// to take a required constraint added and removed per view on a fresh solver; on a long
  /// squeezed row (W6) each of those re-solved a dense tableau. Here every expression shares
  /// one copy of the tableau, and each move costs the rows it touches.
  /// - Complexity: one copy of the tableau, then one propagated shift per expression and step
  ///   tried (each symbol moves at most once per shift).
  public func faceMoves(
    of expressions: [Expression], steps: [Double], observing: [[Variable]]
  ) -> [FaceMove?] {
    var face = optimalFace()
    var known: [(up: Bool?, down: Bool?)] = []
    let symbols = face.querySymbols(for: expressions, known: &known, solver: self)
    let requests = symbols.indices.map { i in
      (symbol: symbols[i], observing: i < observing.count ? observing[i] : [])
    }
    return moves(requests, steps: steps, on: &face)
  }

  /// `ambiguities(ofExpressions:)`, then moves as `faceMoves(of:steps:observing:)` finds them for
  /// the expressions `pick` chooses from the answers (each with the variables to observe), on
  /// the same copy of the tableau: one copy for both questions, where asking them one after
  /// the other copied (and on a squeezed row, expanded) the tableau twice.
  ///
  /// The linear programs that settle what probes leave open may move the copy to another point
  /// of the optimal face: a move then starts from there, and its point is still on the face.
  ///
  /// `termHandles`: the first expressions' terms read ahead, as
  /// `ambiguities(ofExpressions:termHandles:)` takes them (none by default).
  public func ambiguities(
    ofExpressions expressions: [Expression], steps: [Double], termHandles: TermHandles? = nil,
    moving pick: ([Ambiguity]) -> [(expression: Int, observing: [Variable])]
  ) -> (ambiguities: [Ambiguity], moves: [FaceMove?]) {
    var face = optimalFace()
    let (symbols, answers) = ambiguities(
      ofExpressions: expressions, readAhead: termHandles, on: &face)
    let picked = pick(answers)
    let requests = picked.map { request in
      (
        symbol: symbols.indices.contains(request.expression) ? symbols[request.expression] : nil,
        observing: request.observing
      )
    }
    return (answers, moves(requests, steps: steps, on: &face))
  }

  /// For each request, the first step by which a propagated shift moves its symbol on `face`,
  /// with the observed variables' symbols' values there; the face is put back after each.
  ///
  /// The steps are tried in order, except that a step that succeeded after the ones before it
  /// failed is tried first for the requests after, until one of them needs another (then the
  /// order is as given again, or that one leads). Where the first step succeeds every time, as
  /// usual, nothing changes.
  ///
  /// And a request whose symbol the last successful shift moved by the step it would try first
  /// takes that shift's point as its own, without a shift: a point of the face where the
  /// request's expression moved as its own shift would move it. Only where a shift lists every
  /// symbol it changes (a face without deferred rows, whose shifts read only what they are
  /// asked): on a column of views each at least a gap below the one before, and free to slide
  /// down, moving one view pushes every view after it, and a shift per view was the square of
  /// the views (2,000 views: 58 s to validate); each of those views can take the first
  /// view's point.
  ///
  /// Why: a shift that fails can cost a pass over the layout before it gives up. On a row of
  /// views squeezed into too little room, whose views give way at many priorities (compression
  /// resistance 700 to 979 along the row), moving a view's position 8 points right failed for
  /// nearly every view after walking the views before it, and 8 left then succeeded at once:
  /// N²/2 rows repaired per layout (469,024 for 1,000 views, the witness frames 59% of
  /// `validate`'s time). The views of one layout tend to answer alike, so the step that worked
  /// for one is tried first for the next.
  ///
  /// And where a shift lists what it changes, each shift reuses the repairs an earlier one
  /// proved linear (`ShiftMemo`), adding what they change to the watched symbols: on a chain
  /// of views whose widths can only grow, the witness of each width pushes every view between
  /// it and the free end, which the witness before it pushed already (1,000 views in 98
  /// layouts: 37 s, now 2.8 s).
  func moves(
    _ requests: [(symbol: Int32?, observing: [Variable])], steps: [Double],
    on face: inout Tableau
  ) -> [FaceMove?] {
    var moved: [(Int32, Double)] = []
    // How far each symbol moved in the last shift, by symbol (zero again after each read): a
    // shift along a long row moves many symbols, and only the observed ones are kept.
    var delta = [Double](repeating: 0, count: face.value.count)
    let tried = steps.filter { $0 != 0 && $0.isFinite }
    // The index in `tried` of the step that succeeded after the ones before it failed, tried
    // first from then on; -1: none (the given order).
    var leading = -1
    face.prepareProbes()
    // The last successful shift's change of every symbol it moved, by symbol, and those
    // symbols; kept only where a shift lists them all (see above).
    let shares = !face.defersDependents
    var shared = [Double](repeating: 0, count: shares ? face.value.count : 0)
    var sharedSymbols: [Int32] = []
    // The proven repairs the last successful shift reused: the symbols their subtrees change
    // are not in `shared` (see `ShiftMemo`).
    var sharedReuses: [ShiftMemo.Reuse] = []
    // Where a shift lists what it changes, what each shift proves serves the shifts after it.
    if shares { face.shiftMemo = ShiftMemo(symbols: face.value.count) }
    defer { face.shiftMemo = nil }
    // A symbol's change in the last successful shift, nil when a reused repair changed it in
    // part (unknown).
    func sharedChange(_ k: Int32) -> Double? {
      guard let reused = face.shiftMemo?.change(of: k, by: sharedReuses) else { return nil }
      return shared[Int(k)] + reused
    }
    return requests.map { request in
      guard let s = request.symbol else { return nil }
      // The observed symbols: a probe reads the change of those with deferred rows on demand.
      var watched: [Int32] = []
      for variable in request.observing {
        let (stored, link) = symbolEntry(of: variable)
        if stored == DenseTable<Variable>.absent { continue }
        watched.append(stored >= 0 ? stored : aliasLinks[Int(link)].root)
      }
      // The step this request tries first: an earlier point that moved its symbol by just that
      // much shows what its own first shift would (the documented 8 points), without the shift.
      let first = tried.isEmpty ? 0 : tried[leading < 0 ? 0 : leading]
      if shares && first != 0, let change = sharedChange(s),
        abs(change - first) <= 1e-9 * abs(first)
      {
        if sharedReuses.isEmpty {
          sharedFaceMoves += 1
          return FaceMove(change: change, watching: watched, from: face.value, moved: shared)
        }
        let changes = watched.map(sharedChange)
        if !changes.contains(where: { $0 == nil }) {
          sharedFaceMoves += 1
          for (k, d) in zip(watched, changes) { delta[Int(k)] = d ?? 0 }
          let point = FaceMove(change: change, watching: watched, from: face.value, moved: delta)
          for k in watched { delta[Int(k)] = 0 }
          return point
        }
      }
      face.shiftMemo?.pinned = s
      face.shiftMemo?.watched = watched
      let order =
        leading < 0 ? Array(tried.indices) : [leading] + tried.indices.filter { $0 != leading }
      for (attempt, index) in order.enumerated() {
        let step = tried[index]
        moved.removeAll(keepingCapacity: true)
        let mark = face.shiftMemo?.mark
        if !face.canShift(s, by: step, moved: &moved, reading: watched) {
          guard face.defersDependents && face.hasDeferredRow(s),
            face.probeThroughTextbookRow(s, by: step, moved: &moved, reading: watched) == true
          else {
            failedFaceMoves += 1
            continue
          }
        }
        // A long shift that proved nothing for the next turns the ties (once a batch).
        if let mark { face.shiftMemo?.turnIfItProvedNothing(since: mark, moved: moved.count) }
        let reuses = face.shiftMemo?.reuses ?? []
        // The watched symbols the reused repairs change, as the reuses found them (each said
        // exactly how much; an unknown share makes the point unknown: the next step is tried).
        let reused = reuses.isEmpty ? [] : face.shiftMemo?.watchedReused ?? []
        if !reuses.isEmpty && (reused.count != watched.count || reused.contains { $0 == nil }) {
          failedFaceMoves += 1
          continue
        }
        if attempt > 0 { leading = index == 0 ? -1 : index }
        reusedFaceRepairs += reuses.count
        if shares {
          for k in sharedSymbols { shared[Int(k)] = 0 }
          sharedSymbols.removeAll(keepingCapacity: true)
          for (k, d) in moved where d != 0 {
            shared[Int(k)] = d
            sharedSymbols.append(k)
          }
          sharedReuses = reuses
        }
        for (k, d) in moved { delta[Int(k)] = d }
        if !reuses.isEmpty {
          // Read before written: a symbol watched twice (two aliases of one root) adds once.
          let totals = zip(watched, reused).map { k, d in delta[Int(k)] + (d ?? 0) }
          for (k, total) in zip(watched, totals) { delta[Int(k)] = total }
        }
        let point = FaceMove(change: step, watching: watched, from: face.value, moved: delta)
        for (k, _) in moved { delta[Int(k)] = 0 }
        for k in watched { delta[Int(k)] = 0 }
        return point
      }
      return nil
    }
  }

  /// A variable's value at a point of the optimal face found by `faceMoves(of:steps:observing:)`;
  /// nil for a variable the move did not observe (or the solver has not seen).
  public func value(of variable: Variable, at move: FaceMove) -> Double? {
    let (s, link) = symbolEntry(of: variable)
    if s == DenseTable<Variable>.absent { return nil }
    let k = s >= 0 ? s : aliasLinks[Int(link)].root
    guard let root = move.value(of: k) else { return nil }
    if s >= 0 { return root == 0 ? 0 : root }  // never -0
    // An alias moves as its root does: `x = factor · root + offset`.
    let alias = aliasLinks[Int(link)]
    let x = alias.factor * root + alias.offset
    return x == 0 ? 0 : x
  }
}

/// A point of the optimal face near the optimum (`Solver.faceMoves(of:steps:observing:)`): the
/// values of the observed variables' symbols there. Valid until the solver next changes.
public struct FaceMove: Sendable {
  /// The change of the expression the move was asked for: one of the steps.
  public let change: Double
  /// The observed symbols, increasing, and their values at the point.
  let symbols: [Int32]
  let values: [Double]

  /// The value of `symbol` at the point, if it was observed.
  func value(of symbol: Int32) -> Double? {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low + high) >> 1
      if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    return low < symbols.count && symbols[low] == symbol ? values[low] : nil
  }
}

extension FaceMove {
  /// The point that `moved` (each symbol's change, by symbol) leads to from `values`, kept for
  /// the `watched` symbols.
  init(change: Double, watching watched: [Int32], from values: [Double], moved: [Double]) {
    var observed: [(symbol: Int32, value: Double)] = []
    for k in watched { observed.append((k, values[Int(k)] + moved[Int(k)])) }
    observed.sort { $0.symbol < $1.symbol }
    self.init(change: change, symbols: observed.map(\.symbol), values: observed.map(\.value))
  }
}
