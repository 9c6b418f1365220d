#!/usr/bin/env bash
# Builds everything (the CLI tests run the real `viewlab` binary) and runs every test.
# Ends with one summary line, `tests: N passed, M failed` (test cases, not assertions).
set -euo pipefail
cd "$(dirname "$0")/.."
times=()
# Runs a part of the suite and remembers how long it took (printed at the end).
timed() {
  local name=$1 start=$SECONDS part=0
  shift
  "$@" || part=$?
  times+=("$name $((SECONDS - start)) s")
  return $part
}
timed format bash Scripts/format.sh
timed build swift build --build-tests
# The PNG decoder's C code on a generated corrupt corpus, under AddressSanitizer and UBSan.
timed asan-png bash Scripts/asan-png.sh
# The export tests (worker processes and the pool's threads) under ThreadSanitizer.
timed tsan-export bash Scripts/tsan-export.sh
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
timed "swift test" bash -c 'swift test --skip-build --disable-swift-testing 2>&1 | tee "$0"; exit ${PIPESTATUS[0]}' "$log" || status=$?
# A user's package outside the repository that depends on ViewLab's products (Tests/Outside).
timed outside bash -c 'bash Scripts/outside-tests.sh --disable-swift-testing 2>&1 | tee -a "$0"; exit ${PIPESTATUS[0]}' "$log" || status=$?
# A user's package that snapshot-tests its component with ViewLabTesting (Examples/SnapshotExample):
# pass, record, never mode, a failing comparison with its images.
timed example bash -c 'bash Scripts/example-tests.sh 2>&1 | tee -a "$0"; exit ${PIPESTATUS[0]}' "$log" || status=$?
echo "test.sh: times: $(IFS=,; echo "${times[*]}" | sed 's/,/, /g')"
passed=$(grep -cE "^Test Case '.*' passed" "$log" || true)
failed=$(grep -cE "^Test Case '.*' failed" "$log" || true)
if [ "$passed" -eq 0 ] && [ "$failed" -eq 0 ]; then
  echo "tests: no test ran (swift test exited with $status)" >&2
  exit 1
fi
echo "tests: $passed passed, $failed failed"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ]; then exit 1; fi
