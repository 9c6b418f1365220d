#!/usr/bin/env bash
# Installs the Debian packages ViewLab needs. Quiet and fast when they are already there.
set -euo pipefail

packages=(
  pkg-config libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev libdeflate-dev libgif-dev libjpeg62-turbo-dev libedit-dev libchafa-dev libfontconfig-dev
  libpoppler-glib-dev libqrencode-dev
  libcurl4
  fonts-inter fonts-wqy-microhei fonts-dejavu-core fonts-materialdesignicons-webfont fontconfig tmux make
)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH — install a Swift 6.x toolchain (swift.org) first" >&2
  exit 1
fi

# pangocairo's pkg-config flags carry `-pthread` (from gmodule through gio), which SwiftPM refuses
# with a "prohibited flag(s)" warning on every build — here and in every package that depends on
# ViewLab. CPangoCairo reads this flattened copy instead: the same include paths and libraries,
# without the flag (Swift links the thread library itself).
pc_dir=/usr/local/lib/pkgconfig
pc="$pc_dir/viewlab-pangocairo.pc"
cflags=$(pkg-config --cflags pangocairo | tr ' ' '\n' | grep -v '^-pthread$' | tr '\n' ' ')
libs=$(pkg-config --libs pangocairo | tr ' ' '\n' | grep -v '^-pthread$' | tr '\n' ' ')
wanted="Name: viewlab-pangocairo
Description: pangocairo for ViewLab (pkg-config flags without -pthread; written by Scripts/setup.sh)
Version: $(pkg-config --modversion pangocairo)
Cflags: ${cflags% }
Libs: ${libs% }"
if [ "$(cat "$pc" 2>/dev/null)" != "$wanted" ]; then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" mkdir -p "$pc_dir"
  printf '%s\n' "$wanted" | "${sudo_cmd[@]}" tee "$pc.tmp" >/dev/null
  "${sudo_cmd[@]}" mv "$pc.tmp" "$pc"
fi
