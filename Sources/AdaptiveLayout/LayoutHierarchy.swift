/// The tree of views and layout guides that constraints are resolved against: who is whose
/// superview or owner, and where two items' nearest common ancestor is.
///
/// Built without judging: views whose superview is unknown, or that sit in a superview cycle, are
/// kept as *detached* (no path to the root), and the validator reports why.
struct LayoutHierarchy: Sendable {
  enum Kind: Sendable, Equatable {
    case root, view, guide
  }

  struct Entry: Sendable {
    var kind: Kind
    /// Where the item is in its parent's list of children, -1 when it is in none (the root and
    /// the built-in guides): removing it moves the list's last child into its place.
    var childIndex: Int32 = -1
    /// The superview (a view) or owner (a guide); `nil` for the root only.
    var parent: String?
    /// How many steps lead up to the root (0 for the root); `nil` when the chain of parents
    /// does not reach it (an unknown parent or a cycle). Kept by `insert` and `remove` for the
    /// item and everything below it, so that a query reads it where it used to walk the chain
    /// with a lookup per step (at 10,000 views, most of checking a constraint).
    var depth: Int?
    // No location: nothing reads it here (diagnostics take the scene's), and it was 32 of the
    // 56 bytes of every item's entry.
  }

  /// Each item's entry, by name: a `NamedStore`, whose cheap hash of the name made building a
  /// 10,000-view chain's hierarchy (six lookups a view) a third of its former cost.
  private var entries = NamedStore<Entry>()
  /// Each item's direct children (subviews and owned guides), in no order anything reads, so
  /// that `descendants(of:)` costs the subtree and not a scan of every item. Kept in step with
  /// `entries`' parents and child indices; may hold a removed item's children until they are
  /// removed too. Lists, not sets: a set hashed every child with SipHash, and rehashed them all
  /// as it grew (the root of a 10,000-view chain has 10,000).
  private var children = NamedStore<[String]>()

  /// The hierarchy of the root view and its built-in guides alone.
  init() {
    entries[Scene.rootName] = Entry(kind: .root, parent: nil, depth: 0)
    for name in Scene.builtinGuideNames {
      entries[name] = Entry(kind: .guide, parent: Scene.rootName, depth: 1)
    }
  }

  /// Room for `count` more items, so that a hierarchy built at once does not grow on the way.
  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(entries.positionCount + count)
  }

  /// Adds a view or guide; a `nil` parent means the root view.
  /// - Complexity: the depth of the item, and the size of its subtree when it had one (an item
  ///   inserted again, or after its children): their depths change with its own.
  mutating func insert(_ name: String, kind: Kind, parent: String?) {
    let parent = parent ?? Scene.rootName
    let old = entries[name]
    let childIndex: Int32
    if let old, old.parent == parent, old.childIndex >= 0 {
      childIndex = old.childIndex  // listed there already
    } else {
      if let oldParent = old?.parent { detach(name, from: oldParent) }
      func append(to list: inout [String]) -> Int32 {
        list.append(name)
        return Int32(list.count - 1)
      }
      childIndex = append(to: &children[parent, default: []])
    }
    // An item with nothing below it (not even itself as its parent) cannot be its parent's
    // ancestor, so the parent's depth still holds and gives its own. One with children may
    // now close a cycle through its new parent, whose depth is then stale: walked afresh once
    // the entry is in (a chain's length, rarely).
    let hasChildren = children[name] != nil
    let depth = hasChildren ? nil : entries[parent]?.depth.map { $0 + 1 }
    entries[name] = Entry(kind: kind, childIndex: childIndex, parent: parent, depth: depth)
    guard old != nil || hasChildren else { return }
    if hasChildren {
      let walked = walkedDepth(of: name)
      entries[name]?.depth = walked
    }
    updateDepths(below: name)
  }

  /// Removes a view or guide.
  mutating func remove(_ name: String) {
    guard let old = entries[name] else { return }
    if let parent = old.parent { detach(name, from: parent) }
    entries[name] = nil
    // The items below lose their way to the root (they still name this one as parent).
    if old.depth != nil { updateDepths(below: name) }
  }

  /// Sets the depth of everything below `name` from its own (nil when it is gone): each child
  /// one deeper than its parent. With a depth the subtree has no cycle (a cycle's chain never
  /// reaches the root), and without one each item turns nil at most once, so this ends.
  private mutating func updateDepths(below name: String) {
    var frontier = [name]
    while let item = frontier.popLast() {
      let depth = entries[item]?.depth
      // In the set's order: each child's depth is its parent's plus one whatever the order,
      // so the depths left do not depend on it.
      for child in children[item] ?? [] {
        let childDepth = depth.map { $0 + 1 }
        guard let entry = entries[child], entry.kind != .root, entry.depth != childDepth
        else { continue }
        entries[child]?.depth = childDepth
        frontier.append(child)
      }
    }
  }

  /// Takes `name` out of its parent's list (where its entry's index says), moving the list's
  /// last child into its place.
  private mutating func detach(_ name: String, from parent: String) {
    guard let index = entries[name]?.childIndex, index >= 0 else { return }
    entries[name]?.childIndex = -1
    guard let last = children[parent]?.popLast() else { return }
    if last != name {
      children[parent]?[Int(index)] = last
      entries[last]?.childIndex = index
    }
    if children[parent]?.isEmpty == true { children[parent] = nil }
  }

  func kind(of name: String) -> Kind? { entries[name]?.kind }

  func parent(of name: String) -> String? { entries[name]?.parent }

  /// How many steps lead from the item up to the root (0 for the root); `nil` when the chain
  /// does not reach the root (an unknown item or superview, or a cycle).
  ///
  /// Kept in the item's entry: one lookup, where walking the chain took one per ancestor.
  func depth(of name: String) -> Int? { entries[name]?.depth }

  /// The item's entry: its kind, parent and depth in one lookup.
  func entry(_ name: String) -> Entry? { entries[name] }

  /// The depth by walking the chain of parents, a lookup per step without collecting the
  /// chain: what `depth` keeps, computed afresh.
  private func walkedDepth(of name: String) -> Int? {
    // A chain that reaches the root visits each item at most once, so one longer than the
    // hierarchy has gone round a cycle: counting replaces a set of the items seen. (Every
    // item ever stored has a position, so their count bounds the items stored now.)
    var steps = 0
    var current = name
    while let entry = entries[current] {
      if entry.kind == .root { return steps }
      guard steps < entries.positionCount, let parent = entry.parent else { return nil }
      steps += 1
      current = parent
    }
    return nil
  }

  /// The nearest item that is an ancestor of (or the same as) both; `nil` when there is none.
  func nearestCommonAncestor(_ a: String, _ b: String) -> String? {
    guard let entryA = entries[a], let entryB = entries[b] else { return nil }
    return nearestCommonAncestor(a, entryA, b, entryB)
  }

  /// `nearestCommonAncestor(_:_:)` for two items whose entries the caller has read.
  ///
  /// Looks up an ancestor only to go above it: siblings (most constraints) and a view with its
  /// superview cost no lookup here, where they used to cost a walk to the root for each
  /// item's depth and a lookup per step after.
  func nearestCommonAncestor(_ a: String, _ entryA: Entry, _ b: String, _ entryB: Entry)
    -> String?
  {
    guard var depthA = entryA.depth, var depthB = entryB.depth else { return nil }
    // Both chains reach the root, so every step below finds a parent until the root. Each
    // side keeps its item's parent when known (nil once it has to be looked up).
    var (x, parentX) = (a, entryA.parent)
    var (y, parentY) = (b, entryB.parent)
    func up(_ item: inout String, _ parent: inout String?) -> Bool {
      guard let next = parent ?? entries[item]?.parent else { return false }
      item = next
      parent = nil
      return true
    }
    while depthA > depthB {
      guard up(&x, &parentX) else { return nil }
      depthA -= 1
    }
    while depthB > depthA {
      guard up(&y, &parentY) else { return nil }
      depthB -= 1
    }
    // At equal depths the chains meet at the nearest common ancestor, the root at the latest.
    while x != y {
      guard up(&x, &parentX), up(&y, &parentY) else { return nil }
    }
    return x
  }

  /// The views below `name` (itself excluded) and the guides they or it own.
  /// - Complexity: the size of the subtree.
  func descendants(of name: String) -> Set<String> {
    var result: Set<String> = []
    var frontier = [name]
    while let item = frontier.popLast() {
      // A superview cycle through `name` reaches it again: it is not its own descendant.
      for child in children[item] ?? [] where child != name && result.insert(child).inserted {
        frontier.append(child)
      }
    }
    return result
  }
}
