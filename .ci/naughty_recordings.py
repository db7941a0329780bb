#!/usr/bin/env python3
"""Writes one idb recording per naughty string into OUT: the string is the label of one small button, the
identifier of another, and (where a file system allows it) part of the file name.

  naughty_recordings.py OUT blns.json html-contexts.json
"""
import json, os, sys


def strings(paths):
    out = []
    for path in paths:
        data = json.load(open(path, encoding="utf-8"))
        out += data if isinstance(data, list) else data["strings"]
    return out


def file_name(index, text):
    name = "%04d-%s.json" % (index, text)
    ok = "/" not in text and "\0" not in text and len(name.encode("utf-8", "surrogatepass")) <= 200
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        ok = False
    return name if ok else "%04d.json" % index


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for index, text in enumerate(strings(sys.argv[2:])):
        elements = [
            {"type": "Application", "AXLabel": "App", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}},
            {"type": "Button", "AXLabel": text, "frame": {"x": 10, "y": 100, "width": 20, "height": 20}},
            {"type": "Button", "AXUniqueId": text, "frame": {"x": 10, "y": 200, "width": 20, "height": 20}},
        ]
        with open(os.path.join(out, file_name(index, text)), "w", encoding="utf-8", errors="surrogatepass") as f:
            json.dump(elements, f, ensure_ascii=False)


if __name__ == "__main__":
    main()
