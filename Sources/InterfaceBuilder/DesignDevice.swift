import AdaptiveLayout
import DeviceProfiles
import SizeClasses

/// A device Interface Builder lays a document out on (`<device id="retina4_7">`): the screen
/// Xcode's canvas shows, with the safe area and margins of that screen, in either orientation.
///
/// The ids are Xcode's; each maps to the iPhone or iPad Xcode draws for it. The figures are the
/// devices' own (points, status bar, home indicator): Xcode's canvas uses the same ones, which
/// is what makes computed frames comparable with the frames a document recorded. `profileID`
/// names the bundled profile with the same screen, when there is one.
public struct DesignDevice: Sendable, Equatable {
  /// Xcode's id: `retina4_7`.
  public var id: String
  /// The device Xcode shows for it.
  public var name: String
  /// The portrait screen size in points.
  public var size: LayoutSize
  /// Safe-area insets in portrait.
  public var portraitSafeArea: EdgeInsets
  /// Safe-area insets in landscape (the status bar is hidden on iPhones in landscape).
  public var landscapeSafeArea: EdgeInsets
  /// The root view's minimum leading and trailing margins.
  public var systemMinimumMargin: Double
  /// The size class pair in portrait and landscape.
  public var portraitClasses: SizeClassPair
  /// The size class pair in landscape.
  public var landscapeClasses: SizeClassPair
  /// Pixels per point.
  public var scale: Double
  /// The bundled profile with the same screen, if any (`adaptive profiles`).
  public var profileID: String?

  /// The device Xcode knows by `id`, if this table has it.
  public static func named(_ id: String) -> DesignDevice? {
    all.first { $0.id == id }
  }

  /// Every device id Xcode writes that this table maps (all those of the corpus, and the other
  /// iPhones and iPads of Xcode 8 to 15).
  public static let all: [DesignDevice] = {
    let cR = SizeClassPair(width: .compact, height: .regular)
    let cC = SizeClassPair(width: .compact, height: .compact)
    let rC = SizeClassPair(width: .regular, height: .compact)
    let rR = SizeClassPair(width: .regular, height: .regular)
    let statusBar = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    func notch(_ top: Double, side: Double) -> (EdgeInsets, EdgeInsets) {
      (
        EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
        EdgeInsets(top: 0, left: side, bottom: 21, right: side)
      )
    }
    func iPhone(
      _ id: String, _ name: String, _ w: Double, _ h: Double, _ safe: (EdgeInsets, EdgeInsets),
      margin: Double, landscape: SizeClassPair, scale: Double, profile: String?
    ) -> DesignDevice {
      DesignDevice(
        id: id, name: name, size: LayoutSize(width: w, height: h), portraitSafeArea: safe.0,
        landscapeSafeArea: safe.1, systemMinimumMargin: margin, portraitClasses: cR,
        landscapeClasses: landscape, scale: scale, profileID: profile)
    }
    func iPad(
      _ id: String, _ name: String, _ w: Double, _ h: Double, _ safe: EdgeInsets, profile: String?
    ) -> DesignDevice {
      DesignDevice(
        id: id, name: name, size: LayoutSize(width: w, height: h), portraitSafeArea: safe,
        landscapeSafeArea: safe, systemMinimumMargin: 20, portraitClasses: rR,
        landscapeClasses: rR, scale: 2, profileID: profile)
    }
    let flat = (statusBar, EdgeInsets.zero)
    let roundedPad = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return [
      iPhone(
        "retina3_5", "iPhone 4s", 320, 480, flat, margin: 16, landscape: cC, scale: 2,
        profile: nil),
      iPhone(
        "retina4_0", "iPhone SE (1st generation)", 320, 568, flat, margin: 16,
        landscape: cC, scale: 2, profile: nil),
      iPhone(
        "retina4_7", "iPhone 8", 375, 667, flat, margin: 16, landscape: cC, scale: 2,
        profile: "iphone-se-3"),
      iPhone(
        "retina5_5", "iPhone 8 Plus", 414, 736, flat, margin: 20, landscape: rC, scale: 3,
        profile: "iphone-8-plus"),
      iPhone(
        "retina5_9", "iPhone 11 Pro", 375, 812, notch(44, side: 44), margin: 16,
        landscape: cC, scale: 3, profile: nil),
      iPhone(
        "retina5_4", "iPhone 13 mini", 375, 812, notch(50, side: 50), margin: 16,
        landscape: cC, scale: 3, profile: "iphone-13-mini"),
      iPhone(
        "retina6_1", "iPhone 11", 414, 896, notch(44, side: 44), margin: 20,
        landscape: rC, scale: 2, profile: nil),
      iPhone(
        "retina6_5", "iPhone 11 Pro Max", 414, 896, notch(44, side: 44), margin: 20,
        landscape: rC, scale: 3, profile: nil),
      iPhone(
        "retina6_0", "iPhone 14", 390, 844, notch(47, side: 47), margin: 16,
        landscape: cC, scale: 3, profile: "iphone-14"),
      iPhone(
        "retina6_7", "iPhone 14 Plus", 428, 926, notch(47, side: 47), margin: 20,
        landscape: rC, scale: 3, profile: nil),
      iPhone(
        "retina6_12", "iPhone 15", 393, 852, notch(59, side: 59), margin: 16,
        landscape: cC, scale: 3, profile: "iphone-16"),
      iPhone(
        "retina6_72", "iPhone 15 Plus", 430, 932, notch(59, side: 59), margin: 20,
        landscape: rC, scale: 3, profile: nil),
      iPad("ipad9_7", "iPad (9.7-inch)", 768, 1024, statusBar, profile: nil),
      iPad("ipad7_9", "iPad mini (7.9-inch)", 768, 1024, statusBar, profile: nil),
      iPad("ipad10_2", "iPad (10.2-inch)", 810, 1080, statusBar, profile: nil),
      iPad("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112, statusBar, profile: nil),
      iPad("ipad11", "iPad Pro (11-inch)", 834, 1194, roundedPad, profile: "ipad-pro-11"),
      // Xcode 14's id for the same iPad.
      iPad(
        "ipad11_0rounded", "iPad Pro (11-inch)", 834, 1194, roundedPad, profile: "ipad-pro-11"),
      iPad(
        "ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", 1024, 1366, statusBar,
        profile: nil),
      iPad(
        "ipad12_9rounded", "iPad Pro (12.9-inch)", 1024, 1366, roundedPad,
        profile: "ipad-pro-12.9"),
    ]
  }()

  /// The configuration Xcode's canvas shows for an orientation (`portrait` or `landscape`), as
  /// a device profile's configuration.
  public func configuration(landscape: Bool) -> DeviceConfiguration {
    DeviceConfiguration(
      name: landscape ? "landscape" : "portrait",
      size: landscape ? LayoutSize(width: size.height, height: size.width) : size,
      sizeClass: landscape ? landscapeClasses : portraitClasses,
      safeArea: landscape ? landscapeSafeArea : portraitSafeArea)
  }
}
