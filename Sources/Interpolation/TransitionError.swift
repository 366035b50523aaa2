/// Why a timing curve, a spring or a transition could not be made from its parameters.
///
/// Every case names the offending parameter and value, so a command can report it as
/// `file:line:column: error: message` without guessing.
public enum TransitionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A cubic Bézier control point is out of range: `x1` and `x2` must lie in [0, 1] (else the
  /// curve is not a function of time), and every coordinate must be finite.
  case invalidControlPoint(name: String, value: Double)
  /// A spring parameter is non-finite or out of range (`reason` says which range).
  case invalidSpringParameter(name: String, value: Double, reason: String)
  /// The spring would take longer than `Spring.maximumSettlingDuration` to settle (or never
  /// would, with no damping).
  case springDoesNotSettle(settlingDuration: Double)
  /// A duration that is not finite, not positive or longer than `Transition.maximumDuration`.
  case invalidDuration(Double)
  /// A pause between animated steps that is not finite, negative or longer than
  /// `Transition.maximumDuration`.
  case invalidPause(Double)
  /// A frame rate that is not finite, not positive or higher than `Transition.maximumFrameRate`.
  case invalidFrameRate(Double)
  /// Two views of one state share a name.
  case duplicateView(String)
  /// A view names a superview the state does not have.
  case unknownSuperview(view: String, superview: String)
  /// A view is, through its superviews, its own superview.
  case superviewCycle(view: String)
  /// A frame or root size with a non-finite coordinate.
  case nonFiniteFrame(view: String)

  /// A one-line message for a diagnostic.
  public var description: String {
    switch self {
    case .invalidControlPoint(let name, let value):
      return "timing curve control point \(name) = \(value) is invalid: "
        + "x1 and x2 must be in [0, 1] and every coordinate finite"
    case .invalidSpringParameter(let name, let value, let reason):
      return "spring \(name) = \(value) is invalid: \(reason)"
    case .springDoesNotSettle(let duration):
      return "spring does not settle within \(Spring.maximumSettlingDuration) s "
        + "(it needs \(duration) s); give it more damping"
    case .invalidDuration(let value):
      return "duration \(value) is invalid: it must be a finite number of seconds in "
        + "(0, \(Transition.maximumDuration)]"
    case .invalidPause(let value):
      return "pause \(value) is invalid: it must be a finite number of seconds in "
        + "[0, \(Transition.maximumDuration)]"
    case .invalidFrameRate(let value):
      return "frame rate \(value) is invalid: it must be a finite number of frames per second in "
        + "(0, \(Transition.maximumFrameRate)]"
    case .duplicateView(let name):
      return "view '\(name)' appears twice in one state"
    case .unknownSuperview(let view, let superview):
      return "view '\(view)' has unknown superview '\(superview)'"
    case .superviewCycle(let view):
      return "view '\(view)' is its own ancestor"
    case .nonFiniteFrame(let view):
      return "view '\(view)' has a non-finite frame"
    }
  }
}
