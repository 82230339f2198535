"""The Architects table through its own widgets: every action and every decision by click or key.

Positions are arranged with the engine test helpers (cards are moved, never invented, so invariants
hold), then the viewer plays by clicking the highlighted decks, stage pieces and tokens.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from tests.engine.architects.helpers import build_stages, give, give_token, set_display, stack
from wonders_desktop.engine.architects import ArchitectsState
from wonders_desktop.languages import LANGUAGE_CODES
from wonders_desktop.ui.dialogs.gamesetup import GameSetup
from wonders_desktop.ui.platform.theme import apply_theme
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.architects import texts
from wonders_desktop.ui.views.architects.pieces import Clickable
from wonders_desktop.ui.views.architects.rows import Caption
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.window.main_window import MainWindow


def start(window: MainWindow, qtbot: QtBot, wonders: list[str], seed: int = 1) -> ArchitectsTable:
    seats = [SeatSetup(human=seat == 0, level="random") for seat in range(len(wonders))]
    options = {"players": len(wonders), "wonders": wonders}
    assert window.start_game(GameSetup("architects", options, seats, seed))
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0])
    view = window.view
    assert isinstance(view, ArchitectsTable)
    settle(view, qtbot)
    return view


def settle(view: ArchitectsTable, qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: not view._refresh_pending and not view.animations_running())


def arrange(
    window: MainWindow, view: ArchitectsTable, qtbot: QtBot, change: Callable[[ArchitectsState], None]
) -> None:
    """Change the position before the viewer's move (as the engine tests do) and show it."""
    state = window.controller.state
    assert isinstance(state, ArchitectsState)
    change(state)
    state.check_invariants()
    window.controller._view_cache = None
    window.controller.stateChanged.emit()
    window.controller.turnChanged.emit()
    settle(view, qtbot)


def widget(view: ArchitectsTable, name: str) -> QWidget:
    found = view.findChild(QWidget, name)
    assert found is not None, f"no widget {name}"
    return found


def click(qtbot: QtBot, view: ArchitectsTable, name: str) -> None:
    target = widget(view, name)
    assert target.isVisible(), f"{name} is hidden"
    if isinstance(target, Clickable):
        assert target.active, f"{name} is not clickable now"
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    settle(view, qtbot)


def history(window: MainWindow) -> list[str]:
    state = window.controller.state
    assert state is not None
    return [text for seat, text in state.history if seat == 0]


def active_decks(view: ArchitectsTable) -> set[str]:
    return {name for name, deck in view.decks.items() if deck.active}


def test_the_three_decks_a_player_may_take_from_are_highlighted_and_clickable(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = start(window, qtbot, ["giza", "rhodes", "ephesus"])
    assert active_decks(view) == {"giza", "ephesus", "central"}  # own deck (left), right neighbour's, central
    assert view.decks["giza"].face is not None and view.decks["central"].face is None  # central face down
    click(qtbot, view, "deck:ephesus")
    assert history(window)[0] == "take:ephesus"


def test_enter_on_the_focused_deck_takes_its_card(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])
    deck = view.decks["central"]
    deck.setFocus()
    qtbot.keyClick(deck, Qt.Key.Key_Right)  # arrows walk through the pieces in use now
    focused = QApplication.focusWidget()
    assert isinstance(focused, Clickable) and focused.active
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    settle(view, qtbot)
    assert history(window)[0].startswith("take:")


def test_a_stage_with_one_payment_is_built_by_clicking_its_piece(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        give(state, 0, "wood")
        stack(state, "giza", "stone")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")
    piece = view.viewer_panel.wonder.piece(1)
    assert piece is not None and piece.active
    assert widget(view, "move:end").isHidden() if view.decision.findChild(QPushButton, "move:end") else True
    assert "must build stage 1" in view.decision.body.text()
    click(qtbot, view, "stage:1")
    assert history(window)[1] == "build:1:stone+wood"


def test_several_payments_offer_a_choice_of_cards(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        give(state, 0, "wood")
        give(state, 0, "clay")
        stack(state, "giza", "stone")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")
    click(qtbot, view, "stage:1")
    buttons = [
        b for b in view.decision.findChildren(QPushButton) if b.objectName().startswith("move:build:1:")
    ]
    assert len(buttons) == 3  # stone+clay, stone+wood, clay+wood
    click(qtbot, view, "move:build:1:clay+wood")
    assert history(window)[1] == "build:1:clay+wood"


def test_the_payment_chooser_hides_payments_that_leave_a_stage_unbuilt(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Issue 23.1: wood, stone, clay and a clay card on Rhodes; paying stage 1 with clay (clay+wood or
    stone+clay) would leave stage 2 unbuilt ("você deve construí-los"), so only stone+wood is offered."""
    view = start(window, qtbot, ["rhodes", "giza"])

    def ready(state: ArchitectsState) -> None:
        for kind in ("wood", "stone", "clay"):
            give(state, 0, kind)
        stack(state, "rhodes", "clay")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:rhodes")
    click(qtbot, view, "stage:1")
    assert history(window)[1] == "build:1:stone+wood"  # the one payment left is played at once
    click(qtbot, view, "stage:2")
    assert history(window)[2] == "build:2:clay+clay"


def test_two_stages_of_one_row_are_built_in_the_order_the_player_clicks(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = start(window, qtbot, ["rhodes", "giza"])  # Rhodes: stages 1 and 2 side by side

    def ready(state: ArchitectsState) -> None:
        for kind in ("wood", "wood", "clay"):
            give(state, 0, kind)
        stack(state, "rhodes", "stone")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:rhodes")
    assert "you choose the order" in view.decision.body.text()
    first = view.viewer_panel.wonder.piece(2)
    assert first is not None and first.active
    click(qtbot, view, "stage:2")
    assert history(window)[1] == "build:2:wood+wood"
    click(qtbot, view, "stage:1")
    assert history(window)[2] == "build:1:stone+clay"


def test_a_science_set_is_exchanged_for_the_token_clicked(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        give(state, 0, "gear")
        stack(state, "giza", "gear")
        set_display(state, "decor", "culture", "tactics")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")
    assert widget(view, "token:culture").active and widget(view, "token:pile").active
    click(qtbot, view, "token:culture")
    assert history(window)[1] == "progress:gear+gear:culture"


def test_the_player_chooses_which_science_set_to_exchange(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        for kind in ("gear", "compass", "tablet"):
            give(state, 0, kind)
        stack(state, "giza", "gear")
        set_display(state, "decor", "culture", "tactics")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")
    radio = widget(view, "set:gear+compass+tablet")
    assert isinstance(radio, QRadioButton)
    radio.click()
    settle(view, qtbot)
    click(qtbot, view, "token:pile")
    assert history(window)[1] == "progress:gear+compass+tablet:pile"


def test_an_extra_card_from_a_token_or_ending_the_turn(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        give_token(state, 0, "urbanism")
        stack(state, "giza", "blue_3vp", "wood")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")
    assert view.table is not None and view.table.deck("giza").role == "extra"
    assert "Urbanism" in view.decision.body.text()
    click(qtbot, view, "deck:giza")
    assert history(window)[1] == "extra:urbanism:giza"


def test_end_the_turn_forgoes_the_extra_card(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        give_token(state, 0, "urbanism")
        stack(state, "giza", "wood")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")
    click(qtbot, view, "move:end")
    assert history(window)[1] == "end"


def ready_for_stage_two(state: ArchitectsState, deck: str) -> None:
    build_stages(state, 0, 1)
    give(state, 0, "wood")
    stack(state, deck, "wood")


def test_alexandria_takes_from_any_deck(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["alexandria", "rhodes", "giza", "babylon"])
    arrange(window, view, qtbot, lambda s: ready_for_stage_two(s, "alexandria"))
    click(qtbot, view, "deck:alexandria")
    click(qtbot, view, "stage:2")
    assert active_decks(view) == {"alexandria", "rhodes", "giza", "babylon", "central"}
    click(qtbot, view, "deck:rhodes")  # a deck not next to the player
    assert history(window)[2] == "effect_take:rhodes"


def test_babylon_chooses_among_the_four_available_tokens(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["babylon", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        ready_for_stage_two(state, "babylon")
        set_display(state, "decor", "culture", "tactics")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:babylon")
    click(qtbot, view, "stage:2")
    assert "4 available" in view.decision.body.text()
    click(qtbot, view, "token:tactics")
    assert history(window)[2] == "effect_token:tactics"


def test_halicarnassus_looks_at_five_cards_and_keeps_one(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["halicarnassus", "rhodes", "giza"])

    def ready(state: ArchitectsState) -> None:
        ready_for_stage_two(state, "halicarnassus")
        stack(state, "giza", "glass", "coin", "blue_3vp", "tablet", "stone")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:halicarnassus")
    click(qtbot, view, "stage:2")
    assert active_decks(view) == {"halicarnassus", "giza"}  # left or right
    click(qtbot, view, "deck:giza")
    assert sorted(view.table.decision.looked) == ["blue_3vp", "coin", "glass", "stone", "tablet"]  # type: ignore[union-attr]  # the table's model is None until the first refresh, done here
    click(qtbot, view, "move:keep:blue_3vp")
    assert history(window)[3] == "keep:blue_3vp"


def test_the_cat_shows_its_owner_the_central_top_card(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        stack(state, "giza", "blue_2vp_cat")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")  # takes the cat; the turn ends, the bot plays, then the viewer again
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=10_000)
    settle(view, qtbot)
    assert view.decks["central"].face is not None and view.decks["central"].seen_with_cat
    assert "cat lets you see" in view.decision.body.text()


def test_a_battle_is_announced_with_every_players_result(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes", "ephesus"])

    def ready(state: ArchitectsState) -> None:
        state.conflict_battle = state.conflict_total - 1
        stack(state, "giza", "red_1horn")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")
    qtbot.waitUntil(view.banner.isVisible)
    text = view.banner.lines.text()
    assert "<b>Player 1</b>" in text and "1 → <b>+2</b>" in text and "0 → —" in text
    qtbot.mouseClick(view.banner, Qt.MouseButton.LeftButton)
    assert not view.banner.isVisible()


def play_something(view: ArchitectsTable, qtbot: QtBot) -> None:
    """The viewer's decision answered through the table's widgets, whatever it is."""
    table = view.table
    assert table is not None
    decision = table.decision
    if decision.kind == "keep":
        click(qtbot, view, f"move:keep:{decision.keep[0][0]}")
    elif decision.builds:
        number = next(iter(decision.builds))
        click(qtbot, view, f"stage:{number}")
        if len(decision.builds[number]) > 1:
            click(qtbot, view, f"move:{decision.builds[number][0].to_str()}")
    elif decision.exchanges or decision.tokens:
        token = next(name for name, b in view.centre_buttons().items() if b.active)
        click(qtbot, view, f"token:{token}")
    elif decision.end is not None:
        click(qtbot, view, "move:end")
    else:
        deck = next(name for name, d in view.decks.items() if d.active)
        click(qtbot, view, f"deck:{deck}")


@pytest.mark.parametrize("players", [2, 5])
def test_a_whole_game_against_bots_through_the_table(window: MainWindow, qtbot: QtBot, players: int) -> None:
    wonders = ["giza", "alexandria", "babylon", "halicarnassus", "ephesus", "olympia", "rhodes"][:players]
    view = start(window, qtbot, wonders, seed=7)
    controller = window.controller
    state = controller.state
    assert state is not None
    for _ in range(400):
        qtbot.waitUntil(lambda: bool(controller.acting_humans()) or state.is_terminal(), timeout=20_000)
        if state.is_terminal():
            break
        settle(view, qtbot)
        before = len(state.history)
        play_something(view, qtbot)
        assert len(state.history) > before
    assert state.is_terminal() and not controller.bot_failures
    settle(view, qtbot)
    pad = view.sheet.pad
    assert view.sheet.isVisible()
    assert pad.rows() == ["wonder", "blue", "cat", "military", "progress", "total", "stages"]
    assert len(pad.players) == players
    outcome = state.outcome()
    assert [pad.value("total", seat) for seat in range(players)] == [s.total for s in outcome.scores]
    assert [pad.value("stages", seat) for seat in range(players)] == list(state.stage_count)  # type: ignore[attr-defined]  # controller.state is typed GameState; here it is an ArchitectsState
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.sheet.isVisible()


def test_the_table_follows_the_engine_after_bot_moves(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes", "ephesus"])
    click(qtbot, view, "deck:central")
    qtbot.waitUntil(lambda: window.controller.acting_humans() == [0], timeout=10_000)
    settle(view, qtbot)
    state = window.controller.state
    assert isinstance(state, ArchitectsState) and view.table is not None
    for seat in range(3):
        shown = dict(view.table.players[seat].cards)
        real = {state.t.kinds[k]: c for k, c in enumerate(state.cards[seat]) if c}
        assert shown == real
    for index, deck in enumerate(state.decks[:-1]):
        assert view.decks[state.deck_ids[index]].deck.info.count == len(deck)  # type: ignore[union-attr]  # each deck on the table shows its info once drawn


def test_language_switch_retranslates_the_table(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])
    assert view.decision.title.text() == "Your turn"
    window.switch_language("pt_BR")
    settle(view, qtbot)
    assert view.decision.title.text() not in ("", "Your turn")
    window.switch_language("en")
    settle(view, qtbot)
    assert view.decision.title.text() == "Your turn"


def test_dark_theme_draws_the_table(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes", "ephesus", "olympia"])
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "dark")
    try:
        view.refresh()
        image = window.grab().toImage()
        assert not image.isNull()
    finally:
        apply_theme(app, "light")


def test_hot_seat_turns_the_table_to_the_next_player(window: MainWindow, qtbot: QtBot) -> None:
    seats = [SeatSetup(human=True), SeatSetup(human=True)]
    assert window.start_game(GameSetup("architects", {"players": 2, "wonders": ["giza", "rhodes"]}, seats, 3))
    view = window.view
    assert isinstance(view, ArchitectsTable)
    settle(view, qtbot)

    def plain_top(state: ArchitectsState) -> None:
        stack(state, "giza", "blue_3vp")

    arrange(window, view, qtbot, plain_top)
    click(qtbot, view, "deck:giza")  # nothing else to do: the turn passes to the other human
    assert window.privacy_showing()
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    settle(view, qtbot)
    assert view.table is not None and view.table.viewer == 1
    assert view.viewer_panel.player is not None and view.viewer_panel.player.wonder == "rhodes"
    assert active_decks(view) == {"rhodes", "giza", "central"}
    assert view.panels[0].isVisible() and not view.panels[1].isVisible()


def test_a_taken_card_flies_to_its_player_and_the_motion_ends(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])
    view.animation_ms = 150
    qtbot.mouseClick(view.decks["giza"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(item.pixmap is not None for item in view.motion.layer.items))
    assert view.animations_running()
    qtbot.waitUntil(lambda: not view.animations_running() and not view.motion.layer.isVisible())


def test_no_motion_when_animations_are_off(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])
    view.animation_ms = 0
    qtbot.mouseClick(view.decks["giza"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view._refresh_pending)
    assert not view.animations_running() and not view.motion.layer.items


def test_a_stage_and_its_payment_are_chosen_with_the_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        give(state, 0, "wood")
        give(state, 0, "clay")
        stack(state, "giza", "stone")

    arrange(window, view, qtbot, ready)
    deck = view.decks["giza"]
    deck.setFocus()
    qtbot.keyClick(deck, Qt.Key.Key_Space)
    settle(view, qtbot)
    piece = view.viewer_panel.wonder.piece(1)
    assert piece is not None and piece.active
    piece.setFocus()
    qtbot.keyClick(piece, Qt.Key.Key_Return)
    settle(view, qtbot)
    button = widget(view, "move:build:1:stone+wood")
    assert isinstance(button, QPushButton)
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    settle(view, qtbot)
    assert history(window)[:2] == ["take:giza", "build:1:stone+wood"]


def at_default_size(window: MainWindow, qtbot: QtBot, wonders: list[str]) -> ArchitectsTable:
    """The table in the default window (1280×820)."""
    window.resize(1280, 820)
    view = start(window, qtbot, wonders)
    view.refresh()
    return view


def test_every_science_symbol_held_is_counted(window: MainWindow, qtbot: QtBot) -> None:
    """Issue 24.9: with gear, compass and tablet held, the counters showed gear and compass only (the
    strip dropped what did not fit); now every counter shows, on a second row if need be."""
    view = at_default_size(window, qtbot, ["giza", "rhodes", "ephesus", "olympia"])

    def ready(state: ArchitectsState) -> None:
        for seat in (0, 1):
            for kind in ("gear", "compass", "tablet", "blue_2vp_cat"):
                give(state, seat, kind)
        state.cat = 0

    arrange(window, view, qtbot, ready)
    own, opponent = view.viewer_panel, view.panels[1]
    for panel in (own, opponent):
        icons = panel.stats.shown_icons()
        assert icons[:3] == ["coin", "shield", "military"]
        science = ["gear", "compass", "tablet"]
        assert [icon for icon in icons if icon in science] == science
        strip = panel.stats.geometry()
        assert panel.rect().contains(strip) and not strip.intersects(panel.cards.geometry())
    assert "cat" in own.stats.shown_icons()


@pytest.mark.parametrize("players", [4, 7])
@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_captions_and_legend_read_whole_at_the_default_size(
    window: MainWindow, qtbot: QtBot, language: str, players: int
) -> None:
    """Issue 24.9: the legend under the player's wonder was cut ("● e…") at 1280 wide, and with 7
    players the Conflict tokens' caption."""
    window.switch_language(language)
    wonders = ["giza", "rhodes", "ephesus", "olympia", "babylon", "alexandria", "halicarnassus"]
    view = at_default_size(window, qtbot, wonders[:players])
    legend = view.viewer_panel.legend
    assert legend.isVisible() and "●" in legend.text and not legend.elided()
    for caption in view.findChildren(Caption):
        assert not caption.elided(), caption.text
    others = [(seat, panel) for seat, panel in view.panels.items() if seat != 0]
    for seat, panel in [(0, view.viewer_panel), *others]:  # a name cut for want of room: whole in the tip
        assert panel.header.toolTip().startswith(window.controller.seat_title(seat))
    window.switch_language("en")


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_every_deck_has_a_tooltip(window: MainWindow, qtbot: QtBot, language: str) -> None:
    """Issue 24.9: each deck says what it is, whose it is, how many cards it holds and its top card
    when face up, in the player's language."""
    window.switch_language(language)
    view = at_default_size(window, qtbot, ["giza", "rhodes", "ephesus"])
    table = view.table
    assert table is not None
    controller = window.controller
    for deck in table.decks:
        tip = view.decks[deck.id].toolTip()
        assert str(deck.info.count) in tip
        if deck.info.owner is None:
            assert tip.startswith(texts.deck_name("central"))
            continue
        assert tip.startswith(texts.wonder_name(deck.id)) or texts.wonder_name(deck.id) in tip.splitlines()[0]
        whose = texts.translate("ArchitectsTable", "The deck of {player}'s wonder")
        assert whose.format(player=controller.seat_name(deck.info.owner)) in tip
        assert deck.info.top is not None and texts.card_name(deck.info.top) in tip
    if language != "en":
        assert "deck" not in view.decks["giza"].toolTip().lower()  # "baralho", "mazo"
    window.switch_language("en")


def test_the_feed_names_cards_in_the_architects_rulebook_words(window: MainWindow, qtbot: QtBot) -> None:
    """pt_BR has "Livro" for the 7 Wonders tablet and "Tabuleta" for Architects': the feed says the latter."""
    from wonders_desktop.engine.core.events import Event
    from wonders_desktop.ui.language.i18n import language_switcher
    from wonders_desktop.ui.session.controller import LogEntry

    view = start(window, qtbot, ["rhodes", "giza"])
    try:
        assert language_switcher().switch("pt_BR")
        event = Event("card_taken", 0, {"deck": "central", "card": "tablet", "by": "turn"})
        view.on_log([LogEntry(1, 0, event)])
        assert "Tabuleta" in view._feed[-1] and "Livro" not in view._feed[-1]
    finally:
        language_switcher().switch("en")
