import AdaptiveLayout

/// One item of a layout to draw: a view or a layout guide, with its frame in root coordinates.
public struct PictureItem: Sendable, Equatable {
  /// What the item is, for its style.
  public enum Kind: Sendable, Equatable {
    case view
    case hiddenView
    case guide
  }

  /// The name shown on the item.
  public var name: String
  /// View, hidden view or guide.
  public var kind: Kind
  /// The frame in the root view's coordinates.
  public var frame: LayoutRect
  /// Nesting depth (root's subviews are 1), for the colour.
  public var depth: Int
  /// Drawn in the problem colour (an ambiguous or misplaced view, an ambiguous guide).
  public var isHighlighted: Bool

  /// Creates an item.
  public init(
    name: String, kind: Kind = .view, frame: LayoutRect, depth: Int = 1,
    isHighlighted: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.frame = frame
    self.depth = depth
    self.isHighlighted = isHighlighted
  }
}

/// A layout to draw: the root's size and its items, in drawing order.
public struct LayoutPicture: Sendable, Equatable {
  /// A caption drawn above the layout.
  public var title: String
  /// The root view's size.
  public var size: LayoutSize
  /// Views and guides, in drawing order (superviews before subviews).
  public var items: [PictureItem]

  /// Creates a picture.
  public init(title: String, size: LayoutSize, items: [PictureItem]) {
    self.title = title
    self.size = size
    self.items = items
  }

  /// Reads a laid-out engine: every view (superviews first), then every guide the scene declares;
  /// the views and guides named in `highlighted` are drawn in the problem colour.
  public init(title: String, engine: LayoutEngine, highlighted: Set<String> = []) {
    let scene = engine.currentScene
    var depth: [String: Int] = [:]  // lookups only
    var items: [PictureItem] = []
    for view in scene.views {
      let d = (view.superview.flatMap { depth[$0] } ?? 0) + 1
      depth[view.name] = d
      guard let frame = engine.frameInRoot(ofView: view.name) else { continue }
      items.append(
        PictureItem(
          name: view.name, kind: view.isHidden ? .hiddenView : .view, frame: frame, depth: d,
          isHighlighted: highlighted.contains(view.name)))
    }
    for guide in scene.guides {
      guard var frame = engine.frame(ofGuide: guide.name) else { continue }
      if let owner = guide.owner, let origin = engine.frameInRoot(ofView: owner) {
        frame.x += origin.x
        frame.y += origin.y
      }
      items.append(
        PictureItem(
          name: guide.name, kind: .guide, frame: frame,
          isHighlighted: highlighted.contains(guide.name)))
    }
    self.init(title: title, size: engine.environment.rootSize, items: items)
  }
}
