import AdaptiveLayout
import Testing

@testable import SceneFormat

/// A large file is parsed in two halves at once (`SceneParser.parseInHalves`): the document
/// must be the one parsing it whole gives, wherever the split falls, or the halves must give
/// way to a whole parse.
@Suite struct ParallelParsingTests {
  /// Blocks over several lines, with lines inside them that start with a letter, a block
  /// opened on the line after its view, braces in a string and in a comment, and a `when`
  /// block: every place a split must not fall.
  static let tricky = """
    scene "braces { in a title"
    canvas 375x667
    # a comment with a brace {
    view card {
      view title: label {
        intrinsic 60x21
        text "a string with a brace { and a quote \\" inside"
      }
      c1: title.leading = card.leading
    }
    view box
    {
      hugging 250 250
    }
    c2: card.top = superview.top
    when width compact {
      c3: card.width = 100
      view box { hidden }
    }
    c4: box.top = card.bottom + 8
    box.leading = superview.leading

    """

  /// The sequential parse: the whole file as one part.
  static func wholeParse(_ bytes: [UInt8]) -> SceneDocument {
    var parser = Parser(lexer: Lexer(bytes: bytes, path: "p"), errorBudget: 100)
    return parser.parseDocument()
  }

  /// Every line start after the first, with its line number.
  static func lineStarts(_ bytes: [UInt8]) -> [(offset: Int, line: Int)] {
    var starts: [(Int, Int)] = []
    var line = 1
    for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") && i + 1 < bytes.count {
      line += 1
      starts.append((i + 1, line))
    }
    return starts
  }

  /// Splits `bytes` at every line, checks that each split the halves accept gives the whole
  /// parse's document, and returns how many they accepted.
  static func checkEverySplit(
    _ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Int {
    let whole = wholeParse(bytes)
    var joined = 0
    for (offset, line) in lineStarts(bytes) {
      guard
        let halves = SceneParser.parseInHalves(bytes, path: "p", splitAt: offset, line: line)
      else { continue }
      joined += 1
      #expect(
        halves == whole, "split at line \(line) of \(String(decoding: bytes, as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
    return joined
  }

  @Test func everySplitGivesTheWholeDocumentOrGivesWay() throws {
    var documents = [Array(Self.tricky.utf8)]
    documents += try recipeScenes().map(\.bytes)
    let joined = documents.reduce(0) { $0 + Self.checkEverySplit($1) }
    // Most recipes' lines are top-level statements: the halves are used, not only refused.
    #expect(joined > 200)
  }

  @Test func mutatedFilesSplitAnywhereGiveTheWholeDocumentOrGiveWay() {
    // The tricky file with bytes that open and close blocks, strings and comments, end lines
    // and start names put in at random places: wherever such a file is split, the halves
    // either give the whole parse's document or give way.
    let pieces: [[UInt8]] = ["{", "}", "\"", "#", "\n", "\\", "view x", " { ", "when wC {\n"]
      .map { Array($0.utf8) }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      // SplitMix64: the same mutants on every run.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    var joined = 0
    for _ in 0..<300 {
      var bytes = Array(Self.tricky.utf8)
      for _ in 0..<(1 + next(3)) {
        bytes.insert(contentsOf: pieces[next(pieces.count)], at: next(bytes.count + 1))
      }
      joined += Self.checkEverySplit(bytes)
    }
    #expect(joined > 100)
  }

  @Test func aSplitInsideABlockOrBeforeTheSecondCanvasGivesWay() {
    let bytes = Array(Self.tricky.utf8)
    let starts = Self.lineStarts(bytes)
    // Lines 5 (`view title` in card's block), 6 (`intrinsic` in title's) and 17 (`c3` in the
    // when block) start with a letter inside a block.
    for line in [5, 6, 17] {
      let offset = starts.first { $0.line == line }!.offset
      #expect(SceneParser.parseInHalves(bytes, path: "p", splitAt: offset, line: line) == nil)
    }
    // Line 2 starts the canvas: the second half would have it, which the first may have
    // declared too.
    let canvas = starts.first { $0.line == 2 }!.offset
    #expect(SceneParser.parseInHalves(bytes, path: "p", splitAt: canvas, line: 2) == nil)
  }

  @Test func theSplitLineIsTopLevelAndStartsWithALetter() throws {
    let bytes = Array(Self.tricky.utf8)
    let starts = Self.lineStarts(bytes)
    // The lines outside every block that start with a letter, after the first: the canvas
    // (2), `view card` (4), `view box` (11), c2 (15), `when` (16), c4 (20) and line 21. From
    // any byte, the first of them at or after it is found.
    let topLevel = [2, 4, 11, 15, 16, 20, 21]
    for middle in stride(from: 1, to: starts.first { $0.line == 21 }!.offset, by: 7) {
      let expected = topLevel.first { line in starts.first { $0.line == line }!.offset >= middle }
      let found = try #require(SceneParser.topLevelLine(in: bytes, near: middle))
      #expect(found.line == expected, "from byte \(middle)")
      #expect(found.offset == starts.first { $0.line == found.line }!.offset)
    }
    // Past the last such line (21), the last one before is taken.
    let last = try #require(SceneParser.topLevelLine(in: bytes, near: bytes.count))
    #expect(last.line == 21)
    // A file of one statement has no line to split at.
    #expect(SceneParser.topLevelLine(in: Array("view a\n".utf8), near: 3) == nil)
  }

  @Test func aLargeFileParsesAsAWholeOne() {
    // 6,000 labels in a chain: about 300 kB, past the size parsed in halves.
    var text = "scene \"chain\"\ncanvas 375x667\n"
    for i in 0..<6_000 {
      text += "view l\(i): label { intrinsic 60x21 }\n"
      text +=
        i == 0 ? "l0.leading = superview.leading\n" : "l\(i).leading = l\(i - 1).trailing + 8\n"
    }
    let bytes = Array(text.utf8)
    #expect(bytes.count >= SceneParser.inHalvesFrom)
    let result = SceneParser.parse(bytes: bytes, path: "p")
    #expect(result.diagnostics.isEmpty)
    #expect(result.document == Self.wholeParse(bytes))
    #expect(result.document.views.count == 6_000)
    // An error near the end: the halves give way, and the whole parse reports it.
    let broken = Array((text + "l5.leading = \n").utf8)
    let failed = SceneParser.parse(bytes: broken, path: "p")
    #expect(failed.diagnostics.count == 1)
    // The title and canvas are lines 1-2, the 6,000 labels two lines each (3-12,002): the
    // broken line is 2 + 2 · 6,000 + 1 = 12,003.
    #expect(failed.diagnostics.first?.location.line == 12_003)
    #expect(failed.document == Self.wholeParse(broken))
  }
}
