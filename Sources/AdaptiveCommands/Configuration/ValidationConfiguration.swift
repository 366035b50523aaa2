import AdaptiveLayout
import LayoutValidation
import SizeClasses

/// What `.adaptive.json` says: which rules at which severity, where to check, what to skip.
///
/// Every field is optional in the file; an empty configuration checks what `adaptive validate`
/// checks without one.
public struct ValidationConfiguration: Sendable, Equatable {
  /// The file it was read from, or nil for the built-in defaults.
  public var path: String?
  /// The directory that relative `excluded` and suppression `file` patterns start from.
  public var directory: String = "."
  /// The severity of every rule.
  public var rules = RuleSeverities()
  /// Device profile ids to check; nil for every profile, empty for none.
  public var profiles: [String]?
  /// Where each of `profiles` is written, for an error about it.
  public var profileLocations: [SourceLocation] = []
  /// Configuration names (`portrait`, `landscape-1/2`, …) to check; nil for all.
  public var configurations: [String]?
  /// Where each of `configurations` is written, for an error about it.
  public var configurationLocations: [SourceLocation] = []
  /// Size classes to check, on the canvases and on devices; nil for all 9.
  public var classes: [SizeClassPair]?
  /// Whether Interface Builder's 9 class canvases are checked (besides devices).
  public var canvases = true
  /// Whether every layout is also checked right to left (the default: an RTL locale is a real
  /// device configuration).
  public var rightToLeft = true
  /// Whether warnings fail the run, as `--strict` does.
  public var strict = false
  /// Paths not to check: glob patterns (`*`, `**`, `?`), relative to `directory`; a pattern
  /// that names a folder excludes everything in it.
  public var excluded: [PathPattern] = []
  /// Problems accepted on purpose, each with its reason.
  public var suppressions: [Suppression] = []

  /// The built-in defaults.
  public init() {}

  /// Whether `path` (relative to the working directory `cwd`, or absolute) is excluded.
  public func excludes(_ path: String, cwd: String?) -> Bool {
    let relative = PathPattern.relative(path, to: directory, cwd: cwd)
    return excluded.contains { $0.matches(relative, orAnyFolderOf: true) }
  }

  /// The suppression that covers a problem of `path`'s layout of `scene`, if any. For a
  /// storyboard or xib, `itemID` is the item's document id and `sceneAliases` the scene's id and
  /// title: a suppression may name the item or the scene either way.
  public func suppression(
    for problem: ValidationProblem, path: String, scene: String, cwd: String?,
    itemID: String? = nil, sceneAliases: [String] = []
  ) -> Suppression? {
    suppressions.first { s in
      guard s.rule == problem.rule else { return false }
      if let item = s.item, item != problem.item && item != itemID { return false }
      if let name = s.scene, name != scene && !sceneAliases.contains(name) { return false }
      if let file = s.file {
        return file.matches(
          PathPattern.relative(path, to: directory, cwd: cwd), orAnyFolderOf: true)
      }
      return true
    }
  }
}

/// A problem accepted on purpose: a rule, where (an item, a scene, files) and why.
public struct Suppression: Sendable, Equatable {
  /// The rule whose findings are suppressed.
  public var rule: ValidationRule
  /// The view, guide or constraint (a storyboard element's id, once storyboards are read).
  public var item: String?
  /// The scene, by its title.
  public var scene: String?
  /// The files.
  public var file: PathPattern?
  /// Why: required, so that the next reader knows.
  public var reason: String

  /// Creates a suppression.
  public init(
    rule: ValidationRule, item: String? = nil, scene: String? = nil, file: PathPattern? = nil,
    reason: String
  ) {
    self.rule = rule
    self.item = item
    self.scene = scene
    self.file = file
    self.reason = reason
  }
}
