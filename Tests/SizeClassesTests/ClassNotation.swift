import Testing

@testable import SizeClasses

/// The class named in Interface Builder's notation (`wC-hR`, `wAny-hAny`), for the suites of this
/// target; a bad name is recorded as the test's issue (and reads as `anyAny`), not a crash.
func pair(_ notation: String) -> SizeClassPair {
  guard let pair = SizeClassPair(notation: notation) else {
    Issue.record("bad class notation '\(notation)'")
    return .anyAny
  }
  return pair
}
