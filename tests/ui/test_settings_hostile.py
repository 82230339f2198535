"""A settings file is the player's, but hand-edited or damaged it is untrusted input: every value out of
its choices reads as its default, and a file far bigger than the app ever writes is set aside at start
(QSettings would read it whole and rewrite it whole on every change: a 40 MB one took 5.8 s to close)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wonders_desktop.ui.platform.settings import MAX_SETTINGS_BYTES, Preferences, settings_path

FLAGS = {"allow_undo": True, "coach": False, "confirm_moves": False, "practice_takeback": False}


def write_settings(text: str) -> Path:
    path = settings_path()
    assert path is not None  # the tests' WONDERS_DATA_DIR
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("nonsense", ["maybe", "2", "tru", "@Invalid()", "", "-1", "yes please"])
@pytest.mark.parametrize("flag", sorted(FLAGS))
def test_a_nonsense_yes_no_setting_reads_as_its_default(flag: str, nonsense: str) -> None:
    write_settings(f"[General]\n{flag}={nonsense}\n")
    assert getattr(Preferences(), flag) is FLAGS[flag]


@pytest.mark.parametrize(
    ("stored", "meant"),
    [
        ("true", True),
        ("FALSE", False),
        ("1", True),
        ("0", False),
        ("yes", True),
        ("no", False),
        ("on", True),
        ("off", False),
    ],
)
@pytest.mark.parametrize("flag", sorted(FLAGS))
def test_a_yes_no_setting_written_plainly_is_read(flag: str, stored: str, meant: bool) -> None:
    write_settings(f"[General]\n{flag}={stored}\n")
    assert getattr(Preferences(), flag) is meant


def test_a_setting_written_by_the_app_reads_back() -> None:
    prefs = Preferences()
    prefs.allow_undo = False
    prefs.confirm_moves = True
    again = Preferences()
    assert (again.allow_undo, again.confirm_moves) == (False, True)


def test_an_oversized_settings_file_is_set_aside_and_the_defaults_used() -> None:
    padding = "x" * (MAX_SETTINGS_BYTES + 1000)
    path = write_settings(f"[General]\nlanguage=es\nallow_undo=false\npadding={padding}\n")
    prefs = Preferences()
    assert prefs.language == "" and prefs.allow_undo is True  # nothing of the oversized file was read
    aside = path.with_name("settings.ini.oversized")
    assert aside.is_file() and aside.stat().st_size > MAX_SETTINGS_BYTES  # kept, not deleted
    prefs.language = "pt_BR"
    assert path.stat().st_size < 1000 and Preferences().language == "pt_BR"
    write_settings("[General]\npadding=" + padding + "\n")
    Preferences()
    assert path.with_name("settings.ini.oversized-2").is_file()  # the first one set aside is kept too


def test_a_settings_file_of_normal_size_is_kept() -> None:
    path = write_settings("[General]\nlanguage=es\n")
    assert Preferences().language == "es"
    assert path.is_file() and not path.with_name("settings.ini.oversized").exists()
