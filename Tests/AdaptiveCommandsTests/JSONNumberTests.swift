import AdaptiveLayout
import Foundation
import Testing

@testable import AdaptiveCommands

/// `JSONNumber` prints the shortest text that reads back to the same double, laid out as
/// ECMAScript's Number::toString (decimal from 1e-6 up to below 1e21, else `d.ddde±n`).
@Suite("JSON numbers")
struct JSONNumberTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var value: Double
    var text: String
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    Case(value: 10, text: "10"),  // not Swift's "10.0"
    Case(value: 0, text: "0"),
    Case(value: -0.0, text: "0"),  // -0 prints as 0
    Case(value: 0.1, text: "0.1"),  // shortest: not 0.1000000000000000055…
    Case(value: 0.1 + 0.2, text: "0.30000000000000004"),  // 17 digits needed to round-trip
    Case(value: -2.5, text: "-2.5"),
    Case(value: 123_456.789, text: "123456.789"),
    Case(value: 1e-6, text: "0.000001"),  // the smallest decimal layout
    Case(value: 1e-7, text: "1e-7"),  // Swift says "1e-07"; JSON allows it, we drop the 0
    Case(value: 2.5e-10, text: "2.5e-10"),
    Case(value: 1e16, text: "10000000000000000"),  // Swift says "1e+16"
    Case(value: 1e20, text: "100000000000000000000"),
    Case(value: 1e21, text: "1e+21"),  // the first exponential layout
    Case(value: -1.5e300, text: "-1.5e+300"),
    Case(value: 9_007_199_254_740_992, text: "9007199254740992"),  // 2^53
    Case(value: .greatestFiniteMagnitude, text: "1.7976931348623157e+308"),
    Case(value: .leastNonzeroMagnitude, text: "5e-324"),
    Case(value: 0.001, text: "0.001"),
    Case(value: 100, text: "100"),
  ]

  @Test(arguments: cases)
  func formatsShortestRoundTrip(_ c: Case) {
    #expect(JSONNumber.format(c.value) == c.text)
  }

  @Test(arguments: cases)
  func readsBackToTheSameDouble(_ c: Case) throws {
    let text = try #require(JSONNumber.format(c.value))
    // -0 is printed as 0 on purpose; everything else must read back bit for bit.
    #expect(Double(text) == c.value)
    // Valid JSON. (Not compared by value: Foundation's JSONSerialization on Linux reads
    // 0.30000000000000004 as 0.3000000000000001, its own rounding bug, not ours.)
    let parsed = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8), options: [])
    #expect((parsed as? [Any])?.count == 1)
  }

  @Test func rejectsNonFiniteValues() {
    #expect(JSONNumber.format(.infinity) == nil)
    #expect(JSONNumber.format(-.infinity) == nil)
    #expect(JSONNumber.format(.nan) == nil)
  }

  @Test func randomDoublesRoundTrip() throws {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<2000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite, value != 0 else { continue }
      let text = try #require(JSONNumber.format(value))
      #expect(Double(text) == value, "\(value) printed as \(text)")
      // No redundant characters: no "+" or leading zero in a negative exponent, no ".0".
      #expect(!text.contains("e-0") && !text.hasSuffix(".0") && !text.contains(".e"))
    }
  }

  @Test func eighthsPrintAsTheirDigitsWould() {
    // Whole numbers and eighths below 2^40 are written directly; each must be the text the
    // shortest round-trip digits give. Hand-worked: 591.5 is 4,732 eighths, 4,732 = 8 × 591 + 4.
    #expect(DecimalText.eighths(591.5) == "591.5")
    #expect(DecimalText.eighths(0.125) == "0.125")
    #expect(DecimalText.eighths(1_099_511_627_775) == "1099511627775")  // 2^40 - 1
    #expect(DecimalText.eighths(1_099_511_627_776) == nil)  // 2^40: the digits' path
    #expect(DecimalText.eighths(48.8) == nil)  // not a whole number of eighths
    #expect(DecimalText.eighths(1.0 / 3) == nil)
    var generator = SeededGenerator(seed: 11)
    for step in 0..<20_000 {
      // Small frames, large ones, and near the limit, at every eighth.
      let range: UInt64 = step % 3 == 0 ? 8_000 : (step % 3 == 1 ? 80_000_000 : 1 << 43)
      let value = Double(generator.next() % range) / 8 * (step % 2 == 0 ? 1 : -1)
      #expect(JSONNumber.format(value) == JSONNumber.formatByDigits(value), "\(value)")
    }
  }

  @Test func millionthsPrintAsTheirDigitsWould() {
    // A value that is the double nearest a whole number of millionths (and not a whole number)
    // is written directly. Hand-worked: 48.8 is 48,800,000 millionths, "48.8"; 1/3 is no whole
    // number of millionths (333,333 millionths reads back to 0.333333, not to 1/3), so it
    // takes the digits' path: "0.3333333333333333".
    #expect(JSONNumber.format(48.8) == "48.8")
    #expect(JSONNumber.format(-0.001) == "-0.001")
    #expect(JSONNumber.format(1.0 / 3) == "0.3333333333333333")
    #expect(JSONNumber.format(0.000_25) == "0.00025")  // below 0.001: the digits' path
    var generator = SeededGenerator(seed: 13)
    for step in 0..<20_000 {
      // Frames to the millionth, small and large, up to the 2^40 millionths the direct path
      // takes and past it; and every tenth a value a little off a millionth.
      let range: UInt64 = step % 3 == 0 ? 1_000_000_000 : (step % 3 == 1 ? 1 << 40 : 1 << 44)
      var value = Double(generator.next() % range) / 1e6 * (step % 2 == 0 ? 1 : -1)
      if step % 10 == 0 { value = value.nextUp }
      #expect(JSONNumber.format(value) == JSONNumber.formatByDigits(value), "\(value)")
    }
  }

  @Test func appendedNumbersReadAsTheirText() {
    // Written into a buffer, a number reads as `text` writes it: zero of either sign, the
    // non-finite values, whole numbers and eighths, millionths, and values none of the direct
    // paths take (1/3, 1e-7, 1e21).
    let values: [Double] = [
      0, -0.0, .nan, .infinity, -.infinity, 10, -591.5, 0.125, 48.8, -0.001, 1.0 / 3, 1e-7, 1e21,
    ]
    for value in values {
      var buffer = TextBuffer()
      JSONNumber.append(value, to: &buffer)
      #expect(buffer.text == JSONNumber.text(value), "\(value)")
    }
    var generator = SeededGenerator(seed: 29)
    for step in 0..<20_000 {
      let range: UInt64 = step % 3 == 0 ? 1_000_000_000 : (step % 3 == 1 ? 1 << 40 : 1 << 44)
      var value = Double(generator.next() % range) / (step % 4 == 0 ? 8 : 1e6)
      if step % 2 == 1 { value = -value }
      if step % 10 == 0 { value = value.nextUp }
      var buffer = TextBuffer()
      JSONNumber.append(value, to: &buffer)
      #expect(buffer.text == JSONNumber.text(value), "\(value)")
    }
  }

  @Test func millionthsPrintAsDescriptionWould() {
    // Hand-worked: 48,800,000 millionths is 48 and 800,000 millionths, "48.8"; 1,000 is "0.001"
    // (the smallest written this way); 20,000,000 is a whole 20, written "20.0" as description
    // writes it; 591,500,000 negative is "-591.5".
    #expect(DecimalText.millionths(48_800_000) == "48.8")
    #expect(DecimalText.millionths(1_000) == "0.001")
    #expect(DecimalText.millionths(20_000_000) == "20.0")
    #expect(DecimalText.millionths(-591_500_000) == "-591.5")
    #expect(DecimalText.millionths(123_456_000_001) == "123456.000001")
    #expect(DecimalText.millionths(0) == "0.0")
    // Negative zero too (the magnitude is 0 and the sign test `n < 0` is false), where
    // `(-0.0).description` is "-0.0": `readable` wants frames without it.
    #expect(DecimalText.millionths(-0.0) == "0.0")
    #expect(DecimalText.millionths(999) == nil)  // 0.000999: description has an exponent there
    #expect(DecimalText.millionths(1_099_511_627_776) == nil)  // 2^40: the general path
    #expect(DecimalText.millionths(0.5) == nil)  // not a whole number of millionths
    // Against `description` itself, at every scale the fast path takes.
    var generator = SeededGenerator(seed: 13)
    for step in 0..<20_000 {
      let range: UInt64 = step % 3 == 0 ? 1_000_000 : (step % 3 == 1 ? 1_000_000_000 : 1 << 40)
      let n = Double(1_000 + generator.next() % (range - 1_000)) * (step % 2 == 0 ? 1 : -1)
      #expect(DecimalText.millionths(n) == (n / 1e6).description, "\(n)")
    }
  }

  @Test func rendersDocumentsDeterministically() {
    let document = JSONValue.object([
      ("values", .object([("a", .number(1)), ("b", .number(-0.0))])),
      ("ambiguous", .array([.string("a\"\\\n\u{1}")])),
      ("empty", .object([])),
      ("none", .array([])),
      ("flags", .array([.bool(true), .null, .number(.nan)])),
    ])
    #expect(
      document.rendered() == """
        {
          "values": {
            "a": 1,
            "b": 0
          },
          "ambiguous": [
            "a\\"\\\\\\n\\u0001"
          ],
          "empty": {},
          "none": [],
          "flags": [
            true,
            null,
            null
          ]
        }
        """)
  }
}
