#!/usr/bin/env python3
"""Side-by-side benchmark of a11y-crawl and the Python peer (../shared/bench/peer.py).

In one run it builds a11y-crawl in release mode, writes corpora with ../shared/bench/make_corpus.py
(500, 2000 and 4000 screens by default), and on each corpus runs, alternating and several times each:
the peer, `a11y-crawl check --format json` and `--format sarif` with the default jobs, and the same with
`--jobs 1`. It reports medians, the ratios peer/ours, throughput in MB/s and peak memory (maximum
resident set size of each process, from wait4), checks that JSON and SARIF are byte-identical for every
--jobs value, and times a single screen start to finish.

usage: Benchmarks/run.py [--runs N] [--sizes 500,2000,4000] [--work DIR] [--markdown FILE]
"""
import argparse, os, platform, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
PEER = os.path.join(SHARED, "bench", "peer.py")
MAKE = os.path.join(SHARED, "bench", "make_corpus.py")
BIN = os.path.join(ROOT, ".build", "release", "a11y-crawl")


GNU_TIME = "/usr/bin/time"
RSS_FILE = os.path.join("/tmp", "a11y-crawl-bench-rss-%d" % os.getpid())


def run(argv, expect=(0, 1)):
    """Runs argv; returns (seconds, peak RSS in MB).

    Peak memory comes from GNU time (`/usr/bin/time -f %M`), which measures the program it runs; without it,
    from wait4, whose figure for a child of this Python process can include what the child inherited before
    exec, so it is only an upper bound.
    """
    measured = os.path.exists(GNU_TIME)
    full = [GNU_TIME, "-f", "%M", "-o", RSS_FILE] + argv if measured else argv
    start = time.perf_counter()
    proc = subprocess.Popen(full, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in expect:
        sys.exit("%s exited with %d" % (" ".join(argv), code))
    if measured:
        with open(RSS_FILE) as f:
            return seconds, int(f.read().split()[-1]) / 1024.0
    return seconds, usage.ru_maxrss / 1024.0


def same_file(a, b):
    """Compares two files in chunks, so this process stays small (its size would skew wait4's figures)."""
    with open(a, "rb") as f1, open(b, "rb") as f2:
        while True:
            x, y = f1.read(1 << 20), f2.read(1 << 20)
            if x != y:
                return False
            if not x:
                return True


def corpus_size(path):
    return sum(os.path.getsize(os.path.join(path, n)) for n in os.listdir(path))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--sizes", default="500,2000,4000")
    ap.add_argument("--work", default=os.path.join(ROOT, ".build", "bench"))
    ap.add_argument("--markdown", help="also write the tables to this file")
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]

    print("building release ...", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--product", "a11y-crawl"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    os.makedirs(a.work, exist_ok=True)
    lines = []

    def say(text=""):
        print(text)
        lines.append(text)

    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    say("Machine: %s, %d cores, %s, Python %s" % (cpu, os.cpu_count(), platform.platform(), platform.python_version()))
    say("Peak memory: %s" % ("GNU time (maximum resident set size of each command)" if os.path.exists(GNU_TIME)
                             else "wait4 (an upper bound: install GNU time for exact figures)"))
    say("Runs per measurement: %d (medians), commands alternated within each round" % a.runs)
    say()
    say("| screens | MB | peer s | ours json s | ours sarif s | json -j1 s | sarif -j1 s | peer/ours (sarif) | peer/ours (sarif -j1) | ours MB/s (sarif) | peak MB peer | peak MB ours (sarif) | peak MB ours (-j1) |")
    say("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    peaks = {}
    for n in sizes:
        corpus = os.path.join(a.work, "corpus-%d" % n)
        if not os.path.isdir(corpus) or len(os.listdir(corpus)) != n:
            subprocess.run([sys.executable, MAKE, corpus, "--screens", str(n)], check=True, stderr=subprocess.DEVNULL)
        mb = corpus_size(corpus) / 1e6
        out = os.path.join(a.work, "out-%d" % n)
        commands = {
            "peer": [sys.executable, PEER, corpus, "-o", out + ".peer.json"],
            "json": [BIN, "check", "--fail-on", "never", "--format", "json", "-o", out + ".json", corpus],
            "sarif": [BIN, "check", "--fail-on", "never", "--format", "sarif", "-o", out + ".sarif", corpus],
            "json1": [BIN, "check", "--fail-on", "never", "--jobs", "1", "--format", "json", "-o", out + ".j1.json", corpus],
            "sarif1": [BIN, "check", "--fail-on", "never", "--jobs", "1", "--format", "sarif", "-o", out + ".j1.sarif", corpus],
        }
        times = {k: [] for k in commands}
        rss = {k: [] for k in commands}
        for _ in range(a.runs):
            for name, argv in commands.items():
                seconds, peak = run(argv)
                times[name].append(seconds)
                rss[name].append(peak)
        for a_, b_ in ((".json", ".j1.json"), (".sarif", ".j1.sarif")):
            if not same_file(out + a_, out + b_):
                sys.exit("output differs between --jobs values: %s%s" % (out, a_))
        med = {k: statistics.median(v) for k, v in times.items()}
        peak = {k: max(v) for k, v in rss.items()}
        peaks[n] = peak
        say("| %d | %.1f | %.3f | %.3f | %.3f | %.3f | %.3f | %.1fx | %.1fx | %.0f | %.0f | %.0f | %.0f |" % (
            n, mb, med["peer"], med["json"], med["sarif"], med["json1"], med["sarif1"],
            med["peer"] / med["sarif"], med["peer"] / med["sarif1"], mb / med["sarif"],
            peak["peer"], peak["sarif"], peak["sarif1"]))
    if len(sizes) > 1:
        lo, hi = sizes[0], sizes[-1]
        say()
        say("Peak memory, %d vs %d screens: %.0f MB vs %.0f MB (sarif, default jobs), %+.0f%%" % (
            hi, lo, peaks[hi]["sarif"], peaks[lo]["sarif"], 100 * (peaks[hi]["sarif"] / peaks[lo]["sarif"] - 1)))
    # One screen, start to finish, as a script calling the tool per file would.
    one = os.path.join(a.work, "corpus-%d" % sizes[0], "screen-00000.json")
    singles = sorted(run([BIN, "check", "--format", "sarif", "-o", os.path.join(a.work, "one.sarif"), one])[0] for _ in range(max(a.runs, 9)))
    say()
    say("Single screen, start to finish (sarif): median %.1f ms" % (1000 * statistics.median(singles)))
    say("Output byte-identical for --jobs 1 and the default: yes (checked on every corpus)")
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
