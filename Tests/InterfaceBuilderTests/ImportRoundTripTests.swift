import AdaptiveLayout
import InterfaceBuilder
import SceneFormat
import SizeClasses
import Testing

@Suite("Imported .scene text loads back to the same layout")
struct ImportRoundTripTests {
  /// Documents with variations, autoresizing, a scroll view, a xib.
  static let documents: [(String, String)] = [
    ("recipe.storyboard", VariationTests.recipe),
    ("varied.storyboard", TestDocuments.storyboard(body: VariationTests.variedBody)),
    ("autoresizing.storyboard", GeneratedConstraintTests.autoresizing),
    ("card.xib", GeneratedConstraintTests.xib),
    ("constraints.storyboard", TestDocuments.storyboard(body: ConstraintReadingTests.body)),
  ]

  @Test(arguments: 0..<5)
  func sameFramesInEveryClass(_ index: Int) throws {
    let (path, text) = Self.documents[index]
    let document = try #require(TestDocuments.read(text, path: path))
    for scene in document.scenes {
      let written = SceneWriter.text(scene.scene)
      let (reloaded, diagnostics) = SceneLoader.load(text: written, path: "imported.scene")
      #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)\n\(written)")
      let again = try #require(reloaded)
      // The canvas line carries the whole design screen, and it is the document's.
      #expect(again.canvas == scene.scene.canvas)
      let canvas = try #require(again.canvas)
      #expect(canvas.traits == scene.canvas.traits)
      #expect(
        canvas.environment(for: scene.canvas.traits, rightToLeft: false)
          == scene.canvas.environment)
      for traits in SizeClassPair.all {
        let a = try LayoutEngine(
          scene: scene.scene.resolved(for: traits).scene, environment: scene.canvas.environment)
        let b = try LayoutEngine(
          scene: again.resolved(for: traits).scene, environment: scene.canvas.environment)
        #expect(a.viewFrames.count == b.viewFrames.count)
        for (x, y) in zip(a.viewFrames, b.viewFrames) {
          #expect(x.name == y.name)
          #expect(x.frame.isClose(to: y.frame, tolerance: 1e-9), "\(x.name) in \(traits)")
        }
      }
    }
  }
}
