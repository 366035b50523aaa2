import AdaptiveLayout
import InterfaceBuilder
import SizeClasses
import Testing

/// Idioms met in real documents beyond the corpus (issue 12's second round), each in a small
/// document written for the test.
@Suite("More idioms: Xcode 11 fields and status bars, class fixed frames, frameless cells")
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

  /// Xcode 6 and 7 write `fixedFrame="YES"` in a class's variation, with the frame there, for a
  /// view that class gives no constraints: "free" has none anywhere; "held" keeps its four
  /// constraints in every class although its wC hC variation also says fixedFrame.
  static let classFixedFrames = TestDocuments.storyboard(
    device: nil,
    body: """
      <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="fre-md-001" userLabel="free">
              <rect key="frame" x="0.0" y="-21" width="42" height="21"/>
              <variation key="heightClass=compact-widthClass=compact" fixedFrame="YES">
                  <rect key="frame" x="212" y="189" width="119" height="21"/>
              </variation>
          </view>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="hld-md-001" userLabel="held">
              <rect key="frame" x="20" y="30" width="50" height="10"/>
              <constraints>
                  <constraint firstAttribute="width" constant="50" id="hw1-md-001"/>
                  <constraint firstAttribute="height" constant="10" id="hh1-md-001"/>
              </constraints>
              <variation key="heightClass=compact-widthClass=compact" fixedFrame="YES">
                  <rect key="frame" x="300" y="300" width="10" height="10"/>
              </variation>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="hld-md-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="20" id="hl1-md-001"/>
          <constraint firstItem="hld-md-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="30" id="ht1-md-001"/>
      </constraints>
      """)

  @Test func aClassFixedFramePinsAViewThatHasNoConstraintsThere() throws {
    let document = try #require(TestDocuments.read(Self.classFixedFrames))
    let scene = try #require(document.scenes.first)
    let compact = SizeClassPair(width: .compact, height: .compact)
    // In wC hC "free" is pinned where the variation puts it: left 212, top 189, 119 × 21,
    // whatever the screen (an iPhone 8 in landscape here).
    let environment = LayoutEnvironment(
      rootSize: .init(width: 667, height: 375), safeAreaInsets: .zero, systemMinimumMargin: 20)
    let engine = try TestDocuments.layOut(scene, traits: compact, environment: environment)
    #expect(engine.frame(ofView: "free") == LayoutRect(212, 189, 119, 21))
    // "held" stays where its own constraints put it: (20, 30), 50 × 10, not (300, 300).
    #expect(engine.frame(ofView: "held") == LayoutRect(20, 30, 50, 10))
    // The pins are installed in wC hC only: wAny hAny and wC hR resolve without them.
    for traits in [SizeClassPair.anyAny, SizeClassPair(width: .compact, height: .regular)] {
      let constraints = scene.scene.resolved(for: traits).scene.constraints
      #expect(!constraints.contains { $0.first.name == "free" }, "\(traits)")
    }
    #expect(
      scene.scene.resolved(for: compact).scene.constraints.filter { $0.first.name == "free" }
        .count == 4)
  }

  /// A table with two prototypes: one without a frame, as Xcode 6 wrote them in a table that has
  /// none, and one with its frame and the cell-style attributes (`textLabel`,
  /// `hidesAccessoryWhenEditing`) the reader knows.
  static let table = TestDocuments.storyboard(
    device: nil,
    body: """
      <subviews>
          <tableView style="plain" rowHeight="44" sectionHeaderHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-md-001" userLabel="table">
              <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
              <prototypes>
                  <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="nof-md-001">
                      <autoresizingMask key="autoresizingMask"/>
                      <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="nof-md-001" id="nfc-md-001">
                          <autoresizingMask key="autoresizingMask"/>
                      </tableViewCellContentView>
                  </tableViewCell>
                  <tableViewCell contentMode="scaleToFill" hidesAccessoryWhenEditing="NO" textLabel="txt-md-001" indentationWidth="10" id="wfr-md-001" userLabel="cell">
                      <rect key="frame" x="0.0" y="22" width="600" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                  </tableViewCell>
              </prototypes>
          </tableView>
      </subviews>
      <constraints>
          <constraint firstItem="tbl-md-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="tl1-md-001"/>
          <constraint firstItem="tbl-md-001" firstAttribute="trailing" secondItem="root-aa-001" secondAttribute="trailing" id="tt1-md-001"/>
          <constraint firstItem="tbl-md-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="tp1-md-001"/>
          <constraint firstItem="tbl-md-001" firstAttribute="bottom" secondItem="root-aa-001" secondAttribute="bottom" id="tb1-md-001"/>
      </constraints>
      """)

  @Test func aFramelessPrototypeCellIsLeftOutAndNotUnplaced() throws {
    let (document, diagnostics) = DocumentReader.read(
      bytes: Array(Self.table.utf8), path: "t.storyboard")
    let messages = diagnostics.map(\.description)
    #expect(messages.allSatisfy { $0.contains(": warning: ") }, "\(messages)")
    #expect(messages.count == 1, "\(messages)")
    #expect(messages.first?.contains("'nof-md-001' has no recorded frame") == true)
    let scene = try #require(document?.scenes.first)
    let names = scene.scene.views.map(\.description.name)
    #expect(!names.contains { $0.contains("nof") })
    // The framed prototype keeps its recorded frame, as its table places it: (0, 22), 600 × 44.
    let engine = try TestDocuments.layOut(scene)
    #expect(engine.frame(ofView: "cell") == LayoutRect(0, 22, 600, 44))
  }

  /// A storyboard on `device` (its portrait screen `size`) saved by `toolsVersion`: a 100-point
  /// box pinned 120 below the safe area's top and 16 inside its leading edge.
  static func statusBarDocument(device: String, size: String, toolsVersion: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
            <scene sceneID="scn-ip-001">
                <objects>
                    <viewController id="vc0-ip-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-ip-001">
                            <rect key="frame" x="0.0" y="0.0" \(size)/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box-ip-001" userLabel="box">
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="bw1-ip-001"/>
                                        <constraint firstAttribute="height" constant="100" id="bh1-ip-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-ip-001" firstAttribute="top" secondItem="saf-ip-001" secondAttribute="top" constant="120" id="bt1-ip-001"/>
                                <constraint firstItem="box-ip-001" firstAttribute="leading" secondItem="saf-ip-001" secondAttribute="leading" constant="16" id="bl1-ip-001"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="saf-ip-001"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """
  }

  @Test func aFlatStatusBarIsNotDrawnFromXcode11On() throws {
    // Xcode 10 (14490): the 20-point status bar is the safe area's top, the box at 20 + 120 =
    // 140. Xcode 11 (15400) and 11.5 (16097) draw no status bar on these devices: the box at
    // 120. A notched iPhone 11 Pro keeps its 44: the box at 44 + 120 = 164 in Xcode 11. Xcode 12
    // (17701) keeps the 20 points: 140. The iPhone 11's canvas keeps 44 in Xcode 12.3 and 13
    // (17701, 20037), though iOS 14 gave the phone 48: 44 + 120 = 164.
    let cases: [(String, String, String, Double)] = [
      ("retina6_1", "width=\"414\" height=\"896\"", "17701", 164),
      ("retina6_1", "width=\"414\" height=\"896\"", "20037", 164),
      ("ipad9_7", "width=\"768\" height=\"1024\"", "14490", 140),
      ("ipad9_7", "width=\"768\" height=\"1024\"", "16097", 120),
      ("ipad12_9", "width=\"1024\" height=\"1366\"", "15400", 120),
      ("retina4_7", "width=\"375\" height=\"667\"", "14490", 140),
      ("retina4_7", "width=\"375\" height=\"667\"", "15400", 120),
      ("retina5_9", "width=\"375\" height=\"812\"", "15400", 164),
      ("retina4_7", "width=\"375\" height=\"667\"", "17701", 140),
    ]
    for (device, size, toolsVersion, top) in cases {
      let text = Self.statusBarDocument(device: device, size: size, toolsVersion: toolsVersion)
      let document = try #require(TestDocuments.read(text))
      let scene = try #require(document.scenes.first)
      #expect(scene.canvas.environment.safeAreaInsets.top == top - 120, "\(device) \(toolsVersion)")
      let engine = try TestDocuments.layOut(scene)
      #expect(
        engine.frame(ofView: "box") == LayoutRect(16, top, 100, 100), "\(device) \(toolsVersion)")
    }
  }

  /// A collection view with one 50 × 50 cell at (10, 20) whose content view (Xcode 11's
  /// <collectionViewCellContentView>) holds a dot pinned 5 inside its top-left corner.
  static let collection = TestDocuments.storyboard(
    body: """
      <subviews>
          <collectionView dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-md-001" userLabel="collection">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <cells>
                  <collectionViewCell contentMode="center" id="cel-md-001" userLabel="cell">
                      <rect key="frame" x="10" y="20" width="50" height="50"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                      <collectionViewCellContentView key="contentView" opaque="NO" insetsLayoutMarginsFromSafeArea="NO" id="ccv-md-001" userLabel="content">
                          <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <subviews>
                              <view translatesAutoresizingMaskIntoConstraints="NO" id="dot-md-001" userLabel="dot">
                                  <constraints>
                                      <constraint firstAttribute="width" constant="10" id="dw1-md-001"/>
                                      <constraint firstAttribute="height" constant="10" id="dh1-md-001"/>
                                  </constraints>
                              </view>
                          </subviews>
                          <constraints>
                              <constraint firstItem="dot-md-001" firstAttribute="leading" secondItem="ccv-md-001" secondAttribute="leading" constant="5" id="dl1-md-001"/>
                              <constraint firstItem="dot-md-001" firstAttribute="top" secondItem="ccv-md-001" secondAttribute="top" constant="5" id="dt1-md-001"/>
                          </constraints>
                      </collectionViewCellContentView>
                  </collectionViewCell>
              </cells>
          </collectionView>
      </subviews>
      <constraints>
          <constraint firstItem="col-md-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="cl1-md-001"/>
          <constraint firstItem="col-md-001" firstAttribute="trailing" secondItem="root-aa-001" secondAttribute="trailing" id="ct1-md-001"/>
          <constraint firstItem="col-md-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="cp1-md-001"/>
          <constraint firstItem="col-md-001" firstAttribute="bottom" secondItem="root-aa-001" secondAttribute="bottom" id="cb1-md-001"/>
      </constraints>
      """)

  @Test func aCollectionCellsContentViewIsAView() throws {
    let (document, diagnostics) = DocumentReader.read(
      bytes: Array(Self.collection.utf8), path: "c.storyboard")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let scene = try #require(document?.scenes.first)
    let engine = try TestDocuments.layOut(scene)
    // The cell where its collection put it, the content view filling it, the dot 5 inside the
    // content view: frames are in their superview's coordinates.
    #expect(engine.frame(ofView: "cell") == LayoutRect(10, 20, 50, 50))
    #expect(engine.frame(ofView: "content") == LayoutRect(0, 0, 50, 50))
    #expect(engine.frame(ofView: "dot") == LayoutRect(5, 5, 10, 10))
  }

  @Test func xcode14sIdOfTheElevenInchIPadProIsMapped() throws {
    // Xcode 14 writes `ipad11_0rounded` for the 11-inch iPad Pro: 834 × 1194, a 24-point
    // status bar and a 20-point home indicator, regular in both classes.
    let device = try #require(DesignDevice.named("ipad11_0rounded"))
    #expect(device.size == LayoutSize(width: 834, height: 1194))
    let configuration = device.configuration(landscape: false)
    #expect(configuration.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(configuration.sizeClass == SizeClassPair(width: .regular, height: .regular))
  }

  /// An image-only configuration button (Xcode 13): the configuration names a 32-point image and
  /// no title; the `<state key="normal" title="Button">` Xcode writes beside it is not shown.
  static let imageButton = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="scn-ib-001">
                <objects>
                    <viewController id="vc0-ib-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-ib-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-ib-001" userLabel="dot">
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="plain" image="dot"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="btn-ib-001" firstAttribute="leading" secondItem="root-ib-001" secondAttribute="leading" constant="20" id="bl1-ib-001"/>
                                <constraint firstItem="btn-ib-001" firstAttribute="top" secondItem="root-ib-001" secondAttribute="top" constant="100" id="bt1-ib-001"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="dot" width="32" height="32"/>
        </resources>
    </document>

    """

  @Test func anImageOnlyConfigurationButtonShowsNoStateTitle() throws {
    let document = try #require(TestDocuments.read(Self.imageButton))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    // The image inside the configuration's insets: 12 + 32 + 12 = 56 wide, 7 + 32 + 7 = 46
    // tall (with the state's "Button" in the body style it would be about 51 points wider).
    #expect(engine.frame(ofView: "dot") == LayoutRect(20, 100, 56, 46))
  }
}
