/// Intrinsic content sizes and baselines of UIKit's text views, computed from a model of the
/// system font, since Interface Builder documents do not store them.
///
/// ```swift
/// TextMetrics.labelSize(
///   text: "Label", font: .system(17), numberOfLines: 1, preferredMaxLayoutWidth: nil)
/// // 41.5x20.5 on a @2x screen: the text's width and the font's line height, each rounded up
/// // to a whole pixel
/// ```
///
/// Every call without a `rendering:` argument measures for `TextRendering.standard` (@2x).
/// The model (advance widths, tracking, line height, control paddings), its sources and its
/// measured accuracy are described in Docs/text-metrics.md.
public enum TextMetrics {
  /// A `UILabel`'s intrinsic content size.
  ///
  /// One line: the text's width and the line height. More lines (`numberOfLines` 0 for any
  /// number): words wrap at `preferredMaxLayoutWidth` (no wrapping without it) and the height is
  /// the number of lines times the line height. An empty text has no size, as in UIKit.
  public static func labelSize(
    text: String, font: FontDescriptor, numberOfLines: Int, preferredMaxLayoutWidth: Double?
  ) -> LayoutSize {
    labelSize(
      text: text, font: font, numberOfLines: numberOfLines,
      preferredMaxLayoutWidth: preferredMaxLayoutWidth, rendering: .standard)
  }

  /// A `UILabel`'s intrinsic content size, rounded for the given screen.
  public static func labelSize(
    text: String, font: FontDescriptor, numberOfLines: Int, preferredMaxLayoutWidth: Double?,
    rendering: TextRendering
  ) -> LayoutSize {
    let font = font.resolved(for: rendering)
    let lines = layOutLines(
      text, font: font, numberOfLines: numberOfLines, maxWidth: preferredMaxLayoutWidth,
      systemFont: rendering.systemFont)
    guard !lines.isEmpty, lines.contains(where: { $0 > 0 }) || lines.count > 1 else {
      return LayoutSize(width: 0, height: 0)
    }
    let width = lines.max() ?? 0
    let height = Double(lines.count) * lineHeight(font, systemFont: rendering.systemFont)
    return LayoutSize(
      width: rendering.ceilToPixel(width), height: rendering.ceilToPixel(height))
  }

  /// A system `UIButton`'s intrinsic content size (the classic, not the configuration-based one).
  ///
  /// The title's size in whole points, six points above and below it (UIKit's vertical padding
  /// of a button's title, which makes the default 15 pt button 30 tall), beside the image; then
  /// the content insets around them. A button with neither title nor image is 30×34, as UIKit
  /// makes it; a titled one is at least 30 wide before its content insets
  /// (`minimumTitledButtonWidth`).
  /// `titleInsets` only move the title inside the button: UIKit leaves them out of the intrinsic
  /// size, and so does the model.
  public static func buttonSize(
    title: String?, font: FontDescriptor, contentInsets: EdgeInsets, titleInsets: EdgeInsets,
    imageSize: LayoutSize?
  ) -> LayoutSize {
    buttonSize(
      title: title, font: font, contentInsets: contentInsets, titleInsets: titleInsets,
      imageSize: imageSize, rendering: .standard)
  }

  /// A system `UIButton`'s intrinsic content size for the given screen (the title is measured in
  /// whole points on every screen, so only a fractional image or inset depends on it).
  public static func buttonSize(
    title: String?, font: FontDescriptor, contentInsets: EdgeInsets, titleInsets: EdgeInsets,
    imageSize: LayoutSize?, rendering: TextRendering
  ) -> LayoutSize {
    let font = font.resolved(for: rendering)
    let titleText = firstLine(of: title ?? "")
    let image = imageSize.map {
      LayoutSize(width: max(0, finite($0.width)), height: max(0, finite($0.height)))
    }
    var width: Double
    var height: Double
    if titleText.isEmpty && image == nil {
      width = emptyButtonSize.width
      height = emptyButtonSize.height
    } else {
      // A button's title is measured in whole points, whatever the screen: a 15 pt "Button"
      // (45.5 wide, 17.9 tall) makes the 46×30 button Interface Builder has always shown.
      let wholePoints = TextRendering(displayScale: 1)
      let titleWidth =
        titleText.isEmpty
        ? 0
        : wholePoints.ceilToPixel(
          lineWidth(titleText, font, systemFont: rendering.systemFont))
      let titleHeight =
        titleText.isEmpty
        ? 0
        : wholePoints.ceilToPixel(lineHeight(font, systemFont: rendering.systemFont))
          + 2 * buttonTitleVerticalPadding
      // A titled button is never narrower than 30 points of content, the width of an empty one:
      // two roundedRect "Tap" buttons (15 pt title 25.6 → 26 wide) are recorded 30 × 30 (in
      // VictorSemenchuk's Main.storyboard, Xcode 9); no titled button in either document set is
      // recorded narrower than 30. Image-only buttons keep their image's width (no evidence either
      // way below 30) and the content insets add outside the minimum (not yet seen either).
      let least = titleText.isEmpty ? 0 : minimumTitledButtonWidth
      width = max(titleWidth + (image?.width ?? 0), least)
      height = max(titleHeight, image?.height ?? 0)
    }
    width += finite(contentInsets.left) + finite(contentInsets.right)
    height += finite(contentInsets.top) + finite(contentInsets.bottom)
    return LayoutSize(width: max(0, width), height: max(0, height))
  }

  /// A `UITextField`'s intrinsic content size.
  ///
  /// The width of its text (or, when empty, its placeholder) plus the border style's padding;
  /// the height of a line, and at least 30 points with a border (`roundedRect`, `bezel`,
  /// `line`): a rounded-rect field in the default 14 pt font is 30 tall.
  public static func textFieldSize(
    text: String?, placeholder: String?, font: FontDescriptor, borderStyle: String?
  ) -> LayoutSize {
    textFieldSize(
      text: text, placeholder: placeholder, font: font, borderStyle: borderStyle,
      rendering: .standard)
  }

  /// A `UITextField`'s intrinsic content size, rounded for the given screen.
  public static func textFieldSize(
    text: String?, placeholder: String?, font: FontDescriptor, borderStyle: String?,
    rendering: TextRendering
  ) -> LayoutSize {
    let font = font.resolved(for: rendering)
    let shown = firstLine(of: (text?.isEmpty ?? true) ? (placeholder ?? "") : (text ?? ""))
    let bordered = borderStyle.map { $0 != "none" && !$0.isEmpty } ?? false
    let padding = bordered ? textFieldBorderedPadding : 0
    let width =
      rendering.ceilToPixel(lineWidth(shown, font, systemFont: rendering.systemFont)) + 2 * padding
    let line = rendering.ceilToPixel(lineHeight(font, systemFont: rendering.systemFont))
    let height =
      bordered
      ? max(
        textFieldMinimumBorderedHeight, rendering.ceilToPixel(line + 2 * textFieldVerticalPadding))
      : line
    return LayoutSize(width: width, height: height)
  }

  /// A `UITextView`'s intrinsic content size when scrolling is disabled (a scrolling text view
  /// has none): its text's lines, plus the text container's insets (8 above and below) and
  /// line fragment padding (5 on each side). An empty text view keeps one line's height.
  public static func textViewSize(text: String?, font: FontDescriptor) -> LayoutSize {
    textViewSize(text: text, font: font, rendering: .standard)
  }

  /// A non-scrolling `UITextView`'s intrinsic content size, rounded for the given screen.
  public static func textViewSize(text: String?, font: FontDescriptor, rendering: TextRendering)
    -> LayoutSize
  {
    let font = font.resolved(for: rendering)
    let lines = layOutLines(
      text ?? "", font: font, numberOfLines: 0, maxWidth: nil, systemFont: rendering.systemFont)
    let count = max(1, lines.count)
    let width = rendering.ceilToPixel(lines.max() ?? 0) + 2 * textViewLineFragmentPadding
    let height =
      rendering.ceilToPixel(
        Double(count) * lineHeight(font, systemFont: rendering.systemFont))
      + 2 * textViewContainerInset
    return LayoutSize(width: width, height: height)
  }

  /// A `UISegmentedControl`'s intrinsic content size.
  ///
  /// Every segment is as wide as the widest title plus the segment's padding (UIKit's default,
  /// `apportionsSegmentWidthsByContent = NO`), with a one-point divider between segments; the
  /// height is the control's fixed height (`TextRendering.segmentedControlHeight`).
  public static func segmentedControlSize(titles: [String], font: FontDescriptor) -> LayoutSize {
    segmentedControlSize(titles: titles, font: font, rendering: .standard)
  }

  /// A `UISegmentedControl`'s intrinsic content size, rounded for the given screen.
  public static func segmentedControlSize(
    titles: [String], font: FontDescriptor, rendering: TextRendering
  ) -> LayoutSize {
    let font = font.resolved(for: rendering)
    let count = titles.count
    guard count > 0 else { return LayoutSize(width: 0, height: rendering.segmentedControlHeight) }
    let widest =
      titles.map { lineWidth(firstLine(of: $0), font, systemFont: rendering.systemFont) }.max()
      ?? 0
    let segment = rendering.ceilToPixel(widest) + 2 * segmentHorizontalPadding
    let width = Double(count) * segment + Double(count - 1) * segmentDividerWidth
    return LayoutSize(width: width, height: rendering.segmentedControlHeight)
  }

  /// The baselines of text set in `font` on `numberOfLines` lines (0: as many as fit) in a view
  /// `height` tall.
  ///
  /// UIKit centres a label's text vertically in its bounds: the first baseline is the font's
  /// ascender below the top of the text, the last `numberOfLines − 1` line heights further
  /// down. `first` is measured from the view's top and `last` from its bottom, as `Baseline`
  /// wants them.
  public static func baselines(font: FontDescriptor, numberOfLines: Int, height: Double)
    -> Baseline
  {
    baselines(font: font, numberOfLines: numberOfLines, height: height, rendering: .standard)
  }

  /// The baselines of text in `font`, for the rendering's system font and text-style leading
  /// (baselines are not rounded).
  public static func baselines(
    font: FontDescriptor, numberOfLines: Int, height: Double, rendering: TextRendering
  ) -> Baseline {
    let font = font.resolved(for: rendering)
    let line = lineHeight(font, systemFont: rendering.systemFont)
    let size = finite(height)
    var lines = max(1, numberOfLines)
    if numberOfLines <= 0 && line > 0 {
      // As many lines as the height holds (one at least), forgiving round-off.
      lines = max(1, Int(((size + 1e-6) / line).rounded(.down)))
    }
    let textHeight = Double(lines) * line
    let top = (size - textHeight) / 2
    let first = top + ascender(font, systemFont: rendering.systemFont)
    let lastFromTop = first + Double(lines - 1) * line
    return Baseline(first: first, last: size - lastFromTop)
  }
}
