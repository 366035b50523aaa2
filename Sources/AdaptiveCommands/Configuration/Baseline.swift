import AdaptiveLayout
import DeviceProfiles
import LayoutValidation

/// Problems recorded on purpose, so that a run fails only on new ones (SwiftLint's baseline).
///
/// An entry is a file, a rule and an item (the view, guide or constraint), not a line: editing
/// elsewhere in the file keeps the baseline valid, and a problem moves with its item. The file
/// is JSON, sorted, one entry per line's worth of members, so it diffs well in review.
public struct Baseline: Sendable, Equatable {
  /// One recorded problem.
  public struct Entry: Sendable, Hashable, Comparable {
    /// The path as given to `adaptive validate`.
    public var file: String
    /// The rule.
    public var rule: ValidationRule
    /// The item.
    public var item: String

    /// Creates an entry.
    public init(file: String, rule: ValidationRule, item: String) {
      self.file = file
      self.rule = rule
      self.item = item
    }

    /// By file, then rule, then item.
    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.rule, lhs.item) < (rhs.file, rhs.rule, rhs.item)
    }
  }

  /// The entries.
  public var entries: Set<Entry>

  /// Creates a baseline.
  public init(entries: Set<Entry> = []) {
    self.entries = entries
  }

  /// Whether the baseline records this problem of `file`.
  public func contains(_ problem: ValidationProblem, file: String) -> Bool {
    entries.contains(Entry(file: file, rule: problem.rule, item: problem.item))
  }

  /// The baseline as JSON text: `{"version": 1, "problems": [{file, rule, item}, …]}`, sorted.
  public var json: String {
    JSONValue.object([
      ("version", .number(1)),
      (
        "problems",
        .array(
          entries.sorted().map {
            .object([
              ("file", .string($0.file)), ("rule", .string($0.rule.id)), ("item", .string($0.item)),
            ])
          })
      ),
    ]).rendered() + "\n"
  }

  /// Reads a baseline written by `--write-baseline`; problems as `path:line:column: error:`.
  public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> Baseline {
    func fail(_ line: Int, _ column: Int, _ message: String) -> ConfigurationError {
      ConfigurationError(diagnostics: [
        LayoutDiagnostic(
          .error, at: SourceLocation(path: path, line: line, column: column), message)
      ])
    }
    let root: ProfileJSON
    do {
      root = try ProfileJSONReader.parse(bytes)
    } catch {
      throw fail(error.line, error.column, error.message)
    }
    guard case .object(let members) = root.kind else {
      throw fail(root.line, root.column, "a baseline is an object, found \(root.typeDescription)")
    }
    var entries: Set<Entry> = []
    for member in members {
      switch member.key {
      case "version":
        guard case .number(1) = member.value.kind else {
          throw fail(member.value.line, member.value.column, "version: expected 1")
        }
      case "problems":
        guard case .array(let elements) = member.value.kind else {
          throw fail(member.value.line, member.value.column, "problems: expected an array")
        }
        for element in elements {
          guard case .object(let fields) = element.kind else {
            throw fail(element.line, element.column, "problems: expected an object")
          }
          var values: [String: String] = [:]  // lookups only
          for field in fields {
            guard ["file", "rule", "item"].contains(field.key) else {
              throw fail(
                field.keyLine, field.keyColumn,
                ConfigurationReader.unknown("key", field.key, among: ["file", "rule", "item"]))
            }
            guard case .string(let text) = field.value.kind else {
              throw fail(field.value.line, field.value.column, "\(field.key): expected a string")
            }
            values[field.key] = text
          }
          guard let file = values["file"], let id = values["rule"], let item = values["item"]
          else {
            throw fail(element.line, element.column, "an entry has a file, a rule and an item")
          }
          guard let rule = ValidationRule(id: id) else {
            throw fail(
              element.line, element.column,
              ConfigurationReader.unknown("rule", id, among: ValidationRule.allCases.map(\.id)))
          }
          entries.insert(Entry(file: file, rule: rule, item: item))
        }
      default:
        throw fail(
          member.keyLine, member.keyColumn,
          ConfigurationReader.unknown("key", member.key, among: ["version", "problems"]))
      }
    }
    return Baseline(entries: entries)
  }
}

/// `--shard K/N`: the K-th of N deterministic parts of the work, so that a CI matrix of N jobs
/// shares it. The unit is a file, or one scene of a storyboard or xib, so that a large document's
/// scenes spread over the jobs too. Units are taken sorted by path, then scene id, and dealt
/// round-robin, so parts differ by at most one unit and every unit is in exactly one part whatever
/// order the shell gave the files.
public struct Shard: Sendable, Equatable {
  /// One unit of work: a file, or one scene (by id) of a document.
  public struct Unit: Sendable, Hashable {
    /// The path as given.
    public var path: String
    /// The document scene's id; nil for a whole file.
    public var scene: String?

    /// A unit of `path`, a whole file unless `scene` names one of its scenes.
    public init(path: String, scene: String? = nil) {
      self.path = path
      self.scene = scene
    }
  }

  /// 1-based: which part.
  public var index: Int
  /// How many parts.
  public var count: Int

  /// Reads `K/N` with 1 ≤ K ≤ N ≤ 10,000.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 10_000,
      k >= 1, k <= n
    else { return nil }
    index = k
    count = n
  }

  /// The paths of this part, in the order given (each file one unit).
  public func select(_ paths: [String]) -> [String] {
    let mine = Set(select(units: paths.map { Unit(path: $0) }).map(\.path))
    var seen: Set<String> = []
    return paths.filter { mine.contains($0) && seen.insert($0).inserted }
  }

  /// The units of this part, in the order given (duplicates dropped).
  public func select(units: [Unit]) -> [Unit] {
    let sorted = Array(Set(units)).sorted {
      ($0.path, $0.scene ?? "") < ($1.path, $1.scene ?? "")
    }
    var mine: Set<Unit> = []
    for (i, unit) in sorted.enumerated() where i % count == index - 1 { mine.insert(unit) }
    var seen: Set<Unit> = []
    return units.filter { mine.contains($0) && seen.insert($0).inserted }
  }
}
