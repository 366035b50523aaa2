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
