#!/usr/bin/env python3
"""Compare the tool's findings with captures judged blind (Docs/Precision/labels/*.json).

Each label file names a capture under ../shared/data, its density, and what a careful auditor reported
before the tool was run on it: `problems` (would defend), `review` (suspected, the evidence cannot decide)
and `not_problems` (tempting look-alikes). The tool runs on every capture (`check --format json --density D`)
and each finding is matched to a label entry of the same rule whose recorded pixel bounds, divided by the
density, equal the finding's frame (within 1 dp).

Per rule, level and platform: how many findings (errors, warnings, notes; items to review apart) there
were, how many hit a labelled problem ("right"), a labelled review item ("review", defensible as a
question, not as a failure), a labelled look-alike ("wrong: look-alike") or nothing the auditor listed
("wrong: unlisted"); and how many labelled problems some finding or review item found (recall).

Usage: python3 Scripts/precision.py [--tool .build/release/a11y-crawl] [--shared ../shared] [--labels DIR]
       [--show-wrong] [--show-missed]
"""
import argparse
import collections
import glob
import json
import os
import subprocess
import sys


def load_labels(folder):
    labels = []
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(path, encoding="utf-8") as handle:
            label = json.load(handle)
        label["_file"] = os.path.basename(path)
        labels.append(label)
    return labels


def run_tool(tool, capture, density):
    command = [tool, "check", "--format", "json", "--min-level", "note"]
    if density:
        command += ["--density", str(density)]
    command.append(capture)
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode == 2:
        # A capture the tool could not read (its error is on stderr): no findings, every labelled problem missed.
        report = json.loads(result.stdout) if result.stdout.strip() else {"findings": []}
        report["_unreadable"] = result.stderr.strip().splitlines()[0] if result.stderr.strip() else "exit 2"
        return report
    if result.returncode != 1 and result.returncode != 0:
        raise SystemExit(f"{capture}: the tool exited {result.returncode}: {result.stderr.strip()}")
    return json.loads(result.stdout)


def same_place(entry, frame, density):
    bounds = entry.get("bounds")
    if not bounds or not frame:
        return False
    left, top, right, bottom = (value / density for value in bounds)
    return (abs(left - frame["x"]) <= 1 and abs(top - frame["y"]) <= 1
            and abs(right - (frame["x"] + frame["width"])) <= 1 and abs(bottom - (frame["y"] + frame["height"])) <= 1)


def judge(labels, tool, shared):
    rows = collections.defaultdict(collections.Counter)
    unmatched = []
    missed = []
    unreadable = []
    recall = collections.Counter()
    for label in labels:
        # `repo:` captures are in this repository (permissively licensed, with their provenance in
        # Fixtures/captures/SOURCES.md); the others are read from ../shared/data.
        if label["capture"].startswith("repo:"):
            capture = label["capture"][len("repo:"):]
        else:
            capture = os.path.join(shared, "data", label["capture"])
        if not os.path.exists(capture):
            raise SystemExit(f"{label['_file']}: no capture at {capture}")
        density = label.get("density") or 1
        # A capture in pixels whose density the auditor could not tell is run without one (inferred or not run).
        given = label.get("density")
        report = run_tool(tool, capture, given if label.get("platform") == "android" else None)
        platform = label.get("platform", "android")
        findings = report["findings"]
        if "_unreadable" in report:
            unreadable.append((label["_file"], report["_unreadable"]))
        found = set()
        for finding in findings:
            frame = finding["element"].get("frame")
            level = "review" if finding["outcome"] == "needs-review" else finding["level"]
            key = (platform, finding["rule"], level)
            verdict = "wrong: unlisted"
            for group, name in (("problems", "right"), ("review", "review"), ("not_problems", "wrong: look-alike")):
                hits = [index for index, entry in enumerate(label.get(group, []))
                        if entry.get("rule") == finding["rule"] and same_place(entry, frame, density)]
                if hits:
                    verdict = name
                    if group == "problems":
                        found.update(hits)
                    break
            rows[key][verdict] += 1
            rows[key]["all"] += 1
            if verdict.startswith("wrong") or (verdict == "review" and level != "review"):
                unmatched.append((label["_file"], finding["rule"], level, verdict, finding["message"]))
        problems = label.get("problems", [])
        for index, problem in enumerate(problems):
            recall[(platform, problem["rule"], "labelled")] += 1
            if index in found:
                recall[(platform, problem["rule"], "found")] += 1
            else:
                missed.append((label["_file"], problem["rule"], problem.get("level", ""), str(problem.get("bounds")),
                               problem.get("name") or "", problem.get("why", "")))
    return rows, recall, unmatched, missed, unreadable


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", default=".build/release/a11y-crawl")
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--labels", default="Docs/Precision/labels")
    parser.add_argument("--show-wrong", action="store_true",
                        help="list every finding that hit no labelled problem (errors and warnings that hit a review item too)")
    parser.add_argument("--show-missed", action="store_true", help="list every labelled problem no finding hit")
    args = parser.parse_args()
    labels = load_labels(args.labels)
    rows, recall, unmatched, missed, unreadable = judge(labels, args.tool, args.shared)
    print(f"{len(labels)} captures judged blind ({args.labels})\n")
    print("| platform | rule | level | findings | right | review | wrong: look-alike | wrong: unlisted |")
    print("|---|---|---|---|---|---|---|---|")
    totals = collections.defaultdict(collections.Counter)
    for (platform, rule, level), counts in sorted(rows.items()):
        print(f"| {platform} | {rule} | {level} | {counts['all']} | {counts['right']} | {counts['review']} "
              f"| {counts['wrong: look-alike']} | {counts['wrong: unlisted']} |")
        totals[(platform, level)].update(counts)
    print("\n| platform | level | findings | right | right or review | precision (right) |")
    print("|---|---|---|---|---|---|")
    for (platform, level), counts in sorted(totals.items()):
        share = counts["right"] / counts["all"] if counts["all"] else 0
        print(f"| {platform} | {level} | {counts['all']} | {counts['right']} | {counts['right'] + counts['review']} | {share:.2f} |")
    print("\n| platform | rule | labelled problems | found |")
    print("|---|---|---|---|")
    labelled = found = 0
    for (platform, rule, kind), count in sorted(recall.items()):
        if kind != "labelled":
            continue
        hit = recall[(platform, rule, "found")]
        labelled += count
        found += hit
        print(f"| {platform} | {rule} | {count} | {hit} |")
    print(f"\nRecall: {found} of {labelled} labelled problems found" + (f" ({found / labelled:.2f})" if labelled else ""))
    if unreadable:
        print(f"\nNot read by the tool ({len(unreadable)}; their labelled problems count as missed):")
        for name, error in unreadable:
            print(f"  {name}: {error}")
    if args.show_wrong:
        print()
        for row in unmatched:
            print(" | ".join(row))
    if args.show_missed:
        print()
        for row in missed:
            print(" | ".join(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
