/// The layout-format options of a visual format (`NSLayoutConstraint.FormatOptions`): which
/// attribute to align every pair of neighbouring views on, the direction a horizontal format
/// runs in, and whether vertical spacing runs between baselines.
///
/// ```swift
/// var options = VisualFormatOptions()
/// options.alignments = [.lastBaseline]        // .alignAllLastBaseline
/// options.direction = .leftToRight            // .directionLeftToRight
/// ```
public struct VisualFormatOptions: Sendable, Equatable, Hashable {
  /// The `alignAll…` options: each neighbouring pair of views in the format gets one
  /// `a.attribute == b.attribute` constraint per attribute. Allowed attributes: `left right top
  /// bottom leading trailing centerX centerY lastBaseline firstBaseline`; they must lie across the
  /// format's orientation (vertical attributes for `H:`, horizontal ones for `V:`).
  public var alignments: Set<LayoutAttribute>
  /// The direction of a horizontal format (`direction…`); ignored by a vertical one.
  public var direction: Direction
  /// `spacingBaselineToBaseline`: in a vertical format, the spacing between two views runs from
  /// the upper view's last baseline to the lower view's first baseline.
  public var spacingBaselineToBaseline: Bool

  /// Creates options; by default no alignment, leading to trailing, edge-to-edge spacing.
  public init(
    alignments: Set<LayoutAttribute> = [], direction: Direction = .leadingToTrailing,
    spacingBaselineToBaseline: Bool = false
  ) {
    self.alignments = alignments
    self.direction = direction
    self.spacingBaselineToBaseline = spacingBaselineToBaseline
  }

  /// The direction a horizontal format runs in.
  public enum Direction: String, Sendable, Equatable, Hashable, CaseIterable {
    /// `directionLeadingToTrailing` (the default): leading and trailing edges, so the format
    /// follows the layout direction.
    case leadingToTrailing
    /// `directionLeftToRight`: left and right edges, whatever the layout direction.
    case leftToRight
    /// `directionRightToLeft`: right and left edges; the first view in the format is the
    /// rightmost.
    case rightToLeft
  }

  /// The attributes an `alignAll…` option may name, in `NSLayoutConstraint.Attribute` order
  /// (the order the alignment constraints are generated in).
  public static let alignableAttributes: [LayoutAttribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline,
    .firstBaseline,
  ]

  /// Reads one option by its Swift name (`alignAllLeading`, `directionRightToLeft`,
  /// `spacingBaselineToBaseline`; `alignAllBaseline` is the old name of
  /// `alignAllLastBaseline`) into `self`; false for a name that is not an option.
  public mutating func insert(named name: String) -> Bool {
    if name == "alignAllBaseline" {
      alignments.insert(.lastBaseline)
      return true
    }
    if name.hasPrefix("alignAll") {
      let rest = name.dropFirst("alignAll".count)
      guard let first = rest.first, first.isUppercase else { return false }
      let attributeName = first.lowercased() + rest.dropFirst()
      guard let attribute = LayoutAttribute(rawValue: attributeName),
        Self.alignableAttributes.contains(attribute)
      else { return false }
      alignments.insert(attribute)
      return true
    }
    switch name {
    case "directionLeadingToTrailing": direction = .leadingToTrailing
    case "directionLeftToRight": direction = .leftToRight
    case "directionRightToLeft": direction = .rightToLeft
    case "spacingBaselineToBaseline": spacingBaselineToBaseline = true
    default: return false
    }
    return true
  }

  /// Every option name `insert(named:)` accepts, for messages.
  public static let optionNames: [String] =
    alignableAttributes.map {
      "alignAll" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst()
    }
    + [
      "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft",
      "spacingBaselineToBaseline",
    ]
}
