import LayoutSolver

/// The installed views in output order as positions in the engine's stores: what the passes
/// over every view (`viewFramesInRoot`, `forEachView`, the ambiguity question's probes) walk,
/// instead of finding each view, its geometry, its parent and its parent's geometry by name.
///
/// Why: each of those passes looked up four or five names a view, and at 10,000 views the name
/// tables (about 2 MB) no longer stay in the last-level cache between one layout's passes and
/// the next, the solver's tableau and the report coming between: every lookup went to memory
/// (hashed lookups by name grew x23 in time from 1,000 to 10,000 cards, against x10 views).
/// Positions in `NamedStore` never change, so the walk stays valid until the output order, the
/// hierarchy or the set of names changes (`LayoutEngine.viewWalk`); a class change that only
/// moves constants keeps it.
struct ViewWalk {
  /// One installed view: `entries[i]` is `viewOrder[i]`'s.
  struct Entry {
    /// The view's position in `viewsByName`; -1 when it has none.
    var view: Int32
    /// The view's position in `geometry`; -1 when it has none.
    var geometry: Int32
    /// The parent's (superview's or root's) position in `geometry`; -1 when it has none.
    var parentGeometry: Int32
    /// The parent's position in `viewsByName`; -1 when the parent is not a name stored there.
    var parentView: Int32
    /// The parent in the hierarchy (nil for a view the hierarchy does not know).
    var parent: String?
  }

  var entries: [Entry]
  /// The ambiguity question's four expressions for each view it asks about, and those views'
  /// indices in `viewOrder` (`freeAxes`); nil until the first question on this walk.
  var probes: (expressions: [Expression], views: [Int32])?
  /// The stores' `positionCount`s when the walk was taken: a name stored for the first time
  /// since (a new position) makes the walk stale.
  var viewPositions: Int
  var geometryPositions: Int
}

extension LayoutEngine {
  /// The walk of the installed views, taken again when stale.
  ///
  /// Stale when `viewOrder` or `hierarchy` changed (their observers drop it) or a name got its
  /// first position in a store since. A value set to nil keeps its position and reads as nil
  /// (`NamedStore.subscript(position:)`), which every reader checks, as a lookup by name would
  /// have found nothing.
  var viewWalk: ViewWalk {
    if let walk = viewWalkCache, walk.viewPositions == viewsByName.positionCount,
      walk.geometryPositions == geometry.positionCount
    {
      return walk
    }
    func position(_ p: Int?) -> Int32 { p.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
    var entries: [ViewWalk.Entry] = []
    entries.reserveCapacity(viewOrder.count)
    // One entry per name of the order, at the same index (a name never stored in
    // `viewsByName`, which no installed view is, has -1 there and is skipped by the readers).
    for name in viewOrder {
      let parent = hierarchy.parent(of: name)
      entries.append(
        ViewWalk.Entry(
          view: position(viewsByName.position(of: name)),
          geometry: position(geometry.position(of: name)),
          parentGeometry: position(parent.flatMap { geometry.position(of: $0) }),
          parentView: position(parent.flatMap { viewsByName.position(of: $0) }), parent: parent))
    }
    let walk = ViewWalk(
      entries: entries, probes: nil, viewPositions: viewsByName.positionCount,
      geometryPositions: geometry.positionCount)
    viewWalkCache = walk
    return walk
  }

  /// An item's frame in root coordinates at the current solution, from its geometry's position:
  /// `absoluteFrame(_:)` without the lookup by name.
  ///
  /// A view's or scene guide's top, width and height are its own variables, and its left is its
  /// `x` left to right (`ItemGeometry.leftIsX`): those are read straight from the solver, which
  /// skips the expressions' term lists (four more places in memory a view). The arithmetic is
  /// `value(_:)`'s on such an expression (0 + 1 × v, then -0 made 0), so the same bits.
  func absoluteFrame(geometryAt position: Int32) -> LayoutRect? {
    guard position >= 0, let g = geometry[position: Int(position)] else { return nil }
    guard let v = g.variables else {
      return LayoutRect(
        x: tidy(value(g.left)), y: tidy(value(g.top)), width: tidy(value(g.width)),
        height: tidy(value(g.height)))
    }
    let x = g.leftIsX ? value(of: v.x) : value(g.left)
    return LayoutRect(
      x: tidy(x), y: tidy(value(of: v.top)), width: tidy(value(of: v.width)),
      height: tidy(value(of: v.height)))
  }

  /// `value(Expression(variable))`, without making the expression.
  @inline(__always)
  func value(of variable: Variable) -> Double {
    var total = 0.0
    total += 1 * solver.value(of: variable)
    return total == 0 ? 0 : total  // never -0
  }
}
