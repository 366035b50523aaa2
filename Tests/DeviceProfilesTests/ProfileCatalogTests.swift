import Foundation
import Testing

@testable import DeviceProfiles

/// `--profiles DIR`: adding and overriding bundled profiles, ordering, and directory errors.
@Suite struct ProfileCatalogTests {
  /// A fresh temporary directory holding `files` (name → text), removed by the caller.
  static func directory(_ files: [(String, String)]) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("profiles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return url.path
  }

  static func profile(id: String, name: String, width: Int = 400) -> String {
    """
    {
      "id": "\(id)",
      "name": "\(name)",
      "scale": 3,
      "systemMinimumMargins": { "leading": 16, "trailing": 16 },
      "configurations": [
        {
          "name": "portrait",
          "size": { "width": \(width), "height": 800 },
          "sizeClass": "wC-hR",
          "safeArea": { "top": 50, "left": 0, "bottom": 30, "right": 0 }
        }
      ]
    }

    """
  }

  @Test func aDirectoryAddsAndOverridesById() throws {
    // z-first.json sorts last by file name but its id "aaa-phone" sorts first: order is by id.
    let dir = try Self.directory([
      ("z-first.json", Self.profile(id: "aaa-phone", name: "Added")),
      ("my-16.json", Self.profile(id: "iphone-16", name: "My iPhone 16", width: 401)),
      ("README.md", "not a profile"),
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let bundled = try ProfileCatalog.bundled()
    let catalog = try bundled.loading(directory: dir)
    // 13 bundled + 1 added; iphone-16 replaced, not duplicated.
    #expect(catalog.profiles.count == bundled.profiles.count + 1)
    #expect(catalog.ids.first == "aaa-phone")
    #expect(catalog.ids == catalog.ids.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    let replaced = try #require(catalog.profile(id: "iphone-16"))
    #expect(replaced.name == "My iPhone 16")
    #expect(replaced.configurations.map(\.name) == ["portrait"])
    #expect(replaced.configurations[0].size == ScreenSize(width: 401, height: 800))
    #expect(replaced.path == dir + "/my-16.json")
    // Everything else is untouched.
    #expect(catalog.profile(id: "iphone-se-3") == bundled.profile(id: "iphone-se-3"))
    // Same input, same catalog.
    #expect(try bundled.loading(directory: dir) == catalog)
    #expect(try bundled.loading(directory: dir + "/") == catalog)
  }

  @Test func duplicateIdsInOneDirectoryAreAnError() throws {
    let dir = try Self.directory([
      ("a.json", Self.profile(id: "foo", name: "A")),
      ("b.json", Self.profile(id: "foo", name: "B")),
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // b.json is read second (file-name order); line 2 `  "id": "foo",` has the value at 9.
    #expect(
      throws: ProfileError(
        path: dir + "/b.json", line: 2, column: 9, field: "id",
        message: "duplicate profile id \"foo\" (also in \(dir)/a.json)")
    ) {
      try ProfileCatalog().loading(directory: dir)
    }
  }

  @Test func anInvalidProfileInTheDirectoryNamesItsFile() throws {
    let dir = try Self.directory([
      (
        "bad.json",
        Self.profile(id: "bad", name: "Bad").replacingOccurrences(of: "wC-hR", with: "wC")
      )
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let error = try #require(throws: ProfileError.self) {
      try ProfileCatalog.bundled().loading(directory: dir)
    }
    // Line 10 `      "sizeClass": "wC",`: value at 20.
    #expect(
      error.description
        == "\(dir)/bad.json:10:20: error: configurations[0].sizeClass: expected a size class such as \"wC-hR\", found \"wC\""
    )
  }

  @Test func aMissingDirectoryIsAnError() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID())")
      .path
    #expect(throws: ProfileError(path: dir, message: "cannot read the profiles directory")) {
      try ProfileCatalog.bundled().loading(directory: dir)
    }
  }

  @Test func aDirectoryWithoutProfilesIsAnError() throws {
    let dir = try Self.directory([("notes.txt", "hello")])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let error = try #require(throws: ProfileError.self) {
      try ProfileCatalog.bundled().loading(directory: dir)
    }
    #expect(error.description == "\(dir): error: no *.json profile in the profiles directory")
  }

  @Test func addingKeepsIdOrderWhateverTheInputOrder() throws {
    let bundled = try ProfileCatalog.bundled()
    let reversed = ProfileCatalog(profiles: bundled.profiles.reversed())
    #expect(reversed == bundled)
  }

  @Test func readingAFileFromDisk() throws {
    let dir = try Self.directory([("x.json", Self.profile(id: "x", name: "X"))])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let profile = try DeviceProfile(contentsOfFile: dir + "/x.json")
    #expect(profile.id == "x")
    #expect(
      profile.configuration(named: "portrait")?.safeArea
        == SafeAreaInsets(
          top: 50, left: 0, bottom: 30, right: 0))
    #expect(throws: ProfileError(path: dir + "/missing.json", message: "cannot read the file")) {
      try DeviceProfile(contentsOfFile: dir + "/missing.json")
    }
  }
}
