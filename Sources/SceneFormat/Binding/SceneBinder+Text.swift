import AdaptiveLayout
import SizeClasses

/// What a view's block says about its text in one size class: `text`, `font`, `lines`,
/// `preferredMaxLayoutWidth`, and whether `intrinsic` or `baseline` were written there (they
/// win over the model's).
struct TextDeclaration {
  var text: [String]?
  var font: FontDescriptor?
  var lines: Int?
  var preferredMaxLayoutWidth: Double?
  /// Where the first text property of this class was written.
  var location: SourceLocation?
  var hasExplicitIntrinsicSize = false
  var hasExplicitBaseline = false

  /// Whether the class says anything about the text itself.
  var mentionsText: Bool { location != nil }
}

/// Every view's text declarations, per class, in the order they were bound.
struct TextDeclarations {
  /// By view index, each class's declaration, in binding order; empty for a view with none
  /// (a list by index, not a dictionary: every view with `intrinsic` records that it was
  /// written, and each was hashed with SipHash).
  var byView: [[(traits: SizeClassPair, declaration: TextDeclaration)]] = []

  /// Records one property of view `i` in a class.
  mutating func record(_ property: ViewProperty, view i: Int, for traits: SizeClassPair) {
    while byView.count <= i { byView.append([]) }
    var entries = byView[i]
    byView[i] = []  // out of the list while it changes, so it stays uniquely referenced
    let index =
      entries.firstIndex { $0.traits == traits }
      ?? {
        entries.append((traits, TextDeclaration()))
        return entries.count - 1
      }()
    var declaration = entries[index].declaration
    switch property.value {
    case .text(let strings): declaration.text = strings
    case .font(let font): declaration.font = font
    case .lines(let count): declaration.lines = count
    case .preferredMaxLayoutWidth(let width): declaration.preferredMaxLayoutWidth = width
    case .intrinsicSize: declaration.hasExplicitIntrinsicSize = true
    case .baseline: declaration.hasExplicitBaseline = true
    default: break
    }
    if declaration.location == nil, property.isTextProperty {
      declaration.location = property.location
    }
    entries[index].declaration = declaration
    byView[i] = entries
  }
}

extension ViewProperty {
  /// Whether this is `text`, `font`, `lines` or `preferredMaxLayoutWidth`.
  var isTextProperty: Bool {
    switch value {
    case .text, .font, .lines, .preferredMaxLayoutWidth: return true
    default: return false
    }
  }
}

extension Binder {
  /// The view kinds the text-metrics model sizes.
  static let textKinds = ["label", "button", "textField", "textView", "segmentedControl"]

  /// Gives every view that declares text its intrinsic size and baselines from the model, in
  /// each class that declares some of it; `intrinsic` and `baseline` written in that class win.
  /// A class's declaration refines the base one (`when height compact { view title { font
  /// system 30 } }` keeps the base text).
  mutating func applyTextMetrics() {
    for i in textDeclarations.byView.indices {
      let entries = textDeclarations.byView[i]
      guard let first = entries.compactMap(\.declaration.location).min() else { continue }
      let kind = scene.views[i].description.kind
      guard Self.textKinds.contains(kind) else {
        error(
          first,
          "'\(scene.views[i].description.name)' is \(Self.article(kind)) \(kind): 'text' and 'font' "
            + "size labels, "
            + "buttons, text fields, text views and segmented controls (give it 'intrinsic')")
        continue
      }
      let base = entries.first { $0.traits == .anyAny }?.declaration ?? TextDeclaration()
      for (traits, declaration) in entries where declaration.mentionsText {
        let merged = TextDeclaration(
          text: declaration.text ?? base.text, font: declaration.font ?? base.font,
          lines: declaration.lines ?? base.lines,
          preferredMaxLayoutWidth: declaration.preferredMaxLayoutWidth
            ?? base.preferredMaxLayoutWidth)
        if let strings = merged.text, strings.count > 1, kind != "segmentedControl" {
          error(
            declaration.location ?? first,
            "only a segmented control takes several titles; '\(scene.views[i].description.name)'"
              + " is a \(kind): write its text as one string (\\n for a line break)")
          continue
        }
        let (size, baseline) = Self.measure(merged, kind: kind)
        if !declaration.hasExplicitIntrinsicSize {
          scene.views[i].intrinsicContentSize.set(
            IntrinsicContentSize(width: size.width, height: size.height), for: traits)
        }
        if !declaration.hasExplicitBaseline {
          scene.views[i].baseline.set(baseline, for: traits)
        }
      }
      // Keep the base description in step, as applyProperties does.
      scene.views[i].description.intrinsicContentSize = scene.views[i].intrinsicContentSize.base
      scene.views[i].description.baseline = scene.views[i].baseline.base
    }
  }

  /// "an" before a vowel, "a" otherwise: "an imageView", "a switch".
  static func article(_ word: String) -> String {
    "aeiou".contains(word.first?.lowercased() ?? "") ? "an" : "a"
  }

  /// The intrinsic size and baselines of a view of `kind` showing this text, with UIKit's
  /// default fonts (labels 17 pt, buttons 15, text fields and text views 14, segmented
  /// controls 13) where none is given.
  static func measure(_ d: TextDeclaration, kind: String) -> (LayoutSize, Baseline) {
    let text = d.text?.first ?? ""
    switch kind {
    case "button":
      let font = d.font ?? .buttonDefault
      let size = TextMetrics.buttonSize(
        title: text, font: font, contentInsets: .zero, titleInsets: .zero, imageSize: nil)
      return (size, TextMetrics.baselines(font: font, numberOfLines: 1, height: size.height))
    case "textField":
      let font = d.font ?? .system(14)
      let size = TextMetrics.textFieldSize(
        text: text, placeholder: nil, font: font, borderStyle: "roundedRect")
      return (size, TextMetrics.baselines(font: font, numberOfLines: 1, height: size.height))
    case "textView":
      let font = d.font ?? .system(14)
      let size = TextMetrics.textViewSize(text: text, font: font)
      let inset = TextMetrics.textViewContainerInset
      let inner = TextMetrics.baselines(
        font: font, numberOfLines: 0, height: size.height - 2 * inset)
      return (size, Baseline(first: inner.first + inset, last: (inner.last ?? 0) + inset))
    case "segmentedControl":
      let font = d.font ?? .system(13)
      let size = TextMetrics.segmentedControlSize(titles: d.text ?? [], font: font)
      return (size, TextMetrics.baselines(font: font, numberOfLines: 1, height: size.height))
    default:  // label
      let font = d.font ?? .labelDefault
      let lines = d.lines ?? 1
      let size = TextMetrics.labelSize(
        text: text, font: font, numberOfLines: lines,
        preferredMaxLayoutWidth: d.preferredMaxLayoutWidth)
      // The lines the text took (not the most it may take) decide where the last baseline is.
      return (size, TextMetrics.baselines(font: font, numberOfLines: 0, height: size.height))
    }
  }
}
