"""Moves you can see (issue 24, item 10): cards fly from where they were taken to their place, numbers
count, a click or a key ends the motion at once, no motion when animations are off, and the motion
never holds the controller or a bot back."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.engine.classic.helpers import set_hands
from tests.ui.architects import test_architects_table as architects
from tests.ui.classic.test_classic_table import HANDS, button, card, click, start, three_cities, wait_for_mode
from tests.ui.duel import test_duel_table as duel
from wonders_desktop.engine.architects import ArchitectsState
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.art.flight import FlightLayer, Item
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.classic import model
from wonders_desktop.ui.views.classic.table import ClassicTable
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.window.main_window import MainWindow

FRAMES = os.environ.get("WONDERS_MOTION_FRAMES", "")  # a folder: the tests save a frame mid-flight there


def on_table(widget: QWidget, table: QWidget) -> QRect:
    """``widget``'s geometry in the table's coordinates, measured here, not by the code under test."""
    return QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())


def mapped(widget: QWidget, rect: QRectF, table: QWidget) -> QRect:
    """``rect`` of ``widget`` in the table's coordinates."""
    aligned = rect.toAlignedRect()
    return QRect(widget.mapTo(table, aligned.topLeft()), aligned.size())


def flights(layer: FlightLayer) -> list[Item]:
    return [item for item in layer.items if item.pixmap is not None]


def save_frame(table: QWidget, name: str) -> None:
    if FRAMES:
        table.window().grab().save(os.path.join(FRAMES, f"{name}.png"))


def classic_table(window: MainWindow) -> ClassicTable:
    def setup(state: ClassicState) -> None:
        set_hands(state, HANDS)

    return start(window, three_cities(setup))


def test_classic_card_flies_from_the_hand_to_its_stack(window: MainWindow, qtbot: QtBot) -> None:
    table = classic_table(window)
    table.animation_ms = 600
    wait_for_mode(qtbot, table, model.PICK)
    sources: list[QRect] = []
    play = table.flights.play

    def measure_then_play(*args: object) -> None:  # the hand's card where it is when the move comes in
        sources.append(on_table(card(table, "altar"), table))
        play(*args)  # type: ignore[arg-type]  # the wrapped method's own arguments, passed through

    table.flights.play = measure_then_play  # type: ignore[method-assign]  # the test wraps this one instance's method to watch it
    click(qtbot, card(table, "altar"))
    click(qtbot, button(table, "action:build"))
    qtbot.waitUntil(lambda: bool(flights(table.flights.layer)), timeout=20_000)
    assert len(sources) == 1
    flight = next(item for item in flights(table.flights.layer) if item.source == sources[0])
    stacks = table.board.stacks
    qtbot.waitUntil(lambda: stacks.chip_rect("altar") is not None, timeout=5_000)
    chip = stacks.chip_rect("altar")
    assert chip is not None
    landing = mapped(stacks, chip, table)
    assert flight.rect() != landing or flight.progress >= 1.0
    qtbot.wait(300)
    save_frame(table, "classic_mid_flight")
    assert table.animations_running()  # the screenshot and the tests wait for the flight
    flight.progress = 1.0
    assert flight.rect() == landing  # it lands on the altar's place in the viewer's stacks
    qtbot.waitUntil(lambda: not table.animations_running(), timeout=5_000)
    assert not table.flights.layer.isVisible()


def test_classic_a_key_ends_the_motion_at_once(window: MainWindow, qtbot: QtBot) -> None:
    table = classic_table(window)
    table.animation_ms = 5_000
    wait_for_mode(qtbot, table, model.PICK)
    click(qtbot, card(table, "altar"))
    click(qtbot, button(table, "action:build"))
    qtbot.waitUntil(table.flights.running, timeout=20_000)
    qtbot.keyClick(table, Qt.Key.Key_Shift)
    assert not table.flights.running()
    assert not table.flights.layer.isVisible()


def test_classic_a_click_ends_the_motion_at_once(window: MainWindow, qtbot: QtBot) -> None:
    table = classic_table(window)
    table.animation_ms = 5_000
    wait_for_mode(qtbot, table, model.PICK)
    click(qtbot, card(table, "altar"))
    click(qtbot, button(table, "action:build"))
    qtbot.waitUntil(table.flights.running, timeout=20_000)
    assert table.flights.layer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    click(qtbot, table.board)
    assert not table.flights.running()


def test_classic_no_motion_when_animations_are_off(window: MainWindow, qtbot: QtBot) -> None:
    table = classic_table(window)
    assert table.animation_ms == 0  # the tests run with the setting "none"
    wait_for_mode(qtbot, table, model.PICK)
    started: list[Item] = []
    original = table.flights.layer._start
    table.flights.layer._start = lambda item: started.append(item) or original(item)  # type: ignore[method-assign]  # the test wraps this one instance's method to watch it
    click(qtbot, card(table, "altar"))
    click(qtbot, button(table, "action:build"))
    qtbot.waitUntil(lambda: bool(table.motion.events), timeout=20_000)
    assert started == [] and not table.flights.layer.isVisible()


def test_classic_other_citys_stage_and_sale_arrive(window: MainWindow, qtbot: QtBot) -> None:
    """A neighbour's wonder stage drops face down onto its stage count; a card a neighbour sold leaves its
    panel for the discard pile's count at the end of the header (only the cards built flew before)."""
    table = classic_table(window)
    wait_for_mode(qtbot, table, model.PICK)
    table.animation_ms = 5_000
    old, view = table.table, window.controller.view_state()
    assert old is not None and isinstance(view, ClassicState)
    left, right = old.neighbours.left, old.neighbours.right
    events = [
        Event("wonder_stage_built", left, {"city": left, "stage": 1}),
        Event("card_sold", right, {"city": right, "card": "altar"}),
    ]
    table.flights.play(events, old, view)
    stage, sold = flights(table.flights.layer)
    stage_count = on_table(table.left_panel.stages_built, table)
    assert stage.source.center().y() < stage_count.center().y()  # it comes down onto the count
    assert on_table(table.right_panel, table).contains(sold.source.center())  # from the seller's panel
    stage.progress = sold.progress = 0.6
    table.flights.layer.update()
    save_frame(table, "classic_other_cities_mid_flight")
    stage.progress = sold.progress = 1.0
    assert stage.rect().center() == stage_count.center()
    info = on_table(table.info, table)
    pile = table.info.fontMetrics().horizontalAdvance(table.info.text().rpartition(" · ")[2])
    assert info.right() - pile <= sold.rect().center().x() <= info.right()  # onto "discard pile: …"
    assert abs(sold.rect().center().y() - info.center().y()) <= 1
    assert table.animations_running()
    qtbot.keyClick(table, Qt.Key.Key_Shift)
    assert not table.animations_running()


# --- Duel -------------------------------------------------------------------------------------------
def test_duel_card_flies_from_the_structure_to_the_city(window: MainWindow, qtbot: QtBot) -> None:
    duel.start_duel(window)
    view = duel.first_seat_turn(window, qtbot)
    assert view.model is not None
    slot = next(s for s in view.model.accessible() if s.build is not None)
    card = slot.card or ""
    sources: list[QRect] = []
    play = view.flights.play

    def measure_then_play(*args: object) -> None:  # the card in the structure when the move comes in
        rect = view.structure.card_rect(slot.slot)
        if rect is not None and not sources:  # the viewer's move (the bot's answer comes next)
            sources.append(mapped(view.structure, rect, view))
        play(*args)  # type: ignore[arg-type]  # the wrapped method's own arguments, passed through

    view.flights.play = measure_then_play  # type: ignore[method-assign]  # the test wraps this one instance's method to watch it
    view.animation_ms = 600
    duel.click_slot(qtbot, view, card)
    duel.click(qtbot, duel.move_widget(view, f"build:{card}"))
    flight = next(item for item in flights(view.flights.layer) if item.source == sources[0])
    qtbot.wait(300)
    save_frame(view, "duel_mid_flight")
    strip = view.mine.cards
    area = next(rect for rect, key, _tip in strip.areas if key == f"card:{card}")
    flight.progress = 1.0
    assert flight.rect() == mapped(strip, area, view)
    qtbot.waitUntil(lambda: not view.animations_running(), timeout=5_000)


def test_duel_pawn_walks_and_coins_count(window: MainWindow, qtbot: QtBot) -> None:
    duel.start_duel(window)
    view = duel.first_seat_turn(window, qtbot)
    assert view.model is not None
    view.animation_ms = 5_000
    board = view.board
    start, end = board.pawn_rect(0), board.pawn_rect(3)
    assert start is not None and end is not None and start != end
    view.flights.play([Event("military_moved", 0, {"from": 0, "to": 3})], view.model)
    pawn = flights(view.flights.layer)[0]
    assert pawn.source == mapped(board, start, view)
    pawn.progress = 1.0
    assert pawn.rect() == mapped(board, end, view)
    assert board.pawn_hidden  # one pawn on the track while it walks: the flying one
    richer = replace(view.model, cities=[replace(view.model.cities[0], coins=9), view.model.cities[1]])
    view.flights.landed(richer)
    counts = [item for item in view.flights.layer.items if item.count is not None]
    assert [item.count for item in counts] == [(view.model.cities[0].coins, 9, "coin")]
    qtbot.keyClick(view, Qt.Key.Key_Shift)  # a key ends it all at once
    assert not view.animations_running() and not board.pawn_hidden


# --- Architects -------------------------------------------------------------------------------------
def test_architects_card_flies_from_its_deck_and_a_click_ends_it(window: MainWindow, qtbot: QtBot) -> None:
    view = architects.start(window, qtbot, ["giza", "rhodes"])
    view.animation_ms = 600
    deck = view.decks["giza"]
    card_rect = deck.card_rect()
    source = mapped(deck, card_rect, view)
    qtbot.mouseClick(deck, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(flights(view.motion.layer)), timeout=5_000)
    flight = flights(view.motion.layer)[0]
    assert flight.source == source  # from the deck's top card as drawn
    cards = view.viewer_panel.cards
    flight.progress = 1.0
    landing = flight.rect()
    assert landing.topLeft() == cards.mapTo(view, QPoint(0, 0))  # onto the cards in front of the player
    flight.progress = 0.5
    qtbot.wait(250)
    save_frame(view, "architects_mid_flight")
    assert view.animations_running()
    qtbot.mouseClick(view.centre, Qt.MouseButton.LeftButton)  # a click anywhere ends the motion
    assert not view.animations_running() and not view.motion.layer.isVisible()


def test_architects_coins_count_to_their_new_value(window: MainWindow, qtbot: QtBot) -> None:
    view = architects.start(window, qtbot, ["giza", "rhodes"])
    view.animation_ms = 5_000
    assert view.table is not None
    mine = next(p for p in view.table.players if p.seat == view.table.viewer)
    view.motion.count(view.viewer_panel.stats, mine, replace(mine, coins=mine.coins + 3))
    counts = [item for item in view.motion.layer.items if item.count is not None]
    assert [item.count for item in counts] == [(mine.coins, mine.coins + 3, "coin")]
    stat = view.viewer_panel.stats.item_rect("coin")
    assert stat is not None
    over = mapped(view.viewer_panel.stats, stat, view).center().x()
    assert abs(counts[0].rect().center().x() - over) <= 1  # over the coins of the player's stats
    qtbot.keyClick(view, Qt.Key.Key_Shift)
    assert not view.animations_running()


def test_architects_military_tokens_travel_to_the_battle_winner(window: MainWindow, qtbot: QtBot) -> None:
    """The battle's Military Victory tokens travel from the Conflict tokens to the winner's military count,
    one per token (Player 1 wins 2 here); the players who lost get none."""
    view = architects.start(window, qtbot, ["giza", "rhodes", "ephesus"])

    def ready(state: ArchitectsState) -> None:
        state.conflict_battle = state.conflict_total - 1
        architects.stack(state, "giza", "red_1horn")

    architects.arrange(window, view, qtbot, ready)
    view.animation_ms = 5_000
    conflict = on_table(view.centre.conflict, view)
    qtbot.mouseClick(architects.widget(view, "deck:giza"), Qt.MouseButton.LeftButton)  # the last horn
    qtbot.waitUntil(view.banner.isVisible, timeout=5_000)
    tokens = [item for item in flights(view.motion.layer) if conflict.contains(item.source.center())]
    assert len(tokens) == 2
    stats = view.viewer_panel.stats
    icon = stats.item_rect("military")
    assert icon is not None
    landing = mapped(stats, QRectF(icon.x(), icon.y(), icon.height(), icon.height()), view)
    for token in tokens:
        token.progress = 0.5
    view.motion.layer.update()
    save_frame(view, "architects_tokens_mid_flight")
    for token in tokens:
        token.progress = 1.0
        assert token.rect() == landing
    qtbot.keyClick(view, Qt.Key.Key_Shift)
    assert not view.motion.layer.running()


# --- the bots never wait for the motion -------------------------------------------------------------
def test_bot_moves_keep_coming_while_cards_fly(window: MainWindow, qtbot: QtBot) -> None:
    seats = [SeatSetup(human=False, level="random") for _ in range(2)]
    assert window.start_game(GameSetup("duel", {"wonders": "first_game"}, seats, 4))
    view = window.view
    assert isinstance(view, DuelTable) and window.controller.bot_delay_ms == 0
    view.animation_ms = 2_000  # long flights: a controller that waited for them would crawl
    flying_at_move: list[bool] = []
    window.controller.stateChanged.connect(lambda: flying_at_move.append(view.flights.running()))
    state = window.controller.state
    assert state is not None
    qtbot.waitUntil(lambda: len(state.history) >= 12, timeout=20_000)
    assert any(flying_at_move)  # moves were applied while cards were still in the air


def test_no_flight_at_all_for_the_spectator_at_max_speed(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    window.prefs.animation_speed = "normal"  # the player's setting; the spectator's speed wins
    seats = [SeatSetup(human=False, level="random") for _ in range(2)]
    assert window.start_watching(GameSetup("duel", {"wonders": "first_game"}, seats, 4), "max")
    view = window.view
    assert isinstance(view, DuelTable) and view.animation_ms == 0
    started: list[Item] = []
    original = view.flights.layer._start
    view.flights.layer._start = lambda item: started.append(item) or original(item)  # type: ignore[method-assign]  # the test wraps this one instance's method to watch it
    state = window.controller.state
    assert state is not None
    qtbot.waitUntil(lambda: len(state.history) >= 12, timeout=20_000)
    assert started == [] and not view.animations_running()


def test_duel_progress_token_flies_from_the_board_to_its_owner(window: MainWindow, qtbot: QtBot) -> None:
    duel.positions.load(window, duel.positions.facing("progress"))
    view = duel.first_seat_turn(window, qtbot)
    assert view.model is not None and view.model.decision == "progress"
    token = view.model.choices[0].ident
    rect = view.board.token_rect(token)
    assert rect is not None
    view.animation_ms = 5_000
    duel.click(qtbot, view.board, rect.center().toPoint())  # takes the token (the click starts no skip)
    source = mapped(view.board, rect, view)
    flight = next(item for item in flights(view.flights.layer) if item.source == source)
    qtbot.waitUntil(lambda: not view._refresh_pending)
    view.grab()  # the new position painted: the summary knows where the new token is drawn
    summary = view.mine.summary
    area = next(r for r, key, _tip in summary.areas if key == f"progress:{token}")
    flight.progress = 0.5
    save_frame(view, "duel_token_mid_flight")
    flight.progress = 1.0
    assert flight.rect() == mapped(summary, area, view)
    view.flights.finish()
