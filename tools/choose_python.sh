#!/usr/bin/env bash
# Prints the interpreter the set-up scripts build .venv with: $PYTHON when set, else the newest of
# python3.13, python3.12, python3 and python3.11 that runs and can make a venv. Python 3.12 and newer
# are preferred because None is immortal there: no Qt binding bug can crash the app through it
# (README, Dependencies). On 3.11 the dependency specification keeps PySide6 below 6.12.
set -euo pipefail
if [ -n "${PYTHON:-}" ]; then
  echo "$PYTHON"
  exit 0
fi
for candidate in python3.13 python3.12 python3 python3.11; do
  # A pyenv shim or an alias may exist without a working interpreter behind it: run it to be sure.
  if "$candidate" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; then
    echo "$candidate"
    exit 0
  fi
done
echo "error: no Python 3.11 or newer with the venv module was found (on Debian: apt-get install python3-venv)" >&2
exit 1
