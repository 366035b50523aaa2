// libFuzzer harness for the Interface Builder reader: any bytes as a .storyboard, then every
// scene laid out on its design canvas and written back as .scene text. It must never trap, hang
// or grow without bound; a result (document or diagnostics) is all it may produce.
// Built and run by Scripts/fuzz/run-interface-builder.sh.
import AdaptiveLayout
import InterfaceBuilder
import SceneFormat
import SizeClasses

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let (document, diagnostics) = DocumentReader.read(bytes: bytes, path: "fuzz.storyboard")
  for diagnostic in diagnostics { _ = diagnostic.description }
  guard let document else { return 0 }
  for scene in document.scenes {
    let resolved = scene.scene.resolved(for: scene.canvas.traits)
    if let engine = try? LayoutEngine(scene: resolved.scene, environment: scene.canvas.environment)
    {
      _ = engine.viewFrames
    }
    _ = SceneWriter.text(scene.scene)
  }
  return 0
}
