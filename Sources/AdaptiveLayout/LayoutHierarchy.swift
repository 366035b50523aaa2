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

  /// The hierarchy of the root view and its built-in guides alone.
  init() {
    entries[Scene.rootName] = Entry(kind: .root, parent: nil)
    for name in Scene.builtinGuideNames {
      entries[name] = Entry(kind: .guide, parent: Scene.rootName)
    }
  }

  /// Adds a view or guide; a `nil` parent means the root view.
  mutating func insert(_ name: String, kind: Kind, parent: String?) {
    entries[name] = Entry(kind: kind, parent: parent ?? Scene.rootName)
  }

  /// Removes a view or guide.
  mutating func remove(_ name: String) {
    entries[name] = nil
  }

  func kind(of name: String) -> Kind? { entries[name]?.kind }

  func parent(of name: String) -> String? { entries[name]?.parent }

  /// The item and its ancestors up to the root, nearest first; `nil` when the chain does not
  /// reach the root (an unknown superview or a cycle).
  func ancestry(of name: String) -> [String]? {
    // A chain that reaches the root visits each item at most once, so one longer than the
    // hierarchy has gone round a cycle: counting replaces a set of the items seen (a set per
    // constraint checked was a third of loading a 10,000-view scene).
    var chain: [String] = []
    var current: String? = name
    while let item = current {
      guard let entry = entries[item], chain.count < entries.count else { return nil }
      chain.append(item)
      if entry.kind == .root { return chain }
      current = entry.parent
    }
    return nil
  }

  /// The nearest item that is an ancestor of (or the same as) both; `nil` when there is none.
  func nearestCommonAncestor(_ a: String, _ b: String) -> String? {
    guard let first = ancestry(of: a), let second = ancestry(of: b) else { return nil }
    // Hierarchies are shallow: a scan of a short chain beats hashing it.
    if second.count <= 16 { return first.first { second.contains($0) } }
    let others = Set(second)
    return first.first { others.contains($0) }
  }

  /// The views below `name` (itself excluded) and the guides they or it own.
  func descendants(of name: String) -> Set<String> {
    var result: Set<String> = []
    var frontier: Set<String> = [name]
    while !frontier.isEmpty {
      var next: Set<String> = []
      for (item, entry) in entries {
        if let parent = entry.parent, frontier.contains(parent), !result.contains(item) {
          next.insert(item)
        }
      }
      result.formUnion(next)
      frontier = next
    }
    return result
  }
}
