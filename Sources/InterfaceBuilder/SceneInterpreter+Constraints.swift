import AdaptiveLayout
import SizeClasses

extension SceneInterpreter {
  /// Interface Builder's attribute names. `baseline` is the last baseline, as in UIKit.
  static let attributes: [String: LayoutAttribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
    "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
    "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
    "centerYWithinMargins": .centerYWithinMargins,
  ]

  /// A multiplier: a number, or a ratio `3:4` or `1/2`.
  static func multiplier(_ text: String) -> Double? {
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite,
        b.isFinite, b != 0
      else { return nil }
      return a / b
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The item an id names in this scene, or nil with an error: an id nothing has, an object in
  /// another scene, an object that is neither a view nor a layout guide.
  mutating func item(_ id: String, at element: Int, role: String) -> String? {
    if let name = names[id] { return name }
    if let scene = owner[id], scene != sceneIndex {
      error(
        element,
        "constraint relates views in different scenes: its \(role) '\(id)' is in another scene")
    } else if owner[id] != nil {
      error(element, "the \(role) '\(id)' of a constraint is not a view or layout guide")
    } else {
      error(element, "dangling reference: no object has the id '\(id)' (the constraint's \(role))")
    }
    return nil
  }

  /// Whether `item` (a view or guide) is inside `ancestor`.
  func isInside(_ item: String, _ ancestor: String) -> Bool {
    var current = superviewOf[item]
    var steps = 0
    while let c = current, steps < 10_000 {
      if c == ancestor { return true }
      current = superviewOf[c]
      steps += 1
    }
    return false
  }

  /// Reads every `<constraint>` met in the walk, in document order.
  mutating func readConstraints() {
    for (element, ownerView) in pendingConstraints {
      readConstraint(element, owner: ownerView)
    }
  }

  mutating func readConstraint(_ element: Int, owner ownerView: String) {
    let e = tree[element]
    checkAttributes(element)
    let id = e["id"] ?? "\(e.location.line)_\(e.location.column)"
    if e["placeholder"] == "YES" {
      // "Remove at build time": a design-time constraint the app never has.
      skippedConstraintIDs.insert(id)
      return
    }
    guard let firstText = e["firstAttribute"] else {
      error(element, "constraint without a firstAttribute")
      return
    }
    guard let firstAttribute = Self.attributes[firstText] else {
      error(element, "unknown constraint attribute '\(firstText)'")
      return
    }
    var firstItem = ownerView
    if let f = e["firstItem"] {
      guard let resolved = item(f, at: element, role: "first item") else { return }
      firstItem = resolved
    }
    let relation: LayoutRelation
    switch e["relation"] {
    case nil, "equal": relation = .equal
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case let other?:
      error(
        element,
        "unknown relation '\(other)'; expected equal, greaterThanOrEqual or lessThanOrEqual")
      return
    }
    var second: ConstraintItem?
    if let s = e["secondItem"] {
      guard let secondText = e["secondAttribute"] else {
        error(element, "constraint has a secondItem but no secondAttribute")
        return
      }
      guard let secondAttribute = Self.attributes[secondText] else {
        error(element, "unknown constraint attribute '\(secondText)'")
        return
      }
      guard let resolved = item(s, at: element, role: "second item") else { return }
      second = ConstraintItem(resolved, secondAttribute)
    } else if let secondText = e["secondAttribute"], secondText != "notAnAttribute" {
      error(element, "constraint has a secondAttribute but no secondItem")
      return
    }
    var multiplier = 1.0
    if let text = e["multiplier"] {
      guard let value = Self.multiplier(text) else {
        error(element, "bad multiplier '\(text)': expected a number or a ratio such as 3:4")
        return
      }
      multiplier = value
    }
    var constant = 0.0
    if let text = e["constant"] {
      guard let value = number(text) else {
        error(element, "bad constant '\(text)': expected a number")
        return
      }
      constant = value
    }
    var priorityValue = 1000
    if let text = e["priority"] {
      guard let value = Double(text), value.isFinite, value >= 1, value <= 1000 else {
        error(element, "bad priority '\(text)': expected a number from 1 to 1000")
        return
      }
      priorityValue = Int(value)
    }
    var first = ConstraintItem(firstItem, firstAttribute)
    // A scroll view's edges, related to something inside it, are its content's edges.
    if var s = second {
      if Self.isEdge(first.attribute), kindOf[first.name] == "scrollView",
        isInside(s.name, first.name)
      {
        first.name = contentGuide(of: first.name, location: e.location, id: nil)
      } else if Self.isEdge(s.attribute), kindOf[s.name] == "scrollView",
        isInside(first.name, s.name)
      {
        s.name = contentGuide(of: s.name, location: e.location, id: nil)
        second = s
      }
    }
    let description = ConstraintDescription(
      name: claim("c_\(id)", id: id), first: first, relation: relation, second: second,
      multiplier: multiplier, constant: constant, priority: priorityValue, location: e.location)
    var adaptive = AdaptiveConstraint(description)
    for child in e.children {
      let c = tree[child]
      guard c.name == "variation" else {
        if !ViewKinds.ignoredElements.contains(c.name) { unknownElement(child) }
        continue
      }
      guard let key = c["key"], let traits = Self.traits(forVariationKey: key) else {
        warning(child, "unknown variation key '\(c["key"] ?? "")' skipped")
        continue
      }
      if let text = c["constant"] {
        if let value = number(text) {
          adaptive.constant.set(value, for: traits)
        } else {
          warning(child, "bad constant '\(text)' in a variation skipped")
        }
      }
      if let text = c["priority"], let value = Double(text), value >= 1, value <= 1000 {
        adaptive.priority.set(Int(value), for: traits)
      }
    }
    constraintIndexByID[id] = constraints.count
    constraints.append(adaptive)
  }

  static func isEdge(_ attribute: LayoutAttribute) -> Bool {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing: return true
    default: return false
    }
  }

  /// Applies every `<mask>`: Interface Builder's "Installed" per class. `default` excludes from
  /// the base layout, a class's include installs there again, the most specific class wins.
  mutating func applyMasks() {
    for mask in masks {
      if let index = constraintIndexByID[mask.reference] {
        constraints[index].installed.set(mask.include, for: mask.traits)
      } else if let index = viewIndexByID[mask.reference] {
        views[index].installed.set(mask.include, for: mask.traits)
      } else if skippedConstraintIDs.contains(mask.reference) {
        continue
      } else if let scene = owner[mask.reference], scene != sceneIndex {
        error(mask.element, "a mask refers to '\(mask.reference)', which is in another scene")
      } else if owner[mask.reference] == nil {
        error(mask.element, "dangling reference: no object has the id '\(mask.reference)'")
      }
    }
  }

  /// The constraints UIKit generates for views that keep their autoresizing mask, the fixed
  /// frames of views their container positions, and the frames Interface Builder fixes in one
  /// class (installed in that class only).
  ///
  /// Interface Builder adds its prototyping constraints (left, top, width and height at the
  /// frame it shows) only to a view that has no constraints at all; a class's `fixedFrame` on a
  /// view that some installed constraint still places there is left to those constraints.
  mutating func addFrameConstraints() {
    for item in classFramed {
      let constrained = constraints.contains { c in
        (c.description.first.name == item.name || c.description.second?.name == item.name)
          && c.installed.resolved(for: item.traits).value
      }
      if constrained { continue }
      let superview = superviewOf[item.name] ?? Scene.rootName
      let reference =
        recordedSize[superview] ?? LayoutSize(width: item.frame.maxX, height: item.frame.maxY)
      for c in AutoresizingMask().constraints(
        for: item.name, frame: item.frame, in: reference, location: tree[item.variation].location,
        namePrefix: claim("prototyping_\(item.name)", id: "class"))
      {
        var constraint = AdaptiveConstraint(c, installed: false)
        constraint.installed.set(true, for: item.traits)
        constraints.append(constraint)
      }
    }
    for (name, element, managed) in framed {
      guard var frame = recordedFrame(of: element) else {
        warning(
          element,
          "'\(name)' keeps its autoresizing mask but has no recorded frame; its frame is not fixed")
        continue
      }
      let superview = superviewOf[name] ?? Scene.rootName
      let reference = recordedSize[superview] ?? LayoutSize(width: frame.maxX, height: frame.maxY)
      var mask = AutoresizingMask()
      if managed {
        let acrossTable: Bool
        (frame, mask, acrossTable) = containerSizing(
          of: element, frame: frame, superview: superview, in: reference)
        if acrossTable { tableSizedViews.append(name) }
      } else if let m = tree.child(of: element, named: "autoresizingMask") {
        let a = tree[m]
        mask = AutoresizingMask(
          flexibleLeftMargin: a["flexibleMinX"] == "YES", flexibleWidth: a["widthSizable"] == "YES",
          flexibleRightMargin: a["flexibleMaxX"] == "YES",
          flexibleTopMargin: a["flexibleMinY"] == "YES",
          flexibleHeight: a["heightSizable"] == "YES",
          flexibleBottomMargin: a["flexibleMaxY"] == "YES")
      }
      for c in mask.constraints(
        for: name, frame: frame, in: reference, location: tree[element].location,
        namePrefix: claim("autoresizing_\(name)", id: "mask"))
      {
        constraints.append(AdaptiveConstraint(c))
      }
    }
  }

  /// The frame and resizing of a view its container places (`managed`), as UIKit sizes it at
  /// run time whatever its recorded frame says:
  /// - a table's cells and its header and footer views are as wide as the table, at its left
  ///   edge (`UITableView` "adjusts the width of your header view automatically to match the
  ///   table view's width", and lays each cell across its bounds); their height and top are the
  ///   recorded ones (the row height; where the rows put them);
  /// - a content view or background view (a cell's, a visual effect view's) follows its
  ///   container's size, keeping the recorded room beside it (a table cell's accessory);
  /// - anything else (a collection view's cells, which its layout places) keeps its recorded
  ///   frame.
  ///
  /// `acrossTable` says the table sets the view's width.
  ///
  /// Why: held at the design device's frames, a table's rows stuck out of a narrower table (a
  /// 600-point row in a 400-point compact canvas: every row, its content view and what is pinned
  /// to it reported off screen in 44 of 98 layouts), and a footer recorded 0 wide was a zero-size
  /// view in every layout.
  func containerSizing(
    of element: Int, frame: LayoutRect, superview: String, in reference: LayoutSize
  ) -> (frame: LayoutRect, mask: AutoresizingMask, acrossTable: Bool) {
    let e = tree[element]
    let inTable = kindOf[superview] == "tableView"
    let acrossTable =
      inTable
      && (e.name == "tableViewCell" || e["key"] == "tableHeaderView"
        || e["key"] == "tableFooterView")
    if acrossTable {
      return (
        LayoutRect(x: 0, y: frame.y, width: reference.width, height: frame.height),
        AutoresizingMask(flexibleWidth: true, flexibleBottomMargin: true), true
      )
    }
    // A cell's content view, a visual effect view's: sized to the container's bounds.
    if e["key"] == "contentView" || e["key"] == "backgroundView" {
      return (frame, AutoresizingMask(flexibleWidth: true, flexibleHeight: true), false)
    }
    return (frame, AutoresizingMask(), false)
  }
}
