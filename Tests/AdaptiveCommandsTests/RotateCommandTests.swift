import AdaptiveCommands
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("adaptive rotate") struct RotateCommandTests {
  static let recipe = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/two-buttons-size-class-layout.scene")

  static func rotate(_ extra: [String]) -> CommandRun {
    let bytes = (try? Data(contentsOf: recipe)).map { [UInt8]($0) } ?? []
    return CommandHarness.run(
      ["rotate", "buttons.scene", "--profile", "iphone-se-3"] + extra,
      files: ["buttons.scene": bytes])
  }

  @Test func landscapePortraitLandscapeOnAnIPhoneSE() {
    let run = Self.rotate(["--sequence", "landscape,portrait,landscape"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    // Into wC hR the recipe's block uninstalls c2 and c4 and installs c7, c8, c9 (lines 18, 20,
    // 27-29); out of it, the reverse. Frames: landscape 667x375, margins 16: widths
    // (667 - 32 - 8) / 2 = 313.5, long.x = 16 + 313.5 + 8 = 337.5, y = 375 - 20 - 30 = 325.
    // Portrait 375x667 (safe area top 20): stacked, width 375 - 32 = 343, long.y = 667 - 20 - 30
    // = 617, short.y = 617 - 8 - 30 = 579.
    #expect(
      run.stdout == """
        Two Buttons with a Size-Class-Based Layout — iPhone SE (3rd generation), starting \
        landscape (667x375, wC hC)

        step 1: landscape (667x375, wC hC) → portrait (375x667, wC hR)
          uninstalled: c2 (line 18), c4 (line 20)
          installed: c7 (line 27), c8 (line 28), c9 (line 29)
          shortButton  16 579 343 30
          longButton  16 617 343 30

        step 2: portrait (375x667, wC hR) → landscape (667x375, wC hC)
          uninstalled: c7 (line 27), c8 (line 28), c9 (line 29)
          installed: c2 (line 18), c4 (line 20)
          shortButton  16 325 313.5 30
          longButton  337.5 325 313.5 30

        """)
  }

  /// The JSON is written in pieces of about a megabyte as the samples are made; a long
  /// animation crosses several piece boundaries, to stdout and to `-o FILE` alike.
  @Test func longJSONIsWrittenWholeInPieces() throws {
    // Three steps at 1000 fps over 1 s: 1001 samples each (t = 0, 0.001, …, 1), two views a
    // sample, about 200 bytes a view: some 1.2 MB.
    let extra = [
      "--sequence", "landscape,portrait,landscape,portrait", "--format", "json", "--fps", "1000",
      "--duration", "1",
    ]
    let run = Self.rotate(extra)
    #expect(run.status == 0)
    #expect(run.stdout.utf8.count > 1 << 20)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.map { ($0["frames"] as? [Any])?.count } == [1001, 1001, 1001])
    #expect(run.stdout.hasSuffix("  ]\n}\n"))

    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("rotate-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let toFile = Self.rotate(extra + ["-o", file])
    #expect(toFile.status == 0)
    #expect(toFile.stdout == "")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == run.stdout)
  }

  @Test func jsonSamplesStartAtTheOldFramesAndEndAtTheNew() throws {
    let run = Self.rotate(["--sequence", "landscape,portrait", "--format", "json", "--fps", "10"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let step = try #require((object["steps"] as? [[String: Any]])?.first)
    #expect(
      (step["uninstalled"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
        "c2", "c4",
      ])
    #expect(
      (step["installed"] as? [[String: Any]])?.compactMap { $0["line"] as? Double } == [27, 28, 29])
    let frames = try #require(step["frames"] as? [[String: Any]])
    // 0.4 s at 10 fps: t = 0, 0.1, 0.2, 0.3, 0.4.
    #expect(frames.compactMap { $0["t"] as? Double } == [0, 0.1, 0.2, 0.3, 0.4])
    func long(_ sample: [String: Any]) -> [String: Double]? {
      (sample["views"] as? [[String: Any]])?.first { $0["name"] as? String == "longButton" }?[
        "frame"] as? [String: Double]
    }
    #expect(long(frames[0]) == ["x": 337.5, "y": 325, "width": 313.5, "height": 30])
    #expect(long(frames[4]) == ["x": 16, "y": 617, "width": 343, "height": 30])
    // Halfway in time under easeInOut the progress is 0.5 (the curve is symmetric):
    // x = 337.5 + 0.5 · (16 - 337.5) = 176.75.
    #expect(long(frames[2])?["x"] == 176.75)
  }

  @Test func theAnimatedSVGIsWellFormed() {
    let run = Self.rotate([
      "--sequence", "landscape,portrait", "--format", "svg", "--curve", "spring(0.5,0.8)",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("<svg "))
    #expect(run.stdout.contains("<animate "))
    let parser = XMLParser(data: Data(run.stdout.utf8))
    #expect(parser.parse())
  }

  @Test(arguments: [
    (["--sequence", "portrait"], "", true),
    (["--sequence", "portrait,sideways"], "'iphone-se-3' has no configuration 'sideways'", false),
    (["--sequence", "portrait,landscape", "--curve", "bouncy"], "bad curve 'bouncy'", false),
    (["--sequence", "portrait,landscape", "--curve", "cubic(2,0,1,1)"], "bad curve", false),
    (["--sequence", "portrait,landscape", "--duration", "0"], "bad duration '0'", false),
    (["--sequence", "portrait,landscape", "--fps", "abc"], "bad frame rate 'abc'", false),
  ])
  func mistakes(_ extra: [String], _ message: String, _ succeeds: Bool) {
    let run = Self.rotate(extra)
    if succeeds {
      // A one-configuration sequence has no step: nothing changes, nothing fails.
      #expect(run.status == 0)
    } else {
      #expect(run.status == 2)
      #expect(run.stderr.hasPrefix("adaptive rotate: error: \(message)"))
    }
  }

  @Test func aSceneNeedsAProfileAndTheSequenceDefaultsToARotation() {
    // An empty scene: the iPhone SE turns from portrait (375x667, wC hR) to landscape.
    let noSequence = CommandHarness.run(
      ["rotate", "x.scene", "--profile", "iphone-se-3"], files: ["x.scene": []])
    #expect(noSequence.status == 0, "\(noSequence.stderr)")
    #expect(noSequence.stdout.contains("step 1: portrait (375x667, wC hR) → landscape (667x375"))
    let noProfile = CommandHarness.run(["rotate", "x.scene"], files: ["x.scene": []])
    #expect(noProfile.status == 2)
    #expect(noProfile.stderr == "adaptive rotate: error: --profile is required\n")
  }
}
