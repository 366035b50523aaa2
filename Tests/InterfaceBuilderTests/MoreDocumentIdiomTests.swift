import AdaptiveLayout
import InterfaceBuilder
import SizeClasses
import Testing

/// Idioms met in real documents beyond the corpus (issue 12's second round), each in a small
/// document written for the test.
@Suite("More document idioms: iOS 13 text fields, per-class fixed frames, frameless cells")
struct MoreDocumentIdiomTests {
  /// A rounded-rect field in the default 14 pt font, 100 wide, 20 from the root's leading edge
  /// and 100 from its top, with no height constraint.
  static let field = """
    <subviews>
        <textField borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="fld-md-001" userLabel="field">
            <constraints>
                <constraint firstAttribute="width" constant="100" id="fw1-md-001"/>
            </constraints>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </textField>
    </subviews>
    <constraints>
        <constraint firstItem="fld-md-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="20" id="fl1-md-001"/>
        <constraint firstItem="fld-md-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="100" id="ft1-md-001"/>
    </constraints>
    """

  @Test func aRoundedRectFieldIsThirtyFourTallFromXcode11On() throws {
    // The 14 pt line: 14 × 2444 / 2048 = 16.70703125 → 17 at @2x, + 6 + 6 = 29; iOS 12's
    // field is at least 30 tall, iOS 13's (Xcode 11, toolsVersion 15000, and later) 34.
    for (toolsVersion, height) in [("14490", 30.0), ("15400", 34.0), ("32700.99.1234", 34.0)] {
      let text = TestDocuments.storyboard(body: Self.field, toolsVersion: toolsVersion)
      let document = try #require(TestDocuments.read(text))
      let engine = try TestDocuments.layOut(try #require(document.scenes.first))
      #expect(engine.frame(ofView: "field") == LayoutRect(20, 100, 100, height), "\(toolsVersion)")
    }
  }
}
