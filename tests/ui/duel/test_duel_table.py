"""The Duel table through its own widgets: clicks and keys on the structure, the cities, the board and
the decision panels; hints, takebacks, the replay, languages and the dark theme."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.duel import duel_positions as positions
from wonders_desktop.bots.hint_reason import Reason, reason_for
from wonders_desktop.engine.duel import queries
from wonders_desktop.engine.duel.pricing import card_cost
from wonders_desktop.engine.duel.state import DuelState
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.duel.headline import hint_text
from wonders_desktop.ui.views.duel.hint import Hint
from wonders_desktop.ui.views.duel.hint_words import reason_text
from wonders_desktop.ui.views.duel.table import DECISION_PAGE, ENDING_PAGE, STRUCTURE_PAGE, DuelTable
from wonders_desktop.ui.window.main_window import MainWindow


def table(window: MainWindow) -> DuelTable:
    assert isinstance(window.view, DuelTable)
    return window.view


def settle(window: MainWindow, qtbot: QtBot) -> DuelTable:
    qtbot.waitUntil(lambda: window.controller.is_idle(), timeout=20_000)
    view = table(window)
    view.refresh()
    view.grab()  # paint now: the painted strips know where their cards are
    return view


def history(window: MainWindow) -> list[tuple[int, str]]:
    assert window.controller.state is not None
    return window.controller.state.history


def click(qtbot: QtBot, widget: QWidget, point: QPoint | None = None) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point or widget.rect().center())


def click_slot(qtbot: QtBot, view: DuelTable, card: str) -> None:
    assert view.model is not None
    slot = next(s for s in view.model.slots if s.card == card)
    rect = view.structure.card_rect(slot.slot)
    assert rect is not None
    click(qtbot, view.structure, rect.center().toPoint())


def move_widget(view: DuelTable, move: str) -> QWidget:
    found = view.findChild(QWidget, f"move:{move}")
    assert found is not None, f"no widget for {move}"
    return found


def start_duel(window: MainWindow, level: str = "random", seed: int = 7, wonders: str = "first_game") -> None:
    seats = [SeatSetup(human=True), SeatSetup(human=False, level=level)]
    assert window.start_game(GameSetup("duel", {"wonders": wonders}, seats, seed))


def first_seat_turn(window: MainWindow, qtbot: QtBot) -> DuelTable:
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
    return settle(window, qtbot)


# --- the structure and the main moves ---------------------------------------------------------------
def test_the_structure_follows_the_printed_layout(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    assert view.model is not None and view.model.age == 1
    assert len(view.model.slots) == 20
    face_down = [s for s in view.model.slots if not s.offer.face_up]
    assert len(face_down) == 8 and all(s.card is None for s in face_down)
    rows = {s.row for s in view.model.slots}
    assert rows == {1, 2, 3, 4, 5}
    widths = {row: sum(1 for s in view.model.slots if s.row == row) for row in rows}
    assert widths == {1: 2, 2: 3, 3: 4, 4: 5, 5: 6}  # age I: the pyramid
    top = view.structure.card_rect(0)
    bottom = view.structure.card_rect(19)
    assert top is not None and bottom is not None and top.top() < bottom.top()
    assert view.pages.currentIndex() == STRUCTURE_PAGE


def test_build_a_card_by_clicking_it_then_build(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    assert view.model is not None
    slot = next(s for s in view.model.accessible() if s.build is not None)
    click_slot(qtbot, view, slot.card or "")
    assert view.detail.slot is not None and view.detail.slot.card == slot.card
    click(qtbot, move_widget(view, f"build:{slot.card}"))
    assert history(window)[-1] == (0, f"build:{slot.card}")


def test_discard_and_the_discard_value_shown(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    assert view.model is not None
    card = view.model.accessible()[0].card or ""
    click_slot(qtbot, view, card)
    button = move_widget(view, f"discard:{card}")
    assert isinstance(button, QPushButton) and "2" in button.text()
    click(qtbot, button)
    assert history(window)[-1] == (0, f"discard:{card}")


def test_build_a_wonder_with_the_chosen_card_from_the_city(window: MainWindow, qtbot: QtBot) -> None:
    positions.load(window, positions.wonder_buildable())
    view = first_seat_turn(window, qtbot)
    assert view.model is not None
    slot = next(s for s in view.model.accessible() if s.wonders)
    click_slot(qtbot, view, slot.card or "")
    wonder, move = slot.wonders[0]
    assert wonder in view.mine.wonders.active
    view.grab()
    area = next(a for a in view.mine.wonders.areas if a[1] == wonder)
    click(qtbot, view.mine.wonders, area[0].center().toPoint())
    assert history(window)[-1] == (0, move.to_str())


def test_keyboard_chooses_a_card_and_builds(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    view.structure.setFocus()
    qtbot.keyClick(view.structure, Qt.Key.Key_Right)
    focused = view.structure.focus_slot
    assert focused is not None
    qtbot.keyClick(view.structure, Qt.Key.Key_Return)
    assert view.structure.selected == focused
    button = view.detail.first_button()
    assert button is not None
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert len(history(window)) == 1 and history(window)[0][0] == 0


def test_costs_and_tooltips_come_from_the_engine(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    state = window.controller.state
    assert isinstance(state, DuelState) and view.model is not None
    for slot in view.model.accessible():
        if slot.card is None:
            continue
        chain, total, _ = card_cost(state, 0, state.slots[slot.slot])
        assert (slot.offer.chain, slot.offer.coins) == (chain, total)
        tooltip = view.structure.tooltip_for(slot)
        assert "Discard for" in tooltip
    wonders = {o.wonder: o for o in queries.wonder_offers(state.view(0), 0)}
    assert [o.wonder for o in view.model.cities[0].wonders] == list(wonders)


# --- decisions ----------------------------------------------------------------------------------------
def test_the_wonder_draft(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window, wonders="draft", seed=11)
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
    view = settle(window, qtbot)
    assert view.pages.currentIndex() == DECISION_PAGE
    assert view.model is not None and view.model.decision == "draft"
    choice = view.model.choices[0]
    click(qtbot, move_widget(view, choice.move.to_str()))
    assert (0, choice.move.to_str()) in history(window)


@pytest.mark.parametrize("decision", ["library", "destroy", "mausoleum", "start"])
def test_each_decision_through_its_panel(window: MainWindow, qtbot: QtBot, decision: str) -> None:
    positions.load(window, positions.facing(decision))
    view = first_seat_turn(window, qtbot)
    assert view.model is not None and view.model.decision == decision
    panel = view.start_bar if decision == "start" else view.decision
    assert panel.isVisible() and panel.title.text()
    if decision == "start":  # chosen above the new age's structure
        assert view.pages.currentIndex() == STRUCTURE_PAGE and view.model.age > 1
    before = len(history(window))
    choice = view.model.choices[-1]
    click(qtbot, move_widget(view, choice.move.to_str()))
    assert history(window)[before] == (0, choice.move.to_str())


def test_destroy_also_by_clicking_the_opponents_card(window: MainWindow, qtbot: QtBot) -> None:
    positions.load(window, positions.facing("destroy"))
    view = first_seat_turn(window, qtbot)
    assert view.model is not None
    target = view.model.choices[0].ident
    assert target in view.opponent.cards.targets
    area = next(a for a in view.opponent.cards.areas if a[1] == f"card:{target}")
    click(qtbot, view.opponent.cards, area[0].center().toPoint())
    assert history(window)[-1] == (0, f"destroy:{target}")


def test_progress_token_from_the_board(window: MainWindow, qtbot: QtBot) -> None:
    positions.load(window, positions.facing("progress"))
    view = first_seat_turn(window, qtbot)
    assert view.model is not None and view.model.decision == "progress"
    token = view.model.choices[0].ident
    assert token in view.board.choosable()
    click(qtbot, view.board, view.board._tokens[token].center().toPoint())
    assert history(window)[-1] == (0, f"progress:{token}")


def test_progress_token_from_the_decision_panel(window: MainWindow, qtbot: QtBot) -> None:
    positions.load(window, positions.facing("progress"))
    view = first_seat_turn(window, qtbot)
    assert view.model is not None
    choice = view.model.choices[-1]
    click(qtbot, move_widget(view, choice.move.to_str()))
    assert history(window)[-1] == (0, choice.move.to_str())


def test_play_again_is_announced(window: MainWindow, qtbot: QtBot) -> None:
    positions.load(window, positions.playing_again())
    view = first_seat_turn(window, qtbot)
    assert view.model is not None and view.model.play_again == 0
    assert "play again" in view.announce.text()


# --- endings and the replay ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("reason", "title"),
    [("military_supremacy", "Military supremacy"), ("science_supremacy", "Scientific supremacy"),
     ("points", "Civilian victory")],
)  # fmt: skip
def test_endings_are_shown_as_such(window: MainWindow, qtbot: QtBot, reason: str, title: str) -> None:
    positions.load(window, positions.finished(reason))
    view = settle(window, qtbot)
    assert view.pages.currentIndex() == ENDING_PAGE
    assert view.ending.title.text() == title
    if reason == "points":
        pad = view.ending.pad
        assert pad.isVisible() and pad.outcome is not None and len(pad._rows()) == 9  # 8 rows + total


def test_replay_a_finished_game_move_by_move(window: MainWindow, qtbot: QtBot) -> None:
    record = positions.finished("points")
    positions.load(window, record)
    view = settle(window, qtbot)
    click(qtbot, view.ending.replay)
    assert view.replay is not None and view.replay.position == 0
    assert view.replay_bar.isVisible()
    click(qtbot, view.replay_bar.next)
    click(qtbot, view.replay_bar.next)
    assert view.replay.position == 2
    click(qtbot, view.replay_bar.previous)
    assert view.replay.position == 1 and view.announce.text()
    click(qtbot, view.replay_bar.last)
    assert view.replay.position == len(record.moves)
    for _ in range(len(record.moves) - 30):
        click(qtbot, view.replay_bar.previous)
    assert view.model is not None and view.model.slots  # an age structure in mid-game
    click(qtbot, view.replay_bar.first)
    assert view.replay.position == 0
    click(qtbot, view.replay_bar.exit)
    assert view.replay is None and view.pages.currentIndex() == ENDING_PAGE


# --- practice ------------------------------------------------------------------------------------------
def test_hint_runs_in_a_worker_and_shows_its_move(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    view.hints.seconds = 0.2
    click(qtbot, view.hint_button)
    assert view.hints.busy  # the GUI thread returned at once; the search runs on a worker thread
    qtbot.waitUntil(lambda: "Hint:" in view.announce.text(), timeout=20_000)
    assert "%" in view.announce.text()
    assert view.structure.hinted is not None
    assert history(window) == []  # a hint never plays


def test_takeback_of_a_move_that_revealed_nothing(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    state = window.controller.state
    assert isinstance(state, DuelState) and view.model is not None
    quiet = [s for s in view.model.accessible() if s.discard is not None
             and not state.reveals_information(0, s.discard)]  # fmt: skip
    assert quiet
    click_slot(qtbot, view, quiet[0].card or "")
    click(qtbot, move_widget(view, f"discard:{quiet[0].card}"))
    view = first_seat_turn(window, qtbot)
    assert view.takeback_button.isEnabled()
    click(qtbot, view.takeback_button)
    view = first_seat_turn(window, qtbot)
    assert history(window) == []


def test_takeback_of_a_revealing_move_against_a_bot_needs_no_setting(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Alone against a bot, Take back works after a move that revealed a card (issue 38): the replay
    deals the same cards, so nothing is re-dealt. Hot-seat games keep the Settings' practice option."""
    start_duel(window)
    for _ in range(6):
        view = first_seat_turn(window, qtbot)
        state = window.controller.state
        assert isinstance(state, DuelState) and view.model is not None
        revealing = [s for s in view.model.accessible() if s.discard is not None
                     and state.reveals_information(0, s.discard)]  # fmt: skip
        if revealing:
            break
        _play_something(qtbot, view)
    played = len(history(window))
    click_slot(qtbot, view, revealing[0].card or "")
    click(qtbot, move_widget(view, f"discard:{revealing[0].card}"))
    view = first_seat_turn(window, qtbot)
    assert not window.prefs.practice_takeback
    assert view.takeback_button.isEnabled(), view.takeback_button.toolTip()
    click(qtbot, view.takeback_button)
    first_seat_turn(window, qtbot)
    assert len(history(window)) == played


# --- whole games, languages, themes -----------------------------------------------------------------------
def test_a_whole_game_through_the_table_against_a_bot(window: MainWindow, qtbot: QtBot) -> None:
    """The human plays every decision through the table's widgets until the end."""
    start_duel(window, level="easy", wonders="draft", seed=5)
    controller = window.controller
    for _ in range(200):
        qtbot.waitUntil(
            lambda: bool(controller.acting_humans()) or controller.state.is_terminal(),  # type: ignore[union-attr]  # state is None without a game; one is in play here
            timeout=20_000,
        )
        if controller.state is None or controller.state.is_terminal():
            break
        view = settle(window, qtbot)
        assert view.model is not None
        before = len(history(window))
        _play_something(qtbot, view)
        assert len(history(window)) > before
    assert controller.state is not None and controller.state.is_terminal()
    view = settle(window, qtbot)
    assert view.pages.currentIndex() == ENDING_PAGE


def _play_something(qtbot: QtBot, view: DuelTable) -> None:
    assert view.model is not None
    if view.model.choices:
        click(qtbot, move_widget(view, view.model.choices[0].move.to_str()))
        return
    slot = view.model.accessible()[0]
    click_slot(qtbot, view, slot.card or "")
    move = slot.build or slot.discard
    assert move is not None
    click(qtbot, move_widget(view, move.to_str()))


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_the_table_stays_in_sync_with_every_bot_level(
    make_window: Callable[..., MainWindow], qtbot: QtBot, level: str
) -> None:
    window = make_window()
    start_duel(window, level=level)
    for _ in range(3):
        view = first_seat_turn(window, qtbot)
        state = window.controller.state
        assert isinstance(state, DuelState) and view.model is not None
        shown = {s.slot: s.card for s in view.model.slots}
        expected = {s.slot: s.card for s in queries.structure_offers(state.view(0), 0)}
        assert shown == expected
        assert view.model.cities[1].coins == state.cities[1].coins
        _play_something(qtbot, view)


def test_language_switch_retranslates_the_table(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    assert view.hint_button.text() == "Hint"
    window.switch_language("pt_BR")
    qtbot.waitUntil(lambda: view.hint_button.text() != "Hint", timeout=5_000)
    assert view.status.text() and "Age" not in view.status.text()
    window.switch_language("es")
    qtbot.waitUntil(lambda: view.hint_button.text() not in ("Hint", "Dica"), timeout=5_000)


def test_dark_theme_draws_without_error(make_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    from wonders_desktop.ui.platform.theme import apply_theme
    from wonders_desktop.ui.window.app import application

    window = make_window()
    apply_theme(application(), "dark")
    try:
        positions.load(window, positions.facing("play", 0))
        view = first_seat_turn(window, qtbot)
        view.grab()
        positions.load(window, positions.finished("points"))
        settle(window, qtbot).grab()
    finally:
        apply_theme(application(), "light")


def test_a_card_uncovered_flips_then_settles(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    for _ in range(6):
        view = first_seat_turn(window, qtbot)
        state = window.controller.state
        assert isinstance(state, DuelState) and view.model is not None
        revealing = [s for s in view.model.accessible() if s.discard is not None
                     and state.reveals_information(0, s.discard)]  # fmt: skip
        if revealing:
            break
        _play_something(qtbot, view)
    view.animation_ms = 250
    click_slot(qtbot, view, revealing[0].card or "")
    click(qtbot, move_widget(view, f"discard:{revealing[0].card}"))
    qtbot.waitUntil(lambda: bool(view.structure._flips), timeout=5_000)  # the card turns over
    assert view.animations_running()
    qtbot.waitUntil(lambda: not view.animations_running(), timeout=5_000)


def test_a_decision_by_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window, wonders="draft", seed=11)
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=20_000)
    view = settle(window, qtbot)
    assert view.model is not None
    choice = view.model.choices[1]
    tile = move_widget(view, choice.move.to_str())
    tile.setFocus()
    qtbot.keyClick(tile, Qt.Key.Key_Return)
    assert (0, choice.move.to_str()) in history(window)


def test_hint_marks_a_decision_option(window: MainWindow, qtbot: QtBot) -> None:
    positions.load(window, positions.facing("library"))
    view = first_seat_turn(window, qtbot)
    view.hints.seconds = 0.2
    click(qtbot, view.hint_button)
    qtbot.waitUntil(lambda: "Hint:" in view.announce.text(), timeout=20_000)
    marked = [
        widget
        for widget in view.decision.findChildren(QWidget)
        if widget.objectName().startswith("move:") and getattr(widget, "state", None) is not None
        and widget.state().selected  # type: ignore[attr-defined]  # a painted piece of the decision panel; QWidget has no state()
    ]  # fmt: skip
    assert len(marked) == 1


def test_a_covered_card_shows_its_price_without_actions(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    assert view.model is not None
    covered = next(s for s in view.model.slots if s.card is not None and not s.offer.accessible)
    rect = view.structure.card_rect(covered.slot)
    assert rect is not None
    click(qtbot, view.structure, QPoint(round(rect.center().x()), round(rect.top() + rect.height() * 0.1)))
    assert view.detail.slot is not None and view.detail.slot.card == covered.card
    assert "Still covered" in view.detail.status.text()
    assert view.detail.first_button() is None


def test_hot_seat_turns_the_table_to_the_player_to_act(window: MainWindow, qtbot: QtBot) -> None:
    seats = [SeatSetup(human=True, name="Ana"), SeatSetup(human=True, name="Bia")]
    assert window.start_game(GameSetup("duel", {"wonders": "first_game", "first_player": 0}, seats, 3))
    view = settle(window, qtbot)
    assert view.model is not None and view.model.viewer == 0
    assert view.mine.title.text().startswith("Ana") and view.opponent.title.text().startswith("Bia")
    _play_something(qtbot, view)
    assert window.privacy_showing()
    click(qtbot, window.privacy.button)
    view = settle(window, qtbot)
    assert view.model is not None and view.model.viewer == 1 and view.model.viewer_acts
    assert view.mine.title.text().startswith("Bia") and view.opponent.title.text().startswith("Ana")


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_the_opponents_level_is_chosen_in_the_new_game_dialog(
    window: MainWindow, qtbot: QtBot, level: str
) -> None:
    from wonders_desktop.bots.search import HardBot
    from wonders_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window.prefs, "duel", window)
    qtbot.addWidget(dialog)
    dialog.rows[1].level.setCurrentIndex(dialog.rows[1].level.findData(level))
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and setup.game == "duel"
    assert window.start_game(setup)
    assert window.controller.seats[1].level == level and not window.controller.seats[1].human
    assert isinstance(window.controller._bots[1], HardBot) == (level == "hard")
    assert isinstance(window.view, DuelTable)


def test_cards_keep_their_place_when_others_leave(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    assert view.model is not None and len(view.model.grid) == 20
    before = settled_rects(view, qtbot)  # the window's first layout (the status bar comes with the game)
    _play_something(qtbot, view)
    view = first_seat_turn(window, qtbot)
    assert view.model is not None
    after = settled_rects(view, qtbot)
    for s in view.model.slots:
        assert after[s.slot] == before[s.slot]


def settled_rects(view: DuelTable, qtbot: QtBot) -> dict[int, QRectF]:
    """The pyramid's card rectangles once the window's layout has settled (the same on four looks 40 ms
    apart, the posted layout requests sent between them): on a busy machine the first layout passes take
    longer than a fixed wait, and two equal looks can both fall before a deferred pass."""
    assert view.model is not None
    slots = [s.slot for s in view.model.slots]
    last: dict[int, QRectF] = {}
    same = 0
    for _ in range(100):
        QApplication.sendPostedEvents()
        qtbot.wait(40)
        rects = {slot: view.structure.card_rect(slot) for slot in slots}
        same = same + 1 if rects == last else 0
        if same == 3:
            return rects
        last = rects
    raise AssertionError("the Duel table's layout never settled")


def test_the_opponents_last_move_is_shown(window: MainWindow, qtbot: QtBot) -> None:
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    _play_something(qtbot, view)
    view = first_seat_turn(window, qtbot)
    seat, text = history(window)[-1]
    assert seat == 1
    assert view.announce.text().startswith("Last move — ")
    assert describe_move(text, "duel").text in view.announce.text()


def test_hint_says_why_from_the_margins_parts(window: MainWindow, qtbot: QtBot) -> None:
    """Issue 38: after its win chance the Hint says why, the margin's part the hinted move raises most."""
    start_duel(window)
    view = first_seat_turn(window, qtbot)
    state = window.controller.state
    assert isinstance(state, DuelState)
    seat = state.current
    view.hints.seconds = 0.2
    with qtbot.waitSignal(view.hints.ready, timeout=20_000) as answer:
        click(qtbot, view.hint_button)
    hint = answer.args[0]
    expected = reason_for(state.view(seat), seat, state.parse_move(hint.move), hint.request)
    assert hint.reason is not None and hint.reason == expected
    why = reason_text(hint.reason)
    qtbot.waitUntil(lambda: "Hint:" in view.announce.text(), timeout=20_000)
    assert why and view.announce.text().endswith("; " + why)
    assert "%" in view.announce.text()


def test_the_hints_reason_reads_in_each_language(window: MainWindow) -> None:
    """The win chance kept, then the reason in the rulebook's words (en, pt_BR, es)."""
    hint = Hint(1, "build:walls", 0.62, 10, Reason("military", 0.0, 2.5, None, "2"))
    endings = (  # in the registry's order; a new language fails the strict zip until it is added here
        "62 %; it moves the Conflict pawn 2 spaces towards your opponent's capital",
        "62 %; move o peão de Conflito 2 espaços rumo à capital do oponente",
        "62 %; mueve el medidor de Conflicto 2 casillas hacia la capital de tu rival",
    )
    expected = dict(zip(LANGUAGE_CODES, endings, strict=True))
    for language, ending in expected.items():
        window.switch_language(language)
        text = hint_text(hint)
        assert text.startswith(QCoreApplication.translate("DuelTable", "Hint: {move}").split("{")[0])
        assert text.endswith(ending), text
    window.switch_language("en")
