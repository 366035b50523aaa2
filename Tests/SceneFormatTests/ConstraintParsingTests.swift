import AdaptiveLayout
import Testing

@testable import SceneFormat

@Suite("Constraints: items, attributes, relations, multipliers, constants, priorities")
struct ConstraintParsingTests {
  func constraint(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> ConstraintDeclaration?
  {
    let document = parseClean(text, sourceLocation: sourceLocation)
    #expect(document.constraints.count == 1, sourceLocation: sourceLocation)
    return document.constraints.first
  }

  @Test func namedConstraintWithStandardSpacing() throws {
    let c = try #require(constraint("c3: nameField.leading = nameLabel.trailing + standard"))
    #expect(c.name == "c3")
    #expect(c.location == at(1, 1))
    #expect(
      c.first
        == AttributeReference(
          item: .named("nameField"), itemLocation: at(1, 5), attribute: .leading,
          attributeLocation: at(1, 15)))
    #expect(c.relation == .equal)
    #expect(c.relationLocation == at(1, 23))
    #expect(
      c.second
        == AttributeReference(
          item: .named("nameLabel"), itemLocation: at(1, 25), attribute: .trailing,
          attributeLocation: at(1, 35)))
    #expect(c.multiplier == 1)
    #expect(c.constant == 8)  // standard = 8
    #expect(c.usesStandardSpacing)
    #expect(c.priority == 1000)
    #expect(c.priorityLocation == nil)
    #expect(c.enclosingView == nil)
  }

  @Test func relations() {
    #expect(constraint("a.top = b.top")?.relation == .equal)
    #expect(constraint("a.top == b.top")?.relation == .equal)
    #expect(constraint("a.top <= b.top")?.relation == .lessThanOrEqual)
    #expect(constraint("a.top >= b.top")?.relation == .greaterThanOrEqual)
  }

  @Test func constantOnlySize() throws {
    let c = try #require(constraint("box.width = 100"))
    #expect(c.second == nil)
    #expect(c.constant == 100)
    #expect(c.multiplier == 1)
    #expect(!c.usesStandardSpacing)
  }

  @Test(arguments: [
    ("green.width = green.height * 4", 4.0, 0.0),
    ("green.width = 4 * green.height", 4, 0),
    ("box.left = superview.right * 0.25 + 10", 0.25, 10),
    ("box.left = superview.right / 4 - 10", 0.25, -10),
    ("box.width = box.height * 3 / 4", 0.75, 0),
    ("box.width = 2 * box.height * 3 + 1 + 2 - 0.5", 6, 2.5),
    ("a.leading = b.trailing - standard", 1, -8),
    ("a.leading = b.trailing + 2 * standard", 1, 16),
    ("a.top = 20 + b.bottom", 1, 20),
    ("a.centerX = b.centerX * -1", -1, 0),
  ])
  func multipliersAndConstants(text: String, multiplier: Double, constant: Double) throws {
    let c = try #require(constraint(text))
    #expect(c.second != nil)
    #expect(c.multiplier == multiplier)
    #expect(c.constant == constant)
  }

  @Test func multiplierLocation() {
    #expect(constraint("box.left = superview.right * 0 + 10")?.multiplierLocation == at(1, 30))
    #expect(constraint("box.left = 2 * superview.right")?.multiplierLocation == at(1, 12))
    #expect(constraint("box.left = superview.right * -1")?.multiplierLocation == at(1, 30))
    #expect(constraint("box.left = superview.right + 3")?.multiplierLocation == nil)
  }

  @Test func leadingSignOnConstant() {
    #expect(constraint("a.left = -10")?.constant == -10)
    #expect(constraint("a.left = b.left + -3")?.constant == -3)
  }

  @Test(arguments: [
    ("@249", 249), ("@1", 1), ("@1000", 1000), ("@required", 1000), ("@high", 750),
    ("@low", 250), ("@fitting", 50),
  ])
  func priorities(suffix: String, priority: Int) throws {
    let c = try #require(constraint("nameLabel.top = topLayoutGuide.bottom + 20 \(suffix)"))
    #expect(c.priority == priority)
    #expect(c.priorityLocation == at(1, 45))
  }

  @Test func everyAttributeAndBaselineAlias() {
    for attribute in SceneAttribute.allCases {
      #expect(
        constraint("a.\(attribute.rawValue) = b.\(attribute.rawValue)")?.first.attribute
          == attribute)
    }
    // Interface Builder's `baseline` is the last baseline.
    #expect(constraint("a.baseline = b.firstBaseline")?.first.attribute == .lastBaseline)
  }

  @Test func reservedItems() {
    let c = constraint("superview.trailingMargin >= root.width")
    #expect(c?.first.item == .superview)
    #expect(c?.second?.item == .root)
    #expect(constraint("a.top = safeArea.top")?.second?.item == .safeArea)
    #expect(constraint("a.top = topLayoutGuide.bottom")?.second?.item == .topLayoutGuide)
    #expect(constraint("bottomLayoutGuide.top = a.bottom + 20")?.first.item == .bottomLayoutGuide)
  }

  @Test func constraintInsideViewRecordsItsEnclosingView() throws {
    let document = parseClean(
      """
      view outer {
        view inner {
          c1: x.width = 10
        }
        c2: inner.width = superview.width
      }
      """)
    let outer = try #require(document.views.first)
    #expect(outer.constraints.map(\.name) == ["c2"])
    #expect(outer.constraints.first?.enclosingView == "outer")
    #expect(outer.subviews.first?.constraints.first?.enclosingView == "inner")
    #expect(outer.subviews.first?.constraints.first?.location == at(3, 5))
    #expect(document.constraints.isEmpty)
  }

  @Test func namesMayBeUsedBeforeDeclaration() {
    let document = parseClean("a.width = b.width\nview a\nview b")
    #expect(document.constraints.count == 1)
    #expect(document.views.count == 2)
  }
}

@Suite("Constraint descriptions")
struct ConstraintDescriptionTests {
  @Test(arguments: [
    (
      "c3: nameField.leading = nameLabel.trailing + standard",
      "c3: nameField.leading = nameLabel.trailing + 8"
    ),
    ("green.width = 4 * green.height @high", "green.width = green.height * 4 @750"),
    ("box.width = 100", "box.width = 100"),
    ("box.left = superview.right / 4 - 10.5", "box.left = superview.right * 0.25 - 10.5"),
    ("a.baseline == b.baseline", "a.lastBaseline = b.lastBaseline"),
    ("a.left >= -3", "a.left >= -3"),
  ])
  func normalizedText(source: String, expected: String) {
    #expect(parseClean(source).constraints.first?.description == expected)
  }
}
