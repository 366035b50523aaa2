import Testing

@testable import AdaptiveLayout

/// The depths `LayoutHierarchy` keeps in its entries, through inserts in any order, moves,
/// cycles and removals, and the nearest common ancestors read from them. Every expected depth
/// is counted by hand: steps up to `root` (0), a built-in guide 1, a subview of the root 1.
@Suite struct LayoutHierarchyTests {
  @Test func depthsInDeclarationOrder() {
    var h = LayoutHierarchy()
    h.insert("card", kind: .view, parent: nil)  // root → card: 1
    h.insert("label", kind: .view, parent: "card")  // root → card → label: 2
    h.insert("g", kind: .guide, parent: "label")  // … → label → g: 3
    #expect(h.depth(of: "root") == 0)
    #expect(h.depth(of: "safeArea") == 1)
    #expect(h.depth(of: "card") == 1)
    #expect(h.depth(of: "label") == 2)
    #expect(h.depth(of: "g") == 3)
    #expect(h.depth(of: "missing") == nil)
  }

  @Test func childrenBeforeTheirParent() {
    var h = LayoutHierarchy()
    h.insert("label", kind: .view, parent: "card")  // card unknown yet: no way to the root
    h.insert("icon", kind: .view, parent: "label")
    #expect(h.depth(of: "label") == nil)
    #expect(h.depth(of: "icon") == nil)
    h.insert("card", kind: .view, parent: nil)  // now root → card → label → icon: 1, 2, 3
    #expect(h.depth(of: "card") == 1)
    #expect(h.depth(of: "label") == 2)
    #expect(h.depth(of: "icon") == 3)
  }

  @Test func movingASubtree() {
    var h = LayoutHierarchy()
    h.insert("a", kind: .view, parent: nil)  // 1
    h.insert("b", kind: .view, parent: "a")  // 2
    h.insert("c", kind: .view, parent: "b")  // 3
    h.insert("other", kind: .view, parent: nil)  // 1
    // b moves under the root: b 1, and c under it 2; a keeps 1.
    h.insert("b", kind: .view, parent: nil)
    #expect(h.depth(of: "a") == 1)
    #expect(h.depth(of: "b") == 1)
    #expect(h.depth(of: "c") == 2)
    // b moves under other's new child d (root → other → d → b → c): d 2, b 3, c 4.
    h.insert("d", kind: .view, parent: "other")
    h.insert("b", kind: .view, parent: "d")
    #expect(h.depth(of: "b") == 3)
    #expect(h.depth(of: "c") == 4)
  }

  @Test func aCycleAndItsBreaking() {
    var h = LayoutHierarchy()
    h.insert("a", kind: .view, parent: nil)  // 1
    h.insert("b", kind: .view, parent: "a")  // 2
    h.insert("c", kind: .view, parent: "b")  // 3
    // a under c closes the cycle a → c → b → a: none of them reaches the root.
    h.insert("a", kind: .view, parent: "c")
    #expect(h.depth(of: "a") == nil)
    #expect(h.depth(of: "b") == nil)
    #expect(h.depth(of: "c") == nil)
    // b back under the root breaks it: b 1, c 2, a 3.
    h.insert("b", kind: .view, parent: nil)
    #expect(h.depth(of: "b") == 1)
    #expect(h.depth(of: "c") == 2)
    #expect(h.depth(of: "a") == 3)
  }

  @Test func removalCutsTheSubtreeOff() {
    var h = LayoutHierarchy()
    h.insert("a", kind: .view, parent: nil)  // 1
    h.insert("b", kind: .view, parent: "a")  // 2
    h.insert("c", kind: .view, parent: "b")  // 3
    h.remove("b")  // c still names b as its superview, which is gone
    #expect(h.depth(of: "a") == 1)
    #expect(h.depth(of: "b") == nil)
    #expect(h.depth(of: "c") == nil)
    h.insert("b", kind: .view, parent: "a")  // back: b 2, c 3
    #expect(h.depth(of: "c") == 3)
  }

  @Test func nearestCommonAncestors() {
    var h = LayoutHierarchy()
    h.insert("card1", kind: .view, parent: nil)
    h.insert("card2", kind: .view, parent: nil)
    h.insert("label1", kind: .view, parent: "card1")
    h.insert("icon1", kind: .view, parent: "label1")
    h.insert("label2", kind: .view, parent: "card2")
    h.insert("lost", kind: .view, parent: "nowhere")
    // Siblings meet at their superview; a view and its superview at the superview.
    #expect(h.nearestCommonAncestor("card1", "card2") == "root")
    #expect(h.nearestCommonAncestor("label1", "card1") == "card1")
    #expect(h.nearestCommonAncestor("card1", "icon1") == "card1")
    // Depths 3 and 2 in different cards: up to the root.
    #expect(h.nearestCommonAncestor("icon1", "label2") == "root")
    #expect(h.nearestCommonAncestor("icon1", "icon1") == "icon1")
    #expect(h.nearestCommonAncestor("safeArea", "label1") == "root")
    #expect(h.nearestCommonAncestor("lost", "card1") == nil)
    #expect(h.nearestCommonAncestor("missing", "card1") == nil)
  }
}
