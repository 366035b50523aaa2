import AdaptiveCommands
import Foundation
import Testing

/// Each problem a new user hit (issue 14, "Fixes a new user hit"), one test each.
@Suite("fixes a new user hit") struct NewUserFixesTests {
  static let good = ValidateCommandTests.good
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <scene sceneID="abc-12-xyz"/>
        </scenes>
    </document>

    """

  /// Once documents are read (issue 12), a storyboard is laid out, not refused; what is left
  /// of the new user's complaint is a file that only pretends: one clear line, not one
  /// "'<' is not a relation" per line.
  @Test func aStoryboardIsReadAndAFakeOneGetsOneLine() {
    // A storyboard with one empty scene is read and validated, by its name or its content.
    for (command, name) in [
      ("validate", "Main.storyboard"), ("query", "Main.storyboard"),
      ("validate", "renamed.scene"),
    ] {
      let run = CommandHarness.run(
        [command, name, "--class", "wC-hR"], files: [name: Array(Self.storyboard.utf8)])
      #expect(run.status == 0, "\(command) \(name): \(run.stderr)")
      #expect(!run.stderr.contains("not a relation"))
    }
    let validated = CommandHarness.run(
      ["validate", "Main.storyboard", "--class", "wC-hR"],
      files: ["Main.storyboard": Array(Self.storyboard.utf8)])
    #expect(validated.stdout.contains("Main.storyboard: ok in "))
    // Text that is not XML, named .storyboard: the XML reader's one error at its place.
    let notXML = Array("view box\n  width = 100\nbox.leading = root.leading\n".utf8)
    let fake = CommandHarness.run(
      ["validate", "Fake.storyboard"], files: ["Fake.storyboard": notXML])
    #expect(fake.status == 2)
    #expect(fake.errorLines.count == 1, "\(fake.stderr)")
    #expect(fake.errorLines.first?.hasPrefix("Fake.storyboard:1:") == true)
    #expect(!fake.stderr.contains("not a relation"))
    // XML that is no Interface Builder document, named .scene: one line that says so.
    let xml = CommandHarness.run(
      ["query", "x.scene"], files: ["x.scene": Array("<?xml version=\"1.0\"?>\n<svg/>".utf8)])
    #expect(xml.status == 2)
    #expect(
      xml.errorLines == [
        "x.scene:1:1: error: this is XML but not an Interface Builder document (.storyboard or "
          + ".xib), and not a .scene file (Docs/scene-format.md)"
      ])
  }

  @Test func validateGoesOnPastAFileItCannotRead() {
    let run = CommandHarness.run(
      ["validate", "a.scene", "b.scene", "--class", "wC-hR"],
      files: ["b.scene": Array(Self.good.utf8)])
    #expect(run.status == 2)
    #expect(run.stderr == "a.scene: error: cannot read the file: No such file or directory\n")
    #expect(run.stdout.hasPrefix("a.scene: not checked (1 error)\nb.scene: ok in "))
    #expect(run.stdout.hasSuffix("; 1 file not checked\n"))
  }

  @Test func aDashReadsStandardInput() {
    let stdin = ["-": Array(Self.good.utf8)]
    let query = CommandHarness.run(["query", "-"], files: stdin)
    #expect(query.status == 0)
    // The query canvas is 375x667 in wAny hAny: not a compact width, so the root's leading
    // margin is 20; its top margin is 0 (a root view's system minimum margins have no top):
    // box at (20, 0), 100x50.
    #expect(query.stdout.contains("  box  20 0 100 50\n"))
    #expect(query.stdout.hasPrefix("<stdin> — 375x667, wAny hAny\n"))
    let validate = CommandHarness.run(["validate", "-", "--class", "wC-hR"], files: stdin)
    #expect(validate.status == 0)
    #expect(validate.stdout.hasPrefix("<stdin>: ok in "))
    let broken = CommandHarness.run(["query", "-"], files: ["-": Array("view\n".utf8)])
    #expect(broken.status == 2)
    #expect(broken.stderr.hasPrefix("<stdin>:1:"))
  }

  @Test func queryNamesTheProfileAndConfigurationAndTakesTheirClasses() {
    let run = CommandHarness.run(
      ["query", "good.scene", "--profile", "iphone-se-3", "--config", "landscape"],
      files: ["good.scene": Array(Self.good.utf8)])
    #expect(run.status == 0)
    // iPhone SE landscape: 667x375, wC hC — the configuration's classes, not wAny hAny.
    #expect(run.stdout.hasPrefix("good.scene — iphone-se-3 landscape, 667x375, wC hC\n"))
    let json = CommandHarness.run(
      ["query", "good.scene", "--profile", "iphone-se-3", "--format", "json"],
      files: ["good.scene": Array(Self.good.utf8)])
    #expect(json.stdout.contains("\"device\": {\n    \"profile\": \"iphone-se-3\",\n"))
  }

  @Test(arguments: [
    (["--scale", "0"], "bad scale '0': expected a number above 0 and at most 16, e.g. 2"),
    (["--size", "1e9x100"], "bad size '1e9x100': at most 100000 points on each side"),
    (["--size", "0x100"], "bad size '0x100': width and height must be above 0, e.g. 375x667"),
    (["--size", "wide"], "bad size 'wide': expected WxH, e.g. 375x667"),
  ])
  func queryOptionMessagesSayWhatIsWrong(_ extra: [String], _ message: String) {
    let run = CommandHarness.run(
      ["query", "good.scene"] + extra, files: ["good.scene": Array(Self.good.utf8)])
    #expect(run.status == 2)
    #expect(run.stderr == "adaptive query: error: \(message)\n")
  }

  @Test func aMissingProfilesFolderIsReportedWithoutProfile() {
    let run = CommandHarness.run(
      ["query", "good.scene", "--profiles", "/nonexistent-adaptive-profiles"],
      files: ["good.scene": Array(Self.good.utf8)])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("/nonexistent-adaptive-profiles: error: "))
  }

  @Test func aCurveWithBadNumbersIsOneMessage() {
    let run = CommandHarness.run(
      [
        "rotate", "good.scene", "--profile", "iphone-se-3", "--sequence", "portrait,landscape",
        "--curve", "cubic(nan,0,1,1)",
      ], files: ["good.scene": Array(Self.good.utf8)])
    #expect(run.status == 2)
    #expect(run.errorLines.count == 1)
    #expect(run.stderr.hasPrefix("adaptive rotate: error: bad curve 'cubic(nan,0,1,1)': "))
    #expect(!run.stderr.contains("expected linear"))
    #expect(!run.stderr.contains("'cubic(nan,0,1,1)': \\(") && !run.stderr.contains("))'"))
  }

  @Test func writingIntoAMissingFolderSaysWhy() {
    let folder = "/tmp/adaptive-no-such-folder-\(UUID().uuidString)"
    let run = CommandHarness.run(
      ["query", "good.scene", "-o", "\(folder)/out.svg", "--format", "svg"],
      files: ["good.scene": Array(Self.good.utf8)])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "\(folder)/out.svg: error: cannot write the file: the folder '\(folder)' does not exist\n"
    )
  }

  @Test func solveWarnsAboutNaNAndInfAsNames() {
    let run = CommandHarness.solve("x == nan + 1\nnan == 3\ny == INF\nINF == 1\n")
    #expect(run.status == 0)
    // Names, as the format says: nan = 3, x = 4; INF = 1, y = 1. One warning per name.
    #expect(run.stdout == "{\n  \"INF\": 1,\n  \"nan\": 3,\n  \"x\": 4,\n  \"y\": 1\n}\n")
    #expect(
      run.errorLines == [
        "in.system:1:6: warning: 'nan' is a variable name here, not a number: numbers are finite "
          + "decimals (Docs/solve-format.md)",
        "in.system:3:6: warning: 'INF' is a variable name here, not a number: numbers are finite "
          + "decimals (Docs/solve-format.md)",
      ])
  }

  @Test func profilesSpeaksJSON() throws {
    let run = CommandHarness.run(["profiles", "--format", "json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let profiles = try #require(object["profiles"] as? [[String: Any]])
    let se = try #require(profiles.first { $0["id"] as? String == "iphone-se-3" })
    let configurations = try #require(se["configurations"] as? [[String: Any]])
    #expect(configurations.map { $0["name"] as? String } == ["portrait", "landscape"])
    let portrait = configurations[0]
    #expect((portrait["size"] as? [String: Any])?["width"] as? Double == 375)
    #expect((portrait["traits"] as? [String: Any])?["width"] as? String == "compact")
  }
}
