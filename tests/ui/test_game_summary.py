"""The one-line texts of the saved-games page, in English (the window installs the translators)."""

from __future__ import annotations

from tests.save_corpus import played
from wonders_desktop.ui.savegames.game_summary import (
    joined,
    leader_text,
    mode_text,
    players_text,
    progress_text,
)
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.window.main_window import MainWindow

YOU = SeatSetup(human=True)


def bot(level: str) -> SeatSetup:
    return SeatSetup(human=False, level=level)


def test_players_say_who_is_human_and_count_bots_by_level(window: MainWindow) -> None:
    assert players_text([YOU, bot("medium"), bot("medium"), bot("hard")]) == "You + 2 Medium bots, 1 Hard bot"
    assert players_text([YOU, YOU, bot("easy")]) == "2 players + 1 Easy bot"
    assert players_text([bot("hard"), bot("hard")]) == "Bots only: 2 Hard bots"
    assert players_text([YOU, YOU]) == "2 players"


def test_the_mode_names_edition_expansion_and_variant(window: MainWindow) -> None:
    options = {"edition": 2, "expansions": ["cities"], "variant": "teams"}
    assert mode_text("classic", options) == "7 Wonders · 2nd edition · Cities · Teams"
    assert (
        mode_text("classic", {"edition": 1, "expansions": [], "variant": None}) == "7 Wonders · 1st edition"
    )
    assert mode_text("duel", {"wonders": "draft"}) == "7 Wonders Duel"


def test_progress_and_leader_of_a_game_under_way_and_of_a_finished_one(window: MainWindow) -> None:
    start = played("classic", {"players": 3, "edition": 1}, 3, 0)
    seats = [YOU, bot("medium"), bot("hard")]
    assert progress_text(start) == "Age I · turn 1 · 0 moves"
    assert leader_text(start, seats) == "Everyone tied (1 pt)"
    duel = played("duel", {}, 4, None)
    outcome = duel.outcome()
    assert progress_text(duel) == f"Finished · {len(duel.history)} moves"
    winner = outcome.winners[0]
    name = "You" if winner == 0 else "Hard bot 2"
    verb = "You won" if winner == 0 else f"{name} won"
    assert leader_text(duel, [YOU, bot("hard")]) == f"{verb} ({outcome.scores[winner].total} pts)"


def test_names_are_joined_as_a_sentence(window: MainWindow) -> None:
    assert joined(["A"]) == "A"
    assert joined(["A", "B"]) == "A and B"
    assert joined(["A", "B", "C"]) == "A, B and C"
