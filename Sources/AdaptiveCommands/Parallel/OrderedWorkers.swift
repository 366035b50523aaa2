import Foundation

/// Numbered tasks run on several threads, their results handed back on the calling thread in
/// task order: each as soon as it and every task before it are done, so output that follows the
/// results is the same whatever the scheduling and however many threads run.
enum OrderedWorkers {
  /// The stack of each worker thread: the main thread's usual 8 MB, so that a task runs on a
  /// worker exactly as it would on the main thread (a deep scene recurses as deep).
  static let stackSize = 8 << 20

  /// Runs `work(0) … work(count - 1)` on `jobs` threads (on the calling thread alone when
  /// `jobs` is 1, or there is one task) and calls `deliver(i, result)` on the calling thread
  /// for `i` in order. While it waits for the next result it calls `idle` about every
  /// `idleInterval` seconds (for a progress line).
  ///
  /// Tasks are taken in order, so the next result to deliver is always among the oldest
  /// running; results that finish early wait in memory for their turn.
  static func run<Output: Sendable>(
    count: Int, jobs: Int, idleInterval: TimeInterval = 0.1,
    work: @escaping @Sendable (Int) -> Output, idle: () -> Void = {},
    deliver: (Int, Output) -> Void
  ) {
    let workers = min(max(jobs, 1), count)
    guard workers > 1 else {
      for i in 0..<count { deliver(i, work(i)) }
      return
    }
    let state = Locked(WorkState<Output>(results: Array(repeating: nil, count: count)))
    for _ in 0..<workers {
      let thread = Thread {
        while true {
          let taken: Int? = state.withLock { s in
            guard s.next < count else { return nil }
            s.next += 1
            return s.next - 1
          }
          guard let i = taken else { return }
          let output = work(i)
          state.update { $0.results[i] = output }
        }
      }
      thread.stackSize = stackSize
      thread.start()
    }
    for i in 0..<count {
      while true {
        let output = state.wait(until: Date(timeIntervalSinceNow: idleInterval)) { s in
          // Taken out, so a delivered result is not held twice.
          defer { s.results[i] = nil }
          return s.results[i]
        }
        if let output {
          deliver(i, output)
          break
        }
        idle()
      }
    }
  }
}

/// What `OrderedWorkers.run`'s threads share: the next task to take, and the results not yet
/// delivered.
private struct WorkState<Output: Sendable>: Sendable {
  var next = 0
  var results: [Output?]
}
