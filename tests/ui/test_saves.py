"""Saves: save, load and continue; autosave survives a kill; damaged files give a dialog and stay intact."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.ui.conftest import play_humans_first_move, toy_setup
from wonders_desktop.ui import saves
from wonders_desktop.ui.main_window import MainWindow


def play_some_moves(window: MainWindow, qtbot: QtBot, moves: int = 3) -> None:
    controller = window.controller
    assert window.start_game(toy_setup(0))
    for _ in range(moves):
        qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle())
        play_humans_first_move(window)
    qtbot.waitUntil(controller.is_idle)


def test_save_then_load_restores_the_position(
    make_window: Callable[..., MainWindow], qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = make_window()
    play_some_moves(first, qtbot)
    target = tmp_path / "my game.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(target), ""))
    assert first.save_as()
    saved = first.controller.state
    assert saved is not None
    second = make_window()
    assert second.load_dialog()
    loaded = second.controller.state
    assert loaded is not None and loaded.snapshot() == saved.snapshot()
    assert second.controller.seats == first.controller.seats
    assert not second.controller.can_undo()  # moves before a load count as revealed


def test_the_autosave_survives_a_kill_and_continues(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    first = make_window()
    play_some_moves(first, qtbot)
    expected = first.controller.state.snapshot()  # type: ignore[union-attr]
    # no close, no save: a new window is what the player sees after a crash
    second = make_window()
    assert second.start_page.resume.isEnabled()
    assert second.continue_last()
    assert second.controller.state is not None and second.controller.state.snapshot() == expected
    qtbot.waitUntil(lambda: second.controller.acting_humans() == [0])
    play_humans_first_move(second)  # and the game goes on


def test_a_finished_game_is_not_offered_to_continue(window: MainWindow, qtbot: QtBot) -> None:
    assert window.start_game(toy_setup())
    qtbot.waitUntil(lambda: window.controller.state is not None and window.controller.state.is_terminal())
    assert saves.last_game_path() is None


def valid_save(window: MainWindow, qtbot: QtBot, path: Path) -> str:
    play_some_moves(window, qtbot)
    saves.write_save(path, window.controller.current_save())
    return path.read_text(encoding="utf-8")


def damaged(kind: str, text: str) -> str:
    data = json.loads(text)
    if kind == "truncated":
        return text[: len(text) // 2]
    if kind == "corrupt":
        return "\x00garbage{" + text[5:40]
    if kind == "newer":
        data["version"] = 99
        return json.dumps(data)
    if kind == "tampered_move":  # a move changed, digest left as it was
        data["record"]["moves"][0][1] = "bet:0" if data["record"]["moves"][0][1] != "bet:0" else "bet:1"
        return json.dumps(data)
    if kind == "tampered_digest":  # a move changed and the digest recomputed: the replay must catch it
        data["record"]["moves"][0][1] = "bet:0" if data["record"]["moves"][0][1] != "bet:0" else "bet:1"
        model = saves.SaveFile.model_validate_json(json.dumps(data))
        return model.model_copy(update={"digest": model.computed_digest()}).model_dump_json()
    raise AssertionError(kind)


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("truncated", "damaged or incomplete"),
        ("corrupt", "damaged or incomplete"),
        ("newer", "newer version"),
        ("tampered_move", "changed after it was saved"),
        ("tampered_digest", "changed after it was saved"),
    ],
)
def test_a_bad_save_shows_a_dialog_and_the_file_is_untouched(
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    tmp_path: Path,
    messages: list[tuple[str, str]],
    kind: str,
    words: str,
) -> None:
    path = tmp_path / "game.json"
    text = damaged(kind, valid_save(make_window(), qtbot, path))
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes(), path.stat().st_mtime_ns
    window = make_window()
    assert not window.load_path(path)
    assert len(messages) == 1 and words in messages[0][1] and "untouched" in messages[0][1]
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert window.controller.state is None


def test_a_damaged_newest_autosave_never_hides_an_older_game(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    first = make_window()
    play_some_moves(first, qtbot)
    good = first.controller.state.snapshot()  # type: ignore[union-attr]
    first.close()
    damaged_path = saves.autosave_path(saves.new_game_id())
    damaged_path.write_text('{"format": "wonders-desktop-save", "game_id": ', encoding="utf-8")
    before = damaged_path.read_bytes()
    second = make_window()
    assert second.continue_last()
    assert second.controller.state is not None and second.controller.state.snapshot() == good
    assert second.start_game(toy_setup(0))  # a new game autosaves elsewhere
    assert damaged_path.read_bytes() == before


def test_writes_are_atomic_and_leave_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    saves.write_atomic(target, "one")
    saves.write_atomic(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]
