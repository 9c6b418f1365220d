#!/usr/bin/env bash
# `make install PREFIX=…`: installs `viewlab` with everything it needs to run from any folder:
#
#   PREFIX/bin/viewlab                → ../lib/viewlab/viewlab
#   PREFIX/lib/viewlab/viewlab          the binary (with the bundled catalog)
#   PREFIX/lib/viewlab/Modules/         the built Swift modules, for live editing (:load, export --package)
#   PREFIX/lib/viewlab/PreviewMacros-tool  the #Preview macro plugin
#   PREFIX/lib/viewlab/include/<C…>/    the C modules' maps and headers
#   PREFIX/lib/viewlab/live-flags       the compiler flags that make them importable (@/ = this folder)
#   PREFIX/share/viewlab/Themes, Playgrounds/Resources, Playgrounds/Lessons
#
# The default theme and the font configuration are built into the binary. CONFIG=debug installs the
# debug build (the default is release); PRODUCTS=DIR installs an existing build folder as it is. The copy is made in a scratch folder
# and moved into place, so a failed install leaves any earlier one as it was.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${PREFIX:?set PREFIX, e.g. make install PREFIX=\$HOME/.local}"
config="${CONFIG:-release}"
cd "$repo"
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
case "$prefix" in "$repo" | "$repo"/*) echo "install: PREFIX must be outside the repository" >&2; exit 2 ;; esac

if [ -n "${PRODUCTS:-}" ]; then
  products="$PRODUCTS"  # an existing build (the tests install the debug build they run in)
else
  swift build -c "$config" --product viewlab
  products="$(swift build -c "$config" --show-bin-path)"
fi
[ -x "$products/viewlab" ] || { echo "install: no viewlab in $products" >&2; exit 1; }

stage="$(mktemp -d "$prefix/.viewlab-install.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
lib="$stage/lib/viewlab" share="$stage/share/viewlab"
mkdir -p "$lib/include" "$share/Playgrounds" "$stage/bin"
cp "$products/viewlab" "$lib/viewlab"
cp -R "$products/Modules" "$lib/Modules"
cp "$products/PreviewMacros-tool" "$lib/PreviewMacros-tool"

# C modules: system-library wrappers (module.modulemap + shim.h) and the C shim's public headers.
flags=()
for dir in Sources/*/; do
  name="$(basename "$dir")"
  if [ -f "$dir/module.modulemap" ]; then
    mkdir -p "$lib/include/$name"
    cp "$dir"/module.modulemap "$dir"/*.h "$lib/include/$name/"
  elif [ -f "$dir/include/$name.h" ]; then
    mkdir -p "$lib/include/$name"
    cp "$dir"/include/*.h "$lib/include/$name/"
    printf 'module %s {\n    umbrella header "%s.h"\n    export *\n}\n' "$name" "$name" > "$lib/include/$name/module.modulemap"
  else
    continue  # a Swift target
  fi
  flags+=("-Xcc" "-fmodule-map-file=@/include/$name/module.modulemap")
done
# The system libraries' include paths, as SwiftPM found them with pkg-config.
for flag in $(pkg-config --cflags-only-I cairo pangocairo libpng libedit chafa libdeflate fontconfig poppler-glib); do
  flags+=("-Xcc" "$flag")
done
printf '%s\n' "${flags[@]}" > "$lib/live-flags"

cp -R Themes "$share/Themes"
cp -R Playgrounds/Resources "$share/Playgrounds/Resources"
cp -R Playgrounds/Lessons "$share/Playgrounds/Lessons"
ln -s ../lib/viewlab/viewlab "$stage/bin/viewlab"

# Move into place: the old lib/viewlab and share/viewlab are replaced whole.
mkdir -p "$prefix/lib" "$prefix/share" "$prefix/bin"
for part in lib/viewlab share/viewlab; do
  rm -rf "$prefix/$part.old"
  [ -e "$prefix/$part" ] && mv "$prefix/$part" "$prefix/$part.old"
  mv "$stage/$part" "$prefix/$part"
  rm -rf "$prefix/$part.old"
done
ln -sfn ../lib/viewlab/viewlab "$prefix/bin/viewlab"
echo "installed viewlab ($config) in $prefix: $prefix/bin/viewlab"
