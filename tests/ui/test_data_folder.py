"""A data folder the app cannot use never stops it: the window opens, a dialog says what is wrong and
where, and the player plays on (the save-failure bar) or chooses another folder (remembered).

The real app process is started for each unusable folder; the read-only cases need a user whose
permission bits count (root writes anyway), so as root they are covered by an injected ``OSError``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.conftest import toy_setup
from wonders_desktop.ui.platform import paths
from wonders_desktop.ui.platform.settings import Preferences
from wonders_desktop.ui.savegames import autosave, saves
from wonders_desktop.ui.window import data_folder
from wonders_desktop.ui.window.data_folder import DataFolderDialog, report_data_folder_problem
from wonders_desktop.ui.window.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
TITLE = "Your games cannot be saved"


@pytest.fixture(autouse=True)
def default_folder(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No chosen folder leaks from one test to the next."""
    monkeypatch.setattr(paths, "_chosen", None)
    yield


# --- the real app process ---------------------------------------------------------------------------
def _file_as_data_folder(root: Path) -> tuple[dict[str, str], Path]:
    root.write_text("not a folder")
    return {"WONDERS_DATA_DIR": str(root)}, root


def _file_as(name: str) -> Callable[[Path], tuple[dict[str, str], Path]]:
    def make(root: Path) -> tuple[dict[str, str], Path]:
        root.mkdir()
        (root / name).write_text("not a folder")
        return {"WONDERS_DATA_DIR": str(root)}, root / name

    return make


def _platform_parent_a_file(root: Path) -> tuple[dict[str, str], Path]:
    """No WONDERS_DATA_DIR: the platform's folder (XDG_DATA_HOME/WondersDesktop), whose parent is a file."""
    root.mkdir()
    parent = root / "share"
    parent.write_text("not a folder")
    env = {"XDG_DATA_HOME": str(parent), "XDG_CONFIG_HOME": str(root / "config"), "HOME": str(root)}
    return env, parent


def _read_only(root: Path) -> tuple[dict[str, str], Path]:
    root.mkdir()
    root.chmod(0o555)  # saves/ missing and cannot be made
    return {"WONDERS_DATA_DIR": str(root)}, root / "saves"


def _platform_parent_read_only(root: Path) -> tuple[dict[str, str], Path]:
    root.mkdir()
    parent = root / "share"
    parent.mkdir()
    parent.chmod(0o555)
    env = {"XDG_DATA_HOME": str(parent), "XDG_CONFIG_HOME": str(root / "config"), "HOME": str(root)}
    return env, parent / "WondersDesktop"


UNUSABLE: dict[str, Callable[[Path], tuple[dict[str, str], Path]]] = {
    "the data folder is a file": _file_as_data_folder,
    "saves is a file": _file_as("saves"),
    "autosave is a file": _file_as("autosave"),
    "the platform folder's parent is a file": _platform_parent_a_file,
    "read-only, saves missing": _read_only,
    "the platform folder's parent is read-only": _platform_parent_read_only,
}
NEEDS_PERMISSIONS = {"read-only, saves missing", "the platform folder's parent is read-only"}


@pytest.mark.parametrize("case", list(UNUSABLE))
def test_the_app_starts_and_says_why_when_the_data_folder_cannot_be_used(tmp_path: Path, case: str) -> None:
    if case in NEEDS_PERMISSIONS and AS_ROOT:
        pytest.skip("root writes through permission bits: covered by the injected OSError below")
    env, failed = UNUSABLE[case](tmp_path / "data")
    base = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "WONDERS_DATA_DIR")}
    try:
        result = subprocess.run(
            [sys.executable, "-m", "wonders_desktop", "--lang", "en"],
            cwd=REPO,
            env={**base, **env, "QT_QPA_PLATFORM": "offscreen", "WONDERS_QUIT_WHEN_SHOWN": "1"},
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    finally:
        for path in (tmp_path / "data", tmp_path / "data" / "share"):
            if path.is_dir():
                path.chmod(0o755)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    assert f"dialog shown: {TITLE}" in result.stdout and "window shown" in result.stdout, result.stdout
    assert f"the data folder cannot be used: {failed}:" in result.stderr, result.stderr


# --- in the window -----------------------------------------------------------------------------------
def replace_with_file(path: Path) -> None:
    """A file where the window's start-up made a folder."""
    shutil.rmtree(path, ignore_errors=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("not a folder")


def shown_dialog(window: MainWindow) -> DataFolderDialog:
    dialog = report_data_folder_problem(window)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_a_folder_that_cannot_be_made_is_named_with_the_reason(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, isolated: Path
) -> None:
    """A read-only data folder without saves/ (what root cannot reproduce with permission bits)."""
    real_mkdir = Path.mkdir

    def mkdir(self: Path, *args: object, **kwargs: object) -> None:
        if self.name == "saves" and not self.exists():
            raise PermissionError(13, "Permission denied", str(self))
        real_mkdir(self, *args, **kwargs)  # type: ignore[arg-type]  # Path.mkdir's own arguments, passed through

    monkeypatch.setattr(Path, "mkdir", mkdir)
    shutil.rmtree(isolated / "saves", ignore_errors=True)  # the window's start-up made it
    dialog = shown_dialog(window)
    assert dialog.windowTitle() == TITLE
    assert dialog.text().endswith(f"But it cannot write there (Permission denied):\n{isolated / 'saves'}")
    dialog.play_button.click()
    assert not dialog.isVisible()


def test_playing_on_shows_the_save_failure_bar(
    window: MainWindow, qtbot: QtBot, isolated: Path, messages: list[tuple[str, str]]
) -> None:
    replace_with_file(isolated / "autosave")
    dialog = shown_dialog(window)
    assert dialog.text().endswith(f"But this is a file, not a folder:\n{isolated / 'autosave'}")
    dialog.play_button.click()
    assert window.start_game(toy_setup(0))
    autosave.wait()
    qtbot.waitUntil(window.save_failure.isVisible)
    assert window.controller.state is not None  # the game is there to play


def test_another_folder_keeps_the_games_and_is_remembered(
    window: MainWindow, qtbot: QtBot, isolated: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    replace_with_file(isolated / "saves")
    other = tmp_path / "elsewhere"
    monkeypatch.setattr(data_folder.QFileDialog, "getExistingDirectory", lambda *_args: str(other))
    dialog = shown_dialog(window)
    dialog.choose_button.click()
    assert paths.data_root() == other and Preferences().data_folder == str(other)
    assert not [child for child in window.findChildren(DataFolderDialog) if child.isVisible()]
    assert window.start_game(toy_setup(0))
    assert window.controller.is_saved()
    assert saves.autosave_path(window.controller.game_id).parent == other / "autosave"
    assert (other / "autosave" / f"{window.controller.game_id}.json").is_file()
    paths.use_data_folder(None)  # the next start-up
    data_folder.use_remembered_folder(Preferences())
    assert paths.data_root() == other and paths.data_folder_problem() is None


def test_an_unusable_folder_chosen_instead_is_explained_again(
    window: MainWindow, isolated: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    replace_with_file(isolated)
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "autosave").write_text("not a folder")
    monkeypatch.setattr(data_folder.QFileDialog, "getExistingDirectory", lambda *_args: str(bad))
    shown_dialog(window).choose_button.click()
    again = [child for child in window.findChildren(DataFolderDialog) if child.isVisible()]
    assert len(again) == 1 and str(bad / "autosave") in again[0].text()
    assert paths.data_root() == isolated and Preferences().data_folder == ""
    again[0].play_button.click()


def test_a_usable_folder_shows_no_dialog(window: MainWindow) -> None:
    assert report_data_folder_problem(window) is None
