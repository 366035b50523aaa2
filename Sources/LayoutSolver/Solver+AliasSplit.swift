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
/// Here only a *leaf* leaves: an end of the removed alias, not the class's root, that no other
/// alias touches (`RecordIndex` lists a variable's records). It gets a symbol of its own at its
/// current value, the constraints over it are taken out and written again over that symbol, and
/// the rest of the class keeps its root, its links and its rows. The test costs the two ends'
/// records, a label's few.
///
/// The result is the same system in another form: a feasible tableau whose objective is to be
/// optimized, as after `dissolveAliasClass`. Where neither end is a leaf (see `splitAliasClass`),
/// the class would be left with its root alone, or the alias is optimistic (its certificate
/// reads its leaf's constraints), the class is dissolved as before.
extension Solver {
  /// Takes alias record `id` out of its class for its removal when one of its ends is a leaf
  /// (see the file's comment); the record is left without rows, as
  /// `dissolveAliasClass(of:demoting: false)` leaves it.
  ///
  /// A leaf only, for now: a side of several members, split off and linked again as a class of
  /// its own, gave one generated scene (of 325 checked) an ambiguity report that the dissolve and
  /// a fresh build do not give, with the same frames; not understood yet (Docs/solver.md). A leaf
  /// (a label's edge, the case that grew with the square of the rows) is rebuilt as the dissolve
  /// rebuilds it, and those scenes agree.
  /// - Returns: false, having changed nothing, where the class is to be dissolved instead.
  func splitAliasClass(removing id: Int) -> Bool {
    guard splitsAliasClasses, let record = records[id], record.isAlias,
      record.optimisticLeaf < 0,
      let terms = Solver.aliasTerms(record.constraint.expression),
      let root = knownSymbol(of: terms[0].variable),
      let (rootVariable, classSize) = aliasClasses[root].map({ ($0.root, $0.members.count) }),
      // The class must keep a member besides its root: a root left alone is no class, and its
      // shared rows are for the dissolve to take apart.
      classSize > 1,
      let leaf = [terms[0].variable, terms[1].variable].first(where: {
        $0 !== rootVariable && isLeaf($0, removing: id)
      }),
      let link = aliasOfVariable.value(for: leaf)
    else { return false }

    let value = currentValue(of: leaf)
    let index = aliasLinks[Int(link)].variableIndex
    // The constraints written over the leaf, in the order they were added.
    var users = recordsOverMembers([leaf])
    users.sort { records[$0]!.sequence < records[$1]!.sequence }
    for u in users { detachRows(record: u) }
    // The rest of the class, less the leaf and the removed alias, in the same order as before.
    // Out of the table while it shrinks, so that the arrays are changed in place, not copied;
    // the leaf is found by a scan that compares references, with no hashing.
    if var kept = aliasClasses.removeValue(forKey: root) {
      if let k = kept.members.firstIndex(where: { $0 === leaf }) { kept.members.remove(at: k) }
      if let k = kept.edges.firstIndex(of: id) { kept.edges.remove(at: k) }
      // A leaf is on no other member's path.
      kept.paths?[ObjectIdentifier(leaf)] = nil
      aliasClasses[root] = kept
    }
    // The leaf stands alone, with a symbol of its own at its current value.
    aliasOfVariable.removeValue(for: leaf)
    aliasCount -= 1
    let s = tableau.makeSymbol(.external, owner: index, value: value)
    symbolOfVariable.insert(s, for: leaf)
    for u in users { buildRows(record: u) }
    aliasClassSplits += 1
    return true
  }

  /// Whether no alias but record `id` has `v` as one of its two ends.
  ///
  /// Only an alias of `v` itself counts: the index lists a record under every variable its
  /// constraint names, and an alignment of two siblings, written in their superview's
  /// coordinates, names the superview too (its terms cancel). Counted there, it made the
  /// superview no leaf; followed, in the first version's walk, it split off the wrong side.
  private func isLeaf(_ v: Variable, removing id: Int) -> Bool {
    for e in recordsOver([v]) where e != id {
      guard let r = records[e], r.isAlias, let ends = Solver.aliasTerms(r.constraint.expression)
      else { continue }
      if ends[0].variable === v || ends[1].variable === v { return false }
    }
    return true
  }
}
