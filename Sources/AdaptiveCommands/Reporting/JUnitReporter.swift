import LayoutValidation

/// JUnit XML, as CI systems read it: a test suite per file, a test case per layout (and one for
/// the file's scene-wide problems when it has any), errors as failures carrying the diagnostics,
/// warnings in the case's output (failures too under `--strict`); a file that could not be read
/// is one case with an `<error>`.
enum JUnitReporter {
  static func render(_ run: ValidationRun) -> String {
    var pieces: [String] = []
    write(run) { pieces.append($0) }
    return pieces.joined()
  }

  /// One test case: its name, its problems and the document ids they name.
  typealias Case = (name: String, problems: [ValidationProblem], ids: [String: String])

  /// A file's test cases, in report order (none for a file that could not be read).
  static func cases(of file: CheckedFile) -> [Case] {
    guard file.failure == nil else { return [] }
    var entries: [Case] = []
    let several = Set(file.layouts.map(\.scene)).count > 1
    if file.isDocument {
      // A storyboard's or xib's scenes each as their own cases, scene-wide problems first.
      for scene in file.sceneNames {
        if let problems = file.sceneWideProblems[scene], !problems.isEmpty {
          entries.append(("\(scene) — scene-wide", problems, file.identifiers))
        }
        for layout in file.layouts where layout.scene == scene {
          entries.append(
            (
              layout.label(TextReporter.describe(layout.report.target)), layout.report.problems,
              layout.identifiers
            ))
        }
      }
    } else {
      if !file.problems.isEmpty { entries.append(("scene-wide", file.problems, [:])) }
      for layout in file.layouts {
        entries.append(
          (
            layout.label(TextReporter.describe(layout.report.target), withScene: several),
            layout.report.problems, [:]
          ))
      }
    }
    return entries
  }

  /// Whether a problem fails its case: an error, or any problem under `--strict`.
  static func fails(_ p: ValidationProblem, _ run: ValidationRun) -> Bool {
    p.severity == .error || run.strict
  }

  /// Writes the report a piece per test case: the counts that head the document and each suite
  /// are taken from the cases first, so that no suite's text has to be held until its counts
  /// are known.
  static func write(_ run: ValidationRun, emit: (String) -> Void) {
    var counts: [(tests: Int, failures: Int, errors: Int)] = []
    for file in run.files {
      if file.failure != nil {
        counts.append((1, 0, 1))
      } else {
        let cases = cases(of: file)
        let failures = cases.count { c in c.problems.contains { fails($0, run) } }
        counts.append((cases.count, failures, 0))
      }
    }
    var out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"adaptive validate\" tests=\"\(counts.reduce(0) { $0 + $1.tests })\" "
      + "failures=\"\(counts.reduce(0) { $0 + $1.failures })\" "
      + "errors=\"\(counts.reduce(0) { $0 + $1.errors })\">\n"
    for (file, count) in zip(run.files, counts) {
      let name = Markup.escape(file.path)
      out +=
        "  <testsuite name=\"\(name)\" tests=\"\(count.tests)\" failures=\"\(count.failures)\" "
        + "errors=\"\(count.errors)\" skipped=\"0\">\n"
      if let failure = file.failure {
        out += "    <testcase classname=\"\(name)\" name=\"load\">\n"
        out += "      <error message=\"not checked\">"
        out += Markup.escape(failure.map(\.text).joined(separator: "\n")) + "</error>\n"
        out += "    </testcase>\n"
      }
      for (caseName, problems, ids) in cases(of: file) {
        out += "    <testcase classname=\"\(name)\" name=\"\(Markup.escape(caseName))\">\n"
        let failing = problems.filter { fails($0, run) }
        if !failing.isEmpty {
          let rules = Set(failing.map(\.rule)).sorted().map(\.id).joined(separator: ",")
          let first = failing[0].message
          out += "      <failure message=\"\(Markup.escape(first))\" type=\"\(rules)\">"
          out +=
            Markup.escape(failing.map { TextReporter.line($0, ids: ids) }.joined())
            + "</failure>\n"
        }
        let passing = problems.filter { !fails($0, run) }
        if !passing.isEmpty {
          out += "      <system-out>"
          out += Markup.escape(passing.map { TextReporter.line($0, ids: ids) }.joined())
          out += "</system-out>\n"
        }
        out += "    </testcase>\n"
        emit(out)
        out.removeAll(keepingCapacity: true)
      }
      out += "  </testsuite>\n"
    }
    emit(out + "</testsuites>\n")
  }
}
