#!/usr/bin/env bash
# Installs everything the test suite needs and runs it: the README's one test command.
# Qt runs on the offscreen platform, so no screen (and no Xvfb) is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
if [ -z "${VIRTUAL_ENV:-}" ] && [ -z "${WONDERS_NO_VENV:-}" ]; then
  [ -x .venv/bin/python ] || "$(bash tools/choose_python.sh)" -m venv .venv
  # shellcheck disable=SC1091
  . .venv/bin/activate
fi
python -m pip install --quiet --disable-pip-version-check -e ".[test]"
python tools/system_deps.py --plugin offscreen --plugin xcb
python -m wonders_desktop.ui.shell.qt_health
python tools/update_translations.py --release-only
ruff check wonders_desktop tests tools benchmarks
python -m pytest "$@"
