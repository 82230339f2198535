#!/usr/bin/env bash
# Installs the app into a local virtual environment and launches the game. The install runs only when
# the interpreter, pyproject.toml or the commit changed since the last one that went through (the stamp
# .venv/.installed-play, tools/install_stamp.py): a second launch costs the app's own start.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { echo "play.sh: $*" >&2; }
if [ ! -x .venv/bin/python ]; then
  python=$(bash tools/choose_python.sh)
  say "creating the virtual environment .venv with $python (first run only)…"
  "$python" -m venv .venv
fi
# shellcheck disable=SC1091
. .venv/bin/activate
stamp=.venv/.installed-play
if ! python tools/install_stamp.py check "$stamp"; then
  say "installing the app and its dependencies into .venv (pip; about a minute the first time)…"
  python -m pip install --quiet --disable-pip-version-check -e .
  say "checking the system libraries Qt needs…"
  python tools/system_deps.py --plugin xcb --plugin offscreen
  say "checking the Qt binding…"
  python -m wonders_desktop.ui.platform.qt_health
  say "compiling the translations…"
  python tools/update_translations.py --release-only
  python tools/install_stamp.py write "$stamp"
  say "set-up done; starting the game"
fi
exec python -m wonders_desktop "$@"
