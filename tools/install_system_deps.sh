#!/usr/bin/env bash
# Debian libraries Qt's xcb/offscreen plugins load (libEGL, fontconfig, xkbcommon...), installed only if missing.
set -euo pipefail
missing=()
for lib in libEGL.so.1 libfontconfig.so.1 libxkbcommon.so.0 libGL.so.1 libdbus-1.so.3; do
  ldconfig -p | grep -q "$lib" || missing+=("$lib")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing Qt's system libraries (missing: ${missing[*]})" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 \
    libxkbcommon-x11-0 libxcb-cursor0 fonts-dejavu-core >/dev/null
else
  echo "warning: missing system libraries for Qt: ${missing[*]} (install them with your package manager)" >&2
fi
