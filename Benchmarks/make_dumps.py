#!/usr/bin/env python3
"""Writes a corpus of text dumps for the benchmark: one made-up app screen a file, printed the way the test
frameworks print their trees, in the shapes the readers take (see Fixtures/dumps/SOURCES.md).

usage: Benchmarks/make_dumps.py OUT --screens N [--format xcuitest|compose|flutter|espresso|mixed] [--seed 1]

Screen i is a list screen: a navigation bar (a back button, a title, an icon button, unlabelled on one screen
in five), 15 to 120 rows (an image, a title, a subtitle, and a button or a switch), and a tab bar of four tabs;
rows run past the screen's bottom as a real list's do. The same seed gives the same screens in every format;
`mixed` writes screen i in the format i % 4 names (XCUITest, Compose, Flutter, Espresso). Files are
`screen-NNNNN.txt`: the readers recognise them by content. Nothing here is copied from an app.
"""
import argparse, os, random

FORMATS = ("xcuitest", "compose", "flutter", "espresso")
WORDS = ("Morning", "Coffee", "Lisbon", "Order", "Delivery", "Account", "Photos", "Garden", "Music", "Budget",
         "Weekly", "Report", "Invoice", "Team", "Chat", "Recipe", "Running", "Offline", "Shared", "Notes")


class Node:
    def __init__(self, kind, frame, label=None, ident=None, children=None, value=None):
        self.kind, self.frame, self.label, self.ident, self.value = kind, frame, label, ident, value
        self.children = children or []


def screen(i, rng, width, height):
    """One screen in logical units (points or dp), frames absolute."""
    words = lambda n: " ".join(rng.choice(WORDS) for _ in range(n))
    top = 47.0
    bar = Node("bar", (0.0, top, width, 56.0), children=[
        Node("button", (4.0, top + 4, 48.0, 48.0), "Back", "back"),
        Node("heading", (64.0, top + 14, 200.0, 28.0), words(2)),
        Node("button", (width - 52, top + 4, 48.0, 48.0), None if i % 5 == 0 else "Search", "search"),
    ])
    rows = []
    y = top + 56
    for r in range(rng.randint(15, 120)):
        title = words(rng.randint(1, 3))
        row = Node("cell", (0.0, y, width, 72.0), ident="row-%d" % r, children=[
            Node("image", (16.0, y + 12, 48.0, 48.0)),
            Node("text", (80.0, y + 12, width - 180, 22.0), title),
            Node("text", (80.0, y + 38, width - 180, 20.0), words(rng.randint(2, 6))),
            Node("switch", (width - 76, y + 20, 60.0, 32.0), title, value=bool(r % 2)) if r % 4 == 3
            else Node("button", (width - 92, y + 16, 76.0, 40.0), "Add"),
        ])
        rows.append(row)
        y += 72
    lst = Node("list", (0.0, top + 56, width, height - top - 56 - 64), children=rows)
    tabs = Node("tabs", (0.0, height - 64, width, 64.0), children=[
        Node("tab", (k * width / 4, height - 64, width / 4, 64.0), name, value=(k == 0))
        for k, name in enumerate(("Home", "Search", "Orders", "Profile"))])
    return Node("root", (0.0, 0.0, width, height), children=[bar, lst, tabs])


def f1(v):
    return "%.1f" % v


# XCUITest `debugDescription` (Xcode 9+): points, absolute frames, two spaces a level.
XC_TYPES = {"root": "Other", "bar": "NavigationBar", "button": "Button", "heading": "StaticText", "list": "Table",
            "cell": "Cell", "image": "Image", "text": "StaticText", "switch": "Switch", "tabs": "TabBar", "tab": "Button"}


def xcuitest(root, i):
    lines = ["Attributes: Application, 0x600000c8c1e0, pid: %d, label: 'Shop %d'" % (40000 + i, i), "Element subtree:",
             " →Application, 0x600000c8c1e0, pid: %d, label: 'Shop %d'" % (40000 + i, i),
             "    Window (Main), 0x600000c8c2c0, {{0.0, 0.0}, {%s, %s}}" % (f1(root.frame[2]), f1(root.frame[3]))]
    address = [0x600000c8c300]

    def walk(node, depth):
        address[0] += 0xe0
        x, y, w, h = node.frame
        line = "%s%s, 0x%x, {{%s, %s}, {%s, %s}}" % ("  " * (depth + 2), XC_TYPES[node.kind], address[0], f1(x), f1(y), f1(w), f1(h))
        if node.ident:
            line += ", identifier: '%s'" % node.ident
        if node.label:
            line += ", label: '%s'" % node.label
        if node.kind == "switch":
            line += ", value: %d" % node.value
        if node.kind == "tab" and node.value:
            line += ", Selected"
        lines.append(line)
        for child in node.children:
            walk(child, depth + 1)

    walk(root, 1)
    return "\n".join(lines) + "\n"


# Compose `printToString()`, merged tree: pixels at 2.625, absolute, three characters a level.
def compose(root, i):
    d = 2.625
    lines = ["Printing with useUnmergedTree = 'false'"]
    counter = [0]

    def props(node):
        if node.kind in ("button", "tab"):
            out = ["Role = '%s'" % ("Tab" if node.kind == "tab" else "Button"), "Focused = 'false'"]
            if node.kind == "tab":
                out.append("Selected = '%s'" % ("true" if node.value else "false"))
            if node.label:
                out.append("Text = '[%s]'" % node.label if node.kind == "tab" else "ContentDescription = '[%s]'" % node.label)
            return out + ["Actions = [OnClick, RequestFocus]", "MergeDescendants = 'true'"]
        if node.kind in ("text", "heading"):
            out = ["Text = '[%s]'" % node.label]
            if node.kind == "heading":
                out.append("[Heading]")
            return out + ["Actions = [GetTextLayoutResult]"]
        if node.kind == "switch":
            return ["Role = 'Switch'", "Focused = 'false'", "ToggleableState = '%s'" % ("On" if node.value else "Off"),
                    "Actions = [OnClick, RequestFocus]", "MergeDescendants = 'true'"]
        if node.kind == "list":
            return ["VerticalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=%.1f, reverseScrolling=false)'" % (72 * len(node.children) * d),
                    "CollectionInfo = 'androidx.compose.ui.semantics.CollectionInfo@%x'" % (0x478a650 + i),
                    "Actions = [IndexForKey, ScrollBy, ScrollToIndex]"]
        return []

    def walk(node, pieces, last):
        counter[0] += 1
        x, y, w, h = (v * d for v in node.frame)
        head = "Node #%d at (l=%s, t=%s, r=%s, b=%s)px" % (counter[0], f1(x), f1(y), f1(x + w), f1(y + h))
        if node.ident:
            head += ", Tag: '%s'" % node.ident
        depth = len(pieces)
        if depth == 0:
            lines.append(head)
            own = ""
        else:
            lines.append("".join(pieces[:-1]) + " |-" + head)
            own = "".join(pieces)
        children = node.children
        for p in props(node):
            lines.append(own + p)
        for k, child in enumerate(children):
            walk(child, pieces + ["   " if k == len(children) - 1 else " | "], k == len(children) - 1)

    walk(root, [], True)
    return "\n".join(lines) + "\n"


# Flutter `debugDumpSemanticsTree()`: the root in physical pixels, its child scaled by the ratio, the other
# rectangles in the parent's coordinates (logical pixels); two characters a level.
def flutter(root, i):
    ratio = 2.625
    counter = [0]
    lines = []

    def props(node, parent):
        x, y, w, h = node.frame
        px, py = (parent.frame[0], parent.frame[1]) if parent else (0.0, 0.0)
        out = ["Rect.fromLTRB(%s, %s, %s, %s)" % (f1(x - px), f1(y - py), f1(x - px + w), f1(y - py + h))]
        if node.kind in ("button", "tab"):
            out += ["actions: focus, tap", "flags: isButton, hasEnabledState, isEnabled, isFocusable"
                    + (", isSelected" if node.kind == "tab" and node.value else "")]
        elif node.kind == "switch":
            out += ["actions: focus, tap", "flags: hasEnabledState, isEnabled, hasToggledState%s, isFocusable"
                    % (", isToggled" if node.value else "")]
        elif node.kind == "image":
            out += ["flags: isImage"]
        elif node.kind == "list":
            out += ["actions: scrollDown, scrollUp", "flags: hasImplicitScrolling", "scrollExtentMin: 0.0",
                    "scrollPosition: 0.0", "scrollExtentMax: %s" % f1(72 * len(node.children))]
        elif node.kind == "heading":
            out += ["headingLevel: 1"]
        if node.label:
            out.append('label: "%s"' % node.label)
        if node.label or node.kind in ("button", "tab"):
            out.append("textDirection: ltr")
        return out

    def walk(node, parent, prefix, last, depth):
        connector = "" if depth == 0 else ("└─" if last else "├─")
        lines.append(prefix + connector + "SemanticsNode#%d" % counter[0])
        counter[0] += 1
        cont = " " if depth == 0 else prefix + ("  " if last else "│ ")
        for p in props(node, parent):
            lines.append(cont + ("│ " if node.children else "  ") + p)
        if node.children:
            lines.append(cont + "│")
        elif not last:
            lines.append(prefix + "│")
        for k, child in enumerate(node.children):
            walk(child, node, cont, k == len(node.children) - 1, depth + 1)

    # The root (physical pixels) and its scaled child hold the app's tree.
    w, h = root.frame[2], root.frame[3]
    lines += ["SemanticsNode#%d" % counter[0], " │ Rect.fromLTRB(0.0, 0.0, %s, %s)" % (f1(w * ratio), f1(h * ratio)), " │",
              " └─SemanticsNode#%d" % (counter[0] + 1),
              "   │ Rect.fromLTRB(0.0, 0.0, %s, %s) scaled by 2.6x" % (f1(w), f1(h)), "   │ textDirection: ltr", "   │"]
    counter[0] += 2
    walk(root, None, "   ", True, 1)
    return "\n".join(lines) + "\n"


# Espresso "View Hierarchy:": pixels at 2.625, positions relative to the parent, one dash a level.
ESPRESSO_CLASSES = {"root": "FrameLayout", "bar": "MaterialToolbar", "button": "MaterialButton", "heading": "AppCompatTextView",
                    "list": "RecyclerView", "cell": "ConstraintLayout", "image": "AppCompatImageView", "text": "MaterialTextView",
                    "switch": "SwitchMaterial", "tabs": "BottomNavigationView", "tab": "BottomNavigationItemView"}


def espresso(root, i):
    d = 2.625
    lines = ["androidx.test.espresso.NoMatchingViewException: No views in hierarchy found matching: with id is <com.example.shop:id/missing>", "",
             "View Hierarchy:"]
    screen_w, screen_h = int(root.frame[2] * d), int(root.frame[3] * d)
    lines.append("+>DecorView{id=-1, visibility=VISIBLE, width=%d, height=%d, has-focus=false, has-focusable=true, has-window-focus=true, "
                 "is-clickable=false, is-enabled=true, is-focused=false, is-focusable=false, is-layout-requested=false, is-selected=false, "
                 "layout-params=WM.LayoutParams{(0,0)(fillxfill) ty=BASE_APPLICATION fmt=TRANSLUCENT}, tag=null, root-is-layout-requested=false, "
                 "has-input-connection=false, x=0.0, y=0.0, child-count=1} " % (screen_w, screen_h))
    lines.append("|")
    counter = [0]

    def walk(node, parent, depth):
        counter[0] += 1
        x, y, w, h = node.frame
        px, py = (parent.frame[0], parent.frame[1]) if parent else (0.0, 0.0)
        clickable = node.kind in ("button", "switch", "tab")
        values = ["id=%d" % (2131230000 + counter[0]) if node.ident else "id=-1"]
        if node.ident:
            values.append("res-name=%s" % node.ident.replace("-", "_"))
        if node.kind in ("button", "image") and node.label and node.kind != "text":
            values.append("desc=%s" % node.label)
        values += ["visibility=VISIBLE", "width=%d" % round(w * d), "height=%d" % round(h * d), "has-focus=false",
                   "has-focusable=%s" % ("true" if clickable else "false"), "has-window-focus=true",
                   "is-clickable=%s" % ("true" if clickable else "false"), "is-enabled=true", "is-focused=false",
                   "is-focusable=%s" % ("true" if clickable else "false"), "is-layout-requested=false",
                   "is-selected=%s" % ("true" if node.kind == "tab" and node.value else "false"),
                   "layout-params=android.view.ViewGroup$LayoutParams@%x" % (0xb1f2a3e + counter[0]), "tag=null",
                   "root-is-layout-requested=false", "has-input-connection=false",
                   "x=%s" % f1((x - px) * d), "y=%s" % f1((y - py) * d)]
        if node.kind in ("text", "heading", "tab", "switch") or (node.kind == "button" and node.label == "Add"):
            values += ["text=%s" % (node.label or ""), "input-type=0", "ime-target=false", "has-links=false"]
        if node.kind == "switch":
            values.append("is-checked=%s" % ("true" if node.value else "false"))
        if node.children:
            values.append("child-count=%d" % len(node.children))
        lines.append("+" + "-" * depth + ">" + ESPRESSO_CLASSES[node.kind] + "{" + ", ".join(values) + "} ")
        lines.append("|")
        for child in node.children:
            walk(child, node, depth + 1)

    walk(root, None, 1)
    lines.append("\tat dalvik.system.VMStack.getThreadStackTrace(Native Method)")
    return "\n".join(lines) + "\n"


WRITERS = {"xcuitest": xcuitest, "compose": compose, "flutter": flutter, "espresso": espresso}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--screens", type=int, required=True)
    ap.add_argument("--format", default="mixed", choices=FORMATS + ("mixed",))
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(a.seed)
    for i in range(a.screens):
        fmt = FORMATS[i % 4] if a.format == "mixed" else a.format
        width, height = (390.0, 844.0) if fmt == "xcuitest" else (411.4, 914.3)
        text = WRITERS[fmt](screen(i, rng, width, height), i)
        with open(os.path.join(a.out, "screen-%05d.txt" % i), "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
