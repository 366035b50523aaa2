import AdaptiveLayout
import Foundation
import Testing

@testable import SceneFormat

/// Parses `text` and records an issue for every diagnostic, so a test of valid input fails
/// loudly with the parser's own messages.
func parseClean(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> SceneDocument
{
  let result = SceneParser.parse(text: text)
  for diagnostic in result.diagnostics {
    Issue.record("unexpected diagnostic: \(diagnostic)", sourceLocation: sourceLocation)
  }
  return result.document
}

/// Shorthand for a location in expectations.
func at(_ line: Int, _ column: Int) -> AdaptiveLayout.SourceLocation {
  AdaptiveLayout.SourceLocation(path: "", line: line, column: column)
}

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every `Scenes/*.scene` and `Scenes/failing/*.scene` file (the recipes that are meant to fail
/// somewhere), sorted by name, with its bytes; names are relative to `Scenes/`.
func recipeScenes() throws -> [(name: String, bytes: [UInt8])] {
  let scenes = packageRoot.appendingPathComponent("Scenes")
  var names: [String] = []
  for folder in ["", "failing/"] {
    names += try FileManager.default.contentsOfDirectory(
      atPath: scenes.appendingPathComponent(folder).path
    )
    .filter { $0.hasSuffix(".scene") }.map { folder + $0 }
  }
  return try names.sorted().map { name in
    (name, Array(try Data(contentsOf: scenes.appendingPathComponent(name))))
  }
}
