import AdaptiveLayout

/// A view of the tree in declaration order, with the name of the view that contains it.
public struct NestedViewDeclaration: Sendable, Equatable {
  /// The declaration (its `subviews` are listed again, after it, as their own entries).
  public var declaration: ViewDeclaration
  /// The view whose block declares it; nil for a subview of the root.
  public var superview: String?
}

extension SceneDocument {
  /// Every view of the base layout, depth first in declaration order (a view before its
  /// subviews), each with its superview's name.
  ///
  /// - Complexity: O(n) in the number of views.
  public var allViews: [NestedViewDeclaration] { flattenViews(views, superview: nil) }

  /// Every constraint of the base layout — top level and inside view blocks — in source order.
  ///
  /// - Complexity: O(n log n) in the number of constraints.
  public var allConstraints: [ConstraintDeclaration] {
    // A scene whose view blocks declare no constraint, the usual large one, has them all at
    // the top level, parsed in source order: shared, not copied and sorted (at 50,000 views the
    // copy and the sort's scratch were a third of `query`'s peak memory).
    inSourceOrder(joined(constraints, constraintsInBlocks(of: views))) { $0.location }
  }

  /// Every guide of the base layout — top level and inside view blocks — in source order.
  public var allGuides: [GuideDeclaration] {
    inSourceOrder(joined(guides, guidesInBlocks(of: views))) { $0.location }
  }

  /// Calls `body` with every view of the base layout in the order of `allViews`, with its
  /// superview's name, read in place (`allViews` copies each view into its list).
  func forEachView(_ body: (borrowing ViewDeclaration, String?) -> Void) {
    walkViews(views, superview: nil, body)
  }
}

extension WhenBlock {
  /// Every view the block changes or declares, depth first, with its superview's name (nil
  /// for a view written directly in the block).
  public var allViews: [NestedViewDeclaration] { flattenViews(views, superview: nil) }

  /// Every constraint the block declares — directly and inside its view blocks — in source
  /// order.
  public var allConstraints: [ConstraintDeclaration] {
    inSourceOrder(joined(constraints, constraintsInBlocks(of: views))) { $0.location }
  }
}

/// The constraints written in the blocks of `views` and of their subviews, depth first: empty,
/// with nothing allocated or copied, when no block has one (a large scene's usual case, where
/// each view's list was concatenated and copied, twice a load).
func constraintsInBlocks(of views: [ViewDeclaration]) -> [ConstraintDeclaration] {
  var found: [ConstraintDeclaration] = []
  walkViews(views, superview: nil) { view, _ in
    if !view.constraints.isEmpty { found += view.constraints }
  }
  return found
}

/// The guides declared in the blocks of `views` and of their subviews, depth first; empty,
/// with nothing allocated, when no block has one.
func guidesInBlocks(of views: [ViewDeclaration]) -> [GuideDeclaration] {
  var found: [GuideDeclaration] = []
  walkViews(views, superview: nil) { view, _ in
    if !view.guides.isEmpty { found += view.guides }
  }
  return found
}

/// `first + second`, sharing `first` itself (not a copy) when `second` is empty.
private func joined<T>(_ first: [T], _ second: [T]) -> [T] {
  second.isEmpty ? first : first + second
}

/// Calls `body` with every view of `views` and their subviews, depth first in declaration
/// order, each with the name of the view whose block declares it (`superview` for `views`).
/// Each view is read where its list keeps it: a copy retains and releases its lists. Iterative,
/// so the nesting depth costs no stack (the parser caps it anyway).
private func walkViews(
  _ views: [ViewDeclaration], superview: String?,
  _ body: (borrowing ViewDeclaration, String?) -> Void
) {
  // Each open block: its list of views, the next one to visit, and the view that declares it.
  var frames: [(list: [ViewDeclaration], next: Int, superview: String?)] = [
    (views, 0, superview)
  ]
  while let top = frames.indices.last {
    let i = frames[top].next
    guard i < frames[top].list.count else {
      frames.removeLast()
      continue
    }
    frames[top].next = i + 1
    body(frames[top].list[i], frames[top].superview)
    if !frames[top].list[i].subviews.isEmpty {
      frames.append((frames[top].list[i].subviews, 0, frames[top].list[i].name))
    }
  }
}

/// Depth-first, declaration-order list of `views` and their subviews.
private func flattenViews(_ views: [ViewDeclaration], superview: String?)
  -> [NestedViewDeclaration]
{
  var result: [NestedViewDeclaration] = []
  walkViews(views, superview: superview) { view, superview in
    result.append(NestedViewDeclaration(declaration: copy view, superview: superview))
  }
  return result
}

/// Whether each item comes strictly after the one before: a list the parser wrote for one
/// block, which then needs no sort (a copy of two items per comparison).
func isInSourceOrder<T>(_ items: [T], location: (T) -> SourceLocation) -> Bool {
  for k in items.indices.dropFirst() where !(location(items[k - 1]) < location(items[k])) {
    return false
  }
  return true
}

/// Sorted by location, or the array itself (shared, not copied) when it is in source order
/// already; locations are unique per statement, and the index breaks any tie so the order
/// never depends on the sort's stability.
private func inSourceOrder<T>(_ items: [T], location: (T) -> SourceLocation) -> [T] {
  if isInSourceOrder(items, location: location) { return items }
  return items.enumerated()
    .sorted { (location($0.element), $0.offset) < (location($1.element), $1.offset) }
    .map(\.element)
}
