import AdaptiveLayout
import SizeClasses
import Testing

@testable import SceneFormat

// The Cookbook's stack-view recipes on an iPhone SE: 375x667 in wC hR and 667x375 in wC hC, root
// margins 16, no safe area. The frames are Docs/recipes-expected.md's, worked out there and
// again here from the constraints the stacks generate. Each layout also has no conflict, no
// ambiguity and no broken scene constraint. (The summed errors per level are not checked: an
// arranged view's content-size errors along its stack's axis carry its arranged-order weight,
// Docs/stack-views.md.)
@Suite struct StackRecipeTests {
  private func layOut(
    _ file: String, _ width: Double, _ height: Double, _ traits: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> LayoutEngine {
    let path = packageRoot.appendingPathComponent("Scenes/\(file)").path
    let (loaded, diagnostics) = SceneLoader.load(path: path)
    #expect(diagnostics.isEmpty, sourceLocation: sourceLocation)
    let adaptive = try #require(loaded, sourceLocation: sourceLocation)
    let pair = try #require(SizeClassPair(notation: traits), sourceLocation: sourceLocation)
    let engine = try LayoutEngine(
      scene: adaptive.resolved(for: pair).scene,
      environment: LayoutEnvironment(
        rootSize: LayoutSize(width: width, height: height), systemMinimumMargin: 16))
    #expect(engine.brokenConstraints.isEmpty, sourceLocation: sourceLocation)
    return engine
  }

  @Test func simpleStackView() throws {
    // Portrait: the stack 16…359 across (343), 8…659 down (651). Down the column: the label
    // 21, the button 30, two spacings 16: the image takes 651 − 67 = 584 (it hugs at 249, the
    // lowest), at 21 + 8 = 29; the button at 29 + 584 + 8 = 621. Fill alignment: all 343 wide.
    expectFrames(
      try layOut("simple-stack-view.scene", 375, 667, "wC-hR"),
      [
        "stack": (16, 8, 343, 651), "flowersLabel": (0, 0, 343, 21),
        "flowersImage": (0, 29, 343, 584), "editButton": (0, 621, 343, 30),
      ])
    // Landscape: 635 wide, 375 − 16 = 359 high; the image shrinks (resists at 749, the lowest)
    // to 359 − 67 = 292; the button at 29 + 292 + 8 = 329.
    expectFrames(
      try layOut("simple-stack-view.scene", 667, 375, "wC-hC"),
      [
        "stack": (16, 8, 635, 359), "flowersLabel": (0, 0, 635, 21),
        "flowersImage": (0, 29, 635, 292), "editButton": (0, 329, 635, 30),
      ])
  }

  @Test func nestedStackViews() throws {
    // Portrait: outer 16…359 (343), 20…647 (627). Each row aligns first baselines, label
    // (17 below its top) and field (20): the row's top is tied to its first view, the label
    // (`row.top <= label.top`, its fit @49 closing it), so the label is at 0 and the field
    // 17 − 20 = −3, sticking out above the row as in Xcode; the row runs to the field's bottom,
    // −3 + 30 = 27. The column: 3 × 27 + 2 × 8 = 97; the image resists at 48 < 51, so the upper
    // row is 97 high and the square image 97 wide. The column 343 − 97 − 8 = 238 wide. Equal
    // field widths make the labels equal: 49 ("Middle" resists at 750; the others' hugging at
    // 251 gives), fields 238 − 49 − 8 = 181 at 57. The notes take 627 − 97 − 30 − 16 = 484 at
    // 97 + 8 = 105; the buttons at 105 + 484 + 8 = 597, each (343 − 16) / 3 = 109 wide.
    expectFrames(
      try layOut("nested-stack-views.scene", 375, 667, "wC-hR"),
      [
        "outer": (16, 20, 343, 627), "upper": (0, 0, 343, 97), "image": (0, 0, 97, 97),
        "fields": (105, 0, 238, 97), "firstRow": (0, 0, 238, 27),
        "middleRow": (0, 35, 238, 27), "lastRow": (0, 70, 238, 27),
        "firstLabel": (0, 0, 49, 21), "firstField": (57, -3, 181, 30),
        "middleLabel": (0, 0, 49, 21), "middleField": (57, -3, 181, 30),
        "lastLabel": (0, 0, 49, 21), "lastField": (57, -3, 181, 30),
        "notes": (0, 105, 343, 484), "buttons": (0, 597, 343, 30), "save": (0, 0, 109, 30),
        "cancel": (117, 0, 109, 30), "clear": (234, 0, 109, 30),
      ])
    // Landscape: outer 635 wide, 375 − 40 = 335 high; the column 635 − 105 = 530 wide, fields
    // 530 − 57 = 473; notes 335 − 97 − 30 − 16 = 192; buttons at 105 + 192 + 8 = 305, each
    // (635 − 16) / 3 = 619/3 wide.
    let third = 619.0 / 3
    expectFrames(
      try layOut("nested-stack-views.scene", 667, 375, "wC-hC"),
      [
        "outer": (16, 20, 635, 335), "upper": (0, 0, 635, 97), "image": (0, 0, 97, 97),
        "fields": (105, 0, 530, 97), "middleRow": (0, 35, 530, 27),
        "lastField": (57, -3, 473, 30), "notes": (0, 105, 635, 192),
        "buttons": (0, 305, 635, 30), "cancel": (third + 8, 0, third, 30),
        "clear": (2 * third + 16, 0, third, 30),
      ])
  }

  @Test func stackBasedSizeClassLayoutGivesTheConstraintVersionsFrames() throws {
    // In root coordinates, every class and size the constraint recipe's tests check.
    for (width, height, traits) in [
      (375.0, 667.0, "wC-hR"), (667, 375, "wC-hC"), (375, 667, "wAny-hAny"), (667, 375, "wC-hR"),
    ] {
      let stack = try layOut("two-buttons-size-class-stack.scene", width, height, traits)
      let constraints = try layOut("two-buttons-size-class-layout.scene", width, height, traits)
      for name in ["shortButton", "longButton"] {
        let a = try #require(stack.frameInRoot(ofView: name))
        let b = try #require(constraints.frameInRoot(ofView: name))
        #expect(a.isClose(to: b, tolerance: 1e-9), "\(name) at \(width)x\(height) \(traits)")
      }
    }
    // Portrait, stacked: 343 wide at 16; the column 30 + 8 + 30 = 68 ends at 667 − 20 = 647,
    // so it starts at 579. Landscape, side by side: (635 − 8) / 2 = 313.5 each, at 325.
    expectFrames(
      try layOut("two-buttons-size-class-stack.scene", 375, 667, "wC-hR"),
      [
        "buttons": (16, 579, 343, 68), "shortButton": (0, 0, 343, 30),
        "longButton": (0, 38, 343, 30),
      ])
    expectFrames(
      try layOut("two-buttons-size-class-stack.scene", 667, 375, "wC-hC"),
      [
        "buttons": (16, 325, 635, 30), "shortButton": (0, 0, 313.5, 30),
        "longButton": (321.5, 0, 313.5, 30),
      ])
  }
}
