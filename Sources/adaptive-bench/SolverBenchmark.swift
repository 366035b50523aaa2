import Dispatch
import Foundation
import LayoutSolver

/// What `adaptive-bench solver` measures, and how.
struct SolverBenchOptions {
  var json = false
  /// W5, W5r and W6 only when asked for.
  var workloads = ["W1", "W2", "W3", "W4"]
  var sizes = [100, 1_000, 10_000]
  var maxN = Int.max
  /// The fewest builds timed per workload; quick builds are repeated more (see `minimumTime`).
  var repeats = 5
  /// The fewest edits timed per workload.
  var edits = 50
  /// Past this, a build is timed once and its edit phase skipped.
  var maxBuildSeconds = 60.0
  /// Past this, one build or one edit stops the run (see `Watchdog`).
  var timeoutSeconds = 300.0
  var w1Path: String? = nil
  /// W6 asks which way every variable can move after each build; off, only the build is timed.
  var asksAmbiguity = true
  var w1EditPriority: Priority? = nil

  /// Keep repeating a phase until this much time (ns) is spent, within the caps below; 0 for
  /// exactly `repeats` builds and `edits` edits (as when profiling).
  var minimumTime = 0.3e9
  static let maximumBuilds = 200
  static let maximumEdits = 20_000
}

/// One line of the report.
struct BenchResult {
  var workload: String
  /// 0 for W1, which has no size.
  var n: Int
  var phase: String
  var summary: Summary
}

/// Stops the process when one build or edit runs past the time limit, so that a solver that has
/// become quadratic (or worse) on a big workload ends the run with what it has measured instead
/// of hanging it: the report so far, a line naming the phase that timed out, exit status 1.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var generation = 0
  /// Prints the report of everything measured so far, plus the phase that timed out.
  private var finalReport: (_ timedOut: String) -> Void = { _ in }

  /// Sets what to print when the watchdog fires.
  func onTimeout(_ report: @escaping (_ timedOut: String) -> Void) {
    lock.lock()
    finalReport = report
    lock.unlock()
  }

  /// Fires unless `disarm` is called within `seconds`.
  func arm(_ label: String, seconds: Double) {
    lock.lock()
    generation += 1
    let armed = generation
    lock.unlock()
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.lock()
      guard generation == armed else {
        lock.unlock()
        return
      }
      let message = "adaptive-bench: error: \(label) still running after \(Int(seconds)) s\n"
      FileHandle.standardError.write(Data(message.utf8))
      finalReport(label)
      exit(1)
    }
  }

  func disarm() {
    lock.lock()
    generation += 1
    lock.unlock()
  }
}

/// Runs the solver workloads and prints the report.
struct SolverBenchmark {
  var options: SolverBenchOptions
  var results: [BenchResult] = []
  let watchdog = Watchdog()

  init(options: SolverBenchOptions) {
    self.options = options
  }

  /// Runs every selected workload; throws on the first wrong answer or solver error.
  mutating func run() throws {
    // Read W1 first, so that a bad file is reported before any output.
    var enamlLike: BenchSystem? = nil
    if options.workloads.contains("W1") {
      let path = options.w1Path ?? EnamlLike.defaultPath()
      let priority = options.w1EditPriority ?? Workloads.editPriority
      enamlLike = try EnamlLike.system(path: path, editPriority: priority)
    }
    if !options.json { printHeader() }
    for workload in options.workloads {
      if workload == "W1", let system = enamlLike {
        try measure("W1", n: 0) { _ in system }
        continue
      }
      if workload == "W6" {
        for n in options.sizes where n <= options.maxN { try measureAmbiguousRow(n: n) }
        continue
      }
      let make: (Int, Bool) -> BenchSystem
      switch workload {
      case "W2": make = Workloads.chain
      case "W3": make = Workloads.grid
      case "W4": make = Workloads.compressedChain
      case "W5r": make = { Workloads.compressedStack($0, editing: $1, equalWidthsRequired: true) }
      default: make = { Workloads.compressedStack($0, editing: $1) }
      }
      for n in options.sizes where n <= options.maxN {
        try measure(workload, n: n) { make(n, $0) }
      }
    }
    printFinal()
  }

  /// Times the build, then (unless the build was too slow) the edits, of one workload.
  mutating func measure(_ workload: String, n: Int, system: (_ editing: Bool) -> BenchSystem)
    throws
  {
    let label = n == 0 ? workload : "\(workload) n=\(n)"
    let limit = options.maxBuildSeconds * 1e9
    // Build: a fresh solver each time; the variables and constraints are made outside the clock.
    var samples: [Double] = []
    var total = 0.0
    var tooSlow = false
    while samples.count < options.repeats
      || (total < options.minimumTime
        && samples.count < SolverBenchOptions.maximumBuilds)
    {
      let run = BenchRun(system(false))
      watchdog.arm("\(label) build", seconds: options.timeoutSeconds)
      let ns = try timed("\(label) build") { () throws(SolverError) in try run.build() }
      watchdog.disarm()
      if let problem = run.verify(step: nil) {
        throw BenchFailure(message: "\(label) build: wrong answer: \(problem)")
      }
      samples.append(ns)
      total += ns
      if ns > limit {
        tooSlow = true
        note(
          "\(label): one build took \(formatDuration(ns)), over the \(Int(options.maxBuildSeconds)) s limit: no repeats, no edit phase"
        )
        break
      }
    }
    record(BenchResult(workload: workload, n: n, phase: "build", summary: Summary(samples)))
    if tooSlow { return }

    // Edit: build once untimed, warm up for two cycles, then time each edit on its own.
    let run = BenchRun(system(true))
    watchdog.arm("\(label) edit setup", seconds: options.timeoutSeconds)
    try timed("\(label) edit setup") { () throws(SolverError) in try run.build() }
    watchdog.disarm()
    if let problem = run.verify(step: nil) {
      throw BenchFailure(message: "\(label) edit setup: wrong answer: \(problem)")
    }
    let cycle = run.system.editSteps.count
    var step = 0
    for _ in 0..<(2 * cycle) {
      try timed("\(label) edit") { () throws(SolverError) in try run.edit(step: step) }
      if let problem = run.verify(step: step) {
        throw BenchFailure(message: "\(label) edit \(step): wrong answer: \(problem)")
      }
      step += 1
    }
    samples = []
    total = 0
    while samples.count < max(options.edits, cycle)
      || (total < options.minimumTime
        && samples.count < SolverBenchOptions.maximumEdits)
    {
      watchdog.arm("\(label) edit", seconds: options.timeoutSeconds)
      let ns = try timed("\(label) edit") { () throws(SolverError) in try run.edit(step: step) }
      watchdog.disarm()
      if let problem = run.verify(step: step) {
        throw BenchFailure(message: "\(label) edit \(step): wrong answer: \(problem)")
      }
      samples.append(ns)
      total += ns
      step += 1
    }
    record(BenchResult(workload: workload, n: n, phase: "edit", summary: Summary(samples)))
  }

  /// Times `body`, turning a solver error into a failure of the benchmark.
  @discardableResult
  func timed(_ label: String, _ body: () throws(SolverError) -> Void) throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      try body()
    } catch {
      throw BenchFailure(message: "\(label): the solver threw \(error)")
    }
    return nanoseconds(clock.now - start)
  }

  mutating func record(_ result: BenchResult) {
    results.append(result)
    if !options.json { printRow(result) }
    let snapshot = self
    watchdog.onTimeout { timedOut in snapshot.printFinal(timedOut: timedOut) }
  }

  /// The end of the report: the growth table, or the JSON array (with the phase that timed out,
  /// if one did, as `{"workload", "n", "phase", "timeout_s"}`).
  func printFinal(timedOut: String? = nil) {
    if options.json {
      emit(jsonReport(timedOut: timedOut))
    } else {
      printGrowth()
    }
  }

  func note(_ text: String) {
    FileHandle.standardError.write(Data("adaptive-bench: note: \(text)\n".utf8))
  }

  // MARK: - Reports

  func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + padding : padding + text
  }

  /// Writes a line to stdout at once, so progress shows even when piped.
  func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  func printHeader() {
    emit(
      pad("workload", 9, left: true) + pad("n", 7) + "  " + pad("phase", 6, left: true)
        + pad("median", 11) + pad("min", 11) + pad("max", 11) + pad("samples", 9))
  }

  func printRow(_ r: BenchResult) {
    emit(
      pad(r.workload, 9, left: true) + pad(r.n == 0 ? "-" : String(r.n), 7) + "  "
        + pad(r.phase, 6, left: true) + pad(formatDuration(r.summary.median), 11)
        + pad(formatDuration(r.summary.minimum), 11) + pad(formatDuration(r.summary.maximum), 11)
        + pad(String(r.summary.count), 9))
  }

  /// The growth from n = 1,000 to n = 10,000 of every phase measured at both (target: at most 12).
  func printGrowth() {
    var lines: [String] = []
    for small in results where small.n == 1_000 {
      guard
        let big = results.first(where: {
          $0.workload == small.workload && $0.phase == small.phase && $0.n == 10_000
        })
      else { continue }
      let ratio = big.summary.median / small.summary.median
      let text = String(Double(Int((ratio * 10).rounded())) / 10)
      lines.append(
        "  \(small.workload) \(small.phase): ×\(text)\(ratio <= 12 ? "" : "  (over 12)")")
    }
    if !lines.isEmpty {
      emit("\ngrowth n=1,000 → 10,000 (medians; target at most ×12):")
      for line in lines { emit(line) }
    }
  }

  /// The results as one JSON array; W1's `n` is 0.
  func jsonReport(timedOut: String? = nil) -> String {
    var items = results.map { r in
      "  {\"workload\": \"\(r.workload)\", \"n\": \(r.n), \"phase\": \"\(r.phase)\", "
        + "\"median_ns\": \(Int(r.summary.median.rounded())), "
        + "\"min_ns\": \(Int(r.summary.minimum.rounded())), "
        + "\"max_ns\": \(Int(r.summary.maximum.rounded())), \"samples\": \(r.summary.count)}"
    }
    if let timedOut {
      // "W4 n=10000 edit setup" → workload, n, phase
      let words = timedOut.split(separator: " ")
      let n = words.count > 1 && words[1].hasPrefix("n=") ? Int(words[1].dropFirst(2)) ?? 0 : 0
      let phase = words.last == "build" ? "build" : "edit"
      items.append(
        "  {\"workload\": \"\(words.first ?? "")\", \"n\": \(n), \"phase\": \"\(phase)\", "
          + "\"timeout_s\": \(Int(options.timeoutSeconds))}")
    }
    return "[\n" + items.joined(separator: ",\n") + "\n]"
  }
}
