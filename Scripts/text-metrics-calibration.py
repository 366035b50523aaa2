#!/usr/bin/env python3
"""Checks the text-metrics model against the frames Xcode recorded in Interface Builder documents.

Interface Builder stores no intrinsic sizes, but it does store frames. A label or button whose
size on an axis is left to its content (no width/height constraint, at most one edge pinned on
that axis, not stretched by a stack view, not marked misplaced or ambiguous) was recorded at its
intrinsic size on that axis. This script finds those views in every .storyboard and .xib of the
corpus, writes them into one .scene file as `text`/`font` views (so the numbers come from the
real model, through the scene format), runs `adaptive query --format json`, and prints predicted
against recorded sizes with error statistics.

    python3 Scripts/text-metrics-calibration.py [--corpus ../shared/storyboards]
        [--adaptive .build/debug/adaptive] [--all]

The corpus is read at run time and never copied into the repository. Categories:
  sf      the system font (or a text style) in a document saved by Xcode 7 or later, when the
          system font was San Francisco: what the model is for;
  legacy  the system font in a document saved by Xcode 6 (iOS 8 SDK: Helvetica Neue), measured
          as the named Helvetica Neue font: without the size-specific tracking iOS 7 and 8 gave
          their system font (HelveticaMetrics.systemFontTracking), which a .scene cannot ask
          for; `adaptive validate --recorded` applies it;
  custom  a named font: Helvetica Neue measured with Helvetica's widths, any other as the
          system font (approximations).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

H_ATTRS = {"leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin",
           "leftMargin", "rightMargin", "centerXWithinMargins"}
V_ATTRS = {"top", "bottom", "centerY", "baseline", "firstBaseline", "lastBaseline", "topMargin",
           "bottomMargin", "centerYWithinMargins"}
# toolsVersion from which Xcode (7.0) laid out with the iOS 9 SDK's San Francisco.
SAN_FRANCISCO_TOOLS = 8000


# iOS 7 and 8's system font, by weight, as the named font the model measures it as.
HELVETICA_NEUE = {"regular": "HelveticaNeue", "bold": "HelveticaNeue-Bold",
                  "medium": "HelveticaNeue-Medium", "semibold": "HelveticaNeue-Medium",
                  "light": "HelveticaNeue-Light", "thin": "HelveticaNeue-Thin",
                  "ultraLight": "HelveticaNeue-UltraLight", "heavy": "HelveticaNeue-Bold",
                  "black": "HelveticaNeue-Bold"}
# Dynamic Type in iOS 7 and 8 (Large): size and weight of the styles the corpus uses.
LEGACY_STYLES = {"UICTFontTextStyleBody": (17, "regular"),
                 "UICTFontTextStyleHeadline": (17, "medium")}


def font_clause(element, kind, legacy):
    """The scene format's `font …` for an element's <fontDescription>, and its category.

    In a document Xcode 6 laid out (`legacy`), the system font was Helvetica Neue: it is written
    as the named Helvetica Neue font of the same weight, which the model measures with
    Helvetica's widths and metrics, as `TextRendering(systemFont: .helveticaNeue)` does."""
    fd = element.find("fontDescription")
    a = dict(fd.attrib) if fd is not None else {
        "type": "system", "pointSize": "15" if kind == "button" else "17"}
    if legacy and "style" in a and a["style"] in LEGACY_STYLES:
        size, weight = LEGACY_STYLES[a["style"]]
        return f"font {quote(HELVETICA_NEUE[weight])} {size}", None
    if legacy and a.get("type") in ("system", "boldSystem", "italicSystem"):
        weight = "bold" if a["type"] == "boldSystem" else a.get("weight", "regular")
        return f"font {quote(HELVETICA_NEUE.get(weight, 'HelveticaNeue'))} {float(a['pointSize']):g}", None
    if "style" in a:
        return f"font textStyle {a['style']}", None
    if a.get("type") in ("system", "boldSystem", "italicSystem"):
        weight = f" {a['weight']}" if a.get("type") == "system" and "weight" in a else ""
        return f"font {a['type']} {float(a['pointSize']):g}{weight}", None
    name = a.get("name", "custom")
    return f"font {quote(name)} {float(a.get('pointSize', 17)):g}", "custom"


def quote(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + escaped.replace("\t", "\\t").replace("\r", "") + '"'


def constraints_of(root):
    """Every constraint as (first, firstAttribute, second, secondAttribute, priority)."""
    result = []
    for owner in root.iter():
        group = owner.find("constraints")
        if group is None or owner.get("id") is None:
            continue
        for c in group.findall("constraint"):
            result.append((c.get("firstItem", owner.get("id")), c.get("firstAttribute"),
                           c.get("secondItem"), c.get("secondAttribute"),
                           float(c.get("priority", 1000))))
    return result


def is_free(element, axis, constraints, parent):
    """Whether the element's size on the axis is its intrinsic size in the recorded frame."""
    vid = element.get("id")
    default = 251 if element.tag == "label" else 250
    key = "horizontalHuggingPriority" if axis == "width" else "verticalHuggingPriority"
    hugging = float(element.get(key, default))
    edges, sized = set(), False
    attrs = H_ATTRS if axis == "width" else V_ATTRS
    for first, first_attr, second, second_attr, priority in constraints:
        for item, attr in ((first, first_attr), (second, second_attr)):
            if item != vid or priority <= hugging:
                continue
            if attr == axis:
                sized = True
            elif attr in attrs:
                edges.add(attr)
    holder = parent.get(element)
    stack = parent.get(holder) if holder is not None else None
    if stack is not None and stack.tag == "stackView":
        vertical = stack.get("axis") == "vertical"
        if (axis == "height") == vertical:  # along the stack's axis
            distribution = stack.get("distribution", "fill")
            if distribution not in ("equalSpacing", "equalCentering") and len(holder) > 1:
                return False
        elif stack.get("alignment", "fill") == "fill":
            return False
    return not sized and len(edges) <= 1


def ancestors(element, parent):
    """The element and the elements that contain it."""
    while element is not None:
        yield element
        element = parent.get(element)


def samples(corpus):
    for name in sorted(os.listdir(corpus)):
        if not name.endswith((".storyboard", ".xib")):
            continue
        try:
            root = ET.parse(os.path.join(corpus, name)).getroot()
        except ET.ParseError as error:
            print(f"{name}: skipped, not well-formed XML ({error})", file=sys.stderr)
            continue
        tools = float(re.match(r"[0-9]*", root.get("toolsVersion", "0")).group(0) or 0)
        constraints = constraints_of(root)
        parent = {child: p for p in root.iter() for child in p}
        # Views not installed in the base class (Any/Any): Xcode never lays them out there, so
        # their frames are whatever they were when they were excluded.
        uninstalled = {ref.get("reference")
                       for variation in root.iter("variation") if variation.get("key") == "default"
                       for mask in variation.findall("mask") if mask.get("key") == "subviews"
                       for ref in mask.findall("exclude")}
        for element in root.iter():
            if element.tag not in ("label", "button"):
                continue
            frame = element.find("rect[@key='frame']")
            if frame is None or "YES" in (element.get("misplaced"), element.get("ambiguous")):
                continue
            if any(e.get("id") in uninstalled for e in ancestors(element, parent)):
                continue
            if element.tag == "label":
                text = element.get("text")
                if text is None and element.find("string[@key='text']") is not None:
                    text = element.find("string[@key='text']").text or ""
            else:
                state = element.find("state[@key='normal']")
                if (state is None or element.find("buttonConfiguration") is not None
                        or state.get("image") or state.get("backgroundImage")
                        or element.find("inset[@key='contentEdgeInsets']") is not None):
                    continue  # images, insets and iOS 15 configurations: not this check
                text = state.get("title")
            if text is None:
                continue
            legacy = tools < SAN_FRANCISCO_TOOLS
            font, category = font_clause(element, element.tag, legacy)
            category = category or ("legacy" if legacy else "sf")
            lines = int(element.get("numberOfLines", "1"))
            width, height = float(frame.get("width")), float(frame.get("height"))
            free = {axis: is_free(element, axis, constraints, parent) for axis in ("width", "height")}
            wrap = None
            if lines != 1:
                if element.get("preferredMaxLayoutWidth"):
                    wrap = float(element.get("preferredMaxLayoutWidth"))
                elif not free["width"]:
                    wrap = width  # the constraints set the width the words wrap at
                else:
                    holder = parent.get(element)
                    stack = parent.get(holder) if holder is not None else None
                    box = stack.find("rect[@key='frame']") if stack is not None else None
                    if stack is None or stack.tag != "stackView" or box is None:
                        continue  # the width the text wraps at is not known here
                    wrap = float(box.get("width"))
            for axis in ("width", "height"):
                if free[axis]:
                    yield dict(document=name, id=element.get("id"), kind=element.tag,
                               text=text, font=font, lines=lines, wrap=wrap, axis=axis,
                               recorded=width if axis == "width" else height, category=category)


def predict(adaptive, rows):
    """Lays the views out with `adaptive query`, each pinned by its top-left corner only."""
    lines = ['scene "text-metrics calibration"', "canvas 2000x2000"]
    for i, row in enumerate(rows):
        props = [f"text {quote(row['text'])}", row["font"]]
        if row["kind"] == "label" and row["lines"] != 1:
            props.append(f"lines {row['lines']}")
            if row["wrap"]:
                props.append(f"preferredMaxLayoutWidth {row['wrap']:g}")
        lines.append(f"view v{i}: {row['kind']} {{ {'; '.join(props)} }}")
        lines.append(f"v{i}.leading = superview.leading")
        lines.append(f"v{i}.top = superview.top")
    with tempfile.NamedTemporaryFile("w", suffix=".scene", delete=False, encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        result = subprocess.run([adaptive, "query", path, "--format", "json"],
                                capture_output=True, text=True)
    finally:
        os.unlink(path)
    if result.returncode not in (0, 1):
        sys.exit(f"adaptive query failed ({result.returncode}):\n{result.stderr}")
    frames = {v["name"]: v["frame"] for v in json.loads(result.stdout)["views"]}
    for i, row in enumerate(rows):
        row["predicted"] = frames[f"v{i}"][row["axis"]]


def report(rows, show_all):
    rows.sort(key=lambda r: (r["category"], -abs(r["predicted"] - r["recorded"])))
    print(f"{'category':8} {'kind':6} {'axis':6} {'text':28} {'font':32} "
          f"{'predicted':>9} {'recorded':>9} {'error':>7}  document")
    for r in rows:
        error = r["predicted"] - r["recorded"]
        if show_all or abs(error) > 1:
            text = r["text"].replace("\n", "⏎")
            print(f"{r['category']:8} {r['kind']:6} {r['axis']:6} {text[:28]:28} "
                  f"{r['font'][5:][:32]:32} {r['predicted']:9.2f} {r['recorded']:9.2f} "
                  f"{error:+7.2f}  {r['document'][:60]}")
    print()
    print(f"{'category':8} {'axis':6} {'views':>5} {'<=1pt':>6} {'<=2pt':>6} {'mean |e|':>8} "
          f"{'max |e|':>8}")
    groups = {}
    for r in rows:
        for key in ((r["category"], r["axis"]), (r["category"], "both"), ("all", "both")):
            groups.setdefault(key, []).append(abs(r["predicted"] - r["recorded"]))
    for (category, axis), errors in sorted(groups.items()):
        n = len(errors)
        within1 = sum(e <= 1 + 1e-9 for e in errors)
        within2 = sum(e <= 2 + 1e-9 for e in errors)
        print(f"{category:8} {axis:6} {n:5} {within1:4} {100 * within1 / n:3.0f}% "
              f"{within2:3} {100 * within2 / n:3.0f}% {sum(errors) / n:8.2f} {max(errors):8.2f}")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.path.join(repo, "..", "shared", "storyboards"))
    parser.add_argument("--adaptive", default=os.path.join(repo, ".build", "debug", "adaptive"))
    parser.add_argument("--all", action="store_true", help="print every view, not only misses")
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        sys.exit(f"no corpus at {args.corpus} (--corpus DIR)")
    if not os.access(args.adaptive, os.X_OK):
        sys.exit(f"no adaptive at {args.adaptive}: run `swift build --product adaptive` first")
    rows = list(samples(args.corpus))
    if not rows:
        sys.exit("no hugging labels or buttons found")
    predict(args.adaptive, rows)
    report(rows, args.all)


if __name__ == "__main__":
    main()
