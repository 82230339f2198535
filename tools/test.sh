#!/usr/bin/env bash
# Installs everything the test suite needs and runs it: the README's one test command.
# Qt runs on the offscreen platform, so no screen (and no Xvfb) is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
PYTHON=${PYTHON:-python3}
if [ -z "${VIRTUAL_ENV:-}" ] && [ -z "${WONDERS_NO_VENV:-}" ]; then
  [ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
  # shellcheck disable=SC1091
  . .venv/bin/activate
fi
python -m pip install --quiet --disable-pip-version-check -e ".[test]"
bash tools/install_system_deps.sh
python tools/update_translations.py --release-only
ruff check wonders_desktop tests tools benchmarks
python -m pytest "$@"
