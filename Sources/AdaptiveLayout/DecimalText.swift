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
    guard let count = eighthsCount(magnitude) else { return nil }
    let whole = String(count >> 3)
    let fraction = count & 7
    return fraction == 0 ? whole : whole + eighthSuffixes[Int(fraction)]
  }

  /// `eighths(_:)` of the value's magnitude written at the end of `out`, after a `-` when it
  /// is negative; false, with nothing written, for a value it does not take.
  package static func appendEighths(_ value: Double, to out: inout TextBuffer) -> Bool {
    guard let count = eighthsCount(value.magnitude) else { return false }
    if value < 0 { out.append(byte: UInt8(ascii: "-")) }
    out.append(count >> 3)
    let fraction = count & 7
    if fraction != 0 { out.append(eighthSuffixes[Int(fraction)]) }
    return true
  }

  /// The number of eighths in `magnitude`, when it is a non-negative whole number of them
  /// below 2^40.
  private static func eighthsCount(_ magnitude: Double) -> UInt64? {
    guard magnitude >= 0, magnitude < 1_099_511_627_776 else { return nil }  // 2^40
    let scaled = magnitude * 8  // exact: a power of two
    guard scaled == scaled.rounded(.towardZero) else { return nil }
    return UInt64(scaled)
  }

  /// What follows a whole number of points for each number of eighths over it.
  private static let eighthSuffixes = ["", ".125", ".25", ".375", ".5", ".625", ".75", ".875"]

  /// `(n / 1e6).description` for a whole number `n` (a coordinate rounded to a millionth of a
  /// point, `appendReadable`) with `0.001 <= |n / 1e6| < 2^40 / 1e6` (about 1.1 million), or 0;
  /// `nil` for any other: the digits of `n` with the point six places from the right, trailing
  /// zeros dropped (`48.8`, `0.001`, `20.0`). Zero of either sign reads `0.0`, not `-0.0`, as
  /// `appendReadable` wants it.
  ///
  /// Why these are `description`'s digits: `n / 1e6` is the double nearest the decimal
  /// `n / 10^6` (both exact, the division correctly rounded), so that decimal reads back to it;
  /// below 2^21, doubles are at most 2^-31 apart, and any other decimal with as many places or
  /// fewer is at least 10^-6 away from it, so none of them reads back to the same double: the
  /// decimal is the shortest round trip, and the only one. From 0.001 up, `description` writes
  /// it without an exponent.
  package static func millionths(_ n: Double) -> String? {
    guard let parts = MillionthsParts(n) else { return nil }
    // At most 15 bytes (a sign, 7 digits, the point, 6 digits): a string held inline, written
    // in place rather than assembled from pieces. A capacity of 15, not more: above the small
    // string's 15 bytes the initializer allocates storage for the text, however short it turns
    // out (four allocations a frame, in every off-screen warning of a large grid).
    return String(unsafeUninitializedCapacity: 15) { buffer in
      var end = 0
      parts.write { byte in
        buffer[end] = byte
        end += 1
      }
      return end
    }
  }

  /// `millionths(_:)` written at the end of `out`; false, with nothing written, for a value it
  /// does not take.
  package static func appendMillionths(_ n: Double, to out: inout TextBuffer) -> Bool {
    guard let parts = MillionthsParts(n) else { return false }
    parts.write { out.append(byte: $0) }
    return true
  }

  /// The pieces `millionths(_:)` writes: sign, whole part, and the fraction's digits less its
  /// trailing zeros.
  private struct MillionthsParts {
    var isNegative: Bool
    var whole: UInt64
    /// `places` digits, with their leading zeros (0.001 is 1 in 3 places); 0 places for none.
    var fraction: UInt64
    var places: Int

    init?(_ n: Double) {
      let magnitude = n.magnitude
      guard magnitude < 1_099_511_627_776, magnitude >= 1000 || magnitude == 0,
        magnitude == magnitude.rounded(.towardZero)
      else { return nil }
      let count = UInt64(magnitude)
      isNegative = n < 0
      whole = count / 1_000_000
      fraction = count % 1_000_000
      places = 6
      if fraction == 0 {
        places = 0
      } else {
        while fraction % 10 == 0 {
          fraction /= 10
          places -= 1
        }
      }
    }

    /// Hands each byte of the text to `put`, in order: `-`, the whole part, the point, then the
    /// fraction (`0` when there is none). Inlined, so that `put` is too: called through a
    /// closure per byte, writing a number cost about 370 instructions.
    @inline(__always)
    func write(_ put: (UInt8) -> Void) {
      if isNegative { put(UInt8(ascii: "-")) }
      TextBuffer.forEachDigit(of: whole, count: TextBuffer.digitCount(whole), put)
      put(UInt8(ascii: "."))
      if places == 0 {
        put(UInt8(ascii: "0"))
      } else {
        TextBuffer.forEachDigit(of: fraction, count: places, put)
      }
    }
  }

  /// `value.description` (`20.0`, `-591.5`, `1e+16`) for any double, directly for whole
  /// numbers and eighths below 2^40: `appendDescription(_:to:)`'s text.
  package static func description(_ value: Double) -> String {
    var text = TextBuffer()
    appendDescription(value, to: &text)
    return text.text
  }

  /// `description(_:)` written at the end of `out`.
  package static func appendDescription(_ value: Double, to out: inout TextBuffer) {
    guard let count = eighthsCount(value.magnitude) else {
      out.append(value.description)
      return
    }
    if value.sign == .minus { out.append(byte: UInt8(ascii: "-")) }
    out.append(count >> 3)
    let fraction = count & 7
    out.append(fraction == 0 ? ".0" : eighthSuffixes[Int(fraction)])
  }
}
