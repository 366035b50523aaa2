import AdaptiveLayout
import SizeClasses

/// Reads Interface Builder documents (`.storyboard`, `.xib`) into `InterfaceBuilderDocument`s.
///
/// Every problem is a `LayoutDiagnostic` at the element concerned (`DOC:line:col: error|warning:`):
/// malformed or hostile XML, a reference to an id that does not exist, a constraint between
/// views of different scenes, a value that cannot be read. Elements and attributes the reader
/// does not know are skipped with one warning per kind.
public enum DocumentReader {
  /// Whether `bytes` look like an Interface Builder document (an XML `<document type=…>` of
  /// Interface Builder), whatever the file's name.
  public static func isDocument(bytes: [UInt8]) -> Bool {
    let head = String(decoding: bytes.prefix(2048), as: UTF8.self)
    return head.contains("<document") && head.contains("com.apple.InterfaceBuilder")
  }

  /// Whether a path names a storyboard or xib by its extension.
  public static func hasDocumentExtension(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
  }

  /// The document in `bytes`, or nil with the errors that prevent reading it; warnings either
  /// way. Each scene is checked against Auto Layout's rules in the 9 size classes, as
  /// `SceneLoader` checks a `.scene` file.
  public static func read(bytes: [UInt8], path: String) -> (
    InterfaceBuilderDocument?, [LayoutDiagnostic]
  ) {
    let tree: XMLTree
    switch XMLTreeParser.parse(bytes: bytes, path: path) {
    case .failure(let failure): return (nil, [failure.diagnostic])
    case .success(let parsed): tree = parsed
    }
    var reader = DocumentInterpreter(tree: tree, path: path)
    let document = reader.interpret()
    var diagnostics = reader.diagnostics
    guard let document else { return (nil, sortedUnique(diagnostics)) }
    var modelDiagnostics: [LayoutDiagnostic] = []
    var seen = Set<String>()  // membership only
    for scene in document.scenes {
      // Classes that resolve the scene alike give the same scene and the same problems: each
      // distinct resolution is checked once, as `SceneLoader` does (a storyboard whose scene
      // varies only for hC was checked 9 times: a third of `query` on 10,000 views).
      for traits in VariationClasses(scene.scene).representatives {
        for d in scene.scene.resolved(for: traits).scene.validate()
        where seen.insert(d.description).inserted {
          modelDiagnostics.append(d)
        }
      }
    }
    diagnostics += modelDiagnostics
    diagnostics = sortedUnique(diagnostics)
    let failed = diagnostics.contains { $0.severity == .error }
    return (failed ? nil : document, diagnostics)
  }

  /// Diagnostics in document order, each once.
  static func sortedUnique(_ diagnostics: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
    var seen = Set<String>()  // membership only
    return diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
      .filter { seen.insert($0.description).inserted }
  }
}
