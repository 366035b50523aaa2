import Testing

@testable import Interpolation

/// The named curves and `cubic`, at points worked out independently of `TimingCurve`.
struct TimingCurveTests {
  static let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default]

  @Test(arguments: named)
  func endsAreExact(curve: TimingCurve) {
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
    // Outside [0, 1] the time is clamped.
    #expect(curve.progress(at: -0.5) == 0)
    #expect(curve.progress(at: 2) == 1)
  }

  @Test(arguments: named)
  func isMonotone(curve: TimingCurve) {
    var previous = 0.0
    for i in 0...1000 {
      let p = curve.progress(at: Double(i) / 1000)
      #expect(p >= previous - 1e-12, "\(curve) at \(i)")
      previous = p
    }
  }

  @Test func linearIsExactlyTheTime() {
    for t in [0.1, 0.3, 0.5, 0.7, 0.123456789] {
      #expect(TimingCurve.linear.progress(at: t) == t)
    }
    // Any curve with its control points on the diagonal is the identity, exactly.
    let diagonal = try? TimingCurve.cubic(x1: 0.3, y1: 0.3, x2: 0.8, y2: 0.8)
    #expect(diagonal?.progress(at: 0.37) == 0.37)
  }

  @Test func easeInOutMidpointIsOneHalf() {
    // (0.42, 0, 0.58, 1) is symmetric under (x, y) → (1 - x, 1 - y), so x(0.5) = 0.5 and
    // y(0.5) = 0.5: 3·0.25·0.5·0.42 + 3·0.5·0.25·0.58 + 0.125 = 0.1575 + 0.2175 + 0.125 = 0.5.
    #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) <= 1e-12)
  }

  @Test func easeInAtOneHalf() {
    // x(s) = 3(1-s)²s·0.42 + 3(1-s)s² + s³ = 0.5, solved by 200 bisection steps in a separate
    // script: s = 0.3742534355352578. Check: (1-s) = 0.6257466, 3·0.3915588·0.3742534·0.42 =
    // 0.1846475, 3·0.6257466·0.1400656 = 0.2629369, s³ = 0.0524195; sum 0.5000039 ≈ 0.5.
    // y(s) = 3(1-s)s²·0 … with y1 = 0, y2 = 1: y = 3s² - 2s³ = 0.4201969 - 0.1048390 = 0.3153579.
    let p = TimingCurve.easeIn.progress(at: 0.5)
    #expect(abs(p - 0.31535681257253945) <= 1e-10)
  }

  @Test func easeOutIsEaseInTurnedRound() {
    // (0, 0, 0.58, 1) is (0.42, 0, 1, 1) under (x, y) → (1 - x, 1 - y), so
    // easeOut(t) = 1 - easeIn(1 - t): easeOut(0.5) = 1 - 0.3153568 = 0.6846432.
    #expect(abs(TimingCurve.easeOut.progress(at: 0.5) - 0.6846431874274606) <= 1e-10)
    for t in [0.1, 0.25, 0.8] {
      let mirrored = 1 - TimingCurve.easeIn.progress(at: 1 - t)
      #expect(abs(TimingCurve.easeOut.progress(at: t) - mirrored) <= 1e-10)
    }
  }

  @Test func solvesToTwelveDigits() {
    // Newton's answer must satisfy x(s) = t to 1e-12, also where the slope vanishes at s = 0
    // (easeOut and a curve with x1 = x2 = 0 have x'(0) = 0).
    let steep = try? TimingCurve.cubic(x1: 0, y1: 1, x2: 0, y2: 1)
    for curve in Self.named + [steep].compactMap({ $0 }) {
      for t in stride(from: 0.001, to: 1, by: 0.0123) {
        let s = curve.solveForParameter(t)
        #expect(abs(TimingCurve.bezier(s, p1: curve.x1, p2: curve.x2) - t) <= 1e-12)
      }
    }
  }

  @Test func cubicRejectsControlPointsOutOfRange() {
    #expect(throws: TransitionError.invalidControlPoint(name: "x1", value: -0.1)) {
      try TimingCurve.cubic(x1: -0.1, y1: 0, x2: 1, y2: 1)
    }
    #expect(throws: TransitionError.invalidControlPoint(name: "x2", value: 1.5)) {
      try TimingCurve.cubic(x1: 0, y1: 0, x2: 1.5, y2: 1)
    }
    #expect(throws: TransitionError.self) {
      try TimingCurve.cubic(x1: 0, y1: .nan, x2: 1, y2: 1)
    }
    #expect(throws: TransitionError.self) {
      try TimingCurve.cubic(x1: 0, y1: 0, x2: 1, y2: .infinity)
    }
    // y may leave [0, 1]: a curve that overshoots, as CSS allows.
    let back = try? TimingCurve.cubic(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
    #expect(back != nil)
  }

  @Test func messagesNameTheProblem() {
    let error = TransitionError.invalidControlPoint(name: "x1", value: 2)
    #expect(error.description.contains("x1 = 2.0"))
    #expect(error.description.contains("[0, 1]"))
  }
}
