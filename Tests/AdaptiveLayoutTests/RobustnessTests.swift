import AdaptiveLayout
import Testing

/// Bad input gets diagnostics, never a crash; and small contracts of the model.
@Suite struct RobustnessTests {
  static let names = [
    "a", "b", "c", "g", "superview", "root", "safeArea", "topLayoutGuide", "bottomLayoutGuide",
    "ghost", "c1",
  ]

  /// Random scenes over a small alphabet of names, attributes, numbers and priorities: every
  /// one either builds an engine or is refused with located diagnostics.
  @Test(arguments: 0..<20)
  func randomScenesNeverCrash(seed: Int) {
    var g = SeededGenerator(seed: UInt64(seed) &+ 1000)
    for _ in 0..<50 {
      var views: [ViewDescription] = []
      for i in 0..<Int.random(in: 0...4, using: &g) {
        var v = ViewDescription(
          name: Self.names.randomElement(using: &g) ?? "a",
          superview: Bool.random(using: &g) ? Self.names.randomElement(using: &g) : nil,
          location: at(i + 1))
        if Bool.random(using: &g) {
          v.intrinsicContentSize = IntrinsicContentSize(
            width: [nil, 10, -1, .infinity].randomElement(using: &g) ?? nil, height: 20)
        }
        if Int.random(in: 0...5, using: &g) == 0 { v.contentHugging = AxisPriorities(0, 2000) }
        views.append(v)
      }
      let guides = [
        LayoutGuideDescription(
          name: "g", owner: Self.names.randomElement(using: &g), location: at(50))
      ]
      var list: [ConstraintDescription] = []
      for i in 0..<Int.random(in: 0...6, using: &g) {
        let first = ConstraintItem(
          Self.names.randomElement(using: &g) ?? "a",
          LayoutAttribute.allCases.randomElement(using: &g) ?? .left)
        let second =
          Bool.random(using: &g)
          ? ConstraintItem(
            Self.names.randomElement(using: &g) ?? "a",
            LayoutAttribute.allCases.randomElement(using: &g) ?? .left) : nil
        list.append(
          ConstraintDescription(
            name: Int.random(in: 0...4, using: &g) == 0 ? "c1" : nil, first: first,
            relation: LayoutRelation.allCases.randomElement(using: &g) ?? .equal, second: second,
            multiplier: [0, 1, 2, -1, .nan].randomElement(using: &g) ?? 1,
            constant: [0, 8, -400, 1e300].randomElement(using: &g) ?? 0,
            priority: [1000, 999, 1, 0, 250].randomElement(using: &g) ?? 1000,
            location: at(10 + i)))
      }
      let scene = Scene(views: views, guides: guides, constraints: list)
      let diagnostics = scene.validate()
      do {
        let e = try LayoutEngine(scene: scene, environment: environment(375, 667))
        #expect(diagnostics.isEmpty)
        _ = e.result
        _ = e.ambiguities()
        e.setRootSize(LayoutSize(width: 100, height: 100))
      } catch {
        #expect(!error.diagnostics.isEmpty)
        #expect(error.diagnostics == diagnostics)
        #expect(error.diagnostics.allSatisfy { $0.location.line > 0 })
      }
    }
  }

  @Test func theOverviewExampleIsRight() throws {
    let scene = Scene(
      views: [ViewDescription(name: "box")],
      constraints: [
        ConstraintDescription(
          first: .init("box", .left), second: .init("superview", .right), multiplier: 0.25),
        ConstraintDescription(first: .init("box", .top), second: .init("safeArea", .top)),
        ConstraintDescription(first: .init("box", .width), constant: 100),
        ConstraintDescription(first: .init("box", .height), constant: 100),
      ])
    let e = try LayoutEngine(
      scene: scene,
      environment: LayoutEnvironment(
        rootSize: .init(width: 375, height: 667), systemMinimumMargin: 16))
    // 375 / 4 = 93.75; after rotation 667 / 4 = 166.75.
    #expect(e.frame(ofView: "box") == rect(93.75, 0, 100, 100))
    e.setRootSize(.init(width: 667, height: 375))
    #expect(e.frame(ofView: "box") == rect(166.75, 0, 100, 100))
  }

  @Test func superviewOfAGuideIsItsOwner() throws {
    let e = try engine(
      [view("card")],
      [
        "card.left = superview.left + 50", "card.top = superview.top", "card.width = 100",
        "card.height = 100", "g.left = superview.left + 10", "g.top = superview.top",
        "g.width = 5", "g.height = 5",
      ], guides: [LayoutGuideDescription(name: "g", owner: "card", location: at(30))])
    // Guide frames are in the owner's coordinates: x = 10.
    #expect(e.guideFrames == [GuideFrame(name: "g", owner: "card", frame: rect(10, 0, 5, 5))])
  }

  @Test func formulasReadLikeTheSceneFormat() {
    #expect(
      constraint("a.leading = b.trailing * 2 + 8 @750").formula
        == "a.leading = b.trailing * 2 + 8 @750")
    #expect(constraint("a.width <= 100").formula == "a.width <= 100")
    #expect(constraint("c1: a.top >= b.bottom - 0.5").displayName == "c1")
    #expect(constraint("a.top >= b.bottom - 0.5").displayName == "a.top >= b.bottom - 0.5")
  }

  @Test func diagnosticsPrintLikeACompilers() {
    let d = LayoutDiagnostic(.warning, at: at(3, 7), "view 'x' is off screen")
    #expect(d.description == "test.scene:3:7: warning: view 'x' is off screen")
  }
}
