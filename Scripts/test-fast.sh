#!/usr/bin/env bash
# The fast tier: the unit tests of every module, in one `swift test` process — no pseudo-terminal,
# no `swiftc` at run time, no extra builds (no sanitizers, no outside packages). `make test` runs
# everything. Checks the format (`Scripts/format.sh`) first. Ends with `tests: N passed, M failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
# The formatter's check first: a file off the format fails the tier (fix with `make format`).
bash Scripts/format.sh
swift build --build-tests
built=$SECONDS
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
# Left out: the real binary (CLITests), run-time compiles (LiveTests, the shell's compiled lines
# and :load), the terminal tests (tmux) and the held-out learner corpus (LearnerCorpusTests, ~30 s of compiles).
# SwiftPM hands a filter to the test process as one argument listing every test it selects, and
# Linux caps one argument at 128 KiB, so the tests run in three groups of modules, each well under it.
skip='CLITests\.|LiveTests\.|TerminalTests|ScriptModeTests|ShellFuzzTests|LearnerCorpusTests'
second='QuartzCoreTests|SourceBridgeTests|PreviewsTests|ShellTests'
run() { swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee -a "$log" || status=$?; }
run --filter '^UIKitTests\.'
run --filter "^($second)\\." --skip "$skip"
run --skip "^(UIKitTests|$second)\\.|$skip"
passed=$(grep -cE "^Test Case '.*' passed" "$log" || true)
failed=$(grep -cE "^Test Case '.*' failed" "$log" || true)
echo "test-fast: build $((built - start)) s, tests $((SECONDS - built)) s"
echo "tests: $passed passed, $failed failed"
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ] || [ "$passed" -eq 0 ]; then exit 1; fi
