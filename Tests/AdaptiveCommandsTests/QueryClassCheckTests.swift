import AdaptiveCommands
import Foundation
import Testing

/// `adaptive query` checks a `.scene` file's model itself: the class it lays out while the
/// engine builds, the others before. What it refuses, and how it says so, is what the loader's
/// check of every class gave.
@Suite("adaptive query: the model checked in every class") struct QueryClassCheckTests {
  /// One error in the base layout (line 7, a location related to a size) and one only in
  /// compact width (line 9, an unknown item).
  static let twoErrors = """
    scene "two labels in a row"
    view a { intrinsic 10x10 }
    view b { intrinsic 10x10 }
    a.leading = superview.leading
    a.top = superview.top
    b.leading = a.trailing + 8
    b.top = a.width
    when width compact {
      c9: b.width = ghost.width
    }

    """

  static let baseError =
    "in.scene:7:1: error: cannot relate a size attribute (width) to a location attribute (top)\n"
  static let compactError =
    "in.scene:9:3: error: unknown item 'ghost': no view or layout guide has that name\n"

  static func query(
    _ text: String, _ extra: [String] = [], config: String? = nil
  ) -> CommandRun {
    var files = ["in.scene": Array(text.utf8)]
    if let config { files["/proj/.adaptive.json"] = Array(config.utf8) }
    return CommandHarness.run(
      ["query", "in.scene"] + extra, files: files, cwd: config == nil ? nil : "/proj")
  }

  @Test func anErrorInAnotherClassRefusesTheScene() {
    let compactOnly = Self.twoErrors.replacingOccurrences(
      of: "b.top = a.width", with: "b.top = a.top")
    // Laid out in wAny-hAny (the default) and in wR-hR, neither of which has the problem.
    for extra in [[], ["--class", "wR-hR"]] {
      let run = Self.query(compactOnly, extra)
      #expect(run.status == 2)
      #expect(run.stdout == "")
      #expect(run.stderr == Self.compactError)
    }
  }

  @Test func anErrorInTheClassLaidOutIsReportedOnceAsTheLoaderDid() {
    let compactOnly = Self.twoErrors.replacingOccurrences(
      of: "b.top = a.width", with: "b.top = a.top")
    let run = Self.query(compactOnly, ["--class", "wC-hR"])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == Self.compactError)
  }

  @Test func errorsOfSeveralClassesComeInSourceOrder() {
    for extra in [[], ["--class", "wC-hC"]] {
      let run = Self.query(Self.twoErrors, extra)
      #expect(run.status == 2)
      #expect(run.stderr == Self.baseError + Self.compactError)
    }
    // The same error twice in the class laid out: two lines, at their own places.
    let twice = """
      view a { intrinsic 10x10 }
      a.leading = superview.leading
      a.top = nowhere.top
      a.top = nowhere.top @999

      """
    let run = Self.query(twice)
    #expect(run.status == 2)
    #expect(
      run.stderr == """
        in.scene:3:1: error: unknown item 'nowhere': no view or layout guide has that name
        in.scene:4:1: error: unknown item 'nowhere': no view or layout guide has that name

        """)
  }

  @Test func aRefusedSceneIsReportedBeforeTheConfigurationIsRead() {
    let broken = "{ \"rules\": "
    // The scene's model error, not the configuration's syntax error, as when the loader
    // refused the scene before the configuration was read.
    let refused = Self.query(Self.twoErrors, config: broken)
    #expect(refused.status == 2)
    #expect(refused.stderr == Self.baseError + Self.compactError)
    // A scene without problems reaches the configuration, which is then refused.
    let clean = Self.twoErrors.replacingOccurrences(of: "b.top = a.width", with: "b.top = a.top")
      .replacingOccurrences(of: "ghost", with: "a")
    let run = Self.query(clean, config: broken)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("/proj/.adaptive.json:"))
  }

  @Test func aSceneThatVariesLaysOutInEachClass() {
    let clean = Self.twoErrors.replacingOccurrences(of: "b.top = a.width", with: "b.top = a.top")
      .replacingOccurrences(of: "ghost.width", with: "a.width * 2")
    // wAny-hAny: b sits 8 after a, both 10 wide: b.x = 0 + 10 + 8 = 18.
    let any = Self.query(clean)
    #expect(any.status == 0, "\(any.stderr)")
    #expect(any.stdout.contains("  b  18 0 10 10\n"))
    // wC-hR: c9 makes b twice a's width, 20 (over its intrinsic 10).
    let compact = Self.query(clean, ["--class", "wC-hR"])
    #expect(compact.status == 0, "\(compact.stderr)")
    #expect(compact.stdout.contains("  b  18 0 20 10\n"))
  }
}
