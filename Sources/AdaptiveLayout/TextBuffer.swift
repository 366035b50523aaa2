/// Text written as UTF-8 bytes, made a `String` once at the end: what the reports write their
/// many short lines into.
///
/// Why: each `string += piece` costs about 300 instructions whatever the piece (the string's
/// uniqueness, its capacity, its flags, then the copy). A frame's line of `query` is ten pieces
/// and an off-screen warning fifteen, so at 10,000 views appending was more than a tenth of the
/// run. Appending to a byte array is a capacity check and a copy, and numbers are written here
/// digit by digit rather than made strings first.
package struct TextBuffer: Sendable {
  /// The text so far, as UTF-8.
  package private(set) var bytes: [UInt8] = []

  /// An empty buffer.
  package init() {}

  /// How many bytes are written.
  package var byteCount: Int { bytes.count }

  /// Whether nothing is written.
  package var isEmpty: Bool { bytes.isEmpty }

  /// The text written, as a string.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Writes a string's bytes.
  package mutating func append(_ text: String) {
    // From the string's own storage (or, for a short one, a copy of it on the stack) in one
    // copy: the generic `append(contentsOf: text.utf8)` cost 200 instructions a piece.
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable {
      bytes.append(contentsOf: $0)
    }
    if copied == nil { bytes.append(contentsOf: text.utf8) }
  }

  /// Writes one ASCII character, given as its byte (`UInt8(ascii: ":")`).
  package mutating func append(byte: UInt8) { bytes.append(byte) }

  /// Writes an integer in decimal, with a minus sign when negative (as `String(value)` does).
  package mutating func append(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    append(UInt64(value.magnitude))
  }

  /// Writes a non-negative integer in decimal.
  package mutating func append(_ value: UInt64) {
    appendDigits(value, count: Self.digitCount(value))
  }

  /// Writes the last `count` decimal digits of `value`, with leading zeros where it has fewer
  /// (`appendDigits(5, count: 3)` writes `005`).
  package mutating func appendDigits(_ value: UInt64, count: Int) {
    Self.forEachDigit(of: value, count: count) { bytes.append($0) }
  }

  /// Empties the buffer, keeping its room for the next text.
  package mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

  /// Hands the last `count` decimal digits of `value` to `put` as ASCII bytes, the most
  /// significant first, with leading zeros where it has fewer: the one digit writer behind the
  /// buffer's numbers, `DecimalText`'s millionths and `SourceLocation.lineAndColumn`. Inlined,
  /// so that `put` is too.
  @inline(__always)
  package static func forEachDigit(of value: UInt64, count: Int, _ put: (UInt8) -> Void) {
    guard count > 0 else { return }
    var divisor: UInt64 = 1
    for _ in 1..<count { divisor = divisor &* 10 }
    var rest = value
    while divisor > 0 {
      put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor % 10))
      rest %= divisor
      divisor /= 10
    }
  }

  /// How many decimal digits `value` has (1 for 0).
  package static func digitCount(_ value: UInt64) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }
}
