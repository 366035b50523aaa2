import AdaptiveCommands
import Foundation
import Testing

/// Interface Builder documents through issue 14's reporters: each scene of a storyboard is its
/// own entry, every problem sits at its element's line and column in the XML, and the items
/// keep their document ids.
@Suite("validate reporters on .storyboard documents") struct DocumentReportTests {
  /// Two scenes on an iPhone 8. In the first, the view `Box` (id box-aa-001, its `<view` on
  /// line 11 at column 29) has a width, a height and a leading edge, but nothing places it
  /// vertically: ambiguous in every layout. The second is an empty root: no problem.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="sc1-aa-001">
                <objects>
                    <viewController title="First" id="vc1-aa-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-001" userLabel="Box">
                                    <rect key="frame" x="16" y="30" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="cw1-aa-001"/>
                                        <constraint firstAttribute="height" constant="40" id="ch1-aa-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-aa-001" firstAttribute="leading" secondItem="rt1-aa-001" secondAttribute="leadingMargin" id="cl1-aa-001"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="saf-aa-001"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc2-aa-001">
                <objects>
                    <viewController title="Second" id="vc2-aa-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt2-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  /// `validate Main.storyboard` on the wC hR and wR hR canvases only, left to right: two
  /// layouts per scene.
  static func validate(_ reporter: String) -> CommandRun {
    ReporterTests.validate(
      ["Main.storyboard": storyboard], ["--class", "wC-hR,wR-hR", "--reporter", reporter])
  }

  static let ambiguity =
    "Main.storyboard:11:29: error: ambiguous layout: the vertical position of 'Box' is not fixed"

  @Test func textGivesEachSceneItsEntryAndTheProblemsTheirPlaceAndID() {
    let run = Self.validate("text")
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let problems = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    // The same ambiguity in both layouts: printed once, with a note naming them.
    #expect(problems.count == 1, "\(run.stdout)")
    #expect(
      problems.allSatisfy {
        $0.hasPrefix(Self.ambiguity) && $0.hasSuffix("(id box-aa-001) [ambiguous-layout]")
      })
    #expect(
      lines.contains(
        "Main.storyboard:11:29: note: in both layouts; as above in the first, "
          + "wC hR (canvas 400x800)"))
    #expect(
      lines.contains(
        "Main.storyboard: scene sc1-aa-001 \"First\": 2 errors, 0 warnings (ambiguous-layout 2) "
          + "in 2 layouts"))
    #expect(lines.contains("Main.storyboard: scene sc2-aa-001 \"Second\": ok in 2 layouts"))
    #expect(
      lines.contains("Main.storyboard: 2 errors, 0 warnings (ambiguous-layout 2) in 4 layouts"))
    #expect(lines.last == "1 file, 4 layouts checked: 2 errors, 0 warnings")
  }

  @Test func jsonNamesTheScenesAndTheDocumentIDs() throws {
    let run = Self.validate("json")
    #expect(run.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let file = try #require((json["files"] as? [[String: Any]])?.first)
    let layouts = try #require(file["layouts"] as? [[String: Any]])
    #expect(
      layouts.map { $0["sceneId"] as? String } == [
        "sc1-aa-001", "sc1-aa-001", "sc2-aa-001", "sc2-aa-001",
      ])
    #expect(layouts.map { $0["scene"] as? String }.last == "sc2-aa-001 \"Second\"")
    let problem = try #require((layouts[0]["problems"] as? [[String: Any]])?.first)
    #expect(problem["item"] as? String == "Box")
    #expect(problem["id"] as? String == "box-aa-001")
    #expect(problem["viewIds"] as? [String] == ["box-aa-001"])
    #expect(problem["line"] as? Int == 11)
    #expect(problem["column"] as? Int == 29)
    #expect((layouts[2]["problems"] as? [Any])?.isEmpty == true)
  }

  @Test func junitHasACasePerSceneAndLayout() throws {
    let run = Self.validate("junit")
    let xml = try #require(ReporterTests.parseXML(run.stdout), "not well-formed:\n\(run.stdout)")
    #expect(xml.counts["testcase"] == 4)
    #expect(xml.counts["failure"] == 2)
    let names = xml.attributes["testcase"]?.compactMap { $0["name"] } ?? []
    #expect(names.first == "sc1-aa-001 \"First\" — wC hR (canvas 400x800)")
    #expect(names.last == "sc2-aa-001 \"Second\" — wR hR (canvas 800x800)")
    #expect(run.stdout.contains("(id box-aa-001) [ambiguous-layout]"))
  }

  @Test func sarifAndGitHubPointAtTheElement() throws {
    let github = Self.validate("github")
    #expect(
      github.stdout.hasPrefix(
        "::error file=Main.storyboard,line=11,col=29,title=ambiguous-layout%3A Box (box-aa-001)"
          + "::ambiguous layout: the vertical position of 'Box' is not fixed"))
    #expect(github.stdout.contains("(in 2 layouts: sc1-aa-001 \"First\" — wC hR, "))
    let sarif = Self.validate("sarif")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let result = try #require(
      ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    let region = try #require(
      (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
        as? [String: Any])?["region"]) as? [String: Any])
    #expect(region["startLine"] as? Int == 11)
    #expect(region["startColumn"] as? Int == 29)
    #expect((result["properties"] as? [String: Any])?["id"] as? String == "box-aa-001")
  }

  @Test func htmlHasASectionPerScene() {
    let run = Self.validate("html")
    #expect(run.stdout.components(separatedBy: "<section class=\"scene\"").count == 3)
    #expect(
      run.stdout.contains("<h3>scene sc2-aa-001 &quot;Second&quot; <span class=\"summary\">ok"))
    #expect(run.stdout.components(separatedBy: "<figure").count == 5)
    #expect(
      run.stdout.components(separatedBy: "(id box-aa-001) <code>[ambiguous-layout]").count == 3)
  }

  @Test func queryAndRotateCheckEachSceneAsValidateDoes() throws {
    let files = ["Main.storyboard": Array(Self.storyboard.utf8)]
    let query = CommandHarness.run(["query", "Main.storyboard"], files: files)
    #expect(query.status == 1)
    #expect(query.errorLines.count == 1)
    #expect(query.errorLines.first?.hasPrefix(Self.ambiguity) == true)
    #expect(query.errorLines.first?.hasSuffix("(id box-aa-001) [ambiguous-layout]") == true)
    let rotate = CommandHarness.run(
      [
        "rotate", "Main.storyboard", "--profile", "iphone-se-3", "--sequence",
        "portrait,landscape", "--format", "json", "--fps", "10",
      ], files: files)
    #expect(rotate.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(rotate.stdout.utf8)) as? [String: Any])
    let scenes = try #require(json["scenes"] as? [[String: Any]])
    #expect(scenes.count == 2)
    let start = try #require(scenes[0]["startProblems"] as? [[String: Any]])
    #expect(start.first?["id"] as? String == "box-aa-001")
    #expect(start.first?["line"] as? Int == 11)
    #expect((scenes[1]["startProblems"] as? [Any])?.isEmpty == true)
  }

  @Test func aSuppressionNamesADocumentElementByItsIDAndASceneByItsTitle() {
    for (key, value) in [("item", "box-aa-001"), ("scene", "First"), ("scene", "sc1-aa-001")] {
      let config =
        #"{ "profiles": [], "rightToLeft": false, "suppressions": [ { "rule": "#
        + #""ambiguous-layout", "\#(key)": "\#(value)", "reason": "placed in code" } ] }"#
      let run = ReporterTests.validate(
        ["Main.storyboard": Self.storyboard], ["--class", "wC-hR"], config: config)
      #expect(run.status == 0, "\(key) \(value): \(run.stdout)")
      #expect(
        run.stdout.hasSuffix("1 file, 2 layouts checked: 0 errors, 0 warnings, 1 suppressed\n"))
    }
    // Another scene's title suppresses nothing here.
    let other =
      #"{ "profiles": [], "rightToLeft": false, "suppressions": [ { "rule": "ambiguous-layout", "#
      + #""scene": "Second", "reason": "not this one" } ] }"#
    let run = ReporterTests.validate(
      ["Main.storyboard": Self.storyboard], ["--class", "wC-hR"], config: other)
    #expect(run.status == 1)
  }
}
