import Foundation
import Testing

@testable import DeviceProfiles

/// The bundled profiles: that they load, match `Profiles/*.json`, and say what the issue's table
/// says.
@Suite struct BundledProfilesTests {
  /// The package's `Profiles` directory, found from this file's path.
  static let profilesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Profiles").path

  @Test func everyBundledProfileLoads() throws {
    let catalog = try ProfileCatalog.bundled()
    #expect(catalog.profiles.count == BundledProfiles.files.count)
    for profile in catalog.profiles {
      #expect(!profile.configurations.isEmpty, "\(profile.id)")
      #expect(!profile.sources.isEmpty, "\(profile.id) states no sources")
      #expect(profile.path == "Profiles/\(profile.id).json")
    }
  }

  @Test func theIssuesIdsAreBundled() throws {
    let ids = try ProfileCatalog.bundled().ids
    for id in [
      "iphone-se-3", "iphone-8-plus", "iphone-16", "iphone-16-pro-max", "ipad-pro-11",
      "ipad-pro-12.9",
    ] {
      #expect(ids.contains(id), "\(id) missing")
    }
  }

  /// Fails when a JSON file was edited without running `Scripts/bundle-profiles.py`.
  @Test func bundledProfilesMatchTheProfilesDirectory() throws {
    let directory = Self.profilesDirectory
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".json") }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let hint = "run python3 Scripts/bundle-profiles.py"
    #expect(BundledProfiles.files.map(\.name) == names, "\(hint)")
    for file in BundledProfiles.files where names.contains(file.name) {
      let onDisk = try String(contentsOfFile: directory + "/" + file.name, encoding: .utf8)
      #expect(file.text == onDisk, "\(file.name) differs from the bundled copy; \(hint)")
    }
  }

  @Test func profilesAreOrderedByIdBytes() throws {
    let ids = try ProfileCatalog.bundled().ids
    // Byte order: "ipad" < "iphone" ('a' < 'h'), and "iphone-1…" < "iphone-8…" < "iphone-s…".
    #expect(
      ids == [
        "ipad-air-11", "ipad-mini", "ipad-pro-11", "ipad-pro-12.9", "iphone-11", "iphone-13-mini",
        "iphone-14", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max",
        "iphone-8-plus", "iphone-se-3",
      ])
  }

  @Test func loadingTwiceGivesTheSameCatalog() throws {
    #expect(try ProfileCatalog.bundled() == ProfileCatalog.bundled())
  }
}
