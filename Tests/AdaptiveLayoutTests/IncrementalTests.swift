import AdaptiveLayout
import Testing

/// Incremental changes give the same layout as a fresh build of the changed scene.
@Suite struct IncrementalTests {
  /// Seed 004's square: as large as possible, centred, inside the safe area, aspect 1:1.
  let squareViews = [view("square")]
  let square = [
    "square.width = square.height", "square.centerX = superview.centerX",
    "square.centerY = superview.centerY", "square.width <= safeArea.width",
    "square.height <= safeArea.height", "square.width = safeArea.width @750",
    "square.height = safeArea.height @750",
  ]

  @Test func rootSizeChangeEqualsAFreshBuild() throws {
    let e = try engine(squareViews, square, in: environment(375, 667))
    // Portrait: the width bounds the square: 375 × 375 at y = (667 − 375) / 2 = 146.
    #expect(e.frame(ofView: "square") == rect(0, 146, 375, 375))
    e.setRootSize(LayoutSize(width: 667, height: 375))
    // Landscape: the height bounds it: x = (667 − 375) / 2 = 146.
    #expect(e.frame(ofView: "square") == rect(146, 0, 375, 375))
    let fresh = try engine(squareViews, square, in: environment(667, 375))
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
    #expect(e.brokenConstraints.map(\.error) == fresh.brokenConstraints.map(\.error))
  }

  @Test func safeAreaChangeEqualsAFreshBuild() throws {
    let e = try engine(squareViews, square, in: environment(393, 852))
    let insets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    e.setRootSize(LayoutSize(width: 852, height: 393))
    e.setSafeAreaInsets(insets)
    let fresh = try engine(squareViews, square, in: environment(852, 393, safeArea: insets))
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
    // Safe area 852 − 118 = 734 wide, 393 − 21 = 372 high: the square is 372, centred in the
    // root: x = (852 − 372) / 2 = 240, y = (393 − 372) / 2 = 10.5.
    #expect(e.frame(ofView: "square") == rect(240, 10.5, 372, 372))
  }

  /// Seed 004's first attempt: the square's side is the root's width, which only fits portrait;
  /// its height reaches for the root's at a low priority, so that it is fixed when the aspect
  /// ratio is broken.
  let portraitOnly = [
    "square.width = square.height", "square.centerX = superview.centerX",
    "square.centerY = superview.centerY", "square.width = superview.width",
    "square.height <= superview.height", "square.height = superview.height @250",
  ]

  @Test func rotatingIntoAConflictBreaksAConstraintAndRotatingBackRestoresIt() throws {
    let e = try engine(squareViews, portraitOnly, in: environment(375, 667))
    #expect(e.conflicts.isEmpty)
    e.setRootSize(LayoutSize(width: 667, height: 375))
    // 667 wide but only 375 high: w = h, w = W and h ≤ H conflict with the root's size; w = h
    // (line 1) sizes the square on its own, so it is broken, though h ≤ H was added last.
    let conflict = try #require(e.conflicts.first)
    #expect(conflict.broken.location?.line == 1)
    // Minimal: w = h, w = W, h ≤ H with W = 667 and H = 375 (the centring ones are not needed).
    #expect(
      conflict.members == [
        .rootSize(.horizontal), .rootSize(.vertical), member(e, 0), member(e, 3), member(e, 4),
      ])
    // The same as a fresh build at that size, which breaks the same constraint.
    let fresh = try engine(squareViews, portraitOnly, in: environment(667, 375))
    #expect(fresh.conflicts.map(\.broken) == e.conflicts.map(\.broken))
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
    // 667 wide (w = W); h ≤ 375 and h = 375 @250: 375 high, centred: y = 0.
    #expect(e.frame(ofView: "square") == rect(0, 0, 667, 375))
    e.setRootSize(LayoutSize(width: 375, height: 667))
    #expect(e.conflicts.isEmpty)
    #expect(e.frame(ofView: "square") == rect(0, 146, 375, 375))
  }

  func member(_ e: LayoutEngine, _ id: Int) -> ConflictMember {
    .constraint(ConstraintID(id), e.constraint(ConstraintID(id)) ?? constraint("x.width = 0"))
  }

  let row = [
    "a.leading = superview.leadingMargin", "b.leading = a.trailing + 8",
    "b.trailing = superview.trailingMargin", "a.top = superview.top + 20", "b.top = a.top",
    "c5: a.width = b.width",
  ]

  @Test func installAndUninstallEqualAFreshBuild() throws {
    let views = [view("a", intrinsic: (nil, 20)), view("b", intrinsic: (nil, 20))]
    let e = try engine(views, row)
    // Equal widths: (375 − 32 − 8) / 2 = 167.5.
    #expect(e.frame(ofView: "b") == rect(191.5, 20, 167.5, 20))
    let id = try #require(e.constraintID(named: "c5"))
    try e.uninstall(id)
    let added = try e.install(constraint("a.width = 100", line: 7))
    // a 100 wide: b = 375 − 16 − (16 + 100 + 8) = 235 at x = 124.
    #expect(e.frame(ofView: "b") == rect(124, 20, 235, 20))
    let fresh = try engine(views, Array(row.dropLast()) + ["a.width = 100"])
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
    try e.uninstall(added)
    #expect(throws: LayoutEngineError.self) { try e.uninstall(added) }
  }

  @Test func constantChangeEqualsAFreshBuild() throws {
    let views = [view("a", intrinsic: (nil, 20)), view("b", intrinsic: (nil, 20))]
    let e = try engine(views, row)
    try e.setConstant(40, of: ConstraintID(1))
    // a = b = (375 − 32 − 40) / 2 = 151.5; b.x = 16 + 151.5 + 40 = 207.5.
    #expect(e.frame(ofView: "b") == rect(207.5, 20, 151.5, 20))
    var changed = row
    changed[1] = "b.leading = a.trailing + 40"
    let fresh = try engine(views, changed)
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
  }

  @Test func constantChangeOnAMarginConstraintIsRelativeToTheMargin() throws {
    let views = [view("a", intrinsic: (nil, 20)), view("b", intrinsic: (nil, 20))]
    let e = try engine(views, row)
    try e.setConstant(4, of: ConstraintID(0))
    // a.leading = 16 + 4 = 20; widths (375 − 16 − 20 − 8) / 2 = 165.5.
    #expect(e.frame(ofView: "a") == rect(20, 20, 165.5, 20))
  }

  @Test func aRequiredConstantThatCannotHoldIsBrokenAndRestored() throws {
    let e = try engine(
      [view("box")],
      [
        "box.left = superview.left", "box.right <= superview.right", "box.width = 100",
        "box.top = superview.top", "box.height = 1",
      ])
    try e.setConstant(500, of: ConstraintID(2))
    // 500 > 375: the width being changed is the one broken.
    #expect(e.conflicts.map(\.broken.location?.line) == [3])
    #expect(!e.isActive(ConstraintID(2)))
    try e.setConstant(200, of: ConstraintID(2))
    #expect(e.conflicts.isEmpty)
    #expect(e.frame(ofView: "box") == rect(0, 0, 200, 1))
  }

  @Test func priorityChangesBetweenRequiredAndOptional() throws {
    let lines = [
      "box.left = superview.left", "box.top = superview.top", "box.height = 1",
      "box.width = 100", "box.width = 200 @500",
    ]
    let e = try engine([view("box")], lines)
    #expect(e.frame(ofView: "box")?.width == 100)
    try e.setPriority(250, of: ConstraintID(3))
    // Now 200 @500 beats 100 @250.
    #expect(e.frame(ofView: "box")?.width == 200)
    try e.setPriority(1000, of: ConstraintID(4))
    try e.setPriority(1000, of: ConstraintID(3))
    // Both required, and both size the box on its own: as in a fresh build, the later
    // declared (line 5, width 200) is broken, whichever was re-added last: 100 wide.
    #expect(e.frame(ofView: "box")?.width == 100)
    #expect(e.conflicts.map(\.broken.location?.line) == [5])
    var required = lines
    required[4] = "box.width = 200"
    let fresh = try engine([view("box")], required)
    #expect(fresh.conflicts.map(\.broken) == e.conflicts.map(\.broken))
    #expect(throws: LayoutEngineError.self) { try e.setPriority(0, of: ConstraintID(3)) }
  }

  @Test func viewPropertyChangesEqualAFreshBuild() throws {
    let label = view("label", "label", intrinsic: (82, 21), baseline: Baseline(first: 17))
    let field = view("field", "textField", intrinsic: (97, 30), baseline: Baseline(first: 20))
    let lines = [
      "label.leading = superview.leadingMargin", "field.leading = label.trailing + 8",
      "field.trailing = superview.trailingMargin", "field.top = topLayoutGuide.bottom + 20",
      "label.lastBaseline = field.lastBaseline",
    ]
    let e = try engine([label, field], lines)
    try e.setIntrinsicContentSize(IntrinsicContentSize(width: 120, height: 43), ofView: "label")
    try e.setBaseline(Baseline(first: 34), ofView: "label")
    try e.setHidden(true, ofView: "field")
    var label2 = label
    label2.intrinsicContentSize = IntrinsicContentSize(width: 120, height: 43)
    label2.baseline = Baseline(first: 34)
    let fresh = try engine([label2, field], lines)
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
    // label: last baseline 43 − 34 = 9 above its bottom; field's at 50 − 10 = 40:
    // label bottom 49, y = 6; width 120.
    #expect(e.frame(ofView: "label") == rect(16, 6, 120, 43))
    #expect(e.view(named: "field")?.isHidden == true)
  }

  @Test func marginChangesEqualAFreshBuild() throws {
    let lines = [
      "card.left = superview.left", "card.top = superview.top", "card.width = 100",
      "card.height = 100", "box.leading = superview.leadingMargin",
      "box.top = superview.topMargin", "box.width = 10", "box.height = 10",
    ]
    let e = try engine([view("card"), view("box", in: "card")], lines)
    #expect(e.frame(ofView: "box") == rect(8, 8, 10, 10))
    let margins = EdgeInsets(top: 12, left: 20, bottom: 0, right: 0)
    try e.setLayoutMargins(margins, ofView: "card")
    #expect(e.frame(ofView: "box") == rect(20, 12, 10, 10))
    let fresh = try engine([view("card", margins: margins), view("box", in: "card")], lines)
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
  }

  @Test func systemMinimumMarginChange() throws {
    let e = try engine(
      [view("box")],
      [
        "box.leading = superview.leadingMargin", "box.width = 1", "box.top = superview.top",
        "box.height = 1",
      ])
    e.setSystemMinimumMargin(20)
    #expect(e.frame(ofView: "box")?.x == 20)
  }

  @Test func installingAndUninstallingViews() throws {
    let e = try engine(
      [view("a")],
      ["a.left = superview.left", "a.top = superview.top", "a.width = 10", "a.height = 10"])
    try e.installView(view("badge", "label", intrinsic: (30, 30)))
    let id = try e.install(constraint("badge.left = a.right + 5", line: 9))
    try e.install(constraint("badge.top = a.top", line: 10))
    #expect(e.frame(ofView: "badge") == rect(15, 0, 30, 30))
    let removed = try e.uninstallView(named: "badge")
    #expect(removed.first == id && removed.count == 2)
    #expect(e.viewFrames.map(\.name) == ["a"])
    #expect(throws: LayoutEngineError.self) { try e.installView(view("a")) }
  }

  @Test func unknownNamesAreErrorsNotCrashes() throws {
    let e = try engine([view("a")], ["a.width = 1"])
    #expect(throws: LayoutEngineError.unknownView("ghost")) {
      try e.setHidden(true, ofView: "ghost")
    }
    #expect(throws: LayoutEngineError.unknownConstraint(ConstraintID(7))) {
      try e.setConstant(1, of: ConstraintID(7))
    }
    #expect(e.frame(ofView: "ghost") == nil)
  }
}

@Suite struct EnvironmentChangeTests {
  @Test func aWholeEnvironmentChangeEqualsAFreshBuild() throws {
    let lines = [
      "a.leading = superview.leadingMargin", "a.trailing = superview.trailingMargin",
      "a.top = safeArea.top", "a.bottom = safeArea.bottom",
    ]
    let e = try engine([view("a")], lines)
    let landscape = environment(
      852, 393, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), margin: 20,
      rtl: true)
    e.setEnvironment(landscape)
    #expect(e.environment == landscape)
    let fresh = try engine([view("a")], lines, in: landscape)
    #expect(framesMatch(e.viewFrames, fresh.viewFrames))
    // x = 59 + 20 = 79; width = 852 − 2 × 79 = 694; y = 0; height = 393 − 21 = 372.
    #expect(e.frame(ofView: "a") == rect(79, 0, 694, 372))
  }
}

@Suite struct ViewInstallationTests {
  @Test func uninstallingAViewTakesItsSubviewsGuidesAndConstraints() throws {
    let e = try engine(
      [view("card"), view("title", in: "card"), view("other")],
      [
        "card.left = superview.left", "card.top = superview.top", "card.width = 100",
        "card.height = 100", "title.left = superview.left + 4", "g.left = title.right",
        "other.left = superview.left", "other.top = superview.top", "other.width = 5",
        "other.height = 5",
      ], guides: [LayoutGuideDescription(name: "g", owner: "card", location: at(40))])
    let removed = try e.uninstallView(named: "card")
    // Lines 1–6 (IDs 0–5) touch card, title or g; lines 7–10 stay.
    #expect(removed == (0...5).map(ConstraintID.init))
    #expect(e.viewFrames.map(\.name) == ["other"])
    #expect(e.guideFrames.isEmpty)
    #expect(e.constraintIDs == (6...9).map(ConstraintID.init))
    #expect(e.frame(ofView: "other") == rect(0, 0, 5, 5))
  }

  @Test func uninstallingViewsInOneCallIsUninstallingThemInTurn() throws {
    func make() throws -> LayoutEngine {
      try engine(
        [view("card"), view("title", in: "card"), view("other"), view("last")],
        [
          "card.left = superview.left", "card.top = superview.top", "card.width = 100",
          "card.height = 100", "title.left = superview.left + 4", "g.left = title.right",
          "other.left = superview.left", "other.top = superview.top", "other.width = 5",
          "other.height = 5", "last.left = other.right", "last.top = superview.top",
          "last.width = 1", "last.height = 1",
        ], guides: [LayoutGuideDescription(name: "g", owner: "card", location: at(40))])
    }
    let batch = try make()
    let removed = batch.uninstallViews(named: ["title", "card", "ghost", "other"])
    // title: lines 5 and 6 (IDs 4, 5); then card with g: lines 1–4 (IDs 0–3); "ghost" is not
    // installed and is skipped; other: lines 7–10 and line 11, which also names last (IDs 6–10).
    #expect(removed == [4, 5, 0, 1, 2, 3, 6, 7, 8, 9, 10].map(ConstraintID.init))
    #expect(batch.viewFrames.map(\.name) == ["last"])
    #expect(batch.guideFrames.isEmpty)
    #expect(batch.constraintIDs == (11...13).map(ConstraintID.init))
    // last: left unconstrained now (its `left` went with other), top 0, 1 × 1.
    #expect(batch.frame(ofView: "last")?.y == 0)

    let inTurn = try make()
    var removedInTurn: [ConstraintID] = []
    for name in ["title", "card", "other"] {
      removedInTurn += try inTurn.uninstallView(named: name)
    }
    #expect(removedInTurn == removed)
    #expect(framesMatch(inTurn.viewFrames, batch.viewFrames))
    // The name of an uninstalled view is free again, for a view or a constraint.
    try batch.installView(view("card"))
    #expect(batch.views.map(\.name) == ["last", "card"])
  }

  @Test func aViewInstalledAtAnIndexKeepsTheOutputOrder() throws {
    let e = try engine([view("a"), view("c")], ["a.width = 1", "c.width = 1"])
    try e.installView(view("b"), at: 1)
    #expect(e.views.map(\.name) == ["a", "b", "c"])
    #expect(e.currentScene.views.map(\.name) == ["a", "b", "c"])
  }
}
