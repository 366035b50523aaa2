import AdaptiveLayout

/// Writes layouts as SVG documents that any browser shows.
///
/// One layout: the root as a device-like frame, each view outlined and filled by nesting depth
/// with its name, guides dashed, highlighted items in red. Several: a contact sheet, side by side,
/// all to the same scale so sizes compare at a glance.
public enum SVGWriter {
  static let margin = 16.0
  static let captionHeight = 22.0
  static let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948"]

  /// A single layout, at one point per pixel. `itemAttribute` names the attribute that holds
  /// each item's name (see `itemElement`).
  public static func document(_ picture: LayoutPicture, itemAttribute: String = "id") -> String {
    sheet([picture], columns: 1, itemAttribute: itemAttribute)
  }

  /// Several layouts side by side, wrapping after `columns`, all at the same scale.
  /// `itemAttribute` names the attribute that holds each item's name (see `itemElement`).
  public static func sheet(
    _ pictures: [LayoutPicture], columns: Int = 4, itemAttribute: String = "id"
  ) -> String {
    let columns = max(1, columns)
    let cellWidth = (pictures.map(\.size.width).max() ?? 0) + 2 * margin
    let cellHeight = (pictures.map(\.size.height).max() ?? 0) + 2 * margin + captionHeight
    let rows = (pictures.count + columns - 1) / columns
    let width = cellWidth * Double(min(columns, max(1, pictures.count)))
    let height = cellHeight * Double(max(1, rows))
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="-apple-system, Helvetica, sans-serif">

      """
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    for (i, picture) in pictures.enumerated() {
      let ox = Double(i % columns) * cellWidth + margin
      let oy = Double(i / columns) * cellHeight + margin
      out += "<g transform=\"translate(\(n(ox)) \(n(oy)))\">\n"
      out +=
        "  <text x=\"0\" y=\"14\" font-size=\"13\" fill=\"#222\">\(escape(picture.title))</text>\n"
      out += "  <g transform=\"translate(0 \(n(captionHeight)))\">\n"
      out += body(picture, indent: "    ", itemAttribute: itemAttribute)
      out += "  </g>\n</g>\n"
    }
    out += "</svg>\n"
    return out
  }

  /// The root and items of one picture, at the origin. `itemAttribute` names the attribute that
  /// holds each item's name (see `itemElement`).
  public static func body(
    _ picture: LayoutPicture, indent: String = "", itemAttribute: String = "id"
  ) -> String {
    var out =
      indent + "<rect x=\"0\" y=\"0\" width=\"\(n(picture.size.width))\" "
      + "height=\"\(n(picture.size.height))\" fill=\"#f4f4f4\" stroke=\"#222\" "
      + "stroke-width=\"1.5\"/>\n"
    for item in picture.items {
      out += indent + itemElement(item, itemAttribute: itemAttribute) + "\n"
    }
    return out
  }

  /// One item as an SVG group: outline and label. The group's `itemAttribute` (`id`, or
  /// `data-item` where several pictures share a page and ids must be unique) holds its name.
  public static func itemElement(
    _ item: PictureItem, extraAttributes: String = "", itemAttribute: String = "id"
  ) -> String {
    let f = item.frame
    let colour = item.isHighlighted ? "#d62728" : palette[(item.depth - 1) % palette.count]
    let style: String
    switch item.kind {
    case .view:
      style = "fill=\"\(colour)\" fill-opacity=\"0.18\" stroke=\"\(colour)\" stroke-width=\"1\""
    case .hiddenView:
      style =
        "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1\" stroke-dasharray=\"2 2\" "
        + "opacity=\"0.6\""
    case .guide:
      // Grey and dashed: it draws nothing in the app; red when it is a problem (ambiguous).
      let stroke = item.isHighlighted ? colour : "#888"
      style = "fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1\" stroke-dasharray=\"4 3\""
    }
    let label =
      item.kind == .guide
      ? ""
      : "<text x=\"\(n(f.x + 3))\" y=\"\(n(f.y + 12))\" font-size=\"10\" fill=\"#222\">"
        + "\(escape(item.name))</text>"
    let name = escape(item.name)
    return "<g \(itemAttribute)=\"\(name)\"\(extraAttributes)><title>\(name) "
      + "\(n(f.x)),\(n(f.y)) \(n(f.width))x\(n(f.height))</title>"
      + "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(max(0, f.width)))\" "
      + "height=\"\(n(max(0, f.height)))\" \(style)/>\(label)</g>"
  }

  /// A number for SVG: at most 3 decimals, no trailing zeros, never `-0`.
  public static func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
      let whole = Int(rounded)
      return whole == 0 ? "0" : String(whole)
    }
    return String(rounded)
  }

  /// Escapes text for XML.
  public static func escape(_ text: String) -> String {
    // Most text (names, titles) has none of the four: returned as it is, without a walk of its
    // characters (every item's name is escaped twice per picture).
    let special: (UInt8) -> Bool = {
      $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        || $0 == UInt8(ascii: "\"")
    }
    if !text.utf8.contains(where: special) { return text }
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
