import AdaptiveLayout
import Interpolation

/// Two hand-made states that exercise every kind of motion: a move, a resize, a subview riding
/// on a moving superview, a view changing superview, an installed and an uninstalled view.
enum Fixture {
  /// Portrait-like: root 320×568.
  static let old = TransitionState(
    rootSize: LayoutSize(width: 320, height: 568),
    views: [
      .init(name: "a", frame: LayoutRect(x: 0, y: 0, width: 100, height: 50)),
      .init(name: "box", frame: LayoutRect(x: 0, y: 100, width: 200, height: 200)),
      .init(
        name: "child", superview: "box", frame: LayoutRect(x: 10, y: 10, width: 20, height: 20)),
      .init(name: "gone", frame: LayoutRect(x: 300, y: 0, width: 20, height: 20)),
      .init(name: "mover", frame: LayoutRect(x: 50, y: 400, width: 10, height: 10)),
    ])

  /// Landscape-like: root 568×320; `gone` uninstalled, `fresh` installed, `mover` moved into
  /// `box`.
  static let new = TransitionState(
    rootSize: LayoutSize(width: 568, height: 320),
    views: [
      .init(name: "a", frame: LayoutRect(x: 100, y: 0, width: 200, height: 50)),
      .init(name: "box", frame: LayoutRect(x: 300, y: 20, width: 200, height: 100)),
      .init(
        name: "child", superview: "box", frame: LayoutRect(x: 30, y: 10, width: 20, height: 40)),
      .init(name: "mover", superview: "box", frame: LayoutRect(x: 0, y: 0, width: 10, height: 10)),
      .init(name: "fresh", frame: LayoutRect(x: 0, y: 200, width: 50, height: 50)),
    ])

  static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: w, height: h)
  }

}
