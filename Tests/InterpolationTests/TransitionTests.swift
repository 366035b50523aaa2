import AdaptiveLayout
import Testing

@testable import Interpolation

/// Transitions between two hand-made states whose frames at every instant are worked out by hand.
struct TransitionTests {
  func byName(_ views: [AnimatedView]) -> [String: AnimatedView] {
    Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) })
  }

  @Test func orderIsNewDeclarationOrderThenRemovedViews() throws {
    let transition = try Transition(from: Fixture.old, to: Fixture.new, curve: .linear)
    #expect(
      transition.frames(at: 0.1).map(\.name) == ["a", "box", "child", "mover", "fresh", "gone"])
  }

  @Test func startIsTheOldStateExactly() throws {
    let transition = try Transition(from: Fixture.old, to: Fixture.new, curve: .linear)
    let views = byName(transition.frames(at: 0))
    #expect(views["a"]?.frame == Fixture.rect(0, 0, 100, 50))
    #expect(views["child"]?.frame == Fixture.rect(10, 10, 20, 20))
    #expect(views["child"]?.frameInRoot == Fixture.rect(10, 110, 20, 20))
    // mover's old root frame (50, 400) in box's old coordinates (origin 0, 100): (50, 300).
    #expect(views["mover"]?.frame == Fixture.rect(50, 300, 10, 10))
    #expect(views["mover"]?.frameInRoot == Fixture.rect(50, 400, 10, 10))
    #expect(views["mover"]?.superview == "box")
    #expect(views["fresh"]?.alpha == 0)
    #expect(views["gone"]?.alpha == 1)
    #expect(transition.rootSize(at: 0) == LayoutSize(width: 320, height: 568))
  }

  @Test func endIsTheNewStateExactly() throws {
    for curve in [TransitionCurve.linear, .easeIn, .easeOut, .easeInOut] {
      let transition = try Transition(from: Fixture.old, to: Fixture.new, curve: curve)
      let views = byName(transition.frames(at: 0.4))
      for view in Fixture.new.views {
        #expect(views[view.name]?.frame == view.frame, "\(curve) \(view.name)")
        #expect(views[view.name]?.alpha == 1)
      }
      #expect(views["mover"]?.frameInRoot == Fixture.rect(300, 20, 10, 10))
      #expect(views["gone"]?.alpha == 0)
      #expect(views["gone"]?.frame == Fixture.rect(300, 0, 20, 20))
      #expect(transition.rootSize(at: 0.4) == LayoutSize(width: 568, height: 320))
      // After the end nothing moves.
      #expect(transition.frames(at: 5) == transition.frames(at: 0.4))
    }
  }

  @Test func halfwayUnderLinear() throws {
    // t = 0.2 of 0.4 s, p = 0.5: every number is the mean of its ends.
    let transition = try Transition(from: Fixture.old, to: Fixture.new, curve: .linear)
    let views = byName(transition.frames(at: 0.2))
    #expect(transition.rootSize(at: 0.2) == LayoutSize(width: 444, height: 444))
    #expect(views["a"]?.frame == Fixture.rect(50, 0, 150, 50))
    #expect(views["box"]?.frame == Fixture.rect(150, 60, 200, 150))
    // child in box: (20, 10, 20, 30); in root: box's origin (150, 60) + (20, 10) = (170, 70).
    #expect(views["child"]?.frame == Fixture.rect(20, 10, 20, 30))
    #expect(views["child"]?.frameInRoot == Fixture.rect(170, 70, 20, 30))
    // mover changed superview: root frames (50, 400) → (300, 20) meet at (175, 210); in box's
    // coordinates at that moment: (175 - 150, 210 - 60) = (25, 150).
    #expect(views["mover"]?.frameInRoot == Fixture.rect(175, 210, 10, 10))
    #expect(views["mover"]?.frame == Fixture.rect(25, 150, 10, 10))
    // fresh fades in at its final frame, gone fades out at its old one.
    #expect(views["fresh"]?.frame == Fixture.rect(0, 200, 50, 50))
    #expect(views["fresh"]?.alpha == 0.5)
    #expect(views["gone"]?.frame == Fixture.rect(300, 0, 20, 20))
    #expect(views["gone"]?.alpha == 0.5)
  }

  @Test func easeInOutMidpointMatchesLinear() throws {
    // easeInOut(0.5) = 0.5 by symmetry, so t = 0.2 gives the linear midpoint's frames.
    let eased = try Transition(from: Fixture.old, to: Fixture.new, curve: .easeInOut)
    let views = byName(eased.frames(at: 0.2))
    #expect(
      views["box"]?.frame.isClose(to: Fixture.rect(150, 60, 200, 150), tolerance: 1e-9) == true)
    #expect(abs((views["fresh"]?.alpha ?? 0) - 0.5) <= 1e-12)
  }

  @Test func fadesAtZeroHalfAndOne() throws {
    let transition = try Transition(from: Fixture.old, to: Fixture.new, duration: 1, curve: .linear)
    for (t, alpha) in [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0)] {
      let views = byName(transition.frames(at: t))
      #expect(views["fresh"]?.alpha == alpha)
      #expect(views["gone"]?.alpha == 1 - alpha)
    }
  }

  @Test func withoutFadesViewsSwitchJustAfterTheStart() throws {
    let transition = try Transition(
      from: Fixture.old, to: Fixture.new, curve: .linear, fades: false)
    let start = byName(transition.frames(at: 0))
    #expect(start["fresh"]?.alpha == 0)
    #expect(start["gone"]?.alpha == 1)
    let soon = byName(transition.frames(at: 0.001))
    #expect(soon["fresh"]?.alpha == 1)
    #expect(soon["gone"]?.alpha == 0)
    // Frames still move.
    #expect(soon["a"]?.frame != start["a"]?.frame)
  }

  @Test func hidingFades() throws {
    var hidden = Fixture.new
    hidden.views[0].isHidden = true
    let transition = try Transition(from: Fixture.old, to: hidden, curve: .linear)
    #expect(byName(transition.frames(at: 0.2))["a"]?.alpha == 0.5)
    #expect(byName(transition.frames(at: 0.4))["a"]?.alpha == 0)
  }

  @Test func springsOvershootAndRunUntilSettled() throws {
    // response 1, fraction 0.5 peaks at t = 1/√3 with p = 1 + e^(-π/√3) = 1.1630335;
    // box.x goes 0 → 300, so it reaches 300·1.1630335 = 348.910.
    let spring = try Spring(response: 1, dampingFraction: 0.5)
    let transition = try Transition(
      from: Fixture.old, to: Fixture.new, duration: 0.4, curve: .spring(spring))
    #expect(transition.duration == spring.settlingDuration)
    let peak = 1 / 3.0.squareRoot()
    let box = byName(transition.frames(at: peak))["box"]
    #expect(abs((box?.frame.x ?? 0) - 348.9100604464742) <= 1e-9)
    // Alpha is clamped to 1 while the progress overshoots.
    #expect(byName(transition.frames(at: peak))["fresh"]?.alpha == 1)
    // At the settling duration it is the new state exactly.
    let end = byName(transition.frames(at: transition.duration))
    #expect(end["box"]?.frame == Fixture.rect(300, 20, 200, 100))
  }

  @Test func curveShorthands() throws {
    let swiftUI = try TransitionCurve.spring(response: 1, dampingFraction: 0.5)
    #expect(swiftUI == .spring(try Spring(response: 1, dampingFraction: 0.5)))
    // CASpringAnimation's defaults: m 1, k 100, c 10: ω₀ = 10, ζ = 10/20 = 0.5, decay 5,
    // ω_d = 10·√0.75 = 8.660254, B = -5/8.660254 = -0.5773503, R = √(4/3) = 1.1547005;
    // settling = ln(1154.7005)/5 = 7.0515963/5 = 1.4103193 s.
    let core = try TransitionCurve.spring()
    #expect(abs(core.duration(requested: 0.4) - 1.410_319_3) <= 1e-6)
    #expect(try TransitionCurve.cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1) == .easeInOut)
    #expect(throws: TransitionError.self) { try TransitionCurve.spring(damping: -1) }
  }

  @Test func sampleCountsAndEnds() throws {
    let transition = try Transition(from: Fixture.old, to: Fixture.new, curve: .easeInOut)
    // 0.4 s · 60 fps = 24 intervals: t = 0, 1/60, …, 23/60, then 0.4 — 25 samples.
    let times = try transition.sampleTimes(fps: 60)
    #expect(times.count == 25)
    #expect(times.first == 0)
    #expect(times.last == 0.4)
    #expect(times[1] == 1.0 / 60)
    #expect(try transition.sampleTimes(fps: 30).count == 13)  // 12 intervals
    let samples = try transition.sample()
    #expect(samples.count == 25)
    #expect(samples.first?.views == transition.frames(at: 0))
    #expect(samples.last?.views == transition.frames(at: 0.4))
    #expect(samples.last?.rootSize == LayoutSize(width: 568, height: 320))
    // 0.41 s · 60 = 24.6 intervals, rounded up to 25: 0, …, 24/60 = 0.4, then 0.41.
    let longer = try Transition(from: Fixture.old, to: Fixture.new, duration: 0.41)
    let longerTimes = try longer.sampleTimes(fps: 60)
    #expect(longerTimes.count == 26)
    #expect(longerTimes.suffix(2) == [0.4, 0.41])
    // Same input, same output.
    #expect(try transition.sample() == transition.sample())
  }

  @Test func rejectsBadInput() throws {
    #expect(throws: TransitionError.invalidDuration(0)) {
      try Transition(from: Fixture.old, to: Fixture.new, duration: 0)
    }
    #expect(throws: TransitionError.self) {
      try Transition(from: Fixture.old, to: Fixture.new, duration: .infinity)
    }
    let transition = try Transition(from: Fixture.old, to: Fixture.new)
    #expect(throws: TransitionError.invalidFrameRate(0)) { try transition.sample(fps: 0) }
    #expect(throws: TransitionError.self) { try transition.sample(fps: .nan) }
    #expect(throws: TransitionError.self) { try transition.sample(fps: 1e9) }

    var twice = Fixture.new
    twice.views.append(twice.views[0])
    #expect(throws: TransitionError.duplicateView("a")) {
      try Transition(from: Fixture.old, to: twice)
    }
    var orphan = Fixture.new
    orphan.views[0].superview = "nowhere"
    #expect(throws: TransitionError.unknownSuperview(view: "a", superview: "nowhere")) {
      try Transition(from: Fixture.old, to: orphan)
    }
    var loop = Fixture.new
    loop.views[1].superview = "child"  // box in child, child in box
    #expect(throws: TransitionError.superviewCycle(view: "box")) {
      try Transition(from: Fixture.old, to: loop)
    }
    var infinite = Fixture.old
    infinite.views[0].frame.x = .nan
    #expect(throws: TransitionError.nonFiniteFrame(view: "a")) {
      try Transition(from: infinite, to: Fixture.new)
    }
  }

  @Test func deepHierarchiesDoNotExhaustTheStack() throws {
    // 5,000 views each inside the previous, each 1 point right of it: the last is at x 4999.
    let views = (0..<5000).map { i in
      TransitionState.View(
        name: "v\(i)", superview: i == 0 ? nil : "v\(i - 1)",
        frame: Fixture.rect(i == 0 ? 0 : 1, 0, 1, 1))
    }
    let state = TransitionState(rootSize: LayoutSize(width: 10, height: 10), views: views)
    let transition = try Transition(from: state, to: state)
    #expect(transition.frames(at: 0.1).last?.frameInRoot.x == 4999)
  }
}
