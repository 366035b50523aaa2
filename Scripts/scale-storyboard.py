#!/usr/bin/env python3
"""Writes a large Interface Builder storyboard, for measuring the reader and every command on a
document of N views (Benchmarks/RESULTS.md).

usage: Scripts/scale-storyboard.py cards|stacks N > file.storyboard

  cards   the card grid of `Scripts/scale-scenes.py cards` as a storyboard designed on an
          iPhone 11 in portrait: N/2 cards in rows of 10 (leading to the safe area, equal
          widths, 8 apart), each 44 tall (30 in a compact height, a per-class constant) and
          holding a system 17 label "Card i" whose size comes from the text model
  stacks  N/3 horizontal stack views, one below the other, each arranging two labels whose
          text comes from the text model (`fillEqually`, spacing 8); the second label is not
          installed in a compact height (`<mask key="subviews">`)

Ids are written as IB writes them (three groups of letters and digits); recorded frames are
zero, so `validate --recorded` is not meaningful here. Deterministic: the same arguments write
the same bytes.
"""

import sys

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def ident(kind, i):
    """A unique IB-style id `xxx-xx-xxx` for object `i` of a kind (a letter)."""
    digits = []
    for _ in range(7):
        digits.append(ALPHABET[i % len(ALPHABET)])
        i //= len(ALPHABET)
    d = "".join(reversed(digits))
    return f"{kind}{d[:2]}-{d[2:4]}-{d[4:]}"


def document(subviews, constraints):
    head = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
        'toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" '
        'useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" '
        'initialViewController="vc0-00-000">',
        '    <device id="retina6_1" orientation="portrait" appearance="light"/>',
        "    <scenes>",
        '        <scene sceneID="scn-00-000">',
        "            <objects>",
        '                <viewController id="vc0-00-000" sceneMemberID="viewController">',
        '                    <view key="view" contentMode="scaleToFill" id="root-00-000">',
        '                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>',
        "                        <subviews>",
    ]
    tail = [
        "                        </subviews>",
        '                        <viewLayoutGuide key="safeArea" id="saf-00-000"/>',
        "                        <constraints>",
        *constraints,
        "                        </constraints>",
        "                    </view>",
        "                </viewController>",
        "            </objects>",
        "        </scene>",
        "    </scenes>",
        "</document>",
    ]
    return head + subviews + tail


def label(i, text, indent, extra=""):
    pad = " " * indent
    return [
        f'{pad}<label opaque="NO" userInteractionEnabled="NO" contentMode="left" '
        f'horizontalHuggingPriority="251" verticalHuggingPriority="251" text="{text}" '
        f'textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" '
        f'adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" '
        f'id="{ident("L", i)}"{extra}>',
        f'{pad}    <rect key="frame" x="0.0" y="0.0" width="0.0" height="0.0"/>',
        f'{pad}    <fontDescription key="fontDescription" type="system" pointSize="17"/>',
        f'{pad}    <nil key="textColor"/>',
        f'{pad}    <nil key="highlightedColor"/>',
        f"{pad}</label>",
    ]


def constraint(attrs, cid, variation=None, indent=28):
    pad = " " * indent
    if variation is None:
        return [f'{pad}<constraint {attrs} id="{cid}"/>']
    return [
        f'{pad}<constraint {attrs} id="{cid}">',
        f'{pad}    <variation key="heightClass=compact" constant="{variation}"/>',
        f"{pad}</constraint>",
    ]


def constraint_ids():
    """A function that returns a new constraint id at each call: C..-..-..1, 2, …"""
    count = 0

    def next_id():
        nonlocal count
        count += 1
        return ident("C", count)

    return next_id


def cards(n):
    count = max(1, n // 2)
    subviews, constraints = [], []
    cid = constraint_ids()

    for i in range(count):
        card, lab = ident("V", i), ident("L", i)
        subviews.append(
            f'                            <view contentMode="scaleToFill" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{card}">'
        )
        subviews.append('                                <rect key="frame" x="0.0" y="0.0" width="0.0" height="0.0"/>')
        subviews.append("                                <subviews>")
        subviews += label(i, f"Card {i}", 36)
        subviews.append("                                </subviews>")
        subviews.append("                                <constraints>")
        subviews += constraint(
            f'firstItem="{lab}" firstAttribute="leading" secondItem="{card}" '
            f'secondAttribute="leadingMargin" ', cid(), indent=36)
        subviews += constraint(
            f'firstItem="{lab}" firstAttribute="centerY" secondItem="{card}" '
            f'secondAttribute="centerY" ', cid(), indent=36)
        subviews += constraint(
            f'firstAttribute="trailingMargin" relation="greaterThanOrEqual" secondItem="{lab}" '
            f'secondAttribute="trailing" ', cid(), indent=36)
        subviews += constraint(f'firstAttribute="height" constant="44" ', cid(), 30, indent=36)
        subviews.append("                                </constraints>")
        subviews.append("                            </view>")
        column, row = i % 10, i // 10
        if column == 0:
            constraints += constraint(
                f'firstItem="{card}" firstAttribute="leading" secondItem="saf-00-000" '
                f'secondAttribute="leading" constant="16" ', cid())
        else:
            prev = ident("V", i - 1)
            constraints += constraint(
                f'firstItem="{card}" firstAttribute="leading" secondItem="{prev}" '
                f'secondAttribute="trailing" constant="8" ', cid())
            constraints += constraint(
                f'firstItem="{card}" firstAttribute="width" secondItem="{prev}" '
                f'secondAttribute="width" ', cid())
        if column == 9 or i == count - 1:
            constraints += constraint(
                f'firstItem="saf-00-000" firstAttribute="trailing" relation="greaterThanOrEqual" '
                f'secondItem="{card}" secondAttribute="trailing" constant="16" ', cid())
            if column == 9:
                constraints += constraint(
                    f'firstItem="saf-00-000" firstAttribute="trailing" secondItem="{card}" '
                    f'secondAttribute="trailing" constant="16" priority="999" ', cid())
        if row == 0:
            constraints += constraint(
                f'firstItem="{card}" firstAttribute="top" secondItem="saf-00-000" '
                f'secondAttribute="top" constant="8" ', cid(), 4)
        else:
            above = ident("V", i - 10)
            constraints += constraint(
                f'firstItem="{card}" firstAttribute="top" secondItem="{above}" '
                f'secondAttribute="bottom" constant="8" ', cid(), 4)
    return document(subviews, constraints)


def stacks(n):
    count = max(1, n // 3)
    subviews, constraints = [], []
    cid = constraint_ids()

    for i in range(count):
        stack = ident("S", i)
        second = ident("L", 2 * i + 1)
        subviews.append(
            f'                            <stackView opaque="NO" contentMode="scaleToFill" '
            f'distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" '
            f'id="{stack}">'
        )
        subviews.append('                                <rect key="frame" x="0.0" y="0.0" width="0.0" height="0.0"/>')
        subviews.append("                                <subviews>")
        subviews += label(2 * i, f"Name {i}", 36)
        subviews += label(2 * i + 1, f"Value {i * 7}", 36)
        subviews.append("                                </subviews>")
        subviews.append('                                <variation key="heightClass=compact">')
        subviews.append('                                    <mask key="subviews">')
        subviews.append(f'                                        <exclude reference="{second}"/>')
        subviews.append("                                    </mask>")
        subviews.append("                                </variation>")
        subviews.append("                            </stackView>")
        constraints += constraint(
            f'firstItem="{stack}" firstAttribute="leading" secondItem="saf-00-000" '
            f'secondAttribute="leading" constant="16" ', cid())
        constraints += constraint(
            f'firstItem="saf-00-000" firstAttribute="trailing" secondItem="{stack}" '
            f'secondAttribute="trailing" constant="16" ', cid())
        top = (
            f'secondItem="saf-00-000" secondAttribute="top" '
            if i == 0
            else f'secondItem="{ident("S", i - 1)}" secondAttribute="bottom" '
        )
        constraints += constraint(
            f'firstItem="{stack}" firstAttribute="top" {top}constant="8" ', cid())
    return document(subviews, constraints)


SHAPES = {"cards": cards, "stacks": stacks}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in SHAPES or not sys.argv[2].isdigit():
        sys.exit(__doc__)
    sys.stdout.write("\n".join(SHAPES[sys.argv[1]](int(sys.argv[2]))) + "\n")
