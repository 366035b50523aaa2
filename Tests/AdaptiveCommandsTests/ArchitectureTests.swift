import Foundation
import Testing

/// Modules import one way, as `Docs/architecture.md` draws them: no module imports one above it.
///
/// SwiftPM on Linux lets a module import any module its dependencies build, so the compiler does
/// not hold this line; this test does. A new module, or a new import, means updating the table
/// here and the picture in `Docs/architecture.md` together.
@Suite("architecture")
struct ArchitectureTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// What each module may import besides the toolchain's own modules.
  static let allowed: [String: Set<String>] = [
    "LayoutSolver": [],
    "AdaptiveLayout": ["LayoutSolver"],
    "SizeClasses": ["AdaptiveLayout"],
    "DeviceProfiles": ["AdaptiveLayout", "SizeClasses"],
    "TraitDiff": ["AdaptiveLayout", "SizeClasses"],
    "Interpolation": ["AdaptiveLayout"],
    "SceneFormat": ["AdaptiveLayout", "SizeClasses"],
    "InterfaceBuilder": ["AdaptiveLayout", "SizeClasses", "DeviceProfiles"],
    "LayoutValidation": ["AdaptiveLayout", "SizeClasses", "DeviceProfiles", "TraitDiff"],
    "LayoutRendering": ["AdaptiveLayout", "Interpolation"],
    "AdaptiveCommands": [
      "LayoutSolver", "AdaptiveLayout", "SizeClasses", "DeviceProfiles", "TraitDiff",
      "Interpolation", "SceneFormat", "InterfaceBuilder", "LayoutValidation", "LayoutRendering",
    ],
    "adaptive": ["AdaptiveCommands"],
  ]

  /// The toolchain's modules, which any module may import.
  static let toolchain: Set<String> = [
    "Foundation", "FoundationXML", "FoundationEssentials", "Dispatch", "Synchronization", "Glibc",
    "Musl", "Darwin", "ucrt", "WinSDK",
  ]

  /// The modules named by `import` lines (plain, `@testable` or `@_implementationOnly`).
  static func imports(in text: String) -> Set<String> {
    var modules = Set<String>()
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ $0.hasPrefix("@") })
      else { continue }
      modules.insert(String(words[index + 1]))
    }
    return modules
  }

  @Test func everyModuleImportsOnlyModulesBelowIt() throws {
    let sources = Self.repository.appendingPathComponent("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    var violations: [String] = []
    for module in modules where module != "adaptive-bench" {
      guard let allowed = Self.allowed[module] else {
        violations.append("\(module): not in the table (add it here and to Docs/architecture.md)")
        continue
      }
      let folder = sources.appendingPathComponent(module)
      let files =
        FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
      #expect(!files.isEmpty, "\(module) has no Swift files")
      for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for imported in Self.imports(in: text).sorted()
        where !allowed.contains(imported) && !Self.toolchain.contains(imported) {
          violations.append("\(module)/\(file) imports \(imported)")
        }
      }
    }
    #expect(violations == [])
  }

  @Test func theImportScannerReadsEveryForm() {
    let text = """
      import AdaptiveLayout
      @testable import SizeClasses
        // import NotThis — a comment
      let importance = 1
      """
    #expect(Self.imports(in: text) == ["AdaptiveLayout", "SizeClasses"])
  }
}
