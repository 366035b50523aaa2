import AdaptiveCommands
import Foundation
import Testing

/// One rule, one severity, in every command; `query` and `rotate` report conflicts and
/// ambiguity with their locations, in text and in JSON (issue 14).
@Suite("one severity per rule") struct OneSeverityTests {
  /// Portrait only: in landscape (wider than tall) the square pinned to both margins cannot
  /// stay no taller than the screen (c6).
  static let square = ValidateCommandTests.portraitOnlySquare
  /// A box whose x nothing fixes: ambiguous everywhere.
  static let loose = """
    view box
    box.width = 100
    box.height = 50
    box.top = superview.top

    """

  static func files(_ text: String) -> [String: [UInt8]] { ["s.scene": Array(text.utf8)] }

  @Test func aConflictIsTheSameErrorInQueryValidateAndRotate() {
    let query = CommandHarness.run(
      ["query", "s.scene", "--profile", "iphone-se-3", "--config", "landscape"],
      files: Self.files(Self.square))
    let validate = CommandHarness.run(
      ["validate", "s.scene", "--class", "wC-hC", "--no-rtl"], files: Self.files(Self.square))
    let rotate = CommandHarness.run(
      ["rotate", "s.scene", "--profile", "iphone-se-3", "--sequence", "portrait,landscape"],
      files: Self.files(Self.square))
    // iPhone SE landscape, 667x375: 667 - 16 - 16 = 635 wide, so 635 high > 375. c6 (line 6)
    // is broken in each.
    let line = "s.scene:6:1: error: unsatisfiable constraints: "
    #expect(query.status == 1)
    #expect(validate.status == 1)
    #expect(rotate.status == 1)
    #expect(query.stderr.hasPrefix(line))
    #expect(validate.stdout.hasPrefix(line))
    #expect(rotate.stdout.contains("\n" + line))
    for text in [query.stderr, validate.stdout, rotate.stdout] {
      #expect(text.contains(" to go on [unsatisfiable]\n"))
      #expect(
        text.contains(
          "s.scene:2:1: note: in the conflict: c1 (square.leading = superview.leadingMargin)\n"))
    }
  }

  @Test func rotateReportsAmbiguityAtItsLocation() throws {
    let run = CommandHarness.run(
      ["rotate", "s.scene", "--profile", "iphone-se-3", "--sequence", "portrait,landscape"],
      files: Self.files(Self.loose))
    #expect(run.status == 1)
    // In the starting configuration and after the step: at the view's name, line 1 column 6.
    let lines = run.stdout.split(separator: "\n").filter {
      $0.hasPrefix("s.scene:1:6: error: ambiguous layout: the horizontal position of 'box' ")
    }
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasSuffix(" [ambiguous-layout]") })
    let json = CommandHarness.run(
      [
        "rotate", "s.scene", "--profile", "iphone-se-3", "--sequence", "portrait,landscape",
        "--format", "json", "--fps", "10",
      ], files: Self.files(Self.loose))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let step = try #require((object["steps"] as? [[String: Any]])?.first)
    let problems = try #require(step["problems"] as? [[String: Any]])
    #expect(problems.map { $0["rule"] as? String } == ["ambiguous-layout"])
    #expect(problems.first?["line"] as? Int == 1)
    #expect(problems.first?["column"] as? Int == 6)
    #expect((object["startProblems"] as? [Any])?.count == 1)
  }

  @Test func queryJSONListsConflictsAndAmbiguitiesWithLocations() throws {
    let conflict = CommandHarness.run(
      [
        "query", "s.scene", "--profile", "iphone-se-3", "--config", "landscape", "--format", "json",
      ],
      files: Self.files(Self.square))
    #expect(conflict.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(conflict.stdout.utf8)) as? [String: Any])
    let conflicts = try #require(object["conflicts"] as? [[String: Any]])
    #expect(conflicts.count == 1)
    let broken = try #require(conflicts.first?["broken"] as? [String: Any])
    #expect(broken["name"] as? String == "c6")
    #expect(broken["line"] as? Int == 6)
    let members = try #require(conflicts.first?["members"] as? [[String: Any]])
    // The scene's own members carry their lines: c1, c2, c5, c6 at 2, 3, 5, 6.
    #expect(members.compactMap { $0["line"] as? Int } == [2, 3, 5, 6])
    let problems = try #require(object["problems"] as? [[String: Any]])
    #expect(problems.first?["rule"] as? String == "unsatisfiable")
    #expect(problems.first?["severity"] as? String == "error")

    let ambiguous = CommandHarness.run(
      ["query", "s.scene", "--format", "json"], files: Self.files(Self.loose))
    #expect(ambiguous.status == 1)
    let a = try #require(
      try JSONSerialization.jsonObject(with: Data(ambiguous.stdout.utf8)) as? [String: Any])
    let ambiguities = try #require(a["ambiguities"] as? [[String: Any]])
    #expect(ambiguities.map { $0["item"] as? String } == ["box"])
    #expect(ambiguities.first?["kind"] as? String == "view")
    #expect(ambiguities.first?["line"] as? Int == 1)
    #expect(ambiguities.first?["column"] as? Int == 6)
  }

  @Test func aConfigurationGradesQueryToo() {
    // Ambiguity turned off in .adaptive.json: query exits 0 and says nothing.
    var files = Self.files(Self.loose)
    files["/p/.adaptive.json"] = Array(#"{ "rules": { "ambiguous-layout": "off" } }"#.utf8)
    let run = CommandHarness.run(["query", "s.scene"], files: files, cwd: "/p")
    #expect(run.status == 0)
    #expect(run.stderr == "")
  }
}

/// `adaptive rules` lists every rule with its default and configured severity.
@Test func rulesListsEveryRuleWithItsSeverities() throws {
  let run = CommandHarness.run(["rules"])
  #expect(run.status == 0)
  let lines = run.stdout.split(separator: "\n").map(String.init)
  #expect(lines.first == "RULE                DEFAULT  SEVERITY  FINDS")
  #expect(lines.count == 9)
  #expect(
    lines.contains(
      "unmet-optional      off      off       An optional constraint the layout leaves unmet."))
  let configured = CommandHarness.run(
    ["rules", "--config", "c.json", "--format", "json"],
    files: ["c.json": Array(#"{ "rules": { "unmet-optional": "warning" } }"#.utf8)])
  let object = try #require(
    try JSONSerialization.jsonObject(with: Data(configured.stdout.utf8)) as? [String: Any])
  let rules = try #require(object["rules"] as? [[String: Any]])
  let unmet = try #require(rules.first { $0["id"] as? String == "unmet-optional" })
  #expect(unmet["default"] as? String == "off")
  #expect(unmet["severity"] as? String == "warning")
}
