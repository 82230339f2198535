#!/usr/bin/env bash
# Installs the app into a local virtual environment (first run only) and launches the game.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
# shellcheck disable=SC1091
. .venv/bin/activate
python -m pip install --quiet --disable-pip-version-check -e .
bash tools/install_system_deps.sh
python tools/update_translations.py --release-only
exec python -m wonders_desktop "$@"
