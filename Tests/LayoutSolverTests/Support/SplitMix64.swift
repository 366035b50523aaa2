/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast, seedable generator, so every property
/// test replays the same systems on every run and every platform.
///
/// The helpers below draw from it with their own arithmetic rather than the standard library's
/// `random(in:using:)`, whose algorithm is not promised to stay the same across toolchains.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform-enough integer in `range` (the modulo bias is irrelevant for test generation).
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % span)
  }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool {
    int(in: 0...99) < percent
  }

  /// One element of a non-empty array.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(in: 0...(choices.count - 1))]
  }
}
