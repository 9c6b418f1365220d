#!/usr/bin/env bash
# The export tests (parallel worker processes, the worker pool's threads) under ThreadSanitizer.
# Fails on any ThreadSanitizer report.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/tsan
swift build --build-tests --sanitize=thread --scratch-path "$scratch" >/dev/null
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build --sanitize=thread --scratch-path "$scratch" --disable-swift-testing \
  --filter "ExportFaultTests|ExportCommandTests|PreviewGoldenTests" >"$log" 2>&1 || status=$?
if grep -q "WARNING: ThreadSanitizer" "$log"; then
  grep -A30 "WARNING: ThreadSanitizer" "$log" | head -60
  echo "tsan-export: ThreadSanitizer reported a data race" >&2
  exit 1
fi
summary=$(grep -E "Executed [0-9]+ tests" "$log" | tail -n 1 || true)
if [ "$status" -ne 0 ]; then
  tail -40 "$log"
  echo "tsan-export: the export tests failed under ThreadSanitizer" >&2
  exit 1
fi
echo "tsan-export: no ThreadSanitizer reports;${summary}"
