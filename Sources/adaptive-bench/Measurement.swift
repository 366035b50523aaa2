/// Timing with a monotonic clock, and the statistics the reports print.

/// Nanoseconds elapsed while running `body`, measured with `ContinuousClock` (monotonic: it never
/// jumps with the wall clock).
func measureNanoseconds<T>(_ body: () throws -> T) rethrows -> (result: T, nanoseconds: Double) {
  let clock = ContinuousClock()
  let start = clock.now
  let result = try body()
  let elapsed = clock.now - start
  return (result, nanoseconds(elapsed))
}

/// A duration in nanoseconds, as a `Double`.
func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// The spread of a set of timings: median, minimum, maximum.
struct Summary {
  /// How many timings went in.
  var count: Int
  /// The median: the middle timing, or the mean of the two middle ones.
  var median: Double
  /// The fastest timing.
  var minimum: Double
  /// The slowest timing.
  var maximum: Double

  /// Summarizes a non-empty list of timings.
  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    count = sorted.count
    minimum = sorted.first ?? 0
    maximum = sorted.last ?? 0
    if sorted.isEmpty {
      median = 0
    } else if sorted.count % 2 == 1 {
      median = sorted[sorted.count / 2]
    } else {
      median = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
  }
}

/// Formats nanoseconds with a unit that keeps three or four significant digits: `812 ns`,
/// `41.3 µs`, `2.51 ms`, `75.0 s`.
func formatDuration(_ ns: Double) -> String {
  func digits(_ x: Double) -> String {
    if x >= 100 { return String(Int(x.rounded())) }
    let tenths = x >= 10 ? 10.0 : 100.0
    let rounded = (x * tenths).rounded() / tenths
    return String(rounded)
  }
  if ns < 1e3 { return "\(digits(ns)) ns" }
  if ns < 1e6 { return "\(digits(ns / 1e3)) µs" }
  if ns < 1e9 { return "\(digits(ns / 1e6)) ms" }
  return "\(digits(ns / 1e9)) s"
}
