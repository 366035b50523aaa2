import AdaptiveCommands
import Foundation
import Testing

/// The example files under `Scenes/solve/` and the examples in `Docs/solve-format.md` do what
/// they say.
@Suite("solve examples")
struct ExampleFileTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func solveExample(_ name: String, _ extra: [String] = []) throws -> CommandRun {
    let path = "Scenes/solve/\(name)"
    let bytes = try Data(contentsOf: repository.appendingPathComponent(path))
    return CommandHarness.run(["solve", path] + extra, files: [path: Array(bytes)])
  }

  @Test func prioritiesExample() throws {
    // x: 751 beats three 750s ⇒ 10. y: at 500, |y| + 2|y − 10| is least at y = 10.
    let run = try Self.solveExample("priorities.system")
    #expect(run == CommandRun(status: 0, stdout: "{\n  \"x\": 10,\n  \"y\": 10\n}\n", stderr: ""))
  }

  @Test func ambiguousExample() throws {
    // a.width + b.width = 300 − 8 = 292; at 250 the error |a − 80| + |b − 60| is 152 for every
    // split with a >= 80 and b >= 60, so both widths are free; row.width = 300 is fixed.
    let run = try Self.solveExample("ambiguous.system", ["--ambiguous"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"row.width\": 300"))
    #expect(run.stdout.hasSuffix("\"ambiguous\": [\n    \"a.width\",\n    \"b.width\"\n  ]\n}\n"))
  }

  @Test func conflictExample() throws {
    // Lines 3–5 fix container.width = 320, button.x = 16, button.width = 300, so line 6 asks
    // 316 <= 304: refused. All four are needed for the conflict (drop any one and it holds).
    let run = try Self.solveExample("conflict.system")
    #expect(run.status == 1)
    #expect(run.stdout == "")
    let path = "Scenes/solve/conflict.system"
    #expect(
      run.errorLines == [
        "\(path):6:1: error: unsatisfiable: this required constraint conflicts with lines 3, 4 "
          + "and 5; refused it (conflicting lines: 3, 4, 5, 6)",
        "\(path):3:1: error: unsatisfiable: conflicts with line 6, which was refused "
          + "(conflicting lines: 3, 4, 5, 6)",
        "\(path):4:1: error: unsatisfiable: conflicts with line 6, which was refused "
          + "(conflicting lines: 3, 4, 5, 6)",
        "\(path):5:1: error: unsatisfiable: conflicts with line 6, which was refused "
          + "(conflicting lines: 3, 4, 5, 6)",
      ])
  }

  /// Every example constraint in the documentation's table parses cleanly.
  @Test func documentedExamplesParse() throws {
    let text = try String(
      contentsOf: Self.repository.appendingPathComponent("Docs/solve-format.md"), encoding: .utf8)
    let table = try #require(text.components(separatedBy: "### Every construct, by example").last)
      .components(separatedBy: "\n\n")[1]
    var examples: [String] = []
    for row in table.split(separator: "\n") {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count > 3 else { continue }
      // The code spans of the Example column.
      let spans = cells[2].split(separator: "`", omittingEmptySubsequences: false)
      for (index, span) in spans.enumerated() where index % 2 == 1 && span.contains("=") {
        examples.append(String(span))
      }
    }
    #expect(examples.count >= 20)
    for example in examples {
      let (system, diagnostics) = LinearSystemParser.parse(Array(example.utf8))
      #expect(diagnostics == [], "\(example)")
      #expect(system.constraints.count == 1, "\(example)")
    }
  }
}
