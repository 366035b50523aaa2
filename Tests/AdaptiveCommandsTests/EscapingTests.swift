import Testing

@testable import AdaptiveCommands

/// The reports' escapers take a shortcut for the common text (JSON: nothing to escape; markup:
/// ASCII only) and walk the scalars otherwise: both ways give the text RFC 8259 and XML ask for.
@Suite struct EscapingTests {
  @Test func jsonStringsWithNothingToEscapeAreWrittenAsTheyAre() {
    // Non-ASCII text passes through as UTF-8, as the scalar walk writes it.
    #expect(JSONValue.string("café 'x' 100%").rendered() == "\"café 'x' 100%\"")
    #expect(JSONValue.string("").rendered() == "\"\"")
  }

  @Test func jsonStringsWithSomethingToEscape() {
    // Quote, backslash and control characters, beside non-ASCII text that stays as it is.
    #expect(JSONValue.string("é\"\\\u{7}\t").rendered() == "\"é\\\"\\\\\\u0007\\t\"")
  }

  @Test func markupEscapesASCIIAndOtherTextAlike() {
    #expect(Markup.escape("a<b & 'c' > \"d\"") == "a&lt;b &amp; &#39;c&#39; &gt; &quot;d&quot;")
    // Control characters XML forbids are dropped; tab, newline and return stay.
    #expect(Markup.escape("a\u{1}b\tc\nd\re") == "ab\tc\nd\re")
    // The same through the scalar walk (text with a non-ASCII character), which also drops
    // U+FFFE and U+FFFF.
    #expect(Markup.escape("é<\u{1}\u{FFFE}'") == "é&lt;&#39;")
    #expect(Markup.escape("") == "")
  }
}
