import AdaptiveLayout

/// A problem found in one target, or in the scene as a whole.
public struct ValidationProblem: Sendable, Equatable, CustomStringConvertible {
  /// The rule that found it.
  public var rule: ValidationRule
  /// Errors fail validation; warnings do not (unless warnings are treated as errors).
  public var severity: LayoutDiagnostic.Severity
  /// Where to look.
  public var location: SourceLocation
  /// What is wrong.
  public var message: String
  /// The view, layout guide or constraint the problem is about, by name: what baselines and
  /// suppressions match, so that an edit elsewhere in the file keeps them valid.
  public var item: String
  /// Views to highlight in a picture.
  public var views: [String]
  /// Layout guides the problem is about (an ambiguous guide), to highlight in a picture.
  public var guides: [String]
  /// Notes: the other members of a conflict, each at its location.
  public var notes: [LayoutDiagnostic]
  /// Which part of the item, where one item can have several problems under one rule: an
  /// ambiguity's axis (`horizontal`, `vertical`); empty otherwise. Reports that print a problem
  /// once for all the layouts that have it tell such problems apart by it.
  public var aspect: String

  /// Creates a problem; the severity defaults to the rule's default (a warning for a rule that
  /// is off by default, since whoever creates the problem asked for it).
  public init(
    _ rule: ValidationRule, _ severity: LayoutDiagnostic.Severity? = nil,
    at location: SourceLocation, _ message: String, item: String, views: [String] = [],
    guides: [String] = [], notes: [LayoutDiagnostic] = [], aspect: String = ""
  ) {
    self.rule = rule
    self.severity = severity ?? rule.defaultSeverity.diagnosticSeverity ?? .warning
    self.location = location
    self.message = message
    self.item = item
    self.views = views
    self.guides = guides
    self.notes = notes
    self.aspect = aspect
  }

  /// `path:line:column: error: message [rule-id]`, as compilers print a warning's flag.
  public var description: String {
    "\(location): \(severity.rawValue): \(message) [\(rule.id)]"
  }
}
