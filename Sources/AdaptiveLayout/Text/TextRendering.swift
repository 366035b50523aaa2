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
  /// The content size category text styles are sized for: Large (UIKit's default) or, for
  /// documents of Xcode 5 to 7, Medium — the size Interface Builder measured their text styles
  /// at (Docs/text-metrics.md gives the evidence).
  public var textStyleSizeCategory: ContentSizeCategory

  /// Creates a rendering context.
  public init(
    displayScale: Double = 2, segmentedControlHeight: Double = 31,
    systemFont: SystemFontFace = .sanFrancisco, textStyleSizeCategory: ContentSizeCategory = .large
  ) {
    self.displayScale = displayScale
    self.segmentedControlHeight = segmentedControlHeight
    self.systemFont = systemFont
    self.textStyleSizeCategory = textStyleSizeCategory
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
