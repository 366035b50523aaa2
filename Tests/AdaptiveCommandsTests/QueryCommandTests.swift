import AdaptiveCommands
import AdaptiveLayout
import Foundation
import Testing

/// `adaptive query`: frames worked out by hand from the constraints in each scene.
@Suite("adaptive query") struct QueryCommandTests {
  /// A label and a text field in a row, as in the Cookbook's first recipe.
  static let labelAndField = """
    scene "Label and field"
    canvas 375x667
    view label: label { intrinsic 45x21 }
    view field: textField { intrinsic 97x30 }
    c1: label.leading = superview.leadingMargin
    c2: field.trailing = superview.trailingMargin
    c3: field.leading = label.trailing + standard
    c4: field.top = topLayoutGuide.bottom + 20
    c5: label.top = field.top

    """

  static func query(_ text: String, _ extra: [String]) -> CommandRun {
    CommandHarness.run(["query", "in.scene"] + extra, files: ["in.scene": Array(text.utf8)])
  }

  @Test func aBrokenConstraintSaysItsPriorityOnce() {
    // The button's intrinsic width 60 at hugging 250 and compression resistance 750 outweighs
    // width = 100 @20, so that constraint is broken with an error of 100 − 60 = 40. An unnamed
    // constraint's formula already ends in "@20"; a named one gets its priority after the line.
    let scene = """
      scene "p"
      view button: button { intrinsic 60x30 }
      button.leading = superview.leading + 20
      button.top = superview.top + 20
      button.width = 100 @20
      w: button.height = 50 @30

      """
    let run = Self.query(scene, [])
    #expect(run.stdout.contains("broken: button.width = 100 @20 (line 5), error 40\n"))
    // height: intrinsic 30 at 750 against 50 @30: broken by 50 − 30 = 20.
    #expect(run.stdout.contains("broken: w (line 6) @30, error 20\n"))
  }

  @Test func aCanvasWithTheDesignScreenIsTheDefaultLayout() {
    // An iPhone X-like canvas: compact width, regular height, safe area 44 on top and 34 at the
    // bottom, margins 16 as the canvas says (not the default for its class, which is also 16:
    // margins 10 shows the canvas's own value is used).
    let scene = Self.labelAndField.replacingOccurrences(
      of: "canvas 375x667", with: "canvas 375x812 class wC-hR safeArea 44 0 34 0 margins 10")
    let run = Self.query(scene, [])
    #expect(run.status == 0, "\(run.stderr)")
    // label: x = margin 10, width 45; field: x = 10 + 45 + 8 = 63, width = (375 - 10) - 63 =
    // 302; the top layout guide's bottom is the safe area's top 44, so y = 44 + 20 = 64.
    #expect(
      run.stdout == """
        Label and field — 375x812, wC hR
        root  0 0 375 812
          label  10 64 45 21
          field  63 64 302 30

        """)
    // --class keeps the canvas's size, safe area and margins but lays out in that class.
    let regular = Self.query(scene, ["--class", "wR-hR"])
    #expect(regular.stdout.hasPrefix("Label and field — 375x812, wR hR\n"))
    #expect(regular.stdout.contains("  label  10 64 45 21\n"))
    // --size is another screen: no safe area, UIKit's default margins (20 in wAny).
    // label: x = 20; field: x = 20 + 45 + 8 = 73, width = (375 - 20) - 73 = 282; y = 0 + 20.
    let sized = Self.query(scene, ["--size", "375x667"])
    #expect(sized.stdout.contains("  field  73 20 282 30\n"))
  }

  @Test func textTreeAtTheCanvasSize() {
    let run = Self.query(Self.labelAndField, ["--class", "wC-hR"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    // Compact width: root margins 16. label: x = 16, width 45 (its hugging 251 beats the field's
    // 250), height 21; field: x = 16 + 45 + 8 = 69, width = (375 - 16) - 69 = 290, y = 0 + 20,
    // height 30; label.top = field.top = 20. (A view stretched past its intrinsic size is not a
    // broken constraint: hugging gives way by design, and only the scene's own constraints are
    // listed.)
    #expect(
      run.stdout == """
        Label and field — 375x667, wC hR
        root  0 0 375 667
          label  16 20 45 21
          field  69 20 290 30

        """)
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let run = Self.query(
      Self.labelAndField, ["--size", "667x375", "--class", "wC-hC", "--format", "json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["scene"] as? String == "Label and field")
    let size = try #require(object["size"] as? [String: Double])
    #expect(size == ["width": 667, "height": 375])
    #expect(object["traits"] as? [String: String] == ["width": "compact", "height": "compact"])
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.map { $0["name"] as? String } == ["label", "field"])
    #expect(views.map { $0["superview"] as? String } == ["root", "root"])
    // Landscape: field width = (667 - 16) - 69 = 582.
    let field = try #require(views[1]["frame"] as? [String: Double])
    #expect(field == ["x": 69, "y": 20, "width": 582, "height": 30])
    // Every constraint of the scene holds: nothing is broken.
    #expect((object["brokenConstraints"] as? [Any])?.isEmpty == true)
    #expect((object["guides"] as? [Any])?.isEmpty == true)
  }

  @Test func rightToLeftMirrorsLeadingAndTrailing() {
    let run = Self.query(Self.labelAndField, ["--class", "wC-hR", "--rtl"])
    #expect(run.status == 0)
    // RTL: leading is the right edge. label: right edge at 375 - 16 = 359, so x = 359 - 45 = 314;
    // field: trailing (left) edge at 16, leading (right) edge 8 left of the label: 314 - 8 = 306,
    // so x = 16, width 290.
    #expect(run.stdout.contains("  label  314 20 45 21\n"))
    #expect(run.stdout.contains("  field  16 20 290 30\n"))
  }

  @Test func snapRoundsEdgesToThePixelGrid() {
    let thirds = """
      view a
      view b
      view c
      a.leading = superview.leading
      b.leading = a.trailing
      c.leading = b.trailing
      c.trailing = superview.trailing
      a.width = b.width
      b.width = c.width
      a.top = superview.top
      b.top = superview.top
      c.top = superview.top
      a.height = 10
      b.height = 10
      c.height = 10

      """
    // 100 wide: each third is 33.333…; at scale 2 the edges 0, 33.333, 66.667, 100 round to
    // 0, 33.5, 66.5, 100 (x·2 = 66.67 → 67 → 33.5; 133.33 → 133 → 66.5).
    let plain = Self.query(thirds, ["--size", "100x10"])
    #expect(plain.stdout.contains("  b  33.33333333333333"))  // unsnapped: the exact thirds
    let snapped = Self.query(thirds, ["--size", "100x10", "--snap"])
    #expect(snapped.stdout.contains("  a  0 0 33.5 10\n"))
    #expect(snapped.stdout.contains("  b  33.5 0 33 10\n"))
    #expect(snapped.stdout.contains("  c  66.5 0 33.5 10\n"))
  }

  @Test func aConflictIsReportedAndTheLayoutStillPrinted() {
    let conflicting = """
      view box
      c1: box.width = 100
      c2: box.width = 200
      box.height = 10
      box.left = superview.left
      box.top = superview.top

      """
    let run = Self.query(conflicting, [])
    #expect(run.status == 1)
    // c2 is refused when it is added: both size the box on its own, and of such members the one
    // added last is broken.
    #expect(run.stdout.contains("  box  0 0 100 10\n"))
    // An error, as `validate` grades it, with its rule id.
    #expect(run.stderr.hasPrefix("in.scene:3:1: error: unsatisfiable constraints: c1, c2"))
    #expect(run.stderr.contains(" to go on [unsatisfiable]\n"))
    // Each named member with its formula, the broken one's in the message.
    #expect(
      run.stderr.contains(
        "broke 'c2' (it sizes 'box' on its own, which Auto Layout breaks first: box.width = 200) "
          + "to go on"))
    #expect(run.stderr.contains("in.scene:2:1: note: in the conflict: c1 (box.width = 100)\n"))
  }

  @Test func anAmbiguousViewIsReported() {
    let free = """
      view box
      box.width = 100
      box.height = 10
      box.top = superview.top

      """
    let run = Self.query(free, [])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "in.scene:1:6: error: ambiguous layout: the horizontal position of 'box' is not fixed "
        + "[ambiguous-layout]\n")
  }

  @Test func anAmbiguousGuideIsReported() {
    let free = """
      guide gap
      gap.left = superview.left
      gap.width = 40
      gap.top = superview.top

      """
    let run = Self.query(free, [])
    #expect(run.status == 1)
    // x, width and y are pinned; the height is free.
    #expect(
      run.stderr
        == "in.scene:1:7: error: ambiguous layout: the vertical size of guide 'gap' is not fixed "
        + "[ambiguous-layout]\n")
  }

  @Test func anAmbiguousGuideIsDrawnInTheProblemColour() {
    let free = """
      guide gap
      gap.width = 40
      gap.height = 10
      gap.top = superview.top

      """
    let run = Self.query(free, ["--format", "svg"])
    #expect(run.status == 1)
    // The one item drawn is the guide, in red.
    #expect(run.stdout.contains("#d62728"))
  }

  @Test(arguments: [
    (["--class", "wX-hR"], "bad size class 'wX-hR'"),
    (["--size", "0x10"], "bad size '0x10'"),
    (["--size", "abc"], "bad size 'abc'"),
    (["--format", "png"], "unknown format 'png'"),
    (["--scale", "-1"], "bad scale '-1'"),
  ])
  func badOptionsAreUsageErrors(_ extra: [String], _ message: String) {
    let run = Self.query(Self.labelAndField, extra)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("adaptive query: error: \(message)"))
  }

  @Test func sceneErrorsAreLocatedAndExitTwo() {
    let run = Self.query("view box\nbox.width = 100\nbox.height == nothing.height\n", [])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.errorLines.allSatisfy { CommandHarness.isLocatedError($0, path: "in.scene") })
    #expect(run.stderr.contains("in.scene:3:"))
  }

  @Test func anUnreadableFileExitsTwo() {
    let run = CommandHarness.run(["query", "missing.scene"])
    #expect(run.status == 2)
    #expect(run.stderr == "missing.scene: error: cannot read the file: No such file or directory\n")
  }
}

/// Broken optional constraints are listed with their line.
@Test func queryListsBrokenOptionalConstraints() {
  let scene = """
    view box
    box.left = superview.left
    box.top = superview.top
    box.height = 10
    box.width <= 100
    wish: box.width = 150 @500

    """
  let run = CommandHarness.run(
    ["query", "in.scene", "--format", "json"], files: ["in.scene": Array(scene.utf8)])
  #expect(run.status == 0)
  // width <= 100 is required, so the wish (150 @500) is broken by 150 - 100 = 50.
  #expect(
    run.stdout.contains(
      """
        "brokenConstraints": [
          {
            "name": "wish",
            "line": 6,
            "priority": 500,
            "error": 50
          }
        ]
      """))
}

/// `--profile`: size, classes, safe area and margins from a device profile.
@Suite("adaptive query --profile") struct QueryProfileTests {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/two-buttons-size-class-layout.scene").path

  static func query(_ extra: [String]) -> CommandRun {
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? []
    return CommandHarness.run(["query", "buttons.scene"] + extra, files: ["buttons.scene": bytes])
  }

  @Test func iPhone16PortraitUsesItsSafeAreaAndStacksTheButtons() {
    let run = Self.query(["--profile", "iphone-16"])
    #expect(run.status == 0)
    // 393x852, wC hR, safe area top 59, bottom 34; margins 16. The wC hR block stacks the
    // buttons: x = 16, width = 393 - 16 - 16 = 361. bottomLayoutGuide.top = 852 - 34 = 818;
    // c5: long.bottom = 818 - 20 = 798, y = 768; c9: short.bottom = 768 - 8 = 760, y = 730.
    #expect(
      run.stdout == """
        Two Buttons with a Size-Class-Based Layout — iphone-16 portrait, 393x852, wC hR
        root  0 0 393 852
          shortButton  16 730 361 30
          longButton  16 768 361 30

        """)
  }

  @Test func iPhone16LandscapeInsetsTheMarginsFromTheSafeArea() {
    let run = Self.query(["--profile", "iphone-16", "--config", "landscape"])
    #expect(run.status == 0)
    // 852x393, wC hC, safe area left 59, right 59, bottom 21: margins at 59 + 16 = 75 and
    // 852 - 59 - 16 = 777; side by side, equal widths: (777 - 75 - 8) / 2 = 347; long.x =
    // 75 + 347 + 8 = 430. Bottom guide at 393 - 21 = 372: y = 372 - 20 - 30 = 322.
    #expect(run.stdout.contains("  shortButton  75 322 347 30\n"))
    #expect(run.stdout.contains("  longButton  430 322 347 30\n"))
  }

  @Test func anExplicitClassOverridesTheProfiles() {
    // wAny hAny at the iPhone 16's portrait size: the base layout, side by side.
    let run = Self.query(["--profile", "iphone-16", "--class", "wAny-hAny"])
    #expect(run.stdout.contains("— iphone-16 portrait, 393x852, wAny hAny\n"))
    // (393 - 16 - 16 - 8) / 2 = 176.5; long.x = 16 + 176.5 + 8 = 200.5; y = 818 - 20 - 30 = 768.
    #expect(run.stdout.contains("  shortButton  16 768 176.5 30\n"))
    #expect(run.stdout.contains("  longButton  200.5 768 176.5 30\n"))
  }

  @Test(arguments: [
    (["--profile", "nokia-3310"], "unknown profile 'nokia-3310'"),
    (["--profile", "iphone-16", "--config", "sideways"], "'iphone-16' has no configuration"),
    (["--profile", "iphone-16", "--size", "100x100"], "--size and --profile both set the size"),
    (["--config", "landscape"], "--config needs --profile"),
  ])
  func profileMistakesAreUsageErrors(_ extra: [String], _ message: String) {
    let run = Self.query(extra)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("adaptive query: error: \(message)"))
  }

  @Test func profilesListsEveryConfiguration() {
    let run = CommandHarness.run(["profiles"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("PROFILE "))
    // One line per configuration: iphone-se-3 has portrait and landscape.
    let se = run.stdout.split(separator: "\n").filter { $0.hasPrefix("iphone-se-3 ") }
    #expect(se.count == 2)
    #expect(se.first?.contains("375x667") == true)
    #expect(se.first?.contains("wC-hR") == true)
  }

  @Test func theLastEngineIsKeptUntilExitWhenTheContextAsks() {
    // Two labels side by side at the root's top-left: l0 at x 0, l1 at 0 + 45 + 8 = 53, each
    // at its intrinsic 45x21. The output is the same whether or not the engine is kept.
    let scene = """
      scene "kept"
      canvas 375x667
      view l0: label { intrinsic 45x21 }
      view l1: label { intrinsic 45x21 }
      l0.leading = superview.leading
      l0.top = superview.top
      l1.leading = l0.trailing + 8
      l1.top = l0.top

      """
    final class Kept { var objects: [AnyObject] = [] }
    let kept = Kept()
    var stdout = ""
    var context = CommandContext(
      writeOutput: { stdout += $0 }, writeError: { _ in },
      readFile: { _ in .success(Array(scene.utf8)) })
    context.keepUntilExit = { kept.objects.append($0) }
    let status = AdaptiveTool.run(arguments: ["query", "in.scene"], context: context)
    #expect(status == 0)
    #expect(kept.objects.count == 1)
    #expect(kept.objects.first is LayoutEngine)
    #expect(stdout.contains("  l0  0 0 45 21\n  l1  53 0 45 21\n"))
    let plain = CommandHarness.run(["query", "in.scene"], files: ["in.scene": Array(scene.utf8)])
    #expect(stdout == plain.stdout)
  }

  @Test func manyWarningsAreWrittenWholeLineByLine() {
    // 3,000 labels in a row, each 8 after the one before: l(k) at x = 53·k, so every label
    // from l7 on (371 + 45 = 416, past the 375 screen's edge) is off screen: 2,993 warnings,
    // about 300 KB, written in pieces. Each is one whole line, in order; l7 is declared on
    // line 10, its name at column 6.
    var scene = "scene \"row\"\ncanvas 375x667\n"
    for k in 0..<3000 { scene += "view l\(k): label { intrinsic 45x21 }\n" }
    scene += "l0.leading = superview.leading\nl0.top = superview.top\n"
    for k in 1..<3000 { scene += "l\(k).leading = l\(k - 1).trailing + 8\nl\(k).top = l0.top\n" }
    let run = CommandHarness.run(["query", "in.scene"], files: ["in.scene": Array(scene.utf8)])
    let lines = run.errorLines
    #expect(lines.count == 2993)
    #expect(
      lines.first?.hasPrefix("in.scene:10:6: warning: 'l7' is off screen: (371.0, 0.0") == true)
    #expect(lines.last?.contains("'l2999' is off screen: (158947.0, 0.0, 45.0, 21.0)") == true)
    #expect(lines.allSatisfy { $0.hasSuffix("in a 375.0x667.0 screen [off-screen]") })
  }
}
