import AdaptiveCommands
import Testing

/// The glob patterns of `excluded` and of suppressions' `file`, and where `.adaptive.json` is
/// looked for.
@Suite struct PathPatternTests {
  @Test(arguments: [
    ("Scenes/*.scene", "Scenes/a.scene", true),
    ("Scenes/*.scene", "Scenes/failing/a.scene", false),  // `*` stays within a folder
    ("Scenes/**/*.scene", "Scenes/failing/a.scene", true),
    ("Scenes/**/*.scene", "Scenes/a.scene", true),  // `**/` may match no folder
    ("**/*-draft.scene", "a/b/c/x-draft.scene", true),
    ("**/*-draft.scene", "x-draft.scene", true),
    ("?.scene", "a.scene", true),
    ("?.scene", "ab.scene", false),
    ("./Scenes/a.scene", "Scenes/a.scene", true),  // a leading ./ is ignored
    ("*a*b*c", "xaxbxc", true),
    ("*a*b*c", "xaxcxb", false),
  ])
  func globs(_ pattern: String, _ path: String, _ matches: Bool) {
    #expect(PathPattern(pattern).matches(path) == matches)
  }

  @Test func aFolderPatternMatchesWhatIsInIt() {
    #expect(PathPattern("Scenes/failing").matches("Scenes/failing/a.scene", orAnyFolderOf: true))
    #expect(PathPattern("Scenes/failing/").matches("Scenes/failing/a.scene", orAnyFolderOf: true))
    #expect(!PathPattern("Scenes/failing").matches("Scenes/failing/a.scene"))
    #expect(!PathPattern("Scenes/fail").matches("Scenes/failing/a.scene", orAnyFolderOf: true))
  }

  @Test func theConfigurationIsLookedForUpward() {
    #expect(
      ValidationConfiguration.searchPaths(from: "/a/b/") == [
        "/a/b/.adaptive.json", "/a/.adaptive.json", "/.adaptive.json",
      ])
    #expect(ValidationConfiguration.searchPaths(from: "/") == ["/.adaptive.json"])
  }

  @Test func excludesAreRelativeToTheConfigurationsFolder() {
    var c = ValidationConfiguration()
    c.directory = "/proj"
    c.excluded = [PathPattern("Scenes/failing")]
    #expect(c.excludes("Scenes/failing/a.scene", cwd: "/proj"))
    #expect(c.excludes("failing/a.scene", cwd: "/proj/Scenes"))
    #expect(c.excludes("/proj/Scenes/failing/a.scene", cwd: "/elsewhere"))
    #expect(!c.excludes("Scenes/a.scene", cwd: "/proj"))
    #expect(c.excludes("../Scenes/failing/a.scene", cwd: "/proj/Docs"))
  }
}
