import AdaptiveCommands
import Foundation
import Testing

/// `--write-baseline` / `--baseline`, `--shard K/N` and `merge-reports` (issue 14).
@Suite("validate baseline and shards") struct BaselineAndShardTests {
  static let config = #"{ "profiles": [], "rightToLeft": false, "classes": ["wR-hC"] }"#
  static let square = ValidateCommandTests.portraitOnlySquare
  static let good = ValidateCommandTests.good

  static func run(_ arguments: [String], _ files: [String: String]) -> CommandRun {
    var all = files.mapValues { Array($0.utf8) }
    all["gate.json"] = Array(config.utf8)
    return CommandHarness.run(["validate", "--config", "gate.json"] + arguments, files: all)
  }

  /// A path named `name` in a fresh temporary folder, which the test removes when done
  /// (`removeTemporaryFolder(of:)`).
  static func temporaryFile(_ name: String) -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("adaptive-baseline-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
  }

  /// Removes the folder `temporaryFile(_:)` made for `path`, and what the test wrote in it.
  static func removeTemporaryFolder(of path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }

  @Test func aBaselineRoundTripsAndSurvivesEditsElsewhere() throws {
    let file = Self.temporaryFile("baseline.json")
    defer { BaselineAndShardTests.removeTemporaryFolder(of: file) }
    // The square in wR hC: the conflict (c6 broken) and the square off screen.
    let first = Self.run(["square.scene", "--write-baseline", file], ["square.scene": Self.square])
    #expect(first.status == 1)
    let written = try String(contentsOfFile: file, encoding: .utf8)
    #expect(
      written == """
        {
          "version": 1,
          "problems": [
            {
              "file": "square.scene",
              "rule": "unsatisfiable",
              "item": "c6"
            },
            {
              "file": "square.scene",
              "rule": "off-screen",
              "item": "square"
            }
          ]
        }

        """)
    // With the baseline: nothing new, exit 0, both counted as suppressed.
    let again = Self.run(
      ["square.scene", "--baseline", "baseline.json"],
      ["square.scene": Self.square, "baseline.json": written])
    #expect(again.status == 0)
    #expect(
      again.stdout.hasSuffix("1 file, 1 layout checked: 0 errors, 0 warnings, 2 suppressed\n"))
    // Lines moved (a comment added on top): still recorded, by item rather than line.
    let edited = "# moved down a line\n\n" + Self.square
    let moved = Self.run(
      ["square.scene", "--baseline", "baseline.json"],
      ["square.scene": edited, "baseline.json": written])
    #expect(moved.status == 0)
    // A new problem fails: a second view pinned off screen by a constraint of its own.
    let worse =
      edited + "view other: label\nother.left = superview.right\nother.top = superview.top\n"
      + "other.width = 10\nother.height = 10\nc7: other.width = 20\n"
    let new = Self.run(
      ["square.scene", "--baseline", "baseline.json"],
      ["square.scene": worse, "baseline.json": written])
    #expect(new.status == 1)
    #expect(new.stdout.contains("error: unsatisfiable constraints: "))
    #expect(new.stdout.contains("broke 'c7'"))
    #expect(!new.stdout.contains("broke 'c6'"))
  }

  @Test func aBadBaselineIsLocated() {
    let run = Self.run(
      ["square.scene", "--baseline", "b.json"],
      [
        "square.scene": Self.square,
        "b.json":
          #"{ "version": 1, "problems": [ { "file": "a", "rule": "zero-sise", "item": "v" } ] }"#,
      ])
    #expect(run.status == 2)
    #expect(
      run.stderr == "b.json:1:31: error: unknown rule 'zero-sise'; did you mean 'zero-size'?\n")
    let missing = Self.run(
      ["square.scene", "--baseline", "none.json"], ["square.scene": Self.square])
    #expect(missing.status == 2)
    #expect(
      missing.stderr == "none.json: error: cannot read the baseline: No such file or directory\n")
  }

  static func paths(_ run: CommandRun) -> [String] {
    run.stdout.split(separator: "\n").compactMap { line in
      line.hasSuffix(" layout") || line.contains(" in 1 layout")
        ? String(line.prefix { $0 != ":" }) : nil
    }
  }

  @Test func shardsSplitTheFilesDeterministicallyAndCoverThemAll() {
    let names = ["e.scene", "a.scene", "d.scene", "b.scene", "c.scene"]
    var files: [String: String] = [:]
    for n in names { files[n] = Self.good }
    let s1 = Self.paths(Self.run(names + ["--shard", "1/2"], files))
    let s2 = Self.paths(Self.run(names + ["--shard", "2/2"], files))
    // Sorted a…e and dealt round-robin: a, c, e to the first; b, d to the second; each in the
    // order given on the command line.
    #expect(s1 == ["e.scene", "a.scene", "c.scene"])
    #expect(s2 == ["d.scene", "b.scene"])
    // Whatever order the shell lists them in.
    let reversed = Self.paths(Self.run(names.reversed() + ["--shard", "1/2"], files))
    #expect(Set(reversed) == Set(s1))
    let bad = Self.run(names + ["--shard", "3/2"], files)
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "adaptive validate: error: bad shard '3/2': expected K/N with 1 <= K <= N, e.g. 2/4\n")
  }

  @Test func mergeReportsJoinsShardsAsOneRun() throws {
    let files = ["square.scene": Self.square, "good.scene": Self.good, "more.scene": Self.good]
    let names = files.keys.sorted()
    let whole = Self.run(names + ["--reporter", "json"], files)
    let one = Self.run(names + ["--reporter", "json", "--shard", "1/2"], files)
    let two = Self.run(names + ["--reporter", "json", "--shard", "2/2"], files)
    let merged = CommandHarness.run(
      ["merge-reports", "two.json", "one.json"],
      files: ["one.json": Array(one.stdout.utf8), "two.json": Array(two.stdout.utf8)])
    // The same document as one job checking every file: files sorted by path, totals added.
    #expect(merged.stdout == whole.stdout)
    #expect(merged.status == 1)
    let overlap = CommandHarness.run(
      ["merge-reports", "one.json", "one.json"], files: ["one.json": Array(one.stdout.utf8)])
    #expect(overlap.status == 2)
    #expect(overlap.stderr.contains("is in two reports; do the shards overlap?"))
  }

  /// `DocumentReportTests.storyboard` with a third, empty scene at its end whose id sorts first:
  /// document order sc1, sc2, sc0; shard order (sorted by id) sc0, sc1, sc2.
  static let threeScenes = DocumentReportTests.storyboard.replacingOccurrences(
    of: "    </scenes>",
    with: """
              <scene sceneID="sc0-aa-000">
                  <objects>
                      <viewController title="Third" id="vc3-aa-001" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="rt3-aa-001">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      """)

  /// The units a JSON report checked, sorted: each document scene's id (from its layouts), and
  /// the path of each other file.
  static func units(_ json: String) throws -> [String] {
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var units: Set<String> = []
    for file in try #require(root["files"] as? [[String: Any]]) {
      let layouts = try #require(file["layouts"] as? [[String: Any]])
      let ids = layouts.compactMap { $0["sceneId"] as? String }
      if ids.isEmpty { units.insert(try #require(file["path"] as? String)) }
      units.formUnion(ids)
    }
    return units.sorted()
  }

  @Test func shardsDealADocumentsScenesAndMergeAsOneRun() throws {
    let files = ["Main.storyboard": Self.threeScenes, "z.scene": Self.good]
    let names = ["Main.storyboard", "z.scene"]
    let whole = Self.run(names + ["--reporter", "json"], files)
    #expect(try Self.units(whole.stdout) == ["sc0-aa-000", "sc1-aa-001", "sc2-aa-001", "z.scene"])
    // Units sorted by path, then scene id: (Main, sc0), (Main, sc1), (Main, sc2), z.scene,
    // dealt round-robin. Two shards: 1st and 3rd to the first, 2nd and 4th to the second.
    // Three shards: the 4th unit goes back to the first.
    let expected = [
      2: [["sc0-aa-000", "sc2-aa-001"], ["sc1-aa-001", "z.scene"]],
      3: [["sc0-aa-000", "z.scene"], ["sc1-aa-001"], ["sc2-aa-001"]],
    ]
    var firstOf: [Int: [UInt8]] = [:]
    for n in [2, 3] {
      var reports: [String: [UInt8]] = [:]
      for k in 1...n {
        let part = Self.run(names + ["--reporter", "json", "--shard", "\(k)/\(n)"], files)
        #expect(try Self.units(part.stdout) == expected[n]?[k - 1])
        reports["\(k).json"] = Array(part.stdout.utf8)
      }
      firstOf[n] = reports["1.json"]
      // In any order, the parts join into the unsharded run's report: one entry for the
      // storyboard, its scenes in document order (sc1, sc2, sc0), the totals the same.
      let merged = CommandHarness.run(
        ["merge-reports"] + reports.keys.sorted().reversed(), files: reports)
      #expect(merged.stderr == "")
      #expect(merged.stdout == whole.stdout)
      #expect(merged.status == 1)  // scene sc1 is ambiguous
    }
    // The same scene (sc0) in two reports is a true overlap.
    let overlap = CommandHarness.run(
      ["merge-reports", "a.json", "b.json"],
      files: ["a.json": firstOf[2] ?? [], "b.json": firstOf[3] ?? []])
    #expect(overlap.status == 2)
    #expect(overlap.stderr.contains("'Main.storyboard' is in two reports; do the shards overlap?"))
  }
}
