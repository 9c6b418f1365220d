#!/usr/bin/env bash
# Renders one thumbnail per catalog component (the first preview of each Playgrounds file) into
# Docs/catalog/<File>.png with `viewlab render`, for the README's catalog table.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product viewlab >/dev/null
bin="$(swift build --show-bin-path)/viewlab"
mkdir -p Docs/catalog
"$bin" list --json | python3 -c '
import json, sys
# The first preview of each file; for a sweep (several ids with one base name), its middle value.
files = {}
for row in json.load(sys.stdin):
    if row["file"].startswith("Playgrounds/"):
        files.setdefault(row["id"].split("/")[0], []).append(row["id"])
for name, ids in files.items():
    base = ids[0].split(" (")[0]
    group = [i for i in ids if i.split(" (")[0] == base]
    print(group[len(group) // 2])
' | while IFS= read -r id; do
  file="${id%%/*}"
  "$bin" render "$id" --scale 1 -o "Docs/catalog/$file.png"
  echo "Docs/catalog/$file.png  ($id)"
done
