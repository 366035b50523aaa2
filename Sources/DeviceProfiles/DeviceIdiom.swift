/// The kind of device an app runs on, as UIKit's `UIUserInterfaceIdiom` tells them apart: what
/// an iPad-only document (`targetRuntime="iOS.CocoaTouch.iPad"`, or a `~ipad` file) is checked on.
public enum DeviceIdiom: String, Sendable, Hashable, CaseIterable {
  /// An iPhone (or iPod touch).
  case phone
  /// An iPad.
  case pad

  /// The idiom of a device with these configurations' size classes: an iPad's height class is
  /// regular in every orientation and multitasking size; an iPhone's is compact in landscape.
  public static func inferred(from configurations: [DeviceConfiguration]) -> DeviceIdiom {
    configurations.allSatisfy { $0.sizeClass.height == .regular } ? .pad : .phone
  }
}
