"""Keep the translation sources in sync with the code, then compile them.

    python tools/update_translations.py                 # lupdate (ui + commands) then lrelease
    python tools/update_translations.py --release-only  # only compile .ts -> .qm

``pyside6-lupdate`` scans every Python file of ``wonders_desktop/ui`` and ``wonders_desktop/commands``
and updates ``translations/wonders_pt_BR.ts`` and ``wonders_es.ts`` (every string) and
``wonders_en.ts`` (plural forms only: English needs translations just for ``%n``). Strings that left
the code are dropped (``-no-obsolete``). ``pyside6-lrelease`` then writes the ``.qm`` files, which are
never committed (the app also compiles a missing or outdated one at start-up).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = (ROOT / "wonders_desktop" / "ui", ROOT / "wonders_desktop" / "commands")
TRANSLATIONS = ROOT / "translations"
LANGUAGES = {"pt_BR": [], "es": [], "en": ["-pluralonly"]}


def tool(name: str) -> list[str]:
    """The Qt tool shipped inside PySide6, else its ``pyside6-`` wrapper on PATH."""
    import PySide6

    shipped = Path(PySide6.__file__).parent / (f"{name}.exe" if sys.platform == "win32" else name)
    if shipped.exists():
        return [str(shipped)]
    wrapper = shutil.which(f"pyside6-{name}")
    if wrapper is None:
        raise SystemExit(f"error: {name} not found (install PySide6)")
    return [wrapper]


def python_sources() -> list[str]:
    files = sorted(str(path.relative_to(ROOT)) for folder in SOURCES for path in folder.rglob("*.py"))
    return [name for name in files if "__pycache__" not in name]


def update() -> None:
    sources = python_sources()
    for language, extra in LANGUAGES.items():
        target = TRANSLATIONS / f"wonders_{language}.ts"
        command = [*tool("lupdate"), "-no-obsolete", "-locations", "relative", "-source-language", "en"]
        command += ["-target-language", language, *extra, *sources, "-ts", str(target.relative_to(ROOT))]
        run(command)


def release() -> None:
    for source in sorted(TRANSLATIONS.glob("wonders_*.ts")):
        run([*tool("lrelease"), "-silent", str(source), "-qm", str(source.with_suffix(".qm"))])


def run(command: list[str]) -> None:
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(result.returncode)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release-only", action="store_true", help="only compile the .ts files to .qm")
    args = parser.parse_args()
    TRANSLATIONS.mkdir(exist_ok=True)
    if not args.release_only:
        update()
    release()
    return 0


if __name__ == "__main__":
    sys.exit(main())
