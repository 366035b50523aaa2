/// Measuring a line, and breaking text into lines: the model's arithmetic.
extension TextMetrics {
  /// UIKit's padding above and below a button's title: 6 points (15 pt title: 18 + 12 = 30).
  public static let buttonTitleVerticalPadding = 6.0
  /// The intrinsic size UIKit gives a button with neither title nor image.
  public static let emptyButtonSize = LayoutSize(width: 30, height: 34)
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

  /// `UIFont.lineHeight` of the font.
  public static func lineHeight(_ font: FontDescriptor) -> Double {
    SystemFontMetrics.lineHeight(pointSize: font.effectivePointSize)
  }

  /// The width of one line of text, unrounded: the advance widths of its characters at the
  /// font's size and weight (the Display cut from 20 pt), plus the size's tracking after every
  /// character the system font draws.
  public static func lineWidth<S: StringProtocol>(_ text: S, _ font: FontDescriptor) -> Double {
    let size = font.effectivePointSize
    guard size > 0 else { return 0 }
    let cut = size >= SystemFontMetrics.displayCutSize ? AdvanceWidths.displayFactor : 1
    let perThousand = size / 1000 * cut * font.weight.widthFactor
    let tracking = SystemFontMetrics.tracking(pointSize: size)
    var width = 0.0
    for scalar in text.unicodeScalars {
      let advance = AdvanceWidths.width(of: scalar)
      if AdvanceWidths.isFullWidth(scalar.value) {
        // A CJK fallback font: one em, no weight change, none of the system font's tracking.
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
    _ text: String, font: FontDescriptor, numberOfLines: Int, maxWidth: Double?
  ) -> [Double] {
    let paragraphs = splitParagraphs(text)
    if numberOfLines == 1 { return [lineWidth(paragraphs[0], font)] }
    let limit = maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    var lines: [Double] = []
    for paragraph in paragraphs {
      if let limit {
        lines += wrap(paragraph, font: font, maxWidth: limit)
      } else {
        lines.append(lineWidth(paragraph, font))
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
  /// characters. A break may follow a space or a hyphen, and fall on either side of a CJK
  /// character.
  static func wrap(_ paragraph: Substring, font: FontDescriptor, maxWidth: Double) -> [Double] {
    var lines: [Double] = []
    var line = ""  // the current line, with its trailing spaces
    for word in breakOpportunities(paragraph) {
      let candidate = line + word
      if line.isEmpty || visibleWidth(candidate, font) <= maxWidth + 1e-9 {
        line = candidate
      } else {
        lines.append(visibleWidth(line, font))
        line = word
      }
      // A word that does not fit a line on its own breaks between characters.
      while visibleWidth(line, font) > maxWidth + 1e-9 && line.count > 1 {
        var head = ""
        for character in line {
          if !head.isEmpty && visibleWidth(head + String(character), font) > maxWidth + 1e-9 {
            break
          }
          head.append(character)
        }
        lines.append(visibleWidth(head, font))
        line = String(line.dropFirst(head.count))
      }
    }
    lines.append(visibleWidth(line, font))
    return lines
  }

  /// The width of a line without its trailing spaces, which hang past the line's end.
  static func visibleWidth(_ line: String, _ font: FontDescriptor) -> Double {
    var end = line.endIndex
    while end > line.startIndex, line[line.index(before: end)] == " " {
      end = line.index(before: end)
    }
    return lineWidth(line[..<end], font)
  }

  /// The paragraph cut into pieces a line may end after: a word with the spaces (or hyphen)
  /// that follow it, or a single CJK character.
  static func breakOpportunities(_ paragraph: Substring) -> [String] {
    var pieces: [String] = []
    var current = ""
    for character in paragraph {
      let isCJK =
        character.unicodeScalars.first.map { AdvanceWidths.isFullWidth($0.value) } ?? false
      if isCJK {
        if !current.isEmpty { pieces.append(current) }
        pieces.append(String(character))
        current = ""
        continue
      }
      // A line may end after spaces, and after a hyphen that a letter follows (not between
      // hyphens, nor before a digit: "--x" breaks only before the x, "-5" not at all).
      if character != " ", let last = current.last,
        last == " " || (last == "-" && character != "-" && !character.isNumber)
      {
        pieces.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  /// The value, or 0 when it is not a finite number (no size comes from NaN or infinity).
  static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
