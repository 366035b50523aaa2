/// Removing an alias by splitting its class: the side of the removed link away from the class's
/// root leaves, and the rest of the class stays as it is.
///
/// Why: an alias class is a tree whose edges are its alias records, and removing one cuts it in
/// two. Dissolving the whole class for that (`dissolveAliasClass`) takes out and writes again
/// every constraint over every member. In a card grid whose rows start at the screen's margin,
/// the first card of every row and that card's label are one class of 2·rows members; a size
/// class that uninstalls those labels removed one alias per label, and each removal rebuilt
/// every constraint of the class: quadratic in the rows (`cardsuninstall` in
/// `Scripts/scale-scenes.py`: 77 s, then 31.8 s, at 10,000 views, ×35 from 1,000).
///
/// Here only the side that leaves is touched: its members get symbols of their own at their
/// current values, the constraints over them are taken out and written again over those
/// symbols, and the side's own aliases link it again as a class of its own (`relinkClass`). The
/// side that keeps the root keeps its symbol, its links and its rows. Which side is which is
/// found by walking both sides' aliases at once (`RecordIndex` lists a variable's records) until
/// one reaches the root, then the other to its end: the cost follows the side that leaves, a
/// label's one variable for a label (a side as large as the class costs what a dissolve does).
///
/// The result is the same system in another form: a feasible tableau whose objective is to be
/// optimized, as after `dissolveAliasClass`. Where the side that leaves has several members (see
/// `splitAliasClass`), the class would be left with its root alone, or an optimistic alias is
/// involved (its certificate reads its leaf's constraints), the class is dissolved as before.
extension Solver {
  /// Takes alias record `id` out of its class for its removal by splitting off the side away
  /// from the root (see the file's comment); the record is left without rows, as
  /// `dissolveAliasClass(of:demoting: false)` leaves it.
  /// - Returns: false, having changed nothing, where the class is to be dissolved instead.
  func splitAliasClass(removing id: Int) -> Bool {
    guard splitsAliasClasses, let record = records[id], record.isAlias,
      record.optimisticLeaf < 0,
      let terms = Solver.aliasTerms(record.constraint.expression),
      let root = knownSymbol(of: terms[0].variable),
      let (rootVariable, classSize) = aliasClasses[root].map({ ($0.root, $0.members.count) }),
      let side = sideAwayFromRoot(
        of: id, between: terms[0].variable, terms[1].variable, root: rootVariable)
    else { return false }
    // The class must keep a member besides its root: a root left alone is no class, and its
    // shared rows are for the dissolve to take apart.
    guard side.members.count < classSize else { return false }
    // A leaf only, for now: a side of several members, split off and linked again as a class of
    // its own, gave one generated scene (of 325 checked) an ambiguity report that the dissolve
    // and a fresh build do not give, with the same frames; not understood yet. A leaf (a label's
    // edge, the case that grew with the square of the rows) is rebuilt exactly as the dissolve
    // rebuilds it, and those scenes agree.
    guard side.members.count == 1 else { return false }
    for e in side.edges where records[e]!.optimisticLeaf >= 0 { return false }

    let members = side.members
    let values = members.map { currentValue(of: $0) }
    let indices = members.map { aliasLinks[Int(aliasOfVariable.value(for: $0) ?? 0)].variableIndex }
    // The constraints written over a leaving member, in the order they were added.
    var users = recordsOverMembers(members)
    users.sort { records[$0]!.sequence < records[$1]!.sequence }
    for u in users { detachRows(record: u) }
    // The rest of the class, less the side and the removed link: the same order as before.
    // Out of the table while it shrinks, so that the arrays are filtered in place, not copied;
    // a leaf (the usual case) is found by a scan that compares references, with no hashing.
    if var kept = aliasClasses.removeValue(forKey: root) {
      if members.count == 1 {
        if let k = kept.members.firstIndex(where: { $0 === members[0] }) {
          kept.members.remove(at: k)
        }
      } else {
        let leaving = Set(members.map(ObjectIdentifier.init))  // membership only
        kept.members.removeAll { leaving.contains(ObjectIdentifier($0)) }
      }
      if side.edges.isEmpty {
        if let k = kept.edges.firstIndex(of: id) { kept.edges.remove(at: k) }
      } else {
        let leavingEdges = Set(side.edges + [id])  // membership only
        kept.edges.removeAll { leavingEdges.contains($0) }
      }
      aliasClasses[root] = kept
    }
    // The side's members stand alone, each with a symbol of its own at its current value.
    for k in members.indices {
      aliasOfVariable.removeValue(for: members[k])
      aliasCount -= 1
      let s = tableau.makeSymbol(.external, owner: indices[k], value: values[k])
      symbolOfVariable.insert(s, for: members[k])
    }
    // The side's own aliases, again, in the order they were added: a class of its own.
    let edges = side.edges.sorted { records[$0]!.sequence < records[$1]!.sequence }
    relinkClass(edges, over: members)
    for u in users { buildRows(record: u) }
    aliasClassSplits += 1
    return true
  }

  /// The variables on the side of alias record `id` (between `a` and `b`) that does not hold
  /// `root`, with the aliases among them; nil when it cannot be told.
  ///
  /// Both sides are walked breadth first, one variable at a time, the one with fewer found so
  /// far first, until one reaches the root; then the other is walked to its end. A side that
  /// finishes without the root is the answer: for a leaf, after its one variable. Each
  /// variable's records are read in id order; the members are returned in the order the solver
  /// first saw their variables, the edges for the caller to sort.
  private func sideAwayFromRoot(
    of id: Int, between a: Variable, _ b: Variable, root: Variable
  ) -> (members: [Variable], edges: [Int])? {
    struct Walk {
      var found: [Variable]
      /// `found`, hashed once it is long enough that scanning it costs more (a label's walk
      /// finds one or two variables: no set is made).
      var seen: Set<ObjectIdentifier>? = nil  // membership only
      var edges: [Int] = []
      var next = 0
      var holdsRoot: Bool
      var isDone: Bool { next == found.count }

      /// Adds `v` unless it was found already; whether it was added.
      mutating func insert(_ v: Variable) -> Bool {
        if seen == nil {
          if found.contains(where: { $0 === v }) { return false }
          found.append(v)
          if found.count > 16 { seen = Set(found.map(ObjectIdentifier.init)) }
          return true
        }
        guard seen!.insert(ObjectIdentifier(v)).inserted else { return false }
        found.append(v)
        return true
      }
    }
    func start(_ v: Variable) -> Walk {
      Walk(found: [v], holdsRoot: v === root)
    }
    var walks = [start(a), start(b)]
    while true {
      // The smaller walk goes on; a side holding the root is never the one that leaves, so the
      // other side is walked while it alone can finish first.
      let w: Int
      if walks[0].holdsRoot != walks[1].holdsRoot {
        w = walks[0].holdsRoot ? 1 : 0
      } else {
        w = walks[0].found.count <= walks[1].found.count ? 0 : 1
      }
      if walks[w].isDone {
        guard !walks[w].holdsRoot else { return nil }
        let order = walks[w].found.map { v in
          aliasOfVariable.value(for: v).map { aliasLinks[Int($0)].variableIndex } ?? -1
        }
        guard !order.contains(-1) else { return nil }
        let members = zip(order, walks[w].found).sorted { $0.0 < $1.0 }.map(\.1)
        return (members, walks[w].edges)
      }
      let v = walks[w].found[walks[w].next]
      walks[w].next += 1
      for e in recordsOver([v]).sorted() where e != id {
        guard let r = records[e], r.isAlias, let ends = Solver.aliasTerms(r.constraint.expression)
        else { continue }
        // Only an alias of `v` itself: the index lists a record under every variable its
        // constraint names, and an alignment of two siblings, written in their superview's
        // coordinates, names the superview too (its terms cancel). Followed, such a record
        // took a walk into another part of the class.
        let far: Variable
        if ends[0].variable === v {
          far = ends[1].variable
        } else if ends[1].variable === v {
          far = ends[0].variable
        } else {
          continue
        }
        // The class is a tree: an alias whose far end was found already was walked from there.
        guard walks[w].insert(far) else { continue }
        walks[w].edges.append(e)
        if far === root { walks[w].holdsRoot = true }
      }
      // Both walks holding the root would mean the removed link was not a tree's edge.
      if walks[0].holdsRoot && walks[1].holdsRoot { return nil }
    }
  }
}
