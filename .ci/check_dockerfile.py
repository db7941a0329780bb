#!/usr/bin/env python3
"""Checks a Dockerfile without Docker: known instructions, stages and `COPY --from` names, JSON-array
ENTRYPOINT/CMD, the runtime stage on Swift's official slim image, and every RUN line's shell syntax with
`sh -n` (and shellcheck when installed). Usage: check_dockerfile.py Dockerfile"""
import json, re, shutil, subprocess, sys

KNOWN = {"FROM", "RUN", "CMD", "LABEL", "EXPOSE", "ENV", "ADD", "COPY", "ENTRYPOINT", "VOLUME", "USER",
         "WORKDIR", "ARG", "ONBUILD", "STOPSIGNAL", "HEALTHCHECK", "SHELL"}

def instructions(text):
    """(line number, keyword, arguments), continuation lines joined and comments dropped."""
    pending, start = "", 0
    for number, line in enumerate(text.splitlines(), 1):
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if not pending:
            start = number
        if line.endswith("\\"):
            pending += line[:-1]
            continue
        whole = (pending + line).strip()
        pending = ""
        keyword, _, rest = whole.partition(" ")
        yield start, keyword, rest.strip()
    if pending:
        yield start, "<unterminated>", pending

def main(path):
    errors, stages, images, runs = [], [], [], []
    args = {}
    for number, keyword, rest in instructions(open(path, encoding="utf-8").read()):
        where = f"{path}:{number}"
        if keyword.upper() not in KNOWN or keyword != keyword.upper():
            errors.append(f"{where}: unknown or lower-case instruction '{keyword}'")
            continue
        if keyword == "ARG" and not stages:
            name, _, value = rest.partition("=")
            args[name] = value
        elif keyword == "FROM":
            image = re.sub(r"\$\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), rest.split()[0])
            images.append(image)
            parts = rest.split()
            stages.append(parts[2] if len(parts) == 3 and parts[1].upper() == "AS" else None)
        elif not stages:
            errors.append(f"{where}: {keyword} before the first FROM")
        elif keyword == "COPY" and "--from=" in rest:
            source = re.search(r"--from=(\S+)", rest).group(1)
            if source not in stages[:-1]:
                errors.append(f"{where}: COPY --from={source} names no earlier stage")
        elif keyword in ("ENTRYPOINT", "CMD"):
            try:
                assert isinstance(json.loads(rest), list)
            except (ValueError, AssertionError):
                errors.append(f"{where}: {keyword} is not a JSON array (exec form)")
        elif keyword == "RUN":
            runs.append((where, rest))
    if not images:
        errors.append(f"{path}: no FROM")
    elif not re.fullmatch(r"swift:[\w.-]+-slim", images[-1]):
        errors.append(f"{path}: the runtime stage is {images[-1]}, not Swift's official slim image")
    for where, script in runs:
        result = subprocess.run(["sh", "-n"], input=script, text=True, capture_output=True)
        if result.returncode:
            errors.append(f"{where}: sh -n: {result.stderr.strip()}")
        if shutil.which("shellcheck"):
            result = subprocess.run(["shellcheck", "-s", "sh", "-"], input=script, text=True, capture_output=True)
            if result.returncode:
                errors.append(f"{where}: shellcheck:\n{result.stdout.strip()}")
    for error in errors:
        print(error)
    print(f"{path}: {len(images)} stages ({', '.join(images)}), {len(runs)} RUN lines: "
          + ("invalid" if errors else "ok" + ("" if shutil.which("shellcheck") else " (shellcheck not installed)")))
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "Dockerfile"))
