"""The coach (issue 38): a move the analysis marks as a mistake or a blunder is held and said before it
is played, on the real window and tables of the three games.

The ratings are the analysis' own (``rate_decision``) under an iteration cap and a fixed seed, so each
fixed position gets the same marks on every machine; the tests that need a worker answering late (or
never) give the coach a rater they release by hand. Nothing here reads a clock: the tests assert what
was applied, what the note showed and in which order.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.bots.test_pause_gate import CountingGate
from tests.test_analyse import played_game
from wonders_desktop.bots.analysis import Rating, rate_decision
from wonders_desktop.bots.base import CancelToken
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.duel.rules import DATA, located_cards
from wonders_desktop.engine.duel.scenario import build_position
from wonders_desktop.ui.savegames import saves
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.session.coach import CoachWarning
from wonders_desktop.ui.views.architects.pieces import Piece
from wonders_desktop.ui.window.main_window import MainWindow


@dataclass(frozen=True)
class Position:
    """A fixed position of a game, seat 0 to move: a move the analysis calls a blunder, and its best."""

    state: GameState
    blunder: str
    best: str
    seed: int
    iterations: int


def duel_position() -> Position:
    """The Archery Range wins by military supremacy at once; discarding it throws the game away
    (``tests/test_analyse.py``: the same position, the same rating)."""
    state = build_position(
        {
            "game": "duel",
            "players": [
                {"city": ["lumber_yard", "quarry", "press"], "coins": 7},
                {"city": ["courthouse", "temple", "aqueduct", "rostrum", "altar", "baths", "theater"]},
            ],
            "conflict": 7,
            "structure": {"age": 2, "cards": ["archery_range", "statue"]},
        }
    )
    unplaced = [card for card in DATA.age_decks[1] if card not in located_cards(state)]
    state.discard, state.removed = unplaced[3:], [unplaced[:3]]
    return Position(state, "discard:archery_range", "build:archery_range", 2, 200)


def classic_position() -> Position:
    """Three medium bots' game, seed 0, at seat 0's fourth card: discarding the Scriptorium rates as a
    blunder against building the Lumber Yard (seed 7, 60 iterations)."""
    state = played_game("classic", {"players": 3}, 0, 9)
    return Position(state, "sell:scriptorium", "build:lumber_yard:l0r0", 7, 60)


def architects_position() -> Position:
    """Two medium bots' game, seed 0, 18 moves in: taking Rhodes' card rates as a blunder against the
    central deck's (seed 7, 60 iterations)."""
    state = played_game("architects", {"players": 2}, 0, 18)
    return Position(state, "take:rhodes", "take:central", 7, 60)


POSITIONS: dict[str, Callable[[], Position]] = {
    "duel": duel_position,
    "classic": classic_position,
    "architects": architects_position,
}


def capped(position: Position) -> Callable[[GameState, int, Move, int, CancelToken], Rating]:
    """The analysis' rating, reproducible: the position's seed and iteration cap."""

    def rate(view: GameState, seat: int, move: Move, _seed: int, cancel: CancelToken) -> Rating:
        return rate_decision(
            view, seat, move, position.seed, time_budget=None, iterations=position.iterations, cancel=cancel
        )

    return rate


def open_position(window: MainWindow, position: Position, coach: bool = True) -> None:
    """The position on the window's real table, seat 0 human, the others medium bots, the coach on."""
    state = position.state
    seats = [SeatSetup(human=seat == 0, level="medium") for seat in range(state.num_players)]
    save = saves.make_save(state, seats, saves.new_game_id(), saves.now())
    window.controller.autosave_enabled = False  # a built position has no record to replay
    window.controller.load(save, state, events=[])
    if coach:
        window.prefs.coach = True
    window.coaching.coach.rater = capped(position)
    window.coaching.coach.wait_ms = 600_000  # the test, not the clock, decides when the worker is late


def mine(window: MainWindow) -> list[str]:
    state = window.controller.state
    assert state is not None
    return [text for seat, text in state.history if seat == 0]


def move_of(window: MainWindow, text: str) -> Move:
    state = window.controller.state
    assert state is not None
    return state.parse_move(text)


def request(window: MainWindow, text: str) -> None:
    """What a click on the table does: the table asks the shell to play the move."""
    assert window.view is not None
    window.view.request_move(move_of(window, text))


def answered(window: MainWindow, warned: list[CoachWarning]) -> Callable[[], bool]:
    """The coach has answered: a warning, or the move played (nothing held any more)."""
    return lambda: bool(warned) or window.coaching.coach.held is None


def warnings_of(window: MainWindow) -> list[CoachWarning]:
    seen: list[CoachWarning] = []
    window.coaching.coach.warned.connect(seen.append)
    return seen


def marked(window: MainWindow, kind: str) -> bool:
    """The table shows a better move marked (the analysis' marking: ``mark_advice``)."""
    view: Any = window.view
    if kind == "duel":
        return view.structure.hinted is not None
    if kind == "classic":
        return view.hand.advised is not None
    return any(piece.advised for piece in view.findChildren(Piece))


# --- a blunder is said before it is played --------------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(POSITIONS))
def test_a_blunder_gets_the_note_before_it_is_played_then_play_anyway_plays_it(
    window: MainWindow, qtbot: QtBot, kind: str
) -> None:
    position = POSITIONS[kind]()
    open_position(window, position)
    before = list(mine(window))
    warned = warnings_of(window)
    request(window, position.blunder)
    assert mine(window) == before  # held: nothing applied while the coach rates it
    note = window.coaching.note
    assert note.isVisible() and not note.warning  # it says it is checking (Play now)
    qtbot.waitUntil(answered(window, warned), timeout=120_000)
    assert warned
    assert mine(window) == before  # the note speaks before the move, never after
    assert note.isVisible() and note.warning
    assert warned[0].rating.mark in ("mistake", "blunder")
    assert warned[0].rating.best == position.best
    assert "%" in note.label.text()
    assert QApplication.focusWidget() is note.play_button  # Enter plays anyway
    qtbot.mouseClick(note.play_button, Qt.MouseButton.LeftButton)
    assert mine(window) == [*before, position.blunder]  # exactly the move held, once
    assert not note.isVisible()
    assert window.coaching.coach.held is None


@pytest.mark.parametrize("kind", sorted(POSITIONS))
def test_show_me_marks_the_better_move_and_plays_nothing(window: MainWindow, qtbot: QtBot, kind: str) -> None:
    position = POSITIONS[kind]()
    open_position(window, position)
    before = list(mine(window))
    warned = warnings_of(window)
    request(window, position.blunder)
    qtbot.waitUntil(answered(window, warned), timeout=120_000)
    assert warned
    assert not marked(window, kind)
    qtbot.mouseClick(window.coaching.note.show_button, Qt.MouseButton.LeftButton)
    assert marked(window, kind)
    assert mine(window) == before
    assert window.coaching.coach.held is None and not window.coaching.note.isVisible()
    # the player chooses again: the mark goes, and the better move is rated fine and played at once
    request(window, position.best)
    assert not marked(window, kind) or kind == "duel"  # Duel's own request_move wipes it too
    qtbot.waitUntil(lambda: mine(window) == [*before, position.best], timeout=120_000)
    assert len(warned) == 1


@pytest.mark.parametrize("kind", sorted(POSITIONS))
def test_a_good_move_is_played_with_no_note(window: MainWindow, qtbot: QtBot, kind: str) -> None:
    position = POSITIONS[kind]()
    open_position(window, position)
    before = list(mine(window))
    warned = warnings_of(window)
    request(window, position.best)
    assert mine(window) == before  # held while rated...
    qtbot.waitUntil(lambda: mine(window) == [*before, position.best], timeout=120_000)
    assert not warned  # ...then played with no warning
    assert not window.coaching.note.isVisible()


def test_a_move_warned_about_once_is_played_at_once_when_chosen_again(
    window: MainWindow, qtbot: QtBot
) -> None:
    position = duel_position()
    open_position(window, position)
    warned = warnings_of(window)
    request(window, position.blunder)
    qtbot.waitUntil(answered(window, warned), timeout=120_000)
    assert warned
    qtbot.keyClick(window.coaching.note.play_button, Qt.Key.Key_Escape)  # Esc: choose again
    assert window.coaching.coach.held is None and mine(window) == []
    view = window.view
    assert view is not None
    qtbot.waitUntil(lambda: view.choice_focused(), timeout=60_000)  # the keys are back on the choice
    focus = QApplication.focusWidget()
    assert focus is not None and any(area.isAncestorOf(focus) for area in view.choice_areas())
    started = window.coaching.coach.started
    request(window, position.blunder)  # the player insists: their decision, no second note
    assert mine(window) == [position.blunder]
    assert window.coaching.coach.started == started


# --- never stalls, never speaks after the move ------------------------------------------------------------
class HeldRater:
    """A rater the test releases: it answers a blunder once released; it records its thread and the
    polls of its cancel token (which wait at the window's pause gate while the window paints)."""

    def __init__(self, best: str) -> None:
        self.best = best
        self.release = threading.Event()
        self.started = threading.Event()
        self.returned = threading.Event()
        self.threads: list[int] = []

    def __call__(self, _view: GameState, _seat: int, move: Move, _seed: int, cancel: CancelToken) -> Rating:
        self.threads.append(threading.get_ident())
        self.started.set()
        try:
            cancel.raise_if_cancelled()  # waits while the window paints (the render gate)
            self.release.wait(60)
            return Rating(0, move.to_str(), self.best, 0.2, 0.7)  # a blunder, always
        finally:
            self.returned.set()


def held_coach(window: MainWindow) -> HeldRater:
    position = duel_position()
    open_position(window, position)
    rater = HeldRater(position.best)
    window.coaching.coach.rater = rater
    return rater


def test_play_now_before_the_answer_cancels_it_and_no_note_comes_after(
    window: MainWindow, qtbot: QtBot
) -> None:
    rater = held_coach(window)
    warned = warnings_of(window)
    request(window, "discard:archery_range")
    qtbot.waitUntil(rater.started.is_set, timeout=60_000)
    assert rater.threads[0] != threading.get_ident()  # rated on a worker: the GUI thread went on
    assert mine(window) == []
    qtbot.mouseClick(window.coaching.note.play_button, Qt.MouseButton.LeftButton)  # Play now
    assert mine(window) == ["discard:archery_range"]
    rater.release.set()  # the worker answers "blunder" after the move was made
    qtbot.waitUntil(rater.returned.is_set, timeout=60_000)
    for _ in range(5):
        QApplication.processEvents()  # its queued answer, if any, is delivered and dropped
    assert not warned and not window.coaching.note.isVisible()


def test_another_move_cancels_the_first_rating(window: MainWindow, qtbot: QtBot) -> None:
    rater = held_coach(window)
    tokens: list[CancelToken] = []
    original = rater.__call__

    def keep(view: GameState, seat: int, move: Move, seed: int, cancel: CancelToken) -> Rating:
        tokens.append(cancel)
        return original(view, seat, move, seed, cancel)

    window.coaching.coach.rater = keep
    warned = warnings_of(window)
    request(window, "discard:archery_range")
    qtbot.waitUntil(lambda: len(tokens) == 1, timeout=60_000)
    request(window, "discard:statue")  # the player changed their mind before the answer
    assert tokens[0].cancelled
    assert window.coaching.coach.held == move_of(window, "discard:statue")
    rater.release.set()
    qtbot.waitUntil(lambda: len(warned) == 1, timeout=60_000)
    assert warned[0].move == move_of(window, "discard:statue")  # never a note about the first move
    assert mine(window) == []


def test_a_late_worker_never_holds_the_move_past_the_wait_and_never_speaks_after(
    window: MainWindow, qtbot: QtBot
) -> None:
    rater = held_coach(window)
    window.coaching.coach.wait_ms = 0  # the answer is late whatever the machine
    warned = warnings_of(window)
    request(window, "discard:archery_range")
    qtbot.waitUntil(lambda: mine(window) == ["discard:archery_range"], timeout=60_000)
    rater.release.set()
    qtbot.waitUntil(rater.returned.is_set, timeout=60_000)
    for _ in range(5):
        QApplication.processEvents()
    assert not warned and not window.coaching.note.isVisible()


def test_the_worker_waits_at_the_render_gate_while_the_window_paints(
    window: MainWindow, qtbot: QtBot
) -> None:
    rater = held_coach(window)
    gate = CountingGate()
    window.controller.render_gate.gate = gate  # the coach's token carries the window's gate
    gate.close()  # the window is painting
    request(window, "discard:archery_range")
    qtbot.waitUntil(lambda: gate.waits >= 1, timeout=60_000)  # the worker's poll waited at the gate
    gate.open()
    rater.release.set()
    qtbot.waitUntil(lambda: window.coaching.coach.warning is not None, timeout=60_000)
    assert mine(window) == []


def test_a_take_back_or_a_new_game_lets_the_held_move_go(window: MainWindow, qtbot: QtBot) -> None:
    rater = held_coach(window)
    request(window, "discard:archery_range")
    qtbot.waitUntil(rater.started.is_set, timeout=60_000)
    window.controller.gameStarted.emit()  # what a take-back, a load or a new game says
    assert window.coaching.coach.held is None and not window.coaching.note.isVisible()
    rater.release.set()
    qtbot.waitUntil(rater.returned.is_set, timeout=60_000)
    for _ in range(5):
        QApplication.processEvents()
    assert window.coaching.coach.warning is None and mine(window) == []


# --- the setting ------------------------------------------------------------------------------------------
def test_the_coach_is_off_by_default_and_holds_nothing(window: MainWindow) -> None:
    assert window.prefs.coach is False  # a fresh settings file
    position = duel_position()
    open_position(window, position, coach=False)
    request(window, position.blunder)
    assert mine(window) == [position.blunder]  # played at once
    assert window.coaching.coach.started == 0


def test_a_guided_game_turns_the_coach_on_for_itself_only(window: MainWindow, qtbot: QtBot) -> None:
    position = duel_position()
    open_position(window, position, coach=False)
    window.controller.coach_enabled = True  # what a guided game sets after starting its game
    warned = warnings_of(window)
    request(window, position.blunder)
    qtbot.waitUntil(answered(window, warned), timeout=120_000)
    assert warned
    assert window.coaching.note.warning
    open_position(window, duel_position(), coach=False)  # another game: the player's setting again
    assert window.controller.coach_enabled is False
    assert not window.coaching.coach.enabled()


def test_enter_plays_the_move_anyway(window: MainWindow, qtbot: QtBot) -> None:
    position = duel_position()
    open_position(window, position)
    warned = warnings_of(window)
    request(window, position.blunder)
    qtbot.waitUntil(answered(window, warned), timeout=120_000)
    assert warned and mine(window) == []
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # the note holds the focus
    assert mine(window) == [position.blunder]


def test_the_setting_is_in_settings_and_its_keys_in_help_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    from wonders_desktop.ui.dialogs.keyboard_help import keyboard_words
    from wonders_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.prefs, "en", window)
    qtbot.addWidget(dialog)
    assert not dialog.coach.isChecked()
    assert dialog.coach.text() == "Coach: warn me before a mistake"
    dialog.coach.setChecked(True)
    dialog.accept()
    assert window.prefs.coach is True
    page = keyboard_words([]).pages["window"][1]
    assert "Coach's note: play your move anyway" in page.replace("&#x27;", "'")
    assert "Coach's note: choose again" in page.replace("&#x27;", "'")


def test_the_move_being_checked_chosen_again_is_checked_once(window: MainWindow, qtbot: QtBot) -> None:
    rater = held_coach(window)
    request(window, "discard:archery_range")
    qtbot.waitUntil(rater.started.is_set, timeout=60_000)
    request(window, "discard:archery_range")  # Enter pressed twice on the same card
    assert window.coaching.coach.started == 1 and window.coaching.coach.busy
    rater.release.set()
    qtbot.waitUntil(lambda: window.coaching.coach.warning is not None, timeout=60_000)
    assert mine(window) == []


def test_leaving_the_table_lets_the_held_move_go(window: MainWindow, qtbot: QtBot) -> None:
    rater = held_coach(window)
    request(window, "discard:archery_range")
    qtbot.waitUntil(rater.started.is_set, timeout=60_000)
    window.show_saved_games()
    assert window.coaching.coach.held is None
    rater.release.set()
    qtbot.waitUntil(rater.returned.is_set, timeout=60_000)
    for _ in range(5):
        QApplication.processEvents()
    assert mine(window) == [] and window.coaching.coach.warning is None


def test_the_note_speaks_the_new_language_at_once(window: MainWindow, qtbot: QtBot) -> None:
    from wonders_desktop.ui.language.i18n import language_switcher

    rater = held_coach(window)
    rater.release.set()
    request(window, "discard:archery_range")
    qtbot.waitUntil(lambda: window.coaching.coach.warning is not None, timeout=60_000)
    english = window.coaching.note.label.text()
    language_switcher().switch("pt_BR")
    QApplication.processEvents()
    assert window.coaching.note.label.text() != english
    assert "chance de vitória" in window.coaching.note.label.text()
    assert window.coaching.note.play_button.text() == "Jogar assim mesmo"
