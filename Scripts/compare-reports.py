#!/usr/bin/env python3
"""Compares the reports of two builds of a11y-crawl on the same inputs, byte for byte.

    Scripts/compare-reports.py OLD_BINARY NEW_BINARY PATH... [--ignore-json-key KEY ...] [--work DIR]

Each PATH (a recording or a folder) is checked by both binaries in every format (text, csv, manual, html, json,
sarif with --include-review), with --jobs 1 and the same working directory, and the outputs are compared. With
--ignore-json-key, members of that name are removed from JSON and SARIF objects before comparing (for example
`messageId`, `arguments`, `messageStrings` and the `id`/`arguments` of SARIF messages when a change adds them on
purpose); `--ignore-format-version` also drops `formatVersion`; `--ignore-message-data` drops what findings gained
as message data: JSON findings' `messageId` and `arguments`, SARIF messages' `id` and `arguments` and rules'
`messageStrings`, and `formatVersion`. Exit status 0 when every output is equal, 1 when
one differs (each difference is listed), 2 on usage errors."""
import argparse, json, os, subprocess, sys, tempfile

FORMATS = [("text", []), ("csv", []), ("manual", []), ("html", []), ("json", []), ("sarif", ["--include-review"])]


def run(binary, fmt, extra, path, out):
    argv = [binary, "check", "--format", fmt, "--jobs", "1", "--output", out] + extra + [path]
    result = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    with open(out, "rb") as f:
        return result.returncode, f.read(), result.stderr


def strip(value, keys, message_data=False):
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if k in keys:
                continue
            if message_data and k in ("messageId", "messageStrings", "formatVersion"):
                continue
            if message_data and k == "arguments" and "messageId" in value:
                continue
            if message_data and k == "message" and isinstance(v, dict):
                v = {mk: mv for mk, mv in v.items() if mk not in ("id", "arguments")}
            out[k] = strip(v, keys, message_data)
        return out
    if isinstance(value, list):
        return [strip(v, keys, message_data) for v in value]
    return value


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--ignore-json-key", action="append", default=[])
    ap.add_argument("--ignore-format-version", action="store_true")
    ap.add_argument("--ignore-message-data", action="store_true")
    ap.add_argument("--work", default=None)
    a = ap.parse_args()
    keys = set(a.ignore_json_key) | ({"formatVersion"} if a.ignore_format_version else set())
    work = a.work or tempfile.mkdtemp(prefix="compare-reports-")
    os.makedirs(work, exist_ok=True)
    differences = 0
    compared = 0
    for path in a.paths:
        for fmt, extra in FORMATS:
            old_out, new_out = os.path.join(work, "old." + fmt), os.path.join(work, "new." + fmt)
            old_status, old_bytes, old_err = run(a.old, fmt, extra, path, old_out)
            new_status, new_bytes, new_err = run(a.new, fmt, extra, path, new_out)
            compared += 1
            sys.stdout.flush()
            same = old_bytes == new_bytes
            if not same and (keys or a.ignore_message_data) and fmt in ("json", "sarif"):
                same = (strip(json.loads(old_bytes), keys, a.ignore_message_data)
                        == strip(json.loads(new_bytes), keys, a.ignore_message_data))
            if not same or old_status != new_status or old_err != new_err:
                differences += 1
                print("DIFFERENT %s %s (exit %d / %d, %d / %d bytes)" % (fmt, path, old_status, new_status,
                                                                         len(old_bytes), len(new_bytes)))
    print("%d outputs compared, %d different" % (compared, differences))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
