/// Reading a font as Interface Builder writes it.
extension FontDescriptor {
  /// The font of a `<fontDescription>` element, from its attributes: `type` (`system`,
  /// `boldSystem`, `italicSystem`) with `pointSize` and an optional `weight`; `style` (a text
  /// style, `UICTFontTextStyleBody`); or `name` and `family` with `pointSize`. Nil when the
  /// attributes describe no font (no type, style or name, or a size that is not a number).
  ///
  /// ```swift
  /// FontDescriptor(interfaceBuilderAttributes: ["type": "system", "weight": "semibold",
  ///                                              "pointSize": "30"])
  /// // FontDescriptor(design: .systemWeight("semibold"), pointSize: 30)
  /// ```
  public init?(interfaceBuilderAttributes attributes: [String: String]) {
    let size = attributes["pointSize"].map { Double($0) }
    if let size, size == nil { return nil }  // a pointSize that is not a number
    let pointSize = size.flatMap { $0 } ?? 0
    if let style = attributes["style"] {
      self.init(design: .textStyle(style), pointSize: pointSize)
      return
    }
    if let type = attributes["type"] {
      switch type {
      case "system":
        if let weight = attributes["weight"], weight != "regular" {
          self.init(design: .systemWeight(weight), pointSize: pointSize)
        } else {
          self.init(design: .system, pointSize: pointSize)
        }
      case "boldSystem": self.init(design: .boldSystem, pointSize: pointSize)
      case "italicSystem": self.init(design: .italicSystem, pointSize: pointSize)
      default: return nil
      }
      return
    }
    if let name = attributes["name"] {
      self.init(design: .custom(name: name, family: attributes["family"]), pointSize: pointSize)
      return
    }
    return nil
  }
}
