import AdaptiveLayout
import InterfaceBuilder

/// Whether Xcode's recorded frames satisfy the document's own required constraints: a miss
/// that a contradiction among the recorded frames explains is Xcode's inconsistency, not the
/// model's (`adaptive validate --recorded` labels it so).
struct RecordedConsistency {
  /// Each recorded view's frame in the root's coordinates, and the root's own.
  var absolute: [String: LayoutRect] = [:]  // lookups only
  /// Each recorded view's superview's origin in the root's coordinates.
  var parentOrigin: [String: (x: Double, y: Double)] = [:]  // lookups only
  /// The design class's required constraints between edges, centres and sizes.
  var constraints: [ConstraintDescription] = []

  init(scene: Scene, recorded: [RecordedFrame], canvas: LayoutSize) {
    var local: [String: LayoutRect] = [:]  // lookups only
    for frame in recorded { local[frame.name] = frame.frame }
    var superviewOf: [String: String] = [:]  // lookups only
    for view in scene.views { superviewOf[view.name] = view.superview ?? Scene.rootName }
    absolute[Scene.rootName] = LayoutRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    // Declaration order puts every superview before its subviews.
    for view in scene.views {
      let superview = superviewOf[view.name] ?? Scene.rootName
      // A xib's top-level view has no recorded frame of its own: it is the canvas.
      let own = local[view.name] ?? (superview == Scene.rootName ? absolute[Scene.rootName] : nil)
      guard let frame = own, let parent = absolute[superview] else { continue }
      parentOrigin[view.name] = (parent.x, parent.y)
      absolute[view.name] = LayoutRect(
        x: parent.x + frame.x, y: parent.y + frame.y, width: frame.width, height: frame.height)
    }
    constraints = scene.constraints.filter { $0.priority == 1000 }
  }

  /// The value of an attribute on the recorded frames; nil for one they do not give (a
  /// baseline, a margin) or an item without a recorded frame.
  func value(_ item: ConstraintItem) -> Double? {
    guard let r = absolute[item.name] else { return nil }
    return Self.value(item.attribute, of: r)
  }

  /// The value of an attribute of a frame.
  static func value(_ attribute: LayoutAttribute, of r: LayoutRect) -> Double? {
    switch attribute {
    case .left, .leading: return r.x
    case .right, .trailing: return r.x + r.width
    case .top: return r.y
    case .bottom: return r.y + r.height
    case .width: return r.width
    case .height: return r.height
    case .centerX: return r.x + r.width / 2
    case .centerY: return r.y + r.height / 2
    default: return nil
    }
  }

  /// A required equality of the document that the recorded frames of `view` and another view
  /// break by at least `tolerance`, such that `computed` is within `tolerance` of the value the
  /// constraint gives `view` from the other side's recorded frame: Xcode's frames disagree
  /// with each other there, and the model sides with the constraint. Nil when there is none.
  func contradiction(
    of view: String, computed: LayoutRect, tolerance: Double
  ) -> ConstraintDescription? {
    for c in constraints where c.relation == .equal && c.multiplier != 0 {
      let involves = c.first.name == view || c.second?.name == view
      guard involves, c.first.name != c.second?.name else { continue }
      guard let lhs = value(c.first) else { continue }
      let rhs: Double
      if let second = c.second {
        guard let v = value(second) else { continue }
        rhs = v * c.multiplier + c.constant
      } else {
        rhs = c.constant
      }
      guard abs(lhs - rhs) >= tolerance else { continue }
      // The value the constraint gives this view's attribute from the other side's record.
      let mine: ConstraintItem
      let expected: Double
      if c.first.name == view {
        mine = c.first
        expected = rhs
      } else if let second = c.second {
        mine = second
        expected = (lhs - c.constant) / c.multiplier
      } else {
        continue
      }
      guard let origin = parentOrigin[view],
        let computedValue = Self.value(
          mine.attribute,
          of: LayoutRect(
            x: origin.x + computed.x, y: origin.y + computed.y, width: computed.width,
            height: computed.height))
      else { continue }
      if abs(computedValue - expected) <= tolerance { return c }
    }
    return nil
  }
}
