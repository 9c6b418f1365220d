#!/usr/bin/env bash
# The formatter (swift-format, from the toolchain) over the package's own Swift: `Scripts/format.sh`
# checks (one line per deviation, file:line:column, non-zero exit), `Scripts/format.sh --fix`
# rewrites the files in place. Configuration: `.swift-format` (120 columns, 4 spaces; only the
# pretty printer, no rewriting rules). Left out: generated files (`make bindings` writes them),
# the outside package and test fixtures, whose text and line numbers tests read.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find Sources Tests -name '*.swift' -not -path '*/Generated/*' -not -name '*+Generated.swift' \
  -not -path 'Tests/Fixtures/*' -not -path 'Tests/Outside/*' | sort)
if [ "${1:-}" = "--fix" ]; then
  swift-format format --in-place --configuration .swift-format "${files[@]}"
else
  swift-format lint --strict --configuration .swift-format "${files[@]}"
  echo "format: ${#files[@]} files as .swift-format says"
fi
