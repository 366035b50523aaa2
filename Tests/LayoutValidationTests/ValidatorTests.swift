import AdaptiveLayout
import SceneFormat
import SizeClasses
import Testing

@testable import LayoutValidation

/// Each problem kind on a small scene built to have it (issue 4).
@Suite struct ValidatorTests {
  static func scene(_ text: String) throws -> AdaptiveScene {
    let (scene, diagnostics) = SceneLoader.load(text: text, path: "t.scene")
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    return try #require(scene)
  }

  static func problems(
    _ text: String, _ notation: String, _ rule: ValidationRule
  ) throws -> [ValidationProblem] {
    let targets = ValidationTarget.canvases([SizeClassPair(notation: notation)!])
    // Every rule on, the one that is off by default as a warning.
    var rules = RuleSeverities()
    rules[.unmetOptional] = .warning
    let (reports, warnings) = try Validator.validate(
      try scene(text), targets: targets, rules: rules)
    return (warnings + reports.flatMap(\.problems)).filter { $0.rule == rule }
  }

  /// A box pinned on every side but for its horizontal position.
  static let box = """
    view box
    box.width = 100
    box.height = 50
    box.top = superview.top + 10

    """

  @Test func theCanvasesAreInterfaceBuildersClassicSizes() {
    let sizes = ValidationTarget.canvases().map {
      "\($0.traits.notation) \(Int($0.environment.rootSize.width))x"
        + "\(Int($0.environment.rootSize.height)) \(Int($0.environment.systemMinimumMargin))"
    }
    // compact 400, any 600, regular 800; margins 16 in a compact width, else 20.
    #expect(
      sizes == [
        "wAny-hAny 600x600 20", "wAny-hC 600x400 20", "wAny-hR 600x800 20",
        "wC-hAny 400x600 16", "wC-hC 400x400 16", "wC-hR 400x800 16",
        "wR-hAny 800x600 20", "wR-hC 800x400 20", "wR-hR 800x800 20",
      ])
  }

  /// A square pinned to both margins (c1, c2) and centred vertically (c3), with its height
  /// set by c5 and c6 (lines 5 and 6).
  static func pinnedSquare(c5: String, c6: String) -> String {
    """
    view square
    c1: square.leading = superview.leadingMargin
    c2: square.trailing = superview.trailingMargin
    c3: square.centerY = superview.centerY
    c5: \(c5)
    c6: \(c6)

    """
  }

  @Test func unsatisfiableNamesTheMinimalSetAndTheBrokenOne() throws {
    // The square of seed 004's first attempt: pinned to both margins (c1, c2), square (c5) and
    // no taller than its superview (c6). In 800x400 its width is 800 - 20 - 20 = 760 > 400.
    let found = try Self.problems(
      Self.pinnedSquare(
        c5: "square.width = square.height", c6: "square.height <= superview.height"), "wR-hC",
      .unsatisfiable)
    #expect(found.count == 1)
    let problem = try #require(found.first)
    #expect(problem.severity == .error)
    // c5, the square's aspect ratio, sizes it on its own: it is broken before c6, though c6 was
    // added last (UIKit breaks a view's own size first: `LayoutConflict`).
    #expect(problem.location.line == 5)
    #expect(problem.message.contains("c1, c2, c5, c6"))
    #expect(
      problem.message.contains(
        "broke 'c5' (it sizes 'square' on its own, which Auto Layout breaks first: "
          + "square.width = square.height)"))
    // Notes at the other members: c1 (line 2), c2 (line 3), c6 (line 6).
    #expect(problem.notes.map(\.location.line) == [2, 3, 6])
  }

  @Test func withoutASizeOfItsOwnTheConstraintAddedLastIsBroken() throws {
    // In 800x400 the square's height is the root's height (c5: 400) and the root's width less
    // 40 (c6: 760). Neither sizes the square on its own (each relates it to its superview), so
    // c6, whose addition makes the set unsatisfiable, is broken.
    let found = try Self.problems(
      Self.pinnedSquare(
        c5: "square.height = superview.height", c6: "square.height = superview.width - 40"),
      "wR-hC", .unsatisfiable)
    #expect(found.count == 1)
    #expect(found.first?.location.line == 6)
    #expect(found.first?.message.contains("broke 'c6' (the one added last: ") == true)
  }

  @Test func aSizeOfItsOwnIsBrokenBeforeTheConstraintAddedLast() throws {
    // The same, with c5 a constant height (400): c5 sizes the square on its own, so it is the
    // one broken although c6 was added after it, and the square is 760 high (c6).
    let found = try Self.problems(
      Self.pinnedSquare(c5: "square.height = 400", c6: "square.height = superview.width - 40"),
      "wR-hC", .unsatisfiable)
    #expect(found.count == 1)
    #expect(found.first?.location.line == 5)
    #expect(
      found.first?.message.contains(
        "broke 'c5' (it sizes 'square' on its own, which Auto Layout breaks first: "
          + "square.height = 400)") == true)
  }

  @Test func ambiguityNamesTheViewAndTheAxis() throws {
    let found = try Self.problems(Self.box, "wAny-hAny", .ambiguousLayout)
    #expect(found.count == 1)
    let problem = try #require(found.first)
    #expect(problem.severity == .error)
    #expect(problem.views == ["box"])
    #expect(problem.location.line == 1)
    #expect(problem.message.contains("the horizontal position of 'box' is not fixed"))
    // Two different frames, both 100 wide, 50 high, at y = 10.
    #expect(problem.message.contains(" and "))
  }

  @Test func anAmbiguousGuideIsNamedWithItsAxisAtItsName() throws {
    // A spacer guide with its width and vertical axis pinned, and nothing for its x.
    let found = try Self.problems(
      """
      guide spacer
      spacer.width = 40
      spacer.height = 10
      spacer.top = superview.top + 10

      """, "wAny-hAny", .ambiguousLayout)
    #expect(found.count == 1)
    let problem = try #require(found.first)
    #expect(problem.severity == .error)
    #expect(problem.guides == ["spacer"])
    #expect(problem.views.isEmpty)
    // `guide spacer`: the name starts at column 7, where a view's report would point too.
    #expect(problem.location.line == 1 && problem.location.column == 7)
    #expect(problem.message.contains("the horizontal position of guide 'spacer' is not fixed"))
    // Two frames, both 40 wide and 10 high at y = 10, at different x.
    #expect(problem.message.contains(" and "))
  }

  @Test func aGuideInAViewBlockIsCheckedInItsOwner() throws {
    // card is pinned at (0, 0, 100, 100); inset has a size and a top in card, no x; the second
    // guide, pad, is pinned on every side.
    let found = try Self.problems(
      """
      view card {
        guide inset
        guide pad
      }
      card.left = superview.left
      card.top = superview.top
      card.width = 100
      card.height = 100
      inset.top = superview.top
      inset.width = 10
      inset.height = 10
      pad.left = superview.left
      pad.top = superview.top
      pad.width = 10
      pad.height = 10

      """, "wAny-hAny", .ambiguousLayout)
    #expect(found.map(\.guides) == [["inset"]])
    #expect(found.first?.location.line == 2)
    #expect(found.first?.message.contains("horizontal position of guide 'inset'") == true)
  }

  @Test func guideFramesAreInRootCoordinatesForPictures() throws {
    let text = """
      view card {
        guide pad
      }
      guide gap
      card.left = superview.left + 30
      card.top = superview.top + 20
      card.width = 100
      card.height = 100
      pad.left = superview.left + 5
      pad.top = superview.top + 5
      pad.width = 10
      pad.height = 10
      gap.left = superview.left + 1
      gap.top = superview.top + 2
      gap.width = 3
      gap.height = 4

      """
    let targets = ValidationTarget.canvases([SizeClassPair(notation: "wAny-hAny")!])
    let (reports, _) = try Validator.validate(try Self.scene(text), targets: targets)
    let report = try #require(reports.first)
    // pad: card's (30, 20) plus (5, 5) in card = (35, 25); gap is the root's: as written.
    #expect(report.guideFramesInRoot.map(\.name) == ["pad", "gap"])
    #expect(
      report.guideFramesInRoot.map(\.frame) == [
        LayoutRect(x: 35, y: 25, width: 10, height: 10),
        LayoutRect(x: 1, y: 2, width: 3, height: 4),
      ])
  }

  @Test func theLayoutGuideRecipeIsUnambiguousEverywhere() throws {
    // Every guide of the Cookbook's layout-guide recipe is pinned: x by the chain c1-c6 and
    // c15/c16, y by c7/c9/c11, height by c18-c20.
    let path = #filePath.replacingOccurrences(
      of: "Tests/LayoutValidationTests/ValidatorTests.swift",
      with: "Scenes/two-buttons-equal-spacing-layout-guides.scene")
    let (loaded, _) = SceneLoader.load(path: path)
    let scene = try #require(loaded)
    let (reports, _) = try Validator.validate(scene, targets: ValidationTarget.canvases())
    #expect(reports.count == 9)
    #expect(reports.flatMap(\.problems).filter { $0.rule == .ambiguousLayout }.isEmpty)
  }

  @Test func offScreenAndOutsideTheSuperview() throws {
    let text = """
      view card {
        view badge
      }
      card.left = superview.left
      card.top = superview.top
      card.width = 100
      card.height = 100
      badge.left = card.left + 90
      badge.top = card.top
      badge.width = 20
      badge.height = 20
      far: card.left = superview.right + 0 @999

      """
    // 600x600: card at (0, 0, 100, 100) on screen; the badge spans x 90...110 in a card 100 wide.
    let found = try Self.problems(text, "wAny-hAny", .outsideSuperview)
    #expect(found.map(\.views) == [["badge"]])
    #expect(found.first?.message == "'badge' lies outside its superview 'card'")
    let offScreen = try Self.problems(
      Self.box + "box.left = superview.right + 10\n", "wAny-hAny", .offScreen)
    // box.left = 600 + 10: x from 610 to 710 in a 600-wide screen.
    #expect(offScreen.map(\.views) == [["box"]])
    #expect(
      offScreen.first?.message.hasPrefix("'box' is off screen: (610.0, 10.0, 100.0, 50.0)") == true)
  }

  @Test func aScrollViewsContentIsOnScreenWhereScrollingReachesIt() throws {
    // A scroll view filling the 600x600 canvas; its content view 600 wide and 1,000 tall (past
    // the bottom, as scrolling content is); a footer at the content's bottom, y 960 to 1,000;
    // a header pulled 30 above the content's origin: y -30 to 10, where no scrolling reaches.
    let scroll = """
      view scroll: scrollView {
        view content {
          view footer
          view header
        }
      }
      scroll.left = superview.left
      scroll.top = superview.top
      scroll.width = superview.width
      scroll.height = superview.height
      content.left = scroll.left
      content.top = scroll.top
      content.width = 600
      content.height = 1000
      footer.left = content.left
      footer.bottom = content.bottom
      footer.width = 100
      footer.height = 40
      header.left = content.left
      header.top = content.top - 30
      header.width = 100
      header.height = 40

      """
    let offScreen = try Self.problems(scroll, "wAny-hAny", .offScreen)
    // Neither the content (0, 0, 600, 1000) nor the footer (0, 960, 100, 40) is off screen,
    // though both reach below 600; the header is, above the scroll view's top.
    #expect(offScreen.map(\.views) == [["header"]])
    #expect(
      offScreen.first?.message
        == "'header' is off screen: (0.0, -30.0, 100.0, 40.0) lies above or left of its scroll "
        + "view 'scroll' at (0.0, 0.0, 600.0, 600.0), where no scrolling reaches")
    // The content outgrows the scroll view by design (not outside its superview); the header
    // sticks out of the content view, which is.
    let outside = try Self.problems(scroll, "wAny-hAny", .outsideSuperview)
    #expect(outside.isEmpty)
    // Not off screen, so the header's overhang would be the content view's to report: move it
    // inside the scroll view's reach but out of the content view, 10 to the right of it.
    let overhanging = try Self.problems(
      scroll.replacingOccurrences(
        of: "header.top = content.top - 30", with: "header.top = content.top"
      )
      .replacingOccurrences(
        of: "header.left = content.left", with: "header.left = content.right - 90"),
      "wAny-hAny", .outsideSuperview)
    // x 510 to 610 in a content view 600 wide.
    #expect(overhanging.map(\.views) == [["header"]])
  }

  @Test func aFirstBaselineRowsOwnOverhangIsNotOutsideItsSuperview() throws {
    // A first-baseline row: a label (intrinsic 40x20, baseline 16) then a field (intrinsic
    // 100x30, baseline 20). UIKit hangs the row from its first view: row.top = label.top = 10;
    // the field's baseline meets the label's: field.top = 10 + 16 - 20 = 6, 4 above the row —
    // the stack's own arrangement, not reported. Along the axis the field is inside: x from
    // 10 + 40 + 8 = 58 to 158, the row's end.
    let row = """
      view row: stackView {
        alignment firstBaseline
        spacing 8
        view label: label { intrinsic 40x20; baseline 16 }
        view field: textField { intrinsic 100x30; baseline 20 }
      }
      row.left = superview.left + 10
      row.top = superview.top + TOP

      """
    let found = try Self.problems(
      row.replacingOccurrences(of: "TOP", with: "10"), "wAny-hAny", .outsideSuperview)
    #expect(found.isEmpty)
    // The overhang is real: with the row at the top of the screen the field starts at 0 - 4 =
    // -4, and that is off screen.
    let offScreen = try Self.problems(
      row.replacingOccurrences(of: "TOP", with: "0"), "wAny-hAny", .offScreen)
    #expect(offScreen.map(\.views) == [["field"]])
  }

  @Test func zeroSizeIsAWarningForAViewWithContent() throws {
    // A label has content: 0 high, it shows nothing.
    let found = try Self.problems(
      Self.box.replacingOccurrences(of: "view box", with: "view box: label")
        .replacingOccurrences(of: "box.height = 50", with: "box.height = 0")
        + "box.left = superview.left\n", "wAny-hAny", .zeroSize)
    #expect(found.map(\.views) == [["box"]])
    #expect(found.first?.severity == .warning)
    #expect(found.first?.description.hasSuffix(" [zero-size]") == true)
  }

  @Test func aZeroSizeSpacerIsNotReported() throws {
    // A plain view without intrinsic size or subviews is a spacer (the Cookbook's dummy views
    // are 0 high); with a subview or an intrinsic size it is not.
    let spacer =
      Self.box.replacingOccurrences(of: "box.height = 50", with: "box.height = 0")
      + "box.left = superview.left\n"
    #expect(try Self.problems(spacer, "wAny-hAny", .zeroSize).isEmpty)
    let withContent = spacer.replacingOccurrences(
      of: "view box", with: "view box {\n  intrinsic 10x10\n}")
    #expect(try Self.problems(withContent, "wAny-hAny", .zeroSize).map(\.item) == ["box"])
  }

  @Test func anEmptyLabelAtZeroSizeIsNotReported() throws {
    // A label without text (intrinsic 0 x 0, as UIKit gives an empty label) held by its centre:
    // 0 x 0, all it can be until the app sets its text. With text (intrinsic 40 x 20) squeezed
    // to 0 wide between two pins it shows nothing, and is reported.
    let empty = """
      view result: label { intrinsic 0x0 }
      result.centerX = superview.centerX
      result.centerY = superview.centerY

      """
    #expect(try Self.problems(empty, "wAny-hAny", .zeroSize).isEmpty)
    let squeezed = """
      view result: label { intrinsic 40x20 }
      result.leading = superview.leading + 100
      result.trailing = superview.leading + 100
      result.centerY = superview.centerY

      """
    #expect(try Self.problems(squeezed, "wAny-hAny", .zeroSize).map(\.item) == ["result"])
  }

  @Test func disagreeingOneAxisVariationsWarn() throws {
    let text =
      Self.box + """
        gap: box.left = superview.left + 8
        when width compact { gap.constant = 16 }
        when height regular { gap.constant = 24 }

        """
    // wC hR: both one-axis variations apply and disagree; the width one (16) wins.
    let found = try Self.problems(text, "wC-hR", .variationConflict)
    #expect(found.count == 1)
    #expect(
      found.first?.message == "constant of 'gap' varies for both wC hAny and wAny hR; wC hAny wins")
    #expect(try Self.problems(text, "wC-hC", .variationConflict).isEmpty)
  }

  @Test func aConstraintInstalledInNoClassWarnsOnce() throws {
    let text =
      Self.box + "dead: box.left = superview.left\nuninstall dead\nbox.left = superview.left + 1\n"
    let found = try Self.problems(text, "wAny-hAny", .neverInstalled)
    #expect(found.map(\.location.line) == [5])
    #expect(found.first?.message == "'dead' is installed in no size class")
  }

  @Test func unmetOptionalConstraintsWarn() throws {
    let text = Self.box + "box.left = superview.left\nwish: box.width = 150 @500\n"
    // Required width 100 beats the wish of 150: unmet by 50.
    let found = try Self.problems(text, "wAny-hAny", .unmetOptional)
    #expect(found.map(\.location.line) == [6])
    #expect(found.first?.message == "optional constraint 'wish' (@500) is unmet by 50")
  }

  @Test func theSizeClassRecipeStacksInCompactRegularOnly() throws {
    // Issue 4: side by side in wAny hAny, stacked in wC hR — and valid in every class.
    let path = #filePath.replacingOccurrences(
      of: "Tests/LayoutValidationTests/ValidatorTests.swift",
      with: "Scenes/two-buttons-size-class-layout.scene")
    let (loaded, _) = SceneLoader.load(path: path)
    let scene = try #require(loaded)
    let (reports, warnings) = try Validator.validate(scene, targets: ValidationTarget.canvases())
    #expect(warnings.isEmpty)
    #expect(reports.allSatisfy { !$0.hasErrors })
    func frames(_ notation: String) -> [LayoutRect] {
      reports.first { $0.target.traits.notation == notation }?.framesInRoot.map(\.frame) ?? []
    }
    // wAny hAny, 600x600, margins 20: widths (580 - 20 - 8) / 2 = 276; y = 600 - 20 - 30 = 550.
    #expect(
      frames("wAny-hAny") == [
        LayoutRect(x: 20, y: 550, width: 276, height: 30),
        LayoutRect(x: 304, y: 550, width: 276, height: 30),
      ])
    // wC hR, 400x800, margins 16: stacked, width 400 - 32 = 368; long.y = 800 - 20 - 30 = 750,
    // short.y = 750 - 8 - 30 = 712.
    #expect(
      frames("wC-hR") == [
        LayoutRect(x: 16, y: 712, width: 368, height: 30),
        LayoutRect(x: 16, y: 750, width: 368, height: 30),
      ])
  }

  /// Half a point outside is within the slack, and so is the round-off a live change leaves on
  /// it; a hundredth of a point more is not.
  ///
  /// Why: a view exactly 0.5 above its card read y = −0.5000000000001137 after a live change
  /// (a generated scene of 118 views) and was reported outside its superview in one device
  /// configuration, and in the other direction instead once the solver took another path.
  @Test func halfAPointOutsideWithRoundOffIsWithinTheSlack() {
    let card = LayoutRect(x: 0, y: 0, width: 100, height: 50)
    let exact = LayoutRect(x: 10, y: -0.5, width: 20, height: 10)
    let live = LayoutRect(x: 10, y: -0.5000000000001137, width: 20, height: 10)
    let beyond = LayoutRect(x: 10, y: -0.51, width: 20, height: 10)
    #expect(Validator.contains(card, exact))
    #expect(Validator.contains(card, live))
    #expect(!Validator.contains(card, beyond))
    #expect(Validator.contains(card, live, along: .vertical))
    #expect(!Validator.contains(card, beyond, along: .vertical))
    // The right and bottom edges the same way: maxY = 50.5 + round-off.
    let below = LayoutRect(x: 10, y: 40.5000000000001137, width: 20, height: 10)
    #expect(Validator.contains(card, below))
  }
}
