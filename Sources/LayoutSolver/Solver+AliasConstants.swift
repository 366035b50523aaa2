/// Constant changes of aliases, made in place: the class is not dissolved.
///
/// An alias `a·x + b·y + c == 0` joined two classes; its constant `c` fixes how far apart they
/// sit. The class's aliases form a tree over its variables (each alias joined two classes that
/// were apart), so taking the changed alias out splits the tree in two: the side that holds the
/// class's root stays, and the other side, the alias's variable `x` and whatever joined through
/// it, moves as one piece. With `y` held, `x` moves by `−Δc/a`; a member `m` of that side
/// follows `x` with slope `fₘ/fₓ` (`m = fₘ·root + oₘ`, every factor positive), so only the
/// offsets of that side's links change, `oₘ += (fₘ/fₓ)·(−Δc/a)`. No row changes: a constraint
/// over a member is written over the root's symbol, with the members' offsets in its constant
/// (`ConstraintRecord.aliasOffset`), so each such constraint's constant moves, which is an
/// ordinary constant change of its row.
///
/// Why: dissolving took every constraint over a member out of the tableau, wrote them again and
/// re-optimized (`dissolveAliasClass`). A live scene's margin pin is such an alias, its class
/// the leading edges of a whole column of cards: at 10,000 views each of its first changes cost
/// 180 M instructions, 3,500 pivots out and 3,000 back in (x16 in time from 1,000 views), and a
/// size-class change that moves the first row's `top = guide.bottom + 8` dissolved two classes.
///
/// Only where the rows would say the same: not when a constraint over a moving member shares
/// its row with others (`Solver+SharedRows.swift`: the shared key holds the offset), nor in a
/// class with an optimistic alias (its certificate sums over its leaf's constraints). There,
/// and when the new constants do not hold, the caller puts everything back
/// (`AliasConstantChange.undo`) and dissolves the class as before, so a refusal is explained on
/// rows.
extension Solver {
  /// What `moveAliasConstants` changed, to put back.
  struct AliasConstantChange {
    /// Links as they were, by slot in `aliasLinks`.
    var links: [(slot: Int32, link: AliasLink)] = []
    /// The aliases' constants as they were.
    var constants: [(id: Int, constant: Double)] = []
    /// Records whose alias offset moved, with the offset they had: their bounds moved.
    var users: [(id: Int, offset: Double)] = []
  }

  /// Moves alias records to new constants in place (see the extension's comment): the links of
  /// the side each one holds apart, the alias offsets and bounds of the constraints over that
  /// side. The tableau is left to repair.
  /// - Returns: what changed, or nil when one of them cannot move in place (then nothing
  ///   changed).
  func moveAliasConstants(_ changes: [(id: Int, constant: Double)]) -> AliasConstantChange? {
    // Plan every change before touching anything.
    var moves: [(slot: Int32, shift: Double)] = []  // link slot, offset change
    var moved: Set<ObjectIdentifier> = []  // membership only
    var movedMembers: [Variable] = []  // the same, in the order they were planned
    // Each record's constant as the changes before leave it: a record listed twice moves from
    // its first new constant, not twice from its old one.
    var planned: [Int: Double] = [:]  // lookups only
    for (id, constant) in changes {
      guard let record = records[id], record.isAlias, record.optimisticLeaf < 0,
        let terms = Solver.aliasTerms(record.constraint.expression),
        let root = knownSymbol(of: terms[0].variable),
        let aliasClass = aliasClasses[root],
        let side = separatedSide(of: aliasClass, without: id)
      else { return nil }
      for e in aliasClass.edges where (records[e]?.optimisticLeaf ?? -1) >= 0 { return nil }
      // The term on the moving side: exactly one of the two.
      let inSide = terms.map { side.contains(ObjectIdentifier($0.variable)) }
      guard inSide[0] != inSide[1] else { return nil }
      let x = inSide[0] ? terms[0] : terms[1]
      guard let xSlot = aliasOfVariable.value(for: x.variable) else { return nil }
      let xLink = aliasLinks[Int(xSlot)]
      let shift = -(constant - (planned[id] ?? record.constant)) / x.coefficient
      planned[id] = constant
      for m in aliasClass.members where side.contains(ObjectIdentifier(m)) {
        guard let slot = aliasOfVariable.value(for: m) else { return nil }
        let link = aliasLinks[Int(slot)]
        moves.append((slot, link.factor / xLink.factor * shift))
        if moved.insert(ObjectIdentifier(m)).inserted { movedMembers.append(m) }
      }
    }
    // The constraints over a moving member, in add order; none may share its row.
    var users = recordsOverMembers(movedMembers)
    users.sort { records[$0]!.sequence < records[$1]!.sequence }
    for u in users where records[u]!.sharedRow >= 0 { return nil }
    var change = AliasConstantChange()
    for (slot, shift) in moves {
      change.links.append((slot, aliasLinks[Int(slot)]))
      aliasLinks[Int(slot)].offset += shift
    }
    for (id, constant) in changes {
      change.constants.append((id, records[id]!.constant))
      records[id]!.constant = constant
    }
    for u in users {
      change.users.append((u, records[u]!.aliasOffset))
      records[u]!.aliasOffset = aliasOffset(of: records[u]!.constraint)
      applyConstant(records[u]!.constant, record: u)
    }
    return change
  }

  /// Puts back what `moveAliasConstants` changed: links, the aliases' constants, the offsets
  /// and bounds of the constraints over the moved members (the tableau is left to restore).
  func undo(_ change: AliasConstantChange) {
    for (slot, link) in change.links.reversed() { aliasLinks[Int(slot)] = link }
    for (id, constant) in change.constants.reversed() { records[id]!.constant = constant }
    for (u, offset) in change.users.reversed() {
      records[u]!.aliasOffset = offset
      applyConstant(records[u]!.constant, record: u)
    }
  }

  /// The members of `aliasClass` that its aliases other than `id` do not connect to the class's
  /// root: the side alias `id` holds apart. Nil when the aliases do not form the tree expected.
  private func separatedSide(of aliasClass: AliasClass, without id: Int) -> Set<ObjectIdentifier>? {
    var neighbours: [ObjectIdentifier: [ObjectIdentifier]] = [:]  // lookups only
    for e in aliasClass.edges where e != id {
      guard let record = records[e], let terms = Solver.aliasTerms(record.constraint.expression)
      else { return nil }
      let (u, v) = (ObjectIdentifier(terms[0].variable), ObjectIdentifier(terms[1].variable))
      neighbours[u, default: []].append(v)
      neighbours[v, default: []].append(u)
    }
    let start = ObjectIdentifier(aliasClass.root)
    var reached: Set<ObjectIdentifier> = [start]
    var queue = [start]
    while let u = queue.popLast() {
      for v in neighbours[u] ?? [] where reached.insert(v).inserted { queue.append(v) }
    }
    var side: Set<ObjectIdentifier> = []
    for m in aliasClass.members where !reached.contains(ObjectIdentifier(m)) {
      side.insert(ObjectIdentifier(m))
    }
    return side.isEmpty ? nil : side
  }

  /// What the aliases' offsets add to `constraint`'s constant, term by term as `writeTerms`
  /// adds them.
  private func aliasOffset(of constraint: Constraint) -> Double {
    var offset = 0.0
    for term in constraint.expression.terms {
      let (stored, k) = symbolEntry(of: term.variable)
      if stored < 0 && stored != DenseTable<Variable>.absent {
        offset += term.coefficient * aliasLinks[Int(k)].offset
      }
    }
    return offset
  }
}
