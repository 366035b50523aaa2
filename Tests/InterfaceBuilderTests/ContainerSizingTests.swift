import AdaptiveLayout
import InterfaceBuilder
import SizeClasses
import Testing

/// Views their container sizes at run time, whatever frames Xcode recorded at the design
/// device's size: a table lays its cells, header and footer across its width; a cell, a visual
/// effect view sizes its content view.
@Suite struct ContainerSizingTests {
  /// On an iPhone 8 canvas (375 × 667): a table pinned 10 inside the root's leading and
  /// trailing edges (355 wide there), with a header recorded 355 × 50, a footer recorded 0 wide
  /// (as some Xcode versions write it), and a prototype cell recorded 355 × 44 at y 78, whose
  /// content view is 315 wide (40 points left for an accessory) and 43.5 tall (the separator),
  /// holding a badge pinned 8 inside the content view's trailing edge.
  static let document = TestDocuments.storyboard(
    body: """
      <subviews>
          <tableView style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-ts-001" userLabel="table">
              <rect key="frame" x="10" y="0.0" width="355" height="667"/>
              <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-ts-001" userLabel="header">
                  <rect key="frame" x="0.0" y="0.0" width="355" height="50"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              </view>
              <view key="tableFooterView" contentMode="scaleToFill" id="ftr-ts-001" userLabel="footer">
                  <rect key="frame" x="0.0" y="150" width="0.0" height="30"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              </view>
              <prototypes>
                  <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" indentationWidth="10" id="cel-ts-001" userLabel="cell">
                      <rect key="frame" x="0.0" y="78" width="355" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cel-ts-001" id="ccv-ts-001" userLabel="content">
                          <rect key="frame" x="0.0" y="0.0" width="315" height="43.5"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <subviews>
                              <view translatesAutoresizingMaskIntoConstraints="NO" id="bdg-ts-001" userLabel="badge">
                                  <rect key="frame" x="287" y="11" width="20" height="20"/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="20" id="bw1-ts-001"/>
                                      <constraint firstAttribute="height" constant="20" id="bh1-ts-001"/>
                                  </constraints>
                              </view>
                          </subviews>
                          <constraints>
                              <constraint firstAttribute="trailing" secondItem="bdg-ts-001" secondAttribute="trailing" constant="8" id="bt1-ts-001"/>
                              <constraint firstItem="bdg-ts-001" firstAttribute="top" secondItem="ccv-ts-001" secondAttribute="top" constant="11" id="bp1-ts-001"/>
                          </constraints>
                      </tableViewCellContentView>
                  </tableViewCell>
              </prototypes>
          </tableView>
      </subviews>
      <constraints>
          <constraint firstItem="tbl-ts-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="10" id="tl1-ts-001"/>
          <constraint firstAttribute="trailing" secondItem="tbl-ts-001" secondAttribute="trailing" constant="10" id="tt1-ts-001"/>
          <constraint firstItem="tbl-ts-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="tp1-ts-001"/>
          <constraint firstAttribute="bottom" secondItem="tbl-ts-001" secondAttribute="bottom" id="tb1-ts-001"/>
      </constraints>
      """)

  @Test func cellsHeadersAndFootersFollowTheTablesWidth() throws {
    let document = try #require(TestDocuments.read(Self.document))
    let scene = try #require(document.scenes.first)
    // The design canvas: the table is 375 - 10 - 10 = 355 wide.
    let design = try TestDocuments.layOut(scene)
    #expect(design.frame(ofView: "table") == LayoutRect(10, 0, 355, 667))
    #expect(design.frame(ofView: "header") == LayoutRect(0, 0, 355, 50))
    // The footer recorded 0 wide is as wide as the table: 355.
    #expect(design.frame(ofView: "footer") == LayoutRect(0, 150, 355, 30))
    #expect(design.frame(ofView: "cell") == LayoutRect(0, 78, 355, 44))
    #expect(design.frame(ofView: "content") == LayoutRect(0, 0, 315, 43.5))
    // The badge: 315 - 8 - 20 = 287 from the content view's left, 11 down.
    #expect(design.frame(ofView: "badge") == LayoutRect(287, 11, 20, 20))

    // A 320-point-wide iPhone SE (1st generation) screen: the table is 320 - 20 = 300 wide.
    let narrow = LayoutEnvironment(
      rootSize: .init(width: 320, height: 568), safeAreaInsets: .zero, systemMinimumMargin: 16)
    let engine = try TestDocuments.layOut(scene, environment: narrow)
    #expect(engine.frame(ofView: "table") == LayoutRect(10, 0, 300, 568))
    // Header, footer and cell across the table: 300 wide, their tops and heights as recorded.
    #expect(engine.frame(ofView: "header") == LayoutRect(0, 0, 300, 50))
    #expect(engine.frame(ofView: "footer") == LayoutRect(0, 150, 300, 30))
    #expect(engine.frame(ofView: "cell") == LayoutRect(0, 78, 300, 44))
    // The content view keeps the 355 - 315 = 40 points of the accessory: 300 - 40 = 260 wide,
    // and the cell's height less the separator's half point: 43.5.
    #expect(engine.frame(ofView: "content") == LayoutRect(0, 0, 260, 43.5))
    // So the badge moves with the content view's trailing edge: 260 - 8 - 20 = 232.
    #expect(engine.frame(ofView: "badge") == LayoutRect(232, 11, 20, 20))
  }

  @Test func recordedFramesOfTheTablesViewsAreNamedForTheComparison() throws {
    let document = try #require(TestDocuments.read(Self.document))
    let scene = try #require(document.scenes.first)
    #expect(scene.tableSizedViews == ["header", "footer", "cell"])
  }

  /// A static table (Xcode writes its cells in `<sections>`): one section, one cell recorded
  /// 375 × 44 at y 28 (under a section header), whose content view holds a switch pinned 16
  /// inside its trailing edge.
  static let staticTable = TestDocuments.storyboard(
    body: """
      <subviews>
          <tableView style="grouped" dataMode="static" translatesAutoresizingMaskIntoConstraints="NO" id="stb-ts-001" userLabel="settings">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <sections>
                  <tableViewSection headerTitle="General" id="sec-ts-001">
                      <cells>
                          <tableViewCell contentMode="scaleToFill" id="scl-ts-001" userLabel="row">
                              <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                              <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="scl-ts-001" id="scv-ts-001" userLabel="rowContent">
                                  <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                  <autoresizingMask key="autoresizingMask"/>
                                  <subviews>
                                      <view translatesAutoresizingMaskIntoConstraints="NO" id="swt-ts-001" userLabel="toggle">
                                          <rect key="frame" x="308" y="6.5" width="51" height="31"/>
                                          <constraints>
                                              <constraint firstAttribute="width" constant="51" id="sw1-ts-001"/>
                                              <constraint firstAttribute="height" constant="31" id="sh1-ts-001"/>
                                          </constraints>
                                      </view>
                                  </subviews>
                                  <constraints>
                                      <constraint firstAttribute="trailing" secondItem="swt-ts-001" secondAttribute="trailing" constant="16" id="st1-ts-001"/>
                                      <constraint firstItem="swt-ts-001" firstAttribute="centerY" secondItem="scv-ts-001" secondAttribute="centerY" id="sc1-ts-001"/>
                                  </constraints>
                              </tableViewCellContentView>
                          </tableViewCell>
                      </cells>
                  </tableViewSection>
              </sections>
          </tableView>
      </subviews>
      <constraints>
          <constraint firstItem="stb-ts-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="sl1-ts-001"/>
          <constraint firstAttribute="trailing" secondItem="stb-ts-001" secondAttribute="trailing" id="sr1-ts-001"/>
          <constraint firstItem="stb-ts-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="sp1-ts-001"/>
          <constraint firstAttribute="bottom" secondItem="stb-ts-001" secondAttribute="bottom" id="sb1-ts-001"/>
      </constraints>
      """)

  @Test func aStaticTablesCellsAreLaidOutToo() throws {
    let (document, diagnostics) = DocumentReader.read(
      bytes: Array(Self.staticTable.utf8), path: "s.storyboard")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let scene = try #require(document?.scenes.first)
    // On a 414-point-wide screen the table, the row and its content view are 414 wide; the
    // switch sits 16 inside the trailing edge: 414 - 16 - 51 = 347, centred in 44: (44 - 31) / 2
    // = 6.5.
    let wide = LayoutEnvironment(
      rootSize: .init(width: 414, height: 736), safeAreaInsets: .zero, systemMinimumMargin: 20)
    let engine = try TestDocuments.layOut(scene, environment: wide)
    #expect(engine.frame(ofView: "row") == LayoutRect(0, 28, 414, 44))
    #expect(engine.frame(ofView: "rowContent") == LayoutRect(0, 0, 414, 44))
    #expect(engine.frame(ofView: "toggle") == LayoutRect(347, 6.5, 51, 31))
  }

  /// A visual effect view 20 inside the root's edges (335 × 100 on the 375-point canvas) whose
  /// content view (recorded 335 × 100) holds a dot pinned 10 inside its trailing edge.
  static let blur = TestDocuments.storyboard(
    body: """
      <subviews>
          <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx0-cs-001" userLabel="blur">
              <rect key="frame" x="20" y="20" width="335" height="100"/>
              <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fxc-cs-001" userLabel="blurContent">
                  <rect key="frame" x="0.0" y="0.0" width="335" height="100"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="dot-cs-001" userLabel="dot">
                          <rect key="frame" x="315" y="40" width="10" height="10"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="10" id="dw0-cs-001"/>
                              <constraint firstAttribute="height" constant="10" id="dh0-cs-001"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstAttribute="trailing" secondItem="dot-cs-001" secondAttribute="trailing" constant="10" id="dt0-cs-001"/>
                      <constraint firstItem="dot-cs-001" firstAttribute="top" secondItem="fxc-cs-001" secondAttribute="top" constant="40" id="dp0-cs-001"/>
                  </constraints>
              </view>
              <blurEffect style="regular"/>
          </visualEffectView>
      </subviews>
      <constraints>
          <constraint firstItem="fx0-cs-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="20" id="fl0-cs-001"/>
          <constraint firstAttribute="trailing" secondItem="fx0-cs-001" secondAttribute="trailing" constant="20" id="ft0-cs-001"/>
          <constraint firstItem="fx0-cs-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="20" id="fp0-cs-001"/>
          <constraint firstItem="fx0-cs-001" firstAttribute="height" constant="100" id="fh0-cs-001"/>
      </constraints>
      """)

  @Test func aVisualEffectViewsContentViewFillsIt() throws {
    let document = try #require(TestDocuments.read(Self.blur))
    let scene = try #require(document.scenes.first)
    // A 414-point-wide screen: the effect view is 414 - 40 = 374 wide, its content view too,
    // and the dot 10 inside its trailing edge: 374 - 10 - 10 = 354.
    let wide = LayoutEnvironment(
      rootSize: .init(width: 414, height: 736), safeAreaInsets: .zero, systemMinimumMargin: 20)
    let engine = try TestDocuments.layOut(scene, environment: wide)
    #expect(engine.frame(ofView: "blur") == LayoutRect(20, 20, 374, 100))
    #expect(engine.frame(ofView: "blurContent") == LayoutRect(0, 0, 374, 100))
    #expect(engine.frame(ofView: "dot") == LayoutRect(354, 40, 10, 10))
  }
}

/// A xib whose top-level view is a cell: sized as its table or collection view sizes it, not
/// as the screen.
@Suite struct TopLevelCellTests {
  /// A xib (iPhone 8 design device) of a table cell recorded 375 × 80 whose content view holds
  /// an image 64 high, pinned 8 from the content view's top and bottom (8 + 64 + 8 = 80: the
  /// content sets the row's height) and 16 from its leading edge, 64 wide.
  static func cellXib(
    kind: String = "tableViewCell", contentKind: String = "tableViewCellContentView"
  ) -> String {
    let cellAttribute = kind == "tableViewCell" ? " tableViewCell=\"cel-tl-001\"" : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina4_7" orientation="portrait"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <\(kind) contentMode="scaleToFill" id="cel-tl-001" userLabel="cell">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <\(contentKind) key="contentView" opaque="NO"\(cellAttribute) id="ccv-tl-001" userLabel="content">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                          <view translatesAutoresizingMaskIntoConstraints="NO" id="img-tl-001" userLabel="image">
                              <rect key="frame" x="16" y="8" width="64" height="64"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="64" id="iw1-tl-001"/>
                                  <constraint firstAttribute="height" constant="64" id="ih1-tl-001"/>
                              </constraints>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="img-tl-001" firstAttribute="leading" secondItem="ccv-tl-001" secondAttribute="leading" constant="16" id="il1-tl-001"/>
                          <constraint firstItem="img-tl-001" firstAttribute="top" secondItem="ccv-tl-001" secondAttribute="top" constant="8" id="it1-tl-001"/>
                          <constraint firstAttribute="bottom" secondItem="img-tl-001" secondAttribute="bottom" constant="8" id="ib1-tl-001"/>
                      </constraints>
                  </\(contentKind)>
              </\(kind)>
          </objects>
      </document>
      """
  }

  static let landscape = LayoutEnvironment(
    rootSize: .init(width: 852, height: 393), safeAreaInsets: .zero, systemMinimumMargin: 16)

  @Test func aTableCellSpansTheScreensWidthAtItsRowHeight() throws {
    let document = try #require(TestDocuments.read(Self.cellXib(), path: "cell.xib"))
    let scene = try #require(document.scenes.first)
    // On its design canvas, the cell's own 375 × 80; the image at (16, 8), 64 × 64.
    let design = try TestDocuments.layOut(scene)
    #expect(design.frame(ofView: "cell") == LayoutRect(0, 0, 375, 80))
    #expect(design.frame(ofView: "image") == LayoutRect(16, 8, 64, 64))
    // On an 852 × 393 screen: as wide as the screen (the table's width), still 80 high, so
    // 8 + 64 + 8 holds and nothing conflicts (filling the screen's 393 did not).
    let engine = try TestDocuments.layOut(scene, environment: Self.landscape)
    #expect(engine.conflicts.isEmpty)
    #expect(engine.frame(ofView: "cell") == LayoutRect(0, 0, 852, 80))
    #expect(engine.frame(ofView: "content") == LayoutRect(0, 0, 852, 80))
    #expect(engine.frame(ofView: "image") == LayoutRect(16, 8, 64, 64))
  }

  @Test func theRowHeightHoldsAgainstTheCellsContent() throws {
    // The image's height follows the content view's width (64/375 of it): on an 852-point
    // screen 852 x 64 / 375 = 145.4, which with 8 + 8 around it does not fit the 80-point row.
    // The row height (the table's, as `UIView-Encapsulated-Layout-Height`) and the content
    // view's autoresizing are the system's: the developer's constraint gives way, and the cell
    // stays 80 high.
    let xib = Self.cellXib().replacingOccurrences(
      of: "<constraint firstAttribute=\"height\" constant=\"64\" id=\"ih1-tl-001\"/>",
      with: ""
    ).replacingOccurrences(
      of: "<constraint firstAttribute=\"bottom\" secondItem=\"img-tl-001\"",
      with: "<constraint firstItem=\"img-tl-001\" firstAttribute=\"height\" "
        + "secondItem=\"ccv-tl-001\" secondAttribute=\"width\" multiplier=\"64:375\" "
        + "id=\"ih2-tl-001\"/>\n<constraint firstAttribute=\"bottom\" secondItem=\"img-tl-001\"")
    let document = try #require(TestDocuments.read(xib, path: "cell.xib"))
    let scene = try #require(document.scenes.first)
    let engine = try TestDocuments.layOut(scene, environment: Self.landscape)
    #expect(engine.conflicts.count == 1)
    #expect(engine.conflicts.first?.broken.description.hasPrefix("c_") == true)
    #expect(engine.frame(ofView: "cell") == LayoutRect(0, 0, 852, 80))
  }

  @Test func aCollectionCellKeepsItsItemSize() throws {
    let xib = Self.cellXib(kind: "collectionViewCell", contentKind: "view")
    let document = try #require(TestDocuments.read(xib, path: "cell.xib"))
    let scene = try #require(document.scenes.first)
    // The collection view's layout gives the item its size: 375 × 80 on any screen.
    let engine = try TestDocuments.layOut(scene, environment: Self.landscape)
    #expect(engine.conflicts.isEmpty)
    #expect(engine.frame(ofView: "cell") == LayoutRect(0, 0, 375, 80))
    #expect(engine.frame(ofView: "image") == LayoutRect(16, 8, 64, 64))
  }

  @Test func aPlainViewStillFillsTheScreen() throws {
    let xib = Self.cellXib(kind: "view", contentKind: "view")
      .replacingOccurrences(of: " key=\"contentView\"", with: "")
    let document = try #require(TestDocuments.read(xib, path: "view.xib"))
    let scene = try #require(document.scenes.first)
    // A view controller's view, or a view its code places: the screen's 852 × 393.
    let engine = try TestDocuments.layOut(scene, environment: Self.landscape)
    #expect(engine.frame(ofView: "cell") == LayoutRect(0, 0, 852, 393))
  }
}
