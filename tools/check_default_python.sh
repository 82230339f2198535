#!/usr/bin/env bash
# The machine's default python3 with the PySide6 that pip picks for it, in a venv of its own: the Qt
# binding check, the reference-count tests over the app's painting, and one whole watched game of each
# game in the real window. tools/test.sh may have chosen a newer interpreter; players on this machine
# who run python3 get this pair, so it must be sound too. Skipped when python3 is the one test.sh used.
set -euo pipefail
cd "$(dirname "$0")/.."
default=$(command -v python3)
chosen=$(bash tools/choose_python.sh)
same=$("$default" -c 'import sys; print(sys.version_info[:2])')
if [ "$same" = "$("$chosen" -c 'import sys; print(sys.version_info[:2])')" ]; then
  echo "default python3 is the suite's interpreter ($same): nothing more to check"
  exit 0
fi
venv=.venv-default-python
[ -x "$venv/bin/python" ] || "$default" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -e ".[test]"
"$venv/bin/python" -c 'import sys, PySide6; print(f"default python3 {sys.version.split()[0]} with PySide6 {PySide6.__version__}")'
export QT_QPA_PLATFORM=offscreen
"$venv/bin/python" -m wonders_desktop.ui.platform.qt_health
"$venv/bin/python" -m pytest -q tests/ui/test_qt_refcounts.py \
  "tests/ui/test_watch.py::test_a_whole_game_of_bots_plays_in_the_real_window"
