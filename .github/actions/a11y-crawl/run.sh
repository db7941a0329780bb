#!/usr/bin/env bash
# The shell step of the a11y-crawl GitHub Action (action.yml): checks the paths, writes the SARIF report (and
# the HTML report when the tool has that format), puts the text summary in the job summary, and records the
# check's exit status as the output `exit-code`; the action fails on it after the reports are uploaded.
# Inputs come from the environment, so `.ci/run` runs this script as the workflow would:
#   A11Y_CRAWL       the tool (default: a11y-crawl on PATH)
#   INPUT_PATHS      paths to check, separated by spaces or new lines (default: .)
#   INPUT_FAIL_ON    error, warning, note or never (default: error)
#   INPUT_ARGS       further options for `check`, e.g. "--config a11y-crawl.json --ledger a11y-ledger.json"
#   INPUT_OUTPUT_DIR where the reports go (default: a11y-crawl-reports)
#   GITHUB_OUTPUT, GITHUB_STEP_SUMMARY  files the runner provides
set -euo pipefail
tool=${A11Y_CRAWL:-a11y-crawl}
fail_on=${INPUT_FAIL_ON:-error}
out_dir=${INPUT_OUTPUT_DIR:-a11y-crawl-reports}
: "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set (the runner sets it)}"
summary=${GITHUB_STEP_SUMMARY:-/dev/null}
read -r -a paths <<< "$(printf '%s' "${INPUT_PATHS:-.}" | tr '\n' ' ')"
read -r -a extra <<< "${INPUT_ARGS:-}"
[ "${#paths[@]}" -gt 0 ] || paths=(.)
case "$fail_on" in error|warning|note|never) ;; *) echo "::error::fail-on must be error, warning, note or never, got '$fail_on'"; exit 2 ;; esac
mkdir -p "$out_dir"

# The SARIF report decides the exit status: 0 clean, 1 findings at or above fail-on, 2 usage or input error.
status=0
"$tool" check --format sarif --fail-on "$fail_on" --output "$out_dir/a11y-crawl.sarif" "${extra[@]}" "${paths[@]}" || status=$?
sarif="$out_dir/a11y-crawl.sarif"
[ -s "$sarif" ] || sarif=""

# The HTML report, when this version of the tool has the format.
html=""
if "$tool" check --help | grep -q 'Output format:.*\bhtml\b'; then
  "$tool" check --format html --fail-on never --output "$out_dir/a11y-crawl.html" "${extra[@]}" "${paths[@]}" || true
  [ -s "$out_dir/a11y-crawl.html" ] && html="$out_dir/a11y-crawl.html"
fi

# The job summary: the text report, never coloured.
{
  echo "## a11y-crawl"
  echo
  echo '```'
  "$tool" check --format text --color never --fail-on never "${extra[@]}" "${paths[@]}" 2>&1 | tail -n 60 || true
  echo '```'
  echo
  case "$status" in
    0) echo "No new finding at or above \`$fail_on\`." ;;
    1) echo "**Failed:** new findings at or above \`$fail_on\` (or a stale ledger entry)." ;;
    *) echo "**Failed:** a usage error or a recording that could not be read (exit status $status)." ;;
  esac
} >> "$summary"

{
  echo "sarif=$sarif"
  echo "html=$html"
  echo "exit-code=$status"
} >> "$GITHUB_OUTPUT"
echo "a11y-crawl: exit status $status (fail-on $fail_on); reports in $out_dir"
