/// Which font UIKit's system font was: San Francisco from iOS 9 (Xcode 7), Helvetica Neue in
/// iOS 7 and 8 (Xcode 5 and 6). Documents saved by Xcode 6 recorded frames measured in
/// Helvetica Neue.
public enum SystemFontFace: String, Sendable, Hashable {
  /// San Francisco (SF Pro Text and Display): iOS 9 and later.
  case sanFrancisco
  /// Helvetica Neue: the system font of iOS 7 and 8.
  case helveticaNeue
}

/// The metrics the model uses for Helvetica Neue: the system font of iOS 7 and 8, and the named
/// fonts `Helvetica…` and `HelveticaNeue…`.
///
/// Widths are Helvetica's, as Adobe's core-font metrics (AFM) publish them for the regular and
/// bold weights, in thousandths of an em; Helvetica Neue's letters have nearly the same widths.
/// The system font is tracked by size (`systemFontTracking`); named Helvetica fonts are not.
/// Vertical metrics: ascender 952, descender −213 and line gap 28 per 1000 (`UIFont.lineHeight`
/// 20.28 at 17 pt, which Xcode 6 recorded as 21 in whole points).
public enum HelveticaMetrics {
  /// Ascender per em.
  public static let ascender = 0.952
  /// Descender per em (negative).
  public static let descender = -0.213
  /// Line gap per em, which `UIFont.lineHeight` includes for this font.
  public static let lineGap = 0.028

  /// `UIFont.lineHeight` at this size.
  public static func lineHeight(pointSize: Double) -> Double {
    pointSize * (ascender - descender + lineGap)
  }

  /// The tracking iOS 7 and 8 gave their system font at this size, in points per character:
  /// looser than the font's own spacing in small text, tighter in large text. iOS 7's system
  /// font (`.HelveticaNeueInterface`, not the named `HelveticaNeue`) came with Text Kit's
  /// size-specific spacing: "iOS 7 Dynamic Type automatically adjusts weight, letter spacing,
  /// and line height for every font size" (Peter Boni, "iOS 7 Dynamic Type", 2013, from Apple's
  /// WWDC 2013 text sessions) — the same mechanism San Francisco's tracking table uses since.
  ///
  /// Apple published no table of these values. The three entries are the sizes at which the
  /// corpus's Xcode 5 and 6 documents record text at its intrinsic width, each placed inside the
  /// interval its frame allows (Helvetica's widths standing in, see `regular`): "Kill Kill" at
  /// 15 pt recorded 46 wide (44.16 + 9t in (45, 46]: t in (0.093, 0.204]), "Which Devices
  /// Displaying" at 17 pt 198 (195.53 + 24t in (197, 198]: t in (0.061, 0.103]) and Xcode 6's
  /// new "Label" at 17 pt 42 (41.58 + 5t ≤ 42: t ≤ 0.084), "Il fiore di montagna" at 23 pt 193
  /// (195.59 + 20t in (192, 193]: t in (−0.180, −0.130]). The three lie on one line, about
  /// −0.037 pt per point of size, through zero near 19 pt. Interpolated linearly between them,
  /// held beyond them. A named Helvetica font (`HelveticaNeue-Bold`) is not tracked.
  public static func systemFontTracking(pointSize: Double) -> Double {
    TrackingTable(entries: systemFontTrackingTable).tracking(pointSize: pointSize)
  }

  /// Size (pt) → tracking (pt) of iOS 7 and 8's system font; see `systemFontTracking`.
  static let systemFontTrackingTable: [(size: Double, points: Double)] = [
    (15, 0.15), (17, 0.07), (23, -0.15),
  ]

  /// The width of one character, in thousandths of an em, in a weight: regular and bold from
  /// their tables, medium and semibold between them, lighter weights slightly narrower than
  /// regular, heavier ones slightly wider than bold. Other characters are measured by class, as
  /// `AdvanceWidths` does.
  public static func width(of scalar: Unicode.Scalar, weight: FontWeight) -> Double {
    let value = scalar.value
    var index: Int?
    if value >= 0x20 && value <= 0x7E {
      index = Int(value - 0x20)
    } else if let base = AdvanceWidths.latinBase(of: value) {
      index = Int(base - 0x20)
    }
    guard let index else { return AdvanceWidths.width(of: scalar) }
    let regularWidth = Double(regular[index])
    let boldWidth = Double(bold[index])
    switch weight {
    case .ultraLight: return regularWidth * 0.94
    case .thin: return regularWidth * 0.96
    case .light: return regularWidth * 0.98
    case .regular: return regularWidth
    case .medium: return (regularWidth + boldWidth) / 2
    case .semibold: return (regularWidth + 3 * boldWidth) / 4
    case .bold: return boldWidth
    case .heavy: return boldWidth * 1.03
    case .black: return boldWidth * 1.06
    }
  }

  /// Helvetica, U+0020 to U+007E (Adobe core-font metrics).
  static let regular: [UInt16] = [
    // space ! " # $ % & ' ( ) * + , - . /
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    // 0 1 2 3 4 5 6 7 8 9 : ; < = > ?
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    // @ A B C D E F G H I J K L M N O
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    // P Q R S T U V W X Y Z [ \ ] ^ _
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    // ` a b c d e f g h i j k l m n o
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    // p q r s t u v w x y z { | } ~
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ]

  /// Helvetica Bold, U+0020 to U+007E (Adobe core-font metrics).
  static let bold: [UInt16] = [
    // space ! " # $ % & ' ( ) * + , - . /
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    // 0 1 2 3 4 5 6 7 8 9 : ; < = > ?
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    // @ A B C D E F G H I J K L M N O
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    // P Q R S T U V W X Y Z [ \ ] ^ _
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    // ` a b c d e f g h i j k l m n o
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    // p q r s t u v w x y z { | } ~
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ]
}
