#!/usr/bin/python3
"""Drives an HTML report the way a person does, in headless Chromium (after ../shared/tools/browser-check/install.sh):
clicking a finding's outline highlights and focuses the finding, focusing a finding's link highlights its outline,
the filters change what is shown and say so, and the keyboard reaches the skip link first with a visible focus.

  html_interaction.py REPORT.html
Prints one JSON line; the last line says "ok" or "failed".
"""
import json, pathlib, sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "shared/tools/browser-check"))
from browser_check import driver, load  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402


def main():
    d = driver()
    load(d, sys.argv[1])
    problems = []
    body = d.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    first = d.switch_to.active_element
    if "skip" not in (first.get_attribute("class") or ""):
        problems.append("the first Tab stop is not the skip link")
    elif d.execute_script("return getComputedStyle(arguments[0]).outlineStyle", first) == "none":
        problems.append("the focused skip link has no visible outline")
    box = d.find_elements(By.CSS_SELECTOR, "g.box")
    if box:
        fid = box[0].get_attribute("data-f")
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", box[0])
        d.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", box[0])
        if d.execute_script("return document.activeElement.closest('li.finding').id") != fid:
            problems.append("clicking an outline does not focus its finding")
        if "hl" not in d.find_element(By.ID, fid).get_attribute("class"):
            problems.append("clicking an outline does not highlight its finding")
        link = d.find_element(By.CSS_SELECTOR, "li.finding a.num")
        link.send_keys("")  # focus
        d.execute_script("arguments[0].focus()", link)
        lid = link.get_attribute("href").split("#")[1]
        if "hl" not in (d.find_element(By.ID, lid).get_attribute("class") or ""):
            problems.append("focusing a finding does not highlight its outline")
        status = d.find_element(By.ID, "filter-status")
        errors = d.find_element(By.CSS_SELECTOR, "input[name=level][value=error]")
        before = status.text
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", errors)
        errors.send_keys(Keys.SPACE)
        if status.text == before or not status.text.startswith("Showing"):
            problems.append("unticking Error does not update the status line")
        if d.find_elements(By.CSS_SELECTOR, "li.finding.lv-error:not([hidden])"):
            problems.append("unticking Error leaves errors shown")
    d.quit()
    print(json.dumps({"check": "interaction", "problems": problems}))
    print("failed" if problems else "ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
