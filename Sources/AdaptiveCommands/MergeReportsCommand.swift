import AdaptiveLayout
import DeviceProfiles

/// `adaptive merge-reports REPORT.json…`: the JSON reports of `validate --shard K/N` joined into
/// one, as if one job had checked every file.
public enum MergeReportsCommand: Command {
  public static let name = "merge-reports"
  public static let summary = "Join the JSON reports of validate's shards into one."
  public static let usage = "adaptive merge-reports REPORT.json... [--strict] [-o FILE]"
  public static let help = """
    Reads the reports `adaptive validate --reporter json` wrote (one per shard of a CI matrix)
    and prints one report: every file, sorted by path, and the totals added up. A file in two
    reports is an error (the shards overlap). Exit status: 0 when the merged report has no
    errors (and, with --strict, no warnings), 1 when it has, 2 for bad input.
    For JUnit and SARIF no merge is needed: CI systems take several files (GitLab's
    `artifacts:reports:junit` a glob, GitHub's upload-sarif a folder).
    """
  public static let options = [
    CommandOption("--strict", summary: "Warnings fail too."),
    CommandOption("-o", valueName: "FILE", summary: "Write the report to FILE instead of stdout."),
  ]
  public static let positionalCount = 1...100_000

  static let totals = ["layouts", "errors", "warnings", "suppressed", "notChecked"]

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    var files: [(path: String, value: JSONValue)] = []
    var sums = [Double](repeating: 0, count: totals.count)
    var bad = false
    for report in arguments.positionals {
      let shown = CommandContext.displayPath(report)
      let bytes: [UInt8]
      switch context.readFile(report) {
      case .failure(let error):
        context.writeError("\(shown): error: cannot read the file: \(error.reason)\n")
        bad = true
        continue
      case .success(let b): bytes = b
      }
      let root: ProfileJSON
      do {
        root = try ProfileJSONReader.parse(bytes)
      } catch {
        context.writeError("\(shown):\(error.line):\(error.column): error: \(error.message)\n")
        bad = true
        continue
      }
      guard case .object(let members) = root.kind,
        let list = members.first(where: { $0.key == "files" })?.value,
        case .array(let entries) = list.kind
      else {
        context.writeError(
          "\(shown):1:1: error: not a report of 'adaptive validate --reporter json'\n")
        bad = true
        continue
      }
      for (i, key) in totals.enumerated() {
        if let member = members.first(where: { $0.key == key }),
          case .number(let n) = member.value.kind
        {
          sums[i] += n
        }
      }
      for entry in entries {
        guard case .object(let fields) = entry.kind,
          let pathValue = fields.first(where: { $0.key == "path" })?.value,
          case .string(let path) = pathValue.kind
        else {
          context.writeError(
            "\(shown):\(entry.line):\(entry.column): error: a file without a path\n")
          bad = true
          continue
        }
        if files.contains(where: { $0.path == path }) {
          context.writeError(
            "\(shown):\(entry.line):\(entry.column): error: '\(path)' is in two reports; "
              + "do the shards overlap?\n")
          bad = true
          continue
        }
        files.append((path, Self.value(entry)))
      }
    }
    if bad { return .badInput }
    files.sort { $0.path < $1.path }
    var members: [(String, JSONValue)] = [("files", .array(files.map(\.value)))]
    for (key, sum) in zip(totals, sums) { members.append((key, .number(sum))) }
    guard context.deliver(JSONValue.object(members).rendered() + "\n", arguments) else {
      return .badInput
    }
    let errors = sums[1]
    let warnings = sums[2]
    return errors > 0 || (arguments.has("--strict") && warnings > 0) ? .layoutProblems : .success
  }

  /// A parsed value as the printer's, members in file order.
  static func value(_ json: ProfileJSON) -> JSONValue {
    switch json.kind {
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .number(let n): return .number(n)
    case .string(let s): return .string(s)
    case .array(let elements): return .array(elements.map(value))
    case .object(let members): return .object(members.map { ($0.key, value($0.value)) })
    }
  }
}
