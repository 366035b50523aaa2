/// Rebuilding a dissolved alias class's links (`dissolveAliasClass`) on flat arrays.
///
/// Why: the class's other aliases are linked again one at a time, in the order they were added,
/// and each link that makes a class's root the child moves every member of that class to the new
/// root (its factor and offset composed with the link's). Which root becomes the child follows
/// the symbols the members were just given (the higher index, when both are free), and the free
/// list hands those out in reverse: in the card grid, the root margin's class (the first card of
/// every row, N/10 members) moved whole at every link, N²/200 moves of a hashed lookup, a table
/// store and a retain each — 0.39 G instructions at 10,000 views, x77 from 1,000, for the one
/// constant change (the root's margins) that dissolves it.
///
/// The moves are the same ones here, in the same order, each composed with the same two
/// products and a sum, so every link ends bit for bit as before; but a move is a few loads and
/// stores of local arrays, and the solver's tables (slots, marked symbol entries, classes) are
/// written once per variable at the end, in the order the one-at-a-time linking first wrote
/// them. The tableau sees exactly the same calls in the same order (`isFree`, `freeSymbol`,
/// `markClassRoot`).
extension Solver {
  /// One class being rebuilt: its root's variable, its members (local indices) and its edges,
  /// as `AliasClass` keeps them.
  private struct LocalClass {
    var root: Variable
    var members: [Int] = []
    var edges: [Int] = []
  }

  /// Links `edges` again, in order, over `classVariables` (the dissolved class's members, each
  /// with a symbol of its own in no row, and its root's variable), leaving the solver as
  /// `relink` of each edge in turn would. Falls back to that when an edge is not between two of
  /// those variables or a symbol of theirs is already some class's root.
  func relinkClass(_ edges: [Int], over classVariables: [Variable]) {
    if relinksOneAtATime { return relinkEach(edges) }
    let n = classVariables.count
    var local: [ObjectIdentifier: Int] = [:]  // lookups only
    local.reserveCapacity(n)
    for (i, v) in classVariables.enumerated() { local[ObjectIdentifier(v)] = i }
    var symbolOf: [Int32] = []
    symbolOf.reserveCapacity(n)
    var distinct = Set<Int32>()  // membership only
    for v in classVariables {
      guard let s = knownSymbol(of: v), aliasOfVariable.value(for: v) == nil,
        aliasClasses[s] == nil, distinct.insert(s).inserted
      else { return relinkEach(edges) }
      symbolOf.append(s)
    }
    var ends: [(a: Int, b: Int, ca: Double, cb: Double)] = []
    ends.reserveCapacity(edges.count)
    for e in edges {
      guard local.count == n, let terms = Solver.aliasTerms(records[e]!.constraint.expression),
        let a = local[ObjectIdentifier(terms[0].variable)],
        let b = local[ObjectIdentifier(terms[1].variable)]
      else { return relinkEach(edges) }
      ends.append((a, b, terms[0].coefficient, terms[1].coefficient))
    }
    // Each variable's link while it has one, as `aliasLinks` would hold it: its root's variable
    // (local index; -1 while it is a root itself), factor and offset.
    var rootOf = [Int](repeating: -1, count: n)
    var factor = [Double](repeating: 1, count: n)
    var offset = [Double](repeating: 0, count: n)
    var variableIndex = [Int](repeating: 0, count: n)
    var linkOrder: [Int] = []  // the order in which each first got a slot
    // The classes by their root's variable, and those roots in the order their classes were made.
    var classes = [LocalClass?](repeating: nil, count: n)
    var classOrder: [Int] = []
    for (edge, (a, b, ca, cb)) in zip(edges, ends) {
      // `relink`, over the local arrays: each side's root, factor and offset.
      let (ra, fa, oa) = rootOf[a] >= 0 ? (rootOf[a], factor[a], offset[a]) : (a, 1, 0)
      let (rb, fb, ob) = rootOf[b] >= 0 ? (rootOf[b], factor[b], offset[b]) : (b, 1, 0)
      let x = symbolOf[ra]
      let y = symbolOf[rb]
      let kx = ca * fa
      let ky = cb * fb
      let constant = records[edge]!.constant + ca * oa + cb * ob
      let xIsChild = isFree(x) && (x > y || !isFree(y))
      let (child, kc, parent, kp) = xIsChild ? (ra, kx, rb, ky) : (rb, ky, ra, kx)
      let c = symbolOf[child]
      let p = symbolOf[parent]
      let childVariable = Int(tableau.owner[Int(c)])
      tableau.freeSymbol(c)
      // `link`: the child's class (if any) moves under `p`, each member composed with the link.
      let linkFactor = -kp / kc
      let linkOffset = -constant / kc
      var target: LocalClass
      if let existing = classes[parent] {
        target = existing
        classes[parent] = nil  // the sole owner while it grows
      } else {
        target = LocalClass(root: variables[Int(tableau.owner[Int(p)])])
        classOrder.append(parent)
      }
      let absorbed = classes[child]
      classes[child] = nil
      if rootOf[child] < 0 { linkOrder.append(child) }
      rootOf[child] = parent
      factor[child] = linkFactor
      offset[child] = linkOffset
      variableIndex[child] = childVariable
      target.members.append(child)
      if let absorbed {
        for m in absorbed.members where rootOf[m] >= 0 {
          let oldFactor = factor[m]
          rootOf[m] = parent
          factor[m] = oldFactor * linkFactor
          offset[m] = oldFactor * linkOffset + offset[m]
          target.members.append(m)
        }
        target.edges.append(contentsOf: absorbed.edges)
      }
      target.edges.append(edge)
      classes[parent] = target
      markClassRoot(c, false)
      markClassRoot(p, true)
    }
    // The tables: each variable's final link, in the slot it first got.
    for i in linkOrder {
      let k = Int32(aliasLinks.count)
      let root = symbolOf[rootOf[i]]
      aliasOfVariable.insert(k, for: classVariables[i])
      aliasLinks.append(
        AliasLink(root: root, factor: factor[i], offset: offset[i], variableIndex: variableIndex[i])
      )
      aliasCount += 1
      symbolOfVariable.insertMarked(root, extra: k, for: classVariables[i])
    }
    for r in classOrder {
      guard let made = classes[r] else { continue }
      classes[r] = nil
      aliasClasses[symbolOf[r]] = AliasClass(
        root: made.root, members: made.members.map { classVariables[$0] }, edges: made.edges)
    }
  }

  /// The class's aliases linked again one at a time (`relink`).
  private func relinkEach(_ edges: [Int]) {
    for e in edges { relink(e) }
  }
}
