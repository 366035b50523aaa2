import AdaptiveLayout
import InterfaceBuilder
import SizeClasses
import Testing

@Suite("Autoresizing masks, scroll views, xibs and design devices")
struct GeneratedConstraintTests {
  /// Four views that keep their autoresizing masks, recorded on Xcode 7's 600×600 canvas.
  static let autoresizing = TestDocuments.storyboard(
    device: nil,
    body: """
      <subviews>
          <view id="fix-cc-001" userLabel="fixed">
              <rect key="frame" x="20" y="30" width="100" height="50"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          </view>
          <view id="wid-cc-001" userLabel="wide">
              <rect key="frame" x="20" y="100" width="560" height="40"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
          </view>
          <view id="crn-cc-001" userLabel="corner">
              <rect key="frame" x="500" y="500" width="80" height="80"/>
              <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
          </view>
          <view id="scl-cc-001" userLabel="scaled">
              <rect key="frame" x="150" y="0.0" width="300" height="10"/>
              <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES"/>
          </view>
      </subviews>
      """)

  @Test func autoresizingMasksAsUIKitTranslatesThem() throws {
    let document = try #require(TestDocuments.read(Self.autoresizing))
    let scene = try #require(document.scenes.first)
    let engine = try TestDocuments.layOut(
      scene,
      environment: LayoutEnvironment(
        rootSize: .init(width: 400, height: 400), systemMinimumMargin: 20))
    #expect(engine.conflicts.isEmpty)
    #expect(engine.ambiguities().isEmpty)
    // Right and bottom margins flexible: the frame stays where it was.
    #expect(engine.frame(ofView: "fixed") == LayoutRect(20, 30, 100, 50))
    // Width flexible: the 200 points the superview lost come off the width (560 − 200).
    #expect(engine.frame(ofView: "wide") == LayoutRect(20, 100, 360, 40))
    // Left and top margins flexible: pinned to the bottom right, 20 from each edge.
    #expect(engine.frame(ofView: "corner") == LayoutRect(300, 300, 80, 80))
    // Left margin, width and right margin flexible: 150, 300 and 150 of 600 become a third
    // less each: 100, 200, 100.
    let scaled = try #require(engine.frame(ofView: "scaled"))
    #expect(scaled.isClose(to: LayoutRect(100, 0, 200, 10)))
  }

  @Test func autoresizingConstraintsModelWorkedByHand() {
    // A flexible left margin and width, fixed right margin: 60 + 120 + 20 in a 200-wide view.
    let mask = AutoresizingMask(flexibleLeftMargin: true, flexibleWidth: true)
    let constraints = mask.constraints(
      for: "v", frame: LayoutRect(60, 0, 120, 10), in: LayoutSize(width: 200, height: 10))
    // The 180 flexible points share a change as 60 : 120 — left = 1/3 W + (60 − 200/3),
    // width = 2/3 W + (120 − 400/3).
    let left = constraints[0]
    #expect(left.first == ConstraintItem("v", .left))
    #expect(left.second == ConstraintItem("superview", .right))
    #expect(abs(left.multiplier - 1.0 / 3) < 1e-12)
    #expect(abs(left.constant - (60 - 200.0 / 3)) < 1e-9)
    let width = constraints[1]
    #expect(width.second == ConstraintItem("superview", .width))
    #expect(abs(width.multiplier - 2.0 / 3) < 1e-12)
    // Nothing flexible vertically: top = superview.top + 0, height = 10.
    #expect(constraints[2].second == ConstraintItem("superview", .top))
    #expect(constraints[3].second == nil && constraints[3].constant == 10)
  }

  @Test func scrollViewEdgesAreItsContentsEdges() throws {
    let body = """
      <subviews>
          <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-dd-001" userLabel="scroll">
              <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt-dd-001" userLabel="content">
                      <constraints>
                          <constraint firstAttribute="height" constant="1000" id="d01-dd-001"/>
                      </constraints>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="cnt-dd-001" firstAttribute="leading" secondItem="scr-dd-001" secondAttribute="leading" id="d02-dd-001"/>
                  <constraint firstItem="cnt-dd-001" firstAttribute="top" secondItem="scr-dd-001" secondAttribute="top" id="d03-dd-001"/>
                  <constraint firstAttribute="trailing" secondItem="cnt-dd-001" secondAttribute="trailing" id="d04-dd-001"/>
                  <constraint firstAttribute="bottom" secondItem="cnt-dd-001" secondAttribute="bottom" id="d05-dd-001"/>
                  <constraint firstItem="cnt-dd-001" firstAttribute="width" secondItem="scr-dd-001" secondAttribute="width" id="d06-dd-001"/>
              </constraints>
          </scrollView>
      </subviews>
      <constraints>
          <constraint firstItem="scr-dd-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="d07-dd-001"/>
          <constraint firstItem="scr-dd-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="d08-dd-001"/>
          <constraint firstAttribute="trailing" secondItem="scr-dd-001" secondAttribute="trailing" id="d09-dd-001"/>
          <constraint firstAttribute="bottom" secondItem="scr-dd-001" secondAttribute="bottom" id="d10-dd-001"/>
      </constraints>
      """
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: body)))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    // The content's bottom = the scroll view's bottom would squeeze it to 667 if the edges were
    // the frame's; they are the content layout guide's, which grows to 1000 instead.
    #expect(engine.conflicts.isEmpty)
    #expect(engine.frame(ofView: "scroll") == LayoutRect(0, 0, 375, 667))
    #expect(engine.frame(ofView: "content") == LayoutRect(0, 0, 375, 1000))
    #expect(engine.frame(ofGuide: "scroll_contentLayoutGuide") == LayoutRect(0, 0, 375, 1000))
  }

  @Test func scrollViewLayoutGuidesOfXcode11() throws {
    // Content pinned to the content layout guide (its height 1000 sets the content size); a
    // badge pinned to the frame layout guide's bottom stays on the visible frame.
    let body = """
      <subviews>
          <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-jj-001" userLabel="scroll">
              <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt-jj-001" userLabel="content"/>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="bdg-jj-001" userLabel="badge"/>
              </subviews>
              <constraints>
                  <constraint firstItem="cnt-jj-001" firstAttribute="top" secondItem="cgd-jj-001" secondAttribute="top" id="j01-jj-001"/>
                  <constraint firstItem="cnt-jj-001" firstAttribute="leading" secondItem="cgd-jj-001" secondAttribute="leading" id="j02-jj-001"/>
                  <constraint firstItem="cnt-jj-001" firstAttribute="trailing" secondItem="cgd-jj-001" secondAttribute="trailing" id="j03-jj-001"/>
                  <constraint firstItem="cnt-jj-001" firstAttribute="bottom" secondItem="cgd-jj-001" secondAttribute="bottom" id="j04-jj-001"/>
                  <constraint firstItem="cnt-jj-001" firstAttribute="width" secondItem="fgd-jj-001" secondAttribute="width" id="j05-jj-001"/>
                  <constraint firstItem="cnt-jj-001" firstAttribute="height" constant="1000" id="j06-jj-001"/>
                  <constraint firstItem="bdg-jj-001" firstAttribute="bottom" secondItem="fgd-jj-001" secondAttribute="bottom" constant="-10" id="j07-jj-001"/>
                  <constraint firstItem="bdg-jj-001" firstAttribute="leading" secondItem="fgd-jj-001" secondAttribute="leading" constant="10" id="j08-jj-001"/>
                  <constraint firstItem="bdg-jj-001" firstAttribute="width" constant="20" id="j09-jj-001"/>
                  <constraint firstItem="bdg-jj-001" firstAttribute="height" constant="20" id="j10-jj-001"/>
              </constraints>
              <viewLayoutGuide key="contentLayoutGuide" id="cgd-jj-001"/>
              <viewLayoutGuide key="frameLayoutGuide" id="fgd-jj-001"/>
          </scrollView>
      </subviews>
      <constraints>
          <constraint firstItem="scr-jj-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="j11-jj-001"/>
          <constraint firstItem="scr-jj-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="j12-jj-001"/>
          <constraint firstItem="scr-jj-001" firstAttribute="width" constant="300" id="j13-jj-001"/>
          <constraint firstItem="scr-jj-001" firstAttribute="height" constant="400" id="j14-jj-001"/>
      </constraints>
      """
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: body)))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    #expect(engine.conflicts.isEmpty)
    #expect(engine.ambiguities().isEmpty)
    // content: the frame guide's width 300, the declared 1000 tall, from the content's origin.
    #expect(engine.frame(ofView: "content") == LayoutRect(0, 0, 300, 1000))
    // badge: 10 from the frame's leading edge, its bottom 10 above the frame's (400 − 10 − 20).
    #expect(engine.frame(ofView: "badge") == LayoutRect(10, 370, 20, 20))
  }

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="top-ee-001" userLabel="Card">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="dot-ee-001" userLabel="dot">
                        <rect key="frame" x="8" y="8" width="20" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="e01-ee-001"/>
                            <constraint firstAttribute="height" constant="20" id="e02-ee-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="dot-ee-001" firstAttribute="leading" secondItem="top-ee-001" secondAttribute="leadingMargin" id="e03-ee-001"/>
                    <constraint firstItem="dot-ee-001" firstAttribute="top" secondItem="top-ee-001" secondAttribute="topMargin" id="e04-ee-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" id="sec-ee-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
            </view>
        </objects>
    </document>
    """

  @Test func aXibsTopLevelViewsAreScenesWithPlainViewMargins() throws {
    let document = try #require(TestDocuments.read(Self.xib, path: "card.xib"))
    #expect(document.kind == .xib)
    #expect(document.scenes.map(\.id) == ["top-ee-001", "sec-ee-001"])
    #expect(document.scenes.map(\.title) == ["Card", "View"])
    let card = document.scenes[0]
    // The freeform size, with the device's classes.
    #expect(card.canvas.environment.rootSize == LayoutSize(width: 320, height: 100))
    #expect(card.canvas.traits == SizeClassPair(width: .compact, height: .regular))
    let engine = try TestDocuments.layOut(card)
    // A xib's view is a plain view: margins 8 on every side, not a root view's 16.
    #expect(engine.frame(ofView: "Card") == LayoutRect(0, 0, 320, 100))
    #expect(engine.frame(ofView: "dot") == LayoutRect(8, 8, 20, 20))
  }

  @Test func everyDesignDeviceOfTheCorpusIsMapped() throws {
    // The ids the corpus's documents use (INDEX.tsv, column "device").
    let expected: [(String, Double, Double, SizeClassPair)] = [
      ("retina4_7", 375, 667, SizeClassPair(width: .compact, height: .regular)),
      ("retina5_5", 414, 736, SizeClassPair(width: .compact, height: .regular)),
      ("retina5_9", 375, 812, SizeClassPair(width: .compact, height: .regular)),
      ("retina6_1", 414, 896, SizeClassPair(width: .compact, height: .regular)),
      ("retina6_12", 393, 852, SizeClassPair(width: .compact, height: .regular)),
      ("ipad9_7", 768, 1024, SizeClassPair(width: .regular, height: .regular)),
      ("ipad12_9", 1024, 1366, SizeClassPair(width: .regular, height: .regular)),
    ]
    for (id, width, height, traits) in expected {
      let device = try #require(DesignDevice.named(id))
      let portrait = device.configuration(landscape: false)
      #expect(portrait.size == LayoutSize(width: width, height: height))
      #expect(portrait.sizeClass == traits)
    }
    // An iPhone 8 Plus in landscape is wR hC, 736×414 with no status bar.
    let plus = try #require(DesignDevice.named("retina5_5")).configuration(landscape: true)
    #expect(plus.size == LayoutSize(width: 736, height: 414))
    #expect(plus.sizeClass == SizeClassPair(width: .regular, height: .compact))
    #expect(plus.safeArea == .zero)
  }

  @Test func aNavigationBarMovesTheSafeArea() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
              <scene sceneID="nav-ff-001">
                  <objects>
                      <navigationController id="ncn-ff-001" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-ff-001">
                              <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                          </navigationBar>
                          <connections>
                              <segue destination="vcr-ff-001" kind="relationship" relationship="rootViewController" id="sg1-ff-001"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
              <scene sceneID="scn-ff-001">
                  <objects>
                      <viewController id="vcr-ff-001" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="rt0-ff-001">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <viewLayoutGuide key="safeArea" id="saf-ff-001"/>
                          </view>
                          <navigationItem key="navigationItem" id="itm-ff-001"/>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let document = try #require(TestDocuments.read(text))
    // The navigation controller has no view of its own to lay out.
    #expect(document.scenes.map(\.id) == ["scn-ff-001"])
    // Status bar 20 + navigation bar 44.
    #expect(document.scenes[0].canvas.environment.safeAreaInsets.top == 64)
  }
}
