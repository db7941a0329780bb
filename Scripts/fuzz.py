#!/usr/bin/env python3
"""A fuzz campaign against the built tool: generated recordings of every format the tool reads, checked one file
per run with a time limit, for a given time. A run is bad when the tool crashes (killed by a signal, or an exit
status other than 0, 1 or 2), runs over the limit, or exits 0 or 1 with a JSON report that does not parse.

Generators (each seeded, so a reported seed gives the same file again):
  idb          idb describe-all JSON, flat or nested: random types, frames (negative, huge, fractional, zero,
               strings where numbers go), labels and identifiers from the naughty strings
  uiautomator  `uiautomator dump` XML, with blank lines and comments before the root now and then
  xcuitest     Appium XCUITest page source XML
  droidbot     DroidBot states: keys in any order, child references that loop, repeat or point nowhere
  pile         piles of identical frames: up to 30,000 elements with one frame, in idb, uiautomator or DroidBot
               form, and fields of small overlapping targets (the shapes that made targets-overlap quadratic)
  mutate       a generated file of another generator with bytes flipped, cut or repeated

usage: Scripts/fuzz.py [--minutes M] [--limit S] [--tool PATH] [--seed N] [--generators a,b,...] [--keep DIR]
The release build is the default tool (.build/release/a11y-crawl). Prints a line per bad run (generator, seed,
what happened, the file kept under --keep) and a table: runs, exit statuses and the slowest run per generator.
"""
import argparse, json, os, random, resource, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NAUGHTY = os.path.join(os.path.dirname(ROOT), "shared", "data", "naughty-strings", "blns.json")

IOS_TYPES = ["Application", "Window", "Other", "Button", "StaticText", "Image", "TextField", "SecureTextField",
             "Switch", "Slider", "Link", "Cell", "Table", "NavigationBar", "Toolbar", "Tab", "Key", "Keyboard",
             "ScrollView", "Heading", "SegmentedControl", "Stepper", "PageIndicator", "SearchField", "Unknown"]
ANDROID_CLASSES = ["android.widget.FrameLayout", "android.widget.LinearLayout", "android.widget.Button",
                   "android.widget.ImageButton", "android.widget.TextView", "android.widget.ImageView",
                   "android.widget.EditText", "android.widget.Switch", "android.widget.CheckBox",
                   "android.widget.SeekBar", "android.view.View", "android.view.ViewGroup",
                   "androidx.recyclerview.widget.RecyclerView", "android.widget.ScrollView", "x.Custom"]


def strings():
    try:
        with open(NAUGHTY, encoding="utf-8") as f:
            return [s for s in json.load(f) if isinstance(s, str)]
    except OSError:
        return ["", "Close", "<script>alert(1)</script>", "\u202eevil", "a" * 500]


class Gen:
    def __init__(self, rng, naughty):
        self.r = rng
        self.naughty = naughty

    def text(self):
        r = self.r.random()
        if r < 0.3:
            return None
        if r < 0.6:
            return self.r.choice(self.naughty)
        if r < 0.8:
            return self.r.choice(["Close", "OK", "Search", "Help", "Settings", "…", "Results for the last search…",
                                  "ic_close", "button", "Add to cart", "SETTINGS", "img_123"])
        return "".join(chr(self.r.randint(0x20, 0x2FF)) for _ in range(self.r.randint(0, 40)))

    def number(self, scale=1000):
        r = self.r.random()
        if r < 0.75:
            return round(self.r.uniform(-20, scale), self.r.choice([0, 0, 1, 2, 6]))
        if r < 0.85:
            return self.r.choice([0, -1, 1e308, -1e308, 1e-300, 44, 48, 24, 2147483648, 0.5])
        if r < 0.9:
            return self.r.choice(["12", "NaN", "inf", None, True, [], {}])
        return self.r.randint(-5, 5) * 44

    def frame(self, w=430, h=932):
        if self.r.random() < 0.9:
            x, y = self.r.uniform(-10, w), self.r.uniform(-10, h)
            return {"x": x, "y": y, "width": self.r.uniform(0, w - x + 20), "height": self.r.uniform(0, 120)}
        return {k: self.number() for k in ("x", "y", "width", "height")}


def gen_idb(g):
    n = g.r.randint(1, g.r.choice([5, 50, 400, 3000]))
    def element(depth):
        e = {"type": g.r.choice(IOS_TYPES), "AXLabel": g.text(), "AXValue": g.text() if g.r.random() < 0.2 else None,
             "AXUniqueId": g.text() if g.r.random() < 0.4 else None, "frame": g.frame(),
             "enabled": g.r.random() < 0.9, "custom_actions": [g.text() or "" for _ in range(g.r.randint(0, 2))],
             "role_description": g.r.choice(["button", "text", "heading", None]), "traits": g.r.choice([[], ["button"], ["header"], None])}
        if g.r.random() < 0.05:
            del e["frame"]
            e["AXFrame"] = g.r.choice(["{{1, 2}, {3, 4}}", "{{nan, 0}, {1, 1}}", "garbage", "{{-1e400, 0}, {1, 1}}"])
        if depth < 12 and g.r.random() < 0.3:
            e["children"] = [element(depth + 1) for _ in range(g.r.randint(0, 6))]
        return e
    root = {"type": "Application", "AXLabel": "App", "frame": {"x": 0, "y": 0, "width": 430, "height": 932}}
    items = [root] + [element(0) for _ in range(n)]
    if g.r.random() < 0.3:
        root["children"] = items[1:]
        items = [root]
    text = json.dumps(items, indent=g.r.choice([None, None, 2]), ensure_ascii=g.r.random() < 0.5)
    return "json", text.encode("utf-8", "surrogatepass")


def xml_attr(value):
    value = "" if value is None else str(value)
    value = "".join(c for c in value if c in "\t\n\r" or (ord(c) >= 0x20 and not 0xD800 <= ord(c) <= 0xDFFF and ord(c) not in (0xFFFE, 0xFFFF)))
    return '"' + value.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;") + '"'


def preamble(g):
    out = '<?xml version="1.0" encoding="UTF-8"?>' if g.r.random() < 0.8 else ""
    r = g.r.random()
    if r < 0.15:
        out += "\n" * g.r.randint(100, 2000)
    elif r < 0.3:
        out += "<!--" + "x" * g.r.randint(100, 5000) + "-->"
    elif r < 0.35:
        out += "<!DOCTYPE hierarchy>"
    return out


def gen_uiautomator(g):
    n = g.r.randint(1, g.r.choice([5, 50, 400, 3000]))
    parts = [preamble(g), '<hierarchy rotation="0">',
             '<node index="0" class="android.widget.FrameLayout" package="a" text="" content-desc="" bounds="[0,0][1080,2400]" enabled="true" clickable="false">']
    depth = 0
    for i in range(n):
        x1, y1 = g.r.randint(-50, 1100), g.r.randint(-50, 2450)
        x2, y2 = x1 + g.r.randint(-10, 600), y1 + g.r.randint(-10, 300)
        bounds = "[%d,%d][%d,%d]" % (x1, y1, x2, y2) if g.r.random() < 0.95 else g.r.choice(["", "[a,b][c,d]", "[1,2]", "[1.5,2][3,4]"])
        attrs = {"index": i, "text": g.text(), "resource-id": g.text(), "class": g.r.choice(ANDROID_CLASSES),
                 "package": "a", "content-desc": g.text(), "checkable": g.r.choice(["true", "false"]),
                 "checked": g.r.choice(["true", "false"]), "clickable": g.r.choice(["true", "false", "false"]),
                 "enabled": g.r.choice(["true", "true", "false"]), "focusable": g.r.choice(["true", "false"]),
                 "scrollable": g.r.choice(["false", "false", "true"]), "password": "false", "selected": "false",
                 "bounds": bounds, "visible-to-user": g.r.choice(["true", "false", None])}
        items = list(attrs.items())
        g.r.shuffle(items)
        tag = "<node " + " ".join("%s=%s" % (k, xml_attr(v)) for k, v in items if v is not None or g.r.random() < 0.5)
        if depth < 30 and g.r.random() < 0.3:
            parts.append(tag + ">")
            depth += 1
        else:
            parts.append(tag + " />")
            while depth > 0 and g.r.random() < 0.2:
                parts.append("</node>")
                depth -= 1
    parts += ["</node>"] * depth + ["</node>", "</hierarchy>"]
    return "xml", "\n".join(parts).encode("utf-8")


def gen_xcuitest(g):
    n = g.r.randint(1, g.r.choice([5, 50, 400, 3000]))
    parts = [preamble(g), '<AppiumAUT>', '<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" x="0" y="0" width="430" height="932">']
    depth = 0
    for i in range(n):
        f = g.frame()
        kind = "XCUIElementType" + g.r.choice(IOS_TYPES[1:])
        attrs = {"type": kind, "name": g.text(), "label": g.text(), "value": g.text() if g.r.random() < 0.3 else None,
                 "enabled": g.r.choice(["true", "true", "false"]), "visible": g.r.choice(["true", "true", "false"]),
                 "accessible": g.r.choice(["true", "false", None]),
                 "x": int(f["x"]) if isinstance(f["x"], float) else f["x"], "y": int(f["y"]) if isinstance(f["y"], float) else f["y"],
                 "width": int(f["width"]) if isinstance(f["width"], float) else f["width"],
                 "height": int(f["height"]) if isinstance(f["height"], float) else f["height"]}
        tag = "<%s " % kind + " ".join("%s=%s" % (k, xml_attr(v)) for k, v in attrs.items() if v is not None)
        if depth < 30 and g.r.random() < 0.3:
            parts.append(tag + ">")
            depth += 1
            kinds = getattr(g, "open", [])
            kinds.append(kind)
            g.open = kinds
        else:
            parts.append(tag + "/>")
            while depth > 0 and g.r.random() < 0.2:
                parts.append("</%s>" % g.open.pop())
                depth -= 1
    while depth > 0:
        parts.append("</%s>" % g.open.pop())
        depth -= 1
    parts += ["</XCUIElementTypeApplication>", "</AppiumAUT>"]
    return "xml", "\n".join(parts).encode("utf-8")


def droidbot_state(g, views):
    state = {"tag": "t", "state_str": "x", "foreground_activity": "a/.Main", "views": views}
    if g.r.random() < 0.5:
        state["density"] = g.r.choice([160, 320, 420, 480, 0, -1, "x", None])
    items = list(state.items())
    g.r.shuffle(items)
    indent = g.r.choice([None, 1, 2])
    text = ("\n   " if g.r.random() < 0.2 else "") + json.dumps(dict(items), indent=indent)
    return "json", text.encode("utf-8", "surrogatepass")


def gen_droidbot(g):
    n = g.r.randint(2, g.r.choice([5, 50, 400, 3000]))
    views = []
    for i in range(n):
        parent = -1 if i == 0 else g.r.randint(0, i - 1)
        x1, y1 = g.r.randint(-50, 1100), g.r.randint(-50, 2450)
        views.append({"temp_id": i, "parent": parent, "children": [], "class": g.r.choice(ANDROID_CLASSES),
                      "text": g.text(), "content_description": g.text(), "resource_id": g.text(),
                      "bounds": [[x1, y1], [x1 + g.r.randint(-10, 600), y1 + g.r.randint(-10, 300)]],
                      "visible": g.r.random() < 0.9, "clickable": g.r.random() < 0.4, "enabled": g.r.random() < 0.9,
                      "checkable": False, "checked": False, "editable": g.r.random() < 0.1, "focusable": g.r.random() < 0.5,
                      "scrollable": g.r.random() < 0.05, "selected": False, "long_clickable": False, "is_password": False})
    for i, v in enumerate(views[1:], 1):
        views[v["parent"]]["children"].append(i)
    # Bad references now and then: itself, the root, out of range, negative, fractional, repeated.
    for _ in range(g.r.choice([0, 0, 0, 1, 3])):
        v = g.r.choice(views)
        v["children"].append(g.r.choice([v["temp_id"], 0, n + 5, -1, 1.5, v["children"][0] if v["children"] else 0]))
    for v in views:
        items = list(v.items())
        g.r.shuffle(items)
        v.clear()
        v.update(items)
    return droidbot_state(g, views)


def gen_pile(g):
    n = g.r.choice([100, 1000, 5000, 10000, 20000, 30000])
    shape = g.r.choice(["idb", "idb", "uiautomator", "droidbot", "field"])
    if shape == "field":
        n = g.r.choice([20000, 50000, 100000])
        items = [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 402, "height": 40 + n // 19 * 20 + 40}}]
        items += [{"type": "Button", "AXLabel": "Item %d" % i, "enabled": True,
                   "frame": {"x": 10 + (i % 19) * 20, "y": 40 + (i // 19) * 20, "width": 30, "height": 30}} for i in range(n)]
        return "json", json.dumps(items).encode()
    size = g.r.choice([44, 44, 20, 48, 1])
    label = g.r.choice(["Add", None, ""])
    if shape == "idb":
        frame = {"x": 10, "y": 100, "width": size, "height": size}
        items = [{"type": "Application", "frame": {"x": 0, "y": 0, "width": 430, "height": 932}}]
        kinds = ["Button"] if g.r.random() < 0.7 else ["Button", "Link", "Switch", "Cell", "Image"]
        items += [{"type": g.r.choice(kinds), "AXLabel": label, "enabled": True, "frame": dict(frame)} for _ in range(n)]
        if g.r.random() < 0.3:  # several piles
            for i in range(0, n, max(1, n // 7)):
                items[1 + i]["frame"] = {"x": 200, "y": 300, "width": size, "height": size}
        return "json", json.dumps(items).encode()
    px = size * 3
    if shape == "uiautomator":
        node = '<node index="0" text="%s" class="android.widget.Button" package="a" content-desc="" clickable="true" enabled="true" bounds="[30,300][%d,%d]" />' % (
            label or "", 30 + px, 300 + px)
        text = '<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node index="0" class="android.widget.FrameLayout" package="a" bounds="[0,0][1080,2400]">' + node * n + "</node></hierarchy>"
        return "xml", text.encode()
    views = [{"temp_id": 0, "parent": -1, "children": list(range(1, n + 1)), "class": "android.widget.FrameLayout",
              "bounds": [[0, 0], [1080, 2400]], "visible": True, "clickable": False}]
    views += [{"temp_id": i, "parent": 0, "children": [], "class": "android.widget.Button", "text": label,
               "bounds": [[30, 300], [30 + px, 300 + px]], "visible": True, "clickable": True, "enabled": True} for i in range(1, n + 1)]
    return droidbot_state(g, views)


def gen_mutate(g):
    ext, data = g.r.choice([gen_idb, gen_uiautomator, gen_xcuitest, gen_droidbot])(g)
    data = bytearray(data)
    for _ in range(g.r.randint(1, 4)):
        if not data:
            break
        i = g.r.randrange(len(data))
        r = g.r.random()
        if r < 0.4:
            data[i] = g.r.choice(b'{}[]<>"\\/:,=&;#!-? \n\x00\x80\xc3\xff0')
        elif r < 0.6:
            del data[i:i + g.r.randint(1, 50)]
        elif r < 0.8:
            data[i:i] = data[i:i + g.r.randint(1, 200)] * g.r.randint(1, 5)
        else:
            del data[i:]
    return ext, bytes(data)


GENERATORS = {"idb": gen_idb, "uiautomator": gen_uiautomator, "xcuitest": gen_xcuitest, "droidbot": gen_droidbot,
              "pile": gen_pile, "mutate": gen_mutate}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=15)
    ap.add_argument("--limit", type=float, default=10, help="seconds a run may take")
    ap.add_argument("--tool", default=os.path.join(ROOT, ".build", "release", "a11y-crawl"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--generators", default=",".join(GENERATORS))
    ap.add_argument("--keep", default=os.path.join(tempfile.gettempdir(), "a11y-crawl-fuzz-bad"))
    a = ap.parse_args()
    names = a.generators.split(",")
    naughty = strings()
    work = tempfile.mkdtemp(prefix="a11y-crawl-fuzz-")
    stats = {n: {"runs": 0, "exit": {}, "slowest": (0.0, None), "cpu": (0.0, None), "bad": 0, "bytes": 0} for n in names}
    end = time.monotonic() + a.minutes * 60
    run = 0
    formats = ["json", "json", "sarif", "text", "html"]
    while time.monotonic() < end:
        name = names[run % len(names)]
        seed = a.seed * 1_000_003 + run
        run += 1
        g = Gen(random.Random(seed), naughty)
        ext, data = GENERATORS[name](g)
        path = os.path.join(work, "input.%s" % ext)
        with open(path, "wb") as f:
            f.write(data)
        fmt = formats[seed % len(formats)]
        out = os.path.join(work, "out." + fmt)
        argv = [a.tool, "check", "--fail-on", "never", "--format", fmt, "-o", out, path]
        if ext == "xml" and seed % 3 == 0:
            argv[2:2] = ["--density", "2.625"]
        start = time.monotonic()
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        problem = None
        try:
            proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=a.limit)
            code = proc.returncode
        except subprocess.TimeoutExpired:
            code = "timeout"
            problem = "ran over %g s" % a.limit
        seconds = time.monotonic() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - used.ru_utime) + (after.ru_stime - used.ru_stime)
        s = stats[name]
        if cpu > s["cpu"][0]:
            s["cpu"] = (cpu, seed)
        s["runs"] += 1
        s["bytes"] += len(data)
        s["exit"][str(code)] = s["exit"].get(str(code), 0) + 1
        if seconds > s["slowest"][0]:
            s["slowest"] = (seconds, seed)
        if problem is None and code not in (0, 1, 2):
            problem = "exit status %s: %s" % (code, proc.stderr.decode("utf-8", "replace")[-300:])
        if problem is None and code in (0, 1) and fmt in ("json", "sarif"):
            try:
                with open(out, "rb") as f:
                    json.load(f)
            except (OSError, ValueError) as e:
                problem = "the %s report does not parse: %s" % (fmt, e)
        if problem is None and seconds > a.limit:
            problem = "took %.1f s" % seconds
        if problem:
            s["bad"] += 1
            os.makedirs(a.keep, exist_ok=True)
            kept = os.path.join(a.keep, "%s-%d.%s" % (name, seed, ext))
            with open(kept, "wb") as f:
                f.write(data)
            print("BAD %s seed %d (%s): %s; kept %s" % (name, seed, " ".join(argv[1:-1]), problem, kept), flush=True)
    print("| generator | runs | MB generated | exit statuses | bad runs | slowest run s (seed) | most CPU s (seed) |")
    print("|---|---|---|---|---|---|---|")
    for name in names:
        s = stats[name]
        exits = ", ".join("%s: %d" % (k, v) for k, v in sorted(s["exit"].items()))
        print("| %s | %d | %.1f | %s | %d | %.2f (%s) | %.2f (%s) |" % (name, s["runs"], s["bytes"] / 1e6, exits, s["bad"], s["slowest"][0], s["slowest"][1], s["cpu"][0], s["cpu"][1]))
    total_bad = sum(s["bad"] for s in stats.values())
    print("%d runs in %.0f minutes, %d bad; load average at the end %.1f (wall-clock limits mean little on a loaded machine: CPU seconds are user + system of the run)" % (run, a.minutes, total_bad, os.getloadavg()[0]))
    return 1 if total_bad else 0


if __name__ == "__main__":
    sys.exit(main())
