"""Which build this is: the version, and the commit it was built from when that is known.

A bundle or wheel carries ``commit.txt`` beside its ``resources/`` (written at build time by
``packaging/build.py`` and ``setup.py``); a source checkout asks git. Anything else is "unknown":
the About box and a problem report say so rather than guess.
"""

from __future__ import annotations

import functools
import subprocess
from pathlib import Path

from wonders_desktop import __version__
from wonders_desktop.ui.platform.paths import bundle_root

COMMIT_FILE = "commit.txt"
UNKNOWN = "unknown"
GIT_TIMEOUT_S = 3  # a checkout's git answers in milliseconds; a hung one must not hang the About box


def version() -> str:
    return __version__


@functools.cache
def commit() -> str:
    """The short commit hash of this build, or ``"unknown"``."""
    root = bundle_root()
    stored = _read_commit_file(root / COMMIT_FILE)
    if stored:
        return stored
    if (root / ".git").exists():
        return git_commit(root) or UNKNOWN
    return UNKNOWN


def _read_commit_file(path: Path) -> str:
    try:
        text = path.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return ""
    return text if 0 < len(text) <= 64 and text.replace("-", "").isalnum() else ""


def git_commit(folder: Path) -> str:
    """``git rev-parse --short HEAD`` in ``folder`` ("" when git is missing or fails), with
    ``-dirty`` when the work tree has changes."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short=12", "HEAD"],
            cwd=folder, capture_output=True, text=True, timeout=GIT_TIMEOUT_S, check=True,
        ).stdout.strip()
        status = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=folder, capture_output=True, text=True, timeout=GIT_TIMEOUT_S, check=True,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""
    return f"{head}-dirty" if head and status else head
