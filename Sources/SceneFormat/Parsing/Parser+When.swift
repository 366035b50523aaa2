extension Parser {
  /// `when width C height R { … }`, `when height compact { … }`, or Interface Builder's
  /// notation `when wC-hR { … }` / `when wR { … }`; each axis at most once, in either order.
  mutating func parseWhen(into contents: inout BlockContents, scope: Scope, depth: Int) -> Bool {
    let keyword = current
    guard scope == .topLevel else {
      error(at: keyword, "a 'when' block belongs at the top level, not inside another block")
      return false
    }
    advance()
    var width: SceneSizeClass?
    var height: SceneSizeClass?
    var sawClause = false
    while let word = currentIdentifier {
      let clauseStart = current
      let axis: String
      let sizeClass: SceneSizeClass
      if word == "width" || word == "height" {
        advance()
        guard let name = currentIdentifier, let value = SceneSizeClass(rawValue: name) else {
          expected("a size class after '\(word)': compact, regular or any")
          return false
        }
        axis = word
        sizeClass = value
        advance()
      } else if let (parsedAxis, value) = Self.interfaceBuilderClass(word) {
        axis = parsedAxis
        sizeClass = value
        advance()
        // `wC-hR`: the '-' between the two halves.
        if current.kind == .minus, case .identifier(let next) = peek().kind,
          Self.interfaceBuilderClass(next) != nil
        {
          advance()
        }
      } else {
        expected("'width', 'height' or a class such as wC-hR after 'when'")
        return false
      }
      if axis == "width" {
        if width != nil {
          error(at: clauseStart, "the width class is given twice")
          return false
        }
        width = sizeClass
      } else {
        if height != nil {
          error(at: clauseStart, "the height class is given twice")
          return false
        }
        height = sizeClass
      }
      sawClause = true
    }
    guard sawClause else {
      expected("a size class after 'when' (e.g. 'when width compact height regular')")
      return false
    }
    if (width ?? .any) == .any && (height ?? .any) == .any {
      error(
        at: keyword,
        "'when' for width any and height any is the base layout: "
          + "write these statements outside any 'when' block")
      return false
    }
    skipNewlinesBeforeBrace()
    guard current.kind == .leftBrace else {
      expected("'{' to open the 'when' block")
      return false
    }
    var block = WhenBlock(width: width ?? .any, height: height ?? .any, location: keyword.location)
    var body = BlockContents()
    parseBlock(into: &body, scope: .when, depth: depth, of: "the 'when' block")
    block.views = body.views
    block.guides = body.guides
    block.constraints = body.constraints
    block.uninstalled = body.uninstalled
    block.installed = body.installed
    block.overrides = body.overrides
    block.visuals = body.visuals
    contents.variations.append(block)
    return true
  }

  /// Reads Interface Builder's short class names: `wC`, `wR`, `wAny`, `hC`, `hR`, `hAny`.
  static func interfaceBuilderClass(_ word: String) -> (axis: String, sizeClass: SceneSizeClass)? {
    let table: [String: (String, SceneSizeClass)] = [
      "wC": ("width", .compact), "wR": ("width", .regular), "wAny": ("width", .any),
      "hC": ("height", .compact), "hR": ("height", .regular), "hAny": ("height", .any),
    ]
    return table[word]
  }
}
