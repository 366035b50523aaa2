import AdaptiveCommands
import Foundation
import Testing

// `adaptive rotate` on the stack-based size-class recipe: the axis flip is a view change of the
// stack, and its arranged views animate from the row to the column.
@Suite("adaptive rotate: a stack's axis flip") struct StackRotateCommandTests {
  static let recipe = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/two-buttons-size-class-stack.scene")

  static func rotate(_ extra: [String]) -> CommandRun {
    let bytes = (try? Data(contentsOf: recipe)).map { [UInt8]($0) } ?? []
    return CommandHarness.run(
      ["rotate", "stack.scene", "--profile", "iphone-se-3"] + extra,
      files: ["stack.scene": bytes])
  }

  @Test func theTextNamesTheStackChangeAndTheNewFrames() {
    let run = Self.rotate(["--sequence", "landscape,portrait"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    // Portrait (wC hR): the column 30 + 8 + 30 = 68 ends 20 above 667, at 579; the buttons
    // 343 wide, the long one 38 down the column.
    #expect(run.stdout.contains("view changed: buttons: stack"))
    #expect(run.stdout.contains("  buttons  16 579 343 68\n"))
    #expect(run.stdout.contains("  longButton  0 38 343 30\n"))
  }

  @Test func theArrangedViewsAnimateBetweenTheRowAndTheColumn() throws {
    let run = Self.rotate(["--sequence", "landscape,portrait", "--format", "json", "--fps", "10"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let step = try #require((object["steps"] as? [[String: Any]])?.first)
    let frames = try #require(step["frames"] as? [[String: Any]])
    #expect(frames.count == 5)
    func long(_ sample: [String: Any]) -> [String: Double]? {
      (sample["views"] as? [[String: Any]])?.first { $0["name"] as? String == "longButton" }?[
        "frame"] as? [String: Double]
    }
    // In the stack: from the row's {321.5, 0, 313.5, 30} ((635 − 8) / 2 + 8) to the column's
    // {0, 38, 343, 30}; halfway (easeInOut is symmetric, progress 0.5): x = 321.5 / 2 = 160.75,
    // y = 19, width (313.5 + 343) / 2 = 328.25.
    #expect(long(frames[0]) == ["x": 321.5, "y": 0, "width": 313.5, "height": 30])
    #expect(long(frames[4]) == ["x": 0, "y": 38, "width": 343, "height": 30])
    #expect(long(frames[2]) == ["x": 160.75, "y": 19, "width": 328.25, "height": 30])
  }
}
