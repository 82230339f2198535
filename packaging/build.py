"""Builds the installable bundle for the platform this runs on.

    python packaging/build.py [--self-test]

Steps: compile the translations (.ts -> .qm), draw the app icons from resources/icons/app.svg, run
PyInstaller with packaging/wonders.spec (onedir, windowed), then archive: Linux .tar.gz, Windows .zip
(and an Inno Setup installer when ``iscc`` is on PATH), macOS .app in a .dmg. With --self-test the
frozen app's ``--self-test`` runs offscreen afterwards. Sizes are printed for benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
APP = "WondersDesktop"
sys.path.insert(0, str(ROOT / "packaging"))

from version_info import package_version  # noqa: E402

sys.path.insert(0, str(ROOT))
from wonders_desktop.languages import inno_languages  # noqa: E402  (no Qt: the registry of languages)

INNO_LANGUAGES = ROOT / "packaging" / "windows" / "languages.iss"


def run(command: list[str], **kwargs: object) -> None:
    print("+", " ".join(command), file=sys.stderr)
    subprocess.run(command, check=True, cwd=ROOT, **kwargs)  # type: ignore[call-overload]  # kwargs passed through to subprocess.run


def compile_translations() -> None:
    run([sys.executable, "tools/update_translations.py", "--release-only"])


def write_inno_languages() -> Path:
    """The installer's ``[Languages]`` from the registry of languages (``wonders.iss`` includes it)."""
    INNO_LANGUAGES.write_text(inno_languages(), encoding="utf-8")
    return INNO_LANGUAGES


def draw_icons() -> None:
    """Render the SVG app icon with Qt: PNG sizes, a Windows .ico and (on macOS) an .icns via iconutil."""
    run([sys.executable, "packaging/make_icons.py"], env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def write_commit() -> Path:
    """``build/commit.txt``: the commit the bundle is built from (the spec puts it beside
    ``resources/``; the About box and problem reports read it). "unknown" outside a git checkout."""
    target = ROOT / "build" / "commit.txt"
    target.parent.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(ROOT))
    from wonders_desktop.ui.platform.build_info import UNKNOWN, git_commit

    target.write_text((git_commit(ROOT) or UNKNOWN) + "\n", encoding="utf-8")
    return target


def freeze() -> Path:
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "packaging/wonders.spec",
            "--noconfirm",
            "--clean",
            "--distpath",
            str(DIST),
            "--workpath",
            str(ROOT / "build" / "pyinstaller"),
        ]
    )
    return DIST / (f"{APP}.app" if sys.platform == "darwin" else APP)


def archive(bundle: Path) -> Path:
    stem = f"{APP}-{package_version(ROOT)}-{platform_tag()}"
    if sys.platform.startswith("linux"):
        target = DIST / f"{stem}.tar.gz"
        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(bundle, arcname=APP)
        return target
    if sys.platform == "win32":
        target = Path(shutil.make_archive(str(DIST / stem), "zip", DIST, APP))
        if shutil.which("iscc"):
            write_inno_languages()
            run(["iscc", f"/DAppVersion={package_version(ROOT)}", "packaging/windows/wonders.iss"])
        return target
    target = DIST / f"{stem}.dmg"
    run(
        [
            "hdiutil",
            "create",
            "-volname",
            APP,
            "-srcfolder",
            str(bundle),
            "-ov",
            "-format",
            "UDZO",
            str(target),
        ]
    )
    return target


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    return f"{system}-{platform.machine().lower()}"


def executable(bundle: Path) -> Path:
    if sys.platform == "darwin":
        return bundle / "Contents" / "MacOS" / APP
    return bundle / (f"{APP}.exe" if sys.platform == "win32" else APP)


def self_test(bundle: Path) -> None:
    """The frozen app's own smoke test, then a screenshot of its real window (it must not be blank)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run([str(executable(bundle)), "--self-test"], env=env)
    shot = DIST / "frozen-window.png"
    shot.unlink(missing_ok=True)
    command = ["screenshot", "--game", "classic", "--players", "4", "--seed", "3", "--moves", "8"]
    run([str(executable(bundle)), *command, "--out", str(shot)], env=env)
    if not shot.exists() or shot.stat().st_size < 20_000:
        raise SystemExit(f"error: the frozen app's screenshot {shot} is missing or blank")
    print(f"frozen window: {shot} ({shot.stat().st_size // 1024} KB)")


def size_mb(path: Path) -> float:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files) / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--self-test", action="store_true", help="run the frozen app's --self-test afterwards"
    )
    parser.add_argument("--no-archive", action="store_true", help="build the folder only")
    parser.add_argument(
        "--inno-languages", action="store_true", help="only write packaging/windows/languages.iss"
    )
    args = parser.parse_args()
    if args.inno_languages:
        print(f"wrote {write_inno_languages()}")
        return 0
    compile_translations()
    draw_icons()
    write_commit()
    bundle = freeze()
    print(f"bundle: {bundle} ({size_mb(bundle):.1f} MB)")
    if not args.no_archive:
        target = archive(bundle)
        print(f"archive: {target} ({size_mb(target):.1f} MB)")
    if args.self_test:
        self_test(bundle)
        print("self-test: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
