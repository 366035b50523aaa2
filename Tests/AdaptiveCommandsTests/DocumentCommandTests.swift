import Foundation
import Testing

@testable import AdaptiveCommands

/// The commands on Interface Builder documents: scenes under headings, ids in every output,
/// `--scene`, `adaptive import`, `validate --recorded`.
@Suite("Commands on .storyboard and .xib documents")
struct DocumentCommandTests {
  /// Two scenes on an iPhone 8 (375×667, status bar 20, margins 16). The first: a 100×40 box at
  /// the leading margin, 10 below the safe area's top — recorded at (16, 30, 100, 40) — and a
  /// label `X` pinned beside it. The second: an empty view.
  static func document(boxX: String = "16", subviews: String = "", constraints: String = "")
    -> [UInt8]
  {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
              <!--First-->
              <scene sceneID="sc1-aa-001">
                  <objects>
                      <viewController id="vc1-aa-001" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="rt1-aa-001">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-001">
                                      <rect key="frame" x="\(boxX)" y="30" width="100" height="40"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="100" id="cw1-aa-001"/>
                                          <constraint firstAttribute="height" constant="40" id="ch1-aa-001"/>
                                      </constraints>
                                  </view>
      \(subviews)                        </subviews>
                              <constraints>
      \(constraints)                            <constraint firstItem="box-aa-001" firstAttribute="leading" secondItem="rt1-aa-001" secondAttribute="leadingMargin" id="cl1-aa-001"/>
                                  <constraint firstItem="box-aa-001" firstAttribute="top" secondItem="saf-aa-001" secondAttribute="top" constant="10" id="ct1-aa-001">
                                      <variation key="heightClass=compact" constant="4"/>
                                  </constraint>
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="saf-aa-001"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
              <!--Second-->
              <scene sceneID="sc2-aa-001">
                  <objects>
                      <viewController id="vc2-aa-001" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="rt2-aa-001">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """.utf8)
  }

  @Test func queryLaysOutEverySceneOnItsDesignDeviceUnderAHeading() {
    let run = CommandHarness.run(
      ["query", "Main.storyboard"], files: ["Main.storyboard": Self.document()])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains("== Main.storyboard: scene sc1-aa-001 \"First\" on retina4_7 portrait"))
    #expect(run.stdout.contains("== Main.storyboard: scene sc2-aa-001 \"Second\""))
    // x = the leading margin 16; y = the safe area's top 20 + 10; the document id after it.
    #expect(run.stdout.contains("view_box_aa_001  16 30 100 40  [box-aa-001]"))
  }

  @Test func queryJSONGivesEachViewsIDBesideItsName() throws {
    let run = CommandHarness.run(
      ["query", "Main.storyboard", "--format", "json", "--scene", "First"],
      files: ["Main.storyboard": Self.document()])
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["document"] as? String == "Main.storyboard")
    let scenes = try #require(json["scenes"] as? [[String: Any]])
    #expect(scenes.count == 1)
    #expect(scenes[0]["id"] as? String == "sc1-aa-001")
    let views = try #require(scenes[0]["views"] as? [[String: Any]])
    #expect(views.first?["name"] as? String == "view_box_aa_001")
    #expect(views.first?["id"] as? String == "box-aa-001")
  }

  @Test func sceneOptionPicksByIDOrTitleAndNamesTheChoicesOtherwise() {
    let files = ["Main.storyboard": Self.document()]
    let byID = CommandHarness.run(
      ["query", "Main.storyboard", "--scene", "sc2-aa-001"], files: files)
    #expect(byID.status == 0)
    #expect(!byID.stdout.contains("\"First\""))
    let missing = CommandHarness.run(
      ["query", "Main.storyboard", "--scene", "Third"], files: files)
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "Main.storyboard: error: no scene 'Third'; the document has: sc1-aa-001 \"First\", "
        + "sc2-aa-001 \"Second\"\n")
  }

  @Test func aDocumentIsRecognizedByItsContentWhateverItsName() {
    let run = CommandHarness.run(["query", "layout.txt"], files: ["layout.txt": Self.document()])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("[box-aa-001]"))
  }

  @Test func importWritesSceneTextThatLaysOutTheSame() {
    let files = ["Main.storyboard": Self.document()]
    let imported = CommandHarness.run(
      ["import", "Main.storyboard", "--scene", "First"], files: files)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("view view_box_aa_001 {  # id box-aa-001"))
    #expect(imported.stdout.contains("c_ct1_aa_001.constant = 4"))
    // The same size and classes for both (no safe area with --size): the frames must agree.
    for traits in ["wC-hR", "wC-hC", "wAny-hAny"] {
      let arguments = ["--size", "375x667", "--class", traits]
      let fromDocument = CommandHarness.run(
        ["query", "Main.storyboard", "--scene", "First"] + arguments, files: files)
      let fromScene = CommandHarness.run(
        ["query", "First.scene"] + arguments,
        files: ["First.scene": Array(imported.stdout.utf8)])
      #expect(fromScene.status == 0, "\(fromScene.stderr)")
      func frames(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("  ") }.map {
          String($0.split(separator: "[").first ?? "").trimmingCharacters(in: .whitespaces)
        }
      }
      #expect(frames(fromDocument.stdout) == frames(fromScene.stdout))
      #expect(!frames(fromScene.stdout).isEmpty)
    }
  }

  @Test func anImportedSceneLaysOutOnTheDesignDeviceWithoutOptions() {
    let files = ["Main.storyboard": Self.document()]
    let imported = CommandHarness.run(
      ["import", "Main.storyboard", "--scene", "First"], files: files)
    #expect(imported.status == 0, "\(imported.stderr)")
    // retina4_7 portrait: 375x667, wC-hR, a 20-point status bar, margins 16, @2x.
    #expect(
      imported.stdout.contains(
        "\ncanvas 375x667 class wC-hR safeArea 20 0 0 0 margins 16 scale 2\n"))
    let fromScene = CommandHarness.run(
      ["query", "First.scene"], files: ["First.scene": Array(imported.stdout.utf8)])
    #expect(fromScene.status == 0, "\(fromScene.stderr)")
    // x = the leading margin 16; y = the safe area's top 20 + 10 (the regular-height constant),
    // as the document itself lays out.
    #expect(fromScene.stdout.hasPrefix("First — 375x667, wC hR\n"))
    #expect(fromScene.stdout.contains("view_box_aa_001  16 30 100 40\n"))
  }

  @Test func rotateTurnsADocumentOnItsDesignDevice() {
    let files = ["Main.storyboard": Self.document()]
    let run = CommandHarness.run(["rotate", "Main.storyboard", "--scene", "First"], files: files)
    #expect(run.status == 0, "\(run.stderr)")
    // retina4_7 is the iPhone SE (3rd generation)'s screen; designed in portrait, so it turns
    // to landscape (wC hC), where the top constraint's compact-height constant is 4.
    #expect(run.stdout.contains("starting portrait (375x667, wC hR)"))
    #expect(run.stdout.contains("step 1: portrait (375x667, wC hR) → landscape (667x375, wC hC)"))
    #expect(run.stdout.contains("changed: c_ct1_aa_001"))
    // Landscape: no status bar, so y = the safe area's top 0 + 4; x = the leading margin 16.
    #expect(run.stdout.contains("view_box_aa_001  16 4 100 40"))
    // The second scene is the same device: the whole document turns too.
    let whole = CommandHarness.run(["rotate", "Main.storyboard"], files: files)
    #expect(whole.status == 0, "\(whole.stderr)")
    #expect(whole.stdout.contains("== Main.storyboard: scene sc2-aa-001 \"Second\""))
  }

  @Test func rotateNeedsAProfileWhenTheDesignScreenHasNone() {
    // Without a device, Xcode 6-7 laid the scene out at its root view's recorded size (here
    // 375x667) in wAny hAny: no device's screen.
    let old = String(decoding: Self.document(), as: UTF8.self).replacingOccurrences(
      of: "<device id=\"retina4_7\" orientation=\"portrait\"/>", with: "")
    let run = CommandHarness.run(
      ["rotate", "Main.storyboard"], files: ["Main.storyboard": Array(old.utf8)])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "adaptive rotate: error: --profile is required: no bundled profile has the design "
          + "screen of every scene (375x667 wAny hAny"))
  }

  @Test func importIntoAFolderWritesEveryScene() throws {
    let folder = NSTemporaryDirectory() + "adaptive-import-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CommandHarness.run(
      ["import", "Main.storyboard", "-o", folder], files: ["Main.storyboard": Self.document()])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == "\(folder)/sc1-aa-001.scene  (scene sc1-aa-001 \"First\")\n"
        + "\(folder)/sc2-aa-001.scene  (scene sc2-aa-001 \"Second\")\n")
    let first = try String(contentsOfFile: folder + "/sc1-aa-001.scene", encoding: .utf8)
    #expect(first.contains("view view_box_aa_001 {  # id box-aa-001"))
    let second = try String(contentsOfFile: folder + "/sc2-aa-001.scene", encoding: .utf8)
    #expect(second.contains("scene \"Second\""))
    // An id is never a path: anything but letters, digits, '-' and '_' becomes '_'.
    #expect(ImportCommand.fileName(for: "../x y") == "___x_y.scene")
  }

  @Test func importOfSeveralScenesNeedsSceneOption() {
    let run = CommandHarness.run(
      ["import", "Main.storyboard"], files: ["Main.storyboard": Self.document()])
    #expect(run.status == 2)
    #expect(run.stderr.contains("has 2 scenes; pick one with --scene"))
  }

  @Test func recordedFramesMatchingExitZero() {
    let run = CommandHarness.run(
      ["validate", "--recorded", "Main.storyboard"], files: ["Main.storyboard": Self.document()])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("within 1 pt: 1 (100.0%)"))
  }

  @Test func aRecordedFrameOffByMoreThanAPointExitsOne() {
    // The document says x = 21; the constraints say 16.
    let run = CommandHarness.run(
      ["validate", "--recorded", "Main.storyboard"],
      files: ["Main.storyboard": Self.document(boxX: "21")])
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "off 5.0  view_box_aa_001 [box-aa-001]  recorded (21 30 100 40)  computed (16 30 100 40)"))
    #expect(run.stdout.contains("within 1 pt: 0 (0.0%)"))
  }

  @Test func aMissXcodesOwnFramesExplainIsLabelledSo() throws {
    // A 50×40 tag 8 after the box (required): the box is recorded at x 16 + 100 = 116, so the
    // tag should start at 116 + 8 = 124, but Xcode recorded it at 126 — its own two frames break
    // the document's constraint by 2 points. The tag is computed at 124 (off 2: a miss), which
    // is what the constraint gives from the box's record: labelled as Xcode's inconsistency.
    let tag = """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="tag-aa-001">
          <rect key="frame" x="126" y="30" width="50" height="40"/>
          <constraints>
              <constraint firstAttribute="width" constant="50" id="tw1-aa-001"/>
              <constraint firstAttribute="height" constant="40" id="th1-aa-001"/>
          </constraints>
      </view>

      """
    let pins = """
      <constraint firstItem="tag-aa-001" firstAttribute="leading" secondItem="box-aa-001" secondAttribute="trailing" constant="8" id="tl1-aa-001"/>
      <constraint firstItem="tag-aa-001" firstAttribute="top" secondItem="box-aa-001" secondAttribute="top" id="tt1-aa-001"/>

      """
    let text = Self.document(subviews: tag, constraints: pins)
    let run = CommandHarness.run(
      ["validate", "--recorded", "Main.storyboard", "--scene", "First"],
      files: ["Main.storyboard": text])
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.contains(
        "off 2.0  view_tag_aa_001 [tag-aa-001]  recorded (126 30 50 40)  computed (124 30 50 40)  "
          + "Xcode's frames contradict a required constraint"), "\(run.stdout)")
    #expect(run.stdout.contains("within 1 pt: 1 (50.0%)"))
  }

  @Test func aMissBesideTextTheModelGotRightIsTheConstraints() {
    // A label held at 50×20 by its own constraints, recorded so: its text is not what is off.
    // It sits at the leading margin (16) and 100 below the safe area's top (20 on an iPhone 8:
    // y 120), as recorded. The box is recorded at x 21 where its constraint says 16: a miss the
    // text model cannot have caused, so the constraints are named, not "a neighbour's" text.
    let label = """
      <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-aa-001">
          <rect key="frame" x="16" y="120" width="50" height="20"/>
          <constraints>
              <constraint firstAttribute="width" constant="50" id="lw1-aa-001"/>
              <constraint firstAttribute="height" constant="20" id="lh1-aa-001"/>
          </constraints>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>

      """
    let pins = """
      <constraint firstItem="lab-aa-001" firstAttribute="leading" secondItem="rt1-aa-001" secondAttribute="leadingMargin" id="ll1-aa-001"/>
      <constraint firstItem="lab-aa-001" firstAttribute="top" secondItem="saf-aa-001" secondAttribute="top" constant="100" id="lt1-aa-001"/>

      """
    let run = CommandHarness.run(
      ["validate", "--recorded", "Main.storyboard", "--scene", "First"],
      files: ["Main.storyboard": Self.document(boxX: "21", subviews: label, constraints: pins)])
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.contains(
        "off 5.0  view_box_aa_001 [box-aa-001]  recorded (21 30 100 40)  computed (16 30 100 40)  "
          + "constraints"), "\(run.stdout)")
    #expect(run.stdout.contains("within 1 pt: 1 (50.0%)"))
  }

  @Test func validateAndRotateTakeDocuments() {
    let files = ["Main.storyboard": Self.document()]
    let validate = CommandHarness.run(
      ["validate", "Main.storyboard", "--scene", "First"], files: files)
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    // The scene is its own entry, with its summary; then the file's.
    #expect(
      validate.stdout.hasPrefix("Main.storyboard: scene sc1-aa-001 \"First\": ok in "),
      "\(validate.stdout)")
    let rotate = CommandHarness.run(
      [
        "rotate", "Main.storyboard", "--scene", "First", "--profile", "iphone-se-3",
        "--sequence", "portrait,landscape",
      ], files: files)
    #expect(rotate.status == 0, "\(rotate.stderr)")
    #expect(rotate.stdout.hasPrefix("== Main.storyboard: scene sc1-aa-001 \"First\"\n"))
  }

  @Test func rotateJSONGivesEachViewsID() throws {
    let run = CommandHarness.run(
      [
        "rotate", "Main.storyboard", "--scene", "First", "--profile", "iphone-se-3",
        "--sequence", "portrait,landscape", "--format", "json", "--fps", "10",
      ],
      files: ["Main.storyboard": Self.document()])
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let scene = try #require((json["scenes"] as? [[String: Any]])?.first)
    let step = try #require((scene["steps"] as? [[String: Any]])?.first)
    let sample = try #require((step["frames"] as? [[String: Any]])?.first)
    let view = try #require((sample["views"] as? [[String: Any]])?.first)
    #expect(view["name"] as? String == "view_box_aa_001")
    #expect(view["id"] as? String == "box-aa-001")
  }
}
