#!/usr/bin/env bash
# Runs Examples/SnapshotExample — a package outside the repository that snapshot-tests its own
# component with ViewLabTesting — from a temporary copy (nothing found by walking up from it), and
# checks the workflow a user goes through, one `swift test` each:
#   1. with the committed references, the tests pass (XCTest and Swift Testing; the rest is XCTest);
#   2. VIEWLAB_RECORD=never with a reference deleted: fails naming it, writes nothing;
#   3. the default mode (missing): records that reference and fails saying so; 4. then passes;
#   5. the component's tint changed a little: fails with a one-line message and writes
#      actual/expected/diff PNGs under $VIEWLAB_SNAPSHOT_FAILURES; the references are untouched.
# Build products are kept in $VIEWLAB_EXAMPLE_BUILD (default: a folder under /tmp) between runs.
# Prints one line per check; on a failed check, the end of swift test's output, and exits 1.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/viewlab-example.XXXXXX)"
trap 'rm -rf "$work"' EXIT
scratch="${VIEWLAB_EXAMPLE_BUILD:-/tmp/viewlab-example-build}"
case "$scratch" in "$repo"/*) echo "example-tests: the build folder must be outside the repository" >&2; exit 2 ;; esac
mkdir "$work/package"
cp -R "$repo/Examples/SnapshotExample/." "$work/package/"
rm -rf "$work/package/.build" "$work/package/.swiftpm"
cd "$work/package"
unset VIEWLAB_RECORD
export VIEWLAB_PACKAGE="$repo" VIEWLAB_SNAPSHOT_FAILURES="$work/failures"
references=Tests/BadgeKitTests/__Snapshots__/BadgeViewTests
log="$work/log"

# Runs the example's tests with extra environment `$@`; returns swift test's status.
run_tests() { env "$@" swift test --scratch-path "$scratch" --disable-swift-testing >"$log" 2>&1; }
pass() { echo "example-tests: ok — $1"; }
fail() { echo "example-tests: FAILED — $1" >&2; tail -n 40 "$log" >&2; exit 1; }

swift test --scratch-path "$scratch" >"$log" 2>&1 || fail "the XCTest and Swift Testing tests pass against the committed references"
grep -qE "Executed [1-9][0-9]* tests?, with 0 failures" "$log" || fail "the XCTest tests ran"
grep -qE "Test run with [1-9][0-9]* tests? in [0-9]+ suites? passed" "$log" || fail "the Swift Testing tests ran"
pass "the XCTest and Swift Testing tests pass against the committed references"

cp "$references/test_badge_overflow_inLightAndDark.overflow-dark-portrait.png" "$work/dark.png"
rm "$references/test_badge_overflow_inLightAndDark.overflow-dark-portrait.png"
! run_tests VIEWLAB_RECORD=never || fail "never mode fails on a missing reference"
grep -q 'Snapshot "test_badge_overflow_inLightAndDark.overflow-dark-portrait": no reference at .*(record mode never;' "$log" \
    || fail "never mode names the missing reference"
[ ! -e "$references/test_badge_overflow_inLightAndDark.overflow-dark-portrait.png" ] || fail "never mode writes nothing"
pass "never mode fails on a missing reference and writes nothing"

! run_tests || fail "missing mode records the reference and fails"
grep -q "recorded .*overflow-dark-portrait.png because there was no reference (record mode missing)" "$log" || fail "missing mode says it recorded"
cmp -s "$work/dark.png" "$references/test_badge_overflow_inLightAndDark.overflow-dark-portrait.png" || fail "the recorded reference is the committed one, byte for byte"
run_tests || fail "the next run passes against the recorded reference"
pass "missing mode records a byte-identical reference, fails, and the next run passes"

sed -i 's/UIColor(red: 0.20, green: 0.45/UIColor(red: 0.22, green: 0.45/' Sources/BadgeKit/BadgeView.swift
grep -q "red: 0.22" Sources/BadgeKit/BadgeView.swift || fail "the example's tint can be changed"
! run_tests || fail "a changed tint fails the comparison"
message=$(grep 'Snapshot "test_badge.seven" does not match its reference' "$log") || fail "the failure names the snapshot"
echo "$message" | grep -qE ': [0-9]+ of 9504 pixels differ \([0-9.]+ %\), max ΔE [0-9.]+ \(allowed: 0 pixels, ΔE 0.00\); images in .*/failures/BadgeViewTests/test_badge.seven.\{actual,expected,diff\}.png' \
    || fail "the one-line message gives the pixels, the largest ΔE and the images: $message"
for kind in actual expected diff; do
    file="$work/failures/BadgeViewTests/test_badge.seven.$kind.png"
    [ "$(head -c 8 "$file" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "$kind image written as PNG"
done
diff -rq "$repo/Examples/SnapshotExample/$references" "$work/package/$references" >/dev/null || fail "a failed comparison leaves the references alone"
pass "a changed tint fails with one line: $message"
