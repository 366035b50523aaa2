import AdaptiveLayout
import DeviceProfiles
import Foundation
import SceneFormat
import SizeClasses
import Testing

@testable import LayoutValidation

/// `Docs/rules.md` lists every rule with its default severity, and its examples do what they say:
/// the bad one has the rule's problem in some layout, the good one in none (issue 14).
@Suite struct RulesDocumentationTests {
  static let text: String = {
    let path = #filePath.replacingOccurrences(
      of: "Tests/LayoutValidationTests/RulesDocumentationTests.swift", with: "Docs/rules.md")
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }()

  /// The ```scene blocks of the section `## \`id\``, in order.
  static func examples(_ rule: ValidationRule) -> [String] {
    guard let start = text.range(of: "\n## `\(rule.id)`\n") else { return [] }
    let rest = text[start.upperBound...]
    let section = rest.range(of: "\n#").map { rest[..<$0.lowerBound] } ?? rest
    var blocks: [String] = []
    var remaining = section[...]
    while let open = remaining.range(of: "```scene\n") {
      guard let close = remaining[open.upperBound...].range(of: "```") else { break }
      blocks.append(String(remaining[open.upperBound..<close.lowerBound]))
      remaining = remaining[close.upperBound...]
    }
    return blocks
  }

  /// Every problem of `rule` in every canvas and device configuration, both directions.
  static func problems(_ scene: String, _ rule: ValidationRule) throws -> [ValidationProblem] {
    let (loaded, diagnostics) = SceneLoader.load(text: scene, path: "rules.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let adaptive = try #require(loaded)
    let targets = ValidationTarget.bothDirections(
      ValidationTarget.canvases() + ValidationTarget.devices(try ProfileCatalog.bundled()))
    var rules = RuleSeverities()
    rules[rule] = .warning
    let (reports, sceneWide) = try Validator.validate(adaptive, targets: targets, rules: rules)
    return (sceneWide + reports.flatMap(\.problems)).filter { $0.rule == rule }
  }

  @Test(arguments: ValidationRule.allCases)
  func theRuleIsListedWithItsDefault(_ rule: ValidationRule) {
    #expect(
      Self.text.contains(
        "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |"))
    #expect(
      Self.text.contains("\n## `\(rule.id)`\n\nDefault: **\(rule.defaultSeverity.rawValue)**."))
  }

  @Test(arguments: ValidationRule.allCases)
  func theBadExampleHasTheProblemAndTheGoodOneDoesNot(_ rule: ValidationRule) throws {
    let blocks = Self.examples(rule)
    #expect(blocks.count == 2, "a bad and a good example")
    guard blocks.count == 2 else { return }
    #expect(!(try Self.problems(blocks[0], rule)).isEmpty, "bad example of \(rule.id)")
    #expect(try Self.problems(blocks[1], rule).isEmpty, "good example of \(rule.id)")
  }

  @Test func everyRuleIdIsStableAndPrinted() {
    // The ids are an interface: configuration files, baselines and SARIF name them.
    #expect(
      ValidationRule.allCases.map(\.id) == [
        "unsatisfiable", "ambiguous-layout", "off-screen", "outside-superview", "zero-size",
        "variation-conflict", "never-installed", "unmet-optional",
      ])
    let problem = ValidationProblem(
      .offScreen, at: SourceLocation(path: "a.scene", line: 3, column: 6), "'v' is off screen",
      item: "v")
    #expect(problem.description == "a.scene:3:6: warning: 'v' is off screen [off-screen]")
  }
}
