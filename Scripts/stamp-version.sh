#!/usr/bin/env bash
# Stamps the version into the sources before a release build: `Scripts/stamp-version.sh 1.2.3` writes 1.2.3 to
# VERSION and to Sources/Support/ToolVersionStamp.swift; with no argument it copies VERSION into the Swift file.
# `--version`, SARIF tool.driver.version and JSON tool.version all read ToolVersion.current.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:-$(tr -d '[:space:]' < VERSION)}
[[ "$version" =~ ^[0-9A-Za-z.+-]+$ ]] || { echo "error: version '$version' is not of the form 1.2.3 (letters, digits, . + -)" >&2; exit 2; }
printf '%s\n' "$version" > VERSION
cat > Sources/Support/ToolVersionStamp.swift <<SWIFT
// Written by Scripts/stamp-version.sh from the file VERSION: edit VERSION and run the script, not this file.
enum ToolVersionStamp {
    static let value = "$version"
}
SWIFT
echo "stamped version $version"
