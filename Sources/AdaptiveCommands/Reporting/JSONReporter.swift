import AdaptiveLayout
import LayoutValidation

/// The JSON report: every file, layout and problem, with the totals. Shards' reports merge with
/// `adaptive merge-reports`.
enum JSONReporter {
  static func render(_ run: ValidationRun) -> JSONValue {
    .object([("files", .array(run.files.map(file)))] + totals(run))
  }

  /// The members after the files: the run's totals.
  static func totals(_ run: ValidationRun) -> [(String, JSONValue)] {
    [
      ("layouts", .number(Double(run.layoutCount))),
      ("errors", .number(Double(run.errorCount))),
      ("warnings", .number(Double(run.warningCount))),
      ("suppressed", .number(Double(run.files.reduce(0) { $0 + $1.suppressed }))),
      ("notChecked", .number(Double(run.failedFiles))),
    ]
  }

  /// Writes `render(run).rendered()` and a final line break, the same bytes, a piece per
  /// layout: each layout's value is built and handed to `emit` in turn, so the report never
  /// exists whole as a value tree and a string (a 3,000-view card grid's 121 MB report took
  /// 580 MB to render that way).
  static func write(_ run: ValidationRun, emit: (String) -> Void) {
    var text = "{\n"
    if run.files.isEmpty {
      JSONValue.writeMember("files", .array([]), to: &text, indentation: "  ")
    } else {
      text += "  \"files\": [\n"
      for (index, f) in run.files.enumerated() {
        text += "    {\n"
        let members = fileMembers(f)
        for (k, (key, value)) in members.enumerated() {
          guard key == "layouts", !f.layouts.isEmpty else {
            JSONValue.writeMember(
              key, value, to: &text, indentation: "      ", last: k == members.count - 1)
            continue
          }
          text += "      \"layouts\": [\n"
          for (n, l) in f.layouts.enumerated() {
            text += "        "
            layout(l).write(to: &text, indentation: "        ")
            text += n == f.layouts.count - 1 ? "\n" : ",\n"
            emit(text)
            text.removeAll(keepingCapacity: true)
          }
          text += k == members.count - 1 ? "      ]\n" : "      ],\n"
        }
        text += index == run.files.count - 1 ? "    }\n" : "    },\n"
      }
      text += "  ],\n"
    }
    let totals = totals(run)
    for (k, (key, value)) in totals.enumerated() {
      JSONValue.writeMember(key, value, to: &text, indentation: "  ", last: k == totals.count - 1)
    }
    text += "}\n"
    emit(text)
  }

  static func file(_ f: CheckedFile) -> JSONValue {
    .object(fileMembers(f, layouts: .array(f.layouts.map(layout))))
  }

  /// A file's members; its layouts' array is `layouts`, or an empty placeholder that `write`
  /// replaces by writing each layout in turn.
  static func fileMembers(_ f: CheckedFile, layouts: JSONValue = .array([])) -> [(
    String, JSONValue
  )] {
    let all = f.allProblems
    let status = f.failure != nil ? "not-checked" : all.isEmpty ? "ok" : "problems"
    let part: [(String, JSONValue)] =
      f.shard.map { p in
        [
          (
            "shard",
            .object([
              ("scenes", .array(p.scenes.map(JSONValue.string))),
              (
                "checked",
                .array(
                  p.checked.map {
                    .object([("id", .string($0.id)), ("problems", .number(Double($0.problems)))])
                  })
              ),
              ("failedScene", p.failedScene.map(JSONValue.string) ?? .null),
            ])
          )
        ]
      } ?? []
    return [
      ("path", .string(f.path)), ("status", .string(status)),
      ("errors", .number(Double(all.count { $0.severity == .error }))),
      ("warnings", .number(Double(all.count { $0.severity == .warning }))),
      ("suppressed", .number(Double(f.suppressed))),
      ("failure", f.failure.map { .array($0.map { .string($0.text) }) } ?? .null),
      ("problems", .array(f.problems.map { problem($0, ids: f.identifiers) })),
      ("layouts", layouts),
    ] + part
  }

  static func layout(_ l: CheckedLayout) -> JSONValue {
    let t = l.report.target
    let size = t.environment.rootSize
    return .object(
      [
        ("scene", .string(l.scene))
      ] + (l.sceneID.map { [("sceneId", JSONValue.string($0))] } ?? []) + [
        ("name", .string(t.name)),
        ("profile", t.profile.map(JSONValue.string) ?? .null),
        ("configuration", t.configuration.map(JSONValue.string) ?? .null),
        (
          "traits",
          .object([
            ("width", .string(t.traits.width.rawValue)),
            ("height", .string(t.traits.height.rawValue)),
          ])
        ),
        ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
        ("rightToLeft", .bool(t.isRightToLeft)),
        ("problems", .array(l.report.problems.map { problem($0, ids: l.identifiers) })),
      ])
  }

  /// A problem; `ids` gives the document id of each view read from a storyboard or xib, written
  /// beside its name (`"item"` and `"id"`, `"views"` and `"viewIds"`).
  static func problem(_ p: ValidationProblem, ids: [String: String] = [:]) -> JSONValue {
    let documentIDs: [(String, JSONValue)] =
      ids.isEmpty
      ? []
      : [("id", ids[p.item].map(JSONValue.string) ?? .null)] + [
        ("viewIds", .array(p.views.map { ids[$0].map(JSONValue.string) ?? .null }))
      ]
    return .object(
      [
        ("rule", .string(p.rule.id)), ("severity", .string(p.severity.rawValue)),
        ("path", .string(p.location.path)), ("line", .number(Double(p.location.line))),
        ("column", .number(Double(p.location.column))), ("message", .string(p.message)),
        ("item", .string(p.item)),
      ] + documentIDs + [
        ("views", .array(p.views.map(JSONValue.string))),
        ("guides", .array(p.guides.map(JSONValue.string))),
        (
          "notes",
          .array(
            p.notes.map { n in
              .object([
                ("path", .string(n.location.path)),
                ("line", .number(Double(n.location.line))),
                ("column", .number(Double(n.location.column))), ("message", .string(n.message)),
              ])
            })
        ),
      ])
  }
}
