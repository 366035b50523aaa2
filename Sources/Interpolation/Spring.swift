/// A damped spring that carries a value from 0 to 1: `x'' = -k(x - 1) - c·x'` with mass `m`,
/// solved in closed form.
///
/// Two ways to make one, after the two frameworks:
/// - `Spring(response:dampingFraction:)`, as SwiftUI's `.spring(response:dampingFraction:)`:
///   mass 1, stiffness `(2π / response)²`, damping `4π · dampingFraction / response`.
/// - `Spring(mass:stiffness:damping:initialVelocity:)`, as `CASpringAnimation`; the initial
///   velocity is in units of the whole distance per second, as UIKit's
///   `usingSpringWithDamping:initialSpringVelocity:` (1 means the distance in one second;
///   positive is towards the target).
///
/// With `ω₀ = √(k/m)` and damping ratio `ζ = c / (2√(km))`, the displacement `u = x - 1`
/// starts at `u(0) = -1`, `u'(0) = v₀` and is
/// - underdamped (`ζ < 1`): `e^(-ζω₀t)(A cos ω_d t + B sin ω_d t)`, `ω_d = ω₀√(1 - ζ²)`;
/// - critically damped (`|ζ - 1| ≤ 1e-9`): `e^(-ω₀t)(A + B t)`;
/// - overdamped (`ζ > 1`): `C₁e^(r₁t) + C₂e^(r₂t)`, `r₁,₂ = -ω₀(ζ ∓ √(ζ² - 1))`.
///
/// The spring ``settlingDuration`` is when it has settled for good: from then on
/// `|x - 1| ≤ tolerance` and `|x'| ≤ tolerance·ω₀` (the speed of a displacement of the
/// tolerance oscillating at the natural frequency), with ``tolerance`` 0.001 of the distance.
/// It is an upper bound from the solution's envelope, not a sample: for an underdamped spring
/// `|u|` and `|u'|/ω₀` are both at most `R·e^(-ζω₀t)` with `R = √(A² + B²)`, so the bound is
/// `ln(R / tolerance) / (ζω₀)`, tight to within half an oscillation. Near critical damping, where
/// `B` grows like `1/ω_d`, a second bound (`|sin x| ≤ |x|`) takes over, so the settling time
/// passes continuously through `ζ = 1`; critically and overdamped springs are bounded the same
/// way (see `settlingBound(of:)`). The result is the time after which the bound holds, so it
/// may be later than the last sample outside the tolerance, never earlier.
public struct Spring: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The mass `m` of the object on the spring.
  public let mass: Double
  /// The spring constant `k`.
  public let stiffness: Double
  /// The damping coefficient `c`.
  public let damping: Double
  /// The initial velocity, in units of the distance per second (positive: towards the target).
  public let initialVelocity: Double
  /// The time after which the spring stays within ``tolerance`` of its target, in seconds.
  public let settlingDuration: Double

  /// The fraction of the distance within which a spring counts as settled: 0.001.
  public static let tolerance = 0.001
  /// The longest a spring may take to settle, in seconds; a spring that needs longer is
  /// refused, so that sampling it cannot run away.
  public static let maximumSettlingDuration = 60.0

  /// Damping ratios within this distance of 1 use the critically damped solution, whose
  /// neighbours' formulas lose precision there.
  static let criticalBand = 1e-9

  /// A spring as Core Animation's `CASpringAnimation` defines it (defaults: mass 1,
  /// stiffness 100, damping 10, initial velocity 0, as there).
  ///
  /// - Throws: `TransitionError.invalidSpringParameter` for a non-finite or non-positive mass
  ///   or stiffness, a non-finite or negative damping, or a non-finite initial velocity;
  ///   `TransitionError.springDoesNotSettle` if it needs more than
  ///   ``maximumSettlingDuration`` to settle (zero damping never does).
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) throws(TransitionError) {
    guard mass.isFinite && mass > 0 else {
      throw .invalidSpringParameter(
        name: "mass", value: mass, reason: "it must be a finite number greater than 0")
    }
    guard stiffness.isFinite && stiffness > 0 else {
      throw .invalidSpringParameter(
        name: "stiffness", value: stiffness, reason: "it must be a finite number greater than 0")
    }
    guard damping.isFinite && damping >= 0 else {
      throw .invalidSpringParameter(
        name: "damping", value: damping, reason: "it must be a finite number, 0 or more")
    }
    guard initialVelocity.isFinite else {
      throw .invalidSpringParameter(
        name: "initialVelocity", value: initialVelocity, reason: "it must be finite")
    }
    let settling = Self.settlingBound(
      of: Self.solve(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    guard settling.isFinite && settling <= Self.maximumSettlingDuration else {
      throw .springDoesNotSettle(settlingDuration: settling)
    }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.settlingDuration = settling
  }

  /// A spring as SwiftUI's `.spring(response:dampingFraction:)` defines it: mass 1,
  /// stiffness `(2π / response)²`, damping `4π · dampingFraction / response`, at rest.
  ///
  /// `response` is the period of the undamped oscillation, in seconds; `dampingFraction` is
  /// the damping ratio `ζ` (1 is critically damped, less overshoots).
  /// - Throws: `TransitionError.invalidSpringParameter` for a non-finite or non-positive
  ///   response or a non-finite or negative damping fraction; `springDoesNotSettle` as above.
  public init(response: Double, dampingFraction: Double) throws(TransitionError) {
    guard response.isFinite && response > 0 else {
      throw .invalidSpringParameter(
        name: "response", value: response, reason: "it must be a finite number greater than 0")
    }
    guard dampingFraction.isFinite && dampingFraction >= 0 else {
      throw .invalidSpringParameter(
        name: "dampingFraction", value: dampingFraction,
        reason: "it must be a finite number, 0 or more")
    }
    let omega = 2 * Double.pi / response
    try self.init(
      mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingFraction / response)
  }

  /// The undamped angular frequency `ω₀ = √(k/m)`, in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio `ζ = c / (2√(km))`: below 1 the spring overshoots.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// `spring(mass: m, stiffness: k, damping: c, initialVelocity: v)`.
  public var description: String {
    "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
      + "initialVelocity: \(initialVelocity))"
  }

  /// The fraction of the distance covered at time `t` seconds: 0 at `t <= 0`, above 1 while
  /// overshooting, tending to 1. The pure closed form: it does not snap at the settling time.
  public func value(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    return 1 + solution.displacement(at: t)
  }

  /// The velocity at time `t`, in units of the distance per second (``initialVelocity`` at 0).
  public func velocity(at t: Double) -> Double {
    solution.velocity(at: max(0, t))
  }

  /// The closed-form solution for this spring's parameters.
  var solution: Solution {
    Self.solve(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// The closed-form solution for the given parameters.
  static func solve(
    mass: Double, stiffness: Double, damping: Double, initialVelocity v0: Double
  ) -> Solution {
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    if abs(zeta - 1) <= Self.criticalBand {
      return .critical(omega: omega, a: -1, b: v0 - omega)
    } else if zeta < 1 {
      let decay = zeta * omega
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      return .underdamped(
        decay: decay, omegaD: omegaD, a: -1, b: (v0 - decay) / omegaD, omega: omega, v0: v0)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      // r₁ · r₂ = ω₀², so the slow root is computed without cancellation.
      let r2 = -omega * (zeta + root)
      let r1 = omega * omega / r2
      let c2 = (v0 + r1) / (r2 - r1)
      return .overdamped(
        r1: r1, r2: r2, c1: -1 - c2, c2: c2, omega: omega, beta: omega * root, v0: v0)
    }
  }

  /// The displacement `u = x - 1` in one of the three regimes.
  enum Solution {
    case underdamped(decay: Double, omegaD: Double, a: Double, b: Double, omega: Double, v0: Double)
    case critical(omega: Double, a: Double, b: Double)
    case overdamped(
      r1: Double, r2: Double, c1: Double, c2: Double, omega: Double, beta: Double, v0: Double)

    func displacement(at t: Double) -> Double {
      switch self {
      case .underdamped(let decay, let omegaD, let a, let b, _, _):
        return (-decay * t).exp * (a * (omegaD * t).cosine + b * (omegaD * t).sine)
      case .critical(let omega, let a, let b):
        return (-omega * t).exp * (a + b * t)
      case .overdamped(let r1, let r2, let c1, let c2, _, _, _):
        return c1 * (r1 * t).exp + c2 * (r2 * t).exp
      }
    }

    func velocity(at t: Double) -> Double {
      switch self {
      case .underdamped(let decay, let omegaD, let a, let b, _, _):
        let cosine = (omegaD * t).cosine
        let sine = (omegaD * t).sine
        return (-decay * t).exp
          * ((b * omegaD - decay * a) * cosine - (a * omegaD + decay * b) * sine)
      case .critical(let omega, let a, let b):
        return (-omega * t).exp * (b - omega * (a + b * t))
      case .overdamped(let r1, let r2, let c1, let c2, _, _, _):
        return r1 * c1 * (r1 * t).exp + r2 * c2 * (r2 * t).exp
      }
    }
  }

  /// The settling time from the envelope of the solution (see the type's documentation).
  ///
  /// Each regime has two valid bounds on `|u|` and `|u'|/ω₀`, and the earlier of their last
  /// crossings of the tolerance is taken; the second keeps the bound tight near critical damping,
  /// where the first one's coefficients grow without limit:
  /// - underdamped: `R·e^(-ζω₀t)` (closed form), and, from `|sin x| ≤ |x|`,
  ///   `|u| ≤ e^(-ζω₀t)(1 + |v₀ - ζω₀|·t)`, `|u'| ≤ e^(-ζω₀t)(|v₀| + |ζω₀(v₀ - ζω₀) - ω_d²|·t)`;
  /// - critically damped: `|u| ≤ e^(-ω₀t)(1 + |v₀ - ω₀|·t)`, `|u'| ≤ e^(-ω₀t)(|v₀| +
  ///   ω₀|v₀ - ω₀|·t)`, the limit of both neighbours' second bounds;
  /// - overdamped: `|C₁|e^(r₁t) + |C₂|e^(r₂t)` (and the same for `u'`), and, writing
  ///   `u = e^(-ζω₀t)(-cosh βt + (v₀ - ζω₀) sinh(βt)/β)` with `β = ω₀√(ζ² - 1)`, the triangle
  ///   inequality on that form.
  /// The polynomial-times-exponential bounds are non-increasing from `1/(ζω₀)` (from
  /// `atanh(β/ζω₀)/β` for the hyperbolic ones) and above the tolerance there, so their last
  /// crossing is found by bisection to 1e-9 s beyond that point.
  static func settlingBound(of solution: Solution) -> Double {
    let epsilon = tolerance
    switch solution {
    case .underdamped(let decay, let omegaD, let a, let b, let omega, let v0):
      guard decay > 0 else { return .infinity }
      let amplitude = (a * a + b * b).squareRoot()
      let envelope = max(0, (amplitude / epsilon).logarithm / decay)
      let drift = abs(v0 - decay)
      let turn = abs(decay * (v0 - decay) - omegaD * omegaD)
      let polynomial = lastCrossing(
        of: { t in
          (-decay * t).exp * max(1 + drift * t, (abs(v0) + turn * t) / omega)
        }, above: epsilon, from: 1 / decay)
      return min(envelope, polynomial)
    case .critical(let omega, _, let b):
      // b = v₀ - ω₀.
      let v0 = b + omega
      return lastCrossing(
        of: { t in
          (-omega * t).exp * max(1 + abs(b) * t, (abs(v0) + omega * abs(b) * t) / omega)
        }, above: epsilon, from: 1 / omega)
    case .overdamped(let r1, let r2, let c1, let c2, let omega, let beta, let v0):
      let exponential = lastCrossing(
        of: { t in
          let e1 = (r1 * t).exp
          let e2 = (r2 * t).exp
          let position = abs(c1) * e1 + abs(c2) * e2
          let speed = (abs(r1 * c1) * e1 + abs(r2 * c2) * e2) / omega
          return max(position, speed)
        }, above: epsilon, from: 0)
      let decay = -(r1 + r2) / 2
      let drift = abs(v0 - decay)
      let turn = abs(beta * beta + decay * (v0 - decay))
      let hyperbolic = { (t: Double) -> Double in
        // e^(-at)·cosh βt = (e^(r₁t) + e^(r₂t))/2; e^(-at)·sinh(βt)/β = (e^(r₁t) - e^(r₂t))/(2β)
        // = e^(r₂t)·expm1(2βt)/(2β), which does not cancel when β is small.
        let e1 = (r1 * t).exp
        let e2 = (r2 * t).exp
        let cosh = (e1 + e2) / 2
        // expm1 only where it is needed: for a large 2βt it overflows to infinity times
        // e^(r₂t) = 0, which is not a number.
        let x = 2 * beta * t
        let sinh = x < 1 ? e2 * x.expm1 / (2 * beta) : (e1 - e2) / (2 * beta)
        return max(cosh + drift * sinh, (abs(v0) * cosh + turn * sinh) / omega)
      }
      let start = (beta / decay).atanh / beta
      guard start.isFinite && hyperbolic(start) > epsilon else { return exponential }
      return min(exponential, lastCrossing(of: hyperbolic, above: epsilon, from: start))
    }
  }

  /// Where a function that is non-increasing on `[start, ∞)` and above `level` at `start` falls
  /// to `level`: doubling to bracket, then bisection; infinity if it does not within 1e6 s.
  private static func lastCrossing(
    of bound: (Double) -> Double, above level: Double, from start: Double
  ) -> Double {
    // `!(… <= level)` rather than `> level`: a bound that is not a number counts as unsettled.
    if bound(start) <= level { return start }
    var low = start
    var step = max(start, 1e-3)
    var high = start + step
    while !(bound(high) <= level) {
      low = high
      step *= 2
      high = start + step
      if step > 1e6 { return .infinity }
    }
    while high - low > 1e-9 {
      let middle = (low + high) / 2
      if !(bound(middle) <= level) { low = middle } else { high = middle }
    }
    return high
  }
}
