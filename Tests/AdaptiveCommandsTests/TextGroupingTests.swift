import AdaptiveLayout
import LayoutValidation
import Testing

@testable import AdaptiveCommands

/// The text report prints each problem once per scene, however many layouts have it, with a
/// note naming them: all of them, or the few without it when those are fewer, the directions
/// folded together when both have it.
@Suite struct TextGroupingTests {
  /// On the 9 class canvases only (no device profiles), each in both directions: 18 layouts,
  /// in the classes' order (wAny hAny, wAny hC, wAny hR, wC hAny, …, wR hR), left to right
  /// first. Canvases are 400 (compact), 600 (any) or 800 (regular) points on each axis.
  ///
  /// - `low` spans y 450 to 450 + 200 = 650: off the bottom wherever the canvas is shorter than
  ///   650, the compact (400) and any (600) heights: 6 canvases, 12 layouts of 18; on screen in
  ///   the three regular heights (800).
  /// - `far` spans x 450 to 450 + 100 = 550 by absolute edges (the same in both directions):
  ///   off the right wherever the canvas is narrower than 550, the three compact widths (400):
  ///   6 layouts of 18.
  static let scene = """
    view low
    view far
    low.width = 100
    low.height = 200
    low.top = superview.top + 450
    low.leading = superview.leading + 10
    far.width = 100
    far.height = 40
    far.top = superview.top + 10
    far.left = superview.left + 450

    """

  static func run(_ extra: [String]) -> CommandRun {
    CommandHarness.run(
      ["validate", "grid.scene", "--config", "gate.json"] + extra,
      files: [
        "grid.scene": Array(scene.utf8), "gate.json": Array(#"{ "profiles": [] }"#.utf8),
      ])
  }

  @Test func eachProblemIsPrintedOnceWithTheLayoutsThatHaveIt() {
    let run = Self.run([])
    #expect(run.status == 0)  // warnings only
    // `low`: 12 of 18 layouts have it, so the 6 without it are named (3 canvases, both
    // directions); its message is the first layout's, wAny hAny's 600x600 canvas, where it is at
    // x 10 (leading margin 0: `superview.leading`), y 450.
    // `far`: 6 of 18, named; first in wC hAny (400x600), at x 450, y 10.
    #expect(
      run.stdout == """
        using configuration gate.json
        grid.scene:1:6: warning: 'low' is off screen: (10.0, 450.0, 100.0, 200.0) in a \
        600.0x600.0 screen [off-screen]
        grid.scene:1:6: note: in 12 of 18 layouts, every one but wAny hR, wC hR, wR hR, each \
        left to right and right to left; as above in the first, wAny hAny (canvas 600x600)
        grid.scene:2:6: warning: 'far' is off screen: (450.0, 10.0, 100.0, 40.0) in a \
        400.0x600.0 screen [off-screen]
        grid.scene:2:6: note: in 6 of 18 layouts: wC hAny, wC hC, wC hR, each left to right and \
        right to left; as above in the first, wC hAny (canvas 400x600)
        grid.scene: 0 errors, 18 warnings (off-screen 18) in 18 layouts
        1 file, 18 layouts checked: 0 errors, 18 warnings

        """)
  }

  @Test func oneDirectionIsNamedAsSuch() {
    // Left to right only, regular widths only: `low` off screen in wR hAny and wR hC (600 and
    // 400 tall), not in wR hR (one layout lacks it: it is the one named); `far` (550 < 800)
    // nowhere.
    let run = Self.run(["--no-rtl", "--class", "wR-hAny,wR-hC,wR-hR"])
    #expect(
      run.stdout.contains(
        "grid.scene:1:6: note: in 2 of 3 layouts, every one but wR hR; as above in the first, "
          + "wR hAny (canvas 800x600)\n"))
    // Compact heights only: `low` in wAny hC, wC hC, wR hC, `far` in wC hC alone, in both
    // directions: fewer have it than lack it, so those that have it are named, the pair once.
    let list = Self.run(["--class", "wAny-hC,wC-hC,wR-hC"])
    #expect(
      list.stdout.contains(
        "grid.scene:2:6: note: in 2 of 6 layouts: wC hC, left to right and right to left; "
          + "as above in the first, wC hC (canvas 400x400)\n"))
    #expect(!run.stdout.contains("'far'"))
    // One layout: named in full.
    let one = Self.run(["--class", "wR-hC", "--no-rtl"])
    #expect(one.stdout.contains("grid.scene:1:6: note: in wR hC (canvas 800x400)\n"))
  }

  @Test func theStreamedReportMatchesTheOneWrittenToAFile() throws {
    let file = BaselineAndShardTests.temporaryFile("grouped.txt")
    defer { BaselineAndShardTests.removeTemporaryFolder(of: file) }
    let streamed = Self.run(["--jobs", "2"])
    _ = Self.run(["--jobs", "1", "-o", file])
    #expect(streamed.stdout == (try String(contentsOfFile: file, encoding: .utf8)))
  }

  /// The places of a layout's problems in one file, in the validator's order, follow one
  /// another in `ProblemPlace.precedes` order (errors first, then by line, column and rule):
  /// the printed cache's walk along the last layout's problems relies on it to find each
  /// without a lookup.
  @Test func placesFollowTheValidatorsOrder() {
    func at(_ line: Int, _ column: Int) -> AdaptiveLayout.SourceLocation {
      SourceLocation(path: "t.scene", line: line, column: column)
    }
    // By hand, in order: the error first (ambiguous-layout's default) though on a later line,
    // then the warnings by line, column, rule (off-screen before outside-superview).
    let problems = [
      ValidationProblem(.ambiguousLayout, at: at(9, 1), "m", item: "x"),
      ValidationProblem(.offScreen, at: at(3, 5), "m", item: "card"),
      ValidationProblem(.outsideSuperview, at: at(3, 5), "m", item: "card"),
      ValidationProblem(.offScreen, at: at(3, 7), "m", item: "label"),
      ValidationProblem(.offScreen, at: at(4, 1), "m", item: "box"),
    ]
    let places = problems.map { ProblemPlace($0, at: $0.location) }
    for i in places.indices.dropFirst() {
      #expect(places[i - 1].precedes(places[i]) && !places[i].precedes(places[i - 1]))
    }
    // Another message, the same key: the same place and key, neither before the other.
    let again = ValidationProblem(.offScreen, at: at(3, 5), "other", item: "card")
    #expect(ProblemPlace(again, at: again.location) == places[1])
    #expect(!places[1].precedes(places[1]))
    #expect(ProblemKey(again) == ProblemKey(problems[1]))
    #expect(ProblemKey(again) != ProblemKey(problems[2]))
  }

  /// More layouts than the groups were made for: the table of layouts widens (from one word a
  /// problem to two at the 65th layout) and keeps every mark. One problem in 70 layouts, all but
  /// the sixth (`L5`): 69 of 70 have it, so the one without it is named; its text is the first
  /// layout's, `L0`'s, described as `D0`.
  @Test func theTableOfLayoutsWidens() {
    let problem = ValidationProblem(
      .offScreen, at: AdaptiveLayout.SourceLocation(path: "t.scene", line: 1, column: 6), "m",
      item: "card")
    var groups = TextProblemGroups(layoutCount: 1, ids: [:])
    groups.startChain([problem])
    for i in 0..<70 {
      groups.add(name: "L\(i)", described: "D\(i)", rightToLeft: false, numbers: i == 5 ? [] : [0])
    }
    #expect(
      groups.rendered() == """
        t.scene:1:6: warning: m [off-screen]
        t.scene:1:6: note: in 69 of 70 layouts, every one but L5; as above in the first, D0

        """)
  }

  /// A chain visits its layouts out of list order: each problem keeps the number it was first
  /// given, and the message of the layout earliest in the list that has it. Problem `a` (line
  /// 1) and `b` (line 2), each message naming the layout's position; visited 2, 0, 1:
  /// - at 2, `a` and `b` are new: numbers 0 and 1, messages "a2", "b2";
  /// - at 0, only `b`, found by the walk along the last layout's: 1, and 0 < 2 so "b0";
  /// - at 1, `a` is not in the last layout (found by lookup: 0, and 1 < 2 so "a1"), `b` is
  ///   (1, but 1 > 0: "b0" stays).
  @Test func aChainKeepsTheEarliestLayoutsMessage() {
    func problem(_ item: String, line: Int, _ message: String) -> ValidationProblem {
      ValidationProblem(
        .offScreen, at: AdaptiveLayout.SourceLocation(path: "t.scene", line: line, column: 1),
        message, item: item)
    }
    var cache = PrintedCache(targets: [ValidationTarget]())
    #expect(
      cache.numbers([problem("a", line: 1, "a2"), problem("b", line: 2, "b2")], at: 2) == [0, 1])
    #expect(cache.numbers([problem("b", line: 2, "b0")], at: 0) == [1])
    #expect(
      cache.numbers([problem("a", line: 1, "a1"), problem("b", line: 2, "b1")], at: 1) == [0, 1])
    #expect(cache.problems.map(\.message) == ["a1", "b0"])
  }
}
