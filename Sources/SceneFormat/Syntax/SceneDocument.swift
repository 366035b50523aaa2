import AdaptiveLayout

/// The syntax tree of one `.scene` file: what was written, where, before any name is resolved.
///
/// The tree keeps the text's structure — views nest, constraints stay inside the view block or
/// `when` block they were written in — and every node keeps its source location, so the binder
/// that turns it into a layout model can report each problem at its line and column.
///
/// ```
/// let result = SceneParser.parse(text: "canvas 375x667\nview box\nbox.width = 100\n")
/// result.document.canvas?.width  // 375
/// ```
public struct SceneDocument: Sendable, Equatable {
  /// The `scene "…"` title, if any.
  public var title: TitleDeclaration?
  /// The `canvas WxH` design size, if any.
  public var canvas: CanvasDeclaration?
  /// The root's subviews, in declaration order (each with its own subviews).
  public var views: [ViewDeclaration] = []
  /// Layout guides declared at top level; their owner is the root view.
  public var guides: [GuideDeclaration] = []
  /// Constraints written at top level, in source order (those inside view blocks stay there).
  public var constraints: [ConstraintDeclaration] = []
  /// Top-level `uninstall` names: declared, but not installed in wAny hAny (Interface Builder's
  /// "Installed" checkbox cleared for the base class); a `when` block may `install` them.
  public var uninstalled: [NameReference] = []
  /// The `when` blocks, in source order.
  public var variations: [WhenBlock] = []
  /// `metric NAME = VALUE` declarations, in source order (visual format language, issue 15).
  public var metrics: [MetricDeclaration] = []
  /// Top-level `visual "…"` lines, in source order (visual format language, issue 15).
  public var visuals: [VisualDeclaration] = []

  /// Creates an empty document.
  public init() {}
}

/// `scene "Title"`.
public struct TitleDeclaration: Sendable, Equatable {
  /// The title, escapes resolved.
  public var text: String
  /// Where `scene` starts.
  public var location: SourceLocation

  /// Creates a title declaration.
  public init(text: String, location: SourceLocation) {
    self.text = text
    self.location = location
  }
}

/// `canvas WxH [class wX-hY] [safeArea T L B R] [margins M] [scale S]`: the design size, and
/// optionally the size classes, safe area, root margins and display scale of the screen it was
/// designed for — what `adaptive query` uses when none is asked for.
public struct CanvasDeclaration: Sendable, Equatable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double
  /// `class wX-hY`: the size classes the canvas shows, if given.
  public var sizeClasses: (width: SceneSizeClass, height: SceneSizeClass)?
  /// `safeArea T L B R`: the root's safe-area insets (UIKit's order), if given.
  public var safeArea: (top: Double, left: Double, bottom: Double, right: Double)?
  /// `margins M`: the root's leading and trailing layout margins, if given.
  public var margins: Double?
  /// `scale S`: the design screen's pixels per point, if given.
  public var scale: Double?
  /// Where `canvas` starts.
  public var location: SourceLocation

  /// Creates a canvas declaration.
  public init(
    width: Double, height: Double,
    sizeClasses: (width: SceneSizeClass, height: SceneSizeClass)? = nil,
    safeArea: (top: Double, left: Double, bottom: Double, right: Double)? = nil,
    margins: Double? = nil, scale: Double? = nil, location: SourceLocation
  ) {
    self.width = width
    self.height = height
    self.sizeClasses = sizeClasses
    self.safeArea = safeArea
    self.margins = margins
    self.scale = scale
    self.location = location
  }

  /// Equal when every field is (tuples are not `Equatable`).
  public static func == (a: CanvasDeclaration, b: CanvasDeclaration) -> Bool {
    a.width == b.width && a.height == b.height
      && a.sizeClasses?.width == b.sizeClasses?.width
      && a.sizeClasses?.height == b.sizeClasses?.height
      && a.safeArea.map { [$0.top, $0.left, $0.bottom, $0.right] }
        == b.safeArea.map { [$0.top, $0.left, $0.bottom, $0.right] }
      && a.margins == b.margins && a.scale == b.scale && a.location == b.location
  }
}

/// A name used where it is declared elsewhere: in `uninstall a, b` or `install c7`.
public struct NameReference: Sendable, Equatable {
  /// The name as written.
  public var name: String
  /// Where the name starts.
  public var location: SourceLocation

  /// Creates a name reference.
  public init(_ name: String, at location: SourceLocation) {
    self.name = name
    self.location = location
  }
}
