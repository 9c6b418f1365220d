#!/usr/bin/env bash
# Installs the Debian packages ViewLab needs. Quiet and fast when they are already there.
set -euo pipefail

packages=(
  pkg-config libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev libdeflate-dev libgif-dev libjpeg62-turbo-dev libedit-dev libchafa-dev libfontconfig-dev
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
