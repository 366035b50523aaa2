import DeviceProfiles
import Testing

@testable import InterfaceBuilder

/// Which devices a document is for: its target runtime, then the device modifier of its name.
@Suite struct DocumentIdiomTests {
  @Test func targetRuntimeAndFileNamesTellTheDevice() {
    let idiom = InterfaceBuilderDocument.idiom
    #expect(idiom("iOS.CocoaTouch.iPad", "Main.storyboard") == .pad)
    #expect(idiom("iOS.CocoaTouch", "Main.storyboard") == nil)
    #expect(idiom(nil, "Main.storyboard") == nil)
    #expect(idiom("iOS.CocoaTouch", "App/Base.lproj/Main~ipad.storyboard") == .pad)
    #expect(idiom("iOS.CocoaTouch", "Cell~iphone.xib") == .phone)
    #expect(idiom("iOS.CocoaTouch", "Cell~IPHONE.xib") == .phone)
    // The modifier belongs to the file's name, not to a folder or another part.
    #expect(idiom("iOS.CocoaTouch", "Designs~ipad/Main.storyboard") == nil)
    #expect(idiom("iOS.CocoaTouch", "Main.storyboard~ipad") == nil)
  }

  @Test func aDocumentCarriesItsIdiom() {
    let text = TestDocuments.storyboard(body: "").replacingOccurrences(
      of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#)
    let (document, _) = DocumentReader.read(bytes: Array(text.utf8), path: "Main.storyboard")
    #expect(document?.idiom == .pad)
    let (universal, _) = DocumentReader.read(
      bytes: Array(TestDocuments.storyboard(body: "").utf8), path: "Main.storyboard")
    #expect(universal?.idiom == nil)
  }
}
