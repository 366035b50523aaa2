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
      try TextOutput.withData(of: text) { try $0.write(to: URL(fileURLWithPath: file)) }
      return true
    } catch {
      writeError("\(file): error: cannot write the file: \(Self.whyNotWritable(file))\n")
      return false
    }
  }

  /// Opens where a command's output goes, `-o FILE` when given, else stdout, for writing piece
  /// by piece; nil (with a message) when the file cannot be created.
  func openOutput(_ arguments: ParsedArguments) -> CommandOutput? {
    guard let file = arguments.values["-o"] else {
      return CommandOutput(path: nil, handle: nil, context: self)
    }
    guard FileManager.default.createFile(atPath: file, contents: nil),
      let handle = FileHandle(forWritingAtPath: file)
    else {
      writeError("\(file): error: cannot write the file: \(Self.whyNotWritable(file))\n")
      return nil
    }
    return CommandOutput(path: file, handle: handle, context: self)
  }

  /// Why `file` cannot be written: a missing folder, a file in its place, a folder in the
  /// file's place, or permission.
  static func whyNotWritable(_ file: String) -> String {
    let folder = (file as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    if !folder.isEmpty && !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
    {
      return "the folder '\(folder)' does not exist"
    } else if !folder.isEmpty && !isDirectory.boolValue {
      return "'\(folder)' is not a folder"
    } else if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory)
      && isDirectory.boolValue
    {
      return "it is a folder"
    } else {
      return "permission denied or the disk refused it"
    }
  }
}
