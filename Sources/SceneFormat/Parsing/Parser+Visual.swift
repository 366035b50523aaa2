import AdaptiveLayout

/// The statements of Apple's Visual Format Language (issue 15):
/// ```text
/// metric := 'metric' NAME '=' ['-'] NUMBER
/// visual := [NAME ':'] 'visual' STRING ['options' OPTION (['|' | ','] OPTION)*]
/// OPTION := ['.'] NAME                  (Swift's name, or Objective-C's NSLayoutFormat…)
/// ```
/// Neither word is reserved: `metric` starts a metric only before a name, `visual` a format
/// only before something other than `.` or `:` (so a view may still be called `visual`).
extension Parser {
  /// "metric" or "visual" when the statement at the current token is one of these, else nil.
  func visualStatement(_ word: String) -> String? {
    switch (word, peek().kind) {
    case ("metric", .identifier): return "metric"
    case ("visual", let next) where next != .dot && next != .colon: return "visual"
    case (_, .colon):
      if case .identifier("visual") = peek(2).kind, peek(3).kind != .dot,
        peek(3).kind != .colon
      {
        return "visual"
      }
      return nil
    default: return nil
    }
  }

  /// `metric pad = 12`: top level only, since a format is expanded once for every class.
  mutating func parseMetric(into contents: inout BlockContents, scope: Scope) -> Bool {
    let keyword = current
    guard scope == .topLevel else {
      error(at: keyword, "'metric' belongs at the top level: a metric has one value in every class")
      return false
    }
    advance()
    guard let (name, nameLocation) = parseName(for: "metric") else { return false }
    guard current.kind == .equal else {
      expected("'=' and a value after the metric's name (e.g. metric pad = 12)")
      return false
    }
    advance()
    var sign = 1.0
    if current.kind == .minus {
      sign = -1
      advance()
    }
    guard case .number(let value) = current.kind else {
      expected("a number for metric '\(name)'")
      return false
    }
    advance()
    contents.metrics.append(
      MetricDeclaration(
        name: name, location: keyword.location, nameLocation: nameLocation, value: sign * value))
    return true
  }

  /// `[NAME:] visual "H:|-[a]-|" [options alignAllTop | directionLeftToRight]`. In a view's
  /// block it means what it means outside (as a constraint there does): the view statement
  /// hands it to the enclosing top level or `when` block.
  mutating func parseVisual(into contents: inout BlockContents, scope: Scope) -> Bool {
    let start = current
    var name: String?
    if currentIdentifier != "visual" || peek().kind == .colon {
      guard let (parsed, _) = parseName(for: "visual format") else { return false }
      name = parsed
      advance()  // the ':'
    }
    advance()  // 'visual'
    guard case .string(let format) = current.kind else {
      expected("a visual format in double quotes after 'visual' (e.g. visual \"H:|-[a]-|\")")
      return false
    }
    let formatLocation = current.location
    advance()
    var options: [NameReference] = []
    if currentIdentifier == "options" {
      advance()
      var parsed = VisualFormatOptions()
      var direction: NameReference?
      repeat {
        if current.kind == .pipe || current.kind == .comma { advance() }
        if current.kind == .dot { advance() }  // Swift's spelling: .alignAllTop
        guard let written = currentIdentifier else {
          expected("a layout-format option (e.g. alignAllLeading, directionLeftToRight)")
          return false
        }
        // Objective-C's spelling: NSLayoutFormatAlignAllTop.
        let option = Self.swiftOptionName(written)
        guard parsed.insert(named: option) else {
          error(
            at: current,
            "unknown layout-format option '\(written)'; expected one of "
              + VisualFormatOptions.optionNames.joined(separator: ", "))
          return false
        }
        if option.hasPrefix("direction") {
          if let earlier = direction, earlier.name != option {
            error(
              at: current,
              "'\(option)' contradicts '\(earlier.name)': a format has one direction")
            return false
          }
          direction = NameReference(option, at: current.location)
        }
        options.append(NameReference(option, at: current.location))
        advance()
      } while current.kind == .pipe || current.kind == .comma || current.kind == .dot
        || currentIdentifier != nil
    }
    contents.visuals.append(
      VisualDeclaration(
        name: name, location: start.location, format: format, formatLocation: formatLocation,
        options: options))
    return true
  }

  /// `NSLayoutFormatAlignAllTop` → `alignAllTop`; a Swift name is returned as it is.
  static func swiftOptionName(_ name: String) -> String {
    let prefix = "NSLayoutFormat"
    guard name.hasPrefix(prefix), let first = name.dropFirst(prefix.count).first else {
      return name
    }
    return first.lowercased() + name.dropFirst(prefix.count + 1)
  }
}
