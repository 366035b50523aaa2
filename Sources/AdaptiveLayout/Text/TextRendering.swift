/// The screen and UIKit version text is measured for: what decides how sizes round, and the
/// few control sizes that changed between iOS versions.
public struct TextRendering: Sendable, Hashable {
  /// Pixels per point (2 on a Retina iPhone 8, 3 on an iPhone 15): intrinsic sizes are rounded
  /// up to whole pixels, as `UILabel` rounds its text's bounding box.
  public var displayScale: Double
  /// The segmented control's height: 28 before iOS 13, 31 from iOS 13 on (Xcode 11).
  public var segmentedControlHeight: Double
  /// What the system font is: San Francisco (iOS 9 and later, Xcode 7 and later) or Helvetica
  /// Neue (iOS 7 and 8: documents last laid out by Xcode 5 or 6).
  public var systemFont: SystemFontFace
  /// The leading a text style's font (`preferredFont(forTextStyle:)`) adds to each line, in
  /// points, taken above the ascender: −1 before iOS 10 (documents of Xcode 5 to 7), whose
  /// text-style labels Xcode recorded a point shorter than the plain system font's, with their
  /// baselines a point higher; 0 from iOS 10 on. Docs/text-metrics.md gives the evidence.
  public var textStyleLeading: Double

  /// Creates a rendering context.
  public init(
    displayScale: Double = 2, segmentedControlHeight: Double = 31,
    systemFont: SystemFontFace = .sanFrancisco, textStyleLeading: Double = 0
  ) {
    self.displayScale = displayScale
    self.segmentedControlHeight = segmentedControlHeight
    self.systemFont = systemFont
    self.textStyleLeading = textStyleLeading
  }

  /// A Retina (@2x) screen on a current iOS: the context of `TextMetrics`' shorter calls.
  public static let standard = TextRendering()

  /// The length rounded up to a whole pixel: `ceil(length × scale) / scale`.
  ///
  /// A hair of round-off (a millionth of a pixel) is forgiven first, so that an exact 20.5
  /// computed as 20.500000000001 stays 20.5.
  public func ceilToPixel(_ length: Double) -> Double {
    guard length.isFinite, length > 0 else { return 0 }
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    return ((length * scale) - 1e-6).rounded(.up) / scale
  }
}
