import AdaptiveLayout
import InterfaceBuilder
import SceneFormat
import SizeClasses
import Testing

@Suite("Stack views read into the stack model")
struct StackReadingTests {
  /// A horizontal, fill-equally stack with 10 points of spacing across the root (y 100,
  /// 50 tall), vertical in a compact height, holding two plain views.
  static let body = """
    <subviews>
        <stackView distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-gg-001" userLabel="stack">
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="one-gg-001" userLabel="one"/>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="two-gg-001" userLabel="two"/>
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="50" id="sh1-gg-001"/>
            </constraints>
            <variation key="heightClass=compact" axis="vertical" alignment="bottom" spacingType="standard"/>
        </stackView>
    </subviews>
    <constraints>
        <constraint firstItem="stk-gg-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="sl1-gg-001"/>
        <constraint firstAttribute="trailing" secondItem="stk-gg-001" secondAttribute="trailing" id="st1-gg-001"/>
        <constraint firstItem="stk-gg-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="100" id="sv1-gg-001"/>
    </constraints>
    """

  @Test func stackPropertiesAndArrangedSubviews() throws {
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: Self.body)))
    let scene = try #require(document.scenes.first)
    let stack = try #require(scene.scene.views.first { $0.description.name == "stack" }?.stack)
    #expect(stack.base.axis == .horizontal)  // IB's default when absent
    #expect(stack.base.distribution == .fillEqually)
    #expect(stack.base.alignment == .fill)
    #expect(stack.base.spacing == .fixed(10))
    #expect(stack.base.arrangedSubviews == ["one", "two"])
    let resolved = scene.scene.resolved(for: SizeClassPair(width: .compact, height: .compact))
    let compact = try #require(resolved.scene.views.first { $0.name == "stack" }?.stack)
    #expect(compact.axis == LayoutAxis.vertical)
    #expect(compact.spacing == StackSpacing.standard)
    #expect(compact.alignment == StackAlignment.trailing)  // IB's "bottom" is UIKit's trailing
  }

  @Test func stackFramesWorkedByHand() throws {
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: Self.body)))
    let scene = try #require(document.scenes.first)
    let portrait = try TestDocuments.layOut(scene)
    // Horizontal, fill equally: (375 − 10) / 2 = 182.5 each, the second at 182.5 + 10;
    // alignment fill: as tall as the stack, 50.
    let one = try #require(portrait.frame(ofView: "one"))
    let two = try #require(portrait.frame(ofView: "two"))
    #expect(one == LayoutRect(0, 0, 182.5, 50))
    #expect(two == LayoutRect(192.5, 0, 182.5, 50))
    #expect(portrait.frame(ofView: "stack") == LayoutRect(0, 100, 375, 50))
    // Compact height: vertical, standard spacing 8, fill equally: (50 − 8) / 2 = 21 each, the
    // second at 21 + 8 = 29.
    let landscape = try TestDocuments.layOut(
      scene, traits: SizeClassPair(width: .compact, height: .compact),
      environment: LayoutEnvironment(
        rootSize: .init(width: 667, height: 375), systemMinimumMargin: 16))
    #expect(landscape.frame(ofView: "one")?.height == 21)
    #expect(landscape.frame(ofView: "two")?.y == 29)
  }

  @Test func importedStackLoadsBackTheSame() throws {
    let document = try #require(TestDocuments.read(TestDocuments.storyboard(body: Self.body)))
    let scene = try #require(document.scenes.first)
    let (reloaded, diagnostics) = SceneLoader.load(
      text: SceneWriter.text(scene.scene), path: "stack.scene")
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    #expect(
      try #require(reloaded).views.first { $0.description.name == "stack" }?.stack
        == scene.scene.views.first { $0.description.name == "stack" }?.stack)
  }
}

@Suite("A first-baseline row read from a storyboard")
struct FirstBaselineRowReadingTests {
  /// A label (system 17) and a rounded-rect text field (system 14, 100 wide) in a
  /// first-baseline row, spacing 8, pinned at the root's leading edge, 100 from its top.
  static let body = """
    <subviews>
        <stackView alignment="firstBaseline" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row-fb-001" userLabel="row">
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-fb-001" userLabel="label">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-fb-001" userLabel="field">
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="fw1-fb-001"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textField>
            </subviews>
        </stackView>
    </subviews>
    <constraints>
        <constraint firstItem="row-fb-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="rl1-fb-001"/>
        <constraint firstItem="row-fb-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="100" id="rt1-fb-001"/>
    </constraints>
    """

  @Test func theFieldSticksOutAboveTheRowAsXcodeRecordsIt() throws {
    // An Xcode 10 document (toolsVersion 14490): its rounded-rect field is iOS 12's, at least
    // 30 tall (Xcode 11 and later draw it 34).
    let document = try #require(
      TestDocuments.read(TestDocuments.storyboard(body: Self.body, toolsVersion: "14490")))
    let scene = try #require(document.scenes.first)
    let engine = try TestDocuments.layOut(scene)
    // San Francisco at @2x (toolsVersion 14490). The label: "Label" 41.5 wide, its line
    // 17 × 2444 / 2048 = 20.287109375 rounded up to 20.5; first baseline (20.5 − 20.287109375)
    // / 2 + 17 × 1950 / 2048 = 0.1064453125 + 16.1865234375 = 16.29296875 below its top.
    // The field: 30 high (a rounded rect's minimum), its 14-point line 16.70703125 centred, so
    // its baseline is (30 − 16.70703125) / 2 + 14 × 1950 / 2048 = 6.646484375 + 13.330078125
    // = 19.9765625 below its top. Baselines equal: field.y = 16.29296875 − 19.9765625 =
    // −3.68359375. The row's top is tied to its first view (`row.top <= label.top`, closed by
    // the fit @49): the label at 0, the field above the row; the row's bottom is the field's,
    // 30 − 3.68359375 = 26.31640625. Widths: 41.5 + 8 + 100 = 149.5.
    #expect(engine.frame(ofView: "label") == LayoutRect(0, 0, 41.5, 20.5))
    #expect(engine.frame(ofView: "field") == LayoutRect(49.5, -3.68359375, 100, 30))
    #expect(engine.frame(ofView: "row") == LayoutRect(0, 100, 149.5, 26.31640625))
  }
}

@Suite("Text styles before iOS 10 read from a storyboard")
struct EarlyTextStyleReadingTests {
  /// The first-baseline row above, its label "Name" in the body text style.
  static let body = FirstBaselineRowReadingTests.body
    .replacingOccurrences(of: "text=\"Label\"", with: "text=\"Name\"")
    .replacingOccurrences(
      of: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>",
      with: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")

  @Test func anXcode7BodyLabelIsMeasuredAtTheMediumSizeAndItsRowIsShorter() throws {
    // No design device: Xcode 7's 600×600 canvas, toolsVersion 8191 (before 11000), @2x: body
    // at the Medium category, 16 pt. "Name": (720 + 565 + 880 + 580) / 1000 × 16 = 43.92,
    // tracking 4 × −0.31 = −1.24: 42.68 → 43 at @2x. The line 16 × 2444 / 2048 = 19.09375 →
    // 19.5; first baseline (19.5 − 19.09375) / 2 + 16 × 1950 / 2048 = 15.4375. The field's
    // baseline is 19.9765625 below its top (the row above), so field.y = 15.4375 − 19.9765625
    // = −4.5390625 and the row, from the label's top to the field's bottom, is 30 − 4.5390625 =
    // 25.4609375 high (Xcode 7 recorded the Cookbook's such rows 25.5, their fields at −5).
    // Widths: 43 + 8 + 100 = 151.
    let document = try #require(
      TestDocuments.read(TestDocuments.storyboard(device: nil, body: Self.body)))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    #expect(engine.frame(ofView: "label") == LayoutRect(0, 0, 43, 19.5))
    #expect(engine.frame(ofView: "field") == LayoutRect(51, -4.5390625, 100, 30))
    #expect(engine.frame(ofView: "row") == LayoutRect(0, 100, 151, 25.4609375))
  }

  @Test func fromXcode8OnABodyLabelMeasuresAsTheSystemFont() throws {
    // toolsVersion 14490 (Xcode 10, so the field is iOS 12's 30): body at Large, 17 pt. "Name"
    // 2745 / 1000 × 17 − 4 × 0.43 = 44.945 → 45; the line 20.287109375 → 20.5, baseline
    // 16.29296875, the field at 16.29296875 − 19.9765625 = −3.68359375 (as the system-font row
    // above), 45 + 8 = 53 along.
    let document = try #require(
      TestDocuments.read(TestDocuments.storyboard(body: Self.body, toolsVersion: "14490")))
    let engine = try TestDocuments.layOut(try #require(document.scenes.first))
    #expect(engine.frame(ofView: "label") == LayoutRect(0, 0, 45, 20.5))
    #expect(engine.frame(ofView: "field") == LayoutRect(53, -3.68359375, 100, 30))
  }
}
