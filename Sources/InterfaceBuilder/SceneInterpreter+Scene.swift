import AdaptiveLayout
import SizeClasses

extension SceneInterpreter {
  /// A storyboard scene: the controller's view (`key="view"`) is the root. Controllers without
  /// a view of their own (navigation, tab bar and page controllers) give no scene.
  mutating func readController(_ controller: Int, navigationBar: Bool, tabBar: Bool)
    -> DocumentScene?
  {
    guard
      let rootElement = tree[controller].children.first(where: {
        tree[$0]["key"] == "view" && ViewKinds.isView(tree[$0].name)
      })
    else { return nil }
    if let layoutGuides = tree.child(of: controller, named: "layoutGuides") {
      for guide in tree.children(of: layoutGuides, named: "viewControllerLayoutGuide") {
        guard let id = tree[guide]["id"] else { continue }
        switch tree[guide]["type"] {
        case "top": names[id] = "topLayoutGuide"
        case "bottom": names[id] = "bottomLayoutGuide"
        default: warning(guide, "unknown layout guide type '\(tree[guide]["type"] ?? "")'")
        }
      }
    }
    if layoutMargins(of: rootElement) != nil {
      warning(
        rootElement,
        "explicit layout margins of a view controller's root view are not modelled; the system "
          + "minimum margins apply")
    }
    walk(rootElement, superview: nil, managed: false)
    let canvas = storyboardCanvas(
      controller: controller, navigationBar: navigationBar, tabBar: tabBar)
    return finish(canvas: canvas, location: tree[controller].location)
  }

  /// A xib's top-level view: a view filling the canvas (as the view that loads it would make it),
  /// with its own layout margins, unlike a view controller's root. A cell or a supplementary
  /// view is sized as its table or collection view sizes it instead (`topLevelSizing`).
  mutating func readTopLevelView(_ element: Int) -> DocumentScene? {
    let name = walk(element, superview: Scene.rootName, managed: false)
    let recordedFrame = recordedFrame(of: element)
    framed.removeAll { $0.name == name }
    recorded.removeAll { $0.name == name }
    let sizing = Self.topLevelSizing(of: tree[element].name)
    for attribute in [LayoutAttribute.left, .top, .width, .height] {
      let fixed =
        (attribute == .width && !sizing.fillsWidth) || (attribute == .height && !sizing.fillsHeight)
      if fixed, let frame = recordedFrame {
        // Its own recorded size: the row height, or the item size the layout gives it.
        constraints.append(
          AdaptiveConstraint(
            ConstraintDescription(
              name: claim("\(name)_sized_\(attribute)", id: "root"),
              first: .init(name, attribute),
              constant: attribute == .width ? frame.width : frame.height,
              location: tree[element].location)))
        continue
      }
      constraints.append(
        AdaptiveConstraint(
          ConstraintDescription(
            name: claim("\(name)_fills_\(attribute)", id: "root"),
            first: .init(name, attribute), second: .init(Scene.superviewName, attribute),
            location: tree[element].location)))
    }
    let size = recordedSize[name] ?? device?.configuration(landscape: landscape).size
    recordedSize[Scene.rootName] = size
    let canvas = xibCanvas(size: size)
    return finish(canvas: canvas, location: tree[element].location)
  }

  /// How a xib's top-level view is sized where it is used, by the kind of view it is.
  ///
  /// A view controller's view, or a custom view the code that loads it places, fills the
  /// screen (the canvas). A table's cell or header/footer view spans the table's width at its
  /// row height (`UITableView` lays each row across its bounds), and a collection view's cell or
  /// supplementary view has the item size its layout gives it: each keeps its recorded height
  /// (and, in a collection view, width). Why: filling the screen, a cell whose content sets
  /// its height (an image 64 high pinned 8 from the top and bottom of an 80-point row) was
  /// unsatisfiable in every layout, the screen being far taller than the row.
  static func topLevelSizing(of kind: String) -> (fillsWidth: Bool, fillsHeight: Bool) {
    switch kind {
    case "tableViewCell", "tableViewHeaderFooterView": return (true, false)
    case "collectionViewCell", "collectionReusableView": return (false, false)
    default: return (true, true)
    }
  }

  /// Constraints, masks, generated constraints; then the scene.
  mutating func finish(canvas: DesignCanvas, location: SourceLocation) -> DocumentScene? {
    readConstraints()
    applyMasks()
    addFrameConstraints()
    addStackConstraints()
    var scene = AdaptiveScene(
      title: nil, views: views, guides: guides, constraints: constraints)
    // The whole design canvas, so that the scene alone (as `adaptive import` writes it) lays
    // out where Xcode laid the document out.
    scene.canvas = SceneCanvas(
      size: canvas.environment.rootSize, traits: canvas.traits,
      safeAreaInsets: canvas.environment.safeAreaInsets,
      systemMinimumMargin: canvas.environment.systemMinimumMargin, scale: canvas.scale)
    return DocumentScene(
      id: "", title: "", scene: scene, canvas: canvas, recordedFrames: recorded,
      textSizedViews: textSizedViews, tableSizedViews: tableSizedViews, location: location)
  }

  /// The canvas of a view controller: the design device in its orientation with its safe area
  /// and bars, a freeform size, or Xcode 6/7's 600×600 Any/Any canvas with a 20-point status bar.
  ///
  /// A navigation bar is 44 points tall, 32 in a compact height (an iPhone in landscape), 34 more
  /// with a prompt; a tab bar 49. `<nil key="simulatedStatusBarMetrics"/>` hides the status bar.
  func storyboardCanvas(controller: Int, navigationBar: Bool, tabBar: Bool) -> DesignCanvas {
    let rootSize = recordedSize[Scene.rootName]
    let statusBarHidden = tree[controller].children.contains {
      tree[$0].name == "nil" && tree[$0]["key"] == "simulatedStatusBarMetrics"
    }
    let prompt =
      tree.child(of: controller, named: "navigationItem", key: "navigationItem").map {
        tree[$0]["prompt"] != nil
      } ?? false
    func bars(compactHeight: Bool) -> (top: Double, bottom: Double) {
      let top = navigationBar ? (compactHeight ? 32 : 44) + (prompt ? 34 : 0) : 0.0
      return (top, tabBar ? 49 : 0)
    }
    var freeform: LayoutSize?
    if let size = tree.child(of: controller, named: "size", key: "freeformSize"),
      let w = number(tree[size]["width"]), let h = number(tree[size]["height"]), w > 0, h > 0
    {
      freeform = LayoutSize(width: w, height: h)
    }
    if let device {
      let configuration = device.configuration(landscape: landscape)
      var insets = configuration.safeArea
      if statusBarHidden && insets.top == 20 { insets.top = 0 }
      // The iPhone 11 (XR) runs with a 48-point status bar from iOS 14, but Interface Builder
      // draws its canvas with 44: an Xcode 12.3 and two Xcode 13 documents on it record every
      // view pinned to the safe area's top 44 points down.
      // Xcode 11 (toolsVersion 15000 to 16xxx) draws a view controller on a device whose
      // status bar is the flat 20 points (an iPhone 8, the older iPads) without it: Xcode 11
      // documents on the iPhone 8 and the 12.9-inch iPad and an Xcode 11.5 one on the 9.7-inch
      // iPad record every view pinned to the safe area's top as if that top were 0, where
      // Xcode 9 and 10 documents on the iPhone 8, the iPhone 8 Plus and the 9.7-inch iPad
      // record it at 20. The notched devices keep their status bar. No document of Xcode 12 or
      // later on such a device says which it draws; the 20 points stay.
      if insets.top == 20, let tools = toolsMajorVersion, tools >= 15_000, tools < 17_000 {
        insets.top = 0
      }
      var size = configuration.size
      let bars = bars(compactHeight: configuration.sizeClass.height == .compact)
      var description = "\(device.id) \(configuration.name) (\(device.name))"
      var isScreen = true
      if let other = freeform ?? rootSize, other != size {
        // Freeform, or a controller shown smaller than the screen: no status bar, no bars.
        size = other
        insets = .zero
        description = "freeform \(Self.text(size)) on \(device.id)"
        isScreen = false
      }
      insets.top += bars.top
      insets.bottom += bars.bottom
      return DesignCanvas(
        description: description,
        environment: LayoutEnvironment(
          rootSize: size, safeAreaInsets: insets, systemMinimumMargin: device.systemMinimumMargin),
        traits: configuration.sizeClass, scale: device.scale,
        profileID: isScreen ? device.profileID : nil,
        configurationName: isScreen && device.profileID != nil ? configuration.name : nil)
    }
    let size = freeform ?? rootSize ?? LayoutSize(width: 600, height: 600)
    let bars = bars(compactHeight: false)
    let insets = EdgeInsets(
      top: (statusBarHidden ? 0 : 20) + bars.top, left: 0, bottom: bars.bottom, right: 0)
    return DesignCanvas(
      description: "\(Self.text(size)) wAny hAny (no design device: Xcode 6-7's canvas)",
      environment: LayoutEnvironment(
        rootSize: size, safeAreaInsets: insets,
        systemMinimumMargin: anyAnyRootMargin(width: size.width)),
      traits: .anyAny, scale: 2)
  }

  /// The root view's side margins on the Any/Any canvas of a document without a design device.
  ///
  /// Xcode 6 built against iOS 8, whose view controllers gave their root view 16-point side
  /// margins at every size; iOS 9 (Xcode 7) made them 20 on a wide view such as the 600-point
  /// canvas. The corpus agrees: an Xcode 6.1 label pinned 88 points inside the leading margin
  /// on the 600×600 canvas is recorded at x = 104 (16 + 88), and every Xcode 7 and 8 document
  /// records its margins at 20.
  func anyAnyRootMargin(width: Double) -> Double {
    (toolsMajorVersion ?? .infinity) < 8_000
      ? 16 : LayoutEnvironment.defaultSystemMinimumMargin(compactWidth: width < 400)
  }

  /// The canvas of a xib's top-level view: its own (freeform) size; the device's safe area
  /// only when it is the device's screen.
  func xibCanvas(size: LayoutSize?) -> DesignCanvas {
    let size = size ?? LayoutSize(width: 600, height: 600)
    if let device {
      let configuration = device.configuration(landscape: landscape)
      let insets = configuration.size == size ? configuration.safeArea : .zero
      let isScreen = configuration.size == size
      return DesignCanvas(
        description: "\(Self.text(size)) on \(device.id) \(configuration.name)",
        environment: LayoutEnvironment(
          rootSize: size, safeAreaInsets: insets, systemMinimumMargin: device.systemMinimumMargin),
        traits: configuration.sizeClass, scale: device.scale,
        profileID: isScreen ? device.profileID : nil,
        configurationName: isScreen && device.profileID != nil ? configuration.name : nil)
    }
    return DesignCanvas(
      description: "\(Self.text(size)) wAny hAny (freeform)",
      environment: LayoutEnvironment(
        rootSize: size, safeAreaInsets: .zero,
        systemMinimumMargin: LayoutEnvironment.defaultSystemMinimumMargin(
          compactWidth: size.width < 400)),
      traits: .anyAny, scale: 2)
  }

  static func text(_ size: LayoutSize) -> String {
    func n(_ v: Double) -> String {
      v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }
    return "\(n(size.width))x\(n(size.height))"
  }
}
