/// The recursive-descent reader behind ``VisualFormat``: one pass over the bytes, generating
/// constraints as it goes, in UIKit's order. Every loop consumes a byte or stops, so any input
/// ends; every problem is a thrown ``VisualFormatError``, never a trap.
struct VisualFormatParser {
  /// An end of a connection: the superview (`|`) or a view named in brackets.
  enum Item: Equatable {
    case superview
    case view(String)
  }

  /// One predicate: `>=8@750`, `==other`, `pad`.
  struct Predicate {
    var relation: LayoutRelation = .equal
    var constant: Double = 0
    /// A view whose width (height for `V:`) is the object; only inside a view's brackets.
    var view: String?
    var priority = 1000
    /// Where the predicate starts.
    var offset: Int
  }

  /// A connection between two items: flush (no `-`), the standard spacing (`-`), or explicit
  /// predicates (`-8-`, `-(>=8,<=20)-`).
  struct Connection {
    enum Spacing {
      case flush, standard
      case explicit([Predicate])
    }
    var spacing: Spacing
    /// Where the connection starts (its `-`, or the next item when flush).
    var offset: Int

    var isFlush: Bool {
      if case .flush = spacing { return true }
      return false
    }
  }

  let bytes: [UInt8]
  let options: VisualFormatOptions
  let metrics: [String: Double]
  let views: Set<String>
  var position = 0
  var isHorizontal = true
  var constraints: [VisualFormatConstraint] = []
  var alignments: [VisualFormatConstraint] = []

  init(bytes: [UInt8], options: VisualFormatOptions, metrics: [String: Double], views: Set<String>)
  {
    self.bytes = bytes
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  // MARK: Characters

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  func isCurrent(_ character: Character) -> Bool {
    current == character.asciiValue
  }

  /// The error at `offset` (the current byte by default). Whitespace fits nowhere in the
  /// grammar, so an error at a space or control character says so rather than what was expected.
  func fail(_ message: String, at offset: Int? = nil, kind: VisualFormatError.Kind = .syntax)
    -> VisualFormatError
  {
    let at = offset ?? position
    if at < bytes.count, bytes[at] <= 0x20 || bytes[at] == 0x7F {
      let text =
        bytes[at] == UInt8(ascii: " ")
        ? "a visual format has no spaces"
        : "a visual format has no whitespace or control characters"
      return VisualFormatError(text, at: at)
    }
    return VisualFormatError(message, at: at, kind: kind)
  }

  /// How the current byte reads in a message: `'x'`, or "the end of the format".
  var found: String {
    guard let byte = current else { return "the end of the format" }
    return "'\(Character(Unicode.Scalar(byte)))'"
  }

  // MARK: The format

  mutating func parse() throws(VisualFormatError) -> [VisualFormatConstraint] {
    guard !bytes.isEmpty else { throw fail("the format is empty") }
    if let bad = bytes.firstIndex(where: { $0 >= 0x80 }) {
      throw fail("a visual format is ASCII; found a non-ASCII character", at: bad)
    }
    try parseOrientation()
    if options.spacingBaselineToBaseline && isHorizontal {
      throw fail(
        "the spacingBaselineToBaseline option needs a vertical format ('V:')", at: 0,
        kind: .baselineSpacingInHorizontalFormat)
    }
    var left: Item
    if isCurrent("|") {
      position += 1
      guard current != nil else { throw fail("expected a connection after the '|' character") }
      let connection = try parseConnection()
      let (view, sizes) = try parseView(after: connection.isFlush ? "'|'" : "'-'")
      try connect(connection, .superview, .view(view))
      constraints += sizes
      left = .view(view)
    } else {
      let (view, sizes) = try parseView(after: nil)
      constraints += sizes
      left = .view(view)
    }
    while current != nil {
      let connection = try parseConnection()
      if isCurrent("[") {
        let (view, sizes) = try parseView(after: nil)
        try connect(connection, left, .view(view))
        constraints += sizes
        left = .view(view)
      } else if isCurrent("|") {
        position += 1
        try connect(connection, left, .superview)
        if current != nil {
          throw fail("expected the end of the format after the closing '|', found \(found)")
        }
      } else if connection.isFlush {
        throw fail("expected '-', a view or '|' after the view, found \(found)")
      } else {
        throw fail("expected a view or '|' after '-', found \(found)")
      }
    }
    return constraints + alignments
  }

  /// `H:` or `V:`, or nothing (horizontal). A format starting with `H` or `V` names its
  /// orientation, as in UIKit: `[`, `|` and views come after it.
  mutating func parseOrientation() throws(VisualFormatError) {
    guard isCurrent("H") || isCurrent("V") else { return }
    isHorizontal = isCurrent("H")
    position += 1
    guard isCurrent(":") else {
      throw fail(
        isHorizontal
          ? "expected ':' after 'H' to give the horizontal orientation"
          : "expected ':' after 'V' to give the vertical orientation")
    }
    position += 1
  }

  /// `[name]` or `[name(predicates)]`; returns the name and its size constraints.
  mutating func parseView(after previous: String?) throws(VisualFormatError) -> (
    String, [VisualFormatConstraint]
  ) {
    guard isCurrent("[") else {
      if let previous {
        throw fail("expected a view after \(previous), found \(found)")
      }
      throw fail("expected a view ('[name]') or '|', found \(found)")
    }
    position += 1
    let nameStart = position
    guard let name = parseName() else {
      throw fail(
        "expected a view name: a letter or '_', then letters, digits and '_'; found \(found)")
    }
    guard views.contains(name) else {
      throw fail("unknown view '\(name)'", at: nameStart, kind: .unknownView(name))
    }
    var sizes: [VisualFormatConstraint] = []
    if isCurrent("(") {
      position += 1
      for predicate in try parsePredicateList(inView: true) {
        let attribute: LayoutAttribute = isHorizontal ? .width : .height
        let description = ConstraintDescription(
          first: ConstraintItem(name, attribute), relation: predicate.relation,
          second: predicate.view.map { ConstraintItem($0, attribute) },
          constant: predicate.constant,
          priority: predicate.priority)
        sizes.append(VisualFormatConstraint(description, offset: predicate.offset))
      }
      guard isCurrent(")") else {
        throw fail(
          "expected ')' at the end of the view's size predicates, or ',' before another; "
            + "found \(found)")
      }
      position += 1
      guard isCurrent("]") else {
        throw fail("expected ']' after the view's size predicates, found \(found)")
      }
    } else if !isCurrent("]") {
      throw fail("expected ']' at the end of the view, or '(' for its size; found \(found)")
    }
    position += 1
    return (name, sizes)
  }

  /// A connection; the current byte is whatever follows the previous item.
  mutating func parseConnection() throws(VisualFormatError) -> Connection {
    let start = position
    guard isCurrent("-") else { return Connection(spacing: .flush, offset: start) }
    position += 1
    if isCurrent("[") || isCurrent("|") {
      return Connection(spacing: .standard, offset: start)
    }
    if current == nil {
      throw fail("expected a view, '|' or a spacing after '-'")
    }
    if isCurrent("-") {
      throw fail(
        "cannot tell if this '-' is a minus sign or an extra '-' in the connection; "
          + "put a negative number in parentheses: -(-8)-")
    }
    let predicates: [Predicate]
    if isCurrent("(") {
      position += 1
      predicates = try parsePredicateList(inView: false)
      guard isCurrent(")") else {
        throw fail(
          "expected ')' at the end of the spacing's predicates, or ',' before another; "
            + "found \(found)")
      }
      position += 1
    } else {
      predicates = [try parsePredicate(inView: false)]
    }
    if isCurrent(",") {
      throw fail(
        "expected '-' here; to give several predicates, put them in parentheses: -(>=8,<=20)-")
    }
    guard isCurrent("-") else {
      throw fail("expected '-' after the spacing, found \(found)")
    }
    position += 1
    return Connection(spacing: .explicit(predicates), offset: start)
  }

  /// `predicate (',' predicate)*`; the `(` is consumed, the `)` is not.
  mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) -> [Predicate] {
    var predicates = [try parsePredicate(inView: inView)]
    while isCurrent(",") {
      position += 1
      predicates.append(try parsePredicate(inView: inView))
    }
    return predicates
  }

  /// `relation? object ('@' priority)?`.
  mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> Predicate {
    var predicate = Predicate(offset: position)
    if isCurrent("=") || isCurrent("<") || isCurrent(">") {
      let relation: LayoutRelation =
        isCurrent("=") ? .equal : isCurrent("<") ? .lessThanOrEqual : .greaterThanOrEqual
      position += 1
      guard isCurrent("=") else {
        throw fail("unknown relation; a relation is '==', '<=' or '>='", at: position - 1)
      }
      position += 1
      predicate.relation = relation
    }
    let objectStart = position
    if let name = parseName() {
      if let value = metrics[name] {
        predicate.constant = value
      } else if views.contains(name) {
        guard inView else {
          throw fail(
            "a spacing cannot equal the width or height of view '\(name)'; use a spacer view: "
              + "[view1][spacer(==view1)][view2]", at: objectStart)
        }
        predicate.view = name
      } else {
        throw fail(
          inView ? "unknown metric or view '\(name)'" : "unknown metric '\(name)'", at: objectStart,
          kind: inView ? .unknownView(name) : .unknownMetric(name))
      }
    } else if let number = try parseNumber() {
      predicate.constant = number
    } else {
      throw fail(
        (inView ? "expected a number, a metric or a view" : "expected a number or a metric")
          + ", found \(found)")
    }
    if isCurrent("@") {
      position += 1
      let priorityStart = position
      let value: Double
      if let name = parseName() {
        guard let metric = metrics[name] else {
          throw fail("unknown metric '\(name)'", at: priorityStart, kind: .unknownMetric(name))
        }
        value = metric
      } else if let number = try parseNumber() {
        value = number
      } else {
        throw fail("expected a priority (a number or a metric) after '@', found \(found)")
      }
      guard value > 0, value <= 1000 else {
        throw fail(
          "invalid priority \(Self.spell(value)); a priority is greater than 0 and at most "
            + "1000 (required)", at: priorityStart)
      }
      guard let whole = Int(exactly: value) else {
        throw fail(
          "priority \(Self.spell(value)) is not a whole number; priorities here run 1…1000",
          at: priorityStart)
      }
      predicate.priority = whole
    }
    return predicate
  }

  /// `[A-Za-z_][A-Za-z0-9_]*` at the current byte, or nil (nothing consumed).
  mutating func parseName() -> String? {
    func isStart(_ b: UInt8) -> Bool {
      (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
        || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
    }
    guard let first = current, isStart(first) else { return nil }
    let start = position
    position += 1
    while let b = current, isStart(b) || Self.isDigit(b) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// A decimal number: `-`? digits (`.` digits)? (`e` sign? digits)?; nil when the current
  /// byte cannot start one (nothing consumed).
  mutating func parseNumber() throws(VisualFormatError) -> Double? {
    let start = position
    var end = position
    if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
    let digitsStart = end
    while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
    var digits = end - digitsStart
    if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
      end += 1
      let fraction = end
      while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
      digits += end - fraction
    }
    guard digits > 0 else { return nil }
    if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
      var exponent = end + 1
      if exponent < bytes.count,
        bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-")
      {
        exponent += 1
      }
      let exponentDigits = exponent
      while exponent < bytes.count, Self.isDigit(bytes[exponent]) { exponent += 1 }
      if exponent > exponentDigits { end = exponent }
    }
    position = end
    guard let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)), value.isFinite
    else {
      throw fail("number is too large", at: start)
    }
    return value
  }

  static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

  /// A number as a message writes it: `8`, `0.5`.
  static func spell(_ value: Double) -> String {
    abs(value) < 1e15 && Double(Int64(value)) == value ? String(Int64(value)) : String(value)
  }
}
