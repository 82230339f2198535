"""The analysis in the app for 7 Wonders and Architects (issue 25; Duel's: ``test_analysis_window``): the
worker rates a seat's decisions and the save keeps them, and the replay opened on a decision marks the
better move on the table itself — 7 Wonders' card of the analysed seat's hand with what to do with it,
Architects' deck, Progress token or stage piece — until the player steps to another position."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.test_analysis_window import (
    BUDGET,
    ITERATIONS,
    assert_the_gui_turned_between_decisions,
    counting,
    gui_turns_while,
    off_the_gui_thread,
    open_analysis,
)
from wonders_desktop.bots.analysis import analyse_record
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.art.painter import BadgeKind
from wonders_desktop.ui.savegames import autosave, saves
from wonders_desktop.ui.savegames.save_schema import SaveFile, analysis_of, with_analysis
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.architects.pieces import Piece
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.views.classic.hand import PricedCard
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.window.analysis_window import AnalysisWindow
from wonders_desktop.ui.window.main_window import MainWindow
from wonders_desktop.ui.window.replay_window import ReplayWindow

GAMES = {"classic": {"players": 3}, "architects": {"players": 2}}


def finished(kind: str, seed: int = 3) -> Any:
    """A short game of ``kind`` played to its end by random moves (7 Wonders: 3 players, 18 decisions a
    seat; Architects: 2 players, about 35)."""
    state = game_spec(kind).new_game(GAMES[kind], seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    return state


def autosaved(state: Any) -> tuple[SaveFile, Any]:
    """``state`` as the autosave of a game seat 0 (a human) played against bots."""
    seats = [SeatSetup(human=seat == 0, level="medium") for seat in range(state.num_players)]
    save = saves.make_save(state, seats, saves.new_game_id(), saves.now())
    path = saves.autosave_path(save.game_id)
    saves.write_save(path, save)
    return save, path


@pytest.fixture(scope="module")
def analysed_games() -> dict[str, tuple[Any, dict[str, Any]]]:
    """Each game finished and analysed once for the module (seat 0, a reproducible iteration cap)."""
    games = {}
    for kind in GAMES:
        state = finished(kind)
        seats = [SeatSetup(human=seat == 0) for seat in range(state.num_players)]
        save = saves.make_save(state, seats, "0123456789ab", saves.now())
        games[kind] = (state, analyse_record(save.record, 0, time_budget=None, iterations=ITERATIONS))
    return games


def stored(kind: str, games: dict[str, tuple[Any, dict[str, Any]]]) -> tuple[SaveFile, Any]:
    state, result = games[kind]
    save, path = autosaved(state)
    save = with_analysis(save, 0, result, 0.5)
    saves.write_save(path, save)
    return save, path


# --- the worker, in the app ------------------------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_app_rates_a_game_and_stores_the_analysis(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    save, path = autosaved(finished(kind))
    mine = [index for index, (seat, _) in enumerate(save.record.moves) if seat == 0]
    calls = counting(monkeypatch)
    events: list[str] = []
    threads = off_the_gui_thread(monkeypatch, events)
    analysis = open_analysis(window, path)
    assert analysis.seat() == 0 and analysis.table.topLevelItemCount() == 0
    analysis.budget = BUDGET
    analysis.start_button.click()
    gui_turns_while(qtbot, lambda: not analysis.running(), events)
    assert_the_gui_turned_between_decisions(events, threads)
    assert "error" not in analysis.status.text()
    assert analysis.progress.value() == analysis.progress.maximum() == len(mine)
    assert analysis.table.topLevelItemCount() == len(analysis.chart.points) == len(mine)
    assert sorted(calls) == mine  # each decision of seat 0 searched once, from its own position
    autosave.wait()
    kept = analysis_of(saves.load_game(path)[0], 0)
    assert kept is not None and [move.index for move in kept.moves] == mine and kept.budget == BUDGET
    assert json.loads(path.read_text())["version"] == 3
    analysis.close()
    again = open_analysis(window, path)  # read from the file: shown at once, not searched again
    assert again.table.topLevelItemCount() == len(mine) and len(calls) == len(mine)
    assert again.start_button.text() == "Analyse again"


# --- the better move on the replayed table -----------------------------------------------------------
def rows_where(analysis: AnalysisWindow, verbs: tuple[str, ...]) -> list[int]:
    """The decisions whose better move is not the one played and starts with one of ``verbs``."""
    return [
        row
        for row, move in enumerate(analysis.moves)
        if move["best"] != move["played"] and move["best"].split(":")[0] in verbs
    ]


def opened(analysis: AnalysisWindow, row: int) -> ReplayWindow:
    replay = analysis.open_replay(row)
    assert replay is not None and replay.position == analysis.moves[row]["index"]
    assert replay.controller.viewer == 0 and replay.advice.isVisible()  # the analysed seat's view
    return replay


def classic_marks(replay: ReplayWindow) -> list[tuple[str, str]]:
    """The cards of the hand the table marks as the better move, with their badges' words."""
    view = replay.view
    assert isinstance(view, ClassicTable)
    marked = [card for card in view.hand.cards if isinstance(card, PricedCard) and card.advised]
    badges = [card.state().badge for card in marked]
    assert all(badge is not None and badge.kind is BadgeKind.HINT for badge in badges)
    return [(card.property("card"), badge.text) for card, badge in zip(marked, badges, strict=True)]  # type: ignore[union-attr]  # every badge was checked not None just above


def test_the_classic_replay_marks_the_better_card_of_the_hand(
    window: MainWindow, analysed_games: Any
) -> None:
    _save, path = stored("classic", analysed_games)
    analysis = open_analysis(window, path)
    words = {"build": "Build", "sell": "Discard", "free": "Build free"}
    rows = rows_where(analysis, ("build", "stage", "sell", "free"))
    assert {analysis.moves[row]["best"].split(":")[0] for row in rows} >= {"build", "stage"}
    for verb in ("build", "stage"):
        row = next(r for r in rows if analysis.moves[r]["best"].startswith(verb))
        move = analysis.moves[row]
        replay = opened(analysis, row)
        view = replay.view
        assert isinstance(view, ClassicTable)
        card = move["best"].split(":")[1]
        assert card in [hand_card.card for hand_card in view.table.hand]  # type: ignore[union-attr]  # the table's model is None until the first refresh, done here
        if verb == "stage":
            number = view.table.cities[0].stages_built + 1  # type: ignore[union-attr]  # the table's model is None until the first refresh, done here
            expected = [(card, f"Stage {number}")]
        else:
            expected = [(card, words[verb])]
        assert classic_marks(replay) == expected
        assert view.hand.current is None  # a mark, not a choice: nobody acts in a replay
        replay.go(move["index"] + 1)  # a step away: no mark, no advice
        assert classic_marks(replay) == [] and view is not replay.view and not replay.advice.isVisible()
        replay.go(move["index"])  # back again: the advice is about this position
        assert classic_marks(replay) == expected and replay.advice.isVisible()
    replay.go(replay.position + 1)  # a position without advice: the table marks what it is asked to
    view = replay.view
    assert isinstance(view, ClassicTable) and view.table is not None and classic_marks(replay) == []
    first = view.table.hand[0].card
    for move in ("fc.build:" + first + ":l0r0", "pass", "debt:1", "discard:" + first, "build:nothing:l0r0"):
        assert not view.mark_advice(move)  # no card of this hand: the advice line names it
    assert view.mark_advice(f"sell:{first}") and classic_marks(replay) == [(first, words["sell"])]


def architects_marks(replay: ReplayWindow) -> list[str]:
    view = replay.view
    assert isinstance(view, ArchitectsTable)
    return sorted(piece.objectName() for piece in view.findChildren(Piece) if piece.advised)


def test_the_architects_replay_marks_the_deck_or_token_of_the_better_move(
    window: MainWindow, analysed_games: Any
) -> None:
    _save, path = stored("architects", analysed_games)
    analysis = open_analysis(window, path)
    takes = rows_where(analysis, ("take",))
    assert takes
    row = takes[0]
    move = analysis.moves[row]
    deck = move["best"].split(":")[1]
    replay = opened(analysis, row)
    view = replay.view
    assert isinstance(view, ArchitectsTable)
    assert architects_marks(replay) == [f"deck:{deck}"] and view.decks[deck].advised
    assert not view.decks[deck].active  # marked, never clickable: nobody acts in a replay
    replay.go(move["index"] + 1)  # a step away: the mark goes with the advice
    assert architects_marks(replay) == [] and not replay.advice.isVisible()
    for row in rows_where(analysis, ("progress", "effect_token"))[:1]:  # a token, when one was better
        token = analysis.moves[row]["best"].split(":")[-1]
        assert architects_marks(opened(analysis, row)) == [f"token:{token}"]
    replay.go(replay.position + 1)  # a position without advice: the table marks what it is asked to
    fresh = replay.view
    assert isinstance(fresh, ArchitectsTable) and architects_marks(replay) == []
    assert not fresh.mark_advice("end") and not fresh.mark_advice("keep:glass")  # the advice line names them
    assert not fresh.mark_advice("take:nowhere") and architects_marks(replay) == []
    assert fresh.mark_advice("build:2:wood+clay") and architects_marks(replay) == ["stage:2"]  # own piece
    assert fresh.viewer_panel.wonder.piece(2).advised  # type: ignore[union-attr]  # the viewer's, no other's


def test_the_architects_replay_tells_what_just_happened(window: MainWindow, analysed_games: Any) -> None:
    """A table built on a position of a game under way (a replay's step, a continued save) shows its last
    moves at once; it used to show an empty "What just happened" until the next move."""
    _save, path = stored("architects", analysed_games)
    analysis = open_analysis(window, path)
    replay = opened(analysis, rows_where(analysis, ("take",))[-1])
    view = replay.view
    assert isinstance(view, ArchitectsTable)
    assert view.decision.feed.text() and not view.decision.feed.isHidden()
    replay.go(0)  # the first position: nothing happened yet
    fresh = replay.view
    assert isinstance(fresh, ArchitectsTable) and fresh.decision.feed.text() == ""
