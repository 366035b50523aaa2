/// Other optima: points of the optimal face near the current one.
extension Solver {
  /// For each expression, a point of the optimal face that moves it by the first of `steps` (in
  /// order, each a signed change) that a propagated shift along the face can take — or nil when
  /// none can (the move needs a pivot, or the expression is fixed).
  ///
  /// Every point returned satisfies every required constraint and leaves the error at every
  /// priority level as it is: the face is the tableau with every non-basic symbol whose move
  /// would cost something pinned, the same face `ambiguities(ofExpressions:)` looks at (see
  /// "Ambiguity" in `Docs/solver.md`), and a shift keeps every row and every bound. The solver
  /// itself is not changed; read the point with `value(of:at:)`.
  ///
  /// Why: two layouts that satisfy the constraints equally well, for each ambiguous view, used
  /// to take a required constraint added and removed per view on a fresh solver; on a long
  /// squeezed row (W6) each of those re-solved a dense tableau. Here every expression shares
  /// one copy of the tableau, and each move costs the rows it touches.
  /// - Complexity: one copy of the tableau, then one propagated shift per expression and step
  ///   tried (each symbol moves at most once per shift).
  public func faceMoves(of expressions: [Expression], steps: [Double]) -> [FaceMove?] {
    var face = optimalFace()
    var known: [(up: Bool?, down: Bool?)] = []
    let symbols = face.querySymbols(for: expressions, known: &known, solver: self)
    // The query rows' symbols come after the solver's own; a point needs only the solver's.
    let solverSymbols = Int32(tableau.value.count)
    var moved: [(Int32, Double)] = []
    return symbols.map { symbol in
      guard let s = symbol else { return nil }
      for step in steps where step != 0 && step.isFinite {
        moved.removeAll(keepingCapacity: true)
        guard face.canShift(s, by: step, moved: &moved) else { continue }
        var deltas: [Int32: Double] = [:]  // looked up only, never iterated
        for (k, d) in moved where k < solverSymbols { deltas[k] = d }
        return FaceMove(change: step, deltas: deltas)
      }
      return nil
    }
  }

  /// A variable's value at a point of the optimal face found by `faceMoves(of:steps:)`; 0 for a
  /// variable the solver has not seen.
  public func value(of variable: Variable, at move: FaceMove) -> Double {
    let (s, link) = symbolOfVariable.storedEntry(for: variable)
    if s >= 0 {
      let v = tableau.value[Int(s)] + (move.deltas[s] ?? 0)
      return v == 0 ? 0 : v  // never -0
    }
    if s == IdentityTable<Variable>.absent { return 0 }
    // An alias moves as its root does: `x = factor · root + offset`.
    let alias = aliasLinks[Int(link)]
    let root = tableau.value[Int(alias.root)] + (move.deltas[alias.root] ?? 0)
    let x = alias.factor * root + alias.offset
    return x == 0 ? 0 : x
  }
}

/// A point of the optimal face near the optimum (`Solver.faceMoves(of:steps:)`): how far each
/// symbol a propagated shift moved went. Valid until the solver next changes.
public struct FaceMove: Sendable {
  /// The change of the expression the move was asked for: one of the steps.
  public let change: Double
  /// The change of each moved symbol of the solver's tableau.
  let deltas: [Int32: Double]
}
