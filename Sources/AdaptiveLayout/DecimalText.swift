/// Decimal text of the numbers layouts are made of, written without going through
/// `Double.description`.
///
/// Formatting a `Double` through its description cost about 9,000 instructions a number:
/// most of writing out a large layout's frames or its warnings. Whole points, and the half and
/// quarter points of @2x and @4x frames, are whole numbers of eighths, whose text is simple.
package enum DecimalText {
  /// The shortest round-trip decimal digits of a non-negative whole number of eighths below
  /// 2^40, laid out without an exponent and without a trailing `.0` (`591.5`, `20`); `nil` for
  /// any other value.
  ///
  /// Why these are the shortest round-trip digits: such a value is exactly `whole + k/8`,
  /// whose exact decimal has at most 3 digits after the point and 16 in all; doubles there are
  /// at most 2^-12 apart, so no decimal with fewer digits after the point (at least 0.005
  /// away) reads back to it.
  package static func eighths(_ magnitude: Double) -> String? {
    guard magnitude >= 0, magnitude < 1_099_511_627_776 else { return nil }  // 2^40
    let scaled = magnitude * 8  // exact: a power of two
    guard scaled == scaled.rounded(.towardZero) else { return nil }
    let count = Int64(scaled)
    let whole = String(count >> 3)
    switch count & 7 {
    case 0: return whole
    case 1: return whole + ".125"
    case 2: return whole + ".25"
    case 3: return whole + ".375"
    case 4: return whole + ".5"
    case 5: return whole + ".625"
    case 6: return whole + ".75"
    default: return whole + ".875"
    }
  }

  /// `value.description` (`20.0`, `-591.5`, `1e+16`) for any double, directly for whole
  /// numbers and eighths below 2^40.
  package static func description(_ value: Double) -> String {
    guard let digits = eighths(value.magnitude) else { return value.description }
    let text = digits.contains(".") ? digits : digits + ".0"
    return value.sign == .minus ? "-" + text : text
  }
}
