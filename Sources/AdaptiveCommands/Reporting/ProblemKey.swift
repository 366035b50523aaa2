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

  /// Whether `a`'s key comes before `b`'s in a layout's order (`Validator.precedes`: errors
  /// first, then by place, then by rule), read from the problems without making their keys.
  static func precedes(_ a: ValidationProblem, _ b: ValidationProblem) -> Bool {
    a.precedesAsFinding(b)
  }

  /// Whether two problems have the same key, without making their keys.
  static func same(_ a: ValidationProblem, _ b: ValidationProblem) -> Bool {
    a.isSameFinding(as: b)
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
