/// What the successful propagated shifts of one batch of face moves (`Solver.moves`) proved,
/// kept for the shifts after them: for a row repaired by moving a symbol, that the repair and
/// everything it set off can be done again at any scale of the same sign, and what it changes.
///
/// Why: a witness frame moves one view's size and propagates the move along the face. On a
/// chain of views whose sizes are only bounded below, moving one view's width pushes every view
/// after it, so a witness per view was the square of the views (`validate` of 1,000 such views:
/// 39 s). The pushes after a view are the same pushes, at the same scale, that the witness of
/// the view before it made: the first shift proves them, and each later shift takes the proof
/// where it reaches the same row (see "Shifts that reuse a proven tail" in `Docs/solver.md`).
///
/// A *node* is one repair of a successful shift: row `q` (by its basic symbol), repaired by
/// moving non-basic `symbol` by `step`, with everything that move set off (the repairs it
/// caused, and theirs: its subtree). A node is kept only when its subtree is *linear*: every
/// symbol it moves is unbounded the way it moves, every row it disturbs is an equality it also
/// repairs or a row with no bound the way it pushes it, and no move outside the subtree touched
/// its rows (but its own row, which its parent disturbed). Then the subtree's moves, scaled by
/// any positive factor, change row `q` by that factor times what they did and every other row
/// of the face by nothing or towards its open side: added to any point of the face at which
/// `q` is off its bound by that much, they give a point of the face (the other moves of the
/// shift see the values without them, and what keeps those values feasible keeps the sum
/// feasible).
///
/// A node's subtree is an interval of its *tree*'s numbering (the order of a depth-first walk),
/// and each symbol a kept subtree changes carries a *label*: its tree, the interval of the
/// numbers of the moves that changed it, and by how much they changed it in the tree's units.
/// A node then answers "does my subtree change this symbol, and by how much" with two
/// comparisons: inside its interval (all of the change), outside it (none), or across its
/// edge (unknown: the node is not used when the answer matters).
struct ShiftMemo {
  /// One repair whose subtree is linear (see the type's documentation).
  struct Node {
    /// The tree it belongs to, and its subtree's interval of that tree's numbering.
    var tree: Int32
    var low: Int32
    var high: Int32
    /// The symbol moved to repair the row, and by how much, in the tree's units.
    var symbol: Int32
    var step: Double
  }

  /// Which moves of a tree changed a symbol, and by how much (see the type's documentation).
  struct Label {
    /// -1: no tree changed the symbol.
    var tree: Int32 = -1
    /// The interval of the numbers of the moves that changed it; `ShiftMemo.outside` when a
    /// move that is no node's (the probed symbol's own) changed it too.
    var low: Int32 = 0
    var high: Int32 = 0
    /// The change, in the tree's units.
    var change: Double = 0
  }

  /// The numbers a tree uses, and the node whose subtree is all of them (-1: none, when the
  /// shift had several starting repairs or its first repair was not kept). A later shift that
  /// reaches that node before anything else it reuses numbers its own moves below the tree's
  /// and extends the tree: a chain pushed from its far end then grows one tree, whatever the
  /// order of its views.
  struct Tree {
    var low: Int32
    var high: Int32
    var root: Int32
  }

  /// A node reused by the current propagation: the subtree's moves at `scale` times its
  /// tree's units, standing for the repair of `row` by `adjust` (which the row's value holds;
  /// the symbols of the subtree keep theirs). `event`: the move's index in the propagation's log.
  struct Reuse {
    var node: Int32
    var scale: Double
    var row: Int32
    var adjust: Double
    var event: Int
  }

  /// The number of a move that is no node's: below every number a tree uses.
  static let outside = Int32.min

  /// The fewest moves of a propagation that reused nothing for it to be recorded.
  static let shortest = 4

  var nodes: [Node] = []
  var trees: [Tree] = []
  /// The node that repairs each row (by its basic symbol), -1 for none: the first one kept,
  /// whichever way the propagation that found it broke its ties (a proof holds either way).
  var nodeOfRow: [Int32] = []
  /// Each symbol's label.
  var labels: [Label] = []

  /// The symbol the current shift probes (pinned where it moved), and the symbols whose values
  /// its caller reads: a node is reused only when its subtree does not change the first and
  /// says exactly what it changes of the others.
  var pinned: Int32 = -1
  var watched: [Int32] = []
  /// Which way a tie between a link's two ends goes in a probe's first propagation: the way
  /// that found the last move (`Tableau.probeShift`). Why: the first way, tried first, walks
  /// towards whatever holds the chain when the chain is held at its far end, and gives up
  /// there, for every view: a chain held at its last view's trailing edge took 38 s to
  /// validate at 300 views, nearly all of it in propagations that gave up.
  ///
  /// And turned once a batch, after a long propagation that the first way found and that kept
  /// no node (`turnsAfter` moves or more, none reused): that way leads to a bounded row that
  /// stops any proof (a chain held at its last view, which took the slack and gives way within
  /// it), so every later shift would walk it again; the other way may lead to a free end,
  /// where each shift extends one tree (`Tableau.recordShiftTree`). If the other way fails,
  /// the probe's second try turns it back. Once, not after every such shift: on a squeezed row
  /// (W6), where neither way proves anything, turning each time made every shift fail first.
  var laterOnTieFirst = false
  /// The fewest moves of a propagation that kept no node for the tie order to turn after it.
  static let turnsAfter = 8
  /// Whether the tie order turned in this batch (`laterOnTieFirst`).
  var hasTurned = false
  /// The nodes the current (or last successful) propagation reused.
  var reuses: [Reuse] = []
  /// What those reuses changed of each watched symbol (in `watched`'s order; nil: unknown),
  /// read when the propagation succeeded and before it was recorded: the recording merges
  /// labels with the new moves, after which a reused node may no longer know its share.
  var watchedReused: [Double?] = []
  /// `Tableau.recordShiftTree`'s lists.
  var scratch = ShiftRecordingScratch()

  /// A memo for a tableau of `symbols` symbols. Its tables are made when the first shift is
  /// recorded: most questions never record one (a probe of a view pinned on every side moves
  /// a symbol or two), and made for every question they took `query` of 10,000 labels from
  /// 80 MB to 84 MB resident.
  init(symbols: Int) {
    symbolCount = symbols
  }

  /// The symbols the tables cover once made.
  let symbolCount: Int

  /// Makes the per-symbol tables, if not yet made.
  mutating func makeTables() {
    guard labels.isEmpty else { return }
    nodeOfRow = [Int32](repeating: -1, count: symbolCount)
    labels = [Label](repeating: Label(), count: symbolCount)
  }

  /// What `turnIfItProvedNothing(since:moved:)` compares a shift with, taken before it.
  struct Mark {
    var nodes: Int
    var trees: Int
    var laterOnTieFirst: Bool
  }

  /// The memo as it stands, for `turnIfItProvedNothing(since:moved:)` after the next shift.
  var mark: Mark { Mark(nodes: nodes.count, trees: trees.count, laterOnTieFirst: laterOnTieFirst) }

  /// After a successful shift taken from `mark` that moved `moved` symbols: when it is long
  /// (`turnsAfter` moves or more), the first way found it (the probe did not turn the order),
  /// it reused nothing and kept no node, and the order has not turned in this batch, turns the
  /// tie order (`laterOnTieFirst`) and drops that shift's tree, labels and all. No later shift
  /// can reuse a tree without a node, and its labels keep the nodes of the shifts after it
  /// from their symbols (a label holds one tree): on a chain held at its last view, which took
  /// the slack, the first witness pushed towards it, labelled every view and proved nothing,
  /// and the witnesses after it, pushed the other way, could keep no node: each walked the
  /// chain again. The labels are the symbols the recording listed (`scratch.changed`), so
  /// dropping them costs what the recording did.
  mutating func turnIfItProvedNothing(since mark: Mark, moved: Int) {
    guard !hasTurned, moved >= ShiftMemo.turnsAfter, reuses.isEmpty, nodes.count == mark.nodes,
      laterOnTieFirst == mark.laterOnTieFirst
    else { return }
    laterOnTieFirst.toggle()
    hasTurned = true
    guard trees.count == mark.trees + 1 else { return }
    let last = Int32(trees.count - 1)
    for k in scratch.changed where Int(k) < labels.count && labels[Int(k)].tree == last {
      labels[Int(k)] = Label()
    }
    trees.removeLast()
  }

  /// The node that repairs row `q` by moving `symbol` by `step`, and the scale of its reuse,
  /// when the current shift may reuse it: the same symbol moving the same way, its subtree
  /// not changing the pinned symbol, and saying exactly what it changes of each watched one.
  func reusable(row q: Int32, symbol: Int32, step: Double) -> (node: Int32, scale: Double)? {
    let qi = Int(q)
    guard qi < nodeOfRow.count, nodeOfRow[qi] >= 0 else { return nil }
    let n = nodes[Int(nodeOfRow[qi])]
    guard n.symbol == symbol, step * n.step > 0 else { return nil }
    if pinned >= 0 && overlap(of: pinned, with: n) != .none { return nil }
    for k in watched where overlap(of: k, with: n) == .partial { return nil }
    return (nodeOfRow[qi], step / n.step)
  }

  /// How node `n`'s subtree changes symbol `k`: not at all, all of what its label says, or
  /// part of it (unknown).
  func overlap(of k: Int32, with n: Node) -> Overlap {
    guard Int(k) < labels.count else { return .none }
    let label = labels[Int(k)]
    if label.tree != n.tree || label.high < n.low || label.low > n.high { return .none }
    return label.low >= n.low && label.high <= n.high ? .whole : .partial
  }

  enum Overlap { case none, whole, partial }

  /// The change of symbol `k` that the subtrees of `reused` make, each at its scale; nil when
  /// one of them changes it only in part (unknown).
  func change(of k: Int32, by reused: [Reuse]) -> Double? {
    var sum = 0.0
    for reuse in reused {
      switch overlap(of: k, with: nodes[Int(reuse.node)]) {
      case .none: continue
      case .whole: sum += reuse.scale * labels[Int(k)].change
      case .partial: return nil
      }
    }
    return sum
  }
}
