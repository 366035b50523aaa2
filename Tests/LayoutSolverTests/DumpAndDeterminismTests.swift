import Testing

@testable import LayoutSolver

/// The debug dump's documented shape, and bit-for-bit repeatability.
@Suite struct DumpAndDeterminismTests {
  static let headers = [
    "Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints",
  ]

  /// The dump split into its sections: header → lines under it (two-space indented).
  static func sections(_ dump: String) -> [(header: String, lines: [String])] {
    var result: [(header: String, lines: [String])] = []
    for line in dump.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
      if line.hasPrefix("  ") {
        if result.isEmpty { return [] }
        result[result.count - 1].lines.append(String(line.dropFirst(2)))
      } else {
        result.append((String(line), []))
      }
    }
    return result
  }

  @Test func emptySolverDumpsAllHeaders() {
    let sections = Self.sections(Solver().dump())
    #expect(sections.map(\.header) == Self.headers)
    #expect(sections.allSatisfy { $0.lines.isEmpty })
  }

  @Test func dumpShape() throws {
    let solver = Solver()
    let x = Variable("x")
    let w = Variable("w")
    try solver.add(x + w <= 100)
    try solver.add((x == 50).at(.low))
    try solver.addEditVariable(w, priority: 999)
    try solver.suggestValue(75, for: w)
    let sections = Self.sections(solver.dump())
    #expect(sections.map(\.header) == Self.headers)
    guard sections.count == Self.headers.count else { return }
    // Two optional levels (999 for the edit, 250), highest first.
    let objective = sections[0].lines
    #expect(objective.allSatisfy { $0.hasPrefix("@") })
    #expect(objective.count <= 2)
    // One row per constraint (three: the inequality, the wish, the edit), each with bounds and a
    // value: "name = row   [low, high] = value".
    #expect(sections[1].lines.count == 3)
    #expect(sections[1].lines.allSatisfy { $0.contains(" = ") && $0.contains("[") })
    // At rest nothing is infeasible.
    #expect(sections[2].lines.isEmpty)
    // Variables in first-seen order (x first, in x + w): w = 75 by the edit, and
    // x = 100 - 75 = 25, as near its wish of 50 as x + w <= 100 allows.
    #expect(sections[3].lines == ["x = 25.0", "w = 75.0"])
    #expect(sections[4].lines == ["w @999 = 75.0"])
    // Constraints in add order, the edit last, each named by its slack.
    let constraints = sections[5].lines
    #expect(constraints.count == 3)
    #expect(constraints.allSatisfy { $0.hasPrefix("s") && $0.contains(": ") })
    #expect(constraints.first?.hasSuffix("x + w - 100.0 <= 0 @1000") == true)
    #expect(constraints.last?.contains("edit w") == true)
  }

  /// Runs one long, seeded sequence of calls on new Variable and Constraint objects (new object
  /// identities, so new hash values) and returns every value's bits after every call, the errors'
  /// bits, and the final dump.
  static func run(seed: UInt64) -> [UInt64] {
    var generator = SystemGenerator(seed: seed)
    var rng = SplitMix64(seed: seed ^ 0xDEAD_BEEF)
    let variables = (0..<4).map { Variable("v\($0)") }
    let solver = Solver()
    var present: [Constraint] = []
    var trace: [UInt64] = []
    var editing = false
    for step in 0..<300 {
      let roll = rng.int(in: 0...9)
      do {
        if roll < 6 || present.isEmpty {
          let c = generator.constraint(variableCount: 4).make(variables)
          try solver.add(c)
          present.append(c)
        } else if roll < 8 {
          let c = present.remove(at: rng.int(in: 0...(present.count - 1)))
          try solver.remove(c)
        } else if !editing {
          try solver.addEditVariable(variables[step % 4], priority: 999)
          editing = true
        } else {
          for v in variables where solver.hasEditVariable(v) {
            try solver.suggestValue(Double(rng.int(in: -50...50)), for: v)
          }
        }
      } catch {
        trace.append(UInt64(error.description.count))
      }
      trace += variables.map { solver.value(of: $0).bitPattern }
      trace += solver.errorsByPriority.map { $0.error.bitPattern }
    }
    trace += solver.dump().utf8.map(UInt64.init)
    return trace
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func sameCallsGiveTheSameBits(seed: UInt64) {
    #expect(Self.run(seed: seed) == Self.run(seed: seed))
  }
}
