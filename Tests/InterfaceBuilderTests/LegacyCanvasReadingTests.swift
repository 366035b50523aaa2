import AdaptiveLayout
import InterfaceBuilder
import Testing

/// Documents of Xcode 5 and 6 (toolsVersion below 8000): the system font is Helvetica Neue and
/// text is measured in whole points, as their canvas recorded every frame (none of the
/// corpus's 44 frames of that era has a fraction); the root view's margins are iOS 8's 16.
@Suite("An Xcode 6 document: whole points, Helvetica Neue, 16-point root margins")
struct LegacyCanvasReadingTests {
  static let body = """
    <subviews>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-lg-001" userLabel="label">
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
    </subviews>
    <constraints>
        <constraint firstItem="lbl-lg-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="20" id="ll1-lg-001"/>
        <constraint firstItem="lbl-lg-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="40" id="lt1-lg-001"/>
    </constraints>
    """

  static func document(toolsVersion: String) -> String {
    TestDocuments.storyboard(device: nil, body: body).replacingOccurrences(
      of: "toolsVersion=\"8191\"", with: "toolsVersion=\"\(toolsVersion)\"")
  }

  @Test func aSystemLabelIsXcode6sFortyTwoByTwentyOne() throws {
    let document = try #require(TestDocuments.read(Self.document(toolsVersion: "6254")))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    // Helvetica Neue 17 (Helvetica's widths stand in): L 556 + a 556 + b 556 + e 556 + l 222 =
    // 2446 / 1000 × 17 = 41.582, + 5 × 0.07 (iOS 8's tracking at 17 pt) = 41.932 → 42 in whole
    // points; the line 17 × (0.952 + 0.213 + 0.028) = 20.281 → 21 (at @2x it would be 20.5).
    // Xcode 6 gave every new label 42 × 21.
    #expect(engine.frame(ofView: "label") == LayoutRect(20, 40, 42, 21))
  }

  /// A system-font button and label and a named Helvetica Neue label beside each other.
  static let trackedBody = """
    <subviews>
        <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="btn-lg-001" userLabel="button">
            <state key="normal" title="Kill Kill"/>
        </button>
        <label text="Il fiore di montagna" translatesAutoresizingMaskIntoConstraints="NO" id="sys-lg-001" userLabel="system">
            <fontDescription key="fontDescription" type="system" pointSize="23"/>
        </label>
        <label text="Il fiore di montagna" translatesAutoresizingMaskIntoConstraints="NO" id="nmd-lg-001" userLabel="named">
            <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="23"/>
        </label>
    </subviews>
    <constraints>
        <constraint firstItem="btn-lg-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="50" id="bl1-lg-002"/>
        <constraint firstItem="btn-lg-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="170" id="bt1-lg-002"/>
        <constraint firstItem="sys-lg-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="40" id="sl1-lg-002"/>
        <constraint firstItem="sys-lg-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="40" id="st1-lg-002"/>
        <constraint firstItem="nmd-lg-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="40" id="nl1-lg-002"/>
        <constraint firstItem="nmd-lg-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="80" id="nt1-lg-002"/>
    </constraints>
    """

  @Test func iOS7And8TrackedTheirSystemFontBySize() throws {
    let text = TestDocuments.storyboard(device: nil, body: Self.trackedBody)
      .replacingOccurrences(of: "toolsVersion=\"8191\"", with: "toolsVersion=\"5056\"")
    let document = try #require(TestDocuments.read(text))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    // The 15 pt button: K 667 + i 222 + l 222 + l 222 = 1333, twice, + space 278 = 2944;
    // × 0.015 = 44.16, + 9 × 0.15 = 45.51 → 46; 15 × 1.193 = 17.895 → 18, + 12 = 30.
    #expect(engine.frame(ofView: "button") == LayoutRect(50, 170, 46, 30))
    // The 23 pt system label: 8504 / 1000 × 23 = 195.592, − 20 × 0.15 = 192.592 → 193 wide;
    // 23 × 1.193 = 27.439 → 28 tall. The named font is not tracked: 195.592 → 196.
    #expect(engine.frame(ofView: "system") == LayoutRect(40, 40, 193, 28))
    #expect(engine.frame(ofView: "named") == LayoutRect(40, 80, 196, 28))
  }

  @Test func anXcode7DocumentKeepsHalfPoints() throws {
    let document = try #require(TestDocuments.read(Self.document(toolsVersion: "8191")))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    // San Francisco 17 at @2x: "Label" 41.5 wide (Docs/text-metrics.md), line 20.287 → 20.5.
    #expect(engine.frame(ofView: "label") == LayoutRect(20, 40, 41.5, 20.5))
  }

  /// A 100-point box 88 points inside the root's leading margin, on the 600×600 canvas.
  static func marginDocument(toolsVersion: String) -> String {
    let body = """
      <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box-lg-001" userLabel="box">
              <constraints>
                  <constraint firstAttribute="width" constant="100" id="bw1-lg-001"/>
                  <constraint firstAttribute="height" constant="10" id="bh1-lg-001"/>
              </constraints>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="box-lg-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leadingMargin" constant="88" id="bl1-lg-001"/>
          <constraint firstItem="box-lg-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="40" id="bt1-lg-001"/>
      </constraints>
      """
    return TestDocuments.storyboard(device: nil, body: body).replacingOccurrences(
      of: "toolsVersion=\"8191\"", with: "toolsVersion=\"\(toolsVersion)\"")
  }

  @Test func xcode6sCanvasHasSixteenPointRootMargins() throws {
    let old = try #require(TestDocuments.read(Self.marginDocument(toolsVersion: "6250")))
    let oldScene = try #require(old.scenes.first)
    #expect(oldScene.canvas.environment.systemMinimumMargin == 16)
    // iOS 8: leading margin 16, + 88 = 104.
    #expect(try TestDocuments.layOut(oldScene).frame(ofView: "box") == LayoutRect(104, 40, 100, 10))
    let new = try #require(TestDocuments.read(Self.marginDocument(toolsVersion: "8191")))
    // iOS 9 on the 600-point canvas: leading margin 20, + 88 = 108.
    let newScene = try #require(new.scenes.first)
    #expect(try TestDocuments.layOut(newScene).frame(ofView: "box") == LayoutRect(108, 40, 100, 10))
  }
}
