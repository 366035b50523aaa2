/// The nine weights of the system font, as `UIFont.Weight` names them.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The weight Interface Builder writes in `weight="…"`; `nil` for an unknown name.
  public init?(named name: String) {
    let lowered = name.lowercased()
    guard let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == lowered })
    else { return nil }
    self = weight
  }

  /// The weight a PostScript name ends with (`HelveticaNeue-Bold` → bold, `Avenir-Heavy` →
  /// heavy); regular when the name says none.
  public init(postScriptName name: String) {
    let lowered = name.lowercased()
    // Longest suffixes first, so "semibold" is not read as "bold", nor "ultralight" as "light".
    let suffixes: [(String, FontWeight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("semibold", .semibold),
      ("demibold", .semibold), ("extrabold", .heavy), ("thin", .thin), ("light", .light),
      ("medium", .medium), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
    let style = lowered.split(separator: "-").last.map(String.init) ?? lowered
    self = suffixes.first(where: { style.hasPrefix($0.0) || style.hasSuffix($0.0) })?.1 ?? .regular
  }

  /// How much wider than the regular weight a line of text is in this weight.
  ///
  /// The system font widens as it gets heavier (its stems thicken without the letters keeping
  /// their widths). One factor per weight is the model; see Docs/text-metrics.md for the figures
  /// and how they were checked.
  public var widthFactor: Double {
    switch self {
    case .ultraLight: return 0.93
    case .thin: return 0.947
    case .light: return 0.97
    case .regular: return 1.0
    case .medium: return 1.03
    case .semibold: return 1.053
    case .bold: return 1.077
    case .heavy: return 1.106
    case .black: return 1.136
    }
  }
}

/// The content size categories (the user's preferred text size) the model sizes text styles
/// for: UIKit's default, Large, and the Medium one below it. The other five, and the
/// accessibility sizes, are not modelled.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
  /// One step below the default (`UIContentSizeCategoryMedium`): body 16 pt.
  case medium
  /// The default (`UIContentSizeCategoryLarge`): body 17 pt.
  case large
}

/// A Dynamic Type text style at the default content size category (Large).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// The style for an Interface Builder name (`UICTFontTextStyleBody`), a `UIFont.TextStyle`
  /// constant (`UIFontTextStyleBody`) or a short name (`body`); `nil` for an unknown one.
  public init?(named name: String) {
    var key = name
    for prefix in ["UICTFontTextStyle", "UIFontTextStyle", "NSCTFontTextStyle"]
    where key.hasPrefix(prefix) {
      key = String(key.dropFirst(prefix.count))
    }
    switch key.lowercased() {
    case "largetitle", "title0": self = .largeTitle
    case "title1": self = .title1
    case "title2": self = .title2
    case "title3": self = .title3
    case "headline", "emphasizedbody": self = .headline
    case "body": self = .body
    case "callout": self = .callout
    case "subhead", "subheadline": self = .subheadline
    case "footnote": self = .footnote
    case "caption1": self = .caption1
    case "caption2": self = .caption2
    default: return nil
    }
  }

  /// The size at the Large content size category (Apple's Human Interface Guidelines, iOS).
  public var pointSize: Double {
    switch self {
    case .largeTitle: return 34
    case .title1: return 28
    case .title2: return 22
    case .title3: return 20
    case .headline, .body: return 17
    case .callout: return 16
    case .subheadline: return 15
    case .footnote: return 13
    case .caption1: return 12
    case .caption2: return 11
    }
  }

  /// The size at a content size category (Apple's Human Interface Guidelines, iOS Dynamic Type
  /// sizes: the Medium column is one step below Large — 16 for body and headline, 15 callout,
  /// 14 subheadline, 12 footnote, 11 both captions, 33/27/21/19 the titles).
  public func pointSize(at category: ContentSizeCategory) -> Double {
    switch category {
    case .large: return pointSize
    case .medium:
      switch self {
      case .largeTitle: return 33
      case .title1: return 27
      case .title2: return 21
      case .title3: return 19
      case .headline, .body: return 16
      case .callout: return 15
      case .subheadline: return 14
      case .footnote: return 12
      case .caption1, .caption2: return 11
      }
    }
  }

  /// The weight: semibold for the headline, regular for every other style.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
