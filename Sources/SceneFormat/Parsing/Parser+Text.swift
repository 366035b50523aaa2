import AdaptiveLayout

extension Parser {
  /// The value of `text "…" ["…" …]`, `font …`, `lines N` or `preferredMaxLayoutWidth W`, its
  /// keyword already read; nil after reporting an error.
  mutating func parseTextProperty(_ word: String) -> ViewProperty.Value? {
    switch word {
    case "text":
      var strings: [String] = []
      while case .string(let string) = current.kind {
        strings.append(string)
        advance()
      }
      guard !strings.isEmpty else {
        expected("the text in double quotes after 'text' (e.g. text \"Name\")")
        return nil
      }
      return .text(strings)
    case "font":
      return parseFont().map { .font($0) }
    case "lines":
      guard case .number(let value) = current.kind, let count = Int(exactly: value),
        count >= 0, count <= 1_000_000
      else {
        expected("a whole number of lines after 'lines' (0 for as many as the text needs)")
        return nil
      }
      advance()
      return .lines(count)
    default:  // preferredMaxLayoutWidth
      guard case .number(let value) = current.kind, value > 0, value.isFinite else {
        expected("a width greater than 0 after 'preferredMaxLayoutWidth'")
        return nil
      }
      advance()
      return .preferredMaxLayoutWidth(value)
    }
  }

  /// `system 17 [weight]`, `boldSystem 20`, `italicSystem 14`, `textStyle body`, or a font's
  /// PostScript name in quotes and a size: `"HelveticaNeue-Bold" 17`.
  mutating func parseFont() -> FontDescriptor? {
    let usage =
      "system SIZE [WEIGHT], boldSystem SIZE, italicSystem SIZE, textStyle STYLE "
      + "or \"PostScriptName\" SIZE"
    if case .string(let name) = current.kind {
      advance()
      guard let size = parseFontSize() else { return nil }
      return FontDescriptor(design: .custom(name: name, family: nil), pointSize: size)
    }
    guard let kind = currentIdentifier else {
      expected("a font after 'font': \(usage)")
      return nil
    }
    switch kind {
    case "system", "boldSystem", "italicSystem":
      advance()
      guard let size = parseFontSize() else { return nil }
      guard kind == "system", let weightName = currentIdentifier else {
        let design: FontDescriptor.Design =
          kind == "system" ? .system : kind == "boldSystem" ? .boldSystem : .italicSystem
        return FontDescriptor(design: design, pointSize: size)
      }
      guard let weight = FontWeight(named: weightName) else {
        let weights = FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
        error(at: current, "unknown font weight '\(weightName)'; expected one of \(weights)")
        return nil
      }
      advance()
      return FontDescriptor(design: .systemWeight(weight.rawValue), pointSize: size)
    case "textStyle":
      advance()
      guard let style = currentIdentifier, TextStyle(named: style) != nil else {
        let styles = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
        if currentIdentifier != nil {
          error(
            at: current,
            "unknown text style \(current.kind.spelling); expected one of \(styles)")
        } else {
          expected("a text style after 'textStyle' (\(styles))")
        }
        return nil
      }
      advance()
      return FontDescriptor.textStyle(style)
    default:
      error(at: current, "unknown font '\(kind)'; expected \(usage)")
      return nil
    }
  }

  /// A font size: a number greater than 0.
  mutating func parseFontSize() -> Double? {
    guard case .number(let size) = current.kind, size > 0, size.isFinite else {
      expected("a font size in points greater than 0 (e.g. 17)")
      return nil
    }
    advance()
    return size
  }
}
