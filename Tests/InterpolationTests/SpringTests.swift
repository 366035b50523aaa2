import Foundation
import Testing

@testable import Interpolation

/// Springs against the closed forms of x'' = -k(x - 1) - c x', worked out by hand.
struct SpringTests {
  @Test func swiftUIParameters() throws {
    // response 0.5, dampingFraction 0.8: k = (2π/0.5)² = (4π)² = 157.9137, c = 4π·0.8/0.5 =
    // 6.4π = 20.1062, m = 1; ω₀ = 4π, ζ = 20.1062 / (2·4π) = 0.8.
    let spring = try Spring(response: 0.5, dampingFraction: 0.8)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) <= 1e-9)
    #expect(abs(spring.damping - 6.4 * Double.pi) <= 1e-12)
    #expect(abs(spring.naturalFrequency - 4 * Double.pi) <= 1e-12)
    #expect(abs(spring.dampingRatio - 0.8) <= 1e-12)
  }

  @Test func startsAtZeroWithItsInitialVelocity() throws {
    let springs = [
      try Spring(response: 1, dampingFraction: 0.5), try Spring(response: 1, dampingFraction: 1),
      try Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: 3),
    ]
    for spring in springs {
      #expect(spring.value(at: 0) == 0)
      #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) <= 1e-9)
      #expect(abs(spring.value(at: 1e-7)) <= 1e-5)
    }
  }

  @Test func criticallyDampedClosedForm() throws {
    // response 1, fraction 1: ω₀ = 2π, ζ = 1, at rest: u = e^(-ω₀t)(-1 - ω₀t).
    // At t = 1/(2π), ω₀t = 1: x = 1 - e^(-1)·2 = 1 - 0.7357589 = 0.2642411.
    let spring = try Spring(response: 1, dampingFraction: 1)
    #expect(abs(spring.value(at: 1 / (2 * Double.pi)) - (1 - 2 / M_E)) <= 1e-12)
    // At t = 1 (ω₀t = 2π): x = 1 - e^(-2π)(1 + 2π) = 1 - 0.0018674·7.2832 = 0.9863994.
    let expected = 1 - exp(-2 * Double.pi) * (1 + 2 * Double.pi)
    #expect(abs(spring.value(at: 1) - expected) <= 1e-12)
    // Never overshoots: x(t) < 1 for all t.
    for i in 1...400 { #expect(spring.value(at: Double(i) / 100) < 1) }
  }

  @Test func underdampedFirstOvershoot() throws {
    // response 1, fraction 0.5: ω₀ = 2π, ζω₀ = π, ω_d = 2π√0.75 = π√3. At rest,
    // u = -e^(-πt)(cos ω_d t + (π/ω_d) sin ω_d t); u' = e^(-πt)·(ω₀²/ω_d) sin ω_d t, zero first
    // at t = π/ω_d = 1/√3 = 0.5773503, where cos = -1, sin = 0: x = 1 + e^(-π/√3) = 1.1630335.
    let spring = try Spring(response: 1, dampingFraction: 0.5)
    let peak = Double.pi / (Double.pi * 3.0.squareRoot())
    #expect(abs(peak - 0.5773502691896258) <= 1e-15)
    #expect(abs(spring.value(at: peak) - (1 + exp(-Double.pi / 3.0.squareRoot()))) <= 1e-12)
    #expect(abs(spring.velocity(at: peak)) <= 1e-9)
    // It is the maximum: just before and after are lower.
    #expect(spring.value(at: peak - 0.01) < spring.value(at: peak))
    #expect(spring.value(at: peak + 0.01) < spring.value(at: peak))
  }

  @Test func overdampedIsMonotone() throws {
    // m 1, k 100, c 50: ω₀ = 10, ζ = 50/20 = 2.5, roots -10(2.5 ∓ √5.25) = -2.0871, -47.913.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 50)
    #expect(abs(spring.dampingRatio - 2.5) <= 1e-12)
    var previous = 0.0
    for i in 1...600 {
      let x = spring.value(at: Double(i) / 100)
      #expect(x > previous || x == 1)
      #expect(x < 1 + 1e-15)
      previous = x
    }
    // Closed form: u = C₁e^(r₁t) + C₂e^(r₂t) with C₁ + C₂ = -1, r₁C₁ + r₂C₂ = 0:
    // C₂ = r₁/(r₂ - r₁), C₁ = -r₂/(r₂ - r₁).
    let r1 = -10 * (2.5 - 5.25.squareRoot())
    let r2 = -10 * (2.5 + 5.25.squareRoot())
    let u = -r2 / (r2 - r1) * exp(r1 * 0.3) + r1 / (r2 - r1) * exp(r2 * 0.3)
    #expect(abs(spring.value(at: 0.3) - (1 + u)) <= 1e-12)
  }

  @Test func initialVelocityChangesTheMotion() throws {
    // Critically damped with v₀ = ω₀: u = e^(-ω₀t)(-1 + (v₀ - ω₀)t) = -e^(-ω₀t), a pure
    // exponential. m 1, k 100, c 20: ω₀ = 10, ζ = 1.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 10)
    for t in [0.05, 0.1, 0.3] {
      #expect(abs(spring.value(at: t) - (1 - exp(-10 * t))) <= 1e-12)
    }
    // Thrown fast enough, even a critically damped spring overshoots: v₀ = 30 gives
    // u = e^(-10t)(-1 + 20t), positive after t = 0.05.
    let thrown = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30)
    #expect(abs(thrown.value(at: 0.1) - (1 + exp(-1) * 1)) <= 1e-12)
    // Moving away first: v₀ = -5 makes x negative at the start.
    let away = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -5)
    #expect(away.value(at: 0.01) < 0)
  }

  @Test func settlingDurationOfAnUnderdampedSpring() throws {
    // response 1, fraction 0.5, at rest: A = -1, B = (0 - π)/(π√3) = -1/√3, R = √(1 + 1/3) =
    // 2/√3 = 1.1547005; settling = ln(R/0.001)/(ζω₀) = ln(1154.7005)/π = 7.0516/π = 2.2445928.
    let spring = try Spring(response: 1, dampingFraction: 0.5)
    #expect(abs(spring.settlingDuration - 2.244592820507905) <= 1e-9)
    let omegaD = Double.pi * 3.0.squareRoot()
    // From then on it stays settled: |x - 1| ≤ 0.001 and |x'| ≤ 0.001·ω₀.
    for i in 0...2000 {
      let t = spring.settlingDuration + Double(i) * 0.002
      #expect(abs(spring.value(at: t) - 1) <= Spring.tolerance)
      #expect(abs(spring.velocity(at: t)) <= Spring.tolerance * spring.naturalFrequency)
    }
    // And the bound is tight: within the half oscillation before it, |x - 1| reaches
    // R·e^(-πt) ≥ 0.001 (each half period the phase passes the envelope once).
    var largest = 0.0
    for i in 0...1000 {
      let t = spring.settlingDuration - Double.pi / omegaD * Double(i) / 1000
      largest = max(largest, abs(spring.value(at: t) - 1))
    }
    #expect(largest >= Spring.tolerance * 0.999)
  }

  @Test func settlingDurationOfCriticalAndOverdampedSprings() throws {
    let springs = [
      try Spring(response: 0.5, dampingFraction: 1),
      try Spring(mass: 1, stiffness: 100, damping: 50),
      try Spring(mass: 2, stiffness: 300, damping: 80, initialVelocity: 4),
      try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -5),
      try Spring(response: 0.5, dampingFraction: 0.999),
      try Spring(response: 0.5, dampingFraction: 1.001),
      try Spring(mass: 1, stiffness: 100, damping: 200, initialVelocity: 2),
    ]
    for spring in springs {
      let settle = spring.settlingDuration
      #expect(settle > 0 && settle < 20)
      for i in 0...2000 {
        let t = settle + Double(i) * 0.003
        #expect(abs(spring.value(at: t) - 1) <= Spring.tolerance)
        #expect(abs(spring.velocity(at: t)) <= Spring.tolerance * spring.naturalFrequency)
      }
      // Before it the spring had not settled for good: somewhere in the previous second it was
      // outside the tolerance (these envelopes are within a few per cent of |u|).
      var worst = 0.0
      for i in 1...1000 {
        let t = max(0, settle - Double(i) / 1000)
        worst = max(worst, abs(spring.value(at: t) - 1))
      }
      #expect(worst > Spring.tolerance)
    }
    // A critically damped spring from rest: u = -e^(-ω₀t)(1 + ω₀t) and
    // u'/ω₀ = ω₀t·e^(-ω₀t), below the position bound; with ω₀ = 4π,
    // e^(-x)(1 + x) = 0.001 at x = 9.2334135 (bisection), so t = 9.2334135/(4π) = 0.7347717.
    let critical = try Spring(response: 0.5, dampingFraction: 1)
    #expect(abs(critical.settlingDuration - 9.233_413_476 / (4 * Double.pi)) <= 1e-6)
  }

  @Test func settlingOfAHeavilyOverdampedSpring() throws {
    // m 1, k 100, c 200: ω₀ = 10, ζ = 10, r₂ = -10(10 + √99) = -199.4987, r₁ = ω₀²/r₂ = -0.5012563.
    // With v₀ = 2: C₂ = (v₀ + r₁)/(r₂ - r₁) = 1.4987/(-198.9975) = -0.0075314, C₁ = -0.9924686.
    // The slow mode is all that is left: |C₁|e^(r₁t) = 0.001 at t = ln(992.4686)/0.5012563 =
    // 6.900195/0.5012563 = 13.76580 s (the fast term is e^(-2746) by then).
    let spring = try Spring(mass: 1, stiffness: 100, damping: 200, initialVelocity: 2)
    #expect(abs(spring.settlingDuration - 13.765_80) <= 1e-4)
  }

  @Test func settlingIsContinuousThroughCriticalDamping() throws {
    // Either side of ζ = 1 the motion tends to the critical one, and so must the settling time
    // (0.7347717 s for response 0.5, worked out above), although the closed-form coefficients
    // grow like 1/ω_d and 1/β there.
    let critical = try Spring(response: 0.5, dampingFraction: 1).settlingDuration
    for fraction in [1 - 1e-6, 1 - 1e-8, 1 + 1e-8, 1 + 1e-6] {
      let near = try Spring(response: 0.5, dampingFraction: fraction).settlingDuration
      #expect(abs(near - critical) <= 1e-3 * critical, "ζ = \(fraction)")
    }
  }

  @Test func rejectsBadParameters() {
    #expect(throws: TransitionError.self) { try Spring(response: 0, dampingFraction: 1) }
    #expect(throws: TransitionError.self) { try Spring(response: -1, dampingFraction: 1) }
    #expect(throws: TransitionError.self) { try Spring(response: .nan, dampingFraction: 1) }
    #expect(throws: TransitionError.self) { try Spring(response: 1, dampingFraction: -0.1) }
    #expect(throws: TransitionError.self) { try Spring(mass: 0, stiffness: 1, damping: 1) }
    #expect(throws: TransitionError.self) { try Spring(mass: 1, stiffness: -1, damping: 1) }
    #expect(throws: TransitionError.self) { try Spring(mass: 1, stiffness: .infinity) }
    #expect(throws: TransitionError.self) { try Spring(mass: 1, stiffness: 100, damping: -1) }
    #expect(throws: TransitionError.self) {
      try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: .nan)
    }
    // No damping never settles; very little takes longer than a minute.
    #expect(throws: TransitionError.springDoesNotSettle(settlingDuration: .infinity)) {
      try Spring(mass: 1, stiffness: 100, damping: 0)
    }
    #expect(throws: TransitionError.self) { try Spring(response: 1, dampingFraction: 0.001) }
  }

  @Test func messagesNameTheParameter() {
    do {
      _ = try Spring(mass: 1, stiffness: 100, damping: -2)
      Issue.record("accepted negative damping")
    } catch {
      #expect(
        error.description
          == "spring damping = -2.0 is invalid: it must be a finite number, 0 or more")
    }
  }
}
