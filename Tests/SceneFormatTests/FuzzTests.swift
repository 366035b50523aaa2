import Testing

@testable import SceneFormat

/// SplitMix64: a tiny seeded generator, so every run feeds the parser the same inputs.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Fragments worth splicing in: the characters and words that change the parser's path.
private let fragments: [[UInt8]] =
  [
    "{", "}", "\n", ";", ":", ".", "=", "<=", ">=", "@", "*", "/", "-", "+", "\"", "#", ",",
    "view ", "guide ", "when ", "uninstall ", "install ", "scene ", "canvas ", "hidden",
    "superview", "standard", ".constant = ", ".priority = ", "x", "-x", "1000", "0", "1e999",
    "when wC-hR {", "view v {", "@high", "\\",
  ].map { Array($0.utf8) }
  + [[0], [0xFF], [0xC3], [0xE2, 0x80], [0x7F], [0x80]]

/// Checks the parser's contract on one input: it returned, and either found nothing wrong or
/// located every problem inside the file. Returns a description of each breach (the caller
/// expects none), so thousands of inputs cost one `#expect`, not thousands.
private func contractBreaches(
  _ bytes: [UInt8], _ label: String, hasErrors: inout Bool
) -> [String] {
  let result = SceneParser.parse(bytes: bytes)
  hasErrors = result.hasErrors
  let lineCount = bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
  var breaches: [String] = []
  for diagnostic in result.diagnostics {
    let location = diagnostic.location
    if location.line < 1 || location.line > lineCount || location.column < 1
      || location.column > bytes.count + 1 || diagnostic.message.isEmpty
    {
      breaches.append("\(label): badly located \(diagnostic)")
    }
  }
  if result.diagnostics.count > SceneParser.maximumErrorCount + 1 {
    breaches.append("\(label): \(result.diagnostics.count) diagnostics")
  }
  return breaches
}

private func contractBreaches(_ bytes: [UInt8], _ label: String) -> [String] {
  var hasErrors = false
  return contractBreaches(bytes, label, hasErrors: &hasErrors)
}

@Suite("Fuzz: no crash, no hang, every problem located")
struct FuzzTests {
  @Test func mutatedRecipes() throws {
    let scenes = try recipeScenes()
    var random = SplitMix64(state: 0x5CE4E)
    var erroneous = 0
    var breaches: [String] = []
    for round in 0..<2000 {
      let source = scenes[Int(random.next() % UInt64(scenes.count))]
      var bytes = source.bytes
      for _ in 0..<(1 + Int(random.next() % 8)) {
        let index = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
        switch random.next() % 4 {
        case 0 where !bytes.isEmpty:  // flip bits of one byte
          bytes[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
        case 1:  // insert a random byte
          bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: index)
        case 2 where !bytes.isEmpty:  // delete a run of bytes
          bytes.removeSubrange(index..<min(bytes.count, index + 1 + Int(random.next() % 16)))
        default:  // splice in a fragment
          let fragment = fragments[Int(random.next() % UInt64(fragments.count))]
          bytes.insert(contentsOf: fragment, at: index)
        }
      }
      var hasErrors = false
      breaches += contractBreaches(
        bytes, "round \(round) from \(source.name)", hasErrors: &hasErrors)
      if hasErrors { erroneous += 1 }
    }
    #expect(breaches.isEmpty)
    // Most mutations break the file; a fuzz test that never reaches an error tests nothing.
    #expect(erroneous > 1000)  // of 2,000
  }

  @Test func randomGarbage() {
    var random = SplitMix64(state: 42)
    var breaches: [String] = []
    for round in 0..<500 {
      let count = Int(random.next() % 2000)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      breaches += contractBreaches(bytes, "garbage round \(round)")
    }
    #expect(breaches.isEmpty)
  }

  @Test func randomFragmentSoup() {
    var random = SplitMix64(state: 7)
    var breaches: [String] = []
    for round in 0..<500 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(random.next() % 200) {
        bytes += fragments[Int(random.next() % UInt64(fragments.count))]
        if random.next() % 3 == 0 { bytes.append(UInt8(ascii: " ")) }
      }
      breaches += contractBreaches(bytes, "soup round \(round)")
    }
    #expect(breaches.isEmpty)
  }

  @Test func pathologicalNesting() {
    // Twenty thousand open braces, or nested views, must not exhaust the stack.
    #expect(contractBreaches(Array(String(repeating: "{", count: 20_000).utf8), "braces").isEmpty)
    #expect(
      contractBreaches(Array(String(repeating: "view a {", count: 20_000).utf8), "views").isEmpty)
    #expect(
      contractBreaches(
        Array(
          (String(repeating: "view a {\n", count: 20_000) + String(repeating: "}\n", count: 20_000))
            .utf8),
        "balanced views"
      ).isEmpty)
    #expect(contractBreaches(Array(String(repeating: "\"", count: 10_001).utf8), "quotes").isEmpty)
  }
}
