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
/// When it is checked: at the end of every call that changes the system (`settleAfterChange`),
/// so that between calls the solver stands at an optimum of the real system. A check sums over
/// the priced slacks the objective rows list (not over every constraint), and is skipped when no
/// reduced cost moved since the last one (`Tableau.costVersion`): before a squeeze prices the
/// rows, W5's adds check almost nothing. Aliases that fail are demoted together, and the check
/// repeats until all pass. A refusal is the exception: the aliases may be what conflicts, so a
/// call that would be refused first demotes every optimistic alias and tries again.
///
/// Which equalities: `x == y` exactly (factor 1, no offset: equal sizes, aligned edges), joining
/// a class whose symbol is non-basic or basic in a short row. A chain's links
/// (`x(i+1) == x(i) + 20`) stay rows: aliased one after another they write every later
/// constraint over one root, where the chain's own rows stay short (W2's build at 1,000 took
/// 0.34 s instead of 1.7 ms).
///
/// Only where there are many: an equality waits as a row until its class's symbol has been named
/// by `optimisticAliasMinimum` of them (W5's equal widths all name `width(0)`); the one that
/// reaches the count makes the waiting ones aliases too. A few per class (W1) save less as
/// aliases than the checks after later adds cost, as with the long step's `longStepMinimum`.
///
/// The leaf. `x`, the variable that joins the class through this alias, is alone when the alias
/// is made and no later alias may use it, so the alias is the only edge at `x`: moving `σ`
/// moves `x` alone, which is what the sum above reads.
extension Solver {
  /// Turns record `id`, an optional equality between two variables, into an optimistic alias
  /// when it holds with both errors non-basic at zero, pinned by their reduced costs, and one
  /// side is a variable no alias touches yet.
  ///
  /// - Parameter gated: whether the equality waits, as a row, until its class's symbol has
  ///   collected `optimisticAliasMinimum` of them (false when the waiting ones are made).
  func makeOptimisticAlias(record id: Int, gated: Bool = true) {
    guard let record = records[id], !record.isAlias, record.slack >= 0, record.sharedRow < 0,
      record.errorPlus >= 0, record.errorMinus >= 0
    else { return }
    let terms = record.constraint.expression.terms
    // `x == y` as written (checked again over the roots below): a chain's `x(i+1) == x(i) + 20`
    // leaves here, before any lookup.
    guard terms.count == 2, terms[0].variable !== terms[1].variable, record.constant == 0,
      terms[0].coefficient == -terms[1].coefficient
    else { return }
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
    // Only where the class's symbol is cheap to write over: every later constraint over the
    // leaf is written over `p`, and a basic `p` substitutes its row into each of them. A chain
    // of optional equalities (x(i+1) == x(i) + 20, each x(i) basic over the chain's slacks)
    // would make the rows the chain's deferred rows keep short dense: there it stays rows.
    if tableau.isBasic(p)
      && tableau.rows.count(Int(tableau.rowOfSymbol[Int(p)])) > optimisticParentRowLimit
    {
      return
    }
    let constant = record.constant + terms[other].coefficient * op
    // Equalities that say two variables are the same (equal sizes, aligned edges) only: an
    // offset or a factor is a chain's link (x(i+1) == x(i) + 20), and a chain aliased link by
    // link writes every later constraint over one root, where its own rows stay short.
    guard constant == 0, kc == -kp else { return }
    // Small systems keep their few equalities as rows (see `optimisticAliasMinimum`).
    if gated
      && (Int(p) >= optimisticCandidateCount.count
        || Int(optimisticCandidateCount[Int(p)]) < optimisticAliasMinimum)
    {
      openOptimisticRootIfReady(p, adding: id)
      return
    }
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
    optimisticLowestPriority = min(optimisticLowestPriority, record.constraint.priority.value)
    optimisticLeaves.insert(Int32(id), for: terms[leafTerm].variable)
    optimisticPending = true
    if !sharing.isEmpty { shareRows(of: sharing) }
  }

  /// Notes record `id` as waiting for class symbol `p`; when `p` has collected
  /// `optimisticAliasMinimum` of them, makes every one still eligible an alias, in the order
  /// they were added (each is checked again as it is made: the tableau is at an optimum here,
  /// as for a new one), and the certificates are checked in full at the end of the call.
  func openOptimisticRootIfReady(_ p: Int32, adding id: Int) {
    // The lists only grow (a stale entry is skipped by its sequence): start again when they
    // outgrow the system, which at worst delays aliases, never changes a value.
    if optimisticWaiting.count >= max(1024, 4 * records.count) {
      optimisticCandidateCount = []
      optimisticWaitingHead = []
      optimisticWaiting = []
    }
    let root = Int(p)
    if root >= optimisticCandidateCount.count {
      let size = max(root + 1, 2 * optimisticCandidateCount.count)
      optimisticCandidateCount.append(
        contentsOf: repeatElement(0, count: size - optimisticCandidateCount.count))
      optimisticWaitingHead.append(
        contentsOf: repeatElement(-1, count: size - optimisticWaitingHead.count))
    }
    optimisticWaiting.append(
      (id, records[id]?.sequence ?? -1, optimisticWaitingHead[root]))
    optimisticWaitingHead[root] = Int32(optimisticWaiting.count - 1)
    optimisticCandidateCount[root] += 1
    guard Int(optimisticCandidateCount[root]) >= optimisticAliasMinimum else { return }
    var waiting: [(id: Int, sequence: Int)] = []
    var k = optimisticWaitingHead[root]
    while k >= 0 {
      let entry = optimisticWaiting[Int(k)]
      waiting.append((entry.id, entry.sequence))
      k = entry.previous
    }
    optimisticWaitingHead[root] = -1
    for entry in waiting.reversed() where records[entry.id]?.sequence == entry.sequence {
      makeOptimisticAlias(record: entry.id, gated: false)
    }
    // Several aliases made in one call: the next check reads every certificate whatever
    // moved in between.
    optimisticCheckedVersion = .max
  }

  /// The longest row a basic class symbol may have for an optional equality to join its class.
  var optimisticParentRowLimit: Int { 3 }

  /// How far from zero a reduced cost may be and still count as zero, and how far from 1 a
  /// price must stay to pin an error (the solver's cost tolerance, widened for sums).
  var certificateSlack: Double { 1e-9 }

  /// Whether `variable` is in no alias class (neither a member nor a root).
  func isLoneVariable(_ variable: Variable) -> Bool {
    if aliasCount > 0 && aliasOfVariable.value(for: variable) != nil { return false }
    guard let s = knownSymbol(of: variable) else { return true }
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

  /// Checks the certificates at the end of a call that changed the system, when optimistic
  /// aliases exist (see `settleOptimisticAliases`).
  func settleAfterChange() {
    tableau.refreshDriftedValuesAfterFarSteps()
    guard !optimisticAliases.isEmpty else { return }
    optimisticPending = true
    settleOptimisticAliases()
  }

  /// Checks every optimistic alias's certificate and demotes those that fail, until all pass:
  /// afterwards the tableau is an optimum of the real system (see the type's comment).
  func settleOptimisticAliases() {
    guard optimisticPending else { return }
    optimisticPending = false
    // The certificate reads the reduced costs of non-basic slacks and how many members share a
    // priced row. A new constraint's slack is basic (it adds nothing) until a pivot; a removed
    // one's is pivoted in first; a member joining or leaving a priced shared row is noted
    // (`notePricedMembership`). So unless `costVersion` moved, every sum is what it was.
    if tableau.costVersion == optimisticCheckedVersion { return }
    while !optimisticAliases.isEmpty {
      // Only slacks with a price add to a sum, and the objective rows list exactly those (every
      // entry there is a non-basic symbol): reading them, not every constraint, makes a check
      // cost the objective's length, short until a squeeze prices the rows (W5's build checks
      // after nearly every add).
      let levelCount = tableau.levels.count
      var sums: [Int: [Double]] = [:]  // by alias record; looked up, iterated sorted
      var sizes: [Int: [Double]] = [:]
      // Levels below every alias's priority cannot break a certificate.
      for l in 0..<levelCount where tableau.levels[l] >= optimisticLowestPriority {
        let row = tableau.objective[l]
        for k in row.symbols.indices {
          let s = row.symbols[k]
          let cost = row.coefficients[k]
          guard tableau.kind[Int(s)] == .slack, cost != 0,
            let owner = records[Int(tableau.owner[Int(s)])]
          else { continue }
          let members =
            owner.sharedRow >= 0
            ? sharedRowMembers[Int(owner.sharedRow)] : [Int(tableau.owner[Int(s)])]
          let share = cost / Double(max(1, members.count))
          for id in members {
            guard let record = records[id] else { continue }
            for term in record.constraint.expression.terms {
              guard let a = optimisticLeaves.value(for: term.variable),
                liveOptimisticLeaf(record: Int(a)) === term.variable
              else { continue }
              let part = term.coefficient * share
              sums[Int(a), default: [Double](repeating: 0, count: levelCount)][l] += part
              sizes[Int(a), default: [Double](repeating: 0, count: levelCount)][l] += abs(part)
            }
          }
        }
      }
      // An alias with no priced slack over its leaf has λ = 0: it holds.
      var failed: [Int] = []
      for id in sums.keys.sorted() {
        guard let record = records[id], let sum = sums[id], let size = sizes[id] else { continue }
        let a = record.constraint.expression.terms[Int(record.optimisticLeaf)].coefficient
        let priority = record.constraint.priority.value
        for l in 0..<levelCount where tableau.levels[l] >= priority {
          let lambda = abs(sum[l] / a)
          let slack = certificateSlack * max(1, size[l] / abs(a))
          if tableau.levels[l] > priority ? lambda > slack : lambda >= 1 - slack {
            failed.append(id)
            break
          }
        }
      }
      if failed.isEmpty {
        optimisticCheckedVersion = tableau.costVersion
        return
      }
      demoteOptimisticAliases(failed)
      _ = liveOptimisticAliases()  // drops the demoted ones from the list
    }
  }

  /// Puts optimistic aliases back into rows with their errors (a class dissolved once for all of
  /// its demoted aliases) and re-optimizes.
  func demoteOptimisticAliases(_ ids: [Int]) {
    var remaining = ids
    while let id = remaining.first {
      guard let record = records[id],
        let root = knownSymbol(of: record.constraint.expression.terms[0].variable)
      else {
        remaining.removeFirst()
        continue
      }
      let edges = Set(aliasClasses[root]?.edges ?? [])
      let inClass = remaining.filter { edges.contains($0) }
      dissolveAliasClass(of: id, demoting: true, alsoDemoting: Set(inClass))
      remaining.removeAll { $0 == id || edges.contains($0) }
    }
    // A re-solve that breaks down is redone from scratch (`restore`); if that breaks down too,
    // reads cannot report it, and the next change tries again (`needsRebuild`).
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
