import AdaptiveLayout
import Foundation
import InterfaceBuilder
import SceneFormat
import SizeClasses
import Testing

@Suite("Size-class variations: masks, constants, fonts")
struct VariationTests {
  /// The Auto Layout Cookbook's "Two Buttons with a Size-Class-Based Layout", written for this
  /// test in the form Xcode 7 saves it: old layout guides, masks on the root view. The buttons'
  /// intrinsic sizes are placeholders (36×30 and 171×30, as the recipe's .scene declares), so the
  /// comparison does not depend on the text model.
  static let recipe = TestDocuments.storyboard(
    device: nil,
    body: """
      <subviews>
          <button userLabel="longButton" placeholderIntrinsicWidth="171" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="lng-aa-001">
              <state key="normal" title="Much Longer Button"/>
          </button>
          <button userLabel="shortButton" placeholderIntrinsicWidth="36" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="sht-aa-001">
              <state key="normal" title="Short"/>
          </button>
      </subviews>
      <constraints>
          <constraint firstItem="sht-aa-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leadingMargin" id="c01-aa-001"/>
          <constraint firstItem="lng-aa-001" firstAttribute="leading" secondItem="sht-aa-001" secondAttribute="trailing" constant="8" symbolic="YES" id="c02-aa-001"/>
          <constraint firstItem="lng-aa-001" firstAttribute="trailing" secondItem="root-aa-001" secondAttribute="trailingMargin" id="c03-aa-001"/>
          <constraint firstItem="bot-gd-001" firstAttribute="top" secondItem="sht-aa-001" secondAttribute="bottom" constant="20" id="c04-aa-001"/>
          <constraint firstItem="bot-gd-001" firstAttribute="top" secondItem="lng-aa-001" secondAttribute="bottom" constant="20" id="c05-aa-001"/>
          <constraint firstItem="sht-aa-001" firstAttribute="width" secondItem="lng-aa-001" secondAttribute="width" id="c06-aa-001"/>
          <constraint firstItem="lng-aa-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leadingMargin" id="c07-aa-001"/>
          <constraint firstItem="sht-aa-001" firstAttribute="trailing" secondItem="root-aa-001" secondAttribute="trailingMargin" id="c08-aa-001"/>
          <constraint firstItem="lng-aa-001" firstAttribute="top" secondItem="sht-aa-001" secondAttribute="bottom" constant="8" symbolic="YES" id="c09-aa-001"/>
      </constraints>
      <variation key="default">
          <mask key="constraints">
              <exclude reference="c07-aa-001"/>
              <exclude reference="c08-aa-001"/>
              <exclude reference="c09-aa-001"/>
          </mask>
      </variation>
      <variation key="heightClass=regular-widthClass=compact">
          <mask key="constraints">
              <exclude reference="c02-aa-001"/>
              <exclude reference="c04-aa-001"/>
              <include reference="c07-aa-001"/>
              <include reference="c08-aa-001"/>
              <include reference="c09-aa-001"/>
          </mask>
      </variation>
      """)

  static func sceneFile() throws -> AdaptiveScene {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenes/two-buttons-size-class-layout.scene")
    let (scene, diagnostics) = SceneLoader.load(path: url.path)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return try #require(scene)
  }

  @Test func cookbookRecipeAsAStoryboardGivesTheScenesFrames() throws {
    let document = try #require(TestDocuments.read(Self.recipe))
    let storyboard = try #require(document.scenes.first).scene
    let recipe = try Self.sceneFile()
    let environments = [
      LayoutEnvironment(rootSize: .init(width: 375, height: 667), systemMinimumMargin: 16),
      LayoutEnvironment(
        rootSize: .init(width: 667, height: 375), safeAreaInsets: .zero, systemMinimumMargin: 20),
    ]
    for traits in SizeClassPair.all {
      for environment in environments {
        let a = try LayoutEngine(
          scene: storyboard.resolved(for: traits).scene, environment: environment)
        let b = try LayoutEngine(
          scene: recipe.resolved(for: traits).scene, environment: environment)
        for name in ["shortButton", "longButton"] {
          let framesA = try #require(a.frame(ofView: name))
          let framesB = try #require(b.frame(ofView: name))
          #expect(framesA.isClose(to: framesB), "\(name) in \(traits)")
        }
      }
    }
  }

  @Test func cookbookRecipeFramesWorkedByHand() throws {
    let document = try #require(TestDocuments.read(Self.recipe))
    let scene = try #require(document.scenes.first)
    let portrait = LayoutEnvironment(
      rootSize: .init(width: 375, height: 667), systemMinimumMargin: 16)
    let compact = try TestDocuments.layOut(
      scene, traits: SizeClassPair(width: .compact, height: .regular), environment: portrait)
    // wC hR: both buttons span the margins, 375 − 16 − 16 = 343 wide; the long one's bottom
    // is 20 above the bottom guide (667 − 20 = 647, y = 617), the short one 8 above it
    // (617 − 8 − 30 = 579).
    #expect(compact.frame(ofView: "longButton") == LayoutRect(16, 617, 343, 30))
    #expect(compact.frame(ofView: "shortButton") == LayoutRect(16, 579, 343, 30))
    // wAny hAny on Xcode 7's canvas (600×600, margins 20, no bottom bar): side by side, equal
    // widths: 2w + 8 = 600 − 40, w = 276; both bottoms at 600 − 20 = 580.
    let base = try TestDocuments.layOut(scene)
    #expect(scene.canvas.environment.rootSize == LayoutSize(width: 600, height: 600))
    #expect(base.frame(ofView: "shortButton") == LayoutRect(20, 550, 276, 30))
    #expect(base.frame(ofView: "longButton") == LayoutRect(304, 550, 276, 30))
  }

  static let variedBody = """
    <subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-bb-001" userLabel="box">
            <constraints>
                <constraint firstAttribute="width" constant="50" id="w01-bb-001"/>
                <constraint firstAttribute="height" constant="50" id="h01-bb-001"/>
            </constraints>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="xtr-bb-001" userLabel="extra">
            <constraints>
                <constraint firstAttribute="width" constant="10" id="w02-bb-001"/>
                <constraint firstAttribute="height" constant="10" id="h02-bb-001"/>
            </constraints>
        </view>
        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-bb-001" userLabel="title">
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <variation key="heightClass=compact">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
            </variation>
        </label>
    </subviews>
    <constraints>
        <constraint firstItem="box-bb-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" constant="10" id="l01-bb-001">
            <variation key="heightClass=compact" constant="40"/>
            <variation key="heightClass=compact-widthClass=regular" constant="80"/>
        </constraint>
        <constraint firstItem="box-bb-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" constant="100" id="t01-bb-001"/>
        <constraint firstItem="xtr-bb-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="l02-bb-001"/>
        <constraint firstItem="xtr-bb-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="t02-bb-001"/>
        <constraint firstItem="ttl-bb-001" firstAttribute="leading" secondItem="root-aa-001" secondAttribute="leading" id="l03-bb-001"/>
        <constraint firstItem="ttl-bb-001" firstAttribute="top" secondItem="root-aa-001" secondAttribute="top" id="t03-bb-001"/>
    </constraints>
    <variation key="default">
        <mask key="subviews">
            <exclude reference="xtr-bb-001"/>
        </mask>
    </variation>
    <variation key="widthClass=regular">
        <mask key="subviews">
            <include reference="xtr-bb-001"/>
        </mask>
    </variation>
    """

  @Test func perClassConstantsMostSpecificWins() throws {
    let document = try #require(
      TestDocuments.read(TestDocuments.storyboard(body: Self.variedBody)))
    let scene = try #require(document.scenes.first)
    let environment = LayoutEnvironment(
      rootSize: .init(width: 800, height: 400), systemMinimumMargin: 20)
    func x(_ w: SizeClass, _ h: SizeClass) throws -> Double? {
      try TestDocuments.layOut(
        scene, traits: SizeClassPair(width: w, height: h), environment: environment
      ).frame(ofView: "box")?.x
    }
    #expect(try x(.compact, .regular) == 10)  // no variation: the base constant
    #expect(try x(.compact, .compact) == 40)  // heightClass=compact
    #expect(try x(.regular, .compact) == 80)  // heightClass=compact-widthClass=regular beats it
  }

  @Test func subviewMasksInstallViewsAndTheirConstraints() throws {
    let document = try #require(
      TestDocuments.read(TestDocuments.storyboard(body: Self.variedBody)))
    let scene = try #require(document.scenes.first)
    let compact = scene.scene.resolved(for: SizeClassPair(width: .compact, height: .regular)).scene
    let regular = scene.scene.resolved(for: SizeClassPair(width: .regular, height: .regular)).scene
    // Excluded in default, included for widthClass=regular: only there, with its constraints.
    #expect(!compact.views.contains { $0.name == "extra" })
    #expect(!compact.constraints.contains { $0.first.name == "extra" })
    #expect(regular.views.contains { $0.name == "extra" })
    #expect(regular.constraints.filter { $0.first.name == "extra" }.count == 4)
  }

  @Test func fontVariationsChangeTheTextModelsSize() throws {
    let document = try #require(
      TestDocuments.read(TestDocuments.storyboard(body: Self.variedBody)))
    let scene = try #require(document.scenes.first)
    let rendering = TextRendering(displayScale: 2, segmentedControlHeight: 31)
    let regular = TextMetrics.labelSize(
      text: "Title", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil,
      rendering: rendering)
    let bold = TextMetrics.labelSize(
      text: "Title", font: .boldSystem(30), numberOfLines: 1, preferredMaxLayoutWidth: nil,
      rendering: rendering)
    func title(_ traits: SizeClassPair) -> IntrinsicContentSize? {
      scene.scene.resolved(for: traits).scene.views.first { $0.name == "title" }?
        .intrinsicContentSize
    }
    #expect(
      title(SizeClassPair(width: .compact, height: .regular))
        == IntrinsicContentSize(width: regular.width, height: regular.height))
    #expect(
      title(SizeClassPair(width: .compact, height: .compact))
        == IntrinsicContentSize(width: bold.width, height: bold.height))
    #expect(bold.width > regular.width)
    #expect(scene.textSizedViews == ["title"])
  }
}
