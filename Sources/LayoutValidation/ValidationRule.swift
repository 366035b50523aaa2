import AdaptiveLayout

/// One check `Validator` makes, with a stable identifier, as linters name their rules.
///
/// The identifier (`rawValue`) is printed after every diagnostic (`… [ambiguous-layout]`), keys
/// configuration files, baselines and suppressions, and names the rule in SARIF and JUnit, so it
/// never changes once released. `Docs/rules.md` lists every rule with an example.
public enum ValidationRule: String, CaseIterable, Sendable, Hashable, Comparable {
  /// Required constraints that cannot all hold.
  case unsatisfiable
  /// A view or layout guide whose position or size the constraints do not fix.
  case ambiguousLayout = "ambiguous-layout"
  /// A view that lies, at least in part, outside the screen.
  case offScreen = "off-screen"
  /// A view on screen that lies, at least in part, outside its superview.
  case outsideSuperview = "outside-superview"
  /// A view with content (a kind other than a plain view, an intrinsic size, or subviews) whose
  /// width or height is zero or negative. A plain empty view is a spacer and is not reported.
  case zeroSize = "zero-size"
  /// A width-only and a height-only variation of one item that disagree.
  case variationConflict = "variation-conflict"
  /// A constraint installed in no size class.
  case neverInstalled = "never-installed"
  /// An optional constraint (priority below 1000) that the layout does not meet.
  case unmetOptional = "unmet-optional"

  /// The identifier, as printed: `ambiguous-layout`.
  public var id: String { rawValue }

  /// The severity when no configuration says otherwise, following what Xcode flags: conflicts
  /// and ambiguity are errors (Interface Builder's red), misplaced views and variations that
  /// disagree warnings (its yellow); an unmet optional constraint is how priorities work, and is
  /// not reported unless asked for.
  public var defaultSeverity: RuleSeverity {
    switch self {
    case .unsatisfiable, .ambiguousLayout: return .error
    case .offScreen, .outsideSuperview, .zeroSize, .variationConflict, .neverInstalled:
      return .warning
    case .unmetOptional: return .off
    }
  }

  /// One line saying what the rule finds, for `--help`, SARIF and `Docs/rules.md`.
  public var summary: String {
    switch self {
    case .unsatisfiable: return "Required constraints that cannot all hold."
    case .ambiguousLayout:
      return "A view or layout guide whose position or size the constraints do not fix."
    case .offScreen: return "A view that lies outside the screen."
    case .outsideSuperview: return "A view that lies outside its superview."
    case .zeroSize: return "A view with content whose width or height is zero or negative."
    case .variationConflict:
      return "A width-only and a height-only variation of one item that disagree."
    case .neverInstalled: return "A constraint installed in no size class."
    case .unmetOptional: return "An optional constraint the layout leaves unmet."
    }
  }

  /// The rule with this identifier.
  public init?(id: String) {
    self.init(rawValue: id)
  }

  /// Its place in `allCases` (declaration order), without searching the list: asked for each
  /// problem of each layout (sorting a layout's problems, counting them by rule).
  public var index: Int {
    switch self {
    case .unsatisfiable: return 0
    case .ambiguousLayout: return 1
    case .offScreen: return 2
    case .outsideSuperview: return 3
    case .zeroSize: return 4
    case .variationConflict: return 5
    case .neverInstalled: return 6
    case .unmetOptional: return 7
    }
  }

  /// In declaration order, which is the order `Docs/rules.md` lists them.
  public static func < (lhs: ValidationRule, rhs: ValidationRule) -> Bool {
    lhs.index < rhs.index
  }
}

/// How a rule's findings count: an error fails the run, a warning is shown (and fails it only
/// under `--strict`), `off` is not checked.
public enum RuleSeverity: String, CaseIterable, Sendable, Hashable {
  /// Fails the run.
  case error
  /// Shown; fails the run only when warnings are treated as errors.
  case warning
  /// Not checked.
  case off

  /// The diagnostic severity a finding gets, or nil when the rule is off.
  public var diagnosticSeverity: LayoutDiagnostic.Severity? {
    switch self {
    case .error: return .error
    case .warning: return .warning
    case .off: return nil
    }
  }
}

/// The severity of every rule: the defaults, changed rule by rule by a configuration.
public struct RuleSeverities: Sendable, Equatable {
  private var overrides: [ValidationRule: RuleSeverity] = [:]  // lookups only

  /// Every rule at its default severity.
  public init() {}

  /// The rule's severity.
  public subscript(rule: ValidationRule) -> RuleSeverity {
    get { overrides[rule] ?? rule.defaultSeverity }
    set { overrides[rule] = newValue == rule.defaultSeverity ? nil : newValue }
  }

  /// Whether the rule is checked at all.
  public func isEnabled(_ rule: ValidationRule) -> Bool { self[rule] != .off }
}
