/// Optimistic aliases: optional equalities between two variables kept as aliases while the
/// optimum certifies that they hold.
///
/// An optional `a·x + b·y + c == 0` at priority `p` costs `|e|` at `p`, where `e` is its
/// expression's value. Where the optimum keeps it at zero error *and* would keep it there even if
/// it could move freely, the solver may treat it as required — as an alias (`Solver+Aliases`),
/// one symbol for both variables — without changing any level's optimum: a stack's widths equal
/// at 250 (W5) then cost what `fillEqually`'s required ones do (W5r).
///
/// The certificate. Let `σ` stand for the alias's expression, pinned at zero. Its reduced cost
/// `λ` (a vector, one entry per level) is what moving `σ` would change in each level, every
/// other constraint's non-basic symbol held: `λ = −(1/a) Σₖ aₖ · rc(sₖ)` over the constraints
/// `k` that mention the alias's leaf variable `x` (`aₖ` its coefficient there, `rc(sₖ)` the
/// reduced cost of `k`'s slack, zero when basic; a shared row's cost split evenly between its
/// members, which are identical). As a row, the equality's errors `e⁺`, `e⁻` would have reduced
/// costs `1 − λ` and `1 + λ` at `p` and `∓λ` above. So when `λ` is zero above `p` and
/// `|λ_p| < 1`, both errors are non-basic at zero with a reduced cost that pins them: the
/// aliased tableau's basis is an optimal basis of the real system, with the same optimal face
/// (the errors are pinned there, so the face has `σ = 0` as the alias does). Anything else —
/// `|λ_p| = 1` included, where an error would be free on the face — *demotes* the alias back
/// into a row with its errors, and the primal simplex re-optimizes.
///
/// When it is checked: lazily. Every call that changes the system leaves the certificate
/// pending; the first read after it (a value, an error, an ambiguity question, the dump) checks
/// every optimistic alias once (O(constraints)) and demotes those that fail, repeatedly until
/// all pass. Between reads the solver is at the optimum of the system with the aliases required,
/// a restriction of the real one: every required constraint it accepts holds in the real
/// system too. A refusal is the exception — the aliases may be what conflicts — so a call that
/// would be refused first demotes every optimistic alias and tries again.
///
/// The leaf. `x`, the variable that joins the class through this alias, is alone when the alias
/// is made and no later alias may use it, so the alias is the only edge at `x`: moving `σ`
/// moves `x` alone, which is what the sum above reads.
extension Solver {
  /// Turns record `id`, an optional equality between two variables, into an optimistic alias
  /// when it holds with both errors non-basic at zero, pinned by their reduced costs, and one
  /// side is a variable no alias touches yet.
  func makeOptimisticAlias(record id: Int) {
    guard let record = records[id], !record.isAlias, record.slack >= 0, record.sharedRow < 0,
      record.errorPlus >= 0, record.errorMinus >= 0
    else { return }
    let terms = record.constraint.expression.terms
    guard terms.count == 2, terms[0].variable !== terms[1].variable else { return }
    let level = tableau.levels.firstIndex(of: record.constraint.priority.value) ?? -1
    guard level >= 0 else { return }
    // Both errors at zero, non-basic, and each priced at its level (the certificate, read off
    // the errors themselves while they are still there).
    for e in [record.errorPlus, record.errorMinus] {
      let ei = Int(e)
      guard !tableau.isBasic(e), tableau.value[ei] == 0 else { return }
      for l in 0..<level where abs(tableau.objective[l].coefficient(of: e)) > certificateSlack {
        return
      }
      guard tableau.objective[level].coefficient(of: e) > certificateSlack else { return }
    }
    // The leaf: a variable in no class (the later one when both are), and the other side no
    // optimistic alias's leaf.
    let lone = terms.map { isLoneVariable($0.variable) }
    let leafTerm: Int
    if lone[0] && lone[1] {
      leafTerm = symbol(for: terms[0].variable) > symbol(for: terms[1].variable) ? 0 : 1
    } else if lone[0] {
      leafTerm = 0
    } else if lone[1] {
      leafTerm = 1
    } else {
      return
    }
    let other = 1 - leafTerm
    guard !isOptimisticLeaf(terms[other].variable) else { return }
    let c = symbol(for: terms[leafTerm].variable)
    let (p, fp, op) = resolve(terms[other].variable)
    guard c != p else { return }
    let kc = terms[leafTerm].coefficient
    let kp = terms[other].coefficient * fp
    // A positive factor only, as for every alias.
    guard kc != 0, kp != 0, (kc > 0) != (kp > 0) else { return }
    let constant = record.constant + terms[other].coefficient * op
    let sharing = shareCandidates(of: c, limit: 8) + shareCandidates(of: p, limit: 8)
    let (plus, minus) = (record.errorPlus, record.errorMinus)
    guard eliminate(child: c, kc, parent: p, kp, constant: constant, record: id) else { return }
    // The errors, non-basic at zero, leave every row and every level of the objective: no value
    // moves, and the other reduced costs stay as they were.
    for e in [plus, minus] {
      var column = tableau.liveColumn(e)
      if column.contains(where: { tableau.isDeferredRow[Int($0)] }) {
        for r in column where tableau.isDeferredRow[Int(r)] { tableau.expandRow(Int(r)) }
        column = tableau.liveColumn(e)
      }
      for r in column { tableau.rows.remove(e, fromRow: Int(r)) }
      // Every level: below its own, an error's reduced cost need not be zero.
      for l in tableau.objective.indices { tableau.objective[l].remove(e) }
      tableau.freeSymbol(e)
    }
    var aliasRecord = records[id]!
    aliasRecord.errorPlus = -1
    aliasRecord.errorMinus = -1
    aliasRecord.optimisticLeaf = Int8(leafTerm)
    records[id] = aliasRecord
    optimisticAliases.append((id, aliasRecord.sequence))
    optimisticLeaves.insert(Int32(id), for: terms[leafTerm].variable)
    optimisticPending = true
    if !sharing.isEmpty { shareRows(of: sharing) }
  }

  /// How far from zero a reduced cost may be and still count as zero, and how far from 1 a
  /// price must stay to pin an error (the solver's cost tolerance, widened for sums).
  var certificateSlack: Double { 1e-9 }

  /// Whether `variable` is in no alias class (neither a member nor a root).
  func isLoneVariable(_ variable: Variable) -> Bool {
    if aliasCount > 0 && aliasOfVariable.value(for: variable) != nil { return false }
    guard let s = symbolOfVariable.value(for: variable) else { return true }
    return Int(s) >= isClassRoot.count || !isClassRoot[Int(s)]
  }

  /// Whether `variable` is the leaf of a live optimistic alias.
  func isOptimisticLeaf(_ variable: Variable) -> Bool {
    guard !optimisticAliases.isEmpty, let id = optimisticLeaves.value(for: variable) else {
      return false
    }
    return liveOptimisticLeaf(record: Int(id)) === variable
  }

  /// Record `id`'s leaf variable, if it is a live optimistic alias.
  func liveOptimisticLeaf(record id: Int) -> Variable? {
    guard id < records.count, let record = records[id], record.isAlias,
      record.optimisticLeaf >= 0
    else { return nil }
    return record.constraint.expression.terms[Int(record.optimisticLeaf)].variable
  }

  /// The live optimistic aliases, by record, in the order they were made; drops stale entries.
  func liveOptimisticAliases() -> [Int] {
    optimisticAliases.removeAll { entry in
      guard liveOptimisticLeaf(record: entry.id) != nil,
        records[entry.id]?.sequence == entry.sequence
      else { return true }
      return false
    }
    return optimisticAliases.map(\.id)
  }

  /// Marks the certificate to be checked before the next read, when optimistic aliases exist.
  /// A constraint added or removed changes the sum even where the tableau's structure does not
  /// change (a member leaving a shared required row takes nothing out of the tableau, but its
  /// share of the row's price goes): the check then runs whatever the structure version says.
  func noteOptimisticChange(constraintsChanged: Bool = false) {
    if constraintsChanged { optimisticCheckedVersion = .max }
    if !optimisticAliases.isEmpty { optimisticPending = true }
  }

  /// Checks every optimistic alias's certificate and demotes those that fail, until all pass:
  /// afterwards the tableau is an optimum of the real system (see the type's comment).
  func settleOptimisticAliases() {
    guard optimisticPending else { return }
    optimisticPending = false
    // The certificate reads reduced costs and which slacks are basic; neither changes without a
    // change of structure (a pivot, a row or symbol made or deleted, an objective entry added),
    // so after a constant change that moved values only, it still holds. (An add or a removal
    // always checks: see `noteOptimisticChange`.)
    if tableau.structureVersion == optimisticCheckedVersion { return }
    while true {
      let live = liveOptimisticAliases()
      if live.isEmpty { return }
      var index: [ObjectIdentifier: Int] = [:]  // looked up, never iterated
      for (j, id) in live.enumerated() {
        if let leaf = liveOptimisticLeaf(record: id) { index[ObjectIdentifier(leaf)] = j }
      }
      let levelCount = tableau.levels.count
      var sums = [Double](repeating: 0, count: live.count * levelCount)
      var sizes = [Double](repeating: 0, count: live.count * levelCount)
      for record in records {
        guard let record, !record.isAlias, record.slack >= 0, !tableau.isBasic(record.slack)
        else { continue }
        for term in record.constraint.expression.terms {
          guard let j = index[ObjectIdentifier(term.variable)] else { continue }
          let members =
            record.sharedRow >= 0
            ? Double(max(1, sharedRowMembers[Int(record.sharedRow)].count)) : 1
          for l in 0..<levelCount {
            let cost = tableau.objective[l].coefficient(of: record.slack)
            guard cost != 0 else { continue }
            let part = term.coefficient * cost / members
            sums[j * levelCount + l] += part
            sizes[j * levelCount + l] += abs(part)
          }
        }
      }
      var failed: [Int] = []
      for (j, id) in live.enumerated() {
        let record = records[id]!
        let a = record.constraint.expression.terms[Int(record.optimisticLeaf)].coefficient
        let priority = record.constraint.priority.value
        var holds = true
        for l in 0..<levelCount where tableau.levels[l] >= priority {
          let lambda = abs(sums[j * levelCount + l] / a)
          let slack = certificateSlack * max(1, sizes[j * levelCount + l] / abs(a))
          if tableau.levels[l] > priority ? lambda > slack : lambda >= 1 - slack {
            holds = false
            break
          }
        }
        if !holds { failed.append(id) }
      }
      if failed.isEmpty {
        optimisticCheckedVersion = tableau.structureVersion
        return
      }
      demoteOptimisticAliases(failed)
    }
  }

  /// Puts optimistic aliases back into rows with their errors (a class dissolved once for all of
  /// its demoted aliases) and re-optimizes.
  func demoteOptimisticAliases(_ ids: [Int]) {
    var remaining = ids
    while let id = remaining.first {
      guard let record = records[id],
        let root = symbolOfVariable.value(for: record.constraint.expression.terms[0].variable)
      else {
        remaining.removeFirst()
        continue
      }
      let edges = Set(aliasClasses[root]?.edges ?? [])
      let inClass = remaining.filter { edges.contains($0) }
      dissolveAliasClass(of: id, demoting: true, alsoDemoting: Set(inClass))
      remaining.removeAll { $0 == id || edges.contains($0) }
    }
    // A failed re-optimization leaves a feasible tableau; reads cannot report it.
    do { try restore() } catch {}
  }

  /// Demotes every optimistic alias: before a refusal, so that what is refused is what the rows
  /// would refuse. - Returns: whether there were any.
  func demoteAllOptimisticAliases() -> Bool {
    let live = liveOptimisticAliases()
    optimisticPending = false
    guard !live.isEmpty else { return false }
    demoteOptimisticAliases(live)
    return true
  }
}
