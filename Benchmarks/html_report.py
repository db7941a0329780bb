#!/usr/bin/python3
"""The HTML report at scale: writes corpora of N screens (../shared/bench/make_corpus.py, seed 1), writes
`check --format html` for each, and reports the time, the peak memory (GNU time) and the file size; then opens
the largest report in headless Chromium (../shared/tools/browser-check, after its install.sh) and reports how long
the browser takes to open it (navigation timing: DOMContentLoaded and load, and the first contentful paint; the
median of --runs openings), how long opening one collapsed screen takes to draw it from its data and paint it, and
how long a level filter takes.

  /usr/bin/python3 Benchmarks/html_report.py [--sizes 500,2000] [--keep DIR] [--runs 3]   (Debian's python, which has Selenium)
Builds release first. Figures are one run each: the machine is shared, read them as orders of magnitude.
"""
import argparse, json, os, pathlib, resource, shutil, subprocess, sys, tempfile, time

ROOT = pathlib.Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
TOOL = ROOT / ".build/release/a11y-crawl"


def write_report(corpus, out):
    argv = [str(TOOL), "check", "--format", "html", "--fail-on", "never", "-o", out, corpus]
    if os.path.exists("/usr/bin/time"):
        argv = ["/usr/bin/time", "-f", "%M"] + argv
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1):
        sys.exit("check failed: " + done.stderr[-500:])
    lines = done.stderr.strip().splitlines()
    peak_mb = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return seconds, peak_mb


OPEN_COLLAPSED = """
var done = arguments[arguments.length - 1];
var lazy = [].filter.call(document.querySelectorAll('details[data-lazy]'), function (d) { return d.querySelector('li.finding'); });
if (!lazy.length) { done(null); return; }
var details = lazy[Math.floor(lazy.length / 2)], article = details.closest('article');
article.scrollIntoView({block: 'start', behavior: 'instant'});
requestAnimationFrame(function () { setTimeout(function () {
  var start = performance.now();
  details.addEventListener('toggle', function () {
    var drawn = performance.now() - start;
    requestAnimationFrame(function () { setTimeout(function () {
      done({screen: article.id, drawn_ms: Math.round(drawn), painted_ms: Math.round(performance.now() - start),
            outlines: article.querySelectorAll('g.box[id]').length, findings: article.querySelectorAll('li.finding dl').length,
            placeholders: article.querySelectorAll('figure.lazy, p.lazy').length});
    }); });
  });
  details.open = true;
}); });
"""


def open_in_chromium(report, runs):
    """Median of `runs` openings: navigation timing; then, on the last, a level filter and a collapsed screen opened."""
    sys.path.insert(0, str(SHARED / "tools/browser-check"))
    from browser_check import driver, load
    timings = []
    for run in range(runs):
        d = driver()
        d.set_page_load_timeout(300)
        d.set_script_timeout(300)
        start = time.perf_counter()
        load(d, report)
        wall = time.perf_counter() - start
        timing = d.execute_script("""
          var n = performance.getEntriesByType('navigation')[0];
          var p = performance.getEntriesByName('first-contentful-paint')[0];
          return {domContentLoaded: n.domContentLoadedEventEnd, load: n.loadEventEnd, firstContentfulPaint: p ? p.startTime : null,
                  screens: document.querySelectorAll('article.screen').length, findings: document.querySelectorAll('li.finding').length,
                  collapsed: document.querySelectorAll('details[data-lazy]').length};""")
        timing["wall_seconds"] = round(wall, 2)
        if run == runs - 1:
            # A collapsed screen opened (the first opening of a block parses its JSON), then a level filter.
            timing["open_collapsed"] = d.execute_async_script(OPEN_COLLAPSED)
            start = time.perf_counter()
            d.execute_script("var c = document.querySelector('input[name=level][value=warning]'); c.click();")
            d.execute_script("return document.getElementById('filter-status').textContent")
            timing["filter_seconds"] = round(time.perf_counter() - start, 2)
        d.quit()
        timings.append(timing)
    result = dict(timings[-1])
    for key in ("domContentLoaded", "load", "firstContentfulPaint", "wall_seconds"):
        values = sorted(t[key] for t in timings if t[key] is not None)
        if values:
            result[key] = values[len(values) // 2]
        result[key + "_runs"] = [t[key] for t in timings]
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="500,2000")
    parser.add_argument("--keep")
    parser.add_argument("--runs", type=int, default=3, help="browser openings; the median is reported")
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release"], cwd=ROOT, check=True, capture_output=True)
    work = args.keep or tempfile.mkdtemp(prefix="a11y-html-bench-")
    os.makedirs(work, exist_ok=True)
    try:
        print("| screens | corpus MB | write s | peak MB | report MB | findings |")
        print("|---|---|---|---|---|---|")
        largest = None
        for n in [int(x) for x in args.sizes.split(",")]:
            corpus = os.path.join(work, "corpus-%d" % n)
            if not os.path.isdir(corpus):
                subprocess.run([sys.executable, str(SHARED / "bench/make_corpus.py"), corpus, "--screens", str(n)], check=True,
                               capture_output=True)
            size = sum(f.stat().st_size for f in pathlib.Path(corpus).iterdir()) / 1e6
            report = os.path.join(work, "report-%d.html" % n)
            seconds, peak = write_report(corpus, report)
            text = open(report, encoding="utf-8").read()
            print("| %d | %.1f | %.2f | %.0f | %.1f | %d |" % (n, size, seconds, peak, os.path.getsize(report) / 1e6,
                                                          text.count('<li class="finding')))
            largest = report
        timing = open_in_chromium(largest, args.runs)
        print()
        print("Chromium opening %s (median of %d): %s" % (os.path.basename(largest), args.runs, json.dumps(timing)))
        print("load average: %.2f %.2f %.2f" % os.getloadavg())
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
