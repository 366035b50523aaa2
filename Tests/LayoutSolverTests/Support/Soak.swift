import Foundation

/// How many times over the property tests run: `LAYOUT_SOLVER_SOAK=50 swift test --filter
/// PropertyTests` tries fifty times as many systems (further seeds) for a soak run; the default,
/// 1, keeps the debug suite fast.
enum Soak {
  static let scale = max(
    1, Int(ProcessInfo.processInfo.environment["LAYOUT_SOLVER_SOAK"] ?? "") ?? 1)

  /// The seeds of one batch of a property test: `count` per batch at scale 1.
  static func seeds(base: UInt64, batch: Int, count: Int) -> [UInt64] {
    let n = count * scale
    return (0..<n).map { base + UInt64(batch * n + $0) }
  }
}
