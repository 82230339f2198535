#!/usr/bin/env bash
# Prints the interpreter the set-up scripts build .venv with: $PYTHON when set, else the first that runs
# and can make a venv among python3.12, python3.13 (on PATH or installed by pyenv), python3, python3.11.
# Python 3.12 and newer are preferred because None is immortal there: no Qt binding bug can crash the
# app through it, and the newest PySide6 (whose lupdate reads every plural form) installs there; on 3.11
# the dependency specification keeps PySide6 below 6.12 (README, Dependencies).
set -euo pipefail
if [ -n "${PYTHON:-}" ]; then
  echo "$PYTHON"
  exit 0
fi
candidates=()
pyenv_root=$(pyenv root 2>/dev/null || true)
for version in 3.12 3.13; do
  candidates+=("python$version")
  if [ -n "$pyenv_root" ]; then
    # A machine with pyenv has more interpreters than its PATH shows (its shims run only the global one).
    for installed in "$pyenv_root"/versions/"$version".*/bin/python"$version"; do
      [ -x "$installed" ] && candidates+=("$installed")
    done
  fi
done
candidates+=(python3 python3.11)
for candidate in "${candidates[@]}"; do
  if "$candidate" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; then
    echo "$candidate"
    exit 0
  fi
done
echo "error: no Python 3.11 or newer with the venv module was found (on Debian: apt-get install python3-venv)" >&2
exit 1
