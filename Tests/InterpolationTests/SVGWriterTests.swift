import AdaptiveLayout
import Testing

@testable import LayoutRendering

@Suite struct SVGWriterTests {
  @Test func escapeLeavesPlainTextAndEscapesTheFourSpecialCharacters() {
    #expect(SVGWriter.escape("card 12 'é'") == "card 12 'é'")
    #expect(SVGWriter.escape("a&b<c>\"d\"") == "a&amp;b&lt;c&gt;&quot;d&quot;")
  }

  @Test func anItemsNameGoesInTheAttributeAsked() {
    let item = PictureItem(name: "a&b", frame: LayoutRect(x: 1, y: 2, width: 30, height: 40))
    #expect(SVGWriter.itemElement(item).hasPrefix("<g id=\"a&amp;b\"><title>a&amp;b 1,2 30x40"))
    let picture = LayoutPicture(title: "", size: LayoutSize(width: 100, height: 100), items: [item])
    let page = SVGWriter.document(picture, itemAttribute: "data-item")
    #expect(page.contains("<g data-item=\"a&amp;b\">"))
    #expect(!page.contains("<g id="))
  }
}
