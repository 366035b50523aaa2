import AdaptiveLayout
import Testing

// What a stack generates — each constraint as UIKit's logs name it, compared with the
// published dumps (kean, "Let's Build UIStackView", 2017; see Docs/stack-views.md) — and how
// the live engine keeps it in step.

/// Three arranged views as in the dumps: 160x200, 80x100, 40x50.
private func dumpViews(hidden: Set<String> = []) -> [ViewDescription] {
  var views = [
    view("stack", "stackView"),
    view("v0", in: "stack", intrinsic: (160, 200)), view("v1", in: "stack", intrinsic: (80, 100)),
    view("v2", in: "stack", intrinsic: (40, 50)),
  ]
  for i in views.indices where hidden.contains(views[i].name) { views[i].isHidden = true }
  return views
}

/// The generated constraints as `name: formula` lines.
private func lines(_ stack: StackDescription, hidden: Set<String> = []) -> [String] {
  let views = dumpViews(hidden: hidden)
  var stackView = views[0]
  stackView.stack = stack
  let arrangement = stack.arrangement(ofView: stackView) { name in
    views.first { $0.name == name }
  }
  return arrangement.constraints.map { "\($0.name ?? ""): \($0.formula)" }
}

@Suite struct StackArrangementTests {
  let arranged = ["v0", "v1", "v2"]

  @Test func fillMatchesUIKitsDump() {
    #expect(
      lines(StackDescription(arrangedSubviews: arranged)) == [
        "UISV-canvas-connection: stack.leading = v0.leading",
        "UISV-canvas-connection: v2.trailing = stack.trailing",
        "UISV-spacing: v1.leading = v0.trailing",
        "UISV-spacing: v2.leading = v1.trailing",
        "UISV-alignment: v0.top = v1.top",
        "UISV-alignment: v0.bottom = v1.bottom",
        "UISV-alignment: v0.top = v2.top",
        "UISV-alignment: v0.bottom = v2.bottom",
        "UISV-canvas-connection: stack.top = v0.top",
        "UISV-canvas-connection: v0.bottom = stack.bottom",
      ])
  }

  @Test func centerAlignmentUsesTheSpanner() {
    let spanner = "stack[UISV-alignment-spanner]"
    #expect(
      lines(StackDescription(alignment: .center, spacing: .fixed(10), arrangedSubviews: arranged))
        == [
          "UISV-canvas-connection: stack.leading = v0.leading",
          "UISV-canvas-connection: v2.trailing = stack.trailing",
          "UISV-spacing: v1.leading = v0.trailing + 10",
          "UISV-spacing: v2.leading = v1.trailing + 10",
          "UISV-alignment: v0.centerY = v1.centerY",
          "UISV-alignment: v0.centerY = v2.centerY",
          "UISV-canvas-connection: stack.top = \(spanner).top",
          "UISV-canvas-connection: \(spanner).bottom = stack.bottom",
          "UISV-canvas-connection: stack.centerY = v0.centerY",
          "UISV-spanning-boundary: \(spanner).top <= v0.top",
          "UISV-spanning-boundary: \(spanner).bottom >= v0.bottom",
          "UISV-spanning-boundary: \(spanner).top <= v1.top",
          "UISV-spanning-boundary: \(spanner).bottom >= v1.bottom",
          "UISV-spanning-boundary: \(spanner).top <= v2.top",
          "UISV-spanning-boundary: \(spanner).bottom >= v2.bottom",
          "UISV-spanning-fit: \(spanner).height = 0 @51",
          "UISV-ambiguity-suppression: v0.height = 0 @25",
          "UISV-ambiguity-suppression: v1.height = 0 @25",
          "UISV-ambiguity-suppression: v2.height = 0 @25",
        ])
  }

  @Test func fillProportionallyMultipliersAndPriorities() {
    // 160 / 280 = 0.571429, 80 / 280, 40 / 280 at 999, 998, 997, as in the dump.
    let generated = lines(
      StackDescription(distribution: .fillProportionally, arrangedSubviews: arranged)
    ).filter { $0.hasPrefix("UISV-fill-proportionally") }
    #expect(
      generated == [
        "UISV-fill-proportionally: v0.width = stack.width * \(160.0 / 280) @999",
        "UISV-fill-proportionally: v1.width = stack.width * \(80.0 / 280) @998",
        "UISV-fill-proportionally: v2.width = stack.width * \(40.0 / 280) @997",
      ])
  }

  @Test func spacingDistributionsUseGapGuides() {
    let gap1 = "stack[UISV-distributing-1]"
    let gap2 = "stack[UISV-distributing-2]"
    let spacing = lines(
      StackDescription(distribution: .equalSpacing, spacing: .fixed(10), arrangedSubviews: arranged)
    )
    #expect(spacing.contains("UISV-spacing: v1.leading >= v0.trailing + 10"))
    #expect(spacing.contains("UISV-distributing-edge: \(gap1).leading = v0.trailing"))
    #expect(spacing.contains("UISV-distributing-edge: \(gap2).trailing = v2.leading"))
    #expect(spacing.contains("UISV-fill-equally: \(gap2).width = \(gap1).width"))
    #expect(spacing.contains("UISV-canvas-fit: stack.width = 0 @49"))
    let centering = lines(
      StackDescription(distribution: .equalCentering, arrangedSubviews: arranged))
    #expect(centering.contains("UISV-distributing-edge: \(gap1).leading = v0.centerX"))
    // 150 less the index of the gap's leading view, v1: 149, as in the dump.
    #expect(centering.contains("UISV-fill-equally: \(gap2).width = \(gap1).width @149"))
  }

  @Test func aHiddenViewIsCollapsedAndItsSpacingGoesWithIt() {
    // The dump hides v0: `UISV-hiding` v0.width == 0, spacing 0 after it, 10 after v1.
    let generated = lines(
      StackDescription(spacing: .fixed(10), arrangedSubviews: arranged), hidden: ["v0"])
    #expect(generated.contains("UISV-hiding: v0.width = 0"))
    #expect(generated.contains("UISV-spacing: v1.leading = v0.trailing"))
    #expect(generated.contains("UISV-spacing: v2.leading = v1.trailing + 10"))
  }

  @Test func aHiddenMiddleViewTakesHalfASpacingFromEachSide() {
    // Arranged's `spacing − spacing/2 × hidden neighbours`: 5 up to v1 (an equality), 5 after.
    let generated = lines(
      StackDescription(spacing: .fixed(10), arrangedSubviews: arranged), hidden: ["v1"])
    #expect(generated.contains("UISV-spacing: v1.leading = v0.trailing + 5"))
    #expect(generated.contains("UISV-spacing: v2.leading = v1.trailing + 5"))
  }

  @Test func baselineAlignmentsTieOneCanvasSideByAnInequality() {
    let spanner = "stack[UISV-alignment-spanner]"
    // As UIKit's view debugger shows `stack.top <= label.top` for a first-baseline row (and
    // kean's dump `V:[v0]-(>=0)-|` for a last-baseline one, here against the spanner): the
    // first-baseline top on the first arranged view, as UIKit.
    let first = lines(StackDescription(alignment: .firstBaseline, arrangedSubviews: arranged))
    #expect(first.contains("UISV-canvas-connection: stack.top <= v0.top"))
    #expect(first.contains("UISV-canvas-connection: \(spanner).bottom = stack.bottom"))
    #expect(first.contains("UISV-canvas-fit: stack.height = 0 @49"))
    let last = lines(StackDescription(alignment: .lastBaseline, arrangedSubviews: arranged))
    #expect(last.contains("UISV-canvas-connection: stack.top = \(spanner).top"))
    #expect(last.contains("UISV-canvas-connection: stack.bottom >= \(spanner).bottom"))
  }

  @Test func everyGeneratedConstraintPointsAtTheStack() {
    var views = dumpViews()
    views[0].location = at(7, 6)
    views[0].stack = StackDescription(
      distribution: .equalCentering, alignment: .firstBaseline, arrangedSubviews: arranged)
    let arrangement = views[0].stack!.arrangement(ofView: views[0]) { name in
      views.first { $0.name == name }
    }
    #expect(!arrangement.constraints.isEmpty)
    #expect(arrangement.constraints.allSatisfy { $0.location == at(7, 6) })
    #expect(arrangement.constraints.allSatisfy { $0.name?.hasPrefix("UISV-") == true })
    #expect(arrangement.guides.map(\.owner) == ["stack", "stack", "stack"])
  }

  // MARK: The live engine

  @Test func setStackAndSetHiddenMatchAFreshLayout() throws {
    var views = dumpViews()
    views[0].stack = StackDescription(spacing: .fixed(10), arrangedSubviews: arranged)
    let lines = ["stack.left = root.left + 20", "stack.top = root.top + 40"]
    let live = try engine(views, lines)
    // Flip the axis, change the spacing, hide v1: each step equals a fresh engine's layout.
    var stack = try #require(views[0].stack)
    stack.axis = .vertical
    stack.alignment = .center
    try live.setStack(stack, ofView: "stack")
    views[0].stack = stack
    #expect(framesMatch(live.viewFrames, try engine(views, lines).viewFrames))
    // Column, centred: v0 0…200, v1 210…310, v2 320…370; the stack 160 wide (v0), v1 at
    // (160 − 80) / 2 = 40, v2 at 60.
    #expect(live.frame(ofView: "v1")?.isClose(to: rect(40, 210, 80, 100)) == true)
    #expect(live.frame(ofView: "stack")?.isClose(to: rect(20, 40, 160, 370)) == true)

    stack.spacing = .fixed(4)
    let before = live.generatedConstraintIDs(ofStack: "stack")
    try live.setStack(stack, ofView: "stack")
    // A new spacing moves the spacing constants in place: the same constraints.
    #expect(live.generatedConstraintIDs(ofStack: "stack") == before)
    // v2 at 200 + 4 + 100 + 4 = 308.
    #expect(live.frame(ofView: "v2")?.isClose(to: rect(60, 308, 40, 50)) == true)

    try live.setHidden(true, ofView: "v1")
    views[0].stack = stack
    views[2].isHidden = true
    #expect(framesMatch(live.viewFrames, try engine(views, lines).viewFrames))
    // v1 collapses with its spacing: v2 at 200 + 4 = 204.
    #expect(live.frame(ofView: "v2")?.isClose(to: rect(60, 204, 40, 50)) == true)
  }

  @Test func generatedConstraintsStayOutOfTheScene() throws {
    var views = dumpViews()
    views[0].stack = StackDescription(arrangedSubviews: arranged)
    let live = try engine(views, ["stack.left = root.left", "stack.top = root.top"])
    #expect(live.constraintIDs.count == 2)
    #expect(live.currentScene.constraints.count == 2)
    #expect(live.currentScene.views[0].stack == views[0].stack)
    #expect(live.generatedConstraintIDs(ofStack: "stack").count == 10)
    #expect(live.brokenConstraints.isEmpty)
  }

  @Test func uninstallingAnArrangedViewRearrangesTheStack() throws {
    var views = dumpViews()
    views[0].stack = StackDescription(arrangedSubviews: arranged)
    let live = try engine(views, ["stack.left = root.left", "stack.top = root.top"])
    try live.uninstallView(named: "v1")
    #expect(live.view(named: "stack")?.stack?.arrangedSubviews == ["v0", "v2"])
    // v2 right after v0: 160.
    #expect(live.frame(ofView: "v2")?.isClose(to: rect(160, 0, 40, 200)) == true)
    #expect(live.conflicts.isEmpty)
    try live.uninstallView(named: "stack")
    #expect(live.generatedConstraintIDs(ofStack: "stack").isEmpty)
  }

  @Test func uninstallingArrangedViewsInOneCallRearrangesAsInTurn() throws {
    var views = dumpViews()
    views[0].stack = StackDescription(arrangedSubviews: arranged)
    let lines = ["stack.left = root.left", "stack.top = root.top"]
    let batch = try engine(views, lines)
    let removed = batch.uninstallViews(named: ["v0", "v2"])
    #expect(batch.view(named: "stack")?.stack?.arrangedSubviews == ["v1"])
    // v1 alone at the stack's leading edge.
    #expect(batch.frame(ofView: "v1")?.x == 0)
    let inTurn = try engine(views, lines)
    let removedInTurn = try inTurn.uninstallView(named: "v0") + inTurn.uninstallView(named: "v2")
    #expect(removedInTurn == removed)
    #expect(
      inTurn.generatedConstraintIDs(ofStack: "stack")
        == batch.generatedConstraintIDs(ofStack: "stack"))
    #expect(framesMatch(inTurn.viewFrames, batch.viewFrames))
  }

  @Test func setStackRejectsAViewThatIsNotASubview() throws {
    var views = dumpViews()
    views.append(view("outside"))
    let live = try engine(views, [])
    #expect(throws: LayoutEngineError.self) {
      try live.setStack(StackDescription(arrangedSubviews: ["outside"]), ofView: "stack")
    }
  }
}
