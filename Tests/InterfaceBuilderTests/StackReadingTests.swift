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
