import AdaptiveLayout
import Foundation
import SizeClasses

/// Reads, parses, binds and validates a `.scene` file.
public enum SceneLoader {
  /// The scene in `text`, or nil with every problem found: syntax errors, name errors, and the
  /// model's rules checked in each of the 9 classes (each distinct problem reported once, in
  /// source order).
  public static func load(text: String, path: String) -> (AdaptiveScene?, [LayoutDiagnostic]) {
    load(bytes: Array(text.utf8), path: path)
  }

  /// `load(text:path:)` from raw bytes (any bytes: invalid UTF-8 is reported, never a crash).
  public static func load(bytes: [UInt8], path: String) -> (AdaptiveScene?, [LayoutDiagnostic]) {
    var (scene, diagnostics) = loadUnchecked(bytes: bytes, path: path)
    guard let bound = scene else { return (nil, diagnostics) }
    diagnostics += classDiagnostics(of: bound, except: nil)
    let failed = diagnostics.contains { $0.severity == .error }
    if failed { scene = nil }
    return (scene, diagnostics)
  }

  /// `load(bytes:path:)` without the model's rules: the scene as parsed and bound, or nil with
  /// the syntax and name errors. For a caller that builds a `LayoutEngine` for one class,
  /// which checks that class's resolution as it builds: it checks the others with
  /// `classDiagnostics(of:except:)` (`adaptive query`, where the loader's check of the class
  /// it lays out repeated the engine's, 8% of the run on a 10,000-view chain).
  public static func loadUnchecked(bytes: [UInt8], path: String) -> (
    AdaptiveScene?, [LayoutDiagnostic]
  ) {
    let parsed = SceneParser.parse(bytes: bytes, path: path)
    var diagnostics = parsed.diagnostics
    guard !parsed.hasErrors else { return (nil, diagnostics) }
    let (bound, bindDiagnostics) = SceneBinder.bind(parsed.document, path: path)
    diagnostics += bindDiagnostics
    return (bound, diagnostics)
  }

  /// The model's rules checked in each of the 9 classes but those that resolve `scene` as
  /// `skipped` does (none when nil): each distinct problem once, in source order. Every one is
  /// an error.
  public static func classDiagnostics(of scene: AdaptiveScene, except skipped: SizeClassPair?)
    -> [LayoutDiagnostic]
  {
    var seen = NameSet()  // membership only
    var modelDiagnostics: [LayoutDiagnostic] = []
    // Classes that resolve the scene alike (`VariationClasses`) give the same scene, which has
    // the same problems: each is resolved and checked once (a scene without `when` blocks
    // once, not 9 times — that was most of loading a large scene; one that varies only for
    // hC twice). Two distinct keys whose scenes happen to be equal are both checked, which
    // adds no diagnostic (`seen`); comparing the scenes instead kept every one of them alive
    // and cost a comparison of whole scenes per class.
    let alike = VariationClasses(scene)
    for traits in alike.representatives {
      if let skipped, alike.resolveAlike(traits, skipped) { continue }
      let resolved = scene.resolved(for: traits).scene
      for d in resolved.validate() where seen.insert(d.description) {
        modelDiagnostics.append(d)
      }
    }
    modelDiagnostics.sort { $0.location < $1.location }
    return modelDiagnostics
  }

  /// Loads a file; a file that cannot be read is one error at line 1, column 1.
  public static func load(path: String) -> (AdaptiveScene?, [LayoutDiagnostic]) {
    guard let data = FileManager.default.contents(atPath: path) else {
      return (
        nil,
        [
          LayoutDiagnostic(
            .error, at: SourceLocation(path: path, line: 1, column: 1),
            "cannot read the file")
        ]
      )
    }
    return load(bytes: [UInt8](data), path: path)
  }
}
