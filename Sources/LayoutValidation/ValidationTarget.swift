import AdaptiveLayout
import DeviceProfiles
import SizeClasses

/// Where a scene is checked: one of Interface Builder's 9 classes on its classic canvas, or one
/// configuration of a device profile.
public struct ValidationTarget: Sendable, Equatable {
  /// `wC hR` for a class canvas; `iphone-se-3 landscape` for a device.
  public var name: String
  /// The device's id, for a profile configuration.
  public var profile: String?
  /// The configuration's name, for a profile configuration.
  public var configuration: String?
  /// The size classes.
  public var traits: SizeClassPair
  /// Size, safe area, margins.
  public var environment: LayoutEnvironment
  /// The device's idiom, for a profile configuration: an iPad-only document is checked on iPads.
  public var idiom: DeviceIdiom? = nil

  /// Creates a target.
  public init(
    name: String, profile: String? = nil, configuration: String? = nil, traits: SizeClassPair,
    environment: LayoutEnvironment
  ) {
    self.name = name
    self.profile = profile
    self.configuration = configuration
    self.traits = traits
    self.environment = environment
  }

  /// Interface Builder's classic canvases: 400 points for compact, 600 for any, 800 for regular,
  /// on each axis; no safe area; root margins 16 in a compact width, 20 otherwise.
  public static func canvases(
    _ classes: [SizeClassPair] = SizeClassPair.all, compact: Double = 400, any: Double = 600,
    regular: Double = 800
  ) -> [ValidationTarget] {
    func length(_ c: SizeClass) -> Double {
      switch c {
      case .compact: return compact
      case .any: return any
      case .regular: return regular
      }
    }
    return classes.map { traits in
      ValidationTarget(
        name: traits.description, traits: traits,
        environment: LayoutEnvironment(
          rootSize: LayoutSize(width: length(traits.width), height: length(traits.height)),
          systemMinimumMargin: LayoutEnvironment.defaultSystemMinimumMargin(
            compactWidth: traits.width == .compact)))
    }
  }

  /// Every configuration of every profile, in catalog order (by id), optionally only those whose
  /// classes are in `classes`.
  public static func devices(_ catalog: ProfileCatalog, classes: [SizeClassPair]? = nil)
    -> [ValidationTarget]
  {
    catalog.profiles.flatMap { profile in
      profile.configurations.compactMap { configuration in
        if let classes, !classes.contains(configuration.sizeClass) { return nil }
        var target = ValidationTarget(
          name: "\(profile.id) \(configuration.name)", profile: profile.id,
          configuration: configuration.name, traits: configuration.sizeClass,
          environment: profile.environment(for: configuration))
        target.idiom = profile.idiom
        return target
      }
    }
  }

  /// Whether the target lays out right to left.
  public var isRightToLeft: Bool { environment.isRightToLeft }

  /// The same target laid out right to left (an RTL locale is a device configuration of its
  /// own), named with ` rtl` after the name.
  public var rightToLeft: ValidationTarget {
    var copy = self
    guard !isRightToLeft else { return copy }
    copy.name += " rtl"
    copy.environment.isRightToLeft = true
    return copy
  }

  /// The targets left to right, then (with `rightToLeft`) the same again right to left: one
  /// switch of direction for the whole walk, not one per target.
  public static func bothDirections(_ targets: [ValidationTarget]) -> [ValidationTarget] {
    targets + targets.map(\.rightToLeft)
  }
}
