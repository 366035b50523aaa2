import LayoutSolver
import Testing

@testable import AdaptiveLayout

/// The engine writes a constraint's solver form `lhs − rhs` term by term; it must be exactly the
/// form the expression operators give, the same terms in the same order with the same
/// coefficients and constant bit for bit, or the solver's tie-breaks (and so an ambiguous view's
/// frame) could change.
@Suite struct SolverFormTests {
  /// `Constraint(lhs, relation, rhs).expression` as the engine built it with operators.
  func operatorForm(_ engine: LayoutEngine, _ resolved: SceneValidator.ResolvedConstraint)
    -> Expression
  {
    let d = resolved.description
    let a1 = d.first.attribute
    let lhs: Expression
    let rhs: Expression
    if let second = d.second, let secondItem = resolved.secondItem {
      let a2 = second.attribute
      let e1 = engine.expression(resolved.firstItem, a1)
      let e2 = engine.expression(secondItem, a2)
      if a1.isSize {
        lhs = e1
        rhs = e2 * d.multiplier + d.constant
      } else {
        let n =
          engine.geometry[resolved.commonAncestor]
          ?? ItemGeometry(left: 0, top: 0, width: 0, height: 0)
        let coordinate: (Expression) -> Expression
        if a1.axis == .vertical {
          coordinate = { $0 - n.top }
        } else if engine.environment.isRightToLeft && (a1.isDirectional || a2.isDirectional) {
          coordinate = { n.left + n.width - $0 }
        } else {
          coordinate = { $0 - n.left }
        }
        lhs = coordinate(e1)
        rhs = coordinate(e2) * d.multiplier + d.constant
      }
    } else {
      lhs = engine.expression(resolved.firstItem, a1)
      rhs = Expression(constant: d.constant)
    }
    return Constraint(lhs, .equal, rhs).expression
  }

  func sameBits(_ a: Expression, _ b: Expression) -> Bool {
    a.terms.count == b.terms.count && a.constant.bitPattern == b.constant.bitPattern
      && zip(a.terms, b.terms).allSatisfy {
        $0.variable === $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern
      }
  }

  @Test(arguments: [false, true])
  func everyAttributeMatchesTheOperatorForm(rightToLeft: Bool) throws {
    let card = view(
      "card", margins: EdgeInsets(top: 3, left: 10, bottom: 5, right: 30))
    let label = view(
      "label", in: "card", intrinsic: (41.5, 20.5), baseline: Baseline(first: 16, last: 4))
    let lines = [
      "card.leading = superview.leadingMargin + 7", "card.top = superview.top * 1.5 + 20",
      "card.width = superview.width * 0.75 - 3", "card.height = card.width * 0.5",
      "label.leading = superview.leadingMargin", "label.trailing <= superview.trailingMargin",
      "label.centerY = superview.centerY * 0.5 + 2",
      "label.firstBaseline = superview.topMargin + 9",
      "other.left = label.right + 8", "other.right = superview.right * 0.9",
      "other.centerX = label.centerX * 2 - 1.25", "other.lastBaseline = label.lastBaseline",
      "other.bottom = superview.bottomMargin - 4", "other.height = 30 @750",
      "other.trailing = card.trailing * 0.3 + 1", "other.centerY = card.centerYWithinMargins",
      "label.leading >= card.centerXWithinMargins * 0.25",
    ]
    let e = try engine(
      [card, label, view("other", in: "card")], lines,
      in: environment(375, 667, rtl: rightToLeft))
    var compared = 0
    for slot in e.slots {
      guard let slot else { continue }
      let built = slot.solverConstraint.expression
      #expect(sameBits(built, operatorForm(e, slot.resolved)), "\(slot.resolved.description)")
      compared += 1
    }
    // Every line above is a slot: none may be skipped unnoticed.
    #expect(compared == lines.count)
    // The label's content constraints: `size × weight` against `intrinsic × weight`.
    let g = try #require(e.geometry["label"])
    let sizes = [(LayoutAxis.horizontal, g.width, 41.5), (.vertical, g.height, 20.5)]
    for (axis, size, intrinsic) in sizes {
      let weight = e.contentWeight(of: "label", axis)
      let expected = Constraint(size * weight, .equal, Expression(constant: intrinsic * weight))
      let hugging = try #require(e.content["label"]?.hugging[axis])
      let resistance = try #require(e.content["label"]?.resistance[axis])
      #expect(sameBits(hugging.expression, expected.expression))
      #expect(sameBits(resistance.expression, expected.expression))
    }
  }
}
