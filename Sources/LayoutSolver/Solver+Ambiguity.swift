/// Whether the optimum pins variables down.
extension Solver {
  /// Whether the optimum fixes `variable`, or in which directions it can move without worsening
  /// the error at any priority level. Ties inside a level count as freedom: two views hugging at
  /// the same priority leave their split undetermined.
  public func ambiguity(of variable: Variable) -> Ambiguity {
    ambiguities(of: [variable])[0]
  }

  /// `ambiguity(of:)` for many variables at once, sharing the work.
  ///
  /// How: at a lexicographic optimum, a non-basic symbol whose reduced-cost vector is not zero
  /// cannot move without worsening some level, and every point of the optimal face keeps it where
  /// it is. Fixing those symbols and dropping the objective leaves exactly the optimal face; on a
  /// copy of the tableau, the primal simplex then maximizes and minimizes each variable over it.
  /// - Complexity: two small linear programs per variable, each warm-started from the last.
  public func ambiguities(of variables: [Variable]) -> [Ambiguity] {
    var face = tableau
    var locked: [Int32] = []
    for row in face.objective { locked.append(contentsOf: row.symbols) }
    for s in locked where !face.hasZeroCost(s) {
      face.lower[Int(s)] = face.value[Int(s)]
      face.upper[Int(s)] = face.value[Int(s)]
    }
    face.levels = [0]
    return variables.map { variable in
      guard let s = symbolOfVariable.value(for: variable) else {
        return Ambiguity(canIncrease: true, canDecrease: true)
      }
      let start = tableau.value[Int(s)]
      let tolerance = 1e-7 * max(1, abs(start))
      func reach(_ direction: Double) -> Bool {
        face.objective = [SparseRow()]
        face.addToObjective(-direction, s, level: 0)
        switch face.optimize() {
        case .unbounded: return true
        case .gaveUp: return true  // cannot prove it fixed
        case .optimal: return (face.value[Int(s)] - start) * direction > tolerance
        }
      }
      return Ambiguity(canIncrease: reach(1), canDecrease: reach(-1))
    }
  }
}
