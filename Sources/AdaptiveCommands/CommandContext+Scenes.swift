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

  /// Reads, parses, binds and validates a scene file, writing every diagnostic to stderr; nil
  /// when the file cannot be read or has errors (exit status 2). `-` reads standard input.
  func loadScene(_ path: String) -> AdaptiveScene? {
    let (scene, diagnostics) = sceneLoading(path)
    writeError(diagnostics.map { "\($0.text)\n" }.joined())
    return scene
  }

  /// `loadScene` without writing: the scene, or nil, and the diagnostics (warnings too).
  func sceneLoading(_ path: String) -> (AdaptiveScene?, [FileDiagnostic]) {
    let shown = Self.displayPath(path)
    let bytes: [UInt8]
    switch readFile(path) {
    case .success(let contents): bytes = contents
    case .failure(let error):
      return (nil, [FileDiagnostic(path: shown, "cannot read the file: \(error.reason)")])
    }
    if let kind = Self.interfaceBuilderKind(bytes, path: path) {
      // Not a scene: one line that says what it is, rather than one syntax error per `<`.
      return (
        nil,
        [
          FileDiagnostic(
            LayoutDiagnostic(
              .error, at: SourceLocation(path: shown, line: 1, column: 1),
              "this is an Interface Builder \(kind), not a .scene file; adaptive reads .scene "
                + "files (Docs/scene-format.md)"))
        ]
      )
    }
    let (scene, diagnostics) = SceneLoader.load(bytes: bytes, path: shown)
    return (scene, diagnostics.map(FileDiagnostic.init))
  }

  /// `storyboard` or `xib` (or `document` for other XML) when the bytes are XML rather than a
  /// scene: a `.scene` file cannot start with `<`.
  static func interfaceBuilderKind(_ bytes: [UInt8], path: String) -> String? {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
    let lower = path.lowercased()
    let isXML = start < bytes.count && bytes[start] == UInt8(ascii: "<")
    if lower.hasSuffix(".storyboard") && (isXML || bytes.isEmpty) { return "storyboard" }
    if lower.hasSuffix(".xib") && (isXML || bytes.isEmpty) { return "document (.xib)" }
    guard isXML else { return nil }
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    if head.contains("type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"") {
      return "storyboard"
    }
    if head.contains("com.apple.InterfaceBuilder3") { return "document (.xib)" }
    return "XML document"
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
