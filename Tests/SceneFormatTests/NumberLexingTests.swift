import Testing

@testable import SceneFormat

/// The lexer reads a number's value from its digits (Clinger's fast path) where that is exact,
/// and from its text otherwise: either way the value must be the one `Double(String)` gives,
/// bit for bit, since frames and messages are printed from it.
@Suite("Lexing numbers: every value as Double(String) reads it")
struct NumberLexingTests {
  /// The value of the first token of `text`, if it is a number.
  func number(_ text: String) -> Double? {
    var lexer = Lexer(bytes: Array(text.utf8), path: "t.scene")
    if case .number(let value) = lexer.next().kind { return value }
    return nil
  }

  @Test(arguments: [
    // (text, value): each value is the double nearest the decimal, as a literal reads it.
    ("0", 0.0), ("8", 8.0), ("007", 7.0), ("20.5", 20.5), ("0.1", 0.1), ("0.3", 0.3),
    ("123456789012345", 123_456_789_012_345.0),  // 15 digits: the fast path's longest
    ("1234567890123456", 1_234_567_890_123_456.0),  // 16: read from the text
    ("0.1234567890123456789", 0.1234567890123456789),  // 19 places
    ("9007199254740993", 9_007_199_254_740_992.0),  // 2^53 + 1 rounds to even
    ("1.0000000000000000000000001", 1.0),
  ])
  func knownValues(text: String, value: Double) {
    #expect(number(text) == value)
    #expect(number(text) == Double(text))
  }

  @Test func seededDecimalsReadAsDoubleReadsThem() {
    // Digits from 1 to 20 long, with the point anywhere (or nowhere): both sides of the fast
    // path's limits (15 digits, 22 places), and round-to-even cases among them.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    var checked = 0
    for _ in 0..<5_000 {
      let length = 1 + Int(next() % 20)
      var digits = ""
      for _ in 0..<length { digits.append(Character(String(next() % 10))) }
      let point = Int(next() % UInt64(length + 1))
      var text = digits
      if point > 0 && point < length {
        text.insert(".", at: text.index(text.startIndex, offsetBy: point))
      }
      guard let expected = Double(text) else { continue }
      #expect(number(text) == expected, "\(text)")
      checked += 1
    }
    #expect(checked == 5_000)
  }

  @Test func sizesReadEachSideAlike() {
    var lexer = Lexer(bytes: Array("375.5x0.1".utf8), path: "t.scene")
    #expect(lexer.next().kind == .size(width: 375.5, height: 0.1))
  }
}
