/// Whether the optimum pins variables down.
extension Solver {
  /// Whether the optimum fixes `variable`, or in which directions it can move without worsening
  /// the error at any priority level. Ties inside a level count as freedom: two views hugging at
  /// the same priority leave their split undetermined.
  public func ambiguity(of variable: Variable) -> Ambiguity {
    ambiguities(of: [variable])[0]
  }

  /// `ambiguity(of:)` for many variables at once, sharing the work.
  ///
  /// How (see "Ambiguity" in `Docs/solver.md`): at a lexicographic optimum, a non-basic symbol
  /// whose reduced-cost vector is not zero cannot move without worsening some level, and every
  /// point of the optimal face keeps it where it is. Fixing those symbols and dropping the
  /// objective leaves exactly the optimal face. Sign propagation over the rows
  /// (`Tableau.faceDirections`) then proves most directions blocked in one pass; propagated
  /// shifts prove most of the others open; and for what is left, the primal simplex maximizes
  /// and minimizes the variable over the face.
  /// - Complexity: O(entries of the tableau) when signs and shifts settle every variable, as in
  ///   chains and grids of views; two small linear programs per variable they leave open.
  public func ambiguities(of variables: [Variable]) -> [Ambiguity] {
    ambiguities(ofExpressions: variables.map { Expression($0) })
  }

  /// `ambiguities(of:)` for linear expressions over the variables, such as a view's position
  /// relative to its superview (`view.left − superview.left`): whether the optimum fixes each
  /// expression's value, or which ways it can move. An expression is looked at on the copy of
  /// the tableau the question works on, so the solver itself is never changed (no temporary
  /// constraint to add and remove).
  public func ambiguities(ofExpressions expressions: [Expression]) -> [Ambiguity] {
    var face = optimalFace()
    return ambiguities(ofExpressions: expressions, on: &face).answers
  }

  /// `ambiguities(ofExpressions:)` with the first expressions' terms read ahead (`TermHandles`,
  /// for as many of `expressions`, in order, as it holds): the same answers. Handles of another
  /// generation are not read; the expressions are.
  public func ambiguities(ofExpressions expressions: [Expression], termHandles: TermHandles)
    -> [Ambiguity]
  {
    var face = optimalFace()
    return ambiguities(ofExpressions: expressions, readAhead: termHandles, on: &face).answers
  }

  /// `ambiguities(ofExpressions:)` on `face` (the optimal face), with each expression's symbol
  /// there (nil where none was needed); `readAhead` for the first expressions, unless its
  /// handles are of another generation.
  func ambiguities(
    ofExpressions expressions: [Expression], readAhead: TermHandles? = nil,
    on face: inout Tableau
  ) -> (symbols: [Int32?], answers: [Ambiguity]) {
    let readAhead = readAhead?.generation == handleGeneration ? readAhead : nil
    var known: [(up: Bool?, down: Bool?)] = []
    // A term whose symbol the face holds still (signs prove it moves neither way) adds only a
    // constant: `view.left − superview.left` under a pinned superview is `view.left` there.
    // Dropping such terms lets an expression be asked as its one symbol, as a root-level
    // view's position is, instead of through a row added for it, whose probes read a pulled
    // chain's deferred rows expanded (a squeezed row inside a container, W6 nested).
    var directions: (up: [Bool], down: [Bool])?
    // (The counts read ahead where there are some: reading each expression's own list is what
    // `TermHandles` saves.)
    let aheadCounts = readAhead?.counts ?? []
    let hasSums = expressions.indices.contains { i in
      i < aheadCounts.count ? aheadCounts[i] > 1 : expressions[i].terms.count > 1
    }
    if hasSums {
      directions = faceDirectionsOfSolverRows(face)
    }
    var made: [Int32] = []
    let symbols = face.querySymbols(
      for: expressions, known: &known, solver: self, fixedWhere: directions, made: &made,
      readAhead: readAhead)
    // Rows added for expressions need their own symbols' directions. Each such row's symbol
    // is new and free, and in no other row, so the row tells nothing about the others: the
    // directions found before stand, and only the new rows are read (`faceDirections(extending:
    // withRowsOf:)`, which answers nil where that would not hold, and debug builds check it
    // against sign propagation over every row). Sign propagation again over the whole face
    // doubled its cost for such a question. The new symbols are told by the list `made`, not
    // by the count of symbols: a new symbol may take a freed one's index.
    if let first = directions {
      if !made.isEmpty {
        directions =
          face.faceDirections(extending: first, withRowsOf: made) ?? face.faceDirections()
        assert(Tableau.sameDirections(directions, face.faceDirections()))
      }
    } else {
      directions = faceDirectionsOfSolverRows(face)
    }
    let (up, down) = directions ?? ([], [])
    for (i, symbol) in symbols.enumerated() {
      guard let s = symbol else { continue }
      if !up[Int(s)] { known[i].up = false }
      if !down[Int(s)] { known[i].down = false }
    }
    return (symbols, settle(symbols, known, on: &face, directions: (up, down)))
  }

  /// The method `ambiguities(of:)` used before sign propagation: a cheap test of each variable's
  /// own row, probes, and two linear programs per variable left open. The same answers, more
  /// slowly; kept as the tests' oracle.
  func ambiguitiesByLinearPrograms(of variables: [Variable]) -> [Ambiguity] {
    var face = optimalFace(textbook: true)
    var known: [(up: Bool?, down: Bool?)] = []
    let symbols = face.querySymbols(
      for: variables.map { Expression($0) }, known: &known, solver: self)
    for (i, symbol) in symbols.enumerated() {
      guard let s = symbol else { continue }
      if face.cannotMove(s, 1) { known[i].up = false }
      if face.cannotMove(s, -1) { known[i].down = false }
    }
    return settle(symbols, known, on: &face)
  }

  /// `face.faceDirections()`, the last answer again where it stands (`lastFaceDirections`).
  ///
  /// Only while `face` holds the solver's own rows: a face is a copy of the tableau that
  /// advances its rows' version when it changes them (a row made for a question), so the same
  /// version as the tableau's means the same rows; and the tableau's versions are one history,
  /// as `reset` (the only other tableau) forgets the last answer. The face's bounds are then
  /// compared symbol by symbol.
  func faceDirectionsOfSolverRows(_ face: Tableau) -> (up: [Bool], down: [Bool]) {
    guard face.rows.version == tableau.rows.version else { return face.faceDirections() }
    let answer = face.faceDirections(unlessAsIn: lastFaceDirections)
    lastFaceDirections = answer
    // Debug builds (the tests) check every reuse against the answer found afresh.
    assert(Tableau.sameDirections((answer.up, answer.down), face.faceDirections()))
    return (answer.up, answer.down)
  }

  /// A copy of the tableau cut down to the optimal face: every symbol whose move would cost
  /// something pinned where it is, no objective. Its deferred rows stay as they are (the probes
  /// read them as they are: `Tableau+FaceProbes.swift`), unless `textbook` asks for every row
  /// over non-basic symbols only (the oracle's form, as the question was asked before).
  func optimalFace(textbook: Bool = false) -> Tableau {
    // The copy, not the solver's own tableau: looking must not change what later calls answer,
    // and the form of the rows steers the simplex's tie-breaks. Expanding a pulled chain's
    // deferred rows made this copy N²/2 entries for N links (a squeezed row of views, W6).
    var face = tableau
    if textbook { face.expandDeferredRows() }
    // A tie inside a level (two errors that trade one for one) can leave a few 1e-12 of
    // round-off where the reduced cost is zero, beyond the absolute `costTolerance` when the
    // level's entries are in the hundreds: pinning that symbol called a free variable fixed
    // (found by `Scripts/kiwi-differential.py`). Each level's entries set its own scale.
    let scales = face.objective.map { row in row.coefficients.reduce(0) { max($0, abs($1)) } }
    // Locked: every symbol that some level prices beyond round-off, read off each level's row
    // in one pass. Asking each entry's symbol of every level (a binary search of each row)
    // made that N log N per layout where a level has an error per label (2.7% of validating a
    // 10,000-card grid, x12 from 1,000). The same symbols, each locked at its value.
    for l in face.objective.indices {
      let row = face.objective[l]
      for k in 0..<row.count
      where !Tableau.isNegligibleCost(row.coefficients[k], scale: scales[l]) {
        let s = Int(row.symbols[k])
        // Written only where it changes a bound: a priced symbol sits at the bound its cost
        // pushes it to (an error at its lower 0), and a write that changes nothing still
        // copied the whole array from the solver's (5.6 MB of lowers at 50,000 labels, at
        // the peak of `query`). The same bits as before in every bound.
        let v = face.value[s]
        if face.lower[s].bitPattern != v.bitPattern { face.lower[s] = v }
        if face.upper[s].bitPattern != v.bitPattern { face.upper[s] = v }
      }
    }
    face.levels = []
    face.objective = []
    return face
  }

  /// Answers the directions `known` leaves open (nil) for the face symbols `symbols` (nil:
  /// answered already): by propagated shifts along the face, then by linear programs over it.
  ///
  /// `directions`, sign propagation's answer for every face symbol (`faceDirections`), lets
  /// the sweep of exact chains read the face as the signs do.
  func settle(
    _ symbols: [Int32?], _ known: [(up: Bool?, down: Bool?)], on face: inout Tableau,
    directions: (up: [Bool], down: [Bool])? = nil
  ) -> [Ambiguity] {
    var answers = known
    let queried = SymbolQueries(symbols, symbolCount: face.kind.count)
    // Where the optimum puts each one: the probes and programs below move the face's values.
    let start = symbols.map { $0.map { face.value[Int($0)] } ?? 0 }
    // First a cheap probe from the optimum itself: move each variable a little by propagated
    // shifts (no pivot). On a chain of inequalities that answers in one pass per variable, where
    // the simplex below would pivot along the whole chain.
    // A successful probe is a feasible move along the optimal face, so every queried variable it
    // moved can move that way too: on a chain, the first probe answers for all the others.
    // Upward in order, downward in reverse: constraints are usually written from the first item
    // on, so a probe from the far end carries along what precedes it.
    face.prepareProbes()
    // The links of exact chains first, from their textbook rows kept as weights along each
    // chain (`Tableau+FaceForest.swift`): linear where probing each one walked the chain.
    // What it leaves open is probed below as before (see the lists for what they read).
    face.repairHints = [Int32](repeating: -1, count: face.basicOfRow.count)
    let before = answers
    var forest = face.settleOnExactForest(
      symbols, queried: queried, start: start, answers: &answers, directions: directions)
    // The queried symbols with deferred rows that each direction is still open for: a probe
    // leaves them where they are, so it reads how far it moved each (a chain's links, which
    // the probe of one view moves together).
    // With the queries each stands for, looked up once (not hashed again after every probe).
    // Sorted by their rows' reference order (distinct per row, so no tie to break): a probe
    // can only have moved those from the first row it changed on (`changedFrom`), so it reads
    // and prunes only that part of a list, found by a binary search. And a probe up reads only
    // the symbols still open upward, a probe down those still open downward: on a chain, the
    // first probe up answers every link after it upward, and each later probe up (of the
    // widths) would otherwise read them all again for a move down they almost never make
    // (reading is only a shortcut: a symbol it skips is answered by its own probe). An entry
    // whose direction is answered may stay listed before the point a probe read from; reading
    // it again answers nothing new.
    var pending: (up: [Int32], down: [Int32]) = ([], [])
    var pendingQueries: (up: [ArraySlice<Int32>], down: [ArraySlice<Int32>]) = ([], [])
    if face.defersDependents {
      var listed = Set<Int32>()  // membership only
      var ordered: [Int32] = []
      // The links the sweep left open are left out of the lists only when they are few (W6:
      // the first link, down, which every probe of a width that moves the chain's root read,
      // summing the chain up to that width: N² in all); many, they are read as before (a
      // squeezed row inside a container whose width is given first, where the sweep's probes
      // find nothing and reading answers them all).
      var openLinks = 0
      if !forest.isEmpty {
        for (i, symbol) in symbols.enumerated() {
          guard let s = symbol, face.hasDeferredRow(s), forest[Int(face.rowOfSymbol[Int(s)])],
            answers[i].up == nil || answers[i].down == nil
          else { continue }
          openLinks += 1
        }
      }
      let skipsLinks = openLinks <= Tableau.fewOpenLinks
      if !skipsLinks {
        // The sweep settled too little to count on (a squeezed row inside a container whose
        // width is given first: its probes find nothing): the question is asked as before,
        // as if it had not run, so that what it leaves open falls where it fell before.
        answers = before
        forest = []
        face.repairHints = nil
      }
      for case let s? in symbols
      where face.hasDeferredRow(s)
        && !(skipsLinks && !forest.isEmpty && forest[Int(face.rowOfSymbol[Int(s)])])
        && listed.insert(s).inserted
      {
        ordered.append(s)
      }
      ordered.sort {
        face.referenceOrder[Int(face.rowOfSymbol[Int($0)])]
          < face.referenceOrder[Int(face.rowOfSymbol[Int($1)])]
      }
      let queries = ordered.map { queried[$0] }
      pending = (ordered, ordered)
      pendingQueries = (queries, queries)
    }
    /// Drops the entries in `start ..< end` whose queries are all answered in `direction`.
    func prune(
      _ list: inout [Int32], _ queries: inout [ArraySlice<Int32>], from start: Int, to end: Int,
      upward: Bool
    ) {
      var kept = start
      for k in start..<end
      where queries[k].contains(where: {
        (upward ? answers[Int($0)].up : answers[Int($0)].down) == nil
      }) {
        list[kept] = list[k]
        queries.swapAt(kept, k)
        kept += 1
      }
      list.removeSubrange(kept..<end)
      queries.removeSubrange(kept..<end)
    }
    prune(&pending.up, &pendingQueries.up, from: 0, to: pending.up.count, upward: true)
    prune(&pending.down, &pendingQueries.down, from: 0, to: pending.down.count, upward: false)
    // First every symbol still open one way probed together (`probeTogether`): on a chain,
    // what one probe a symbol would move again and again moves once.
    face.probeTogether(symbols, direction: 1, queried: queried, answers: &answers)
    face.probeTogether(symbols, direction: -1, queried: queried, answers: &answers)
    // Each symbol probed upward in order, then downward in reverse (counted out, not listed:
    // a list of the 2N probes was 6 MB of a 50,000-label query, and twice that as it was made).
    let n = symbols.count
    // What each probe proves serves the probes after it, where a shift lists what it changes
    // (`ShiftMemo`): on a chain held at its far end, each width's probe pushes every view
    // between it and the free end, as the probe of the width before it did.
    if !face.defersDependents { face.shiftMemo = ShiftMemo(symbols: face.value.count) }
    defer { face.shiftMemo = nil }
    for p in 0..<(2 * n) {
      let (i, direction) = p < n ? (p, 1.0) : (2 * n - 1 - p, -1.0)
      guard let s = symbols[i] else { continue }
      let step = 1e-3 * max(1, abs(start[i]))
      if (direction > 0 ? answers[i].up : answers[i].down) != nil { continue }
      // A long row that a bounded row repeats, at the bound that stops it: proven without a
      // probe, which would move every symbol of the row in turn to fail (W6's absorbing view).
      if face.isBasic(s) && !face.hasDeferredRow(s) && face.parallelRowBlocks(s, direction) {
        if direction > 0 { answers[i].up = false } else { answers[i].down = false }
        continue
      }
      var moved: [(Int32, Double)] = []
      face.shiftMemo?.pinned = s
      // Whatever the probe found, only the part of the list it may have read can have been
      // answered in its direction (the probed symbol's own entry aside, which may stay): from
      // the first row it changed to the last row that moved (`changedThrough`; nothing after it
      // moved, and a failed probe read nothing).
      defer {
        if direction > 0 {
          let from = face.firstReadable(in: pending.up)
          let to = face.readableEnd(in: pending.up, from: from)
          prune(&pending.up, &pendingQueries.up, from: from, to: to, upward: true)
        } else {
          let from = face.firstReadable(in: pending.down)
          let to = face.readableEnd(in: pending.down, from: from)
          prune(&pending.down, &pendingQueries.down, from: from, to: to, upward: false)
        }
      }
      let reading = direction > 0 ? pending.up : pending.down
      // A step of a thousandth of a far coordinate can outrun the room a near view has: on a
      // chain of 2,900 views held at its far end whose last view took the slack, a probe of
      // the first view's place, 197,000 points left of the origin, stepped 197 where the last
      // view could give 187, and ~150 probes like it each pushed the whole chain, failed, and
      // went to a linear program (`query` 2.8 s; 2,700 views, 0.27 s). A failed probe is tried
      // once more by `Tableau.largestProbeStep` (still far above round-off at that scale); a
      // step that small already failed is not tried again.
      var found = face.canShift(
        s, by: direction * step, moved: &moved, reading: reading, readingInOrder: true)
      if !found && step > Tableau.largestProbeStep {
        found = face.canShift(
          s, by: direction * Tableau.largestProbeStep, moved: &moved, reading: reading,
          readingInOrder: true)
        if found { smallStepProbes += 1 }
      }
      if !found {
        guard face.defersDependents && face.hasDeferredRow(s) else { continue }
        switch face.probeThroughTextbookRow(
          s, by: direction * step, moved: &moved, reading: reading)
        {
        case true?: break
        case false?:
          // Proven: its textbook row cannot move it this way (exact, as sign propagation is).
          queried.settle(s, upward: direction > 0, false, in: &answers)
          continue
        case nil: continue
        }
      }
      // A proof the probe reused (`ShiftMemo`) moved the symbols of its subtree too, which
      // `moved` does not list: a symbol's move is its listed change plus theirs, and a symbol
      // whose share of a proof is unknown answers nothing (its own probe asks).
      let reuses = face.shiftMemo?.reuses ?? []
      for (symbol, change) in moved {
        var total = change
        if !reuses.isEmpty {
          guard let reused = face.shiftMemo?.change(of: symbol, by: reuses) else { continue }
          total += reused
          if abs(total) <= 1e-9 * max(1, abs(face.value[Int(symbol)])) { continue }
        }
        queried.settle(symbol, upward: total > 0, true, in: &answers)
      }
    }
    face.shiftMemo = nil
    // The linear programs pivot and move the face's point for good: every value kept up to date.
    face.repairHints = nil
    face.defersDependents = false
    face.levels = [0]
    for (i, symbol) in symbols.enumerated() where answers[i].up == nil || answers[i].down == nil {
      guard let s = symbol else { continue }
      let tolerance = 1e-7 * max(1, abs(start[i]))
      func reach(_ direction: Double) -> Bool {
        face.objective = [SparseRow()]
        face.addToObjective(-direction, s, level: 0)
        switch face.optimize() {
        case .unbounded: return true
        case .gaveUp: return true  // cannot prove it fixed
        case .optimal: return (face.value[Int(s)] - start[i]) * direction > tolerance
        }
      }
      if answers[i].up == nil { answers[i].up = reach(1) }
      if answers[i].down == nil { answers[i].down = reach(-1) }
    }
    return answers.map { Ambiguity(canIncrease: $0.up ?? false, canDecrease: $0.down ?? false) }
  }
}

extension Tableau {
  /// The face symbol whose value is each expression, adding a row for an expression that is not
  /// a single variable; nil, with the answer in `known`, where no symbol is needed: an
  /// expression over a variable the solver has never seen is free both ways (that variable is
  /// in no constraint), one with no variable at all is fixed.
  ///
  /// Terms over symbols that `fixedWhere` (sign propagation's answer, `faceDirections`) says
  /// move neither way are left out: they add a constant. (The directions themselves, not a
  /// closure over them: a closure was retained, called and released for every term.)
  mutating func querySymbols(
    for expressions: [Expression], known: inout [(up: Bool?, down: Bool?)], solver: Solver,
    fixedWhere directions: (up: [Bool], down: [Bool])? = nil
  ) -> [Int32?] {
    var made: [Int32] = []
    return querySymbols(
      for: expressions, known: &known, solver: solver, fixedWhere: directions, made: &made)
  }

  /// `querySymbols(for:known:solver:fixedWhere:)`, appending to `made` the symbol of each row
  /// it adds; with `readAhead` (current), the first expressions' terms are read from it rather
  /// than from the expressions (a term without a handle reads its variable).
  mutating func querySymbols(
    for expressions: [Expression], known: inout [(up: Bool?, down: Bool?)], solver: Solver,
    fixedWhere directions: (up: [Bool], down: [Bool])?, made: inout [Int32],
    readAhead: TermHandles? = nil
  ) -> [Int32?] {
    let ahead = readAhead?.count ?? 0
    let aheadCounts = readAhead?.counts ?? []
    let aheadCoefficients = readAhead?.coefficients ?? []
    let aheadHandles = readAhead?.handles ?? []
    // The first term of expression `i` in the lists read ahead.
    var firstAhead = 0
    let dropsFixed = directions != nil
    let up = directions?.up ?? []
    let down = directions?.down ?? []
    known = Array(repeating: (nil, nil), count: expressions.count)
    var symbols: [Int32?] = []
    symbols.reserveCapacity(expressions.count)
    // One list for every expression's terms, emptied keeping its room: a list of its own was
    // an allocation and a free per expression, and the engine asks about every view's
    // position at every layout.
    var termSymbols: [(Double, Int32)] = []
    // The solver's table of symbols, held once for every lookup: reached through the solver
    // for each term, it was retained and released around each.
    let table = solver.symbolOfVariable
    for i in expressions.indices {
      termSymbols.removeAll(keepingCapacity: true)
      var unseen = false
      // Each term read in place, not copied out: a copy retained and released its variable
      // (and the loop its expression's terms), an atomic write to an object that is cold
      // at 10,000 views, once per term of every expression at every layout.
      let isAhead = i < ahead
      let termCount = isAhead ? Int(aheadCounts[i]) : expressions[i].terms.count
      let first = firstAhead
      if isAhead { firstAhead += termCount }
      for k in 0..<termCount {
        let handle = isAhead ? aheadHandles[first + k] : -1
        let coefficient =
          isAhead ? aheadCoefficients[first + k] : expressions[i].terms[k].coefficient
        guard coefficient != 0 else { continue }
        // One read of the variable's entry gives its symbol and, for an alias (stored marked:
        // its root's symbol, and its link beside it), the link. Asking `aliasOfVariable` as
        // well hashed the variable's address into a table beyond the cache at 10,000 views:
        // with the retain of that table per call, 4% of validating a 10,000-card grid (x60
        // from 1,000 cards, `perf record`).
        // Borrowed, not retained: `expressions` holds the variable for the whole call, and
        // a retain and a release around the lookup were two atomic writes to the variable, an
        // object far from the cache at 10,000 views.
        // With the term's handle read ahead, neither the expression nor the variable is read.
        let (v, link) =
          handle >= 0
          ? table.storedEntry(atClaim: handle)
          : Unmanaged.passUnretained(expressions[i].terms[k].variable)
            ._withUnsafeGuaranteedRef { table.storedEntry(for: $0, claim: $0.loadClaim()) }
        if v == DenseTable<Variable>.absent {
          unseen = true
          continue
        }
        // An aliased variable is `factor · root + offset`, and `~v` is its root's symbol: the
        // factor belongs in the row (`x − y` with `x = 2·y` is `y`, not 0).
        let s = v >= 0 ? v : ~v
        let factor = v >= 0 ? 1.0 : solver.aliasLinks[Int(link)].factor
        if dropsFixed && !up[Int(s)] && !down[Int(s)] { continue }
        termSymbols.append((coefficient * factor, s))
      }
      if unseen {
        known[i] = (true, true)
        symbols.append(nil)
      } else if termSymbols.isEmpty {
        known[i] = (false, false)
        symbols.append(nil)
      } else if termSymbols.count == 1 && termSymbols[0].0 == 1 {
        symbols.append(termSymbols[0].1)
      } else {
        // A free symbol defined by the expression's row: it bounds nothing, so the face stays
        // the same, and it moves exactly as the expression does. A term over a symbol with a
        // deferred row (a link of a pulled chain: a view's edge in a squeezed row inside a
        // container) stays a reference, and the row is deferred too: expanded, the row of
        // `view.left − container.left` for the k-th view of the chain lists k slacks, so a row
        // of N views cost N²/2 entries here, and every probe's shift then walked them.
        // (Keeping every basic symbol as a reference, the container's edge too, cost more:
        // 0.57 G -> 1.39 G instructions for a 1,000-view row queried, container last.)
        var row = SparseRow()
        var refers = false
        for (coefficient, s) in termSymbols {
          if hasDeferredRow(s) {
            row.add(coefficient, s)
            refers = true
          } else {
            addSubstituted(coefficient, s, to: &row)
          }
        }
        let symbol = makeSymbol(.external, owner: -1)
        installRow(row, basic: symbol)
        if refers {
          // The invariants of deferred rows: a free symbol's row, listed in the columns of the
          // basic symbols it holds (`installRow` did), which are flagged as having dependents.
          markDeferred(Int(rowOfSymbol[Int(symbol)]))
          for s in row.symbols where isBasic(s) { hasDependents[Int(s)] = true }
        }
        symbols.append(symbol)
        made.append(symbol)
      }
    }
    return symbols
  }
}

extension Tableau {
  /// The step a failed ambiguity probe is tried again with when its own step (a thousandth of
  /// the symbol's value) was longer: a point, 500 times the feasibility tolerance at 100,000
  /// points (1e-8 of the value), where a thousandth would be 100 points.
  static let largestProbeStep = 1.0
}
