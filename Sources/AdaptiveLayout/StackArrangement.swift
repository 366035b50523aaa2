/// The constraints and layout guides a stack view generates for its arranged subviews, named as
/// UIKit names them (`UISV-canvas-connection`, `UISV-spacing`, …), each located at the stack's
/// declaration so that a conflict or an ambiguity points back at it.
///
/// `Docs/stack-views.md` lists what is generated for each distribution and alignment, why, and
/// the published `UIStackView` constraint dumps it follows.
public struct StackArrangement: Sendable, Equatable {
  /// Layout guides the stack owns: the alignment spanner (`UISV-alignment-spanner`) and the
  /// gaps of the spacing distributions (`UISV-distributing`). Their names are the stack's name
  /// with the role in brackets — `buttons[UISV-alignment-spanner]` — which no scene can declare.
  public var guides: [LayoutGuideDescription]
  /// The constraints, in a fixed order: along the axis, then across it.
  public var constraints: [ConstraintDescription]
  /// The weight of each arranged view's content-size constraints along the stack's axis: how
  /// ties of hugging or compression resistance are broken by arranged order (see `Docs`).
  public var contentWeights: [ContentWeight]

  /// Creates an arrangement.
  public init(
    guides: [LayoutGuideDescription] = [], constraints: [ConstraintDescription] = [],
    contentWeights: [ContentWeight] = []
  ) {
    self.guides = guides
    self.constraints = constraints
    self.contentWeights = contentWeights
  }

  /// A weight on a view's hugging and compression-resistance errors along one axis.
  ///
  /// Within one priority level the solver minimises the sum of errors; a weight slightly above
  /// 1 makes a view's error dearer, so among views of equal priority the one with the smallest
  /// weight — the last arranged — stretches or shrinks first.
  public struct ContentWeight: Sendable, Equatable {
    /// The arranged view.
    public var view: String
    /// The stack's axis.
    public var axis: LayoutAxis
    /// The weight, 1 for the last arranged view and `1 + step × (n − 1 − index)` before it.
    public var weight: Double
  }

  /// The fewest visible arranged views from which a stack is written for the solver's sake,
  /// with the same frames as UIKit's constraints:
  ///
  /// - `equalSpacing` writes each spacing between two visible neighbours on the gap guide
  ///   between them (`gap.length >= spacing`) rather than UIKit's `next.start >= previous.end +
  ///   spacing`. The two say the same once the gap's edges hold (they are required, and the gap
  ///   is the stack's own guide). But the gaps' lengths are all equal, so on the gaps every
  ///   spacing reads `length >= spacing` over one length: identical rows that the solver keeps
  ///   as one (Docs/solver.md, "Shared rows"). Between the views, each is a row of its own that
  ///   the tableau fills with every view's length before it: N² to build and, through the
  ///   gaps' degenerate ties, N³ to stretch (400 labels in a tall stack: `query` 10 s).
  /// - `fillEqually` makes the views equal before anything else and closes the stack by its
  ///   length, `stack.length = first.length × visible + spacings`, rather than UIKit's
  ///   `last.end = stack.end`. The two say the same once the spacings (equalities here) and the
  ///   equal lengths hold. Closed at its last view, the stack's closing row lists every
  ///   spacing, and the one length that every view's hugging and resistance rows hold was
  ///   pivoted through it into all of them; and each equal length added after the spacings
  ///   moved every view below it (2,000 labels: `query` 3 s and 300 MB; 10,000: minutes, 5 GB).
  ///   Unless margins-relative, each view after the first is also placed by its share of the
  ///   stack's length, `view.start = stack.end × k / n + c` in the stack's coordinates (`k`
  ///   visible views before it, `c` the spacings before it less `k / n` of all of them), rather
  ///   than after the view before it: with the equal lengths and the closing, the same place.
  ///   Chained, a change of the one length moved every view, and the dual simplex pivoted the
  ///   views in from the middle of the column, each row one longer (10,000 labels pinned at both
  ///   ends: 5 s and 1 GB); placed, each view moves in its own row (1.2 s, 125 MB).
  /// - `fillProportionally` gives the views their shares (`view.length = share × stack.length`)
  ///   before the canvas connections and the spacings, rather than after them: the same
  ///   constraints, in another order. The solver repairs violated rows lowest first, and rows
  ///   are numbered in the order their constraints came. After the spacings, a new stack length
  ///   (the stack pinned at both ends) was met at the spacings' rows first: the dual simplex
  ///   pivoted the views' tops in one by one, each row one entry longer than the last, and
  ///   then pivoted every view's new length through all those rows. First, each length is
  ///   pivoted while its rows are short: the same pivots (500 labels: `query` 2.3 s, now 0.3 s).
  ///
  /// Below this count the rows are short anyway, and the constraints stay as UIKit writes them,
  /// which is how a conflict names them (Docs/stack-views.md).
  public static let longStackMinimum = 32

  /// The weight step between adjacent arranged views: 2⁻¹⁰, small enough not to outweigh a
  /// real difference of error, large enough to stand well above the solver's tolerances.
  public static let weightStep = 1.0 / 1024

  /// The weight of the arranged view at `index` of `count`: `1 + weightStep × (count − 1 −
  /// index)`, so the last arranged view's errors are the cheapest.
  public static func weight(ofIndex index: Int, count: Int) -> Double {
    1 + weightStep * Double(count - 1 - index)
  }

  /// UIKit's constraint identifiers, as they appear in its logs.
  public enum Identifier {
    /// Pins the first and last arranged views (or the spanner) to the stack's edges.
    public static let canvasConnection = "UISV-canvas-connection"
    /// The spacing between adjacent arranged views.
    public static let spacing = "UISV-spacing"
    /// A hidden arranged view's zero length along the axis.
    public static let hiding = "UISV-hiding"
    /// Equal lengths (`fillEqually`) or equal gaps (spacing distributions).
    public static let fillEqually = "UISV-fill-equally"
    /// A view's length as a share of the stack's (`fillProportionally`).
    public static let fillProportionally = "UISV-fill-proportionally"
    /// A gap guide's edges on its neighbours' edges or centres.
    public static let distributingEdge = "UISV-distributing-edge"
    /// Arranged views aligned with the first one across the axis.
    public static let alignment = "UISV-alignment"
    /// The alignment spanner around every visible arranged view.
    public static let spanningBoundary = "UISV-spanning-boundary"
    /// The alignment spanner as small as it can be (priority 51).
    public static let spanningFit = "UISV-spanning-fit"
    /// The stack as small as it can be (priority 49).
    public static let canvasFit = "UISV-canvas-fit"
    /// An arranged view's cross size 0 when nothing else sets it (priority 25).
    public static let ambiguitySuppression = "UISV-ambiguity-suppression"
    /// The alignment spanner's role, in its guide's name.
    public static let alignmentSpanner = "UISV-alignment-spanner"
    /// A gap guide's role, in its guide's name.
    public static let distributing = "UISV-distributing"
  }
}

extension StackDescription {
  /// The constraints and guides `UIStackView` would generate for this stack on `stackView`,
  /// reading the arranged views' hidden state, intrinsic sizes and the stack's margins from
  /// `view(named:)`. Arranged views it does not know are left out.
  ///
  /// Hidden arranged views stay in the chain with a zero length (`UISV-hiding`); a spacing next
  /// to one is halved, and the spacing before the first visible view or after the last is 0:
  /// they take their spacing with them, as UIKit does.
  ///
  /// `fittingLength` gives, for an arranged view without an intrinsic length along the axis, the
  /// length a `fillProportionally` stack measures it by instead: UIKit's
  /// `_proportionalFillLengthForOrderedArrangement:relevantParentAxis:` falls back to the view's
  /// `systemLayoutSizeFittingSize:` (a nested stack's fitting size). Nil or not positive: the
  /// view gets no share.
  /// - Complexity: O(arranged views), plus the `fittingLength` calls.
  public func arrangement(
    ofView stackView: ViewDescription, view: (String) -> ViewDescription?,
    fittingLength: (ViewDescription, LayoutAxis) -> Double? = { _, _ in nil }
  ) -> StackArrangement {
    let stack = stackView.name
    let location = stackView.location
    let all = arrangedSubviews.compactMap(view)
    var result = StackArrangement()
    func add(
      _ identifier: String, _ first: ConstraintItem, _ relation: LayoutRelation = .equal,
      _ second: ConstraintItem? = nil, multiplier: Double = 1, constant: Double = 0,
      priority: Int = 1000
    ) {
      result.constraints.append(
        ConstraintDescription(
          name: identifier, first: first, relation: relation, second: second,
          multiplier: multiplier, constant: constant, priority: priority, location: location))
    }
    typealias ID = StackArrangement.Identifier
    let along = Edges(axis)
    let across = Edges(axis == .horizontal ? .vertical : .horizontal)
    let margins = stackView.layoutMargins
    let insetsAlong =
      axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
    let insetsAcross =
      axis == .horizontal ? margins.top + margins.bottom : margins.left + margins.right
    let inMargins = isLayoutMarginsRelative
    func canvas(_ attribute: LayoutAttribute) -> ConstraintItem {
      ConstraintItem(stack, inMargins ? Edges.margin(attribute) : attribute)
    }
    // The stack's own length along or across, within its margins when margins-relative: the
    // margins guide's length is the stack's minus the insets.
    func canvasFit(_ edges: Edges, insets: Double, priority: Int) {
      add(
        ID.canvasFit, ConstraintItem(stack, edges.size), .equal, nil,
        constant: inMargins ? insets : 0, priority: priority)
    }

    guard let first = all.first, let last = all.last else {
      // No arranged view: the stack collapses, weakly, on both axes.
      canvasFit(along, insets: insetsAlong, priority: 49)
      canvasFit(across, insets: insetsAcross, priority: 49)
      return result
    }
    let visible = all.filter { !$0.isHidden }
    let spreading = distribution == .equalSpacing || distribution == .equalCentering
    // A long stack is written for the solver (`StackArrangement.longStackMinimum`): an
    // equal-spacing one spaces two visible neighbours on the gap between them, a
    // fill-proportionally one gives its shares first, and a fill-equally one is closed by its
    // length and places its views by their shares of it.
    let isLong = visible.count >= StackArrangement.longStackMinimum
    let spacesOnGaps = distribution == .equalSpacing && isLong
    let baselines = isBaselineRelative && axis == .vertical

    func fillEqually() {
      if let reference = visible.first {
        for other in visible.dropFirst() {
          add(
            ID.fillEqually, .init(other.name, along.size), .equal, .init(reference.name, along.size)
          )
        }
      }
    }

    func fillProportionally() {
      // UIKit's multipliers: each view's proportional length over the sum of the visible views'
      // lengths and spacings; priorities 999, 998, … by arranged index, so that when the shares
      // cannot all hold, the last arranged view gives. A view's length is its intrinsic one or,
      // without one, its fitting length (a nested stack's), as UIKit measures it. When the
      // lengths add up to nothing beyond the spacings (UIKit's `_wantsProportionalDistribution`:
      // the denominator must exceed max(spacings, 1)), UIKit makes the views equal instead.
      var lengths: [String: Double] = [:]  // lookups only
      for arranged in visible {
        if let length = arranged.intrinsicContentSize[axis] {
          lengths[arranged.name] = length
        } else if let length = fittingLength(arranged, axis), length.isFinite, length > 0 {
          lengths[arranged.name] = length
        }
      }
      let spacings = spacing.points * Double(max(0, visible.count - 1))
      let total = visible.reduce(spacings) { $0 + max(0, lengths[$1.name] ?? 0) }
      if total > max(spacings, 1) {
        for (index, arranged) in all.enumerated() where !arranged.isHidden {
          guard let length = lengths[arranged.name] else { continue }
          let share = length / total
          add(
            ID.fillProportionally, .init(arranged.name, along.size), .equal,
            .init(stack, along.size), multiplier: share,
            constant: inMargins ? -share * insetsAlong : 0, priority: max(1, 999 - index))
        }
      } else {
        fillEqually()
      }
    }

    // The shares' rows then come before the spacings' in the solver.
    let sharesFirst = distribution == .fillProportionally && isLong
    if sharesFirst { fillProportionally() }

    // Baseline-relative spacings run between baselines, not edges: no length closes those.
    let closesByLength = distribution == .fillEqually && !baselines && isLong
    if closesByLength { fillEqually() }  // first: added after the spacings, each moved the rest

    // MARK: Along the axis
    add(ID.canvasConnection, canvas(along.start), .equal, .init(first.name, along.start))
    if !closesByLength {
      add(ID.canvasConnection, .init(last.name, along.end), .equal, canvas(along.end))
    }
    var spacingTotal = 0.0
    // Hidden views take their spacing with them as UIKit does: a spacing next to one hidden view
    // is halved, between two hidden views it is 0, and before the first visible view or after
    // the last one it is 0 — so n visible views keep n − 1 spacings, and a hidden view sits in
    // the middle of the gap its neighbours close.
    let firstVisible = all.firstIndex { !$0.isHidden }
    let lastVisible = all.lastIndex { !$0.isHidden }
    // A long fill-equally stack places each view by its share of the stack's length, not after
    // the view before it: for each view after the first, the visible views and the spacing
    // before it.
    let placesByShare = closesByLength && !inMargins
    var placements: [(index: Int, visibleBefore: Int, spacingBefore: Double)] = []
    var visibleBefore = first.isHidden ? 0 : 1
    for index in all.indices.dropFirst() {
      let (previous, next) = (all[index - 1], all[index])
      let hiddenCount = (previous.isHidden ? 1 : 0) + (next.isHidden ? 1 : 0)
      let atEnd = index == firstVisible || index - 1 == lastVisible
      let constant = atEnd ? 0 : spacing.points - spacing.points / 2 * Double(hiddenCount)
      if placesByShare {
        spacingTotal += constant
        placements.append((index, visibleBefore, spacingTotal))
        if !next.isHidden { visibleBefore += 1 }
        continue
      }
      // Up to a hidden view the spacing is exact even in the spacing distributions, so the
      // hidden view's place is fixed; after it, the gap (whose guide spans the visible views
      // only) may grow as any other.
      let exact = next.isHidden || atEnd
      // Two visible neighbours of a long equal-spacing stack: spaced on their gap, below.
      if spacesOnGaps && hiddenCount == 0 && !atEnd { continue }
      spacingTotal += constant  // for a long fill-equally stack's length, below
      // Baseline-relative, a visible view's side of a spacing is its baseline, also across a
      // hidden run (a's last baseline + s/2, the hidden view, + s/2 to c's first baseline: the
      // visible views stay s apart baseline to baseline); a hidden view's side is its edge.
      let toBaseline = baselines && !atEnd && !next.isHidden
      let fromBaseline = baselines && !atEnd && !previous.isHidden
      add(
        ID.spacing, .init(next.name, toBaseline ? .firstBaseline : along.start),
        exact ? .equal : spreading ? .greaterThanOrEqual : .equal,
        .init(previous.name, fromBaseline ? .lastBaseline : along.end),
        constant: constant)
    }
    // With the equal lengths and the stack closed by its length (`s.length = n × length +
    // spacings`), the view after k visible views and the spacings `b` before it starts at
    // `k × length + b` = `k / n × (s.length − spacings) + b`, in the stack's coordinates: what
    // the spacings between the views say, each view written once.
    for (index, before, spacingBefore) in placements {
      let share = Double(before) / Double(max(1, visible.count))
      let constant = spacingBefore - share * spacingTotal
      if before == 0 {
        add(
          ID.spacing, .init(all[index].name, along.start), .equal, .init(stack, along.start),
          constant: constant)
      } else {
        add(
          ID.spacing, .init(all[index].name, along.start), .equal, .init(stack, along.end),
          multiplier: share, constant: constant)
      }
    }
    for hidden in all where hidden.isHidden {
      add(ID.hiding, .init(hidden.name, along.size), .equal, nil, constant: 0)
    }
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      if closesByLength, let reference = visible.first {
        // The equal lengths came first. The visible views' lengths (the hidden ones' are 0)
        // and every spacing, within the margins when margins-relative: what
        // `last.end = canvas.end` closes.
        add(
          ID.canvasConnection, ConstraintItem(stack, along.size), .equal,
          .init(reference.name, along.size), multiplier: Double(visible.count),
          constant: spacingTotal + (inMargins ? insetsAlong : 0))
      } else {
        fillEqually()
      }
    case .fillProportionally:
      if !sharesFirst { fillProportionally() }
    case .equalSpacing, .equalCentering:
      let centering = distribution == .equalCentering
      var firstGap: String?
      // Each name's first place among the arranged subviews, looked up per gap (a search per
      // gap was quadratic in a long stack). Lookups only.
      var arrangedIndex: [String: Int] = [:]
      if centering {
        for (index, name) in arrangedSubviews.enumerated() where arrangedIndex[name] == nil {
          arrangedIndex[name] = index
        }
      }
      let visibleIndices = all.indices.filter { !all[$0].isHidden }
      for (number, (previousIndex, nextIndex)) in zip(visibleIndices, visibleIndices.dropFirst())
        .enumerated()
      {
        let (previous, next) = (all[previousIndex], all[nextIndex])
        let gap = "\(stack)[\(ID.distributing)-\(number + 1)]"
        result.guides.append(LayoutGuideDescription(name: gap, owner: stack, location: location))
        let previousEdge: LayoutAttribute =
          centering ? along.center : baselines ? .lastBaseline : along.end
        let nextEdge: LayoutAttribute =
          centering ? along.center : baselines ? .firstBaseline : along.start
        add(
          ID.distributingEdge, .init(gap, along.start), .equal, .init(previous.name, previousEdge))
        add(ID.distributingEdge, .init(gap, along.end), .equal, .init(next.name, nextEdge))
        if spacesOnGaps && nextIndex == previousIndex + 1 {
          // Neighbours: the spacing left out above, on the gap (the same edges, baselines
          // included).
          add(
            ID.spacing, .init(gap, along.size), .greaterThanOrEqual, nil,
            constant: spacing.points)
        }
        if let firstGap {
          // Equal centring gives way to the spacing and to the views' own sizes: 150 less the
          // index of the gap's leading view, as UIKit's dumps show (149 for the second gap).
          let index = centering ? arrangedIndex[previous.name] ?? 0 : 0
          add(
            ID.fillEqually, .init(gap, along.size), .equal, .init(firstGap, along.size),
            priority: centering ? max(1, 150 - index) : 1000)
        } else {
          firstGap = gap
        }
      }
      canvasFit(along, insets: insetsAlong, priority: 49)
    }

    // MARK: Across the axis
    var alignment = self.alignment
    if axis == .vertical {
      // Baselines are horizontal lines: in a column they cannot align views across the axis,
      // so they align the views' leading or trailing edges.
      if alignment == .firstBaseline { alignment = .leading }
      if alignment == .lastBaseline { alignment = .trailing }
    }
    for other in all.dropFirst() {
      switch alignment {
      case .fill:
        add(ID.alignment, .init(first.name, across.start), .equal, .init(other.name, across.start))
        add(ID.alignment, .init(first.name, across.end), .equal, .init(other.name, across.end))
      case .leading:
        add(ID.alignment, .init(first.name, across.start), .equal, .init(other.name, across.start))
      case .trailing:
        add(ID.alignment, .init(first.name, across.end), .equal, .init(other.name, across.end))
      case .center:
        add(
          ID.alignment, .init(first.name, across.center), .equal, .init(other.name, across.center))
      case .firstBaseline:
        add(
          ID.alignment, .init(first.name, .firstBaseline), .equal, .init(other.name, .firstBaseline)
        )
      case .lastBaseline:
        add(
          ID.alignment, .init(first.name, .lastBaseline), .equal, .init(other.name, .lastBaseline))
      }
    }
    if alignment == .fill {
      add(ID.canvasConnection, canvas(across.start), .equal, .init(first.name, across.start))
      add(ID.canvasConnection, .init(first.name, across.end), .equal, canvas(across.end))
    } else {
      // The spanner: a guide around every visible arranged view, as small as it can be, whose
      // far edges are the stack's — so the stack's cross size hugs its largest arranged view.
      let spanner = "\(stack)[\(ID.alignmentSpanner)]"
      result.guides.append(LayoutGuideDescription(name: spanner, owner: stack, location: location))
      switch alignment {
      case .leading where !visible.isEmpty:
        add(ID.canvasConnection, canvas(across.start), .equal, .init(first.name, across.start))
        add(ID.canvasConnection, .init(spanner, across.end), .equal, canvas(across.end))
      case .trailing where !visible.isEmpty:
        add(ID.canvasConnection, canvas(across.start), .equal, .init(spanner, across.start))
        add(ID.canvasConnection, .init(first.name, across.end), .equal, canvas(across.end))
      case .center where !visible.isEmpty:
        add(ID.canvasConnection, canvas(across.start), .equal, .init(spanner, across.start))
        add(ID.canvasConnection, .init(spanner, across.end), .equal, canvas(across.end))
        add(ID.canvasConnection, canvas(across.center), .equal, .init(first.name, across.center))
      case .firstBaseline where !visible.isEmpty:
        // UIKit ties only one side of a baseline-aligned row to the canvas with an equality; the
        // other is an inequality on the first arranged view (`stack.top <= label.top`, as its
        // view debugger shows), and the stack's fit (@49) closes it. Two equalities would leave
        // the row free to slide inside a stack taller than it: ambiguous. Being on the first
        // view, not the spanner, a taller later view whose baseline sits lower (a text field
        // beside a label) sticks out above the stack, as Xcode records it (Docs/stack-views.md).
        add(
          ID.canvasConnection, canvas(across.start), .lessThanOrEqual,
          .init(visible[0].name, across.start))
        add(ID.canvasConnection, .init(spanner, across.end), .equal, canvas(across.end))
        canvasFit(across, insets: insetsAcross, priority: 49)
      case .lastBaseline where !visible.isEmpty:
        add(ID.canvasConnection, canvas(across.start), .equal, .init(spanner, across.start))
        add(
          ID.canvasConnection, canvas(across.end), .greaterThanOrEqual, .init(spanner, across.end))
        canvasFit(across, insets: insetsAcross, priority: 49)
      default:
        // Every alignment when all arranged views are hidden: the spanner fills the stack,
        // which hugs it, and the first view's edge fixes where.
        add(ID.canvasConnection, canvas(across.start), .equal, .init(spanner, across.start))
        add(ID.canvasConnection, .init(spanner, across.end), .equal, canvas(across.end))
        add(ID.canvasConnection, canvas(across.start), .equal, .init(first.name, across.start))
      }
      for arranged in visible {
        add(
          ID.spanningBoundary, .init(spanner, across.start), .lessThanOrEqual,
          .init(arranged.name, across.start))
        add(
          ID.spanningBoundary, .init(spanner, across.end), .greaterThanOrEqual,
          .init(arranged.name, across.end))
      }
      add(
        ID.spanningFit, .init(spanner, across.size), .equal, nil,
        priority: visible.isEmpty ? 1 : 51)
      for arranged in all {
        add(ID.ambiguitySuppression, .init(arranged.name, across.size), .equal, nil, priority: 25)
      }
    }

    for (index, arranged) in all.enumerated() {
      result.contentWeights.append(
        .init(
          view: arranged.name, axis: axis,
          weight: StackArrangement.weight(ofIndex: index, count: all.count)))
    }
    return result
  }
}

/// The attributes of one axis: start and end edges, centre and size.
private struct Edges {
  var start: LayoutAttribute
  var end: LayoutAttribute
  var center: LayoutAttribute
  var size: LayoutAttribute

  init(_ axis: LayoutAxis) {
    if axis == .horizontal {
      (start, end, center, size) = (.leading, .trailing, .centerX, .width)
    } else {
      (start, end, center, size) = (.top, .bottom, .centerY, .height)
    }
  }

  /// The margin attribute of an edge or centre.
  static func margin(_ attribute: LayoutAttribute) -> LayoutAttribute {
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }
}
