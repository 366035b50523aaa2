import Testing

@testable import AdaptiveCommands

/// `adaptive validate` checks a document made for one kind of device on that kind only: an
/// iPad-only document (`targetRuntime="iOS.CocoaTouch.iPad"`) is not reported off screen on
/// iPhones, and a `~iphone` file not on iPads.
@Suite struct DeviceIdiomValidationTests {
  /// A xib whose one top-level view holds a 100×40 box pinned to its top-left corner.
  static func xib(runtime: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="\(runtime)" useAutolayout="YES" useTraitCollections="YES">
          <objects>
              <view contentMode="scaleToFill" id="top-aa-001">
                  <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-001">
                          <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="100" id="cw1-aa-001"/>
                              <constraint firstAttribute="height" constant="40" id="ch1-aa-001"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box-aa-001" firstAttribute="leading" secondItem="top-aa-001" secondAttribute="leading" id="cl1-aa-001"/>
                      <constraint firstItem="box-aa-001" firstAttribute="top" secondItem="top-aa-001" secondAttribute="top" id="ct1-aa-001"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """.utf8)
  }

  /// The targets `adaptive validate FILE` lays the xib out in, by name (`ipad-mini portrait`,
  /// a class canvas's `wC hR`, ` rtl` after right-to-left ones), read from its JSON report; and
  /// the exit status.
  static func targets(file: String, runtime: String) -> (status: Int32, names: [String]) {
    let run = CommandHarness.run(
      ["validate", file, "--jobs", "1", "--reporter", "json"],
      files: [file: xib(runtime: runtime)])
    let names = run.stdout.split(separator: "\n").compactMap { line -> String? in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix(#""name": ""#) else { return nil }
      return String(text.dropFirst(9).dropLast(text.hasSuffix(",") ? 2 : 1))
    }
    // The scene's own entry is named `top-aa-001 "View"`; targets start with w or i.
    return (run.status, names.filter { $0.hasPrefix("w") || $0.hasPrefix("i") })
  }

  @Test func anIPadOnlyDocumentIsCheckedOnIPads() {
    let (status, names) = Self.targets(file: "Pad.xib", runtime: "iOS.CocoaTouch.iPad")
    #expect(status == 0)
    // The 6 class canvases of a regular or any height (an iPad's height is never compact) and
    // the 22 configurations of the bundled iPads (2 + 4 + 8 + 8), each in both directions.
    #expect(names.count == 56)
    #expect(names.filter { $0.hasPrefix("ipad-") }.count == 44)
    #expect(names.allSatisfy { !$0.hasPrefix("iphone-") && !$0.contains(" hC") })
    #expect(names.contains("ipad-mini landscape-1/3"))
    #expect(names.contains("wC hR rtl"))
  }

  @Test func anIPhoneOnlyFileIsCheckedOnIPhones() {
    let (status, names) = Self.targets(file: "Cell~iphone.xib", runtime: "iOS.CocoaTouch")
    #expect(status == 0)
    // 8 class canvases (an iPhone is never regular in both) and the 9 bundled iPhones' 18
    // configurations, both directions.
    #expect(names.count == 52)
    #expect(names.filter { $0.hasPrefix("iphone-") }.count == 36)
    #expect(names.allSatisfy { !$0.hasPrefix("ipad-") && !$0.hasPrefix("wR hR") })
  }

  @Test func aUniversalDocumentIsCheckedEverywhere() {
    let run = CommandHarness.run(
      ["validate", "Any.xib", "--jobs", "1"],
      files: ["Any.xib": Self.xib(runtime: "iOS.CocoaTouch")])
    // 9 canvases, 22 iPad and 18 iPhone configurations, both directions: 98.
    #expect(run.stdout.contains("1 file, 98 layouts checked"))
  }
}
