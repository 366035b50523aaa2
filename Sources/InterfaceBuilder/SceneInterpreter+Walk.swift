import AdaptiveLayout
import SizeClasses

extension SceneInterpreter {
  /// Keys of views that are children of another view without being in its `<subviews>`, and
  /// that the container positions (a cell's content view, a table's header).
  static let managedKeys: Set<String> = [
    "contentView", "tableHeaderView", "tableFooterView", "backgroundView",
  ]

  /// Reads one view element and, recursively, its subviews; returns its name.
  /// - Parameters:
  ///   - superview: the superview's name; `nil` for the scene's root view (named `root`).
  ///   - managed: the container positions the view (cells); its recorded frame is kept.
  @discardableResult
  mutating func walk(_ element: Int, superview: String?, managed: Bool, arranged: Bool = false)
    -> String
  {
    let e = tree[element]
    checkAttributes(element)
    // Old documents leave a collection cell's content view without an id.
    let isContentView = e["key"] == "contentView"
    let id =
      e["id"]
      ?? (isContentView
        ? "\(superview ?? Scene.rootName)_contentView" : "\(e.location.line)_\(e.location.column)")
    if e["id"] == nil && !isContentView {
      warning(element, "<\(e.name)> has no id; named after its line")
    }
    // A cell's content view is a plain view (Xcode 11 writes a collection cell's as
    // <collectionViewCellContentView>, as every Xcode writes a table cell's).
    let contentViewElements: Set<String> = [
      "tableViewCellContentView", "collectionViewCellContentView",
    ]
    let kind = contentViewElements.contains(e.name) ? "view" : e.name
    let name: String
    if let superview {
      name = claim(e["userLabel"] ?? "\(kind)_\(id)", id: id)
      superviewOf[name] = superview
    } else {
      name = Scene.rootName
    }
    names[id] = name
    kindOf[name] = kind
    elementOf[name] = element
    let frame = recordedFrame(of: element)
    if let frame { recordedSize[name] = LayoutSize(width: frame.width, height: frame.height) }

    if let superview {
      var view = ViewDescription(
        name: name, kind: kind, superview: superview == Scene.rootName ? nil : superview,
        contentHugging: AxisPriorities(
          priority(element, "horizontalHuggingPriority", default: 250),
          priority(element, "verticalHuggingPriority", default: 250)),
        compressionResistance: AxisPriorities(
          priority(element, "horizontalCompressionResistancePriority", default: 750),
          priority(element, "verticalCompressionResistancePriority", default: 750)),
        location: e.location, identifier: e["id"])
      view.isHidden = e["hidden"] == "YES"
      if let margins = layoutMargins(of: element) { view.layoutMargins = margins }
      if kind == "stackView" { view.stack = readStack(element) }
      viewIndexByID[id] = views.count
      viewIndex[name] = views.count
      views.append(AdaptiveView(view))
      readContentSize(element, name: name)
      if let frame {
        recorded.append(
          RecordedFrame(
            name: name, identifier: id, frame: frame,
            isMisplaced: e["misplaced"] == "YES" || e["ambiguous"] == "YES",
            isInsideMisplaced: misplacedAncestor(of: element), location: e.location))
      }
      if arranged { arrangedIn[name] = superview }
      if managed || (e["fixedFrame"] == "YES" && !arranged) {
        // Positioned by its container, or a view Interface Builder pins to its recorded frame
        // at build time because it has no constraints (`fixedFrame`: prototyping constraints).
        framed.append((name, element, true))
      } else if e["translatesAutoresizingMaskIntoConstraints"] != "NO", !arranged {
        framed.append((name, element, false))
      }
    }
    var arranged: [String] = []

    for child in e.children {
      let c = tree[child]
      switch c.name {
      case "subviews":
        for sub in c.children {
          if ViewKinds.isView(tree[sub].name) {
            arranged.append(
              walk(sub, superview: name, managed: false, arranged: kind == "stackView"))
          } else {
            unknownElement(sub)
          }
        }
      case "constraints":
        for constraint in c.children {
          if tree[constraint].name == "constraint" {
            pendingConstraints.append((constraint, name))
          } else {
            unknownElement(constraint)
          }
        }
      case "variation":
        readViewVariation(child, view: name)
      case "viewLayoutGuide":
        readViewLayoutGuide(child, view: name)
      case "sections":
        // A static table's cells, section by section: laid out as a table lays out its
        // prototypes (their content is the scene's as much as any other view).
        for section in c.children where tree[section].name == "tableViewSection" {
          for cells in tree[section].children where tree[cells].name == "cells" {
            walkCells(cells, in: name)
          }
        }
      case "prototypes", "cells":
        walkCells(child, in: name)
      default:
        if ViewKinds.isView(c.name) {
          // A cell's content view, a table's header: positioned by the container. Other keyed
          // views (a cell's default labels) have no frame of their own in the document.
          if let key = c["key"], Self.managedKeys.contains(key), recordedFrame(of: child) != nil {
            walk(child, superview: name, managed: true)
          }
        } else if !ViewKinds.ignoredElements.contains(c.name) {
          unknownElement(child)
        }
      }
    }
    if kind == "stackView" { setArrangedSubviews(of: name, arranged) }
    return name
  }

  /// Reads the cells of a `<prototypes>` or `<cells>` element of a table or collection view.
  mutating func walkCells(_ element: Int, in container: String) {
    for cell in tree[element].children where ViewKinds.isView(tree[cell].name) {
      // Xcode 6 leaves a prototype without a frame (and its content view with none) when
      // its table has none: the table places its cells at run time, and nothing in the
      // document says where, so the cell is left out rather than left unplaced.
      guard recordedFrame(of: cell) != nil else {
        warning(
          cell,
          "<\(tree[cell].name)> '\(tree[cell]["id"] ?? "")' has no recorded frame; a cell "
            + "is placed by its table at run time, so it is left out")
        continue
      }
      walk(cell, superview: container, managed: true)
    }
  }

  /// Whether an ancestor view of the element is marked misplaced or ambiguous.
  func misplacedAncestor(of element: Int) -> Bool {
    var current = tree[element].parent
    while current >= 0 {
      let e = tree[current]
      if ViewKinds.isView(e.name), e["misplaced"] == "YES" || e["ambiguous"] == "YES" {
        return true
      }
      current = e.parent
    }
    return false
  }

  /// Explicit layout margins (`<edgeInsets key="layoutMargins">` or directional ones).
  func layoutMargins(of element: Int) -> EdgeInsets? {
    if let insets = tree.child(of: element, named: "edgeInsets", key: "layoutMargins") {
      let e = tree[insets]
      return EdgeInsets(
        top: number(e["top"]) ?? 8, left: number(e["left"]) ?? 8,
        bottom: number(e["bottom"]) ?? 8, right: number(e["right"]) ?? 8)
    }
    if let insets = tree.child(
      of: element, named: "directionalEdgeInsets", key: "directionalLayoutMargins")
    {
      let e = tree[insets]
      return EdgeInsets(
        top: number(e["top"]) ?? 8, left: number(e["leading"]) ?? 8,
        bottom: number(e["bottom"]) ?? 8, right: number(e["trailing"]) ?? 8)
    }
    return nil
  }

  /// A view's `<viewLayoutGuide>`: its safe area, or a scroll view's content or frame guide.
  mutating func readViewLayoutGuide(_ element: Int, view: String) {
    let e = tree[element]
    guard let id = e["id"] else {
      warning(element, "<viewLayoutGuide> without an id skipped")
      return
    }
    let location = e.location
    switch e["key"] {
    case "safeArea":
      // The root's safe area is the scene's; a xib's top-level view covers the root, so its
      // safe area is the root's too. Elsewhere the guide follows the view's edges: a subview
      // inside the screen's safe area has no inset of its own.
      if sharesTheScreensSafeArea(view) {
        names[id] = "safeArea"
        return
      }
      let name = claim("\(view)_safeArea", id: id)
      names[id] = name
      addGuide(name, owner: view, location: location)
      pinGuide(name, to: view, location: location)
    case "contentLayoutGuide":
      let name = contentGuide(of: view, location: location, id: id)
      names[id] = name
    case "frameLayoutGuide":
      let name = claim("\(view)_frameLayoutGuide", id: id)
      names[id] = name
      addGuide(name, owner: view, location: location)
      pinGuide(name, to: view, location: location)
    case "keyboard":
      // The keyboard layout guide (iOS 15, Xcode 13): with no keyboard on screen, the space
      // below the view's safe area, across the view. Only the root's safe area is inset.
      let name = claim("\(view)_keyboardLayoutGuide", id: id)
      names[id] = name
      addGuide(name, owner: view, location: location)
      let safeBottom =
        sharesTheScreensSafeArea(view)
        ? ConstraintItem("safeArea", .bottom) : .init(view, .bottom)
      for (first, second) in [
        (ConstraintItem(name, .left), ConstraintItem(view, .left)),
        (.init(name, .width), .init(view, .width)),
        (.init(name, .bottom), .init(view, .bottom)),
        (.init(name, .top), safeBottom),
      ] {
        constraints.append(
          AdaptiveConstraint(
            ConstraintDescription(first: first, second: second, location: location)))
      }
    default:
      unknownElement(element)
    }
  }

  /// Whether a view's safe area is the screen's: the root's, or a xib's top-level view's (it
  /// covers the root). Elsewhere a view inside the screen's safe area has no inset of its own.
  func sharesTheScreensSafeArea(_ view: String) -> Bool {
    view == Scene.rootName || (kind == .xib && superviewOf[view] == Scene.rootName)
  }

  mutating func addGuide(_ name: String, owner: String, location: SourceLocation) {
    superviewOf[name] = owner
    guides.append(
      AdaptiveGuide(
        LayoutGuideDescription(
          name: name, owner: owner == Scene.rootName ? nil : owner, location: location)))
  }

  /// Pins a guide to its owner's edges: the same rectangle.
  mutating func pinGuide(_ guide: String, to view: String, location: SourceLocation) {
    for attribute in [LayoutAttribute.left, .top, .width, .height] {
      constraints.append(
        AdaptiveConstraint(
          ConstraintDescription(
            first: .init(guide, attribute), second: .init(view, attribute), location: location)))
    }
  }

  /// A scroll view's content layout guide: its origin is the scroll view's bounds origin (the
  /// content offset is zero at design time), its size is what the content's constraints make it.
  mutating func contentGuide(of scrollView: String, location: SourceLocation, id: String?)
    -> String
  {
    if let name = contentGuides[scrollView] { return name }
    let name = claim("\(scrollView)_contentLayoutGuide", id: id ?? "content")
    contentGuides[scrollView] = name
    addGuide(name, owner: scrollView, location: location)
    for attribute in [LayoutAttribute.left, .top] {
      constraints.append(
        AdaptiveConstraint(
          ConstraintDescription(
            first: .init(name, attribute), second: .init(scrollView, attribute),
            location: location)))
    }
    return name
  }

  /// A view's `<variation key=…>`: masks of its constraints and subviews, a font, stack
  /// properties. Frames recorded per class (Xcode 6/7) are not compared with the layout; but a
  /// class's `fixedFrame="YES"` with its frame is kept: where no constraint places the view in
  /// that class, Interface Builder pins it at that frame there (its prototyping constraints,
  /// `addFrameConstraints`), as it pins a view with `fixedFrame` in every class.
  mutating func readViewVariation(_ element: Int, view: String) {
    let e = tree[element]
    guard let key = e["key"], let traits = Self.traits(forVariationKey: key) else {
      warning(element, "unknown variation key '\(e["key"] ?? "")' skipped")
      return
    }
    if e["fixedFrame"] == "YES", let frame = recordedFrame(of: element),
      let viewElement = elementOf[view], tree[viewElement]["fixedFrame"] != "YES",
      arrangedIn[view] == nil, view != Scene.rootName
    {
      classFramed.append((view, element, frame, traits))
    }
    for child in e.children {
      let c = tree[child]
      switch c.name {
      case "mask":
        for item in c.children {
          let i = tree[item]
          guard i.name == "include" || i.name == "exclude", let reference = i["reference"] else {
            unknownElement(item)
            continue
          }
          masks.append((item, reference, traits, i.name == "include"))
        }
      case "fontDescription":
        readFontVariation(child, view: view, traits: traits)
      default:
        if !ViewKinds.ignoredElements.contains(c.name) { unknownElement(child) }
      }
    }
    if e["hidden"] != nil, let index = viewIndex[view] {
      views[index].isHidden.set(e["hidden"] == "YES", for: traits)
    }
    readStackVariation(element, view: view, traits: traits)
  }
}
