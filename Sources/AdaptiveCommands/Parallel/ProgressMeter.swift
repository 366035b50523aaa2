import Foundation

/// The progress line of a long run, `adaptive validate: 412/1200 layouts`, on standard error:
/// drawn once the run has taken `delay` and redrawn at most every `interval`, and only when
/// there is a terminal to draw on (a `sink`), so that CI logs never see it.
///
/// Workers call `advance` from any thread; the command writes its own output through
/// `pausing`, which wipes the line first, so the line never lands in the middle of a report
/// or a diagnostic on a shared terminal.
final class ProgressMeter: Sendable {
  /// How long a run goes before the line appears: a short run stays silent.
  static let delay: Duration = .seconds(2)
  /// The least time between two drawings, so a run of many small layouts does not spend its
  /// time writing to the terminal.
  static let interval: Duration = .milliseconds(100)

  private struct State: Sendable {
    var done = 0
    var total: Int
    /// When the line was last drawn, on the meter's clock.
    var drawnAt: Duration?
    /// Whether the line is on screen (not wiped since).
    var visible = false
    /// Whether the run is over: no more drawing, and the ticker stops.
    var finished = false
  }

  private let state: Locked<State>
  private let label: String
  private let sink: (@Sendable (String) -> Void)?
  private let elapsed: @Sendable () -> Duration

  /// A meter for `total` steps; `sink` draws a line over the last one (`""` wipes it), nil
  /// when standard error is not a terminal; `elapsed` is the time since the run started
  /// (tests pass their own clock).
  init(
    label: String, total: Int = 0, sink: (@Sendable (String) -> Void)?,
    elapsed: (@Sendable () -> Duration)? = nil
  ) {
    self.label = label
    self.sink = sink
    self.state = Locked(State(total: total))
    if let elapsed {
      self.elapsed = elapsed
    } else {
      let start = ContinuousClock.now
      self.elapsed = { ContinuousClock.now - start }
    }
  }

  /// Whether to draw the line now: only on a terminal, once the run has taken `delay`, and
  /// no sooner than `interval` after the last drawing.
  static func shouldDraw(elapsed: Duration, lastDrawn: Duration?, isTerminal: Bool) -> Bool {
    guard isTerminal, elapsed >= delay else { return false }
    guard let lastDrawn else { return true }
    return elapsed - lastDrawn >= interval
  }

  /// The line: `adaptive validate: 412/1200 layouts`.
  func line(done: Int, total: Int) -> String { "\(label): \(done)/\(total) layouts" }

  /// Sets how many steps the run has in all.
  func setTotal(_ total: Int) {
    state.withLock { $0.total = total }
  }

  /// Counts `steps` more done, and redraws the line if it is time.
  func advance(by steps: Int = 1) {
    state.withLock { s in
      s.done += steps
      draw(&s)
    }
  }

  /// Redraws the line if it is time (while a long step holds the count still).
  func refresh() {
    state.withLock { draw(&$0) }
  }

  /// Runs `body` (which writes to the terminal) with the line wiped first, and no drawing
  /// until it is done; the next `advance` or `refresh` draws the line again.
  func pausing<Result>(_ body: () -> Result) -> Result {
    state.withLock { s in
      wipe(&s)
      return body()
    }
  }

  /// Wipes the line at the end of the run, for good.
  func finish() {
    state.withLock { s in
      wipe(&s)
      s.finished = true
    }
  }

  /// Redraws the line every `interval` seconds on a thread of its own until `finish`, so that
  /// one long layout still shows the run is alive; nothing on no terminal (no thread either).
  func tick(every interval: TimeInterval = 0.25) {
    guard sink != nil else { return }
    let thread = Thread { [self] in
      while !state.withLock({ $0.finished }) {
        Thread.sleep(forTimeInterval: interval)
        refresh()
      }
    }
    thread.start()
  }

  private func draw(_ s: inout State) {
    // Nothing to count yet (files still being read): no line rather than `0/0`.
    guard !s.finished, s.total > 0 else { return }
    let now = elapsed()
    guard Self.shouldDraw(elapsed: now, lastDrawn: s.drawnAt, isTerminal: sink != nil),
      let sink
    else { return }
    sink(line(done: s.done, total: s.total))
    s.drawnAt = now
    s.visible = true
  }

  private func wipe(_ s: inout State) {
    guard s.visible else { return }
    sink?("")
    s.visible = false
  }
}

extension CommandContext {
  /// Makes every write to standard output and standard error wipe `meter`'s line first, so
  /// that a report or a diagnostic never lands after a half-drawn progress line.
  mutating func pause(for meter: ProgressMeter) {
    let output = writeOutput
    let error = writeError
    writeOutput = { text in meter.pausing { output(text) } }
    writeError = { text in meter.pausing { error(text) } }
  }
}
