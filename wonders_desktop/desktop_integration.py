"""Linux: make a double-clicked ``.wonders`` save open in this app, for the current user only.

    wonders --install-desktop-integration      # or: python -m wonders_desktop --install-desktop-integration
    wonders --uninstall-desktop-integration

Copies the files of ``resources/desktop/`` (shipped in the wheel and in the Linux bundle) into
``$XDG_DATA_HOME`` (``~/.local/share``): the menu entry ``applications/org.wondersdesktop.Wonders.desktop``
(its ``Exec`` rewritten to the command that started this install, so the frozen bundle, a pipx install
and a checkout all work), the MIME type ``application/x-wonders-save`` (``*.wonders``), the icons and the
AppStream metadata; then refreshes the desktop's caches with ``update-mime-database``,
``update-desktop-database`` and ``xdg-mime default`` when they are installed (they are optional: a
missing one is reported, never fatal). No root, no system folder, nothing outside the user's data folder
and ``mimeapps.list``. Never imports Qt.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

DESKTOP_ID = "org.wondersdesktop.Wonders"  # paths.DESKTOP_ID (kept free of the UI's imports)
MIME_TYPE = "application/x-wonders-save"
MIME_ICON = "application-x-wonders-save"


def source_dir() -> Path:
    """``resources/desktop`` of this checkout, wheel or bundle (``paths.resources_dir``)."""
    from wonders_desktop.ui.platform.paths import resources_dir  # no Qt there: platformdirs only

    return resources_dir() / "desktop"


def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


@dataclass(frozen=True, slots=True)
class Placement:
    """One installed file: where it comes from (relative to resources/) and where it goes."""

    source: str
    target: str


def placements() -> list[Placement]:
    return [
        Placement(f"desktop/{DESKTOP_ID}.desktop", f"applications/{DESKTOP_ID}.desktop"),
        Placement(f"desktop/{DESKTOP_ID}.mime.xml", f"mime/packages/{DESKTOP_ID}.xml"),
        Placement(f"desktop/{DESKTOP_ID}.metainfo.xml", f"metainfo/{DESKTOP_ID}.metainfo.xml"),
        Placement("icons/app.svg", f"icons/hicolor/scalable/apps/{DESKTOP_ID}.svg"),
        Placement(f"desktop/{MIME_ICON}.svg", f"icons/hicolor/scalable/mimetypes/{MIME_ICON}.svg"),
    ]


def launch_command() -> list[str]:
    """The command that starts this very app: the frozen executable, the ``wonders`` script on PATH
    when it is this installation's, else this Python with ``-m wonders_desktop``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = shutil.which("wonders")
    if script and Path(script).parent == Path(sys.executable).parent:  # this venv's, not another one's
        return [script]
    return [sys.executable, "-m", "wonders_desktop"]


def desktop_entry(template: str, command: list[str]) -> str:
    """The shipped .desktop text with ``Exec``/``TryExec`` naming ``command`` (quoted as the spec says)."""
    exec_line = " ".join(_desktop_quote(part) for part in command) + " %f"
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_line}"
        elif line.startswith("TryExec="):
            line = f"TryExec={command[0]}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _desktop_quote(part: str) -> str:
    """An Exec argument: quoted when it holds a reserved character; ``%`` doubled."""
    part = part.replace("%", "%%")
    if not any(char in part for char in ' \t\n"\'\\><~|&;$*?#()`='):
        return part
    escaped = part.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
    return f'"{escaped}"'


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Copy the files into ``home`` (``$XDG_DATA_HOME``); returns what was written."""
    home = home or data_home()
    resources = source_dir().parent
    written: list[Path] = []
    for placement in placements():
        target = home / placement.target
        target.parent.mkdir(parents=True, exist_ok=True)
        source = resources / placement.source
        if placement.target.endswith(".desktop"):
            text = desktop_entry(source.read_text(encoding="utf-8"), command or launch_command())
            target.write_text(text, encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    home = home or data_home()
    removed = []
    for placement in placements():
        target = home / placement.target
        if target.is_file():
            target.unlink()
            removed.append(target)
    return removed


def refresh_caches(home: Path, make_default: bool) -> list[str]:
    """Run the desktop's cache tools that are installed; returns a note for each one missing."""
    commands = [
        ["update-mime-database", str(home / "mime")],
        ["update-desktop-database", str(home / "applications")],
        ["gtk-update-icon-cache", "--quiet", "--ignore-theme-index", str(home / "icons" / "hicolor")],
    ]
    if make_default:
        commands.append(["xdg-mime", "default", f"{DESKTOP_ID}.desktop", MIME_TYPE])
    notes = []
    for command in commands:
        if shutil.which(command[0]) is None:
            notes.append(f"note: {command[0]} is not installed; skipped")
            continue
        result = subprocess.run(command, capture_output=True, text=True, check=False, timeout=60)
        if result.returncode != 0:
            notes.append(f"note: {shlex.join(command)} failed: {' '.join(result.stderr.split())[:200]}")
    return notes


def run_integration(installing: bool) -> int:
    """``--install-desktop-integration`` / ``--uninstall-desktop-integration``: 0 done, 1 failed."""
    if not sys.platform.startswith("linux"):
        print("error: only Linux needs this; the Windows installer and the macOS app register .wonders "
              "themselves", file=sys.stderr)
        return 1
    home = data_home()
    try:
        changed = install(home) if installing else uninstall(home)
    except OSError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    for note in refresh_caches(home, make_default=installing):
        print(note, file=sys.stderr)
    for path in changed:
        print(("installed: " if installing else "removed: ") + str(path), file=sys.stderr)
    return 0
