import Foundation
import SceneFormat
import SizeClasses

extension CommandContext {
  /// Writes `adaptive COMMAND: error: MESSAGE` and returns the bad-input status (2).
  func usageError(_ command: String, _ message: String) -> ExitCode {
    writeError("adaptive \(command): error: \(message)\n")
    return .badInput
  }

  /// Reads, parses, binds and validates a scene file, writing every diagnostic to stderr; nil
  /// when the file cannot be read or has errors (exit status 2).
  func loadScene(_ path: String) -> AdaptiveScene? {
    let bytes: [UInt8]
    switch readFile(path) {
    case .success(let contents): bytes = contents
    case .failure(let error):
      writeError("\(path): error: cannot read the file: \(error.reason)\n")
      return nil
    }
    let (scene, diagnostics) = SceneLoader.load(bytes: bytes, path: path)
    writeError(diagnostics.map { "\($0)\n" }.joined())
    return scene
  }

  /// Writes a command's output to `-o FILE` when given, else to stdout; false (with a message)
  /// when the file cannot be written.
  func deliver(_ output: String, _ arguments: ParsedArguments) -> Bool {
    guard let file = arguments.values["-o"] else {
      writeOutput(output)
      return true
    }
    guard FileManager.default.createFile(atPath: file, contents: Data(output.utf8)) else {
      writeError("\(file): error: cannot write the file\n")
      return false
    }
    return true
  }
}
