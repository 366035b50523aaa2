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
    // The probes move basic variables through their rows: every row of this copy in textbook
    // form. (The copy, not the solver's own tableau: looking must not change what later calls
    // answer, and the form of the rows steers the simplex's tie-breaks.)
    var face = tableau
    face.expandDeferredRows()
    var locked: [Int32] = []
    for row in face.objective { locked.append(contentsOf: row.symbols) }
    for s in locked where !face.hasZeroCost(s) {
      face.lower[Int(s)] = face.value[Int(s)]
      face.upper[Int(s)] = face.value[Int(s)]
    }
    face.levels = []
    face.objective = []
    // First a cheap probe from the optimum itself: move each variable a little by propagated
    // shifts (no pivot). On a chain of inequalities that answers in one pass per variable, where
    // the simplex below would pivot along the whole chain.
    // A successful probe is a feasible move along the optimal face, so every queried variable it
    // moved can move that way too: on a chain, the first probe answers for all the others.
    var answers: [(up: Bool?, down: Bool?)] = Array(repeating: (nil, nil), count: variables.count)
    var queried: [Int32: [Int]] = [:]  // lookups only
    for (i, variable) in variables.enumerated() {
      if let s = symbolOfVariable.value(for: variable) {
        queried[s, default: []].append(i)
        if face.cannotMove(s, 1) { answers[i].up = false }
        if face.cannotMove(s, -1) { answers[i].down = false }
      } else {
        answers[i] = (true, true)  // a variable the solver has never seen is free
      }
    }
    // Upward in order, downward in reverse: constraints are usually written from the first item
    // on, so a probe from the far end carries along what precedes it.
    let probes =
      variables.indices.map { ($0, 1.0) } + variables.indices.reversed().map { ($0, -1.0) }
    for (i, direction) in probes {
      guard let s = symbolOfVariable.value(for: variables[i]) else { continue }
      let step = 1e-3 * max(1, abs(tableau.value[Int(s)]))
      if (direction > 0 ? answers[i].up : answers[i].down) != nil { continue }
      var moved: [(Int32, Double)] = []
      guard face.canShift(s, by: direction * step, moved: &moved) else { continue }
      for (symbol, change) in moved {
        for k in queried[symbol] ?? [] {
          if change > 0 { answers[k].up = true } else { answers[k].down = true }
        }
      }
    }
    face.levels = [0]
    for (i, variable) in variables.enumerated() where answers[i].up == nil || answers[i].down == nil
    {
      guard let s = symbolOfVariable.value(for: variable) else { continue }
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
      if answers[i].up == nil { answers[i].up = reach(1) }
      if answers[i].down == nil { answers[i].down = reach(-1) }
    }
    return answers.map { Ambiguity(canIncrease: $0.up ?? false, canDecrease: $0.down ?? false) }
  }
}
