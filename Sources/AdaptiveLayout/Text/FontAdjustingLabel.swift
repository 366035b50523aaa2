/// A label whose font scales with its height, as the proportional-layout seed's
/// `FontAdjustingLabel` does: it remembers its height and font as designed and, at every layout,
/// sets its font to `designFont.pointSize × height / designHeight`.
///
/// Auto Layout cannot tie a font size to a length; the label does it between layout passes, and
/// its new font changes its intrinsic size, which asks for another pass. `LayoutEngine`'s
/// `adjustFonts(of:)` runs those passes until nothing changes.
///
/// ```swift
/// let title = FontAdjustingLabel(view: "title", text: "Hi", designFont: .system(17), designHeight: 20)
/// title.font(atHeight: 40)   // system 34
/// ```
public struct FontAdjustingLabel: Sendable, Hashable {
  /// The label's view name.
  public var view: String
  /// The label's text.
  public var text: String
  /// The font the label was designed with.
  public var designFont: FontDescriptor
  /// The label's height when it was designed (its frame in Interface Builder).
  public var designHeight: Double
  /// The label's `numberOfLines`.
  public var numberOfLines: Int

  /// Creates a font-adjusting label.
  public init(
    view: String, text: String, designFont: FontDescriptor, designHeight: Double,
    numberOfLines: Int = 1
  ) {
    self.view = view
    self.text = text
    self.designFont = designFont
    self.designHeight = designHeight
    self.numberOfLines = numberOfLines
  }

  /// The font at a height: the design font's size scaled by `height / designHeight` (the design
  /// font itself when either height is not a positive number).
  public func font(atHeight height: Double) -> FontDescriptor {
    guard designHeight.isFinite, designHeight > 0, height.isFinite, height > 0 else {
      return designFont
    }
    var font = designFont
    font.pointSize = designFont.effectivePointSize * height / designHeight
    if case .textStyle(let name) = font.design {
      // A text style scaled to a size of its own is that style's font at that size.
      let weight = TextStyle(named: name)?.weight ?? .regular
      font.design = weight == .regular ? .system : .systemWeight(weight.rawValue)
    }
    return font
  }
}

/// What `LayoutEngine.adjustFonts(of:)` did.
public struct FontAdjustmentResult: Sendable, Equatable {
  /// Each label's font after the last pass, in the order the labels were given.
  public var fonts: [(view: String, font: FontDescriptor)]
  /// The layout passes run: the last one changed nothing when `converged`.
  public var passes: Int
  /// Whether the labels' sizes stopped changing within the passes allowed.
  public var converged: Bool

  public static func == (a: FontAdjustmentResult, b: FontAdjustmentResult) -> Bool {
    a.passes == b.passes && a.converged == b.converged
      && a.fonts.elementsEqual(b.fonts) { $0.view == $1.view && $0.font == $1.font }
  }
}
