import Foundation
import LayoutSolver

// adaptive-bench: the benchmarks of issue 2, as numbers (not timed tests).

let usage = """
  usage: adaptive-bench scene|rotate|validate [--n N,N] [--repeat K]
         adaptive-bench scene --emit [--n N]      (prints the generated N-view card scene)
         adaptive-bench scene --stacks [--n ROWS,ROWS] [--repeat K]
         adaptive-bench trace FILE                (replays a solver trace: TraceReplay.swift)
         adaptive-bench solver [--json] [--workload W1|…|W6]... [--n N]... [--max-n N]
                               [--repeat K] [--edits E] [--min-time S] [--max-build-seconds S]
                               [--timeout S] [--no-ambiguity]
                               [--w1 PATH] [--w1-edit-priority P]

  Runs the solver workloads (W1 enaml-like; W2 chain, W3 grid of views, W4 compressed chain at
  n = 100, 1000, 10000), checks every answer, and prints the median, minimum and maximum time of
  a build (add everything, read every value) and of an edit (suggest, read every value).
  W5, a stack of equal-width views compressed in its container, and W5r, the same with the equal
  widths required (a fillEqually stack), run only when named (--workload W5,W5r).
  scene --stacks lays out a screen of stack-view rows (default 100 and 1000 rows): parse, solve,
  and a rotation through the live diff against a rebuild.
  W6, a row of views squeezed into too little room at equal compression resistance, runs only
  when named: its phases are the build and the ambiguity question for every variable (ambig).

    --json                 one JSON array of {"workload", "n" (0 for W1), "phase", "median_ns",
                           "min_ns", "max_ns", "samples"}
    --workload W           run only these workloads (repeatable, or comma-separated; W1–W4 by
                           default)
    --n N                  sizes for W2–W5 (repeatable, or comma-separated; default 100,1000,10000)
    --max-n N              skip sizes above N
    --repeat K             time at least K builds (default 5; quick builds run for 0.3 s)
    --edits E              time at least E edits (default 50; quick edits run for 0.3 s)
    --min-time S           repeat quick phases until S seconds are spent (default 0.3; 0 times
                           exactly K builds and E edits, for profilers)
    --max-build-seconds S  a build slower than S is timed once and its edits skipped (default 60)
    --timeout S            a single build or edit still running after S seconds ends the run
                           with exit status 1, after printing what was measured (default 300)
    --no-ambiguity         W6: time the build only, not the ambiguity question
    --w1 PATH              the W1 system (default Benchmarks/w1-enaml-like.json)
    --w1-edit-priority P   W1's edit priority (default 999, as in every workload; the JSON says 900)
  """

/// Exits with status 2 and the usage after a bad argument.
func usageError(_ message: String) -> Never {
  FileHandle.standardError.write(Data("adaptive-bench: error: \(message)\n\(usage)\n".utf8))
  exit(2)
}

/// Every solver workload, in report order.
let allWorkloads = ["W1", "W2", "W3", "W4", "W5", "W5r", "W6"]

func parseOptions(_ arguments: [String]) -> SolverBenchOptions {
  var options = SolverBenchOptions()
  var workloads: [String] = []
  var sizes: [Int] = []
  var i = 0
  func value(_ flag: String) -> String {
    i += 1
    guard i < arguments.count else { usageError("\(flag) needs a value") }
    return arguments[i]
  }
  func integer(_ flag: String, _ text: String, minimum: Int) -> Int {
    guard let n = Int(text.replacingOccurrences(of: "_", with: "")), n >= minimum else {
      usageError("\(flag): expected an integer >= \(minimum), got '\(text)'")
    }
    return n
  }
  while i < arguments.count {
    let flag = arguments[i]
    switch flag {
    case "--json": options.json = true
    case "--workload":
      for name in value(flag).split(separator: ",") {
        // Case-insensitive; W5r keeps its lower-case r in reports.
        guard let w = allWorkloads.first(where: { $0.uppercased() == name.uppercased() }) else {
          usageError("unknown workload '\(name)'")
        }
        workloads.append(w)
      }
    case "--n":
      for text in value(flag).split(separator: ",") {
        sizes.append(integer(flag, String(text), minimum: 2))
      }
    case "--max-n": options.maxN = integer(flag, value(flag), minimum: 1)
    case "--repeat": options.repeats = integer(flag, value(flag), minimum: 1)
    case "--edits": options.edits = integer(flag, value(flag), minimum: 1)
    case "--min-time":
      let text = value(flag)
      guard let s = Double(text), s >= 0, s.isFinite else {
        usageError("\(flag): expected a number of seconds, got '\(text)'")
      }
      options.minimumTime = s * 1e9
    case "--max-build-seconds":
      let text = value(flag)
      guard let s = Double(text), s > 0, s.isFinite else {
        usageError("\(flag): expected a positive number of seconds, got '\(text)'")
      }
      options.maxBuildSeconds = s
    case "--no-ambiguity": options.asksAmbiguity = false
    case "--timeout":
      let text = value(flag)
      guard let s = Double(text), s > 0, s.isFinite else {
        usageError("\(flag): expected a positive number of seconds, got '\(text)'")
      }
      options.timeoutSeconds = s
    case "--w1": options.w1Path = value(flag)
    case "--w1-edit-priority":
      options.w1EditPriority = Priority(integer(flag, value(flag), minimum: 1))
      if options.w1EditPriority!.value > 999 { usageError("\(flag): expected 1…999") }
    default: usageError("unknown argument '\(flag)'")
    }
    i += 1
  }
  if !workloads.isEmpty {
    options.workloads = allWorkloads.filter(workloads.contains)
  }
  if !sizes.isEmpty { options.sizes = sizes }
  if options.workloads.contains("W3"), let bad = options.sizes.first(where: { $0 % 10 != 0 }) {
    usageError("--n \(bad): W3 lays views out in rows of 10; use a multiple of 10")
  }
  return options
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "solver":
  var benchmark = SolverBenchmark(options: parseOptions(Array(arguments.dropFirst())))
  do {
    try benchmark.run()
  } catch let failure as BenchFailure {
    FileHandle.standardError.write(Data("adaptive-bench: error: \(failure.message)\n".utf8))
    exit(failure.isBadInput ? 2 : 1)
  }
case "scene", "rotate", "validate":
  // adaptive-bench scene|rotate|validate [--n N,N] [--repeat K]: issues 3, 5 and 4.
  var sizes: [Int]?
  var repeats = 5
  var stacks = false
  var emit = false
  var rest = Array(arguments.dropFirst())
  while let flag = rest.first {
    rest.removeFirst()
    if flag == "--stacks", arguments.first == "scene" {
      stacks = true
      continue
    }
    if flag == "--emit", arguments.first == "scene" {
      emit = true
      continue
    }
    guard let text = rest.first else { usageError("\(flag) needs a value") }
    rest.removeFirst()
    switch flag {
    case "--n":
      let parsed = text.split(separator: ",").compactMap { Int($0) }
      guard !parsed.isEmpty, parsed.allSatisfy({ $0 > 0 }) else { usageError("--n: '\(text)'") }
      sizes = parsed
    case "--repeat":
      guard let k = Int(text), k > 0 else { usageError("--repeat: '\(text)'") }
      repeats = k
    default: usageError("unknown option '\(flag)'")
    }
  }
  do {
    switch arguments.first {
    case "scene" where emit:
      // The generated card grid as `.scene` text, for timing `adaptive validate` on it.
      for n in sizes ?? [1000] { print(SceneBenchmark.generatedScene(views: n), terminator: "") }
    case "scene" where stacks:
      try StackBenchmark.run(rows: sizes ?? [100, 1000], repeats: repeats)
    case "scene": try SceneBenchmark.runScene(sizes: sizes ?? [1000, 10000], repeats: repeats)
    case "rotate": try SceneBenchmark.runRotate(sizes: sizes ?? [1000, 10000], repeats: repeats)
    default: try SceneBenchmark.runValidate(sizes: sizes ?? [1000, 10000], repeats: repeats)
    }
  } catch {
    FileHandle.standardError.write(Data("adaptive-bench: error: \(error)\n".utf8))
    exit(1)
  }
case "trace":
  // adaptive-bench trace FILE: replays an operation trace for Scripts/kiwi-differential.py.
  guard arguments.count == 2 else { usageError("trace needs exactly one FILE") }
  do {
    try TraceReplay.run(path: arguments[1])
  } catch {
    let bad = error as? TraceReplay.BadLine
    let message = "\(arguments[1]):\(bad?.line ?? 0): error: \(bad?.message ?? "\(error)")\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(2)
  }
case "-h", "--help", "help":
  print(usage)
case nil:
  usageError("missing benchmark name")
case let other?:
  usageError("unknown benchmark '\(other)'")
}
