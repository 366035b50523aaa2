/// Measuring a line, and breaking text into lines: the model's arithmetic.
extension TextMetrics {
  /// UIKit's padding above and below a button's title: 6 points (15 pt title: 18 + 12 = 30).
  public static let buttonTitleVerticalPadding = 6.0
  /// The intrinsic size UIKit gives a button with neither title nor image.
  public static let emptyButtonSize = LayoutSize(width: 30, height: 34)
  /// The least width UIKit gives a titled button's content (title and image, before the content
  /// insets): the empty button's 30, so a short title ("Tap", "On") still makes a 30-wide button.
  public static let minimumTitledButtonWidth = 30.0
  /// A bordered text field's padding left and right of its text.
  public static let textFieldBorderedPadding = 7.0
  /// A bordered text field's padding above and below its text.
  public static let textFieldVerticalPadding = 6.0
  /// The least height of a bordered text field (a rounded-rect field at 14 pt).
  public static let textFieldMinimumBorderedHeight = 30.0
  /// `NSTextContainer.lineFragmentPadding`: 5 points left and right of a text view's text.
  public static let textViewLineFragmentPadding = 5.0
  /// `UITextView.textContainerInset`'s top and bottom: 8 points.
  public static let textViewContainerInset = 8.0
  /// A segmented control's padding left and right of the widest title, per segment.
  public static let segmentHorizontalPadding = 7.5
  /// The divider between two segments.
  public static let segmentDividerWidth = 1.0

  /// `UIFont.lineHeight` of the font; `systemFont` says which font the system font is.
  public static func lineHeight(_ font: FontDescriptor, systemFont: SystemFontFace = .sanFrancisco)
    -> Double
  {
    let size = font.effectivePointSize
    switch font.face(systemFont: systemFont) {
    case .sanFrancisco: return SystemFontMetrics.lineHeight(pointSize: size)
    case .helveticaNeue: return HelveticaMetrics.lineHeight(pointSize: size)
    }
  }

  /// `UIFont.ascender` of the font: from the baseline up to the top of a line.
  public static func ascender(_ font: FontDescriptor, systemFont: SystemFontFace = .sanFrancisco)
    -> Double
  {
    let size = font.effectivePointSize
    switch font.face(systemFont: systemFont) {
    case .sanFrancisco: return SystemFontMetrics.ascender(pointSize: size)
    case .helveticaNeue: return size * HelveticaMetrics.ascender
    }
  }

  /// The width of one line of text, unrounded: the advance widths of its characters at the
  /// font's size and weight (San Francisco: the Display cut from 20 pt, and the size's tracking
  /// after every character the system font draws; Helvetica Neue: its widths, and iOS 7 and 8's
  /// tracking of the system font by size).
  public static func lineWidth<S: StringProtocol>(
    _ text: S, _ font: FontDescriptor, systemFont: SystemFontFace = .sanFrancisco
  ) -> Double {
    let size = font.effectivePointSize
    guard size > 0 else { return 0 }
    if font.face(systemFont: systemFont) == .helveticaNeue {
      let weight = font.weight
      // iOS 7 and 8 tracked their system font by size; a named Helvetica font keeps its spacing.
      let tracking =
        font.isApproximated ? 0 : HelveticaMetrics.systemFontTracking(pointSize: size)
      var width = 0.0
      for scalar in text.unicodeScalars {
        let advance = HelveticaMetrics.width(of: scalar, weight: weight)
        if AdvanceWidths.isFullWidth(scalar.value) {
          // A CJK fallback font (its own widths), none of the system font's tracking.
          width += advance * size / 1000
        } else if advance > 0 {
          width += advance * size / 1000 + tracking
        }
      }
      return max(0, width)
    }
    let cut = size >= SystemFontMetrics.displayCutSize ? AdvanceWidths.displayFactor : 1
    let perThousand = size / 1000 * cut * font.weight.widthFactor
    let tracking = SystemFontMetrics.tracking(pointSize: size)
    var width = 0.0
    for scalar in text.unicodeScalars {
      let advance = AdvanceWidths.width(of: scalar)
      if AdvanceWidths.isFullWidth(scalar.value) {
        // A CJK fallback font (its own widths): no weight change, none of the system font's
        // tracking.
        width += advance * size / 1000
      } else if advance > 0 {
        width += advance * perThousand + tracking
      }
    }
    return max(0, width)
  }

  /// The widths of the lines `text` is set in: hard line breaks always end a line; with more
  /// than one line allowed and a positive `maxWidth`, words wrap at it. `numberOfLines` 1 keeps
  /// the first line only, a positive count at most that many, 0 all of them. An empty text has
  /// one empty line.
  static func layOutLines(
    _ text: String, font: FontDescriptor, numberOfLines: Int, maxWidth: Double?,
    systemFont: SystemFontFace = .sanFrancisco
  ) -> [Double] {
    let paragraphs = splitParagraphs(text)
    if numberOfLines == 1 { return [lineWidth(paragraphs[0], font, systemFont: systemFont)] }
    let limit = maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    var lines: [Double] = []
    for paragraph in paragraphs {
      if let limit {
        lines += wrap(paragraph, font: font, maxWidth: limit, systemFont: systemFont)
      } else {
        lines.append(lineWidth(paragraph, font, systemFont: systemFont))
      }
      if numberOfLines > 0 && lines.count >= numberOfLines {
        return Array(lines.prefix(numberOfLines))
      }
    }
    return lines
  }

  /// The text up to its first line break.
  static func firstLine(of text: String) -> Substring {
    splitParagraphs(text)[0]
  }

  /// The text split at hard line breaks (`\n`, `\r\n`, `\r`, U+2028, U+2029); never empty.
  /// Line breaks at the end of the text start no line: `"a\n"` and `"a\n\n"` are one line,
  /// as `UILabel` sizes them (a label of the corpus recorded five lines tall holds five lines of
  /// text and two line breaks after them).
  static func splitParagraphs(_ text: String) -> [Substring] {
    let parts = text.split(
      omittingEmptySubsequences: false,
      whereSeparator: {
        $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}"
      })
    var paragraphs = parts[...]
    while paragraphs.count > 1, paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
    return paragraphs.isEmpty ? [Substring("")] : Array(paragraphs)
  }

  /// Greedy word wrapping, as TextKit's `byWordWrapping` does it: a line takes words while they
  /// fit; spaces at the end of a line take no room; a word wider than a line breaks between
  /// characters.
  ///
  /// Widths add up character by character (the model has no kerning), so each character is
  /// measured once and a line's width is a difference of prefix sums: linear in the paragraph's
  /// length, whatever the text.
  static func wrap(
    _ paragraph: Substring, font: FontDescriptor, maxWidth: Double,
    systemFont: SystemFontFace = .sanFrancisco
  ) -> [Double] {
    let characters = Array(paragraph)
    // prefix[i]: the width of characters[0..<i]; runStart[i]: where the run of spaces that
    // ends at i starts (i itself when characters[i - 1] is not a space).
    var prefix = [0.0]
    var runStart = [0]
    prefix.reserveCapacity(characters.count + 1)
    runStart.reserveCapacity(characters.count + 1)
    for (index, character) in characters.enumerated() {
      prefix.append(prefix[index] + lineWidth(String(character), font, systemFont: systemFont))
      runStart.append(character == " " ? runStart[index] : index + 1)
    }
    /// The width of characters[start..<end] without its trailing spaces, which hang past the
    /// line's end.
    func visible(_ start: Int, _ end: Int) -> Double {
      prefix[max(start, runStart[end])] - prefix[start]
    }
    let limit = maxWidth + 1e-9
    var lines: [Double] = []
    var start = 0  // the current line is characters[start..<end]
    var end = 0
    for pieceEnd in breakOpportunities(characters) {
      if end > start && visible(start, pieceEnd) > limit {
        lines.append(visible(start, end))
        start = end
      }
      end = pieceEnd
      // A word that does not fit a line on its own breaks between characters.
      while visible(start, end) > limit && end - start > 1 {
        var cut = start + 1
        while cut < end && visible(start, cut + 1) <= limit { cut += 1 }
        lines.append(visible(start, cut))
        start = cut
      }
    }
    lines.append(visible(start, end))
    return lines
  }

  /// Where a line may end: after a word and the spaces that follow it, after a hyphen that a
  /// letter follows (not between hyphens, nor before a digit: "--x" breaks only before the x,
  /// "-5" not at all), and on either side of a CJK character. Indices just past each piece;
  /// the last is the paragraph's end.
  static func breakOpportunities(_ characters: [Character]) -> [Int] {
    func isCJK(_ character: Character) -> Bool {
      character.unicodeScalars.first.map { AdvanceWidths.isFullWidth($0.value) } ?? false
    }
    var ends: [Int] = []
    for index in characters.indices.dropFirst() {
      let last = characters[index - 1]
      let character = characters[index]
      let afterSpaces = last == " " && character != " "
      let afterHyphen =
        last == "-" && character != "-" && character != " " && !character.isNumber
      if afterSpaces || afterHyphen || isCJK(character) || isCJK(last) {
        ends.append(index)
      }
    }
    ends.append(characters.count)
    return ends
  }

  /// The value, or 0 when it is not a finite number (no size comes from NaN or infinity).
  static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
