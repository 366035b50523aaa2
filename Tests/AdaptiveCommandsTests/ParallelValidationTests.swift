import Foundation
import Testing

@testable import AdaptiveCommands

/// `validate --jobs N` (issue 13): the same report whatever N, text and github reports printed
/// file by file (and scene by scene) as they are done, and progress only on a terminal.
@Suite("validate in parallel, streamed, with progress") struct ParallelValidationTests {
  /// Three scenes on an iPhone 8, each with its own problem:
  /// - `Drift`: `Box` is 100×40 at the leading margin, with nothing placing it vertically:
  ///   ambiguous in every layout.
  /// - `Wide`: `Far` is 100×40 at x = 500, y = 20: off screen wherever the root is narrower than
  ///   500 + 100 = 600 points (the 400-point compact canvases and every iPhone in portrait),
  ///   on screen at 600 and 800.
  /// - `Clash`: `Pair` is required both 100 and 200 wide: unsatisfiable everywhere.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="sc1-pp-001">
                <objects>
                    <viewController title="Drift" id="vc1-pp-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt1-pp-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box-pp-001" userLabel="Box">
                                    <rect key="frame" x="16" y="30" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="cw1-pp-001"/>
                                        <constraint firstAttribute="height" constant="40" id="ch1-pp-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-pp-001" firstAttribute="leading" secondItem="rt1-pp-001" secondAttribute="leadingMargin" id="cl1-pp-001"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc2-pp-001">
                <objects>
                    <viewController title="Wide" id="vc2-pp-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt2-pp-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="far-pp-001" userLabel="Far">
                                    <rect key="frame" x="500" y="20" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="cw2-pp-001"/>
                                        <constraint firstAttribute="height" constant="40" id="ch2-pp-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="far-pp-001" firstAttribute="leading" secondItem="rt2-pp-001" secondAttribute="leading" constant="500" id="cl2-pp-001"/>
                                <constraint firstItem="far-pp-001" firstAttribute="top" secondItem="rt2-pp-001" secondAttribute="top" constant="20" id="ct2-pp-001"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc3-pp-001">
                <objects>
                    <viewController title="Clash" id="vc3-pp-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt3-pp-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="pai-pp-001" userLabel="Pair">
                                    <rect key="frame" x="0" y="0" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="cw3-pp-001"/>
                                        <constraint firstAttribute="width" constant="200" id="cx3-pp-001"/>
                                        <constraint firstAttribute="height" constant="40" id="ch3-pp-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="pai-pp-001" firstAttribute="leading" secondItem="rt3-pp-001" secondAttribute="leading" id="cl3-pp-001"/>
                                <constraint firstItem="pai-pp-001" firstAttribute="top" secondItem="rt3-pp-001" secondAttribute="top" id="ct3-pp-001"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  /// A box held only at the right (free on both axes), whose frame a walk from target to target
  /// would carry over: see `ValidatorChainTests.drifting`.
  static let drifting = """
    view box
    box.width = 100
    box.height = 40
    box.trailing >= superview.trailing - 10

    """

  static let files: [String: [UInt8]] = [
    "Main.storyboard": Array(storyboard.utf8),
    "square.scene": Array(ValidateCommandTests.portraitOnlySquare.utf8),
    "good.scene": Array(ValidateCommandTests.good.utf8),
    "-": Array(drifting.utf8),
  ]

  /// Every file, standard input among them, in every default target (98 layouts a scene).
  static func validate(_ extra: [String], files: [String: [UInt8]] = files) -> CommandRun {
    CommandHarness.run(
      ["validate", "good.scene", "Main.storyboard", "-", "square.scene"] + extra, files: files)
  }

  @Test(arguments: ["text", "json", "github", "sarif", "junit", "html"])
  func everyReporterGivesTheSameBytesWithOneJobOrFour(reporter: String) {
    let one = Self.validate(["--reporter", reporter, "--jobs", "1"])
    #expect(one.status == 1)
    for jobs in ["2", "4"] {
      #expect(Self.validate(["--reporter", reporter, "--jobs", jobs]) == one)
    }
  }

  @Test func theProblemsAreThoseOfEachSceneAlone() {
    let run = Self.validate(["--jobs", "4"])
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // Drift: Box's vertical position, in all 98 layouts.
    #expect(
      lines.contains(
        "Main.storyboard: scene sc1-pp-001 \"Drift\": 98 errors, 0 warnings (ambiguous-layout 98) "
          + "in 98 layouts"))
    // Clash: one conflict in each of the 98 layouts.
    #expect(
      lines.contains(
        "Main.storyboard: scene sc3-pp-001 \"Clash\": 98 errors, 0 warnings (unsatisfiable 98) "
          + "in 98 layouts"))
    // The drifting box from standard input: ambiguous on both axes everywhere (196), and never
    // off screen, as it would be if a target inherited the last one's frame.
    #expect(
      lines.contains("<stdin>: 196 errors, 0 warnings (ambiguous-layout 196) in 98 layouts"))
  }

  @Test func shardsBaselinesAndStrictGiveTheSameBytesWithOneJobOrFour() throws {
    let baselineFile = BaselineAndShardTests.temporaryFile("baseline.json")
    defer { BaselineAndShardTests.removeTemporaryFolder(of: baselineFile) }
    _ = Self.validate(["--write-baseline", baselineFile, "--jobs", "1"])
    var files = Self.files
    files["b.json"] = try #require(FileManager.default.contents(atPath: baselineFile)).map { $0 }
    for extra in [
      ["--shard", "1/2"], ["--shard", "2/2", "--reporter", "json"], ["--baseline", "b.json"],
      ["--strict", "--reporter", "github"], ["--no-rtl", "--class", "wC-hR,wR-hR"],
    ] {
      let one = Self.validate(extra + ["--jobs", "1"], files: files)
      #expect(Self.validate(extra + ["--jobs", "4"], files: files) == one, "\(extra)")
    }
    // With the baseline, every problem is recorded: nothing is left.
    let baselined = Self.validate(["--baseline", "b.json", "--jobs", "3"], files: files)
    #expect(baselined.status == 0)
  }

  @Test func theStreamedReportIsTheReportWrittenWholeToAFile() throws {
    let file = BaselineAndShardTests.temporaryFile("report.txt")
    defer { BaselineAndShardTests.removeTemporaryFolder(of: file) }
    for reporter in ["text", "github"] {
      let streamed = Self.validate(["--reporter", reporter, "--jobs", "3"])
      _ = Self.validate(["--reporter", reporter, "--jobs", "3", "-o", file])
      let whole = try String(contentsOfFile: file, encoding: .utf8)
      #expect(streamed.stdout == whole)
    }
  }

  /// A context that records each write to stdout, in order, with when it came.
  final class Recorder {
    var writes: [(text: String, at: ContinuousClock.Instant)] = []
  }

  static func recordedRun(_ arguments: [String]) -> Recorder {
    let recorder = Recorder()
    let files = Self.files
    let context = CommandContext(
      writeOutput: { recorder.writes.append(($0, ContinuousClock.now)) },
      writeError: { _ in },
      readFile: { path in
        files[path].map { .success($0) } ?? .failure(FileReadError(reason: "missing"))
      })
    _ = AdaptiveTool.run(arguments: arguments, context: context)
    return recorder
  }

  /// How many problems (`…: error: …`, `…: warning: …`) a piece of the text report has.
  static func problems(_ text: String) -> Int {
    text.split(separator: "\n").count { $0.contains(": error: ") || $0.contains(": warning: ") }
  }

  @Test func theTextReportComesSceneBySceneInOrder() throws {
    let recorder = Self.recordedRun(
      ["validate", "good.scene", "Main.storyboard", "-", "square.scene", "--jobs", "4"])
    let writes = recorder.writes.map(\.text)
    // The pieces are the whole report, in order.
    let file = BaselineAndShardTests.temporaryFile("report.txt")
    defer { BaselineAndShardTests.removeTemporaryFolder(of: file) }
    _ = Self.validate(["--jobs", "1", "-o", file])
    #expect(writes.joined() == (try String(contentsOfFile: file, encoding: .utf8)))
    #expect(writes.first == "good.scene: ok in 98 layouts\n")  // no problem: only its summary
    // Drift's 98 layouts are ambiguous: one write once its last chain is done, the ambiguity
    // once with the layouts that have it (all), then the scene's summary line.
    let drift = writes[1]
    #expect(Self.problems(drift) == 1)
    #expect(drift.hasPrefix("Main.storyboard:"))
    #expect(drift.contains(": note: in all 98 layouts; as above in the first, "))
    #expect(
      drift.hasSuffix(
        "scene sc1-pp-001 \"Drift\": 98 errors, 0 warnings "
          + "(ambiguous-layout 98) in 98 layouts\n"))
    #expect(writes[2].contains("scene sc2-pp-001 \"Wide\": "))
    #expect(writes[3].contains("scene sc3-pp-001 \"Clash\": "))
    #expect(writes[4].hasPrefix("Main.storyboard: 1"))  // the file's summary
    // Standard input, a one-scene file: the box is free on both axes in every layout, two
    // problems once each; then the file's summary.
    let stdin = try #require(writes.firstIndex { $0.hasPrefix("<stdin>: 196 errors") })
    #expect(stdin == 6)
    #expect(Self.problems(writes[5]) == 2)
    #expect(!writes[5].contains("== "))
    #expect(writes.last?.hasPrefix("4 files, 588 layouts checked: ") == true)
    let times = recorder.writes.map(\.at)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func githubComesFileByFile() {
    let recorder = Self.recordedRun(
      ["validate", "good.scene", "Main.storyboard", "square.scene", "--reporter", "github"])
    // good.scene has nothing to annotate; then one write per file with annotations, the total.
    #expect(recorder.writes.count == 3)
    #expect(recorder.writes.first?.text.hasPrefix("::error file=Main.storyboard,") == true)
    #expect(recorder.writes.last?.text.hasPrefix("3 files, 490 layouts checked: ") == true)
  }

  @Test func aReportingWholeDocumentIsOneWrite() {
    let json = Self.recordedRun(["validate", "good.scene", "square.scene", "--reporter", "json"])
    #expect(json.writes.count == 1)
  }

  @Test func jobsMustBeAWholeNumberFromOne() {
    for bad in ["0", "-1", "x", "2.5", "5000"] {
      let run = Self.validate(["--jobs", bad])
      #expect(run.status == 2)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.hasPrefix("adaptive validate: error: bad --jobs '\(bad)'"))
    }
    let help = CommandHarness.run(["validate", "--help"])
    #expect(help.stdout.contains("--jobs N"))
  }
}

/// The ordered workers under `--jobs`: results come back in task order, each as soon as it and
/// every one before it are done.
@Suite struct OrderedWorkersTests {
  @Test(arguments: [1, 2, 4, 7])
  func resultsComeInOrderWhateverTheThreads(jobs: Int) {
    var delivered: [Int] = []
    // Later tasks finish first: task i sleeps (20 − i) ms.
    OrderedWorkers.run(
      count: 20, jobs: jobs,
      work: { i in
        Thread.sleep(forTimeInterval: Double(20 - i) / 1000)
        return i * i
      },
      deliver: { i, square in
        #expect(square == i * i)
        delivered.append(i)
      })
    #expect(delivered == Array(0..<20))
  }

  @Test(arguments: [1, 2, 3])
  func theFirstResultIsDeliveredBeforeTheLastTaskEnds(jobs: Int) {
    // The last task waits (up to 10 s) for the first result to be delivered. Were results held
    // back until every task is done, it would wait in vain and record so.
    let firstDelivered = DispatchSemaphore(value: 0)
    let sawFirst = Locked(false)
    var order: [Int] = []
    OrderedWorkers.run(
      count: 3, jobs: jobs,
      work: { i in
        if i == 2 {
          let came = firstDelivered.wait(timeout: .now() + 10) == .success
          sawFirst.withLock { $0 = came }
        }
        return i
      },
      deliver: { i, _ in
        order.append(i)
        if i == 0 { firstDelivered.signal() }
      })
    #expect(order == [0, 1, 2])
    #expect(sawFirst.withLock { $0 })
  }
}

/// The progress line's decisions, on a clock the test moves and a recorded "terminal".
@Suite struct ProgressMeterTests {
  final class Terminal: @unchecked Sendable {
    // The meter calls the sink with its lock held, one call at a time.
    var lines: [String] = []
  }

  final class FakeClock: @unchecked Sendable {
    // Moved by the test between calls, on the test's thread.
    var now: Duration = .zero
  }

  @Test func drawsOnlyOnATerminalAfterTwoSecondsAndAtMostEveryTenthOfASecond() {
    #expect(!ProgressMeter.shouldDraw(elapsed: .seconds(10), lastDrawn: nil, isTerminal: false))
    #expect(
      !ProgressMeter.shouldDraw(elapsed: .milliseconds(1999), lastDrawn: nil, isTerminal: true))
    #expect(ProgressMeter.shouldDraw(elapsed: .seconds(2), lastDrawn: nil, isTerminal: true))
    #expect(
      !ProgressMeter.shouldDraw(
        elapsed: .milliseconds(2099), lastDrawn: .seconds(2), isTerminal: true))
    #expect(
      ProgressMeter.shouldDraw(
        elapsed: .milliseconds(2100), lastDrawn: .seconds(2), isTerminal: true))
  }

  @Test func aTerminalSeesTheCountOnceTheRunIsSlowAndAWipeBeforeOtherOutput() {
    let terminal = Terminal()
    let clock = FakeClock()
    let sink = CommandContext.progressSink(isTerminal: true) { terminal.lines.append($0) }
    let meter = ProgressMeter(label: "adaptive validate", total: 10, sink: sink) { clock.now }
    clock.now = .milliseconds(500)
    meter.advance()
    clock.now = .milliseconds(1900)
    meter.advance()
    #expect(terminal.lines.isEmpty)  // under 2 s: nothing
    clock.now = .milliseconds(2000)
    meter.advance()
    #expect(terminal.lines == ["\r\u{1B}[Kadaptive validate: 3/10 layouts"])
    clock.now = .milliseconds(2050)
    meter.advance()  // 50 ms after the last drawing: not yet
    #expect(terminal.lines.count == 1)
    clock.now = .milliseconds(2150)
    meter.refresh()  // a long layout: the same count, drawn again
    #expect(terminal.lines.last == "\r\u{1B}[Kadaptive validate: 4/10 layouts")
    var wrote = false
    meter.pausing { wrote = true }
    #expect(wrote)
    #expect(terminal.lines.last == "\r\u{1B}[K")  // wiped before the output
    meter.pausing {}
    #expect(terminal.lines.count == 3)  // nothing on screen: nothing to wipe
    clock.now = .milliseconds(2300)
    meter.advance()
    meter.finish()
    #expect(
      Array(terminal.lines.suffix(2)) == [
        "\r\u{1B}[Kadaptive validate: 5/10 layouts", "\r\u{1B}[K",
      ])
    clock.now = .seconds(5)
    meter.advance()  // finished: never drawn again
    #expect(terminal.lines.count == 5)
  }

  @Test func aQuickRunOnATerminalDrawsNothing() {
    // Both commands wire the meter to the context's sink; a run far under 2 s (a few layouts
    // of a small scene) draws nothing.
    let drawn = Locked(0)
    for arguments in [
      ["validate", "good.scene", "--class", "wR-hC", "--no-rtl", "--jobs", "2"],
      ["query", "good.scene"],
    ] {
      let context = CommandContext(
        writeOutput: { _ in }, writeError: { _ in },
        readFile: { _ in .success(Array(ValidateCommandTests.good.utf8)) },
        showProgress: { _ in drawn.withLock { $0 += 1 } })
      #expect(AdaptiveTool.run(arguments: arguments, context: context) == 0)
    }
    #expect(drawn.withLock { $0 } == 0)
  }

  @Test func noTerminalNoLineHoweverLongTheRun() {
    let terminal = Terminal()
    let clock = FakeClock()
    let sink = CommandContext.progressSink(isTerminal: false) { terminal.lines.append($0) }
    #expect(sink == nil)
    let meter = ProgressMeter(label: "adaptive validate", total: 10, sink: sink) { clock.now }
    for second in 1...10 {
      clock.now = .seconds(second)
      meter.advance()
      meter.refresh()
    }
    meter.pausing {}
    meter.finish()
    #expect(terminal.lines.isEmpty)
  }
}
