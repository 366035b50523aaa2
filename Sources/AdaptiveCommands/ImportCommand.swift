import AdaptiveLayout
import Foundation
import InterfaceBuilder
import SceneFormat
import SizeClasses

/// `adaptive import DOC [--scene ID|TITLE] [-o out.scene]`: a storyboard or xib scene written as
/// `.scene` text, so what the reader understood can be read, edited and laid out again.
public enum ImportCommand: Command {
  public static let name = "import"
  public static let summary = "Write a .storyboard or .xib scene as .scene text."
  public static let usage = "adaptive import DOC [--scene ID|TITLE] [-o FILE|DIR]"
  public static let help = """
    Reads DOC (a .storyboard or .xib, or any file whose content is one) and writes the scene as
    .scene text: every view with its kind, intrinsic size (from the text-metrics model where the
    document stores none, said in a comment), priorities, baselines and margins, nested in its
    superview; layout guides; every constraint, named c_ and its document id; the constraints
    UIKit generates for autoresizing masks; and a `when` block per size class for the masks,
    constants and fonts that vary. Each view's document id is kept in a comment. The `canvas`
    line is the design device (size, classes, safe area, margins, scale), so `adaptive query`
    of the written scene lays it out where Xcode laid out the document. A document with several
    scenes needs --scene (its id or title), or -o naming a folder: every scene is then written
    there as ID.scene, and each file written is listed on stdout.
    Exit status: 0 written, 2 bad input.
    """
  public static let options = [
    sceneOption,
    CommandOption(
      "-o", valueName: "FILE|DIR",
      summary: "Write to FILE instead of stdout; to a folder, one ID.scene per scene."),
  ]
  public static let positionalCount = 1...1

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    let path = arguments.positionals[0]
    guard let loaded = context.loadScenes(path, arguments) else { return .badInput }
    guard loaded.allSatisfy({ $0.document != nil }) else {
      return context.usageError(name, "'\(path)' is not a .storyboard or .xib")
    }
    if let folder = arguments.values["-o"], !loaded.isEmpty, Self.isFolder(folder) {
      var written: [String] = []
      for item in loaded {
        guard let scene = item.document else { continue }
        let file = (folder as NSString).appendingPathComponent(Self.fileName(for: scene.id))
        guard context.write(text(scene, path: path), to: file) else { return .badInput }
        written.append("\(file)  (scene \(scene.heading))\n")
      }
      context.writeOutput(written.joined())
      return .success
    }
    guard loaded.count == 1, let item = loaded.first, let scene = item.document else {
      let list = loaded.compactMap { $0.document?.heading }.joined(separator: ", ")
      return context.usageError(
        name,
        loaded.isEmpty
          ? "'\(path)' has no scene with a view to import"
          : "'\(path)' has \(loaded.count) scenes; pick one with --scene: \(list)")
    }
    guard context.deliver(text(scene, path: path), arguments) else { return .badInput }
    return .success
  }

  /// Whether `path` is an existing folder.
  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// `ID.scene` for a scene's document id; characters other than letters, digits, `-` and `_`
  /// become `_`, so an id never names a path outside the folder.
  static func fileName(for id: String) -> String {
    let safe = id.unicodeScalars.map { scalar -> String in
      let ascii = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      return ascii || scalar == "-" || scalar == "_" ? String(scalar) : "_"
    }.joined()
    return (safe.isEmpty ? "scene" : safe) + ".scene"
  }

  /// The scene as `.scene` text, with its document ids and text-model sizes in comments.
  static func text(_ scene: DocumentScene, path: String) -> String {
    var comments: [String: String] = [:]  // lookups only
    let textSized = Set(scene.textSizedViews)
    for view in scene.scene.views {
      var notes: [String] = []
      if let id = view.description.identifier { notes.append("id \(id)") }
      if textSized.contains(view.description.name) {
        notes.append("intrinsic size from the text-metrics model")
      }
      if !notes.isEmpty { comments[view.description.name] = notes.joined(separator: "; ") }
    }
    // The `canvas` line carries the design device's size, classes, safe area, margins and
    // scale, so `adaptive query` of the written scene lays it out where Xcode did.
    let header = [
      "Imported by `adaptive import` from \((path as NSString).lastPathComponent),",
      "scene \(scene.heading).",
      "Designed on \(scene.canvas.description).",
    ]
    return SceneWriter.text(scene.scene, comments: comments, header: header)
  }
}
