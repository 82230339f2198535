"""The saved-games page and the questions around it: no click loses an unfinished game."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
import shiboken6
from PySide6 import QtGui
from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests import save_corpus
from tests.ui.conftest import play_humans_first_move, toy_setup
from wonders_desktop.ui.platform.paths import saves_dir
from wonders_desktop.ui.savegames import autosave, library, plain_text, saves
from wonders_desktop.ui.window import saved_games_page
from wonders_desktop.ui.window.main_window import GAME_PAGE, SAVED_PAGE, START_PAGE, MainWindow

Button = QMessageBox.StandardButton


def play_moves(window: MainWindow, qtbot: QtBot, moves: int, seed: int = 5) -> str:
    """Start a toy game with a human in seat 0, play ``moves`` of its moves; returns the game id."""
    controller = window.controller
    assert window.start_game(toy_setup(0, seed=seed))
    for _ in range(moves):
        qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle())
        play_humans_first_move(window)
    qtbot.waitUntil(controller.is_idle)
    return controller.game_id


def finish_a_bot_game(window: MainWindow, qtbot: QtBot) -> str:
    assert window.start_game(toy_setup())
    qtbot.waitUntil(lambda: window.controller.state is not None and window.controller.state.is_terminal())
    return window.controller.game_id


def rows(window: MainWindow) -> dict[str, list[str]]:
    """The page's groups: heading -> the first column of each row."""
    tree = window.saved_page.tree
    found: dict[str, list[str]] = {}
    for index in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(index)
        found[group.text(0)] = [group.child(row).text(0) for row in range(group.childCount())]
    return found


def select(window: MainWindow, path: Path) -> None:
    window.saved_page.refresh(path)
    entry = window.saved_page.selected()
    assert entry is not None and entry.path == path


def answer_questions(monkeypatch: pytest.MonkeyPatch, answer: Button) -> list[str]:
    asked: list[str] = []

    def question(_parent: object, title: str, text: str, *_args: object) -> Button:
        asked.append(f"{title}: {text}")
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_a_new_game_keeps_the_unfinished_one_and_both_resume(window: MainWindow, qtbot: QtBot) -> None:
    first = play_moves(window, qtbot, 2)
    second = play_moves(window, qtbot, 1, seed=9)  # "New game" with a game in play: no question, no loss
    assert second != first
    assert "kept" in window.banner.label.text() and window.banner.isVisible()
    window.show_saved_games()
    assert window.stack.currentIndex() == SAVED_PAGE
    assert len(rows(window)["Unfinished games (2)"]) == 2
    select(window, saves.autosave_path(first))
    qtbot.keyClick(window.saved_page.tree, Qt.Key.Key_Return)  # Enter resumes
    assert window.controller.game_id == first and window.stack.currentIndex() == GAME_PAGE
    assert len(window.controller.state.history) >= 2  # type: ignore[union-attr]  # state is None without a game; one is in play here


def test_the_game_in_play_is_marked_and_cannot_be_deleted(window: MainWindow, qtbot: QtBot) -> None:
    game = play_moves(window, qtbot, 1)
    window.show_saved_games()
    select(window, saves.autosave_path(game))
    page = window.saved_page
    assert "(open now)" in rows(window)["Unfinished game (1)"][0]
    assert not page.delete_button.isEnabled() and page.delete_button.toolTip()
    qtbot.keyClick(page.tree, Qt.Key.Key_Delete)  # nothing happens (an unexpected question would fail)
    assert saves.autosave_path(game).exists()
    assert page.resume_button.text() == "Back to this game"
    page.resume_button.click()
    assert window.stack.currentIndex() == GAME_PAGE


def test_delete_asks_once_and_no_keeps_the_game(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = play_moves(window, qtbot, 2)
    play_moves(window, qtbot, 1, seed=9)
    window.show_saved_games()
    select(window, saves.autosave_path(old))
    asked = answer_questions(monkeypatch, Button.No)
    qtbot.keyClick(window.saved_page.tree, Qt.Key.Key_Delete)
    assert len(asked) == 1 and "not finished" in asked[0] and "lost" in asked[0]
    assert saves.autosave_path(old).exists()
    asked = answer_questions(monkeypatch, Button.Yes)
    window.saved_page.delete_button.click()
    assert len(asked) == 1 and not saves.autosave_path(old).exists()
    assert len(rows(window)["Unfinished game (1)"]) == 1


def test_finished_games_are_listed_and_open_on_their_score_sheet(window: MainWindow, qtbot: QtBot) -> None:
    finished = finish_a_bot_game(window, qtbot)
    play_moves(window, qtbot, 1)
    window.show_saved_games()
    listed = rows(window)
    assert list(listed) == ["Unfinished game (1)", "Finished game (1)"]
    select(window, saves.autosave_path(finished))
    assert window.saved_page.resume_button.text() == "Open (score sheet and replay)"
    window.saved_page.resume_button.click()
    assert window.controller.game_id == finished
    assert window.controller.state is not None and window.controller.state.is_terminal()


def test_rename_the_game_in_play_and_a_saved_one(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[tuple[str, str]]
) -> None:
    old = play_moves(window, qtbot, 2)
    current = play_moves(window, qtbot, 1, seed=9)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Sunday / night\n", True))
    window.show_saved_games()
    for game in (old, current):
        select(window, saves.autosave_path(game))
        qtbot.keyClick(window.saved_page.tree, Qt.Key.Key_F2)
        autosave.autosaves_newest_first()  # the game in play is renamed through its autosave
        assert saves.read_save(saves.autosave_path(game)).title == "Sunday night"
    assert window.controller.title == "Sunday night"
    assert all(name.startswith("Sunday night — ") for name in rows(window)["Unfinished games (2)"])
    # the "/" and the line break were dropped: the player is told, once per rename, what the name became
    assert len(messages) == 2 and all("“Sunday night”" in text and "“/”" in text for _title, text in messages)


def test_a_rename_that_changes_nothing_says_nothing(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = play_moves(window, qtbot, 1)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("  Sunday night ", True))
    window.show_saved_games()
    select(window, saves.autosave_path(game))
    window.saved_page.rename()  # the autouse guard fails the test on any message box
    assert window.controller.title == "Sunday night"


def test_the_delete_question_shows_a_title_as_plain_text(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = play_moves(window, qtbot, 1)
    window.controller.rename("<b>Mine<b> & co")
    play_moves(window, qtbot, 1, seed=9)  # the first game is no longer the one in play: it may be deleted
    asked = answer_questions(monkeypatch, Button.No)
    window.show_saved_games()
    select(window, saves.autosave_path(old))
    window.saved_page.delete()
    text = asked[0].split(": ", 1)[1]
    shown = QTextDocument()
    if QtGui.Qt.mightBeRichText(text):  # what QMessageBox does with its text
        shown.setHtml(text)
    else:
        shown.setPlainText(text)
    assert "“<b>Mine<b> & co — " in shown.toPlainText()  # what the player reads: the title, as typed


def test_export_proposes_the_documents_folder_and_a_safe_file_name(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = play_moves(window, qtbot, 1)
    window.controller.rename('<b>A:B<b> "x"?')
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(saved_games_page, "documents_dir", lambda: documents)
    proposed: list[str] = []

    def save_name(_parent: object, _caption: str, suggested: str, *_args: object) -> tuple[str, str]:
        proposed.append(suggested)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    window.show_saved_games()
    select(window, saves.autosave_path(game))
    window.saved_page.export_button.click()
    path = Path(proposed[0])
    assert path.parent == documents
    assert not set('<>:"/\\|?*') & set(path.name), path.name
    assert path.name.startswith("b A B b x-")


def test_exports_go_to_the_players_documents_folder() -> None:
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert plain_text.documents_dir() == (Path(documents) if documents else Path.home())


def test_export_writes_a_copy_and_import_adds_it_without_overwriting(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = play_moves(window, qtbot, 2)
    window.show_saved_games()
    select(window, saves.autosave_path(game))
    exported = tmp_path / "exported.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(exported), ""))
    window.saved_page.export_button.click()
    assert saves.read_save(exported).game_id == game
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(exported), ""))
    window.saved_page.import_button.click()
    window.saved_page.import_button.click()
    imported = saves.save_files(saves_dir())
    assert len(imported) == 2 and all(saves.read_save(path).game_id == game for path in imported)
    entry = window.saved_page.selected()
    assert entry is not None and entry.folder == "saves"


def test_importing_a_bad_file_explains_and_writes_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, messages: list[tuple[str, str]]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"game_id": "../../x"', encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(bad), ""))
    window.show_saved_games()
    window.saved_page.import_button.click()
    assert len(messages) == 1 and "damaged or incomplete" in messages[0][1]
    assert saves.save_files(saves_dir()) == []


def test_a_damaged_file_is_listed_with_its_reason_and_can_be_deleted(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    damaged = saves.autosave_path(saves.new_game_id())
    damaged.write_text(json.dumps({"format": "wonders-desktop-save", "version": 99}), encoding="utf-8")
    window.show_saved_games()
    assert list(rows(window)) == ["File that cannot be opened (1)"]
    select(window, damaged)
    page = window.saved_page
    assert not page.resume_button.isEnabled() and not page.rename_button.isEnabled()
    assert page.detail.isVisible() and "newer version" in page.detail.text()
    asked = answer_questions(monkeypatch, Button.Yes)
    page.delete_button.click()
    assert len(asked) == 1 and not damaged.exists()
    assert page.empty.isVisible()


def test_escape_goes_back_where_the_player_was(window: MainWindow, qtbot: QtBot) -> None:
    window.show_saved_games()
    qtbot.keyClick(window.saved_page.tree, Qt.Key.Key_Escape)
    assert window.stack.currentIndex() == START_PAGE
    play_moves(window, qtbot, 1)
    window.act_load.trigger()  # Game > Open…
    assert window.stack.currentIndex() == SAVED_PAGE
    window.saved_page.back.click()
    assert window.stack.currentIndex() == GAME_PAGE


def test_opening_an_old_copy_never_overwrites_the_newer_autosave(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    game = play_moves(window, qtbot, 1)
    copy = tmp_path / "copy.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(copy), ""))
    assert window.save_as()
    controller = window.controller
    for _ in range(2):
        qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle())
        play_humans_first_move(window)
    qtbot.waitUntil(controller.is_idle)
    later = len(controller.state.history)  # type: ignore[union-attr]  # state is None without a game; one is in play here
    assert window.load_path(copy)
    assert controller.game_id != game  # the copy goes on as a game of its own
    autosave.autosaves_newest_first()
    assert len(saves.read_save(saves.autosave_path(game)).record.moves) == later


def test_the_start_page_opens_the_saved_games(window: MainWindow) -> None:
    assert window.start_page.load.text() == "Saved games…"
    window.start_page.load.click()
    assert window.stack.currentIndex() == SAVED_PAGE


# --- a failed autosave ---------------------------------------------------------------------------
@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> Callable[[bool], None]:
    """``full_disk(True)`` makes every write fail as on a full disk; ``full_disk(False)`` frees it."""
    real = saves.write_atomic

    def failing(path: Path, text: str) -> None:
        raise OSError(28, "No space left on device")

    def switch(full: bool) -> None:
        monkeypatch.setattr(saves, "write_atomic", failing if full else real)

    return switch


def test_a_failed_autosave_shows_a_bar_until_a_save_succeeds(
    window: MainWindow, qtbot: QtBot, full_disk: Callable[[bool], None]
) -> None:
    play_moves(window, qtbot, 1)
    full_disk(True)
    play_humans_first_move_when_ready(window, qtbot)
    qtbot.waitUntil(window.save_failure.isVisible)
    assert "No space left" in window.save_failure.label.text()
    play_humans_first_move_when_ready(window, qtbot)
    assert window.save_failure.isVisible()  # persistent: not a message that fades
    full_disk(False)
    window.save_failure.retry.click()
    qtbot.waitUntil(lambda: not window.save_failure.isVisible())
    assert window.controller.is_saved()


def play_humans_first_move_when_ready(window: MainWindow, qtbot: QtBot) -> None:
    controller = window.controller
    qtbot.waitUntil(lambda: controller.acting_humans() == [0] and controller.is_idle())
    play_humans_first_move(window)


def test_closing_or_leaving_an_unsaved_game_asks_once(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, full_disk: Callable[[bool], None]
) -> None:
    play_moves(window, qtbot, 1)
    full_disk(True)
    window.controller.retry_autosave()
    qtbot.waitUntil(window.save_failure.isVisible)
    asked = answer_questions(monkeypatch, Button.Cancel)
    window.close()
    assert window.isVisible() and len(asked) == 1 and "not saved" in asked[0]
    assert not window.start_game(toy_setup(0))  # "New game" asks too; Cancel keeps the game
    assert len(asked) == 2
    full_disk(False)
    copy_target = saves_dir() / "rescue.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(copy_target), ""))
    asked = answer_questions(monkeypatch, Button.Save)  # "Save a copy" then leave
    assert window.start_game(toy_setup(0, seed=9))
    assert len(asked) == 1 and saves.read_save(copy_target).record.moves


def test_a_saved_game_is_never_asked_about(window: MainWindow, qtbot: QtBot) -> None:
    play_moves(window, qtbot, 1)
    assert window.may_leave_current_game()  # any question would fail the test (conftest)
    window.close()
    assert not window.isVisible()


def test_the_library_lists_both_folders_newest_first(window: MainWindow, qtbot: QtBot) -> None:
    game = play_moves(window, qtbot, 1)
    autosave.autosaves_newest_first()  # the last autosave has landed
    copy = saves_dir() / "copy.json"
    saves.write_save(copy, window.controller.current_save())
    entries = library.scan()
    assert [entry.folder for entry in entries] == ["saves", "autosave"]
    assert all(entry.save is not None and entry.save.game_id == game for entry in entries)


def test_finishing_a_game_never_removes_older_finished_games(window: MainWindow, qtbot: QtBot) -> None:
    older = [saves.autosave_path(finish_a_bot_game(window, qtbot)) for _ in range(12)]
    newest = saves.autosave_path(finish_a_bot_game(window, qtbot))
    autosave.autosaves_newest_first()
    assert all(path.exists() for path in [*older, newest])
    window.show_saved_games()
    assert len(rows(window)["Finished games (13)"]) == 13


def test_the_start_page_says_how_many_other_games_wait(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    first = make_window()
    play_moves(first, qtbot, 1)
    play_moves(first, qtbot, 1, seed=9)
    play_moves(first, qtbot, 1, seed=11)
    first.close()
    second = make_window()
    assert second.start_page.resume_detail.text().endswith("· 2 more unfinished in Saved games")


@pytest.mark.parametrize(
    ("kind", "options"),
    [("classic", {"players": 3, "edition": 1}), ("architects", {"players": 3}), ("duel", {})],
)
def test_a_finished_game_replays_move_by_move_in_its_own_window(
    window: MainWindow, qtbot: QtBot, kind: str, options: dict[str, object]
) -> None:
    save = save_corpus.save_of(save_corpus.played(kind, options, 4, None))
    path = saves.autosave_path(save.game_id)
    saves.write_save(path, save)
    before = path.read_bytes()
    window.show_saved_games()
    select(window, path)
    page = window.saved_page
    page.replay_button.click()
    replay = page.replay_window
    assert replay is not None and replay.isVisible() and replay.view is not None
    controller = replay.controller
    assert replay.position == 0 and controller.state is not None and controller.state.history == []
    replay.bar.next.click()
    replay.bar.next.click()
    replay.bar.previous.click()
    assert controller.state.history == [tuple(move) for move in save.record.moves[:1]]
    assert controller.legal_moves_for_viewer() == [] and controller.is_idle()  # nobody plays in a replay
    replay.bar.last.click()
    assert controller.state.is_terminal() and controller.state.snapshot() == saves.restore(save).snapshot()
    assert "Move {0} of {0}".format(len(save.record.moves)) == replay.bar.label.text()
    assert path.read_bytes() == before and window.controller.state is None  # nothing saved, nothing opened
    replay.close()


def test_an_unfinished_game_offers_no_replay(window: MainWindow, qtbot: QtBot) -> None:
    game = play_moves(window, qtbot, 1)
    window.show_saved_games()
    select(window, saves.autosave_path(game))
    assert not window.saved_page.replay_button.isEnabled()


# --- the questions at the keyboard (the real message box, not a stand-in) ------------------------
REAL_QUESTION = QMessageBox.question  # taken before conftest puts a stand-in in its place


def answer_with_keys(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, *keys: Qt.Key) -> list[str]:
    """The next question is the real box, answered by ``keys`` as a player at the keyboard would."""
    monkeypatch.setattr(QMessageBox, "question", REAL_QUESTION)
    asked: list[str] = []

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, press)
            return
        asked.append(box.text())
        box.activateWindow()  # as a window manager does (offscreen Qt leaves the focus behind)
        qtbot.waitUntil(box.isActiveWindow)
        for key in keys:
            qtbot.keyClick(box, key)
        QTimer.singleShot(3000, lambda: close_if_left_open(box, asked))

    QTimer.singleShot(0, press)
    return asked


def close_if_left_open(box: QMessageBox, asked: list[str]) -> None:
    """A box the keys did not close fails the test instead of hanging it."""
    if shiboken6.isValid(box) and box.isVisible():
        asked.append("the keys left the box open")
        box.done(0)


def test_the_delete_question_defaults_to_keeping_the_game(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = play_moves(window, qtbot, 1)
    play_moves(window, qtbot, 1, seed=9)
    window.show_saved_games()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_N):  # a hurried Enter loses nothing
        window.activateWindow()  # back from the box (offscreen Qt does not give the focus back)
        qtbot.waitUntil(window.isActiveWindow)
        select(window, saves.autosave_path(old))
        asked = answer_with_keys(qtbot, monkeypatch, key)
        qtbot.keyClick(window.saved_page.tree, Qt.Key.Key_Delete)
        assert len(asked) == 1 and "not finished" in asked[0]
        assert saves.autosave_path(old).exists()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    select(window, saves.autosave_path(old))
    answer_with_keys(qtbot, monkeypatch, Qt.Key.Key_Y)  # Yes, by its letter
    qtbot.keyClick(window.saved_page.tree, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: not saves.autosave_path(old).exists())


def test_escape_at_the_unsaved_question_keeps_the_game_open(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, full_disk: Callable[[bool], None]
) -> None:
    play_moves(window, qtbot, 1)
    full_disk(True)
    window.controller.retry_autosave()
    qtbot.waitUntil(window.save_failure.isVisible)
    asked = answer_with_keys(qtbot, monkeypatch, Qt.Key.Key_Escape)
    window.close()
    full_disk(False)  # the close at the end of the test then has nothing to ask
    window.controller.retry_autosave()
    qtbot.waitUntil(lambda: not window.save_failure.isVisible())
    assert len(asked) == 1 and "autosave of this game failed" in asked[0]
    assert window.isVisible() and window.controller.state is not None
