#!/usr/bin/env bash
# CI snippet: check the tree dumps the UI tests wrote (here: the samples in dumps/, one per test framework).
# Usage: check-dumps.sh <a11y-crawl binary> [folder]. Fails when a dump cannot be read or is not recognised as
# the format its name says, or when the findings are not the ones listed in expected-findings.txt (a finding
# fixed or a new one: update that file on purpose). In an app's CI, drop the comparison and keep the exit status:
#   a11y-crawl check --format sarif --output a11y.sarif build/a11y/
set -euo pipefail
tool=${1:?usage: check-dumps.sh <a11y-crawl binary> [folder]}
here=$(cd "$(dirname "$0")" && pwd)
folder=${2:-$here/dumps}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
status=0
"$tool" check --format csv --output "$out" "$folder" || status=$?
# Findings are expected (exit 1); 2 means a file could not be read.
[ "$status" -eq 1 ] || { echo "expected exit 1 (findings), got $status"; exit 1; }
# Findings counted per dump and rule: `compose-sign-in.txt,label-missing 2`.
found=$(tail -n +2 "$out" | cut -d, -f1,4 | sed 's#.*/##' | sort | uniq -c | awk '{ print $2 " " $1 }')
echo "$found"
diff <(echo "$found") "$here/expected-findings.txt" || { echo "the findings per dump differ from expected-findings.txt"; exit 1; }
