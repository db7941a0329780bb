#!/usr/bin/python3
"""A screen that starts collapsed, opened in headless Chromium (after ../shared/tools/browser-check/install.sh):
it is drawn from its data (a wireframe with its text alternative, each finding's details, the checklist) exactly as
the same screen starts open in a report of it alone; a filter set before opening applies to what is drawn; clicking
its outline highlights and focuses the finding, and focusing the finding highlights the outline; axe-core finds
nothing with it open (light and dark); no console errors or CSP violations.

  html_lazy.py REPORT.html ALONE.html SCREEN_ID [--axe AXE_JS] [--shot OUT.png]
  html_lazy.py REPORT.html --all [--axe AXE_JS]
REPORT.html holds SCREEN_ID collapsed, with findings; ALONE.html is a report of that recording alone (it starts open).
With --all, every collapsed screen is opened (hostile labels in their data), a batch at a time so that no single
axe-core run grows with the report: none may leave a placeholder, run a dialog, break the policy or log an error, and
axe-core must find nothing in any batch (each run covers the screens just opened; page-wide rules such as duplicate
ids still compare them with the whole page, where every screen opened before stays open).
Prints one JSON line; the last line says "ok" or "failed".
"""
import json, os, pathlib, re, sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "shared/tools/browser-check"))
from browser_check import AXE_TAGS, driver, load, option  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

# The opened screen's body without the ids made from its place in the report and without blank text.
SHAPE = """
var body = arguments[0].querySelector('.sbody').cloneNode(true);
var walk = document.createTreeWalker(body, NodeFilter.SHOW_TEXT), blank = [];
while (walk.nextNode()) { if (!walk.currentNode.data.trim()) { blank.push(walk.currentNode); } }
blank.forEach(function (t) { t.remove(); });
return body.innerHTML;"""


def shape(d, article):
    # The namespace is an attribute when parsed and the element's own when created.
    html = d.execute_script(SHAPE, article).replace(' xmlns="http://www.w3.org/2000/svg"', "")
    return re.sub(r'\bs\d+(?=[-"\s])', "S", html)


def open_screen(d, sid):
    summary = d.find_element(By.CSS_SELECTOR, "#%s summary" % sid)
    d.execute_script("arguments[0].scrollIntoView({block: 'start'})", summary)
    summary.send_keys(Keys.ENTER)  # the keyboard opens it
    d.execute_script("return new Promise(function (r) { setTimeout(r, 50); })")
    return d.find_element(By.ID, sid)


def run_axe(d, axe_js, context=None):
    """axe-core's violations on the page, or on the elements with the ids in `context` only."""
    if context is None or not d.execute_script("return typeof axe !== 'undefined'"):
        d.execute_script(open(axe_js).read())
    target = "document" if context is None else json.dumps({"include": [["#" + i] for i in context]})
    return d.execute_async_script("""
      var done = arguments[arguments.length - 1];
      axe.run(%s, {runOnly: {type: 'tag', values: %s}, resultTypes: ['violations']})
        .then(function (r) { done(r.violations.map(function (v) { return v.id + ' ' + v.nodes.slice(0, 2).map(function (n) { return n.target.join(' '); }).join(', '); })); })
        .catch(function (e) { done(['axe error: ' + e]); });""" % (target, json.dumps(AXE_TAGS)))


# Screens opened, and checked by axe-core, per batch.
BATCH = 40


def all_screens(report, axe_js):
    d = driver()
    d.set_script_timeout(600)
    load(d, report)
    ids = d.execute_script("""return [].map.call(document.querySelectorAll('details[data-lazy]'),
      function (e) { return e.closest('article.screen').id; });""")
    problems = []
    for start in range(0, len(ids), BATCH):
        batch = ids[start:start + BATCH]
        d.execute_script("""arguments[0].forEach(function (id) {
          document.querySelector('#' + id + ' details[data-lazy]').open = true; });""", batch)
        d.execute_script("return new Promise(function (r) { setTimeout(r, 100); })")
        problems += ["axe (%s…): %s" % (batch[0], v) for v in run_axe(d, axe_js, batch)]
    left = d.execute_script("return document.querySelectorAll('figure.lazy, p.lazy, details[data-lazy]').length")
    if left:
        problems.append("%d placeholders are left after opening every screen" % left)
    problems += ["dialog: " + c for c in d.execute_script("return window.__calls")]
    problems += ["CSP violation: " + c for c in d.execute_script("return window.__csp")]
    problems += ["console: " + l["message"][:200] for l in d.get_log("browser") if l["level"] == "SEVERE"]
    d.quit()
    count = len(ids)
    print(json.dumps({"check": "every collapsed screen opened", "screens": count, "batches": -(-count // BATCH), "problems": problems}))
    print("failed" if problems or not count else "ok")
    return 1 if problems or not count else 0


def main():
    args = sys.argv[1:]
    axe_js = option(args, "--axe", os.path.expanduser("~/.cache/a11y-browser-check/axe.min.js"))
    shot = option(args, "--shot")
    if "--all" in args:
        return all_screens(args[0], axe_js)
    report, alone, sid = args
    problems = []
    d = driver()
    load(d, alone)
    expected = shape(d, d.find_element(By.CSS_SELECTOR, "article.screen"))
    d.quit()
    for dark in (False, True):
        d = driver()
        d.set_script_timeout(300)
        load(d, report, dark)
        if d.find_elements(By.CSS_SELECTOR, "#%s details[open]" % sid):
            problems.append("%s starts open" % sid)
        if not dark:
            # A filter set before the screen is opened applies to what is drawn.
            errors = d.find_element(By.CSS_SELECTOR, "input[name=level][value=error]")
            d.execute_script("arguments[0].click()", errors)
            article = open_screen(d, sid)
            for box in article.find_elements(By.CSS_SELECTOR, "g.box.lv-error"):
                if "off" not in box.get_attribute("class"):
                    problems.append("an error's outline is shown while errors are filtered out")
                    break
            d.execute_script("arguments[0].click()", errors)
        else:
            article = open_screen(d, sid)
        if article.find_elements(By.CSS_SELECTOR, "figure.lazy, p.lazy, details[data-lazy]"):
            problems.append("opening %s leaves its placeholders" % sid)
        if not dark:
            got = shape(d, article)
            if got != expected:
                at = next((i for i, (a, b) in enumerate(zip(got, expected)) if a != b), min(len(got), len(expected)))
                problems.append("%s drawn from data differs from the open screen at %d: %r / %r"
                                % (sid, at, got[max(0, at - 80):at + 80], expected[max(0, at - 80):at + 80]))
            if not article.find_elements(By.CSS_SELECTOR, "svg.wire title") or not article.find_elements(By.CSS_SELECTOR, "svg.wire desc"):
                problems.append("the drawn wireframe has no title or description")
            boxes = article.find_elements(By.CSS_SELECTOR, "g.box[id]")
            if not boxes:
                problems.append("%s has no outlined finding once drawn" % sid)
            else:
                fid = boxes[0].get_attribute("data-f")
                d.execute_script("arguments[0].scrollIntoView({block: 'center'})", boxes[0])
                d.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", boxes[0])
                if d.execute_script("return document.activeElement.closest('li.finding') && document.activeElement.closest('li.finding').id") != fid:
                    problems.append("clicking a drawn outline does not focus its finding")
                last = article.find_elements(By.CSS_SELECTOR, "li.finding a.num")[-1]
                d.execute_script("arguments[0].focus()", last)
                target = last.get_attribute("href").split("#")[1]
                if d.find_elements(By.ID, target) and "hl" not in d.find_element(By.ID, target).get_attribute("class"):
                    problems.append("focusing a finding does not highlight its drawn outline")
            if shot:
                d.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'})", article)
                d.save_screenshot(shot)
        r = run_axe(d, axe_js)
        problems += ["axe (%s): %s" % ("dark" if dark else "light", v) for v in r]
        csp = d.execute_script("return window.__csp")
        problems += ["CSP violation: " + c for c in csp]
        problems += ["console: " + l["message"][:200] for l in d.get_log("browser") if l["level"] == "SEVERE"]
        d.quit()
    print(json.dumps({"check": "collapsed screen", "screen": sid, "problems": problems}))
    print("failed" if problems else "ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
