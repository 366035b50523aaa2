import AdaptiveLayout
import SizeClasses

/// A device a layout can be checked on: its screen, margins and the configurations it runs in.
///
/// Read from a `Profiles/*.json` file (see `Docs/profiles.md`); the bundled ones are built into the
/// tool (`ProfileCatalog.bundled()`).
///
/// ```swift
/// let catalog = try ProfileCatalog.bundled()
/// let se = catalog.profile(id: "iphone-se-3")
/// se?.configuration(named: "landscape")?.sizeClass.notation   // "wC-hC"
/// ```
public struct DeviceProfile: Sendable, Equatable {
  /// The identifier used on the command line (`--profile iphone-16`).
  public var id: String
  /// The marketing name, for headings: "iPhone 16".
  public var name: String
  /// Pixels per point (`UIScreen.scale`): 2 or 3 on current devices.
  public var scale: Double
  /// The root view's system minimum layout margins (`systemMinimumLayoutMargins`).
  public var systemMinimumMargins: SystemMinimumMargins
  /// The configurations, in file order: `portrait` and `landscape` first by convention.
  public var configurations: [DeviceConfiguration]
  /// Where the figures come from, as written in the file (may be empty for user profiles).
  public var sources: [String]
  /// Remarks from the file: what was left out and why.
  public var notes: [String]
  /// The file the profile was read from, for messages (`Profiles/iphone-16.json` when bundled).
  public var path: String
  /// An iPhone or an iPad: the file's `idiom`, else told by the size classes
  /// (`DeviceIdiom.inferred(from:)`).
  public var idiom: DeviceIdiom

  /// Creates a profile; without `idiom`, the configurations' size classes tell it.
  public init(
    id: String, name: String, scale: Double, systemMinimumMargins: SystemMinimumMargins,
    configurations: [DeviceConfiguration], sources: [String] = [], notes: [String] = [],
    path: String = "", idiom: DeviceIdiom? = nil
  ) {
    self.idiom = idiom ?? DeviceIdiom.inferred(from: configurations)
    self.id = id
    self.name = name
    self.scale = scale
    self.systemMinimumMargins = systemMinimumMargins
    self.configurations = configurations
    self.sources = sources
    self.notes = notes
    self.path = path
  }

  /// The configuration with this name (`portrait`, `landscape-1/2`…), if the device has it.
  public func configuration(named name: String) -> DeviceConfiguration? {
    configurations.first { $0.name == name }
  }
}

/// One way a device presents an app: an orientation, a Split View share or Slide Over.
public struct DeviceConfiguration: Sendable, Equatable {
  /// `portrait`, `landscape`, `landscape-1/3`, `landscape-1/2`, `landscape-2/3`, `portrait-1/3`,
  /// `portrait-2/3`, `slide-over`, or a name a user profile chooses.
  public var name: String
  /// The app's window size in points.
  public var size: ScreenSize
  /// The final size class the device reports here (never `Any` on an axis).
  public var sizeClass: SizeClassPair
  /// The root view's safe-area insets in points.
  public var safeArea: SafeAreaInsets

  /// Creates a configuration.
  public init(name: String, size: ScreenSize, sizeClass: SizeClassPair, safeArea: SafeAreaInsets) {
    self.name = name
    self.size = size
    self.sizeClass = sizeClass
    self.safeArea = safeArea
  }
}

/// A screen's width and height in points: the layout model's size.
public typealias ScreenSize = LayoutSize

/// Safe-area insets in points, as `UIView.safeAreaInsets` reports them (left and right are
/// physical sides, not leading and trailing): the layout model's edge insets.
public typealias SafeAreaInsets = EdgeInsets

/// The root view's minimum leading and trailing layout margins
/// (`UIViewController.systemMinimumLayoutMargins`): 16 on most iPhones, 20 on Plus and Max
/// iPhones and on iPads.
public struct SystemMinimumMargins: Sendable, Hashable {
  /// The minimum leading margin in points.
  public var leading: Double
  /// The minimum trailing margin in points.
  public var trailing: Double

  /// Creates margins.
  public init(leading: Double, trailing: Double) {
    self.leading = leading
    self.trailing = trailing
  }
}
