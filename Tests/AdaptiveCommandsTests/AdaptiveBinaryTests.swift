import Foundation
import Testing

/// Runs the built `adaptive` executable, as a user's shell would, and checks stdout, stderr and
/// the exit status. `swift test` builds every product first, so the binary sits next to the test
/// bundle in `.build/<triple>/debug/`.
@Suite("adaptive binary")
struct AdaptiveBinaryTests {
  /// The `adaptive` executable next to the test bundle, or `nil` when it was not built.
  static let executable: URL? = {
    var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    if let first = CommandLine.arguments.first {
      candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    for directory in candidates {
      let url = directory.appendingPathComponent("adaptive")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Output: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String]) throws -> Output {
    let executable = try #require(Self.executable, "the adaptive binary was not built")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = repository
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Read before waiting, so a full pipe cannot block the child.
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  @Test(.enabled(if: executable != nil, "the adaptive binary was not built"))
  func solvesTheReadmeExample() throws {
    // Values worked by hand in SolveCommandTests.solvesTheReadmeExample.
    let output = try Self.run(["solve", "Scenes/solve/example.system"])
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(output.stdout.hasPrefix("{\n  \"container.width\": 320,\n"))
    #expect(output.stdout.hasSuffix("  \"right.x\": 164\n}\n"))
  }

  @Test(.enabled(if: executable != nil, "the adaptive binary was not built"))
  func reportsConflictsAndBadInputWithExitCodes() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("adaptive-binary-tests-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let conflict = directory.appendingPathComponent("conflict.system")
    try Data("x == 1\nx == 2\n".utf8).write(to: conflict)
    let bad = directory.appendingPathComponent("bad.system")
    try Data("x == 1 @2000\n".utf8).write(to: bad)

    let unsatisfiable = try Self.run(["solve", conflict.path])
    #expect(unsatisfiable.status == 1)
    #expect(unsatisfiable.stdout == "")
    #expect(unsatisfiable.stderr.hasPrefix("\(conflict.path):2:1: error: unsatisfiable: "))

    let invalid = try Self.run(["solve", bad.path])
    #expect(
      invalid
        == Output(
          status: 2, stdout: "",
          stderr: "\(bad.path):1:9: error: priority 2000 is out of range: expected 1...1000\n"))

    let missing = try Self.run(["solve", directory.appendingPathComponent("none").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasSuffix(": error: cannot read the file: No such file or directory\n"))

    let usage = try Self.run(["solve", "--nope"])
    #expect(usage.status == 2)
    #expect(usage.stdout == "")
    #expect(usage.stderr.hasPrefix("adaptive solve: error: unknown option '--nope'\n"))
  }
}
