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

  @Test func descendantsAfterRemovalsAndMovesAmongManySiblings() {
    // 50 rows under the root, each holding a label; every removal takes a child out of the
    // middle of the root's list, and every move takes one out of one list into another.
    var h = LayoutHierarchy()
    for i in 0..<50 {
      h.insert("row\(i)", kind: .view, parent: nil)
      h.insert("label\(i)", kind: .view, parent: "row\(i)")
    }
    h.insert("box", kind: .view, parent: nil)
    // Rows 0, 10, …, 40 are removed: their labels lose their way to the root.
    for i in stride(from: 0, to: 50, by: 10) { h.remove("row\(i)") }
    // Rows 5, 15, …, 45 move into box, and each label of a row 3, 13, … 43 moves into row 1.
    for i in stride(from: 5, to: 50, by: 10) { h.insert("row\(i)", kind: .view, parent: "box") }
    for i in stride(from: 3, to: 50, by: 10) {
      h.insert("label\(i)", kind: .view, parent: "row1")
    }
    // A row inserted again under the root, where it is listed already, is listed once.
    h.insert("row2", kind: .view, parent: nil)
    var expected: Set<String> = ["box"]
    for i in 0..<50 where i % 10 != 0 {
      expected.insert("row\(i)")
      expected.insert("label\(i)")
    }
    #expect(h.descendants(of: "root") == expected)
    // box holds rows 5, 15, …, 45 and their labels; row 1 its label and labels 3, 13, …, 43.
    #expect(
      h.descendants(of: "box")
        == Set(stride(from: 5, to: 50, by: 10).flatMap { ["row\($0)", "label\($0)"] }))
    #expect(
      h.descendants(of: "row1")
        == Set(["label1"] + stride(from: 3, to: 50, by: 10).map { "label\($0)" }))
    #expect(h.descendants(of: "row3").isEmpty)
    // Depths: row 5 in box, 2; its label 3; label 13 in row 1, 2; label 10, cut off, none.
    #expect(h.depth(of: "row5") == 2)
    #expect(h.depth(of: "label5") == 3)
    #expect(h.depth(of: "label13") == 2)
    #expect(h.depth(of: "label10") == nil)
    // Removing the last children empties the lists: box's rows go, box has no descendants.
    for i in stride(from: 5, to: 50, by: 10) { h.remove("row\(i)") }
    #expect(h.descendants(of: "box").isEmpty)
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
