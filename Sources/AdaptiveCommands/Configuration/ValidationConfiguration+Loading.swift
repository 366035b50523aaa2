import AdaptiveLayout
import DeviceProfiles
import LayoutValidation
import SizeClasses

/// A configuration file that cannot be used: every problem, each at its line.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `path:line:column: error: message`, one per problem, in file order.
  public var diagnostics: [LayoutDiagnostic]

  /// One diagnostic per line.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension ValidationConfiguration {
  /// The file's name: found in the working directory or the nearest folder above it.
  public static let fileName = ".adaptive.json"

  /// The keys a configuration may have, in the order `Docs/rules.md` documents them.
  public static let keys = [
    "rules", "profiles", "configurations", "classes", "canvases", "rightToLeft", "strict",
    "excluded", "suppressions",
  ]

  /// The paths searched for `.adaptive.json`, nearest first: `cwd`, then each folder above.
  public static func searchPaths(from cwd: String) -> [String] {
    var folder = PathPattern.normalized(cwd)
    var paths: [String] = []
    while true {
      paths.append(folder == "/" ? "/" + fileName : folder + "/" + fileName)
      guard folder != "/" && !folder.isEmpty, let slash = folder.lastIndex(of: "/") else {
        break
      }
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
    return paths
  }

  /// Reads a configuration file's bytes, strictly: an unknown key, a rule id or severity that
  /// does not exist, a value of the wrong type are errors at their line and column.
  public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError)
    -> ValidationConfiguration
  {
    var reader = ConfigurationReader(path: path)
    let root: ProfileJSON
    do {
      root = try ProfileJSONReader.parse(bytes)
    } catch {
      throw ConfigurationError(diagnostics: [
        LayoutDiagnostic(
          .error, at: SourceLocation(path: path, line: error.line, column: error.column),
          error.message)
      ])
    }
    var configuration = ValidationConfiguration()
    configuration.path = path
    if let slash = path.lastIndex(of: "/") {
      configuration.directory = slash == path.startIndex ? "/" : String(path[..<slash])
    }
    reader.read(root, into: &configuration)
    if !reader.diagnostics.isEmpty { throw ConfigurationError(diagnostics: reader.diagnostics) }
    return configuration
  }
}

/// Reads the members of a configuration's JSON, collecting every problem rather than stopping at
/// the first, as the scene parser does.
struct ConfigurationReader {
  let path: String
  var diagnostics: [LayoutDiagnostic] = []

  init(path: String) {
    self.path = path
  }

  mutating func error(_ line: Int, _ column: Int, _ message: String) {
    diagnostics.append(
      LayoutDiagnostic(.error, at: SourceLocation(path: path, line: line, column: column), message))
  }

  mutating func error(_ value: ProfileJSON, _ message: String) {
    error(value.line, value.column, message)
  }

  /// "unknown key 'x'; did you mean 'y'?" or the list of keys.
  static func unknown(_ what: String, _ name: String, among names: [String]) -> String {
    if let close = NameSuggestion.closest(to: name, among: names) {
      return "unknown \(what) '\(Self.cut(name))'; did you mean '\(close)'?"
    }
    return "unknown \(what) '\(Self.cut(name))'; expected one of \(names.joined(separator: ", "))"
  }

  /// A name as quoted in a message: at most 40 characters, cut with an ellipsis.
  static func cut(_ text: String) -> String {
    text.count <= 40 ? text : text.prefix(40) + "…"
  }

  mutating func read(_ root: ProfileJSON, into c: inout ValidationConfiguration) {
    guard case .object(let members) = root.kind else {
      error(root, "a configuration is an object, found \(root.typeDescription)")
      return
    }
    for member in members {
      let value = member.value
      switch member.key {
      case "rules": readRules(value, into: &c.rules)
      case "profiles":
        let list = strings(value, "profiles")
        c.profiles = list.map(\.value)
        c.profileLocations = list.map(\.location)
      case "configurations":
        let list = strings(value, "configurations")
        c.configurations = list.map(\.value)
        c.configurationLocations = list.map(\.location)
      case "classes":
        var classes: [SizeClassPair] = []
        for entry in strings(value, "classes") {
          if let pair = SizeClassPair(notation: entry.value) {
            if !classes.contains(pair) { classes.append(pair) }
          } else {
            error(
              entry.location.line, entry.location.column,
              "classes: bad size class '\(Self.cut(entry.value))': expected wX-hY, X and Y one of "
                + "C, R, Any")
          }
        }
        c.classes = classes
      case "canvases": if let b = bool(value, "canvases") { c.canvases = b }
      case "rightToLeft": if let b = bool(value, "rightToLeft") { c.rightToLeft = b }
      case "strict": if let b = bool(value, "strict") { c.strict = b }
      case "excluded": c.excluded = strings(value, "excluded").map { PathPattern($0.value) }
      case "suppressions": c.suppressions = suppressions(value)
      case "$schema": break  // for editors that complete and check the file; not ours to read
      default:
        error(
          member.keyLine, member.keyColumn,
          Self.unknown("key", member.key, among: ValidationConfiguration.keys))
      }
    }
  }

  mutating func readRules(_ value: ProfileJSON, into rules: inout RuleSeverities) {
    guard case .object(let members) = value.kind else {
      error(
        value,
        "rules: expected an object of rule ids and severities, found \(value.typeDescription)")
      return
    }
    let ids = ValidationRule.allCases.map(\.id)
    let severities = RuleSeverity.allCases.map(\.rawValue)
    for member in members {
      guard let rule = ValidationRule(id: member.key) else {
        error(member.keyLine, member.keyColumn, Self.unknown("rule", member.key, among: ids))
        continue
      }
      guard case .string(let text) = member.value.kind, let severity = RuleSeverity(rawValue: text)
      else {
        error(
          member.value,
          "rules: '\(rule.id)' takes \(severities.joined(separator: ", ")), found "
            + describe(member.value))
        continue
      }
      rules[rule] = severity
    }
  }

  func describe(_ value: ProfileJSON) -> String {
    if case .string(let text) = value.kind { return "'\(Self.cut(text))'" }
    return value.typeDescription
  }

  mutating func bool(_ value: ProfileJSON, _ key: String) -> Bool? {
    guard case .bool(let b) = value.kind else {
      error(value, "\(key): expected true or false, found \(describe(value))")
      return nil
    }
    return b
  }

  mutating func strings(_ value: ProfileJSON, _ key: String)
    -> [(value: String, location: SourceLocation)]
  {
    guard case .array(let elements) = value.kind else {
      error(value, "\(key): expected an array of strings, found \(value.typeDescription)")
      return []
    }
    var out: [(value: String, location: SourceLocation)] = []
    for element in elements {
      guard case .string(let text) = element.kind else {
        error(element, "\(key): expected a string, found \(element.typeDescription)")
        continue
      }
      out.append((text, SourceLocation(path: path, line: element.line, column: element.column)))
    }
    return out
  }

  static let suppressionKeys = ["rule", "item", "scene", "file", "reason"]

  mutating func suppressions(_ value: ProfileJSON) -> [Suppression] {
    guard case .array(let elements) = value.kind else {
      error(value, "suppressions: expected an array of objects, found \(value.typeDescription)")
      return []
    }
    var out: [Suppression] = []
    for element in elements {
      guard case .object(let members) = element.kind else {
        error(element, "suppressions: expected an object, found \(element.typeDescription)")
        continue
      }
      var rule: ValidationRule?
      var fields: [String: String] = [:]  // lookups only
      var ok = true
      for member in members {
        guard Self.suppressionKeys.contains(member.key) else {
          error(
            member.keyLine, member.keyColumn,
            "suppressions: " + Self.unknown("key", member.key, among: Self.suppressionKeys))
          ok = false
          continue
        }
        guard case .string(let text) = member.value.kind else {
          error(
            member.value,
            "suppressions: '\(member.key)' is a string, found \(member.value.typeDescription)")
          ok = false
          continue
        }
        if member.key == "rule" {
          rule = ValidationRule(id: text)
          if rule == nil {
            error(
              member.value,
              "suppressions: "
                + Self.unknown("rule", text, among: ValidationRule.allCases.map(\.id)))
            ok = false
          }
        }
        fields[member.key] = text
      }
      guard ok else { continue }
      guard let rule else {
        error(element, "suppressions: a suppression names its 'rule'")
        continue
      }
      guard let reason = fields["reason"], !reason.allSatisfy(\.isWhitespace) else {
        error(element, "suppressions: a suppression says why in 'reason'")
        continue
      }
      guard fields["item"] != nil || fields["scene"] != nil || fields["file"] != nil else {
        error(element, "suppressions: a suppression names an 'item', a 'scene' or a 'file'")
        continue
      }
      out.append(
        Suppression(
          rule: rule, item: fields["item"], scene: fields["scene"],
          file: fields["file"].map(PathPattern.init), reason: reason))
    }
    return out
  }
}
