import AdaptiveLayout
import Testing

// Long stacks (`StackArrangement.longStackMinimum` visible views or more) are written so that
// the solver builds them in linear time, with the same frames as UIKit's constraints give:
// - `equalSpacing` spaces two visible neighbours on the gap guide between them
//   (`gap.length >= spacing`), which says what UIKit's `next.start >= previous.end + spacing`
//   says once the gap's edges hold (each spacing the same row over the gaps' one length);
// - `fillEqually` makes the views equal first and closes the stack by its length
//   (`stack.length = first.length × visible + spacings`), which says what UIKit's
//   `last.end = stack.end` says once the spacings and equal lengths hold, and (unless
//   margins-relative) places each view by its share of the stack's length rather than after
//   the view before it.
// Shorter stacks keep UIKit's form.

/// A vertical stack `s` (`distribution`) of `count` labels `v0`…, 60 wide and `20 + i % 3`
/// high, spacing 4, pinned to the root's sides and top, and to its bottom when `pinned`;
/// `hidden` names arranged views that are hidden.
private func longStack(
  _ count: Int, pinned: Bool, hidden: Set<Int> = [], distribution: String = "equalSpacing"
) -> String {
  var lines = ["view s: stackView {", "  axis vertical; distribution \(distribution); spacing 4"]
  for i in 0..<count {
    let hiding = hidden.contains(i) ? "; hidden" : ""
    lines.append("  view v\(i): label { intrinsic 60x\(20 + i % 3)\(hiding) }")
  }
  lines.append("}")
  lines += ["s.leading = superview.leading", "s.trailing = superview.trailing"]
  lines.append("s.top = superview.top")
  if pinned { lines.append("s.bottom = superview.bottom") }
  return lines.joined(separator: "\n")
}

/// The generated constraints of `longStack`'s stack as `name: formula` lines.
private func generated(
  _ count: Int, hidden: Set<Int> = [], distribution: StackDistribution = .equalSpacing
) -> [String] {
  var views = (0..<count).map { i in
    ViewDescription(
      name: "v\(i)", kind: "label", superview: "s",
      intrinsicContentSize: .init(width: 60, height: Double(20 + i % 3)),
      isHidden: hidden.contains(i))
  }
  var stackView = ViewDescription(name: "s", kind: "stackView")
  let stack = StackDescription(
    axis: .vertical, distribution: distribution, spacing: .fixed(4),
    arrangedSubviews: views.map(\.name))
  stackView.stack = stack
  views.append(stackView)
  let arrangement = stack.arrangement(ofView: stackView) { name in
    views.first { $0.name == name }
  }
  return arrangement.constraints.map { "\($0.name ?? ""): \($0.formula)" }
}

@Suite struct LongEqualSpacingStackTests {
  @Test func aLongStackSpacesNeighboursOnTheirGaps() {
    let minimum = StackArrangement.longStackMinimum
    let long = generated(minimum)
    #expect(long.contains("UISV-spacing: s[UISV-distributing-1].height >= 4"))
    #expect(long.contains("UISV-spacing: s[UISV-distributing-\(minimum - 1)].height >= 4"))
    #expect(!long.contains { $0.hasPrefix("UISV-spacing: v1.top") })
    #expect(long.filter { $0.hasPrefix("UISV-spacing") }.count == minimum - 1)
    // One view fewer: UIKit's form, between the views.
    let short = generated(minimum - 1)
    #expect(short.contains("UISV-spacing: v1.top >= v0.bottom + 4"))
    #expect(!short.contains { $0.hasPrefix("UISV-spacing: s[") })
  }

  @Test func spacingsNextToAHiddenViewStayBetweenTheViews() {
    // v5 hidden: 4/2 up to it (an equality, as UIKit) and 4/2 after it; the gap from v4 to v6
    // spans the hidden view, so its length is not a spacing: no spacing on it.
    let lines = generated(40, hidden: [5])
    #expect(lines.contains("UISV-spacing: v5.top = v4.bottom + 2"))
    #expect(lines.contains("UISV-spacing: v6.top >= v5.bottom + 2"))
    #expect(lines.contains("UISV-distributing-edge: s[UISV-distributing-5].top = v4.bottom"))
    #expect(lines.contains("UISV-distributing-edge: s[UISV-distributing-5].bottom = v6.top"))
    #expect(!lines.contains("UISV-spacing: s[UISV-distributing-5].height >= 4"))
    #expect(lines.contains("UISV-spacing: s[UISV-distributing-4].height >= 4"))
    #expect(lines.contains("UISV-spacing: s[UISV-distributing-6].height >= 4"))
    // 39 neighbour pairs, two of them around v5, 37 on their gaps.
    #expect(lines.filter { $0.hasPrefix("UISV-spacing: s[") }.count == 37)
  }

  @Test func aLongStackStretchedSpreadsItsGapsEqually() throws {
    // 60 labels 20, 21, 22, … high: 20 sets of 63, 1,260 in all. Pinned top and bottom in a
    // root 2,000 high, the 59 gaps share 2,000 − 1,260 = 740: 740 / 59 each, more than the
    // spacing 4, which does not bind.
    let engine = try stackLayout(longStack(60, pinned: true), height: 2000)
    let gap = 740.0 / 59
    // v0 at 0 (20 high); v1 at 20 + gap (21 high); v2 at 41 + 2 gap (22 high); v3 at
    // 63 + 3 gap; v59 (59 = 3 · 19 + 2: 22 high) at 2,000 − 22 = 1,978.
    expectFrames(
      engine,
      [
        "s": (0, 0, 375, 2000), "v0": (0, 0, 375, 20), "v1": (0, 20 + gap, 375, 21),
        "v2": (0, 41 + 2 * gap, 375, 22), "v3": (0, 63 + 3 * gap, 375, 20),
        "v59": (0, 1978, 375, 22),
      ])
  }

  @Test func aLongStackLeftToItsOwnHeightUsesTheMinimumSpacing() throws {
    // Only the top pinned: the stack as short as it can be (canvas-fit @49), every gap 4.
    // 1,260 + 59 × 4 = 1,496 high; v3 at 20 + 21 + 22 + 3 × 4 = 75.
    let engine = try stackLayout(longStack(60, pinned: false), height: 2000)
    expectFrames(
      engine,
      ["s": (0, 0, 375, 1496), "v3": (0, 75, 375, 20), "v59": (0, 1474, 375, 22)])
  }

  @Test func aLongStackWithAHiddenViewKeepsItInTheMiddleOfItsGap() throws {
    // v5 (22 high, hidden) has no height; 2 after v4 and 2 before v6. The 58 visible gaps (one
    // of them, v4 to v6, spanning v5) are equal: 2,000 − (1,260 − 22) = 762, 762 / 58 each.
    let engine = try stackLayout(longStack(60, pinned: true, hidden: [5]), height: 2000)
    let gap = 762.0 / 58
    // v4 (21 high) at 20 + 21 + 22 + 20 + 4 gap = 83 + 4 gap, ending at 104 + 4 gap; v5 at
    // 106 + 4 gap, zero high; v6 (20 high) at 104 + 5 gap.
    expectFrames(
      engine,
      [
        "v4": (0, 83 + 4 * gap, 375, 21), "v5": (0, 106 + 4 * gap, 375, 0),
        "v6": (0, 104 + 5 * gap, 375, 20), "v59": (0, 1978, 375, 22),
      ])
  }
}

@Suite struct LongFillEquallyStackTests {
  @Test func aLongStackIsClosedByItsLength() {
    let minimum = StackArrangement.longStackMinimum
    let long = generated(minimum, distribution: .fillEqually)
    // 32 views and 31 spacings of 4: the stack is 32 first-lengths plus 31 · 4 = 124.
    #expect(long.contains("UISV-canvas-connection: s.height = v0.height * 32 + 124"))
    #expect(!long.contains("UISV-canvas-connection: v\(minimum - 1).bottom = s.bottom"))
    #expect(long.contains("UISV-canvas-connection: s.top = v0.top"))
    // The equal lengths come first, before the spacings they would otherwise move.
    #expect(long.first == "UISV-fill-equally: v1.height = v0.height")
    let short = generated(minimum - 1, distribution: .fillEqually)
    #expect(short.contains("UISV-canvas-connection: v\(minimum - 2).bottom = s.bottom"))
    #expect(!short.contains { $0.hasPrefix("UISV-canvas-connection: s.height") })
  }

  @Test func aLongStackPlacesEachViewByItsShareOfTheLength() {
    let minimum = StackArrangement.longStackMinimum
    let long = generated(minimum, distribution: .fillEqually)
    // 32 views, 31 spacings of 4 (124): the view after k views starts at k / 32 of the stack's
    // length less the spacings, plus the spacings before it. v1: 1/32 = 0.03125 of it and
    // 4 − 124 / 32 = 0.125; v16: half, and 64 − 62 = 2; v31: 31/32 = 0.96875, and
    // 124 − 120.125 = 3.875.
    #expect(long.contains("UISV-spacing: v1.top = s.bottom * 0.03125 + 0.125"))
    #expect(long.contains("UISV-spacing: v16.top = s.bottom * 0.5 + 2"))
    #expect(long.contains("UISV-spacing: v31.top = s.bottom * 0.96875 + 3.875"))
    #expect(!long.contains { $0.hasPrefix("UISV-spacing: v1.top = v0.bottom") })
    #expect(long.filter { $0.hasPrefix("UISV-spacing") }.count == minimum - 1)
    // One view fewer: UIKit's spacings between the views.
    let short = generated(minimum - 1, distribution: .fillEqually)
    #expect(short.contains("UISV-spacing: v1.top = v0.bottom + 4"))
    // Hidden first views: nothing visible before them, so no share: v0 and v1 hidden, v2 starts
    // where the stack does (the spacings before the first visible view are 0).
    let hidden = generated(40, hidden: [0, 1], distribution: .fillEqually)
    #expect(hidden.contains("UISV-spacing: v1.top = s.top"))
    #expect(hidden.contains("UISV-spacing: v2.top = s.top"))
  }

  @Test func aLongStackSharesItsLengthEqually() throws {
    // 40 labels, 39 spacings of 4 (156), in a root 2,000 high: each (2,000 − 156) / 40 =
    // 46.1 high, v(i) at 50.1 · i; v39 at 1,953.9, ending at 2,000.
    let engine = try stackLayout(
      longStack(40, pinned: true, distribution: "fillEqually"), height: 2000)
    expectFrames(
      engine,
      [
        "s": (0, 0, 375, 2000), "v0": (0, 0, 375, 46.1), "v1": (0, 50.1, 375, 46.1),
        "v20": (0, 1002, 375, 46.1), "v39": (0, 1953.9, 375, 46.1),
      ])
  }

  @Test func aLongStackSqueezedShrinksEveryViewAlike() throws {
    // The same 40 in 667: (667 − 156) / 40 = 12.775 each, below every label's intrinsic
    // height (they are equal, so all give alike); v(i) at 16.775 · i, v39 at 654.225.
    let engine = try stackLayout(longStack(40, pinned: true, distribution: "fillEqually"))
    expectFrames(
      engine,
      [
        "v0": (0, 0, 375, 12.775), "v1": (0, 16.775, 375, 12.775),
        "v39": (0, 654.225, 375, 12.775),
      ])
  }

  @Test func aLongStackWithHiddenFirstViewsStartsAtItsFirstVisibleOne() throws {
    // v0 and v1 hidden: no spacing before v2 (the first visible view), 37 · 4 = 148 between the
    // 38 visible views, each (2,000 − 148) / 38 = 1,852 / 38 high (h). v0, v1 and v2 at 0; v3
    // at h + 4; v39 at 37 (h + 4), ending at 2,000.
    let engine = try stackLayout(
      longStack(40, pinned: true, hidden: [0, 1], distribution: "fillEqually"), height: 2000)
    let h = 1852.0 / 38
    expectFrames(
      engine,
      [
        "v0": (0, 0, 375, 0), "v1": (0, 0, 375, 0), "v2": (0, 0, 375, h),
        "v3": (0, h + 4, 375, h), "v39": (0, 37 * (h + 4), 375, h),
      ])
  }

  @Test func aLongStackWithAHiddenViewClosesOverTheVisibleOnes() throws {
    // v5 hidden: 39 visible views; the spacings are 4 but 2 on each side of v5: 37 · 4 + 2 + 2
    // = 152. Each visible view (2,000 − 152) / 39 = 1,848 / 39 high (h). v4 at 4 (h + 4), v5
    // (no height) 2 below v4's bottom, at 4 (h + 4) + h + 2; v6 2 below that, at 5 (h + 4);
    // v39 ends at 2,000.
    let engine = try stackLayout(
      longStack(40, pinned: true, hidden: [5], distribution: "fillEqually"), height: 2000)
    let h = 1848.0 / 39
    expectFrames(
      engine,
      [
        "v4": (0, 4 * (h + 4), 375, h), "v5": (0, 4 * (h + 4) + h + 2, 375, 0),
        "v6": (0, 5 * (h + 4), 375, h), "v39": (0, 2000 - h, 375, h),
      ])
  }
}

// A long `fillProportionally` stack gives its views their shares before the canvas connections
// and the spacings: the same constraints as UIKit's, in another order, so the same frames.
@Suite struct LongFillProportionallyStackTests {
  @Test func aLongStackGivesItsSharesFirst() {
    let minimum = StackArrangement.longStackMinimum
    // 32 labels: 11 of 20, 11 of 21, 10 of 22 = 671, and 31 spacings of 4 (124): 795 in all.
    let long = generated(minimum, distribution: .fillProportionally)
    #expect(long.first?.hasPrefix("UISV-fill-proportionally: v0.height = s.height * ") == true)
    #expect(long.filter { $0.hasPrefix("UISV-fill-proportionally") }.count == minimum)
    #expect(long[minimum] == "UISV-canvas-connection: s.top = v0.top")
    // One view fewer: UIKit's order, the canvas connections and the spacings first.
    let short = generated(minimum - 1, distribution: .fillProportionally)
    #expect(short.first == "UISV-canvas-connection: s.top = v0.top")
    // After the two canvas connections and the 30 spacings.
    #expect(short.firstIndex { $0.hasPrefix("UISV-fill-proportionally") } == 2 + (minimum - 2))
  }

  @Test func aLongStackStretchedGivesEveryShareButTheLast() throws {
    // 40 labels: 14 of 20 (v0, v3, …, v39), 13 of 21 and 13 of 22 = 839, and 39 spacings of 4
    // (156): 995. Pinned in a root 1,990 high, each view wants 1,990 · h / 995 = 2h, at 999
    // less its index, so the last (v39, @960) gives: v0…v38 are 2h high, 2 (839 − 20) = 1,638,
    // and v39 takes 1,990 − 156 − 1,638 = 196. v1 at 40 + 4 = 44; v2 at 44 + 42 + 4 = 90; v3 at
    // 90 + 44 + 4 = 138; v39 at 1,638 + 156 = 1,794.
    let engine = try stackLayout(
      longStack(40, pinned: true, distribution: "fillProportionally"), height: 1990)
    expectFrames(
      engine,
      [
        "s": (0, 0, 375, 1990), "v0": (0, 0, 375, 40), "v1": (0, 44, 375, 42),
        "v2": (0, 90, 375, 44), "v3": (0, 138, 375, 40), "v39": (0, 1794, 375, 196),
      ])
  }

  @Test func aLongStackLeftToItsOwnHeightKeepsEveryViewsLength() throws {
    // Only the top pinned: at the stack's own height, 995, every share is the view's intrinsic
    // height, and no other height keeps them all. v3 at 20 + 21 + 22 + 3 · 4 = 75; v39 at
    // 995 − 20 = 975.
    let engine = try stackLayout(
      longStack(40, pinned: false, distribution: "fillProportionally"), height: 1990)
    expectFrames(
      engine,
      [
        "s": (0, 0, 375, 995), "v0": (0, 0, 375, 20), "v3": (0, 75, 375, 20),
        "v39": (0, 975, 375, 20),
      ])
  }

  @Test func aLongStackWithAHiddenViewSharesAmongTheVisibleOnes() throws {
    // v5 (22 high) hidden: 817 of visible lengths and 38 spacings (37 of 4, 2 on each side of
    // v5): 969. In a root 1,938 high each visible view wants 2h; v39 takes the rest,
    // 1,938 − 152 − 2 (817 − 20) = 192. v4 at 2 (20 + 21 + 22 + 20) + 4 · 4 = 182, 42 high; v5
    // 2 below its bottom, at 226, no height; v6 2 below that, at 228, 40 high.
    let engine = try stackLayout(
      longStack(40, pinned: true, hidden: [5], distribution: "fillProportionally"),
      height: 1938)
    expectFrames(
      engine,
      [
        "v4": (0, 182, 375, 42), "v5": (0, 226, 375, 0), "v6": (0, 228, 375, 40),
        "v39": (0, 1746, 375, 192),
      ])
  }
}
