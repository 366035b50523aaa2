import AdaptiveLayout
import SizeClasses

extension SceneInterpreter {
  /// How text is rounded for the design device, and which segmented control height applies
  /// (28 before Xcode 11, toolsVersion 15xxx; 31 since).
  var rendering: TextRendering {
    // Without a design device: Xcode 7 drew its 600×600 canvas at 2x (the Cookbook's frames
    // have half points, 19.5); Xcode 5 and 6 (toolsVersion < 8000) in whole points — not one of
    // the corpus's 44 frames of theirs has a fraction, and every new label was 42 × 21.
    let wholePoints = (toolsMajorVersion ?? .infinity) < 8000
    return TextRendering(
      interfaceBuilderToolsVersion: tree[0]["toolsVersion"] ?? "",
      displayScale: device?.scale ?? (wholePoints ? 1 : 2))
  }

  /// A `<fontDescription>`: a system font in a weight, a text style, or a named font.
  func font(_ element: Int) -> FontDescriptor {
    var attributes: [String: String] = [:]  // lookups only
    for pair in tree[element].attributes { attributes[pair.name] = pair.value }
    return FontDescriptor(interfaceBuilderAttributes: attributes) ?? .system(0)
  }

  /// The offset of a label's text shadow when it draws one (a `shadowColor`), else nil.
  ///
  /// UIKit measures a label's text rectangle with its shadow (`textRect(forBounds:…)` grows by
  /// the offset on each axis), so a shadowed label's intrinsic size is its text's plus
  /// |offset|. `shadowOffset` defaults to (0, −1), which IB does not write. In the corpus a
  /// Helvetica Neue Bold 28 label with a (2, 2) shadow is recorded 200 × 36: its text is
  /// 198 × 34.2.
  func labelShadowOffset(_ element: Int) -> LayoutSize? {
    guard tree.child(of: element, named: "color", key: "shadowColor") != nil else { return nil }
    guard let offset = tree.child(of: element, named: "size", key: "shadowOffset") else {
      return LayoutSize(width: 0, height: -1)
    }
    // Bounded, so a hostile offset cannot make an infinite or absurd size.
    func clamped(_ value: Double?) -> Double { min(max(value ?? 0, -1_000), 1_000) }
    return LayoutSize(
      width: clamped(number(tree[offset]["width"])), height: clamped(number(tree[offset]["height"]))
    )
  }

  /// An `<inset key=…>` as edge insets (IB writes `minX minY maxX maxY`).
  func insets(_ element: Int, key: String) -> EdgeInsets {
    guard let inset = tree.child(of: element, named: "inset", key: key) else { return .zero }
    let e = tree[inset]
    return EdgeInsets(
      top: number(e["minY"]) ?? 0, left: number(e["minX"]) ?? 0, bottom: number(e["maxY"]) ?? 0,
      right: number(e["maxX"]) ?? 0)
  }

  /// A view's text: the `text` attribute, a `<string key="text">`, or the fragments of its
  /// attributed text.
  func text(of element: Int) -> String? {
    if let text = tree[element]["text"] { return text }
    if let string = tree.child(of: element, named: "string", key: "text") {
      return tree[string].text
    }
    guard let attributed = tree.child(of: element, named: "attributedString") else { return nil }
    let fragments = tree.children(of: attributed, named: "fragment").compactMap {
      tree[$0]["content"]
    }
    return fragments.isEmpty ? nil : fragments.joined()
  }

  /// The intrinsic size of a view of this element in `font` (its own when nil), its baselines,
  /// and whether the text model computed it.
  func contentSize(_ element: Int, font override: FontDescriptor? = nil) -> (
    size: IntrinsicContentSize, baseline: Baseline?, fromText: Bool
  ) {
    let e = tree[element]
    let fontElement = tree.child(of: element, named: "fontDescription", key: "fontDescription")
    let r = rendering
    func baseline(_ font: FontDescriptor, lines: Int, height: Double) -> Baseline {
      TextMetrics.baselines(font: font, numberOfLines: lines, height: height, rendering: r)
    }
    switch e.name {
    case "label":
      let font = override ?? fontElement.map(font) ?? .labelDefault
      // Clamped before the conversion, which would trap on a number out of Int's range.
      let lines = Int(min(max(number(e["numberOfLines"]) ?? 1, 0), 10_000))
      // A multi-line label without an explicit preferredMaxLayoutWidth wraps at its width
      // ("Automatic" in Interface Builder); the width Xcode laid it out at is the recorded one.
      var wrapWidth = number(e["preferredMaxLayoutWidth"])
      if wrapWidth == nil, lines != 1 { wrapWidth = recordedFrame(of: element)?.width }
      var size = TextMetrics.labelSize(
        text: text(of: element) ?? "", font: font, numberOfLines: lines,
        preferredMaxLayoutWidth: wrapWidth, rendering: r)
      if let shadow = labelShadowOffset(element), size.width > 0 {
        size = LayoutSize(
          width: r.ceilToPixel(size.width + abs(shadow.width)),
          height: r.ceilToPixel(size.height + abs(shadow.height)))
      }
      return (
        IntrinsicContentSize(width: size.width, height: size.height),
        baseline(font, lines: lines, height: size.height), true
      )
    case "button":
      let configuration = tree.child(
        of: element, named: "buttonConfiguration", key: "configuration")
      let normal = tree.children(of: element, named: "state").first { tree[$0]["key"] == "normal" }
      var title = normal.flatMap { tree[$0]["title"] }
      var imageName = normal.flatMap { tree[$0]["image"] }
      let font = override ?? fontElement.map(font) ?? .buttonDefault
      if let reference = tree.child(of: element, named: "imageReference", key: "image") {
        imageName = tree[reference]["image"] ?? imageName
      }
      if let configuration {
        // A configuration button (Xcode 13+): the model's configured size, the title in the
        // body style unless the configuration names a font. Its title is the configuration's
        // alone: the `<state key="normal" title="Button">` Xcode also writes is not shown (an
        // image-only configuration button with that state, 32-point image, is recorded 56 × 46,
        // the image inside the insets).
        let c = tree[configuration]
        title =
          c["title"]
          ?? tree.child(of: configuration, named: "attributedString").flatMap { attributed in
            let fragments = tree.children(of: attributed, named: "fragment").compactMap {
              tree[$0]["content"]
            }
            return fragments.isEmpty ? nil : fragments.joined()
          }
        imageName = c["image"] ?? imageName
        let configured =
          override ?? tree.child(of: configuration, named: "fontDescription").map(self.font)
          ?? .textStyle("body")
        let size = TextMetrics.configuredButtonSize(
          title: title, font: configured, imageSize: imageName.flatMap { images[$0] },
          imagePadding: number(c["imagePadding"]) ?? 0, rendering: r)
        return (
          IntrinsicContentSize(width: size.width, height: size.height),
          baseline(configured, lines: 1, height: size.height), title != nil
        )
      }
      let contentInsets = insets(element, key: "contentEdgeInsets")
      let image = imageName.flatMap { images[$0] }
      let size = TextMetrics.buttonSize(
        title: title, font: font, contentInsets: contentInsets,
        titleInsets: insets(element, key: "titleEdgeInsets"), imageSize: image, rendering: r)
      return (
        IntrinsicContentSize(width: size.width, height: size.height),
        baseline(font, lines: 1, height: size.height), title != nil
      )
    case "textField":
      let font = override ?? fontElement.map(font) ?? .system(14)
      var size = TextMetrics.textFieldSize(
        text: text(of: element), placeholder: e["placeholder"], font: font,
        borderStyle: e["borderStyle"],
        rendering: r)
      if e["borderStyle"] == "roundedRect", (toolsMajorVersion ?? .infinity) >= 15_000 {
        size.height = max(size.height, Self.roundedTextFieldMinimumHeightSinceXcode11)
      }
      return (
        IntrinsicContentSize(width: size.width, height: size.height),
        baseline(font, lines: 1, height: size.height), true
      )
    case "textView":
      // A scrolling text view has no intrinsic size, as a scroll view has none.
      guard e["scrollEnabled"] == "NO" else { return (.none, nil, false) }
      let font = override ?? fontElement.map(font) ?? .labelDefault
      let size = TextMetrics.textViewSize(text: text(of: element), font: font, rendering: r)
      return (IntrinsicContentSize(width: size.width, height: size.height), nil, true)
    case "segmentedControl":
      let titles =
        tree.child(of: element, named: "segments").map { segments in
          tree.children(of: segments, named: "segment").map { tree[$0]["title"] ?? "" }
        } ?? []
      let font = override ?? fontElement.map(font) ?? .system(13)
      let size = TextMetrics.segmentedControlSize(titles: titles, font: font, rendering: r)
      return (IntrinsicContentSize(width: size.width, height: size.height), nil, true)
    case "imageView":
      guard let name = e["image"], let size = images[name] else { return (.none, nil, false) }
      return (IntrinsicContentSize(width: size.width, height: size.height), nil, false)
    case "switch": return (IntrinsicContentSize(width: 51, height: 31), nil, false)
    case "stepper":
      return (
        IntrinsicContentSize(width: 94, height: r.segmentedControlHeight == 28 ? 29 : 32), nil,
        false
      )
    case "slider": return (IntrinsicContentSize(width: nil, height: 30), nil, false)
    case "progressView": return (IntrinsicContentSize(width: nil, height: 2), nil, false)
    case "activityIndicatorView":
      let large = (e["style"] ?? "").lowercased().contains("large")
      let side: Double = large ? 37 : 20
      return (IntrinsicContentSize(width: side, height: side), nil, false)
    case "pageControl":
      // Dots 7 wide, 9 apart, 37 tall (UIKit before iOS 14).
      let pages = Int(min(max(number(e["numberOfPages"]) ?? 3, 1), 10_000))
      return (IntrinsicContentSize(width: Double(pages) * 16 - 9, height: 37), nil, false)
    case "searchBar": return (IntrinsicContentSize(width: nil, height: 56), nil, false)
    case "navigationBar", "toolbar":
      return (IntrinsicContentSize(width: nil, height: 44), nil, false)
    case "tabBar": return (IntrinsicContentSize(width: nil, height: 49), nil, false)
    case "datePicker", "pickerView":
      return (IntrinsicContentSize(width: 320, height: 216), nil, false)
    default: return (.none, nil, false)
    }
  }

  /// The least height of a rounded-rect text field in documents of Xcode 11 (toolsVersion
  /// 15000, the iOS 13 SDK) and later: 34 points, where the model's 30 is iOS 12's.
  ///
  /// iOS 13 redrew the rounded-rect field taller. Xcode 14's canvas records two such fields in
  /// the default 14 pt font, with no height constraint, 34 tall (a vertical stack of the two,
  /// spacing 22, is recorded 90 = 34 + 22 + 34), and an Xcode 11.5 document pins its field's
  /// height at the 34 it was created with; Xcode 7 to 10 documents record 30.
  static let roundedTextFieldMinimumHeightSinceXcode11 = 34.0

  /// Interface Builder's design-time placeholder (`placeholderIntrinsicWidth="451"`,
  /// `"infinite"` for none) on each axis, if set.
  func placeholder(_ element: Int) -> (width: Double??, height: Double??) {
    func read(_ attribute: String) -> Double?? {
      guard let text = tree[element][attribute] else { return nil }
      if text == "infinite" { return .some(nil) }
      guard let value = number(text) else { return nil }
      return .some(value)
    }
    return (read("placeholderIntrinsicWidth"), read("placeholderIntrinsicHeight"))
  }

  /// Sets a view's intrinsic size and baselines from its content, then its placeholder.
  mutating func readContentSize(_ element: Int, name: String) {
    guard let index = viewIndex[name] else { return }
    var (size, baseline, fromText) = contentSize(element)
    let placeholder = placeholder(element)
    if let width = placeholder.width { size.width = width }
    if let height = placeholder.height { size.height = height }
    if placeholder.width != nil && placeholder.height != nil { fromText = false }
    if fromText { textSizedViews.append(name) }
    var view = views[index].description
    view.intrinsicContentSize = size
    view.baseline = baseline
    views[index].description = view
    views[index].intrinsicContentSize = Varying(size)
    views[index].baseline = Varying(baseline)
  }

  /// A font for one class: the view's intrinsic size and baselines there.
  mutating func readFontVariation(_ fontElement: Int, view: String, traits: SizeClassPair) {
    guard let element = elementOf[view], let index = viewIndex[view] else { return }
    var (size, baseline, _) = contentSize(element, font: font(fontElement))
    let placeholder = placeholder(element)
    if let width = placeholder.width { size.width = width }
    if let height = placeholder.height { size.height = height }
    views[index].intrinsicContentSize.set(size, for: traits)
    views[index].baseline.set(baseline, for: traits)
  }
}
