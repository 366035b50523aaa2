import LayoutValidation

/// JUnit XML, as CI systems read it: a test suite per file, a test case per layout (and one for
/// the file's scene-wide problems when it has any), errors as failures carrying the diagnostics,
/// warnings in the case's output (failures too under `--strict`); a file that could not be read
/// is one case with an `<error>`.
enum JUnitReporter {
  static func render(_ run: ValidationRun) -> String {
    var suites = ""
    var totalTests = 0
    var totalFailures = 0
    var totalErrors = 0
    for file in run.files {
      var cases = ""
      var tests = 0
      var failures = 0
      var errors = 0
      let name = Markup.escape(file.path)
      if let failure = file.failure {
        tests = 1
        errors = 1
        cases += "    <testcase classname=\"\(name)\" name=\"load\">\n"
        cases += "      <error message=\"not checked\">"
        cases += Markup.escape(failure.map(\.text).joined(separator: "\n")) + "</error>\n"
        cases += "    </testcase>\n"
      } else {
        var entries: [(String, [ValidationProblem], [String: String])] = []
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
        for (caseName, problems, ids) in entries {
          tests += 1
          cases += "    <testcase classname=\"\(name)\" name=\"\(Markup.escape(caseName))\">\n"
          let failing = problems.filter { $0.severity == .error || run.strict }
          if !failing.isEmpty {
            failures += 1
            let rules = Set(failing.map(\.rule)).sorted().map(\.id).joined(separator: ",")
            let first = failing[0].message
            cases += "      <failure message=\"\(Markup.escape(first))\" type=\"\(rules)\">"
            cases +=
              Markup.escape(failing.map { TextReporter.line($0, ids: ids) }.joined())
              + "</failure>\n"
          }
          let passing = problems.filter { !($0.severity == .error || run.strict) }
          if !passing.isEmpty {
            cases += "      <system-out>"
            cases += Markup.escape(passing.map { TextReporter.line($0, ids: ids) }.joined())
            cases += "</system-out>\n"
          }
          cases += "    </testcase>\n"
        }
      }
      suites +=
        "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\" "
        + "errors=\"\(errors)\" skipped=\"0\">\n" + cases + "  </testsuite>\n"
      totalTests += tests
      totalFailures += failures
      totalErrors += errors
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"adaptive validate\" tests=\"\(totalTests)\" "
      + "failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n" + suites + "</testsuites>\n"
  }
}
