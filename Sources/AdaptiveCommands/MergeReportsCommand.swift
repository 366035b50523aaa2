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
    and prints one report: every file, sorted by path, and the totals added up. A document whose
    scenes were dealt to several shards becomes one entry, its scenes in document order, as an
    unsharded run reports it. A file, or a document's scene, in two reports is an error (the
    shards overlap). Exit status: 0 when the merged report has no
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

  /// A file of the merged report: its entry, and for a document dealt by scene, the parts read.
  typealias MergedFile = (
    path: String, value: JSONValue, parts: [[ProfileJSON.Member]]
  )

  public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
    var files: [MergedFile] = []
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
        let isPart = fields.contains { $0.key == "shard" }
        if let i = files.firstIndex(where: { $0.path == path }) {
          guard isPart, !files[i].parts.isEmpty,
            let joined = join(files[i].parts + [fields], into: &files[i])
          else {
            context.writeError(
              "\(shown):\(entry.line):\(entry.column): error: '\(path)'"
                + " is in two reports; do the shards overlap?\n")
            bad = true
            continue
          }
          files[i].parts = joined
          continue
        }
        var file = (
          path: path, value: Self.value(entry), parts: [[ProfileJSON.Member]]()
        )
        if isPart {
          file.parts = [fields]
          _ = join(file.parts, into: &file)
        }
        files.append(file)
      }
    }
    if bad { return .badInput }
    files.sort { $0.path < $1.path }
    // The totals, counted from the merged entries (a document's parts may have overlapping
    // failures that an unsharded run reports once).
    var sums = [Double](repeating: 0, count: totals.count)
    for file in files {
      guard case .object(let fields) = file.value else { continue }
      func number(_ key: String) -> Double {
        if let v = fields.first(where: { $0.0 == key })?.1, case .number(let n) = v { return n }
        return 0
      }
      if let v = fields.first(where: { $0.0 == "layouts" })?.1, case .array(let list) = v {
        sums[0] += Double(list.count)
      }
      sums[1] += number("errors")
      sums[2] += number("warnings")
      sums[3] += number("suppressed")
      if let v = fields.first(where: { $0.0 == "failure" })?.1, case .array = v { sums[4] += 1 }
    }
    var members: [(String, JSONValue)] = [("files", .array(files.map(\.value)))]
    for (key, sum) in zip(totals, sums) { members.append((key, .number(sum))) }
    guard context.deliver(JSONValue.object(members).rendered() + "\n", arguments) else {
      return .badInput
    }
    let errors = sums[1]
    let warnings = sums[2]
    return errors > 0 || (arguments.has("--strict") && warnings > 0) ? .layoutProblems : .success
  }

  /// Joins the parts of one document dealt by scene into `file.value`, as an unsharded run
  /// reports it: the parts, or nil when two parts checked the same scene or disagree on the
  /// document's scenes.
  static func join(
    _ parts: [[ProfileJSON.Member]], into file: inout MergedFile
  ) -> [[ProfileJSON.Member]]? {
    func member(_ fields: [ProfileJSON.Member], _ key: String) -> ProfileJSON? {
      fields.first { $0.key == key }?.value
    }
    func strings(_ json: ProfileJSON?) -> [String] {
      guard let json, case .array(let list) = json.kind else { return [] }
      return list.compactMap { if case .string(let s) = $0.kind { s } else { nil } }
    }
    func list(_ json: ProfileJSON?) -> [ProfileJSON] {
      guard let json, case .array(let list) = json.kind else { return [] }
      return list
    }
    func number(_ json: ProfileJSON?) -> Double {
      guard let json, case .number(let n) = json.kind else { return 0 }
      return n
    }
    var order: [String]?
    var checked: Set<String> = []
    // Each scene's scene-wide problems and layouts, by scene id.
    var problems: [String: [JSONValue]] = [:]  // lookups only
    var layouts: [(scene: String, value: JSONValue)] = []
    var firstFailure: (index: Int, fields: [ProfileJSON.Member])?
    var errors = 0.0
    var warnings = 0.0
    var suppressed = 0.0
    var anyProblems = false
    for fields in parts {
      guard let shard = member(fields, "shard"), case .object(let meta) = shard.kind else {
        return nil
      }
      let scenes = strings(member(meta, "scenes"))
      if order == nil { order = scenes }
      guard order == scenes else { return nil }
      if let failed = member(meta, "failedScene"), case .string(let id) = failed.kind {
        let index = scenes.firstIndex(of: id) ?? scenes.count
        if index < (firstFailure?.index ?? Int.max) { firstFailure = (index, fields) }
      }
      var fileProblems = list(member(fields, "problems"))[...]
      for item in list(member(meta, "checked")) {
        guard case .object(let entry) = item.kind, let idValue = member(entry, "id"),
          case .string(let id) = idValue.kind, checked.insert(id).inserted
        else { return nil }
        // A count read from the file: out of range (or not a number) takes what is left.
        let count = number(member(entry, "problems"))
        let n = count >= 0 && count < Double(fileProblems.count) ? Int(count) : fileProblems.count
        problems[id] = fileProblems.prefix(n).map(value)
        fileProblems = fileProblems.dropFirst(n)
      }
      for layout in list(member(fields, "layouts")) {
        var scene = ""
        if case .object(let l) = layout.kind, let s = member(l, "sceneId"),
          case .string(let id) = s.kind
        {
          scene = id
        }
        layouts.append((scene, value(layout)))
      }
      errors += number(member(fields, "errors"))
      warnings += number(member(fields, "warnings"))
      suppressed += number(member(fields, "suppressed"))
      if let s = member(fields, "status"), case .string("problems") = s.kind { anyProblems = true }
    }
    if let firstFailure {
      file.value = .object(
        firstFailure.fields.filter { $0.key != "shard" }.map { ($0.key, value($0.value)) })
      return parts
    }
    let scenes = order ?? []
    let rank = Dictionary(scenes.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    // A stable sort by document order: an unsharded run checks the scenes in that order.
    let sortedLayouts = layouts.enumerated().sorted {
      (rank[$0.element.scene] ?? scenes.count, $0.offset)
        < (rank[$1.element.scene] ?? scenes.count, $1.offset)
    }.map(\.element.value)
    file.value = .object([
      ("path", .string(file.path)), ("status", .string(anyProblems ? "problems" : "ok")),
      ("errors", .number(errors)), ("warnings", .number(warnings)),
      ("suppressed", .number(suppressed)), ("failure", .null),
      ("problems", .array(scenes.flatMap { problems[$0] ?? [] })),
      ("layouts", .array(sortedLayouts)),
    ])
    return parts
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
