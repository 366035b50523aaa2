import AdaptiveLayout
import Testing

@testable import Interpolation

/// `TransitionState(engine:)` reads a live engine, before and after a rotation.
struct EngineStateTests {
  static func pin(
    _ view: String, _ attribute: LayoutAttribute, to other: String? = "superview",
    _ otherAttribute: LayoutAttribute? = nil, times multiplier: Double = 1, plus constant: Double
  ) -> ConstraintDescription {
    ConstraintDescription(
      first: ConstraintItem(view, attribute), relation: .equal,
      second: other.map { ConstraintItem($0, otherAttribute ?? attribute) },
      multiplier: multiplier, constant: constant)
  }

  @Test func rotationOfALiveEngine() throws {
    // box: left = superview.left + 10, top = superview.top + 20, width = superview.width · 0.5,
    // height = 100. inner in box: left = box.left + 5, top = box.top + 5, 30 × 30.
    let scene = Scene(
      views: [
        ViewDescription(name: "box"), ViewDescription(name: "inner", superview: "box"),
      ],
      constraints: [
        Self.pin("box", .left, plus: 10), Self.pin("box", .top, plus: 20),
        Self.pin("box", .width, times: 0.5, plus: 0), Self.pin("box", .height, to: nil, plus: 100),
        Self.pin("inner", .left, plus: 5), Self.pin("inner", .top, plus: 5),
        Self.pin("inner", .width, to: nil, plus: 30), Self.pin("inner", .height, to: nil, plus: 30),
      ])
    let engine = try LayoutEngine(
      scene: scene,
      environment: LayoutEnvironment(
        rootSize: LayoutSize(width: 320, height: 568), systemMinimumMargin: 16))
    let portrait = TransitionState(engine: engine)
    engine.setRootSize(LayoutSize(width: 568, height: 320))
    let landscape = TransitionState(engine: engine)

    // Portrait: box (10, 20, 320/2 = 160, 100); landscape: box (10, 20, 568/2 = 284, 100).
    #expect(portrait.views.map(\.name) == ["box", "inner"])
    #expect(portrait.views[0].superview == nil)
    #expect(portrait.views[1].superview == "box")
    #expect(portrait.views[0].frame.isClose(to: LayoutRect(x: 10, y: 20, width: 160, height: 100)))
    #expect(landscape.views[0].frame.isClose(to: LayoutRect(x: 10, y: 20, width: 284, height: 100)))
    #expect(landscape.rootSize == LayoutSize(width: 568, height: 320))

    // Halfway under linear: box width (160 + 284)/2 = 222; inner stays at (5, 5) in box, which
    // is (15, 25) in the root.
    let transition = try Transition(from: portrait, to: landscape, curve: .linear)
    let middle = transition.frames(at: 0.2)
    #expect(middle[0].frame.isClose(to: LayoutRect(x: 10, y: 20, width: 222, height: 100)))
    #expect(middle[1].frame.isClose(to: LayoutRect(x: 5, y: 5, width: 30, height: 30)))
    #expect(middle[1].frameInRoot.isClose(to: LayoutRect(x: 15, y: 25, width: 30, height: 30)))
  }
}
