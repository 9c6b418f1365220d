#!/usr/bin/env bash
# Builds everything (the CLI tests run the real `viewlab` binary) and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build
