"""The analysis in the app (issue 25): run from the saved-games page on worker threads, shown as a chart
and a list, stored in the save (not searched again), opened in the replay, refused when crafted."""

from __future__ import annotations

import hashlib
import json
import random
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from pytestqt.qtbot import QtBot

from wonders_desktop.bots.analysis import analyse_record
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.savegames import analysis_worker, autosave, library, saves
from wonders_desktop.ui.savegames.save_schema import SaveFile, analysis_of, with_analysis
from wonders_desktop.ui.savegames.saves import SaveError, SeatSetup
from wonders_desktop.ui.window.analysis_window import AnalysisWindow, move_words
from wonders_desktop.ui.window.main_window import MainWindow

BUDGET = 0.01  # seconds of search per decision: the tests check the plumbing, not the ratings
ITERATIONS = 24  # a reproducible stored analysis for the tests that do not run the worker


def finished_duel(seed: int = 3) -> Any:
    """A Duel played to its end by random moves (about 35 decisions a seat)."""
    state = game_spec("duel").new_game({}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    return state


def autosaved(state: Any) -> tuple[SaveFile, Path]:
    """``state`` as the autosave of a game a human (seat 0) played against a bot."""
    seats = [SeatSetup(human=True), SeatSetup(human=False, level="hard")]
    save = saves.make_save(state, seats, saves.new_game_id(), saves.now())
    path = saves.autosave_path(save.game_id)
    saves.write_save(path, save)
    return save, path


def analysed(save: SaveFile, path: Path) -> SaveFile:
    """``save`` with a stored analysis of seat 0 (a reproducible one), written to ``path``."""
    result = analyse_record(save.record, 0, time_budget=None, iterations=ITERATIONS)
    stored = with_analysis(save, 0, result, 0.5)
    saves.write_save(path, stored)
    return stored


def open_analysis(window: MainWindow, path: Path) -> AnalysisWindow:
    window.show_saved_games()
    window.saved_page.refresh(path)
    assert window.saved_page.analyse_button.isEnabled()
    window.saved_page.analyse_button.click()
    analysis = window.saved_page.analysis_window
    assert analysis is not None and analysis.save.game_id == window.saved_page.selected().save.game_id  # type: ignore[union-attr]  # a saved game is selected here
    return analysis


def counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the decisions the worker searches (the real search still runs)."""
    calls: list[int] = []
    original = analysis_worker.rate_decision

    def rate(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[4])
        return original(*args, **kwargs)

    monkeypatch.setattr(analysis_worker, "rate_decision", rate)
    return calls


def gui_turns_while(
    qtbot: QtBot, done: Callable[[], bool], events: list[str], timeout_ms: int = 120_000
) -> None:
    """Run the event loop until ``done``, adding ``"tick"`` to ``events`` at each turn of a 10 ms timer on
    the GUI thread (the worker adds its decisions to the same list). Order, not the clock: the GUI's
    stalls in milliseconds are measured in benchmarks/bench_latency.py."""

    def tick() -> None:
        events.append("tick")

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    qtbot.waitUntil(done, timeout=timeout_ms)
    timer.stop()


def off_the_gui_thread(monkeypatch: pytest.MonkeyPatch, events: list[str]) -> list[int]:
    """Record, in ``events``, each decision the worker rates; returns the threads they were rated on."""
    threads: list[int] = []
    original = analysis_worker.rate_decision

    def rate(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.get_ident())
        events.append("decision")
        return original(*args, **kwargs)

    monkeypatch.setattr(analysis_worker, "rate_decision", rate)
    return threads


def holding_the_search_at(
    monkeypatch: pytest.MonkeyPatch, number: int
) -> tuple[threading.Event, threading.Event]:
    """Make the worker's ``number``-th decision wait (inside its search) until the test releases it:
    the first event says it is held, the second releases it."""
    held, release = threading.Event(), threading.Event()
    original = analysis_worker.rate_decision
    count = [0]

    def rate(*args: Any, **kwargs: Any) -> Any:
        count[0] += 1
        if count[0] == number:
            held.set()
            release.wait(60)
        return original(*args, **kwargs)

    monkeypatch.setattr(analysis_worker, "rate_decision", rate)
    return held, release


def assert_the_gui_turned_between_decisions(events: list[str], threads: list[int]) -> None:
    """Every decision rated on a worker thread, and the GUI's timer turned while they were rated: the
    analysis never held the event loop (a search on the GUI thread would give no tick in between)."""
    assert threads and all(thread != threading.get_ident() for thread in threads)
    first, last = events.index("decision"), len(events) - 1 - events[::-1].index("decision")
    assert "tick" in events[first:last], "the GUI thread never turned while the analysis ran"


def test_an_analysis_runs_off_the_gui_thread_is_stored_and_is_not_searched_again(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    save, path = autosaved(finished_duel())
    total = sum(1 for seat, _ in save.record.moves if seat == 0)
    calls = counting(monkeypatch)
    events: list[str] = []
    threads = off_the_gui_thread(monkeypatch, events)
    analysis = open_analysis(window, path)
    assert analysis.seat() == 0 and analysis.table.topLevelItemCount() == 0  # nothing stored yet
    analysis.budget = BUDGET
    analysis.start_button.click()
    assert analysis.running() and not analysis.start_button.isEnabled() and analysis.cancel_button.isEnabled()
    gui_turns_while(qtbot, lambda: not analysis.running(), events)
    assert_the_gui_turned_between_decisions(events, threads)
    assert analysis.progress.value() == analysis.progress.maximum() == total
    assert analysis.table.topLevelItemCount() == len(analysis.chart.points) == total
    assert sorted(calls) == [index for index, (seat, _) in enumerate(save.record.moves) if seat == 0]
    autosave.wait()
    stored, _ = saves.load_game(path)
    kept = analysis_of(stored, 0)
    assert kept is not None and len(kept.moves) == total and kept.budget == BUDGET
    assert json.loads(path.read_text())["version"] == 3
    analysis.close()
    again = open_analysis(window, path)  # the page reads the file again: the stored analysis shows
    assert again.table.topLevelItemCount() == total and len(again.chart.points) == total
    assert again.start_button.text() == "Analyse again" and not again.running()
    assert len(calls) == total  # nothing was searched a second time
    first = again.table.topLevelItem(0)
    assert first.text(2) == move_words(kept.moves[0].played, stored)  # the move in the player's words


def test_cancel_stops_the_analysis_and_stores_nothing(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _save, path = autosaved(finished_duel(seed=4))
    calls = counting(monkeypatch)
    held, release = holding_the_search_at(monkeypatch, 3)
    analysis = open_analysis(window, path)
    analysis.budget = 0.05
    analysis.start_button.click()
    job = analysis.job
    assert job is not None and job.thread.daemon  # closing the app never waits for it
    qtbot.waitUntil(lambda: analysis.table.topLevelItemCount() >= 2, timeout=30_000)
    qtbot.waitUntil(held.is_set, timeout=30_000)  # the worker is inside a search that cannot end yet
    analysis.cancel_button.click()  # it returns: a Cancel that joined the search would never come back
    assert job.thread.is_alive() and job.cancelled
    release.set()
    shown = analysis.table.topLevelItemCount()
    assert (
        not analysis.running()
        and analysis.start_button.isEnabled()
        and not analysis.cancel_button.isEnabled()
    )
    assert "cancelled" in analysis.status.text()
    job.thread.join(5)
    assert not job.thread.is_alive() and len(calls) <= shown + 1  # it stopped before the next decision
    qtbot.wait(50)
    assert analysis.table.topLevelItemCount() == shown  # nothing arrives after Cancel
    autosave.wait()
    stored, _ = saves.load_game(path)
    assert stored.analysis is None and "analysis" not in path.read_text()


def test_closing_the_window_mid_analysis_leaves_nothing_to_wait_for(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _save, path = autosaved(finished_duel(seed=5))
    held, release = holding_the_search_at(monkeypatch, 1)
    analysis = open_analysis(window, path)
    analysis.budget = 0.05
    analysis.start_button.click()
    job = analysis.job
    assert job is not None
    qtbot.waitUntil(held.is_set, timeout=30_000)
    analysis.close()  # it returns while the search cannot end: the close never joins it
    assert job.thread.is_alive() and job.cancelled and job.thread.daemon
    release.set()
    job.thread.join(60)
    assert not job.thread.is_alive()


def test_a_click_on_a_decision_opens_the_replay_there_with_the_better_move(
    window: MainWindow, qtbot: QtBot
) -> None:
    save, path = autosaved(finished_duel())
    stored = analysed(save, path)
    moves = analysis_of(stored, 0).moves  # type: ignore[union-attr]  # the save was analysed just above: its analysis is there
    analysis = open_analysis(window, path)
    assert analysis.table.topLevelItemCount() == len(moves)  # stored: shown at once
    # A marked decision whose better move builds or discards a card of the pyramid.
    row = next(
        r
        for r, m in enumerate(moves)
        if m.mark != "fine" and m.best != m.played and m.best.split(":")[0] in ("build", "discard")
    )
    item = analysis.table.topLevelItem(row)
    analysis.table.scrollToItem(item)
    rect = analysis.table.visualItemRect(item)
    qtbot.mouseClick(analysis.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    replay = analysis.replay_window
    assert replay is not None and replay.isVisible()
    assert replay.position == moves[row].index  # the position before the decision
    better = move_words(moves[row].best, stored)
    assert replay.advice.isVisible() and f"Better: {better}" in replay.advice.text()
    card = moves[row].best.split(":")[-1]
    slot = next(s.slot for s in replay.view.model.slots if s.card == card)  # type: ignore[union-attr]  # the replay shows the Duel table with its model
    assert replay.view.structure.hinted == slot  # type: ignore[union-attr]  # marked as a hint marks it
    replay.go(moves[row].index + 1)
    assert not replay.advice.isVisible()  # the advice is about that position only
    chart = analysis.chart
    analysis.replay_window.close()  # type: ignore[union-attr]  # the replay window was opened just above
    qtbot.waitUntil(lambda: analysis.replay_window is None)
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=_point(chart, 0))
    assert analysis.replay_window is not None and analysis.replay_window.position == moves[0].index


def _point(chart: Any, row: int) -> QPoint:
    return QPoint(round(chart.x_of(row)), round(chart.y_of(chart.points[row].win_played)))


def test_the_game_menu_analyses_the_finished_game_in_play(window: MainWindow, qtbot: QtBot) -> None:
    assert not window.act_analyse.isEnabled()
    save, path = autosaved(finished_duel())
    analysed(save, path)
    assert window.load_path(path)
    qtbot.waitUntil(window.controller.is_idle)
    assert window.act_analyse.isEnabled()
    window.act_analyse.trigger()
    shown = window.findChildren(AnalysisWindow)
    assert len(shown) == 1 and shown[0].table.topLevelItemCount() == len(analysis_of(shown[0].save, 0).moves)  # type: ignore[union-attr]  # the save was analysed just above: its analysis is there
    assert shown[0].path == path
    window.controller.rename("Kept")  # the autosave is written again: the analysis stays in it
    autosave.wait()
    assert saves.load_game(path)[0].analysis is not None
    sheet = window.open_final_sheet()
    assert sheet.analyse_button is not None and sheet.analyse_button.text() == "Analyse…"
    sheet.analyse_button.click()
    qtbot.waitUntil(lambda: len(window.findChildren(AnalysisWindow)) == 1)  # the earlier one closed
    sheet.close()


# --- the save file -------------------------------------------------------------------------------
def resigned(data: dict[str, Any]) -> str:
    body = {key: value for key, value in data.items() if key != "digest"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return json.dumps({**data, "digest": hashlib.sha256(text.encode()).hexdigest()})


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


HOSTILE: dict[str, Callable[[dict[str, Any]], None]] = {
    "unknown_mark": _set(["analysis", 0, "moves", 0, "mark"], "brilliant"),
    "chance_above_one": _set(["analysis", 0, "moves", 0, "win_best"], 1.5),
    "negative_chance": _set(["analysis", 0, "moves", 0, "win_played"], -0.1),
    "chance_as_text": _set(["analysis", 0, "moves", 0, "win_played"], "0.5"),
    "index_beyond_the_game": _set(["analysis", 0, "moves", 0, "index"], 10_000),
    "move_of_another_seat": _set(["analysis", 0, "seat"], 1),
    "played_is_not_the_record": _set(["analysis", 0, "moves", 0, "played"], "build:x"),
    "loss_not_the_difference": _set(["analysis", 0, "moves", 0, "loss"], 0.9),
    "budget_zero": _set(["analysis", 0, "budget"], 0.0),
    "extra_key": _set(["analysis", 0, "moves", 0, "comment"], "hi"),
    "in_a_version_2_save": _set(["version"], 2),
    "in_an_unfinished_game": _set(["finished"], False),
    "too_many_seats": lambda data: data["analysis"].extend([data["analysis"][0]] * 12),
    "seat_twice": lambda data: data["analysis"].append(data["analysis"][0]),
    "not_a_list": _set(["analysis"], {"seat": 0}),
    "moves_out_of_order": lambda data: data["analysis"][0]["moves"].reverse(),
    # coherent in shape, not with the game: a seat it does not have, better moves that are not legal there
    "a_seat_the_game_does_not_have": lambda data: data["analysis"].append(
        {"seat": 5, "budget": 0.5, "moves": [], "mean_loss": 0.0}
    ),
    "better_move_of_a_later_age": lambda data: data["analysis"][0]["moves"][0].update(
        best=data["analysis"][0]["moves"][-1]["played"]
    ),
    "better_move_of_no_game": _set(["analysis", 0, "moves", 0, "best"], "no-such-move"),
    "better_move_in_other_digits": lambda data: data["analysis"][0]["moves"][0].update(
        best=data["analysis"][0]["moves"][0]["best"] + "٣"
    ),
}


@pytest.fixture(scope="module")
def analysed_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    state = finished_duel(seed=6)
    seats = [SeatSetup(human=True), SeatSetup(human=False)]
    save = saves.make_save(state, seats, saves.new_game_id(), saves.now())
    return with_analysis(save, 0, analyse_record(save.record, 0, None, 8), 0.5).model_dump_json(indent=1)


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_crafted_analysis_is_refused_like_any_bad_field(
    name: str, analysed_text: str, tmp_path: Path
) -> None:
    data = json.loads(analysed_text)
    HOSTILE[name](data)
    path = tmp_path / "hostile.json"
    path.write_text(resigned(data), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        saves.load_game(path)
    assert refused.value.reason == "invalid" and "analysis" in refused.value.detail


def test_the_page_lists_a_crafted_analysis_as_a_file_that_cannot_be_opened(
    window: MainWindow, analysed_text: str
) -> None:
    data = json.loads(analysed_text)
    HOSTILE["unknown_mark"](data)
    path = saves.autosave_path(data["game_id"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(resigned(data), encoding="utf-8")
    window.show_saved_games()
    window.saved_page.refresh(path)
    entry = window.saved_page.selected()
    assert entry is not None and entry.path == path and entry.save is None
    assert not window.saved_page.analyse_button.isEnabled()
    detail = window.saved_page.detail.text()
    assert "not a saved game of this app" in detail and "Nothing was lost" in detail and "analysis" in detail
    assert library.scan()[0].error is not None


def test_a_save_without_analysis_is_written_as_before(tmp_path: Path, analysed_text: str) -> None:
    """Older apps read every save that has no analysis: version 2, no ``analysis`` key, same digest."""
    state = finished_duel(seed=6)
    save = saves.make_save(
        state, [SeatSetup(human=True), SeatSetup(human=False)], "0123456789ab", saves.now()
    )
    data = json.loads(save.model_dump_json())
    assert data["version"] == 2 and "analysis" not in data
    body = {key: value for key, value in data.items() if key != "digest"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    assert data["digest"] == hashlib.sha256(text.encode()).hexdigest()
    stored = json.loads(analysed_text)
    assert stored["version"] == 3 and stored["analysis"][0]["seat"] == 0


def test_the_analysis_speaks_the_players_language(window: MainWindow, qtbot: QtBot) -> None:
    save, path = autosaved(finished_duel())
    stored = analysed(save, path)
    analysis = open_analysis(window, path)
    window.switch_language("pt_BR")
    qtbot.waitUntil(lambda: analysis.title.text() == "Análise")
    assert (
        analysis.table.headerItem().text(0) == "Decisão"
        and analysis.start_button.text() == "Analisar de novo"
    )
    first = analysis_of(stored, 0).moves[0]  # type: ignore[union-attr]  # the save was analysed just above: its analysis is there
    assert analysis.table.topLevelItem(0).text(2) == move_words(first.played, stored)  # Portuguese names
    assert analysis.table.topLevelItem(0).text(6) in {"Boa", "Imprecisão", "Erro", "Erro grave"}
