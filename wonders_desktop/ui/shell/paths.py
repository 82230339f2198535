"""Where the app finds its resources and translations and keeps the player's saves.

A source checkout keeps ``resources/`` and ``translations/`` beside the package; a PyInstaller bundle
keeps them in its ``_MEIPASS`` folder; an installed wheel inside the package, in ``bundled/``
(setup.py). Saves go to the platform's user data folder (platformdirs), or to ``WONDERS_DATA_DIR`` when
set (tests, screenshots), so nothing a player owns is ever in the install folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "WondersDesktop"
ORGANIZATION = "WondersDesktop"
DATA_DIR_ENV = "WONDERS_DATA_DIR"


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


def data_dir() -> Path:
    """The player's own folder (saves, autosaves, compiled translations cache); created on demand."""
    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, ORGANIZATION))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_dir() -> Path:
    path = data_dir() / "autosave"
    path.mkdir(parents=True, exist_ok=True)
    return path


def compiled_translations_dir() -> Path:
    """Where compiled ``.qm`` files go when the translations folder itself is not writable."""
    path = data_dir() / "translations"
    path.mkdir(parents=True, exist_ok=True)
    return path
