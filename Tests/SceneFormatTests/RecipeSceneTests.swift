import Testing

@testable import SceneFormat

@Suite("Scenes/: every recipe parses")
struct RecipeSceneTests {
  @Test func everyRecipeParsesWithoutDiagnostics() throws {
    let scenes = try recipeScenes()
    #expect(scenes.count == 18)  // 13 recipes, the visual-format versions of two, 3 stack recipes
    for scene in scenes {
      let result = SceneParser.parse(bytes: scene.bytes)
      #expect(result.diagnostics.isEmpty, "\(scene.name): \(result.diagnostics)")
      #expect(result.document.title != nil, "\(scene.name) has no title")
      #expect(result.document.canvas != nil, "\(scene.name) has no canvas")
    }
  }

  @Test func sizeClassRecipeUninstallsC2AndC4AndAddsC7C8C9() throws {
    let scenes = try recipeScenes()
    let scene = try #require(scenes.first { $0.name == "two-buttons-size-class-layout.scene" })
    let document = SceneParser.parse(bytes: scene.bytes).document
    #expect(document.constraints.compactMap(\.name) == ["c1", "c2", "c3", "c4", "c5", "c6"])
    let block = try #require(document.variations.first)
    #expect(document.variations.count == 1)
    #expect(block.width == .compact)
    #expect(block.height == .regular)
    #expect(block.uninstalled.map(\.name) == ["c2", "c4"])
    #expect(block.constraints.compactMap(\.name) == ["c7", "c8", "c9"])
    // c9: longButton.top = shortButton.bottom + standard
    let c9 = try #require(block.constraints.last)
    #expect(c9.first.item == .named("longButton"))
    #expect(c9.first.attribute == .top)
    #expect(c9.second?.item == .named("shortButton"))
    #expect(c9.second?.attribute == .bottom)
    #expect(c9.constant == 8)
    #expect(c9.usesStandardSpacing)
  }

  @Test func dynamicHeightColumnsKeepsTheSeedsNumbering() throws {
    let scenes = try recipeScenes()
    let scene = try #require(scenes.first { $0.name == "dynamic-height-columns.scene" })
    let document = SceneParser.parse(bytes: scene.bytes).document
    #expect(document.constraints.compactMap(\.name) == (1...26).map { "c\($0)" })
    // The optional halves of the pairs are the even constraints from c16 to c26, at 249.
    let optional = document.constraints.filter { $0.priority != 1000 }
    #expect(optional.compactMap(\.name) == ["c16", "c18", "c20", "c22", "c24", "c26"])
    #expect(optional.allSatisfy { $0.priority == 249 })
  }
}
