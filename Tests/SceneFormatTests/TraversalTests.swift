import Testing

@testable import SceneFormat

@Suite("Traversal: views, constraints and guides in order")
struct TraversalTests {
  let document = parseClean(
    """
    c1: a.top = b.top
    view a {
      view a1 {
        view a11
        c3: a11.width = 1
        guide g2
      }
      c2: a1.width = 2
    }
    guide g1
    view b
    c4: b.width = 4
    when wC {
      view a { view extra; c6: extra.width = 6 }
      c5: b.width = 5
    }
    """)

  @Test func viewsDepthFirstWithSuperviews() {
    #expect(document.allViews.map(\.declaration.name) == ["a", "a1", "a11", "b"])
    #expect(document.allViews.map(\.superview) == [nil, "a", "a1", nil])
  }

  @Test func constraintsInSourceOrderAcrossBlocks() {
    // c3 (line 5) is inside a1's block, c2 (line 8) inside a's: source order, not nesting.
    #expect(document.allConstraints.compactMap(\.name) == ["c1", "c3", "c2", "c4"])
  }

  @Test func guidesWithOwners() {
    #expect(document.allGuides.map(\.name) == ["g2", "g1"])
    #expect(document.allGuides.map(\.owner) == ["a1", nil])
  }

  @Test func whenBlockTraversal() throws {
    let block = try #require(document.variations.first)
    #expect(block.allViews.map(\.declaration.name) == ["a", "extra"])
    #expect(block.allViews.map(\.superview) == [nil, "a"])
    #expect(block.allConstraints.compactMap(\.name) == ["c6", "c5"])
  }
}
