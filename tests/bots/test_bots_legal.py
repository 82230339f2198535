"""Fuzz: every level, on every game present, only ever answers legal moves, to the end of the game."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bots.drive import play_checked
from tests.bots.games import case_id, game_cases, new_state
from wonders_desktop.bots.base import Bot
from wonders_desktop.bots.registry import BOT_LEVELS, make_bot
from wonders_desktop.bots.search import HardBot

CASES = game_cases()
TOY_GAMES = 12
REAL_GAMES = 2


def bot(level: str, kind: str, seed: int) -> Bot:
    """Hard bots get a tiny iteration budget here: the point is legality, not strength."""
    if level == "hard":
        return HardBot(kind, seed, iterations=6)
    return make_bot(level, kind, seed)


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_level_plays_only_legal_moves(case: tuple[str, dict[str, Any]], level: str) -> None:
    kind, args = case
    players = new_state(kind, args, 0).num_players
    games = TOY_GAMES if kind == "toy" else REAL_GAMES
    for game in range(games):
        # the level under test sits at a different seat each game, the others are random or easy
        bots = [
            bot(level if seat == game % players else ("random", "easy")[seat % 2], kind, 100 * game + seat)
            for seat in range(players)
        ]
        final = play_checked(kind, args, 1000 + game, bots)
        assert final.is_terminal()
        assert final.outcome().winners


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_all_heuristic_levels_together(case: tuple[str, dict[str, Any]]) -> None:
    kind, args = case
    players = new_state(kind, args, 0).num_players
    levels = ("medium", "easy", "medium", "easy", "medium", "easy", "medium")
    bots = [make_bot(levels[seat], kind, seat) for seat in range(players)]
    assert play_checked(kind, args, 77, bots).is_terminal()
