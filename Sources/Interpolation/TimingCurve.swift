/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) that maps the elapsed fraction of a
/// transition's duration to the fraction of the distance covered, as `CAMediaTimingFunction`.
///
/// ```swift
/// let curve = TimingCurve.easeInOut
/// curve.progress(at: 0.5)  // 0.5, by symmetry
/// ```
///
/// The named curves use Core Animation's control points. The curve is evaluated exactly (to
/// about 1e-12): the parameter `s` with `x(s) = t` is found by Newton's method, with bisection
/// when Newton's step leaves [0, 1] or stalls, and `progress(at: t)` is `y(s)`.
public struct TimingCurve: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The first control point's time coordinate, in [0, 1].
  public let x1: Double
  /// The first control point's progress coordinate (may leave [0, 1] for overshoot).
  public let y1: Double
  /// The second control point's time coordinate, in [0, 1].
  public let x2: Double
  /// The second control point's progress coordinate (may leave [0, 1] for overshoot).
  public let y2: Double

  private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// Constant speed: progress equals time, exactly.
  public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
  /// `kCAMediaTimingFunctionEaseIn`: starts slowly, (0.42, 0, 1, 1).
  public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
  /// `kCAMediaTimingFunctionEaseOut`: ends slowly, (0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
  /// `kCAMediaTimingFunctionEaseInEaseOut`: slow at both ends, (0.42, 0, 0.58, 1); UIKit's
  /// default curve for `UIView.animate`.
  public static let easeInOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)
  /// `kCAMediaTimingFunctionDefault`: Core Animation's implicit-animation curve,
  /// (0.25, 0.1, 0.25, 1).
  public static let `default` = TimingCurve(unchecked: 0.25, 0.1, 0.25, 1)

  /// A curve with the given control points, as `CAMediaTimingFunction(controlPoints:)` or CSS
  /// `cubic-bezier()`.
  ///
  /// - Throws: `TransitionError.invalidControlPoint` when a coordinate is not finite or `x1` or
  ///   `x2` lies outside [0, 1] (the curve would then go back in time).
  public static func cubic(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) throws(TransitionError) -> TimingCurve {
    for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
      throw .invalidControlPoint(name: name, value: value)
    }
    if !(0...1).contains(x1) { throw .invalidControlPoint(name: "x1", value: x1) }
    if !(0...1).contains(x2) { throw .invalidControlPoint(name: "x2", value: x2) }
    return TimingCurve(unchecked: x1, y1, x2, y2)
  }

  /// `cubic-bezier(x1, y1, x2, y2)`, or the named curve's name.
  public var description: String {
    switch self {
    case .linear: return "linear"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .easeInOut: return "easeInOut"
    case .default: return "default"
    default: return "cubic(\(x1), \(y1), \(x2), \(y2))"
    }
  }

  /// The fraction of the distance covered at time fraction `t`.
  ///
  /// `t` is clamped to [0, 1]; `progress(at: 0)` is exactly 0 and `progress(at: 1)` exactly 1.
  /// When the control points lie on the diagonal (`x1 == y1` and `x2 == y2`, as `linear`),
  /// `y(s) == x(s)` for every `s`, so the result is exactly `t`.
  /// - Complexity: O(1): at most 8 Newton steps, else at most 64 bisection steps.
  public func progress(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < 1 else { return 1 }
    if x1 == y1 && x2 == y2 { return t }
    return Self.bezier(solveForParameter(t), p1: y1, p2: y2)
  }

  /// The tolerance on `x(s) - t` at which the parameter counts as found.
  static let tolerance = 1e-12

  /// The parameter `s` in [0, 1] with `x(s) = t`. `x` is non-decreasing on [0, 1] because
  /// `x1` and `x2` lie in [0, 1], so bisection always converges; Newton's method is tried
  /// first because it converges in a few steps where the slope is not small.
  func solveForParameter(_ t: Double) -> Double {
    var s = t
    for _ in 0..<8 {
      let error = Self.bezier(s, p1: x1, p2: x2) - t
      if abs(error) <= Self.tolerance { return s }
      let slope = Self.bezierDerivative(s, p1: x1, p2: x2)
      if abs(slope) < 1e-6 { break }
      let next = s - error / slope
      if !(0...1).contains(next) { break }
      s = next
    }
    var low = 0.0
    var high = 1.0
    s = t
    for _ in 0..<64 {
      let value = Self.bezier(s, p1: x1, p2: x2)
      if abs(value - t) <= Self.tolerance { return s }
      if value < t { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// One coordinate of the Bézier with end points 0 and 1 and inner control values `p1`,
  /// `p2`: `3(1-s)²s·p1 + 3(1-s)s²·p2 + s³`, in Horner form.
  static func bezier(_ s: Double, p1: Double, p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// The derivative of `bezier` with respect to `s`.
  static func bezierDerivative(_ s: Double, p1: Double, p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }
}
