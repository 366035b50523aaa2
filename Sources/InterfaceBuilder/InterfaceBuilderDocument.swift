import AdaptiveLayout
import DeviceProfiles
import SizeClasses

/// A `.storyboard` or `.xib` read into scenes: one per view controller of a storyboard, one per
/// top-level view of a xib, each an `AdaptiveScene` like the one a `.scene` file gives.
///
/// ```swift
/// let (document, diagnostics) = DocumentReader.read(bytes: bytes, path: "Main.storyboard")
/// for scene in document?.scenes ?? [] {
///   let resolved = scene.scene.resolved(for: scene.canvas.traits)
///   let engine = try LayoutEngine(scene: resolved.scene, environment: scene.canvas.environment)
/// }
/// ```
public struct InterfaceBuilderDocument: Sendable {
  /// Whether the document is a storyboard or a xib.
  public enum Kind: String, Sendable {
    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: scenes of view controllers.
    case storyboard
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: top-level views.
    case xib
  }

  /// The path the document was read from.
  public var path: String
  /// Storyboard or xib.
  public var kind: Kind
  /// The Xcode build that saved it (`toolsVersion`), if written.
  public var toolsVersion: String?
  /// The design device (`<device id orientation>`), if the document names one Xcode's table
  /// maps; `nil` for Xcode 6/7 documents, laid out on the 600×600 Any/Any canvas.
  public var designDevice: DesignDevice?
  /// Whether the design device is in landscape.
  public var isLandscape: Bool
  /// The scenes, in document order.
  public var scenes: [DocumentScene]
  /// The devices the document is for, when only one kind: an iPad-only document
  /// (`targetRuntime="iOS.CocoaTouch.iPad"`, Xcode's device-specific documents before universal
  /// ones) or a file UIKit loads on one kind of device only (`Main~ipad.storyboard`,
  /// `Cell~iphone.xib`); nil for a universal document.
  public var idiom: DeviceIdiom? = nil

  /// The idiom of a document: its target runtime first, then the device modifier of its file
  /// name (`~ipad`, `~iphone` before the extension).
  public static func idiom(targetRuntime: String?, path: String) -> DeviceIdiom? {
    if targetRuntime == "iOS.CocoaTouch.iPad" { return .pad }
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let base = file.split(separator: ".", omittingEmptySubsequences: false).first ?? ""
    if base.lowercased().hasSuffix("~ipad") { return .pad }
    if base.lowercased().hasSuffix("~iphone") { return .phone }
    return nil
  }
}

/// One scene of a document: a view controller's view, or a xib's top-level view.
public struct DocumentScene: Sendable {
  /// The scene's id: the storyboard's `sceneID`, or the xib view's `id`.
  public var id: String
  /// The scene's title, as Xcode's document outline shows it (`View Controller`).
  public var title: String
  /// The scene, with every size-class variation.
  public var scene: AdaptiveScene
  /// Where Xcode laid the scene out: the frames it recorded belong to this canvas.
  public var canvas: DesignCanvas
  /// The frames Xcode recorded, in the superview's coordinates, for every view that has one.
  public var recordedFrames: [RecordedFrame]
  /// The views whose intrinsic size was computed by the text-metrics model (not stored in the
  /// document, and not a placeholder), in declaration order.
  public var textSizedViews: [String]
  /// The views their table lays across its width at run time (its cells, its header and footer
  /// views), whatever width Xcode recorded, in declaration order.
  public var tableSizedViews: [String] = []
  /// Where the scene starts in the document.
  public var location: SourceLocation

  /// `id "title"`, the heading commands print above the scene's output.
  public var heading: String { "\(id) \"\(title)\"" }
}

/// The canvas a document's frames were recorded on: a design device in an orientation, the old
/// 600×600 Any/Any canvas, or a freeform size.
public struct DesignCanvas: Sendable, Equatable {
  /// What the canvas is, for headings: `retina4_7 portrait (iPhone 8)`, `600x600 wAny hAny`.
  public var description: String
  /// The root size, safe area and margins.
  public var environment: LayoutEnvironment
  /// The size classes the canvas shows.
  public var traits: SizeClassPair
  /// Pixels per point, for snapping.
  public var scale: Double
  /// The bundled device profile with the design device's screen (`adaptive profiles`), when
  /// the canvas is that screen (not freeform) and such a profile exists.
  public var profileID: String? = nil
  /// The profile configuration the canvas shows: `portrait` or `landscape`, with `profileID`.
  public var configurationName: String? = nil
}

/// A frame Interface Builder recorded for a view (`<rect key="frame">`).
public struct RecordedFrame: Sendable, Equatable {
  /// The view's name in the scene.
  public var name: String
  /// The view's document id.
  public var identifier: String
  /// The frame in the superview's coordinates.
  public var frame: LayoutRect
  /// Xcode marked the view `misplaced` or `ambiguous`: its recorded frame is not the constraint
  /// solution, so it is not compared.
  public var isMisplaced: Bool
  /// The view is inside a view Xcode marks misplaced or ambiguous: its recorded frame was laid
  /// out in that view's recorded (wrong) frame, so it is not ground truth either.
  public var isInsideMisplaced: Bool = false
  /// Where the view is in the document.
  public var location: SourceLocation
}
