import LayoutSolver

/// A solver constraint per axis, or none: a view's hugging constraints, or its
/// compression-resistance constraints.
///
/// Two stored fields, read and written by axis as a dictionary would be: a
/// `[LayoutAxis: Constraint]` allocated a table of its own for every view and kind (25 MB for a
/// chain of 50,000 labels).
struct AxisConstraints {
  var horizontal: Constraint?
  var vertical: Constraint?

  /// Whether neither axis has a constraint.
  var isEmpty: Bool { horizontal == nil && vertical == nil }

  subscript(axis: LayoutAxis) -> Constraint? {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      switch axis {
      case .horizontal: horizontal = newValue
      case .vertical: vertical = newValue
      }
    }
  }
}
