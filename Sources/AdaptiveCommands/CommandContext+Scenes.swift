import AdaptiveLayout
import Foundation
import SceneFormat
import SizeClasses

extension CommandContext {
  /// Writes `adaptive COMMAND: error: MESSAGE` and returns the bad-input status (2).
  func usageError(_ command: String, _ message: String) -> ExitCode {
    writeError("adaptive \(command): error: \(message)\n")
    return .badInput
  }

  /// How a path is shown in messages: `<stdin>` for `-`, as compilers name standard input.
  static func displayPath(_ path: String) -> String { path == "-" ? "<stdin>" : path }

  /// Whether the bytes are XML, which a `.scene` file cannot be (it cannot start with `<`):
  /// such a file that is no Interface Builder document gets one line saying so, rather than one
  /// syntax error per `<`.
  static func isXML(_ bytes: [UInt8]) -> Bool {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    return start < bytes.count && bytes[start] == UInt8(ascii: "<")
  }

  /// Writes a command's output to `-o FILE` when given, else to stdout; false (with a message)
  /// when the file cannot be written.
  func deliver(_ output: String, _ arguments: ParsedArguments) -> Bool {
    guard let file = arguments.values["-o"] else {
      writeOutput(output)
      return true
    }
    return write(output, to: file)
  }

  /// Writes `text` to `file`, or says why it cannot (a missing folder, no permission) and
  /// returns false.
  func write(_ text: String, to file: String) -> Bool {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
      return true
    } catch {
      let folder = (file as NSString).deletingLastPathComponent
      var isDirectory: ObjCBool = false
      let reason: String
      if !folder.isEmpty
        && !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
      {
        reason = "the folder '\(folder)' does not exist"
      } else if !folder.isEmpty && !isDirectory.boolValue {
        reason = "'\(folder)' is not a folder"
      } else if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory)
        && isDirectory.boolValue
      {
        reason = "it is a folder"
      } else {
        reason = "permission denied or the disk refused it"
      }
      writeError("\(file): error: cannot write the file: \(reason)\n")
      return false
    }
  }
}
