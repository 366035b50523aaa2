import AdaptiveCommands
import Testing

// `adaptive rotate` and `validate` where a size class uninstalls an alignment inside a class of
// aligned edges, which the solver splits (`Solver+AliasSplit.swift`). Both scenes come from a
// differential run of generated scenes against the dissolving solver: the first split off the
// wrong side and left three views at the other orientation's margin, the second crashed.
@Suite("Uninstalled alignments: the aligned edges split as the class says")
struct
  AliasSplitCommandTests
{
  static let phantomEdge = """
    scene "a phantom edge through p"
    canvas 375x667
    view q { intrinsic 40x20 }
    view p {
      intrinsic 200x100
      view a { intrinsic 30x20 }
      view b { intrinsic 50x20 }
    }
    k0: q.leading = superview.leadingMargin
    k1: p.leading = superview.leadingMargin
    k2: b.leading = q.leading
    k3: a.leading = b.leading
    k4: q.top = superview.topMargin
    k5: p.top = q.bottom + 8
    k6: b.top = superview.top
    k7: a.top = b.bottom
    k8: p.leading = superview.leading + 5 @250
    when height compact {
      uninstall k1
    }
    """

  static let splitThenDissolved = """
    scene "split, then dissolved"
    canvas 375x667
    view a { intrinsic 40x20 }
    view b {
      intrinsic 100x100
      view c { intrinsic 30x20 }
      view d { intrinsic 20x20 }
    }
    h1: a.leading = superview.leadingMargin
    h2: b.leading = superview.leadingMargin
    h3: c.leading = superview.leading
    h4: d.leading = superview.leading + 40
    c1: a.top = superview.topMargin
    c2: b.top = a.top
    c3: c.top = a.top
    c4: d.top = c.top
    when height compact {
      uninstall b
      c1.constant = 4
    }
    """

  static func run(_ text: String, _ arguments: [String]) -> CommandRun {
    CommandHarness.run(arguments, files: ["split.scene": Array(text.utf8)])
  }

  /// The frames of one step of `rotate`'s text: its lines after its heading, to the next.
  static func step(_ n: Int, of stdout: String) -> [String] {
    let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("step \(n):") }) else { return [] }
    return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("step ") && !$0.isEmpty })
  }

  @Test func uninstallingTheSuperviewsAlignmentMovesItAlone() {
    let run = Self.run(
      Self.phantomEdge,
      [
        "rotate", "split.scene", "--profile", "iphone-16-plus", "--sequence",
        "portrait,landscape,portrait,landscape",
      ])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    // Landscape (932x430, wR hC): the leading margin is the safe area's 59 + 20 = 79, the top
    // margin 0. q on the margin: 79, 0. k1 is uninstalled: p goes where its wish puts it, x 5,
    // and 8 below q: 0 + 20 + 8 = 28. b with q, 79 − 5 = 74 in p, at p's top; a with b, 74,
    // below b: 20.
    let landscape = [
      "  uninstalled: k1 (line 10)",
      "  q  79 0 40 20",
      "  p  5 28 200 100",
      "  a  74 20 30 20",
      "  b  74 0 50 20",
    ]
    #expect(Self.step(1, of: run.stdout) == landscape)
    // Back in portrait, k1 installed: p on the margin with q (20); a and b at 20 − 20 = 0 in p.
    let portrait = Self.step(2, of: run.stdout)
    #expect(portrait.contains { $0.hasPrefix("  q  20 ") })
    #expect(portrait.contains { $0.hasPrefix("  p  20 ") })
    #expect(portrait.contains { $0.hasPrefix("  a  0 ") })
    #expect(portrait.contains { $0.hasPrefix("  b  0 ") })
    // And landscape again, as the first time.
    #expect(Self.step(3, of: run.stdout) == landscape)
  }

  @Test func aClassSplitThenDissolvedInOneStepKeepsItsAliases() {
    let rotate = Self.run(
      Self.splitThenDissolved,
      ["rotate", "split.scene", "--profile", "iphone-14", "--sequence", "portrait,landscape"])
    #expect(rotate.status == 0)
    // Landscape (844x390, wC hC): b, c and d uninstalled; a on the leading margin, the safe
    // area's 47 + 16 = 63, and 4 below the top margin (0).
    #expect(rotate.stdout.hasSuffix("  views uninstalled: b, c, d\n  a  63 4 40 20\n"))
    let validate = Self.run(Self.splitThenDissolved, ["validate", "--jobs", "1", "split.scene"])
    #expect(validate.status == 0)
    #expect(validate.stdout.contains("0 errors, 0 warnings"))
  }
}
