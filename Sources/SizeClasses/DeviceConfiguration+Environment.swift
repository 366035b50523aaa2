import AdaptiveLayout

extension DeviceProfile {
  /// The layout environment of one of the device's configurations: the screen size, its safe
  /// area, and the root view's system minimum margins.
  public func environment(for configuration: DeviceConfiguration, rightToLeft: Bool = false)
    -> LayoutEnvironment
  {
    LayoutEnvironment(
      rootSize: LayoutSize(width: configuration.size.width, height: configuration.size.height),
      safeAreaInsets: EdgeInsets(
        top: configuration.safeArea.top, left: configuration.safeArea.left,
        bottom: configuration.safeArea.bottom, right: configuration.safeArea.right),
      // The engine takes one value for both sides; every profile has them equal.
      systemMinimumMargin: max(systemMinimumMargins.leading, systemMinimumMargins.trailing),
      isRightToLeft: rightToLeft)
  }
}
