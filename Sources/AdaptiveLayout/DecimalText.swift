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
  /// dropped (`48.8`, `0.001`, `20.0`). Zero of either sign reads `0.0`, not `-0.0`, as
  /// `readable` wants it.
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
    let count = UInt64(magnitude)
    let whole = count / 1_000_000
    // The fraction's digits less its trailing zeros: `places` digits of `fraction`, with its
    // leading zeros (0.001 is 1 in 3 places).
    var fraction = count % 1_000_000
    var places = 6
    if fraction == 0 {
      places = 0
    } else {
      while fraction % 10 == 0 {
        fraction /= 10
        places -= 1
      }
    }
    var wholeDigits = 1
    var rest = whole
    while rest >= 10 {
      rest /= 10
      wholeDigits += 1
    }
    // At most 15 bytes (a sign, 7 digits, the point, 6 digits): a string held inline, written
    // in place rather than assembled from pieces. A capacity of 15, not more: above the small
    // string's 15 bytes the initializer allocates storage for the text, however short it turns
    // out (four allocations a frame, in every off-screen warning of a large grid).
    return String(unsafeUninitializedCapacity: 15) { buffer in
      var end = 0
      if n < 0 {
        buffer[end] = UInt8(ascii: "-")
        end += 1
      }
      func write(_ value: UInt64, digits: Int) {
        var value = value
        for k in stride(from: end + digits - 1, through: end, by: -1) {
          buffer[k] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
        }
        end += digits
      }
      write(whole, digits: wholeDigits)
      buffer[end] = UInt8(ascii: ".")
      end += 1
      if places == 0 {
        buffer[end] = UInt8(ascii: "0")
        end += 1
      } else {
        write(fraction, digits: places)
      }
      return end
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
