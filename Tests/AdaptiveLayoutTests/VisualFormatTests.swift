import AdaptiveLayout
import Testing

/// The constraints each construct of the Visual Format Language generates, as formulas
/// (`first REL second + constant @priority`), in generation order. The expected lists follow
/// UIKit's parser: a connection, then the size predicates of the view it reaches, alignments
/// last; `later.start REL earlier.end + c`, swapped under directionRightToLeft.
@Suite("VisualFormat: every construct")
struct VisualFormatTests {
  let views: Set<String> = ["a", "b", "c", "topLayoutGuide"]
  let metrics: [String: Double] = ["pad": 12, "wide": 100, "low": 250]

  func formulas(
    _ format: String, _ options: VisualFormatOptions = VisualFormatOptions(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> [String] {
    do {
      return try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
        .map(\.description.formula)
    } catch {
      Issue.record("\(format): \(error)", sourceLocation: sourceLocation)
      return []
    }
  }

  // MARK: Orientation and connections

  @Test func horizontalIsTheDefaultOrientation() {
    #expect(formulas("[a]-[b]") == ["b.leading = a.trailing + 8"])
    #expect(formulas("H:[a]-[b]") == ["b.leading = a.trailing + 8"])
  }

  @Test func verticalUsesTopAndBottom() {
    #expect(formulas("V:[a]-[b]") == ["b.top = a.bottom + 8"])
    #expect(formulas("V:[a]-10-[b]") == ["b.top = a.bottom + 10"])
  }

  @Test func flushViewsTouch() {
    #expect(formulas("[a][b]") == ["b.leading = a.trailing"])
    #expect(formulas("V:[a][b][c]") == ["b.top = a.bottom", "c.top = b.bottom"])
  }

  @Test func explicitSpacingNumbersAndMetrics() {
    #expect(formulas("[a]-10-[b]") == ["b.leading = a.trailing + 10"])
    #expect(formulas("[a]-12.5-[b]") == ["b.leading = a.trailing + 12.5"])
    #expect(formulas("[a]-pad-[b]") == ["b.leading = a.trailing + 12"])
    #expect(formulas("[a]-(pad)-[b]") == ["b.leading = a.trailing + 12"])
    // A negative spacing needs parentheses (a second '-' would be ambiguous).
    #expect(formulas("[a]-(-8)-[b]") == ["b.leading = a.trailing - 8"])
  }

  @Test func spacingPredicatesWithRelationsAndPriorities() {
    #expect(formulas("[a]-(>=10@750)-[b]") == ["b.leading >= a.trailing + 10 @750"])
    #expect(formulas("[a]-(<=pad@low)-[b]") == ["b.leading <= a.trailing + 12 @250"])
    #expect(formulas("[a]-(==10)-[b]") == ["b.leading = a.trailing + 10"])
    // UIKit's parser also takes a single predicate without parentheses.
    #expect(formulas("[a]->=10-[b]") == ["b.leading >= a.trailing + 10"])
    #expect(formulas("[a]-10@500-[b]") == ["b.leading = a.trailing + 10 @500"])
  }

  @Test func spacingPredicateLists() {
    #expect(
      formulas("[a]-(>=8,<=pad@999)-[b]") == [
        "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 12 @999",
      ])
  }

  // MARK: The superview

  @Test func standardSpacingToTheSuperviewIsToItsMargins() {
    // UIKit since iOS 8: |-[a]-| relates a to the superview's layout margins.
    #expect(
      formulas("|-[a]-|") == [
        "a.leading = superview.leadingMargin", "superview.trailingMargin = a.trailing",
      ])
    #expect(
      formulas("V:|-[a]-|") == ["a.top = superview.topMargin", "superview.bottomMargin = a.bottom"])
  }

  @Test func explicitSpacingToTheSuperviewIsToItsEdges() {
    #expect(
      formulas("|-20-[a]-(>=pad)-|") == [
        "a.leading = superview.leading + 20", "superview.trailing >= a.trailing + 12",
      ])
    #expect(formulas("V:|[a]|") == ["a.top = superview.top", "superview.bottom = a.bottom"])
  }

  @Test func aCompleteLineOfLayout() {
    // The Auto Layout Guide's example line, with its findField(>=20).
    let views: Set<String> = ["find", "findNext", "findField"]
    let generated = try? VisualFormat.constraints(
      "|-[find]-[findNext]-[findField(>=20)]-|", views: views
    ).map(\.description.formula)
    #expect(
      generated == [
        "find.leading = superview.leadingMargin", "findNext.leading = find.trailing + 8",
        "findField.leading = findNext.trailing + 8", "findField.width >= 20",
        "superview.trailingMargin = findField.trailing",
      ])
  }

  // MARK: View predicates

  @Test func viewSizePredicates() {
    #expect(formulas("[a(50)]") == ["a.width = 50"])
    #expect(formulas("V:[a(50)]") == ["a.height = 50"])
    #expect(formulas("[a(>=50,<=100@750)]") == ["a.width >= 50", "a.width <= 100 @750"])
    #expect(formulas("[a(==wide@low)]") == ["a.width = 100 @250"])
    #expect(formulas("[a(100@20)]") == ["a.width = 100 @20"])
  }

  @Test func equalSizesName() {
    #expect(formulas("[a][b(==a)]") == ["b.leading = a.trailing", "b.width = a.width"])
    #expect(formulas("V:[a(>=b@750)]") == ["a.height >= b.height @750"])
  }

  @Test func sizesFollowTheConnectionIntoTheirView() {
    // UIKit's order: |-[a], then a's width, then [a]-[b], then b's width, then [b]-|.
    #expect(
      formulas("|-[a(50)]-[b(==a)]-|") == [
        "a.leading = superview.leadingMargin", "a.width = 50", "b.leading = a.trailing + 8",
        "b.width = a.width", "superview.trailingMargin = b.trailing",
      ])
  }

  @Test func layoutGuidesAreItemsToo() {
    #expect(formulas("V:[topLayoutGuide]-20-[a]") == ["a.top = topLayoutGuide.bottom + 20"])
  }

  // MARK: Options

  @Test func leftToRightUsesLeftAndRight() {
    var options = VisualFormatOptions()
    options.direction = .leftToRight
    #expect(
      formulas("|-8-[a]-[b]-|", options) == [
        "a.left = superview.left + 8", "b.left = a.right + 8",
        "superview.rightMargin = b.right",
      ])
  }

  @Test func rightToLeftStartsAtTheRight() {
    // The first view is the rightmost: |-8-[a] puts a 8 from the right edge, [a]-[b] puts b
    // to a's left, [b]-| relates b's left to the superview's left margin.
    var options = VisualFormatOptions()
    options.direction = .rightToLeft
    #expect(
      formulas("|-8-[a]-[b]-|", options) == [
        "superview.right = a.right + 8", "a.left = b.right + 8",
        "b.left = superview.leftMargin",
      ])
  }

  @Test func directionDoesNotChangeAVerticalFormat() {
    var options = VisualFormatOptions()
    options.direction = .rightToLeft
    #expect(formulas("V:[a]-[b]", options) == ["b.top = a.bottom + 8"])
  }

  @Test func alignmentsComeLastOnePerNeighbouringPair() {
    var options = VisualFormatOptions()
    options.alignments = [.bottom, .top]
    #expect(
      formulas("[a]-[b]-[c]", options) == [
        "b.leading = a.trailing + 8", "c.leading = b.trailing + 8",
        // per pair, in NSLayoutConstraint.Attribute order: top (3) before bottom (4)
        "a.top = b.top", "a.bottom = b.bottom", "b.top = c.top", "b.bottom = c.bottom",
      ])
  }

  @Test func alignmentSkipsTheSuperview() {
    var options = VisualFormatOptions()
    options.alignments = [.centerY]
    #expect(
      formulas("|-[a]-[b]-|", options) == [
        "a.leading = superview.leadingMargin", "b.leading = a.trailing + 8",
        "superview.trailingMargin = b.trailing", "a.centerY = b.centerY",
      ])
    // One view: nothing to align, and no complaint even about an option on the wrong axis.
    options.alignments = [.leading]
    #expect(formulas("[a]", options) == [])
  }

  @Test func verticalFormatsAlignHorizontally() {
    var options = VisualFormatOptions()
    options.alignments = [.leading, .trailing]
    #expect(
      formulas("V:[a][b]", options) == [
        "b.top = a.bottom", "a.leading = b.leading", "a.trailing = b.trailing",
      ])
  }

  @Test func rightToLeftAlignsTheLaterViewOnTheEarlier() {
    var options = VisualFormatOptions(alignments: [.lastBaseline], direction: .rightToLeft)
    #expect(
      formulas("[a][b]", options) == ["a.left = b.right", "b.lastBaseline = a.lastBaseline"])
    options.alignments = [.firstBaseline]
    #expect(
      formulas("[a][b]", options) == ["a.left = b.right", "b.firstBaseline = a.firstBaseline"])
  }

  @Test func baselineToBaselineSpacing() {
    // UIKit's parser gives every view of the format its baseline under this option, also at
    // the superview's edges: a's first baseline sits on the top margin.
    let options = VisualFormatOptions(spacingBaselineToBaseline: true)
    #expect(
      formulas("V:|-[a]-20-[b]-|", options) == [
        "a.firstBaseline = superview.topMargin", "b.firstBaseline = a.lastBaseline + 20",
        "superview.bottomMargin = b.lastBaseline",
      ])
  }

  @Test func optionsByName() {
    var options = VisualFormatOptions()
    let inserted1 = options.insert(named: "alignAllLeading")
    #expect(inserted1)
    let inserted2 = options.insert(named: "alignAllBaseline")
    #expect(inserted2)  // the old name of LastBaseline
    let inserted3 = options.insert(named: "alignAllCenterY")
    #expect(inserted3)
    let inserted4 = options.insert(named: "directionRightToLeft")
    #expect(inserted4)
    let inserted5 = options.insert(named: "spacingBaselineToBaseline")
    #expect(inserted5)
    let inserted6 = options.insert(named: "alignAllWidth")
    #expect(!inserted6)  // not an option, though an attribute
    let inserted7 = options.insert(named: "alignAll")
    #expect(!inserted7)
    let inserted8 = options.insert(named: "alignAllleading")
    #expect(!inserted8)
    #expect(options.alignments == [.leading, .lastBaseline, .centerY])
    #expect(options.direction == .rightToLeft)
    #expect(options.spacingBaselineToBaseline)
    #expect(VisualFormatOptions.optionNames.count == 14)
    #expect(VisualFormatOptions.optionNames.allSatisfy { VisualFormatOptions().inserting($0) })
  }

  // MARK: Offsets and defaults

  @Test func offsetsPointAtTheTextThatMadeEachConstraint() throws {
    // "H:|-pad-[a(>=50)][b]-(>=8,<=20)-|" — offsets counted from 0:
    //  0 H, 2 |, 3 '-' (the pad connection starts there; its predicate 'pad' at 4),
    //  8 '[a', 10 '(', 11 '>=50', 16 ']', 17 '[b' (the flush connection's offset), 20 '-',
    //  21 '(', 22 '>=8', 25 ',', 26 '<=20'.
    let generated = try VisualFormat.constraints(
      "H:|-pad-[a(>=50)][b]-(>=8,<=20)-|", metrics: metrics, views: views)
    #expect(generated.map(\.offset) == [4, 11, 17, 22, 26])
    #expect(generated.allSatisfy { $0.description.name == nil })
    #expect(generated.allSatisfy { $0.description.location == .unknown })
  }

  @Test func standardSpacingOffsetIsItsDash() throws {
    let generated = try VisualFormat.constraints("[a]-[b]", views: views)
    #expect(generated.map(\.offset) == [3])
    #expect(VisualFormat.standardSpacing == 8)
  }
}

extension VisualFormatOptions {
  fileprivate func inserting(_ name: String) -> Bool {
    var copy = self
    return copy.insert(named: name)
  }
}

@Suite("VisualFormat: the documentation's example")
struct VisualFormatDocumentationTests {
  @Test func theCatalogExampleGivesWhatItSays() throws {
    // The example of AdaptiveLayout.docc/AdaptiveLayout.md.
    let row = try VisualFormat.constraints(
      "H:|-[label]-[field(>=100)]-|", options: VisualFormatOptions(alignments: [.lastBaseline]),
      views: ["label", "field"])
    #expect(
      row.map(\.description.formula) == [
        "label.leading = superview.leadingMargin", "field.leading = label.trailing + 8",
        "field.width >= 100", "superview.trailingMargin = field.trailing",
        "label.lastBaseline = field.lastBaseline",
      ])
  }
}
