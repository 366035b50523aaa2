#!/usr/bin/env python3
"""Writes the large scenes of issue 13's command-level measurements (Benchmarks/RESULTS.md).

usage: Scripts/scale-scenes.py cards|w6|bfirst|blast|wfirst|chain|grow|growback|growbackrev|chainvary|chainvaryrev|cardsuninstall|grid|stacks|pstacks|aspect|swap|join|loose|stairs|colvary|midcol|midgrid|cellstack|cellstackbottom|cellstacktop|spacedstack|centeringstack|centeringstacktall|filledstack|proportionalstack|rowstacks|rowstackspinned N > file.scene

  cards  the card grid of `adaptive-bench validate` (SceneBenchmark.generatedScene): N views,
         N/2 cards of 44 points (30 in compact height) in rows of 10, each holding a label
  w6     the W6 row: N plain views `intrinsic 60x21`, hugging 250, resistance 750, chained
         edge to edge between the root's edges, so every width is ambiguous once the row is
         squeezed (375 points for 60·N on a portrait phone)
  bfirst the W6 row inside a container view `box` (top, height 100), the box's leading and
         trailing pinned to the root's before the chain's constraints
  blast  the same, the box's constraints after the chain's
  wfirst the same, `box.leading` and `box.width = 375` before the chain's constraints
  chain  N labels `intrinsic 60x21`, each after the one before (leading = trailing + 8, top =
         bottom), the first pinned at the root's top-left
  grow   the chain of N plain views, each only `width >= 60 @750` and `height >= 21 @750`:
         every size can grow, and every view after the first moves with any before it
         (Benchmarks/RESULTS.md, thirtieth session)
  growback  the same chain held at its last view's trailing and bottom edges instead: a view
         that grows pushes every view before it (Benchmarks/RESULTS.md, thirty-first session)
  growbackrev  the same with the constraints written from the held end to the first view
  chainvary  the chain, each label `intrinsic 50x21` in wC hR: a size-class change gives every
         label a new width at once (`LiveScene` -> `setIntrinsicContentSizes`, one
         `Solver.setConstants`; Docs/solver.md, "A multi-start propagation that gives up is
         tried again lowest symbol first")
  chainvaryrev  the same with the constraints written from the last label to the first (the
         other order of the propagation)
  cardsuninstall  the card grid with every other card's label uninstalled in hC (a class
         change uninstalls and installs N/4 views and their constraints)
  grid   N fixed-size views 30x20, 10 to a row, each after its left and upper neighbours
  stacks N rows of 6 views (6·N views): a cell 44 high, each below the one before, holding a
         horizontal stack view (`distribution fill`, spacing 8) pinned to its edges, which
         arranges two vertical stack views, each arranging one label `intrinsic 60x21`; the
         first label hugs at 250, below a label's default 251, so that it alone stretches (with
         equal hugging the nested stacks would tie: an ambiguous layout)
  pstacks the same rows with `distribution fillProportionally` (every nested stack is fitted)
  aspect N views pinned to the root's side margins, each as high as its width times k (k from
         0.10 to 0.16, images at a fixed aspect ratio), the first at the top margin and each 4
         below the one before: a change of the safe area's insets moves every view (Docs/solver.md,
         "A tie of short columns looks one row ahead")
  swap   N/2 pairs of buttons p, q side by side (p at the left margin plus 0-4, q after p and
         at the safe area's right edge, as wide as p), each pair below the one before; in wC hR
         each pair swaps to q below p, both spanning the margins, and every pair whose offset is
         not 0 conflicts (4 in 5): a class change installs hundreds of conflicts, which every
         environment step of `validate` meets (Docs/solver.md, "Refusals that stand")
  join   N labels 30 high in a column, linked in two passes: every other link first, then the
         others from the top down, each joining two pieces of the column (a size class that
         installs the links its base layout lacks; Docs/solver.md, "Refusals that stand")
  loose  N labels `intrinsic 60x21` in a column, each below the one before, with no horizontal
         constraint at all: every view ambiguous, its `x` in no constraint (Docs/solver.md,
         "Witness frames at scale")
  stairs the same column, each label at least 1 point right of the one before, the first at
         the root's leading edge: every view after the first free to slide right, pushing the
         ones after it
  colvary  the `loose` column pinned at the root's leading edge, every sixth label from the
         fifth (v4, v10, …) 20 high instead of 21 in compact height: a size-class change moves
         every label below the first changed one (Docs/solver.md, "A third propagation pass")
  midcol N labels, each one's bottom at the next one's top, the middle one centred vertically
         (`v{N/2}.centerY = superview.centerY`), every fifth from the fourth 20 high instead of
         21 in compact height: a size-class change moves the labels above the middle up and
         those below it down (Docs/solver.md, "A planned propagation")
  midgrid N labels 30x21 in rows of 10, each 4 right of its left neighbour and 4 below its
         upper one, the columns tied only at the first row, the first column's label of the
         middle row centred vertically, every third row 20 high in compact height: the link
         that reaches the middle row, added after the rows above, moves all of them at once
  cellstack  a vertical stack view (spacing 4) centred vertically in the root, arranging N/2
         cells, each holding a label `intrinsic 60x21` 4 points inside its top and bottom
         (8 from its leading edge), every fourth from the second 17 high in compact height:
         the add that gives the last cell its label's height moves every cell (Benchmarks/
         RESULTS.md, twenty-fourth session: quadratic, left)
  cellstackbottom  the same stack pinned at the root's bottom (as quadratic)
  cellstacktop  the same stack pinned at the root's top (linear: the reference)
  spacedstack  a vertical stack view `distribution equalSpacing` (spacing 2) of N labels
         `intrinsic 60x15` to `60x21`, pinned to the root's four edges: squeezed in a phone's
         height, stretched in a tall canvas (Docs/stack-views.md, "Where we differ from UIKit")
  centeringstack  the same stack, `distribution equalCentering`
  centeringstacktall  the same in a canvas 40·N high: room for every label, every gap equal
         (Benchmarks/RESULTS.md, twenty-eighth session)
  filledstack  the same stack, `distribution fillEqually`
  proportionalstack  the same stack, `distribution fillProportionally`
  rowstacks  a vertical stack view (spacing 4) of N horizontal row stacks (3·N views), each
         arranging two labels, the second hugging at 249, pinned at the root's top and sides
         (a long form as a scroll view's content): each row's edge is aliased to the first
         row's (Benchmarks/RESULTS.md, twenty-sixth session)
  rowstackspinned  the same pinned at the root's bottom too

Deterministic: the same arguments write the same bytes.
"""

import sys


def cards(n):
    count = max(1, n // 2)
    lines = [f'scene "generated {count * 2} views"', "canvas 375x667"]
    for i in range(count):
        lines.append(f"view card{i} {{ view label{i}: label {{ intrinsic 60x21 }} }}")
    compact = []
    for i in range(count):
        column, row = i % 10, i // 10
        if column == 0:
            lines.append(f"card{i}.leading = superview.leadingMargin")
        else:
            lines.append(f"card{i}.leading = card{i - 1}.trailing + 8")
            lines.append(f"card{i}.width = card{i - 1}.width")
        if column == 9 or i == count - 1:
            lines.append(f"card{i}.trailing <= superview.trailingMargin")
            if column == 9:
                lines.append(f"card{i}.trailing = superview.trailingMargin @999")
        if row == 0:
            lines.append(f"t{i}: card{i}.top = topLayoutGuide.bottom + 8")
        else:
            lines.append(f"t{i}: card{i}.top = card{i - 10}.bottom + 8")
        lines.append(f"h{i}: card{i}.height = 44")
        lines.append(f"label{i}.leading = superview.leadingMargin")
        lines.append(f"label{i}.centerY = superview.centerY")
        lines.append(f"label{i}.trailing <= superview.trailingMargin")
        compact.append(f"  t{i}.constant = 4")
        compact.append(f"  h{i}.constant = 30")
    lines.append("when height compact {")
    lines += compact
    lines.append("}")
    return lines


def w6(n):
    lines = [f'scene "W6 row of {n} views"', "canvas 375x667"]
    for i in range(n):
        lines.append(f"view v{i} {{ intrinsic 60x21; hugging 250 250; resistance 750 750 }}")
    for i in range(n):
        if i == 0:
            lines.append("v0.leading = superview.leading")
        else:
            lines.append(f"v{i}.leading = v{i - 1}.trailing")
        lines.append(f"v{i}.top = superview.top")
    lines.append(f"v{n - 1}.trailing = superview.trailing")
    return lines


def nested(n, variant):
    lines = [f'scene "nested W6 {n} {variant}"', "canvas 375x667", "view box {"]
    for i in range(n):
        lines.append(f"  view v{i} {{ intrinsic 60x21; hugging 250 250; resistance 750 750 }}")
    lines.append("}")
    width = "box.width = 375" if variant == "wfirst" else "box.trailing = superview.trailing"
    box = ["box.leading = superview.leading", width, "box.top = superview.top", "box.height = 100"]
    row = ["v0.leading = superview.leading", "v0.top = superview.top"]
    for i in range(1, n):
        row += [f"v{i}.leading = v{i - 1}.trailing", f"v{i}.top = superview.top"]
    row.append(f"v{n - 1}.trailing = superview.trailing")
    return lines + (row + box if variant == "blast" else box + row)


def chain(n):
    lines = [f'scene "chain of {n} labels"', "canvas 375x667"]
    for i in range(n):
        lines.append(f"view l{i}: label {{ intrinsic 60x21 }}")
    lines.append("l0.leading = superview.leading")
    lines.append("l0.top = superview.top")
    for i in range(1, n):
        lines.append(f"l{i}.leading = l{i - 1}.trailing + 8")
        lines.append(f"l{i}.top = l{i - 1}.bottom")
    return lines


def growing_links(n):
    """Each view of the growing chain at least 60x21 (at 750), and each after the one before."""
    lines = []
    for i in range(n):
        lines.append(f"v{i}.width >= 60 @750")
        lines.append(f"v{i}.height >= 21 @750")
        if i > 0:
            lines.append(f"v{i}.leading = v{i - 1}.trailing + 8")
            lines.append(f"v{i}.top = v{i - 1}.bottom")
    return lines


def grow(n):
    lines = [f'scene "chain of {n} views at least 60x21"', "canvas 375x667"]
    lines += [f"view v{i}" for i in range(n)]
    lines.append("v0.leading = superview.leading")
    lines.append("v0.top = superview.top")
    return lines + growing_links(n)


def grow_back(n, reversed_constraints=False):
    """`grow` held at its last view's trailing and bottom edges instead of its first view's
    leading and top: a view's growth pushes the views before it (optionally with the
    constraints in reverse order)."""
    lines = [f'scene "chain of {n} views at least 60x21, held at its end"', "canvas 375x667"]
    lines += [f"view v{i}" for i in range(n)]
    constraints = [f"v{n - 1}.trailing = superview.trailing", f"v{n - 1}.bottom = superview.bottom"]
    constraints += growing_links(n)
    return lines + (constraints[::-1] if reversed_constraints else constraints)


def chain_vary(n, reversed_constraints=False):
    lines = chain(n)
    if reversed_constraints:
        lines = lines[: n + 2] + lines[n + 2 :][::-1]
    lines.append("when width compact height regular {")
    lines += [f"  view l{i} {{ intrinsic 50x21 }}" for i in range(n)]
    lines.append("}")
    return lines


def cards_uninstall(n):
    lines = cards(n)
    labels = [f"label{i}" for i in range(0, max(1, n // 2), 2)]
    lines.append("when height compact {")
    lines.append("  uninstall " + ", ".join(labels))
    lines.append("}")
    return lines


def grid(n):
    lines = [f'scene "grid of {n} views"', "canvas 375x667"]
    for i in range(n):
        lines.append(f"view g{i}")
    for i in range(n):
        if i % 10 == 0:
            lines.append(f"g{i}.leading = superview.leading")
        else:
            lines.append(f"g{i}.leading = g{i - 1}.trailing")
        if i < 10:
            lines.append(f"g{i}.top = superview.top")
        else:
            lines.append(f"g{i}.top = g{i - 10}.bottom")
        lines.append(f"g{i}.width = 30")
        lines.append(f"g{i}.height = 20")
    return lines


def stacks(n, distribution="fill"):
    lines = [f'scene "{n} rows of nested stacks ({distribution})"', "canvas 375x667"]
    for i in range(n):
        lines.append(
            f"view cell{i} {{ view row{i}: stackView {{ distribution {distribution}; spacing 8; "
            f"view left{i}: stackView {{ axis vertical; view a{i}: label {{ intrinsic 60x21; hugging 250 }} }}; "
            f"view right{i}: stackView {{ axis vertical; view b{i}: label {{ intrinsic 60x21 }} }} "
            "} }"
        )
    for i in range(n):
        lines.append(f"cell{i}.leading = superview.leading")
        lines.append(f"cell{i}.trailing = superview.trailing")
        if i == 0:
            lines.append("cell0.top = superview.top")
        else:
            lines.append(f"cell{i}.top = cell{i - 1}.bottom")
        lines.append(f"cell{i}.height = 44")
        lines.append(f"row{i}.leading = superview.leading")
        lines.append(f"row{i}.trailing = superview.trailing")
        lines.append(f"row{i}.top = superview.top")
        lines.append(f"row{i}.bottom = superview.bottom")
    return lines


def aspect(n):
    lines = [f'scene "aspect {n}"', "canvas 375x667"]
    lines += [f"view v{i}" for i in range(n)]
    for i in range(n):
        lines.append(f"v{i}.leading = superview.leadingMargin")
        lines.append(f"v{i}.trailing = superview.trailingMargin")
        lines.append(f"v{i}.height = v{i}.width * {0.1 + 0.01 * (i % 7):.2f}")
        lines.append(f"v{i}.top = " + ("superview.topMargin" if i == 0 else f"v{i - 1}.bottom + 4"))
    return lines


def pstacks(n):
    return stacks(n, "fillProportionally")


def swap(n):
    pairs = max(1, n // 2)
    lines = [f'scene "swap {n}"', "canvas 320x568 safeArea 44 0 0 0"]
    for i in range(pairs):
        lines.append(f"view p{i}: button {{ intrinsic 40x30; hugging 250 250; resistance 750 750 }}")
        lines.append(f"view q{i}: button {{ intrinsic 90x30; hugging 250 250; resistance 750 750 }}")
    for i in range(pairs):
        lines.append(f"a{i}: p{i}.leading = superview.leadingMargin + {i % 5}")
        lines.append(f"b{i}: q{i}.leading = p{i}.trailing + standard")
        lines.append(f"c{i}: q{i}.trailing = safeArea.trailing")
        lines.append(f"d{i}: p{i}.top = " + ("safeArea.top + 8" if i == 0 else f"q{i - 1}.bottom + 8"))
        lines.append(f"e{i}: q{i}.top = p{i}.top")
        lines.append(f"f{i}: p{i}.width = q{i}.width")
    lines.append("when width compact height regular {")
    lines.append("  uninstall " + ", ".join(f"b{i}, e{i}" for i in range(pairs)))
    for i in range(pairs):
        lines.append(f"  g{i}: q{i}.leading = superview.leadingMargin")
        lines.append(f"  h{i}: p{i}.trailing = safeArea.trailing")
        lines.append(f"  i{i}: q{i}.top = p{i}.bottom + standard")
    lines.append("}")
    return lines


def join(n):
    lines = [f'scene "join {n}"', "canvas 320x568"]
    lines += [f"view v{i}: label {{ intrinsic 40x30 }}" for i in range(n)]
    for i in range(n):
        lines.append(f"v{i}.leading = superview.leadingMargin")
        if i == 0:
            lines.append("v0.top = safeArea.top + 8")
        elif i % 2 == 0:
            lines.append(f"v{i}.top = v{i - 1}.bottom + 8")
    lines += [f"v{i}.top = v{i - 1}.bottom + 8" for i in range(1, n, 2)]
    return lines


def loose(n, title="loose"):
    lines = [f'scene "{title} {n}"', "canvas 375x667"]
    lines += [f"view v{i}: label {{ intrinsic 60x21 }}" for i in range(n)]
    lines.append("v0.top = superview.top")
    lines += [f"v{i}.top = v{i - 1}.bottom" for i in range(1, n)]
    return lines


def stairs(n):
    lines = loose(n, "stairs")
    lines.append("v0.leading = superview.leading")
    lines += [f"v{i}.leading >= v{i - 1}.leading + 1" for i in range(1, n)]
    return lines


def colvary(n):
    lines = loose(n, "colvary")
    lines += [f"v{i}.leading = superview.leading" for i in range(n)]
    lines.append("when height compact {")
    lines += [f"  view v{i} {{ intrinsic 60x20 }}" for i in range(4, n, 6)]
    lines.append("}")
    return lines


def midgrid(n):
    cols, rows = 10, n // 10
    lines = [f'scene "midgrid {n}"', "canvas 375x667"]
    lines += [f"view v{r}_{c}: label {{ intrinsic 30x21 }}" for r in range(rows) for c in range(cols)]
    lines.append(f"v{rows // 2}_0.centerY = superview.centerY")
    for r in range(rows):
        for c in range(cols):
            if c == 0:
                lines.append(f"v{r}_0.leading = superview.leading")
            else:
                lines.append(f"v{r}_{c}.leading = v{r}_{c - 1}.trailing + 4")
            if r > 0:
                lines.append(f"v{r}_{c}.top = v{r - 1}_{c}.bottom + 4")
            elif c > 0:
                lines.append(f"v0_{c}.top = v0_0.top")
    lines.append("when height compact {")
    lines += [f"  view v{r}_{c} {{ intrinsic 30x20 }}" for r in range(1, rows, 3) for c in range(cols)]
    lines.append("}")
    return lines


def midcol(n):
    lines = [f'scene "midcol {n}"', "canvas 375x667"]
    lines += [f"view v{i}: label {{ intrinsic 60x21 }}" for i in range(n)]
    lines.append(f"v{n // 2}.centerY = superview.centerY")
    lines += [f"v{i - 1}.bottom = v{i}.top" for i in range(1, n)]
    lines += [f"v{i}.leading = superview.leading" for i in range(n)]
    lines.append("when height compact {")
    lines += [f"  view v{i} {{ intrinsic 60x20 }}" for i in range(3, n, 5)]
    lines.append("}")
    return lines


def cellstack(n, anchor="centerY"):
    cells = n // 2
    lines = [f'scene "cellstack {n} ({anchor})"', "canvas 375x667"]
    lines.append("view stack: stackView { axis vertical; spacing 4")
    lines += [f"  view c{i} {{ view l{i}: label {{ intrinsic 60x21 }} }}" for i in range(cells)]
    lines.append("}")
    lines.append(f"stack.{anchor} = superview.{anchor}")
    lines.append("stack.leading = superview.leading")
    lines.append("stack.trailing = superview.trailing")
    for i in range(cells):
        lines.append(f"l{i}.top = c{i}.top + 4")
        lines.append(f"l{i}.bottom = c{i}.bottom - 4")
        lines.append(f"l{i}.leading = c{i}.leading + 8")
    lines.append("when height compact {")
    lines += [f"  view l{i} {{ intrinsic 60x17 }}" for i in range(1, cells, 4)]
    lines.append("}")
    return lines


def row_stacks(n, distribution="fill", pinned=False):
    lines = [f'scene "a stack of {n} row stacks ({distribution})"', "canvas 375x667"]
    lines.append(f"view outer: stackView {{ axis vertical; distribution {distribution}; spacing 4")
    for i in range(n):
        lines.append(
            f"  view row{i}: stackView {{ spacing 8; view a{i}: label {{ intrinsic 80x21 }}; "
            f"view b{i}: label {{ intrinsic 120x21; hugging 249 }} }}"
        )
    lines.append("}")
    for edge in ("top", "leading", "trailing") + (("bottom",) if pinned else ()):
        lines.append(f"outer.{edge} = superview.{edge}")
    return lines


def distributed_stack(n, distribution, height=667):
    lines = [f'scene "{distribution} stack {n}"', f"canvas 375x{height}"]
    lines.append(f"view s: stackView {{ axis vertical; distribution {distribution}; spacing 2")
    lines += [f"  view v{i}: label {{ intrinsic 60x{15 + i % 7} }}" for i in range(n)]
    lines.append("}")
    for edge in ("top", "bottom", "leading", "trailing"):
        lines.append(f"s.{edge} = superview.{edge}")
    return lines


SHAPES = {
    "cards": cards,
    "w6": w6,
    "bfirst": lambda n: nested(n, "bfirst"),
    "blast": lambda n: nested(n, "blast"),
    "wfirst": lambda n: nested(n, "wfirst"),
    "chain": chain,
    "grow": grow,
    "growback": grow_back,
    "growbackrev": lambda n: grow_back(n, reversed_constraints=True),
    "chainvary": chain_vary,
    "chainvaryrev": lambda n: chain_vary(n, reversed_constraints=True),
    "cardsuninstall": cards_uninstall,
    "grid": grid,
    "stacks": stacks,
    "pstacks": pstacks,
    "aspect": aspect,
    "swap": swap,
    "join": join,
    "loose": loose,
    "stairs": stairs,
    "colvary": colvary,
    "midcol": midcol,
    "midgrid": midgrid,
    "cellstack": cellstack,
    "cellstackbottom": lambda n: cellstack(n, "bottom"),
    "cellstacktop": lambda n: cellstack(n, "top"),
    "rowstacks": row_stacks,
    "rowstackspinned": lambda n: row_stacks(n, pinned=True),
    "spacedstack": lambda n: distributed_stack(n, "equalSpacing"),
    "centeringstack": lambda n: distributed_stack(n, "equalCentering"),
    "centeringstacktall": lambda n: distributed_stack(n, "equalCentering", height=40 * n),
    "filledstack": lambda n: distributed_stack(n, "fillEqually"),
    "proportionalstack": lambda n: distributed_stack(n, "fillProportionally"),
}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in SHAPES or not sys.argv[2].isdigit():
        sys.exit(__doc__)
    sys.stdout.write("\n".join(SHAPES[sys.argv[1]](int(sys.argv[2]))) + "\n")
