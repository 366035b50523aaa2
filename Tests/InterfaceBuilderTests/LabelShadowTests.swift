import AdaptiveLayout
import InterfaceBuilder
import Testing

/// A label that draws a text shadow is measured with it: UIKit grows the text rectangle by the
/// shadow's offset on each axis.
@Suite("A shadowed label's intrinsic size includes its shadow")
struct LabelShadowTests {
  /// An Xcode 7 document (600×600 canvas, @2x) with a system 17 "Label" at (20, 40), whose
  /// `shadow` XML goes inside the label element.
  static func document(shadow: String) -> String {
    let body = """
      <subviews>
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-sh-001" userLabel="label">
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
              \(shadow)
          </label>
      </subviews>
      <constraints>
          <constraint firstItem="lbl-sh-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="20" id="ll1-sh-001"/>
          <constraint firstItem="lbl-sh-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="40" id="lt1-sh-001"/>
      </constraints>
      """
    return TestDocuments.storyboard(device: nil, body: body)
  }

  static func frame(shadow: String) throws -> LayoutRect? {
    let document = try #require(TestDocuments.read(Self.document(shadow: shadow)))
    return try TestDocuments.layOut(try #require(document.scenes.first)).frame(ofView: "label")
  }

  @Test func noShadowColorNoShadow() throws {
    // San Francisco 17 at @2x: "Label" 41.5 wide (Docs/text-metrics.md), line 20.287 → 20.5.
    // An offset alone draws nothing (no color), so it does not count.
    let offsetOnly = #"<size key="shadowOffset" width="2" height="2"/>"#
    #expect(try Self.frame(shadow: offsetOnly) == LayoutRect(20, 40, 41.5, 20.5))
  }

  @Test func theShadowsOffsetIsAddedOnEachAxis() throws {
    let shadow = """
      <color key="shadowColor" white="0.3" alpha="1" colorSpace="calibratedWhite"/>
      <size key="shadowOffset" width="2" height="-3"/>
      """
    // 41.5 + |2| = 43.5 wide; 20.5 + |−3| = 23.5 tall.
    #expect(try Self.frame(shadow: shadow) == LayoutRect(20, 40, 43.5, 23.5))
  }

  @Test func theDefaultOffsetIsOnePointUp() throws {
    let shadow = #"<color key="shadowColor" white="0.3" alpha="1" colorSpace="calibratedWhite"/>"#
    // UILabel's default shadowOffset is (0, −1), which IB does not write: 41.5 × (20.5 + 1).
    #expect(try Self.frame(shadow: shadow) == LayoutRect(20, 40, 41.5, 21.5))
  }
}
