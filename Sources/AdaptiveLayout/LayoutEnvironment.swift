/// What the device or canvas gives a layout: the root view's size, the safe area, the root's
/// system minimum margins and the layout direction.
public struct LayoutEnvironment: Sendable, Equatable {
  /// The root view's size in points.
  public var rootSize: LayoutSize
  /// The safe-area insets of the root view (status bar, home indicator, sensor housing).
  public var safeAreaInsets: EdgeInsets
  /// The root view's leading and trailing layout margins: the system minimum
  /// (`systemMinimumLayoutMargins`). See `defaultSystemMinimumMargin(compactWidth:)`.
  public var systemMinimumMargin: Double
  /// Whether the layout direction is right-to-left (leading is the right edge).
  public var isRightToLeft: Bool

  /// Creates an environment. The system minimum margin has no default: it depends on the device
  /// and the width class, which the caller knows.
  public init(
    rootSize: LayoutSize, safeAreaInsets: EdgeInsets = .zero, systemMinimumMargin: Double,
    isRightToLeft: Bool = false
  ) {
    self.rootSize = rootSize
    self.safeAreaInsets = safeAreaInsets
    self.systemMinimumMargin = systemMinimumMargin
    self.isRightToLeft = isRightToLeft
  }

  /// The system minimum margin without a device profile: 16 in a compact width, 20 in a regular
  /// or unspecified one (UIKit's values for most iPhones and for iPads).
  public static func defaultSystemMinimumMargin(compactWidth: Bool) -> Double {
    compactWidth ? 16 : 20
  }
}
