import AdaptiveLayout
import Testing

/// Every rule of the validator: one test each, checking the message and the location.
@Suite struct ValidationTests {
  /// The diagnostics of a scene with views `a` and `b` and the given constraints.
  func problems(
    _ lines: [String], views: [ViewDescription] = [view("a"), view("b")],
    guides: [LayoutGuideDescription] = []
  ) -> [String] {
    Scene(views: views, guides: guides, constraints: constraints(lines)).validate().map(
      \.description)
  }

  @Test func sizeRelatedToLocation() {
    #expect(
      problems(["a.top = b.top", "a.width = b.left"]) == [
        "test.scene:2:1: error: cannot relate a size attribute (width) to a location attribute (left)"
      ])
  }

  @Test func verticalRelatedToHorizontal() {
    #expect(
      problems(["a.top = b.leading"]) == [
        "test.scene:1:1: error: cannot relate a vertical attribute (top) to a horizontal attribute (leading)"
      ])
  }

  @Test func leadingRelatedToLeft() {
    #expect(
      problems(["a.leading = b.right + 8"]) == [
        "test.scene:1:1: error: cannot relate a leading/trailing attribute (leading) to a left/right attribute (right)"
      ])
  }

  @Test func locationGivenAConstant() {
    #expect(
      problems(["a.left = 10"]) == [
        "test.scene:1:1: error: a location attribute (left) cannot be given a constant-only value: relate it to another item"
      ])
  }

  @Test func multiplierZeroOnALocation() {
    #expect(
      problems(["a.centerX = b.centerX * 0"]) == [
        "test.scene:1:1: error: a multiplier of 0 on a location attribute (centerX) is invalid"
      ])
  }

  @Test func unknownItem() {
    #expect(
      problems(["a.left = ghost.left"]) == [
        "test.scene:1:1: error: unknown item 'ghost': no view or layout guide has that name"
      ])
  }

  @Test func constraintNameUsedAsAnItem() {
    #expect(
      problems(["c1: a.width = 10", "a.left = c1.left"]) == [
        "test.scene:2:1: error: 'c1' is a constraint, not a view or layout guide"
      ])
  }

  @Test func noCommonAncestor() {
    // b's superview chain is broken (a cycle b → c → b), so b shares no ancestor with a.
    let views = [
      view("a"), ViewDescription(name: "b", superview: "c", location: at(20)),
      ViewDescription(name: "c", superview: "b", location: at(21)),
    ]
    #expect(
      problems(["a.left = b.left"], views: views) == [
        "test.scene:1:1: error: 'a' and 'b' have no common ancestor",
        "test.scene:20:1: error: superview cycle: 'b' → 'c' → 'b'",
      ])
  }

  @Test func duplicateNames() {
    // The second `a` in the list is written first (7:3, before the helper's 100:1): the later
    // declaration in the file is the duplicate, as compilers report a redeclaration.
    let views = [view("a"), ViewDescription(name: "a", location: at(7, 3))]
    #expect(
      problems([], views: views) == [
        "test.scene:100:1: error: duplicate name 'a': already declared at test.scene:7:3"
      ])
  }

  @Test func duplicateNameAcrossViewsGuidesAndConstraints() {
    // Views a and b are at line 100, after the constraint named a (line 1) and the guide b
    // (line 9): both views are the duplicates. The view a stays in the hierarchy, so the
    // constraint on it adds no "unknown item" error.
    let guides = [LayoutGuideDescription(name: "b", location: at(9))]
    #expect(
      problems(["a: a.width = 10"], guides: guides) == [
        "test.scene:100:1: error: duplicate name 'a': already declared at test.scene:1:1",
        "test.scene:100:1: error: duplicate name 'b': already declared at test.scene:9:1",
      ])
  }

  @Test func aGuideDeclaredAfterAViewIsTheDuplicate() {
    let views = [ViewDescription(name: "gap", location: at(2, 6))]
    let guides = [LayoutGuideDescription(name: "gap", location: at(5, 7))]
    #expect(
      problems([], views: views, guides: guides) == [
        "test.scene:5:7: error: duplicate name 'gap': already declared at test.scene:2:6"
      ])
  }

  @Test func aViewDeclaredAfterAGuideIsTheDuplicate() {
    // Views are listed before guides in a Scene, but the guide is written first (line 2).
    let views = [ViewDescription(name: "gap", location: at(5, 6))]
    let guides = [LayoutGuideDescription(name: "gap", location: at(2, 7))]
    #expect(
      problems([], views: views, guides: guides) == [
        "test.scene:5:6: error: duplicate name 'gap': already declared at test.scene:2:7"
      ])
  }

  @Test func withoutLocationsTheListOrderDecides() {
    // A scene built in code without locations: views, then guides, then constraints.
    let scene = Scene(
      views: [ViewDescription(name: "gap")], guides: [LayoutGuideDescription(name: "gap")])
    #expect(
      scene.validate().map(\.description) == [
        "<unknown>:0:0: error: duplicate name 'gap': already declared at <unknown>:0:0"
      ])
  }

  @Test func theKeptGuideIsTheEarlierDeclaration() {
    // The guide (line 2) keeps the name, so a constraint on gap's baseline is about a guide.
    let views = [ViewDescription(name: "gap", location: at(5, 6))]
    let guides = [LayoutGuideDescription(name: "gap", location: at(2, 7))]
    #expect(
      problems(["a.top = gap.firstBaseline"], views: [view("a")] + views, guides: guides) == [
        "test.scene:1:1: error: layout guide 'gap' has no attribute 'firstBaseline'",
        "test.scene:5:6: error: duplicate name 'gap': already declared at test.scene:2:7",
      ])
  }

  @Test func reservedNames() {
    let views = [ViewDescription(name: "safeArea", location: at(3, 6))]
    #expect(
      problems([], views: views) == [
        "test.scene:3:6: error: 'safeArea' is a reserved name and cannot name a view"
      ])
  }

  @Test func unknownSuperview() {
    let views = [ViewDescription(name: "a", superview: "ghost", location: at(4, 2))]
    #expect(
      problems([], views: views) == [
        "test.scene:4:2: error: view 'a' has unknown superview 'ghost'"
      ])
  }

  @Test func superviewCycle() {
    let views = [
      ViewDescription(name: "a", superview: "b", location: at(1)),
      ViewDescription(name: "b", superview: "c", location: at(2)),
      ViewDescription(name: "c", superview: "a", location: at(3)),
    ]
    // One diagnostic for the cycle, at its first declared view.
    #expect(
      problems([], views: views) == [
        "test.scene:1:1: error: superview cycle: 'a' → 'b' → 'c' → 'a'"
      ])
  }

  @Test func guideAttributesExcludeMarginsAndBaselines() {
    let guides = [LayoutGuideDescription(name: "g", location: at(9))]
    #expect(
      problems(["a.top = g.firstBaseline"], guides: guides) == [
        "test.scene:1:1: error: layout guide 'g' has no attribute 'firstBaseline'"
      ])
  }

  @Test func rootHasNoSuperview() {
    #expect(
      problems(["root.width = superview.width"]) == [
        "test.scene:1:1: error: 'root' has no superview"
      ])
  }

  @Test func priorityOutOfRange() {
    #expect(
      problems(["a.width = 10 @1001"]) == [
        "test.scene:1:1: error: priority 1001 is out of range: expected 1…1000"
      ])
  }

  @Test func everyProblemIsReportedInSourceOrder() {
    let lines = ["a.left = 10", "a.width = b.left", "a.top = nobody.top", "a.width = 5 @0"]
    #expect(
      problems(lines).map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
        "test.scene:1", "test.scene:2", "test.scene:3", "test.scene:4",
      ])
  }

  @Test func theEngineRefusesAnInvalidScene() {
    #expect(throws: SceneValidationError.self) {
      try engine([view("a")], ["a.left = 10"])
    }
  }

  /// The engine checks the views and guides first and each constraint as it installs it; its
  /// error must still list what `Scene.validate()` lists, in the same order: problems in valid
  /// constraints' company (lines 2 and 4 of 5: a size related to a location, an unknown item),
  /// and with an item's problem too (an unknown superview, at line 100, after the constraints).
  @Test(arguments: [false, true])
  func theEnginesErrorListsWhatValidateLists(itemProblem: Bool) {
    var views = [view("a"), view("b")]
    if itemProblem { views.append(view("c", in: "nowhere")) }
    let lines = [
      "a.leading = superview.leading", "a.width = b.left", "a.top = superview.top",
      "a.top = nobody.top", "b.width = a.width",
    ]
    let scene = Scene(views: views, guides: [], constraints: constraints(lines))
    let expected = scene.validate().map(\.description)
    // Lines 2 and 4, and line 100 with the item's problem.
    #expect(
      expected.map { $0.split(separator: ":").prefix(2).joined(separator: ":") }
        == ["test.scene:2", "test.scene:4"] + (itemProblem ? ["test.scene:100"] : []))
    do {
      _ = try LayoutEngine(scene: scene, environment: environment(375, 667))
      Issue.record("the engine accepted a scene with problems")
    } catch {
      #expect(error.diagnostics.map(\.description) == expected)
    }
  }

  @Test func installRefusesAnInvalidConstraintWithItsDiagnostic() throws {
    let e = try engine([view("a")], ["a.width = 10"])
    #expect(throws: LayoutEngineError.self) {
      try e.install(constraint("a.top = ghost.top", line: 9))
    }
    do {
      try e.install(constraint("a.left = 5", line: 9))
      Issue.record("expected a refusal")
    } catch {
      #expect(
        error.description
          == "test.scene:9:1: error: a location attribute (left) cannot be given a constant-only value: relate it to another item"
      )
    }
  }

  /// The engine reads the installed constraints' names only to word this error: it must still
  /// say that the item is a constraint.
  @Test func installNamesAnItemThatIsAConstraint() throws {
    let e = try engine([view("a")], ["w: a.width = 10"])
    do {
      try e.install(constraint("a.height = w.height", line: 9))
      Issue.record("expected a refusal")
    } catch {
      #expect(
        error.description
          == "test.scene:9:1: error: 'w' is a constraint, not a view or layout guide")
    }
  }
}
