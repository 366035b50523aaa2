/// Aliases: required equalities between two variables, substituted away instead of kept as rows.
///
/// A required `a·x + b·y + c == 0` says `x = f·y + o` with `f = −b/a`, `o = −c/a`. Once it
/// holds, the solver keeps it as an *alias*: `x` loses its symbol, and every constraint that
/// mentions `x` is written over `y`'s symbol instead, its constant moved by `a·o`. Aliases
/// compose into classes (a union-find whose links carry a factor and an offset, each member
/// pointing straight at its class's root), so a `fillEqually` stack's N equal widths are one
/// symbol, not N symbols and N − 1 rows.
///
/// What stays exact:
/// - **Acceptance.** The equality is first added as an ordinary row and repaired; only a
///   constraint the solver accepted becomes an alias, so what is refused, and why, is what the
///   rows would say.
/// - **Values and optimum.** The conversion changes no value and keeps the optimum's
///   certificate: the equality's slack, fixed on its bound, leaves the tableau, and the child
///   variable, basic through that row, leaves with it (see `makeAlias(record:)`).
/// - **Removal and constant changes.** An alias has no row to move, so removing one first
///   dissolves its class: every constraint that used a member is taken out of the tableau, the
///   class is rebuilt from its other aliases (the removed one goes), and the constraints are
///   written again (`dissolveAliasClass`). A constant change moves the side of the class the
///   alias holds apart, in place (`Solver+AliasConstants.swift`), and dissolves the class (the
///   alias going back into a row) only where that cannot be done or the new constant is
///   refused. A removal mostly splits the class instead, rebuilding only the side that leaves
///   (`Solver+AliasSplit.swift`).
/// - **Conflicts.** A row over a class's root names the class's aliases too
///   (`certificateConstraints`), so the deletion filter starts from a set that conflicts.
/// - **Ambiguity.** A member's factor is always positive and its symbol entry is its root's:
///   it can move exactly where its root can, the same way.
extension Solver {
  /// Turns record `id`, a required equality between two variables that holds in the feasible,
  /// optimal tableau, into an alias when that costs no fill: leaves it a row otherwise.
  ///
  /// In root terms the equality reads `kc·c + kp·p + constant == 0`, with slack `σ = kc·c + kp·p`
  /// fixed at `−constant`. If `σ` is basic, the child `c` (a free, non-basic symbol, so its
  /// reduced cost is zero at an optimum) is pivoted in through `σ`'s row: a pivot keeps every
  /// value and, as `c` costs nothing, every reduced cost. Then `c` is basic with a row that
  /// says `c = f·p + σ/kc`, and `σ` is non-basic on its bound. Dropping `σ` from every row
  /// changes no value when that bound is 0 (or when `c`'s row is the only one that holds `σ`);
  /// a fixed symbol's reduced cost certifies nothing, so the optimum stays certified. `c`'s row
  /// goes, and no other row holds `c`, a basic symbol.
  func makeAlias(record id: Int) {
    guard let record = records[id], !record.isAlias, record.slack >= 0,
      let terms = Solver.aliasTerms(record.constraint.expression)
    else { return }
    // An optimistic alias's leaf stays a leaf (`Solver+OptimisticAliases.swift`).
    if !optimisticAliases.isEmpty
      && (isOptimisticLeaf(terms[0].variable) || isOptimisticLeaf(terms[1].variable))
    {
      return
    }
    let (x, fx, ox) = resolve(terms[0].variable)
    let (y, fy, oy) = resolve(terms[1].variable)
    guard x != y else { return }
    let kx = terms[0].coefficient * fx
    let ky = terms[1].coefficient * fy
    // A positive factor only: a member then moves as its root does, in the same direction,
    // which is what the ambiguity checks read off the shared symbol.
    guard kx != 0, ky != 0, (kx > 0) != (ky > 0) else { return }
    let constant = record.constant + terms[0].coefficient * ox + terms[1].coefficient * oy
    // The later symbol first: usually the variable this constraint introduces or ties to an
    // earlier one (a stack's view to the first view). But not a larger class than the other
    // side's, since the child's members are the ones moved to the other root: merging a growing
    // class into one new pair after another moved the whole class each time (a stack of 4,000
    // row stacks, each row's leading edge aliased to the first row's: 74% of `query`). A lone
    // variable, the usual child, has no class to look up.
    var xFirst = x > y
    if let members = aliasClasses[xFirst ? x : y]?.members.count,
      members > aliasClasses[xFirst ? y : x]?.members.count ?? 0
    {
      xFirst.toggle()
    }
    let candidates = xFirst ? [(x, kx, y, ky), (y, ky, x, kx)] : [(y, ky, x, kx), (x, kx, y, ky)]
    // Single-variable constraints over either side that the alias may make identical to others
    // (a stack's `width(i) >= 0` before `width(i) == width(0)`): short columns only, so that a
    // root held by a long chain is not read once per alias.
    let sharing = shareCandidates(of: x, limit: 8) + shareCandidates(of: y, limit: 8)
    for (c, kc, p, kp) in candidates
    where eliminate(child: c, kc, parent: p, kp, constant: constant, record: id) {
      if !sharing.isEmpty { shareRows(of: sharing) }
      return
    }
  }

  /// The two terms of an equality between two variables, once the terms over one variable are
  /// added up (in the order the variables first appear, zero sums dropped); nil for any other
  /// expression.
  ///
  /// Why: the layout engine writes a position in the items' common ancestor's coordinates,
  /// `(a.top − n.top) − (b.top − n.top)`, four terms of which two cancel exactly. Read as
  /// written, `a.top == b.top` was never an alias, and a column of views pinned to rows chained
  /// one below the other pivoted every row's top into the basis, each row listing the slacks of
  /// every row above it: quadratic in the rows.
  static func aliasTerms(_ expression: Expression) -> [Term]? {
    let terms = expression.terms
    if terms.count == 2 {
      return terms[0].variable !== terms[1].variable ? terms : nil
    }
    // The engine's forms have at most six terms (an edge, less the ancestor's, on each side).
    guard terms.count > 2, terms.count <= 8 else { return nil }
    var net: [Term] = []
    net.reserveCapacity(terms.count)
    for term in terms {
      if let k = net.firstIndex(where: { $0.variable === term.variable }) {
        net[k].coefficient += term.coefficient
      } else {
        net.append(term)
      }
    }
    net.removeAll { $0.coefficient == 0 }
    return net.count == 2 ? net : nil
  }

  /// The symbol a variable is written over, with `variable = factor · symbol + offset`.
  func resolve(_ variable: Variable) -> (symbol: Int32, factor: Double, offset: Double) {
    if aliasCount > 0, let k = aliasOfVariable.value(for: variable) {
      let link = aliasLinks[Int(k)]
      return (link.root, link.factor, link.offset)
    }
    return (symbol(for: variable), 1, 0)
  }

  /// Removes `c` from the tableau as `c = f·p + o` (see `makeAlias(record:)`).
  /// - Returns: whether it did; if not, the tableau is still a feasible optimum of the same
  ///   system (at most `c` was pivoted in).
  func eliminate(
    child c: Int32, _ kc: Double, parent p: Int32, _ kp: Double, constant: Double, record id: Int
  ) -> Bool {
    let sigma = records[id]!.slack
    let ci = Int(c)
    let si = Int(sigma)
    guard tableau.kind[ci] == .external, !tableau.hasDependents[ci] else { return false }
    if tableau.isBasic(sigma) {
      guard !tableau.isBasic(c), tableau.hasZeroCost(c) else { return false }
      let r = Int(tableau.rowOfSymbol[si])
      guard !tableau.isDeferredRow[r],
        abs(tableau.rows.coefficient(of: c, inRow: r)) > 1e-9
      else { return false }
      tableau.pivot(entering: c, leaving: sigma)
      // On its bound exactly, as a non-basic equality slack rests (within round-off before).
      let bound = tableau.lower[si]
      if tableau.value[si] != bound {
        tableau.shift(sigma, by: bound - tableau.value[si])
        tableau.value[si] = bound
      }
    }
    guard !tableau.isBasic(sigma), tableau.isBasic(c), !tableau.hasDependents[ci] else {
      return false
    }
    let rc = tableau.rowOfSymbol[ci]
    guard tableau.rows.find(sigma, inRow: Int(rc)) != nil else { return false }
    let column = tableau.liveColumn(sigma)
    if tableau.lower[si] != 0 {
      // Dropping σ would move every other row that holds it by its value.
      guard column == [rc] else { return false }
      for l in tableau.objective.indices where tableau.objective[l].coefficient(of: sigma) != 0 {
        return false
      }
    }
    for q in column where q != rc { tableau.rows.remove(sigma, fromRow: Int(q)) }
    // σ is fixed (an equality's slack): its price decides no move, so taking it out is a change
    // of the objective that makes no symbol improving (recorded as such for a tracked optimize).
    for l in tableau.objective.indices where tableau.objective[l].coefficient(of: sigma) != 0 {
      if tableau.costChanges.isTracking { tableau.costChanges.changes &+= 1 }
      tableau.objective[l].remove(sigma)
    }
    let childVariable = Int(tableau.owner[ci])
    tableau.deleteRow(of: c)
    tableau.freeSymbol(sigma)
    tableau.freeSymbol(c)
    var aliasRecord = records[id]!
    aliasRecord.slack = -1
    aliasRecord.isAlias = true
    records[id] = aliasRecord
    // kc·c + kp·p + constant = 0  ⇒  c = (−kp/kc)·p − constant/kc
    link(
      variable: childVariable, childRoot: c, to: p, factor: -kp / kc, offset: -constant / kc,
      edge: id)
    return true
  }

  /// Records `variables[childVariable]`, the root of class `childRoot` (or a lone variable whose
  /// symbol was `childRoot`), as `factor · root(p) + offset`, moving its class's members to
  /// `p`'s class. `childRoot` must already be gone from the tableau.
  private func link(
    variable childVariable: Int, childRoot c: Int32, to p: Int32, factor: Double,
    offset: Double, edge: Int
  ) {
    let child = variables[childVariable]
    // Out of the table while it grows: appending in place, not to a copy.
    var target =
      aliasClasses.removeValue(forKey: p)
      ?? AliasClass(root: variables[Int(tableau.owner[Int(p)])], members: [], edges: [])
    let absorbed = aliasClasses.removeValue(forKey: c)
    // Paths made for a conflict (most classes never have any): a lone variable joins them by
    // its alias; a class joining would need its paths turned around at the alias's end, so
    // they are made again when next needed.
    if target.paths != nil {
      if absorbed == nil,
        let ends = records[edge].flatMap({ Solver.aliasTerms($0.constraint.expression) })
      {
        let other: Variable = ends[0].variable === child ? ends[1].variable : ends[0].variable
        target.paths?[ObjectIdentifier(child)] = (edge: edge, next: other)
      } else {
        target.paths = nil
      }
    }
    setLink(child, index: childVariable, root: p, factor: factor, offset: offset)
    target.members.append(child)
    if let absorbed {
      for m in absorbed.members {
        guard let k = aliasOfVariable.value(for: m) else { continue }
        let old = aliasLinks[Int(k)]
        setLink(
          m, index: old.variableIndex, root: p, factor: old.factor * factor,
          offset: old.factor * offset + old.offset)
        target.members.append(m)
      }
      target.edges.append(contentsOf: absorbed.edges)
    }
    target.edges.append(edge)
    aliasClasses[p] = target
    markClassRoot(c, false)
    markClassRoot(p, true)
  }

  /// Points `variable` at `root` with the given factor and offset.
  private func setLink(
    _ variable: Variable, index: Int, root: Int32, factor: Double, offset: Double
  ) {
    let link = AliasLink(root: root, factor: factor, offset: offset, variableIndex: index)
    let k: Int32
    if let existing = aliasOfVariable.value(for: variable) {
      k = existing
      aliasLinks[Int(k)] = link
    } else {
      k = Int32(aliasLinks.count)
      aliasOfVariable.insert(k, for: variable)
      aliasLinks.append(link)
      aliasCount += 1
    }
    symbolOfVariable.insertMarked(root, extra: k, for: variable)
  }

  /// Takes alias record `id`'s class apart and builds it again without that alias: every
  /// constraint that mentions a member loses its rows, the members get their own symbols back (at
  /// their current values), the class's other aliases are linked again in the order they were
  /// added, `id` goes back into a row (`demoting`) or stays without one for its removal, and the
  /// constraints are written again. The same system (less `id`, when removed); the tableau is
  /// feasible, its objective to be optimized (`restore`).
  func dissolveAliasClass(of id: Int, demoting: Bool, alsoDemoting others: Set<Int> = []) {
    guard let record = records[id], record.isAlias,
      let terms = Solver.aliasTerms(record.constraint.expression),
      let root = knownSymbol(of: terms[0].variable),
      let aliasClass = aliasClasses[root]
    else { return }
    let members = aliasClass.members
    let values = members.map { currentValue(of: $0) }
    let indices = members.map { aliasLinks[Int(aliasOfVariable.value(for: $0) ?? 0)].variableIndex }
    // The constraints written over a member, in the order they were added.
    var users = recordsOverMembers(members)
    users.sort { records[$0]!.sequence < records[$1]!.sequence }
    for u in users { detachRows(record: u) }
    // The members stand alone again, each with a symbol of its own at its current value.
    aliasClasses[root] = nil
    markClassRoot(root, false)
    for k in members.indices {
      aliasOfVariable.removeValue(for: members[k])
      aliasCount -= 1
      // The last alias gone: its links' slots can go too (they are only ever appended).
      if aliasCount == 0 { aliasLinks.removeAll(keepingCapacity: true) }
      let s = tableau.makeSymbol(.external, owner: indices[k], value: values[k])
      symbolOfVariable.insert(s, for: members[k])
    }
    // The other aliases, again: every member's symbol is in no row, so each link is direct.
    let edges = aliasClass.edges.filter { $0 != id && !others.contains($0) }.sorted {
      records[$0]!.sequence < records[$1]!.sequence
    }
    relinkClass(edges, over: members + [aliasClass.root])
    let demoted = (demoting ? [id] : []) + others.filter { $0 != id }
    for d in demoted.sorted(by: { records[$0]!.sequence < records[$1]!.sequence }) {
      buildRows(record: d)
    }
    for u in users { buildRows(record: u) }
  }

  /// The records other than aliases whose constraint mentions one of `members` (`members`
  /// lists each once), in no particular order.
  func recordsOverMembers(_ members: [Variable]) -> [Int] {
    recordsOver(members).filter { k in records[k].map { !$0.isAlias } ?? false }
  }

  /// The ids of the records over one of `variables`, from `recordsOverVariable`, which the first
  /// call builds from every record (`RecordIndex`).
  func recordsOver(_ variables: [Variable]) -> [Int] {
    if recordsOverVariable == nil {
      recordsOverVariable = RecordIndex(
        records: records, table: symbolOfVariable, sequence: sequence)
    }
    guard let index = recordsOverVariable else { return [] }
    let builtBefore = index.builtBefore
    var ids: Set<Int> = []  // membership only: the caller orders the result
    for v in variables {
      index.forEachEntry(
        of: v, claim: symbolOfVariable.claim(of: v),
        isLive: { isRecord($0, over: v, indexedBefore: builtBefore) },
        { k in
          if isRecord(k, over: v, indexedBefore: builtBefore) { ids.insert(Int(k)) }
        })
    }
    return Array(ids)
  }

  /// Whether record `k` is in the solver and written over `v`, for an entry of `v` in the
  /// records index: a record added before the index was built (`sequence < builtBefore`) is
  /// the one that made the entry, so only a later one has its terms read.
  private func isRecord(_ k: Int32, over v: Variable, indexedBefore builtBefore: Int) -> Bool {
    guard Int(k) < records.count, let sequence = records[Int(k)]?.sequence else { return false }
    if sequence < builtBefore { return true }
    return records[Int(k)]!.constraint.expression.terms.contains { $0.variable === v }
  }

  /// Adds record `id` to the lists of the variables its constraint is over.
  func indexRecord(_ id: Int, _ constraint: Constraint) {
    guard let index = recordsOverVariable else { return }
    let builtBefore = index.builtBefore
    for term in constraint.expression.terms {
      let v = term.variable
      // The record being added is not stored yet: its own entries stay.
      index.add(id, over: v) { k in
        Int(k) == id || isRecord(k, over: v, indexedBefore: builtBefore)
      }
    }
  }

  /// Links alias record `e` again while its class is rebuilt: of its two roots, one is in no row
  /// (every constraint over a member has been taken out), and that one becomes the child.
  func relink(_ e: Int) {
    // An alias's constraint has its two terms (`makeAlias` checked).
    guard let terms = Solver.aliasTerms(records[e]!.constraint.expression) else { return }
    let (x, fx, ox) = resolve(terms[0].variable)
    let (y, fy, oy) = resolve(terms[1].variable)
    let kx = terms[0].coefficient * fx
    let ky = terms[1].coefficient * fy
    let constant = records[e]!.constant + terms[0].coefficient * ox + terms[1].coefficient * oy
    let (c, kc, p, kp) = isFree(x) && (x > y || !isFree(y)) ? (x, kx, y, ky) : (y, ky, x, kx)
    let childVariable = Int(tableau.owner[Int(c)])
    tableau.freeSymbol(c)
    link(
      variable: childVariable, childRoot: c, to: p, factor: -kp / kc, offset: -constant / kc,
      edge: e)
  }

  /// Whether symbol `s` is in no row, basic or not.
  func isFree(_ s: Int32) -> Bool {
    !tableau.isBasic(s) && tableau.liveColumn(s).isEmpty
  }
}

/// How an aliased variable follows its class's root: `variable = factor · root + offset`.
struct AliasLink {
  /// The root's symbol.
  var root: Int32
  /// Always positive.
  var factor: Double
  var offset: Double
  /// The variable's index in `Solver.variables`, for the symbol it gets back if its class is
  /// dissolved.
  var variableIndex: Int
}

/// The variables tied together by aliases, written over one symbol: the root's.
struct AliasClass {
  /// The variable that owns the symbol.
  var root: Variable
  /// The other variables, in the order they joined.
  var members: [Variable]
  /// The alias records that joined them.
  var edges: [Int]
  /// For each member, the alias on its path to the root and the variable at that alias's other
  /// end (`Solver.aliasPaths`): made when a conflict first needs it, then kept up to date as
  /// variables join; nil until then.
  var paths: [ObjectIdentifier: (edge: Int, next: Variable)]? = nil
}
