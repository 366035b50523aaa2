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
  /// How (see "Ambiguity" in `Docs/solver.md`): at a lexicographic optimum, a non-basic symbol
  /// whose reduced-cost vector is not zero cannot move without worsening some level, and every
  /// point of the optimal face keeps it where it is. Fixing those symbols and dropping the
  /// objective leaves exactly the optimal face. Sign propagation over the rows
  /// (`Tableau.faceDirections`) then proves most directions blocked in one pass; propagated
  /// shifts prove most of the others open; and for what is left, the primal simplex maximizes
  /// and minimizes the variable over the face.
  /// - Complexity: O(entries of the tableau) when signs and shifts settle every variable, as in
  ///   chains and grids of views; two small linear programs per variable they leave open.
  public func ambiguities(of variables: [Variable]) -> [Ambiguity] {
    var face = optimalFace()
    let (up, down) = face.faceDirections()
    var answers: [(up: Bool?, down: Bool?)] = Array(repeating: (nil, nil), count: variables.count)
    for (i, variable) in variables.enumerated() {
      if let s = symbolOfVariable.value(for: variable) {
        if !up[Int(s)] { answers[i].up = false }
        if !down[Int(s)] { answers[i].down = false }
      } else {
        answers[i] = (true, true)  // a variable the solver has never seen is free
      }
    }
    return settle(variables, answers, on: &face)
  }

  /// The method `ambiguities(of:)` used before sign propagation: a cheap test of each variable's
  /// own row, probes, and two linear programs per variable left open. The same answers, more
  /// slowly; kept as the tests' oracle.
  func ambiguitiesByLinearPrograms(of variables: [Variable]) -> [Ambiguity] {
    var face = optimalFace()
    var answers: [(up: Bool?, down: Bool?)] = Array(repeating: (nil, nil), count: variables.count)
    for (i, variable) in variables.enumerated() {
      if let s = symbolOfVariable.value(for: variable) {
        if face.cannotMove(s, 1) { answers[i].up = false }
        if face.cannotMove(s, -1) { answers[i].down = false }
      } else {
        answers[i] = (true, true)
      }
    }
    return settle(variables, answers, on: &face)
  }

  /// A copy of the tableau cut down to the optimal face: every symbol whose move would cost
  /// something pinned where it is, no objective, every row in textbook form.
  func optimalFace() -> Tableau {
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
    return face
  }

  /// Answers the directions `answers` leaves open (nil): by propagated shifts along the face,
  /// then by linear programs over it.
  func settle(
    _ variables: [Variable], _ known: [(up: Bool?, down: Bool?)], on face: inout Tableau
  ) -> [Ambiguity] {
    var answers = known
    var queried: [Int32: [Int]] = [:]  // lookups only
    for (i, variable) in variables.enumerated() {
      if let s = symbolOfVariable.value(for: variable) { queried[s, default: []].append(i) }
    }
    // First a cheap probe from the optimum itself: move each variable a little by propagated
    // shifts (no pivot). On a chain of inequalities that answers in one pass per variable, where
    // the simplex below would pivot along the whole chain.
    // A successful probe is a feasible move along the optimal face, so every queried variable it
    // moved can move that way too: on a chain, the first probe answers for all the others.
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
        // A direction already ruled out stays ruled out: a probe's step can stray within
        // round-off past a bound the proof treats as closed.
        for k in queried[symbol] ?? [] {
          if change > 0 {
            if answers[k].up == nil { answers[k].up = true }
          } else if answers[k].down == nil {
            answers[k].down = true
          }
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
