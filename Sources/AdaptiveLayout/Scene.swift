/// A scene: a root view, the views in its hierarchy, layout guides and constraints — what a
/// `.scene` file describes for one size class.
///
/// Views, guides and named constraints share one namespace. The root view is implicit: it is
/// named `root`, its size is the screen's or canvas's, and views without a superview are its
/// subviews.
public struct Scene: Sendable, Equatable {
  /// The scene's title, if it has one.
  public var title: String?
  /// The design size, if given (the default size of `adaptive query`).
  public var canvasSize: LayoutSize?
  /// The views, in declaration order (the order of every output).
  public var views: [ViewDescription]
  /// The layout guides, in declaration order.
  public var guides: [LayoutGuideDescription]
  /// The constraints, in declaration order (the order they are added to the solver).
  public var constraints: [ConstraintDescription]

  /// Creates a scene.
  public init(
    title: String? = nil, canvasSize: LayoutSize? = nil, views: [ViewDescription] = [],
    guides: [LayoutGuideDescription] = [], constraints: [ConstraintDescription] = []
  ) {
    self.title = title
    self.canvasSize = canvasSize
    self.views = views
    self.guides = guides
    self.constraints = constraints
  }

  /// Names a scene may not give to a view, guide or constraint: the special item names and the
  /// format's keywords.
  public static let reservedNames: Set<String> = [
    "superview", "root", "safeArea", "topLayoutGuide", "bottomLayoutGuide", "standard", "scene",
    "canvas", "view", "guide", "when", "install", "uninstall", "hidden",
  ]

  /// `reservedNames` for the checks that ask about every name of a scene (`NameSet` says why).
  package static let reservedNameSet = NameSet(reservedNames)

  /// The layout guides every scene has, all owned by the root view.
  public static let builtinGuideNames = ["safeArea", "topLayoutGuide", "bottomLayoutGuide"]

  /// The name of the root view.
  public static let rootName = "root"

  /// The `standard` spacing between sibling views, in points (Interface Builder's).
  public static let standardSpacing: Double = 8

  /// The name that means "the superview of the other item".
  public static let superviewName = "superview"
}
