#!/usr/bin/env python3
"""Rico at scale: the share of image buttons, clickable images and floating action buttons without a label in
the shared Rico screens, counted two ways, beside the figures published on the whole dataset.

- "no description": the element's own `content-desc` and `text` are empty (how Ross et al. counted);
- "label-missing": the tool's `label-missing` reports it (error or review), which also counts a label TalkBack
  composes from the element's children and leaves out what TalkBack never focuses.

Elements counted: visible to the user (`visible-to-user`, `visibility` visible) with a non-empty frame, by class
or ancestor class: `FloatingActionButton`; `ImageButton` (not a FAB); a clickable `ImageView` (not the other two).
Also: the share of the tool's stops of each kind under 48 x 48 dp (target-size-hig) at density 3.5.

Usage: python3 Scripts/rico_figures.py [--tool .build/release/a11y-crawl] [--rico ../shared/data/rico]
"""
import argparse
import glob
import json
import os
import subprocess
import time

DENSITY = 3.5


def kind(node):
    names = [node.get("class") or ""] + list(node.get("ancestors") or [])
    if any(name.endswith("FloatingActionButton") for name in names):
        return "FloatingActionButton"
    if any(name.endswith("ImageButton") for name in names):
        return "ImageButton"
    if any(name.endswith("ImageView") for name in names) and node.get("clickable"):
        return "clickable ImageView"
    return None


def visible(node):
    bounds = node.get("bounds") or [0, 0, 0, 0]
    return (node.get("visible-to-user", True) and node.get("visibility", "visible") == "visible"
            and bounds[2] > bounds[0] and bounds[3] > bounds[1])


def walk(node):
    yield node
    for child in node.get("children") or []:
        if child:
            yield from walk(child)


def described(node):
    texts = [t for t in (node.get("content-desc") or []) if t and t.strip()]
    return bool(texts) or bool((node.get("text") or "").strip())


def key(bounds):
    return tuple(round(value / DENSITY, 2) for value in bounds)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", default=".build/release/a11y-crawl")
    parser.add_argument("--rico", default="../shared/data/rico")
    args = parser.parse_args()
    files = sorted(glob.glob(os.path.join(args.rico, "*.json")))
    started = time.perf_counter()
    output = subprocess.run([args.tool, "check", "--format", "json", "--min-level", "note", *files],
                            capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    report = json.loads(output.stdout)
    flagged = {}
    for finding in report["findings"]:
        frame = finding["element"]["frame"]
        where = (os.path.basename(finding["file"]),
                 (round(frame["x"], 2), round(frame["y"], 2),
                  round(frame["x"] + frame["width"], 2), round(frame["y"] + frame["height"], 2)))
        flagged.setdefault(where, set()).add(finding["rule"])
    counts = {}
    for path in files:
        with open(path, encoding="utf-8") as handle:
            root = json.load(handle)["activity"]["root"]
        for node in walk(root):
            which = kind(node)
            if not which or not visible(node):
                continue
            entry = counts.setdefault(which, {"elements": 0, "undescribed": 0, "missing": 0, "small": 0})
            entry["elements"] += 1
            entry["undescribed"] += 0 if described(node) else 1
            rules = flagged.get((os.path.basename(path), key(node["bounds"])), set())
            entry["missing"] += 1 if "label-missing" in rules else 0
            entry["small"] += 1 if "target-size-hig" in rules else 0
    print("| class | elements | no description | label-missing | under 48 dp |")
    print("|---|---|---|---|---|")
    for which in ("ImageButton", "clickable ImageView", "FloatingActionButton"):
        entry = counts.get(which, {"elements": 0, "undescribed": 0, "missing": 0, "small": 0})
        n = entry["elements"]
        share = lambda value: f"{value} ({100 * value / n:.1f} %)" if n else "0"
        print(f"| {which} | {n} | {share(entry['undescribed'])} | {share(entry['missing'])} | {share(entry['small'])} |")
    size = sum(os.path.getsize(path) for path in files)
    print()
    print(f"{len(files)} screens, {size / 1e6:.1f} MB, checked in {elapsed:.2f} s with every rule "
          f"({len(files) / elapsed:.0f} screens/s, {size / 1e6 / elapsed:.1f} MB/s); at this rate Rico's 66,261 "
          f"screens of this mean size would take {66261 / (len(files) / elapsed) / 60:.1f} min.")


if __name__ == "__main__":
    main()
