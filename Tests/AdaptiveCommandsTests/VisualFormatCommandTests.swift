import Testing

/// A visual format's error through the tool: `path:line:column: error:` inside the string, exit 2.
@Suite struct VisualFormatCommandTests {
  @Test func anUnknownViewInAFormatExitsWithTwo() {
    // The quote is at column 8, so the format's byte 9 ('b' of "H:|-[a]-[b]") is at column 18.
    let run = CommandHarness.run(
      ["query", "v.scene"], files: ["v.scene": Array("view a\nvisual \"H:|-[a]-[b]\"\n".utf8)])
    #expect(run.status == 2)
    #expect(run.errorLines == ["v.scene:2:18: error: unknown view 'b'"])
  }
}
