import Foundation

/// A value shared between threads, read and written only under its lock, with a way to wait
/// until it reaches a state.
///
/// `@unchecked Sendable` because the compiler cannot see the lock: every access to `value` goes
/// through `withLock`, `update` or `wait`, which hold it, and `Value` is itself `Sendable`, so
/// what a closure takes out of the lock is safe on any thread.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var value: Value

  /// A lock around `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    condition.lock()
    defer { condition.unlock() }
    return try body(&value)
  }

  /// Changes the value and wakes every thread waiting in `wait`.
  func update(_ body: (inout Value) -> Void) {
    condition.lock()
    defer { condition.unlock() }
    body(&value)
    condition.broadcast()
  }

  /// Waits until `ready` gives a result (it runs with the lock held, each time the value
  /// changes), or until `deadline`: nil then, when it is still not ready.
  func wait<Result>(until deadline: Date, for ready: (inout Value) -> Result?) -> Result? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let result = ready(&value) { return result }
      if !condition.wait(until: deadline) { return ready(&value) }
    }
  }
}
