import AdaptiveLayout
import Foundation
import InterfaceBuilder
import SceneFormat
import SizeClasses

/// A scene to lay out: a `.scene` file, or one scene of an Interface Builder document with the
/// canvas Xcode laid it out on.
struct LoadedScene {
  /// The scene with its variations.
  var scene: AdaptiveScene
  /// For a document's scene: its id, title, design canvas and recorded frames.
  var document: DocumentScene?
  /// The document's path.
  var path: String

  /// The heading printed above a document scene's output: `DOC: scene ID "Title"`, or nil.
  var heading: String? {
    document.map { "\(path): scene \($0.heading)" }
  }
}

/// The `--scene ID|TITLE` option every command that reads documents takes.
let sceneOption = CommandOption(
  "--scene", valueName: "ID|TITLE", summary: "Only this scene of a .storyboard or .xib.")

extension CommandContext {
  /// Reads a `.scene` file or an Interface Builder document (by its extension or, for any other
  /// name, its content), writing every diagnostic to stderr; the scenes to process (only the one
  /// `--scene` names, for a document), or nil when the file cannot be read or has errors.
  func loadScenes(_ path: String, _ arguments: ParsedArguments) -> [LoadedScene]? {
    let bytes: [UInt8]
    switch readFile(path) {
    case .success(let contents): bytes = contents
    case .failure(let error):
      writeError("\(path): error: cannot read the file: \(error.reason)\n")
      return nil
    }
    let wanted = arguments.values["--scene"]
    guard DocumentReader.hasDocumentExtension(path) || DocumentReader.isDocument(bytes: bytes)
    else {
      if wanted != nil {
        writeError("\(path): error: --scene picks a scene of a .storyboard or .xib\n")
        return nil
      }
      let (scene, diagnostics) = SceneLoader.load(bytes: bytes, path: path)
      writeError(diagnostics.map { "\($0)\n" }.joined())
      return scene.map { [LoadedScene(scene: $0, document: nil, path: path)] }
    }
    let (document, diagnostics) = DocumentReader.read(bytes: bytes, path: path)
    writeError(diagnostics.map { "\($0)\n" }.joined())
    guard let document else { return nil }
    var scenes = document.scenes
    if let wanted {
      scenes = scenes.filter { $0.id == wanted || $0.title == wanted }
      guard !scenes.isEmpty else {
        let list = document.scenes.map(\.heading).joined(separator: ", ")
        writeError(
          "\(path): error: no scene '\(wanted)'; the document has: \(list.isEmpty ? "none" : list)\n"
        )
        return nil
      }
    }
    return scenes.map { LoadedScene(scene: $0.scene, document: $0, path: path) }
  }
}
