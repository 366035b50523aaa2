import Testing

@testable import AdaptiveLayout

/// Text written as bytes: what the reports build their lines in.
@Suite struct TextBufferTests {
  @Test func piecesAreWrittenInOrder() {
    var buffer = TextBuffer()
    #expect(buffer.isEmpty)
    // A short (inline) string, a long (stored) one of 40 bytes, a non-ASCII one (é is two
    // bytes, the emoji four), and single bytes: "ab" + 40 × "x" + "é🙂" + ":" is 2 + 40 + 6 + 1
    // = 49 bytes.
    buffer.append("ab")
    buffer.append(String(repeating: "x", count: 40))
    buffer.append("é🙂")
    buffer.append(byte: UInt8(ascii: ":"))
    #expect(buffer.byteCount == 49)
    #expect(buffer.text == "ab" + String(repeating: "x", count: 40) + "é🙂:")
    buffer.removeAll()
    #expect(buffer.isEmpty && buffer.text == "")
  }

  @Test func integersAreWrittenAsStringWritesThem() {
    var buffer = TextBuffer()
    for value in [0, 7, 10, 99, 100, -1, -305, Int.max, Int.min] {
      buffer.removeAll()
      buffer.append(value)
      #expect(buffer.text == String(value))
    }
  }

  @Test func digitsArePaddedToTheirCount() {
    // 5 in three places is "005"; 1234 in two places keeps its last two digits, "34"; 0 in one
    // place is "0".
    var buffer = TextBuffer()
    buffer.appendDigits(5, count: 3)
    buffer.append(byte: UInt8(ascii: " "))
    buffer.appendDigits(1234, count: 2)
    buffer.append(byte: UInt8(ascii: " "))
    buffer.appendDigits(0, count: 1)
    #expect(buffer.text == "005 34 0")
    #expect(TextBuffer.digitCount(0) == 1)
    #expect(TextBuffer.digitCount(9) == 1)
    #expect(TextBuffer.digitCount(10) == 2)
    #expect(TextBuffer.digitCount(UInt64.max) == 20)  // 18,446,744,073,709,551,615
  }

  @Test func decimalsAreWrittenAsTheirStringsRead() {
    // The buffer's paths against the strings' for the numbers frames are made of: eighths,
    // millionths, and values neither takes (1/3, 1e-7, 2^41).
    let values: [Double] = [
      0, -0.0, 20, -591.5, 0.125, 48.8, 0.001, 1.0 / 3, 1e-7, 2_199_023_255_552, 123_456.000001,
    ]
    for value in values {
      var buffer = TextBuffer()
      DecimalText.appendDescription(value, to: &buffer)
      #expect(buffer.text == value.description, "\(value)")
      let millionths = (value * 1e6).rounded()
      buffer.removeAll()
      let written = DecimalText.appendMillionths(millionths, to: &buffer)
      #expect(written == (DecimalText.millionths(millionths) != nil), "\(value)")
      #expect(buffer.text == (DecimalText.millionths(millionths) ?? ""), "\(value)")
      buffer.removeAll()
      let eighths = DecimalText.appendEighths(value, to: &buffer)
      let expected = DecimalText.eighths(value.magnitude).map { value < 0 ? "-" + $0 : $0 }
      #expect(eighths == (expected != nil), "\(value)")
      #expect(buffer.text == (expected ?? ""), "\(value)")
    }
  }
}

/// Where a constraint was written, as the engine's labels name it.
@Suite struct LocationLabelTests {
  @Test func lineAndColumnReadAsTheirInterpolation() {
    // Written in place up to seven digits each (15 bytes in all); past that, and for negative
    // numbers (a location built in code), through the interpolation.
    let numbers = [0, 1, 9, 10, 99, 100, 1234, 9_999_999, 10_000_000, -1, Int.max, Int.min]
    for line in numbers {
      for column in numbers {
        let location = SourceLocation(path: "", line: line, column: column)
        #expect(location.lineAndColumn == "\(line):\(column)")
        #expect(location.description == "\(line):\(column)")
      }
    }
    #expect(SourceLocation(path: "a.scene", line: 3, column: 14).description == "a.scene:3:14")
  }
}
