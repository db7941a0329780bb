#!/usr/bin/env python3
"""Two builds of a11y-crawl side by side with the Python peer, in one run.

usage: Benchmarks/ab.py --before OLD_BINARY [--after NEW_BINARY] [--runs N] CORPUS [CORPUS ...]

For each corpus (a folder written by ../shared/bench/make_corpus.py) it runs, in turn and one run of each per
round: the peer, then `check --fail-on never --format sarif` with the default jobs and with `--jobs 1` for the
build before and the build after. It prints medians of wall-clock seconds and of CPU seconds (user + system,
from wait4: a loaded machine distorts it less), the ratios peer/ours, and whether the two builds wrote
byte-identical SARIF. Each round also times `cat` of the corpus's files to /dev/null (reading the bytes and
nothing else), for the ratio ours/cat. Keep a copy of the release binary before a change (`cp .build/release/a11y-crawl
/tmp/a11y-crawl.before`) and pass it as --before; --after defaults to `.build/release/a11y-crawl`.
"""
import argparse, filecmp, os, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PEER = os.path.join(os.path.dirname(ROOT), "shared", "bench", "peer.py")


def run(argv):
    """Wall-clock and CPU seconds of one run of argv."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit("exit %d: %s" % (code, " ".join(argv)))
    return wall, usage.ru_utime + usage.ru_stime


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", default=os.path.join(ROOT, ".build", "release", "a11y-crawl"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--work", default="/tmp/a11y-crawl-ab")
    ap.add_argument("corpora", nargs="+")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    print("| corpus | peer s | before s | after s | before -j1 s | after -j1 s | peer/before | peer/after "
          "| peer/before -j1 | peer/after -j1 | before -j1 CPU s | after -j1 CPU s | cat s | after/cat | identical |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for corpus in a.corpora:
        name = os.path.basename(os.path.normpath(corpus))
        out = os.path.join(a.work, name)
        density = ["--density", "3"] if "mixed" in name else []
        commands = {"peer": [sys.executable, PEER] + density + [corpus, "-o", out + ".peer.json"]}
        files = sorted(os.path.join(corpus, f) for f in os.listdir(corpus))
        commands["cat"] = ["sh", "-c", 'cat "$@" > /dev/null', "cat"] + files
        for label, binary in (("before", a.before), ("after", a.after)):
            base = [binary, "check", "--fail-on", "never"] + density + ["--format", "sarif"]
            commands[label] = base + ["-o", "%s.%s.sarif" % (out, label), corpus]
            commands[label + "1"] = base + ["--jobs", "1", "-o", "%s.%s.j1.sarif" % (out, label), corpus]
        walls = {key: [] for key in commands}
        cpus = {key: [] for key in commands}
        for _ in range(a.runs):
            for key, argv in commands.items():
                wall, cpu = run(argv)
                walls[key].append(wall)
                cpus[key].append(cpu)
        w = {key: statistics.median(v) for key, v in walls.items()}
        c = {key: statistics.median(v) for key, v in cpus.items()}
        same = all(filecmp.cmp("%s.before%s.sarif" % (out, s), "%s.after%s.sarif" % (out, s), shallow=False)
                   for s in ("", ".j1"))
        print("| %s | %.3f | %.3f | %.3f | %.3f | %.3f | %.1fx | %.1fx | %.1fx | %.1fx | %.3f | %.3f | %.3f | %.1fx | %s |" % (
            name, w["peer"], w["before"], w["after"], w["before1"], w["after1"],
            w["peer"] / w["before"], w["peer"] / w["after"], w["peer"] / w["before1"], w["peer"] / w["after1"],
            c["before1"], c["after1"], w["cat"], w["after"] / w["cat"], "yes" if same else "NO"))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
