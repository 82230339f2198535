#!/usr/bin/env bash
# Installs everything the test suite needs and runs it: the README's one test command.
# Qt runs on the offscreen platform, so no screen (and no Xvfb) is needed.
# In the project's own .venv the install is skipped while its stamp (.venv/.installed-test,
# tools/install_stamp.py: interpreter, pyproject.toml, commit) is current; a fresh clone (CI) has no
# .venv and always installs, and so does any other environment.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
say() { echo "test.sh: $*" >&2; }
if [ -z "${VIRTUAL_ENV:-}" ] && [ -z "${WONDERS_NO_VENV:-}" ]; then
  if [ ! -x .venv/bin/python ]; then
    python=$(bash tools/choose_python.sh)
    say "creating the virtual environment .venv with $python (first run only)…"
    "$python" -m venv .venv
  fi
  # shellcheck disable=SC1091
  . .venv/bin/activate
fi
stamp=""
if [ -n "${VIRTUAL_ENV:-}" ] && [ "$(cd "$VIRTUAL_ENV" && pwd -P)" = "$(pwd -P)/.venv" ]; then
  stamp=.venv/.installed-test
fi
if [ -z "$stamp" ] || ! python tools/install_stamp.py check "$stamp"; then
  say "installing the app and the test tools (pip)…"
  python -m pip install --quiet --disable-pip-version-check -e ".[test]"
  say "checking the system libraries Qt needs…"
  python tools/system_deps.py --plugin offscreen --plugin xcb --desktop-tools
  say "checking the Qt binding…"
  python -m wonders_desktop.ui.platform.qt_health
  [ -z "$stamp" ] || python tools/install_stamp.py write "$stamp"
fi
say "compiling the translations…"
python tools/update_translations.py --release-only
say "ruff check…"
ruff check wonders_desktop tests tools benchmarks
python -m pytest "$@"
