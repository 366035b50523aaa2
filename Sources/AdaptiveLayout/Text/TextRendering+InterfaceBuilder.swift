/// The rendering an Interface Builder document's recorded frames were measured with.
extension TextRendering {
  /// The rendering for a document saved by the Xcode that writes `toolsVersion`, laid out on a
  /// screen of `displayScale`.
  ///
  /// Before toolsVersion 8000 (Xcode 5 and 6, the iOS 7 and 8 SDKs) the system font was
  /// Helvetica Neue; from Xcode 7 on it is San Francisco. Before toolsVersion 15000 (Xcode 11,
  /// iOS 13) a segmented control was 28 tall, then 31. Before toolsVersion 11000 (Xcode 8) text
  /// styles were measured at the Medium content size category (body 16 pt), then at Large
  /// (body 17 pt). Xcode 14's redacted `32700.99.1234`
  /// reads as 32700; an unreadable version as a current one.
  public init(interfaceBuilderToolsVersion toolsVersion: String, displayScale: Double) {
    let major = toolsVersion.split(separator: ".").first.flatMap { Double($0) } ?? .infinity
    self.init(
      displayScale: displayScale, segmentedControlHeight: major < 15000 ? 28 : 31,
      systemFont: major < 8000 ? .helveticaNeue : .sanFrancisco,
      textStyleSizeCategory: major < 11000 ? .medium : .large)
  }
}
