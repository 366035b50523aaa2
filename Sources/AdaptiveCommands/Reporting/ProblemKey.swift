import AdaptiveLayout
import LayoutValidation

/// What makes two layouts' problems one: the same rule about the same item (and aspect of it)
/// at the same place, with the same severity. The message may differ (an off-screen view's
/// frame, a conflict's set); the text report, the CI annotations and the code-scanning results
/// all group by this.
struct ProblemKey: Hashable, Sendable {
  var location: SourceLocation
  var rule: ValidationRule
  var item: String
  var severity: LayoutDiagnostic.Severity
  /// An ambiguity's axis: a view free on both axes has two problems.
  var aspect: String

  /// Equal when every part is: the numbers compared first, then the strings (the path is
  /// nearly always the same one).
  static func == (a: ProblemKey, b: ProblemKey) -> Bool {
    a.location.line == b.location.line && a.location.column == b.location.column
      && a.rule == b.rule && a.severity == b.severity && a.item == b.item
      && a.aspect == b.aspect && a.location.path == b.location.path
  }

  init(_ problem: ValidationProblem) {
    location = problem.location
    rule = problem.rule
    item = problem.item
    severity = problem.severity
    aspect = problem.aspect
  }

  /// The place and the rule only: they tell nearly every two problems apart, and hashing the
  /// strings too (the path and the item's name, for each of a large scene's thousands of
  /// problems in each layout) was most of the grouping's cost. Equality still compares all.
  func hash(into hasher: inout Hasher) {
    hasher.combine(location.line)
    hasher.combine(location.column)
    hasher.combine(rule)
  }
}
