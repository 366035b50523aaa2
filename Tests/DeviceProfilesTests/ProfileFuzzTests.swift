import Testing

@testable import DeviceProfiles

/// Damaged profile files must give an error or a profile, never a crash or a hang.
@Suite struct ProfileFuzzTests {
  /// SplitMix64: a small seeded generator, so a failure replays exactly.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func mutatedBundledProfilesNeverCrash() throws {
    var generator = SeededGenerator(state: 4)
    // Bytes that matter to JSON, plus a multi-byte UTF-8 lead and an invalid byte.
    let alphabet = Array(#"{}[]":,-0123456789.eE+\u"aw C R"#.utf8) + [0xC3, 0xFF, 0x0A]
    var errors = 0
    for file in BundledProfiles.files {
      let original = Array(file.text.utf8)
      for _ in 0..<60 {
        var bytes = original
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          switch Int.random(in: 0..<3, using: &generator) {
          case 0: bytes[index] = alphabet.randomElement(using: &generator)!
          case 1: bytes.remove(at: index)
          default: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
          }
        }
        do {
          _ = try DeviceProfile(json: bytes, path: "Profiles/" + file.name)
        } catch {
          errors += 1
          #expect(error.description.hasPrefix("Profiles/\(file.name)"))
        }
      }
    }
    // Most single-byte damage to a profile breaks it; some (inside a note) does not.
    #expect(errors > 0)
  }
}
