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

  static func render(_ run: ValidationRun) -> JSONValue {
    let rules = ValidationRule.allCases.map { rule -> JSONValue in
      .object([
        ("id", .string(rule.id)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
        // The documentation ships with the sources, not at a web address: say where.
        ("help", .object([("text", .string("Docs/rules.md#\(rule.id)"))])),
        ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
      ])
    }
    var results: [JSONValue] = []
    var notifications: [JSONValue] = []
    for file in run.files {
      if let failure = file.failure {
        for d in failure {
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
        continue
      }
      for group in GroupedProblem.group(file) {
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
        results.append(.object(fields))
      }
    }
    return .object([
      ("$schema", .string(schema)),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
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
            ("results", .array(results)),
          ])
        ])
      ),
    ])
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
