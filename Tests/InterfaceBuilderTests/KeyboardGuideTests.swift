import AdaptiveLayout
import InterfaceBuilder
import SizeClasses
import Testing

/// The keyboard layout guide (`<viewLayoutGuide key="keyboard">`, iOS 15 and Xcode 13): with no
/// keyboard on screen it is the strip below the view's safe area, across the view.
@Suite struct KeyboardGuideTests {
  /// On an iPhone 11 canvas (414 × 896, a 34-point home indicator): a 50-point bar between the
  /// safe area's sides whose bottom sits on the keyboard guide's top.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait"/>
        <scenes>
            <scene sceneID="scn-kg-001">
                <objects>
                    <viewController id="vc0-kg-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-kg-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-kg-001" userLabel="bar">
                                    <rect key="frame" x="0.0" y="812" width="414" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" id="bh0-kg-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-kg-001"/>
                            <viewLayoutGuide key="keyboard" id="kbd-kg-001"/>
                            <constraints>
                                <constraint firstItem="bar-kg-001" firstAttribute="leading" secondItem="saf-kg-001" secondAttribute="leading" id="bl0-kg-001"/>
                                <constraint firstItem="saf-kg-001" firstAttribute="trailing" secondItem="bar-kg-001" secondAttribute="trailing" id="bt0-kg-001"/>
                                <constraint firstItem="kbd-kg-001" firstAttribute="top" secondItem="bar-kg-001" secondAttribute="bottom" id="bb0-kg-001"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  @Test func theBarSitsOnTheKeyboardGuideAboveTheHomeIndicator() throws {
    let (document, diagnostics) = DocumentReader.read(
      bytes: Array(Self.document.utf8), path: "k.storyboard")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let scene = try #require(document?.scenes.first)
    // Portrait: the guide's top is the safe area's bottom, 896 - 34 = 862; the bar above it,
    // 862 - 50 = 812, across the safe area's 414 points.
    let portrait = try TestDocuments.layOut(scene)
    #expect(portrait.frame(ofView: "bar") == LayoutRect(0, 812, 414, 50))
    // Landscape (896 × 414): the safe area is inset 44 at each side and 21 at the bottom; the
    // bar spans 896 - 88 = 808 from x 44, its bottom at 414 - 21 = 393, so y 343.
    let landscape = LayoutEnvironment(
      rootSize: .init(width: 896, height: 414),
      safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), systemMinimumMargin: 20)
    let engine = try TestDocuments.layOut(
      scene, traits: SizeClassPair(width: .regular, height: .compact), environment: landscape)
    #expect(engine.frame(ofView: "bar") == LayoutRect(44, 343, 808, 50))
  }
}
