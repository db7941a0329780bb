#!/usr/bin/env python3
"""Side-by-side benchmark of a11y-crawl and the Python peer (../shared/bench/peer.py).

In one run it builds a11y-crawl in release mode, writes corpora with ../shared/bench/make_corpus.py
(500, 2000 and 4000 screens by default), and on each corpus runs, alternating and several times each:
the peer, `a11y-crawl check --format json` and `--format sarif` with the default jobs, and the same with
`--jobs 1`. It reports medians, the ratios peer/ours, throughput in MB/s and peak memory (maximum
resident set size of each process, from wait4), checks that JSON and SARIF are byte-identical for every
--jobs value, and times a single screen start to finish.

Further cases, each one command per measurement (seconds are medians, peak memory the largest):
- large screen: one screen of 20k, 40k, 80k and 200k elements (buttons sharing a label or an identifier,
  unlabelled images, truncated texts, in rows), checked with --format json and sarif: the per-screen path
  (rules, fingerprints with their ordinals, sorting) must stay O(n log n);
- piles (`--cases piles`): the shapes that made `targets-overlap` super-quadratic, one idb file each, against
  the peer: 10,000 and 20,000 identical 44 x 44 pt buttons at one place, and 200,000 small overlapping buttons;
- ledger matching: 2,500 screens with about 20,000 findings against a ledger of 2,000 entries (1,000 exact
  screens, 1,000 globs), timed with and without the ledger;
- path glob: a pathological configuration `exclude` glob against a recording 30 folders deep;
- contrast: one 402 x 874 pt screen of 100 texts with its 1206 x 2622 RGBA screenshot beside it, checked by the
  two contrast rules, against the same tree without the picture: the difference is decoding and measuring.

A mixed case (`--cases mixed`): a crawl of two platforms written by `make_corpus.py --format mixed` (one third
idb JSON, one third Appium XCUITest XML, one third `uiautomator` XML at density 3), checked with
`--density 3` against the peer with `--density 3`; and the same seed written as idb only and as uiautomator
only, to compare the XML path's throughput with the JSON path's.

Text dumps (`--cases dumps`): the readers' share of the mixed benchmark. `Benchmarks/make_dumps.py` writes the
same made-up list screens as XCUITest `debugDescription`, Compose `printToString()`, Flutter
`debugDumpSemanticsTree()` and Espresso "View Hierarchy:" dumps (one corpus a format, and one mixing the four),
each checked with `--density 2.625 --fail-on never --format sarif`, default jobs and `--jobs 1`; the peer reads
none of these formats, so there is no peer column.

usage: Benchmarks/run.py [--runs N] [--sizes 500,2000,4000] [--work DIR] [--markdown FILE]
                         [--cases corpus,large,piles,ledger,glob,mixed,contrast,dumps,crawl] [--large-sizes 20000,40000,80000,200000]
                         [--mixed-sizes 500,2000] [--dump-screens 200]
"""
import argparse, json, os, platform, statistics, struct, subprocess, sys, time, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
PEER = os.path.join(SHARED, "bench", "peer.py")
MAKE = os.path.join(SHARED, "bench", "make_corpus.py")
MAKE_DUMPS = os.path.join(HERE, "make_dumps.py")
BIN = os.path.join(ROOT, ".build", "release", "a11y-crawl")


GNU_TIME = "/usr/bin/time"
RSS_FILE = os.path.join("/tmp", "a11y-crawl-bench-rss-%d" % os.getpid())
LAST_CPU = [0.0]


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
    # CPU time of the command (and of GNU time, which waits for it): a figure a loaded machine distorts less.
    LAST_CPU[0] = usage.ru_utime + usage.ru_stime
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


def large_screen(n):
    """One flat idb screen of n elements in rows of four: a 30 pt "Help" button, an unlabelled 44 pt button
    with the identifier "more", an unlabelled image and a truncated text, so most elements have a finding and
    many share an identity (the ordinals in fingerprints)."""
    per_row, row_height = 4, 50
    rows = (n + per_row - 1) // per_row

    def element(kind, label, identifier, x, y, w, h):
        return {"AXFrame": "{{%g, %g}, {%g, %g}}" % (x, y, w, h), "AXUniqueId": identifier,
                "frame": {"y": y, "x": x, "width": w, "height": h}, "role_description": kind.lower(),
                "AXLabel": label, "content_required": False, "type": kind, "title": None, "help": None,
                "custom_actions": [], "AXValue": None, "enabled": True, "role": "AX" + kind, "subrole": None}

    out = [element("Application", "Large", None, 0, 0, 402, 40 + rows * row_height)]
    for i in range(n - 1):
        x, y = 10 + (i % per_row) * 100, 40 + (i // per_row) * row_height
        kind = i % 4
        if kind == 0:
            out.append(element("Button", "Help", None, x, y, 30, 30))
        elif kind == 1:
            out.append(element("Button", None, "more", x, y, 44, 44))
        elif kind == 2:
            out.append(element("Image", None, None, x, y, 40, 40))
        else:
            out.append(element("StaticText", "Results for the last search\u2026", None, x, y, 80, 20))
    return out


def pile_screen(n, identical):
    """One flat idb screen of n enabled buttons on a 402 pt wide screen: with `identical`, all the same 44 x 44 pt
    "Add" button at one place (a pile `targets-overlap` reports as one finding); otherwise small 30 x 30 pt
    buttons every 20 pt in rows of 19, each overlapping its neighbours (the shape that was super-quadratic)."""
    def button(i, x, y, w, h):
        # The keys the rules and the peer read, so the 200,000-button file stays near the 26 MB.
        return {"type": "Button", "AXLabel": "Add" if identical else "Item %d" % i,
                "frame": {"y": y, "x": x, "width": w, "height": h}, "enabled": True}

    per_row = 19
    height = 100 + 44 if identical else 40 + ((n + per_row - 1) // per_row) * 20 + 30
    out = [{"AXFrame": "{{0, 0}, {402, %d}}" % height, "frame": {"y": 0, "x": 0, "width": 402, "height": height},
            "type": "Application", "AXLabel": "Pile", "role": "AXApplication", "enabled": True, "custom_actions": []}]
    for i in range(n - 1):
        if identical:
            out.append(button(i, 10, 100, 44, 44))
        else:
            out.append(button(i, 10 + (i % per_row) * 20, 40 + (i // per_row) * 20, 30, 30))
    return out


def write_json(path, value):
    with open(path, "w") as f:
        json.dump(value, f)


def count_findings(report):
    with open(report) as f:
        return json.load(f)["summary"]["findings"]["total"]


def measure_rounds(commands, runs):
    """Median seconds and largest peak MB per named command, run in turn, one run of each per round: a change in
    the machine's load during the measurement then falls on the peer and on this tool alike instead of on
    whichever ran at the time."""
    times = {name: [] for name in commands}
    rss = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            seconds, peak = run(argv)
            times[name].append(seconds)
            rss[name].append(peak)
    return ({name: statistics.median(v) for name, v in times.items()}, {name: max(v) for name, v in rss.items()})


def measure(argv, runs, cpu=False):
    """Median seconds and largest peak MB of `runs` runs of argv (and the median CPU seconds with cpu)."""
    seconds, peaks, cpus = [], [], []
    for _ in range(runs):
        t, m = run(argv)
        seconds.append(t)
        peaks.append(m)
        cpus.append(LAST_CPU[0])
    if cpu:
        return statistics.median(seconds), max(peaks), statistics.median(cpus)
    return statistics.median(seconds), max(peaks)


def bench_large(a, say):
    sizes = [int(v) for v in a.large_sizes.split(",")]
    say()
    say("Large screen: one recording of N elements, `check --fail-on never --format json|sarif|text` (%d runs)" % a.runs)
    say()
    say("| elements | MB | findings | json s | json CPU s | json peak MB | sarif s | sarif CPU s | sarif peak MB "
        "| text s | text CPU s | text peak MB |")
    say("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for n in sizes:
        path = os.path.join(a.work, "large-%d.json" % n)
        if not os.path.exists(path):
            write_json(path, large_screen(n))
        out = os.path.join(a.work, "large-%d-out" % n)
        js, jm, jc = measure([BIN, "check", "--fail-on", "never", "--format", "json", "-o", out + ".json", path], a.runs, cpu=True)
        ss, sm, sc = measure([BIN, "check", "--fail-on", "never", "--format", "sarif", "-o", out + ".sarif", path], a.runs, cpu=True)
        ts, tm, tc = measure([BIN, "check", "--fail-on", "never", "--format", "text", "-o", out + ".txt", path], a.runs, cpu=True)
        say("| %d | %.1f | %d | %.2f | %.2f | %.0f | %.2f | %.2f | %.0f | %.2f | %.2f | %.0f |" % (
            n, os.path.getsize(path) / 1e6, count_findings(out + ".json"), js, jc, jm, ss, sc, sm, ts, tc, tm))


def json_summary(path):
    """The `summary` of a JSON report, read from the file's end (its keys are sorted: `summary` comes just before
    `tool`), so a report of hundreds of MB is not loaded whole."""
    with open(path, "rb") as f:
        f.seek(max(0, os.path.getsize(path) - (4 << 20)))
        tail = f.read().decode("utf-8", "replace")
    start = tail.rindex('"summary": ') + len('"summary": ')
    return json.JSONDecoder().raw_decode(tail, start)[0]


def bench_piles(a, say):
    """The shapes that made `targets-overlap` super-quadratic: piles of identical buttons and a field of small
    overlapping ones, each one screen in one idb file, against the peer on the same file."""
    shapes = [("identical 44 x 44 buttons", 10000, True), ("identical 44 x 44 buttons", 20000, True),
              ("small overlapping buttons", 200000, False)]
    say()
    say("Piles: one idb recording of N buttons, `check --fail-on never --format json|sarif` against the peer "
        "(%d runs, alternated)" % a.runs)
    say()
    say("| shape | elements | MB | findings + to review | targets-overlap findings + to review | peer s | json s | sarif s | peer/ours (sarif) "
        "| sarif CPU s | peak MB peer | peak MB ours (sarif) |")
    say("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, n, identical in shapes:
        path = os.path.join(a.work, "pile-%s-%d.json" % ("same" if identical else "overlap", n))
        if not os.path.exists(path):
            write_json(path, pile_screen(n, identical))
        out = os.path.join(a.work, "pile-%d-%s-out" % (n, "same" if identical else "overlap"))
        commands = {
            "json": [BIN, "check", "--fail-on", "never", "--format", "json", "-o", out + ".json", path],
            "sarif": [BIN, "check", "--fail-on", "never", "--format", "sarif", "-o", out + ".sarif", path],
        }
        # The peer first, once: on the 200,000-button field it runs for many minutes, so it gets one run cut at
        # --peer-limit seconds; the table then says "over" the limit.
        peer_argv = [sys.executable, PEER, path, "-o", out + ".peer.json"]
        start = time.perf_counter()
        try:
            subprocess.run(peer_argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=a.peer_limit)
            peer_runs = [time.perf_counter() - start]
        except subprocess.TimeoutExpired:
            peer_runs = None
        if peer_runs is not None and a.runs > 1:
            commands["peer"] = peer_argv
        med, peak = measure_rounds(commands, a.runs)
        if "peer" not in commands:
            med["peer"], peak["peer"] = (peer_runs[0], float("nan")) if peer_runs else (None, float("nan"))
        _, _, cpu = measure(commands["sarif"], 1, cpu=True)
        summary = json_summary(out + ".json")
        overlap = summary["rules"]["targets-overlap"]
        peer = "%.2f" % med["peer"] if med["peer"] is not None else "over %d" % a.peer_limit
        ratio = "%.1fx" % (med["peer"] / med["sarif"]) if med["peer"] is not None else "over %.0fx" % (a.peer_limit / med["sarif"])
        say("| %s | %d | %.1f | %d + %d | %d + %d | %s | %.2f | %.2f | %s | %.2f | %.0f | %.0f |" % (
            name, n, os.path.getsize(path) / 1e6, summary["findings"]["total"], summary["needsReview"],
            overlap["findings"], overlap["needsReview"], peer, med["json"], med["sarif"], ratio,
            cpu, peak["peer"], peak["sarif"]))


def bench_ledger(a, say):
    """2,500 screens, 8 findings each, against 1,000 exact and 1,000 glob entries."""
    root = os.path.join(a.work, "ledger")
    recordings = os.path.join(root, "Recordings")
    if not os.path.isdir(recordings):
        os.makedirs(os.path.join(recordings, "x"))
        for n in range(2500):
            elements = [{"type": "Application", "AXLabel": "App", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}}]
            for k in range(4):
                elements.append({"type": "Button", "AXUniqueId": "back", "frame": {"x": 10 + 100 * k, "y": 100, "width": 50, "height": 50}})
                elements.append({"type": "Button", "AXLabel": "Help", "frame": {"x": 10 + 100 * k, "y": 300, "width": 30, "height": 30}})
            name = "screen-%d.json" % n if n < 1500 else os.path.join("x", "screen-%d-dark.json" % (n - 1500))
            write_json(os.path.join(recordings, name), elements)
        entries = []
        for n in range(1000):
            entries.append({"element": "id:back", "reason": "bench", "rule": "label-missing", "screen": "Recordings/screen-%d.json" % n})
            entries.append({"element": "label:Button:Help", "reason": "bench", "rule": "target-size-hig", "screen": "Recordings/**/screen-%d-*.json" % n})
        write_json(os.path.join(root, "ledger.json"), {"entries": entries, "version": 1})
    out = os.path.join(root, "out.json")
    base = [BIN, "check", "--fail-on", "never", "--allow-stale", "--format", "json", "-o", out]
    without, _ = measure(["/usr/bin/env", "-C", root] + base + ["Recordings"], a.runs)
    findings = count_findings(out)
    withl, peak, cpu = measure(["/usr/bin/env", "-C", root] + base + ["--ledger", "ledger.json", "Recordings"], a.runs, cpu=True)
    with open(out) as f:
        known = json.load(f)["summary"]["known"]
    say()
    say("Ledger matching: 2,500 screens, %d findings, a ledger of 2,000 entries (1,000 exact, 1,000 globs): "
        "%.2f s without the ledger, %.2f s with it (%.2f s CPU; %d findings known), peak %.0f MB" % (findings, without, withl, cpu, known, peak))


def bench_glob(a, say):
    """A configuration exclude glob that backtracks badly against a path 30 folders deep."""
    root = os.path.join(a.work, "glob")
    deep = os.path.join(root, "tree", *(["a" * 60] * 30))
    os.makedirs(deep, exist_ok=True)
    write_json(os.path.join(deep, "s.json"), [{"type": "Application", "AXLabel": "App", "frame": {"x": 0, "y": 0, "width": 402, "height": 874}},
                                              {"type": "Button", "AXLabel": "OK", "frame": {"x": 10, "y": 10, "width": 50, "height": 50}}])
    write_json(os.path.join(root, "a11y-crawl.json"), {"exclude": ["**/a*a*a*a*a*a*a*a*b/**/**/**/**/c"]})
    seconds, peak = measure(["/usr/bin/env", "-C", root, BIN, "check", "--format", "json", "-o", os.path.join(root, "out.json"), "tree"], a.runs)
    say()
    say("Path glob: `**/a*a*a*a*a*a*a*a*b/**/**/**/**/c` excluding against a recording 30 folders of 60 characters deep: "
        "%.3f s start to finish, peak %.0f MB" % (seconds, peak))


def bench_mixed(a, say):
    """Mixed iOS and Android corpora with SARIF output, and the XML path against the JSON path."""
    sizes = [int(v) for v in a.mixed_sizes.split(",")]
    say()
    say("Mixed crawl (idb JSON, Appium XCUITest XML, uiautomator XML at density 3), `--density 3`, %d runs" % a.runs)
    say()
    say("| screens | MB | peer s | ours sarif s | sarif -j1 s | peer/ours (sarif) | peer/ours (sarif -j1) | ours MB/s | peak MB peer | peak MB ours | peak MB ours (-j1) |")
    say("|---|---|---|---|---|---|---|---|---|---|---|")
    peaks = {}
    for n in sizes:
        corpus = os.path.join(a.work, "mixed-%d" % n)
        if not os.path.isdir(corpus):
            subprocess.run([sys.executable, MAKE, corpus, "--screens", str(n), "--format", "mixed"], check=True, stderr=subprocess.DEVNULL)
            # Screen i is XCUITest when i % 3 == 1: without a recorder for it in this build, those files are left
            # out (the peer then reads the same two thirds), and the table says so.
            probe = os.path.join(corpus, "screen-00001.xml")
            if os.path.exists(probe) and subprocess.run([BIN, "check", "--fail-on", "never", probe], stdout=subprocess.DEVNULL,
                                                        stderr=subprocess.DEVNULL).returncode == 2:
                for name in os.listdir(corpus):
                    if int(name[7:12]) % 3 == 1:
                        os.remove(os.path.join(corpus, name))
        if len(os.listdir(corpus)) != n:
            say("(mixed-%d: this build has no XCUITest recorder; its third is left out: %d screens of idb JSON and uiautomator XML)" % (n, len(os.listdir(corpus))))
        mb = corpus_size(corpus) / 1e6
        out = os.path.join(a.work, "mixed-out-%d" % n)
        commands = {
            "peer": [sys.executable, PEER, corpus, "--density", "3", "-o", out + ".peer.json"],
            "sarif": [BIN, "check", "--fail-on", "never", "--density", "3", "--format", "sarif", "-o", out + ".sarif", corpus],
            "sarif1": [BIN, "check", "--fail-on", "never", "--density", "3", "--jobs", "1", "--format", "sarif", "-o", out + ".j1.sarif", corpus],
        }
        med, peak = measure_rounds(commands, a.runs)
        if not same_file(out + ".sarif", out + ".j1.sarif"):
            sys.exit("output differs between --jobs values: %s.sarif" % out)
        peaks[n] = peak
        say("| %d | %.1f | %.3f | %.3f | %.3f | %.1fx | %.1fx | %.0f | %.0f | %.0f | %.0f |" % (
            n, mb, med["peer"], med["sarif"], med["sarif1"], med["peer"] / med["sarif"], med["peer"] / med["sarif1"],
            mb / med["sarif"], peak["peer"], peak["sarif"], peak["sarif1"]))
    if len(sizes) > 1:
        lo, hi = sizes[0], sizes[-1]
        say()
        say("Peak memory, %d vs %d mixed screens: %.0f MB vs %.0f MB (sarif, default jobs)" % (hi, lo, peaks[hi]["sarif"], peaks[lo]["sarif"]))
    # The same elements as JSON and as uiautomator XML, one job, so the readers are compared and not the cores.
    n = sizes[-1]
    rates = {}
    for fmt in ("idb", "uiautomator"):
        corpus = os.path.join(a.work, "%s-%d" % (fmt, n))
        if not os.path.isdir(corpus) or len(os.listdir(corpus)) != n:
            subprocess.run([sys.executable, MAKE, corpus, "--screens", str(n), "--format", fmt], check=True, stderr=subprocess.DEVNULL)
        seconds, _ = measure([BIN, "check", "--fail-on", "never", "--density", "3", "--jobs", "1", "--format", "sarif",
                              "-o", os.path.join(a.work, "%s-out.sarif" % fmt), corpus], a.runs)
        rates[fmt] = (n / seconds, corpus_size(corpus) / 1e6 / seconds, seconds)
    say()
    say("Same %d screens, sarif, --jobs 1: idb JSON %.3f s (%.0f screens/s, %.0f MB/s); uiautomator XML %.3f s (%.0f screens/s, %.0f MB/s); JSON/XML time %.2fx" % (
        n, rates["idb"][2], rates["idb"][0], rates["idb"][1], rates["uiautomator"][2], rates["uiautomator"][0],
        rates["uiautomator"][1], rates["uiautomator"][2] / rates["idb"][2]))


def crawl_state(layout, take):
    """A DroidBot state of `CrawlGroupingTests.state`'s shape: a toolbar with two unlabelled buttons, a switch
    flipped from take to take, 6 to 10 unlabelled image buttons; `take` recordings of each layout."""
    views = []
    def view(cls, bounds, parent, children, rid=None, text=None, clickable=False, checkable=False, checked=False):
        views.append({"class": cls, "resource_id": rid, "text": text, "content_description": None,
                      "bounds": [[bounds[0], bounds[1]], [bounds[2], bounds[3]]], "clickable": clickable,
                      "checkable": checkable, "checked": checked, "enabled": True, "focusable": clickable,
                      "visible": True, "package": "com.example.big", "parent": parent, "children": children})
    rows = 6 + layout % 5
    view("android.widget.FrameLayout", (0, 0, 1080, 1920), -1, [1])
    view("android.widget.LinearLayout", (0, 72, 1080, 1920), 0, [2, 6] + [7 + r for r in range(rows)])
    view("androidx.appcompat.widget.Toolbar", (0, 72, 1080, 240), 1, [3, 4, 5], rid="com.example.big:id/toolbar")
    view("android.widget.ImageButton", (0, 72, 168, 240), 2, [], clickable=True)
    view("android.widget.TextView", (200, 120, 600, 190), 2, [], text="Screen %d" % layout)
    view("android.widget.ImageButton", (912, 72, 1080, 240), 2, [], rid="com.example.big:id/toolbar_menu", clickable=True)
    view("android.widget.Switch", (48, 300, 1032, 444), 1, [], rid="com.example.big:id/sync", text="Sync",
         clickable=True, checkable=True, checked=take % 2 == 1)
    for r in range(rows):
        top = 460 + r * 160 + (layout % 7) * 8
        view("android.widget.ImageButton", (48, top, 192, top + 144), 1, [], rid="com.example.big:id/action_%d_%d" % (layout, r), clickable=True)
    return {"tag": "t%d_%d" % (layout, take), "state_str": "s%d_%d" % (layout, take),
            "foreground_activity": "com.example.big/.Screen%d" % (layout % 40), "views": views}


def bench_crawl(a, say):
    """A DroidBot crawl of N states (five recordings of each screen) as files: time, CPU and peak memory of
    `check` with SARIF, so that memory can be seen to stay flat as the crawl grows; issues and screens counted."""
    sizes = [int(v) for v in a.crawl_sizes.split(",")]
    say()
    say("DroidBot crawl of N states written as files (five recordings of each screen), `check --fail-on never --density 3 --format sarif|json` (%d runs)" % a.runs)
    say()
    say("| states | MB | screens | issues | findings | sarif s | sarif CPU s | sarif peak MB | sarif -j1 CPU s | json s | json peak MB |")
    say("|---|---|---|---|---|---|---|---|---|---|---|")
    for n in sizes:
        folder = os.path.join(a.work, "crawl-%d" % n)
        states = os.path.join(folder, "states")
        if not os.path.isdir(states) or len(os.listdir(states)) != n:
            os.makedirs(states, exist_ok=True)
            for index in range(n):
                write_json(os.path.join(states, "state_%06d.json" % index), crawl_state(index // 5, index % 5))
        out = os.path.join(a.work, "crawl-%d-out" % n)
        ss, sm, sc = measure([BIN, "check", "--fail-on", "never", "--density", "3", "--format", "sarif", "-o", out + ".sarif", folder], a.runs, cpu=True)
        _, _, s1 = measure([BIN, "check", "--fail-on", "never", "--density", "3", "--jobs", "1", "--format", "sarif", "-o", out + ".j1.sarif", folder], a.runs, cpu=True)
        if not same_file(out + ".sarif", out + ".j1.sarif"):
            sys.exit("output differs between --jobs values: %s.sarif" % out)
        js, jm = measure([BIN, "check", "--fail-on", "never", "--density", "3", "--format", "json", "-o", out + ".json", folder], a.runs)
        with open(out + ".json") as f:
            report = json.load(f)
        crawl = report["summary"].get("crawl", {})
        say("| %d | %.1f | %s | %d | %d | %.2f | %.2f | %.0f | %.2f | %.2f | %.0f |" % (
            n, corpus_size(states) / 1e6, len(crawl.get("screens", [])), len(report.get("issues", [])), len(report["findings"]),
            ss, sc, sm, s1, js, jm))


def png_chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def contrast_screen(width=1206, height=2622, scale=3, count=100):
    """A 402 x 874 pt tree of `count` texts (4 columns, 25 rows) and its RGBA screenshot at 3x: white, each
    text five letter-like blocks in black or #777777. Returns (tree, png bytes)."""
    pixels = bytearray(b"\xff" * (width * height * 4))
    elements = [{"type": "Application", "AXLabel": "App", "frame": {"x": 0, "y": 0, "width": width // scale, "height": height // scale}}]
    for k in range(count):
        x, y, w, h = 8 + (k % 4) * 98, 20 + (k // 4) * 34, 90, 24
        elements.append({"type": "StaticText", "AXLabel": "Hello", "frame": {"x": x, "y": y, "width": w, "height": h}})
        colour = b"\x00\x00\x00\xff" if k % 2 else b"\x77\x77\x77\xff"
        for letter in range(5):
            left = (x + 4 + letter * 14) * scale
            for row in range((y + 6) * scale, (y + 18) * scale):
                start = (row * width + left) * 4
                pixels[start:start + 6 * 4] = colour * 6
    raw = bytearray()
    stride = width * 4
    for row in range(height):
        raw.append(0)
        raw += pixels[row * stride:(row + 1) * stride]
    png = b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)) \
        + png_chunk(b"sRGB", b"\x00") + png_chunk(b"IDAT", zlib.compress(bytes(raw), 6)) + png_chunk(b"IEND", b"")
    return elements, png


def bench_contrast(a, say):
    """Decoding and measuring one 1206 x 2622 screenshot for 100 texts: the same tree with and without it."""
    root = os.path.join(a.work, "contrast")
    with_png, without = os.path.join(root, "with"), os.path.join(root, "without")
    if not os.path.isdir(with_png):
        os.makedirs(with_png)
        os.makedirs(without)
        tree, png = contrast_screen()
        write_json(os.path.join(with_png, "screen.json"), tree)
        write_json(os.path.join(without, "screen.json"), tree)
        with open(os.path.join(with_png, "screen.png"), "wb") as f:
            f.write(png)
    out = os.path.join(root, "out.json")
    argv = [BIN, "check", "--rule", "contrast-text", "--rule", "contrast-nontext", "--fail-on", "never", "--format", "json", "-o", out]
    runs = max(a.runs, 9)
    base, _, base_cpu = measure(argv + [os.path.join(without, "screen.json")], runs, cpu=True)
    full, peak, full_cpu = measure(argv + [os.path.join(with_png, "screen.json")], runs, cpu=True)
    findings = count_findings(out)
    say()
    say("Contrast: a 1206 x 2622 RGBA screenshot (%.1f MB PNG) with 100 texts, `check --rule contrast-text --rule "
        "contrast-nontext`: %.1f ms start to finish (%.1f ms CPU), %.1f ms without the picture (%.1f ms CPU): "
        "decoding and measuring %.1f ms (%.1f ms CPU); %d findings; peak %.0f MB" % (
            os.path.getsize(os.path.join(with_png, "screen.png")) / 1e6, 1000 * full, 1000 * full_cpu, 1000 * base,
            1000 * base_cpu, 1000 * (full - base), 1000 * (full_cpu - base_cpu), findings, peak))


def bench_dumps(a, say):
    """The text-dump readers: a corpus a format and a mixed one, sarif, default jobs and --jobs 1."""
    n = a.dump_screens
    say()
    say("Text dumps (`Benchmarks/make_dumps.py`, seed 1), %d screens a corpus, `--density 2.625 --fail-on never --format sarif`, %d runs" % (n, a.runs))
    say()
    say("| dumps | screens | MB | elements | s | -j1 s | screens/s | MB/s | MB/s (-j1) | peak MB | peak MB (-j1) |")
    say("|---|---|---|---|---|---|---|---|---|---|---|")
    for fmt in ("xcuitest", "compose", "flutter", "espresso", "mixed"):
        corpus = os.path.join(a.work, "dumps-%s-%d" % (fmt, n))
        if not os.path.isdir(corpus) or len(os.listdir(corpus)) != n:
            subprocess.run([sys.executable, MAKE_DUMPS, corpus, "--screens", str(n), "--format", fmt], check=True)
        mb = corpus_size(corpus) / 1e6
        out = os.path.join(a.work, "dumps-out-%s-%d" % (fmt, n))
        commands = {
            "sarif": [BIN, "check", "--fail-on", "never", "--density", "2.625", "--format", "sarif", "-o", out + ".sarif", corpus],
            "sarif1": [BIN, "check", "--fail-on", "never", "--density", "2.625", "--jobs", "1", "--format", "sarif", "-o", out + ".j1.sarif", corpus],
        }
        med, peak = measure_rounds(commands, a.runs)
        if not same_file(out + ".sarif", out + ".j1.sarif"):
            sys.exit("output differs between --jobs values: %s.sarif" % out)
        # Every screen must be read whole: a screen the reader turned away or read with problems is not measured.
        summary = os.path.join(a.work, "dumps-out-%s-%d.json" % (fmt, n))
        run([BIN, "check", "--fail-on", "never", "--density", "2.625", "--format", "json", "-o", summary, corpus])
        with open(summary) as f:
            screens = json.load(f)["screens"]
        unread = [s["file"] for s in screens if s.get("status") != "ok" or s.get("problems")]
        if len(screens) != n or unread:
            sys.exit("%s: %d screens of %d read whole (%s)" % (fmt, len(screens) - len(unread), n, ", ".join(unread[:3])))
        elements = sum(s["elements"] for s in screens)
        say("| %s | %d | %.1f | %d | %.3f | %.3f | %.0f | %.1f | %.1f | %.0f | %.0f |" % (
            fmt, n, mb, elements, med["sarif"], med["sarif1"], n / med["sarif"], mb / med["sarif"], mb / med["sarif1"],
            peak["sarif"], peak["sarif1"]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--sizes", default="500,2000,4000")
    ap.add_argument("--work", default=os.path.join(ROOT, ".build", "bench"))
    ap.add_argument("--markdown", help="also write the tables to this file")
    ap.add_argument("--cases", default="corpus,large,piles,ledger,glob,mixed,contrast,dumps", help="which cases to run (also: crawl)")
    ap.add_argument("--crawl-sizes", default="1000,10000", help="states in the crawl case")
    ap.add_argument("--large-sizes", default="20000,40000,80000,200000")
    ap.add_argument("--mixed-sizes", default="500,2000")
    ap.add_argument("--dump-screens", type=int, default=200, help="screens in each text-dump corpus")
    ap.add_argument("--peer-limit", type=int, default=300, help="seconds the peer may take on one pile file")
    a = ap.parse_args()
    cases = set(a.cases.split(","))
    sizes = [int(s) for s in a.sizes.split(",")]

    print("building release ...", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "a11y-crawl"], cwd=ROOT, check=True,
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
    if "corpus" in cases:
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
            med, peak = measure_rounds(commands, a.runs)
            for a_, b_ in ((".json", ".j1.json"), (".sarif", ".j1.sarif")):
                if not same_file(out + a_, out + b_):
                    sys.exit("output differs between --jobs values: %s%s" % (out, a_))
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
    if "large" in cases:
        bench_large(a, say)
    if "piles" in cases:
        bench_piles(a, say)
    if "ledger" in cases:
        bench_ledger(a, say)
    if "glob" in cases:
        bench_glob(a, say)
    if "mixed" in cases:
        bench_mixed(a, say)
    if "contrast" in cases:
        bench_contrast(a, say)
    if "crawl" in cases:
        bench_crawl(a, say)
    if "dumps" in cases:
        bench_dumps(a, say)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
