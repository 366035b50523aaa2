import AdaptiveLayout
import Foundation
import Interpolation
import Testing

@testable import LayoutRendering

#if canImport(FoundationXML)
  import FoundationXML
#else
  import Foundation
#endif

/// Collects what the SVG tests look at while an XML parser reads a document.
final class SVGSummary: NSObject, XMLParserDelegate {
  var animates: [[String: String]] = []
  var elementCount = 0
  var rootSVG: [String: String] = [:]

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    elementCount += 1
    if elementName == "animate" { animates.append(attributeDict) }
    if elementName == "svg" { rootSVG = attributeDict }
  }

  /// Parses `text`; nil when it is not well-formed XML.
  static func parse(_ text: String) -> SVGSummary? {
    let parser = XMLParser(data: Data(text.utf8))
    let summary = SVGSummary()
    parser.delegate = summary
    return parser.parse() ? summary : nil
  }
}

struct AnimatedSVGTests {
  static func step(
    _ from: TransitionState, _ to: TransitionState, _ caption: String
  ) throws -> AnimatedSVG.Step {
    AnimatedSVG.Step(
      caption: caption, transition: try Transition(from: from, to: to, curve: .linear))
  }

  @Test func oneStepIsWellFormedWithTheExpectedAnimations() throws {
    let svg = try AnimatedSVG.document(
      title: "a & b", steps: [Self.step(Fixture.old, Fixture.new, "portrait → landscape")],
      fps: 10)
    let summary = try #require(SVGSummary.parse(svg))
    // Attributes that change (by hand from Fixture, frames in root coordinates):
    //   a      (0,0,100,50) → (100,0,200,50):   rect x, width; label x           3
    //   box    (0,100,200,200) → (300,20,200,100): rect x, y, height; label x, y  5
    //   child  (10,110,20,20) → (330,30,20,40): rect x, y, height; label x, y     5
    //   mover  (50,400,10,10) → (300,20,10,10): rect x, y; label x, y             4
    //   fresh  fixed frame, opacity 0 → 1                                         1
    //   gone   fixed frame, opacity 1 → 0                                         1
    //   root   320×568 → 568×320: width, height                                   2
    // One step: its caption is always shown, no animation.                 total 21
    #expect(summary.animates.count == 21)
    // 0.4 s at 10 fps: t = 0, 0.1, 0.2, 0.3, 0.4, then the 0.5 s pause ends at 0.9:
    // keyTimes 0, 1/9, 2/9, 3/9, 4/9, 1.
    for animate in summary.animates {
      let times = (animate["keyTimes"] ?? "").split(separator: ";").map(String.init)
      let values = (animate["values"] ?? "").split(separator: ";")
      #expect(times == ["0", "0.111111", "0.222222", "0.333333", "0.444444", "1"])
      #expect(values.count == times.count)
      #expect(animate["dur"] == "0.9s")
      #expect(animate["repeatCount"] == "indefinite")
      #expect(animate["calcMode"] == "linear")
    }
    // Drawn to scale: the largest root, 568 wide and 568 high, plus margins of 16 and the
    // 40-point header: 600 × 640.
    #expect(summary.rootSVG["width"] == "600")
    #expect(summary.rootSVG["height"] == "640")
    // box's x: 0 → 300 linearly at p = t/0.4, then held: 0;75;150;225;300;300.
    #expect(
      svg.contains(
        "attributeName=\"x\" dur=\"0.9s\" repeatCount=\"indefinite\" "
          + "calcMode=\"linear\" keyTimes=\"0;0.111111;0.222222;0.333333;0.444444;1\" "
          + "values=\"0;75;150;225;300;300\""))
    #expect(svg.contains("a &amp; b"))
  }

  @Test func aRoundTripAnimatesCaptionsAndKeepsEveryView() throws {
    let steps = [
      try Self.step(Fixture.old, Fixture.new, "portrait → landscape"),
      try Self.step(Fixture.new, Fixture.old, "landscape → portrait"),
    ]
    let svg = try AnimatedSVG.document(title: "round trip", steps: steps, fps: 10)
    let summary = try #require(SVGSummary.parse(svg))
    // The same 21 attributes change (there and back), plus one discrete caption animation per
    // step: 23.
    #expect(summary.animates.count == 23)
    // Keyframes: 5 samples of step 1 (0 … 0.4), 5 of step 2 (0.9 … 1.3), the end of the last
    // pause (1.8): 11 keyTimes, from 0 to 1.
    let linear = summary.animates.filter { $0["calcMode"] == "linear" }
    #expect(linear.count == 21)
    for animate in linear {
      let times = (animate["keyTimes"] ?? "").split(separator: ";")
      #expect(times.count == 11)
      #expect(times.first == "0")
      #expect(times.last == "1")
      #expect(animate["dur"] == "1.8s")
    }
    // Captions switch at 0.9 / 1.8 = 0.5.
    let captions = summary.animates.filter { $0["calcMode"] == "discrete" }
    #expect(captions.map { $0["keyTimes"] } == ["0;0.5", "0;0.5"])
    #expect(captions.map { $0["values"] } == ["1;0", "0;1"])
    // Every view of either state is drawn once.
    for name in ["a", "box", "child", "mover", "fresh", "gone"] {
      #expect(svg.components(separatedBy: "<g id=\"\(name)\"").count == 2, "\(name)")
    }
  }

  @Test func sameInputSameBytes() throws {
    let steps = [try Self.step(Fixture.old, Fixture.new, "x")]
    #expect(
      try AnimatedSVG.document(title: "t", steps: steps)
        == AnimatedSVG.document(title: "t", steps: steps))
  }

  @Test func keyTimesHaveNoExponent() {
    #expect(AnimatedSVG.keyTime(0) == "0")
    #expect(AnimatedSVG.keyTime(1) == "1")
    #expect(AnimatedSVG.keyTime(0.000001) == "0.000001")
    #expect(AnimatedSVG.keyTime(0.25) == "0.25")
    #expect(AnimatedSVG.keyTime(1.0 / 3) == "0.333333")
  }

  @Test func noStepsIsAnEmptyButValidPicture() throws {
    let svg = try AnimatedSVG.document(title: "nothing", steps: [])
    let summary = try #require(SVGSummary.parse(svg))
    #expect(summary.animates.isEmpty)
  }

  @Test func badRatesAndPausesAreErrors() throws {
    let steps = [try Self.step(Fixture.old, Fixture.new, "x")]
    #expect(throws: TransitionError.invalidFrameRate(-1)) {
      try AnimatedSVG.document(title: "t", steps: steps, fps: -1)
    }
    #expect(throws: TransitionError.invalidPause(-1)) {
      try AnimatedSVG.document(title: "t", steps: steps, pause: -1)
    }
  }
}
