import InterfaceBuilder
import Testing

/// A scene's title without the `<!--Title-->` comment Xcode writes before it: what Xcode's
/// document outline would show.
@Suite("Scene titles")
struct SceneTitleTests {
  static func titles(_ document: String) throws -> [String] {
    try #require(TestDocuments.read(document, path: "t.storyboard")).scenes.map(\.title)
  }

  @Test func theCommentFirst() throws {
    let text = TestDocuments.storyboard(body: "")
    #expect(try Self.titles(text) == ["Test Controller"])
  }

  @Test func withoutTheCommentTheNavigationItemsTitleThenTheClass() throws {
    let bare = TestDocuments.storyboard(body: "").replacingOccurrences(
      of: "<!--Test Controller-->", with: "")
    // No title anywhere: the element's name as the outline spells it.
    #expect(try Self.titles(bare) == ["View Controller"])
    let navigation = bare.replacingOccurrences(
      of: "</viewController>",
      with: "<navigationItem key=\"navigationItem\" title=\"Items\" id=\"nav-aa-001\"/>\n"
        + "</viewController>")
    #expect(try Self.titles(navigation) == ["Items"])
    let custom = bare.replacingOccurrences(
      of: "<viewController id=", with: "<viewController customClass=\"ListController\" id=")
    #expect(try Self.titles(custom) == ["ListController"])
  }
}
