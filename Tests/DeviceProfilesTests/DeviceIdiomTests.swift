import Testing

@testable import DeviceProfiles

/// An iPhone or an iPad: from the file's `idiom`, else from the size classes.
@Suite struct DeviceIdiomTests {
  /// Every bundled iPad (by its id) is regular in height in every configuration, so the size
  /// classes call it a pad; every bundled iPhone is compact in height in landscape.
  @Test func bundledProfilesAreToldApartByTheirSizeClasses() throws {
    let catalog = try ProfileCatalog.bundled()
    for profile in catalog.profiles {
      let expected: DeviceIdiom = profile.id.hasPrefix("ipad") ? .pad : .phone
      #expect(profile.idiom == expected, "\(profile.id)")
    }
  }

  /// A profile with only a portrait configuration (regular height) would be read as an iPad;
  /// the file's `idiom` says otherwise.
  @Test func theFileOverridesTheSizeClasses() throws {
    let text = """
      {
        "id": "phone-portrait", "name": "A phone, portrait only", "scale": 3, "idiom": "phone",
        "systemMinimumMargins": { "leading": 16, "trailing": 16 },
        "configurations": [
          { "name": "portrait", "size": { "width": 393, "height": 852 }, "sizeClass": "wC-hR",
            "safeArea": { "top": 59, "left": 0, "bottom": 34, "right": 0 } }
        ]
      }
      """
    let profile = try DeviceProfile(json: Array(text.utf8), path: "p.json")
    #expect(profile.idiom == .phone)
    let inferred = try DeviceProfile(
      json: Array(text.replacingOccurrences(of: #""idiom": "phone","#, with: "").utf8),
      path: "p.json")
    #expect(inferred.idiom == .pad)
  }
}
