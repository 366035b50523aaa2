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
/// hierarchy or the set of names changes, a geometry is written (a change of direction writes
/// every one) or the solver re-solves from scratch (`LayoutEngine.viewWalk`); a class change that
/// only moves constants keeps it.
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
    /// Where the solver keeps the view's four values; nil when it has no handle for one of them
    /// (then its frame is read through its geometry).
    var handles: FrameHandles?
  }

  /// The solver's handles (`Solver.valueHandle(of:)`) of a view's four unknowns, and whether its
  /// left edge is read right to left: what `LayoutEngine.absoluteFrame(_:rootWidth:)` reads a
  /// frame from without the view's geometry or its variables, objects a layout otherwise
  /// touches once each per view (at 10,000 views, a cache miss each).
  struct FrameHandles {
    var x: Int32
    var top: Int32
    var width: Int32
    var height: Int32
    /// Whether the left edge is `root.width − x − width` (right to left), not `x`.
    var mirrored: Bool
  }

  var entries: [Entry]
  /// The ambiguity question's four expressions for each view it asks about, those views'
  /// indices in `viewOrder`, and the expressions' terms read ahead with their handles in the
  /// solver (`TermHandles`, taken at the walk's `handleGeneration`; `freeAxes`); nil until the
  /// first question on this walk.
  var probes: (expressions: [Expression], views: [Int32], terms: TermHandles)?
  /// The stores' `positionCount`s when the walk was taken: a name stored for the first time
  /// since (a new position) makes the walk stale.
  var viewPositions: Int
  var geometryPositions: Int
  /// `geometry.writes` when the walk was taken: a geometry replaced since (a change of
  /// direction mirrors every one) makes the handles stale.
  var geometryWrites: Int
  /// `solver.handleGeneration` when the walk was taken: a solver that forgot its variables
  /// since (a re-solve from scratch) makes the handles stale.
  var handleGeneration: Int
}

extension LayoutEngine {
  /// The walk of the installed views, taken again when stale.
  ///
  /// Stale when `viewOrder` or `hierarchy` changed (their observers drop it), a name got its
  /// first position in a store since, a geometry was written since (the handles read the
  /// geometry's variables) or the solver forgot its variables (`Solver.handleGeneration`). A
  /// value set to nil keeps its position and reads as nil (`NamedStore.subscript(position:)`),
  /// which every reader checks, as a lookup by name would have found nothing.
  var viewWalk: ViewWalk {
    if let walk = viewWalkCache, walk.viewPositions == viewsByName.positionCount,
      walk.geometryPositions == geometry.positionCount, walk.geometryWrites == geometry.writes,
      walk.handleGeneration == solver.handleGeneration
    {
      return walk
    }
    func position(_ p: Int?) -> Int32 { p.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
    var entries: [ViewWalk.Entry] = []
    entries.reserveCapacity(viewOrder.count)
    // One entry per name of the order, at the same index (a name never stored in
    // `viewsByName`, which no installed view is, has -1 there and is skipped by the readers).
    // Siblings come together in the order (every subview of the root, most of a large
    // layout): the last parent's positions are reused rather than looked up again.
    var last: (parent: String, geometry: Int32, view: Int32)?
    for name in viewOrder {
      let parent = hierarchy.parent(of: name)
      let geometryPosition = geometry.position(of: name)
      var parentPositions: (geometry: Int32, view: Int32) = (-1, -1)
      if let parent {
        if let last, last.parent == parent {
          parentPositions = (last.geometry, last.view)
        } else {
          parentPositions = (
            position(geometry.position(of: parent)), position(viewsByName.position(of: parent))
          )
          last = (parent, parentPositions.geometry, parentPositions.view)
        }
      }
      entries.append(
        ViewWalk.Entry(
          view: position(viewsByName.position(of: name)),
          geometry: position(geometryPosition),
          parentGeometry: parentPositions.geometry,
          parentView: parentPositions.view, parent: parent,
          handles: geometryPosition.flatMap { frameHandles(geometryAt: $0) }))
    }
    let walk = ViewWalk(
      entries: entries, probes: nil, viewPositions: viewsByName.positionCount,
      geometryPositions: geometry.positionCount, geometryWrites: geometry.writes,
      handleGeneration: solver.handleGeneration)
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

  /// The handles of the geometry at `position`, when the solver has one for each of its
  /// variables and its left edge is exactly `x` or exactly `root.width − x − width` (the two
  /// forms `absoluteFrame(_:rootWidth:)` computes): checked term by term here, once a walk, so
  /// that the frame read through the handles is the frame read through the geometry.
  private func frameHandles(geometryAt position: Int) -> ViewWalk.FrameHandles? {
    guard let g = geometry[position: position], let v = g.variables,
      let x = solver.valueHandle(of: v.x), let top = solver.valueHandle(of: v.top),
      let width = solver.valueHandle(of: v.width), let height = solver.valueHandle(of: v.height)
    else { return nil }
    if g.leftIsX {
      return ViewWalk.FrameHandles(x: x, top: top, width: width, height: height, mirrored: false)
    }
    let terms = g.left.terms
    let isMirrored =
      g.left.constant.bitPattern == 0.0.bitPattern && terms.count == 3
      && terms[0].variable === rootWidth && terms[0].coefficient == 1
      && terms[1].variable === v.x && terms[1].coefficient == -1
      && terms[2].variable === v.width && terms[2].coefficient == -1
    guard isMirrored else { return nil }
    return ViewWalk.FrameHandles(x: x, top: top, width: width, height: height, mirrored: true)
  }

  /// `absoluteFrame(geometryAt:)` of a view whose walk entry has handles, read through them;
  /// `rootWidth` is `solver.value(of: rootWidth)`, read once by the caller.
  ///
  /// The arithmetic is `value(of:)`'s for `x`, `top`, `width` and `height`, and `value(_:)`'s
  /// on `root.width − x − width` (its terms in that order, coefficients 1, −1, −1, constant 0:
  /// `frameHandles(geometryAt:)` checks it) for a mirrored left edge, so the same bits.
  @inline(__always)
  func absoluteFrame(_ h: ViewWalk.FrameHandles, rootWidth: Double) -> LayoutRect {
    let vx = solver.value(atHandle: h.x)
    let vw = solver.value(atHandle: h.width)
    var x = 0.0
    if h.mirrored {
      x += 1 * rootWidth
      x += -1 * vx
      x += -1 * vw
    } else {
      x += 1 * vx
    }
    var top = 0.0
    top += 1 * solver.value(atHandle: h.top)
    var width = 0.0
    width += 1 * vw
    var height = 0.0
    height += 1 * solver.value(atHandle: h.height)
    // Never -0, as `value(_:)` and `value(of:)` give.
    return LayoutRect(
      x: tidy(x == 0 ? 0 : x), y: tidy(top == 0 ? 0 : top), width: tidy(width == 0 ? 0 : width),
      height: tidy(height == 0 ? 0 : height))
  }

  /// `value(Expression(variable))`, without making the expression.
  @inline(__always)
  func value(of variable: Variable) -> Double {
    var total = 0.0
    total += 1 * solver.value(of: variable)
    return total == 0 ? 0 : total  // never -0
  }
}
