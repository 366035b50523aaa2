import LayoutValidation

/// SARIF 2.1.0 (OASIS), for code scanning: one run of the `adaptive` driver with every rule (id,
/// summary, default level), one result per problem grouped across layouts, each at its file,
/// line and column, the other members of a conflict as related locations, and a fingerprint of
/// file, rule and item so that results keep their identity when lines move.
enum SARIFReporter {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  static func level(_ severity: RuleSeverity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .off: return "none"
    }
  }

  /// The whole report as one value (`write` writes the same text piece by piece).
  static func render(_ run: ValidationRun) -> JSONValue {
    var results: [JSONValue] = []
    forEachResult(run) { results.append($0) }
    return .object([
      ("$schema", .string(schema)),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(runHead(run) + [("results", .array(results))])])),
    ])
  }

  /// Writes `render(run).rendered()` and a newline, a result at a time: a report of thousands
  /// of views' problems is written as it is made rather than built whole (SARIF groups each
  /// problem across layouts, so the run's problems are kept either way; the report's tree and
  /// text are not).
  static func write(_ run: ValidationRun, emit: (String) -> Void) {
    var text = "{\n"
    JSONValue.writeMember("$schema", .string(schema), to: &text, indentation: "  ")
    JSONValue.writeMember("version", .string("2.1.0"), to: &text, indentation: "  ")
    text += "  \"runs\": [\n    {\n"
    for (key, value) in runHead(run) {
      JSONValue.writeMember(key, value, to: &text, indentation: "      ")
    }
    // Each result is written when the next one comes, which says whether a comma follows it.
    var pending: JSONValue?
    forEachResult(run) { result in
      if let previous = pending {
        text += "        "
        previous.write(to: &text, indentation: "        ")
        text += ",\n"
        emit(text)
        text.removeAll(keepingCapacity: true)
      } else {
        text += "      \"results\": [\n"
      }
      pending = result
    }
    if let last = pending {
      text += "        "
      last.write(to: &text, indentation: "        ")
      text += "\n      ]\n"
    } else {
      JSONValue.writeMember("results", .array([]), to: &text, indentation: "      ", last: true)
    }
    text += "    }\n  ]\n}\n"
    emit(text)
  }

  /// The run's members before its results: the driver with every rule, the invocation with the
  /// files that could not be checked, the column kind.
  static func runHead(_ run: ValidationRun) -> [(String, JSONValue)] {
    let rules = ValidationRule.allCases.map { rule -> JSONValue in
      .object([
        ("id", .string(rule.id)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
        // The documentation ships with the sources, not at a web address: say where.
        ("help", .object([("text", .string("Docs/rules.md#\(rule.id)"))])),
        ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
      ])
    }
    var notifications: [JSONValue] = []
    for file in run.files {
      for d in file.failure ?? [] {
        notifications.append(
          .object([
            ("level", .string(d.severity.rawValue)),
            ("message", .object([("text", .string(d.message))])),
            (
              "locations",
              .array([
                location(
                  d.location?.path ?? file.path, line: d.location?.line ?? 0,
                  column: d.location?.column ?? 0)
              ])
            ),
          ]))
      }
    }
    return [
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("adaptive")),
              ("version", .string(AdaptiveTool.version)),
              ("rules", .array(rules)),
            ])
          )
        ])
      ),
      (
        "invocations",
        .array([
          .object([
            ("executionSuccessful", .bool(run.failedFiles == 0)),
            ("toolExecutionNotifications", .array(notifications)),
          ])
        ])
      ),
      ("columnKind", .string("utf16CodeUnits")),
    ]
  }

  /// Hands over each result in order: a file's problems grouped across its layouts, file by
  /// file (a file that could not be checked has none: its diagnostics are notifications).
  static func forEachResult(_ run: ValidationRun, _ body: (JSONValue) -> Void) {
    for file in run.files where file.failure == nil {
      for group in GroupedProblem.group(file) {
        body(result(group, in: file))
      }
    }
  }

  /// One grouped problem as a result: its rule, level, message and location, the other members
  /// of a conflict as related locations, a fingerprint, and the layouts that have it.
  static func result(_ group: GroupedProblem, in file: CheckedFile) -> JSONValue {
    let p = group.problem
    let known = p.location.line > 0 && !p.location.path.isEmpty
    let path = known ? p.location.path : file.path
    var fields: [(String, JSONValue)] = [
      ("ruleId", .string(p.rule.id)),
      ("ruleIndex", .number(Double(ValidationRule.allCases.firstIndex(of: p.rule) ?? 0))),
      ("level", .string(p.severity.rawValue)),
      ("message", .object([("text", .string(group.message))])),
      ("locations", .array([location(path, line: p.location.line, column: p.location.column)])),
    ]
    let related = p.notes.enumerated().map { (i, note) -> JSONValue in
      var object = location(
        note.location.path.isEmpty ? path : note.location.path, line: note.location.line,
        column: note.location.column)
      if case .object(var members) = object {
        members.insert(("id", .number(Double(i))), at: 0)
        members.append(("message", .object([("text", .string(note.message))])))
        object = .object(members)
      }
      return object
    }
    if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
    fields.append(
      (
        "partialFingerprints",
        .object([("adaptiveItem/v1", .string("\(file.path)|\(p.rule.id)|\(p.item)"))])
      ))
    fields.append(
      (
        "properties",
        .object(
          [("item", .string(p.item))]
            + (file.identifiers[p.item].map { [("id", JSONValue.string($0))] } ?? []) + [
              ("layouts", .array(group.layouts.map(JSONValue.string)))
            ])
      ))
    return .object(fields)
  }

  /// A location in a file; a region only when the line is known (SARIF's lines start at 1).
  static func location(_ path: String, line: Int, column: Int) -> JSONValue {
    // A relative path is relative to the checkout (%SRCROOT%); an absolute one is a file URI.
    let artifact: JSONValue =
      path.hasPrefix("/")
      ? .object([("uri", .string("file://" + uri(path)))])
      : .object([("uri", .string(uri(path))), ("uriBaseId", .string("%SRCROOT%"))])
    var physical: [(String, JSONValue)] = [("artifactLocation", artifact)]
    if line > 0 {
      physical.append(
        (
          "region",
          .object([
            ("startLine", .number(Double(line))), ("startColumn", .number(Double(max(1, column)))),
          ])
        ))
    }
    return .object([("physicalLocation", .object(physical))])
  }

  /// A relative path as a URI reference: each byte outside RFC 3986's unreserved set and `/`
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}
