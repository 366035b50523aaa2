/// iOS 15's configuration-based buttons (`<buttonConfiguration>` in Interface Builder).
extension TextMetrics {
  /// The content insets of a `UIButton.Configuration` of the default (medium) size: 7 above and
  /// below, 12 on each side.
  public static let configurationContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

  /// The intrinsic content size of a button with a `UIButton.Configuration` (plain, gray,
  /// tinted or filled style, medium size).
  ///
  /// The title in the body text style (17 pt) unless `font` says otherwise, beside the image
  /// with `imagePadding` between them, inside the configuration's content insets; the whole
  /// rounded up to a pixel. In the corpus, an "Install" configuration button records
  /// 68.667 × 34.333 on a @3x device; the model says 44.675 + 24 = 68.675 → 69 and
  /// 20.287 + 14 = 34.287 → 34.333.
  public static func configuredButtonSize(
    title: String?, font: FontDescriptor = .textStyle("body"),
    contentInsets: EdgeInsets = configurationContentInsets, imageSize: LayoutSize? = nil,
    imagePadding: Double = 0, rendering: TextRendering = .standard
  ) -> LayoutSize {
    let font = font.resolved(for: rendering)
    let titleText = firstLine(of: title ?? "")
    let titleWidth =
      titleText.isEmpty ? 0 : lineWidth(titleText, font, systemFont: rendering.systemFont)
    let titleHeight = titleText.isEmpty ? 0 : lineHeight(font, systemFont: rendering.systemFont)
    let imageWidth = max(0, finite(imageSize?.width ?? 0))
    let imageHeight = max(0, finite(imageSize?.height ?? 0))
    let padding = titleWidth > 0 && imageWidth > 0 ? max(0, finite(imagePadding)) : 0
    let width =
      titleWidth + padding + imageWidth + finite(contentInsets.left) + finite(contentInsets.right)
    let height =
      max(titleHeight, imageHeight) + finite(contentInsets.top) + finite(contentInsets.bottom)
    return LayoutSize(
      width: rendering.ceilToPixel(max(0, width)), height: rendering.ceilToPixel(max(0, height)))
  }
}
