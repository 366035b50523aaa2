import AdaptiveLayout
import InterfaceBuilder
import Testing

@Suite("Diagnostics: located errors and warnings, hostile XML refused")
struct DiagnosticTests {
  static func diagnostics(_ text: String) -> (InterfaceBuilderDocument?, [String]) {
    let (document, diagnostics) = DocumentReader.read(bytes: Array(text.utf8), path: "d.storyboard")
    return (document, diagnostics.map(\.description))
  }

  static let oneView = """
    <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="one-aa-001"/>
    </subviews>
    """

  @Test func aDanglingReferenceIsAnErrorAtTheConstraint() {
    let body = """
      <constraints>
          <constraint firstItem="nop-zz-999" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="x01-aa-001"/>
      </constraints>
      """
    let text = TestDocuments.storyboard(body: body)
    // The constraint's line, and its `<` column.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = (lines.firstIndex { $0.contains("x01-aa-001") } ?? 0) + 1
    let column = (lines[line - 1].firstIndex(of: "<")?.utf16Offset(in: lines[line - 1]) ?? 0) + 1
    let (document, messages) = Self.diagnostics(text)
    #expect(document == nil)
    #expect(
      messages == [
        "d.storyboard:\(line):\(column): error: dangling reference: no object has the id "
          + "'nop-zz-999' (the constraint's first item)"
      ])
  }

  @Test func aConstraintAcrossScenesIsAnError() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="sc1-aa-001">
                  <objects>
                      <viewController id="vc1-aa-001">
                          <view key="view" id="rt1-aa-001">
                              <constraints>
                                  <constraint firstItem="rt1-aa-001" firstAttribute="width" secondItem="rt2-aa-001" secondAttribute="width" id="xsc-aa-001"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="sc2-aa-001">
                  <objects>
                      <viewController id="vc2-aa-001">
                          <view key="view" id="rt2-aa-001"/>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let (document, messages) = Self.diagnostics(text)
    #expect(document == nil)
    #expect(
      messages == [
        "d.storyboard:9:29: error: constraint relates views in different scenes: its second "
          + "item 'rt2-aa-001' is in another scene"
      ])
  }

  @Test func malformedXMLIsOneErrorWithALocation() {
    let (document, messages) = Self.diagnostics(
      "<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <scenes>\n</document>\n")
    #expect(document == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("d.storyboard:") == true)
    #expect(messages.first?.contains(": error: malformed XML") == true)
  }

  @Test func notAnInterfaceBuilderDocument() {
    let (document, messages) = Self.diagnostics("<plist version=\"1.0\"/>")
    #expect(document == nil)
    #expect(
      messages == [
        "d.storyboard:1:1: error: not an Interface Builder document: the root element is <plist>"
      ])
  }

  @Test func unknownElementsAndAttributesAreWarnedOncePerKind() {
    let body = """
      <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" frobnicate="1" id="un1-aa-001">
              <gizmo/>
          </view>
          <view translatesAutoresizingMaskIntoConstraints="NO" frobnicate="2" id="un2-aa-001">
              <gizmo/>
          </view>
      </subviews>
      """
    let (document, messages) = Self.diagnostics(TestDocuments.storyboard(body: body))
    #expect(document != nil)
    #expect(messages.filter { $0.contains("unknown element <gizmo>") }.count == 1)
    #expect(messages.filter { $0.contains("unknown attribute 'frobnicate'") }.count == 1)
    #expect(messages.allSatisfy { $0.contains(": warning: ") })
  }

  @Test func entityDeclarationsAreRefused() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">&b;</document>
      """
    let (document, messages) = Self.diagnostics(text)
    #expect(document == nil)
    #expect(
      messages == [
        "d.storyboard:2:1: error: document type and entity declarations are not allowed in an "
          + "Interface Builder document; refused"
      ])
  }

  @Test func processingInstructionsAreRefused() {
    // FoundationXML crashed reading a processing instruction with no data (found by the
    // libFuzzer harness): anything but the XML declaration is refused at its place, before
    // parsing. The declaration itself, after a byte-order mark or not, is read as before.
    let cases: [(String, String)] = [
      ("<?xmltarget?><document/>", "d.storyboard:1:1"),
      ("<?xml version=\"1.0\"?>\n<document>\n  <?pi?></document>", "d.storyboard:3:3"),
      ("<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"a\"?><document/>", "d.storyboard:2:1"),
    ]
    for (text, place) in cases {
      let (document, messages) = Self.diagnostics(text)
      #expect(document == nil, "\(text)")
      #expect(
        messages == [
          "\(place): error: processing instructions other than the XML declaration are not "
            + "allowed in an Interface Builder document; refused"
        ], "\(text)")
    }
    // A comment or character data may hold "<?" without it being one.
    let fine =
      "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- <?not?> -->"
      + TestDocuments.storyboard(body: "").split(separator: "\n", maxSplits: 1)[1]
    #expect(Self.diagnostics(fine).0 != nil)
  }

  @Test func deepNestingIsRefused() {
    let depth = 10_000
    let text =
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
      + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
      + "</document>"
    let (document, messages) = Self.diagnostics(text)
    #expect(document == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("nested more than 128 deep; refused") == true)
  }

  @Test func hugeAttributesAreRefused() {
    let text =
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><label text=\""
      + String(repeating: "x", count: 2 << 20) + "\" id=\"big-aa-001\"/></objects></document>"
    let (document, messages) = Self.diagnostics(text)
    #expect(document == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("attribute 'text' is longer than 1024 KB; refused") == true)
  }

  /// libxml2 refuses more than 10 MB handed to it at once; the reader feeds it in pieces, so a
  /// large storyboard (up to the reader's own 32 MB) reads. Before, this one was "malformed XML:
  /// libxml2 error 1" at its last line.
  @Test func aDocumentLargerThanTenMegabytesReads() throws {
    let padding = String(
      repeating: "    <!-- a large storyboard: padding past libxml2's 10 MB -->\n", count: 200_000)
    let text = TestDocuments.storyboard(body: ConstraintReadingTests.body)
      .replacingOccurrences(of: "    <scenes>", with: padding + "    <scenes>")
    #expect(text.utf8.count > 11 << 20)
    let document = try #require(TestDocuments.read(text))
    // The same scene as without the padding: Box at the leading margin (16), 30 from the top.
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    #expect(engine.frame(ofView: "Box") == LayoutRect(16, 30, 100, 75))
  }

  @Test func aBadMultiplierIsAnErrorAtItsConstraint() {
    let body = """
      <constraints>
          <constraint firstItem="root-aa-001" firstAttribute="width" secondItem="root-aa-001" secondAttribute="height" multiplier="3:0" id="bad-aa-001"/>
      </constraints>
      """
    let (document, messages) = Self.diagnostics(TestDocuments.storyboard(body: body))
    #expect(document == nil)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasSuffix(
        "error: bad multiplier '3:0': expected a number or a ratio such as 3:4") == true)
  }

  /// Found by the fuzzer: one byte 0xD2 inside an attribute name made FoundationXML trap
  /// (`_NSXMLParserStartElementNs`); bytes that are not UTF-8 are refused before parsing.
  @Test func invalidUTF8IsRefusedAtItsPlace() {
    var bytes = Array(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects><label adjustsFontSizeTo"
        .utf8)
    bytes.append(0xD2)
    bytes += Array("Fit=\"NO\" id=\"a\"/></objects></document>".utf8)
    let (document, diagnostics) = DocumentReader.read(bytes: bytes, path: "d.xib")
    #expect(document == nil)
    // Line 2: "<objects><label adjustsFontSizeTo" is 33 bytes, so the byte is column 34.
    #expect(
      diagnostics.map(\.description) == [
        "d.xib:2:34: error: invalid UTF-8; an Interface Builder document is UTF-8"
      ])
    // Non-ASCII text that is UTF-8 reads: a title in Chinese.
    let chinese = Array(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view userLabel=\"横竖屏\" id=\"v\"/></objects></document>"
        .utf8)
    let (read, _) = DocumentReader.read(bytes: chinese, path: "c.xib")
    #expect(read?.scenes.first?.title == "横竖屏")
  }

  @Test func outOfRangeNumbersDoNotTrap() {
    let body = """
      <subviews>
          <label text="x" numberOfLines="1e300" translatesAutoresizingMaskIntoConstraints="NO" id="big-kk-001"/>
          <pageControl numberOfPages="-1e300" translatesAutoresizingMaskIntoConstraints="NO" id="big-kk-002"/>
          <view horizontalHuggingPriority="1e300" placeholderIntrinsicWidth="nan" translatesAutoresizingMaskIntoConstraints="NO" id="big-kk-003"/>
      </subviews>
      """
    let (document, messages) = Self.diagnostics(TestDocuments.storyboard(body: body))
    #expect(document != nil)
    #expect(
      messages.contains { $0.contains("horizontalHuggingPriority '1e300' is not a priority") })
  }
}
