#!/usr/bin/env bash
# Builds Sources/CShim/png_shim.c with AddressSanitizer + UndefinedBehaviorSanitizer together with
# Scripts/asan-png/driver.c, and runs the driver: it generates PNGs of every kind plus a corpus of
# truncated, bit-flipped and hostile versions and decodes them all. Any sanitizer report (or a
# broken file that decodes, or a valid one that does not) makes the script exit non-zero.
#
# Extra corpus folders may be passed as arguments; $VIEWLAB_PNG_CORPUS (where the Swift tests
# write theirs when it is set, e.g. `VIEWLAB_PNG_CORPUS=/tmp/c swift test --filter PNGDecoderHostileTests`)
# is decoded too when it exists.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cc="${CC:-cc}"
out="$(mktemp -d "${TMPDIR:-/tmp}/viewlab-asan-png.XXXXXX")"
trap 'rm -rf "$out"' EXIT

"$cc" -std=c11 -D_DEFAULT_SOURCE -g -O1 -fno-omit-frame-pointer \
    -fsanitize=address,undefined -fno-sanitize-recover=all \
    -I"$root/Sources/CShim/include" \
    "$root/Sources/CShim/png_shim.c" "$root/Scripts/asan-png/driver.c" \
    $(pkg-config --cflags --libs libpng) -lpthread -o "$out/driver"

folders=("$@")
if [[ -n "${VIEWLAB_PNG_CORPUS:-}" && -d "${VIEWLAB_PNG_CORPUS}" ]]; then folders+=("$VIEWLAB_PNG_CORPUS"); fi

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:exitcode=86}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:exitcode=87}"
"$out/driver" "${folders[@]+"${folders[@]}"}"
