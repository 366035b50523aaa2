import AdaptiveLayout
import Testing

/// Visual formats laid out by the engine, frames worked out by hand. The root is 375x667 with
/// leading and trailing margins 16 and top and bottom margins 0 (no safe area), so `|-[a]` puts
/// a at x = 16 and `V:|-[a]` at y = 0.
@Suite("VisualFormat: frames of laid-out formats")
struct VisualFormatLayoutTests {
  let metrics: [String: Double] = ["pad": 12]

  /// Lays out `views` under the constraints of `formats`.
  func layOut(
    _ views: [ViewDescription], _ formats: [(String, VisualFormatOptions)],
    in env: LayoutEnvironment = environment(375, 667)
  ) throws -> LayoutEngine {
    let names = Set(views.map(\.name))
    var all: [ConstraintDescription] = []
    for (line, (format, options)) in formats.enumerated() {
      for piece in try VisualFormat.constraints(
        format, options: options, metrics: metrics, views: names)
      {
        var description = piece.description
        description.location = at(line + 1, piece.offset + 1)
        all.append(description)
      }
    }
    return try LayoutEngine(scene: Scene(views: views, constraints: all), environment: env)
  }

  func plain(_ formats: String...) -> [(String, VisualFormatOptions)] {
    formats.map { ($0, VisualFormatOptions()) }
  }

  @Test func equalWidthsBetweenTheMargins() throws {
    let e = try layOut(
      [view("a"), view("b")], plain("H:|-[a]-[b(==a)]-|", "V:|-20-[a(30)]", "V:|-20-[b(30)]"))
    // a.x = 16 (leading margin); 16 + w + 8 + w = 375 - 16 = 359 → 2w = 335, w = 167.5;
    // b.x = 16 + 167.5 + 8 = 191.5. Vertically y = 0 + 20, height 30.
    #expect(e.frame(ofView: "a") == rect(16, 20, 167.5, 30))
    #expect(e.frame(ofView: "b") == rect(191.5, 20, 167.5, 30))
    #expect(e.conflicts.isEmpty)
    #expect(e.ambiguities().isEmpty)
  }

  @Test func leadingToTrailingFlipsInRightToLeft() throws {
    let e = try layOut(
      [view("a"), view("b")], plain("H:|-[a]-[b(==a)]-|", "V:|[a(30)]", "V:|[b(30)]"),
      in: environment(375, 667, rtl: true))
    // Mirrored: a's right edge on the right margin, 375 - 16 = 359 → a.x = 359 - 167.5 = 191.5;
    // b's right = 191.5 - 8 = 183.5 → b.x = 16.
    #expect(e.frame(ofView: "a") == rect(191.5, 0, 167.5, 30))
    #expect(e.frame(ofView: "b") == rect(16, 0, 167.5, 30))
  }

  @Test func leftToRightIgnoresTheLayoutDirection() throws {
    let options = VisualFormatOptions(direction: .leftToRight)
    let e = try layOut(
      [view("a"), view("b")],
      [("H:|-10-[a(100)]-[b(50)]", options)] + plain("V:|[a(30)]", "V:|[b(30)]"),
      in: environment(375, 667, rtl: true))
    // a.left = 10; b.left = 10 + 100 + 8 = 118, whatever the direction.
    #expect(e.frame(ofView: "a") == rect(10, 0, 100, 30))
    #expect(e.frame(ofView: "b") == rect(118, 0, 50, 30))
  }

  @Test func rightToLeftStartsFromTheRightEdge() throws {
    let options = VisualFormatOptions(direction: .rightToLeft)
    let e = try layOut(
      [view("a"), view("b")],
      [("H:|-10-[a(100)]-pad-[b(50)]", options)] + plain("V:|[a(30)]", "V:|[b(30)]"))
    // a.right = 375 - 10 = 365 → a.x = 265; b.right = a.left - 12 = 253 → b.x = 203.
    #expect(e.frame(ofView: "a") == rect(265, 0, 100, 30))
    #expect(e.frame(ofView: "b") == rect(203, 0, 50, 30))
  }

  @Test func flushAndNegativeSpacing() throws {
    let e = try layOut(
      [view("a"), view("b"), view("c")],
      plain("H:|-10-[a(100)][b(50)]-(-20)-[c(40)]", "V:|[a(10)][b(10)][c(10)]"))
    // a.x = 10; b.x = 10 + 100 = 110 (flush); c.x = 110 + 50 - 20 = 140 (overlapping b).
    // Vertically flush: a.y = 0, b.y = 10, c.y = 20.
    #expect(e.frame(ofView: "a") == rect(10, 0, 100, 10))
    #expect(e.frame(ofView: "b") == rect(110, 10, 50, 10))
    #expect(e.frame(ofView: "c") == rect(140, 20, 40, 10))
  }

  @Test func anOptionalSizeGivesWayToTheEdges() throws {
    let e = try layOut([view("a")], plain("H:|[a(>=400@750)]|", "V:|[a(10)]"))
    // |[a]| is required: a.x = 0, width 375; a.width >= 400 @750 is broken by 400 - 375 = 25.
    #expect(e.frame(ofView: "a") == rect(0, 0, 375, 10))
    #expect(e.brokenConstraints.map(\.constraint.formula) == ["a.width >= 400 @750"])
    #expect(e.brokenConstraints.map(\.error) == [25])
  }

  @Test func inequalitySpacingLetsAViewKeepItsSize() throws {
    let e = try layOut(
      [view("a", intrinsic: (80, 20))], plain("H:|-(>=pad)-[a]-(>=pad)-|", "V:|[a]"))
    // The two inequalities leave x free (an ambiguous layout, as UIKit would find it), so only
    // the bounds are certain: 12 <= x and x + 80 <= 375 - 12 = 363; the width is intrinsic.
    let frame = try #require(e.frame(ofView: "a"))
    #expect(frame.width == 80)
    #expect(frame.x >= 12 && frame.x + frame.width <= 363)
    #expect(!e.ambiguities().isEmpty)
  }

  @Test func alignmentOptionCentresNeighbours() throws {
    let options = VisualFormatOptions(alignments: [.centerY])
    let e = try layOut(
      [view("a"), view("b")],
      [("H:|-[a(50)]-[b(60)]", options)] + plain("V:|-100-[a(40)]", "V:[b(20)]"))
    // a.y = 100, height 40, centre 120; b.centerY = 120 with height 20 → b.y = 110.
    // Horizontally a.x = 16, b.x = 16 + 50 + 8 = 74.
    #expect(e.frame(ofView: "a") == rect(16, 100, 50, 40))
    #expect(e.frame(ofView: "b") == rect(74, 110, 60, 20))
    #expect(e.ambiguities().isEmpty)
  }

  @Test func theSuperviewIsTheViewsOwnSuperview() throws {
    let box = view("box", margins: EdgeInsets(all: 12))
    let e = try layOut(
      [box, view("inner", in: "box")],
      plain("H:|[box(200)]", "V:|-50-[box(100)]", "H:|-[inner]-|", "V:|-[inner]-|"))
    // Inside box, whose margins are 12: inner.x = 12, width 200 - 24 = 176; inner.y = 12,
    // height 100 - 24 = 76 (frames in the superview's coordinates).
    #expect(e.frame(ofView: "box") == rect(0, 50, 200, 100))
    #expect(e.frame(ofView: "inner") == rect(12, 12, 176, 76))
  }

  @Test func baselineToBaselineSpacing() throws {
    // Labels 45x21, first baseline 17 below the top, last 21 - 17 = 4 above the bottom.
    let label = { (name: String) in
      view(name, "label", intrinsic: (45, 21), baseline: Baseline(first: 17))
    }
    let options = VisualFormatOptions(spacingBaselineToBaseline: true)
    let e = try layOut(
      [label("l1"), label("l2")],
      [("V:|-50-[l1]-20-[l2]", options)] + plain("H:|-[l1]", "H:|-[l2]"))
    // l1.firstBaseline = 0 + 50 → l1.y = 50 - 17 = 33; its last baseline 33 + 17 = 50;
    // l2.firstBaseline = 50 + 20 = 70 → l2.y = 70 - 17 = 53. x = 16 (margin), width 45.
    #expect(e.frame(ofView: "l1") == rect(16, 33, 45, 21))
    #expect(e.frame(ofView: "l2") == rect(16, 53, 45, 21))
  }
}
