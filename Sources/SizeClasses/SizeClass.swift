/// A size class on one axis, as UIKit and Interface Builder name them.
public enum SizeClass: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Unspecified: in Interface Builder, a variation for "Any" applies whatever the class.
  case any
  /// Compact: an iPhone's width in portrait, its height in landscape.
  case compact
  /// Regular: an iPad's width and height, a large iPhone's width in landscape.
  case regular

  /// The short form used in the query notation: `C`, `R`, `Any`.
  public var abbreviation: String {
    switch self {
    case .any: return "Any"
    case .compact: return "C"
    case .regular: return "R"
    }
  }

  /// Reads `C`, `R`, `Any` (and the long names), case-insensitively.
  public init?(abbreviation: String) {
    switch abbreviation.lowercased() {
    case "c", "compact": self = .compact
    case "r", "regular": self = .regular
    case "any", "a", "unspecified": self = .any
    default: return nil
    }
  }

  private var order: Int {
    switch self {
    case .any: return 0
    case .compact: return 1
    case .regular: return 2
    }
  }

  public static func < (lhs: SizeClass, rhs: SizeClass) -> Bool { lhs.order < rhs.order }
}

/// A width and a height size class: one of Interface Builder's 9 classes.
///
/// The 4 *final* classes (`wC hC`, `wC hR`, `wR hC`, `wR hR`) are what devices report; the 5 *base*
/// classes (with `Any` on an axis) are where Interface Builder stores variations that apply to
/// several final classes. Written in the query notation as `wC-hR`, `wR-hAny`, `wAny-hAny`.
///
/// ```swift
/// SizeClassPair(notation: "wC-hR")   // width compact, height regular
/// ```
public struct SizeClassPair: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The horizontal size class.
  public var width: SizeClass
  /// The vertical size class.
  public var height: SizeClass

  /// Creates a pair.
  public init(width: SizeClass, height: SizeClass) {
    self.width = width
    self.height = height
  }

  /// `wAny hAny`: the base layout, which every variation refines.
  public static let anyAny = SizeClassPair(width: .any, height: .any)

  /// The 9 classes, base layout first, then by width and height (`any`, compact, regular).
  public static let all: [SizeClassPair] = SizeClass.allCases.flatMap { w in
    SizeClass.allCases.map { h in SizeClassPair(width: w, height: h) }
  }.sorted()

  /// The 4 final classes that devices report.
  public static let finalClasses: [SizeClassPair] = all.filter(\.isFinal)

  /// Reads the notation `wX-hY`, X and Y one of `C`, `R`, `Any` (case-insensitive; a space or
  /// no separator also reads).
  public init?(notation: String) {
    let text = String(notation.lowercased().map { $0 == " " ? "-" : $0 })
    let parts = text.split(separator: "-", omittingEmptySubsequences: true)
    var width: SizeClass?
    var height: SizeClass?
    let pieces: [Substring]
    if parts.count == 1, let h = text.firstIndex(of: "h"), text.first == "w" {
      pieces = [text[text.startIndex..<h], text[h...]]
    } else {
      pieces = parts
    }
    guard pieces.count == 2 else { return nil }
    for piece in pieces {
      guard let axis = piece.first else { return nil }
      guard let value = SizeClass(abbreviation: String(piece.dropFirst())) else { return nil }
      switch axis {
      case "w" where width == nil: width = value
      case "h" where height == nil: height = value
      default: return nil
      }
    }
    guard let width, let height else { return nil }
    self.init(width: width, height: height)
  }

  /// The query notation: `wC-hR`.
  public var notation: String { "w\(width.abbreviation)-h\(height.abbreviation)" }

  /// Interface Builder's spelling: `wC hR`.
  public var description: String { "w\(width.abbreviation) h\(height.abbreviation)" }

  /// Whether both axes are specified (a class a device can report).
  public var isFinal: Bool { width != .any && height != .any }

  /// How many axes the class specifies: 0 for the base layout, 2 for a final class. A variation
  /// with more specified axes wins over one with fewer ("most specific wins").
  public var specificity: Int { (width == .any ? 0 : 1) + (height == .any ? 0 : 1) }

  /// Whether a variation stored for `variation` applies when laying out for `self`: on each axis
  /// the variation says `Any` or the same class.
  public func isRefined(by variation: SizeClassPair) -> Bool {
    (variation.width == .any || variation.width == width)
      && (variation.height == .any || variation.height == height)
  }

  public static func < (lhs: SizeClassPair, rhs: SizeClassPair) -> Bool {
    (lhs.width, lhs.height) < (rhs.width, rhs.height)
  }
}
