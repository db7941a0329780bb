#!/usr/bin/python3
"""The HTML report at scale: writes corpora of N screens (../shared/bench/make_corpus.py, seed 1), writes
`check --format html` for each, and reports the time, the peak memory (GNU time) and the file size; then opens
the largest report in headless Chromium (../shared/tools/browser-check, after its install.sh) and reports how long
the browser takes to open it (navigation timing: DOMContentLoaded and load, and the first contentful paint).

  /usr/bin/python3 Benchmarks/html_report.py [--sizes 500,2000] [--keep DIR]   (Debian's python, which has Selenium)
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


def open_in_chromium(report):
    sys.path.insert(0, str(SHARED / "tools/browser-check"))
    from browser_check import driver, load
    d = driver()
    d.set_page_load_timeout(300)
    start = time.perf_counter()
    load(d, report)
    wall = time.perf_counter() - start
    timing = d.execute_script("""
      var n = performance.getEntriesByType('navigation')[0];
      var p = performance.getEntriesByName('first-contentful-paint')[0];
      return {domContentLoaded: n.domContentLoadedEventEnd, load: n.loadEventEnd, firstContentfulPaint: p ? p.startTime : null,
              screens: document.querySelectorAll('article.screen').length, findings: document.querySelectorAll('li.finding').length};""")
    start = time.perf_counter()
    d.execute_script("var c = document.querySelector('input[name=level][value=warning]'); c.click();")
    d.execute_script("return document.getElementById('filter-status').textContent")
    filter_seconds = time.perf_counter() - start
    d.quit()
    timing.update(wall_seconds=round(wall, 2), filter_seconds=round(filter_seconds, 2))
    return timing


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="500,2000")
    parser.add_argument("--keep")
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
        timing = open_in_chromium(largest)
        print()
        print("Chromium opening %s: %s" % (os.path.basename(largest), json.dumps(timing)))
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
