import AdaptiveLayout
import Testing

/// Intrinsic content size with content hugging and compression resistance.
@Suite struct IntrinsicSizeTests {
  /// Two views in a row filling the root's width: `a` then `b`, edge to edge.
  let row = [
    "a.leading = superview.leading", "b.leading = a.trailing", "b.trailing = superview.trailing",
    "a.top = superview.top", "b.top = superview.top",
  ]

  @Test func intrinsicSizeAloneSizesAView() throws {
    let e = try engine(
      [view("label", "label", intrinsic: (82, 21))],
      ["label.left = superview.left", "label.top = superview.top"])
    #expect(e.frame(ofView: "label") == rect(0, 0, 82, 21))
  }

  @Test func theLowerHuggingViewStretches() throws {
    // a is a label (hugging 251), b a plain view with an intrinsic size (hugging 250).
    let e = try engine(
      [view("a", "label", intrinsic: (50, 20)), view("b", "button", intrinsic: (50, 20))], row)
    // 375 − 50 = 325 go to b: stretching a would break a 251 constraint.
    #expect(e.frame(ofView: "a") == rect(0, 0, 50, 20))
    #expect(e.frame(ofView: "b") == rect(50, 0, 325, 20))
  }

  @Test func theLowerResistanceViewCompresses() throws {
    var a = view("a", "label", intrinsic: (50, 20))
    var b = view("b", "label", intrinsic: (50, 20))
    a.compressionResistance = AxisPriorities(750, 750)
    b.compressionResistance = AxisPriorities(749, 750)
    let e = try engine([a, b], row, in: environment(80, 100))
    // 100 wanted in 80: b (749) gives up 20 → a 50, b 30.
    #expect(e.frame(ofView: "a") == rect(0, 0, 50, 20))
    #expect(e.frame(ofView: "b") == rect(50, 0, 30, 20))
  }

  @Test func requiredHuggingHoldsAgainstAHighConstraint() throws {
    var a = view("a", intrinsic: (40, nil))
    a.contentHugging = AxisPriorities(1000, 250)
    let e = try engine(
      [a],
      [
        "a.left = superview.left", "a.width = 100 @750", "a.top = superview.top",
        "a.height = 5",
      ])
    // Hugging at 1000 is required: width ≤ 40 holds, the 750 wish is 60 away.
    #expect(e.frame(ofView: "a")?.width == 40)
    #expect(e.brokenConstraints.map(\.error) == [60])
  }

  @Test func labelsAndImageViewsHugAt251() {
    #expect(ViewDescription(name: "l", kind: "label").contentHugging == AxisPriorities(251, 251))
    #expect(
      ViewDescription(name: "i", kind: "imageView").contentHugging == AxisPriorities(251, 251))
    #expect(ViewDescription(name: "b", kind: "button").contentHugging == AxisPriorities(250, 250))
    #expect(
      ViewDescription(name: "b", kind: "button").compressionResistance
        == AxisPriorities(750, 750))
  }

  @Test func hiddenViewsStillTakePart() throws {
    var a = view("a", intrinsic: (50, 20))
    a.isHidden = true
    let e = try engine(
      [a, view("b", intrinsic: (30, 20))],
      ["a.left = superview.left", "a.top = superview.top", "b.left = a.right + 5", "b.top = a.top"])
    // b.x = 50 + 5, although a is hidden.
    #expect(e.frame(ofView: "b") == rect(55, 0, 30, 20))
    #expect(e.viewFrames.first?.isHidden == true)
  }
}
