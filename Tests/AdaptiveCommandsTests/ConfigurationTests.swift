import AdaptiveCommands
import Foundation
import Testing

/// `.adaptive.json`: found upward, strict about its keys, and what each key does (issue 14).
@Suite("validate configuration") struct ConfigurationTests {
  static let good = ValidateCommandTests.good
  static let square = ValidateCommandTests.portraitOnlySquare
  /// A box whose x the constraints do not fix: ambiguous in every layout, and an optional wish
  /// (width 150 @500) that the required width 100 leaves unmet by 50.
  static let loose = """
    view box
    box.width = 100
    box.height = 50
    box.top = superview.top + 10
    wish: box.width = 150 @500

    """

  /// Runs `validate` in `/proj/sub` with files in memory (paths relative to it or absolute).
  static func run(_ arguments: [String], _ files: [String: String], cwd: String = "/proj/sub")
    -> CommandRun
  {
    CommandHarness.run(
      ["validate"] + arguments, files: files.mapValues { Array($0.utf8) }, cwd: cwd)
  }

  static func layoutCount(_ run: CommandRun) -> Int? {
    ValidateCommandTests.layoutCount(run.stdout)
  }

  @Test func theFileIsFoundInAFolderAbove() {
    let run = Self.run(
      ["good.scene"],
      [
        "good.scene": Self.good,
        "/proj/.adaptive.json":
          #"{ "$schema": "./adaptive.schema.json", "profiles": [], "rightToLeft": false }"#,
      ])
    // `$schema` is allowed, for editors.
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("using configuration /proj/.adaptive.json\n"))
    // The 9 canvases only.
    #expect(Self.layoutCount(run) == 9)
  }

  @Test func theNearestFileWinsAndConfigOverridesTheSearch() {
    let files = [
      "good.scene": Self.good,
      "/proj/.adaptive.json": #"{ "profiles": [] }"#,
      "/proj/sub/.adaptive.json": #"{ "profiles": [], "rightToLeft": false }"#,
      "other.json": #"{ "profiles": [], "rightToLeft": false, "classes": ["wC-hR"] }"#,
    ]
    #expect(Self.layoutCount(Self.run(["good.scene"], files)) == 9)
    let explicit = Self.run(["good.scene", "--config", "other.json"], files)
    #expect(explicit.stdout.hasPrefix("using configuration other.json\n"))
    #expect(Self.layoutCount(explicit) == 1)
    let missing = Self.run(["good.scene", "--config", "nowhere.json"], files)
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "nowhere.json: error: cannot read the configuration: No such file or directory\n")
  }

  @Test func unknownKeysAreErrorsAtTheirLine() {
    let config = """
      {
        "profiles": [],
        "rulez": { "zero-size": "off" },
        "rules": { "zero-sise": "off", "off-screen": "loud" },
        "suppressions": [ { "rule": "zero-size", "item": "v", "why": "spacer" } ]
      }
      """
    let run = Self.run(["good.scene"], ["good.scene": Self.good, "/proj/.adaptive.json": config])
    #expect(run.status == 2)
    #expect(
      run.errorLines == [
        "/proj/.adaptive.json:3:3: error: unknown key 'rulez'; did you mean 'rules'?",
        "/proj/.adaptive.json:4:14: error: unknown rule 'zero-sise'; did you mean 'zero-size'?",
        "/proj/.adaptive.json:4:48: error: rules: 'off-screen' takes error, warning, off, found "
          + "'loud'",
        "/proj/.adaptive.json:5:57: error: suppressions: unknown key 'why'; expected one of rule, "
          + "item, scene, file, reason",
      ])
    #expect(run.stdout.isEmpty)
  }

  @Test func badJSONAndWrongTypesAreLocated() {
    let broken = Self.run(
      ["good.scene"], ["good.scene": Self.good, "/proj/.adaptive.json": "{\n  \"strict\": tru\n}"])
    #expect(broken.status == 2)
    #expect(broken.errorLines.first?.hasPrefix("/proj/.adaptive.json:2:13: error: ") == true)
    let typed = Self.run(
      ["good.scene"],
      [
        "good.scene": Self.good,
        "/proj/.adaptive.json": #"{ "strict": "yes", "classes": ["wC-hQ"] }"#,
      ])
    #expect(
      typed.errorLines == [
        "/proj/.adaptive.json:1:13: error: strict: expected true or false, found 'yes'",
        "/proj/.adaptive.json:1:32: error: classes: bad size class 'wC-hQ': expected wX-hY, X "
          + "and Y one of C, R, Any",
      ])
  }

  @Test func anUnknownProfileOrConfigurationIsAnErrorWithASuggestion() {
    let config = """
      {
        "profiles": ["iphone-se-3", "iphone-16-pro-maxx"],
        "configurations": ["portrait", "lanscape"]
      }
      """
    let run = Self.run(["good.scene"], ["good.scene": Self.good, "/proj/.adaptive.json": config])
    #expect(run.status == 2)
    #expect(
      run.errorLines == [
        "/proj/.adaptive.json:2:31: error: profiles: unknown profile 'iphone-16-pro-maxx'; did "
          + "you mean 'iphone-16-pro-max'?",
        "/proj/.adaptive.json:3:34: error: configurations: unknown configuration 'lanscape'; did "
          + "you mean 'landscape'?",
      ])
  }

  @Test func rulesCanBeReGradedAndDisabled() {
    let base = #"{ "profiles": [], "rightToLeft": false, "classes": ["wAny-hAny"] "#
    // Defaults: the ambiguity is an error, the unmet wish is not reported.
    let defaults = Self.run(
      ["loose.scene"], ["loose.scene": Self.loose, "/proj/.adaptive.json": base + "}"])
    #expect(defaults.status == 1)
    #expect(defaults.stdout.contains("[ambiguous-layout]"))
    #expect(!defaults.stdout.contains("[unmet-optional]"))
    // Re-graded: the wish is a warning, the ambiguity off: exit 0 with one warning.
    let regraded = Self.run(
      ["loose.scene"],
      [
        "loose.scene": Self.loose,
        "/proj/.adaptive.json": base
          + #", "rules": { "unmet-optional": "warning", "ambiguous-layout": "off" } }"#,
      ])
    #expect(regraded.status == 0)
    #expect(
      regraded.stdout.contains(
        "loose.scene:5:1: warning: optional constraint 'wish' (@500) is unmet by 50 "
          + "[unmet-optional]\n"))
    #expect(!regraded.stdout.contains("[ambiguous-layout]"))
    // And as an error it fails the run.
    let error = Self.run(
      ["loose.scene"],
      [
        "loose.scene": Self.loose,
        "/proj/.adaptive.json": base
          + #", "rules": { "unmet-optional": "error", "ambiguous-layout": "off" } }"#,
      ])
    #expect(error.status == 1)
    #expect(error.stdout.contains("loose.scene:5:1: error: optional constraint 'wish'"))
  }

  @Test func profilesConfigurationsAndDirectionsNarrowTheTargets() {
    let one = #"{ "canvases": false, "profiles": ["iphone-se-3"], "configurations": ["portrait"] "#
    let both = Self.run(
      ["good.scene"], ["good.scene": Self.good, "/proj/.adaptive.json": one + "}"])
    // iphone-se-3 portrait, left to right and right to left.
    #expect(Self.layoutCount(both) == 2)
    #expect(!both.stdout.contains("== "))
    let ltr = Self.run(
      ["good.scene"],
      ["good.scene": Self.good, "/proj/.adaptive.json": one + #", "rightToLeft": false }"#])
    #expect(Self.layoutCount(ltr) == 1)
  }

  @Test func rightToLeftFindsWhatLeftToRightDoesNot() {
    // a follows the reading direction (leading), b is placed by absolute edges after a's right
    // edge: a layout that only works left to right. Left to right: a spans 10...110, b
    // 120...220. Right to left a's leading edge is its right one: a spans 490...590, so b
    // starts at 600 and spans 600...700: off screen.
    let scene = """
      view a: label
      view b: label
      a.width = 100
      a.height = 50
      a.top = superview.top
      a.leading = superview.leading + 10
      b.width = 100
      b.height = 50
      b.top = superview.top
      b.left = a.right + 10

      """
    let config = #"{ "profiles": [], "classes": ["wAny-hAny"] }"#
    let run = Self.run(["one.scene"], ["one.scene": scene, "/proj/.adaptive.json": config])
    #expect(run.status == 0)
    #expect(Self.layoutCount(run) == 2)
    // Only in the right-to-left layout, which the note names.
    #expect(
      run.stdout.contains(
        "one.scene:2:6: warning: 'b' is off screen: "
          + "(600.0, 0.0, 100.0, 50.0) in a 600.0x600.0 screen [off-screen]\n"
          + "one.scene:2:6: note: in wAny hAny rtl (canvas 600x600)\n"))
    #expect(!run.stdout.contains("in wAny hAny (canvas"))
  }

  @Test func excludedPathsAreNotChecked() {
    let files = [
      "good.scene": Self.good, "failing/square.scene": Self.square,
      "/proj/sub/more/x-draft.scene": "view",
    ]
    func run(_ excluded: String) -> CommandRun {
      var all = files
      all["/proj/.adaptive.json"] =
        #"{ "profiles": [], "rightToLeft": false, "excluded": "# + excluded + " }"
      return Self.run(["good.scene", "failing/square.scene", "/proj/sub/more/x-draft.scene"], all)
    }
    // Patterns start at the configuration's folder, /proj: the square is sub/failing/…, so
    // "failing" alone does not match it (and the draft, not a scene, is bad input).
    #expect(run(#"["failing"]"#).status == 2)
    // A folder excludes what is in it; `**/` matches any folders.
    let anchored = run(#"["sub/failing", "**/*-draft.scene"]"#)
    #expect(anchored.status == 0)
    #expect(anchored.stdout.hasSuffix("1 file, 9 layouts checked: 0 errors, 0 warnings\n"))
  }

  @Test func suppressionsNeedAReasonAndLeaveTheRestAlone() {
    let base = #"{ "profiles": [], "rightToLeft": false, "classes": ["wR-hC"], "#
    let suppressed = Self.run(
      ["square.scene"],
      [
        "square.scene": Self.square,
        "/proj/.adaptive.json": base
          + #""suppressions": [ { "rule": "off-screen", "item": "square", "reason": "known, issue 3" } ] }"#,
      ])
    // The off-screen warning is gone; the conflict is not.
    #expect(suppressed.status == 1)
    #expect(!suppressed.stdout.contains("[off-screen]"))
    #expect(suppressed.stdout.contains("[unsatisfiable]"))
    #expect(
      suppressed.stdout.hasSuffix("1 file, 1 layout checked: 1 error, 0 warnings, 1 suppressed\n"))
    let noReason = Self.run(
      ["square.scene"],
      [
        "square.scene": Self.square,
        "/proj/.adaptive.json": base
          + #""suppressions": [ { "rule": "off-screen", "item": "square" } ] }"#,
      ])
    #expect(noReason.status == 2)
    #expect(
      noReason.errorLines == [
        "/proj/.adaptive.json:1:81: error: suppressions: a suppression says why in 'reason'"
      ])
  }

  @Test func strictMakesWarningsFail() {
    let config = #"{ "profiles": [], "rightToLeft": false, "classes": ["wAny-hAny"] }"#
    // A label 0 wide: a zero-size warning, and nothing else.
    let scene =
      "view v: label\nv.width = 0\nv.height = 10\nv.left = superview.left\nv.top = superview.top\n"
    let files = ["v.scene": scene, "/proj/.adaptive.json": config]
    #expect(Self.run(["v.scene"], files).status == 0)
    let strict = Self.run(["v.scene", "--strict"], files)
    #expect(strict.status == 1)
    #expect(strict.stdout.hasSuffix("0 errors, 1 warning (--strict: warnings fail)\n"))
  }
}
