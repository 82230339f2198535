"""A screen reader can read the Architects table: the decks a player may take from, the stages and the
tokens are real widgets named in the player's language, buttons to a screen reader, unavailable when
the engine's legal moves leave them out."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.engine.architects.helpers import build_stages, give, set_display, stack
from tests.ui.architects.test_architects_table import arrange, click, start, widget
from tests.ui.duel.test_accessible_duel import LANGUAGES
from wonders_desktop.engine.architects import ArchitectsState
from wonders_desktop.engine.architects.moves import Build, Progress, Take
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.architects.pieces import StagePiece
from wonders_desktop.ui.views.architects.rows import TokenButton
from wonders_desktop.ui.views.painted_access import with_state
from wonders_desktop.ui.window.main_window import MainWindow


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_decks_to_take_from_are_available_buttons(
    language: str, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window(language)
    view = start(window, qtbot, ["giza", "rhodes", "ephesus"])
    taken = {m.deck for m in window.controller.legal_moves_for_viewer() if isinstance(m, Take)}
    assert taken and set(view.decks) - taken
    for deck, piece in view.decks.items():
        interface = QAccessible.queryAccessibleInterface(piece)
        assert interface is not None
        assert interface.role() == QAccessible.Role.Button
        assert interface.text(QAccessible.Text.Name) == piece.caption and piece.caption
        assert interface.state().disabled == (deck not in taken), deck
        if deck != "central":  # a city's deck bears its Wonder's name, in the player's words
            assert piece.caption == name_of("wonder", deck, "architects")


def button(widget: QWidget) -> tuple[str, bool]:
    """What a screen reader hears of a piece: its name, and whether it is available."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None and interface.role() == QAccessible.Role.Button
    return interface.text(QAccessible.Text.Name), not interface.state().disabled


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_stage_to_build_and_the_tokens_to_pick_are_available_buttons(
    language: str, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window(language)
    view = start(window, qtbot, ["giza", "rhodes"])

    def ready(state: ArchitectsState) -> None:
        give(state, 0, "wood")
        stack(state, "giza", "stone")

    arrange(window, view, qtbot, ready)
    click(qtbot, view, "deck:giza")
    stages = {m.stage for m in window.controller.legal_moves_for_viewer() if isinstance(m, Build)}
    assert stages
    for stage in stages:
        name, available = button(widget(view, f"stage:{stage}"))
        assert available and name.strip(), stage

    def science(state: ArchitectsState) -> None:
        give(state, 0, "gear")
        stack(state, "giza", "gear")
        set_display(state, "decor", "culture", "tactics")

    view = start(window, qtbot, ["giza", "rhodes"])
    arrange(window, view, qtbot, science)
    click(qtbot, view, "deck:giza")
    tokens = {m.token for m in window.controller.legal_moves_for_viewer() if isinstance(m, Progress)}
    assert tokens
    for token in tokens:
        name, available = button(widget(view, f"token:{token}"))
        assert available, token
        if token == "pile":  # the face-down pile: its words say what it is and how many are left
            assert name.strip()
        else:
            assert name.startswith(name_of("progress_token", token, "architects")), (token, name)


def test_every_wonder_stage_says_which_stage_and_whether_it_is_built(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    """Each stage piece of every player's Wonder: its number, its Wonder and its state, in the three
    languages (the heading alone, "Stage 1", said neither which Wonder nor whether it stands)."""
    translate = QCoreApplication.translate
    heard: dict[str, set[str]] = {}
    for language in LANGUAGES:
        window = make_window(language)
        view = start(window, qtbot, ["giza", "rhodes"])

        def built(state: ArchitectsState) -> None:
            build_stages(state, 0, 1)
            build_stages(state, 1, 1, 2)

        arrange(window, view, qtbot, built)
        pieces = [p for p in view.findChildren(StagePiece) if p.stage is not None]
        assert {p.wonder for p in pieces} == {"giza", "rhodes"}
        names = set()
        for piece in pieces:
            assert piece.stage is not None
            interface = QAccessible.queryAccessibleInterface(piece)
            assert interface is not None
            name = interface.text(QAccessible.Text.Name)
            heading = translate("ArchitectsAccessible", "Stage {n} of {wonder}").format(
                n=piece.stage.number, wonder=name_of("wonder", piece.wonder, "architects")
            )
            said_built = with_state(heading, translate("ArchitectsTable", "Built"))
            assert name.startswith(heading) and name != heading, name
            assert (name == said_built) == piece.stage.built, (name, piece.stage)
            names.add(name)
        assert sum(p.stage is not None and p.stage.built for p in pieces) == 3
        heard[language] = names
        window.close()
    assert not heard["en"] & heard["pt_BR"], heard["en"] & heard["pt_BR"]
    assert not heard["en"] & heard["es"], heard["en"] & heard["es"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_progress_token_says_whether_it_is_ready_or_used(
    language: str, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    """A token that lets the player take an extra card now, or was spent this turn, says so after its
    name (the tooltip's last line); an idle one is its name alone."""
    window = make_window(language)
    view = start(window, qtbot, ["giza", "rhodes"])
    state = window.controller.state
    assert isinstance(state, ArchitectsState)
    token = state.t.tokens[0]
    button = TokenButton(view)
    heard = {}
    for mode in ("idle", "ready", "used"):
        button.show_token(token, True, state=mode)
        interface = QAccessible.queryAccessibleInterface(button)
        assert interface is not None
        heard[mode] = interface.text(QAccessible.Text.Name)
    name = heard["idle"]
    assert name and "\n" not in name
    ready = QCoreApplication.translate("ArchitectsTable", "Ready: you may take an extra card now.")
    used = QCoreApplication.translate("ArchitectsTable", "Used this turn.")
    assert heard["ready"] == with_state(name, ready)
    assert heard["used"] == with_state(name, used)
