#!/usr/bin/python3
"""Screenshots of an HTML report to look at, in headless Chromium (after ../shared/tools/browser-check/install.sh).

  html_shots.py REPORT.html OUT_PREFIX [SELECTOR]
writes OUT_PREFIX-light.png, -dark.png (1280 px wide) and -320.png (a 320 px wide viewport), each scrolled so
that SELECTOR (default: the first screen with findings) is at the top, and -summary.png, the top of the page.
"""
import base64, pathlib, sys, time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "shared/tools/browser-check"))
sys.path.insert(0, "../shared/tools/browser-check")
from browser_check import driver, load  # noqa: E402


def shot(report, out, width, dark, selector, height=1100):
    d = driver(max(width, 800), height)
    d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                      {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})
    load(d, report, dark)
    if selector:
        d.execute_script("var e = document.querySelector(arguments[0]); if (e) { e.scrollIntoView({behavior: 'instant', block: 'start'}); }", selector)
    time.sleep(0.5)  # content-visibility: the newly visible part is painted on a later frame
    data = d.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})["data"]
    pathlib.Path(out).write_bytes(base64.b64decode(data))
    d.quit()
    print(out)


def main():
    report, prefix = sys.argv[1], sys.argv[2]
    selector = sys.argv[3] if len(sys.argv) > 3 else "details[open]"
    shot(report, prefix + "-summary.png", 1280, False, None)
    shot(report, prefix + "-light.png", 1280, False, selector)
    shot(report, prefix + "-dark.png", 1280, True, selector)
    shot(report, prefix + "-320.png", 320, False, selector)


if __name__ == "__main__":
    main()
