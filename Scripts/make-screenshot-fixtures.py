#!/usr/bin/env python3
"""Writes the screenshot fixtures of issue #28: JPEG screenshots as crawls store them.

1. Fixtures/trees/contrast-text/{fail,pass}-lossy-*: one idb tree (200 x 60 pt) and its 3x JPEG screenshot
   (600 x 180 px) with the text "Settings" (DejaVu Sans, 30 px: about 10 pt) in a grey (or blue) whose
   contrast with white is known (2:1, 4.4:1, 12:1), encoded by libjpeg's cjpeg at quality 50, 75 and 95,
   with chroma subsampled 4:2:0 (2x2) or kept 4:4:4 (1x1). The `.expected` files are written here too:
   2:1 fails, 12:1 passes, 4.4:1 needs review (its ratio read from a lossy picture cannot be told from 4.5:1).
2. Fixtures/screenshots/: Android page sources whose screenshot is not the root's size.
   - dialog.xml + dialog.jpg: an Appium UiAutomator2 page source of a dialog window alone (root bounds
     [40,800][1040,1480], `<hierarchy width="1080" height="2274">`) with the whole screen's screenshot
     (1080 x 2400: the dimmed activity behind, the dialog, the navigation bar).
   - bars.xml + bars.png: a full-screen page source ([0,0][1080,2274], the same display) and a PNG
     screenshot 126 px taller: the navigation bar the display size leaves out.
   - bars-dump.xml: the same tree as `uiautomator dump` writes it (no display size): paired by its root.
3. Fixtures/trees/contrast-text/fail-android-described-icon-buttons: a `uiautomator dump` (density 3) and its PNG
   screenshot. Two icon buttons named by their content description alone, with no text (a white plus and minus
   on orange circles in light orange cells, as a habit tracker draws them): they draw no text of their own, so
   contrast-text does not measure them (nor, at 46 x 86 dp, does contrast-nontext, which judges icon-sized controls). Beside them a grey "Due today"
   (#B3B3B3 on white, 2.1:1), a button whose text "SAVE" is white on orange (#FFA721, 1.9:1), and a clickable
   30 x 30 dp tab whose name is its text "OK" (mauve on plum, 2.3:1): text, however small: all three fail.

`python3 Scripts/make-screenshot-fixtures.py described` writes only the third.

Needs python3-pil, fonts-dejavu-core and libjpeg-turbo-progs (cjpeg). Deterministic for one version of
each: run it again only on purpose, then check the tests (Tests/RulesTests/LossyContrastTests.swift,
ScreenshotPlacementTests.swift) and the `.expected` files.
"""
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def linear(c):
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb):
    r, g, b = rgb
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def ratio(a, b):
    hi, lo = max(a, b), min(a, b)
    return (hi + 0.05) / (lo + 0.05)


def colour_at(target, base):
    """The colour between white and `base` (in 256 steps) whose contrast with white is nearest `target`."""
    best = None
    for step in range(256):
        rgb = tuple(round(255 + (c - 255) * step / 255) for c in base)
        r = ratio(luminance(rgb), 1.0)
        if best is None or abs(r - target) < abs(best[1] - target):
            best = (rgb, r)
    return best


def cjpeg(image, path, quality, sample):
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "source.ppm")
        image.save(source)
        subprocess.run(["cjpeg", "-quality", str(quality), "-sample", sample, "-outfile", path, source], check=True)


def idb_tree(label, text_frame):
    x, y, w, h = text_frame

    def node(kind, label, x, y, w, h):
        return (
            "  {\n"
            f'    "AXFrame": "{{{{{x}, {y}}}, {{{w}, {h}}}}}",\n'
            f'    "AXLabel": "{label}",\n'
            '    "enabled": true,\n'
            f'    "frame": {{"height": {h}, "width": {w}, "x": {x}, "y": {y}}},\n'
            f'    "role": "AX{kind}",\n'
            f'    "type": "{kind}"\n'
            "  }"
        )

    return "[\n" + node("Application", "Lossy", 0, 0, 200, 60) + ",\n" + node("StaticText", label, x, y, w, h) + "\n]\n"


def lossy_contrast():
    folder = os.path.join(ROOT, "Fixtures/trees/contrast-text")
    font = ImageFont.truetype(FONT, 30)
    inks = [("grey", (0, 0, 0), 2.0), ("grey", (0, 0, 0), 4.4), ("grey", (0, 0, 0), 12.0),
            ("blue", (0, 64, 255), 4.4)]
    for name, base, target in inks:
        rgb, exact = colour_at(target, base)
        hex_colour = "#%02X%02X%02X" % rgb
        picture = Image.new("RGB", (600, 180), (255, 255, 255))
        ImageDraw.Draw(picture).text((45, 60), "Settings", fill=rgb, font=font)
        verdict = "fail" if target < 3 else "pass" if target > 7 else "fail"
        for quality in (50, 75, 95):
            for sample, subsampling in (("2x2", "420"), ("1x1", "444")):
                case = f"{verdict}-lossy-{name}-{str(target).replace('.0', '')}-q{quality}-{subsampling}"
                cjpeg(picture, os.path.join(folder, case + ".jpg"), quality, sample)
                with open(os.path.join(folder, case + ".json"), "w") as out:
                    out.write(idb_tree("Settings", (10, 15, 120, 25)))
                if target < 3:
                    outcome = "contrast-text error Application/StaticText[1]\n"
                    why = "fails: even the widened interval lies under 4.5:1"
                elif target > 7:
                    outcome = ""
                    why = "passes: even the widened interval lies over 4.5:1"
                else:
                    outcome = "contrast-text review Application/StaticText[1]\n"
                    why = "needs review (lossy): the interval the quantisation tables imply straddles 4.5:1"
                with open(os.path.join(folder, case + ".expected"), "w") as out:
                    out.write(f"# \"Settings\" (about 10 pt) in {hex_colour} on white, {exact:.2f}:1, as a JPEG at quality "
                              f"{quality}, {subsampling[0]}:{subsampling[1]}:{subsampling[2]} (Scripts/make-screenshot-fixtures.py):\n"
                              f"# {why}.\n{outcome}")


def page_source(root_bounds, display, children, dump=False):
    head = '<hierarchy rotation="0">' if dump else f'<hierarchy index="0" class="hierarchy" rotation="0" width="{display[0]}" height="{display[1]}">'
    tag = "node" if dump else "android.widget.FrameLayout"
    lines = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", head,
             f'  <{tag} index="0" package="com.example" class="android.widget.FrameLayout" text="" clickable="false" '
             f'enabled="true" focusable="false" bounds="{root_bounds}">']
    for index, (cls, text, bounds) in enumerate(children):
        child = "node" if dump else cls
        lines.append(f'    <{child} index="{index}" package="com.example" class="{cls}" text="{text}" clickable="{str(cls.endswith("Button")).lower()}" '
                     f'enabled="true" focusable="{str(cls.endswith("Button")).lower()}" bounds="{bounds}" />')
    lines += [f"  </{tag}>", "</hierarchy>", ""]
    return "\n".join(lines)


def placement():
    folder = os.path.join(ROOT, "Fixtures/screenshots")
    os.makedirs(folder, exist_ok=True)
    title = ImageFont.truetype(FONT, 56)
    body = ImageFont.truetype(FONT, 44)
    # The dialog: the activity behind dimmed (#7F7F7F with darker rows), a white window at [40,800][1040,1480],
    # a title in #222222 (about 15.9:1), a message in #B8B8B8 (2:1: fails), and the navigation bar.
    screen = Image.new("RGB", (1080, 2400), (127, 127, 127))
    draw = ImageDraw.Draw(screen)
    for top in range(300, 2200, 200):
        draw.rectangle([60, top, 1020, top + 120], fill=(90, 90, 90))
    draw.rectangle([40, 800, 1039, 1479], fill=(255, 255, 255))
    draw.text((100, 860), "Delete file?", fill=(0x22, 0x22, 0x22), font=title)
    draw.text((100, 1000), "It cannot be restored", fill=(0xB8, 0xB8, 0xB8), font=body)
    draw.rectangle([700, 1340, 980, 1440], fill=(255, 255, 255))
    draw.text((730, 1360), "DELETE", fill=(0x0B, 0x57, 0xD0), font=body)
    draw.rectangle([0, 2274, 1079, 2399], fill=(0, 0, 0))
    cjpeg(screen, os.path.join(folder, "dialog.jpg"), 90, "2x2")
    with open(os.path.join(folder, "dialog.xml"), "w") as out:
        out.write(page_source("[40,800][1040,1480]", (1080, 2274), [
            ("android.widget.TextView", "Delete file?", "[100,860][980,940]"),
            ("android.widget.TextView", "It cannot be restored", "[100,990][980,1070]"),
            ("android.widget.Button", "DELETE", "[700,1340][980,1440]"),
        ]))
    # A full screen 2274 px tall on the display, its screenshot 2400 px with the navigation bar.
    screen = Image.new("RGB", (1080, 2400), (255, 255, 255))
    draw = ImageDraw.Draw(screen)
    draw.rectangle([0, 0, 1079, 62], fill=(0, 0, 0))
    draw.text((80, 400), "Storage settings", fill=(0x22, 0x22, 0x22), font=title)
    draw.text((80, 600), "Free up space", fill=(0xB8, 0xB8, 0xB8), font=body)
    draw.rectangle([0, 2274, 1079, 2399], fill=(0, 0, 0))
    screen.save(os.path.join(folder, "bars.png"), optimize=False)
    children = [("android.widget.TextView", "Storage settings", "[60,380][1020,480]"),
                ("android.widget.TextView", "Free up space", "[60,590][1020,670]")]
    with open(os.path.join(folder, "bars.xml"), "w") as out:
        out.write(page_source("[0,0][1080,2274]", (1080, 2274), children))
    with open(os.path.join(folder, "bars-dump.xml"), "w") as out:
        out.write(page_source("[0,0][1080,2274]", None, children, dump=True))
    screen.save(os.path.join(folder, "bars-dump.png"), optimize=False)


def node(cls, bounds, text="", description="", clickable=False):
    return (f'<node index="0" text="{text}" resource-id="" class="{cls}" package="com.example.habits" '
            f'content-desc="{description}" checkable="false" checked="false" clickable="{str(clickable).lower()}" '
            f'enabled="true" focusable="{str(clickable).lower()}" focused="false" scrollable="false" long-clickable="false" '
            f'password="false" selected="false" bounds="[{bounds[0]},{bounds[1]}][{bounds[2]},{bounds[3]}]" />')


def described_controls():
    folder = os.path.join(ROOT, "Fixtures/trees/contrast-text")
    name = "fail-android-described-icon-buttons"
    cell, circle, white, grey = (0xFE, 0xBE, 0x5D), (0xFF, 0xA7, 0x21), (255, 255, 255), (0xB3, 0xB3, 0xB3)
    screen = Image.new("RGB", (1080, 1920), white)
    draw = ImageDraw.Draw(screen)
    body = ImageFont.truetype(FONT, 48)
    draw.text((60, 210), "Due today", fill=grey, font=body)
    for left, sign in ((0, "+"), (942, "-")):
        draw.rectangle([left, 400, left + 137, 656], fill=cell)
        cx, cy = left + 69, 528
        draw.ellipse([cx - 40, cy - 40, cx + 40, cy + 40], fill=circle)
        draw.rectangle([cx - 22, cy - 4, cx + 22, cy + 4], fill=white)
        if sign == "+":
            draw.rectangle([cx - 4, cy - 22, cx + 4, cy + 22], fill=white)
    # A 30 x 30 dp tab whose name is its text, "OK": mauve on plum, about 2.3:1; small enough to look like an icon.
    draw.rectangle([760, 200, 849, 289], fill=(0x63, 0x34, 0x62))
    draw.text((772, 222), "OK", fill=(0x9C, 0x6E, 0x9B), font=ImageFont.truetype(FONT, 40))
    draw.rectangle([60, 700, 459, 843], fill=circle)
    draw.text((190, 740), "SAVE", fill=white, font=body)
    screen.save(os.path.join(folder, name + ".png"), optimize=False)
    nodes = [node("android.widget.TextView", (60, 200, 700, 280), text="Due today"),
             node("android.widget.TextView", (760, 200, 850, 290), text="OK", clickable=True),
             node("android.widget.Button", (0, 400, 138, 657), description="Add one", clickable=True),
             node("android.widget.Button", (942, 400, 1080, 657), description="Remove one", clickable=True),
             node("android.widget.Button", (60, 700, 460, 844), text="SAVE", clickable=True)]
    with open(os.path.join(folder, name + ".xml"), "w") as out:
        out.write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
                  + node("android.widget.FrameLayout", (0, 0, 1080, 1920)).replace(" />", ">") + "".join(nodes)
                  + "</node></hierarchy>")


def signs_only():
    """A dark list row: its name, a colon, a unit after a figure, and a chevron drawn as the text "›". Only the name
    and the unit are text; the colon and the chevron are signs (contrast-text does not measure them)."""
    folder = os.path.join(ROOT, "Fixtures/trees/contrast-text")
    name = "fail-android-signs-are-not-text"
    dark, light, dim = (0x10, 0x10, 0x10), (0xDD, 0xDD, 0xDD), (0x2A, 0x2A, 0x2A)
    screen = Image.new("RGB", (1080, 1920), dark)
    draw = ImageDraw.Draw(screen)
    body = ImageFont.truetype(FONT, 48)
    draw.text((60, 420), "Morning walk", fill=light, font=body)
    draw.text((700, 420), "21", fill=light, font=body)
    draw.text((760, 420), "\u2103", fill=dim, font=body)
    draw.text((980, 410), "\u203a", fill=dim, font=ImageFont.truetype(FONT, 64))
    draw.text((620, 420), ":", fill=dim, font=body)
    screen.save(os.path.join(folder, name + ".png"), optimize=False)
    nodes = [node("android.widget.TextView", (60, 410, 600, 490), text="Morning walk"),
             node("android.widget.TextView", (610, 410, 660, 490), text=": "),
             node("android.widget.TextView", (700, 410, 756, 490), text="21"),
             node("android.widget.TextView", (760, 410, 830, 490), text="\u2103"),
             node("android.widget.TextView", (975, 400, 1040, 500), text="\u203a")]
    with open(os.path.join(folder, name + ".xml"), "w") as out:
        out.write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
                  + node("android.widget.FrameLayout", (0, 0, 1080, 1920)).replace(" />", ">") + "".join(nodes)
                  + "</node></hierarchy>")


def photo_cells():
    """A photo picker: two clickable cells with no name of their own, each holding a picture described "Photo".
    TalkBack names each cell from its picture's description, which the cell does not draw as text: contrast-text
    measures the title only (black on white, passes), not the pale pictures under the cells' names."""
    folder = os.path.join(ROOT, "Fixtures/trees/contrast-text")
    name = "pass-android-photo-cells-named-by-their-pictures"
    white, black, pale, paler = (255, 255, 255), (0, 0, 0), (0xE0, 0xE0, 0xE0), (0xEE, 0xEE, 0xEE)
    screen = Image.new("RGB", (1080, 1920), white)
    draw = ImageDraw.Draw(screen)
    draw.text((60, 210), "Recent photos", fill=black, font=ImageFont.truetype(FONT, 48))
    for left in (24, 552):
        draw.rectangle([left, 344, left + 503, 847], fill=pale)
        draw.ellipse([left + 180, 520, left + 320, 660], fill=paler)
    screen.save(os.path.join(folder, name + ".png"), optimize=False)
    cells = "".join(
        node("android.widget.FrameLayout", (left, 344, left + 504, 848), clickable=True).replace(" />", ">")
        + node("android.widget.ImageView", (left, 344, left + 504, 848), description="Photo") + "</node>"
        for left in (24, 552))
    with open(os.path.join(folder, name + ".xml"), "w") as out:
        out.write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
                  + node("android.widget.FrameLayout", (0, 0, 1080, 1920)).replace(" />", ">")
                  + node("android.widget.TextView", (60, 200, 700, 280), text="Recent photos") + cells
                  + "</node></hierarchy>")


if __name__ == "__main__":
    if sys.argv[1:] == ["described"]:
        described_controls()
        sys.exit(0)
    if sys.argv[1:] == ["signs"]:
        signs_only()
        sys.exit(0)
    if sys.argv[1:] == ["photos"]:
        photo_cells()
        sys.exit(0)
    lossy_contrast()
    placement()
    described_controls()
    signs_only()
    photo_cells()
    sys.exit(0)
