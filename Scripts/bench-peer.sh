#!/usr/bin/env bash
# The benchmark's peer: headless Chromium rendering Benchmarks/Peer/scene.html (the reference
# scene in HTML/CSS) at 393×852, 3x. Installs chromium (apt) and websocket-client (pip) on demand —
# NOT for CI. Measures a cold `chromium --headless --screenshot` (whole process, median of N) and a
# warm Page.captureScreenshot over the DevTools protocol; writes Benchmarks/results/peer.json, which
# `Scripts/bench.sh` (scenario 4) reads for the "per PNG vs warm Chromium" ratio.
#   Scripts/bench-peer.sh [RUNS]     (default 5 cold runs, 20 warm captures)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
if [ "${CI:-}" = "true" ]; then echo "bench-peer: not run in CI" >&2; exit 0; fi

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "bench-peer: installing chromium (apt-get)…" >&2
  apt-get install -y chromium >/dev/null
  browser=$(command -v chromium)
fi
python3 -c "import websocket" 2>/dev/null || pip install --quiet --root-user-action=ignore websocket-client

# The same fonts as ViewLab (Inter, WenQuanYi Micro Hei).
export FONTCONFIG_FILE="$PWD/Fonts/fonts.conf"
scene="file://$PWD/Benchmarks/Peer/scene.html"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=3 --window-size=393,852)
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true' EXIT

# Cold: the whole process, launch to PNG on disk.
cold=()
for _ in $(seq "$runs"); do
  start=$(date +%s.%N)
  "$browser" "${flags[@]}" --screenshot="$work/peer.png" "$scene" >/dev/null 2>&1
  end=$(date +%s.%N)
  cold+=("$(echo "($end - $start) * 1000" | bc -l)")
done
cold_median=$(printf '%s\n' "${cold[@]}" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}')
cp "$work/peer.png" Benchmarks/results/peer.png

# Warm: one browser, repeated captures over the DevTools protocol.
port=9229
"$browser" "${flags[@]}" --remote-debugging-port=$port --user-data-dir="$work/profile" "$scene" >/dev/null 2>&1 &
pid=$!
warm=$(python3 Benchmarks/Peer/cdp_screenshots.py $port 20)
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
pid=

mkdir -p Benchmarks/results
python3 - "$cold_median" "$warm" "$("$browser" --version)" <<'PY' > Benchmarks/results/peer.json
import json, sys
result = json.loads(sys.argv[2])
result.update({"cold_median_ms": float(sys.argv[1]), "browser": sys.argv[3].strip()})
print(json.dumps(result, indent=2, sort_keys=True))
PY
cat Benchmarks/results/peer.json
