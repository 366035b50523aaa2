import Foundation
import Testing

@testable import SceneFormat

@Test func smokeIssueExample() throws {
  let text = try String(contentsOfFile: "/tmp/sx/issue.scene", encoding: .utf8)
  let result = SceneParser.parse(text: text)
  for d in result.diagnostics { print(d) }
  dump(result.document.variations)
  #expect(!result.hasErrors)
}
