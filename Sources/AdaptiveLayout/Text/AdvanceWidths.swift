/// The advance widths of the system font's characters, in thousandths of an em, regular weight,
/// Text cut (below 20 pt), before tracking.
///
/// One width per printable ASCII character; other characters are measured by class: accented
/// Latin letters as their base letter, CJK ideographs and kana as a full em (they come from
/// PingFang, which sets them on an em square), Hangul syllables as 0.864 em (Apple SD Gothic
/// Neo), everything else as an average lowercase letter. Where the figures come from and how
/// they were checked: Docs/text-metrics.md.
public enum AdvanceWidths {
  /// The average width of a lowercase letter, used for characters the table does not list.
  public static let fallback = 560.0
  /// The width of a full-width (CJK) character: one em.
  public static let fullWidth = 1000.0
  /// The width of a precomposed Hangul syllable (U+AC00 to U+D7A3), from Apple SD Gothic Neo:
  /// 0.864 em, narrower than the em square PingFang sets ideographs on. Fitted to three hugging
  /// 17 pt labels Xcode 12 recorded (sunghong32's LEDBoard Main.storyboard: six, seven and nine
  /// syllables with two spaces each, 97, 112 and 141.5 wide), which together allow only 0.8639
  /// to 0.8644 em; one em made them 14 to 20.5 points too wide.
  public static let hangulSyllable = 864.0

  /// The Display cut's width relative to the Text cut's: its letters are spaced more tightly.
  public static let displayFactor = 0.93

  /// The width of one character, in thousandths of an em, regular weight, Text cut.
  public static func width(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    if value >= 0x20 && value <= 0x7E { return Double(ascii[Int(value - 0x20)]) }
    if let base = latinBase(of: value) { return Double(ascii[Int(base - 0x20)]) }
    if (0xAC00...0xD7A3).contains(value) { return hangulSyllable }
    if isFullWidth(value) { return fullWidth }
    if isZeroWidth(value) { return 0 }
    switch value {
    case 0xA0: return Double(ascii[0])  // no-break space
    case 0xB0: return 400  // degree sign
    case 0xBA, 0xAA: return 380  // ordinal indicators
    case 0x2018, 0x2019, 0x201A: return 240  // single quotes
    case 0x201C, 0x201D, 0x201E: return 420  // double quotes
    case 0x2013: return 560  // en dash
    case 0x2014: return 1000  // em dash
    case 0x2026: return 820  // ellipsis
    case 0x20AC: return 620  // euro
    default: return fallback
    }
  }

  /// Whether a character does not come from the system font but from a CJK fallback font, which
  /// the system font's tracking does not apply to.
  public static func isFullWidth(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0x303E).contains(value)
      || (0x3041...0x33FF).contains(value) || (0x3400...0x4DBF).contains(value)
      || (0x4E00...0x9FFF).contains(value) || (0xA960...0xA97F).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value)
      || (0x20000...0x3FFFD).contains(value)
  }

  /// Combining marks, joiners and variation selectors: they take no room of their own.
  static func isZeroWidth(_ value: UInt32) -> Bool {
    (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value)
      || (0xFE00...0xFE0F).contains(value) || value == 0xFEFF
  }

  /// The ASCII letter an accented Latin-1 letter is drawn on (`é` → `e`), as a scalar value.
  static func latinBase(of value: UInt32) -> UInt32? {
    guard value >= 0xC0 && value <= 0xFF else { return nil }
    let base = latinBases[Int(value - 0xC0)]
    return base == "*" || base == "/" ? nil : base.value
  }

  /// The base letters of U+00C0 to U+00FF; `*` and `/` for × and ÷, which are no letters.
  static let latinBases = Array(
    "AAAAAAACEEEEIIIIDNOOOOO*OUUUUYPsaaaaaaaceeeeiiiidnooooo/ouuuuypy".unicodeScalars)

  /// Widths of U+0020 (space) to U+007E (tilde), in thousandths of an em.
  static let ascii: [UInt16] = [
    // space ! " # $ % & ' ( ) * + , - . /
    285, 290, 400, 640, 620, 880, 700, 230, 340, 340, 480, 620, 260, 470, 260, 400,
    // 0 1 2 3 4 5 6 7 8 9 : ; < = > ?
    620, 440, 590, 610, 620, 600, 620, 560, 620, 620, 260, 260, 650, 650, 650, 515,
    // @ A B C D E F G H I J K L M N O
    960, 670, 650, 695, 700, 590, 570, 715, 740, 255, 520, 650, 545, 840, 720, 745,
    // P Q R S T U V W X Y Z [ \ ] ^ _
    615, 745, 645, 615, 600, 710, 665, 940, 650, 640, 620, 340, 400, 340, 560, 460,
    // ` a b c d e f g h i j k l m n o
    300, 565, 600, 550, 595, 580, 360, 600, 600, 255, 255, 540, 255, 880, 590, 575,
    // p q r s t u v w x y z { | } ~
    590, 590, 380, 525, 360, 590, 540, 795, 515, 540, 530, 340, 260, 340, 620,
  ]
}
