import AdaptiveLayout

/// A problem found in one target, or in the scene as a whole.
///
/// A value, kept in one shared box that a change replaces (`Fields`): a problem is copied
/// several times on its way to the report (sorted, counted, printed, grouped), and a large
/// scene has thousands a layout (a 10,000-view card grid: about 9,700 in each of 98 layouts).
/// Each copy of the fields inline retained and released a path, a message, a name and three
/// arrays; a copy of the box retains one reference.
public struct ValidationProblem: Sendable, Equatable, CustomStringConvertible {
  /// The stored parts, never changed in place.
  struct Fields: Sendable {
    var rule: ValidationRule
    var severity: LayoutDiagnostic.Severity
    var location: SourceLocation
    var text: ProblemText
    var item: String
    /// Nil for the item alone (`[item]`): most problems are about one view (each off-screen
    /// view of each layout), and a list of one name was an allocation of its own for each.
    var views: [String]?
    var guides: [String]
    var notes: [LayoutDiagnostic]
    var aspect: String
  }

  /// One problem's fields, shared by its copies.
  final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }

    /// How this problem and `other` compare in a layout's order, their messages left out:
    /// errors first, then by place (path, line, column), then by rule; 0 when all of those are
    /// the same. Read in place (`Validator.precedes` asks it of each two neighbouring problems
    /// of each layout, where copying the locations out retained and released their paths).
    func order(_ other: Box) -> Int {
      let (x, y) = (fields.severity == .error ? 0 : 1, other.fields.severity == .error ? 0 : 1)
      if x != y { return x < y ? -1 : 1 }
      if fields.location.path != other.fields.location.path {
        return fields.location.path < other.fields.location.path ? -1 : 1
      }
      if fields.location.line != other.fields.location.line {
        return fields.location.line < other.fields.location.line ? -1 : 1
      }
      if fields.location.column != other.fields.location.column {
        return fields.location.column < other.fields.location.column ? -1 : 1
      }
      let (r, s) = (fields.rule.index, other.fields.rule.index)
      return r == s ? 0 : r < s ? -1 : 1
    }
  }

  private var box: Box

  /// The fields, read in place; a change makes a new box, so copies never see it.
  var fields: Fields {
    get { box.fields }
    set { box = Box(newValue) }
  }

  /// The rule that found it.
  public var rule: ValidationRule {
    get { box.fields.rule }
    set { fields.rule = newValue }
  }
  /// Errors fail validation; warnings do not (unless warnings are treated as errors).
  public var severity: LayoutDiagnostic.Severity {
    get { box.fields.severity }
    set { fields.severity = newValue }
  }
  /// Where to look.
  public var location: SourceLocation {
    get { box.fields.location }
    set { fields.location = newValue }
  }
  /// What is wrong: written out from `text` when read (`ProblemText` says why).
  public var message: String {
    get { box.fields.text.rendered }
    set { fields.text = .written(newValue) }
  }
  /// The message, or what it is written from.
  var text: ProblemText { box.fields.text }

  /// `message` written at the end of `out`, piece by piece: no string of its own.
  public func appendMessage(to out: inout String) {
    var buffer = TextBuffer()
    appendMessage(to: &buffer)
    out += buffer.text
  }

  /// `message` written at the end of a report's buffer.
  package func appendMessage(to out: inout TextBuffer) { box.fields.text.append(to: &out) }

  /// The view, layout guide or constraint the problem is about, by name: what baselines and
  /// suppressions match, so that an edit elsewhere in the file keeps them valid.
  public var item: String {
    get { box.fields.item }
    set {
      var changed = box.fields
      // The views stay those of the item as it was.
      if changed.views == nil { changed.views = [changed.item] }
      changed.item = newValue
      fields = changed
    }
  }
  /// Views to highlight in a picture.
  public var views: [String] {
    get { box.fields.views ?? [box.fields.item] }
    set { fields.views = newValue }
  }
  /// Layout guides the problem is about (an ambiguous guide), to highlight in a picture.
  public var guides: [String] {
    get { box.fields.guides }
    set { fields.guides = newValue }
  }
  /// Notes: the other members of a conflict, each at its location.
  public var notes: [LayoutDiagnostic] {
    get { box.fields.notes }
    set { fields.notes = newValue }
  }
  /// Which part of the item, where one item can have several problems under one rule: an
  /// ambiguity's axis (`horizontal`, `vertical`); empty otherwise. Reports that print a problem
  /// once for all the layouts that have it tell such problems apart by it.
  public var aspect: String {
    get { box.fields.aspect }
    set { fields.aspect = newValue }
  }

  /// Creates a problem; the severity defaults to the rule's default (a warning for a rule that
  /// is off by default, since whoever creates the problem asked for it).
  public init(
    _ rule: ValidationRule, _ severity: LayoutDiagnostic.Severity? = nil,
    at location: SourceLocation, _ message: String, item: String, views: [String] = [],
    guides: [String] = [], notes: [LayoutDiagnostic] = [], aspect: String = ""
  ) {
    self.init(
      rule, severity, at: location, text: .written(message), item: item, views: views,
      guides: guides, notes: notes, aspect: aspect)
  }

  /// A problem whose message is written out only when read; `views` nil for the item alone.
  init(
    _ rule: ValidationRule, _ severity: LayoutDiagnostic.Severity?, at location: SourceLocation,
    text: ProblemText, item: String, views: [String]? = [], guides: [String] = [],
    notes: [LayoutDiagnostic] = [], aspect: String = ""
  ) {
    box = Box(
      Fields(
        rule: rule, severity: severity ?? rule.defaultSeverity.diagnosticSeverity ?? .warning,
        location: location, text: text, item: item, views: views, guides: guides, notes: notes,
        aspect: aspect))
  }

  /// Problems are equal when everything a report shows of them is: the message is compared as
  /// written, whether or not it has been.
  public static func == (a: ValidationProblem, b: ValidationProblem) -> Bool {
    if a.box === b.box { return true }
    let (x, y) = (a.box.fields, b.box.fields)
    return x.rule == y.rule && x.severity == y.severity && x.location == y.location
      && x.item == y.item && a.views == b.views && x.guides == y.guides && x.notes == y.notes
      && x.aspect == y.aspect && x.text.rendered == y.text.rendered
  }

  /// How this problem and `other` compare in a layout's order, their messages left out
  /// (`Box.order`): negative, 0 or positive.
  func order(_ other: ValidationProblem) -> Int { box.order(other.box) }

  /// `path:line:column: error: message [rule-id]`, as compilers print a warning's flag.
  public var description: String {
    "\(location): \(severity.rawValue): \(message) [\(rule.id)]"
  }
}
