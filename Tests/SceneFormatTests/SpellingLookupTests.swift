import AdaptiveLayout
import Testing

@testable import SceneFormat

/// The parser's and binder's tables of spellings read every word as `init(rawValue:)` would.
@Suite struct SpellingLookupTests {
  @Test func attributesReadAsTheirRawValues() {
    for attribute in SceneAttribute.allCases {
      #expect(Parser.attribute(named: attribute.rawValue) == attribute)
      // The binder's table gives the model's attribute of the same spelling.
      let position = Binder.layoutAttributeNames.position(of: attribute.rawValue)
      #expect(
        position.map { Binder.layoutAttributes[$0] }
          == LayoutAttribute(rawValue: attribute.rawValue))
    }
    // `baseline` is `lastBaseline`, as in Interface Builder; anything else is no attribute.
    #expect(Parser.attribute(named: "baseline") == .lastBaseline)
    #expect(Parser.attribute(named: "Width") == nil)
    #expect(Parser.attribute(named: "") == nil)
  }

  @Test func viewKindsReadAsTheirRawValues() {
    for kind in SceneViewKind.allCases {
      let position = Parser.viewKindNames.position(of: kind.rawValue)
      #expect(position.map { Parser.viewKinds[$0] } == kind)
    }
    #expect(Parser.viewKindNames.position(of: "labels") == nil)
  }
}
