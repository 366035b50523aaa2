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

  /// `(n / 1e6).description` for a whole number `n` (a coordinate rounded to a millionth of a
  /// point, `readable`) with `0.001 <= |n / 1e6| < 2^40 / 1e6` (about 1.1 million), or 0; `nil`
  /// for any other: the digits of `n` with the point six places from the right, trailing zeros
  /// dropped (`48.8`, `0.001`, `20.0`).
  ///
  /// Why these are `description`'s digits: `n / 1e6` is the double nearest the decimal
  /// `n / 10^6` (both exact, the division correctly rounded), so that decimal reads back to it;
  /// below 2^21, doubles are at most 2^-31 apart, and any other decimal with as many places or
  /// fewer is at least 10^-6 away from it, so none of them reads back to the same double: the
  /// decimal is the shortest round trip, and the only one. From 0.001 up, `description` writes
  /// it without an exponent.
  package static func millionths(_ n: Double) -> String? {
    let magnitude = n.magnitude
    guard magnitude < 1_099_511_627_776, magnitude >= 1000 || magnitude == 0,
      magnitude == magnitude.rounded(.towardZero)
    else { return nil }
    let count = Int64(magnitude)
    var text = String(count / 1_000_000)
    let fraction = count % 1_000_000
    if fraction == 0 {
      text += ".0"
    } else {
      // Six digits with their leading zeros, less the trailing zeros.
      var digits = String(fraction)
      digits = String(repeating: "0", count: 6 - digits.count) + digits
      while digits.last == "0" { digits.removeLast() }
      text += "." + digits
    }
    return n < 0 ? "-" + text : text
  }

  /// `value.description` (`20.0`, `-591.5`, `1e+16`) for any double, directly for whole
  /// numbers and eighths below 2^40.
  package static func description(_ value: Double) -> String {
    guard let digits = eighths(value.magnitude) else { return value.description }
    let text = digits.contains(".") ? digits : digits + ".0"
    return value.sign == .minus ? "-" + text : text
  }
}
