import Testing

@testable import AdaptiveLayout
@testable import LayoutSolver

/// A size-class change of a card grid: every card's height and spacing change at once
/// (`LayoutEngine.setConstants`). The propagated shift that tries it first goes round a cycle
/// (a card's height moved for the spacing below it, moved back by the card's own height), and
/// gives up once it moves one symbol a ninth time (`Tableau.oscillationLimit`) instead of
/// spending its whole budget; the dual simplex then makes the change.
@Suite struct ClassChangeCycleTests {
  /// 50 cards in rows of 10, each holding a label, as `Scripts/scale-scenes.py cards 100` writes
  /// them: `t` and `h` constraints of every card are the ones a class change moves.
  static func cards() -> (scene: Scene, spacing: [ConstraintID], height: [ConstraintID]) {
    var views: [ViewDescription] = []
    var constraints: [ConstraintDescription] = []
    var spacing: [ConstraintID] = []
    var height: [ConstraintID] = []
    let count = 50
    for i in 0..<count {
      views.append(ViewDescription(name: "card\(i)"))
      views.append(
        ViewDescription(
          name: "label\(i)", kind: "label", superview: "card\(i)",
          intrinsicContentSize: IntrinsicContentSize(width: 60, height: 21)))
    }
    func add(_ text: String) -> ConstraintID {
      constraints.append(constraint(text, line: constraints.count + 1))
      return ConstraintID(constraints.count - 1)
    }
    for i in 0..<count {
      let column = i % 10
      let row = i / 10
      if column == 0 {
        _ = add("card\(i).leading = superview.leadingMargin")
      } else {
        _ = add("card\(i).leading = card\(i - 1).trailing + 8")
        _ = add("card\(i).width = card\(i - 1).width")
      }
      if column == 9 {
        _ = add("card\(i).trailing <= superview.trailingMargin")
        _ = add("card\(i).trailing = superview.trailingMargin @999")
      }
      spacing.append(
        row == 0
          ? add("card\(i).top = topLayoutGuide.bottom + 8")
          : add("card\(i).top = card\(i - 10).bottom + 8"))
      height.append(add("card\(i).height = 44"))
      _ = add("label\(i).leading = superview.leadingMargin")
      _ = add("label\(i).centerY = superview.centerY")
      _ = add("label\(i).trailing <= superview.trailingMargin")
    }
    return (Scene(views: views, constraints: constraints), spacing, height)
  }

  @Test func aClassChangeThatCyclesGivesUpEarlyAndLandsWhereTheConstantsSay() throws {
    let (scene, spacing, height) = Self.cards()
    // No insets: the top layout guide's bottom is the root's top, 0.
    let engine = try LayoutEngine(
      scene: scene,
      environment: LayoutEnvironment(
        rootSize: LayoutSize(width: 375, height: 667), systemMinimumMargin: 16))
    let before = engine.solver.tableau.propagationMoves
    // Compact height: every spacing 8 -> 4 and every height 44 -> 30.
    try engine.setConstants(
      spacing.map { (constant: 4.0, id: $0) } + height.map { (constant: 30.0, id: $0) })
    let moves = engine.solver.tableau.propagationMoves - before
    // The cycle, left to run, spent the first propagation's whole budget (64 + two moves a row)
    // before the dual simplex's own propagation moved more (1,412 moves in all here); given up
    // at the cycle, the whole change costs less than that one budget.
    #expect(moves < engine.solver.tableau.propagationBudget)
    // Card i sits in row i / 10: y = 4 + row · (30 + 4), height 30.
    let frames = Dictionary(uniqueKeysWithValues: engine.viewFrames.map { ($0.name, $0.frame) })
    for i in 0..<50 {
      let frame = try #require(frames["card\(i)"])
      #expect(frame.y == 4 + Double(i / 10) * 34, "card\(i)")
      #expect(frame.height == 30, "card\(i)")
    }
    #expect(engine.conflicts.isEmpty)
  }
}
