import AdaptiveCommands
import Foundation

/// What one in-process run of the `adaptive` tool produced.
struct CommandRun: Equatable {
  var status: Int32
  var stdout: String
  var stderr: String

  /// The stderr lines, without the trailing empty one.
  var errorLines: [String] {
    stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

/// Runs `AdaptiveTool` in-process with files served from memory and the output captured.
enum CommandHarness {
  private final class Capture {
    var stdout = ""
    var stderr = ""
  }

  /// Runs `adaptive <arguments>`; `files` maps paths to contents, any other path cannot be read.
  /// `cwd` is the working directory the search for `.adaptive.json` starts from (none: no
  /// search).
  static func run(_ arguments: [String], files: [String: [UInt8]] = [:], cwd: String? = nil)
    -> CommandRun
  {
    let capture = Capture()
    var context = CommandContext(
      writeOutput: { capture.stdout += $0 },
      writeError: { capture.stderr += $0 },
      readFile: { path in
        files[path].map { .success($0) }
          ?? .failure(FileReadError(reason: "No such file or directory"))
      })
    context.currentDirectory = cwd
    let status = AdaptiveTool.run(arguments: arguments, context: context)
    return CommandRun(status: status, stdout: capture.stdout, stderr: capture.stderr)
  }

  /// Runs `adaptive solve in.system [extra]` on `text`.
  static func solve(_ text: String, _ extra: [String] = []) -> CommandRun {
    run(["solve", "in.system"] + extra, files: ["in.system": Array(text.utf8)])
  }

  /// Whether a stderr line has the compilers' form `PATH:LINE:COLUMN: error: message`.
  static func isLocatedError(_ line: String, path: String) -> Bool {
    guard line.hasPrefix(path + ":") else { return false }
    let rest = line.dropFirst(path.count + 1)
    let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, let lineNumber = Int(parts[0]), let column = Int(parts[1]) else {
      return false
    }
    return lineNumber >= 1 && column >= 1 && parts[2].hasPrefix(" error: ")
      && parts[2].count > " error: ".count
  }
}

/// SplitMix64: a small seeded generator, so property tests are repeatable run to run.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
