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

  @Test func blockContentsDepthFirstEachViewBeforeItsSubviews() {
    let nested = parseClean(
      """
      view a {
        guide ga
        view a1 { guide ga1; c1: a1.width = 1 }
        view a2 { guide ga2 }
        c2: a.width = 2
      }
      view b { guide gb }
      """)
    // a's own guide and constraint, then a1's, a2's, and b's: the order the binder and the
    // name checker read them in, before any sort by location.
    #expect(guidesInBlocks(of: nested.views).map(\.name) == ["ga", "ga1", "ga2", "gb"])
    #expect(constraintsInBlocks(of: nested.views).compactMap(\.name) == ["c2", "c1"])
    // Sorted by location, c1 (line 3) comes before c2 (line 5).
    #expect(nested.allConstraints.compactMap(\.name) == ["c1", "c2"])
    var visited: [String] = []
    nested.forEachView { view, superview in visited.append("\(superview ?? "-")/\(view.name)") }
    #expect(visited == ["-/a", "a/a1", "a/a2", "-/b"])
    // A scene without views has nothing in blocks.
    #expect(guidesInBlocks(of: []).isEmpty)
  }

  @Test func whenBlockTraversal() throws {
    let block = try #require(document.variations.first)
    #expect(block.allViews.map(\.declaration.name) == ["a", "extra"])
    #expect(block.allViews.map(\.superview) == [nil, "a"])
    #expect(block.allConstraints.compactMap(\.name) == ["c6", "c5"])
  }
}
