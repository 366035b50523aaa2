import AdaptiveLayout
import DeviceProfiles
import Foundation
import InterfaceBuilder
import SceneFormat
import SizeClasses

/// What reading a file gives: its scenes (nil when it cannot be read or has errors) and the
/// diagnostics to print.
typealias SceneLoading = (scenes: [LoadedScene]?, diagnostics: [FileDiagnostic])

/// A scene to lay out: a `.scene` file, or one scene of an Interface Builder document with the
/// canvas Xcode laid it out on.
struct LoadedScene {
  /// The scene with its variations.
  var scene: AdaptiveScene
  /// For a document's scene: its id, title, design canvas and recorded frames.
  var document: DocumentScene?
  /// The file's path as shown (`<stdin>` for `-`).
  var path: String
  /// The one kind of device the document is for, if it says so (`InterfaceBuilderDocument.idiom`).
  var idiom: DeviceIdiom? = nil
  /// Whether the model's rules were checked in every class when the file was read; false for
  /// a `.scene` file read with `checkingClasses: false`, whose reader checks them itself
  /// (`SceneLoader.classDiagnostics(of:except:)`).
  var classesChecked = true

  /// The heading printed above a document scene's output: `DOC: scene ID "Title"`, or nil.
  var heading: String? {
    document.map { "\(path): scene \($0.heading)" }
  }

  /// The scene's name in reports: a document scene's `ID "Title"`, else the scene's title, else
  /// the file's name.
  var name: String {
    document?.heading ?? scene.title ?? (path as NSString).lastPathComponent
  }

  /// Each view's document id (`ViewDescription.identifier`) by its name, for views read from a
  /// storyboard or xib; empty for a `.scene` file.
  var identifiers: [String: String] {
    var ids: [String: String] = [:]  // lookups only
    for view in scene.views {
      if let id = view.description.identifier { ids[view.description.name] = id }
    }
    return ids
  }
}

/// The `--scene ID|TITLE` option every command that reads documents takes.
let sceneOption = CommandOption(
  "--scene", valueName: "ID|TITLE", summary: "Only this scene of a .storyboard or .xib.")

extension CommandContext {
  /// Reads a `.scene` file or an Interface Builder document (by its extension or, for any other
  /// name, its content), writing every diagnostic to stderr; the scenes to process (only the one
  /// `--scene` names, for a document), or nil when the file cannot be read or has errors. `-`
  /// reads standard input.
  ///
  /// With `checkingClasses` false, a `.scene` file's model is not checked (`LoadedScene.
  /// classesChecked`): for a caller that builds an engine for one class, which checks it.
  func loadScenes(_ path: String, _ arguments: ParsedArguments, checkingClasses: Bool = true)
    -> [LoadedScene]?
  {
    let (scenes, diagnostics) = sceneLoading(
      path, scene: arguments.values["--scene"], checkingClasses: checkingClasses)
    writeError(diagnostics.map { "\($0.text)\n" }.joined())
    return scenes
  }

  /// `loadScenes` without writing: the scenes, or nil, and the diagnostics (warnings too), kept
  /// with their locations for the reporters.
  func sceneLoading(_ path: String, scene wanted: String?, checkingClasses: Bool = true) -> (
    [LoadedScene]?, [FileDiagnostic]
  ) {
    let shown = Self.displayPath(path)
    let bytes: [UInt8]
    switch readFile(path) {
    case .success(let contents): bytes = contents
    case .failure(let error):
      return (nil, [FileDiagnostic(path: shown, "cannot read the file: \(error.reason)")])
    }
    func failure(_ message: String) -> ([LoadedScene]?, [FileDiagnostic]) {
      (nil, [FileDiagnostic(path: shown, message)])
    }
    guard DocumentReader.hasDocumentExtension(path) || DocumentReader.isDocument(bytes: bytes)
    else {
      if wanted != nil { return failure("--scene picks a scene of a .storyboard or .xib") }
      if Self.isXML(bytes) {
        // Not a scene: one line that says what it is, rather than one syntax error per `<`.
        return (
          nil,
          [
            FileDiagnostic(
              LayoutDiagnostic(
                .error, at: SourceLocation(path: shown, line: 1, column: 1),
                "this is XML but not an Interface Builder document (.storyboard or .xib), and "
                  + "not a .scene file (Docs/scene-format.md)"))
          ]
        )
      }
      let (scene, diagnostics) =
        checkingClasses
        ? SceneLoader.load(bytes: bytes, path: shown)
        : SceneLoader.loadUnchecked(bytes: bytes, path: shown)
      return (
        scene.map {
          [
            LoadedScene(
              scene: $0, document: nil, path: shown, classesChecked: checkingClasses)
          ]
        },
        diagnostics.map(FileDiagnostic.init)
      )
    }
    let (document, diagnostics) = DocumentReader.read(bytes: bytes, path: shown)
    let read = diagnostics.map(FileDiagnostic.init)
    guard let document else { return (nil, read) }
    var scenes = document.scenes
    if let wanted {
      scenes = scenes.filter { $0.id == wanted || $0.title == wanted }
      guard !scenes.isEmpty else {
        let list = document.scenes.map(\.heading).joined(separator: ", ")
        return (
          nil,
          read + [
            FileDiagnostic(
              path: shown, "no scene '\(wanted)'; the document has: \(list.isEmpty ? "none" : list)"
            )
          ]
        )
      }
    }
    return (
      scenes.map {
        LoadedScene(scene: $0.scene, document: $0, path: shown, idiom: document.idiom)
      }, read
    )
  }
}
