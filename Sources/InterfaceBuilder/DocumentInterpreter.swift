import AdaptiveLayout
import SizeClasses

/// The document level of reading: its kind and design device, where each scene is, which id
/// belongs to which scene; each scene is then read by a `SceneInterpreter`.
struct DocumentInterpreter {
  let tree: XMLTree
  let path: String
  var diagnostics: [LayoutDiagnostic] = []
  /// Unknown element and attribute kinds already warned about (one warning per kind).
  var warnedKinds = Set<String>()  // membership only

  init(tree: XMLTree, path: String) {
    self.tree = tree
    self.path = path
  }

  mutating func error(_ element: Int, _ message: String) {
    diagnostics.append(LayoutDiagnostic(.error, at: tree[element].location, message))
  }

  mutating func warning(_ element: Int, _ message: String) {
    diagnostics.append(LayoutDiagnostic(.warning, at: tree[element].location, message))
  }

  mutating func interpret() -> InterfaceBuilderDocument? {
    let root = 0
    guard tree[root].name == "document" else {
      error(root, "not an Interface Builder document: the root element is <\(tree[root].name)>")
      return nil
    }
    let type = tree[root]["type"] ?? ""
    let kind: InterfaceBuilderDocument.Kind
    if type.hasSuffix("Storyboard.XIB") {
      kind = .storyboard
    } else if type.hasSuffix(".XIB") {
      kind = .xib
    } else {
      error(root, "unknown document type '\(type)'; expected an iOS storyboard or xib")
      return nil
    }
    if let runtime = tree[root]["targetRuntime"], !runtime.hasPrefix("iOS") {
      warning(root, "target runtime '\(runtime)' is not iOS; read as UIKit all the same")
    }
    var device: DesignDevice?
    var landscape = false
    if let element = tree.child(of: root, named: "device") {
      let id = tree[element]["id"] ?? ""
      landscape = tree[element]["orientation"] == "landscape"
      device = DesignDevice.named(id)
      if device == nil {
        warning(
          element,
          "unknown design device '\(id)'; frames are computed on the root view's recorded size")
      }
    }

    // Which scene each id belongs to, to tell a dangling reference from a cross-scene one.
    var sceneRoots: [(element: Int, id: String, title: String, content: Int)] = []
    if kind == .storyboard {
      for scenes in tree.children(of: root, named: "scenes") {
        for scene in tree.children(of: scenes, named: "scene") {
          guard let objects = tree.child(of: scene, named: "objects") else { continue }
          let id = tree[scene]["sceneID"] ?? "?"
          let controller = tree[objects].children.first {
            tree[$0].name != "placeholder" && tree[$0].name != "customObject"
              && !tree[$0].name.hasSuffix("GestureRecognizer")
          }
          var title = tree[scene].precedingComment ?? ""
          if title.isEmpty, let controller {
            // As Xcode's document outline names a scene without the comment Xcode writes.
            let navigationTitle = tree.child(
              of: controller, named: "navigationItem", key: "navigationItem"
            ).flatMap { tree[$0]["title"] }
            title =
              tree[controller]["title"] ?? navigationTitle ?? tree[controller]["userLabel"]
              ?? tree[controller]["customClass"] ?? Self.outlineName(tree[controller].name)
          }
          if title.isEmpty { title = "Scene" }
          sceneRoots.append((scene, id, title, controller ?? objects))
        }
      }
    } else {
      for objects in tree.children(of: root, named: "objects") {
        for object in tree[objects].children where ViewKinds.isView(tree[object].name) {
          let id = tree[object]["id"] ?? "?"
          let title =
            tree[object]["userLabel"] ?? tree[object]["customClass"]
            ?? Self.outlineName(tree[object].name)
          sceneRoots.append((object, id, title, object))
        }
      }
    }
    var owner: [String: Int] = [:]  // lookups only
    for (index, scene) in sceneRoots.enumerated() {
      var stack = [scene.element]
      while let e = stack.popLast() {
        if let id = tree[e]["id"] {
          if owner[id] != nil, warnedKinds.insert("id \(id)").inserted {
            warning(e, "the id '\(id)' is used twice; references go to one of them")
          }
          owner[id] = index
        }
        stack += tree[e].children
      }
    }

    var images: [String: LayoutSize] = [:]  // lookups only
    for resources in tree.children(of: root, named: "resources") {
      for image in tree.children(of: resources, named: "image") {
        let e = tree[image]
        if let name = e["name"], let w = e["width"].flatMap(Double.init),
          let h = e["height"].flatMap(Double.init), w.isFinite, h.isFinite
        {
          images[name] = LayoutSize(width: w, height: h)
        }
      }
    }
    let (navigationBars, tabBars) = barredControllers()

    var scenes: [DocumentScene] = []
    let errorsBefore = diagnostics.filter { $0.severity == .error }.count
    for (index, entry) in sceneRoots.enumerated() {
      var reader = SceneInterpreter(
        tree: tree, path: path, kind: kind, device: device, landscape: landscape,
        sceneIndex: index, owner: owner, images: images, warnedKinds: warnedKinds)
      let scene: DocumentScene?
      if kind == .storyboard {
        let id = tree[entry.content]["id"] ?? ""
        scene = reader.readController(
          entry.content, navigationBar: navigationBars.contains(id), tabBar: tabBars.contains(id))
      } else {
        scene = reader.readTopLevelView(entry.content)
      }
      diagnostics += reader.diagnostics
      warnedKinds = reader.warnedKinds
      if var scene {
        scene.id = entry.id
        scene.title = entry.title
        scene.scene.title = entry.title
        scenes.append(scene)
      }
    }
    let errorsAfter = diagnostics.filter { $0.severity == .error }.count
    guard errorsAfter == errorsBefore else { return nil }
    if scenes.isEmpty {
      warning(root, "the document has no scene with a view to lay out")
    }
    return InterfaceBuilderDocument(
      path: path, kind: kind, toolsVersion: tree[root]["toolsVersion"], designDevice: device,
      isLandscape: landscape, scenes: scenes,
      idiom: InterfaceBuilderDocument.idiom(targetRuntime: tree[root]["targetRuntime"], path: path))
  }

  /// The controllers Xcode draws under a navigation bar (the root of a navigation controller,
  /// a controller shown or pushed from one, or simulated top-bar metrics) and above a tab bar
  /// (a tab of a tab bar controller, what it contains or pushes, or simulated bottom-bar
  /// metrics): their safe area, and old top and bottom layout guides, start inside those bars.
  func barredControllers() -> (navigation: Set<String>, tab: Set<String>) {
    var navigation = Set<String>()  // membership only
    var tab = Set<String>()  // membership only
    var kindOf: [String: String] = [:]  // controller id → element name (lookups only)
    var edges: [(source: String, destination: String, relationship: Bool)] = []
    for (index, element) in tree.elements.enumerated() {
      if element.parent >= 0, tree[element.parent].name == "objects", let id = element["id"] {
        kindOf[id] = element.name
      }
      switch element.name {
      case "segue":
        guard let destination = element["destination"], let source = controller(of: index)
        else { continue }
        if element["kind"] == "relationship" {
          let relationship = element["relationship"] ?? ""
          if relationship == "rootViewController" || relationship == "viewControllers" {
            edges.append((source, destination, true))
          }
        } else if element["kind"] == "show" || element["kind"] == "push" {
          edges.append((source, destination, false))
        }
      case "simulatedNavigationBarMetrics":
        if element["key"] == "simulatedTopBarMetrics", let c = controller(of: index) {
          navigation.insert(c)
        }
      case "simulatedTabBarMetrics":
        if element["key"] == "simulatedBottomBarMetrics", let c = controller(of: index) {
          tab.insert(c)
        }
      default: continue
      }
    }
    // Containment and pushes pass the bars on: a walk from every barred controller along the
    // edges that carry the bar (each controller entered once, so linear in the edges).
    var outgoing: [String: [(destination: String, relationship: Bool)]] = [:]  // lookups only
    for edge in edges {
      outgoing[edge.source, default: []].append((edge.destination, edge.relationship))
      let sourceKind = kindOf[edge.source] ?? ""
      if edge.relationship && sourceKind == "navigationController" {
        navigation.insert(edge.destination)
      }
      if edge.relationship && sourceKind == "tabBarController" { tab.insert(edge.destination) }
    }
    // A navigation bar passes to pushed controllers; a tab bar to everything inside or pushed.
    func spread(_ start: Set<String>, relationships: Bool) -> Set<String> {
      var reached = start
      var work = start.sorted()
      while let next = work.popLast() {
        for edge in outgoing[next] ?? [] where relationships || !edge.relationship {
          if reached.insert(edge.destination).inserted { work.append(edge.destination) }
        }
      }
      return reached
    }
    navigation = spread(navigation, relationships: false)
    tab = spread(tab, relationships: true)
    return (navigation, tab)
  }

  /// The id of the controller an element belongs to (the child of `<objects>` above it).
  func controller(of element: Int) -> String? {
    var current = element
    while current >= 0, tree[current].parent >= 0 {
      if tree[tree[current].parent].name == "objects" { return tree[current]["id"] }
      current = tree[current].parent
    }
    return nil
  }

  /// An element's name as Xcode's document outline shows the object: `tableViewController` is
  /// "Table View Controller", `view` is "View".
  static func outlineName(_ element: String) -> String {
    var words: [String] = []
    for character in element {
      if character.isUppercase || words.isEmpty {
        words.append(String(character).uppercased())
      } else {
        words[words.count - 1].append(character)
      }
    }
    return words.joined(separator: " ")
  }
}
