import AdaptiveLayout
import InterfaceBuilder
import SizeClasses
import Testing

@Suite("Constraints and views read from a storyboard")
struct ConstraintReadingTests {
  /// Implicit first items, constant-only sizes, ratio multipliers (`3:4`, `1/2`), symbolic
  /// spacing, relations, priorities, margins and the safe area, on an iPhone 8 in portrait.
  static let body = """
    <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-001" userLabel="Box">
            <rect key="frame" x="16" y="30" width="100" height="75"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="bw0-aa-001"/>
                <constraint firstAttribute="height" secondItem="box-aa-001" secondAttribute="width" multiplier="3:4" id="bh0-aa-001"/>
            </constraints>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar-aa-001">
            <rect key="frame" x="167.5" y="113" width="187.5" height="40"/>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="rh0-aa-001"/>
            </constraints>
        </view>
    </subviews>
    <constraints>
        <constraint firstItem="box-aa-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leadingMargin" id="bl0-aa-001"/>
        <constraint firstItem="box-aa-001" firstAttribute="top" secondItem="saf-aa-001" secondAttribute="top" constant="10" id="bt0-aa-001"/>
        <constraint firstAttribute="trailing" secondItem="bar-aa-001" secondAttribute="trailing" constant="20" id="rt0-aa-001"/>
        <constraint firstItem="bar-aa-001" firstAttribute="width" secondItem="root-aa-001" secondAttribute="width" multiplier="1/2" id="rw0-aa-001"/>
        <constraint firstItem="bar-aa-001" firstAttribute="top" secondItem="box-aa-001" secondAttribute="bottom" constant="8" symbolic="YES" id="rs0-aa-001"/>
        <constraint firstItem="bar-aa-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="saf-aa-001" secondAttribute="top" priority="750" id="rg0-aa-001"/>
    </constraints>
    <viewLayoutGuide key="safeArea" id="saf-aa-001"/>
    """

  @Test func constraintsReadAsInterfaceBuilderWritesThem() throws {
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: Self.body)))
    let scene = try #require(document.scenes.first)
    let constraints = scene.scene.constraints.map(\.description)
    // Omitted firstItem: the owner view (Box's own width), or the root for the root's list.
    let width = try #require(constraints.first { $0.name == "c_bw0_aa_001" })
    #expect(width.first == ConstraintItem("Box", .width))
    #expect(width.second == nil)
    #expect(width.constant == 100)
    let ratio = try #require(constraints.first { $0.name == "c_bh0_aa_001" })
    #expect(ratio.multiplier == 0.75)
    let trailing = try #require(constraints.first { $0.name == "c_rt0_aa_001" })
    #expect(trailing.first == ConstraintItem("root", .trailing))
    #expect(trailing.second == ConstraintItem("view_bar_aa_001", .trailing))
    let half = try #require(constraints.first { $0.name == "c_rw0_aa_001" })
    #expect(half.multiplier == 0.5)
    let atLeast = try #require(constraints.first { $0.name == "c_rg0_aa_001" })
    #expect(atLeast.relation == .greaterThanOrEqual)
    #expect(atLeast.priority == 750)
    #expect(atLeast.second == ConstraintItem("safeArea", .top))
  }

  @Test func framesAtTheDesignDevice() throws {
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: Self.body)))
    let scene = try #require(document.scenes.first)
    #expect(scene.canvas.environment.rootSize == LayoutSize(width: 375, height: 667))
    #expect(scene.canvas.traits == SizeClassPair(width: .compact, height: .regular))
    let engine = try TestDocuments.layOut(scene)
    // Box: x = leading margin 16; y = safe area top 20 + 10 = 30; 100 wide, 100 × 3/4 = 75 tall.
    #expect(engine.frame(ofView: "Box") == LayoutRect(16, 30, 100, 75))
    // bar: 375 × 1/2 = 187.5 wide, trailing 375 − 20 = 355, so x = 355 − 187.5 = 167.5;
    // y = Box's bottom 30 + 75 + 8 = 113; 40 tall.
    #expect(engine.frame(ofView: "view_bar_aa_001") == LayoutRect(167.5, 113, 187.5, 40))
    // The document recorded the same frames.
    for recorded in scene.recordedFrames {
      #expect(engine.frame(ofView: recorded.name)?.isClose(to: recorded.frame) == true)
    }
  }

  @Test func viewsKeepTheirDocumentIDsAndNames() throws {
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: Self.body)))
    let views = try #require(document.scenes.first).scene.views.map(\.description)
    // userLabel when there is one, else kind and id as an identifier.
    #expect(views.map(\.name) == ["Box", "view_bar_aa_001"])
    #expect(views.map(\.identifier) == ["box-aa-001", "bar-aa-001"])
  }

  @Test func huggingAndResistanceDefaultTo250And750WhenAbsent() throws {
    let body = """
      <subviews>
          <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-aa-001"/>
          <label horizontalHuggingPriority="251" verticalCompressionResistancePriority="751" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-aa-001"/>
      </subviews>
      """
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: body)))
    let views = try #require(document.scenes.first).scene.views.map(\.description)
    // Interface Builder omits 250 and 750; a label is 251 only when the document says so.
    #expect(views[0].contentHugging == AxisPriorities(250, 250))
    #expect(views[0].compressionResistance == AxisPriorities(750, 750))
    #expect(views[1].contentHugging == AxisPriorities(251, 250))
    #expect(views[1].compressionResistance == AxisPriorities(750, 751))
  }

  @Test func placeholderIntrinsicSizesIncludingInfinite() throws {
    let body = """
      <subviews>
          <view placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="ph1-aa-001"/>
          <textField placeholderIntrinsicWidth="451" placeholderIntrinsicHeight="30" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="ph2-aa-001"/>
      </subviews>
      """
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: body)))
    let scene = try #require(document.scenes.first)
    let views = scene.scene.views.map(\.description)
    // "infinite" is Interface Builder's "None": no intrinsic width.
    #expect(views[0].intrinsicContentSize == IntrinsicContentSize(width: nil, height: 30))
    #expect(views[1].intrinsicContentSize == IntrinsicContentSize(width: 451, height: 30))
    // A placeholder on both axes is not a text-model size.
    #expect(!scene.textSizedViews.contains(views[1].name))
  }

  @Test func layoutMarginsOfASubview() throws {
    let body = """
      <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="crd-aa-001" userLabel="card">
              <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="inn-aa-001" userLabel="inner"/>
              </subviews>
              <constraints>
                  <constraint firstItem="inn-aa-001" firstAttribute="leading" secondItem="crd-aa-001" secondAttribute="leadingMargin" id="m01-aa-001"/>
                  <constraint firstItem="inn-aa-001" firstAttribute="top" secondItem="crd-aa-001" secondAttribute="topMargin" id="m02-aa-001"/>
                  <constraint firstItem="crd-aa-001" firstAttribute="trailingMargin" secondItem="inn-aa-001" secondAttribute="trailing" id="m03-aa-001"/>
                  <constraint firstItem="crd-aa-001" firstAttribute="bottomMargin" secondItem="inn-aa-001" secondAttribute="bottom" id="m04-aa-001"/>
              </constraints>
              <edgeInsets key="layoutMargins" top="10" left="20" bottom="30" right="40"/>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="crd-aa-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="m05-aa-001"/>
          <constraint firstItem="crd-aa-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="m06-aa-001"/>
          <constraint firstItem="crd-aa-001" firstAttribute="width" constant="200" id="m07-aa-001"/>
          <constraint firstItem="crd-aa-001" firstAttribute="height" constant="100" id="m08-aa-001"/>
      </constraints>
      """
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: body)))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    // inner fills card's margins: x = 20, y = 10, width 200 − 20 − 40 = 140,
    // height 100 − 10 − 30 = 60.
    #expect(engine.frame(ofView: "inner") == LayoutRect(20, 10, 140, 60))
  }

  @Test func oldLayoutGuidesAndBaselineAttributes() throws {
    let body = """
      <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="top-hh-001" userLabel="top">
              <constraints>
                  <constraint firstAttribute="width" constant="10" id="h01-hh-001"/>
                  <constraint firstAttribute="height" constant="10" id="h02-hh-001"/>
              </constraints>
          </view>
          <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-hh-001" userLabel="hi"/>
      </subviews>
      <constraints>
          <constraint firstItem="top-hh-001" firstAttribute="top" secondItem="top-gd-001" secondAttribute="bottom" constant="8" id="h03-hh-001"/>
          <constraint firstItem="top-hh-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="h04-hh-001"/>
          <constraint firstItem="lbl-hh-001" firstAttribute="baseline" secondItem="top-hh-001" secondAttribute="bottom" id="h05-hh-001"/>
          <constraint firstItem="lbl-hh-001" firstAttribute="leading" secondItem="top-hh-001" secondAttribute="trailing" id="h06-hh-001"/>
      </constraints>
      """
    let document = try #require(
      TestDocuments.read(TestDocuments.storyboard(device: nil, body: body)))
    let scene = try #require(document.scenes.first)
    let constraints = scene.scene.constraints.map(\.description)
    // The old guides are the scene's built-in ones; IB's `baseline` is the last baseline.
    #expect(
      constraints.first { $0.name == "c_h03_hh_001" }?.second
        == ConstraintItem("topLayoutGuide", .bottom))
    #expect(
      constraints.first { $0.name == "c_h05_hh_001" }?.first
        == ConstraintItem("hi", .lastBaseline))
    let engine = try TestDocuments.layOut(scene)
    // The status bar Xcode 7 draws is 20 tall: y = 20 + 8.
    #expect(engine.frame(ofView: "top") == LayoutRect(0, 28, 10, 10))
  }
}
