import AdaptiveLayout

/// Formats a `Double` as a JSON number: the shortest text that reads back to the same double.
///
/// The digits are the shortest round-trip digits (Swift's own `Double.description` finds them);
/// the layout is ECMAScript's `Number.prototype.toString`, the one `JSON.stringify` uses, so the
/// output is what a browser or Node.js would print for the same value:
///
/// ```swift
/// JSONNumber.format(10)          // "10"       (not "10.0")
/// JSONNumber.format(-0.0)        // "0"
/// JSONNumber.format(0.1)         // "0.1"
/// JSONNumber.format(1e-7)        // "1e-7"     (decimal only from 1e-6 up)
/// JSONNumber.format(1e21)        // "1e+21"    (decimal only below 1e21)
/// JSONNumber.format(.infinity)   // nil: JSON has no infinities or NaN
/// ```
public enum JSONNumber {
  /// The JSON text of `value`, or `nil` when `value` is NaN or infinite.
  ///
  /// - Complexity: O(1): at most 17 significant digits and a three-digit exponent.
  public static func format(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    // Zero of either sign prints as "0": JSON readers cannot tell -0 from 0 anyway.
    if value == 0 { return "0" }
    // Whole numbers and eighths directly, as their shortest round-trip digits would be laid
    // out (steps 7 and 8 of `layout`).
    if let eighths = DecimalText.eighths(value.magnitude) {
      return value < 0 ? "-" + eighths : eighths
    }
    // And a value that is the double nearest a whole number of millionths (a card's 48.8
    // points): that decimal is then its shortest round-trip digits (`DecimalText.millionths`),
    // which ECMAScript lays out as `description` does. No whole number gets here with a `.0`
    // to drop: `millionths` takes none from 2^40 millionths (about 1.1 million) up, and every
    // one below took the eighths' path above. Through `Double.description` and back, each
    // such number of a `query`'s text cost about 5,000 instructions.
    let millionths = (value * 1e6).rounded()
    if millionths / 1e6 == value, let text = DecimalText.millionths(millionths) {
      return text
    }
    return formatByDigits(value)
  }

  /// `format(_:)` without the direct paths for eighths and millionths: what
  /// `DecimalText.eighths` and `DecimalText.millionths` must agree with.
  static func formatByDigits(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    if value == 0 { return "0" }
    return (value < 0 ? "-" : "") + layout(ShortestDecimal(value.magnitude))
  }

  /// Lays out `0.digits × 10^pointPosition` as ECMAScript's Number::toString does (ECMA-262,
  /// 6.1.6.1.20, steps 6–10, with k digits and n the position of the decimal point).
  private static func layout(_ decimal: ShortestDecimal) -> String {
    let digits = decimal.digits
    let k = digits.count
    let n = decimal.pointPosition
    // 7. k ≤ n ≤ 21: the digits, then n − k zeros.
    if k <= n && n <= 21 {
      return digits + String(repeating: "0", count: n - k)
    }
    // 8. 0 < n ≤ 21: the point falls among the digits.
    if 0 < n && n <= 21 {
      let split = digits.index(digits.startIndex, offsetBy: n)
      return digits[..<split] + "." + digits[split...]
    }
    // 9. −6 < n ≤ 0: "0.", −n zeros, the digits.
    if -6 < n && n <= 0 {
      return "0." + String(repeating: "0", count: -n) + digits
    }
    // 10. Exponential: one digit before the point, an explicit sign on the exponent.
    let exponent = n - 1
    let sign = exponent < 0 ? "-" : "+"
    let mantissa = k == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
    return mantissa + "e" + sign + String(exponent.magnitude)
  }
}

/// The shortest decimal digits of a positive finite double, as `0.digits × 10^pointPosition`.
private struct ShortestDecimal {
  /// Significant digits without leading or trailing zeros, never empty for a non-zero value.
  var digits: String
  /// Where the decimal point sits relative to the first digit.
  var pointPosition: Int

  /// Reads the digits from `Double.description`, which prints the shortest round-trip digits either
  /// as `123.45` or as `1.2345e+67`.
  init(_ value: Double) {
    let text = value.description
    let mantissa: Substring
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    } else {
      mantissa = text[...]
    }
    let integerPart = mantissa.prefix { $0 != "." }
    let fractionPart = mantissa.drop { $0 != "." }.dropFirst()
    var all = Array(integerPart + fractionPart)
    var point = integerPart.count + exponent
    // Leading zeros ("0.001") move the point left; trailing zeros ("10.0") carry no information.
    while all.first == "0" {
      all.removeFirst()
      point -= 1
    }
    while all.last == "0" { all.removeLast() }
    digits = String(all)
    pointPosition = point
  }
}

extension JSONNumber {
  /// `format(_:)` for any double: a non-finite value (never in a solved layout) prints as `nan`,
  /// `inf` or `-inf` instead of vanishing.
  public static func text(_ value: Double) -> String {
    format(value) ?? (value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf"))
  }

  /// `text(_:)` written at the end of `out`, the usual numbers (whole, eighths, millionths)
  /// digit by digit, without a string of their own.
  static func append(_ value: Double, to out: inout TextBuffer) {
    // Zero and non-finite values as `text` writes them; the paths below in `format`'s order.
    guard value.isFinite, value != 0 else {
      out.append(text(value))
      return
    }
    if DecimalText.appendEighths(value, to: &out) { return }
    let millionths = (value * 1e6).rounded()
    if millionths / 1e6 == value, DecimalText.appendMillionths(millionths, to: &out) { return }
    out.append(text(value))
  }
}
