import AdaptiveLayout

extension Parser {
  /// Stack view properties; like the other property keywords, they start a property only when
  /// not followed by '.' or ':'.
  static let stackPropertyKeywords: NameSet = [
    "axis", "distribution", "alignment", "spacing", "baselineRelative", "marginsRelative",
  ]

  /// `axis horizontal|vertical`, `distribution D`, `alignment A`, `spacing N|standard`,
  /// `baselineRelative [true|false]`, `marginsRelative [true|false]`; only inside a view's
  /// block (the binder checks that the view is a `stackView`).
  mutating func parseStackProperty(into contents: inout BlockContents, scope: Scope) -> Bool {
    let keyword = current
    let word = currentIdentifier ?? ""
    guard case .view = scope else {
      error(
        at: keyword,
        "the stack property '\(word)' belongs inside a stack view's block: "
          + "view name: stackView { \(word) … }")
      return false
    }
    advance()
    let value: ViewProperty.Value
    switch word {
    case "axis":
      guard let axis = parseChoice(after: word, LayoutAxis.allCases.map { ($0.rawValue, $0) })
      else { return false }
      value = .axis(axis)
    case "distribution":
      guard
        let distribution = parseChoice(
          after: word, StackDistribution.allCases.map { ($0.rawValue, $0) })
      else { return false }
      value = .distribution(distribution)
    case "alignment":
      // UIKit's `top` and `bottom` are `leading` and `trailing`.
      let choices =
        StackAlignment.allCases.map { ($0.rawValue, $0) } + [
          ("top", StackAlignment.top), ("bottom", StackAlignment.bottom),
        ]
      guard let alignment = parseChoice(after: word, choices) else { return false }
      value = .alignment(alignment)
    case "spacing":
      if currentIdentifier == "standard" {
        advance()
        value = .spacing(.standard)
      } else {
        guard current.kind == .minus || isNumber(current.kind) else {
          expected("a number or 'standard' after 'spacing'")
          return false
        }
        guard let points = parseSignedNumber(after: "'spacing'") else { return false }
        value = .spacing(.fixed(points))
      }
    default:  // baselineRelative, marginsRelative
      var flag = true
      if let word = currentIdentifier, word == "true" || word == "false" {
        flag = word == "true"
        advance()
      } else if !isAtEndOfStatement {
        expected("'true', 'false' or the end of the statement after '\(word)'")
        return false
      }
      value = word == "baselineRelative" ? .baselineRelative(flag) : .marginsRelative(flag)
    }
    contents.properties.append(ViewProperty(value, at: keyword.location))
    return true
  }

  /// One of a fixed set of words, with a "did you mean" for a wrong case.
  mutating func parseChoice<T>(after what: String, _ choices: [(String, T)]) -> T? {
    let names = choices.map(\.0)
    guard let word = currentIdentifier else {
      expected("one of \(names.joined(separator: ", ")) after '\(what)'")
      return nil
    }
    guard let match = choices.first(where: { $0.0 == word }) else {
      if let near = names.first(where: { $0.lowercased() == word.lowercased() }) {
        error(at: current, "unknown \(what) '\(word)'; did you mean '\(near)'?")
      } else {
        error(
          at: current,
          "unknown \(what) '\(word)'; expected one of \(names.joined(separator: ", "))")
      }
      return nil
    }
    advance()
    return match.1
  }

  private func isNumber(_ kind: Token.Kind) -> Bool {
    if case .number = kind { return true }
    return false
  }
}
