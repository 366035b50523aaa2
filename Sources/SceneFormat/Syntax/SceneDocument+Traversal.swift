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
    if views.allSatisfy(\.hasNoConstraintsInBlock) { return inSourceOrder(constraints) }
    return inSourceOrder(constraints + views.flatMap(\.constraintsInBlock))
  }

  /// Every guide of the base layout — top level and inside view blocks — in source order.
  public var allGuides: [GuideDeclaration] {
    inSourceOrder(guides + views.flatMap(\.guidesInBlock)) { $0.location }
  }
}

extension WhenBlock {
  /// Every view the block changes or declares, depth first, with its superview's name (nil
  /// for a view written directly in the block).
  public var allViews: [NestedViewDeclaration] { flattenViews(views, superview: nil) }

  /// Every constraint the block declares — directly and inside its view blocks — in source
  /// order.
  public var allConstraints: [ConstraintDeclaration] {
    inSourceOrder(constraints + views.flatMap(\.constraintsInBlock))
  }
}

extension ViewDeclaration {
  /// The constraints of this block and of every nested block.
  var constraintsInBlock: [ConstraintDeclaration] {
    constraints + subviews.flatMap(\.constraintsInBlock)
  }

  /// Whether neither this block nor a nested one declares a constraint.
  /// - Complexity: O(views in the block), iterative (no recursion on the nesting depth).
  var hasNoConstraintsInBlock: Bool {
    var stack = [self]
    while let next = stack.popLast() {
      if !next.constraints.isEmpty { return false }
      stack += next.subviews
    }
    return true
  }

  /// The guides of this block and of every nested block.
  var guidesInBlock: [GuideDeclaration] { guides + subviews.flatMap(\.guidesInBlock) }
}

/// Depth-first, declaration-order list of `views` and their subviews. Iterative, so the
/// nesting depth costs no stack (the parser caps it anyway).
private func flattenViews(_ views: [ViewDeclaration], superview: String?)
  -> [NestedViewDeclaration]
{
  var result: [NestedViewDeclaration] = []
  var stack = views.reversed().map { NestedViewDeclaration(declaration: $0, superview: superview) }
  while let next = stack.popLast() {
    result.append(next)
    let name = next.declaration.name
    stack += next.declaration.subviews.reversed().map {
      NestedViewDeclaration(declaration: $0, superview: name)
    }
  }
  return result
}

/// `inSourceOrder(_:location:)`, returning the array itself (shared, not copied) when it is
/// already in source order: what the parser writes for a single block.
private func inSourceOrder(_ constraints: [ConstraintDeclaration]) -> [ConstraintDeclaration] {
  var sorted = true
  for k in constraints.indices.dropFirst()
  where !(constraints[k - 1].location < constraints[k].location) {
    sorted = false
    break
  }
  return sorted ? constraints : inSourceOrder(constraints) { $0.location }
}

/// Sorts by location; locations are unique per statement, and the index breaks any tie so the
/// order never depends on the sort's stability.
private func inSourceOrder<T>(_ items: [T], location: (T) -> SourceLocation) -> [T] {
  items.enumerated()
    .sorted { (location($0.element), $0.offset) < (location($1.element), $1.offset) }
    .map(\.element)
}
