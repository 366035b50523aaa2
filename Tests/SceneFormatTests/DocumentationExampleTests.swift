import Foundation
import Testing

@testable import SceneFormat

@Suite("Docs/scene-format.md: every example parses")
struct DocumentationExampleTests {
  /// The fenced code blocks of the format's documentation that are scene text: those without a
  /// language tag (the grammar and the sample diagnostics are tagged `text`).
  func examples() throws -> [String] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("Docs/scene-format.md"), encoding: .utf8)
    var blocks: [String] = []
    var current: [Substring]?
    var isScene = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let block = current {
          if isScene { blocks.append(block.joined(separator: "\n")) }
          current = nil
        } else {
          current = []
          isScene = line == "```"
        }
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func everyExampleParsesWithoutDiagnostics() throws {
    let blocks = try examples()
    #expect(blocks.count >= 9)
    for block in blocks {
      let result = SceneParser.parse(text: block)
      #expect(result.diagnostics.isEmpty, "\(result.diagnostics) in:\n\(block)")
    }
  }
}
