import Testing

@testable import AdaptiveLayout

/// How frames read in messages.
@Suite struct GeometryTests {
  @Test func framesReadRoundedToAMillionthOfAPoint() {
    // 266 − 2e-13 is round-off of 266; −0 reads as 0; 1/3 shows six decimals; 1e-7 rounds to 0.
    let frame = LayoutRect(x: 265.9999999999998, y: -0.0, width: 1.0 / 3.0, height: 1e-7)
    #expect(frame.description == "(266.0, 0.0, 0.333333, 0.0)")
    // Whole and half points read as they are.
    #expect(
      LayoutRect(x: 20, y: 780, width: 266, height: 0.5).description == "(20.0, 780.0, 266.0, 0.5)")
  }

  @Test func theNumbersKeepEveryBit() {
    let frame = LayoutRect(x: 265.9999999999998, y: 0, width: 1, height: 1)
    #expect(frame.x == 265.9999999999998)
  }
}

/// Whole numbers and eighths are written without `Double.description`, and must read as it does.
@Suite("Decimal text of eighths")
struct DecimalTextTests {
  @Test func handWorkedValues() {
    // 591.5 is 4,732 eighths: 4,732 = 8 × 591 + 4, so 591 and four eighths.
    #expect(DecimalText.eighths(591.5) == "591.5")
    #expect(DecimalText.eighths(20) == "20")
    #expect(DecimalText.eighths(0.375) == "0.375")
    #expect(DecimalText.eighths(48.8) == nil)  // 390.4 eighths
    #expect(DecimalText.eighths(1_099_511_627_776) == nil)  // 2^40: beyond the direct path
    #expect(DecimalText.description(20) == "20.0")
    #expect(DecimalText.description(-591.5) == "-591.5")
    #expect(DecimalText.description(-0.0) == "-0.0")
    #expect(DecimalText.description(1e16) == "1e+16")
  }

  @Test func agreesWithDoubleDescription() {
    var generator = SeededGenerator(seed: 5)
    for step in 0..<20_000 {
      // Small frames, large ones, near 2^40, and values that are no eighths.
      let range: UInt64 = step % 3 == 0 ? 8_000 : (step % 3 == 1 ? 80_000_000 : 1 << 43)
      var value = Double(generator.next() % range) / 8
      if step % 5 == 0 { value += 0.01 }
      if step % 2 == 1 { value = -value }
      #expect(DecimalText.description(value) == value.description, "\(value)")
    }
  }
}
