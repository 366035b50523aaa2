import SizeClasses
import Testing

@testable import DeviceProfiles

/// The `adaptive profiles` text.
@Suite struct ProfileListingTests {
  static func configuration(
    _ name: String, _ width: Double, _ height: Double, _ sizeClass: String,
    _ insets: SafeAreaInsets
  ) -> DeviceConfiguration {
    DeviceConfiguration(
      name: name, size: ScreenSize(width: width, height: height),
      sizeClass: SizeClassPair(notation: sizeClass)!, safeArea: insets)
  }

  @Test func oneAlignedLinePerConfiguration() {
    let phone = DeviceProfile(
      id: "b-phone", name: "B Phone", scale: 2,
      systemMinimumMargins: SystemMinimumMargins(leading: 16, trailing: 16),
      configurations: [
        Self.configuration(
          "portrait", 375, 667, "wC-hR", .init(top: 20, left: 0, bottom: 0, right: 0)),
        Self.configuration("landscape", 667, 375, "wC-hC", .zero),
      ])
    let pad = DeviceProfile(
      id: "a-pad", name: "A Pad", scale: 2,
      systemMinimumMargins: SystemMinimumMargins(leading: 20, trailing: 20),
      configurations: [
        Self.configuration(
          "portrait", 834, 1194, "wR-hR", .init(top: 24, left: 0, bottom: 20, right: 0)),
        Self.configuration(
          "slide-over", 320.5, 1194, "wC-hR", .init(top: 24, left: 0, bottom: 20, right: 0)),
      ])
    let catalog = ProfileCatalog(profiles: [phone, pad])
    // Column widths are the widest cells: PROFILE 7 ("b-phone"), CONFIGURATION 13 (header),
    // SIZE 10 ("320.5x1194"), CLASS 5, SAFE AREA 17 (header), MARGINS 7, SCALE 5; two spaces
    // between columns; a-pad sorts before b-phone; configurations keep file order.
    #expect(
      catalog.listing == [
        "PROFILE  CONFIGURATION  SIZE        CLASS  SAFE AREA T,L,B,R  MARGINS  SCALE  NAME",
        "a-pad    portrait       834x1194    wR-hR  24,0,20,0          20,20    @2x    A Pad",
        "a-pad    slide-over     320.5x1194  wC-hR  24,0,20,0          20,20    @2x    A Pad",
        "b-phone  portrait       375x667     wC-hR  20,0,0,0           16,16    @2x    B Phone",
        "b-phone  landscape      667x375     wC-hC  0,0,0,0            16,16    @2x    B Phone",
      ])
  }

  @Test func theBundledListingHasALinePerConfiguration() throws {
    let catalog = try ProfileCatalog.bundled()
    let count = catalog.profiles.map(\.configurations.count).reduce(0, +)
    #expect(catalog.listing.count == count + 1)
    #expect(catalog.listing.contains { $0.hasPrefix("iphone-16 ") && $0.contains(" 852x393 ") })
  }
}
