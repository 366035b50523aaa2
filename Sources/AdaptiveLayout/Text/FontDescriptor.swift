/// A font as Interface Builder describes it in a `<fontDescription>` element.
///
/// ```swift
/// FontDescriptor(design: .system, pointSize: 17)                 // type="system" pointSize="17"
/// FontDescriptor(design: .systemWeight("semibold"), pointSize: 30)  // type="system" weight="semibold"
/// FontDescriptor(design: .textStyle("UICTFontTextStyleBody"), pointSize: 0)  // style="…Body"
/// ```
public struct FontDescriptor: Sendable, Hashable {
  /// Which font: the system font in a weight, a text style, or a named font.
  public enum Design: Sendable, Hashable {
    /// `type="system"`: the system font, regular weight.
    case system
    /// `type="boldSystem"`: the bold system font.
    case boldSystem
    /// `type="italicSystem"`: the italic system font (measured as the regular one).
    case italicSystem
    /// `type="system" weight="…"`: `ultraLight`, `thin`, `light`, `regular`, `medium`,
    /// `semibold`, `bold`, `heavy` or `black`.
    case systemWeight(String)
    /// `style="UICTFontTextStyleBody"` or a short name (`body`, `headline`, `title1`, …): the
    /// text style at the default content size category (Large).
    case textStyle(String)
    /// `name="HelveticaNeue-Bold" family="Helvetica Neue"`: a named font. Its glyphs are not
    /// known to the model, which measures it as the system font in the weight its name ends with.
    case custom(name: String, family: String?)
  }

  /// Which font.
  public var design: Design
  /// The size in points. For a text style, `0` (IB writes none) means the style's own size.
  public var pointSize: Double

  /// Creates a font description.
  public init(design: Design, pointSize: Double) {
    self.design = design
    self.pointSize = pointSize
  }

  /// The system font in regular weight: `UIFont.systemFont(ofSize:)`.
  public static func system(_ pointSize: Double) -> FontDescriptor {
    FontDescriptor(design: .system, pointSize: pointSize)
  }

  /// The bold system font: `UIFont.boldSystemFont(ofSize:)`.
  public static func boldSystem(_ pointSize: Double) -> FontDescriptor {
    FontDescriptor(design: .boldSystem, pointSize: pointSize)
  }

  /// A text style at the default content size category, in its own size.
  public static func textStyle(_ name: String) -> FontDescriptor {
    FontDescriptor(design: .textStyle(name), pointSize: 0)
  }

  /// UIKit's default font for labels, text views and text fields' text: the system font, 17 pt.
  public static let labelDefault = FontDescriptor.system(17)
  /// UIKit's default font for a system button's title: the system font, 15 pt.
  public static let buttonDefault = FontDescriptor.system(15)
}

extension FontDescriptor {
  /// The point size the text is set in: the given size, or a text style's size when none is given.
  public var effectivePointSize: Double {
    if case .textStyle(let name) = design, !(pointSize > 0) {
      return TextStyle(named: name)?.pointSize ?? TextStyle.body.pointSize
    }
    // A negative, zero or non-finite size sets no text; 0 keeps every measurement at zero.
    return pointSize.isFinite && pointSize > 0 ? pointSize : 0
  }

  /// The font as the rendering's UIKit sets it: a text style without a size of its own takes its
  /// size at the rendering's content size category; every other font is unchanged.
  public func resolved(for rendering: TextRendering) -> FontDescriptor {
    guard case .textStyle(let name) = design, !(pointSize > 0) else { return self }
    var font = self
    font.pointSize = (TextStyle(named: name) ?? .body).pointSize(
      at: rendering.textStyleSizeCategory)
    return font
  }

  /// The weight the model measures the text in.
  public var weight: FontWeight {
    switch design {
    case .system, .italicSystem: return .regular
    case .boldSystem: return .bold
    case .systemWeight(let name): return FontWeight(named: name) ?? .regular
    case .textStyle(let name): return TextStyle(named: name)?.weight ?? .regular
    case .custom(let name, _): return FontWeight(postScriptName: name)
    }
  }

  /// The font the model measures this one as: the system font's face for the system font and
  /// text styles; Helvetica Neue for a named `Helvetica…` font; San Francisco for any other
  /// named font (an approximation, see `isApproximated`).
  public func face(systemFont: SystemFontFace) -> SystemFontFace {
    guard case .custom(let name, let family) = design else { return systemFont }
    let names = [name, family ?? ""].map { $0.lowercased() }
    return names.contains { $0.hasPrefix("helvetica") } ? .helveticaNeue : .sanFrancisco
  }

  /// Whether the model measures this font with its own glyph widths (the system font and text
  /// styles) or stands in other widths for a named font (Helvetica's for `Helvetica…` fonts,
  /// the system font's for the rest).
  public var isApproximated: Bool {
    if case .custom = design { return true }
    return false
  }
}
