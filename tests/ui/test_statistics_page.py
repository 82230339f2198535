"""The statistics in the window: a game that ends in play is counted (once; an opened finished game is
not), the finished autosaves are imported once, a damaged store never stops a game and is said on the
page, Reset asks first, Export CSV writes the file, the numbers of real games of each kind."""

from __future__ import annotations

import csv
import json
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.stats.store import FILE_NAME, store_at
from wonders_desktop.ui.savegames import saves
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.shell.main_window import MainWindow
from wonders_desktop.ui.statistics.facts import game_fact
from wonders_desktop.ui.statistics.page import StatisticsPage, show_statistics

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
