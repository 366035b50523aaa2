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
    /// The superview (a view) or owner (a guide); `nil` for the root only.
    var parent: String?
    // No location: nothing reads it here (diagnostics take the scene's), and it was 32 of the
    // 56 bytes of every item's entry.
  }

  private(set) var entries: [String: Entry] = [:]
  /// Each item's direct children (subviews and owned guides), so that `descendants(of:)` costs
  /// the subtree and not a scan of every item. Kept in step with `entries`' parents; may hold a
  /// removed item's children until they are removed too.
  private var children: [String: Set<String>] = [:]  // lookups only

  /// The hierarchy of the root view and its built-in guides alone.
  init() {
    entries[Scene.rootName] = Entry(kind: .root, parent: nil)
    for name in Scene.builtinGuideNames {
      entries[name] = Entry(kind: .guide, parent: Scene.rootName)
    }
  }

  /// Adds a view or guide; a `nil` parent means the root view.
  mutating func insert(_ name: String, kind: Kind, parent: String?) {
    let parent = parent ?? Scene.rootName
    if let old = entries[name]?.parent, old != parent { detach(name, from: old) }
    entries[name] = Entry(kind: kind, parent: parent)
    children[parent, default: []].insert(name)
  }

  /// Removes a view or guide.
  mutating func remove(_ name: String) {
    if let parent = entries[name]?.parent { detach(name, from: parent) }
    entries[name] = nil
  }

  private mutating func detach(_ name: String, from parent: String) {
    children[parent]?.remove(name)
    if children[parent]?.isEmpty == true { children[parent] = nil }
  }

  func kind(of name: String) -> Kind? { entries[name]?.kind }

  func parent(of name: String) -> String? { entries[name]?.parent }

  /// How many steps lead from the item up to the root (0 for the root); `nil` when the chain
  /// does not reach the root (an unknown item or superview, or a cycle).
  ///
  /// Walks the chain without collecting it: checking every constraint's items this way costs
  /// a lookup per ancestor and no allocation (the arrays of ancestors it used to build were
  /// most of checking a constraint).
  func depth(of name: String) -> Int? {
    // A chain that reaches the root visits each item at most once, so one longer than the
    // hierarchy has gone round a cycle: counting replaces a set of the items seen.
    var steps = 0
    var current = name
    while let entry = entries[current] {
      if entry.kind == .root { return steps }
      guard steps < entries.count, let parent = entry.parent else { return nil }
      steps += 1
      current = parent
    }
    return nil
  }

  /// The nearest item that is an ancestor of (or the same as) both; `nil` when there is none.
  func nearestCommonAncestor(_ a: String, _ b: String) -> String? {
    guard var depthA = depth(of: a), var depthB = depth(of: b) else { return nil }
    // Both chains reach the root, so every step below finds a parent until the root.
    var x = a
    var y = b
    while depthA > depthB {
      guard let parent = parent(of: x) else { return nil }
      x = parent
      depthA -= 1
    }
    while depthB > depthA {
      guard let parent = parent(of: y) else { return nil }
      y = parent
      depthB -= 1
    }
    // At equal depths the chains meet at the nearest common ancestor, the root at the latest.
    while x != y {
      guard let parentX = parent(of: x), let parentY = parent(of: y) else { return nil }
      x = parentX
      y = parentY
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
