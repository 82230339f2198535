"""The statistics in the window: a game that ends in play is counted (once; an opened finished game is
not), the finished autosaves are imported once, a damaged store never stops a game and is said on the
page, Reset asks first, Export CSV writes the file, the numbers of real games of each kind."""

from __future__ import annotations

import csv
import json
import os
import random
import sqlite3
import subprocess
import threading
from contextlib import closing
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests import stats_corpus
from tests.save_corpus import tree
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.stats import pending
from wonders_desktop.stats.store import FILE_NAME, IMPORTED_AUTOSAVES, store_at
from wonders_desktop.ui.savegames import autosave as autosave_module
from wonders_desktop.ui.savegames import saves
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.statistics import page as page_module
from wonders_desktop.ui.statistics.facts import game_fact
from wonders_desktop.ui.statistics.page import StatisticsPage, show_statistics
from wonders_desktop.ui.window.main_window import MainWindow

HOT_SEAT = [SeatSetup(human=True, name="Ana"), SeatSetup(human=True, name="Bo")]


@cache
def moves_of(kind: str, options: str, seed: int) -> tuple[tuple[int, str], ...]:
    """A whole game of random moves (cached: each game is played once per run)."""
    state = game_spec(kind).new_game(json.loads(options), seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    return tuple((seat, str(move)) for seat, move in state.history)


def played(kind: str, options: dict[str, Any], seed: int, stop_before_end: int = 0) -> GameState:
    state = game_spec(kind).new_game(options, seed)
    moves = moves_of(kind, json.dumps(options, sort_keys=True), seed)
    for seat, text in moves[: len(moves) - stop_before_end]:
        state.apply(seat, state.parse_move(text))
    return state


def autosave(state: GameState, seats: list[SeatSetup]) -> Path:
    save = saves.make_save(state, seats, saves.new_game_id(), saves.now(), "")
    path = saves.autosave_path(save.game_id)
    saves.write_save(path, save)
    return path


def stats_file(data: Path) -> Path:
    return data / FILE_NAME


def open_page(window: MainWindow, qtbot: QtBot) -> StatisticsPage:
    """Game ▸ Statistics, and the numbers read on the page's worker arrived."""
    with qtbot.waitSignal(window.stats_page.loaded, timeout=60_000):
        show_statistics(window)
    return window.stats_page


def reread(page: StatisticsPage, qtbot: QtBot, action: Any = None) -> Any:
    """``action`` (the page's refresh by default), and the numbers it reads arrived."""
    with qtbot.waitSignal(page.loaded, timeout=60_000):
        result = (action or page.refresh)()
    return result


def test_a_game_ended_in_play_is_counted_once_and_an_opened_one_is_not(
    window: MainWindow, isolated: Path
) -> None:
    path = autosave(played("duel", {}, 3, stop_before_end=1), HOT_SEAT)
    assert window.load_path(path)
    c = window.controller
    [seat] = c.state.to_act()
    c.play(seat, c.state.legal_moves(seat)[0])
    assert c.state.is_terminal()
    store = store_at(isolated)
    assert store.game_count() == 1 and window.stats_page.hook.recorded == 1
    assert {r.name for r in store.human_results()} == {"Ana", "Bo"}  # hot-seat: each human name
    assert window.load_path(saves.autosave_path(c.game_id))  # the finished game opened again
    other = autosave(played("duel", {}, 4), HOT_SEAT)
    assert window.load_path(other)  # a finished game opened: not a result of this window
    assert store.game_count() == 1


def test_finished_autosaves_are_imported_once(window: MainWindow, isolated: Path, qtbot: QtBot) -> None:
    autosave(played("duel", {}, 3), [SeatSetup(human=True), SeatSetup(human=False, level="hard")])
    autosave(played("architects", {"players": 3}, 2), [*HOT_SEAT, SeatSetup(human=False, level="easy")])
    autosave(played("duel", {}, 5, stop_before_end=5), [SeatSetup(human=True), SeatSetup(human=False)])
    autosave(played("duel", {}, 6), [SeatSetup(human=False), SeatSetup(human=False)])  # bots only
    page = open_page(window, qtbot)
    assert window.stack.currentWidget() is page
    assert store_at(isolated).game_count() == 2
    assert page.player.isVisible() and page.player.currentText() == "You"  # who played most: "you"
    assert page.by_mode.topLevelItemCount() == 1
    page.player.setCurrentIndex(0)
    page.player.activated.emit(0)
    assert page.player.currentText() == "Everyone" and page.by_mode.topLevelItemCount() == 2
    reread(page, qtbot)
    assert page.player.currentText() == "Everyone"  # the choice is kept
    autosave(played("duel", {}, 7), [SeatSetup(human=True), SeatSetup(human=False, level="hard")])
    reread(page, qtbot)
    assert store_at(isolated).game_count() == 2  # imported once: later games come from play only


def test_numbers_of_real_games_on_the_page(window: MainWindow, isolated: Path, qtbot: QtBot) -> None:
    teams = {"players": 4, "edition": 2, "variant": "teams", "expansions": ["cities"]}
    seats = [SeatSetup(human=True)] + [SeatSetup(human=False, level="medium")] * 3
    state = played("classic", teams, 1)
    fact = game_fact(saves.make_save(state, seats, saves.new_game_id(), saves.now(), ""), state)
    assert fact is not None
    outcome = state.outcome()
    assert [s.team for s in fact.seats] == [1, 1, 2, 2]
    assert [s.won for s in fact.seats] == [seat in outcome.winners for seat in range(4)]
    assert fact.seats[0].score == outcome.scores[0].total and fact.levels_faced == ("medium",)
    assert fact.seats[0].wonders == (state.snapshot()["cities"][0]["wonder"],)
    autosave(state, seats)
    page = open_page(window, qtbot)
    level = page.by_level.topLevelItem(0)
    expected = ["Medium", "1", str(int(fact.seats[0].won)), f"{100 * int(fact.seats[0].won)} %"]
    assert [level.text(column) for column in range(4)] == expected
    assert page.by_mode.topLevelItem(0).text(0).startswith("7 Wonders · 2nd edition")
    assert page.by_wonder.topLevelItemCount() == 1


def test_a_damaged_store_is_said_and_the_game_goes_on(
    window: MainWindow, isolated: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    stats_file(isolated).write_bytes(b"garbage " * 100)
    path = autosave(played("duel", {}, 3, stop_before_end=1), HOT_SEAT)
    assert window.load_path(path)
    c = window.controller
    [seat] = c.state.to_act()
    c.play(seat, c.state.legal_moves(seat)[0])
    assert c.state.is_terminal() and window.stats_page.hook.problem  # no exception reached the game
    page = open_page(window, qtbot)
    assert page.message.isVisible() and "cannot be read" in page.message.text()
    assert not page.body.isVisible() and page.reset_button.isEnabled()
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "question",
        lambda _p, title, *_a: asked.append(title) or QMessageBox.StandardButton.Reset,
    )
    assert reread(page, qtbot, page.reset)
    assert asked and (isolated / f"{FILE_NAME}.damaged-1").read_bytes().startswith(b"garbage")
    assert page.problem is None and store_at(isolated).game_count() == 0


def test_reset_asks_first(
    window: MainWindow, isolated: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    autosave(played("duel", {}, 3), [SeatSetup(human=True), SeatSetup(human=False, level="hard")])
    page = open_page(window, qtbot)
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Reset]
    asked: list[str] = []

    def question(_parent: object, title: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    assert not page.reset()
    assert store_at(isolated).game_count() == 1 and len(asked) == 1
    assert reread(page, qtbot, page.reset)
    assert store_at(isolated).game_count() == 0 and len(asked) == 2
    assert page.message.isVisible() and not page.body.isVisible()
    reread(page, qtbot)  # the old autosaves do not come back after a reset
    assert store_at(isolated).game_count() == 0


def test_export_csv_writes_where_the_player_chose(
    window: MainWindow, isolated: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    autosave(played("duel", {}, 3), [SeatSetup(human=True, name="Zoé"), SeatSetup(human=False, level="easy")])
    open_page(window, qtbot)
    target = tmp_path / "mine.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target), ""))
    assert window.stats_page.export()
    rows = list(csv.DictReader(target.open(encoding="utf-8", newline="")))
    assert [(r["name"], r["human"], r["bot_level"]) for r in rows] == [("Zoé", "1", ""), ("", "0", "easy")]


def test_the_menu_and_the_start_page_open_it_and_back_returns(window: MainWindow, qtbot: QtBot) -> None:
    with qtbot.waitSignal(window.stats_page.loaded):
        window.start_page.stats.click()
    assert window.stack.currentWidget() is window.stats_page
    window.stats_page.back.click()
    assert window.stack.currentWidget() is window.start_page
    with qtbot.waitSignal(window.stats_page.loaded):
        window.act_stats.trigger()
    assert window.stack.currentWidget() is window.stats_page
    assert "No finished games yet" in window.stats_page.message.text()


def test_a_store_that_cannot_be_opened_never_stops_a_game(
    window: MainWindow, isolated: Path, qtbot: QtBot
) -> None:
    """A folder where the file should be (SQLite cannot open it, as in a folder it may not write)."""
    stats_file(isolated).mkdir(parents=True)
    path = autosave(played("duel", {}, 3, stop_before_end=1), HOT_SEAT)
    assert window.load_path(path)
    c = window.controller
    [seat] = c.state.to_act()
    c.play(seat, c.state.legal_moves(seat)[0])
    assert c.state.is_terminal() and "unable to open" in window.stats_page.hook.problem
    open_page(window, qtbot)
    assert window.stats_page.problem is not None and window.stats_page.problem.kind == "unavailable"
    assert "cannot be read or written" in window.stats_page.message.text()
    window.stats_page.back.click()
    window.quick_start()  # and the next game starts as ever
    assert window.controller.state is not None and not window.controller.state.is_terminal()


# --- issue 42: every broken file opens the page, says what is wrong, and Reset sets it aside ------------

WORDS = {"damaged": "is damaged", "newer": "newer version"}


def saved_games(data: Path) -> tuple[Path, Path]:
    """An unfinished autosave (what Continue resumes) and a Duel one move before its end."""
    unfinished = autosave(played("architects", {"players": 2}, 9, stop_before_end=20), HOT_SEAT)
    os.utime(unfinished, (1_000_000_000, 1_000_000_000))
    return unfinished, autosave(played("duel", {}, 3, stop_before_end=1), HOT_SEAT)


def games_tree(data: Path) -> dict[str, bytes]:
    return {key: value for key, value in tree(data).items() if not key.startswith(FILE_NAME)}


def end_the_game(window: MainWindow, path: Path) -> None:
    assert window.load_path(path)
    c = window.controller
    [seat] = c.state.to_act()
    c.play(seat, c.state.legal_moves(seat)[0])
    assert c.state.is_terminal()
    autosave_module.wait()  # written on its own thread: on disk before any file is compared


def answer_reset(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.Reset)


@pytest.mark.parametrize("name", stats_corpus.NAMES)
def test_a_broken_statistics_file_opens_the_page_says_what_is_wrong_and_reset_sets_it_aside(
    name: str, window: MainWindow, isolated: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = stats_corpus.BY_NAME[name]
    unfinished, almost_over = saved_games(isolated)
    entry.make(stats_file(isolated))
    end_the_game(window, almost_over)  # a game that ends with the broken file: the game goes on
    assert not window.stats_page.hook.waiting  # (a file whose rows alone are bad still takes the game)
    broken = stats_file(isolated).read_bytes()
    games = games_tree(isolated)
    page = open_page(window, qtbot)
    assert window.stack.currentWidget() is page and page.message.isVisible()
    assert page.problem is not None and page.problem.kind == entry.kind
    assert WORDS[entry.kind] in page.message.text() and entry.words in page.message.text()
    assert "in use" not in page.message.text() and not page.retry_button.isVisible()
    assert page.reset_button.isEnabled() and not page.body.isVisible()
    answer_reset(monkeypatch)
    assert reread(page, qtbot, page.reset)
    assert (isolated / f"{FILE_NAME}.damaged-1").read_bytes() == broken  # kept beside, never deleted
    assert page.problem is None and "No finished games yet" in page.message.text()
    assert games_tree(isolated) == games  # no save or autosave touched
    assert autosave_module.last_game_path() == unfinished  # Continue still resumes the game
    end_the_game(window, autosave(played("duel", {}, 3, stop_before_end=1), HOT_SEAT))
    assert store_at(isolated).game_count() == 1  # the new file counts the next game


def test_options_and_names_the_app_does_not_know_are_shown_not_refused(
    window: MainWindow, isolated: Path, qtbot: QtBot
) -> None:
    """A newer app's game, options of the wrong shapes, an unknown Wonder and date: readable, so shown."""
    store = stats_corpus.good_store(stats_file(isolated))
    store.set_flag(IMPORTED_AUTOSAVES)
    with closing(sqlite3.connect(store.path, isolation_level=None)) as connection:
        connection.execute(
            'UPDATE games SET options = \'{"players": "many", "edition": [2], "expansions": 7, '
            "\"variant\": {}}' WHERE id = '00000000000a'"
        )
        connection.execute(
            "UPDATE games SET game = 'chess', finished = 'yesterday' WHERE id = '00000000000b'"
        )
        connection.execute("UPDATE seat_wonders SET wonder = 'atlantis' WHERE game_id = '00000000000c'")
    page = open_page(window, qtbot)
    assert page.problem is None and page.body.isVisible()
    page.player.setCurrentIndex(0)
    page.player.activated.emit(0)
    modes = [page.by_mode.topLevelItem(row).text(0) for row in range(page.by_mode.topLevelItemCount())]
    assert len(modes) == 3 and any(mode.startswith("chess") for mode in modes)
    wonders = [page.by_wonder.topLevelItem(row).text(0) for row in range(page.by_wonder.topLevelItemCount())]
    assert any("Atlantis" in wonder for wonder in wonders)


# --- issue 42: a file another copy of the app holds is in use, not damaged; the game is counted later ---


def test_a_file_held_by_another_process_is_in_use_never_set_aside_and_the_game_is_counted_later(
    window: MainWindow,
    isolated: Path,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[tuple[str, str]],
) -> None:
    monkeypatch.setattr(page_module, "READ_TIMEOUT_S", 0.2)  # the page waits less for the lock in tests
    store = stats_corpus.good_store(stats_file(isolated))
    store.set_flag(IMPORTED_AUTOSAVES)
    _, almost_over = saved_games(isolated)
    holder = subprocess.Popen(
        stats_corpus.locker_command(store.path), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        held = store.path.read_bytes()
        end_the_game(window, almost_over)  # ends while the other process holds the file
        hook = window.stats_page.hook
        assert hook.waiting and not hook.problem and len(pending.waiting(store)) == 1
        page = open_page(window, qtbot)
        assert page.problem is not None and page.problem.kind == "locked"
        assert "in use by another copy of the app" in page.message.text()
        assert "damaged" not in page.message.text() and page.retry_button.isVisible()
        monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.Reset)
        assert not page.reset()  # Reset refuses: the file is healthy, only busy
        assert messages and "in use by another copy of the app" in messages[-1][1]
        assert not list(isolated.glob(f"{FILE_NAME}.damaged*")) and store.path.read_bytes() == held
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=60)
    reread(page, qtbot, page.retry_button.click)  # Try again, now that the other copy is gone
    assert page.problem is None and not page.retry_button.isVisible()
    assert store_at(isolated).game_count() == 4 and pending.waiting(store) == []  # 3 kept + the waiting one
    page.player.setCurrentIndex(0)
    page.player.activated.emit(0)
    assert page.numbers().total.played == 4 + 2  # the three games' humans, and Ana and Bo of the Duel
    assert not hook.waiting and "waits" not in page.message.text()


# --- issue 42: many games: the page opens at once and fills in ----------------------------------------


def test_the_page_is_shown_and_answers_events_before_its_numbers_arrive(
    window: MainWindow, isolated: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    stats_corpus.good_store(stats_file(isolated)).set_flag(IMPORTED_AUTOSAVES)
    gate = threading.Event()
    real = page_module.read_summary

    def held_back(store: Any) -> Any:  # the numbers of a huge file: not there until the gate opens
        assert gate.wait(60)
        return real(store)

    monkeypatch.setattr(page_module, "read_summary", held_back)
    page = window.stats_page
    arrived: list[str] = []
    page.loaded.connect(lambda: arrived.append("numbers"))
    show_statistics(window)
    assert window.stack.currentWidget() is page and page.isVisible()
    assert "Reading the statistics" in page.message.text() and not page.body.isVisible()
    ticks: list[str] = []
    QTimer.singleShot(0, lambda: ticks.append("event"))
    qtbot.waitUntil(lambda: bool(ticks))  # the event loop runs while the numbers are counted
    page.back.click()  # and the page answers: Back works
    assert window.stack.currentWidget() is not page and arrived == []
    with qtbot.waitSignal(page.loaded, timeout=60_000):
        show_statistics(window)
        gate.set()
    assert page.problem is None and page.body.isVisible() and page.numbers().total.played == 2
