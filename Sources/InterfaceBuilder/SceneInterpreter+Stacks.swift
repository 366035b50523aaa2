import AdaptiveLayout
import SizeClasses

extension SceneInterpreter {
  /// A stack view's per-class properties (`<variation key=… axis="horizontal"/>`).
  mutating func readStackVariation(_ element: Int, view: String, traits: SizeClassPair) {
    // Pending the stack-view model (issue 15).
  }

  /// The constraints `UIStackView` generates for every stack view read.
  mutating func addStackConstraints() {
    // Pending the stack-view model (issue 15).
  }
}
