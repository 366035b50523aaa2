import Foundation

extension Parser {
  /// `intrinsic WxH`, `hugging H [V]`, `resistance H [V]`, `baseline F [L]`,
  /// `margins M | T L B R`, `hidden [true|false]`; only inside a view's block.
  mutating func parseProperty(into contents: inout BlockContents, scope: Scope) -> Bool {
    let keyword = current
    let word = currentIdentifier ?? ""
    guard case .view = scope else {
      error(
        at: keyword,
        "the property '\(word)' belongs inside a view's block: view name { \(word) … }")
      return false
    }
    advance()
    let value: ViewProperty.Value
    switch word {
    case "text", "font", "lines", "preferredMaxLayoutWidth":
      guard let text = parseTextProperty(word) else { return false }
      value = text
    case "intrinsic":
      guard case .size(let width, let height) = current.kind else {
        expected("a size WxH after 'intrinsic' (e.g. 82x21; '-' for no size on an axis: -x30)")
        return false
      }
      advance()
      value = .intrinsicSize(width: width, height: height)
    case "hugging", "resistance":
      guard let horizontal = parsePriorityValue(after: word) else { return false }
      var vertical = horizontal
      if !isAtEndOfStatement {
        guard let second = parsePriorityValue(after: word) else { return false }
        vertical = second
      }
      value =
        word == "hugging"
        ? .hugging(horizontal: horizontal, vertical: vertical)
        : .compressionResistance(horizontal: horizontal, vertical: vertical)
    case "baseline":
      guard let first = parseSignedNumber(after: "'baseline'") else { return false }
      var last: Double?
      if !isAtEndOfStatement {
        guard let value = parseSignedNumber(after: "the first baseline") else { return false }
        last = value
      }
      value = .baseline(first: first, last: last)
    case "margins":
      var values: [Double] = []
      let firstValue = current
      while !isAtEndOfStatement {
        guard let number = parseSignedNumber(after: "'margins'") else { return false }
        values.append(number)
      }
      switch values.count {
      case 1: value = .margins(top: values[0], left: values[0], bottom: values[0], right: values[0])
      case 4: value = .margins(top: values[0], left: values[1], bottom: values[2], right: values[3])
      default:
        error(
          at: firstValue,
          "'margins' takes one value (all sides) or four (top left bottom right), "
            + "found \(values.count)")
        return false
      }
    default:  // hidden
      var hidden = true
      if let flag = currentIdentifier, flag == "true" || flag == "false" {
        hidden = flag == "true"
        advance()
      } else if !isAtEndOfStatement {
        expected("'true', 'false' or the end of the statement after 'hidden'")
        return false
      }
      value = .hidden(hidden)
    }
    contents.properties.append(ViewProperty(value, at: keyword.location))
    return true
  }

  /// A number with an optional leading '-'.
  mutating func parseSignedNumber(after what: String) -> Double? {
    var sign = 1.0
    if current.kind == .minus {
      sign = -1
      advance()
    }
    guard case .number(let value) = current.kind else {
      expected("a number after \(what)")
      return nil
    }
    advance()
    return sign * value
  }

  /// A priority: an integer 1…1000 or `required` (1000), `high` (750), `low` (250),
  /// `fitting` (50).
  mutating func parsePriorityValue(after what: String) -> Int? {
    switch current.kind {
    case .number(let value):
      guard Int(exactly: value) != nil, value >= 1, value <= 1000 else {
        error(
          at: current,
          "a priority is a whole number from 1 to 1000, found \(formatNumber(value))")
        return nil
      }
      advance()
      return Int(value)
    case .identifier(let name):
      let named = ["required": 1000, "high": 750, "low": 250, "fitting": 50]
      guard let value = named[name] else {
        error(
          at: current,
          "unknown priority '\(name)'; expected 1…1000, required, high, low or fitting")
        return nil
      }
      advance()
      return value
    default:
      expected("a priority after \(what) (1…1000, required, high, low or fitting)")
      return nil
    }
  }
}
