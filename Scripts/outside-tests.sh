#!/usr/bin/env bash
# Runs Tests/Outside — a user's package that depends on ViewLab's products by path — from a
# temporary folder outside the repository, so nothing is found by walking up from the current
# folder or from the test binary. Build products are kept in $VIEWLAB_OUTSIDE_BUILD (default: a
# folder under /tmp) between runs. Prints swift test's output. Then runs the package's BridgedTests
# (code with Objective-C idioms, declared only under VIEWLAB_BRIDGE) through `viewlab test --package`,
# in the same build folder.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/viewlab-outside.XXXXXX)"
trap 'rm -rf "$work"' EXIT
scratch="${VIEWLAB_OUTSIDE_BUILD:-/tmp/viewlab-outside-build}"
cp -R "$repo/Tests/Outside/." "$work/"
rm -rf "$work/.build"
cd "$work"
case "$scratch" in "$repo"/*) echo "outside-tests: the build folder must be outside the repository" >&2; exit 2 ;; esac
status=0
VIEWLAB_PACKAGE="$repo" swift test --scratch-path "$scratch" "$@" || status=$?
VIEWLAB_PACKAGE="$repo" "$repo/.build/debug/viewlab" test --package "$work" -- --scratch-path "$scratch" --filter BridgedTests "$@" || status=$?
exit $status
