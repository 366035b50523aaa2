import AdaptiveCommands
import Testing

/// The front end: help, version, dispatch and usage errors (exit 2, a message on stderr).
@Suite("adaptive tool")
struct AdaptiveToolTests {
  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func helpListsTheCommands(_ arguments: [String]) {
    let run = CommandHarness.run(arguments)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.contains("usage: adaptive <command> [options]"))
    #expect(run.stdout.contains("\n  solve "))
    #expect(run.stdout.contains("\n  help "))
  }

  @Test func noArgumentsPrintsHelpToStderrAndExitsTwo() {
    let run = CommandHarness.run([])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("usage: adaptive <command> [options]"))
  }

  @Test func versionPrintsOneLine() {
    #expect(
      CommandHarness.run(["--version"])
        == CommandRun(status: 0, stdout: "adaptive \(AdaptiveTool.version)\n", stderr: ""))
  }

  @Test(arguments: [["help", "solve"], ["solve", "--help"], ["solve", "x", "-h"]])
  func commandHelpShowsUsageAndOptions(_ arguments: [String]) {
    let run = CommandHarness.run(arguments)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("usage: adaptive solve FILE [--ambiguous]\n"))
    #expect(run.stdout.contains("  --ambiguous "))
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var firstLine: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(
      arguments: ["frobnicate"], firstLine: "adaptive: error: unknown command 'frobnicate'"),
    UsageCase(arguments: ["--frob"], firstLine: "adaptive: error: unknown option '--frob'"),
    UsageCase(arguments: ["solve"], firstLine: "adaptive solve: error: missing argument"),
    UsageCase(
      arguments: ["solve", "a", "b"], firstLine: "adaptive solve: error: unexpected argument 'b'"),
    UsageCase(
      arguments: ["solve", "--fast", "a"],
      firstLine: "adaptive solve: error: unknown option '--fast'"),
    UsageCase(
      arguments: ["solve", "--ambiguous=yes", "a"],
      firstLine: "adaptive solve: error: option '--ambiguous' takes no value"),
    UsageCase(
      arguments: ["help", "nope"], firstLine: "adaptive help: error: unknown command 'nope'"),
  ]

  @Test(arguments: usageCases)
  func usageErrorsExitTwo(_ c: UsageCase) {
    let run = CommandHarness.run(c.arguments)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.errorLines.first == c.firstLine)
  }

  @Test func doubleDashEndsOptions() {
    // A file named "--ambiguous" after "--" is a file, not the flag.
    let run = CommandHarness.run(
      ["solve", "--", "--ambiguous"], files: ["--ambiguous": [0x78, 0x3D, 0x31]])
    #expect(run == CommandRun(status: 0, stdout: "{\n  \"x\": 1\n}\n", stderr: ""))
  }
}
