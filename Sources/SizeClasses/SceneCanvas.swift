import AdaptiveLayout

/// Where a scene was designed: its size and, optionally, the size classes, safe area, root
/// margins and display scale of the screen it was drawn for.
///
/// A `.scene` file writes it as `canvas 375x667 class wC-hR safeArea 20 0 0 0 margins 16
/// scale 2`; an Interface Builder document's design device gives all of it. Commands lay a
/// scene out on its canvas when no size, class or device is asked for, so that a scene
/// imported from a storyboard lays out where Xcode laid the storyboard out.
///
/// ```swift
/// let canvas = SceneCanvas(size: LayoutSize(width: 375, height: 667), traits: SizeClassPair(notation: "wC-hR"))
/// canvas.environment(for: canvas.traits ?? .anyAny, rightToLeft: false).systemMinimumMargin  // 16
/// ```
public struct SceneCanvas: Sendable, Equatable {
  /// The root view's size in points.
  public var size: LayoutSize
  /// The size classes the canvas shows; `nil` leaves the command's default (`wAny hAny`).
  public var traits: SizeClassPair?
  /// The root view's safe-area insets; `nil` is none.
  public var safeAreaInsets: EdgeInsets?
  /// The root view's leading and trailing margins (`systemMinimumLayoutMargins`); `nil` is
  /// UIKit's default for the width class (16 compact, 20 otherwise).
  public var systemMinimumMargin: Double?
  /// Pixels per point of the design screen; `nil` is the command's default (2).
  public var scale: Double?

  /// Creates a canvas.
  public init(
    size: LayoutSize, traits: SizeClassPair? = nil, safeAreaInsets: EdgeInsets? = nil,
    systemMinimumMargin: Double? = nil, scale: Double? = nil
  ) {
    self.size = size
    self.traits = traits
    self.safeAreaInsets = safeAreaInsets
    self.systemMinimumMargin = systemMinimumMargin
    self.scale = scale
  }

  /// The layout environment of the canvas for a size-class pair (the canvas's own, or one a
  /// command asked for): the canvas's size, safe area and margins, and UIKit's default margin
  /// for that width class where the canvas gives none.
  public func environment(for traits: SizeClassPair, rightToLeft: Bool) -> LayoutEnvironment {
    LayoutEnvironment(
      rootSize: size, safeAreaInsets: safeAreaInsets ?? .zero,
      systemMinimumMargin: systemMinimumMargin
        ?? LayoutEnvironment.defaultSystemMinimumMargin(compactWidth: traits.width == .compact),
      isRightToLeft: rightToLeft)
  }
}
