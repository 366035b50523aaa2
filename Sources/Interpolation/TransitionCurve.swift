/// How a transition's progress runs over time: a timing curve over a fixed duration, or a
/// spring that runs until it settles.
public enum TransitionCurve: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// A cubic Bézier timing curve, stretched over the transition's duration.
  case timing(TimingCurve)
  /// A spring; it runs for its ``Spring/settlingDuration``, whatever duration is asked for.
  case spring(Spring)

  /// Constant speed.
  public static let linear = TransitionCurve.timing(.linear)
  /// Core Animation's ease-in.
  public static let easeIn = TransitionCurve.timing(.easeIn)
  /// Core Animation's ease-out.
  public static let easeOut = TransitionCurve.timing(.easeOut)
  /// Core Animation's ease-in-ease-out, UIKit's default for `UIView.animate`.
  public static let easeInOut = TransitionCurve.timing(.easeInOut)

  /// A cubic Bézier timing curve; see `TimingCurve.cubic(x1:y1:x2:y2:)`.
  public static func cubic(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) throws(TransitionError) -> TransitionCurve {
    .timing(try TimingCurve.cubic(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// SwiftUI's spring; see `Spring(response:dampingFraction:)`.
  public static func spring(
    response: Double, dampingFraction: Double
  ) throws(TransitionError) -> TransitionCurve {
    .spring(try Spring(response: response, dampingFraction: dampingFraction))
  }

  /// Core Animation's spring; see `Spring(mass:stiffness:damping:initialVelocity:)`.
  public static func spring(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) throws(TransitionError) -> TransitionCurve {
    .spring(
      try Spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// The curve's name, or its parameters.
  public var description: String {
    switch self {
    case .timing(let curve): return curve.description
    case .spring(let spring): return spring.description
    }
  }

  /// How long a transition under this curve lasts: `requested` for a timing curve, the
  /// settling duration for a spring.
  public func duration(requested: Double) -> Double {
    switch self {
    case .timing: return requested
    case .spring(let spring): return spring.settlingDuration
    }
  }

  /// The fraction of the distance covered at `time` seconds into a transition of `duration`
  /// seconds (the value ``duration(requested:)`` gives).
  ///
  /// Exactly 0 at `time <= 0` and exactly 1 at `time >= duration`. A spring may exceed 1 while it
  /// overshoots; at its settling duration it snaps to 1, a jump of at most
  /// ``Spring/tolerance`` of the distance, as a layer's model value takes over when Core
  /// Animation removes a finished animation.
  public func progress(at time: Double, duration: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < duration else { return 1 }
    switch self {
    case .timing(let curve): return curve.progress(at: time / duration)
    case .spring(let spring): return spring.value(at: time)
    }
  }
}
