import Testing

@testable import DeviceProfiles

/// The bundled profiles against the table in issue 4, value by value. Every expected value below
/// is copied from the issue's table or text, not from the profile files.
@Suite struct ProfileTableTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var id: String
    var configuration: String
    var width: Double
    var height: Double
    var sizeClass: String
    var insets: SafeAreaInsets
    var testDescription: String { "\(id) \(configuration)" }
  }

  static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double)
    -> SafeAreaInsets
  {
    SafeAreaInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// Issue table: "portrait pt" gives portrait width x height; landscape swaps them. Safe area
  /// column: portrait (t,b) / landscape (l,r,b); landscape top is 0 on iPhones, 24 on iPads.
  static let rows: [Row] = [
    Row(
      id: "iphone-se-3", configuration: "portrait", width: 375, height: 667, sizeClass: "wC-hR",
      insets: insets(20, 0, 0, 0)),
    Row(
      id: "iphone-se-3", configuration: "landscape", width: 667, height: 375, sizeClass: "wC-hC",
      insets: insets(0, 0, 0, 0)),
    Row(
      id: "iphone-8-plus", configuration: "portrait", width: 414, height: 736, sizeClass: "wC-hR",
      insets: insets(20, 0, 0, 0)),
    Row(
      id: "iphone-8-plus", configuration: "landscape", width: 736, height: 414,
      sizeClass: "wR-hC", insets: insets(0, 0, 0, 0)),
    Row(
      id: "iphone-16", configuration: "portrait", width: 393, height: 852, sizeClass: "wC-hR",
      insets: insets(59, 0, 34, 0)),
    // An 852-point-wide landscape iPhone is compact: the class comes from the table.
    Row(
      id: "iphone-16", configuration: "landscape", width: 852, height: 393, sizeClass: "wC-hC",
      insets: insets(0, 59, 21, 59)),
    Row(
      id: "iphone-16-pro-max", configuration: "portrait", width: 440, height: 956,
      sizeClass: "wC-hR", insets: insets(62, 0, 34, 0)),
    Row(
      id: "iphone-16-pro-max", configuration: "landscape", width: 956, height: 440,
      sizeClass: "wR-hC", insets: insets(0, 62, 21, 62)),
    Row(
      id: "ipad-pro-11", configuration: "portrait", width: 834, height: 1194, sizeClass: "wR-hR",
      insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-11", configuration: "landscape", width: 1194, height: 834, sizeClass: "wR-hR",
      insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-12.9", configuration: "portrait", width: 1024, height: 1366,
      sizeClass: "wR-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-12.9", configuration: "landscape", width: 1366, height: 1024,
      sizeClass: "wR-hR", insets: insets(24, 0, 20, 0)),
    // Split View: width x full height of the orientation; top and bottom insets kept, none at the
    // sides. ipad-pro-11 landscape 1/3 375 wC, 1/2 592 wC, 2/3 809 wR; portrait 1/3 320 wC,
    // 2/3 504 wC.
    Row(
      id: "ipad-pro-11", configuration: "landscape-1/3", width: 375, height: 834,
      sizeClass: "wC-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-11", configuration: "landscape-1/2", width: 592, height: 834,
      sizeClass: "wC-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-11", configuration: "landscape-2/3", width: 809, height: 834,
      sizeClass: "wR-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-11", configuration: "portrait-1/3", width: 320, height: 1194,
      sizeClass: "wC-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-11", configuration: "portrait-2/3", width: 504, height: 1194,
      sizeClass: "wC-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-11", configuration: "slide-over", width: 320, height: 1194,
      sizeClass: "wC-hR", insets: insets(24, 0, 20, 0)),
    // Slide Over: 320 wide, wC, on every iPad (issue 4), at the portrait height.
    Row(
      id: "ipad-pro-12.9", configuration: "slide-over", width: 320, height: 1366,
      sizeClass: "wC-hR", insets: insets(24, 0, 20, 0)),
    // ipad-pro-12.9 landscape 1/3 375 wC, 1/2 678 wR (a 678-point split is regular), 2/3 981 wR;
    // portrait 1/3 375 wC, 2/3 639 wC.
    Row(
      id: "ipad-pro-12.9", configuration: "landscape-1/3", width: 375, height: 1024,
      sizeClass: "wC-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-12.9", configuration: "landscape-1/2", width: 678, height: 1024,
      sizeClass: "wR-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-12.9", configuration: "landscape-2/3", width: 981, height: 1024,
      sizeClass: "wR-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-12.9", configuration: "portrait-1/3", width: 375, height: 1366,
      sizeClass: "wC-hR", insets: insets(24, 0, 20, 0)),
    Row(
      id: "ipad-pro-12.9", configuration: "portrait-2/3", width: 639, height: 1366,
      sizeClass: "wC-hR", insets: insets(24, 0, 20, 0)),
  ]

  @Test(arguments: rows)
  func configurationMatchesTheIssueTable(_ row: Row) throws {
    let profile = try #require(try ProfileCatalog.bundled().profile(id: row.id))
    let configuration = try #require(profile.configuration(named: row.configuration))
    #expect(configuration.size == ScreenSize(width: row.width, height: row.height))
    #expect(configuration.sizeClass.notation == row.sizeClass)
    #expect(configuration.safeArea == row.insets)
  }

  /// Issue: margins 16 on most iPhones, 20 on Plus/Max iPhones and on iPads.
  @Test(arguments: [
    ("iphone-se-3", 16.0), ("iphone-16", 16), ("iphone-8-plus", 20), ("iphone-16-pro-max", 20),
    ("ipad-pro-11", 20), ("ipad-pro-12.9", 20),
  ])
  func systemMinimumMargins(_ id: String, _ margin: Double) throws {
    let profile = try #require(try ProfileCatalog.bundled().profile(id: id))
    #expect(profile.systemMinimumMargins == SystemMinimumMargins(leading: margin, trailing: margin))
  }

  /// Invariants every bundled profile keeps, from the issue's rules rather than its table.
  @Test func everyBundledConfigurationFollowsTheRules() throws {
    for profile in try ProfileCatalog.bundled().profiles {
      let portrait = try #require(profile.configuration(named: "portrait"), "\(profile.id)")
      #expect(profile.configurations.first?.name == "portrait", "\(profile.id)")
      #expect(profile.configurations.dropFirst().first?.name == "landscape", "\(profile.id)")
      for configuration in profile.configurations {
        let label = "\(profile.id) \(configuration.name)"
        #expect(configuration.sizeClass.isFinal, "\(label)")
        // Split View and Slide Over keep the device's top and bottom insets, none at the sides,
        // and the full height of their orientation.
        if configuration.name.contains("/") || configuration.name == "slide-over" {
          #expect(configuration.safeArea.top == portrait.safeArea.top, "\(label)")
          #expect(configuration.safeArea.bottom == portrait.safeArea.bottom, "\(label)")
          #expect(configuration.safeArea.left == 0 && configuration.safeArea.right == 0, "\(label)")
          let fullHeight =
            configuration.name.hasPrefix("landscape") ? portrait.size.width : portrait.size.height
          #expect(configuration.size.height == fullHeight, "\(label)")
          #expect(configuration.sizeClass.height == .regular, "\(label)")
        }
      }
    }
  }
}
