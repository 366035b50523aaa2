import AdaptiveLayout
import InterfaceBuilder
import SizeClasses
import Testing

/// Small Interface Builder documents written for the tests (never copied from the corpus), and
/// helpers to read and lay them out.
enum TestDocuments {
  /// A storyboard with one view controller scene whose root view holds `body` (subviews,
  /// constraints, variations, guides); `device` nil writes an Xcode 7 document with old layout
  /// guides `top-gd-001` and `bot-gd-001`. `toolsVersion` is Xcode 7's 8191 without a device,
  /// Xcode 12's 17701 with one, unless given.
  static func storyboard(
    device: String? = "retina4_7", orientation: String = "portrait", body: String,
    controllerExtra: String = "", toolsVersion: String? = nil
  ) -> String {
    let deviceLine =
      device.map { "    <device id=\"\($0)\" orientation=\"\(orientation)\"/>\n" } ?? ""
    let guides =
      device == nil
      ? """
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="top-gd-001"/>
                              <viewControllerLayoutGuide type="bottom" id="bot-gd-001"/>
                          </layoutGuides>

      """ : ""
    let size =
      device == nil
      ? "600\" height=\"600"
      : orientation == "portrait" ? "375\" height=\"667" : "667\" height=\"375"
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion ?? (device == nil ? "8191" : "17701"))" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
      \(deviceLine)    <scenes>
              <!--Test Controller-->
              <scene sceneID="scn-aa-001">
                  <objects>
                      <viewController id="vc0-aa-001" sceneMemberID="viewController">
      \(guides)                    <view key="view" contentMode="scaleToFill" id="root-aa-001">
                              <rect key="frame" x="0.0" y="0.0" width="\(size)"/>
      \(body)
                          </view>
      \(controllerExtra)                </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>

      """
  }

  /// Reads a document, failing the test on errors.
  static func read(_ text: String, path: String = "test.storyboard") -> InterfaceBuilderDocument? {
    let (document, diagnostics) = DocumentReader.read(bytes: Array(text.utf8), path: path)
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)")
    return document
  }

  /// Lays a document scene out for `traits` in `environment` (the design canvas by default).
  static func layOut(
    _ scene: DocumentScene, traits: SizeClassPair? = nil, environment: LayoutEnvironment? = nil
  ) throws -> LayoutEngine {
    let resolved = scene.scene.resolved(for: traits ?? scene.canvas.traits)
    return try LayoutEngine(
      scene: resolved.scene, environment: environment ?? scene.canvas.environment)
  }
}

extension LayoutRect {
  /// Shorthand for expectations.
  init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.init(x: x, y: y, width: width, height: height)
  }
}
