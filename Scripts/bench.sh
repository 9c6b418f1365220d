#!/usr/bin/env bash
# ViewLab's benchmark suite (Benchmarks/README.md): builds the runner, the floor and the benchmark
# catalog in release, then runs every scenario except the peer (Scripts/bench-peer.sh) and prints
# the table; the JSON goes to Benchmarks/results/latest.json. Not part of CI.
#   Scripts/bench.sh            full run (~2–4 min on 2 cores)
#   Scripts/bench.sh --quick    fewer repetitions (~1 min)
#   Scripts/bench.sh --only 1,3 selected scenarios (see viewlab-bench --help)
set -euo pipefail
cd "$(dirname "$0")/.."
for product in viewlab-floor viewlab-bench-catalog viewlab-bench; do
  swift build -c release --product "$product" 2>&1 | grep -E "error|warning: unre|Compiling|Build" | grep -v "^$" >&2 || true
done
bin=$(swift build -c release --show-bin-path)
for product in viewlab-floor viewlab-bench-catalog viewlab-bench; do
  [ -x "$bin/$product" ] || { echo "bench: $product did not build" >&2; exit 1; }
done
exec "$bin/viewlab-bench" "$@"
