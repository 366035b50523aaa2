import Testing

@testable import SceneFormat

@Suite("Declarations: title, canvas, views, guides, properties")
struct DeclarationParsingTests {
  @Test func titleAndCanvas() {
    let document = parseClean(
      """
      # a comment
      scene "Simple \\"Label\\" and Text Field"  # trailing comment
      canvas 375x667
      """)
    #expect(
      document.title
        == TitleDeclaration(text: "Simple \"Label\" and Text Field", location: at(2, 1)))
    #expect(document.canvas == CanvasDeclaration(width: 375, height: 667, location: at(3, 1)))
  }

  @Test func canvasWithTheDesignScreen() throws {
    let document = parseClean(
      "canvas 375x812 safeArea 44 0 34 0 class wC-hR scale 3 margins 16\n")
    let canvas = try #require(document.canvas)
    #expect(canvas.width == 375 && canvas.height == 812)
    #expect(canvas.sizeClasses?.width == .compact && canvas.sizeClasses?.height == .regular)
    // UIKit's order: top, left, bottom, right.
    #expect(canvas.safeArea?.top == 44 && canvas.safeArea?.left == 0)
    #expect(canvas.safeArea?.bottom == 34 && canvas.safeArea?.right == 0)
    #expect(canvas.margins == 16)
    #expect(canvas.scale == 3)
    // A canvas with only a size leaves the rest to the command.
    let plain = try #require(parseClean("canvas 600x600 class wAny-hAny").canvas)
    #expect(plain.sizeClasses?.width == .any && plain.sizeClasses?.height == .any)
    #expect(plain.safeArea == nil && plain.margins == nil && plain.scale == nil)
  }

  @Test func emptyFileIsAnEmptyScene() {
    #expect(parseClean("") == SceneDocument())
    #expect(parseClean("\n\n# only a comment\n;;\n") == SceneDocument())
  }

  @Test func viewWithKindAndEveryProperty() throws {
    let document = parseClean(
      """
      view nameLabel: label {
        intrinsic 82x21
        hugging 251 252
        resistance 749 high
        baseline 17
        margins 12
        hidden
      }
      """)
    let view = try #require(document.views.first)
    #expect(view.name == "nameLabel")
    #expect(view.kind == .label)
    #expect(view.location == at(1, 1))
    #expect(view.nameLocation == at(1, 6))
    #expect(view.kindLocation == at(1, 17))
    #expect(
      view.properties == [
        ViewProperty(.intrinsicSize(width: 82, height: 21), at: at(2, 3)),
        ViewProperty(.hugging(horizontal: 251, vertical: 252), at: at(3, 3)),
        ViewProperty(.compressionResistance(horizontal: 749, vertical: 750), at: at(4, 3)),
        ViewProperty(.baseline(first: 17, last: nil), at: at(5, 3)),
        ViewProperty(.margins(top: 12, left: 12, bottom: 12, right: 12), at: at(6, 3)),
        ViewProperty(.hidden(true), at: at(7, 3)),
      ])
  }

  @Test func propertyVariants() throws {
    let document = parseClean(
      """
      view a { intrinsic -x30; hugging 251; baseline 20 6.5; margins 1 2 3 -4; hidden false }
      view b { intrinsic 20.5x-; hidden true; resistance required low }
      view c { intrinsic -x- }
      """)
    #expect(document.views.count == 3)
    #expect(
      document.views[0].properties.map(\.value) == [
        .intrinsicSize(width: nil, height: 30),
        .hugging(horizontal: 251, vertical: 251),
        .baseline(first: 20, last: 6.5),
        .margins(top: 1, left: 2, bottom: 3, right: -4),
        .hidden(false),
      ])
    #expect(document.views[0].properties.map(\.location.column) == [10, 26, 39, 56, 74])
    #expect(
      document.views[1].properties.map(\.value) == [
        .intrinsicSize(width: 20.5, height: nil), .hidden(true),
        .compressionResistance(horizontal: 1000, vertical: 250),
      ])
    #expect(document.views[2].properties.map(\.value) == [.intrinsicSize(width: nil, height: nil)])
  }

  @Test func viewWithoutBlockAndKindOnly() {
    let document = parseClean("view spacer\nview photo: imageView\n")
    #expect(document.views.map(\.name) == ["spacer", "photo"])
    #expect(document.views.map(\.kind) == [nil, .imageView])
    #expect(document.views[1].properties.isEmpty)
  }

  @Test func blockMayOpenOnTheNextLine() {
    let document = parseClean("view card\n{\n  margins 4\n}\n")
    #expect(
      document.views.first?.properties.map(\.value) == [
        .margins(top: 4, left: 4, bottom: 4, right: 4)
      ])
  }

  @Test func nestedViewsGuidesAndConstraints() throws {
    let document = parseClean(
      """
      view card {
        margins 12
        view title: label { intrinsic 40x20 }
        guide spacer
        title.leading = superview.leadingMargin
      }
      guide gap
      """)
    let card = try #require(document.views.first)
    #expect(card.subviews.map(\.name) == ["title"])
    #expect(card.subviews.first?.location == at(3, 3))
    #expect(
      card.guides == [
        GuideDeclaration(name: "spacer", location: at(4, 3), nameLocation: at(4, 9), owner: "card")
      ])
    #expect(card.constraints.count == 1)
    #expect(card.constraints.first?.enclosingView == "card")
    #expect(card.constraints.first?.first.item == .named("title"))
    #expect(card.constraints.first?.second?.item == .superview)
    #expect(
      document.guides == [
        GuideDeclaration(name: "gap", location: at(7, 1), nameLocation: at(7, 7), owner: nil)
      ])
  }

  @Test func semicolonsSeparateStatementsAtAnyLevel() {
    let document = parseClean("view a; view b { hidden; margins 2 }; a.width = 10; b.width = 20")
    #expect(document.views.map(\.name) == ["a", "b"])
    #expect(document.constraints.map(\.constant) == [10, 20])
    #expect(document.constraints.map(\.location) == [at(1, 39), at(1, 53)])
  }

  @Test func everyViewKindIsAccepted() {
    for kind in SceneViewKind.allCases {
      let document = parseClean("view v: \(kind.rawValue)")
      #expect(document.views.first?.kind == kind)
    }
  }

  @Test func propertyKeywordsMayStillNameViews() {
    // `margins`, `baseline`, … are not reserved: followed by '.', they start a constraint.
    let document = parseClean("view margins\nview baseline\nmargins.top = baseline.bottom")
    #expect(document.views.map(\.name) == ["margins", "baseline"])
    #expect(document.constraints.first?.first.item == .named("margins"))
  }

  @Test func columnsCountBytes() {
    // "é" is two bytes in UTF-8: `view b` starts at character 12 but at byte column 13.
    let document = parseClean("scene \"é\"; view b; view c")
    #expect(document.views.map(\.location) == [at(1, 13), at(1, 21)])
    let shifted = parseClean("scene \"éé\"; view b")
    #expect(shifted.views.first?.location == at(1, 15))
  }

  @Test func carriageReturnsAreWhitespace() {
    let document = parseClean("view a\r\nview b\r\n")
    #expect(document.views.map(\.location) == [at(1, 1), at(2, 1)])
  }
}
