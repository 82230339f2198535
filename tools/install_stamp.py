"""The stamp of what the set-up scripts installed into ``.venv``, so a second launch skips the install.

    python tools/install_stamp.py check .venv/.installed-play   # exit 0 when the stamp is current
    python tools/install_stamp.py write .venv/.installed-play   # after a successful install

``tools/play.sh`` (and ``tools/test.sh`` on the project's own ``.venv``) reinstalls only when one of
these changed since the last install that went through: the interpreter (path and version), the bytes
of ``pyproject.toml`` (dependencies, extras, entry points) or the commit checked out. The package is
installed with ``pip install -e``, so edits to the code need no reinstall. Deleting the stamp (or
``.venv``) forces a full install. Run by the venv's Python; standard library only.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def commit() -> str:
    """The commit checked out, or "no-git" outside a git checkout (an unpacked archive)."""
    try:
        done = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return "no-git"
    return done.stdout.strip() if done.returncode == 0 else "no-git"


def stamp() -> str:
    """What an install depends on, one fact a line (readable when someone opens the file)."""
    project = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    return "\n".join(
        [
            f"interpreter {Path(sys.executable).resolve()} {sys.version.split()[0]}",
            f"pyproject.toml {project}",
            f"commit {commit()}",
        ]
    ) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("check", "write"):
        print("usage: install_stamp.py check|write STAMP_FILE", file=sys.stderr)
        return 2
    action, path = argv[0], Path(argv[1])
    if action == "write":
        path.write_text(stamp(), encoding="utf-8")
        return 0
    try:
        return 0 if path.read_text(encoding="utf-8") == stamp() else 1
    except OSError:
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
