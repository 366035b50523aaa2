import AdaptiveLayout
import InterfaceBuilder
import Testing

/// Documents of Xcode 5 and 6 (toolsVersion below 8000): the system font is Helvetica Neue and
/// text is measured in whole points, as their canvas recorded every frame (none of the
/// corpus's 44 frames of that era has a fraction).
@Suite("An Xcode 6 document measures text in whole points")
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
    // 2446 / 1000 × 17 = 41.582 → 42 in whole points; the line 17 × (0.952 + 0.213 + 0.028) =
    // 20.281 → 21 (at @2x it would be 20.5). Xcode 6 gave every new label 42 × 21.
    #expect(engine.frame(ofView: "label") == LayoutRect(20, 40, 42, 21))
  }

  @Test func anXcode7DocumentKeepsHalfPoints() throws {
    let document = try #require(TestDocuments.read(Self.document(toolsVersion: "8191")))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    // San Francisco 17 at @2x: "Label" 41.5 wide (Docs/text-metrics.md), line 20.287 → 20.5.
    #expect(engine.frame(ofView: "label") == LayoutRect(20, 40, 41.5, 20.5))
  }
}
