/// Turning constraints into tableau rows and back.
extension Solver {
  /// The bounds of a constraint's slack: `slack = Σ aᵢ·xᵢ` and the constraint reads
  /// `slack + constant (relation) 0`.
  static func bounds(_ relation: Relation, constant: Double) -> (Double, Double) {
    switch relation {
    case .equal: return (-constant, -constant)
    case .greaterThanOrEqual: return (-constant, .infinity)
    case .lessThanOrEqual: return (-.infinity, -constant)
    }
  }

  /// Creates the record, the slack and error symbols, the row and the objective entries of a
  /// constraint. Leaves the row's basic symbol marked for repair.
  func insertRecord(for constraint: Constraint) -> Int {
    let id = freeRecords.popLast() ?? records.count
    if id == records.count { records.append(nil) }
    var record = ConstraintRecord(
      constraint: constraint, slack: -1, constant: constraint.expression.constant,
      relation: constraint.relation, sequence: sequence)
    sequence += 1
    recordOfConstraint[constraint] = Int32(id)
    if recordsOverVariable != nil { indexRecord(id, constraint) }
    // An identical constraint over an alias class shares its row (`Solver+SharedRows.swift`).
    if aliasCount > 0, let key = shareKey(constraint, constant: record.constant) {
      records[id] = record
      if let g = sharedRow(for: key) {
        join(record: id, group: g)
      } else {
        buildRows(record: id, sharing: false)
        startSharedRow(record: id, key: key)
      }
      return id
    }
    buildRows(&record, id: id)
    // Stored once, after its rows are made: a record read out and written back per step cost
    // a copy (and a retain of its constraint) each time. Consumed, not copied and destroyed.
    records[id] = consume record
    return id
  }

  /// `buildRows(_:id:)` for a record already stored.
  func buildRows(record id: Int, sharing: Bool = true) {
    guard var record = records[id] else { return }
    if sharing, let key = shareKey(record.constraint, constant: record.constant) {
      if let g = sharedRow(for: key) {
        join(record: id, group: g)
        return
      }
      buildRows(&record, id: id)
      records[id] = record
      startSharedRow(record: id, key: key)
      return
    }
    buildRows(&record, id: id)
    records[id] = record
  }

  /// Makes the slack and error symbols, the row and the objective entries of `record` (record
  /// `id`), whose constraint has none: aliased variables are substituted
  /// (`x = factor · root + offset`). Leaves the row's basic symbol marked for repair.
  func buildRows(_ record: inout ConstraintRecord, id: Int) {
    let constraint = record.constraint
    // The solver's scratch row: a new constraint allocates no row of its own (the tableau copies
    // it into its pool).
    var row = rowScratch
    rowScratch = SparseRow()
    defer { rowScratch = row }
    row.symbols.empty()
    row.coefficients.empty()
    let terms = constraint.expression.terms
    var (aliasOffset, subject, mentionsLink, extended, known) = writeTerms(terms, into: &row)
    // Written over a subject's row, introducing a variable: a chain is being built from that
    // subject, which goes back out of the basis (`Solver+Subjects.swift`); the row is written
    // again over it.
    if subject >= 0 && extended >= 0 && unpivotSubject(extended) {
      row.symbols.empty()
      row.coefficients.empty()
      (aliasOffset, subject, mentionsLink, _, known) = writeTerms(terms, into: &row)
    }
    subjectCandidate = mentionsLink ? -1 : subject
    subjectIsKnown = false
    // No variable to introduce: a known one may be the subject, but not in an equality of two
    // variables, which may become an optimistic alias (its leaf must stay out of the basis).
    if subjectCandidate < 0 && !mentionsLink && known >= 0
      && !(constraint.relation == .equal && Solver.aliasTerms(constraint.expression) != nil)
    {
      subjectCandidate = known
      subjectIsKnown = true
    }
    record.aliasOffset = aliasOffset
    record.isAlias = false
    record.optimisticLeaf = -1
    let (low, high) = Solver.bounds(
      constraint.relation, constant: record.constant + aliasOffset)
    let slack = tableau.makeSymbol(.slack, owner: id, lower: low, upper: high)
    record.slack = slack
    record.errorPlus = -1
    record.errorMinus = -1
    let priority = constraint.priority.value
    if !constraint.priority.isRequired {
      let level = tableau.level(for: priority)
      // slack = Σ aᵢxᵢ − e⁺ + e⁻: the expression's value is e⁺ − e⁻ off its target.
      if constraint.relation != .greaterThanOrEqual {
        let plus = tableau.makeSymbol(.error, owner: id, lower: 0)
        Tableau.add(-1, plus, to: &row)
        tableau.addToObjective(1, plus, level: level)
        record.errorPlus = plus
      }
      if constraint.relation != .lessThanOrEqual {
        let minus = tableau.makeSymbol(.error, owner: id, lower: 0)
        Tableau.add(1, minus, to: &row)
        tableau.addToObjective(1, minus, level: level)
        record.errorMinus = minus
      }
    }
    tableau.installRow(row, basic: slack)
  }

  /// Adds `terms` to `row` over the tableau's non-basic symbols: aliased variables written over
  /// their roots, basic symbols substituted, a new variable given its symbol.
  /// - Returns: what the aliases' offsets add to the constant; for the choice of subject
  ///   (`Solver+Subjects.swift`), the variable the terms introduce (the last, -1 if none, and
  ///   only when the terms hold several variables), whether they mention a link, a subject
  ///   they mention (-1 if none), and the first variable they hold that earlier rows hold too,
  ///   unmarked and non-basic (-1 if none, and only when the terms hold several variables). A
  ///   variable's mark is the extra of its entry, read with its symbol.
  @inline(__always)
  func writeTerms(_ terms: [Term], into row: inout SparseRow) -> (
    offset: Double, subject: Int32, mentionsLink: Bool, extended: Int32, known: Int32
  ) {
    let relates = terms.count >= 2
    var aliasOffset = 0.0
    var subject: Int32 = -1
    var mentionsLink = false
    var extended: Int32 = -1
    var known: Int32 = -1
    for term in terms {
      // One lookup: an aliased variable's entry is stored marked, with its link beside it.
      let variable = term.variable
      let (stored, k) = symbolEntry(of: variable)
      if stored < 0 && stored != DenseTable<Variable>.absent {
        let link = aliasLinks[Int(k)]
        tableau.addSubstituted(term.coefficient * link.factor, link.root, to: &row)
        aliasOffset += term.coefficient * link.offset
        continue
      }
      // A new variable's symbol first: it may grow the tableau.
      let s: Int32
      if stored >= 0 {
        s = stored
        if k != 0 && relates {
          mentionsLink = true
          if k == Solver.subjectMark { extended = s }
        } else if relates && known < 0 && !tableau.isBasic(s) {
          known = s
        }
      } else {
        s = newSymbol(for: variable, link: relates)
        if relates { subject = s }
      }
      tableau.addSubstituted(term.coefficient, s, to: &row)
    }
    return (aliasOffset, subject, mentionsLink, extended, known)
  }

  /// Removes a constraint's rows, symbols and objective entries. In a feasible tableau values do
  /// not change, so it stays feasible; the objective may no longer be optimal. (In a rollback the
  /// tableau may be infeasible; its violations stay on basic symbols, for `restore` to repair.)
  func removeRecord(_ id: Int) {
    guard let record = records[id] else { return }
    detachRows(record: id)
    recordOfConstraint[record.constraint] = nil
    records[id] = nil
    freeRecords.append(id)
  }

  /// Removes record `id`'s rows, symbols and objective entries, keeping the record (see
  /// `removeRecord`). Afterwards it has no symbols, as an alias has none.
  func detachRows(record id: Int) {
    // A member of a shared row with others only takes its weight out.
    if records[id]?.sharedRow ?? -1 >= 0 && leaveSharedRow(record: id) { return }
    guard var record = records[id] else { return }
    defer {
      record.slack = -1
      record.errorPlus = -1
      record.errorMinus = -1
      records[id] = record
    }
    let level =
      record.constraint.priority.isRequired
      ? nil : tableau.levels.firstIndex(of: record.constraint.priority.value)
    for s in [record.slack, record.errorPlus, record.errorMinus] where s >= 0 {
      let cost: Double = (s == record.slack) ? 0 : 1
      if !tableau.isBasic(s) {
        var column = tableau.liveColumn(s)
        // The pivot below needs its row in textbook form. Only the deferred rows that hold `s`
        // are expanded (an expansion can change the coefficient of `s`, so before choosing);
        // the rest of a chain stays as it is.
        if tableau.deferredRowCount > 0
          && column.contains(where: { tableau.isDeferredRow[Int($0)] })
        {
          for r in column where tableau.isDeferredRow[Int(r)] { tableau.expandRow(Int(r)) }
          column = tableau.liveColumn(s)
        }
        // An entry too small to pivot on is round-off (a sum that should have cancelled), not
        // an entry: pivoting on one (1e-16, the largest left once the constraint's own row was
        // gone) wrote 1e16 into the objective, which then no longer priced the levels' errors.
        // Dropped from its row, it is not there at all.
        column.removeAll { r in
          guard abs(tableau.rows.coefficient(of: s, inRow: Int(r))) <= Tableau.pivotTolerance
          else { return false }
          tableau.rows.remove(s, fromRow: Int(r))
          return true
        }
        if column.isEmpty {
          // In no row: only the objective knows it (and it goes: no cost changes but its own).
          if let level {
            if tableau.costChanges.isTracking { tableau.costChanges.changes &+= 1 }
            tableau.objective[level].removeLeavingTombstone(s)
          }
          tableau.freeSymbol(s)
          continue
        }
        // Make it basic through the row where it weighs most (the stablest pivot).
        var best = column[0]
        var bestMagnitude = 0.0
        for r in column {
          let m = abs(tableau.rows.coefficient(of: s, inRow: Int(r)))
          if m > bestMagnitude || (m == bestMagnitude && r < best) {
            best = r
            bestMagnitude = m
          }
        }
        let leaving = tableau.basicOfRow[Int(best)]
        tableau.pivot(entering: s, leaving: leaving)
        // When a refused call is rolled back the tableau may be infeasible: a basic symbol out of
        // its bounds must not stay out as a non-basic one, where repair never looks. Snap it to
        // the nearest bound; the rows that moves are marked for repair.
        let li = Int(leaving)
        let snapped = min(max(tableau.value[li], tableau.lower[li]), tableau.upper[li])
        if snapped != tableau.value[li] {
          if tableau.costChanges.isTracking { tableau.costChanges.symbols.append(leaving) }
          tableau.shift(leaving, by: snapped - tableau.value[li])
          tableau.value[li] = snapped
        }
      }
      // Basic now: the objective holds `cost · row(s)`; take it out, then the row.
      // One merge of the two sorted rows, not an insertion per entry: an insertion shifts the
      // tail of a long objective row, so taking out a row of k entries cost k times its length.
      if cost != 0, let level {
        tableau.costVersion &+= 1
        let row = tableau.rows.row(Int(tableau.rowOfSymbol[Int(s)]))
        if tableau.costChanges.isTracking {
          tableau.costChanges.changes &+= 1
          tableau.costChanges.symbols.append(contentsOf: row.symbols)
        }
        var scratch = tableau.objectiveScratch
        tableau.objectiveScratch = SparseRow()  // sole owner while merging: no copy on write
        tableau.objective[level].add(row, times: -cost, skipping: -1, using: &scratch)
        tableau.objectiveScratch = scratch
      }
      tableau.deleteRow(of: s)
      tableau.freeSymbol(s)
    }
  }

  /// Sets a record's constant, moving its slack's bounds (and a non-basic slack with them).
  func applyConstant(_ constant: Double, record id: Int) {
    // The record's fields read and written in place: a copy of the record retained its
    // constraint, a write to an object made long before (at 10,000 views a cache miss, and a
    // dirty line, for each of the thousands of constants a size-class change moves).
    guard let s = records[id]?.slack else { return }
    records[id]!.constant = constant
    let si = Int(s)
    let (low, high) = Solver.bounds(
      records[id]!.relation, constant: constant + records[id]!.aliasOffset)
    let oldLow = tableau.lower[si]
    let oldHigh = tableau.upper[si]
    tableau.lower[si] = low
    tableau.upper[si] = high
    if tableau.rowOfSymbol[si] >= 0 {  // basic (a field read: no copy of the tableau)
      tableau.markDirty(s)
      return
    }
    // A non-basic slack resting on a bound moves with it, so the objective stays optimal.
    // "Resting" up to round-off: a slack left a hair off its bound must move too, or the
    // optimum is lost (nothing re-optimizes after a constant change that breaks no bound).
    let v = tableau.value[si]
    var target = v
    if oldLow > -.infinity && low > -.infinity && Tableau.isOnBound(v, oldLow) {
      target = low
    } else if oldHigh < .infinity && high < .infinity && Tableau.isOnBound(v, oldHigh) {
      target = high
    }
    target = min(max(target, low), high)
    tableau.shift(s, by: target - v)
    tableau.value[si] = target
  }

  /// Changes a record's constant by its cached response, when there is one for the current
  /// structure and every value it moves stays within bounds.
  /// - Returns: whether it did; if not, nothing changed.
  func applyCachedResponse(record id: Int, from old: Double, to constant: Double) -> Bool {
    guard let response = responses[id], response.version == tableau.structureVersion,
      let slack = records[id]?.slack
    else { return false }
    // The record read in place, not copied (see `applyConstant`).
    let si = Int(slack)
    let saved = (tableau.lower[si], tableau.upper[si])
    let (low, high) = Solver.bounds(
      records[id]!.relation, constant: constant + records[id]!.aliasOffset)
    tableau.lower[si] = low
    tableau.upper[si] = high
    guard tableau.apply(response, change: constant - old, slack: slack) else {
      (tableau.lower[si], tableau.upper[si]) = saved
      return false
    }
    // An equality's slack lands on its new target up to round-off; put it there exactly, so that
    // a non-basic slack is seen resting on its bound next time.
    if low == high && abs(tableau.value[si] - low) <= 1e-9 * max(1, abs(low)) {
      tableau.value[si] = low
    }
    records[id]!.constant = constant
    return true
  }

  /// The constraints named by an infeasible row: its basic symbol and every symbol in it.
  func certificateConstraints(_ basic: Int32) -> [Constraint] {
    let row = tableau.rows.row(Int(tableau.rowOfSymbol[Int(basic)]))
    var ids: [Int] = []
    for s in [basic] + row.symbols where tableau.kind[Int(s)] != .external {
      ids.append(Int(tableau.owner[Int(s)]))
    }
    // A shared row stands for every constraint that shares it.
    for id in ids {
      guard let g = records[id]?.sharedRow, g >= 0 else { continue }
      ids.append(contentsOf: sharedRowMembers[Int(g)])
    }
    // A row over an alias class's root stands for the aliases that write each member it
    // reads over the root: those on the member's path to the root.
    if aliasCount > 0 {
      var reached: [Int32: [Variable]] = [:]  // lookups only: the roots are sorted below
      for id in Set(ids).sorted() {
        guard let record = records[id] else { continue }
        for term in record.constraint.expression.terms {
          guard let root = knownSymbol(of: term.variable), aliasClasses[root] != nil else {
            continue
          }
          reached[root, default: []].append(term.variable)
        }
      }
      for root in reached.keys.sorted() {
        guard let members = reached[root] else { continue }
        ids.append(contentsOf: aliasPaths(ofClass: root, from: members))
      }
    }
    return Set(ids).sorted().compactMap { records[$0]?.constraint }
  }

  /// The alias records on the paths from `variables` to the root of the class over symbol
  /// `root`.
  ///
  /// A class's aliases form a tree over its variables: each joined a variable (or a class) to
  /// the class, never two variables already in it. A member is written over the root by the
  /// aliases on its path, and by no other; naming only those keeps a conflict's certificate as
  /// small as the rows it comes from. Every alias of the class made it a hundred constraints
  /// for a conflict over two views beside a margin that a hundred views hang from, and the
  /// deletion filter is quadratic in the certificate (`explainConflict`).
  /// - Complexity: the paths' lengths; the first time for a class (and after a class joins it),
  ///   linear in its size, to find every member's path (`AliasClass.paths`).
  func aliasPaths(ofClass root: Int32, from variables: [Variable]) -> [Int] {
    guard let aliasClass = aliasClasses[root] else { return [] }
    let paths = aliasClass.paths ?? Solver.paths(in: aliasClass, records: records)
    if aliasClass.paths == nil { aliasClasses[root]?.paths = paths }
    var path: [Int] = []
    var walked: Set<ObjectIdentifier> = []  // membership only
    for variable in variables {
      var v = variable
      while walked.insert(ObjectIdentifier(v)).inserted, let step = paths[ObjectIdentifier(v)] {
        path.append(step.edge)
        v = step.next
      }
      // A member no path reaches (never expected): every alias of the class, which the row
      // is over in any case.
      if v !== aliasClass.root && paths[ObjectIdentifier(v)] == nil { return aliasClass.edges }
    }
    return path
  }

  /// Each member's step toward the class's root: the alias that first reaches it from the
  /// root's side, breadth first over the aliases' two ends, and the variable at its other end.
  static func paths(in aliasClass: AliasClass, records: [ConstraintRecord?])
    -> [ObjectIdentifier: (edge: Int, next: Variable)]
  {
    var around: [ObjectIdentifier: [(edge: Int, other: Variable)]] = [:]  // lookups only
    for edge in aliasClass.edges {
      guard let record = records[edge], let ends = aliasTerms(record.constraint.expression)
      else { continue }
      let (a, b) = (ends[0].variable, ends[1].variable)
      around[ObjectIdentifier(a), default: []].append((edge, b))
      around[ObjectIdentifier(b), default: []].append((edge, a))
    }
    var toward: [ObjectIdentifier: (edge: Int, next: Variable)] = [:]  // lookups only
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(aliasClass.root)]  // membership only
    var queue = [aliasClass.root]
    var head = 0
    while head < queue.count {
      let v = queue[head]
      head += 1
      for (edge, other) in around[ObjectIdentifier(v)] ?? []
      where seen.insert(ObjectIdentifier(other)).inserted {
        toward[ObjectIdentifier(other)] = (edge, v)
        queue.append(other)
      }
    }
    return toward
  }
}
