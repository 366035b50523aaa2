/// The vertical metrics and tracking of the iOS system font (San Francisco: SF Pro Text below
/// 20 pt, SF Pro Display from 20 pt), per point of font size.
///
/// Sources, and how well each figure matches Xcode's recorded frames: Docs/text-metrics.md.
public enum SystemFontMetrics {
  /// The font's design grid: 2048 units per em.
  public static let unitsPerEm = 2048.0
  /// `hhea` ascender, 1950 units: `UIFont.ascender` is `pointSize × 1950 / 2048` (19.04 at 20 pt).
  public static let ascenderUnits = 1950.0
  /// `hhea` descender, −494 units: `UIFont.descender` is `−pointSize × 494 / 2048` (−4.82 at 20 pt).
  public static let descenderUnits = -494.0
  /// `hhea` line gap: none, so `UIFont.leading` is 0 and the line height is ascender − descender.
  public static let lineGapUnits = 0.0
  /// Cap height, 1443 units (`UIFont.capHeight` is 11.98 at 17 pt).
  public static let capHeightUnits = 1443.0
  /// x-height, 1078 units (SF Pro Text).
  public static let xHeightUnits = 1078.0

  /// The size from which UIKit sets the system font in its Display cut rather than its Text cut.
  public static let displayCutSize = 20.0

  /// `UIFont.ascender`: from the baseline up to the top of the line, in points.
  public static func ascender(pointSize: Double) -> Double {
    pointSize * ascenderUnits / unitsPerEm
  }

  /// `UIFont.descender`: from the baseline down to the bottom of the line (negative), in points.
  public static func descender(pointSize: Double) -> Double {
    pointSize * descenderUnits / unitsPerEm
  }

  /// `UIFont.lineHeight`: ascender − descender + leading; 20.29 at 17 pt (2444 / 2048 × 17).
  public static func lineHeight(pointSize: Double) -> Double {
    pointSize * (ascenderUnits - descenderUnits + lineGapUnits) / unitsPerEm
  }

  /// `UIFont.capHeight`, in points.
  public static func capHeight(pointSize: Double) -> Double {
    pointSize * capHeightUnits / unitsPerEm
  }

  /// The tracking UIKit applies to every character of the system font at this size, in points:
  /// the font's own size-specific tracking table, as Apple's Human Interface Guidelines list it
  /// for SF Pro (−0.43 at 17 pt, 0 at 12 pt, +0.40 at 30 pt), linearly interpolated between the
  /// sizes the table lists and held at its ends.
  public static func tracking(pointSize: Double) -> Double {
    TrackingTable(entries: trackingTable).tracking(pointSize: pointSize)
  }

  /// Size (pt) → tracking (pt), from the Human Interface Guidelines' SF Pro tracking table.
  static let trackingTable: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
    (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
    (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
    (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
    (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
    (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
    (49, 0.33), (50, 0.35), (51, 0.38), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
    (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
    (72, 0.14), (76, 0.07), (80, 0), (88, 0), (96, 0),
  ]
}
