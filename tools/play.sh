#!/usr/bin/env bash
# Installs the app into a local virtual environment (first run only) and launches the game.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || "$(bash tools/choose_python.sh)" -m venv .venv
# shellcheck disable=SC1091
. .venv/bin/activate
python -m pip install --quiet --disable-pip-version-check -e .
python tools/system_deps.py --plugin xcb --plugin offscreen
python -m wonders_desktop.ui.shell.qt_health
python tools/update_translations.py --release-only
exec python -m wonders_desktop "$@"
