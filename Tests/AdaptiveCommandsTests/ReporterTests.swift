import AdaptiveCommands
import Foundation
import FoundationXML
import Testing

/// Every reporter of `adaptive validate` on small scenes whose problems are known.
@Suite("validate reporters") struct ReporterTests {
  /// Canvases only, left to right: one layout per class asked for.
  static let canvasesOnly = #"{ "profiles": [], "rightToLeft": false }"#

  static func validate(
    _ files: [String: String], _ extra: [String], config: String = canvasesOnly
  ) -> CommandRun {
    var all = files.mapValues { Array($0.utf8) }
    all["gate.json"] = Array(config.utf8)
    return CommandHarness.run(
      ["validate"] + files.keys.sorted() + ["--config", "gate.json"] + extra, files: all)
  }

  static let square = ValidateCommandTests.portraitOnlySquare
  static let good = ValidateCommandTests.good

  @Test func githubLinesAreExactWorkflowCommands() {
    let run = Self.validate(
      ["square.scene": Self.square], ["--class", "wR-hC", "--reporter", "github"])
    #expect(run.status == 1)
    // wR hC is 800x400 with margins 20: the square is 800 - 20 - 20 = 760 wide, so 760 high
    // (c5), centred on y = 200: y = 200 - 380 = -180. c6 (height <= 400) is broken (c5 and c6
    // both size the square on its own; c6 was added last); the margins c1 and c2 use (and the
    // safe area they sit in) are in the minimal set.
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "::error file=square.scene,line=6,col=1,title=unsatisfiable%3A c6::unsatisfiable "
          + "constraints: root view width, safe area insets, safe area insets, "
          + "root view layout margins, root view layout margins, c1, c2, c5, c6 cannot all hold; "
          + "the engine broke 'c6' (it sizes 'square' on its own, which Auto Layout breaks "
          + "first: square.height <= 400) to go on (in wR hC)",
        "::warning file=square.scene,line=1,col=6,title=off-screen%3A square::'square' is off "
          + "screen: (20.0, -180.0, 760.0, 760.0) in a 800.0x400.0 screen (in wR hC)",
        "1 file, 1 layout checked: 1 error, 1 warning",
      ])
  }

  @Test func githubEscapesAsTheActionsToolkitDoes() {
    let run = Self.validate(
      [
        "a,b:c%.scene": "view v: label\nv.width = 0\nv.height = 10\nv.left = superview.left\n"
          + "v.top = superview.top\n"
      ],
      ["--class", "wC-hC", "--reporter", "github"])
    #expect(run.status == 0)
    // The path is a property: `,` `:` `%` escaped; the message keeps `:` and `,`.
    #expect(
      run.stdout.hasPrefix(
        "::warning file=a%2Cb%3Ac%25.scene,line=1,col=6,title=zero-size%3A v::'v' has a zero or "
          + "negative size: "))
  }

  @Test func githubReportsAFileThatCannotBeReadOrParsed() {
    let run = Self.validate(
      ["good.scene": Self.good, "bad.scene": "view box\nbox.width = = 3\n"],
      ["missing.scene", "--reporter", "github"])
    #expect(run.status == 2)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // The syntax error at its line, so the pull request shows it there; the unreadable file on
    // the file.
    #expect(
      lines.first?.hasPrefix(
        "::error file=bad.scene,line=2,col=13,title=adaptive%3A not checked::") == true)
    #expect(
      lines.contains(
        "::error file=missing.scene,title=adaptive%3A not checked::cannot read the file: No such "
          + "file or directory"))
  }

  static func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func sarifSchema() throws -> JSONSchemaValidator {
    let path = #filePath.replacingOccurrences(
      of: "Tests/AdaptiveCommandsTests/ReporterTests.swift",
      with: "Tests/Fixtures/sarif-schema-2.1.0.json")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return JSONSchemaValidator(root: root)
  }

  @Test func sarifIsValidAgainstTheOASISSchema() throws {
    let schema = try Self.sarifSchema()
    let run = Self.validate(
      ["square.scene": Self.square, "good.scene": Self.good],
      ["--class", "wR-hC,wC-hR", "--reporter", "sarif", "missing.scene"])
    #expect(run.status == 2)
    let log = try Self.jsonObject(run.stdout)
    #expect(schema.validate(log) == [])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(
      rules.map { $0["id"] as? String } == [
        "unsatisfiable", "ambiguous-layout", "off-screen", "outside-superview", "zero-size",
        "variation-conflict", "never-installed", "unmet-optional",
      ])
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    // The square's conflict and its off-screen view, each in wR hC only (wC hR is 400x800).
    #expect(results.map { $0["ruleId"] as? String } == ["unsatisfiable", "off-screen"])
    #expect(results.map { $0["level"] as? String } == ["error", "warning"])
    let region =
      ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"]
      as? [String: Any])?["region"] as? [String: Any]
    #expect(region?["startLine"] as? Int == 6)
    // The other members of the conflict: c1, c2, c5 at lines 2, 3, 5.
    let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
    #expect(
      related.compactMap {
        (($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"]
          as? Int
      } == [2, 3, 5])
    // The unreadable file: a notification, and the run did not execute successfully.
    let invocation = try #require((runs[0]["invocations"] as? [[String: Any]])?.first)
    #expect(JSONSchemaValidator.isBool(invocation["executionSuccessful"] ?? 0))
    #expect((invocation["toolExecutionNotifications"] as? [Any])?.count == 1)
  }

  @Test func theSchemaValidatorRejectsWhatTheSchemaForbids() throws {
    // The validator is only worth trusting if it fails: a wrong version, a result without a
    // message, an unknown property, a line 0.
    let schema = try Self.sarifSchema()
    let run = Self.validate(
      ["square.scene": Self.square], ["--class", "wR-hC", "--reporter", "sarif"])
    var log = try Self.jsonObject(run.stdout)
    #expect(schema.validate(log) == [])
    log["version"] = "2.0.0"
    #expect(!schema.validate(log).isEmpty)
    log["version"] = "2.1.0"
    log["color"] = "red"
    #expect(schema.validate(log).contains { $0.contains("unexpected property 'color'") })
    log.removeValue(forKey: "color")
    var runs = try #require(log["runs"] as? [[String: Any]])
    var results = try #require(runs[0]["results"] as? [[String: Any]])
    results[0].removeValue(forKey: "message")
    runs[0]["results"] = results
    log["runs"] = runs
    #expect(schema.validate(log).contains { $0.contains("missing required 'message'") })
    results[0]["message"] = ["text": "x"]
    results[0]["locations"] = [
      ["physicalLocation": ["artifactLocation": ["uri": "a"], "region": ["startLine": 0]]]
    ]
    runs[0]["results"] = results
    log["runs"] = runs
    #expect(schema.validate(log).contains { $0.contains("< minimum 1") })
  }

  /// Counts elements and checks that the text parses as XML.
  final class XMLCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var attributes: [String: [[String: String]]] = [:]
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      counts[name, default: 0] += 1
      self.attributes[name, default: []].append(attributes)
    }
  }

  static func parseXML(_ text: String) -> XMLCounter? {
    let parser = XMLParser(data: Data(text.utf8))
    let counter = XMLCounter()
    parser.delegate = counter
    return parser.parse() ? counter : nil
  }

  @Test func junitHasOneTestCasePerFileAndLayout() throws {
    let run = Self.validate(
      ["square.scene": Self.square, "good.scene": Self.good],
      ["--class", "wR-hC,wC-hR", "--reporter", "junit"])
    #expect(run.status == 1)
    let xml = try #require(Self.parseXML(run.stdout), "not well-formed:\n\(run.stdout)")
    // 2 files x 2 canvases; one failure: the square in wR hC.
    #expect(xml.counts["testsuite"] == 2)
    #expect(xml.counts["testcase"] == 4)
    #expect(xml.counts["failure"] == 1)
    #expect(xml.attributes["testsuites"]?.first?["tests"] == "4")
    #expect(xml.attributes["testsuites"]?.first?["failures"] == "1")
    #expect(xml.attributes["failure"]?.first?["type"] == "unsatisfiable")
    #expect(
      run.stdout.contains("<testcase classname=\"square.scene\" name=\"wR hC (canvas 800x400)\">"))
    // The warning rides in the case's output, not as a failure...
    #expect(run.stdout.contains("<system-out>square.scene:1:6: warning: &#39;square&#39; is off"))
    // ...unless warnings are errors.
    let strict = Self.validate(
      ["square.scene": Self.square], ["--class", "wR-hC", "--reporter", "junit", "--strict"])
    #expect(strict.stdout.contains("type=\"unsatisfiable,off-screen\""))
  }

  @Test func junitMarksAnUnreadableFileAsAnError() throws {
    let run = Self.validate(["good.scene": Self.good], ["nothing.scene", "--reporter", "junit"])
    #expect(run.status == 2)
    let xml = try #require(Self.parseXML(run.stdout))
    #expect(xml.counts["error"] == 1)
    #expect(xml.attributes["testsuites"]?.first?["errors"] == "1")
  }

  @Test func htmlIsOneSelfContainedPageWithEveryLayout() throws {
    let run = Self.validate(
      ["square.scene": Self.square, "good.scene": Self.good],
      ["--class", "wR-hC,wC-hR", "--reporter", "html"])
    #expect(run.status == 1)
    let page = run.stdout
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    // One figure and one picture per file x layout.
    #expect(page.components(separatedBy: "<figure class=\"layout").count - 1 == 4)
    #expect(page.components(separatedBy: "<svg xmlns").count - 1 == 4)
    // The problem view is drawn red and the problem listed with its rule.
    #expect(page.contains("data-rules=\"unsatisfiable off-screen\""))
    #expect(page.contains("<g data-item=\"square\"><title>square 20,-180 760x760</title>"))
    // Ids are unique in the page: the items of 4 pictures are not ids.
    #expect(!page.contains("<g id="))
    #expect(page.contains("stroke=\"#d62728\""))
    #expect(page.contains("<code>[unsatisfiable]</code>"))
    // Filters by device, class and rule.
    for id in ["f-device", "f-class", "f-rule", "f-direction"] {
      #expect(page.contains("<select id=\"\(id)\">"))
    }
    // Self-contained: nothing loaded from elsewhere.
    #expect(!page.contains("src="))
    #expect(!page.contains("<link"))
  }

  @Test func svgIsAContactSheetOfEveryLayout() {
    let run = Self.validate(
      ["good.scene": Self.good], ["--class", "wR-hC,wC-hR", "--format", "svg"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("<svg "))
    #expect(run.stdout.contains("good.scene — wR hC (canvas 800x400): ok"))
    #expect(run.stdout.contains("good.scene — wC hR (canvas 400x800): ok"))
  }

  @Test func textSummarisesEachFileThenTheTotal() {
    let run = Self.validate(
      ["square.scene": Self.square, "good.scene": Self.good], ["--class", "wR-hC,wC-hR"])
    #expect(
      run.stdout.hasPrefix(
        "using configuration gate.json\ngood.scene: ok in 2 layouts\nsquare.scene:6:1: error: "))
    // Only the wide canvas conflicts: the note names it.
    #expect(run.stdout.contains("square.scene:6:1: note: in wR hC (canvas 800x400)\n"))
    #expect(
      run.stdout.hasSuffix(
        "square.scene: 1 error, 1 warning (unsatisfiable 1, off-screen 1) in 2 layouts\n"
          + "2 files, 4 layouts checked: 1 error, 1 warning\n"))
  }

  @Test func anUnknownReporterIsAUsageError() {
    let run = Self.validate(["good.scene": Self.good], ["--reporter", "xml"])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "adaptive validate: error: unknown reporter 'xml': expected text, json, github, sarif, "
        + "junit, html, svg\n")
  }
}
