"""Build hook: a wheel carries the app's resources and translations inside the package.

The sources stay where the design card puts them (``resources/`` and ``translations/`` beside the
package, read from there by a source checkout and an editable install); a built wheel copies them into
``wonders_desktop/bundled/``, which ``wonders_desktop/ui/platform/paths.py`` finds when the checkout's folders
are not beside the installed package (``pip install .``, ``pipx install``). Metadata is in pyproject.toml.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
BUNDLED = ("resources", "translations")
TRANSLATION_FILES = ("*.ts", "*.qm")


class BuildWithResources(build_py):
    """build_py plus the resource folders, copied into the built package (not for editable installs)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "wonders_desktop" / "bundled"
        self.copy_tree(str(ROOT / "resources"), str(target / "resources"))
        (target / "translations").mkdir(parents=True, exist_ok=True)
        for pattern in TRANSLATION_FILES:
            for path in sorted((ROOT / "translations").glob(pattern)):
                self.copy_file(str(path), str(target / "translations" / path.name))
        (target / "commit.txt").write_text(_commit() + "\n", encoding="utf-8")


def _commit() -> str:
    """The commit the wheel is built from (the About box shows it), "unknown" outside a git checkout."""
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short=12", "HEAD"],
            cwd=ROOT, capture_output=True, text=True, timeout=10, check=True,
        ).stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


setup(cmdclass={"build_py": BuildWithResources})
