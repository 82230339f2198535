"""The .wonders save type in the window: export and Save a copy write it, import and the saved-games
folders take it and old .json saves, and a file opened from outside (``FileOpener``) lands on its table
or is refused with a dialog, nothing written and the game in play kept."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests import save_corpus
from tests.save_corpus import BY_NAME, NAMES, text_of, tree, write_entry
from tests.ui.test_saved_games_page import play_moves, select
from wonders_desktop.ui.platform.paths import saves_dir
from wonders_desktop.ui.platform.single_instance import parse_message
from wonders_desktop.ui.savegames import library, saves
from wonders_desktop.ui.window.main_window import GAME_PAGE, MainWindow
from wonders_desktop.ui.window.open_files import FileOpener

GOOD = save_corpus.good_save()


def friend_file(folder: Path, name: str = "game.wonders") -> Path:
    path = folder / "inbox" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text_of(GOOD), encoding="utf-8")
    return path


def crafted(name: str, folder: Path) -> Path:
    return write_entry(BY_NAME[name], folder / "inbox" / f"{name}.wonders", text_of(GOOD), folder / "trap")


def test_export_offers_and_writes_a_wonders_file(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = play_moves(window, qtbot, 1)
    asked: list[tuple[str, str]] = []

    def save_name(_parent: object, _caption: str, suggested: str, filters: str) -> tuple[str, str]:
        asked.append((suggested, filters))
        return str(tmp_path / "for my friend"), ""  # typed without an extension

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    window.show_saved_games()
    select(window, saves.autosave_path(game))
    window.saved_page.export_button.click()
    suggested, filters = asked[0]
    assert suggested.endswith(f"-{game}.wonders") and "*.wonders" in filters and "*.json" not in filters
    assert saves.read_save(tmp_path / "for my friend.wonders").game_id == game


def test_save_a_copy_writes_a_wonders_file_the_saved_games_list(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    play_moves(window, qtbot, 1)
    asked: list[str] = []

    def save_name(_parent: object, _caption: str, suggested: str, _filters: str) -> tuple[str, str]:
        asked.append(suggested)
        return suggested, ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    assert window.save_as()
    assert asked[0].endswith(".wonders")
    listed = [entry.path for entry in library.scan() if entry.folder == "saves"]
    assert listed == [Path(asked[0])]


@pytest.mark.parametrize("name", ["game.wonders", "old game.json"])
def test_import_takes_wonders_files_and_old_json_saves(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str
) -> None:
    path = friend_file(tmp_path, name)
    offered: list[str] = []

    def open_name(_parent: object, _caption: str, _folder: str, filters: str) -> tuple[str, str]:
        offered.append(filters)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    window.show_saved_games()
    window.saved_page.import_button.click()
    assert "*.wonders" in offered[0] and "*.json" in offered[0]
    (copy,) = saves.save_files(saves_dir())
    assert saves.read_save(copy) == GOOD


def test_a_file_from_outside_opens_on_its_table_and_keeps_the_game_in_play(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    play_moves(window, qtbot, 1)
    opener = FileOpener()
    opener.set_window(window)
    path = friend_file(tmp_path)
    opener.request(path)
    assert window.controller.game_id == GOOD.game_id and window.stack.currentIndex() == GAME_PAGE
    assert "kept" in window.banner.label.text()
    opener.request(path)  # the same file again: the same copy, not a second one
    assert len(saves.save_files(saves_dir())) == 1
    assert path.read_text(encoding="utf-8") == text_of(GOOD)


def test_a_file_already_among_the_saved_games_opens_where_it_is(window: MainWindow) -> None:
    inside = saves_dir() / "mine.wonders"
    inside.write_text(text_of(GOOD), encoding="utf-8")
    assert library.receive(inside) == inside.resolve()
    assert saves.save_files(saves_dir()) == [inside]


def test_a_file_waits_while_a_dialog_is_open(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    opener = FileOpener()
    opener.set_window(window)
    dialog = QMessageBox(QMessageBox.Icon.Information, "busy", "busy", QMessageBox.StandardButton.Ok, window)
    dialog.open()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    opener.request(friend_file(tmp_path))
    assert window.controller.state is None and len(opener.pending) == 1  # not under the player's dialog
    dialog.accept()
    qtbot.waitUntil(lambda: window.controller.game_id == GOOD.game_id)
    assert not opener.pending


@pytest.mark.parametrize("name", ["wrong_digest", "game_id_absolute_trap", "moves_5000"])
def test_a_hostile_file_is_refused_in_a_dialog_and_nothing_changes(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, name: str
) -> None:
    game = play_moves(window, qtbot, 1)
    path = crafted(name, tmp_path)
    before = tree(tmp_path / "inbox")  # (the game in play autosaves as its bots move: not compared)
    opener = FileOpener()
    opener.set_window(window)
    opener.request(path)
    box = opener.refusal
    assert box is not None and box.isVisible() and box.windowTitle() == "Cannot open this saved game"
    assert str(path.name) in box.text()
    box.accept()
    assert window.controller.game_id == game
    assert tree(tmp_path / "inbox") == before and not (tmp_path / "trap").exists()
    assert saves.save_files(saves_dir()) == []


@pytest.mark.parametrize("name", NAMES)
def test_every_crafted_file_is_refused_before_anything_is_written(tmp_path: Path, name: str) -> None:
    path = crafted(name, tmp_path)
    before = tree(tmp_path)
    with pytest.raises(saves.SaveError) as refused:
        library.receive(path)
    assert refused.value.reason == BY_NAME[name].reason
    assert tree(tmp_path) == before


@pytest.mark.parametrize(
    "line",
    [
        b"not json",
        b'{"open": "relative/path.wonders"}',
        b'{"open": "/x.wonders", "also": 1}',
        b'{"open": ["/x.wonders"]}',
        b'{"open": "/x\\u0000.wonders"}',
        b'{"open": ""}',
        b"\xff\xfe",
        b"[" * 100_000,
    ],
)
def test_a_message_that_is_not_an_absolute_path_is_ignored(line: bytes) -> None:
    assert parse_message(line) is None


def test_a_message_names_its_absolute_path() -> None:
    assert parse_message(b'{"open": "/home/ana/game.wonders"}') == Path("/home/ana/game.wonders")


def test_a_killed_write_of_a_wonders_file_leaves_no_litter(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    litter = folder / ".copy.wonders.k3j2.tmp"
    litter.write_text("half a save", encoding="utf-8")
    os.utime(litter, (1, 1))  # long ago: a write takes milliseconds
    assert saves.remove_stale_temporaries(folder) == [litter] and not litter.exists()
