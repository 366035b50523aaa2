import Foundation

/// The device profiles a run can use: the bundled ones, plus any from `--profiles DIR`.
///
/// Profiles are kept **sorted by id**, comparing the ids' UTF-8 bytes (so `ipad-…` comes before
/// `iphone-…`, and `iphone-16` before `iphone-8-plus`): the order does not depend on the file
/// system's listing order, nor on which directory a profile came from.
///
/// ```swift
/// let catalog = try ProfileCatalog.bundled().loading(directory: "MyProfiles")
/// for profile in catalog.profiles { print(profile.id) }
/// ```
public struct ProfileCatalog: Sendable, Equatable {
  /// Every profile, sorted by id; ids are unique.
  public private(set) var profiles: [DeviceProfile]

  /// Creates a catalog from profiles with distinct ids (a later profile with the same id as an
  /// earlier one replaces it).
  public init(profiles: [DeviceProfile] = []) {
    self.profiles = []
    self = adding(profiles)
  }

  /// The profiles built into the tool (`Profiles/*.json` when it was compiled).
  ///
  /// They are parsed once per process; the test suite checks that every one is valid, so an
  /// error here means the bundled source was edited without running its tests.
  public static func bundled() throws(ProfileError) -> ProfileCatalog {
    try bundledCatalog.get()
  }

  private static let bundledCatalog = Result { () throws(ProfileError) -> ProfileCatalog in
    let files = BundledProfiles.files.map { file in
      (path: "Profiles/" + file.name, bytes: Array(file.text.utf8))
    }
    return ProfileCatalog(profiles: try loadDistinct(files))
  }

  /// This catalog plus the `*.json` profiles in `directory` (not its subdirectories); a profile
  /// whose id is already in the catalog replaces it.
  ///
  /// Files are read in file-name order. Two files in the directory with the same id, a directory
  /// that cannot be read, or one with no `*.json` file is an error, as is any invalid profile.
  public func loading(directory: String) throws(ProfileError) -> ProfileCatalog {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw ProfileError(path: directory, message: "cannot read the profiles directory")
    }
    let jsonNames = names.filter { $0.hasSuffix(".json") }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    guard !jsonNames.isEmpty else {
      throw ProfileError(path: directory, message: "no *.json profile in the profiles directory")
    }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    var files: [(path: String, bytes: [UInt8])] = []
    for name in jsonNames {
      let path = prefix + name
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ProfileError(path: path, message: "cannot read the file")
      }
      files.append((path, [UInt8](data)))
    }
    return adding(try Self.loadDistinct(files))
  }

  /// This catalog with `profiles` added; each replaces a profile with the same id.
  public func adding(_ newProfiles: [DeviceProfile]) -> ProfileCatalog {
    var copy = self
    for profile in newProfiles {
      if let index = copy.profiles.firstIndex(where: { $0.id == profile.id }) {
        copy.profiles[index] = profile
      } else {
        copy.profiles.append(profile)
      }
    }
    copy.profiles.sort { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
    return copy
  }

  /// The profile with this id, if any.
  public func profile(id: String) -> DeviceProfile? {
    profiles.first { $0.id == id }
  }

  /// The ids of every profile, sorted.
  public var ids: [String] { profiles.map(\.id) }

  /// Parses files that must not share an id (one directory, or the bundled set).
  static func loadDistinct(_ files: [(path: String, bytes: [UInt8])]) throws(ProfileError)
    -> [DeviceProfile]
  {
    var profiles: [DeviceProfile] = []
    for file in files {
      let profile = try DeviceProfile(json: file.bytes, path: file.path)
      if let first = profiles.first(where: { $0.id == profile.id }) {
        let position = DeviceProfile.positionOfID(in: file.bytes)
        throw ProfileError(
          path: file.path, line: position?.line, column: position?.column, field: "id",
          message: "duplicate profile id \"\(profile.id)\" (also in \(first.path))")
      }
      profiles.append(profile)
    }
    return profiles
  }
}
