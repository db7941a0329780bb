#!/usr/bin/env bash
# The JPEG decoder's benchmark: CPU time to decode a 1080 x 1920 screenshot-like picture (cjpeg at quality 90,
# 4:2:0, baseline and progressive, and 4:4:4 at quality 95) and, when ../shared is present, a DroidBot
# screenshot, each decoded 21 times in one process. SupportImage's sources and Benchmarks/JPEGDecode/main.swift
# are compiled together with `swiftc -O -wmo` (the release build's optimisation, without SwiftPM).
# Needs cjpeg (libjpeg-turbo-progs). Usage: Benchmarks/jpeg_decode.sh [--runs N] [more.jpg ...]
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O -wmo -module-name SupportImage -I Sources/CZlib \
  Sources/SupportImage/*.swift Sources/SupportImage/JPEG/*.swift Benchmarks/JPEGDecode/main.swift -o "$work/jpeg-decode"
# A 1080 x 1920 picture like a screen: light background, dark text-like strokes, coloured bars, a gradient photo.
python3 - "$work/screen.ppm" <<'PY'
import sys, random
w, h = 1080, 1920
random.seed(28)
rows = []
for y in range(h):
    row = bytearray()
    for x in range(w):
        if 200 <= y < 320:
            p = (0, 120, 215)
        elif 1200 <= y < 1700 and 60 <= x < 1020:
            p = ((x * 255) // w, (y * 3) % 256, 128 + random.randint(-20, 20))
        elif (x % 23 < 3 and y % 41 < 28) or (y % 41 == 12 and x % 23 < 14):
            p = (30, 30, 34)
        else:
            p = (250, 250, 248)
        row += bytes(p)
    rows.append(bytes(row))
open(sys.argv[1], "wb").write(b"P6\n%d %d\n255\n" % (w, h) + b"".join(rows))
PY
cjpeg -quality 90 -sample 2x2 "$work/screen.ppm" > "$work/screen-q90-420.jpg"
cjpeg -quality 90 -sample 2x2 -progressive "$work/screen.ppm" > "$work/screen-q90-420-progressive.jpg"
cjpeg -quality 95 -sample 1x1 "$work/screen.ppm" > "$work/screen-q95-444.jpg"
files=("$work"/screen-*.jpg)
droidbot=$(ls ../shared/data/crawls/droidbot/*/states/screen_*.jpg 2>/dev/null | head -1 || true)
[ -z "$droidbot" ] || files+=("$droidbot")
"$work/jpeg-decode" "$@" "${files[@]}"
