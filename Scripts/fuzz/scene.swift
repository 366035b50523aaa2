// libFuzzer harness for the .scene pipeline: any bytes as a .scene file, parsed, bound, resolved
// in the 9 size classes, laid out on the scene's canvas (with the ambiguity check and its witness
// frames, which `validate` runs on every layout) and written back as .scene text. It covers the
// statements added after the first fuzzing rounds: `text`, `font`, `lines`,
// `preferredMaxLayoutWidth`, stack views and their per-class properties, `metric` and `visual`.
// It must never trap, hang or grow without bound; a scene or diagnostics is all it may produce.
// Built and run by Scripts/fuzz/run-scene.sh.
import AdaptiveLayout
import SceneFormat
import SizeClasses

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let (scene, diagnostics) = SceneLoader.load(bytes: bytes, path: "fuzz.scene")
  for diagnostic in diagnostics { _ = diagnostic.description }
  guard let scene else { return 0 }
  // A fuzzed canvas can be anything; keep the layout on a sane root so the run measures the
  // pipeline, not the solver's arithmetic on 1e300-point screens.
  let canvas = scene.canvasSize ?? LayoutSize(width: 375, height: 667)
  guard canvas.width.isFinite, canvas.height.isFinite, canvas.width >= 0, canvas.height >= 0,
    canvas.width <= 100_000, canvas.height <= 100_000
  else { return 0 }
  for traits in SizeClassPair.all {
    let resolved = scene.resolved(for: traits)
    let environment = LayoutEnvironment(
      rootSize: canvas, systemMinimumMargin: traits.width == .compact ? 16 : 20,
      isRightToLeft: traits.height == .compact)
    guard let engine = try? LayoutEngine(scene: resolved.scene, environment: environment) else {
      continue
    }
    _ = engine.viewFrames
    _ = engine.ambiguities(withAlternativeFrames: true)
  }
  _ = SceneWriter.text(scene)
  return 0
}
