#!/usr/bin/env python3
"""Fits the text model's advance widths to the corpus, and estimates how well it predicts
widths it was not fitted on (leave-one-out).

    python3 Scripts/text-metrics-fit.py [--corpus ../shared/storyboards] [--loo]

How `AdvanceWidths.ascii`, `AdvanceWidths.displayFactor` and the black weight's factor were
obtained (Docs/text-metrics.md): start from estimates of San Francisco's proportions (PRIOR,
below), take the San Francisco-era labels and buttons whose recorded width is their intrinsic
width (as Scripts/text-metrics-calibration.py finds them), and solve a ridge regression for a
correction of each character they contain (each kept near its estimate: 25 units of
regularisation), on a grid of Display-cut and black-weight factors. The model is mirrored here
for regular-weight San Francisco only (widths × size / 1000 × cut × weight + tracking); the
tracking table is read from Sources/AdaptiveLayout/Text/SystemFontMetrics.swift. Standard
library only.

--loo refits without each sample in turn and predicts it: an estimate of the error on widths
the table was not fitted to.
"""
import argparse
import importlib.util
import math
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

# The estimates the fit starts from (thousandths of an em, U+0020 to U+007E), before any corpus
# data: the first committed table.
PRIOR = [
    265, 290, 400, 640, 620, 880, 700, 230, 340, 340, 480, 620, 260, 420, 260, 400,
    620, 440, 590, 610, 620, 600, 620, 560, 620, 620, 260, 260, 620, 620, 620, 520,
    960, 670, 650, 690, 700, 590, 570, 710, 720, 260, 520, 650, 540, 840, 720, 740,
    630, 740, 650, 620, 610, 710, 660, 940, 650, 640, 620, 340, 400, 340, 560, 500,
    300, 560, 600, 550, 600, 570, 360, 600, 590, 250, 250, 540, 250, 880, 590, 590,
    600, 600, 380, 520, 360, 590, 540, 790, 530, 540, 530, 340, 260, 340, 620]
PRIOR_DISPLAY, PRIOR_BLACK = 0.965, 1.115
RIDGE = 25.0  # units of a character's correction that cost as much as 0.5 pt of error
DISPLAY_GRID = [0.900 + 0.002 * i for i in range(36)]
BLACK_GRID = [1.100 + 0.004 * i for i in range(13)]
WEIGHTS = {"regular": 1.0, "bold": 1.077, "semibold": 1.053, "medium": 1.03}


def load_calibration():
    spec = importlib.util.spec_from_file_location(
        "calibration", os.path.join(HERE, "text-metrics-calibration.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tracking_table():
    source = open(os.path.join(REPO, "Sources/AdaptiveLayout/Text/SystemFontMetrics.swift")).read()
    table = source[source.index("static let trackingTable"):]
    table = table[:table.index("\n  ]")]
    return [(float(a), float(b)) for a, b in re.findall(r"\(([-0-9.]+), ([-0-9.]+)\)", table)]


TRACKING = tracking_table()


def tracking(size):
    if size <= TRACKING[0][0]:
        return TRACKING[0][1]
    for (a, x), (b, y) in zip(TRACKING, TRACKING[1:]):
        if a <= size <= b:
            return x + (size - a) / (b - a) * (y - x)
    return TRACKING[-1][1]


def parse_font(clause):
    """(size, weight) of a calibration `font …` clause for the system font; None otherwise."""
    words = clause.split()
    if words[1] == "textStyle":
        return (17, "semibold") if words[2].endswith("Headline") else (17, "regular")
    if words[1] in ("system", "boldSystem", "italicSystem"):
        weight = "bold" if words[1] == "boldSystem" else (words[3] if len(words) > 3 else "regular")
        return float(words[2]), weight
    return None


def samples(corpus):
    """(text, size, weight, lo, hi): single-line San Francisco widths, recorded in (lo, hi]."""
    result = []
    for row in load_calibration().samples(corpus):
        font = parse_font(row["font"])
        if row["category"] != "sf" or row["axis"] != "width" or row["lines"] != 1 or not font:
            continue
        text = row["text"]
        if any(not (0x20 <= ord(c) <= 0x7E) and ord(c) < 0x2E80 and not (0xC0 <= ord(c) <= 0xFF)
               for c in text):
            continue
        hi = row["recorded"]
        step = 1.0 if hi == round(hi) else 0.5  # whole-point frames, else half points or less
        result.append((text, font[0], font[1], hi - step, hi))
    return result


LATIN = "AAAAAAACEEEEIIIIDNOOOOO*OUUUUYPsaaaaaaaceeeeiiiidnooooo/ouuuuypy"


def index_of(c):
    v = ord(c)
    if 0x20 <= v <= 0x7E:
        return v - 0x20
    if 0xC0 <= v <= 0xFF and LATIN[v - 0xC0] not in "*/":
        return ord(LATIN[v - 0xC0]) - 0x20
    return None  # CJK and Hangul: full width, no tracking (see `row_of`)


def row_of(text, size, weight, display, black):
    """(coefficients per table index, constant): width = Σ coefficient × advance + constant."""
    cut = display if size >= 20 else 1
    factor = black if weight == "black" else WEIGHTS.get(weight, 1.0)
    coefficients, constant = {}, 0.0
    for c in text:
        i = index_of(c)
        if i is None:
            # Full width: one em, but a Hangul syllable 0.864 em (`AdvanceWidths.hangulSyllable`).
            constant += size * (0.864 if 0xAC00 <= ord(c) <= 0xD7A3 else 1)
            continue
        coefficients[i] = coefficients.get(i, 0) + size / 1000 * cut * factor
        constant += tracking(size)
    return coefficients, constant


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting."""
    n = len(vector)
    m = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col] != 0:
                f = m[r][col] / m[col][col]
                m[r] = [a - f * b for a, b in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(data):
    """The best (cost, table, display, black) over the grid."""
    chars = sorted({index_of(c) for text, *_ in data for c in text} - {None})
    best = None
    for display in DISPLAY_GRID:
        for black in BLACK_GRID:
            rows, targets = [], []
            for text, size, weight, lo, hi in data:
                coefficients, constant = row_of(text, size, weight, display, black)
                prior = sum(k * PRIOR[i] for i, k in coefficients.items())
                rows.append([2 * coefficients.get(i, 0) for i in chars])
                targets.append(2 * ((lo + hi) / 2 - constant - prior))
            n = len(chars)
            normal = [[sum(r[a] * r[b] for r in rows) + (1 / RIDGE ** 2 if a == b else 0)
                       for b in range(n)] for a in range(n)]
            right = [sum(r[a] * t for r, t in zip(rows, targets)) for a in range(n)]
            delta = solve(normal, right)
            cost = sum((sum(x * d for x, d in zip(r, delta)) - t) ** 2 for r, t in zip(rows, targets))
            cost += sum((d / RIDGE) ** 2 for d in delta)
            cost += ((display - PRIOR_DISPLAY) / 0.03) ** 2 + ((black - PRIOR_BLACK) / 0.05) ** 2
            if best is None or cost < best[0]:
                table = PRIOR[:]
                for i, d in zip(chars, delta):
                    table[i] = PRIOR[i] + d
                best = (cost, table, display, black)
    return best


def predict(table, display, black, text, size, weight):
    coefficients, constant = row_of(text, size, weight, display, black)
    return sum(k * table[i] for i, k in coefficients.items()) + constant


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.path.join(REPO, "..", "shared", "storyboards"))
    parser.add_argument("--loo", action="store_true", help="leave-one-out estimate")
    args = parser.parse_args()
    data = samples(args.corpus)
    _, table, display, black = fit(data)
    print(f"{len(data)} widths; Display factor {display:.3f}, black {black:.3f}")
    for i, (before, after) in enumerate(zip(PRIOR, table)):
        if abs(after - before) >= 0.5:
            print(f"  {chr(0x20 + i)!r}: {before} -> {after:.0f}")
    if not args.loo:
        return
    errors = []
    for k, (text, size, weight, lo, hi) in enumerate(data):
        _, t, d, b = fit(data[:k] + data[k + 1:])
        step = hi - lo
        predicted = math.ceil(predict(t, d, b, text, size, weight) / step - 1e-6) * step
        errors.append(predicted - hi)
        print(f"  left out {text[:30]!r:32} {size:g} pt {weight:8} predicted {predicted:7.2f} "
              f"recorded {hi:7.2f} error {predicted - hi:+6.2f}")
    absolute = [abs(e) for e in errors]
    print(f"leave-one-out: {len(errors)} widths, {sum(e <= 1 for e in absolute)} within 1 pt, "
          f"{sum(e <= 2 for e in absolute)} within 2 pt, mean |error| "
          f"{sum(absolute) / len(absolute):.2f}, max {max(absolute):.2f}")


if __name__ == "__main__":
    main()
