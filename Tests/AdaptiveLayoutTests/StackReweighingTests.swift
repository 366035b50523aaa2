import LayoutSolver
import Testing

@testable import AdaptiveLayout

// A stack that gains or loses an arranged view reweighs the others' content constraints along
// its axis only (`LayoutEngine.rebuildContentConstraints(of:along:)`): the constraints across
// the axis stay in the solver as they are.

/// A horizontal `fill` stack of `a` (40x20) and `b` (60x30) at the root's top-left corner.
private func twoLabelStack() throws -> LayoutEngine {
  var stack = view("stack", "stackView")
  stack.stack = StackDescription(arrangedSubviews: ["a", "b"])
  let views = [
    stack, view("a", "label", in: "stack", intrinsic: (40, 20)),
    view("b", "label", in: "stack", intrinsic: (60, 30)),
  ]
  return try engine(views, ["stack.left = root.left", "stack.top = root.top"])
}

/// The weight a content constraint's form gives the size: its first term's coefficient.
private func weight(_ c: Constraint?) -> Double? { c?.expression.terms.first?.coefficient }

@Suite struct StackReweighingTests {
  @Test func losingAnArrangedViewRebuildsOnlyTheStacksAxis() throws {
    let live = try twoLabelStack()
    let before = try #require(live.content["a"])
    // `a` is first of two: 1 + 1/1024 along the stack's axis, 1 across it.
    #expect(weight(before.hugging[.horizontal]) == 1 + 1.0 / 1024)
    #expect(weight(before.hugging[.vertical]) == 1)

    try live.uninstallView(named: "b")
    let after = try #require(live.content["a"])
    // Alone, `a` weighs 1 along the axis too: those two were rebuilt ...
    #expect(weight(after.hugging[.horizontal]) == 1)
    #expect(weight(after.resistance[.horizontal]) == 1)
    #expect(after.hugging[.horizontal] !== before.hugging[.horizontal])
    // ... and the vertical ones, whose weight did not change, are the same constraints.
    #expect(after.hugging[.vertical] === before.hugging[.vertical])
    #expect(after.resistance[.vertical] === before.resistance[.vertical])
    // `a` alone fills the stack, which hugs it: x 0, width 40; fill alignment pins its top and
    // bottom to the stack's, whose height is then a's 20.
    #expect(live.frame(ofView: "a")?.isClose(to: rect(0, 0, 40, 20)) == true)
    #expect(live.frame(ofView: "stack")?.isClose(to: rect(0, 0, 40, 20)) == true)
  }

  @Test func theLastArrangedViewKeepsItsConstraints() throws {
    // `b` is last: weight 1 along the axis, as a view outside any stack, so when `a` leaves
    // nothing of b's needs rebuilding.
    let live = try twoLabelStack()
    let before = try #require(live.content["b"])
    try live.uninstallView(named: "a")
    let after = try #require(live.content["b"])
    #expect(after.hugging[.horizontal] === before.hugging[.horizontal])
    #expect(after.resistance[.horizontal] === before.resistance[.horizontal])
    #expect(after.hugging[.vertical] === before.hugging[.vertical])
    // `b` alone: x 0, width 60, height 30.
    #expect(live.frame(ofView: "b")?.isClose(to: rect(0, 0, 60, 30)) == true)
  }
}
