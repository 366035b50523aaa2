import AdaptiveCommands
import Foundation
import Testing

@Suite("adaptive validate") struct ValidateCommandTests {
  static let good = """
    view box
    box.left = superview.leftMargin
    box.top = superview.topMargin
    box.width = 100
    box.height = 50

    """
  /// Seed 004's first attempt, with the height capped at 400 (c6): in 800x400 (wR hC) the
  /// square is 800 - 20 - 20 = 760 wide (c1, c2), so 760 high (c5), which c6 forbids. Both c5
  /// and c6 size the square on its own; c6, added last, is the one broken, and the square
  /// stays 760 x 760 centred on y = 200: y = 200 - 380 = -180, off screen.
  static let portraitOnlySquare = """
    view square
    c1: square.leading = superview.leadingMargin
    c2: square.trailing = superview.trailingMargin
    c3: square.centerY = superview.centerY
    c5: square.width = square.height
    c6: square.height <= 400

    """

  static func validate(_ files: [String: String], _ extra: [String]) -> CommandRun {
    CommandHarness.run(
      ["validate"] + files.keys.sorted() + extra, files: files.mapValues { Array($0.utf8) })
  }

  /// The N of the total line's `…, N layouts checked: …`.
  static func layoutCount(_ stdout: String) -> Int? {
    guard let last = stdout.split(separator: "\n").last,
      let range = last.range(of: " layouts checked") ?? last.range(of: " layout checked")
    else { return nil }
    return Int(last[..<range.lowerBound].split(separator: " ").last ?? "")
  }

  @Test func aValidSceneExitsZeroAndCountsEveryLayout() {
    let run = Self.validate(["good.scene": Self.good], [])
    #expect(run.status == 0)
    // 9 class canvases plus every configuration of every bundled profile, each left to right
    // and right to left; no problems: one line for the file, one for the total.
    #expect(run.stdout.hasPrefix("good.scene: ok in "))
    #expect(run.stdout.hasSuffix(" layouts checked: 0 errors, 0 warnings\n"))
    #expect(run.stdout.split(separator: "\n").count == 2)
    #expect(!run.stdout.contains("== "))
    let count = Self.layoutCount(run.stdout) ?? 0
    #expect(count % 2 == 0 && count > 18)
    let ltr = Self.validate(["good.scene": Self.good], ["--no-rtl"])
    #expect(Self.layoutCount(ltr.stdout) == count / 2)
  }

  @Test func classNarrowsTheCanvasesAndTheDevices() {
    let run = Self.validate(["good.scene": Self.good], ["--class", "wC-hR,wC-hR,wR-hR"])
    #expect(run.status == 0)
    let count = Self.layoutCount(run.stdout)
    // Two canvases, plus the device configurations in wC hR or wR hR: fewer than all of them.
    let all = Self.validate(["good.scene": Self.good], [])
    let allCount = Self.layoutCount(all.stdout)
    #expect((count ?? 0) > 4)
    #expect((count ?? 0) < (allCount ?? 0))
  }

  @Test func anUnsatisfiableLayoutExitsOneWithTheLayoutsThatHaveIt() {
    let run = Self.validate(["square.scene": Self.portraitOnlySquare], ["--class", "wR-hC"])
    #expect(run.status == 1)
    // The wR hC canvas is 800x400: too wide for a square pinned to both margins; so is every
    // device configuration in wR hC (a large phone in landscape), in both directions.
    #expect(run.stdout.hasPrefix("square.scene:6:1: error: unsatisfiable"))
    #expect(run.stdout.contains(" to go on [unsatisfiable]\n"))
    #expect(
      run.stdout.contains(
        "square.scene:2:1: note: in the conflict: c1 (square.leading = superview.leadingMargin)\n"))
    #expect(
      run.stdout.contains(
        "broke 'c6' (it sizes 'square' on its own, which Auto Layout breaks first: "
          + "square.height <= 400) to go on"))
    #expect(run.stdout.contains("square.scene:6:1: note: in all "))
    #expect(run.stdout.contains(" layouts; as above in the first, wR hC (canvas 800x400)\n"))
  }

  @Test func jsonCountsErrorsAndWarnings() throws {
    let run = Self.validate(
      ["square.scene": Self.portraitOnlySquare], ["--class", "wR-hC", "--format", "json"])
    #expect(run.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect((object["errors"] as? Double ?? 0) >= 1)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.first?["path"] as? String == "square.scene")
    let targets = try #require(files.first?["layouts"] as? [[String: Any]])
    let canvas = try #require(targets.first)
    #expect(canvas["name"] as? String == "wR hC")
    let problems = try #require(canvas["problems"] as? [[String: Any]])
    #expect(problems.first?["rule"] as? String == "unsatisfiable")
    #expect(problems.first?["line"] as? Double == 6)
  }

  /// A spacer guide pinned but for its x.
  static let spacer = """
    guide spacer
    spacer.width = 40
    spacer.height = 10
    spacer.top = superview.top + 10

    """

  @Test func anAmbiguousGuideIsAnErrorNamedAsAGuide() {
    let run = Self.validate(["spacer.scene": Self.spacer], ["--class", "wC-hR"])
    #expect(run.status == 1)
    // At the guide's name (line 1, column 7), as a view's report is at its name.
    #expect(
      run.stdout.hasPrefix(
        "spacer.scene:1:7: error: ambiguous layout: the horizontal "
          + "position of guide 'spacer' is not fixed; "))
  }

  @Test func jsonListsAnAmbiguousGuideUnderGuides() throws {
    let run = Self.validate(
      ["spacer.scene": Self.spacer], ["--class", "wC-hR", "--format", "json"])
    #expect(run.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    let targets = try #require(files.first?["layouts"] as? [[String: Any]])
    let problems = try #require(targets.first?["problems"] as? [[String: Any]])
    let problem = try #require(problems.first)
    #expect(problem["rule"] as? String == "ambiguous-layout")
    #expect(problem["guides"] as? [String] == ["spacer"])
    #expect(problem["views"] as? [String] == [])
    #expect(problem["line"] as? Double == 1)
    #expect(problem["column"] as? Double == 7)
  }

  @Test func svgDrawsAnAmbiguousGuideInRed() {
    let run = Self.validate(["spacer.scene": Self.spacer], ["--class", "wC-hR", "--format", "svg"])
    #expect(run.status == 1)
    // The guide is drawn dashed, in the problem colour.
    #expect(run.stdout.contains("<g id=\"spacer\">"))
    #expect(run.stdout.contains("stroke=\"#d62728\" stroke-width=\"1\" stroke-dasharray=\"4 3\""))
  }

  @Test func svgIsAContactSheet() {
    let run = Self.validate(["good.scene": Self.good], ["--class", "wC-hR", "--format", "svg"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("<svg "))
    #expect(run.stdout.contains("wC hR (canvas 400x800): ok"))
  }

  @Test func badInputExitsTwo() {
    let bad = Self.validate(["bad.scene": "view box\nbox.width = = 3\n"], [])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("bad.scene:2:"))
    let badClass = Self.validate(["good.scene": Self.good], ["--class", "wC-hQ"])
    #expect(badClass.status == 2)
    #expect(badClass.stderr.hasPrefix("adaptive validate: error: bad size class 'wC-hQ'"))
    let missing = CommandHarness.run(["validate", "nowhere.scene"])
    #expect(missing.status == 2)
  }
}

/// The README's main job on the bundled recipes: one line per file and a clean total; the
/// failing recipe fails with exactly its problems (issue 14).
@Suite("validate on the recipes") struct RecipeGateTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func files(_ folder: String) throws -> [String: [UInt8]] {
    let url = root.appendingPathComponent(folder)
    var files: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: url.path)
    where name.hasSuffix(".scene") {
      files["\(folder)/\(name)"] = [UInt8](try Data(contentsOf: url.appendingPathComponent(name)))
    }
    return files
  }

  @Test func theRecipesValidateCleanInOneLineEach() throws {
    let files = try Self.files("Scenes")
    // The cookbook's recipes, the stack-view and Visual Format Language ones among them.
    #expect(files.count == 17)
    let run = CommandHarness.run(["validate"] + files.keys.sorted(), files: files)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == files.count + 1)
    #expect(lines.dropLast().allSatisfy { $0.contains(": ok in ") })
    #expect(lines.last?.hasSuffix(" layouts checked: 0 errors, 0 warnings") == true)
  }

  @Test func theFailingRecipeFailsWithExactlyItsProblems() throws {
    let files = try Self.files("Scenes/failing")
    let run = CommandHarness.run(["validate"] + files.keys.sorted(), files: files)
    #expect(run.status == 1)
    // The square pinned to both margins cannot be square and fit in a layout wider than tall:
    // c5, its aspect ratio, sizes it on its own and is broken, which leaves its height open
    // (at most the root's, centred): both errors in each landscape-like layout, and nothing
    // else. Each is printed once, with a note saying in how many layouts.
    let problems = run.stdout.split(separator: "\n").filter {
      $0.contains(": error: ") || $0.contains(": warning: ")
    }
    #expect(problems.count == 2)
    #expect(problems.first?.hasSuffix("[ambiguous-layout]") == true)
    #expect(problems.last?.hasSuffix("[unsatisfiable]") == true)
    #expect(problems.last?.contains("broke 'c5'") == true)
    let notes = run.stdout.split(separator: "\n").filter {
      $0.contains(": note: in ") && !$0.contains(": note: in the conflict")
    }
    #expect(notes.count == 2)
    // "…: note: in 34 of 98 layouts: …": the same count in both notes and in the total.
    let counts = notes.compactMap { note in
      note.split(separator: ": note: in ").last?.split(separator: " ").first.flatMap { Int($0) }
    }
    #expect(counts.count == 2 && counts[0] == counts[1])
    let errors = counts.first ?? 0
    #expect(errors > 0)
    #expect(run.stdout.hasSuffix(" layouts checked: \(2 * errors) errors, 0 warnings\n"))
  }
}
