import AdaptiveLayout

extension DeviceProfile {
  /// The layout environment of one of the device's configurations: the screen size, its safe
  /// area, and the root view's system minimum margins.
  public func environment(for configuration: DeviceConfiguration, rightToLeft: Bool = false)
    -> LayoutEnvironment
  {
    LayoutEnvironment(
      rootSize: configuration.size,
      safeAreaInsets: configuration.safeArea,
      // The engine takes one value for both sides; every profile has them equal.
      systemMinimumMargin: max(systemMinimumMargins.leading, systemMinimumMargins.trailing),
      isRightToLeft: rightToLeft)
  }
}
