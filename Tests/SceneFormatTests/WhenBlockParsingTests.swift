import Testing

@testable import SceneFormat

@Suite("Size classes: when blocks, install and uninstall, overrides")
struct WhenBlockParsingTests {
  @Test(arguments: [
    ("when width compact height regular", SceneSizeClass.compact, SceneSizeClass.regular),
    ("when height regular width compact", .compact, .regular),
    ("when width regular", .regular, .any),
    ("when height compact", .any, .compact),
    ("when width any height compact", .any, .compact),
    ("when wC-hR", .compact, .regular),
    ("when wR hC", .regular, .compact),
    ("when hAny wC", .compact, .any),
    ("when wAny-hR", .any, .regular),
  ])
  func sizeClassesAreNormalized(header: String, width: SceneSizeClass, height: SceneSizeClass)
    throws
  {
    let document = parseClean("\(header) {\n}\n")
    let block = try #require(document.variations.first)
    #expect(block.width == width)
    #expect(block.height == height)
    #expect(block.location == at(1, 1))
  }

  @Test func everyStatementOfAWhenBlock() throws {
    let document = parseClean(
      """
      c3: a.width = 10
      when width compact height regular {   # portrait iPhone
        uninstall c2, c5
        install c9
        c7: longButton.leading = superview.leadingMargin
        c3.constant = 40
        c3.constant = -standard
        c4.priority = 250
        c4.priority = low
        view nameLabel { intrinsic 120x43; baseline 34 }
        view badge: label { intrinsic 30x30 }
        guide gap
      }
      """)
    #expect(document.constraints.map(\.name) == ["c3"])
    let block = try #require(document.variations.first)
    #expect(
      block.uninstalled == [NameReference("c2", at: at(3, 13)), NameReference("c5", at: at(3, 17))])
    #expect(block.installed == [NameReference("c9", at: at(4, 11))])
    #expect(block.constraints.map(\.name) == ["c7"])
    #expect(block.constraints.first?.enclosingView == nil)
    #expect(
      block.overrides == [
        ConstraintOverride(
          constraint: "c3", location: at(6, 3), value: .constant(40), valueLocation: at(6, 17)),
        ConstraintOverride(
          constraint: "c3", location: at(7, 3), value: .constant(-8), valueLocation: at(7, 17)),
        ConstraintOverride(
          constraint: "c4", location: at(8, 3), value: .priority(250), valueLocation: at(8, 17)),
        ConstraintOverride(
          constraint: "c4", location: at(9, 3), value: .priority(250), valueLocation: at(9, 17)),
      ])
    #expect(block.views.map(\.name) == ["nameLabel", "badge"])
    #expect(block.views[0].kind == nil)
    #expect(
      block.views[0].properties.map(\.value) == [
        .intrinsicSize(width: 120, height: 43), .baseline(first: 34, last: nil),
      ])
    #expect(block.views[1].kind == .label)
    #expect(block.guides.map(\.name) == ["gap"])
    #expect(block.guides.first?.owner == nil)
  }

  @Test func topLevelUninstallClearsTheBaseInstalledCheckbox() {
    let document = parseClean(
      """
      c7: long.leading = superview.leadingMargin
      uninstall c7
      when wC-hR { install c7 }
      """)
    #expect(document.uninstalled == [NameReference("c7", at: at(2, 11))])
    #expect(document.variations.first?.installed == [NameReference("c7", at: at(3, 22))])
  }

  @Test func viewsInsideWhenKeepTheirOwnBlocks() throws {
    let document = parseClean(
      """
      when height compact {
        view panel {
          margins 0 4 0 4
          view icon: imageView
          icon.centerY = superview.centerY
        }
      }
      """)
    let panel = try #require(document.variations.first?.views.first)
    #expect(panel.subviews.map(\.name) == ["icon"])
    #expect(panel.constraints.first?.enclosingView == "panel")
  }

  @Test func severalWhenBlocksKeepSourceOrder() {
    let document = parseClean("when wC {\n}\nwhen wR {\n}\nwhen hC {\n}\n")
    #expect(document.variations.map(\.location.line) == [1, 3, 5])
    #expect(document.variations.map(\.width) == [.compact, .regular, .any])
  }
}
