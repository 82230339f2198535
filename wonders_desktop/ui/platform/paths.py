"""Where the app finds its resources and translations and keeps the player's saves.

A source checkout keeps ``resources/`` and ``translations/`` beside the package; a PyInstaller bundle
keeps them in its ``_MEIPASS`` folder; an installed wheel inside the package, in ``bundled/``
(setup.py). Saves go to the platform's user data folder (platformdirs), or to ``WONDERS_DATA_DIR`` when
set (tests, screenshots), or to a folder the player chose when that one could not be used, so nothing a
player owns is ever in the install folder. A folder that cannot be made or written is reported at
start-up, never fatal.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "WondersDesktop"
ORGANIZATION = "WondersDesktop"
DATA_DIR_ENV = "WONDERS_DATA_DIR"
# The app's id on Linux desktops: the name of its .desktop file (resources/desktop/), its icon and
# its AppStream metadata, and QGuiApplication.desktopFileName (the window's icon on Wayland).
DESKTOP_ID = "org.wondersdesktop.Wonders"


def bundle_root() -> Path:
    """The folder holding ``resources/`` and ``translations/`` (frozen bundle, checkout or wheel)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    package = Path(__file__).resolve().parents[2]
    checkout = package.parent
    if (checkout / "resources" / "icons").is_dir():
        return checkout
    return package / "bundled"


def resources_dir() -> Path:
    return bundle_root() / "resources"


def translations_dir() -> Path:
    return bundle_root() / "translations"


# A folder the player chose for their games (remembered in the settings, applied at start-up by
# ``data_folder.use_remembered_folder``); None: ``WONDERS_DATA_DIR``, else the platform's folder.
_chosen: Path | None = None


def use_data_folder(path: Path | None) -> None:
    """Keep the games in ``path`` from now on (None: back to the default folder)."""
    global _chosen
    _chosen = path


def data_root() -> Path:
    """Where the player's files go: the chosen folder, else ``WONDERS_DATA_DIR``, else the platform's."""
    if _chosen is not None:
        return _chosen
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, ORGANIZATION))


def _made(path: Path) -> Path:
    """``path``, created when it can be. A folder that cannot be made (a file in its place, a read-only
    parent) is not an error here: start-up tells the player (``data_folder_problem``), and every
    write there fails on its own and says so (the save-failure bar), so the app still starts and plays."""
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The player's own folder (saves, autosaves, statistics, compiled translations cache)."""
    return _made(data_root())


def saves_dir() -> Path:
    return _made(data_dir() / "saves")


def autosave_dir() -> Path:
    return _made(data_dir() / "autosave")


def compiled_translations_dir() -> Path:
    """Where compiled ``.qm`` files go when the translations folder itself is not writable."""
    return _made(data_dir() / "translations")


@dataclass(frozen=True, slots=True)
class FolderProblem:
    """Why the games cannot be kept in a data folder: the folder meant, the path that failed, the reason."""

    folder: Path
    path: Path
    reason: str  # the system's words (English), as a terminal shows them
    not_a_folder: bool = False  # ``path`` is a file where a folder must be


def data_folder_problem(root: Path | None = None) -> FolderProblem | None:
    """What stops the app from keeping games in ``root`` (the data folder by default), or None.

    Each folder a save needs is made, then written to (a file created and removed): a file in a
    folder's place, a read-only folder or parent, a vanished drive are all found before a game is lost.
    """
    root = root if root is not None else data_root()
    for folder in (root, root / "saves", root / "autosave"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:  # names the path that failed: the folder, or a parent of it
            failed = Path(error.filename) if isinstance(error.filename, str) else folder
            failed = next((path for path in (folder, *folder.parents) if _is_file(path)), failed)
            return FolderProblem(root, failed, error.strerror or type(error).__name__, _is_file(failed))
        try:
            handle, probe = tempfile.mkstemp(dir=folder, prefix=".write-test-", suffix=".tmp")
            os.close(handle)
            os.unlink(probe)
        except OSError as error:
            return FolderProblem(root, folder, error.strerror or type(error).__name__)
    return None


def _is_file(path: Path) -> bool:
    try:
        return path.exists() and not path.is_dir()
    except OSError:
        return False
