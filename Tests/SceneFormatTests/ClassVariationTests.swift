import SizeClasses
import Testing

@testable import SceneFormat

/// `AdaptiveScene.variesByClass`: the loader resolves and checks a scene that varies in no class
/// once instead of 9 times, so the flag must see every kind of variation.
@Suite struct ClassVariationTests {
  static func load(_ text: String) throws -> AdaptiveScene {
    let (scene, diagnostics) = SceneLoader.load(text: text, path: "test.scene")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return try #require(scene)
  }

  static let base = """
    scene "plain"
    view box { intrinsic 40x20 }
    c1: box.leading = superview.leading + 8
    box.top = superview.top

    """

  @Test func aSceneWithoutWhenBlocksVariesInNoClass() throws {
    let scene = try Self.load(Self.base)
    #expect(!scene.variesByClass)
    #expect(scene.distinctClasses == [.anyAny])
  }

  @Test(arguments: [
    "when width compact { c1.constant = 4 }",
    "when height regular { view box { intrinsic 50x20 } }",
    "uninstall c1\nwhen width compact { install c1 }",
  ])
  func anyVariationMakesEveryClassCount(_ block: String) throws {
    let scene = try Self.load(Self.base + block + "\n")
    #expect(scene.variesByClass)
    #expect(scene.distinctClasses == SizeClassPair.all)
  }

  static let stack = """
    scene "stack"
    view row: stackView {
      view a { intrinsic 40x20 }
      view b { intrinsic 30x20 }
    }
    row.leading = superview.leading
    row.top = superview.top

    """

  @Test(arguments: [
    "when width compact { view row { axis vertical } }",
    "when width compact { view row { spacing 12 } }",
    "when height compact { view row { distribution fillEqually } }",
    "when width regular { view row { alignment center } }",
    "when width compact { view b { hidden } }",
  ])
  func aStackVariationMakesEveryClassCount(_ block: String) throws {
    // A stack's axis, spacing, distribution or alignment varying by class changes the
    // constraints it generates there, so each class must be resolved and checked.
    let scene = try Self.load(Self.stack + block + "\n")
    #expect(scene.variesByClass)
    #expect(scene.distinctClasses == SizeClassPair.all)
  }

  @Test func aStackWithoutVariationsVariesInNoClass() throws {
    #expect(try !Self.load(Self.stack).variesByClass)
  }
}
