import AdaptiveLayout

/// One end of a transition: the root view's size and every view's frame in its superview.
///
/// Views are listed in declaration order; that order is the order of a transition's output.
/// A view whose ``View/superview`` is `nil` is a subview of the root view, whose frame is
/// `(0, 0, rootSize)`. Root-coordinate frames are derived here by adding the superviews'
/// origins, so they always agree with the superview-relative ones.
public struct TransitionState: Sendable, Equatable {
  /// One view's placement in this state.
  public struct View: Sendable, Equatable {
    /// The view's name.
    public var name: String
    /// Its superview's name; `nil` for a subview of the root view.
    public var superview: String?
    /// Its frame in its superview's coordinates.
    public var frame: LayoutRect
    /// Whether it is hidden (drawn with alpha 0, as UIKit does not draw hidden views).
    public var isHidden: Bool

    /// Creates a view placement.
    public init(name: String, superview: String? = nil, frame: LayoutRect, isHidden: Bool = false) {
      self.name = name
      self.superview = superview
      self.frame = frame
      self.isHidden = isHidden
    }
  }

  /// The root view's size.
  public var rootSize: LayoutSize
  /// The views, in declaration order.
  public var views: [View]

  /// Creates a state.
  public init(rootSize: LayoutSize, views: [View]) {
    self.rootSize = rootSize
    self.views = views
  }

  /// Reads a laid-out engine: the root size and every view of its current scene that has a
  /// frame, in declaration order.
  public init(engine: LayoutEngine) {
    var views: [View] = []
    for view in engine.currentScene.views {
      guard let frame = engine.frame(ofView: view.name) else { continue }
      let superview = view.superview == Scene.rootName ? nil : view.superview
      views.append(
        View(name: view.name, superview: superview, frame: frame, isHidden: view.isHidden))
    }
    self.init(rootSize: engine.environment.rootSize, views: views)
  }

  /// Checks names, superviews and numbers; returns each view's index by name and each view's
  /// frame in root coordinates (its superviews' origins added).
  ///
  /// - Throws: `duplicateView`, `unknownSuperview`, `superviewCycle` or `nonFiniteFrame`.
  /// - Complexity: O(views): each view's root frame is computed once, superviews first.
  func resolved() throws(TransitionError) -> (index: [String: Int], rootFrames: [LayoutRect]) {
    guard rootSize.width.isFinite && rootSize.height.isFinite else {
      throw .nonFiniteFrame(view: Scene.rootName)
    }
    var index: [String: Int] = [:]  // lookups only
    for (i, view) in views.enumerated() {
      if index[view.name] != nil || view.name == Scene.rootName {
        throw .duplicateView(view.name)
      }
      let f = view.frame
      guard f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite else {
        throw .nonFiniteFrame(view: view.name)
      }
      index[view.name] = i
    }
    var rootFrames = [LayoutRect?](repeating: nil, count: views.count)
    var onPath = [Bool](repeating: false, count: views.count)
    for i in views.indices where rootFrames[i] == nil {
      // Climb to the root or to a superview already placed, then place the chain top down.
      var chain: [Int] = []
      var current = i
      while true {
        if onPath[current] { throw .superviewCycle(view: views[current].name) }
        onPath[current] = true
        chain.append(current)
        guard let name = views[current].superview, name != Scene.rootName else { break }
        guard let parent = index[name] else {
          throw .unknownSuperview(view: views[current].name, superview: name)
        }
        if rootFrames[parent] != nil { break }
        current = parent
      }
      for k in chain.reversed() {
        var frame = views[k].frame
        if let name = views[k].superview, let parent = index[name], let origin = rootFrames[parent]
        {
          frame.x += origin.x
          frame.y += origin.y
        }
        rootFrames[k] = frame
        onPath[k] = false
      }
    }
    return (index, rootFrames.map { $0 ?? LayoutRect(x: 0, y: 0, width: 0, height: 0) })
  }
}
